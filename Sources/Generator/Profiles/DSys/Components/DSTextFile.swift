/// `Components/DSText.swift`: body text in three sizes and the semantic text colors.
enum DSTextFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSText.swift",
            """
            /// Body text in the type scale's sizes and the semantic text colors.
            ///
            /// The text is localized like `Text`'s: a literal is a key in the app's strings.
            public struct DSText: View {
                public enum Variant: Sendable { case primary, secondary, muted }
                public enum Size: Sendable { case sm, base, lg }

                private let content: Text
                private let variant: Variant
                private let size: Size

                /// Creates text that is a key in the app's localized strings.
                public init(_ key: LocalizedStringKey, variant: Variant = .primary, size: Size = .base) {
                    self.init(content: Text(key), variant: variant, size: size)
                }

                /// Creates text that shows a string as it is, without localizing it.
                @_disfavoredOverload
                public init<S: StringProtocol>(_ content: S, variant: Variant = .primary, size: Size = .base) {
                    self.init(content: Text(content), variant: variant, size: size)
                }

                private init(content: Text, variant: Variant, size: Size) {
                    self.content = content
                    self.variant = variant
                    self.size = size
                }

                public var body: some View {
                    content
                        .dsFont(style)
                        .foregroundStyle(foregroundColor)
                }

                private var style: DSTextStyle {
                    switch size {
                    case .sm:   return .\(scale.name(.typographyBodySmall))
                    case .base: return .\(scale.name(.typographyBody))
                    case .lg:   return .\(scale.name(.typographyBodyLarge))
                    }
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .primary:   return .\(scale.name(.textPrimary))
                    case .secondary: return .\(scale.name(.textSecondary))
                    case .muted:     return .\(scale.name(.textMuted))
                    }
                }
            }

            #Preview {
                VStack(alignment: .leading, spacing: DSSpacingFixed.\(scale.name(.spacingSm))) {
                    DSText("Primary text at base size")
                    DSText("Secondary text at base size", variant: .secondary)
                    DSText("Muted caption text", variant: .muted, size: .sm)
                    DSText("Large body text", size: .lg)
                }
                .padding()
                .background(Color.\(scale.name(.surfaceDefault)))
            }

            """)
    }
}
