/// `Components/DSCard.swift`: a card that groups related content.
enum CatalogCardFile {
    static func file(_ scale: CatalogScale) -> GeneratedFile {
        swiftFile(
            "Components/DSCard.swift",
            """
            /// A raised surface that groups related content: `DSCard { Text("…") }`.
            public struct DSCard<Content: View>: View {
                private let content: Content

                public init(@ViewBuilder content: () -> Content) {
                    self.content = content()
                }

                public var body: some View {
                    content
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .dsCardStyle()
                }
            }

            #Preview {
                DSCard {
                    VStack(alignment: .leading, spacing: \(scale["spacing.sm"])) {
                        Text("Card title")
                            .dsTextStyle(\(scale["typography.heading"]))
                        Text("Supporting content goes here.")
                            .dsTextStyle(\(scale["typography.body"]), color: \(scale["text.secondary"]))
                    }
                }
                .padding()
                .background(\(scale["background.base"]))
            }

            """)
    }
}
