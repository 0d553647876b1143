import Tokens

/// `  // other.opacity.disabled` after a line whose value is the document's; nothing after a default.
private func trailing(_ comment: String) -> String {
    comment.isEmpty ? "" : "  \(comment)"
}

/// `Components/ButtonStyles.swift`: primary, secondary and destructive `ButtonStyle`s with pressed and disabled
/// states.
enum ButtonStylesFile {
    static func file(_ context: TokensContext, _ scale: TokensScale) -> GeneratedFile {
        let radius = scale[.radiusMd]
        let disabled = StateOpacity.disabled(in: context.designSystem)
        let pressed = StateOpacity.pressed(in: context.designSystem)
        return swiftFile(
            "Components/ButtonStyles.swift",
            """
            /// The main call to action: `Button("Continue") {}.buttonStyle(.primary)`.
            public struct PrimaryButtonStyle: ButtonStyle {
                public init() {}

                public func makeBody(configuration: Configuration) -> some View {
                    TokenButton(
                        configuration: configuration, foreground: \(scale[.textInverse]),
                        background: \(scale[.actionPrimary]))
                }
            }

            /// A button beside a primary one: `.buttonStyle(.secondary)`.
            public struct SecondaryButtonStyle: ButtonStyle {
                public init() {}

                public func makeBody(configuration: Configuration) -> some View {
                    TokenButton(
                        configuration: configuration, foreground: \(scale[.textPrimary]),
                        background: \(scale[.surfaceRaised]), border: \(scale[.borderDefault]))
                }
            }

            /// A button that deletes or discards: `.buttonStyle(.destructive)`.
            public struct DestructiveButtonStyle: ButtonStyle {
                public init() {}

                public func makeBody(configuration: Configuration) -> some View {
                    TokenButton(
                        configuration: configuration, foreground: \(scale[.textInverse]),
                        background: \(scale[.actionDestructive]))
                }
            }

            extension ButtonStyle where Self == PrimaryButtonStyle {
                /// The main call to action.
                public static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
            }

            extension ButtonStyle where Self == SecondaryButtonStyle {
                /// A button beside a primary one.
                public static var secondary: SecondaryButtonStyle { SecondaryButtonStyle() }
            }

            extension ButtonStyle where Self == DestructiveButtonStyle {
                /// A button that deletes or discards.
                public static var destructive: DestructiveButtonStyle { DestructiveButtonStyle() }
            }

            /// The body the button styles share. A view of its own, so that it can read whether the button is enabled.
            private struct TokenButton: View {
                let configuration: ButtonStyleConfiguration
                let foreground: Color
                let background: Color
                var border: Color?

                @Environment(\\.isEnabled) private var isEnabled

                var body: some View {
                    configuration.label
                        .typography(\(scale[.typographyLabel]))
                        .foregroundStyle(foreground)
                        .padding(.horizontal, \(scale[.spacingMd]))
                        .padding(.vertical, \(scale[.spacingSm]))
                        .frame(minWidth: 44, minHeight: 44)  // the smallest touch target the Human Interface Guidelines allow
                        .background(background, in: RoundedRectangle(cornerRadius: \(radius)))
                        .overlay {
                            if let border {
                                RoundedRectangle(cornerRadius: \(radius))
                                    .strokeBorder(border, lineWidth: \(scale[.borderWidthDefault]))
                            }
                        }
                        .contentShape(RoundedRectangle(cornerRadius: \(radius)))
                        .opacity(opacity)
                        .scaleEffect(configuration.isPressed ? 0.98 : 1)
                        .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
                }

                private var opacity: Double {
                    if !isEnabled { return \(SwiftSource.number(disabled.value)) }\(trailing(disabled.comment))
                    return configuration.isPressed ? \(SwiftSource.number(pressed.value)) : 1\(trailing(pressed.comment))
                }
            }

            #Preview {
                VStack(spacing: \(scale[.spacingMd])) {
                    Button("Primary") {}.buttonStyle(.primary)
                    Button("Secondary") {}.buttonStyle(.secondary)
                    Button("Delete") {}.buttonStyle(.destructive)
                    Button("Disabled") {}.buttonStyle(.primary).disabled(true)
                }
                .padding()
            }

            """)
    }
}

