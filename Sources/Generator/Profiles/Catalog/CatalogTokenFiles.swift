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
        for (index, group) in TokenGroups.groupedByFirstComponent(colors, path: \.token.path).enumerated() {
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
                symbols.append(
                    PublicSymbol(
                        CatalogContainer.colors(namespace: color.name.namespace), color.name.member,
                        token: "color.\(color.token.path)"))
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
    /// folder that provides no namespace (`Color("dsShadowMd", bundle: .module)`, as the dsys profile names them):
    /// the catalog's folders' manifests, and each colorset a recipe (``ColorsetFile``).
    static func files(
        _ designSystem: DesignSystem, colors: [CatalogColor]
    ) -> (folders: [ProfileFile], colorsets: [FileRecipe]) {
        let plainFolder = "{\n\(AssetCatalogFiles.catalogInfo)\n}\n"
        // The root opts out of Xcode's own asset symbols: the wrappers are the API.
        var files = [
            GeneratedFile(path: "\(root)/Contents.json", text: AssetCatalogFiles.catalogRoot),
            GeneratedFile(path: "\(root)/Colors/Contents.json", text: plainFolder),
        ]
        var colorsets: [FileRecipe] = []
        var namespaces: Set<String> = []
        for color in colors {
            let name = color.name
            if namespaces.insert(name.namespace).inserted {
                files.append(
                    GeneratedFile(path: "\(root)/Colors/\(name.namespace)/Contents.json", text: namespaceFolder))
            }
            colorsets.append(
                ColorsetFile.recipe("\(root)/Colors/\(name.assetName).colorset/Contents.json", color.token))
        }
        let shadowColorsets = Shadows.colorsets(designSystem)
        if !shadowColorsets.isEmpty {
            files.append(GeneratedFile(path: "\(root)/Shadows/Contents.json", text: plainFolder))
        }
        for (name, color) in shadowColorsets {
            colorsets.append(ColorsetFile.recipe("\(root)/Shadows/\(name).colorset/Contents.json", color))
        }
        return (files.map { ProfileFile($0) }, colorsets)
    }
}

/// `Tokens/DSTypography.swift`: a case per text style, and the type scale as one table (size, Dynamic Type style,
/// weight, design, face, line height, line spacing, letter spacing) with the font made of it.
enum CatalogTypographyFile {
    /// The faces of the document's custom fonts (``FontFaces``).
    static let facesPath = "Tokens/DSFontFaces.swift"

    /// The size a style's font is drawn at by default: the document's for a custom font; for the system font, its
    /// Dynamic Type style's own size, so that it scales on iOS 16.
    static func drawnSize(_ token: TextStyleToken, fontFamily: FontFamily) -> Double {
        if case .custom = StyleFont(token, fonts: fontFamily) { return token.size }
        return token.relativeTo.defaultSize
    }

    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        let tokens = designSystem.typography
        let fonts = designSystem.fontFamily
        var body = """
            /// The text styles of the design system: `Text("Hello").dsTextStyle(.\(tokens.first?.identifier ?? "body"))`.
            ///
            /// Each has a font, a line height and a letter spacing; `dsTextStyle(_:color:)` applies all three, scaled
            /// with Dynamic Type relative to the style's `textStyle`.
            public enum DSTypography: CaseIterable, Sendable {

            """
        for token in tokens {
            // An attribute would make this enum's own switches warn; the comment still shows in Xcode.
            body += SwiftSource.documentation(token.metadata, indent: "    ")
            body += "    case \(token.identifier)\n"
        }
        let sizes = tokens.map { drawnSize($0, fontFamily: fonts) }
        let lineHeights = zip(tokens, sizes).map { token, size in token.lineHeight.map { rounded(size * $0) } }
        body += TypeScale.switchProperty(
            "public var size: CGFloat",
            documentation: """
                    /// The size in points at the default Dynamic Type size: the document's for a custom font; the
                    /// Dynamic Type style's own for the system font, which scales only at that size on iOS 16.

                """,
            cases: zip(tokens, sizes).map { ($0.identifier, SwiftSource.number($1)) })
        body += TypeScale.switchProperty(
            "public var textStyle: Font.TextStyle",
            documentation:
                "    /// The Dynamic Type text style the font, line spacing and letter spacing scale with.\n",
            cases: tokens.map { ($0.identifier, ".\($0.relativeTo.rawValue)") })
        body += TypeScale.switchProperty(
            "public var lineHeight: CGFloat?",
            documentation:
                "    /// The line height in points at the default text size; `nil` where the font's own applies.\n",
            cases: zip(tokens, lineHeights).map { ($0.identifier, $1.map(SwiftSource.number) ?? "nil") })
        body += TypeScale.switchProperty(
            "public var lineSpacing: CGFloat",
            documentation: """
                    /// The space between lines that makes up `lineHeight`, in points at the default text size: the line
                    /// height less the font's own (about \(SwiftSource.number(TypeScale.naturalLineHeight)) times its size), never negative.

                """,
            cases: zip(tokens, zip(sizes, lineHeights)).map { token, metrics in
                let spacing = metrics.1.map { max(0, rounded($0 - metrics.0 * TypeScale.naturalLineHeight)) } ?? 0
                return (token.identifier, SwiftSource.number(spacing))
            })
        body += TypeScale.switchProperty(
            "public var letterSpacing: CGFloat",
            documentation: "    /// Extra space between letters (tracking), in points at the default text size.\n",
            cases: tokens.map { ($0.identifier, SwiftSource.number($0.letterSpacing ?? 0)) })
        let cases = tokens.map { ($0.identifier, $0) }
        body += TypeScale.fontProperties(cases, fonts: fonts, faces: "DSFontFaces")
        body += TypeScale.fontMembers(cases, fonts: fonts, textStyle: "textStyle", sizedAccess: nil)
        body += "}\n"
        let symbols = tokens.map {
            PublicSymbol(CatalogContainer.typography, $0.identifier, token: "typography.\($0.name)")
        }
        return ProfileFile(swiftFile("Tokens/DSTypography.swift", body), symbols: symbols)
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}

