// AccessibilityContrast.swift — the Increase Contrast trait, as dynamic colors with high-contrast values read it.
// Apple's signatures (developer.apple.com).

extension UITraitCollection {
    /// Apple: `var accessibilityContrast: UIAccessibilityContrast { get }` (iOS 13, tvOS 13, visionOS 1).
    @available(iOS 13.0, tvOS 13.0, *)
    public var accessibilityContrast: UIAccessibilityContrast { fatalError() }
}

/// Apple: `enum UIAccessibilityContrast : Int, @unchecked Sendable` (iOS 13, tvOS 13, visionOS 1).
@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
