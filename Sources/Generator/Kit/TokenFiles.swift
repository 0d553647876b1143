import Tokens

/// `Colors.xcassets`: the catalog manifest and one colorset per color token.
enum AssetCatalogFiles {
    static let catalogInfo = """
          "info": {
            "version": 1,
            "author": "xcode"
          }
        """

    /// The catalog's manifest opts out of Xcode's asset symbols (Xcode 16): they would declare `Color.dsActionPrimary`
    /// again, an invalid redeclaration beside ours that a package's consumer cannot switch off.
    static let catalogRoot = """
        {
        \(catalogInfo),
          "properties": {
            "generate-swift-asset-symbol-extensions": "disabled"
          }
        }

        """

    /// The catalog's manifest, and a colorset per color (`names`: their identifiers, in the document's order) and per
    /// literal shadow color other than black and white, each a recipe of its own (``ColorsetFile``).
    static func files(_ designSystem: DesignSystem, names: [String]) -> (manifest: GeneratedFile, [FileRecipe]) {
        var colorsets: [FileRecipe] = []
        let colors = designSystem.colors
        colorsets.reserveCapacity(colors.count)
        // By index: copying each color token (a large value) costs more than the colors a colorset reads.
        for (index, identifier) in zip(colors.indices, names) {
            colorsets.append(
                ColorsetFile.recipe("Colors.xcassets/" + identifier + ".colorset/Contents.json", colors[index]))
        }
        for (name, color) in Shadows.colorsets(designSystem) {
            colorsets.append(ColorsetFile.recipe("Colors.xcassets/\(name).colorset/Contents.json", color))
        }
        return (GeneratedFile(path: "Colors.xcassets/Contents.json", text: catalogRoot), colorsets)
    }

    /// A colorset with its light and dark colors, and when `highContrast` is given, the colors Xcode's
    /// "High Contrast" option adds: the `contrast: high` appearance, alone and with `luminosity: dark`.
    static func colorset(_ color: Appearances<RGBA>, highContrast: Appearances<RGBA>? = nil) -> String {
        String(decoding: colorsetContents(color, highContrast: highContrast), as: UTF8.self)
    }

    /// The bytes of ``colorset(_:highContrast:)``: the pieces of its template with each color's channels written
    /// between them, into one buffer (a package of thousands of colors writes a colorset per color).
    static func colorsetContents(_ color: Appearances<RGBA>, highContrast: Appearances<RGBA>? = nil) -> [UInt8] {
        let pieces = highContrast == nil ? twoColorPieces : fourColorPieces
        let colors = [color.light, color.dark] + (highContrast.map { [$0.light, $0.dark] } ?? [])
        assert(pieces.count == colors.count + 1 && channelPieces.count == 5, "a template holds one marker per value")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count } + colors.count * colorByteCount)
        bytes += pieces[0]
        for (color, after) in zip(colors, pieces.dropFirst()) {
            bytes += channelPieces[0]
            for (channel, piece) in zip([color.red, color.green, color.blue, color.alpha], channelPieces.dropFirst()) {
                bytes += SwiftSource.unitFraction(channel).utf8
                bytes += piece
            }
            bytes += after
        }
        return bytes
    }

    /// The colorset's text cut where its colors' `"color"` members go, for two colors and for four.
    private static let twoColorPieces = pieces(colorsetText(Array(repeating: marker, count: 2)))
    private static let fourColorPieces = pieces(colorsetText(Array(repeating: marker, count: 4)))
    /// A `"color"` member cut where its four channels go.
    private static let channelPieces = pieces(componentsText(Array(repeating: marker, count: 4)))
    /// The bytes of one color's `"color"` member (every channel is written with five characters, "0.502").
    private static let colorByteCount = channelPieces.reduce(0) { $0 + $1.count } + 4 * 5
    /// Where a template is cut: NUL, which no template holds otherwise.
    private static let marker = "\u{0}"

    private static func pieces(_ template: String) -> [[UInt8]] {
        Array(template.utf8).split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    }

    /// The text of a colorset whose colors' `"color"` members are `members`: two (light, dark) or four (and the
    /// high-contrast light and dark).
    private static func colorsetText(_ members: [String]) -> String {
        var entries = """
                {
            \(members[0])
                  "idiom": "universal"
                },
                {
                  "appearances": [
                    {
                      "appearance": "luminosity",
                      "value": "dark"
                    }
                  ],
            \(members[1])
                  "idiom": "universal"
                }
            """
        if members.count == 4 {
            entries += """
                ,
                    {
                      "appearances": [
                        {
                          "appearance": "contrast",
                          "value": "high"
                        }
                      ],
                \(members[2])
                      "idiom": "universal"
                    },
                    {
                      "appearances": [
                        {
                          "appearance": "luminosity",
                          "value": "dark"
                        },
                        {
                          "appearance": "contrast",
                          "value": "high"
                        }
                      ],
                \(members[3])
                      "idiom": "universal"
                    }
                """
        }
        return """
            {
              "colors": [
            \(entries)
              ],
            \(catalogInfo)
            }

            """
    }

    /// The `"color"` member of a color whose channels (red, green, blue, alpha) are written `channels`.
    private static func componentsText(_ channels: [String]) -> String {
        """
              "color": {
                "color-space": "srgb",
                "components": {
                  "red":   "\(channels[0])",
                  "green": "\(channels[1])",
                  "blue":  "\(channels[2])",
                  "alpha": "\(channels[3])"
                }
              },
        """
    }
}

