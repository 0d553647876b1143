// ColorResolution.swift — reading an NSColor back for an appearance, as tests of generated colors do.
// Apple's signatures (developer.apple.com).

/// Apple: `class NSColorSpace : NSObject, NSSecureCoding` (macOS 10.0).
open class NSColorSpace: NSObject {
    /// Apple: `class var sRGB: NSColorSpace { get }` (macOS 10.5).
    open class var sRGB: NSColorSpace { fatalError() }
}

extension NSAppearance {
    /// Apple: `init?(named name: NSAppearance.Name)` (macOS 10.9).
    public convenience init?(named name: NSAppearance.Name) { fatalError() }

    /// Apple: `func performAsCurrentDrawingAppearance(_ block: () -> Void)` (macOS 11; the block is not escaping).
    @available(macOS 11.0, *)
    public func performAsCurrentDrawingAppearance(_ block: () -> Void) { fatalError() }
}

extension NSColor {
    /// Apple: `func usingColorSpace(_ space: NSColorSpace) -> NSColor?` (macOS 10.0).
    public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { fatalError() }

    /// Apple: `var redComponent: CGFloat { get }` and the others (macOS 10.0; of a color in an RGB color space).
    public var redComponent: CGFloat { fatalError() }
    public var greenComponent: CGFloat { fatalError() }
    public var blueComponent: CGFloat { fatalError() }
    public var alphaComponent: CGFloat { fatalError() }
}
