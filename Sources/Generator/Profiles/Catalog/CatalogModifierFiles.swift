/// `Modifiers/DSTextStyle.swift`: `dsTextStyle(_:color:)`, a text style's font, line height and letter spacing.
enum CatalogTextStyleFile {
    static func file(_ scale: CatalogScale) -> GeneratedFile {
        swiftFile(
            "Modifiers/DSTextStyle.swift",
            """
            /// Sets a text style of the design system and a color: the style's font, its line height (as line
            /// spacing) and its letter spacing, the last two scaled with Dynamic Type as the font is.
            public struct DSTextStyle: ViewModifier {
                let typography: DSTypography
                let color: Color
                @ScaledMetric private var lineSpacing: CGFloat
                @ScaledMetric private var letterSpacing: CGFloat

                public init(_ typography: DSTypography, color: Color) {
                    self.typography = typography
                    self.color = color
                    _lineSpacing = ScaledMetric(wrappedValue: typography.lineSpacing, relativeTo: typography.textStyle)
                    _letterSpacing = ScaledMetric(wrappedValue: typography.letterSpacing, relativeTo: typography.textStyle)
                }

                public func body(content: Content) -> some View {
                    content
                        .font(typography.font)
                        .lineSpacing(lineSpacing)
                        .tracking(letterSpacing)
                        .foregroundStyle(color)
                }
            }

            extension View {
                /// Sets a text style of the design system: `Text("Title").dsTextStyle(\(scale[.typographyHeading]))`.
                public func dsTextStyle(_ typography: DSTypography, color: Color = \(scale[.textPrimary])) -> some View {
                    modifier(DSTextStyle(typography, color: color))
                }
            }

            """)
    }
}

/// `Modifiers/DSCardStyle.swift`: `dsCardStyle()`, the card's padding, surface, border and shadow.
enum CatalogCardStyleFile {
    static func file(_ scale: CatalogScale) -> GeneratedFile {
        swiftFile(
            "Modifiers/DSCardStyle.swift",
            """
            /// The card treatment of the design system: padding, the raised background with a hairline border, and
            /// the card's shadow, cast by the background alone so that the content casts none.
            public struct DSCardStyle: ViewModifier {
                public init() {}

                public func body(content: Content) -> some View {
                    content
                        .padding(\(scale[.spacingMd]))
                        .background {
                            RoundedRectangle(cornerRadius: \(scale[.radiusLarge]))
                                .fill(\(scale[.backgroundLayer1]))
                                .dsShadow(\(scale[.shadowCard]))
                        }
                        .overlay {
                            RoundedRectangle(cornerRadius: \(scale[.radiusLarge]))
                                .strokeBorder(\(scale[.borderDefault]), lineWidth: 1)
                        }
                }
            }

            extension View {
                /// Presents the view as a card of the design system.
                public func dsCardStyle() -> some View {
                    modifier(DSCardStyle())
                }
            }

            """)
    }
}
