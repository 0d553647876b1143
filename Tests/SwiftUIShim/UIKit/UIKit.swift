// UIKit — the few declarations generated code uses to resolve colors for an appearance, for
// `typecheck.sh --with-uikit` (opt-in: without it `canImport(UIKit)` stays false, as most
// generated code expects on Linux). Signatures are Apple's (developer.apple.com: UIColor,
// UITraitCollection, UIUserInterfaceStyle). Apple's SwiftUI declares the bridges
// `Color(uiColor:)` (iOS 15) and `UIColor(_: Color)` (iOS 14) when UIKit is there; here this
// module declares them over the SwiftUI shim, so a file importing both sees the same API.

@_exported import Foundation
import SwiftUI

public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
}

extension UIColor {
    public convenience init(_ color: Color) { fatalError() }
}

extension Color {
    public init(uiColor: UIColor) { fatalError() }
}
