import Tokens

/// The spacing values the components' explanatory comments quote.
struct ComponentScale {
    var xs: Double
    var sm: Double
    var md: Double
    var lg: Double

    init(_ designSystem: DesignSystem) {
        func value(_ name: String) -> Double {
            designSystem.spacing.first { $0.name == name }?.value ?? 0
        }
        xs = value("xs")
        sm = value("sm")
        md = value("md")
        lg = value("lg")
    }

    /// A comment giving the points an expression comes to with this document's values.
    func points(_ value: Double) -> String {
        "// \(SwiftSource.number(value)) pt"
    }
}

/// The six components of seed 000, each in `Components/`.
enum ComponentFiles {
    static func files(_ scale: ComponentScale) -> [GeneratedFile] {
        [button(scale), card(), input(), badge(scale), heading(), text()]
    }

    static func button(_ scale: ComponentScale) -> GeneratedFile {
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
                    case .primary:     return .dsTextInverse
                    case .secondary:   return .dsTextPrimary
                    case .destructive: return .dsTextInverse
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .primary:     return .dsActionPrimary
                    case .secondary:   return .dsSurfaceRaised
                    case .destructive: return .dsActionDestructive
                    }
                }

                private var labelFont: Font {
                    switch size {
                    case .sm: return DSFont.bodySmall()
                    case .md: return DSFont.body()
                    case .lg: return DSFont.bodyLarge()
                    }
                }

                private var horizontalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.sm + DSSpacingFixed.xs  \(scale.points(scale.sm + scale.xs))
                    case .md: return DSSpacingFixed.md                      \(scale.points(scale.md))
                    case .lg: return DSSpacingFixed.lg                      \(scale.points(scale.lg))
                    }
                }

                private var verticalPadding: CGFloat {
                    switch size {
                    case .sm: return DSSpacingFixed.xs * 1.5                \(scale.points(scale.xs * 1.5))
                    case .md: return DSSpacingFixed.sm                      \(scale.points(scale.sm))
                    case .lg: return DSSpacingFixed.sm + DSSpacingFixed.xs  \(scale.points(scale.sm + scale.xs))
                    }
                }

                private var cornerRadius: CGFloat {
                    switch size {
                    case .sm: return DSRadius.sm
                    case .md: return DSRadius.md
                    case .lg: return DSRadius.md
                    }
                }
            }

            #Preview {
                VStack(spacing: DSSpacingFixed.md) {
                    HStack(spacing: DSSpacingFixed.sm) {
                        DSButton("Primary") {}
                        DSButton("Secondary", variant: .secondary) {}
                        DSButton("Danger", variant: .destructive) {}
                    }
                    HStack(spacing: DSSpacingFixed.sm) {
                        DSButton("Small", size: .sm) {}
                        DSButton("Medium") {}
                        DSButton("Large", size: .lg) {}
                    }
                }
                .padding()
                .background(Color.dsSurfaceDefault)
            }

            """)
    }

    static func card() -> GeneratedFile {
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

    static func input() -> GeneratedFile {
        swiftFile(
            "Components/DSInput.swift",
            """
            /// A text field with the design system's focus ring and error state.
            public struct DSInput: View {
                let placeholder: String
                @Binding var text: String
                var isError: Bool

                @FocusState private var isFocused: Bool
                private var spacing = DSSpacing()

                public init(_ placeholder: String, text: Binding<String>, isError: Bool = false) {
                    self.placeholder = placeholder
                    self._text = text
                    self.isError = isError
                }

                public var body: some View {
                    TextField(placeholder, text: $text)
                        .font(DSFont.body())
                        .foregroundStyle(Color.dsTextPrimary)
                        .padding(.horizontal, spacing.md)
                        .padding(.vertical, spacing.sm)
                        .background(Color.dsSurfaceInset)
                        .clipShape(RoundedRectangle(cornerRadius: DSRadius.md))
                        .overlay {
                            RoundedRectangle(cornerRadius: DSRadius.md)
                                .strokeBorder(borderColor, lineWidth: isFocused ? 2 : 1)
                        }
                        .focused($isFocused)
                }

                private var borderColor: Color {
                    if isError { return .dsFeedbackError }
                    if isFocused { return .dsBorderFocus }
                    return .dsBorderDefault
                }
            }

            /// Owns the text the preview edits; `@State` inside `#Preview` does not work on iOS 16.
            private struct DSInputPreview: View {
                @State private var text = ""
                @State private var errorText = "invalid@"

                var body: some View {
                    VStack(spacing: DSSpacingFixed.md) {
                        DSInput("Email address", text: $text)
                        DSInput("Invalid input", text: $errorText, isError: true)
                    }
                    .padding()
                    .background(Color.dsSurfaceDefault)
                }
            }

            #Preview {
                DSInputPreview()
            }

            """)
    }

    static func badge(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSBadge.swift",
            """
            /// An inline label for categories, tags and states.
            public struct DSBadge: View {
                public enum Variant { case `default`, success, error, warning, info }

                let label: String
                let variant: Variant

                public init(_ label: String, variant: Variant = .default) {
                    self.label = label
                    self.variant = variant
                }

                public var body: some View {
                    Text(label)
                        .font(DSFont.label())
                        .fontWeight(.medium)
                        .foregroundStyle(foregroundColor)
                        .padding(.horizontal, DSSpacingFixed.sm + DSSpacingFixed.xs)  \(scale.points(scale.sm + scale.xs))
                        .padding(.vertical, DSSpacingFixed.xs / 2)                    \(scale.points(scale.xs / 2))
                        .background(backgroundColor)
                        .clipShape(Capsule())
                        .overlay {
                            Capsule().strokeBorder(borderColor, lineWidth: 1)
                        }
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .default: return .dsTextMuted
                    case .success: return .dsFeedbackSuccess
                    case .error:   return .dsFeedbackError
                    case .warning: return .dsFeedbackWarning
                    case .info:    return .dsFeedbackInfo
                    }
                }

                private var backgroundColor: Color {
                    switch variant {
                    case .default: return .dsSurfaceInset
                    case .success: return .dsFeedbackSuccess.opacity(0.1)
                    case .error:   return .dsFeedbackError.opacity(0.1)
                    case .warning: return .dsFeedbackWarning.opacity(0.1)
                    case .info:    return .dsFeedbackInfo.opacity(0.1)
                    }
                }

                private var borderColor: Color {
                    switch variant {
                    case .default: return .dsBorderDefault
                    case .success: return .dsFeedbackSuccess.opacity(0.2)
                    case .error:   return .dsFeedbackError.opacity(0.2)
                    case .warning: return .dsFeedbackWarning.opacity(0.2)
                    case .info:    return .dsFeedbackInfo.opacity(0.2)
                    }
                }
            }

            #Preview {
                HStack(spacing: DSSpacingFixed.sm) {
                    DSBadge("Default")
                    DSBadge("Success", variant: .success)
                    DSBadge("Error", variant: .error)
                    DSBadge("Warning", variant: .warning)
                    DSBadge("Info", variant: .info)
                }
                .padding()
                .background(Color.dsSurfaceDefault)
            }

            """)
    }

    static func heading() -> GeneratedFile {
        swiftFile(
            "Components/DSHeading.swift",
            """
            /// A heading at one of four levels of the type hierarchy.
            public struct DSHeading: View {
                public enum Level { case h1, h2, h3, h4 }

                let text: String
                let level: Level

                public init(_ text: String, level: Level = .h1) {
                    self.text = text
                    self.level = level
                }

                public var body: some View {
                    Text(text)
                        .font(headingFont)
                        .fontWeight(fontWeight)
                        .foregroundStyle(Color.dsTextPrimary)
                        .lineSpacing(2)
                        .accessibilityAddTraits(.isHeader)
                }

                private var headingFont: Font {
                    switch level {
                    case .h1: return DSFont.heading1()
                    case .h2: return DSFont.heading2()
                    case .h3: return DSFont.heading3()
                    case .h4: return DSFont.heading4()
                    }
                }

                private var fontWeight: Font.Weight {
                    switch level {
                    case .h1, .h2: return .bold
                    case .h3, .h4: return .semibold
                    }
                }
            }

            #Preview {
                VStack(alignment: .leading, spacing: DSSpacingFixed.md) {
                    DSHeading("Heading 1")
                    DSHeading("Heading 2", level: .h2)
                    DSHeading("Heading 3", level: .h3)
                    DSHeading("Heading 4", level: .h4)
                }
                .padding()
                .background(Color.dsSurfaceDefault)
            }

            """)
    }

    static func text() -> GeneratedFile {
        swiftFile(
            "Components/DSText.swift",
            """
            /// Body text in the type scale's sizes and the semantic text colors.
            public struct DSText: View {
                public enum Variant { case primary, secondary, muted }
                public enum Size { case sm, base, lg }

                let content: String
                let variant: Variant
                let size: Size

                public init(_ content: String, variant: Variant = .primary, size: Size = .base) {
                    self.content = content
                    self.variant = variant
                    self.size = size
                }

                public var body: some View {
                    Text(content)
                        .font(textFont)
                        .foregroundStyle(foregroundColor)
                        .lineSpacing(4)
                }

                private var textFont: Font {
                    switch size {
                    case .sm:   return DSFont.bodySmall()
                    case .base: return DSFont.body()
                    case .lg:   return DSFont.bodyLarge()
                    }
                }

                private var foregroundColor: Color {
                    switch variant {
                    case .primary:   return .dsTextPrimary
                    case .secondary: return .dsTextSecondary
                    case .muted:     return .dsTextMuted
                    }
                }
            }

            #Preview {
                VStack(alignment: .leading, spacing: DSSpacingFixed.sm) {
                    DSText("Primary text at base size")
                    DSText("Secondary text at base size", variant: .secondary)
                    DSText("Muted caption text", variant: .muted, size: .sm)
                    DSText("Large body text", size: .lg)
                }
                .padding()
                .background(Color.dsSurfaceDefault)
            }

            """)
    }
}
