/// A validated design-system document with every alias resolved.
///
/// Instances come from ``DesignSystemDocument/load(_:file:)``, which checks everything the
/// generator relies on: the roles the components use exist, every identifier is a valid
/// and unique Swift name, every alias resolves. Token lists keep document order.
public struct DesignSystem: Sendable, Equatable {
    /// The format the document is written in (see ``DocumentFormat``).
    public var format: DocumentFormat
    public var name: String
    /// The output profile the document names (`"profile"`), or `nil` for the default one.
    public var profile: String?
    public var fontFamily: FontFamily
    public var colors: [ColorToken] {
        didSet { colorIndex = ColorIndex() }
    }
    /// The reader's index of `colors` by path, kept while `colors` is unchanged: a profile looks up its roles in it.
    var colorIndex = ColorIndex()
    public var typography: [TextStyleToken]
    public var spacing: [SizeToken]
    public var radii: [SizeToken]
    /// `nil` when the document gives no shadows (format 1's `"shadow": null`, or no `shadow` member in
    /// format 2): a profile's defaults apply.
    public var shadows: [ShadowToken]?
    public var otherTokens: [OtherToken]
    /// Declared contrast pairs; empty when the document declares none.
    public var contrastPairs: [ContrastPair]
    /// The document's explicit role mappings, per output profile (`"roles"`), in document order.
    public var roleMappings: [ProfileRoleMappings]
    /// Top-level color groups the document wants in the main color API even where a profile would treat them as
    /// primitives (`"expose_primitives"`), in document order.
    public var exposedPrimitives: [String] = []
    /// The options of `dsysctl lint` (`"lint"`): the paths it leaves out, the rules' severities.
    public var lintOptions = LintOptions()
    /// Contrast pairs the team accepts below their level, each with its reason (`"contrast_waivers"`), in document
    /// order; empty when the document waives none.
    public var contrastWaivers: [ContrastWaiver] = []
    /// The Swift module of the generated package (`"module"`), in every profile: the library, its target and the
    /// package's name, what app code imports. `nil`: the profile's own (`DesignSystem`; in `theme`, named after the
    /// document).
    public var module: String?

    public init(
        format: DocumentFormat = .current, name: String, profile: String? = nil, fontFamily: FontFamily,
        colors: [ColorToken], typography: [TextStyleToken], spacing: [SizeToken], radii: [SizeToken],
        shadows: [ShadowToken]?, otherTokens: [OtherToken], contrastPairs: [ContrastPair],
        roleMappings: [ProfileRoleMappings] = []
    ) {
        self.format = format
        self.name = name
        self.profile = profile
        self.roleMappings = roleMappings
        self.fontFamily = fontFamily
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
        self.radii = radii
        self.shadows = shadows
        self.otherTokens = otherTokens
        self.contrastPairs = contrastPairs
    }

    /// Whether any color has high-contrast colors of its own: then colorsets, contrast checks and reports have
    /// high-contrast appearances.
    public var hasHighContrastColors: Bool { colors.contains { $0.hasHighContrast } }

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
    /// What kind of name `sans` and `mono` are: a family name (a plain string in the document), or the PostScript
    /// name of one face (`{"postscript": "Inter-Regular"}`).
    public var sansKind: FontNameKind
    public var monoKind: FontNameKind

    public init(sans: String?, mono: String?, sansKind: FontNameKind = .family, monoKind: FontNameKind = .family) {
        self.sans = sans
        self.mono = mono
        self.sansKind = sansKind
        self.monoKind = monoKind
    }

    /// The name of `role`'s font and what kind of name it is; `nil` for the system font.
    public func font(_ role: FontRole) -> (name: String, kind: FontNameKind)? {
        switch role {
        case .sans: sans.map { ($0, sansKind) }
        case .mono: mono.map { ($0, monoKind) }
        }
    }
}

/// How a document names a custom font: `Font.custom` needs the PostScript name of a face, which a generated package
/// looks up for a family name (the face nearest each text style's weight) and takes as it is otherwise.
public enum FontNameKind: String, Sendable, CaseIterable {
    /// A family name, as font menus and design tools show it: `Inter`, `JetBrains Mono`.
    case family
    /// The PostScript name of one face, as Font Book's Font Info shows it: `Inter-Regular`.
    case postScript = "postscript"
}

