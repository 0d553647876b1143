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
                    VStack(alignment: .leading, spacing: \(scale[.spacingSm])) {
                        Text("Card title")
                            .dsTextStyle(\(scale[.typographyHeading]))
                        Text("Supporting content goes here.")
                            .dsTextStyle(\(scale[.typographyBody]), color: \(scale[.textSecondary]))
                    }
                }
                .padding()
                .background(\(scale[.backgroundBase]))
            }

            """)
    }
}
