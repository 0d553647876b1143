/// `Components/DSHeading.swift`: a heading at one of four levels of the type hierarchy, in the weights of the
/// document's heading styles.
enum DSHeadingFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSHeading.swift",
            """
            /// A heading at one of four levels of the type hierarchy.
            ///
            /// The text is localized like `Text`'s: a literal is a key in the app's strings.
            public struct DSHeading: View {
                public enum Level: Sendable { case h1, h2, h3, h4 }

                private let text: Text
                private let level: Level

                /// Creates a heading whose text is a key in the app's localized strings.
                public init(_ key: LocalizedStringKey, level: Level = .h1) {
                    self.init(text: Text(key), level: level)
                }

                /// Creates a heading that shows a string as it is, without localizing it.
                @_disfavoredOverload
                public init<S: StringProtocol>(_ text: S, level: Level = .h1) {
                    self.init(text: Text(text), level: level)
                }

                private init(text: Text, level: Level) {
                    self.text = text
                    self.level = level
                }

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
