// AsyncImage.swift — `AsyncImage` and `AsyncImagePhase` (iOS 15), for the shim (see SwiftUI.swift's rules).
// Signatures from developer.apple.com: AsyncImage, init(url:scale:), init(url:scale:content:placeholder:),
// init(url:scale:transaction:content:), AsyncImagePhase. The iOS 27 `init(request:…)` forms and `@ContentBuilder`
// (which replaced `@ViewBuilder` in the newest SDK) are left out: an iOS 16 target has neither.

/// A view that asynchronously loads and displays an image.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct AsyncImage<Content>: View where Content: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == Image { fatalError() }
    public init<I, P>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P>, I: View, P: View { fatalError() }
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) { fatalError() }
    public var body: some View { _shimView(self) }
}

/// The current phase of the asynchronous image loading operation.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AsyncImagePhase {
    /// No image is loaded.
    case empty
    /// An image successfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? { fatalError() }
    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? { fatalError() }
}
