/// `Components/DSButton.swift`: the primary interactive element in three variants and three
/// sizes; its comments quote the document's spacing.
enum DSButtonFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSButton.swift",
            """
            /// The primary interactive element: three variants in three sizes.
            public struct DSButton: View {
                public enum Variant { case primary, secondary, destructive }
                public enum Size { case sm, md, lg }

                let title: String
                let variant: Variant
                let size: Size
                let action: () -> Void

                public init(
                    _ title: String,
                    variant: Variant = .primary,
                    size: Size = .md,
                    action: @escaping () -> Void
                ) {
                    self.title = title
                    self.variant = variant
                    self.size = size
                    self.action = action
                }

                public var body: some View {
                    Button(action: action) {
                        Text(title)
                            .font(labelFont)
                            .fontWeight(.medium)
                            .padding(.horizontal, horizontalPadding)
                            .padding(.vertical, verticalPadding)
                    }
                    .foregroundStyle(foregroundColor)
                    .background(backgroundColor)
                    .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .primary:     return .dsTextInverse
                    case .secondary:   return .dsTextPrimary
                    case .destructive: return .dsTextInverse
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .primary:     return .dsActionPrimary
                    case .secondary:   return .dsSurfaceRaised
                    case .destructive: return .dsActionDestructive
                    }
                }

                private var labelFont: Font {
                    switch size {
                    case .sm: return DSFont.bodySmall()
                    case .md: return DSFont.body()
                    case .lg: return DSFont.bodyLarge()
                    }
                }

                private var horizontalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.sm + DSSpacingFixed.xs  \(scale.points(scale.sm + scale.xs))
                    case .md: return DSSpacingFixed.md                      \(scale.points(scale.md))
                    case .lg: return DSSpacingFixed.lg                      \(scale.points(scale.lg))
                    }
                }

                private var verticalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.xs * 1.5                \(scale.points(scale.xs * 1.5))
                    case .md: return DSSpacingFixed.sm                      \(scale.points(scale.sm))
                    case .lg: return DSSpacingFixed.sm + DSSpacingFixed.xs  \(scale.points(scale.sm + scale.xs))
                    }
                }

                private var cornerRadius: CGFloat {
                    switch size {
                    case .sm: return DSRadius.sm
                    case .md: return DSRadius.md
                    case .lg: return DSRadius.md
                    }
                }
            }

            #Preview {
                VStack(spacing: DSSpacingFixed.md) {
                    HStack(spacing: DSSpacingFixed.sm) {
                        DSButton("Primary") {}
                        DSButton("Secondary", variant: .secondary) {}
                        DSButton("Danger", variant: .destructive) {}
                    }
                    HStack(spacing: DSSpacingFixed.sm) {
                        DSButton("Small", size: .sm) {}
                        DSButton("Medium") {}
                        DSButton("Large", size: .lg) {}
                    }
                }
                .padding()
                .background(Color.dsSurfaceDefault)
            }

            """)
    }
}
