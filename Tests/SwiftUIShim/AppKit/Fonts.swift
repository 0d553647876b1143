// Fonts.swift — what a package needs to find the faces of a custom font the app registers: a face by its PostScript
// name, and the face of a family nearest a weight through a font descriptor. Apple's signatures
// (developer.apple.com: NSFont, NSFontDescriptor, NSFont.Weight).

/// Apple: `class NSFont : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable` (macOS 10.0).
open class NSFont: NSObject, @unchecked Sendable {
    /// Apple: `init?(name fontName: String, size fontSize: CGFloat)`.
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    /// Apple: `init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat)`.
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) { fatalError() }
    /// Apple: `var familyName: String? { get }`.
    open var familyName: String? { fatalError() }
    /// Apple: `var fontName: String { get }`.
    open var fontName: String { fatalError() }

    /// Apple: `struct NSFont.Weight : Hashable, Equatable, RawRepresentable, @unchecked Sendable` (macOS 10.11).
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }
}

/// Apple: `class NSFontDescriptor : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable` (macOS 10.3).
open class NSFontDescriptor: NSObject, @unchecked Sendable {
    /// Apple: `init(fontAttributes attributes: [NSFontDescriptor.AttributeName : Any]? = nil)`.
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) { fatalError() }
    /// Apple: `func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<NSFontDescriptor.AttributeName>?)
    /// -> [NSFontDescriptor]` (macOS 10.5).
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<NSFontDescriptor.AttributeName>?)
        -> [NSFontDescriptor]
    { fatalError() }
    /// Apple: `var postscriptName: String? { get }`.
    open var postscriptName: String? { fatalError() }
    /// Apple: `var symbolicTraits: NSFontDescriptor.SymbolicTraits { get }`.
    open var symbolicTraits: NSFontDescriptor.SymbolicTraits { fatalError() }
    /// Apple: `func object(forKey attribute: NSFontDescriptor.AttributeName) -> Any?`.
    open func object(forKey attribute: NSFontDescriptor.AttributeName) -> Any? { fatalError() }

    /// Apple: `struct NSFontDescriptor.SymbolicTraits : OptionSet, @unchecked Sendable`.
    public struct SymbolicTraits: OptionSet, @unchecked Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Apple: `static var italic: NSFontDescriptor.SymbolicTraits`.
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        /// Apple: `static var bold: NSFontDescriptor.SymbolicTraits`.
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
    }

    /// Apple: `struct NSFontDescriptor.AttributeName : Hashable, Equatable, RawRepresentable, @unchecked Sendable`.
    public struct AttributeName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: `static let family: NSFontDescriptor.AttributeName`.
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// Apple: `static let traits: NSFontDescriptor.AttributeName`.
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
    }

    /// Apple: `struct NSFontDescriptor.TraitKey : Hashable, Equatable, RawRepresentable, @unchecked Sendable`.
    public struct TraitKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: `static let weight: NSFontDescriptor.TraitKey`.
        public static let weight = TraitKey("NSCTFontWeightTrait")
    }
}
