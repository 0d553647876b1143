import Tokens

/// `Tokens/DSColor.swift`: an enum nested in `Color` per group of the document, a member per color, each read from
/// its namespaced colorset.
enum CatalogColorFile {
    static func file(_ colors: [CatalogColor]) -> ProfileFile {
        var body = """
            // Every color is a colorset of Assets.xcassets with its light and dark appearance; its folder below
            // Colors/ provides a namespace, so the asset's name is "Group/Name".
            extension Color {

            """
        var symbols: [PublicSymbol] = []
        symbols.reserveCapacity(colors.count)
        let names = Dictionary(colors.map { ($0.token.path, $0.name) }, uniquingKeysWith: { first, _ in first })
        // A group named `color` declares `Color.Color`, which would stand for SwiftUI's Color in every namespace.
        let type = colors.contains { $0.name.namespace == "Color" } ? "SwiftUI.Color" : "Color"
        for (index, group) in ColorsFile.groupedByFirstComponent(colors, path: \.token.path).enumerated() {
            if index > 0 { body += "\n" }
            let namespace = group.tokens[0].name.namespace
            body +=
                "    /// The `\(SwiftSource.commentText(group.name))` colors: `Assets.xcassets/Colors/\(namespace)`.\n"
            body += "    public enum \(namespace) {\n"
            let width = group.tokens.map(\.name.declaredMember.count).max() ?? 0
            for color in group.tokens {
                body += SwiftSource.documentation(color.token.metadata.description, indent: "        ")
                body += SwiftSource.deprecation(
                    color.token.metadata.deprecation, renamed: replacement(of: color, names: names), indent: "        ")
                body +=
                    "        public static let \(SwiftSource.padded(color.name.declaredMember, to: width)) = "
                    + "\(type)(\(SwiftSource.stringLiteral(color.name.assetName)), bundle: .module)\n"
                symbols.append(PublicSymbol(name: color.name.symbol, tokenKey: "color.\(color.token.path)"))
            }
            body += "    }\n"
        }
        body += "}\n"
        return ProfileFile(swiftFile("Tokens/DSColor.swift", body), symbols: symbols)
    }

    /// For a deprecated color that is an alias of one other color of its group in both appearances, that color's
    /// member: `@available(*, deprecated, renamed: "muted")` gives Xcode a fix-it (a member of another namespace
    /// cannot be named).
    private static func replacement(of color: CatalogColor, names: [TokenPath: CatalogColorName]) -> String? {
        guard color.token.metadata.deprecation != nil, case .alias(let light) = color.token.value.light,
            case .alias(let dark) = color.token.value.dark, light == dark, let target = names[light],
            target.namespace == color.name.namespace
        else { return nil }
        return target.member
    }
}

/// `Assets.xcassets`: the catalog, its `Colors` folder, a namespace folder per group and a colorset per color.
enum CatalogAssetFiles {
    static let root = "Assets.xcassets"

    /// The `Contents.json` of a folder that provides a namespace: its colors are named `Folder/Name`.
    static let namespaceFolder = """
        {
        \(AssetCatalogFiles.catalogInfo),
          "properties": {
            "provides-namespace": true
          }
        }

        """

    /// The colors' colorsets, and those of the shadows' literal colors other than black and white in `Shadows`, a
    /// folder that provides no namespace (`Color("dsShadowMd", bundle: .module)`, as the dsys profile names them).
    static func files(_ designSystem: DesignSystem, colors: [CatalogColor]) -> [GeneratedFile] {
        let plainFolder = "{\n\(AssetCatalogFiles.catalogInfo)\n}\n"
        // The root opts out of Xcode's own asset symbols: the wrappers are the API.
        var files = [
            GeneratedFile(path: "\(root)/Contents.json", text: AssetCatalogFiles.catalogRoot),
            GeneratedFile(path: "\(root)/Colors/Contents.json", text: plainFolder),
        ]
        var namespaces: Set<String> = []
        for color in colors {
            let name = color.name
            if namespaces.insert(name.namespace).inserted {
                files.append(
                    GeneratedFile(path: "\(root)/Colors/\(name.namespace)/Contents.json", text: namespaceFolder))
            }
            files.append(
                GeneratedFile(
                    path: "\(root)/Colors/\(name.assetName).colorset/Contents.json",
                    text: AssetCatalogFiles.colorset(
                        color.token.resolved, highContrast: color.token.distinctHighContrastColors)))
        }
        let shadowColorsets = ShadowsFile.colorsets(designSystem)
        if !shadowColorsets.isEmpty {
            files.append(GeneratedFile(path: "\(root)/Shadows/Contents.json", text: plainFolder))
        }
        for (name, color) in shadowColorsets {
            files.append(
                GeneratedFile(
                    path: "\(root)/Shadows/\(name).colorset/Contents.json",
                    text: AssetCatalogFiles.colorset(Appearances(light: color, dark: color))))
        }
        return files
    }
}

