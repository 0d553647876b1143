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

/// The tokens two revisions of a design system differ in, and the semantic-version bump that
/// follows: major when a token is removed or changes type (code using it stops compiling),
/// minor when one is added or newly deprecated, patch when only values change.
public struct TokenChanges: Sendable, Equatable {
    /// Token keys such as `color.action.primary`, `typography.body`, `spacing.md`.
    public var added: [String] = []
    public var removed: [String] = []
    /// Same key, different type (only `tokens.other` tokens can change type).
    public var retyped: [String] = []
    public var deprecated: [String] = []
    /// Values, descriptions, un-deprecations, and document-wide settings (`name`, `font_family.*`).
    public var changed: [String] = []

    public init() {}

    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && retyped.isEmpty && deprecated.isEmpty && changed.isEmpty
    }

    /// The smallest version bump that describes these changes honestly.
    public var requiredBump: VersionBump {
        if !removed.isEmpty || !retyped.isEmpty { return .major }
        if !added.isEmpty || !deprecated.isEmpty { return .minor }
        return changed.isEmpty ? .none : .patch
    }

    /// How many tokens changed in each way.
    public var counts: TokenChangeCounts {
        TokenChangeCounts(
            added: added.count, removed: removed.count, retyped: retyped.count, deprecated: deprecated.count,
            changed: changed.count)
    }

    /// Every token of a first revision, as added.
    public static func initial(_ designSystem: DesignSystem) -> TokenChanges {
        var changes = TokenChanges()
        changes.added = TokenSnapshot.entries(of: designSystem).filter { $0.type != "setting" }.map(\.key)
        return changes
    }

    /// Compares every token of `old` and `new` by category and path.
    public static func between(_ old: DesignSystem, _ new: DesignSystem) -> TokenChanges {
        var changes = TokenChanges()
        let before = TokenSnapshot.entries(of: old)
        let after = TokenSnapshot.entries(of: new)
        let beforeByKey = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(after.map(\.key))
        for entry in after {
            guard let previous = beforeByKey[entry.key] else {
                changes.added.append(entry.key)
                continue
            }
            if previous.type != entry.type {
                changes.retyped.append(entry.key)
            } else if previous.deprecated == nil, entry.deprecated != nil {
                changes.deprecated.append(entry.key)
            } else if previous != entry {
                changes.changed.append(entry.key)
            }
        }
        changes.removed = before.filter { !afterKeys.contains($0.key) }.map(\.key)
        return changes
    }
}

/// A token reduced to what a comparison needs: its key, type, and everything else as text.
struct TokenSnapshot: Equatable {
    var key: String
    var type: String
    var value: String
    var description: String?
    var deprecated: String?

    static func entries(of designSystem: DesignSystem) -> [TokenSnapshot] {
        func entry(_ key: String, _ type: String, _ value: String, _ metadata: TokenMetadata) -> TokenSnapshot {
            TokenSnapshot(
                key: key, type: type, value: value, description: metadata.description,
                deprecated: metadata.deprecation.map { $0.reason ?? "" })
        }
        var entries = [
            entry("name", "setting", designSystem.name, TokenMetadata()),
            entry("font_family.sans", "setting", designSystem.fontFamily.sans ?? "null", TokenMetadata()),
            entry("font_family.mono", "setting", designSystem.fontFamily.mono ?? "null", TokenMetadata()),
        ]
        for color in designSystem.colors {
            let value =
                "\(color.value.light) \(color.value.dark) = \(color.resolved.light.hex) \(color.resolved.dark.hex)"
            entries.append(entry("color.\(color.path)", "color", value, color.metadata))
        }
        for style in designSystem.typography {
            let value = "\(style.size) \(style.relativeTo) \(style.family) \(style.weight?.rawValue ?? "-")"
            entries.append(entry("typography.\(style.name)", "typography", value, style.metadata))
        }
        for size in designSystem.spacing {
            entries.append(entry("spacing.\(size.name)", "spacing", "\(size.value)", size.metadata))
        }
        for size in designSystem.radii {
            entries.append(entry("radius.\(size.name)", "radius", "\(size.value)", size.metadata))
        }
        if let shadows = designSystem.shadows {
            for shadow in shadows {
                let value =
                    "\(shadow.color) \(shadow.resolvedColor.light.hex) \(shadow.resolvedColor.dark.hex) "
                    + "\(shadow.opacity) \(shadow.radius) \(shadow.x) \(shadow.y)"
                entries.append(entry("shadow.\(shadow.name)", "shadow", value, shadow.metadata))
            }
        } else {
            // `null` means the generator's default sm, md and lg: the same symbols exist.
            for name in ["sm", "md", "lg"] {
                entries.append(entry("shadow.\(name)", "shadow", "default", TokenMetadata()))
            }
        }
        for token in designSystem.otherTokens {
            entries.append(
                entry(
                    "other.\(token.path)", token.kind.rawValue,
                    CanonicalJSON.text(of: token.value)
                        + (token.dark.map { " / dark " + CanonicalJSON.text(of: $0) } ?? ""), token.metadata))
        }
        return entries
    }
}

/// The number of tokens added, removed, retyped, deprecated and changed by a revision.
public struct TokenChangeCounts: Sendable, Equatable, Codable {
    public var added: Int
    public var removed: Int
    public var retyped: Int
    public var deprecated: Int
    public var changed: Int

    public init(added: Int, removed: Int, retyped: Int, deprecated: Int, changed: Int) {
        self.added = added
        self.removed = removed
        self.retyped = retyped
        self.deprecated = deprecated
        self.changed = changed
    }

    /// `2 added, 1 removed, 3 changed`: the non-zero counts, for logs and commit messages.
    public var summary: String {
        let parts = [
            (added, "added"), (removed, "removed"), (retyped, "retyped"), (deprecated, "deprecated"),
            (changed, "changed"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "no token changes" : parts.joined(separator: ", ")
    }
}
