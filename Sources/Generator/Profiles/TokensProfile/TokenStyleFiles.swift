import Tokens

// The SwiftUI side of the tokens: `Color`s, fonts, shadows and gradients made of the values in
// `TokenValueFiles.swift`, so that what the tests read is what the views draw.

/// `Tokens/ColorToken.swift`: a `Color` per color token in the palettes' namespaces.
enum ColorTokenFile {
    static func file(_ context: TokensContext) -> ProfileFile {
        var body = """
            /// The colors of the design system by palette: `.foregroundStyle(ColorToken.Text.primary)`.
            ///
            /// Each is made of the `ColorValue` of the same name and follows light and dark appearance when the spec
            /// gives the token a dark value.
            public enum ColorToken {
                // `SwiftUI.Color`, spelled out: a palette may be called `Color`.


            """
        var symbols: [PublicSymbol] = []
        for (index, namespace) in context.colors.children.enumerated() {
            if index > 0 { body += "\n" }
            body += "    // ── \(SwiftSource.commentText(namespace.name)) ──\n"
            body += declarations(namespace, indent: "    ", symbols: &symbols)
        }
        body += "}\n"
        return ProfileFile(swiftFile("Tokens/ColorToken.swift", body), symbols: symbols)
    }

    private static func declarations(
        _ namespace: ColorNamespace, indent: String, symbols: inout [PublicSymbol]
    ) -> String {
        var text = "\(indent)public enum \(namespace.name) {\n"
        let inner = indent + "    "
        let width = namespace.members.map { TokensNaming.declared($0.name).count }.max() ?? 0
        for (token, name) in namespace.members {
            text += SwiftSource.documentation(token.metadata.description, indent: inner)
            text += SwiftSource.deprecation(token.metadata.deprecation, indent: inner)
            text +=
                "\(inner)public static let \(SwiftSource.padded(TokensNaming.declared(name), to: width)) = "
                + "SwiftUI.Color(\(namespace.qualified("ColorValue")).\(name))\n"
            symbols.append(
                PublicSymbol(TokensContainer.colorToken(namespace: namespace.path), name, token: "color.\(token.path)"))
        }
        for (index, child) in namespace.children.enumerated() {
            if index > 0 || !namespace.members.isEmpty { text += "\n" }
            text += declarations(child, indent: inner, symbols: &symbols)
        }
        return text + "\(indent)}\n"
    }
}

/// `Tokens/TypographyToken+SwiftUI.swift`: each preset's weight, text style, design and face, the fonts made of
/// them, and `TypographyModifier`.
enum TypographyStyleFile {
    /// The faces of the spec's custom fonts (``FontFaces``).
    static let facesPath = "Tokens/FontFaces.swift"

    static func file(_ context: TokensContext) -> GeneratedFile {
        let designSystem = context.designSystem
        let styles = designSystem.typography
        let cases = styles.map { ($0.identifier, $0) }
        var body = "extension TypographyToken {"
        body += TypeScale.switchProperty(
            "public var textStyle: Font.TextStyle",
            documentation: "    /// The Dynamic Type text style the preset scales with.\n",
            cases: styles.map { ($0.identifier, ".\($0.relativeTo.rawValue)") })
        body += TypeScale.fontProperties(
            cases, fonts: designSystem.fontFamily, faces: "FontFaces", weightAccess: "public ")
        body += TypeScale.fontMembers(cases, fonts: designSystem.fontFamily, textStyle: "textStyle")
        body += """
            }

            /// Sets a typography preset's font, line spacing and tracking, scaled with Dynamic Type relative to the
            /// preset's text style: `.typography(.\(styles.first?.identifier ?? "body"))`.
            public struct TypographyModifier: ViewModifier {
                private let token: TypographyToken
                @ScaledMetric private var size: CGFloat

                public init(_ token: TypographyToken) {
                    self.token = token
                    _size = ScaledMetric(wrappedValue: token.size, relativeTo: token.textStyle)
                }

                public func body(content: Content) -> some View {
                    // Line spacing and tracking grow with the font, so the preset keeps its proportions.
                    let scale = token.size > 0 ? size / token.size : 1
                    return content
                        .font(token.font(size: size))
                        .lineSpacing(token.lineSpacing * scale)
                        .tracking(token.tracking * scale)
                }
            }

            """
        return swiftFile("Tokens/TypographyToken+SwiftUI.swift", body)
    }
}