/// `Tokens/DSTypography.swift`: a case per text style with its font, line height and letter spacing.
enum CatalogTypographyFile {
    /// A text face's own line height (ascender, descender and leading) as a multiple of its size: SF Pro's is 1.19,
    /// Inter's 1.21. `Font` does not tell it, so the line spacing that completes a line height is reckoned from it.
    static let naturalLineHeight = 1.2

    struct Style {
        var identifier: String
        var font: String
        var textStyle: String
        /// Points at the default text size; `nil` when the document leaves the line height to the font.
        var lineHeight: Double?
        var lineSpacing: Double
        var letterSpacing: Double
    }

    static func style(_ token: TextStyleToken, fontFamily: FontFamily) -> Style {
        let family = token.family == .sans ? fontFamily.sans : fontFamily.mono
        let font: String
        let size: Double
        if let family {
            size = token.size
            font =
                ".custom(\(SwiftSource.stringLiteral(family)), size: \(SwiftSource.number(size)), "
                + "relativeTo: .\(token.relativeTo.rawValue))" + (token.weight.map { ".weight(.\($0.rawValue))" } ?? "")
        } else {
            // The system font keeps its text style's size, so that it scales with Dynamic Type on iOS 16.
            size = token.relativeTo.defaultSize
            let design = token.design ?? (token.family == .mono ? .monospaced : .default)
            font =
                ".system(.\(token.relativeTo.rawValue), design: .\(design.rawValue)"
                + (token.weight.map { ", weight: .\($0.rawValue))" } ?? ")")
        }
        let lineHeight = token.lineHeight.map { rounded(size * $0) }
        return Style(
            identifier: token.identifier, font: font, textStyle: token.relativeTo.rawValue, lineHeight: lineHeight,
            lineSpacing: lineHeight.map { max(0, rounded($0 - size * naturalLineHeight)) } ?? 0,
            letterSpacing: token.letterSpacing ?? 0)
    }

    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        let styles = designSystem.typography.map { style($0, fontFamily: designSystem.fontFamily) }
        var body = """
            /// The text styles of the design system: `Text("Hello").dsTextStyle(.\(styles.first?.identifier ?? "body"))`.
            ///
            /// Each has a font, a line height and a letter spacing; `dsTextStyle(_:color:)` applies all three, scaled
            /// with Dynamic Type relative to the style's `textStyle`.
            public enum DSTypography: CaseIterable, Sendable {

            """
        for token in designSystem.typography {
            // An attribute would make this enum's own switches warn; the comment still shows in Xcode.
            body += SwiftSource.documentation(token.metadata, indent: "    ")
            body += "    case \(token.identifier)\n"
        }
        body += property(["The font, which scales with Dynamic Type."], "font: Font", styles, \.font)
        body += property(
            ["The Dynamic Type text style the font, line spacing and letter spacing scale with."],
            "textStyle: Font.TextStyle", styles, { ".\($0.textStyle)" })
        body += property(
            ["The line height in points at the default text size; `nil` where the font's own applies."],
            "lineHeight: CGFloat?", styles, { $0.lineHeight.map(SwiftSource.number) ?? "nil" })
        body += property(
            [
                "The space between lines that makes up `lineHeight`, in points at the default text size: the line",
                "height less the font's own (about 1.2 times its size), never negative.",
            ], "lineSpacing: CGFloat", styles, { SwiftSource.number($0.lineSpacing) })
        body += property(
            ["Extra space between letters (tracking), in points at the default text size."],
            "letterSpacing: CGFloat", styles, { SwiftSource.number($0.letterSpacing) })
        body += "}\n"
        let symbols = designSystem.typography.map {
            PublicSymbol(name: "DSTypography.\($0.identifier)", tokenKey: "typography.\($0.name)")
        }
        return ProfileFile(swiftFile("Tokens/DSTypography.swift", body), symbols: symbols)
    }

    /// `public var declaration { switch self { case .x: return value … } }`, cases aligned; just the value when every
    /// style has the same.
    private static func property(
        _ summary: [String], _ declaration: String, _ styles: [Style], _ value: (Style) -> String
    ) -> String {
        let values = styles.map(value)
        var text = "\n" + summary.map { "    /// \($0)\n" }.joined() + "    public var \(declaration) {\n"
        if let first = values.first, values.allSatisfy({ $0 == first }) {
            return text + "        \(first)\n    }\n"
        }
        let width = (styles.map(\.identifier.count).max() ?? 0) + 2
        text += "        switch self {\n"
        for (style, value) in zip(styles, values) {
            text += "        case \(SwiftSource.padded(".\(style.identifier):", to: width)) return \(value)\n"
        }
        return text + "        }\n    }\n"
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}