/// `Components/TextFieldStyles.swift`: a `TextFieldStyle` whose border shows focus and invalid input, tappable over its
/// whole 44-point-high shape; invalid input shows a symbol and an optional message too, which VoiceOver reads right
/// after the field. At rest the border is `border.input` (3:1 on the field and around it). A style cannot color its
/// field's prompt, so `Text.placeholder(_:)` gives the field one in the placeholder role's color.
enum TextFieldStylesFile {
    static func file(_ context: TokensContext, _ scale: TokensScale) -> GeneratedFile {
        let radius = scale[.radiusMd]
        let disabled = StateOpacity.disabled(in: context.designSystem)
        let placeholder = scale[.textSecondary]
        // The previews sit on the page the checks measure the border on, when the document names one.
        let page = scale.ifFilled(.surfaceDefault).map { "\n        .background(\($0))" } ?? ""
        return swiftFile(
            "Components/TextFieldStyles.swift",
            """
            /// A text field on the inset surface whose border turns to the focus color while editing, and to the error
            /// color when its input is invalid: `.textFieldStyle(.outlined)`,
            /// `.textFieldStyle(.outlined(isInvalid: true, message: "Enter a full email address"))`.
            ///
            /// The whole field, its padding included, takes a tap and is at least 44 points high. Invalid input is shown
            /// by the border, a symbol and the message (not by color alone); VoiceOver reads "Error" (in the package's
            /// own strings) and the message right after the field (a style cannot read its field's text, so the error is
            /// an element of its own).
            ///
            /// A style cannot color its field's placeholder either: give the field a prompt made with
            /// `Text.placeholder(_:)`, which the contrast checks hold to 4.5:1 on the field —
            /// `TextField("Email", text: $email, prompt: .placeholder("name@example.com"))`. Without one, the field shows
            /// its title in the system's placeholder gray, which is lighter than text may be.
            public struct OutlinedTextFieldStyle: TextFieldStyle {
                let isInvalid: Bool
                let message: Text?

                public init(isInvalid: Bool = false, message: LocalizedStringKey? = nil) {
                    self.isInvalid = isInvalid
                    self.message = message.map { Text($0) }
                }

                // The protocol's one requirement: underscored, but public, and what SwiftUI has called since iOS 13.
                public func _body(configuration: TextField<_Label>) -> some View {
                    OutlinedTextField(field: configuration, isInvalid: isInvalid, message: message)
                }
            }

            extension TextFieldStyle where Self == OutlinedTextFieldStyle {
                /// A text field with a border that shows focus.
                public static var outlined: OutlinedTextFieldStyle { OutlinedTextFieldStyle() }

                /// A text field with a border that shows focus, or the error color, a symbol and `message` when its input
                /// is invalid.
                public static func outlined(isInvalid: Bool, message: LocalizedStringKey? = nil) -> OutlinedTextFieldStyle {
                    OutlinedTextFieldStyle(isInvalid: isInvalid, message: message)
                }
            }

            /// The styled field. A view of its own, so that it can track its focus and whether it is enabled.
            private struct OutlinedTextField: View {
                /// Apple's minimum tap target.
                private static let minimumHeight: CGFloat = 44

                let field: TextField<OutlinedTextFieldStyle._Label>
                let isInvalid: Bool
                let message: Text?

                @FocusState private var isFocused: Bool
                @Environment(\\.isEnabled) private var isEnabled

                var body: some View {
                    VStack(alignment: .leading, spacing: \(scale[.spacingSm])) {
                        HStack(spacing: \(scale[.spacingSm])) {
                            field
                                .focused($isFocused)
                                .typography(\(scale[.typographyBody]))
                                .foregroundStyle(\(scale[.textPrimary]))
                            if isInvalid {
                                Image(systemName: "exclamationmark.circle.fill")
                                    .foregroundStyle(\(scale[.feedbackError]))
                                    .accessibilityElement()
                                    .accessibilityLabel(\(PackageStrings.text(PackageStrings.error)))
                                    .accessibilityValue(message ?? Text(verbatim: ""))
                            }
                        }
                        if isInvalid, let message {
                            message
                                .typography(\(scale[.typographyLabel]))
                                .foregroundStyle(\(scale[.feedbackError]))
                                .accessibilityHidden(true)  // the symbol's value says it
                                .allowsHitTesting(false)  // a tap on it, inside the outline, focuses the field
                        }
                    }
                    .padding(.horizontal, \(scale[.spacingMd]))
                    .padding(.vertical, \(scale[.spacingSm]))
                    .frame(minHeight: Self.minimumHeight)
                    .background {
                        // Behind the field: a tap on the padding, which the text field does not take, focuses it.
                        RoundedRectangle(cornerRadius: \(radius))
                            .fill(\(scale[.surfaceInset]))
                            .onTapGesture { isFocused = true }
                    }
                    .overlay {
                        RoundedRectangle(cornerRadius: \(radius))
                            .strokeBorder(borderColor, lineWidth: borderWidth)
                            .allowsHitTesting(false)
                    }
                    .opacity(isEnabled ? 1 : \(SwiftSource.number(disabled.value)))\(trailing(disabled.comment))
                    .animation(.easeOut(duration: 0.15), value: isFocused)
                }

                private var borderColor: Color {
                    if isInvalid { return \(scale[.feedbackError]) }
                    return isFocused ? \(scale[.borderFocus]) : \(scale[.borderInput])
                }

                private var borderWidth: CGFloat {
                    isFocused || isInvalid ? \(scale[.borderWidthFocus]) : \(scale[.borderWidthDefault])
                }
            }

            extension Text {
                /// A text field's placeholder in the design system's placeholder color, for a field styled
                /// `.outlined`: `TextField("Email", text: $email, prompt: .placeholder("name@example.com"))`. The key is
                /// looked up in the app's localized strings.
                public static func placeholder(_ key: LocalizedStringKey) -> Text {
                    Text(key).foregroundColor(\(placeholder))
                }

                /// A placeholder shown as it is, without localizing it.
                @_disfavoredOverload
                public static func placeholder<S: StringProtocol>(_ text: S) -> Text {
                    Text(text).foregroundColor(\(placeholder))
                }
            }

            /// Owns the text the previewed fields edit (state declared in a `#Preview` body does not work on iOS 16).
            private struct OutlinedTextFieldPreview: View {
                @State private var name = ""
                @State private var email = "not an address"

                var body: some View {
                    VStack(spacing: \(scale[.spacingMd])) {
                        TextField("Name", text: $name, prompt: .placeholder("Name"))
                            .textFieldStyle(.outlined)
                        TextField("Email", text: $email, prompt: .placeholder("name@example.com"))
                            .textFieldStyle(.outlined(isInvalid: true, message: "Enter a full email address"))
                    }
                    .padding()\(page)
                }
            }

            #Preview {
                OutlinedTextFieldPreview()
            }

            """)
    }
}

