import Tokens

// The token files whose values the generated tests read: plain Swift (Foundation at most, for `CGFloat`), so they
// build without SwiftUI. The SwiftUI values are made from them in `TokenStyleFiles.swift`.

/// Helpers shared by the `tokens` profile's file builders.
enum TokensSource {
    /// `0xRRGGBBAA`, the literal `ColorValue` is written with.
    static func rgbaLiteral(_ color: RGBA) -> String {
        "0x" + String(color.hex.dropFirst()) + (color.alpha == 255 ? "FF" : "")
    }

    /// A color for the raw layer: the token it names (`ColorValue.Palette.Blue.b500`), or its value.
    static func colorValue(_ name: String?, _ color: Appearances<RGBA>) -> String {
        if let name { return "ColorValue.\(name)" }
        if color.light == color.dark { return "ColorValue(\(rgbaLiteral(color.light)))" }
        return "ColorValue(light: \(rgbaLiteral(color.light)), dark: \(rgbaLiteral(color.dark)))"
    }

    /// A number of points as it is written in Swift, rounded to 1/10,000 (so `1.1 × 48` reads `52.8`).
    static func points(_ value: Double) -> String {
        SwiftSource.number((value * 10_000).rounded() / 10_000)
    }

    /// A computed property that switches over `cases` (``TypeScale/switchProperty(_:documentation:cases:)``).
    static func switchProperty(
        _ declaration: String, documentation: String, cases: [(name: String, value: String)]
    ) -> String {
        TypeScale.switchProperty(declaration, documentation: documentation, cases: cases)
    }

    /// Every line of `text` indented by four more spaces.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }.joined(
            separator: "\n")
    }
}

/// `Tokens/ColorValue.swift`: the 8-bit values of every color token, per appearance, in the palettes' namespaces.
enum ColorValueFile {
    static func file(_ context: TokensContext) -> ProfileFile {
        let highContrast = context.designSystem.hasHighContrastColors
        var body = """
            /// A color of the design system as the spec writes it: 8-bit sRGB channels for light and dark appearance\
            \(highContrast ? ",\n/// each also with increased contrast (Increase Contrast on iOS, the high-contrast appearances on macOS)." : ".")
            ///
            /// Every `ColorToken` is made of the value of the same name (`ColorToken.Action.primary` of
            /// `ColorValue.Action.primary`); the token tests read these values to hold the package to the spec.
            public struct ColorValue: Hashable, Sendable {
                /// One appearance of a color: 8-bit sRGB channels.
                public struct Components: Hashable, Sendable {
                    public let red: UInt8
                    public let green: UInt8
                    public let blue: UInt8
                    public let alpha: UInt8

                    /// `0xRRGGBBAA`.
                    public init(_ rgba: UInt32) {
                        red = UInt8(truncatingIfNeeded: rgba >> 24)
                        green = UInt8(truncatingIfNeeded: rgba >> 16)
                        blue = UInt8(truncatingIfNeeded: rgba >> 8)
                        alpha = UInt8(truncatingIfNeeded: rgba)
                    }

                    /// `#RRGGBB`, or `#RRGGBBAA` when the color is translucent, as the spec writes colors.
                    public var hex: String {
                        let digits = Array("0123456789ABCDEF")
                        var text = "#"
                        for channel in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
                            text.append(digits[Int(channel >> 4)])
                            text.append(digits[Int(channel & 0x0F)])
                        }
                        return text
                    }
                }

            \(highContrast ? highContrastMembers : members)}

            """
        var symbols: [PublicSymbol] = []
        for namespace in context.colors.children {
            body += "\n// ── \(SwiftSource.commentText(namespace.name)) ──\n\nextension ColorValue {\n"
            body += declarations(namespace, context, indent: "    ", symbols: &symbols)
            body += "}\n"
        }
        return ProfileFile(swiftFile("Tokens/ColorValue.swift", imports: [], body), symbols: symbols)
    }

    private static func declarations(
        _ namespace: ColorNamespace, _ context: TokensContext, indent: String, symbols: inout [PublicSymbol]
    ) -> String {
        var text = "\(indent)public enum \(namespace.name) {\n"
        let inner = indent + "    "
        let width = namespace.members.map { TokensNaming.declared($0.name).count }.max() ?? 0
        for (token, name) in namespace.members {
            text += SwiftSource.documentation(token.metadata, indent: inner)
            text +=
                "\(inner)public static let \(SwiftSource.padded(TokensNaming.declared(name), to: width)) = "
                + "\(value(token, context, indent: inner))\n"
            symbols.append(
                PublicSymbol(TokensContainer.colorValue(namespace: namespace.path), name, token: "color.\(token.path)"))
        }
        for (index, child) in namespace.children.enumerated() {
            if index > 0 || !namespace.members.isEmpty { text += "\n" }
            text += declarations(child, context, indent: inner, symbols: &symbols)
        }
        return text + "\(indent)}\n"
    }

