import Tokens

/// `Foundation/Themes/Default/`: the theme of the document itself, its colors in an asset catalog so that the
/// system switches them with the appearance.
enum DefaultThemeFiles {
    static func files(_ theme: ThemeModel) -> [ProfileFile] {
        var files = [ProfileFile(paletteFile(theme)), ProfileFile(typographyFile(theme))]
        files += theme.scales.map { ProfileFile(scaleFile($0)) }
        files.append(ProfileFile(themeFile(theme)))
        files.append(
            ProfileFile(
                GeneratedFile(
                    path: "\(ThemePaths.defaultTheme)/Bundle+DesignSystem.swift",
                    contents: BundleShimFile.file(resources: "`Colors.xcassets` and the package's strings").contents)
            ))
        return files
    }

    /// The catalog manifest, which opts out of Xcode's asset symbols as the dsys profile's does, and one colorset per
    /// member of the palette (a token that fills two roles has two).
    static func assetCatalog(_ theme: ThemeModel) -> (manifest: GeneratedFile, colorsets: [FileRecipe]) {
        let folder = "\(ThemePaths.sources)/\(ThemePaths.assetCatalog)"
        return (
            GeneratedFile(path: "\(folder)/Contents.json", text: AssetCatalogFiles.catalogRoot),
            theme.palette.map {
                ColorsetFile.recipe("\(folder)/\(assetName($0.name)).colorset/Contents.json", $0.token)
            }
        )
    }

    private static func paletteFile(_ theme: ThemeModel) -> GeneratedFile {
        let width = theme.palette.map(\.name.count).max() ?? 0
        var body = """
            /// The document's colors, each a colorset of `Colors.xcassets` with its light and dark value.
            public struct DefaultColorPalette: DSColorPalette {
                public init() {}


            """
        body += ThemeDeclarations.lines(theme.palette, documented: false) { member in
            let name = SwiftSource.padded(member.name + ":", to: width + 1)
            let literal = SwiftSource.padded("\"\(assetName(member.name))\",", to: width + 5)
            let reference = SwiftSource.commentText(member.key.reference)
            return "public var \(name) Color { Color(\(literal) bundle: .module) }  // \(reference)"
        }
        body += "}\n"
        return swiftFile("\(ThemePaths.defaultTheme)/DefaultColorPalette.swift", body)
    }

    /// A palette member's colorset: `accent` → `dsAccent`. The prefix keeps the names clear of an app's own assets
    /// (`accent`, `textPrimary`) when the sources are copied into an app target, where both catalogs are compiled
    /// together.
    static func assetName(_ member: String) -> String {
        let plain = Naming.unescaped(member)
        return "ds" + plain.capitalizedFirst
    }

    private static func scaleFile(_ scale: ThemeModel.Scale) -> GeneratedFile {
        let definition = scale.definition
        let type = definition.otherKind == .opacity ? "Double" : "CGFloat"
        let name = "Default" + definition.contract.dropFirst(2)
        let width = scale.members.map(\.name.count).max() ?? 0
        var body =
            "/// The document's \(definition.member == "borderWidth" ? "border widths" : scaleNoun(definition)).\n"
        body += "public struct \(name): \(definition.contract) {\n"
        body += ThemeDeclarations.lines(scale.members, documented: false) { member in
            var line =
                "public let \(SwiftSource.padded(member.name + ":", to: width + 1)) \(type) = "
                + SwiftSource.number(member.token.value)
            if member.key.path.components.last != Naming.unescaped(member.name) {
                line += "  // \(SwiftSource.commentText(member.key.reference))"
            }
            return line
        }
        body += "\n    public init() {}\n}\n"
        return swiftFile("\(ThemePaths.defaultTheme)/\(name).swift", body)
    }

    private static func scaleNoun(_ definition: ThemeRoles.Scale) -> String {
        switch definition.kind {
        case .cornerRadius: "corner radii"
        case .opacity: "opacities"
        case .typography, .spacing, .dimensions, .borderWidth, .shadow: definition.member
        }
    }

    private static func typographyFile(_ theme: ThemeModel) -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.defaultTheme)/DefaultTypography.swift",
            """
            /// The document's fonts: each scales with Dynamic Type relative to its text style (`TextStyle.font`).
            public struct DefaultTypography: DSTypography {
                public init() {}

                public func font(for style: TextStyle) -> Font {
                    style.font
                }
            }

            """)
    }

    /// `case .a, .b, …:` wrapped before 100 columns.
    static func caseLabel(_ cases: [String], indent: String) -> String {
        var lines = ["\(indent)case"]
        for (index, name) in cases.enumerated() {
            let item = " \(name)" + (index == cases.count - 1 ? ":" : ",")
            if lines[lines.count - 1].count + item.count > 100 {
                lines.append("\(indent)   ")
            }
            lines[lines.count - 1] += item
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func themeFile(_ theme: ThemeModel) -> GeneratedFile {
        let members: [(name: String, contract: String, implementation: String)] =
            [("colors", "DSColorPalette", "DefaultColorPalette"), ("typography", "DSTypography", "DefaultTypography")]
            + theme.scales.map {
                ($0.definition.member, $0.definition.contract, "Default" + $0.definition.contract.dropFirst(2))
            }
        let width = members.map(\.name.count).max() ?? 0
        var body = """
            /// The theme of the design system document; pass other values to replace some of them.
            public struct DefaultTheme: DSTheme {

            """
        for member in members {
            body += "    public var \(SwiftSource.padded(member.name + ":", to: width + 1)) any \(member.contract)\n"
        }
        body += "\n    public init(\n"
        body += members.map {
            "        \($0.name): any \($0.contract) = \($0.implementation)()"
        }.joined(separator: ",\n")
        body += "\n    ) {\n"
        for member in members {
            body += "        self.\(member.name) = \(member.name)\n"
        }
        body += "    }\n}\n"
        return swiftFile("\(ThemePaths.defaultTheme)/DefaultTheme.swift", body)
    }
}
