/// `Components/DSInput.swift`: a text field with the focus ring and the error state.
enum DSInputFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSInput.swift",
            """
            /// A text field with the design system's focus ring and error state.
            ///
            /// The placeholder is localized like `TextField`'s: a literal is a key in the app's strings.
            public struct DSInput: View {
                private let placeholder: Text
                @Binding private var text: String
                private let isError: Bool

                @FocusState private var isFocused: Bool
                private var spacing = DSSpacing()

                /// Creates a field whose placeholder is a key in the app's localized strings.
                public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>, isError: Bool = false) {
                    self.init(placeholder: Text(placeholderKey), text: text, isError: isError)
                }

                /// Creates a field whose placeholder is a string shown as it is, without localizing it.
                @_disfavoredOverload
                public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, isError: Bool = false) {
                    self.init(placeholder: Text(placeholder), text: text, isError: isError)
                }

                private init(placeholder: Text, text: Binding<String>, isError: Bool) {
                    self.placeholder = placeholder
                    self._text = text
                    self.isError = isError
                }

                public var body: some View {
                    TextField(text: $text, prompt: placeholder) {
                        placeholder
                    }
                    .dsFont(.\(scale.name("typography.body")))
                    .foregroundStyle(Color.\(scale.name("text.primary")))
                    .padding(.horizontal, spacing.\(scale.name("spacing.md")))
                    .padding(.vertical, spacing.\(scale.name("spacing.sm")))
                    .background(Color.\(scale.name("surface.inset")))
                    .clipShape(RoundedRectangle(cornerRadius: DSRadius.\(scale.name("radius.md"))))
                    .overlay {
                        RoundedRectangle(cornerRadius: DSRadius.\(scale.name("radius.md")))
                            .strokeBorder(borderColor, lineWidth: isFocused ? 2 : 1)
                    }
                    .focused($isFocused)
                }

                private var borderColor: Color {
                    if isError { return .\(scale.name("feedback.error")) }
                    if isFocused { return .\(scale.name("border.focus")) }
                    return .\(scale.name("border.default"))
                }
            }

            /// Owns the text the preview edits; `@State` inside `#Preview` does not work on iOS 16.
            private struct DSInputPreview: View {
                @State private var text = ""
                @State private var errorText = "invalid@"

                var body: some View {
                    VStack(spacing: DSSpacingFixed.\(scale.name("spacing.md"))) {
                        DSInput("Email address", text: $text)
                        DSInput("Invalid input", text: $errorText, isError: true)
                    }
                    .padding()
                    .background(Color.\(scale.name("surface.default")))
                }
            }

            #Preview {
                DSInputPreview()
            }

            """)
    }
}
