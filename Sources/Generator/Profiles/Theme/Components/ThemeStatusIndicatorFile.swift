/// `Atoms/Indicators/DSStatusIndicator.swift`: `DSStatus`, a value that resolves to a color of a theme, and the
/// circle that shows it.
enum ThemeStatusIndicatorFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "\(ThemePaths.sources)/Atoms/Indicators/DSStatusIndicator.swift",
            #"""
            /// A status a `DSStatusIndicator` shows; its color comes from a theme: `status.color(in: theme.colors)`.
            public enum DSStatus: CaseIterable, Sendable {
                case success
                case warning
                case error
                case neutral

                /// A living or active thing: `success`.
                public static let alive = DSStatus.success
                /// A dead or failed thing: `error`.
                public static let dead = DSStatus.error
                /// A status that is not known: `neutral`.
                public static let unknown = DSStatus.neutral

                /// The status a text names, ignoring case and surrounding white space: `success` or `alive`,
                /// `warning`, `error` or `dead`; anything else is `neutral`.
                public static func from(_ text: String) -> DSStatus {
                    switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
                    case "success", "alive": return .success
                    case "warning":          return .warning
                    case "error", "dead":    return .error
                    default:                 return .neutral
                    }
                }

                /// The status in words, for VoiceOver: "Success", "Warning", "Error" or "Neutral", keys in the app's
                /// localized strings.
                public var accessibilityName: Text {
                    switch self {
                    case .success: return Text("Success")
                    case .warning: return Text("Warning")
                    case .error:   return Text("Error")
                    case .neutral: return Text("Neutral")
                    }
                }

                /// The status's color in a palette.
                public func color(in colors: any DSColorPalette) -> Color {
                    switch self {
                    case .success: return colors.statusSuccess
                    case .warning: return colors.statusWarning
                    case .error:   return colors.statusError
                    case .neutral: return colors.statusNeutral
                    }
                }
            }

            /// A circle in the color of a status, which VoiceOver reads as "Status" and the status's name (or `label`):
            /// an accessibility element of its own, so that UI tests find it by its identifier.
            public struct DSStatusIndicator: View {
                @Environment(\.dsTheme) private var theme

                private let status: DSStatus
                private let size: CGFloat?
                private let label: Text?
                private let accessibilityIdentifier: String?

                /// - Parameters:
                ///   - size: The circle's diameter in points; by default the theme's `dimensions.sm`.
                ///   - label: What VoiceOver says the status is, already localized; by default its name
                ///     (`DSStatus.accessibilityName`).
                public init(
                    status: DSStatus, size: CGFloat? = nil, label: Text? = nil, accessibilityIdentifier: String? = nil
                ) {
                    self.status = status
                    self.size = size
                    self.label = label
                    self.accessibilityIdentifier = accessibilityIdentifier
                }

                public var body: some View {
                    Circle()
                        .fill(status.color(in: theme.colors))
                        .frame(width: size ?? theme.dimensions.sm, height: size ?? theme.dimensions.sm)
                        .accessibilityElement()
                        .accessibilityLabel(Text("Status"))
                        .accessibilityValue(label ?? status.accessibilityName)
                        .dsAccessibilityIdentifier(accessibilityIdentifier)
                }
            }

            #Preview {
                HStack {
                    DSStatusIndicator(status: .alive)
                    DSStatusIndicator(status: .dead, size: DefaultDimensions().xs)
                    DSStatusIndicator(status: .warning)
                    DSStatusIndicator(status: .unknown)
                }
                .padding()
            }

            """#)
    }
}
