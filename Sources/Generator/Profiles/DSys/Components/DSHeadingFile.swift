/// `Components/DSHeading.swift`: a heading at one of four levels of the type hierarchy, in the weights of the
/// document's heading styles.
enum DSHeadingFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        let members = ComponentFiles.textMembers(
            noun: "a heading", text: "text", key: "key", option: ("level", "Level", ".h1"))
        return swiftFile(
            "Components/DSHeading.swift",
            """
            /// A heading at one of four levels of the type hierarchy.
            ///
            /// The text is localized like `Text`'s: a literal is a key in the app's strings.
            public struct DSHeading: View {
                public enum Level: Sendable { case h1, h2, h3, h4 }

            \(members)

                public var body: some View {
                    text
                        .dsFont(style)
                        .foregroundStyle(Color.\(scale.name(.textPrimary)))
                        .accessibilityAddTraits(.isHeader)
                }

                private var style: DSTextStyle {
                    switch level {
                    case .h1: return .\(scale.name(.typographyHeading1))
                    case .h2: return .\(scale.name(.typographyHeading2))
                    case .h3: return .\(scale.name(.typographyHeading3))
                    case .h4: return .\(scale.name(.typographyHeading4))
                    }
                }
            }

            #Preview {
                VStack(alignment: .leading, spacing: DSSpacingFixed.\(scale.name(.spacingMd))) {
                    DSHeading("Heading 1")
                    DSHeading("Heading 2", level: .h2)
                    DSHeading("Heading 3", level: .h3)
                    DSHeading("Heading 4", level: .h4)
                }
                .padding()
                .background(Color.\(scale.name(.surfaceDefault)))
            }

            """)
    }
}
