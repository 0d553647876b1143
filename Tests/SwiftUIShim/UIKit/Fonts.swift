// Fonts.swift — what a package needs to find the faces of a custom font the app registers: a family's faces by
// name, a face by its PostScript name, and the face of a family nearest a weight through a font descriptor.
// Apple's signatures (developer.apple.com: UIFont, UIFontDescriptor, UIFont.Weight).

/// Apple: `class UIFont : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable` (iOS 2).
open class UIFont: NSObject, @unchecked Sendable {
    /// Apple: `init?(name fontName: String, size fontSize: CGFloat)` (iOS 2).
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    /// Apple: `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)` (iOS 7).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fatalError() }
    /// Apple: `class func fontNames(forFamilyName familyName: String) -> [String]` (iOS 2).
    open class func fontNames(forFamilyName familyName: String) -> [String] { fatalError() }
    /// Apple: `var familyName: String { get }` (iOS 2).
    open var familyName: String { fatalError() }
    /// Apple: `var fontName: String { get }` (iOS 2).
    open var fontName: String { fatalError() }

    /// Apple: `struct UIFont.Weight : Hashable, Equatable, RawRepresentable, @unchecked Sendable` (iOS 8.2).
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

/// Apple: `class UIFontDescriptor : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable` (iOS 7).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Apple: `init(fontAttributes attributes: [UIFontDescriptor.AttributeName : Any] = [:])` (iOS 7).
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) { fatalError() }
    /// Apple: `func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?)
    /// -> [UIFontDescriptor]` (iOS 7).
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?)
        -> [UIFontDescriptor]
    { fatalError() }
    /// Apple: `var postscriptName: String { get }` (iOS 7).
    open var postscriptName: String { fatalError() }
    /// Apple: `var symbolicTraits: UIFontDescriptor.SymbolicTraits { get }` (iOS 7).
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError() }
    /// Apple: `func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any?` (iOS 7).
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { fatalError() }

    /// Apple: `struct UIFontDescriptor.SymbolicTraits : OptionSet, @unchecked Sendable` (iOS 7).
    public struct SymbolicTraits: OptionSet, @unchecked Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Apple: `static var traitItalic: UIFontDescriptor.SymbolicTraits`.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Apple: `static var traitBold: UIFontDescriptor.SymbolicTraits`.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    /// Apple: `struct UIFontDescriptor.AttributeName : Hashable, Equatable, RawRepresentable, @unchecked Sendable`.
    public struct AttributeName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: `static let family: UIFontDescriptor.AttributeName`.
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// Apple: `static let traits: UIFontDescriptor.AttributeName`.
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
    }

    /// Apple: `struct UIFontDescriptor.TraitKey : Hashable, Equatable, RawRepresentable, @unchecked Sendable`.
    public struct TraitKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: `static let weight: UIFontDescriptor.TraitKey`.
        public static let weight = TraitKey("NSCTFontWeightTrait")
    }
}
