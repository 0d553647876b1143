/// `Components/DSInput.swift`: a text field with the focus ring and the error state, tappable over its whole
/// 44-point-high shape; an error shows an outline, a symbol and an optional message, and VoiceOver reads it as part
/// of the field's value. At rest its outline is `border.input` (3:1 on the field and around it) and its placeholder
/// `text.muted`; it draws no bezel of its own (`.plain`: macOS's default style draws one inside the outline).
enum DSInputFile {
    static func file(_ scale: ComponentScale) -> GeneratedFile {
        swiftFile(
            "Components/DSInput.swift",
            """
            /// A text field with the design system's focus ring and error state.
            ///
            /// The placeholder and the error message are localized like `TextField`'s: a literal is a key in the app's
            /// strings. The whole field, its padding included, takes a tap and is at least 44 points high. An error
            /// is shown by the outline, a symbol and `errorMessage` (not by color alone), and VoiceOver reads it after
            /// the field's text ("Error", in the package's own strings, when there is no message).
            public struct DSInput: View {
                private let placeholder: Text
                @Binding private var text: String
                private let isError: Bool
                private let errorMessage: Text?

                @FocusState private var isFocused: Bool
                private var spacing = DSSpacing()

                /// Apple's minimum tap target.
                private let minimumHitSize: CGFloat = 44

                /// Creates a field whose placeholder is a key in the app's localized strings.
                public init(
                    _ placeholderKey: LocalizedStringKey,
                    text: Binding<String>,
                    isError: Bool = false,
                    errorMessage: LocalizedStringKey? = nil
                ) {
                    self.init(
                        placeholder: Text(placeholderKey), text: text, isError: isError, errorMessage: errorMessage.map { Text($0) })
                }

                /// Creates a field whose placeholder is a string shown as it is, without localizing it.
                @_disfavoredOverload
                public init<S: StringProtocol>(
                    _ placeholder: S,
                    text: Binding<String>,
                    isError: Bool = false,
                    errorMessage: LocalizedStringKey? = nil
                ) {
                    self.init(
                        placeholder: Text(placeholder), text: text, isError: isError, errorMessage: errorMessage.map { Text($0) })
                }

                private init(placeholder: Text, text: Binding<String>, isError: Bool, errorMessage: Text?) {
                    self.placeholder = placeholder
                    self._text = text
                    self.isError = isError
                    self.errorMessage = errorMessage
                }

                public var body: some View {
                    VStack(alignment: .leading, spacing: DSSpacingFixed.\(scale.name(.spacingXs))) {
                        HStack(spacing: DSSpacingFixed.\(scale.name(.spacingSm))) {
                            TextField(text: $text, prompt: placeholder.foregroundColor(Color.\(scale.name(.textMuted)))) {
                                placeholder
                            }
                            .textFieldStyle(.plain)
                            .dsFont(.\(scale.name(.typographyBody)))
                            .foregroundStyle(Color.\(scale.name(.textPrimary)))
                            .focused($isFocused)
                            .accessibilityValue(accessibilityValue)
                            if isError {
                                Image(systemName: "exclamationmark.circle.fill")
                                    .foregroundStyle(Color.\(scale.name(.feedbackError)))
                                    .accessibilityHidden(true)  // the field's value says it
                                    .allowsHitTesting(false)  // a tap on it focuses the field
                            }
                        }
                        .padding(.horizontal, spacing.\(scale.name(.spacingMd)))
                        .padding(.vertical, spacing.\(scale.name(.spacingSm)))
                        .frame(minHeight: minimumHitSize)
                        .background {
                            // Behind the field: a tap on the padding, which the text field does not take, focuses it.
                            RoundedRectangle(cornerRadius: DSRadius.\(scale.name(.radiusMd)))
                                .fill(Color.\(scale.name(.surfaceInset)))
                                .onTapGesture { isFocused = true }
                        }
                        .overlay {
                            RoundedRectangle(cornerRadius: DSRadius.\(scale.name(.radiusMd)))
                                .strokeBorder(borderColor, lineWidth: isFocused || isError ? 2 : 1)
                                .allowsHitTesting(false)
                        }
                        if isError, let errorMessage {
                            errorMessage
                                .dsFont(.\(scale.name(.typographyLabel)))
                                .foregroundStyle(Color.\(scale.name(.feedbackError)))
                                .accessibilityHidden(true)  // the field's value says it
                        }
                    }
                }

                private var borderColor: Color {
                    if isError { return .\(scale.name(.feedbackError)) }
                    if isFocused { return .\(scale.name(.borderFocus)) }
                    return .\(scale.name(.borderInput))
                }

                /// What VoiceOver reads as the field's value: its text, then the error.
                private var accessibilityValue: Text {
                    guard isError else { return Text(verbatim: text) }
                    let error = errorMessage ?? \(PackageStrings.text(PackageStrings.error))
                    return text.isEmpty ? error : Text("\\(Text(verbatim: text)), \\(error)")
                }
            }

            /// Owns the text the preview edits; `@State` inside `#Preview` does not work on iOS 16.
            private struct DSInputPreview: View {
                @State private var text = ""
                @State private var errorText = "invalid@"

                var body: some View {
                    VStack(spacing: DSSpacingFixed.\(scale.name(.spacingMd))) {
                        DSInput("Email address", text: $text)
                        DSInput("Email address", text: $errorText, isError: true, errorMessage: "Enter a full email address")
                    }
                    .padding()
                    .background(Color.\(scale.name(.surfaceDefault)))
                }
            }

            #Preview {
                DSInputPreview()
            }

            """)
    }
}
