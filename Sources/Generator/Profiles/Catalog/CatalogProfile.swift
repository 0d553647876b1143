import Tokens

/// The profile of seed 002: colors in a namespaced asset catalog with `Color.Brand.primary`-style wrappers,
/// `DSTypography` with line heights, `dsTextStyle`, the scales, three components and a gallery of everything.
struct CatalogProfile: Profile {
    var name: OutputProfile { .catalog }
    var roles: [TokenRole] { CatalogRoles.all }

    /// Without `border.input`, the text field's resting outline is its placeholder's color (see the dsys profile).
    var roleFallbacks: [String: [String]] { ["border.input": ["text.tertiary"]] }

    /// The folder of the package's localized strings, and the words: what `DSTextField` tells VoiceOver of its own.
    private static let stringsFolder = "Resources"
    private static let words = [PackageStrings.error]

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        CatalogNaming.problems(in: designSystem, names: CatalogNaming.names(designSystem.colors))
    }

    /// `Color.Brand.primary`, `DSTypography.body.font`, `DSSpacing.md`, `DSRadius.md`.
    func valueExpression(of symbol: PublicSymbol, kind: TokenReference.Kind) -> String? {
        kind == .font ? "\(symbol.name).font" : symbol.name
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
        func step(_ role: String, in scale: [SizeToken]) -> String? {
            roles[role].flatMap { key in scale.first { $0.name == key.path.description }?.identifier }
        }
        return [
            CatalogColorFile.file(colors),
            CatalogTypographyFile.file(designSystem),
            CatalogSizeFiles.spacing(designSystem, example: step("spacing.md", in: designSystem.spacing)),
            CatalogSizeFiles.radius(designSystem, example: step("radius.medium", in: designSystem.radii)),
            CatalogShadowFile.file(designSystem, colors: colors),
        ]
    }

    func files(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        let names = CatalogNaming.names(designSystem.colors)
        let colors = CatalogNaming.namedColors(designSystem.colors, names: names)
        let scale = CatalogScale(designSystem, roles: roles, colors: colors)
        let swiftFiles =
            apiFiles(of: designSystem, roles: roles, colors: colors).map(\.file) + [
                BundleShimFile.file(resources: "`\(CatalogAssetFiles.root)` and the package's strings"),
                PackageStrings.declarations(Self.words, path: "Strings+DesignSystem.swift"),
                CatalogTextStyleFile.file(scale), CatalogCardStyleFile.file(scale), CatalogButtonFile.file(scale),
                CatalogCardFile.file(scale), CatalogTextFieldFile.file(scale),
                CatalogPreviewFile.file(designSystem, colors: colors, scale: scale),
            ] + [FontFaces.file(designSystem, path: CatalogTypographyFile.facesPath)].compactMap { $0 }
        let manifest = PackageManifestFile.file(
            module: moduleName(of: designSystem), sources: swiftFiles.map(\.path), resources: [CatalogAssetFiles.root],
            strings: Self.stringsFolder)
        return
            ([manifest] + swiftFiles + CatalogAssetFiles.files(designSystem, colors: colors)
            + PackageStrings.files(Self.words, in: Self.stringsFolder)).map { ProfileFile($0) }
    }
}
