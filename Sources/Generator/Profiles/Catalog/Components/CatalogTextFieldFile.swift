/// `Components/DSTextField.swift`: a text field with the focus ring and the error state, tappable over its whole
/// 44-point-high shape; an error shows an outline, a symbol and an optional message, and VoiceOver reads it as part
/// of the field's value. At rest its outline is `border.input` (3:1 on the field and around it); it draws no bezel of
/// its own (`.plain`: macOS's default style draws one inside the outline).
enum CatalogTextFieldFile {
    static func file(_ scale: CatalogScale) -> GeneratedFile {
        swiftFile(
            "Components/DSTextField.swift",
            """
            /// A text field of the design system, with its focus ring and error state.
            ///
            /// The whole field, its padding included, takes a tap and is at least 44 points high. An error is shown by
            /// the outline, a symbol and `errorMessage` (not by color alone), and VoiceOver reads it after the field's
            /// text ("Error", in the package's own strings, when there is no message).
            public struct DSTextField: View {
                /// Apple's minimum tap target.
                private static let minimumHeight: CGFloat = 44

                private let title: Text
                @Binding private var text: String
                private let isError: Bool
                private let errorMessage: Text?
                @FocusState private var isFocused: Bool

                /// A field whose placeholder, `titleKey`, and error message are looked up in the app's localized strings.
                public init(
                    _ titleKey: LocalizedStringKey,
                    text: Binding<String>,
                    isError: Bool = false,
                    errorMessage: LocalizedStringKey? = nil
                ) {
                    self.init(title: Text(titleKey), text: text, isError: isError, errorMessage: errorMessage.map { Text($0) })
                }

                /// A field whose placeholder is shown as it is, not localized (a name, say).
                @_disfavoredOverload
                public init<S: StringProtocol>(
                    _ title: S,
                    text: Binding<String>,
                    isError: Bool = false,
                    errorMessage: LocalizedStringKey? = nil
                ) {
                    self.init(title: Text(title), text: text, isError: isError, errorMessage: errorMessage.map { Text($0) })
                }

                private init(title: Text, text: Binding<String>, isError: Bool, errorMessage: Text?) {
                    self.title = title
                    self._text = text
                    self.isError = isError
                    self.errorMessage = errorMessage
                }

                public var body: some View {
                    VStack(alignment: .leading, spacing: \(scale[.spacingSm])) {
                        HStack(spacing: \(scale[.spacingSm])) {
                            TextField(text: $text, prompt: title.foregroundColor(\(scale[.textTertiary]))) {
                                title
                            }
                            .textFieldStyle(.plain)
                            .dsTextStyle(\(scale[.typographyBody]))
                            .focused($isFocused)
                            .accessibilityValue(accessibilityValue)
                            if isError {
                                Image(systemName: "exclamationmark.circle.fill")
                                    .foregroundStyle(\(scale[.semanticError]))
                                    .accessibilityHidden(true)  // the field's value says it
                                    .allowsHitTesting(false)  // a tap on it focuses the field
                            }
                        }
                        .padding(.horizontal, \(scale[.spacingMd]))
                        .padding(.vertical, \(scale[.spacingSm]))
                        .frame(minHeight: Self.minimumHeight)
                        .background {
                            // Behind the field: a tap on the padding, which the text field does not take, focuses it.
                            RoundedRectangle(cornerRadius: \(scale[.radiusMedium]))
                                .fill(\(scale[.backgroundBase]))
                                .onTapGesture { isFocused = true }
                        }
                        .overlay {
                            RoundedRectangle(cornerRadius: \(scale[.radiusMedium]))
                                .strokeBorder(borderColor, lineWidth: isFocused || isError ? 2 : 1)
                                .allowsHitTesting(false)
                        }
                        if isError, let errorMessage {
                            errorMessage
                                .dsTextStyle(\(scale[.typographyBody]), color: \(scale[.semanticError]))
                                .accessibilityHidden(true)  // the field's value says it
                        }
                    }
                }

                private var borderColor: Color {
                    if isError { return \(scale[.semanticError]) }
                    if isFocused { return \(scale[.borderFocus]) }
                    return \(scale[.borderInput])
                }

                /// What VoiceOver reads as the field's value: its text, then the error.
                private var accessibilityValue: Text {
                    guard isError else { return Text(verbatim: text) }
                    let error = errorMessage ?? \(PackageStrings.text(PackageStrings.error))
                    return text.isEmpty ? error : Text("\\(Text(verbatim: text)), \\(error)")
                }
            }

            /// Owns the text the preview edits: `@State` inside `#Preview` does not work on iOS 16.
            private struct DSTextFieldPreview: View {
                @State private var email = ""
                @State private var invalid = "name@"

                var body: some View {
                    VStack(spacing: \(scale[.spacingMd])) {
                        DSTextField("Email address", text: $email)
                        DSTextField("Email address", text: $invalid, isError: true, errorMessage: "Enter a full email address")
                    }
                    .padding()
                    .background(\(scale[.backgroundBase]))
                }
            }

            #Preview {
                DSTextFieldPreview()
            }

            """)
    }
}