    /// `ColorValue` when a color of the document has high-contrast colors: each value holds them too (the standard
    /// ones unless the spec gives others), so that an alias takes its target's.
    /// The members of `ColorValue` with light and dark appearances.
    private static let members = """
            public let light: Components
            public let dark: Components

            /// A color that is the same in both appearances: `0xRRGGBBAA`.
            public init(_ rgba: UInt32) {
                light = Components(rgba)
                dark = light
            }

            /// A color with another value in dark appearance: `0xRRGGBBAA` each.
            public init(light: UInt32, dark: UInt32) {
                self.light = Components(light)
                self.dark = Components(dark)
            }

            /// The light appearance of one color and the dark appearance of another, as a token that aliases
            /// other tokens is written in the spec.
            public init(light: ColorValue, dark: ColorValue) {
                self.light = light.light
                self.dark = dark.dark
            }

            /// Whether the color differs between light and dark appearance.
            public var isAdaptive: Bool { light != dark }

        """

    /// The members of `ColorValue` when a color of the document has high-contrast colors: each value holds them
    /// too (the standard ones unless the spec gives others), so that an alias takes its target's.
    private static let highContrastMembers = """
            public let light: Components
            public let dark: Components
            /// The colors with increased contrast: `light` and `dark` unless the spec gives the color others.
            public let lightHighContrast: Components
            public let darkHighContrast: Components

            /// A color that is the same in every appearance: `0xRRGGBBAA`.
            public init(_ rgba: UInt32) {
                light = Components(rgba)
                dark = light
                lightHighContrast = light
                darkHighContrast = light
            }

            /// A color with another value in dark appearance: `0xRRGGBBAA` each.
            public init(light: UInt32, dark: UInt32) {
                self.light = Components(light)
                self.dark = Components(dark)
                lightHighContrast = self.light
                darkHighContrast = self.dark
            }

            /// A color with values of its own for increased contrast: `0xRRGGBBAA` each.
            public init(light: UInt32, dark: UInt32, lightHighContrast: UInt32, darkHighContrast: UInt32) {
                self.light = Components(light)
                self.dark = Components(dark)
                self.lightHighContrast = Components(lightHighContrast)
                self.darkHighContrast = Components(darkHighContrast)
            }

            /// The light appearances of one color and the dark appearances of another, as a token that aliases
            /// other tokens is written in the spec.
            public init(light: ColorValue, dark: ColorValue) {
                self.light = light.light
                self.dark = dark.dark
                lightHighContrast = light.lightHighContrast
                darkHighContrast = dark.darkHighContrast
            }

            /// Each appearance from another color, as a token written with high-contrast values (or aliases) is.
            public init(light: ColorValue, dark: ColorValue, lightHighContrast: ColorValue, darkHighContrast: ColorValue) {
                self.light = light.light
                self.dark = dark.dark
                self.lightHighContrast = lightHighContrast.lightHighContrast
                self.darkHighContrast = darkHighContrast.darkHighContrast
            }

            /// Whether the color differs between appearances (light and dark, standard and increased contrast).
            public var isAdaptive: Bool { light != dark || light != lightHighContrast || dark != darkHighContrast }

        """

    /// Aliases name the tokens they alias, so the spec's structure shows; values are written out.
    /// `indent`: the declaration's, which a value written over several lines continues from.
    private static func value(_ token: ColorToken, _ context: TokensContext, indent: String) -> String {
        func side(_ value: ColorValue) -> String? {
            guard case .alias(let path) = value else { return nil }
            return context.color(path, root: "ColorValue")
        }
        if token.highContrastValue.light != nil || token.highContrastValue.dark != nil {
            return highContrastValue(token, side: side, indent: indent)
        }
        switch (side(token.value.light), side(token.value.dark)) {
        case (let light?, let dark?) where light == dark:
            return light
        case (nil, nil):
            return TokensSource.colorValue(nil, token.resolved)
        case (let light, let dark):
            let lightText = light ?? "ColorValue(\(TokensSource.rgbaLiteral(token.resolved.light)))"
            let darkText = dark ?? "ColorValue(\(TokensSource.rgbaLiteral(token.resolved.dark)))"
            return "ColorValue(light: \(lightText), dark: \(darkText))"
        }
    }

