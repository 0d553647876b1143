/// `Components/DSCard.swift`: a raised surface that groups related content.
enum DSCardFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSCard.swift",
            """
            /// A raised surface that groups related content.
            public struct DSCard<Content: View>: View {
                private let content: Content

                public init(@ViewBuilder content: () -> Content) {
                    self.content = content()
                }

                private var spacing = DSSpacing()

                public var body: some View {
                    content
                        .padding(spacing.\(scale.name(.spacingMd)))
                        .clipShape(RoundedRectangle(cornerRadius: DSRadius.\(scale.name(.radiusLg))))
                        .background {
                            // The shadow is cast by the card's shape: cast by the whole card, it would fall from every
                            // glyph of the content onto the card.
                            RoundedRectangle(cornerRadius: DSRadius.\(scale.name(.radiusLg)))
                                .fill(Color.\(scale.name(.surfaceRaised)))
                                .dsShadow(.\(scale.name(.shadowSm)))
                        }
                        .overlay {
                            RoundedRectangle(cornerRadius: DSRadius.\(scale.name(.radiusLg)))
                                .strokeBorder(Color.\(scale.name(.borderDefault)), lineWidth: 1)
                        }
                }
            }

            #Preview {
                DSCard {
                    VStack(alignment: .leading, spacing: DSSpacingFixed.\(scale.name(.spacingSm))) {
                        Text("Card title")
                            .dsFont(.\(scale.name(.typographyHeading4)))
                            .foregroundStyle(Color.\(scale.name(.textPrimary)))
                        Text("Supporting card content goes here.")
                            .dsFont(.\(scale.name(.typographyBody)))
                            .foregroundStyle(Color.\(scale.name(.textMuted)))
                    }
                }
                .padding()
                .background(Color.\(scale.name(.surfaceDefault)))
            }

            """)
    }
}
