/// `Components/DSTextField.swift`: a text field with the focus ring and the error state.
enum CatalogTextFieldFile {
    static func file(_ scale: CatalogScale) -> GeneratedFile {
        swiftFile(
            "Components/DSTextField.swift",
            """
            /// A text field of the design system, with its focus ring and error state.
            public struct DSTextField: View {
                /// The smallest height a control takes, the touch target of Apple's Human Interface Guidelines.
                private static let minimumHeight: CGFloat = 44

                private let titleKey: LocalizedStringKey
                @Binding private var text: String
                private let isError: Bool
                @FocusState private var isFocused: Bool

                /// A field whose placeholder, `titleKey`, is looked up in the app's localized strings.
                public init(_ titleKey: LocalizedStringKey, text: Binding<String>, isError: Bool = false) {
                    self.titleKey = titleKey
                    self._text = text
                    self.isError = isError
                }

                public var body: some View {
                    TextField(titleKey, text: $text, prompt: Text(titleKey).foregroundColor(\(scale["text.tertiary"])))
                        .dsTextStyle(\(scale["typography.body"]))
                        .focused($isFocused)
                        .padding(.horizontal, \(scale["spacing.md"]))
                        .padding(.vertical, \(scale["spacing.sm"]))
                        .frame(minHeight: Self.minimumHeight)
                        .background(\(scale["background.base"]), in: RoundedRectangle(cornerRadius: \(scale["radius.medium"])))
                        .overlay {
                            RoundedRectangle(cornerRadius: \(scale["radius.medium"]))
                                .strokeBorder(borderColor, lineWidth: isFocused || isError ? 2 : 1)
                        }
                }

                private var borderColor: Color {
                    if isError { return \(scale["semantic.error"]) }
                    if isFocused { return \(scale["border.focus"]) }
                    return \(scale["border.default"])
                }
            }

            /// Owns the text the preview edits: `@State` inside `#Preview` does not work on iOS 16.
            private struct DSTextFieldPreview: View {
                @State private var email = ""
                @State private var invalid = "name@"

                var body: some View {
                    VStack(spacing: \(scale["spacing.md"])) {
                        DSTextField("Email address", text: $email)
                        DSTextField("Email address", text: $invalid, isError: true)
                    }
                    .padding()
                    .background(\(scale["background.base"]))
                }
            }

            #Preview {
                DSTextFieldPreview()
            }

            """)
    }
}