/// `Components/CardModifier.swift`: `.cardStyle()`.
enum CardModifierFile {
    static func file(_ scale: TokensScale) -> GeneratedFile {
        let radius = scale[.radiusLg]
        return swiftFile(
            "Components/CardModifier.swift",
            """
            /// Puts content on a card: padding, the raised surface, a border and the card's shadow. Apply it with
            /// `.cardStyle()`.
            public struct CardModifier: ViewModifier {
                public init() {}

                public func body(content: Content) -> some View {
                    content
                        .padding(\(scale[.spacingMd]))
                        .background {
                            // The shadow is cast by the card's shape: cast by the whole card, it would fall from every
                            // glyph of the content onto the card.
                            RoundedRectangle(cornerRadius: \(radius))
                                .fill(\(scale[.surfaceRaised]))
                                .shadow(\(scale[.shadowSm]))
                        }
                        .overlay {
                            RoundedRectangle(cornerRadius: \(radius))
                                .strokeBorder(\(scale[.borderDefault]), lineWidth: \(scale[.borderWidthDefault]))
                        }
                }
            }

            #Preview {
                VStack(alignment: .leading, spacing: \(scale[.spacingSm])) {
                    Text("Card").typography(\(scale[.typographyLabel]))
                    Text("Content on the raised surface.").typography(\(scale[.typographyBody]))
                }
                .cardStyle()
                .padding()
            }

            """)
    }
}
