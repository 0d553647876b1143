/// `Components/DSButton.swift`: the button in three styles, and its `ButtonStyle` for any `Button`.
enum CatalogButtonFile {
    static func file(_ scale: CatalogScale) -> GeneratedFile {
        swiftFile(
            "Components/DSButton.swift",
            """
            /// A button of the design system: `DSButton("Save") { save() }`.
            public struct DSButton: View {
                /// How prominent a button is.
                public enum Style: Sendable {
                    /// The main action of a screen: filled with the brand color.
                    case primary
                    /// A second action beside the main one: on the raised background.
                    case secondary
                    /// A quiet action: the brand color's text alone.
                    case tertiary
                }

                private let title: Text
                private let style: Style
                private let action: () -> Void

                /// A button whose title is looked up in the app's localized strings.
                public init(_ titleKey: LocalizedStringKey, style: Style = .primary, action: @escaping () -> Void) {
                    self.title = Text(titleKey)
                    self.style = style
                    self.action = action
                }

                /// A button whose title is shown as it is, not localized (a name, say).
                @_disfavoredOverload
                public init<S: StringProtocol>(_ title: S, style: Style = .primary, action: @escaping () -> Void) {
                    self.title = Text(title)
                    self.style = style
                    self.action = action
                }

                public var body: some View {
                    Button(action: action) {
                        title
                    }
                    .buttonStyle(DSButtonStyle(style))
                }
            }

            /// The look of `DSButton`, for any `Button`: `Button("Save", action: save).buttonStyle(DSButtonStyle(.secondary))`.
            public struct DSButtonStyle: ButtonStyle {
                private let style: DSButton.Style

                public init(_ style: DSButton.Style = .primary) {
                    self.style = style
                }

                public func makeBody(configuration: Configuration) -> some View {
                    DSButtonBody(configuration: configuration, style: style)
                }
            }

            /// A view of its own, so that it reads `isEnabled` (`.disabled(true)` anywhere above the button).
            private struct DSButtonBody: View {
                /// The opacity of a button while it is pressed, and while it is disabled.
                private static let pressedOpacity = 0.7
                private static let disabledOpacity = 0.4
                /// Apple's minimum tap target, in both directions.
                private static let minimumHitSize: CGFloat = 44

                let configuration: ButtonStyleConfiguration
                let style: DSButton.Style
                @Environment(\\.isEnabled) private var isEnabled

                var body: some View {
                    configuration.label
                        .dsTextStyle(\(scale[.typographyButton]), color: foregroundColor)
                        .padding(.horizontal, \(scale[.spacingLg]))
                        .padding(.vertical, \(scale[.spacingMd]))
                        .frame(minWidth: Self.minimumHitSize, minHeight: Self.minimumHitSize)
                        .background(backgroundColor, in: RoundedRectangle(cornerRadius: \(scale[.radiusMedium])))
                        .contentShape(RoundedRectangle(cornerRadius: \(scale[.radiusMedium])))
                        .opacity(isEnabled ? (configuration.isPressed ? Self.pressedOpacity : 1) : Self.disabledOpacity)
                }

                private var foregroundColor: Color {
                    switch style {
                    case .primary:   return \(scale[.brandOnPrimary])
                    case .secondary: return \(scale[.brandPrimary])
                    case .tertiary:  return \(scale[.brandPrimary])
                    }
                }

                private var backgroundColor: Color {
                    switch style {
                    case .primary:   return \(scale[.brandPrimary])
                    case .secondary: return \(scale[.backgroundLayer1])
                    case .tertiary:  return .clear
                    }
                }
            }

            #Preview {
                VStack(spacing: \(scale[.spacingMd])) {
                    DSButton("Primary") {}
                    DSButton("Secondary", style: .secondary) {}
                    DSButton("Tertiary", style: .tertiary) {}
                    DSButton("Disabled") {}
                        .disabled(true)
                }
                .padding()
                .background(\(scale[.backgroundBase]))
            }

            """)
    }
}
