import Tokens

/// `Colors+DesignSystem.swift`: a `Color` property per color token, grouped by top-level group.
enum ColorsFile {
    /// `names`: each color's identifier, in document order.
    static func file(_ designSystem: DesignSystem, names: [String]) -> ProfileFile {
        var body = "public extension Color {\n"
        var symbols: [PublicSymbol] = []
        symbols.reserveCapacity(designSystem.colors.count)
        let groups = groupedByFirstComponent(Array(zip(designSystem.colors, names)))
        for (index, group) in groups.enumerated() {
            if index > 0 { body += "\n" }
            body += "    // ── \(sectionTitle(group.name)) tokens ──\n"
            let width = group.tokens.map(\.identifier.count).max() ?? 0
            for (token, identifier) in group.tokens {
                body += SwiftSource.documentation(token.metadata.description, indent: "    ")
                body += SwiftSource.deprecation(token.metadata.deprecation, indent: "    ")
                let name = SwiftSource.padded(identifier, to: width)
                let literal = SwiftSource.padded("\"\(identifier)\",", to: width + 3)
                body += "    static let \(name) = Color(\(literal) bundle: .module)\n"
                symbols.append(PublicSymbol(name: "Color.\(identifier)", tokenKey: "color.\(token.path)"))
            }
        }
        body += "}\n"
        return ProfileFile(swiftFile("Colors+DesignSystem.swift", body), symbols: symbols)
    }

    typealias NamedColor = (token: ColorToken, identifier: String)

    /// Colors in runs of the same top-level group, groups in order of first appearance.
    static func groupedByFirstComponent(_ colors: [NamedColor]) -> [(name: String, tokens: [NamedColor])] {
        groupedByFirstComponent(colors, path: \.token.path)
    }

    /// Items in runs of the same first component of their paths, groups in order of first appearance.
    static func groupedByFirstComponent<Item>(
        _ items: [Item], path: (Item) -> TokenPath
    ) -> [(name: String, tokens: [Item])] {
        var groups: [(name: String, tokens: [Item])] = []
        var indexByName: [String: Int] = [:]
        for item in items {
            let name = path(item).components[0]
            if let index = indexByName[name] {
                groups[index].tokens.append(item)
            } else {
                indexByName[name] = groups.count
                groups.append((name, [item]))
            }
        }
        return groups
    }

    /// A group's name as a section comment's title: `text` → `Text`.
    static func sectionTitle(_ name: String) -> String {
        let text = SwiftSource.commentText(name)
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}

/// `Colors.xcassets`: the catalog manifest and one colorset per color token.
enum AssetCatalogFiles {
    static let catalogInfo = """
          "info": {
            "version": 1,
            "author": "xcode"
          }
        """

    static func files(_ designSystem: DesignSystem, names: [String]) -> [GeneratedFile] {
        var files = [GeneratedFile(path: "Colors.xcassets/Contents.json", text: "{\n\(catalogInfo)\n}\n")]
        for (token, identifier) in zip(designSystem.colors, names) {
            files.append(
                GeneratedFile(
                    path: "Colors.xcassets/\(identifier).colorset/Contents.json",
                    text: colorset(token.resolved)))
        }
        return files
    }

    static func colorset(_ color: Appearances<RGBA>) -> String {
        """
        {
          "colors": [
            {
        \(components(color.light))
              "idiom": "universal"
            },
            {
              "appearances": [
                {
                  "appearance": "luminosity",
                  "value": "dark"
                }
              ],
        \(components(color.dark))
              "idiom": "universal"
            }
          ],
        \(catalogInfo)
        }

        """
    }

    private static func components(_ color: RGBA) -> String {
        """
              "color": {
                "color-space": "srgb",
                "components": {
                  "red":   "\(SwiftSource.unitFraction(color.red))",
                  "green": "\(SwiftSource.unitFraction(color.green))",
                  "blue":  "\(SwiftSource.unitFraction(color.blue))",
                  "alpha": "\(SwiftSource.unitFraction(color.alpha))"
                }
              },
        """
    }
}

/// `Typography+DesignSystem.swift`: a `DSFont` function per text style.
enum TypographyFile {
    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        var body = """
            /// The design system's fonts. Each scales with Dynamic Type relative to a system text style.
            public struct DSFont {
                private init() {}

            """
        for family in FontRole.allCases {
            let styles = designSystem.typography.filter { $0.family == family }
            guard !styles.isEmpty else { continue }
            let familyName = family == .sans ? designSystem.fontFamily.sans : designSystem.fontFamily.mono
            var title = family == .sans ? "Text styles" : "Monospace"
            if familyName == nil {
                title += " (system font: font_family.\(family.rawValue) is null)"
            }
            body += "\n    // ── \(title) ──\n"
            for (index, style) in styles.enumerated() {
                if index > 0 { body += "\n" }
                body += SwiftSource.documentation(style.metadata.description, indent: "    ")
                body += SwiftSource.deprecation(style.metadata.deprecation, indent: "    ")
                body += "    public static func \(style.identifier)() -> Font {\n"
                body += "        \(fontExpression(style, familyName: familyName))\n"
                body += "    }\n"
            }
        }
        body += "}\n"
        // In the document's order, as the diff lists tokens.
        let symbols = designSystem.typography.map {
            PublicSymbol(name: "DSFont.\($0.identifier)()", tokenKey: "typography.\($0.name)")
        }
        return ProfileFile(swiftFile("Typography+DesignSystem.swift", body), symbols: symbols)
    }

