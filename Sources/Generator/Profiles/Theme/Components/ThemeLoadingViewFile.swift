/// `Organisms/Feedback/DSLoadingView.swift`: a progress indicator with an optional message.
enum ThemeLoadingViewFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Organisms/Feedback/DSLoadingView.swift",
            #"""
            /// A loading state: a progress indicator and an optional message, centred in the space it is given. Its
            /// parts are identified as `.indicator` and `.message` after its accessibility identifier.
            public struct DSLoadingView: View {
                @Environment(\.dsTheme) private var theme

                private let message: String?
                private let accessibilityIdentifier: String?

                public init(message: String? = nil, accessibilityIdentifier: String? = nil) {
                    self.message = message
                    self.accessibilityIdentifier = accessibilityIdentifier
                }

                public var body: some View {
                    VStack(spacing: theme.spacing.md) {
                        ProgressView()
                            .controlSize(.large)
                            .tint(theme.colors.accent)
                            .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("indicator"))
                        if let message {
                            Text(message)
                                .dsTextStyle(.body)
                                .foregroundStyle(theme.colors.textSecondary)
                                .multilineTextAlignment(.center)
                                .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("message"))
                        }
                    }
                    .padding(theme.spacing.xl)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .accessibilityElement(children: .contain)
                    .dsAccessibilityIdentifier(accessibilityIdentifier)
                }
            }

            #Preview {
                DSLoadingView(message: "Loading characters…")
            }

            """#)
    }
}
