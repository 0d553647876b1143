/// How much a change to a design system breaks the code that uses its generated package.
public enum VersionBump: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case none, patch, minor, major

    public static func < (lhs: VersionBump, rhs: VersionBump) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: "none"
        case .patch: "patch"
        case .minor: "minor"
        case .major: "major"
        }
    }
}

/// Whether a contrast pair that newly fails its level forces a major version.
///
/// A contrast regression does not stop any code from compiling, so semantic versioning alone would call it a patch;
/// but a team that promises AA to its users may want such a change to be as loud as a removed token. Every
/// rendering flags accessibility regressions whatever the policy; the policy only decides the bump.
public enum AccessibilityPolicy: String, Sendable, CaseIterable, Codable {
    /// An accessibility regression requires a major version (the default).
    case breaking
    /// An accessibility regression is reported but requires no more than the value change behind it (a patch).
    case warn
}

/// The bump rule: which change to a design system needs which version bump, in one place. A removed, renamed or
/// retyped token breaks code that uses it (major); an added or deprecated one is new API (minor); a changed value or
/// alias changes no code (patch); a changed description or other metadata needs no bump; a contrast regression is
/// major or a patch by the ``AccessibilityPolicy``.
extension SemanticDiff {
    /// Why the diff needs at least a given bump.
    public struct BumpReason: Sendable, Equatable {
        public enum Kind: String, Sendable, CaseIterable, Codable {
            case removed, renamed, retyped, accessibilityRegression, added, deprecated, valueChanged, aliasRetargeted,
                undeprecated, settingChanged
        }

        public var bump: VersionBump
        public var kind: Kind
        /// The token key, or the pair for an accessibility regression (`text.muted on surface.raised (dark)`).
        public var subject: String
    }

    /// Every reason for a bump, biggest bump first, then by kind and subject.
    public var reasons: [BumpReason] {
        var reasons: [BumpReason] = []
        func add(_ bump: VersionBump, _ kind: BumpReason.Kind, _ subjects: [String]) {
            reasons += subjects.map { BumpReason(bump: bump, kind: kind, subject: $0) }
        }
        add(.major, .removed, removed.map(\.key))
        add(.major, .renamed, renamed.map { "\($0.from) → \($0.to)" })
        add(.major, .retyped, retyped.map(\.key))
        add(
            policy == .breaking ? .major : .patch, .accessibilityRegression,
            contrast.changes.filter(\.isAccessibilityRegression).map(\.subject))
        add(.minor, .added, added.map(\.key))
        add(.minor, .deprecated, deprecated.map(\.key))
        add(.patch, .valueChanged, uniqueKeys(valueChanges.filter { !$0.isAliasRetarget }.map(\.key)))
        add(.patch, .aliasRetargeted, uniqueKeys(valueChanges.filter(\.isAliasRetarget).map(\.key)))
        add(.patch, .undeprecated, undeprecated.map(\.key))
        add(.major, .settingChanged, settingChanges.filter { Self.breakingSettings.contains($0.key) }.map(\.key))
        add(.patch, .settingChanged, settingChanges.filter { !Self.breakingSettings.contains($0.key) }.map(\.key))
        // Biggest bump first, in the order added within one bump (a stable sort by bump, without comparisons).
        return VersionBump.allCases.reversed().flatMap { bump in reasons.filter { $0.bump == bump } }
    }

    /// Which color groups are exposed moves generated symbols between namespaces (`DSPrimitives` ↔ `Color`), and
    /// renaming the module breaks every `import` of it: code using the old spelling stops compiling.
    static let breakingSettings = [DiffToken.exposedPrimitivesKey, DiffToken.moduleKey]

    /// The smallest version bump that describes the diff honestly: the biggest of its ``reasons``, read from the
    /// lists the rule above names rather than by listing every reason (which, for a diff of thousands of values,
    /// costs more than the text that shows it). `SemanticDiffTests` holds the two equal over random diffs.
    public var requiredBump: VersionBump {
        if !removed.isEmpty || !renamed.isEmpty || !retyped.isEmpty
            || settingChanges.contains(where: { Self.breakingSettings.contains($0.key) })
        {
            return .major
        }
        let regression = contrast.changes.contains(where: \.isAccessibilityRegression)
        if regression, policy == .breaking { return .major }
        if !added.isEmpty || !deprecated.isEmpty { return .minor }
        if regression || !valueChanges.isEmpty || !undeprecated.isEmpty || !settingChanges.isEmpty { return .patch }
        return .none
    }

    /// Each key once, in order: a token changed in both appearances is one reason.
    private func uniqueKeys(_ keys: [String]) -> [String] {
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }
}

/// The number of tokens added, removed, retyped, deprecated and changed by a revision.
public struct TokenChangeCounts: Sendable, Equatable, Codable {
    public var added: Int
    public var removed: Int
    public var retyped: Int
    public var deprecated: Int
    public var changed: Int
    /// Tokens renamed (a removal and an addition the diff paired); not counted in `removed` or `added`.
    public var renamed: Int

    public init(added: Int, removed: Int, retyped: Int, deprecated: Int, changed: Int, renamed: Int = 0) {
        self.added = added
        self.removed = removed
        self.retyped = retyped
        self.deprecated = deprecated
        self.changed = changed
        self.renamed = renamed
    }

    private enum CodingKeys: String, CodingKey {
        case added, removed, retyped, deprecated, changed, renamed
    }

    /// `renamed` is written only when there are renames: JSON of revisions recorded before renames were counted
    /// stays as it was.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(added, forKey: .added)
        try container.encode(removed, forKey: .removed)
        try container.encode(retyped, forKey: .retyped)
        try container.encode(deprecated, forKey: .deprecated)
        try container.encode(changed, forKey: .changed)
        if renamed > 0 { try container.encode(renamed, forKey: .renamed) }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            added: try container.decode(Int.self, forKey: .added),
            removed: try container.decode(Int.self, forKey: .removed),
            retyped: try container.decode(Int.self, forKey: .retyped),
            deprecated: try container.decode(Int.self, forKey: .deprecated),
            changed: try container.decode(Int.self, forKey: .changed),
            renamed: try container.decodeIfPresent(Int.self, forKey: .renamed) ?? 0)
    }

    /// `2 added, 1 removed, 3 changed`: the non-zero counts, for logs and commit messages.
    public var summary: String {
        let parts = [
            (added, "added"), (removed, "removed"), (renamed, "renamed"), (retyped, "retyped"),
            (deprecated, "deprecated"), (changed, "changed"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "no token changes" : parts.joined(separator: ", ")
    }
}
