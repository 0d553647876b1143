/// `Components/DSInput.swift`: a text field with the focus ring and the error state.
enum DSInputFile {
    static func file() -> GeneratedFile {
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
}
