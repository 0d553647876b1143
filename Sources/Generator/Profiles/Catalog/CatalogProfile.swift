import Tokens

/// The profile of seed 002: colors in a namespaced asset catalog with `Color.Brand.primary`-style wrappers,
/// `DSTypography` with line heights, `dsTextStyle`, the scales, three components and a gallery of everything.
struct CatalogProfile: Profile {
    var name: OutputProfile { .catalog }
    var roles: [TokenRole] { CatalogRoles.all }

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
                BundleShimFile.file(assetCatalog: CatalogAssetFiles.root),
                CatalogTextStyleFile.file(scale), CatalogCardStyleFile.file(scale), CatalogButtonFile.file(scale),
                CatalogCardFile.file(scale), CatalogTextFieldFile.file(scale),
                CatalogPreviewFile.file(designSystem, colors: colors, scale: scale),
            ] + [FontFaces.file(designSystem, path: CatalogTypographyFile.facesPath)].compactMap { $0 }
        let manifest = PackageManifestFile.file(
            module: moduleName(of: designSystem), sources: swiftFiles.map(\.path), resources: [CatalogAssetFiles.root])
        return ([manifest] + swiftFiles + CatalogAssetFiles.files(designSystem, colors: colors)).map { ProfileFile($0) }
    }
}
