import Tokens

/// The profile of seed 002: colors in a namespaced asset catalog with `Color.Brand.primary`-style wrappers,
/// `DSTypography` with line heights, `dsTextStyle`, the scales, three components and a gallery of everything.
struct CatalogProfile: Profile {
    var name: OutputProfile { .catalog }
    var roles: [TokenRole] { CatalogRoles.all }

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        CatalogNaming.problems(in: designSystem, names: CatalogNaming.names(designSystem.colors))
    }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        apiFiles(of: designSystem, names: CatalogNaming.names(designSystem.colors))
    }

    private func apiFiles(of designSystem: DesignSystem, names: [CatalogColorName?]) -> [ProfileFile] {
        [
            ProfileFile(PackageManifestFile.file(resources: [CatalogAssetFiles.root])),
            ProfileFile(BundleShimFile.file(assetCatalog: CatalogAssetFiles.root)),
            CatalogColorFile.file(CatalogNaming.namedColors(designSystem.colors, names: names)),
            CatalogTypographyFile.file(designSystem),
            CatalogSizeFiles.spacing(designSystem),
            CatalogSizeFiles.radius(designSystem),
            CatalogShadowFile.file(designSystem, names: names),
        ]
    }

    func files(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        let names = CatalogNaming.names(designSystem.colors)
        let colors = CatalogNaming.namedColors(designSystem.colors, names: names)
        let scale = CatalogScale(designSystem, roles: roles, colors: colors)
        let files = [
            CatalogTextStyleFile.file(scale), CatalogCardStyleFile.file(scale), CatalogButtonFile.file(scale),
            CatalogCardFile.file(scale), CatalogTextFieldFile.file(scale),
            CatalogPreviewFile.file(designSystem, colors: colors, scale: scale),
        ]
        return apiFiles(of: designSystem, names: names)
            + (files + CatalogAssetFiles.files(colors)).map { ProfileFile($0) }
    }
}