    /// A token written with high-contrast values: four literals, or four values naming what they alias.
    private static func highContrastValue(
        _ token: ColorToken, side: (ColorValue) -> String?, indent: String
    ) -> String {
        let appearances = Appearance.allCases
        let written = appearances.map { token.written($0) ?? token.value[$0] }
        let names = written.map(side)
        let literals = appearances.map { TokensSource.rgbaLiteral(token.resolved($0)) }
        let labels = ["light", "dark", "lightHighContrast", "darkHighContrast"]
        let arguments = zip(labels, zip(names, literals)).map { label, value in
            let (name, literal) = value
            if names.allSatisfy({ $0 == nil }) { return "\(label): \(literal)" }
            return "\(label): \(name ?? "ColorValue(\(literal))")"
        }
        // The standard appearances on one line, the high-contrast ones on the next.
        return
            "ColorValue(\n\(indent)    \(arguments[0]), \(arguments[1]),\n\(indent)    \(arguments[2]), \(arguments[3]))"
    }
}

/// `Tokens/TypographyToken.swift`: the presets and their metrics.
enum TypographyTokenFile {
    /// The line height SwiftUI gives a font of size 1 before `lineSpacing`: CSS's `normal`, and about the system
    /// font's own (1.19).
    static let naturalLineHeight = TypeScale.naturalLineHeight

    /// The members `TypographyToken` declares (here and in `TypographyToken+SwiftUI.swift`), which no preset may be
    /// named.
    static let members =
        ["size", "lineHeight", "lineSpacing", "tracking", "textStyle", "allCases"] + TypeScale.fontMemberNames

    static func lineHeight(_ style: TextStyleToken) -> Double? {
        style.lineHeight.map { $0 * style.size }
    }

    static func lineSpacing(_ style: TextStyleToken) -> Double {
        lineHeight(style).map { max(0, $0 - naturalLineHeight * style.size) } ?? 0
    }

    static func file(_ context: TokensContext) -> ProfileFile {
        let styles = context.designSystem.typography
        var body = """
            /// The type presets of the design system: `Text("Welcome").typography(.\(styles.first?.identifier ?? "body"))`.
            ///
            /// Sizes, line heights and tracking are the spec's, in points at the default Dynamic Type size;
            /// `TypographyModifier` scales them with the preset's text style.
            public enum TypographyToken: CaseIterable, Sendable {

            """
        for style in styles {
            body += SwiftSource.documentation(style.metadata, indent: "    ")
            body += "    case \(style.identifier)\n"
        }
        body += TokensSource.switchProperty(
            "public var size: CGFloat", documentation: "    /// The font size in points.\n",
            cases: styles.map { ($0.identifier, TokensSource.points($0.size)) })
        body += TokensSource.switchProperty(
            "public var lineHeight: CGFloat?",
            documentation: """
                    /// The distance between baselines in points, as the spec gives it; `nil` where the font's own is
                    /// used.

                """,
            cases: styles.map { ($0.identifier, lineHeight($0).map(TokensSource.points) ?? "nil") })
        body += TokensSource.switchProperty(
            "public var lineSpacing: CGFloat",
            documentation: """
                    /// The space `lineSpacing(_:)` adds between lines to make the line height: the line height less the
                    /// font's own, taken as \(SwiftSource.number(naturalLineHeight)) × size (CSS's `normal`); 0 without a line height, or when it
                    /// is tighter.

                """,
            cases: styles.map { ($0.identifier, TokensSource.points(lineSpacing($0))) })
        body += TokensSource.switchProperty(
            "public var tracking: CGFloat",
            documentation: "    /// Extra space between letters in points (`tracking(_:)`).\n",
            cases: styles.map { ($0.identifier, TokensSource.points($0.letterSpacing ?? 0)) })
        body += "}\n"
        let symbols = styles.map {
            PublicSymbol(TokensContainer.typography, $0.identifier, token: "typography.\($0.name)")
        }
        return ProfileFile(swiftFile("Tokens/TypographyToken.swift", imports: ["Foundation"], body), symbols: symbols)
    }
}

