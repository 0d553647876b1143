// ColorResolution.swift — reading a UIColor back for an appearance, as tests of generated colors do.
// Apple's signatures (developer.apple.com).

extension UITraitCollection {
    /// Apple: `convenience init(userInterfaceStyle: UIUserInterfaceStyle)` (iOS 12, tvOS 10).
    @available(iOS 12.0, tvOS 10.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
}

extension UIColor {
    /// Apple: `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor` (iOS 13, tvOS 13).
    @available(iOS 13.0, tvOS 13.0, *)
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }

    /// Apple: `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    /// blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool` (iOS 5).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
}
