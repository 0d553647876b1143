/// Everything that differs between two revisions of a design system, and the version bump that follows.
///
/// A pure function of two resolved documents (``between(_:_:policy:)``). Every list is sorted by token key (then
/// appearance), so equal inputs give equal diffs.
public struct SemanticDiff: Sendable, Equatable {
    /// A token present on one side only: added or removed.
    public struct Token: Sendable, Equatable {
        /// `color.text.muted`, `spacing.md`, `other.duration.fast`.
        public var key: String
        /// `color`, `typography`, `spacing`, `radius`, `shadow`, or an other token's kind.
        public var type: String
        /// The resolved values, e.g. `#4B5563 / #9CA3AF` (light / dark) or `16`.
        public var value: String
        /// The resolved colors (light, dark) of a color token.
        public var colors: Appearances<RGBA>?
    }

    /// A token that was removed and added again under another name, with the same type and resolved values.
    public struct Rename: Sendable, Equatable {
        public var from: String
        public var to: String
        public var type: String
        /// Name similarity of the two keys, 0 to 1 (1 − Levenshtein distance / longer length).
        public var similarity: Double
    }

    /// A removed token that could have been renamed to any of several added tokens; reported as removed and added.
    public struct PossibleRename: Sendable, Equatable {
        public var removed: String
        /// Added tokens with the same type and values, most similar name first.
        public var candidates: [String]
    }

    /// A token whose type changed under the same key.
    public struct Retype: Sendable, Equatable {
        public var key: String
        public var oldType: String
        public var newType: String
        public var oldValue: String
        public var newValue: String
    }

    /// A token that became deprecated, or stopped being deprecated.
    public struct DeprecationChange: Sendable, Equatable {
        public var key: String
        /// The reason the document gives, for a newly deprecated token.
        public var reason: String?
    }

    /// A changed value of a token; colors have one per appearance.
    public struct ValueChange: Sendable, Equatable {
        public var key: String
        public var type: String
        /// The appearance of a color value; `nil` for tokens with one value.
        public var appearance: Appearance?
        /// The values as written (a hex color, an alias `{path}`, a number, a description of a style).
        public var old: String
        public var new: String
        /// The resolved colors of a color value.
        public var oldColor: RGBA?
        public var newColor: RGBA?
        /// What a value of another type comes to when it is (or holds) a reference: `16` for `{other.size.400}`;
        /// `nil` when it is written as what it means.
        public var oldResolved: String? = nil
        public var newResolved: String? = nil
        /// Whether the value is an alias that now points to another token (or became or stopped being an alias).
        public var isAliasRetarget: Bool
        /// Whether what the value resolves to changed; `false` for a retarget to a token of the same value.
        public var resolvedChanged: Bool
        /// The perceptual size of a color change: ΔE_OK × 100 (``ColorDifference/deltaEOK(_:_:)``).
        public var deltaE: Double?
        public var size: ColorDifference.Size?
    }

    /// Both appearances of a color token that changed in at least one, before and after.
    public struct ColorChange: Sendable, Equatable {
        public var key: String
        public var old: Appearances<RGBA>
        public var new: Appearances<RGBA>
        /// The high-contrast colors before and after, when either revision of the token has its own (`nil`: they
        /// are `old` and `new`).
        public var oldHighContrast: Appearances<RGBA>?
        public var newHighContrast: Appearances<RGBA>?

        /// The appearances to show: light and dark, and the high-contrast ones when the token has them.
        public var appearances: [Appearance] {
            oldHighContrast == nil ? Appearance.standard : Appearance.allCases
        }

        /// The color before (`new` false) or after in one appearance.
        public func color(_ appearance: Appearance, new isNew: Bool) -> RGBA {
            let colors = isNew ? new : old
            guard appearance.isHighContrast, let highContrast = isNew ? newHighContrast : oldHighContrast else {
                return colors[appearance]
            }
            return highContrast[appearance]
        }
    }

    /// A changed description.
    public struct DescriptionChange: Sendable, Equatable {
        public var key: String
        public var old: String?
        public var new: String?
    }

    /// A changed document-wide setting (`name`, `font_family.sans`, `font_family.mono`).
    public struct SettingChange: Sendable, Equatable {
        public var key: String
        public var old: String
        public var new: String
    }

    /// True when `old` was absent: every token of `new` is listed as added.
    public var isInitial = false
    public var added: [Token] = []
    public var removed: [Token] = []
    public var renamed: [Rename] = []
    public var possibleRenames: [PossibleRename] = []
    public var retyped: [Retype] = []
    public var deprecated: [DeprecationChange] = []
    public var undeprecated: [DeprecationChange] = []
    public var valueChanges: [ValueChange] = []
    /// The colors of every color token with a value change, both appearances, for side-by-side swatches.
    public var colorChanges: [ColorChange] = []
    public var descriptionChanges: [DescriptionChange] = []
    public var settingChanges: [SettingChange] = []
    public var contrast = ContrastChanges()
    public var policy = AccessibilityPolicy.breaking