/// `Tokens/DSSpacing.swift` and `Tokens/DSRadius.swift`: the scales as constants.
enum CatalogSizeFiles {
    /// The examples in the documentation name a step the scale has (the role's, else the first).
    static func spacing(_ designSystem: DesignSystem, example: String?) -> ProfileFile {
        let step = example ?? designSystem.spacing.first?.identifier ?? "md"
        return file(
            .spacing, "The spacing scale of the design system, in points: `.padding(DSSpacing.\(step))`.",
            designSystem.spacing, category: .spacing)
    }

    static func radius(_ designSystem: DesignSystem, example: String?) -> ProfileFile {
        let step = example ?? designSystem.radii.first?.identifier ?? "md"
        return file(
            .radius,
            "The corner radii of the design system, in points: `RoundedRectangle(cornerRadius: DSRadius.\(step))`.",
            designSystem.radii, category: .radius)
    }

    private static func file(
        _ container: CatalogContainer, _ summary: String, _ tokens: [SizeToken], category: TokenCategory
    ) -> ProfileFile {
        let type = container.swiftName
        let body =
            "/// \(summary)\npublic enum \(type) {\n"
            + sizeDeclarations(tokens, category: category, "public static let") + "}\n"
        let symbols = tokens.map {
            PublicSymbol(container, $0.identifier, token: "\(category.rawValue).\($0.name)")
        }
        return ProfileFile(swiftFile("Tokens/\(type).swift", body), symbols: symbols)
    }
}

/// `Tokens/DSShadow.swift`: a case per shadow and `dsShadow(_:)`, which draws every layer of one.
enum CatalogShadowFile {
    static func file(_ designSystem: DesignSystem, colors: [CatalogColor]) -> ProfileFile {
        let shadows = Shadows.shadows(
            designSystem,
            colors: Dictionary(colors.map { ($0.token.path, $0.name.symbol) }, uniquingKeysWith: { a, _ in a }))
        var body = """
            /// The shadows of the design system: `.dsShadow(.\(shadows.first?.identifier ?? "sm"))`.
            public enum DSShadow: CaseIterable, Sendable {

            """
        body += Shadows.caseDeclarations(shadows)
        body += """
            }

            /// Draws every layer of a shadow, the first one first.
            struct DSShadowModifier: ViewModifier {
                let shadow: DSShadow

                func body(content: Content) -> some View {
                    switch shadow {

            """
        body += Shadows.modifierCases(shadows)
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
        let symbols = shadows.map { PublicSymbol(CatalogContainer.shadow, $0.identifier, token: "shadow.\($0.name)") }
        return ProfileFile(swiftFile("Tokens/DSShadow.swift", body), symbols: symbols)
    }
}
