/// `Components/DSButton.swift`: the primary interactive element in three variants and three sizes, drawn by a
/// `ButtonStyle` (pressed and disabled appearances, a 44 pt minimum hit area); its comments quote the document's
/// spacing.
enum DSButtonFile {
    /// A comment after code, two spaces apart; nothing for no comment.
    private static func trailing(_ comment: String) -> String {
        comment.isEmpty ? "" : "  \(comment)"
    }

    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSButton.swift",
            """
            /// The primary interactive element: three variants in three sizes.
            ///
            /// The title is localized like SwiftUI's own `Button`'s: `DSButton("Sign in") {}` looks up "Sign in" in the
            /// app's strings; a `String` variable is shown as it is.
            public struct DSButton: View {
                public enum Variant: Sendable { case primary, secondary, destructive }
                public enum Size: Sendable { case sm, md, lg }

                private let title: Text
                private let variant: Variant
                private let size: Size
                private let action: () -> Void

                /// Creates a button whose title is a key in the app's localized strings.
                public init(
                    _ titleKey: LocalizedStringKey,
                    variant: Variant = .primary,
                    size: Size = .md,
                    action: @escaping () -> Void
                ) {
                    self.init(title: Text(titleKey), variant: variant, size: size, action: action)
                }

                /// Creates a button that shows a string as it is, without localizing it.
                @_disfavoredOverload
                public init<S: StringProtocol>(
                    _ title: S,
                    variant: Variant = .primary,
                    size: Size = .md,
                    action: @escaping () -> Void
                ) {
                    self.init(title: Text(title), variant: variant, size: size, action: action)
                }

                private init(title: Text, variant: Variant, size: Size, action: @escaping () -> Void) {
                    self.title = title
                    self.variant = variant
                    self.size = size
                    self.action = action
                }

                public var body: some View {
                    Button(action: action) {
                        title
                    }
                    .buttonStyle(DSButtonStyle(variant: variant, size: size))
                }
            }

            /// Draws a `DSButton`: its colors, type and padding, dimmed while pressed and while disabled.
            private struct DSButtonStyle: ButtonStyle {
                let variant: DSButton.Variant
                let size: DSButton.Size

                func makeBody(configuration: Configuration) -> some View {
                    DSButtonBody(configuration: configuration, variant: variant, size: size)
                }
            }

            /// A view of its own, so that it reads `isEnabled` (`.disabled(true)` anywhere above the button).
            private struct DSButtonBody: View {
                let configuration: ButtonStyleConfiguration
                let variant: DSButton.Variant
                let size: DSButton.Size
                @Environment(\\.isEnabled) private var isEnabled

                /// Apple's minimum tap target; the smaller sizes stay smaller to the eye and take taps around them.
                private let minimumHitSize: CGFloat = 44

                var body: some View {
                    configuration.label
                        .dsFont(labelStyle)
                        .foregroundStyle(foregroundColor)
                        .padding(.horizontal, horizontalPadding)
                        .padding(.vertical, verticalPadding)
                        .background(backgroundColor)
                        .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
                        .opacity(opacity)
                        .frame(minWidth: minimumHitSize, minHeight: minimumHitSize)
                        .contentShape(Rectangle())
                }

                private var opacity: Double {
                    if !isEnabled { return \(SwiftSource.number(scale.disabledOpacity.value)) }\(trailing(scale.disabledOpacity.comment))
                    return configuration.isPressed ? \(SwiftSource.number(scale.pressedOpacity.value)) : 1\(trailing(scale.pressedOpacity.comment))
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .primary:     return .\(scale.name(.textInverse))
                    case .secondary:   return .\(scale.name(.textPrimary))
                    case .destructive: return .\(scale.name(.textInverse))
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .primary:     return .\(scale.name(.actionPrimary))
                    case .secondary:   return .\(scale.name(.surfaceRaised))
                    case .destructive: return .\(scale.name(.actionDestructive))
                    }
                }

                private var labelStyle: DSTextStyle {
                    switch size {
                    case .sm: return .\(scale.name(.typographyBodySmall))
                    case .md: return .\(scale.name(.typographyBody))
                    case .lg: return .\(scale.name(.typographyBodyLarge))
                    }
                }

                private var horizontalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.\(scale.name(.spacingSm)) + DSSpacingFixed.\(scale.name(.spacingXs))  \(scale.points(scale.sm + scale.xs))
                    case .md: return DSSpacingFixed.\(scale.name(.spacingMd))                      \(scale.points(scale.md))
                    case .lg: return DSSpacingFixed.\(scale.name(.spacingLg))                      \(scale.points(scale.lg))
                    }
                }

                private var verticalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.\(scale.name(.spacingXs)) * 1.5                \(scale.points(scale.xs * 1.5))
                    case .md: return DSSpacingFixed.\(scale.name(.spacingSm))                      \(scale.points(scale.sm))
                    case .lg: return DSSpacingFixed.\(scale.name(.spacingSm)) + DSSpacingFixed.\(scale.name(.spacingXs))  \(scale.points(scale.sm + scale.xs))
                    }
                }

                private var cornerRadius: CGFloat {
                    switch size {
                    case .sm: return DSRadius.\(scale.name(.radiusSm))
                    case .md: return DSRadius.\(scale.name(.radiusMd))
                    case .lg: return DSRadius.\(scale.name(.radiusMd))
                    }
                }
            }

            #Preview {
                VStack(spacing: DSSpacingFixed.\(scale.name(.spacingMd))) {
                    HStack(spacing: DSSpacingFixed.\(scale.name(.spacingSm))) {
                        DSButton("Primary") {}
                        DSButton("Secondary", variant: .secondary) {}
                        DSButton("Danger", variant: .destructive) {}
                    }
                    HStack(spacing: DSSpacingFixed.\(scale.name(.spacingSm))) {
                        DSButton("Small", size: .sm) {}
                        DSButton("Medium") {}
                        DSButton("Large", size: .lg) {}
                    }
                    DSButton("Disabled") {}
                        .disabled(true)
                }
                .padding()
                .background(Color.\(scale.name(.surfaceDefault)))
            }

            """)
    }
}
