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
                        .padding(spacing.\(scale.name("spacing.md")))
                        .clipShape(RoundedRectangle(cornerRadius: DSRadius.\(scale.name("radius.lg"))))
                        .background {
                            // The shadow is cast by the card's shape: cast by the whole card, it would fall from every
                            // glyph of the content onto the card.
                            RoundedRectangle(cornerRadius: DSRadius.\(scale.name("radius.lg")))
                                .fill(Color.\(scale.name("surface.raised")))
                                .dsShadow(.\(scale.name("shadow.sm")))
                        }
                        .overlay {
                            RoundedRectangle(cornerRadius: DSRadius.\(scale.name("radius.lg")))
                                .strokeBorder(Color.\(scale.name("border.default")), lineWidth: 1)
                        }
                }
            }

            #Preview {
                DSCard {
                    VStack(alignment: .leading, spacing: DSSpacingFixed.\(scale.name("spacing.sm"))) {
                        Text("Card title")
                            .dsFont(.\(scale.name("typography.heading4")))
                            .foregroundStyle(Color.\(scale.name("text.primary")))
                        Text("Supporting card content goes here.")
                            .dsFont(.\(scale.name("typography.body")))
                            .foregroundStyle(Color.\(scale.name("text.muted")))
                    }
                }
                .padding()
                .background(Color.\(scale.name("surface.default")))
            }

            """)
    }
}