/// `Tokens/ShadowToken+SwiftUI.swift`: each layer's SwiftUI color and `ShadowModifier`.
enum ShadowStyleFile {
    static func file(_ context: TokensContext) -> GeneratedFile {
        var body = """
            extension ShadowToken.Layer {
                /// The layer's color at its opacity; it follows light and dark appearance with its color token.
                public var shadowColor: Color { Color(color).opacity(opacity) }
            }

            /// Draws a shadow token, each layer with `View.shadow(color:radius:x:y:)`: `.shadow(.\(context.shadows.first?.identifier ?? "md"))`.
            public struct ShadowModifier: ViewModifier {
                public let token: ShadowToken

                public init(_ token: ShadowToken) {
                    self.token = token
                }

                public func body(content: Content) -> some View {
                    let layers = token.layers
                    switch token {

            """
        var byCount: [(count: Int, cases: [String])] = []
        for shadow in context.shadows {
            if let index = byCount.firstIndex(where: { $0.count == shadow.layers.count }) {
                byCount[index].cases.append(shadow.identifier)
            } else {
                byCount.append((shadow.layers.count, [shadow.identifier]))
            }
        }
        for group in byCount {
            body += "        case \(group.cases.map { ".\($0)" }.joined(separator: ", ")):\n"
            body += "            content" + (0..<group.count).map { ".shadow(layers[\($0)])" }.joined() + "\n"
        }
        body += """
                    }
                }
            }

            extension View {
                /// One layer of a shadow token.
                fileprivate func shadow(_ layer: ShadowToken.Layer) -> some View {
                    shadow(color: layer.shadowColor, radius: layer.radius, x: layer.x, y: layer.y)
                }
            }

            """
        return swiftFile("Tokens/ShadowToken+SwiftUI.swift", body)
    }
}

/// `Tokens/GradientToken.swift`: a `LinearGradient` per gradient token.
enum GradientTokenFile {
    static func file(_ context: TokensContext) -> ProfileFile {
        var body = """
            /// The gradients of the design system: `.background(GradientToken.\(context.gradients.first?.name ?? "brand"))`.
            ///
            /// Each is drawn from the `GradientValue` of the same name; its stops follow light and dark appearance
            /// with their color tokens.
            public enum GradientToken {

            """
        if context.gradients.isEmpty {
            body += "    // The spec has no gradients (tokens of type gradient in tokens.other).\n"
        }
        var symbols: [PublicSymbol] = []
        for (index, gradient) in context.gradients.enumerated() {
            if index > 0 { body += "\n" }
            let name = TokensNaming.declared(gradient.name)
            body += SwiftSource.documentation(gradient.token.metadata.description, indent: "    ")
            body += SwiftSource.deprecation(gradient.token.metadata.deprecation, indent: "    ")
            body += "    public static var \(name): LinearGradient { LinearGradient(GradientValue.\(gradient.name)) }\n"
            symbols.append(
                PublicSymbol(TokensContainer.gradientToken, gradient.name, token: "other.\(gradient.token.path)"))
        }
        body += """
            }

            extension LinearGradient {
                /// A gradient value drawn from its start point to its end point in the view's unit coordinates,
                /// transparent stops as CSS draws them (``GradientValue/drawnStops``).
                init(_ value: GradientValue) {
                    self.init(
                        stops: value.drawnStops.map { Gradient.Stop(color: Color($0.color), location: $0.location) },
                        startPoint: UnitPoint(x: value.startPoint.x, y: value.startPoint.y),
                        endPoint: UnitPoint(x: value.endPoint.x, y: value.endPoint.y))
                }
            }

            """
        return ProfileFile(swiftFile("Tokens/GradientToken.swift", body), symbols: symbols)
    }
}