/// `Tokens/DSSpacing.swift` and `Tokens/DSRadius.swift`: the scales as constants.
enum CatalogSizeFiles {
    static func spacing(_ designSystem: DesignSystem) -> ProfileFile {
        file(
            "DSSpacing", "The spacing scale of the design system, in points: `.padding(DSSpacing.md)`.",
            designSystem.spacing, category: .spacing)
    }

    static func radius(_ designSystem: DesignSystem) -> ProfileFile {
        file(
            "DSRadius",
            "The corner radii of the design system, in points: `RoundedRectangle(cornerRadius: DSRadius.md)`.",
            designSystem.radii, category: .radius)
    }

    private static func file(
        _ type: String, _ summary: String, _ tokens: [SizeToken], category: TokenCategory
    ) -> ProfileFile {
        let body =
            "/// \(summary)\npublic enum \(type) {\n"
            + sizeDeclarations(tokens, category: category, "public static let") + "}\n"
        let symbols = tokens.map {
            PublicSymbol(name: "\(type).\($0.identifier)", tokenKey: "\(category.rawValue).\($0.name)")
        }
        return ProfileFile(swiftFile("Tokens/\(type).swift", body), symbols: symbols)
    }
}

/// `Tokens/DSShadow.swift`: a case per shadow and `dsShadow(_:)`, which draws every layer of one.
enum CatalogShadowFile {
    static func file(_ designSystem: DesignSystem, colors: [CatalogColor]) -> ProfileFile {
        let shadows = ShadowsFile.shadows(
            designSystem,
            colors: Dictionary(colors.map { ($0.token.path, $0.name.symbol) }, uniquingKeysWith: { a, _ in a }))
        var body = """
            /// The shadows of the design system: `.dsShadow(.\(shadows.first?.identifier ?? "sm"))`.
            public enum DSShadow: CaseIterable, Sendable {

            """
        body += ShadowsFile.caseDeclarations(shadows)
        body += """
            }

            /// Draws every layer of a shadow, the first one first.
            struct DSShadowModifier: ViewModifier {
                let shadow: DSShadow

                func body(content: Content) -> some View {
                    switch shadow {

            """
        body += ShadowsFile.modifierCases(shadows)
        body += """
                    }
                }
            }

            extension View {
                /// Gives the view one of the design system's shadows.
                public func dsShadow(_ shadow: DSShadow) -> some View {
                    modifier(DSShadowModifier(shadow: shadow))
                }
            }

            """
        let symbols = shadows.map { PublicSymbol(name: "DSShadow.\($0.identifier)", tokenKey: "shadow.\($0.name)") }
        return ProfileFile(swiftFile("Tokens/DSShadow.swift", body), symbols: symbols)
    }
}
