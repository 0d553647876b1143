/// `Components/DSBadge.swift`: an inline label for categories, tags and states; its comments quote the document's
/// spacing.
enum DSBadgeFile {
    /// How strongly a feedback badge tints its background and border with its color; the contrast pairs the
    /// profile checks paint the text on the same tint.
    static let backgroundOpacity = ComponentContrast.badgeTint
    static let borderOpacity = 0.2

    static func file(_ scale: ComponentScale) -> GeneratedFile {
        let background = SwiftSource.number(backgroundOpacity)
        let border = SwiftSource.number(borderOpacity)
        let members = ComponentFiles.textMembers(
            noun: "a badge", text: "label", key: "labelKey", option: ("variant", "Variant", ".default"))
        return swiftFile(
            "Components/DSBadge.swift",
            """
            /// An inline label for categories, tags and states.
            ///
            /// The label is localized like `Text`'s: a literal is a key in the app's strings.
            public struct DSBadge: View {
                public enum Variant: Sendable { case `default`, success, error, warning, info }

            \(members)

                public var body: some View {
                    label
                        .dsFont(.\(scale.name(.typographyLabel)))
                        .foregroundStyle(foregroundColor)
                        .padding(.horizontal, DSSpacingFixed.\(scale.name(.spacingSm)) + DSSpacingFixed.\(scale.name(.spacingXs)))  \(scale.points(scale.sm + scale.xs))
                        .padding(.vertical, DSSpacingFixed.\(scale.name(.spacingXs)) / 2)                    \(scale.points(scale.xs / 2))
                        .background(backgroundColor)
                        .clipShape(Capsule())
                        .overlay {
                            Capsule().strokeBorder(borderColor, lineWidth: 1)
                        }
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .default: return .\(scale.name(.textMuted))
                    case .success: return .\(scale.name(.feedbackSuccess))
                    case .error:   return .\(scale.name(.feedbackError))
                    case .warning: return .\(scale.name(.feedbackWarning))
                    case .info:    return .\(scale.name(.feedbackInfo))
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .default: return .\(scale.name(.surfaceInset))
                    case .success: return .\(scale.name(.feedbackSuccess)).opacity(\(background))
                    case .error:   return .\(scale.name(.feedbackError)).opacity(\(background))
                    case .warning: return .\(scale.name(.feedbackWarning)).opacity(\(background))
                    case .info:    return .\(scale.name(.feedbackInfo)).opacity(\(background))
                    }
                }

                private var borderColor: Color {
                    switch variant {
                    case .default: return .\(scale.name(.borderDefault))
                    case .success: return .\(scale.name(.feedbackSuccess)).opacity(\(border))
                    case .error:   return .\(scale.name(.feedbackError)).opacity(\(border))
                    case .warning: return .\(scale.name(.feedbackWarning)).opacity(\(border))
                    case .info:    return .\(scale.name(.feedbackInfo)).opacity(\(border))
                    }
                }
            }

            #Preview {
                HStack(spacing: DSSpacingFixed.\(scale.name(.spacingSm))) {
                    DSBadge("Default")
                    DSBadge("Success", variant: .success)
                    DSBadge("Error", variant: .error)
                    DSBadge("Warning", variant: .warning)
                    DSBadge("Info", variant: .info)
                }
                .padding()
                .background(Color.\(scale.name(.surfaceDefault)))
            }

            """)
    }
}
