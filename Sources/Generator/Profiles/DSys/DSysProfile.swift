import Tokens

/// The default profile, seed 000's manifest plus the files that make the folder a package.
struct DSysProfile: Profile {
    var name: OutputProfile { .dsys }
    var roles: [TokenRole] { DSysRoles.all }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        [
            ProfileFile(PackageManifestFile.file()),
            ProfileFile(BundleShimFile.file()),
            ColorsFile.file(designSystem),
            TypographyFile.file(designSystem),
            SpacingFile.file(designSystem),
            RadiusFile.file(designSystem),
            ShadowsFile.file(designSystem),
        ] + ComponentFiles.files(ComponentScale(designSystem, roles: roles)).map { ProfileFile($0) }
    }

    func files(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        // The colorsets (one per color token) are about half of the work: made on a second core.
        let (colorsets, swiftFiles) = concurrently(
            { AssetCatalogFiles.files(designSystem).map { ProfileFile($0) } },
            { apiFiles(of: designSystem, roles: roles) })
        return swiftFiles + colorsets
    }
}

/// A Swift file of the package: header, `import SwiftUI`, then the body.
func swiftFile(_ path: String, imports: [String] = ["SwiftUI"], _ body: String) -> GeneratedFile {
    let fileName = String(path.split(separator: "/").last ?? Substring(path))
    var text = SwiftSource.header(fileName) + "\n"
    if !imports.isEmpty {
        text += imports.map { "import \($0)\n" }.joined() + "\n"
    }
    text += body
    return GeneratedFile(path: path, text: text)
}
