// The contrast rule in one place: the WCAG levels and their ratios, the pairs a document declares, and how a pair is
// checked in every appearance. Which pairs each profile's components draw, and the level their text needs, is the
// Generator's `Kit/ComponentContrast.swift`.

/// One of the appearances a color token has a value for: light and dark, and each with increased contrast (iOS's
/// Increase Contrast, macOS's high-contrast appearances).
public enum Appearance: String, Sendable, CaseIterable, Comparable, Codable {
    case light, dark
    case lightHighContrast = "light_hc"
    case darkHighContrast = "dark_hc"

    /// Light and dark: the appearances every color has, and all a document without high-contrast values shows.
    public static let standard: [Appearance] = [.light, .dark]
    public static let highContrast: [Appearance] = [.lightHighContrast, .darkHighContrast]

    /// Whether the appearance is dark.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    /// Whether the appearance asks for increased contrast.
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
    /// The standard appearance of the same lightness.
    public var base: Appearance { isDark ? .dark : .light }

    /// How reports name it: `light`, `dark`, `light high contrast`, `dark high contrast`.
    public var displayName: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light high contrast"
        case .darkHighContrast: "dark high contrast"
        }
    }

    /// The opaque page a translucent background is painted on: white in light mode, black in dark mode.
    public var page: RGBA {
        isDark ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 255, green: 255, blue: 255)
    }

    /// Light, dark, light high contrast, dark high contrast.
    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

extension Appearances {
    /// The value for `appearance`; a high-contrast appearance reads the value of its base (light or dark).
    public subscript(appearance: Appearance) -> Value {
        appearance.isDark ? dark : light
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
    /// The opacity the background color is drawn at: below 1 for a tint (a badge's 10 % of its own color, which a
    /// profile declares); a document's pairs draw their colors as they are.
    public var backgroundOpacity: Double
    /// The color a translucent background is painted on (a button's tint inside a card, on the card's surface);
    /// `nil` for the appearance's page, white or black. A profile declares one pair per surface its component sits on.
    public var backdrop: TokenPath?

    public init(
        foreground: TokenPath, background: TokenPath, level: ContrastLevel, backgroundOpacity: Double = 1,
        backdrop: TokenPath? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.level = level
        self.backgroundOpacity = backgroundOpacity
        self.backdrop = backdrop
    }

    /// `surface.raised`, `feedback.success at 10%` for a tinted background, `action.subtle over surface.raised` for
    /// a translucent one on a surface.
    public var backgroundDescription: String {
        ContrastPair.describe(background, opacity: backgroundOpacity, backdrop: backdrop)
    }

    static func describe(_ background: TokenPath, opacity: Double, backdrop: TokenPath? = nil) -> String {
        var description = background.description
        if opacity != 1 { description += " at \(NumberText.shortest((opacity * 1000).rounded() / 10))%" }
        if let backdrop { description += " over \(backdrop)" }
        return description
    }
}

/// The contrast of one foreground–background pair in one appearance.
public struct ContrastCheck: Sendable, Equatable {
    public var foreground: TokenPath
    public var background: TokenPath
    /// The opacity the background color is drawn at (below 1 for a tint).
    public var backgroundOpacity: Double = 1
    /// The color a translucent background is painted on; `nil` for the appearance's page.
    public var backdrop: TokenPath? = nil
    /// The level the pair must meet: the declared one, or the default pair's.
    public var level: ContrastLevel
    /// Whether the document declares the pair (otherwise it is one of the profile's default pairs).
    public var isDeclared: Bool
    public var appearance: Appearance
    /// The colors as resolved, before compositing (the background at its opacity).
    public var foregroundColor: RGBA
    public var backgroundColor: RGBA
    /// What the background is painted on: its backdrop's color on the appearance's page, or the page.
    public var underColor: RGBA
    /// The WCAG 2.x ratio, unrounded.
    public var ratio: Double

    /// Whether the ratio meets the pair's level.
    public var passes: Bool { Contrast.passes(ratio, level) }

    /// `surface.raised`, `feedback.success at 10%` for a tinted background, `action.subtle over surface.raised` for
    /// a translucent one on a surface.
    public var backgroundDescription: String {
        ContrastPair.describe(background, opacity: backgroundOpacity, backdrop: backdrop)
    }
}

/// The contrast pairs of a design system and their ratios in both appearances.
///
/// The default pairs come from the output profile, which knows what its components draw on what (the caller passes
/// them; ``textOnSurfacePairs(of:)`` for a caller that knows no profile); the document's own pairs are added to them.
public enum ContrastMatrix {
    /// The level of a default pair of ``textOnSurfacePairs(of:)``: WCAG AA for normal text.
    public static let defaultLevel = ContrastLevel.aa

    /// Every `text.*` color on every `surface.*` color at ``defaultLevel``: the pairs of a check that knows no
    /// profile (a migration's diff, the API impact of a lint fix); every profile has its own table.
    public static func textOnSurfacePairs(of designSystem: DesignSystem) -> [ContrastPair] {
        let texts = designSystem.colors.filter { $0.path.components.first == "text" }
        let surfaces = designSystem.colors.filter { $0.path.components.first == "surface" }
        return texts.flatMap { text in
            surfaces.map { ContrastPair(foreground: text.path, background: $0.path, level: defaultLevel) }
        }
    }

