import Tokens

/// The types of the catalog profile's package whose members are token values.
enum CatalogContainer: ValueContainer {
    /// `Color.Brand`: the enum nested in `Color` for one group's colors.
    case colors(namespace: String)
    case typography, spacing, radius, shadow

    var swiftName: String {
        switch self {
        case .colors(let namespace): "Color.\(namespace)"
        case .typography: "DSTypography"
        case .spacing: "DSSpacing"
        case .radius: "DSRadius"
        case .shadow: "DSShadow"
        }
    }
}

/// The profile of seed 002: colors in a namespaced asset catalog with `Color.Brand.primary`-style wrappers,
/// `DSTypography` with line heights, `dsTextStyle`, the scales, three components and a gallery of everything.
struct CatalogProfile: Profile {
    var name: OutputProfile { .catalog }
    var roles: [TokenRole] { CatalogRoles.all }

    /// Without `border.input`, the text field's resting outline is its placeholder's color (see the dsys profile).
    var roleFallbacks: [String: [String]] { CatalogRole.fallbacks([.borderInput: [.textTertiary]]) }

    /// The folder of the package's localized strings, and the words: what `DSTextField` tells VoiceOver of its own.
    private static let stringsFolder = "Resources"
    private static let words = [PackageStrings.error]

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        CatalogNaming.problems(in: designSystem, names: CatalogNaming.names(designSystem.colors))
    }

    /// `Color.Brand.primary`, `DSTypography.body.font`, `DSSpacing.md`, `DSRadius.md`.
    func valueExpression(of value: DeclaredValue<CatalogContainer>, kind: TokenReference.Kind) -> String? {
        switch value.container {
        case .colors, .spacing, .radius: value.symbol
        case .typography: "\(value.symbol).font"
        case .shadow: nil  // a style, not a value
        }
    }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        let names = CatalogNaming.names(designSystem.colors)
        return apiFiles(
            of: designSystem, roles: roles, colors: CatalogNaming.namedColors(designSystem.colors, names: names))
    }

    /// The Swift files that declare the tokens' symbols.
    private func apiFiles(
        of designSystem: DesignSystem, roles: RoleAssignment, colors: [CatalogColor]
    ) -> [ProfileFile] {
        // The documentation's examples name the steps the components use.
        func step(_ role: CatalogRole, in scale: [SizeToken]) -> String? {
            roles[role].flatMap { key in scale.first { $0.name == key.path.description }?.identifier }
        }
        return [
            CatalogColorFile.file(colors),
            CatalogTypographyFile.file(designSystem),
            CatalogSizeFiles.spacing(designSystem, example: step(.spacingMd, in: designSystem.spacing)),
            CatalogSizeFiles.radius(designSystem, example: step(.radiusMedium, in: designSystem.radii)),
            CatalogShadowFile.file(designSystem, colors: colors),
        ]
    }

    /// The asset catalog's colorsets are recipes (``ColorsetFile``).
    func plan(of designSystem: DesignSystem, roles: RoleAssignment) -> PackagePlan {
        let names = CatalogNaming.names(designSystem.colors)
        let colors = CatalogNaming.namedColors(designSystem.colors, names: names)
        let (catalog, colorsets) = CatalogAssetFiles.files(designSystem, colors: colors)
        return PackagePlan(
            made: { madeFiles(of: designSystem, roles: roles, colors: colors) + catalog }, recipes: colorsets)
    }

    /// The files of ``plan(of:roles:)`` that are made whatever changed.
    private func madeFiles(
        of designSystem: DesignSystem, roles: RoleAssignment, colors: [CatalogColor]
    ) -> [ProfileFile] {
        // `nil` for a document that does not fill every role: it does not validate, so its package is never written.
        let scale = CatalogScale(designSystem, roles: roles, colors: colors)
        let components =
            scale.map { scale in
                [
                    CatalogTextStyleFile.file(scale), CatalogCardStyleFile.file(scale), CatalogButtonFile.file(scale),
                    CatalogCardFile.file(scale), CatalogTextFieldFile.file(scale),
                    CatalogPreviewFile.file(designSystem, colors: colors, scale: scale),
                ]
            } ?? []
        let swiftFiles =
            apiFiles(of: designSystem, roles: roles, colors: colors).map(\.file) + [
                BundleShimFile.file(resources: "`\(CatalogAssetFiles.root)` and the package's strings"),
                PackageStrings.declarations(Self.words, path: "Strings+DesignSystem.swift"),
            ] + components + [FontFaces.file(designSystem, path: CatalogTypographyFile.facesPath)].compactMap { $0 }
        let manifest = PackageManifestFile.file(
            module: moduleName(of: designSystem), sources: swiftFiles.map(\.path), resources: [CatalogAssetFiles.root],
            strings: Self.stringsFolder)
        return ([manifest] + swiftFiles + PackageStrings.files(Self.words, in: Self.stringsFolder)).map {
            ProfileFile($0)
        }
    }
}
