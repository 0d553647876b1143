/// `Atoms/Buttons/DSButton.swift`: filled, outlined or subtle, with an optional symbol and a loading state.
enum ThemeButtonFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Atoms/Buttons/DSButton.swift",
            #"""
            /// The design system's button: filled, outlined or on a subtle tint, with an optional SF Symbol and a
            /// loading state.
            public struct DSButton: View {
                /// How prominent the button is.
                public enum Variant: Sendable {
                    /// Filled with the accent color: the main action of a screen.
                    case primary
                    /// Outlined in the accent color.
                    case secondary
                    /// On a subtle tint of the accent color.
                    case tertiary
                }

                @Environment(\.dsTheme) private var theme

                private let title: String
                private let icon: String?
                private let variant: Variant
                private let isLoading: Bool
                private let accessibilityIdentifier: String?
                private let action: () -> Void

                /// - Parameters:
                ///   - title: The label, already localized.
                ///   - icon: The name of an SF Symbol shown before the title.
                ///   - isLoading: Shows a progress indicator in place of the icon, and ignores taps; VoiceOver says
                ///     the button is busy.
                ///   - accessibilityIdentifier: The identifier UI tests find the button by.
                public init(
                    _ title: String,
                    icon: String? = nil,
                    variant: Variant = .primary,
                    isLoading: Bool = false,
                    accessibilityIdentifier: String? = nil,
                    action: @escaping () -> Void
                ) {
                    self.title = title
                    self.icon = icon
                    self.variant = variant
                    self.isLoading = isLoading
                    self.accessibilityIdentifier = accessibilityIdentifier
                    self.action = action
                }

                public var body: some View {
                    Button(action: action) {
                        HStack(spacing: theme.spacing.sm) {
                            if isLoading {
                                ProgressView()
                            } else if let icon {
                                Image(systemName: icon)
                                    .accessibilityHidden(true)  // the title names the action
                            }
                            Text(title)
                        }
                    }
                    .buttonStyle(DSButtonStyle(variant: variant))
                    .disabled(isLoading)
                    .accessibilityValue(isLoading ? DSStrings.loading : Text(verbatim: ""))
                    .dsAccessibilityIdentifier(accessibilityIdentifier)
                }
            }

            /// Draws a `DSButton`: its colors, type and padding, dimmed while pressed and while disabled.
            private struct DSButtonStyle: ButtonStyle {
                let variant: DSButton.Variant

                func makeBody(configuration: Configuration) -> some View {
                    DSButtonBody(configuration: configuration, variant: variant)
                }
            }

            /// A view of its own, so that it reads `isEnabled` (`.disabled(true)` anywhere above the button) and the
            /// theme.
            private struct DSButtonBody: View {
                let configuration: ButtonStyleConfiguration
                let variant: DSButton.Variant
                @Environment(\.dsTheme) private var theme
                @Environment(\.isEnabled) private var isEnabled

                /// Apple's minimum tap target, in both directions.
                private let minimumHitSize: CGFloat = 44

                var body: some View {
                    configuration.label
                        .dsTextStyle(.headline)
                        .foregroundStyle(foregroundColor)
                        .tint(foregroundColor)  // the progress indicator's
                        .padding(.horizontal, theme.spacing.lg)
                        .padding(.vertical, theme.spacing.md)
                        .frame(minWidth: minimumHitSize, minHeight: max(minimumHitSize, theme.dimensions.xxl))
                        .background(backgroundColor)
                        .overlay {
                            if variant == .secondary {
                                RoundedRectangle(cornerRadius: theme.cornerRadius.md)
                                    .strokeBorder(theme.colors.accent, lineWidth: theme.borderWidth.thin)
                            }
                        }
                        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
                        .contentShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
                        .opacity(opacity)
                }

                private var opacity: Double {
                    if !isEnabled { return theme.opacity.heavy }
                    return configuration.isPressed ? theme.opacity.almostOpaque : 1
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .primary:   return theme.colors.backgroundPrimary
                    case .secondary: return theme.colors.accent
                    case .tertiary:  return theme.colors.accent
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .primary:   return theme.colors.accent
                    case .secondary: return .clear
                    case .tertiary:  return theme.colors.accentSubtle
                    }
                }
            }

            #Preview {
                VStack {
                    DSButton("Submit") {}
                    DSButton("Cancel", variant: .secondary) {}
                    DSButton("Load More", icon: "arrow.down", variant: .tertiary) {}
                    DSButton("Processing", isLoading: true) {}
                    DSButton("Unavailable") {}
                        .disabled(true)
                }
                .padding()
            }

            """#)
    }
}
