/// How the contrast pairs of a design system changed between two revisions.
public struct ContrastChanges: Sendable, Equatable {
    /// A WCAG threshold a pair's ratio moved across.
    public struct Crossing: Sendable, Equatable {
        /// The level whose threshold was crossed (AA-large 3, AA 4.5, AAA 7; non-text 3 for non-text pairs).
        public var level: ContrastLevel
        /// Whether the pair passes the level now (it failed before), or fails it now (it passed before).
        public var passesNow: Bool
    }

    /// One pair in one appearance whose ratio changed, or that appeared or disappeared.
    public struct Change: Sendable, Equatable {
        public var foreground: TokenPath
        public var background: TokenPath
        /// The opacity the background color is drawn at (below 1 for a tint).
        public var backgroundOpacity: Double = 1
        /// The color a translucent background is painted on; `nil` for the appearance's page.
        public var backdrop: TokenPath? = nil
        public var level: ContrastLevel
        public var isDeclared: Bool
        public var appearance: Appearance
        /// `nil` when the pair did not exist (a color was added).
        public var oldRatio: Double?
        /// `nil` when the pair no longer exists (a color was removed).
        public var newRatio: Double?
        /// The thresholds the ratio crossed, from the lowest.
        public var crossings: [Crossing]

        /// Whether contrast went down.
        public var isRegression: Bool {
            guard let oldRatio, let newRatio else { return false }
            return newRatio < oldRatio
        }

        /// Whether the pair met its level before and fails it now.
        public var isAccessibilityRegression: Bool {
            guard let oldRatio, let newRatio else { return false }
            return Contrast.passes(oldRatio, level) && !Contrast.passes(newRatio, level)
        }

        /// `text.muted on surface.raised (dark)`.
        public var subject: String { "\(foreground) on \(backgroundDescription) (\(appearance.rawValue))" }

        /// `surface.raised`, `feedback.success at 10%` for a tinted background, `action.subtle over surface.raised`
        /// for a translucent one on a surface.
        public var backgroundDescription: String {
            ContrastPair.describe(background, opacity: backgroundOpacity, backdrop: backdrop)
        }
    }

    /// Every changed pair: accessibility regressions first, then other regressions, then the rest (improvements,
    /// new and gone pairs); by foreground, background and appearance within each group.
    public var changes: [Change] = []

    public init() {}

    /// The thresholds a text pair can cross, and the one a non-text pair can.
    static let textLevels: [ContrastLevel] = [.aaLarge, .aa, .aaa]

    /// Compares the checks of two revisions. A ratio counts as changed when it differs at two decimals (as every
    /// rendering shows it) or when it crosses a threshold.
    /// `renamed` maps the old paths of renamed colors to their new ones, so that a pair of a renamed color is
    /// compared with the same pair under the old name.
    static func between(
        _ old: [ContrastCheck], _ new: [ContrastCheck], renamed: [TokenPath: TokenPath] = [:]
    ) -> ContrastChanges {
        struct Key: Hashable {
            var pair: ContrastPairKey
            var appearance: Appearance
        }
        let old = old.map { check in
            var check = check
            check.foreground = renamed[check.foreground] ?? check.foreground
            check.background = renamed[check.background] ?? check.background
            check.backdrop = check.backdrop.map { renamed[$0] ?? $0 }
            return check
        }
        let oldByKey = Dictionary(
            old.map { (Key(pair: ContrastPairKey($0), appearance: $0.appearance), $0) },
            uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map { Key(pair: ContrastPairKey($0), appearance: $0.appearance) })
        var changes: [Change] = []
        for check in new {
            let previous = oldByKey[Key(pair: ContrastPairKey(check), appearance: check.appearance)]
            let change = Change(
                foreground: check.foreground, background: check.background, backgroundOpacity: check.backgroundOpacity,
                backdrop: check.backdrop, level: check.level, isDeclared: check.isDeclared,
                appearance: check.appearance,
                oldRatio: previous?.ratio,
                newRatio: check.ratio,
                crossings: previous.map { crossings(from: $0.ratio, to: check.ratio, level: check.level) } ?? [])
            let levelChanged = previous.map { $0.level != check.level } ?? false
            if previous == nil || !change.crossings.isEmpty || levelChanged
                || rounded(previous?.ratio ?? 0) != rounded(check.ratio)
            {
                changes.append(change)
            }
        }
        for check in old where !newKeys.contains(Key(pair: ContrastPairKey(check), appearance: check.appearance)) {
            changes.append(
                Change(
                    foreground: check.foreground, background: check.background,
                    backgroundOpacity: check.backgroundOpacity, backdrop: check.backdrop, level: check.level,
                    isDeclared: check.isDeclared, appearance: check.appearance, oldRatio: check.ratio, newRatio: nil,
                    crossings: []))
        }
        var result = ContrastChanges()
        result.changes = changes.sorted { lhs, rhs in
            let order = (group(lhs), ContrastPairKey(lhs), lhs.appearance)
            let other = (group(rhs), ContrastPairKey(rhs), rhs.appearance)
            return order < other
        }
        return result
    }

    private static func group(_ change: Change) -> Int {
        if change.isAccessibilityRegression { return 0 }
        if change.isRegression { return 1 }
        if change.oldRatio != nil && change.newRatio != nil { return 2 }
        return 3
    }

    static func crossings(from old: Double, to new: Double, level: ContrastLevel) -> [Crossing] {
        let levels = level == .nonText ? [ContrastLevel.nonText] : textLevels
        return levels.compactMap { candidate in
            let before = Contrast.passes(old, candidate)
            let after = Contrast.passes(new, candidate)
            return before == after ? nil : Crossing(level: candidate, passesNow: after)
        }
    }

    /// The ratio at two decimals, as shown.
    private static func rounded(_ ratio: Double) -> Int {
        Int((ratio * 100).rounded())
    }
}

extension ContrastPairKey {
    init(_ change: ContrastChanges.Change) {
        foreground = change.foreground
        background = change.background
        backgroundOpacity = change.backgroundOpacity
        backdrop = change.backdrop
    }
}