    public init() {}

    /// Whether nothing a user would care about changed (the documents may still differ in order or formatting).
    public var isEmpty: Bool { reasons.isEmpty && contrast.changes.isEmpty }

    /// The number of changed tokens by kind, as the registry records them.
    public var counts: TokenChangeCounts {
        TokenChangeCounts(
            added: added.count, removed: removed.count, retyped: retyped.count, deprecated: deprecated.count,
            changed: Set(valueChanges.map(\.key) + descriptionChanges.map(\.key) + undeprecated.map(\.key)).count
                + settingChanges.count,
            renamed: renamed.count)
    }

    // MARK: - Computing a diff

    /// The diff from `old` to `new`; with `old == nil`, every token of `new` is added (a first revision).
    /// `contrastPairs`: the default contrast pairs of a revision, as its output profile declares them (the pairs of
    /// ``ContrastMatrix/textOnSurfacePairs(of:)`` when `nil`); both revisions are checked with the same rule.
    public static func between(
        _ old: DesignSystem?, _ new: DesignSystem, policy: AccessibilityPolicy = .breaking,
        contrastPairs: (@Sendable (DesignSystem) -> [ContrastPair])? = nil
    ) -> SemanticDiff {
        var diff = SemanticDiff()
        diff.policy = policy
        diff.isInitial = old == nil
        let before = old.map(DiffToken.tokens(of:)) ?? []
        let after = DiffToken.tokens(of: new)
        let beforeByKey = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let afterByKey = Dictionary(after.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

        var added = after.filter { beforeByKey[$0.key] == nil }
        var removed = before.filter { afterByKey[$0.key] == nil }
        let renames = matchRenames(removed: removed, added: added)
        diff.renamed = renames.renames
        diff.possibleRenames = renames.possible
        let renamedFrom = Set(renames.renames.map(\.from))
        let renamedTo = Set(renames.renames.map(\.to))
        added.removeAll { renamedTo.contains($0.key) }
        removed.removeAll { renamedFrom.contains($0.key) }
        diff.added = added.map(summary)
        diff.removed = removed.map(summary)

        // Tokens on both sides, renamed ones included, compared value by value.
        var pairs = after.compactMap { token in beforeByKey[token.key].map { ($0, token) } }
        for rename in renames.renames {
            if let from = beforeByKey[rename.from], let to = afterByKey[rename.to] { pairs.append((from, to)) }
        }
        for (previous, current) in pairs {
            diff.compare(previous, current)
        }
        if let old {
            let oldSettings = DiffToken.settings(of: old)
            for (index, setting) in DiffToken.settings(of: new).enumerated() where oldSettings[index] != setting {
                diff.settingChanges.append(
                    SettingChange(key: setting.key, old: oldSettings[index].value, new: setting.value))
            }
        }
        var renamedColors: [TokenPath: TokenPath] = [:]
        for rename in renames.renames where rename.type == "color" {
            renamedColors[TokenPath(dotted: String(rename.from.dropFirst(6)))] = TokenPath(
                dotted: String(rename.to.dropFirst(6)))
        }
        // Both revisions are checked in the high-contrast appearances when either has high-contrast colors.
        let highContrast = new.hasHighContrastColors || old?.hasHighContrastColors == true
        func checks(_ designSystem: DesignSystem) -> [ContrastCheck] {
            ContrastMatrix.checks(
                of: designSystem, defaults: contrastPairs?(designSystem), highContrast: highContrast)
        }
        diff.contrast = ContrastChanges.between(old.map(checks) ?? [], checks(new), renamed: renamedColors)
        diff.sort()
        return diff
    }

    private static func summary(_ token: DiffToken) -> Token {
        Token(key: token.key, type: token.type, value: token.summary, colors: token.colors)
    }

    /// Adds the changes between one token's two revisions (the same key, or the two names of a rename).
    private mutating func compare(_ previous: DiffToken, _ current: DiffToken) {
        if previous.type != current.type {
            retyped.append(
                Retype(
                    key: current.key, oldType: previous.type, newType: current.type, oldValue: previous.summary,
                    newValue: current.summary))
        } else {
            for (old, new) in zip(previous.values, current.values) where old != new {
                valueChanges.append(Self.valueChange(current, old, new))
            }
            // High-contrast values count where either revision has its own; elsewhere they follow the standard ones.
            let highContrast = previous.hasHighContrast || current.hasHighContrast
            let highContrastChanged = highContrast && previous.highContrastValues != current.highContrastValues
            if highContrastChanged {
                for (old, new) in zip(previous.highContrastValues, current.highContrastValues) where old != new {
                    valueChanges.append(Self.valueChange(current, old, new))
                }
            }
            if let old = previous.colors, let new = current.colors,
                previous.values != current.values || highContrastChanged
            {
                var change = ColorChange(key: current.key, old: old, new: new)
                if highContrast {
                    change.oldHighContrast = previous.highContrastColors ?? old
                    change.newHighContrast = current.highContrastColors ?? new
                }
                colorChanges.append(change)
            }
        }
        switch (previous.metadata.deprecation, current.metadata.deprecation) {
        case (nil, .some(let deprecation)):
            deprecated.append(DeprecationChange(key: current.key, reason: deprecation.reason))
        case (.some, nil):
            undeprecated.append(DeprecationChange(key: current.key, reason: nil))
        default:
            break
        }
        if previous.metadata.description != current.metadata.description {
            descriptionChanges.append(
                DescriptionChange(
                    key: current.key, old: previous.metadata.description, new: current.metadata.description))
        }
    }

    private static func valueChange(_ token: DiffToken, _ old: DiffToken.Value, _ new: DiffToken.Value) -> ValueChange {
        var change = ValueChange(
            key: token.key, type: token.type, appearance: new.appearance, old: old.written, new: new.written,
            oldColor: old.resolved, newColor: new.resolved,
            isAliasRetarget: old.aliasTarget != new.aliasTarget && (old.aliasTarget != nil || new.aliasTarget != nil),
            resolvedChanged: old.meaning != new.meaning, deltaE: nil, size: nil)
        if old.resolved == nil, new.resolved == nil, old.meaning != old.written || new.meaning != new.written {
            change.oldResolved = old.meaning
            change.newResolved = new.meaning
        }
        if let oldColor = old.resolved, let newColor = new.resolved {
            let deltaE = ColorDifference.deltaEOK(oldColor, newColor)
            change.deltaE = deltaE
            change.size = ColorDifference.Size(deltaEOK: deltaE)
        }
        return change
    }

    private mutating func sort() {
        added.sort { $0.key < $1.key }
        removed.sort { $0.key < $1.key }
        renamed.sort { $0.from < $1.from }
        possibleRenames.sort { $0.removed < $1.removed }
        retyped.sort { $0.key < $1.key }
        deprecated.sort { $0.key < $1.key }
        undeprecated.sort { $0.key < $1.key }
        valueChanges.sort { ($0.key, $0.appearance?.rawValue ?? "") < ($1.key, $1.appearance?.rawValue ?? "") }
        descriptionChanges.sort { $0.key < $1.key }
        colorChanges.sort { $0.key < $1.key }
    }

    // MARK: - Renames

    /// Pairs removed and added tokens of equal type and resolved values. Candidates are ranked by name similarity;
    /// the most similar pair is taken when it is unique, and a tie leaves both tokens as a possible rename.
    static func matchRenames(
        removed: [DiffToken], added: [DiffToken]
    ) -> (renames: [Rename], possible: [PossibleRename]) {
        let addedBySignature = Dictionary(grouping: added, by: \.renameSignature)
        var candidates: [(removed: DiffToken, added: DiffToken, similarity: Double)] = []
        for token in removed {
            for candidate in addedBySignature[token.renameSignature] ?? [] {
                candidates.append((token, candidate, nameSimilarity(token.key, candidate.key)))
            }
        }
        candidates.sort {
            ($0.similarity, $1.removed.key, $1.added.key) > ($1.similarity, $0.removed.key, $0.added.key)
        }
        var matched = Set<String>()
        var ambiguous = Set<String>()
        var renames: [Rename] = []
        for (index, pair) in candidates.enumerated() {
            let from = pair.removed.key
            let to = pair.added.key
            if matched.contains(from) || matched.contains(to) || ambiguous.contains(from) || ambiguous.contains(to) {
                continue
            }
            // Another open candidate just as similar, sharing one of the two tokens: no way to tell which is meant.
            let tie = candidates[(index + 1)...].prefix { $0.similarity == pair.similarity }.contains { other in
                (other.removed.key == from) != (other.added.key == to)
                    && !matched.contains(other.removed.key) && !matched.contains(other.added.key)
            }
            if tie {
                ambiguous.insert(from)
                ambiguous.insert(to)
                continue
            }
            matched.insert(from)
            matched.insert(to)
            renames.append(Rename(from: from, to: to, type: pair.added.type, similarity: pair.similarity))
        }
        var possible: [String: [(String, Double)]] = [:]
        for pair in candidates where !matched.contains(pair.removed.key) && !matched.contains(pair.added.key) {
            possible[pair.removed.key, default: []].append((pair.added.key, pair.similarity))
        }
        return (
            renames,
            possible.map { key, list in
                PossibleRename(
                    removed: key,
                    candidates: list.sorted { ($0.1, $1.0) > ($1.1, $0.0) }.map(\.0))
            }
        )
    }

    /// 1 − (Levenshtein distance / length of the longer key), on Unicode scalars.
    static func nameSimilarity(_ a: String, _ b: String) -> Double {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        guard !x.isEmpty || !y.isEmpty else { return 1 }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...max(x.count, 1) where !x.isEmpty {
            current[0] = i
            for j in stride(from: 1, through: y.count, by: 1) {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        let distance = x.isEmpty ? y.count : previous[y.count]
        return 1 - Double(distance) / Double(max(x.count, y.count))
    }
}
