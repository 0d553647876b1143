/// `Components/DSBadge.swift`: an inline label for categories, tags and states; its comments quote the document's
/// spacing.
enum DSBadgeFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSBadge.swift",
            """
            /// An inline label for categories, tags and states.
            public struct DSBadge: View {
                public enum Variant { case `default`, success, error, warning, info }

                let label: String
                let variant: Variant

                public init(_ label: String, variant: Variant = .default) {
                    self.label = label
                    self.variant = variant
                }

                public var body: some View {
                    Text(label)
                        .font(DSFont.\(scale.name("typography.label"))())
                        .fontWeight(.medium)
                        .foregroundStyle(foregroundColor)
                        .padding(.horizontal, DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.sm"))")) + DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.xs"))")))  \(scale.points(scale.sm + scale.xs))
                        .padding(.vertical, DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.xs"))")) / 2)                    \(scale.points(scale.xs / 2))
                        .background(backgroundColor)
                        .clipShape(Capsule())
                        .overlay {
                            Capsule().strokeBorder(borderColor, lineWidth: 1)
                        }
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .default: return .\(scale.name("text.muted"))
                    case .success: return .\(scale.name("feedback.success"))
                    case .error:   return .\(scale.name("feedback.error"))
                    case .warning: return .\(scale.name("feedback.warning"))
                    case .info:    return .\(scale.name("feedback.info"))
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .default: return .\(scale.name("surface.inset"))
                    case .success: return .\(scale.name("feedback.success")).opacity(0.1)
                    case .error:   return .\(scale.name("feedback.error")).opacity(0.1)
                    case .warning: return .\(scale.name("feedback.warning")).opacity(0.1)
                    case .info:    return .\(scale.name("feedback.info")).opacity(0.1)
                    }
                }

                private var borderColor: Color {
                    switch variant {
                    case .default: return .\(scale.name("border.default"))
                    case .success: return .\(scale.name("feedback.success")).opacity(0.2)
                    case .error:   return .\(scale.name("feedback.error")).opacity(0.2)
                    case .warning: return .\(scale.name("feedback.warning")).opacity(0.2)
                    case .info:    return .\(scale.name("feedback.info")).opacity(0.2)
                    }
                }
            }

            #Preview {
                HStack(spacing: DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.sm"))"))) {
                    DSBadge("Default")
                    DSBadge("Success", variant: .success)
                    DSBadge("Error", variant: .error)
                    DSBadge("Warning", variant: .warning)
                    DSBadge("Info", variant: .info)
                }
                .padding()
                .background(Color.\(scale.name("surface.default")))
            }

            """)
    }
}
