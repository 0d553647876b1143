/// `Organisms/Cards/DSCard.swift`: a padded surface with rounded corners and a shadow.
enum ThemeCardFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Organisms/Cards/DSCard.swift",
            #"""
            /// A card: its content padded on the theme's surface color, with rounded corners and a shadow.
            public struct DSCard<Content: View>: View {
                @Environment(\.dsTheme) private var theme

                private let padding: CGFloat?
                private let shadow: ShadowToken
                private let accessibilityIdentifier: String?
                private let content: Content

                /// - Parameter padding: The space around the content; by default the theme's `spacing.lg`.
                public init(
                    padding: CGFloat? = nil,
                    shadow: ShadowToken = .small,
                    accessibilityIdentifier: String? = nil,
                    @ViewBuilder content: () -> Content
                ) {
                    self.padding = padding
                    self.shadow = shadow
                    self.accessibilityIdentifier = accessibilityIdentifier
                    self.content = content()
                }

                public var body: some View {
                    content
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(padding ?? theme.spacing.lg)
                        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.lg))
                        .background {
                            // The shadow is cast by the card's shape: cast by the whole card, it would fall from every
                            // glyph of the content onto the card.
                            RoundedRectangle(cornerRadius: theme.cornerRadius.lg)
                                .fill(theme.colors.surfacePrimary)
                                .dsShadow(shadow)
                        }
                        .accessibilityElement(children: .contain)
                        .dsAccessibilityIdentifier(accessibilityIdentifier)
                }
            }

            #Preview {
                VStack {
                    DSCard {
                        Text("Card content")
                            .dsTextStyle(.body)
                    }
                    DSCard(padding: DefaultSpacing().xl, shadow: .medium) {
                        Text("Elevated card")
                            .dsTextStyle(.headline)
                    }
                }
                .padding()
            }

            """#)
    }
}