    static func fontExpression(_ style: TextStyleToken, familyName: String?) -> String {
        guard let familyName else {
            // `.system(size:)` would not scale with Dynamic Type; the text style does.
            let design = style.family == .mono ? ".monospaced" : ".default"
            let weight = style.weight.map { ", weight: .\($0.rawValue)" } ?? ""
            return ".system(.\(style.relativeTo.rawValue), design: \(design)\(weight))"
        }
        let size = SwiftSource.number(style.size)
        let custom =
            ".custom(\(SwiftSource.stringLiteral(familyName)), size: \(size), relativeTo: .\(style.relativeTo.rawValue))"
        return custom + (style.weight.map { ".weight(.\($0.rawValue))" } ?? "")
    }
}

/// `    <declaration> name: CGFloat = value` for each size, names aligned, with their documentation.
func sizeDeclarations(_ tokens: [SizeToken], _ declaration: String) -> String {
    let width = (tokens.map(\.identifier.count).max() ?? 0) + 1
    var text = ""
    for token in tokens {
        text += SwiftSource.documentation(token.metadata.description, indent: "    ")
        text += SwiftSource.deprecation(token.metadata.deprecation, indent: "    ")
        text +=
            "    \(declaration) \(SwiftSource.padded(token.identifier + ":", to: width)) CGFloat = "
            + "\(SwiftSource.number(token.value))\n"
    }
    return text
}

/// `Spacing+DesignSystem.swift`: `DSSpacing` (scaled) and `DSSpacingFixed`.
enum SpacingFile {
    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        var body = """
            /// Spacing that grows with Dynamic Type, for padding and gaps inside components.
            ///
            /// Keep an instance as a property of a view (`private var spacing = DSSpacing()`); as a
            /// `DynamicProperty` it is updated whenever the text size changes.
            public struct DSSpacing: DynamicProperty {

            """
        body += sizeDeclarations(designSystem.spacing, "@ScaledMetric(relativeTo: .body) public var")
        body += """

                public init() {}
            }

            /// The same scale as fixed values, for layout that should not grow with text size.
            public enum DSSpacingFixed {

            """
        body += sizeDeclarations(designSystem.spacing, "public static let")
        body += "}\n"
        let symbols = designSystem.spacing.flatMap { size in
            ["DSSpacing", "DSSpacingFixed"].map {
                PublicSymbol(name: "\($0).\(size.identifier)", tokenKey: "spacing.\(size.name)")
            }
        }
        return ProfileFile(swiftFile("Spacing+DesignSystem.swift", body), symbols: symbols)
    }
}

/// `Radius+DesignSystem.swift`: corner radii as constants.
enum RadiusFile {
    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        var body = """
            /// Corner radii: `.clipShape(RoundedRectangle(cornerRadius: DSRadius.md))`.
            public enum DSRadius {

            """
        body += sizeDeclarations(designSystem.radii, "public static let")
        body += "}\n"
        let symbols = designSystem.radii.map {
            PublicSymbol(name: "DSRadius.\($0.identifier)", tokenKey: "radius.\($0.name)")
        }
        return ProfileFile(swiftFile("Radius+DesignSystem.swift", body), symbols: symbols)
    }
}

/// `Shadows+DesignSystem.swift`: `DSShadowSize`, its modifier and `dsShadow(_:)`.
enum ShadowsFile {
    /// The spec's shadows, used when the document's `tokens.shadow` is null.
    static let defaultShadows: [(name: String, opacity: Double, radius: Double, y: Double)] = [
        ("sm", 0.05, 1, 1), ("md", 0.1, 6, 4), ("lg", 0.1, 15, 10),
    ]

    struct Shadow {
        var name: String
        var identifier: String
        /// One `.shadow(color:radius:x:y:)` per layer.
        var layers: [Layer]
        var metadata: TokenMetadata
    }

    struct Layer {
        var color: String
        var radius: String
        var x: String
        var y: String
    }

