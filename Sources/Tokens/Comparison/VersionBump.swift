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