/// `Tokens/SpacingToken.swift`: the spacing scale.
enum SpacingTokenFile {
    static func file(_ context: TokensContext) -> ProfileFile {
        var body = """
            /// The spacing scale in points: `.padding(SpacingToken.md)`, `VStack(spacing: SpacingToken.sm)`.
            public enum SpacingToken {

            """
        body += sizeDeclarations(context.designSystem.spacing, category: .spacing, "public static let")
        body += "}\n"
        let symbols = context.designSystem.spacing.map {
            PublicSymbol(TokensContainer.spacing, $0.identifier, token: "spacing.\($0.name)")
        }
        return ProfileFile(swiftFile("Tokens/SpacingToken.swift", imports: ["Foundation"], body), symbols: symbols)
    }
}

/// `Tokens/ShapeToken.swift`: corner radii and border widths.
enum ShapeTokenFile {
    static func borderWidths(_ context: TokensContext) -> [SizeToken] {
        context.borderWidths.map {
            SizeToken(
                name: $0.token.path.description, identifier: $0.name, value: $0.value, metadata: $0.token.metadata)
        }
    }

    static func file(_ context: TokensContext) -> ProfileFile {
        var body = """
            /// The shapes of the design system in points:
            /// `RoundedRectangle(cornerRadius: ShapeToken.CornerRadius.md)`, `lineWidth: ShapeToken.BorderWidth.thin`.
            public enum ShapeToken {
                /// Corner radii.
                public enum CornerRadius {

            """
        body += TokensSource.indented(
            sizeDeclarations(context.designSystem.radii, category: .radius, "public static let"))
        body += """
                }

                /// Border widths (`tokens.other.\(TokensNaming.borderWidthGroup)` in the spec).
                public enum BorderWidth {

            """
        // A border width may be called `default`: declared in backticks, used as `.default`.
        let widths = borderWidths(context).map { token in
            var declared = token
            declared.identifier = TokensNaming.declared(token.identifier)
            return declared
        }
        body += TokensSource.indented(sizeDeclarations(widths, category: .other, "public static let"))
        body += "    }\n}\n"
        let symbols =
            context.designSystem.radii.map {
                PublicSymbol(TokensContainer.cornerRadius, $0.identifier, token: "radius.\($0.name)")
            }
            + context.borderWidths.map {
                PublicSymbol(TokensContainer.borderWidth, $0.name, token: "other.\($0.token.path)")
            }
        return ProfileFile(swiftFile("Tokens/ShapeToken.swift", imports: ["Foundation"], body), symbols: symbols)
    }
}

/// `Tokens/ShadowToken.swift`: the shadows, glows included, and their layers.
enum ShadowValuesFile {
    static func file(_ context: TokensContext) -> ProfileFile {
        var body = """
            /// The shadows of the design system, glows included: `.shadow(.\(context.shadows.first?.identifier ?? "md"))`.
            public enum ShadowToken: CaseIterable, Sendable {

            """
        for shadow in context.shadows {
            body += SwiftSource.documentation(shadow.metadata, indent: "    ")
            body += "    case \(shadow.identifier)\n"
        }
        body += """

                /// One shadow, drawn with `View.shadow(color:radius:x:y:)`.
                public struct Layer: Hashable, Sendable {
                    /// The shadow's color, drawn at `opacity`.
                    public let color: ColorValue
                    public let opacity: Double
                    /// The blur in points, as the spec (CSS, Figma) gives it.
                    public let blur: CGFloat
                    public let x: CGFloat
                    public let y: CGFloat

                    /// SwiftUI's radius: half the blur, which CSS defines as twice the standard deviation of its
                    /// Gaussian, while `shadow(color:radius:x:y:)` takes the standard deviation.
                    public var radius: CGFloat { blur / 2 }
                }

                /// The layers drawn together, the first drawn first.
                public var layers: [Layer] {
                    switch self {

            """
        for shadow in context.shadows {
            body += "        case .\(shadow.identifier):\n"
            let layers = shadow.layers.map { layer in
                "Layer(color: \(TokensSource.colorValue(layer.colorName, layer.color)), "
                    + "opacity: \(SwiftSource.number(layer.opacity)), blur: \(TokensSource.points(layer.blur)), "
                    + "x: \(TokensSource.points(layer.x)), y: \(TokensSource.points(layer.y)))"
            }
            if layers.count == 1 {
                body += "            [\(layers[0])]\n"
            } else {
                body += "            [\n" + layers.map { "                \($0),\n" }.joined() + "            ]\n"
            }
        }
        body += "        }\n    }\n}\n"
        let symbols = context.shadows.map {
            PublicSymbol(TokensContainer.shadow, $0.identifier, token: "shadow.\($0.name)")
        }
        return ProfileFile(swiftFile("Tokens/ShadowToken.swift", imports: ["Foundation"], body), symbols: symbols)
    }
}

