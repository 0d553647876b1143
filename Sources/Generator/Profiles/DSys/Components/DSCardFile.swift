/// `Components/DSCard.swift`: a raised surface that groups related content.
enum DSCardFile {
    static func file() -> GeneratedFile {
        swiftFile(
            "Components/DSCard.swift",
            """
            /// A raised surface that groups related content.
            public struct DSCard<Content: View>: View {
                let content: Content

                public init(@ViewBuilder content: () -> Content) {
                    self.content = content()
                }

                private var spacing = DSSpacing()

                public var body: some View {
                    content
                        .padding(spacing.md)
                        .background(Color.dsSurfaceRaised)
                        .clipShape(RoundedRectangle(cornerRadius: DSRadius.lg))
                        .overlay {
                            RoundedRectangle(cornerRadius: DSRadius.lg)
                                .strokeBorder(Color.dsBorderDefault, lineWidth: 1)
                        }
                        .dsShadow(.sm)
                }
            }

            #Preview {
                DSCard {
                    VStack(alignment: .leading, spacing: DSSpacingFixed.sm) {
                        Text("Card title")
                            .font(DSFont.heading4())
                            .foregroundStyle(Color.dsTextPrimary)
                        Text("Supporting card content goes here.")
                            .font(DSFont.body())
                            .foregroundStyle(Color.dsTextMuted)
                    }
                }
                .padding()
                .background(Color.dsSurfaceDefault)
            }

            """)
    }
}
