import Tokens

/// `Foundation/Typography/TextStyle.swift`: a case per text style of the document, and the type scale as one table
/// (size, Dynamic Type style, weight, design, face, tracking) with the font made of it.
enum TextStyleFile {
    /// The faces of the document's custom fonts (``FontFaces``), beside this file.
    static let facesPath = "\(ThemePaths.sources)/Foundation/Typography/DSFontFaces.swift"

    static func file(_ theme: ThemeModel) -> ProfileFile {
        var body = """
            /// The text styles of the design system, the input to `DSTypography.font(for:)`.
            public enum TextStyle: CaseIterable, Sendable {

            """
        for style in theme.textStyles {
            body += SwiftSource.documentation(style.metadata, indent: "    ")
            body += "    case \(style.name)\n"
        }
        let cases = theme.textStyles.map { ($0.name, $0.token) }
        body += TypeScale.switchProperty(
            "public var relativeTo: Font.TextStyle",
            documentation: "    /// The Dynamic Type style the font scales with.\n",
            cases: cases.map { ($0.0, ".\($0.1.relativeTo.rawValue)") })
        body += TypeScale.switchProperty(
            "public var size: CGFloat",
            documentation: """
                    /// The size in points at the default Dynamic Type size, for a custom font (the system font has the
                    /// text style's own size).

                """,
            cases: cases.map { ($0.0, SwiftSource.number($0.1.size)) })
        body += TypeScale.fontProperties(
            cases, fonts: theme.fontFamily, faces: "DSFontFaces", access: "public ", alwaysDesign: true)
        body += TypeScale.switchProperty(
            "public var tracking: CGFloat",
            documentation: "    /// Extra space between letters, in points: `.dsTextStyle(_:)` applies it.\n",
            cases: cases.map { ($0.0, SwiftSource.number($0.1.letterSpacing ?? 0)) })
        body += TypeScale.fontMembers(cases, fonts: theme.fontFamily, textStyle: "relativeTo", sizedAccess: nil)
        body += "}\n"
        return ProfileFile(
            swiftFile("\(ThemePaths.sources)/Foundation/Typography/TextStyle.swift", body),
            symbols: theme.textStyles.map {
                PublicSymbol(ThemeContainer.scale(.typography), $0.name, token: $0.key.description)
            })
    }

    /// Rows of cells, each column padded to its widest cell.
    static func alignedRows(_ rows: [[String]], indent: String) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            indent
                + row.enumerated().map { column, cell in
                    column == row.count - 1 ? cell : SwiftSource.padded(cell, to: widths[column])
                }.joined(separator: " ") + "\n"
        }.joined()
    }
}

/// `Foundation/Shadows/ShadowToken.swift`: the shadows, static geometry outside the theme, and `dsShadow(_:)`.
enum ShadowTokenFile {
    /// The shadows when the document has none: the card shadow of the seed's migration guide, and two above it, in
    /// SwiftUI's radii as the seed writes them.
    static let defaultShadows: [(name: String, summary: String, opacity: Double, radius: Double, y: Double)] = [
        ("small", "Subtle card shadow.", 0.05, 8, 2), ("medium", "Elevated elements.", 0.1, 12, 4),
        ("large", "Floating elements.", 0.15, 24, 8),
    ]

    /// A literal shadow color: SwiftUI's black and white by name, any other in sRGB.
    private static func literalColor(_ color: RGBA) -> String {
        let opaque = color.alpha == 255
        if opaque, color.red == 0, color.green == 0, color.blue == 0 { return ".black" }
        if opaque, color.red == 255, color.green == 255, color.blue == 255 { return ".white" }
        var arguments =
            "red: \(SwiftSource.unitFraction(color.red)), green: \(SwiftSource.unitFraction(color.green)), "
            + "blue: \(SwiftSource.unitFraction(color.blue))"
        if !opaque { arguments += ", opacity: \(SwiftSource.unitFraction(color.alpha))" }
        return "Color(.sRGB, \(arguments))"
    }

    static func file(_ theme: ThemeModel) -> ProfileFile {
        let summaries = Dictionary(defaultShadows.map { ($0.name, $0.summary) }, uniquingKeysWith: { a, _ in a })
        var cases: [(name: String, documentation: String?, layers: [String])] = [("zero", "No shadow.", [])]
        var readsTheme = false
        if let shadows = theme.shadows {
            let colorNames = Dictionary(
                theme.palette.map { ($0.key.path, $0.name) }, uniquingKeysWith: { first, _ in first })
            for shadow in shadows {
                let layers = shadow.token.layers.map { layer in
                    let color: String
                    switch layer.color {
                    case .alias(let path):
                        // The palette color of the theme in use, so the shadow follows the theme and the appearance.
                        readsTheme = true
                        color = "theme.colors.\(colorNames[path] ?? "textPrimary")"
                    case .literal(let literal):
                        color = literalColor(literal)
                    }
                    // SwiftUI's shadow has no spread and draws outside the shape only (docs/profiles.md).
                    let opacity = layer.opacity == 1 ? "" : ".opacity(\(SwiftSource.number(layer.opacity)))"
                    return ".shadow(color: \(color)\(opacity), "
                        + "radius: \(SwiftSource.number(ShadowBlur.swiftUIRadius(layer.radius))), "
                        + "x: \(SwiftSource.number(layer.x)), "
                        + "y: \(SwiftSource.number(layer.y)))"
                }
                let documentation =
                    SwiftSource.documentationText(shadow.metadata) ?? (shadow.isRole ? summaries[shadow.name] : nil)
                cases.append((shadow.name, documentation, layers))
            }
        } else {
            for shadow in defaultShadows {
                cases.append(
                    (
                        shadow.name, shadow.summary,
                        [
                            ".shadow(color: .black.opacity(\(SwiftSource.number(shadow.opacity))), "
                                + "radius: \(SwiftSource.number(shadow.radius)), x: 0, y: \(SwiftSource.number(shadow.y)))"
                        ]
                    ))
            }
        }
        var body = """
            /// The shadows of the design system: the same in every theme. `.dsShadow(.small)`.
            public enum ShadowToken: CaseIterable, Sendable {

            """
        for shadow in cases {
            body += SwiftSource.documentation(shadow.documentation, indent: "    ")
            body += "    case \(shadow.name)\n"
        }
        body += """
            }

            public extension View {
                /// Draws one of the design system's shadows.
                func dsShadow(_ shadow: ShadowToken) -> some View {
                    modifier(ShadowTokenModifier(shadow: shadow))
                }
            }

            private struct ShadowTokenModifier: ViewModifier {

            """
        if readsTheme {
            body += "    @Environment(\\.dsTheme) private var theme\n\n"
        }
        body += """
                let shadow: ShadowToken

                func body(content: Content) -> some View {
                    switch shadow {

            """
        for shadow in cases {
            body += "        case .\(shadow.name):\n            content"
            let separator = shadow.layers.count > 1 ? "\n                " : ""
            body += shadow.layers.map { separator + $0 }.joined() + "\n"
        }
        body += "        }\n    }\n}\n"
        let symbols = (theme.shadows ?? []).map {
            PublicSymbol(ThemeContainer.scale(.shadow), $0.name, token: $0.key.description)
        }
        return ProfileFile(
            swiftFile("\(ThemePaths.sources)/Foundation/Shadows/ShadowToken.swift", body), symbols: symbols)
    }
}