    /// Every pair of `designSystem`, sorted by foreground then background: the `defaults` (``textOnSurfacePairs(of:)``
    /// when `nil`) and every declared pair at its level (a declared pair replaces the default pair of the same two
    /// colors). Pairs naming a color the document lacks (their backdrop's included) are left out.
    public static func pairs(
        of designSystem: DesignSystem, defaults: [ContrastPair]? = nil
    ) -> [(pair: ContrastPair, isDeclared: Bool)] {
        pairs(of: designSystem, defaults: defaults, positions: designSystem.colorPositions)
    }

    /// ``pairs(of:defaults:)`` with the colors' ``DesignSystem/colorPositions``.
    private static func pairs(
        of designSystem: DesignSystem, defaults: [ContrastPair]?, positions: [TokenPath: Int]
    ) -> [(pair: ContrastPair, isDeclared: Bool)] {
        let colors = positions.keys
        var pairs: [ContrastPairKey: (pair: ContrastPair, isDeclared: Bool)] = [:]
        for pair in defaults ?? textOnSurfacePairs(of: designSystem)
        where colors.contains(pair.foreground) && colors.contains(pair.background)
            && pair.backdrop.map(colors.contains) ?? true
        {
            pairs[ContrastPairKey(pair)] = (pair, false)
        }
        for pair in designSystem.contrastPairs
        where colors.contains(pair.foreground) && colors.contains(pair.background) {
            pairs[ContrastPairKey(pair)] = (pair, true)
        }
        return pairs.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The ratio of every pair of ``pairs(of:defaults:)`` in each appearance, in its order: light and dark, and the
    /// two high-contrast appearances when `highContrast` (by default, when a color of the document has high-contrast
    /// colors of its own). A translucent background is painted on its pair's backdrop (itself on the appearance's
    /// page), or on the page, then the foreground over it.
    public static func checks(
        of designSystem: DesignSystem, defaults: [ContrastPair]? = nil, highContrast: Bool? = nil
    ) -> [ContrastCheck] {
        let appearances =
            highContrast ?? designSystem.hasHighContrastColors
            ? Appearance.allCases : Appearance.standard
        // The few colors the pairs name are looked up, not every color copied into a table of its own.
        let positions = designSystem.colorPositions
        func color(_ path: TokenPath) -> ColorToken? { positions[path].map { designSystem.colors[$0] } }
        var checks: [ContrastCheck] = []
        for (pair, isDeclared) in pairs(of: designSystem, defaults: defaults, positions: positions) {
            guard let foreground = color(pair.foreground), let background = color(pair.background) else {
                continue
            }
            let backdrop = pair.backdrop.flatMap(color)
            for appearance in appearances {
                let foregroundColor = foreground.resolved(appearance)
                let backgroundColor = background.resolved(appearance).atOpacity(pair.backgroundOpacity)
                let under =
                    backdrop.map { $0.resolved(appearance).composited(over: appearance.page) } ?? appearance.page
                checks.append(
                    ContrastCheck(
                        foreground: pair.foreground, background: pair.background,
                        backgroundOpacity: pair.backgroundOpacity, backdrop: pair.backdrop, level: pair.level,
                        isDeclared: isDeclared, appearance: appearance, foregroundColor: foregroundColor,
                        backgroundColor: backgroundColor, underColor: under,
                        ratio: Contrast.ratio(foregroundColor, backgroundColor.composited(over: under))))
            }
        }
        return checks
    }

    /// The ratio of `foreground` on `background` as they show in `appearance`: a translucent background is painted
    /// on the appearance's page (white or black) first, then the foreground over it.
    public static func ratio(_ foreground: RGBA, on background: RGBA, appearance: Appearance) -> Double {
        Contrast.ratio(foreground, background.composited(over: appearance.page))
    }
}

/// Identifies a pair by its two colors (and how the background is drawn), ordered by foreground then background.
struct ContrastPairKey: Hashable, Comparable {
    var foreground: TokenPath
    var background: TokenPath
    var backgroundOpacity: Double
    var backdrop: TokenPath?

    init(_ pair: ContrastPair) {
        foreground = pair.foreground
        background = pair.background
        backgroundOpacity = pair.backgroundOpacity
        backdrop = pair.backdrop
    }

    init(_ check: ContrastCheck) {
        foreground = check.foreground
        background = check.background
        backgroundOpacity = check.backgroundOpacity
        backdrop = check.backdrop
    }

    /// By foreground, background, the color as it is before its tints, then on the page before on a surface.
    static func < (lhs: ContrastPairKey, rhs: ContrastPairKey) -> Bool {
        (lhs.foreground, lhs.background, -lhs.backgroundOpacity, lhs.backdrop?.description ?? "")
            < (rhs.foreground, rhs.background, -rhs.backgroundOpacity, rhs.backdrop?.description ?? "")
    }
}

extension RGBA {
    /// The color drawn at `opacity` (its alpha scaled, rounded to 8 bits as a colorset's would be).
    func atOpacity(_ opacity: Double) -> RGBA {
        guard opacity != 1 else { return self }
        let alpha = (Double(self.alpha) * min(max(opacity, 0), 1)).rounded()
        return RGBA(red: red, green: green, blue: blue, alpha: UInt8(alpha))
    }
}