/// `Tokens/GradientValue.swift`: every gradient's angle and stops, and the points its angle comes to.
enum GradientValueFile {
    static func file(_ context: TokensContext) -> ProfileFile {
        var body = """
            /// A linear gradient of the design system as the spec writes it: a direction and color stops.
            ///
            /// Every `GradientToken` is drawn from the value of the same name; the token tests read these values.
            public struct GradientValue: Hashable, Sendable {
                public struct Stop: Hashable, Sendable {
                    public let color: ColorValue
                    /// From 0 at the start point to 1 at the end point.
                    public let location: Double
                }

                /// A point of a view in unit coordinates: (0, 0) is its top leading corner, (1, 1) its bottom trailing.
                public struct Point: Hashable, Sendable {
                    public let x: Double
                    public let y: Double
                }

                /// The direction in degrees, clockwise from "to top", as CSS's `linear-gradient(135deg, …)`.
                public let angle: Double
                public let stops: [Stop]

                /// Where CSS's gradient line starts in a square view.
                public var startPoint: Point { point(along: -1) }

                /// Where CSS's gradient line ends in a square view.
                public var endPoint: Point { point(along: 1) }

                /// CSS's gradient line runs through the center in the angle's direction and is long enough that
                /// the corners farthest along it are at its ends: half of |sin| + |cos| of the angle in a unit square.
                private func point(along end: Double) -> Point {
                    let radians = angle * .pi / 180
                    let (dx, dy) = (sin(radians), -cos(radians))
                    let half = (abs(dx) + abs(dy)) / 2
                    return Point(x: 0.5 + end * dx * half, y: 0.5 + end * dy * half)
                }

                /// The stops as SwiftUI is given them, so that it draws what CSS draws.
                ///
                /// CSS blends stops with their alpha premultiplied, so a fully transparent stop has no color of its
                /// own; SwiftUI (like Core Graphics) blends the channels as they are, so `#FFFFFF00` fading into a
                /// dark surface would pass through gray. A stop that is fully transparent in an appearance is drawn
                /// as two stops at its location, transparent each: the color of the stop before it, then of the
                /// stop after it (one of them at either end).
                public var drawnStops: [Stop] {
                    stops.indices.flatMap { index -> [Stop] in
                        let stop = stops[index]
                        guard stop.color.light.alpha == 0 || stop.color.dark.alpha == 0 else { return [stop] }
                        let before = index > stops.startIndex ? stops[index - 1].color : nil
                        let after = index + 1 < stops.endIndex ? stops[index + 1].color : nil
                        let neighbours = [before, after].compactMap { $0 }
                        return neighbours.isEmpty ? [stop] : neighbours.map { neighbour in
                            Stop(
                                color: ColorValue(
                                    light: Self.drawn(stop.color.light, beside: neighbour.light),
                                    dark: Self.drawn(stop.color.dark, beside: neighbour.dark)),
                                location: stop.location)
                        }
                    }
                }

                /// `color` as `0xRRGGBBAA`, with the channels of `neighbour` when it is fully transparent.
                private static func drawn(
                    _ color: ColorValue.Components, beside neighbour: ColorValue.Components
                ) -> UInt32 {
                    let channels = color.alpha == 0 ? neighbour : color
                    return UInt32(channels.red) << 24 | UInt32(channels.green) << 16 | UInt32(channels.blue) << 8
                        | UInt32(color.alpha)
                }
            }

            """
        var symbols: [PublicSymbol] = []
        if !context.gradients.isEmpty {
            body += "\nextension GradientValue {\n"
            for (index, gradient) in context.gradients.enumerated() {
                if index > 0 { body += "\n" }
                body += SwiftSource.documentation(gradient.token.metadata, indent: "    ")
                body += "    public static let \(TokensNaming.declared(gradient.name)) = GradientValue(\n"
                body += "        angle: \(SwiftSource.number(gradient.angle)),\n        stops: [\n"
                for stop in gradient.stops {
                    let color = TokensSource.colorValue(stop.colorName, stop.color)
                    body += "            Stop(color: \(color), location: \(SwiftSource.number(stop.location))),\n"
                }
                body += "        ])\n"
                symbols.append(
                    PublicSymbol(TokensContainer.gradientValue, gradient.name, token: "other.\(gradient.token.path)"))
            }
            body += "}\n"
        }
        return ProfileFile(swiftFile("Tokens/GradientValue.swift", imports: ["Foundation"], body), symbols: symbols)
    }
}
