/// A validated design-system document with every alias resolved.
///
/// Instances come from ``DesignSystemDocument/load(_:file:)``, which checks everything the
/// generator relies on: the roles the components use exist, every identifier is a valid
/// and unique Swift name, every alias resolves. Token lists keep document order.
public struct DesignSystem: Sendable, Equatable {
    public var name: String
    public var fontFamily: FontFamily
    public var colors: [ColorToken]
    public var typography: [TextStyleToken]
    public var spacing: [SizeToken]
    public var radii: [SizeToken]
    /// `nil` when the document says `"shadow": null`: the generator's defaults apply.
    public var shadows: [ShadowToken]?
    public var otherTokens: [OtherToken]
    /// Declared contrast pairs; empty when the document declares none.
    public var contrastPairs: [ContrastPair]

    public init(
        name: String, fontFamily: FontFamily, colors: [ColorToken], typography: [TextStyleToken],
        spacing: [SizeToken], radii: [SizeToken], shadows: [ShadowToken]?, otherTokens: [OtherToken],
        contrastPairs: [ContrastPair]
    ) {
        self.name = name
        self.fontFamily = fontFamily
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
        self.radii = radii
        self.shadows = shadows
        self.otherTokens = otherTokens
        self.contrastPairs = contrastPairs
    }

    /// The number of tokens of every kind, as `validate` reports it.
    public var tokenCount: Int {
        colors.count + typography.count + spacing.count + radii.count + (shadows?.count ?? 0)
            + otherTokens.count
    }
}

/// The font families of `font_family`; `nil` means "the system font".
public struct FontFamily: Sendable, Equatable {
    public var sans: String?
    public var mono: String?

    public init(sans: String?, mono: String?) {
        self.sans = sans
        self.mono = mono
    }
}

/// The dotted path of a token below its category (`action.primary`).
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [String]

    public init(_ components: [String]) {
        self.components = components
    }

    /// Splits `a.b.c` at its dots.
    public init(dotted: String) {
        components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public var description: String { components.joined(separator: ".") }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}

/// Documentation and lifecycle shared by every token.
public struct TokenMetadata: Sendable, Equatable {
    public var description: String?
    /// `nil` when the token is current; otherwise why it is deprecated (possibly no reason).
    public var deprecation: Deprecation?
    /// Vendor data kept from an import (a DTCG token's `$extensions`), written back by the export.
    public var extensions: JSONValue?

    public init(description: String? = nil, deprecation: Deprecation? = nil, extensions: JSONValue? = nil) {
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
    }
}

/// A token's deprecation, with the reason or replacement when the document gives one.
public struct Deprecation: Sendable, Equatable {
    public var reason: String?

    public init(reason: String?) {
        self.reason = reason
    }
}

/// Light and dark values of one thing.
public struct Appearances<Value: Sendable & Equatable>: Sendable, Equatable {
    public var light: Value
    public var dark: Value

    public init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }
}

/// What a color token says for one appearance: a color, or another token's color.
public enum ColorValue: Sendable, Equatable, CustomStringConvertible {
    case literal(RGBA)
    case alias(TokenPath)

    public var description: String {
        switch self {
        case .literal(let color): color.hex
        case .alias(let path): "{\(path)}"
        }
    }
}

public struct ColorToken: Sendable, Equatable {
    public var path: TokenPath
    /// The Swift identifier, e.g. `dsActionPrimary`; also the colorset's name.
    public var identifier: String
    /// The values as written.
    public var value: Appearances<ColorValue>
    /// The values after following aliases.
    public var resolved: Appearances<RGBA>
    public var metadata: TokenMetadata

    public init(
        path: TokenPath, identifier: String, value: Appearances<ColorValue>, resolved: Appearances<RGBA>,
        metadata: TokenMetadata = TokenMetadata()
    ) {
        self.path = path
        self.identifier = identifier
        self.value = value
        self.resolved = resolved
        self.metadata = metadata
    }
}

/// A Dynamic Type text style a font scales with.
public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
        caption2
}

public enum FontWeight: String, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

public enum FontRole: String, Sendable, CaseIterable {
    case sans, mono
}

public struct TextStyleToken: Sendable, Equatable {
    public var name: String
    /// The `DSFont` function name, e.g. `bodyLarge`.
    public var identifier: String
    public var size: Double
    public var relativeTo: TextStyle
    public var family: FontRole
    public var weight: FontWeight?
    public var metadata: TokenMetadata

    public init(
        name: String, identifier: String, size: Double, relativeTo: TextStyle, family: FontRole = .sans,
        weight: FontWeight? = nil, metadata: TokenMetadata = TokenMetadata()
    ) {
        self.name = name
        self.identifier = identifier
        self.size = size
        self.relativeTo = relativeTo
        self.family = family
        self.weight = weight
        self.metadata = metadata
    }
}

/// A spacing or radius value in points.
public struct SizeToken: Sendable, Equatable {
    public var name: String
    public var identifier: String
    public var value: Double
    public var metadata: TokenMetadata

    public init(name: String, identifier: String, value: Double, metadata: TokenMetadata = TokenMetadata()) {
        self.name = name
        self.identifier = identifier
        self.value = value
        self.metadata = metadata
    }
}

public struct ShadowToken: Sendable, Equatable {
    public var name: String
    public var identifier: String
    public var color: ColorValue
    /// The shadow color after following an alias, per appearance.
    public var resolvedColor: Appearances<RGBA>
    public var opacity: Double
    public var radius: Double
    public var x: Double
    public var y: Double
    public var metadata: TokenMetadata

    public init(
        name: String, identifier: String, color: ColorValue, resolvedColor: Appearances<RGBA>, opacity: Double,
        radius: Double, x: Double, y: Double, metadata: TokenMetadata = TokenMetadata()
    ) {
        self.name = name
        self.identifier = identifier
        self.color = color
        self.resolvedColor = resolvedColor
        self.opacity = opacity
        self.radius = radius
        self.x = x
        self.y = y
        self.metadata = metadata
    }
}

/// A token of a type the SwiftUI profile does not render, kept so nothing is lost.
public struct OtherToken: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case number, opacity, dimension, duration, fontWeight, cubicBezier, string
        // The composite and other types of the DTCG format, kept from an import.
        case fontFamily, strokeStyle, border, transition, shadow, gradient, typography
    }

    public var path: TokenPath
    public var kind: Kind
    /// The value exactly as the document holds it.
    public var value: JSONValue
    /// The dark-appearance value, when it differs from `value`.
    public var dark: JSONValue?
    public var metadata: TokenMetadata

    public init(
        path: TokenPath, kind: Kind, value: JSONValue, dark: JSONValue? = nil, metadata: TokenMetadata = TokenMetadata()
    ) {
        self.path = path
        self.kind = kind
        self.value = value
        self.dark = dark
        self.metadata = metadata
    }
}

/// The WCAG level a contrast pair must meet.
public enum ContrastLevel: String, Sendable, CaseIterable {
    case aa = "AA"
    case aaLarge = "AA-large"
    case aaa = "AAA"
    case aaaLarge = "AAA-large"
    case nonText = "non-text"

    /// The minimum contrast ratio of the level.
    public var minimumRatio: Double {
        switch self {
        case .aa, .aaaLarge: 4.5
        case .aaLarge, .nonText: 3
        case .aaa: 7
        }
    }
}

public struct ContrastPair: Sendable, Equatable {
    public var foreground: TokenPath
    public var background: TokenPath
    public var level: ContrastLevel

    public init(foreground: TokenPath, background: TokenPath, level: ContrastLevel) {
        self.foreground = foreground
        self.background = background
        self.level = level
    }
}
