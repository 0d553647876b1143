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
                    case .primary:     return .\(scale.name("text.inverse"))
                    case .secondary:   return .\(scale.name("text.primary"))
                    case .destructive: return .\(scale.name("text.inverse"))
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .primary:     return .\(scale.name("action.primary"))
                    case .secondary:   return .\(scale.name("surface.raised"))
                    case .destructive: return .\(scale.name("action.destructive"))
                    }
                }

                private var labelFont: Font {
                    switch size {
                    case .sm: return DSFont.\(scale.name("typography.bodySmall"))()
                    case .md: return DSFont.\(scale.name("typography.body"))()
                    case .lg: return DSFont.\(scale.name("typography.bodyLarge"))()
                    }
                }

                private var horizontalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.sm"))")) + DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.xs"))"))  \(scale.points(scale.sm + scale.xs))
                    case .md: return DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.md"))"))                      \(scale.points(scale.md))
                    case .lg: return DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.lg"))"))                      \(scale.points(scale.lg))
                    }
                }

                private var verticalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.xs"))")) * 1.5                \(scale.points(scale.xs * 1.5))
                    case .md: return DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.sm"))"))                      \(scale.points(scale.sm))
                    case .lg: return DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.sm"))")) + DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.xs"))"))  \(scale.points(scale.sm + scale.xs))
                    }
                }

                private var cornerRadius: CGFloat {
                    switch size {
                    case .sm: return DSRadius.\(scale.name("radius.sm"))
                    case .md: return DSRadius.\(scale.name("radius.md"))
                    case .lg: return DSRadius.\(scale.name("radius.md"))
                    }
                }
            }

            #Preview {
                VStack(spacing: DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.md"))"))) {
                    HStack(spacing: DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.sm"))"))) {
                        DSButton("Primary") {}
                        DSButton("Secondary", variant: .secondary) {}
                        DSButton("Danger", variant: .destructive) {}
                    }
                    HStack(spacing: DSSpacingFixed.\(scale.name("spacing.\(scale.name("spacing.sm"))"))) {
                        DSButton("Small", size: .sm) {}
                        DSButton("Medium") {}
                        DSButton("Large", size: .lg) {}
                    }
                }
                .padding()
                .background(Color.\(scale.name("surface.default")))
            }

            """)
    }
}