/// A colorset's `Contents.json`, a file of its own per color: made from its path and colors alone, so a generation
/// on the package before takes every colorset whose color is unchanged (``FileBuilder``).
enum ColorsetFile: FileBuilder {
    struct Input: Hashable, Sendable {
        let path: String
        let light: RGBA
        let dark: RGBA
        /// The high-contrast colors, both or neither (``AssetCatalogFiles/colorset(_:highContrast:)``).
        let highContrastLight: RGBA?
        let highContrastDark: RGBA?
    }

    static func file(_ input: Input) -> GeneratedFile {
        var highContrast: Appearances<RGBA>?
        if let light = input.highContrastLight, let dark = input.highContrastDark {
            highContrast = Appearances(light: light, dark: dark)
        }
        return GeneratedFile(
            path: input.path,
            contents: AssetCatalogFiles.colorsetContents(
                Appearances(light: input.light, dark: input.dark), highContrast: highContrast))
    }

    static func path(of input: Input) -> String? { input.path }

    /// The colorset at `path` of a color token: its colors, and its high-contrast colors when they differ.
    static func recipe(_ path: String, _ token: ColorToken) -> FileRecipe {
        let highContrast = token.distinctHighContrastColors
        return FileRecipe(
            Self.self,
            Input(
                path: path, light: token.resolved.light, dark: token.resolved.dark,
                highContrastLight: highContrast?.light, highContrastDark: highContrast?.dark))
    }

    /// The colorset at `path` of one color in both appearances.
    static func recipe(_ path: String, _ color: RGBA) -> FileRecipe {
        FileRecipe(
            Self.self, Input(path: path, light: color, dark: color, highContrastLight: nil, highContrastDark: nil))
    }
}

/// Tokens in the runs of their top-level group, and the group's title, as the profiles' token files list them.
enum TokenGroups {
    /// Items in runs of the same first component of their paths, groups in order of first appearance.
    static func groupedByFirstComponent<Item>(
        _ items: [Item], path: (Item) -> TokenPath
    ) -> [(name: String, tokens: [Item])] {
        grouped(items) { path($0).components[0] }
    }

