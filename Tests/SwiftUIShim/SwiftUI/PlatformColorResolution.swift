// PlatformColorResolution.swift — UIKit and AppKit colors from SwiftUI's, to read a `Color` back.
// Declared only when the platform's stand-in framework is importable (typecheck.sh --platform
// ios|macos), as Apple's SwiftUI declares them next to the framework it imports.

#if canImport(UIKit)
import UIKit

extension UIColor {
    /// Apple: `convenience init(_ color: Color)` — iOS 14, tvOS 14, watchOS 7.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public convenience init(_ color: Color) { fatalError() }
}
#elseif canImport(AppKit)
import AppKit

extension NSColor {
    /// Apple: `convenience init(_ color: Color)` — macOS 11.
    @available(macOS 11.0, *)
    public convenience init(_ color: Color) { fatalError() }
}
#endif
