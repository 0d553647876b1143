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
                @Environment(\.isEnabled) private var isEnabled

                private let title: String
                private let icon: String?
                private let variant: Variant
                private let isLoading: Bool
                private let accessibilityIdentifier: String?
                private let action: () -> Void

                /// - Parameters:
                ///   - title: The label, already localized.
                ///   - icon: The name of an SF Symbol shown before the title.
                ///   - isLoading: Shows a progress indicator in place of the icon, and ignores taps.
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
                                    .tint(foregroundColor)
                            } else if let icon {
                                Image(systemName: icon)
                            }
                            Text(title)
                        }
                        .dsTextStyle(.headline)
                        .foregroundStyle(foregroundColor)
                        .padding(.horizontal, theme.spacing.lg)
                        .padding(.vertical, theme.spacing.md)
                        .frame(minHeight: theme.dimensions.xxl)
                        .background(backgroundColor)
                        .overlay {
                            if variant == .secondary {
                                RoundedRectangle(cornerRadius: theme.cornerRadius.md)
                                    .strokeBorder(theme.colors.accent, lineWidth: theme.borderWidth.thin)
                            }
                        }
                        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
                        .contentShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
                    }
                    .buttonStyle(.plain)
                    .disabled(isLoading)
                    .opacity(isEnabled ? 1 : theme.opacity.heavy)
                    .dsAccessibilityIdentifier(accessibilityIdentifier)
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
