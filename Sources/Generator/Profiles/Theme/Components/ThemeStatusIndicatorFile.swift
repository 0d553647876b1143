/// `Atoms/Indicators/DSStatusIndicator.swift`: `DSStatus`, a value that resolves to a color of a theme and a symbol,
/// and the indicator that shows both.
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

                /// The status in words, for VoiceOver: "Success", "Warning", "Error" or "Neutral", in the package's own
                /// strings (English and the languages of `DSStrings`).
                public var accessibilityName: Text {
                    switch self {
                    case .success: return DSStrings.success
                    case .warning: return DSStrings.warning
                    case .error:   return DSStrings.statusError
                    case .neutral: return DSStrings.neutral
                    }
                }

                /// The SF Symbol that shows the status by its shape as well as its color, so that the statuses differ
                /// to people who cannot tell the colors apart: a check mark, a triangle, a cross, a question mark.
                public var symbolName: String {
                    switch self {
                    case .success: return "checkmark.circle.fill"
                    case .warning: return "exclamationmark.triangle.fill"
                    case .error:   return "xmark.circle.fill"
                    case .neutral: return "questionmark.circle.fill"
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

            /// The symbol of a status in its color (`DSStatus.symbolName`), which VoiceOver reads as "Status" and the
            /// status's name (or `label`): an accessibility element of its own, so that UI tests find it by its
            /// identifier. It scales with Dynamic Type, as the text beside it does.
            public struct DSStatusIndicator: View {
                @Environment(\.dsTheme) private var theme
                /// How much the text beside it is scaled by Dynamic Type.
                @ScaledMetric(relativeTo: .footnote) private var scale: CGFloat = 1

                private let status: DSStatus
                private let size: CGFloat?
                private let label: Text?
                private let accessibilityIdentifier: String?

                /// - Parameters:
                ///   - size: The symbol's width and height in points at the default text size; by default the theme's
                ///     `dimensions.sm`.
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
                    Image(systemName: status.symbolName)
                        .resizable()
                        .scaledToFit()
                        .foregroundStyle(status.color(in: theme.colors))
                        .frame(width: side, height: side)
                        .accessibilityElement()
                        .accessibilityLabel(DSStrings.status)
                        .accessibilityValue(label ?? status.accessibilityName)
                        .dsAccessibilityIdentifier(accessibilityIdentifier)
                }

                private var side: CGFloat {
                    (size ?? theme.dimensions.sm) * scale
                }
            }

            #Preview {
                HStack {
                    DSStatusIndicator(status: .alive)
                    DSStatusIndicator(status: .dead, size: DefaultDimensions().md)
                    DSStatusIndicator(status: .warning)
                    DSStatusIndicator(status: .unknown)
                }
                .padding()
            }

            """#)
    }
}
