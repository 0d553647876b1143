// PlatformColors.swift — SwiftUI's colors from UIKit and AppKit colors. Declared only when the
// platform's stand-in framework is importable (typecheck.sh --platform ios|macos), as on Apple's
// platforms, where SwiftUI declares them next to the framework it imports.

#if canImport(UIKit)
import UIKit

extension Color {
    /// Apple: `init(uiColor: UIColor)` — iOS 15, tvOS 15, watchOS 8, visionOS 1. "The new color preserves the
    /// adaptability of the original."
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(uiColor: UIColor) { fatalError() }
}
#elseif canImport(AppKit)
import AppKit

extension Color {
    /// Apple: `init(nsColor: NSColor)` — macOS 12.
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) { fatalError() }
}
#endif