/// A contrast pair the document accepts below its level, with the team's reason (`"contrast_waivers"`): `publish`
/// does not refuse it, and the changelog shows it.
public struct ContrastWaiver: Sendable, Equatable {
    public var foreground: TokenPath
    public var background: TokenPath
    public var reason: String

    public init(foreground: TokenPath, background: TokenPath, reason: String) {
        self.foreground = foreground
        self.background = background
        self.reason = reason
    }

    /// Whether the waiver names the colors of `foreground` on `background` (at any opacity of the background).
    public func covers(foreground: TokenPath, background: TokenPath) -> Bool {
        self.foreground == foreground && self.background == background
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
    /// Vendor data kept from an import (a token file's extensions of the token), written back by the export.
    public var extensions: JSONValue?
    /// What the token's source calls it for good (`"id"`: a uuid, a design tool's variable id), whatever its path: the
    /// semantic diff matches tokens by it first, so a token that moves is renamed, not removed and added.
    public var id: String?

    public init(
        description: String? = nil, deprecation: Deprecation? = nil, extensions: JSONValue? = nil, id: String? = nil
    ) {
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.id = id
    }
}

/// The format a document is written in: its top-level `format` member (absent means 1).
public enum DocumentFormat: Int, Sendable, CaseIterable, Comparable {
    /// The first format: `tokens.shadow` an array (or `null`), every category required, no `profile` or `roles`.
    case v1 = 1
    /// Named shadows with layers, references between tokens of every type, `profile` and `roles`.
    case v2 = 2

    /// The format `init`, `import` and `migrate` write.
    public static let current = DocumentFormat.v2

    public static func < (lhs: DocumentFormat, rhs: DocumentFormat) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The kinds of token a document holds, each a member of `tokens`.
public enum TokenCategory: String, Sendable, CaseIterable {
    case color, typography, spacing, radius, shadow, other
}

/// A token's address across the whole document: its category and its path there (`color.action.primary`,
/// `spacing.md`, `other.duration.fast`). References between tokens of other types than colors, role mappings
/// and the semantic diff use it.
public struct TokenKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var category: TokenCategory
    public var path: TokenPath

    public init(_ category: TokenCategory, _ path: TokenPath) {
        self.category = category
        self.path = path
    }

    /// `spacing.md` → the key; `nil` when the first component is no category or nothing follows it.
    public init?(dotted: String) {
        let components = TokenPath(dotted: dotted).components
        guard components.count >= 2, let category = TokenCategory(rawValue: components[0]),
            components.allSatisfy({ !$0.isEmpty })
        else { return nil }
        self.init(category, TokenPath(Array(components.dropFirst())))
    }

    /// A reference as written, `{spacing.md}`; `nil` when the text is no reference to a key.
    public init?(reference text: String) {
        let utf8 = text.utf8
        guard utf8.count >= 3, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        let inner = String(decoding: utf8.dropFirst().dropLast(), as: UTF8.self)
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        self.init(dotted: inner)
    }

    public var description: String { "\(category.rawValue).\(path)" }

    /// As a reference is written: `{spacing.md}`.
    public var reference: String { "{\(description)}" }

    public static func < (lhs: TokenKey, rhs: TokenKey) -> Bool {
        (lhs.category.rawValue, lhs.path) < (rhs.category.rawValue, rhs.path)
    }
}

/// The roles of one output profile that a document maps onto its own tokens (`"roles": {"PROFILE": {…}}`).
public struct ProfileRoleMappings: Sendable, Equatable {
    public var profile: String
    /// Role name → the token that fills it, in document order.
    public var mappings: [RoleMapping]

    public init(profile: String, mappings: [RoleMapping]) {
        self.profile = profile
        self.mappings = mappings
    }
}

public struct RoleMapping: Sendable, Equatable {
    public var role: String
    public var token: TokenKey

    public init(role: String, token: TokenKey) {
        self.role = role
        self.token = token
    }
}

/// A token's deprecation, with the reason or replacement when the document gives one.
public struct Deprecation: Sendable, Equatable {
    public var reason: String?
    /// The token this one is now called (`"renamed": "{spacing.gap-md}"`): the same token under a new name, so the
    /// diff reports the removal of this one as a rename to it.
    public var renamed: TokenKey?
    /// The token to use instead (`"replaced_by"`): another token, so the diff reports the pair but no rename.
    public var replacedBy: TokenKey?

