import Tokens

/// The default profile, seed 000's manifest plus the files that make the folder a package.
enum DSysProfile {
    static func files(for designSystem: DesignSystem) -> [GeneratedFile] {
        // The colorsets (one per color token) are about half of the work: made on a second core.
        let (colorsets, swiftFiles) = concurrently(
            { AssetCatalogFiles.files(designSystem) },
            {
                [
                    PackageManifestFile.file(),
                    BundleShimFile.file(),
                    ColorsFile.file(designSystem),
                    TypographyFile.file(designSystem),
                    SpacingFile.file(designSystem),
                    RadiusFile.file(designSystem),
                    ShadowsFile.file(designSystem),
                ] + ComponentFiles.files(ComponentScale(designSystem))
            })
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

extension DSysProfile {
    /// The public symbols the profile declares for tokens, each with the key of its token, from the same
    /// identifiers and shadow list the file builders write.
    static func symbols(for designSystem: DesignSystem) -> [PublicSymbol] {
        var symbols: [PublicSymbol] = []
        for token in designSystem.colors {
            symbols.append(PublicSymbol(name: "Color.\(token.identifier)", tokenKey: "color.\(token.path)"))
        }
        for style in designSystem.typography {
            symbols.append(PublicSymbol(name: "DSFont.\(style.identifier)()", tokenKey: "typography.\(style.name)"))
        }
        for size in designSystem.spacing {
            symbols.append(PublicSymbol(name: "DSSpacing.\(size.identifier)", tokenKey: "spacing.\(size.name)"))
            symbols.append(PublicSymbol(name: "DSSpacingFixed.\(size.identifier)", tokenKey: "spacing.\(size.name)"))
        }
        for size in designSystem.radii {
            symbols.append(PublicSymbol(name: "DSRadius.\(size.identifier)", tokenKey: "radius.\(size.name)"))
        }
        let shadowNames = designSystem.shadows?.map(\.name) ?? ShadowsFile.defaultShadows.map(\.name)
        for (shadow, name) in zip(ShadowsFile.shadows(designSystem), shadowNames) {
            symbols.append(PublicSymbol(name: "DSShadowSize.\(shadow.identifier)", tokenKey: "shadow.\(name)"))
        }
        return symbols
    }
}
