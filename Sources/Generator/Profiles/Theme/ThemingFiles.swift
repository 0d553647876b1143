import Tokens

/// Where the `theme` profile's files go: the package root holds `Package.swift`, its one target the seed's folders.
enum ThemePaths {
    static let sources = "Sources"
    static let theming = "\(sources)/Foundation/Theming"
    static let defaultTheme = "\(sources)/Foundation/Themes/Default"
    static let assetCatalog = "Foundation/Themes/Default/Colors.xcassets"
}

/// Member declarations of a theme contract or its default implementation: the roles, then the document's other
/// tokens of the group under a section title, each with its documentation and deprecation.
enum ThemeDeclarations {
    static func lines<Token>(
        _ members: [ThemeModel.Member<Token>], documented: Bool = true, summary: (String) -> String? = { _ in nil },
        _ declaration: (ThemeModel.Member<Token>) -> String
    ) -> String {
        var text = ""
        let hasExtras = members.contains { !$0.isRole }
        for (index, member) in members.enumerated() {
            if hasExtras, index == 0 { text += "    // ── Roles ──\n" }
            if hasExtras, !member.isRole, index == 0 || members[index - 1].isRole {
                text += (index == 0 ? "" : "\n") + "    // ── The document's other tokens ──\n"
            }
            if documented {
                text += SwiftSource.documentation(member.metadata.description ?? summary(member.name), indent: "    ")
            }
            text += SwiftSource.deprecation(member.metadata.deprecation, indent: "    ")
            text += "    \(declaration(member))\n"
        }
        return text
    }
}

/// `Foundation/Theming/`: the contracts a theme implements, `DSTheme` and its environment value.
enum ThemingFiles {
    static func files(_ theme: ThemeModel) -> [ProfileFile] {
        var files = [paletteFile(theme)]
        files.append(
            ProfileFile(
                swiftFile(
                    "\(ThemePaths.theming)/DSTypography.swift",
                    """
                    /// The fonts of a theme: `theme.typography.font(for: .headline)`.
                    public protocol DSTypography: Sendable {
                        /// The font of a text style; it scales with Dynamic Type.
                        func font(for style: TextStyle) -> Font
                    }

                    """)))
        for scale in theme.scales {
            files.append(scaleFile(scale))
        }
        files.append(ProfileFile(themeFile()))
        files.append(ProfileFile(environmentFile()))
        return files
    }

    private static func paletteFile(_ theme: ThemeModel) -> ProfileFile {
        let summaries = Dictionary(
            ThemeRoles.colors.map { ($0.role.member, $0.summary) }, uniquingKeysWith: { a, _ in a })
        var body = """
            /// The colors of a theme: `theme.colors.textPrimary`.
            ///
            /// Every color adapts to light and dark appearance by itself (the default theme's come from an asset
            /// catalog), so one theme serves both.
            public protocol DSColorPalette: Sendable {

            """
        body += ThemeDeclarations.lines(theme.palette, summary: { summaries[$0] }) { "var \($0.name): Color { get }" }
        body += "}\n"
        return ProfileFile(
            swiftFile("\(ThemePaths.theming)/DSColorPalette.swift", body),
            symbols: theme.palette.map {
                PublicSymbol(ThemeContainer.palette, $0.name, token: $0.key.description)
            })
    }

    private static func scaleFile(_ scale: ThemeModel.Scale) -> ProfileFile {
        let definition = scale.definition
        let type = definition.otherKind == .opacity ? "Double" : "CGFloat"
        var body =
            "/// \(scaleSummary[definition.contract] ?? definition.contract): `theme.\(definition.member).\(definition.roles[0].role.member)`.\n"
        body += "public protocol \(definition.contract): Sendable {\n"
        body += ThemeDeclarations.lines(scale.members) { "var \($0.name): \(type) { get }" }
        body += "}\n"
        return ProfileFile(
            swiftFile("\(ThemePaths.theming)/\(definition.contract).swift", body),
            symbols: scale.members.map {
                PublicSymbol(ThemeContainer.scale(definition.kind), $0.name, token: $0.key.description)
            })
    }

    static let scaleSummary = [
        "DSSpacing": "The spacing of a theme, in points, for padding and gaps",
        "DSDimensions": "The sizes of a theme's icons and other fixed-size elements, in points",
        "DSBorderWidth": "The border widths of a theme, in points",
        "DSCornerRadius": "The corner radii of a theme, in points",
        "DSOpacity": "The opacities of a theme, from 0 to 1",
    ]

    private static func themeFile() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.theming)/DSTheme.swift",
            """
            /// A theme: every value of the design system but shadows, read through `@Environment(\\.dsTheme)`.
            ///
            /// `DefaultTheme` has the values of the design system document; build another with
            /// `DefaultTheme(colors: BrandColors())` to replace some of them, or implement the protocol.
            public protocol DSTheme: Sendable {
                var colors: any DSColorPalette { get }
                var typography: any DSTypography { get }
                var spacing: any DSSpacing { get }
                var dimensions: any DSDimensions { get }
                var borderWidth: any DSBorderWidth { get }
                var cornerRadius: any DSCornerRadius { get }
                var opacity: any DSOpacity { get }
            }

            """)
    }

    private static func environmentFile() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.theming)/DSThemeEnvironment.swift",
            #"""
            private struct DSThemeKey: EnvironmentKey {
                static let defaultValue: any DSTheme = DefaultTheme()
            }

            public extension EnvironmentValues {
                /// The theme of the design system's components and of views that read it:
                /// `@Environment(\.dsTheme) private var theme`. `DefaultTheme()` unless a view sets another.
                var dsTheme: any DSTheme {
                    get { self[DSThemeKey.self] }
                    set { self[DSThemeKey.self] = newValue }
                }
            }

            public extension View {
                /// Sets the theme of this view and everything in it: `ContentView().dsTheme(customTheme)`.
                func dsTheme(_ theme: any DSTheme) -> some View {
                    environment(\.dsTheme, theme)
                }
            }

            """#)
    }
}