    public init(reason: String?, renamed: TokenKey? = nil, replacedBy: TokenKey? = nil) {
        self.reason = reason
        self.renamed = renamed
        self.replacedBy = replacedBy
    }

    /// The token that takes this one's place, as the document names it: the new name, else the replacement.
    public var successor: TokenKey? { renamed ?? replacedBy }
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
    /// The values as written.
    public var value: Appearances<ColorValue>
    /// The values after following aliases.
    public var resolved: Appearances<RGBA>
    public var metadata: TokenMetadata
    /// The high-contrast values as written (`light_hc`, `dark_hc`); `nil` for an appearance the token gives none
    /// of, where its standard value (or, for an alias, its target's high-contrast color) applies.
    public var highContrastValue = Appearances<ColorValue?>(light: nil, dark: nil)
    /// The high-contrast colors when any differs from `resolved`; `nil` when they are the standard ones, so that a
    /// token without high-contrast values compares equal to one built before they existed.
    private var distinctHighContrast: Appearances<RGBA>?

    public init(
        path: TokenPath, value: Appearances<ColorValue>, resolved: Appearances<RGBA>,
        metadata: TokenMetadata = TokenMetadata()
    ) {
        self.path = path
        self.value = value
        self.resolved = resolved
        self.metadata = metadata
    }

    /// The colors when the system asks for increased contrast (iOS's Increase Contrast, macOS's high-contrast
    /// appearances), after following aliases: `resolved` unless the token or the colors it aliases say otherwise.
    public var resolvedHighContrast: Appearances<RGBA> {
        get { distinctHighContrast ?? resolved }
        set { distinctHighContrast = newValue == resolved ? nil : newValue }
    }

    /// The high-contrast colors when they differ from the standard ones in either appearance: what a colorset or a
    /// dynamic color needs high-contrast entries for.
    public var distinctHighContrastColors: Appearances<RGBA>? {
        distinctHighContrast == resolved ? nil : distinctHighContrast
    }
}

extension ColorToken {
    /// Whether the token has a color of its own in a high-contrast appearance (one written, or one it aliases).
    public var hasHighContrast: Bool { distinctHighContrastColors != nil }

    /// The resolved color in one of the four appearances.
    public func resolved(_ appearance: Appearance) -> RGBA {
        switch appearance {
        case .light: resolved.light
        case .dark: resolved.dark
        case .lightHighContrast: resolvedHighContrast.light
        case .darkHighContrast: resolvedHighContrast.dark
        }
    }

