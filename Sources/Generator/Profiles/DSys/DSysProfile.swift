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

    /// The colors file, one declaration per color token, is most of the work of the Swift files: its symbols are
    /// taken without its text.
    func apiSymbols(of designSystem: DesignSystem, roles: RoleAssignment) -> [PublicSymbol] {
        apiFiles(
            of: designSystem, roles: roles, colorNames: DSysNaming.colorIdentifiers(designSystem.colors),
            colors: .symbols
        ).flatMap(\.symbols)
    }

    /// What ``apiFiles(of:roles:colorNames:colors:)`` makes of the colors file.
    private enum ColorsFileForm {
        /// The file, with its symbols.
        case file
        /// Its symbols without its text (in a file with no bytes), for the diff.
        case symbols
        /// Not among the files (a generation takes its recipe, ``ColorsFile/recipe(_:names:primitives:)``).
        case omitted
    }

    private func apiFiles(
        of designSystem: DesignSystem, roles: RoleAssignment, colorNames: [String], colors: ColorsFileForm = .file,
        primitives knownPrimitives: Set<String>? = nil
    ) -> [ProfileFile] {
        // `nil` for a document that does not fill every role: it does not validate, so its package is never written,
        // but the diff still reads the symbols of its token files (the components declare none).
        let scale = ComponentScale(designSystem, roles: roles, colorNames: colorNames)
        let primitives = knownPrimitives ?? DSysPrimitives.groups(in: designSystem, roles: roles)
        // The expressions of the colors the shadows name (only those: a document has thousands of colors, and a
        // few shadows).
        var colorExpressions: [TokenPath: String] = [:]
        for (path, name) in ColorNames.named(
            ColorNames.aliases(inShadowsOf: designSystem), in: designSystem.colors, names: colorNames)
        {
            colorExpressions[path] = primitives.contains(path.components[0]) ? "DSPrimitives.\(name)" : ".\(name)"
        }
        let swiftFiles =
            [
                ProfileFile(BundleShimFile.file(resources: "`Colors.xcassets` and the package's strings")),
                ProfileFile(PackageStrings.declarations(Self.words, path: "Strings+DesignSystem.swift")),
                TypographyFile.file(designSystem),
                SpacingFile.file(designSystem),
                RadiusFile.file(designSystem),
                ShadowsFile.file(designSystem, colors: colorExpressions, defaultSize: scale?.name(.shadowMd)),
            ] + (scale.map(ComponentFiles.files) ?? []).map { ProfileFile($0) }
            + [FontFaces.file(designSystem, path: TypographyFile.facesPath)].compactMap { $0.map { ProfileFile($0) } }
        let colorsFile: [ProfileFile] =
            switch colors {
            case .file: [ColorsFile.file(designSystem, names: colorNames, primitives: primitives)]
            case .symbols:
                [
                    ProfileFile(
                        GeneratedFile(path: ColorsFile.path, contents: []),
                        symbols: ColorsFile.symbols(designSystem, names: colorNames, primitives: primitives))
                ]
            case .omitted: []
            }
        // The manifest lists its sources sorted: the colors file among them, whatever its form.
        let manifest = PackageManifestFile.file(
            module: moduleName(of: designSystem), sources: [ColorsFile.path] + swiftFiles.map(\.file.path),
            strings: Self.stringsFolder)
        return [ProfileFile(manifest)] + colorsFile + swiftFiles
    }

    /// The folder of the package's localized strings, and the words: what `DSInput` tells VoiceOver of its own.
    private static let stringsFolder = "Resources"
    private static let words = [PackageStrings.error]

    /// The colorsets (one per color token, about half of the work of a full generation) and the colors file (most of
    /// the rest) are recipes: the colorsets rendered on a second core, and each taken from the package before where
    /// what it is made of is unchanged (a colorset's colors; the colors file's declarations, not the colors' values).
    func plan(of designSystem: DesignSystem, roles: RoleAssignment) -> PackagePlan {
        let colorNames = DSysNaming.colorIdentifiers(designSystem.colors)
        let (catalog, colorsets) = AssetCatalogFiles.files(designSystem, names: colorNames)
        let primitives = DSysPrimitives.groups(in: designSystem, roles: roles)
        let colors = ColorsFile.recipe(designSystem, names: colorNames, primitives: primitives)
        return PackagePlan(
            made: {
                apiFiles(
                    of: designSystem, roles: roles, colorNames: colorNames, colors: .omitted, primitives: primitives)
                    + [ProfileFile(catalog)]
                    + PackageStrings.files(Self.words, in: Self.stringsFolder).map { ProfileFile($0) }
            }, recipes: [colors] + colorsets)
    }
}
