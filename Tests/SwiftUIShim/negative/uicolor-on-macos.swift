// SwiftUI's `Color(uiColor:)` exists where UIKit does: on macOS it is not there.
// platform: macos
// expect: incorrect argument label in call (have 'uiColor:', expected 'nsColor:')
import SwiftUI
import AppKit

let color = Color(uiColor: NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