    /// `colorNames`: each color's identifier, in document order; `memberPrefix` comes before one in an expression
    /// (`.dsPaletteBlack`; another profile passes whole expressions and no prefix).
    static func shadows(_ designSystem: DesignSystem, colorNames: [String], memberPrefix: String = ".") -> [Shadow] {
        guard let shadows = designSystem.shadows else {
            return defaultShadows.map { shadow in
                Shadow(
                    name: shadow.name, identifier: shadow.name,
                    layers: [
                        Layer(
                            color: ".black.opacity(\(SwiftSource.number(shadow.opacity)))",
                            radius: SwiftSource.number(shadow.radius), x: "0", y: SwiftSource.number(shadow.y))
                    ], metadata: TokenMetadata())
            }
        }
        let identifiers = Dictionary(
            zip(designSystem.colors.map(\.path), colorNames).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
        return shadows.map { shadow in
            Shadow(
                name: shadow.name, identifier: shadow.identifier,
                layers: shadow.layers.map { layer in
                    // SwiftUI's shadow has no spread and draws outside the shape only: both are left to the
                    // README's differences table.
                    Layer(
                        color: colorExpression(layer.color, colorIdentifiers: identifiers, memberPrefix: memberPrefix)
                            + ".opacity(\(SwiftSource.number(layer.opacity)))",
                        radius: SwiftSource.number(layer.radius), x: SwiftSource.number(layer.x),
                        y: SwiftSource.number(layer.y))
                }, metadata: shadow.metadata)
        }
    }

    /// An alias uses the color token, so the shadow follows light and dark; a literal is spelled out.
    private static func colorExpression(
        _ color: ColorValue, colorIdentifiers: [TokenPath: String], memberPrefix: String
    ) -> String {
        switch color {
        case .alias(let path):
            return colorIdentifiers[path].map { memberPrefix + $0 } ?? ".black"
        case .literal(let color):
            let opaque = color.alpha == 255
            if opaque, color.red == 0, color.green == 0, color.blue == 0 { return ".black" }
            if opaque, color.red == 255, color.green == 255, color.blue == 255 { return ".white" }
            var arguments =
                "red: \(SwiftSource.unitFraction(color.red)), green: \(SwiftSource.unitFraction(color.green)), "
                + "blue: \(SwiftSource.unitFraction(color.blue))"
            if !opaque { arguments += ", opacity: \(SwiftSource.unitFraction(color.alpha))" }
            return "Color(.sRGB, \(arguments))"
        }
    }

    /// A `case` per shadow, documented; a deprecation is told in words, as an attribute would make the modifier's
    /// own switch warn (the comment still shows in Xcode).
    static func caseDeclarations(_ shadows: [Shadow]) -> String {
        shadows.map { SwiftSource.documentation($0.metadata, indent: "    ") + "    case \($0.identifier)\n" }.joined()
    }

    /// The modifier's `switch` cases: one `.shadow(color:radius:x:y:)` per layer, the first drawn first.
    static func modifierCases(_ shadows: [Shadow]) -> String {
        var text = ""
        for shadow in shadows {
            text += "        case .\(shadow.identifier):\n"
            text += "            content"
            let indent = shadow.layers.count > 1 ? "\n                " : ""
            for layer in shadow.layers {
                text += "\(indent).shadow(color: \(layer.color), radius: \(layer.radius), x: \(layer.x), y: \(layer.y))"
            }
            text += "\n"
        }
        return text
    }

    /// `defaultSize`: the identifier of the shadow that fills the role `shadow.md`, the modifier's default (a
    /// document may map the role to a shadow of another name).
    static func file(_ designSystem: DesignSystem, colorNames: [String], defaultSize: String) -> ProfileFile {
        let shadows = shadows(designSystem, colorNames: colorNames)
        var body =
            "/// The shadow sizes of the design system: `.dsShadow(.\(defaultSize))`.\n"
            + "public enum DSShadowSize: CaseIterable, Sendable {\n"
        body += caseDeclarations(shadows)
        body += """
            }

            struct DSShadowModifier: ViewModifier {
                let size: DSShadowSize

                func body(content: Content) -> some View {
                    switch size {

            """
        body += modifierCases(shadows)
        body += """
                    }
                }
            }

            public extension View {
                /// Applies one of the design system's shadows.
                func dsShadow(_ size: DSShadowSize = .\(defaultSize)) -> some View {
                    modifier(DSShadowModifier(size: size))
                }
            }

            """
        let symbols = shadows.map {
            PublicSymbol(name: "DSShadowSize.\($0.identifier)", tokenKey: "shadow.\($0.name)")
        }
        return ProfileFile(swiftFile("Shadows+DesignSystem.swift", body), symbols: symbols)
    }
}
