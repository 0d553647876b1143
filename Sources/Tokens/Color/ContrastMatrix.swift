/// One of the two appearances a color token has a value for.
public enum Appearance: String, Sendable, CaseIterable, Comparable, Codable {
    case light, dark

    /// The opaque page a translucent background is painted on: white in light mode, black in dark mode.
    public var page: RGBA {
        switch self {
        case .light: RGBA(red: 255, green: 255, blue: 255)
        case .dark: RGBA(red: 0, green: 0, blue: 0)
        }
    }

    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        lhs == .light && rhs == .dark
    }
}

extension Appearances {
    /// The value for `appearance`.
    public subscript(appearance: Appearance) -> Value {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }
}

/// The contrast of one foreground–background pair in one appearance.
public struct ContrastCheck: Sendable, Equatable {
    public var foreground: TokenPath
    public var background: TokenPath
    /// The level the pair must meet: the declared one, or AA for a default pair.
    public var level: ContrastLevel
    /// Whether the document declares the pair (otherwise it is a default `text.*` on `surface.*` pair).
    public var isDeclared: Bool
    public var appearance: Appearance
    /// The colors as resolved, before compositing.
    public var foregroundColor: RGBA
    public var backgroundColor: RGBA
    /// The WCAG 2.x ratio, unrounded.
    public var ratio: Double

    /// Whether the ratio meets the pair's level.
    public var passes: Bool { Contrast.passes(ratio, level) }
}

/// The contrast pairs of a design system and their ratios in both appearances.
public enum ContrastMatrix {
    /// The level of a default pair, which the document does not declare: WCAG AA for normal text.
    public static let defaultLevel = ContrastLevel.aa

    /// Every pair of `designSystem`, sorted by foreground then background: every `text.*` color on every
    /// `surface.*` color at ``defaultLevel``, and every declared pair at its level (a declared pair replaces the
    /// default pair of the same two colors). Pairs naming a color the document lacks are left out.
    public static func pairs(of designSystem: DesignSystem) -> [(pair: ContrastPair, isDeclared: Bool)] {
        let colors = Set(designSystem.colors.map(\.path))
        var pairs: [ContrastPairKey: (pair: ContrastPair, isDeclared: Bool)] = [:]
        let texts = designSystem.colors.filter { $0.path.components.first == "text" }
        let surfaces = designSystem.colors.filter { $0.path.components.first == "surface" }
        for text in texts {
            for surface in surfaces {
                let pair = ContrastPair(foreground: text.path, background: surface.path, level: defaultLevel)
                pairs[ContrastPairKey(pair)] = (pair, false)
            }
        }
        for pair in designSystem.contrastPairs
        where colors.contains(pair.foreground) && colors.contains(pair.background) {
            pairs[ContrastPairKey(pair)] = (pair, true)
        }
        return pairs.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The ratio of every pair in both appearances, in the order of ``pairs(of:)``, light before dark.
    public static func checks(of designSystem: DesignSystem) -> [ContrastCheck] {
        let resolved = Dictionary(
            designSystem.colors.map { ($0.path, $0.resolved) }, uniquingKeysWith: { first, _ in first })
        var checks: [ContrastCheck] = []
        for (pair, isDeclared) in pairs(of: designSystem) {
            guard let foreground = resolved[pair.foreground], let background = resolved[pair.background] else {
                continue
            }
            for appearance in Appearance.allCases {
                checks.append(
                    ContrastCheck(
                        foreground: pair.foreground, background: pair.background, level: pair.level,
                        isDeclared: isDeclared, appearance: appearance, foregroundColor: foreground[appearance],
                        backgroundColor: background[appearance],
                        ratio: ratio(foreground[appearance], on: background[appearance], appearance: appearance)))
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

/// Identifies a pair by its two colors, ordered by foreground then background.
struct ContrastPairKey: Hashable, Comparable {
    var foreground: TokenPath
    var background: TokenPath

    init(_ pair: ContrastPair) {
        foreground = pair.foreground
        background = pair.background
    }

    init(_ check: ContrastCheck) {
        foreground = check.foreground
        background = check.background
    }

    static func < (lhs: ContrastPairKey, rhs: ContrastPairKey) -> Bool {
        (lhs.foreground, lhs.background) < (rhs.foreground, rhs.background)
    }
}
