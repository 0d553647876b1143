// The label a `TextFieldStyle`'s `_body(configuration:)` gets its text field with: the one requirement of the
// protocol (`TextField<Self._Label>`) before iOS 17, as Apple's interface declares it:
// `public struct _TextFieldStyleLabel : SwiftUI.View { public typealias Body = Swift.Never }`.

@MainActor @preconcurrency
public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