    /// The value as written for one appearance; a high-contrast appearance the token gives no value for has none.
    public func written(_ appearance: Appearance) -> ColorValue? {
        switch appearance {
        case .light: value.light
        case .dark: value.dark
        case .lightHighContrast: highContrastValue.light
        case .darkHighContrast: highContrastValue.dark
        }
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

/// A font design: the system font's variants, as `Font.Design` names them.
public enum FontDesign: String, Sendable, CaseIterable {
    case `default`, rounded, serif, monospaced
}

public struct TextStyleToken: Sendable, Equatable {
    /// The members of a text style that may be written as a reference to another token.
    public enum Member: String, Sendable, CaseIterable {
        case size, weight
        case lineHeight = "line_height"
        case letterSpacing = "letter_spacing"
    }

    public var name: String
    /// The `DSFont` function name, e.g. `bodyLarge`.
    public var identifier: String
    /// The point size, after following a reference.
    public var size: Double
    public var relativeTo: TextStyle
    public var family: FontRole
    public var weight: FontWeight?
    /// The line height as a multiple of the size (1.5 is 150 %), as CSS and token files write it.
    public var lineHeight: Double?
    /// Extra space between letters, in points (tracking).
    public var letterSpacing: Double?
    /// The system font's design (rounded, serif, monospaced) when no custom font is used.
    public var design: FontDesign?
    /// The members written as references, with the key of the token each names.
    public var references: [Member: TokenKey]
    public var metadata: TokenMetadata

    public init(
        name: String, identifier: String, size: Double, relativeTo: TextStyle, family: FontRole = .sans,
        weight: FontWeight? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil,
        design: FontDesign? = nil, references: [Member: TokenKey] = [:], metadata: TokenMetadata = TokenMetadata()
    ) {
        self.name = name
        self.identifier = identifier
        self.size = size
        self.relativeTo = relativeTo
        self.family = family
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.design = design
        self.references = references
        self.metadata = metadata
    }
}

/// A spacing or radius value in points.
public struct SizeToken: Sendable, Equatable {
    public var name: String
    public var identifier: String
    /// The size in points, after following a reference.
    public var value: Double
    /// The token the value is written as a reference to (`{spacing.base}`), if it is one.
    public var reference: TokenKey?
    public var metadata: TokenMetadata

    public init(
        name: String, identifier: String, value: Double, reference: TokenKey? = nil,
        metadata: TokenMetadata = TokenMetadata()
    ) {
        self.name = name
        self.identifier = identifier
        self.value = value
        self.reference = reference
        self.metadata = metadata
    }
}

/// A named shadow: one or more layers drawn together.
public struct ShadowToken: Sendable, Equatable {
    public var name: String
    public var identifier: String
    /// At least one layer, in the order written (the first is drawn first).
    public var layers: [ShadowLayer]
    public var metadata: TokenMetadata

    public init(name: String, identifier: String, layers: [ShadowLayer], metadata: TokenMetadata = TokenMetadata()) {
        self.name = name
        self.identifier = identifier
        self.layers = layers
        self.metadata = metadata
    }
}

/// One layer of a shadow.
public struct ShadowLayer: Sendable, Equatable {
    public var color: ColorValue
    /// The shadow color after following an alias, per appearance.
    public var resolvedColor: Appearances<RGBA>
    public var opacity: Double
    /// The blur radius in points.
    public var radius: Double
    public var x: Double
    public var y: Double
    /// How far the shadow grows beyond the shape, in points (0 when not written).
    public var spread: Double
    /// An inner shadow.
    public var inset: Bool

    public init(
        color: ColorValue, resolvedColor: Appearances<RGBA>, opacity: Double, radius: Double, x: Double, y: Double,
        spread: Double = 0, inset: Bool = false
    ) {
        self.color = color
        self.resolvedColor = resolvedColor
        self.opacity = opacity
        self.radius = radius
        self.x = x
        self.y = y
        self.spread = spread
        self.inset = inset
    }
}

/// A token of a type the SwiftUI profile does not render, kept so nothing is lost.
public struct OtherToken: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case number, opacity, dimension, duration, fontWeight, cubicBezier, string
        // The composite and other types of token files, kept from an import.
        case fontFamily, strokeStyle, border, transition, shadow, gradient, typography
    }

    public var path: TokenPath
    public var kind: Kind
    /// The value exactly as the document holds it: references (`"{other.size.base}"`) included.
    public var value: JSONValue
    /// The dark-appearance value as written, when it differs from `value`.
    public var dark: JSONValue?
    /// `value` with every reference followed: in dsys units, colors as hex.
    public var resolved: JSONValue
    /// `dark` with every reference followed.
    public var resolvedDark: JSONValue?
    public var metadata: TokenMetadata

    public init(
        path: TokenPath, kind: Kind, value: JSONValue, dark: JSONValue? = nil, resolved: JSONValue? = nil,
        resolvedDark: JSONValue? = nil, metadata: TokenMetadata = TokenMetadata()
    ) {
        self.path = path
        self.kind = kind
        self.value = value
        self.dark = dark
        self.resolved = resolved ?? value
        self.resolvedDark = resolvedDark ?? (resolved == nil ? dark : nil)
        self.metadata = metadata
    }

    /// The key other tokens and role mappings name it by.
    public var key: TokenKey { TokenKey(.other, path) }

    /// Whether the value as written is a reference to another token, and to which.
    public var reference: TokenKey? {
        guard case .string(let text) = value else { return nil }
        return TokenKey(reference: text)
    }
}

extension DesignSystem {
    /// Where the token `key` is written in the document.
    public func pointer(of key: TokenKey) -> JSONPointer {
        let category = ["tokens", key.category.rawValue]
        if key.category == .shadow, format == .v1,
            let index = shadows?.firstIndex(where: { $0.name == key.path.description })
        {
            return JSONPointer(category + [String(index)])
        }
        return JSONPointer(category + key.path.components)
    }

    /// The roles the document maps explicitly for `profile`, in document order.
    public func roleMappings(for profile: String) -> [RoleMapping] {
        roleMappings.first { $0.profile == profile }?.mappings ?? []
    }

