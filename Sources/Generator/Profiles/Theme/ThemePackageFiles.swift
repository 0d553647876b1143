/// `Extensions/View+DesignSystem.swift`: text styles as one modifier, and the accessibility identifiers the
/// components pass down to their parts.
enum ViewExtensionsFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Extensions/View+DesignSystem.swift",
            #"""
            public extension View {
                /// Sets the font and letter spacing of one of the theme's text styles: `.dsTextStyle(.headline)`.
                func dsTextStyle(_ style: TextStyle) -> some View {
                    modifier(DSTextStyleModifier(style: style))
                }

                /// Sets the accessibility identifier UI tests find this view by, when there is one.
                @ViewBuilder
                func dsAccessibilityIdentifier(_ identifier: String?) -> some View {
                    if let identifier {
                        accessibilityIdentifier(identifier)
                    } else {
                        self
                    }
                }
            }

            extension Optional where Wrapped == String {
                /// The identifier of a component's part: `screen.error` → `screen.error.title`; none when the
                /// component has none.
                func suffixed(_ suffix: String) -> String? {
                    map { "\($0).\(suffix)" }
                }
            }

            private struct DSTextStyleModifier: ViewModifier {
                @Environment(\.dsTheme) private var theme

                let style: TextStyle

                func body(content: Content) -> some View {
                    content
                        .font(theme.typography.font(for: style))
                        .tracking(style.tracking)
                }
            }

            """#)
    }
}
