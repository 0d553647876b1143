// AppKit.swift — an interface shim of the few AppKit declarations generated code uses, compiled as
// module `AppKit` by typecheck.sh when it is run with `--platform macos` (and only then, so that
// `#if canImport(AppKit)` is true exactly as on macOS). Same rules as the SwiftUI shim (README.md):
// declarations only, Apple's signatures as developer.apple.com shows them, nothing guessed.

@_exported import Foundation

/// Apple: `class NSColor : NSObject, NSCopying, NSSecureCoding, …` (macOS 10.0).
open class NSColor: NSObject {
    /// Apple: `typealias NSColor.Name = String` (`NSColorName`).
    public typealias Name = String

    /// Apple: `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` (macOS 10.12).
    @available(macOS 10.12, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    /// Apple: `init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor)`
    /// (macOS 10.15).
    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) { fatalError() }
}

/// Apple: `class NSAppearance : NSObject` (macOS 10.9).
open class NSAppearance: NSObject {
    /// Apple: `struct NSAppearance.Name : Hashable, Equatable, RawRepresentable, @unchecked Sendable`
    /// (`NSAppearanceName`, a typed extensible enum of strings).
    public struct Name: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let aqua = Name("NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    }

    /// Apple: `func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?` (macOS 10.14).
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { fatalError() }
}