    /// The metadata of those of `keys` that the document has, found in one pass over each category (a profile
    /// asks for its few dozen roles in documents of tens of thousands of tokens).
    /// The key of every token, for checking the tokens a document names.
    var tokenKeys: Set<TokenKey> {
        var keys = Set(colors.map { TokenKey(.color, $0.path) })
        keys.formUnion(typography.map { TokenKey(.typography, TokenPath([$0.name])) })
        keys.formUnion(spacing.map { TokenKey(.spacing, TokenPath([$0.name])) })
        keys.formUnion(radii.map { TokenKey(.radius, TokenPath([$0.name])) })
        keys.formUnion((shadows ?? []).map { TokenKey(.shadow, TokenPath([$0.name])) })
        keys.formUnion(otherTokens.map { TokenKey(.other, $0.path) })
        return keys
    }

    public func metadata(of keys: Set<TokenKey>) -> [TokenKey: TokenMetadata] {
        var found: [TokenKey: TokenMetadata] = [:]
        // A profile asks for a few dozen keys: comparing paths to a short list costs less than hashing every path.
        func scan(
            _ category: TokenCategory, _ count: Int, _ path: (Int) -> TokenPath, _ metadata: (Int) -> TokenMetadata
        ) {
            let wanted = keys.filter { $0.category == category }.map(\.path)
            guard !wanted.isEmpty else { return }
            for index in 0..<count {
                let candidate = path(index)
                for path in wanted where path.components.count == candidate.components.count && path == candidate {
                    found[TokenKey(category, path)] = metadata(index)
                }
            }
        }
        if let index = colorIndex.byPath {
            for key in keys where key.category == .color {
                if let position = index[key.path] { found[key] = colors[position].metadata }
            }
        } else {
            scan(.color, colors.count, { colors[$0].path }, { colors[$0].metadata })
        }
        scan(.typography, typography.count, { TokenPath([typography[$0].name]) }, { typography[$0].metadata })
        scan(.spacing, spacing.count, { TokenPath([spacing[$0].name]) }, { spacing[$0].metadata })
        scan(.radius, radii.count, { TokenPath([radii[$0].name]) }, { radii[$0].metadata })
        let shadows = shadows ?? []
        scan(.shadow, shadows.count, { TokenPath([shadows[$0].name]) }, { shadows[$0].metadata })
        scan(.other, otherTokens.count, { otherTokens[$0].path }, { otherTokens[$0].metadata })
        return found
    }

    /// The position in ``colors`` of each color's path, for many look-ups: the reader's index when the document was
    /// read (no work), else built now. Paths are unique in a valid document (a built one that repeats a path gets
    /// its first color here).
    public var colorPositions: [TokenPath: Int] {
        colorIndex.byPath
            ?? Dictionary(colors.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The color token at `path`: looked up in the reader's index when the document was read, else found by comparing
    /// paths (a count first), which costs less than hashing every path for a few look-ups.
    public func color(at path: TokenPath) -> ColorToken? {
        if let index = colorIndex.byPath { return index[path].map { colors[$0] } }
        let count = path.components.count
        return colors.first { $0.path.components.count == count && $0.path == path }
    }

    /// Whether the document has a token with this key.
    public func contains(_ key: TokenKey) -> Bool {
        !metadata(of: [key]).isEmpty
    }

    /// The keys of every token of `category` (`spacing.md` …), in document order: for suggestions.
    public func keys(of category: TokenCategory) -> [String] {
        switch category {
        case .color: return colors.map { "color.\($0.path)" }
        case .typography: return typography.map { "typography.\($0.name)" }
        case .spacing: return spacing.map { "spacing.\($0.name)" }
        case .radius: return radii.map { "radius.\($0.name)" }
        case .shadow: return (shadows ?? []).map { "shadow.\($0.name)" }
        case .other: return otherTokens.map { "other.\($0.path)" }
        }
    }
}

/// An index of a design system's colors by path. It is derived data: two design systems are equal whatever their
/// indexes hold.
struct ColorIndex: Sendable, Equatable {
    var byPath: [TokenPath: Int]?

    init(byPath: [TokenPath: Int]? = nil) {
        self.byPath = byPath
    }

    static func == (lhs: ColorIndex, rhs: ColorIndex) -> Bool { true }
}
