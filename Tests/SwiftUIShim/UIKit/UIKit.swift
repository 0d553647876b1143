// UIKit.swift — an interface shim of the few UIKit declarations generated code uses, compiled as
// module `UIKit` by typecheck.sh when it is run with `--platform ios` (and only then, so that
// `#if canImport(UIKit)` is true exactly as on iOS). Same rules as the SwiftUI shim (README.md):
// declarations only, Apple's signatures as developer.apple.com shows them, nothing guessed.

@_exported import Foundation

/// Apple: `class UIColor : NSObject, NSSecureCoding, NSCopying` (iOS 2).
open class UIColor: NSObject {
    /// Apple: `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` (extended sRGB, iOS 10).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    /// Apple: `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`; iOS 13, tvOS 13, visionOS 1,
    /// not watchOS.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
}

/// Apple: `class UITraitCollection : NSObject` (iOS 8).
open class UITraitCollection: NSObject {
    /// Apple: `var userInterfaceStyle: UIUserInterfaceStyle { get }` (iOS 12, tvOS 10).
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
}

/// Apple: `enum UIUserInterfaceStyle : Int, @unchecked Sendable` (iOS 12, tvOS 10).
@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
