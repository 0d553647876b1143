// --platform ios makes UIKit importable, never AppKit, so `#elseif canImport(AppKit)` is not taken.
// platform: ios
// expect: no such module 'AppKit'
import AppKit

let color = NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