    /// Items in runs of the same `group`, groups in order of first appearance.
    static func grouped<Item>(_ items: [Item], group: (Item) -> String) -> [(name: String, tokens: [Item])] {
        var groups: [(name: String, tokens: [Item])] = []
        var indexByName: [String: Int] = [:]
        for item in items {
            let name = group(item)
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
        return text.capitalizedFirst
    }
}

/// `    <declaration> name: CGFloat = value` for each size, names aligned, with their documentation.
func sizeDeclarations(_ tokens: [SizeToken], category: TokenCategory, _ declaration: String) -> String {
    let width = (tokens.map(\.identifier.count).max() ?? 0) + 1
    var text = ""
    let identifiers = Dictionary(tokens.map { ($0.name, $0.identifier) }, uniquingKeysWith: { first, _ in first })
    for token in tokens {
        // A deprecated step written as a reference to another step of its scale is renamed to it (Xcode's fix-it).
        let renamed = token.reference.flatMap { $0.category == category ? identifiers[$0.path.description] : nil }
        text += SwiftSource.documentation(token.metadata.description, indent: "    ")
        text += SwiftSource.deprecation(token.metadata.deprecation, renamed: renamed, indent: "    ")
        text +=
            "    \(declaration) \(SwiftSource.padded(token.identifier + ":", to: width)) CGFloat = "
            + "\(SwiftSource.number(token.value))\n"
    }
    return text
}

/// The shadows of a document as SwiftUI draws them: the layers' expressions, the colorsets of their literal colors,
/// and the `case` and modifier lines a shadow enum is written with (the default and the catalog profile's).
enum Shadows {
    /// The spec's shadows, used when the document's `tokens.shadow` is null: SwiftUI's radii, as seed 000 writes them.
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

    /// `colors`: the Swift expression of each color token (`.dsTextPrimary`, `DSPrimitives.dsPaletteBlack`).
    static func shadows(_ designSystem: DesignSystem, colors: [TokenPath: String]) -> [Shadow] {
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
        return shadows.map { shadow in
            Shadow(
                name: shadow.name, identifier: shadow.identifier,
                layers: shadow.layers.enumerated().map { index, layer in
                    // SwiftUI's shadow has no spread and draws outside the shape only: both are left to the
                    // differences table in docs/profiles.md.
                    Layer(
                        color: colorExpression(
                            layer, colorset: colorsetName(shadow, layer: index), colors: colors),
                        radius: SwiftSource.number(ShadowBlur.swiftUIRadius(layer.radius)),
                        x: SwiftSource.number(layer.x),
                        y: SwiftSource.number(layer.y))
                }, metadata: shadow.metadata)
        }
    }

    /// One expression per layer: an alias uses the color token, so the shadow follows light and dark; black and
    /// white are SwiftUI's; any other literal is a colorset of its own (``colorsets(_:)``), as the spec wants every
    /// color in the catalog. A literal's alpha is folded into the opacity, which is left out when it is 1.
    private static func colorExpression(
        _ layer: ShadowLayer, colorset: String, colors: [TokenPath: String]
    ) -> String {
        var opacity = layer.opacity
        var color: String
        switch layer.color {
        case .alias(let path):
            color = colors[path] ?? ".black"
        case .literal(let literal):
            if literal.alpha != 255 {
                // Rounded as a colorset's components are: an 8-bit alpha has no more precision.
                opacity = (opacity * Double(literal.alpha) / 255 * 1000).rounded() / 1000
            }
            color =
                colorsetColor(layer) != nil
                ? "Color(\(SwiftSource.stringLiteral(colorset)), bundle: .module)"
                : literal.red == 0 ? ".black" : ".white"
        }
        return opacity == 1 ? color : "\(color).opacity(\(SwiftSource.number(opacity)))"
    }

    /// The colorset of a layer whose color is a literal other than black and white: `dsShadowMd`, or `dsShadowMd2`
    /// for the second layer of a shadow of several.
    static func colorsetName(_ shadow: ShadowToken, layer: Int) -> String {
        let plain = Naming.unescaped(shadow.identifier)
        let name = "dsShadow" + plain.capitalizedFirst
        return shadow.layers.count > 1 ? "\(name)\(layer + 1)" : name
    }

    /// The colorsets the shadows' literal colors need, in document order.
    static func colorsets(_ designSystem: DesignSystem) -> [(name: String, color: RGBA)] {
        (designSystem.shadows ?? []).flatMap { shadow in
            shadow.layers.enumerated().compactMap { index, layer in
                colorsetColor(layer).map { (colorsetName(shadow, layer: index), $0) }
            }
        }
    }

    /// The opaque color of a layer's colorset (its alpha goes into the opacity); `nil` when the layer needs none.
    static func colorsetColor(_ layer: ShadowLayer) -> RGBA? {
        guard case .literal(let color) = layer.color else { return nil }
        switch (color.red, color.green, color.blue) {
        case (0, 0, 0), (255, 255, 255): return nil
        default: return RGBA(red: color.red, green: color.green, blue: color.blue)
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
}
