/// `Molecules/DSInfoRow.swift`: an icon, a label and a value in a row.
enum ThemeInfoRowFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Molecules/DSInfoRow.swift",
            #"""
            /// An icon, a label and its value in a row. Its parts are identified as `.icon`, `.label` and `.value`
            /// after the row's accessibility identifier; VoiceOver reads the label and the value (the icon, a
            /// decoration it would read by its symbol's name, is hidden from it, and so from UI tests).
            public struct DSInfoRow: View {
                @Environment(\.dsTheme) private var theme
                /// How much Dynamic Type scales the row's text, and with it the symbol: the icons' column widens with
                /// them, so that a symbol at an accessibility size does not spill over the label.
                @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1

                private let icon: String
                private let label: String
                private let value: String
                private let iconColor: Color?
                private let accessibilityIdentifier: String?

                /// - Parameters:
                ///   - icon: The name of an SF Symbol.
                ///   - iconColor: The icon's color; by default the theme's accent color.
                public init(
                    icon: String,
                    label: String,
                    value: String,
                    iconColor: Color? = nil,
                    accessibilityIdentifier: String? = nil
                ) {
                    self.icon = icon
                    self.label = label
                    self.value = value
                    self.iconColor = iconColor
                    self.accessibilityIdentifier = accessibilityIdentifier
                }

                public var body: some View {
                    HStack(spacing: theme.spacing.md) {
                        Image(systemName: icon)
                            .foregroundStyle(iconColor ?? theme.colors.accent)
                            .frame(width: theme.dimensions.lg * scale)
                            .accessibilityHidden(true)
                            .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("icon"))
                        Text(label)
                            .foregroundStyle(theme.colors.textSecondary)
                            .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("label"))
                        Spacer(minLength: theme.spacing.sm)
                        Text(value)
                            .foregroundStyle(theme.colors.textPrimary)
                            .multilineTextAlignment(.trailing)
                            .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("value"))
                    }
                    .dsTextStyle(.body)
                    .accessibilityElement(children: .contain)
                    .dsAccessibilityIdentifier(accessibilityIdentifier)
                }
            }

            #Preview {
                VStack {
                    DSInfoRow(icon: "person.fill", label: "Name", value: "Rick Sanchez")
                    DSInfoRow(icon: "heart.fill", label: "Status", value: "Alive", iconColor: .green)
                }
                .padding()
            }

            """#)
    }
}
