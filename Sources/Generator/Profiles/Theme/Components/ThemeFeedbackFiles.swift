/// `Organisms/Feedback/DSErrorView.swift`, `DSEmptyState.swift` and the layout they share.
enum ThemeFeedbackFiles {
    static func files() -> [GeneratedFile] {
        [stackFile(), errorViewFile(), emptyStateFile()]
    }

    private static func stackFile() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Organisms/Feedback/DSFeedbackStack.swift",
            #"""
            /// The layout of `DSErrorView` and `DSEmptyState`: a symbol over a title, an optional message and an
            /// optional button, centred in the space it is given. Its parts are identified as `.icon`, `.title`,
            /// `.message` and `.button` after its accessibility identifier; the icon, a decoration the title says in
            /// words, is hidden from VoiceOver (and so from UI tests).
            struct DSFeedbackStack: View {
                @Environment(\.dsTheme) private var theme

                let icon: String
                let iconColor: Color?
                let title: String
                let message: String?
                let buttonTitle: String?
                let buttonIcon: String?
                let action: (() -> Void)?
                let accessibilityIdentifier: String?

                var body: some View {
                    VStack(spacing: theme.spacing.lg) {
                        Image(systemName: icon)
                            .resizable()
                            .scaledToFit()
                            .frame(width: theme.dimensions.xxl, height: theme.dimensions.xxl)
                            .foregroundStyle(iconColor ?? theme.colors.textTertiary)
                            .accessibilityHidden(true)  // VoiceOver would read the symbol's name before the title
                            .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("icon"))
                        VStack(spacing: theme.spacing.sm) {
                            Text(title)
                                .dsTextStyle(.title3)
                                .foregroundStyle(theme.colors.textPrimary)
                                .accessibilityAddTraits(.isHeader)
                                .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("title"))
                            if let message {
                                Text(message)
                                    .dsTextStyle(.body)
                                    .foregroundStyle(theme.colors.textSecondary)
                                    .dsAccessibilityIdentifier(accessibilityIdentifier.suffixed("message"))
                            }
                        }
                        .multilineTextAlignment(.center)
                        if let buttonTitle, let action {
                            DSButton(
                                buttonTitle,
                                icon: buttonIcon,
                                accessibilityIdentifier: accessibilityIdentifier.suffixed("button"),
                                action: action
                            )
                        }
                    }
                    .padding(theme.spacing.xl)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .accessibilityElement(children: .contain)
                    .dsAccessibilityIdentifier(accessibilityIdentifier)
                }
            }

            """#)
    }

    private static func errorViewFile() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Organisms/Feedback/DSErrorView.swift",
            #"""
            /// An error state: a warning symbol, a title, an optional message and an optional retry button. Its parts
            /// are identified as `.icon`, `.title`, `.message` and `.button` after its accessibility identifier.
            public struct DSErrorView: View {
                @Environment(\.dsTheme) private var theme

                private let title: String
                private let message: String?
                private let retryTitle: String?
                private let retryAction: (() -> Void)?
                private let accessibilityIdentifier: String?

                /// - Parameters:
                ///   - retryTitle: The retry button's label, already localized; the button shows when there is a
                ///     title and an action.
                public init(
                    title: String,
                    message: String? = nil,
                    retryTitle: String? = nil,
                    retryAction: (() -> Void)? = nil,
                    accessibilityIdentifier: String? = nil
                ) {
                    self.title = title
                    self.message = message
                    self.retryTitle = retryTitle
                    self.retryAction = retryAction
                    self.accessibilityIdentifier = accessibilityIdentifier
                }

                public var body: some View {
                    DSFeedbackStack(
                        icon: "exclamationmark.triangle.fill",
                        iconColor: theme.colors.statusError,
                        title: title,
                        message: message,
                        buttonTitle: retryTitle,
                        buttonIcon: "arrow.clockwise",
                        action: retryAction,
                        accessibilityIdentifier: accessibilityIdentifier
                    )
                }
            }

            #Preview {
                DSErrorView(
                    title: "Connection Error",
                    message: "Please check your internet connection.",
                    retryTitle: "Retry",
                    retryAction: {},
                    accessibilityIdentifier: "screen.error"
                )
            }

            """#)
    }

    private static func emptyStateFile() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Organisms/Feedback/DSEmptyState.swift",
            #"""
            /// An empty state: a symbol, a title, an optional message and an optional action. Its parts are
            /// identified as `.icon`, `.title`, `.message` and `.button` after its accessibility identifier.
            public struct DSEmptyState: View {
                private let icon: String
                private let title: String
                private let message: String?
                private let actionTitle: String?
                private let action: (() -> Void)?
                private let accessibilityIdentifier: String?

                /// - Parameters:
                ///   - icon: The name of an SF Symbol.
                ///   - actionTitle: The button's label, already localized; the button shows when there is a title
                ///     and an action.
                public init(
                    icon: String,
                    title: String,
                    message: String? = nil,
                    actionTitle: String? = nil,
                    action: (() -> Void)? = nil,
                    accessibilityIdentifier: String? = nil
                ) {
                    self.icon = icon
                    self.title = title
                    self.message = message
                    self.actionTitle = actionTitle
                    self.action = action
                    self.accessibilityIdentifier = accessibilityIdentifier
                }

                public var body: some View {
                    DSFeedbackStack(
                        icon: icon,
                        iconColor: nil,
                        title: title,
                        message: message,
                        buttonTitle: actionTitle,
                        buttonIcon: nil,
                        action: action,
                        accessibilityIdentifier: accessibilityIdentifier
                    )
                }
            }

            #Preview {
                DSEmptyState(
                    icon: "person.slash",
                    title: "No Characters",
                    message: "There are no characters to display.",
                    accessibilityIdentifier: "characterList.emptyState"
                )
            }

            """#)
    }
}
