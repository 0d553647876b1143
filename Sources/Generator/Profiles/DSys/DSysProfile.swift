import Tokens

/// The types of the default profile's package whose members are token values.
enum DSysContainer: ValueContainer {
    case color, primitives, font, textStyle, spacing, spacingFixed, radius, shadowSize

    var swiftName: String {
        switch self {
        case .color: "Color"
        case .primitives: "DSPrimitives"
        case .font: "DSFont"
        case .textStyle: "DSTextStyle"
        case .spacing: "DSSpacing"
        case .spacingFixed: "DSSpacingFixed"
        case .radius: "DSRadius"
        case .shadowSize: "DSShadowSize"
        }
    }
}

/// The default profile, seed 000's manifest plus the files that make the folder a package.
struct DSysProfile: Profile {
    var name: OutputProfile { .dsys }
    var roles: [TokenRole] { SharedVocabulary.roles }

    /// Without `border.input`, the text field's resting outline is the placeholder's color, which the contrast checks
    /// hold to 4.5:1 on the field: a document that validated before draws a field whose boundary shows.
    var roleFallbacks: [String: [String]] { SharedRole.fallbacks([.borderInput: [.textMuted]]) }

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        DSysNaming.collisions(in: designSystem)
            + TypeScale.memberCollisions(
                designSystem.typography.map { ($0.identifier, TokenKey(.typography, TokenPath([$0.name]))) },
                declaredBy: "DSTextStyle", members: TypographyFile.members, profile: .dsys, in: designSystem)
    }

    func valueExpression(of value: DeclaredValue<DSysContainer>, kind: TokenReference.Kind) -> String? {
        switch value.container {
        case .color, .font, .spacingFixed, .radius: value.symbol
        // DSSpacing's scaled members need an instance in the view; DSTextStyle and DSShadowSize are styles; the
        // primitives are kept out of the main API so that views use the semantic colors.
        case .spacing, .textStyle, .shadowSize, .primitives: nil
        }
    }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        apiFiles(of: designSystem, roles: roles, colorNames: DSysNaming.colorIdentifiers(designSystem.colors))
    }

    private func apiFiles(
        of designSystem: DesignSystem, roles: RoleAssignment, colorNames: [String]
    ) -> [ProfileFile] {
        // `nil` for a document that does not fill every role: it does not validate, so its package is never written,
        // but the diff still reads the symbols of its token files (the components declare none).
        let scale = ComponentScale(designSystem, roles: roles, colorNames: colorNames)
        let primitives = DSysPrimitives.groups(in: designSystem, roles: roles)
        var colorExpressions: [TokenPath: String] = [:]
        for (token, name) in zip(designSystem.colors, colorNames) {
            colorExpressions[token.path] =
                primitives.contains(token.path.components[0]) ? "DSPrimitives.\(name)" : ".\(name)"
        }
        let swiftFiles =
            [
                ProfileFile(BundleShimFile.file(resources: "`Colors.xcassets` and the package's strings")),
                ProfileFile(PackageStrings.declarations(Self.words, path: "Strings+DesignSystem.swift")),
                ColorsFile.file(designSystem, names: colorNames, primitives: primitives),
                TypographyFile.file(designSystem),
                SpacingFile.file(designSystem),
                RadiusFile.file(designSystem),
                ShadowsFile.file(designSystem, colors: colorExpressions, defaultSize: scale?.name(.shadowMd)),
            ] + (scale.map(ComponentFiles.files) ?? []).map { ProfileFile($0) }
            + [FontFaces.file(designSystem, path: TypographyFile.facesPath)].compactMap { $0.map { ProfileFile($0) } }
        let manifest = PackageManifestFile.file(
            module: moduleName(of: designSystem), sources: swiftFiles.map(\.file.path), strings: Self.stringsFolder)
        return [ProfileFile(manifest)] + swiftFiles
    }

    /// The folder of the package's localized strings, and the words: what `DSInput` tells VoiceOver of its own.
    private static let stringsFolder = "Resources"
    private static let words = [PackageStrings.error]

    func files(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        let colorNames = DSysNaming.colorIdentifiers(designSystem.colors)
        // The colorsets (one per color token) are about half of the work: made on a second core.
        let (colorsets, swiftFiles) = concurrently(
            { AssetCatalogFiles.files(designSystem, names: colorNames).map { ProfileFile($0) } },
            { apiFiles(of: designSystem, roles: roles, colorNames: colorNames) })
        return swiftFiles + colorsets
            + PackageStrings.files(Self.words, in: Self.stringsFolder).map { ProfileFile($0) }
    }
}