/// `Extensions/Color+ColorValue.swift`: a `Color` made of a `ColorValue`, adaptive when its appearances differ.
enum ColorExtensionFile {
    /// `highContrast`: whether a color has high-contrast colors, which the color then reads UIKit's
    /// `accessibilityContrast` and AppKit's high-contrast appearances for.
    static func file(highContrast: Bool = false) -> GeneratedFile {
        swiftFile(
            "Extensions/Color+ColorValue.swift", imports: [],
            """
            import SwiftUI
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            extension Color {
            \(highContrast ? highContrastInitializer : initializer)
                /// One appearance of a color token, in sRGB.
                init(_ components: ColorValue.Components) {
                    self.init(
                        .sRGB, red: Double(components.red) / 255, green: Double(components.green) / 255,
                        blue: Double(components.blue) / 255, opacity: Double(components.alpha) / 255)
                }
            }

            #if canImport(UIKit)
            extension UIColor {
                fileprivate convenience init(_ components: ColorValue.Components) {
                    self.init(
                        red: CGFloat(components.red) / 255, green: CGFloat(components.green) / 255,
                        blue: CGFloat(components.blue) / 255, alpha: CGFloat(components.alpha) / 255)
                }
            }
            #elseif canImport(AppKit)
            extension NSColor {
                fileprivate convenience init(_ components: ColorValue.Components) {
                    self.init(
                        srgbRed: CGFloat(components.red) / 255, green: CGFloat(components.green) / 255,
                        blue: CGFloat(components.blue) / 255, alpha: CGFloat(components.alpha) / 255)
                }
            }
            #endif

            """)
    }

    private static let initializer = """
            /// The color of a token: the same in both appearances, or resolved for light or dark appearance each
            /// time it is drawn.
            init(_ value: ColorValue) {
                guard value.isAdaptive else {
                    self.init(value.light)
                    return
                }
                #if canImport(UIKit)
                self.init(
                    uiColor: UIColor { traits in
                        UIColor(traits.userInterfaceStyle == .dark ? value.dark : value.light)
                    })
                #elseif canImport(AppKit)
                self.init(
                    nsColor: NSColor(name: nil) { appearance in
                        NSColor(appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? value.dark : value.light)
                    })
                #else
                self.init(value.light)
                #endif
            }

        """

    private static let highContrastInitializer = """
            /// The color of a token: the same in every appearance, or resolved for light or dark appearance, with
            /// standard or increased contrast, each time it is drawn.
            init(_ value: ColorValue) {
                guard value.isAdaptive else {
                    self.init(value.light)
                    return
                }
                #if canImport(UIKit)
                self.init(
                    uiColor: UIColor { traits in
                        let isDark = traits.userInterfaceStyle == .dark
                        if traits.accessibilityContrast == .high {
                            return UIColor(isDark ? value.darkHighContrast : value.lightHighContrast)
                        }
                        return UIColor(isDark ? value.dark : value.light)
                    })
                #elseif canImport(AppKit)
                self.init(
                    nsColor: NSColor(name: nil) { appearance in
                        let match = appearance.bestMatch(from: [
                            .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                        ])
                        if match == .accessibilityHighContrastDarkAqua { return NSColor(value.darkHighContrast) }
                        if match == .accessibilityHighContrastAqua { return NSColor(value.lightHighContrast) }
                        return NSColor(match == .darkAqua ? value.dark : value.light)
                    })
                #else
                self.init(value.light)
                #endif
            }

        """
}

/// `Extensions/View+DesignSystem.swift`: the modifiers as `View` methods.
enum ViewExtensionFile {
    static func file(_ context: TokensContext) -> GeneratedFile {
        swiftFile(
            "Extensions/View+DesignSystem.swift",
            """
            extension View {
                /// Sets a typography preset, scaled with Dynamic Type: `.typography(.\(context.designSystem.typography.first?.identifier ?? "body"))`.
                public func typography(_ token: TypographyToken) -> some View {
                    modifier(TypographyModifier(token))
                }

                /// Draws a shadow of the design system, glows included: `.shadow(.\(context.shadows.first?.identifier ?? "md"))`.
                public func shadow(_ token: ShadowToken) -> some View {
                    modifier(ShadowModifier(token))
                }

                /// Puts the content on a card: padding, the raised surface, a border and the card's shadow.
                public func cardStyle() -> some View {
                    modifier(CardModifier())
                }
            }

            """)
    }
}
