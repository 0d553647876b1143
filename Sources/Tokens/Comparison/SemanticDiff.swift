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
        /// The token's deprecation on its side: an added token may come deprecated, a removed one may have said
        /// what replaces it.
        public var deprecation: Deprecation? = nil
    }

    /// A token that was removed and added again under another name: the same `id`, a `renamed` on the old token,
    /// or the same type and resolved values under names alike enough (``renameLikeness``).
    public struct Rename: Sendable, Equatable {
        /// What tells that the two names are one token, strongest first.
        public enum Evidence: String, Sendable, CaseIterable, Codable {
            /// Both tokens have the same `id`; their values may differ.
            case id
            /// The old token's deprecation says `renamed` to the new one; their values may differ.
            case declared
            /// No id tells otherwise, and the two have the same type and resolved values and names alike.
            case likeness
        }

        public var from: String
        public var to: String
        public var type: String
        /// Name similarity of the two keys, 0 to 1 (1 − Levenshtein distance / longer length).
        public var similarity: Double
        public var evidence: Evidence = .likeness
        /// The resolved values before and after (as ``Token/value``); they differ only for a rename by id or
        /// declaration whose value changed too, which ``valueChanges`` also lists under the new key.
        public var oldValue: String = ""
        public var newValue: String = ""

        /// Whether the value changed along with the name.
        public var valueChanged: Bool { oldValue != newValue }
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
        /// The token it is now called (`renamed`) or the one to use instead (`replaced_by`), for a newly deprecated
        /// token that names one.
        public var renamed: String? = nil
        public var replacedBy: String? = nil
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

    /// A changed `id` or `extensions` of a token: documentation of the token, which changes no generated symbol
    /// and requires no bump.
    public struct MetadataChange: Sendable, Equatable {
        public enum Field: String, Sendable, CaseIterable, Codable {
            case id, extensions
        }

        public var key: String
        public var field: Field
        /// The id, or the extensions as canonical JSON on one line; `nil` when absent.
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
    /// Changed descriptions, and below changed ids and extensions: metadata, listed but requiring no bump.
    public var descriptionChanges: [DescriptionChange] = []
    public var metadataChanges: [MetadataChange] = []
    public var settingChanges: [SettingChange] = []
    public var contrast = ContrastChanges()
    public var policy = AccessibilityPolicy.breaking

    public init() {}

    /// Whether nothing a user would care about changed (the documents may still differ in order or formatting).
    public var isEmpty: Bool {
        // Every reason requires at least a patch, so no reasons is no bump.
        requiredBump == .none && contrast.changes.isEmpty && descriptionChanges.isEmpty && metadataChanges.isEmpty
    }

    /// The number of changed tokens by kind, as the registry records them.
    public var counts: TokenChangeCounts {
        TokenChangeCounts(
            added: added.count, removed: removed.count, retyped: retyped.count, deprecated: deprecated.count,
            changed: Set(
                valueChanges.map(\.key) + descriptionChanges.map(\.key) + metadataChanges.map(\.key)
                    + undeprecated.map(\.key)
            ).count
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
        between(old, new, policy: policy, contrastPairs: contrastPairs, deferringColors: true)
    }

    /// The diff, with `deferringColors` false making every color's values as the tokens are listed, which the fast
    /// way (true) leaves out for each color equal on both sides: a test holds the two equal over random edits.
    static func between(
        _ old: DesignSystem?, _ new: DesignSystem, policy: AccessibilityPolicy,
        contrastPairs: (@Sendable (DesignSystem) -> [ContrastPair])?, deferringColors: Bool
    ) -> SemanticDiff {
        var diff = SemanticDiff()
        diff.policy = policy
        diff.isInitial = old == nil
        // A color's values are made only where they are read: for a token on one side only (its summary and rename
        // signature), a rename, and a pair whose two color tokens differ. Equal color tokens have equal values and
        // metadata, so comparing them adds nothing.
        var before = old.map { DiffToken.tokens(of: $0, deferringColors: deferringColors) } ?? []
        var after = DiffToken.tokens(of: new, deferringColors: deferringColors)
        // Pairs and flags by position, so that matching hashes a key at most twice.
        var pairs: [(Int, Int)] = []
        var renames: [Rename] = []
        var pairedBefore = [Bool](repeating: false, count: before.count)
        var pairedAfter = [Bool](repeating: false, count: after.count)
        func pair(_ previous: Int, _ current: Int) {
            pairs.append((previous, current))
            pairedBefore[previous] = true
            pairedAfter[current] = true
        }
        // Identity first: a token keeps its id whatever its path, so the same id under another key is a rename.
        var beforeByID: [String: Int] = [:]
        var afterByID: [String: Int] = [:]
        if before.contains(where: { $0.metadata.id != nil }) || after.contains(where: { $0.metadata.id != nil }) {
            beforeByID = uniqueIDs(before)
            afterByID = uniqueIDs(after)
            for current in after.indices {
                guard let id = after[current].metadata.id, afterByID[id] == current, let previous = beforeByID[id]
                else { continue }
                pair(previous, current)
                if before[previous].key != after[current].key {
                    before[previous].fillValues()
                    after[current].fillValues()
                    renames.append(rename(before[previous], after[current], .id))
                }
            }
        }
        // Then the path, among the tokens no id paired (the first of a key: validation makes keys unique): a token
        // whose id changed under the same key is the same symbol, with a changed id.
        let beforeIndex = Dictionary(
            before.indices.lazy.filter { !pairedBefore[$0] }.map { (before[$0].key, $0) },
            uniquingKeysWith: { first, _ in first })
        for (current, token) in after.enumerated() where !pairedAfter[current] {
            guard let previous = beforeIndex[token.key], !pairedBefore[previous] else { continue }
            pair(previous, current)
        }
        var removed = before.indices.filter { !pairedBefore[$0] }
        var added = after.indices.filter { !pairedAfter[$0] }
        for index in removed { before[index].fillValues() }
        for index in added { after[index].fillValues() }
        let afterIndex = Dictionary(added.map { (after[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        // A removed token whose deprecation said `renamed` to a token this revision adds: the team's word.
        if !removed.isEmpty, !added.isEmpty {
            for previous in removed {
                guard let target = before[previous].metadata.deprecation?.renamed?.description,
                    let current = afterIndex[target], !pairedAfter[current]
                else { continue }
                renames.append(rename(before[previous], after[current], .declared))
                pair(previous, current)
            }
            removed.removeAll { pairedBefore[$0] }
            added.removeAll { pairedAfter[$0] }
        }
        // The keys of the removed and added tokens an id identifies (one no other token of their side has).
        var identified: (before: Set<String>, after: Set<String>) = ([], [])
        if !beforeByID.isEmpty || !afterByID.isEmpty {
            func isIdentified(_ tokens: [DiffToken], _ byID: [String: Int], _ index: Int) -> Bool {
                tokens[index].metadata.id.map { byID[$0] == index } ?? false
            }
            identified = (
                Set(removed.filter { isIdentified(before, beforeByID, $0) }.map { before[$0].key }),
                Set(added.filter { isIdentified(after, afterByID, $0) }.map { after[$0].key })
            )
        }
        let likely = matchRenames(
            removed: removed.map { before[$0] }, added: added.map { after[$0] }, identified: identified)
        for found in likely.renames {
            if let previous = beforeIndex[found.from], let current = afterIndex[found.to] {
                renames.append(rename(before[previous], after[current], .likeness))
                pair(previous, current)
            }
        }
        diff.renamed = renames
        diff.possibleRenames = likely.possible
        diff.added = added.filter { !pairedAfter[$0] }.map { summary(after[$0]) }
        diff.removed = removed.filter { !pairedBefore[$0] }.map { summary(before[$0]) }

        // Tokens on both sides, renamed ones included, compared value by value.
        for (previous, current) in pairs {
            if let oldColor = before[previous].deferredColor, let newColor = after[current].deferredColor,
                oldColor == newColor
            {
                continue
            }
            before[previous].fillValues()
            after[current].fillValues()
            diff.compare(before[previous], after[current])
        }
        if let old {
            let oldSettings = DiffToken.settings(of: old)
            for (index, setting) in DiffToken.settings(of: new).enumerated() where oldSettings[index] != setting {
                diff.settingChanges.append(
                    SettingChange(key: setting.key, old: oldSettings[index].value, new: setting.value))
            }
        }
        var renamedColors: [TokenPath: TokenPath] = [:]
        for rename in renames where rename.type == "color" {
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
        Token(
            key: token.key, type: token.type, value: token.summary, colors: token.colors,
            deprecation: token.metadata.deprecation)
    }

    private static func rename(_ from: DiffToken, _ to: DiffToken, _ evidence: Rename.Evidence) -> Rename {
        Rename(
            from: from.key, to: to.key, type: to.type, similarity: nameSimilarity(from.key, to.key),
            evidence: evidence, oldValue: from.summary, newValue: to.summary)
    }

    /// The positions of the tokens by id, for the ids one token alone has: an id two tokens share identifies neither.
    private static func uniqueIDs(_ tokens: [DiffToken]) -> [String: Int] {
        var byID: [String: Int] = [:]
        var shared: [String] = []
        for (index, token) in tokens.enumerated() {
            guard let id = token.metadata.id else { continue }
            if byID.updateValue(index, forKey: id) != nil { shared.append(id) }
        }
        for id in shared { byID[id] = nil }
        return byID
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
            deprecated.append(
                DeprecationChange(
                    key: current.key, reason: deprecation.reason, renamed: deprecation.renamed?.description,
                    replacedBy: deprecation.replacedBy?.description))
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
        if previous.metadata.id != current.metadata.id {
            metadataChanges.append(
                MetadataChange(key: current.key, field: .id, old: previous.metadata.id, new: current.metadata.id))
        }
        if !Self.sameData(previous.metadata.extensions, current.metadata.extensions) {
            metadataChanges.append(
                MetadataChange(
                    key: current.key, field: .extensions, old: previous.metadata.extensions.map(Self.oneLine),
                    new: current.metadata.extensions.map(Self.oneLine)))
        }
    }

    /// Whether two values hold the same data, wherever in their files they were written (`JSONNode`'s `==` compares
    /// the offsets too) and however a number was spelled.
    static func sameData(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (.number(let x, _)?, .number(let y, _)?): return x == y
        case (.array(let xs)?, .array(let ys)?):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { sameData($0.value, $1.value) }
        case (.object(let xs)?, .object(let ys)?):
            return xs.count == ys.count
                && zip(xs, ys).allSatisfy { $0.key == $1.key && sameData($0.value.value, $1.value.value) }
        case (.some(let x), .some(let y)): return x == y
        default: return false
        }
    }

    /// A value as canonical JSON on one line, however deep (`{"com.example": {"uuid": "…"}}`), for a list of changes.
    static func oneLine(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements): "[" + elements.map { oneLine($0.value) }.joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { CanonicalJSON.quoted($0.key) + ": " + oneLine($0.value.value) }.joined(separator: ", ")
                + "}"
        default: CanonicalJSON.text(of: value)
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
        metadataChanges.sort { ($0.key, $0.field.rawValue) < ($1.key, $1.field.rawValue) }
        colorChanges.sort { $0.key < $1.key }
    }

    // MARK: - Renames

    /// The name likeness (``nameSimilarity(_:_:)``) two tokens of the same type and values need, at least, to be
    /// called one token renamed when no id or `renamed` says so: below it, equal values are a coincidence (a removed
    /// `indicator-ring-expanded-thickness` and an added `stack.item-minimum-padding-vertical`, both 2, are 0.36
    /// alike).
    public static let renameLikeness = 0.5

    /// Pairs removed and added tokens of equal type and resolved values whose names are alike enough
    /// (``renameLikeness``), unless ids identify both (then they are two tokens). Candidates are ranked by name
    /// similarity; the most similar pair is taken when it is unique, and a tie leaves both tokens as a possible rename.
    static func matchRenames(
        removed: [DiffToken], added: [DiffToken], identified: (before: Set<String>, after: Set<String>) = ([], [])
    ) -> (renames: [Rename], possible: [PossibleRename]) {
        let addedBySignature = Dictionary(grouping: added, by: \.renameSignature)
        var candidates: [(removed: DiffToken, added: DiffToken, similarity: Double)] = []
        for token in removed {
            for candidate in addedBySignature[token.renameSignature] ?? []
            where !identified.before.contains(token.key) || !identified.after.contains(candidate.key) {
                let similarity = nameSimilarity(token.key, candidate.key)
                if similarity >= renameLikeness { candidates.append((token, candidate, similarity)) }
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
