import Tokens

/// A public Swift symbol of a generated package that stands for one token.
public struct PublicSymbol: Sendable, Hashable {
    /// How code spells it: `Color.dsTextMuted`, `DSFont.body()`, `DSSpacing.md`.
    public var name: String
    /// The token it comes from: `color.text.muted`.
    public var tokenKey: String
    /// Where the token's value lives, as the profile's file builder declared it (`Kit/ValuePlace.swift`); `nil` for a
    /// symbol made from its name alone.
    let place: ValuePlace?

    public init(name: String, tokenKey: String) {
        self.name = name
        self.tokenKey = tokenKey
        self.place = nil
    }

    /// The outermost type of the symbol's name, for matching a renamed token's symbols: `Color`, `DSSpacingFixed`.
    var container: Substring { name.prefix { $0 != "." } }

    /// Two symbols of one name and token are one symbol: the place is what the name spells.
    public static func == (lhs: PublicSymbol, rhs: PublicSymbol) -> Bool {
        lhs.name == rhs.name && lhs.tokenKey == rhs.tokenKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(tokenKey)
    }
}

extension Generator {
    /// The public symbols the package of `designSystem` declares for its tokens, in token order.
    ///
    /// They are the symbols the profile's Swift file builders return with their files, so they cannot drift apart.
    public static func publicSymbols(of designSystem: DesignSystem, profile: OutputProfile = .default) -> [PublicSymbol]
    {
        let implementation = profile.implementation
        return implementation.apiFiles(of: designSystem, roles: implementation.assignment(in: designSystem)).flatMap(
            \.symbols)
    }
}

/// What a change does to the Swift API of one profile's generated package.
public struct APIImpact: Sendable, Equatable {
    /// A replacement for a symbol that a rename removed.
    public struct Migration: Sendable, Equatable {
        public var old: String
        public var new: String

        public init(old: String, new: String) {
            self.old = old
            self.new = new
        }
    }

    public var profile: OutputProfile
    /// Symbols that now exist and did not, sorted.
    public var added: [String]
    /// Symbols that existed and no longer do, sorted: every app that used one stops compiling.
    public var removed: [String]
    /// For each renamed token, each of its old symbols and the symbol that replaces it.
    public var migrations: [Migration]

    /// Whether code using the old package may no longer compile.
    public var isBreaking: Bool { !removed.isEmpty }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    /// The symbols added and removed between two revisions (`old == nil`: a first revision), with migration lines
    /// for the renames `diff` found.
    public static func between(
        _ old: DesignSystem?, _ new: DesignSystem, diff: SemanticDiff, profile: OutputProfile = .dsys
    ) -> APIImpact {
        between(
            before: old.map { Generator.publicSymbols(of: $0, profile: profile) } ?? [],
            after: Generator.publicSymbols(of: new, profile: profile), diff: diff, profile: profile)
    }

    /// The impact between two packages whose public symbols are `before` and `after` (``Generator/publicSymbols(of:profile:)``
    /// of each revision), for a caller that builds them while it diffs.
    public static func between(
        before: [PublicSymbol], after: [PublicSymbol], diff: SemanticDiff, profile: OutputProfile
    ) -> APIImpact {
        let beforeNames = Set(before.map(\.name))
        let afterNames = Set(after.map(\.name))
        var migrations: [Migration] = []
        for rename in diff.renamed {
            let replacements = after.filter { $0.tokenKey == rename.to }
            for symbol in before where symbol.tokenKey == rename.from {
                if let replacement = replacements.first(where: { $0.container == symbol.container }),
                    replacement.name != symbol.name
                {
                    migrations.append(Migration(old: symbol.name, new: replacement.name))
                }
            }
        }
        return APIImpact(
            profile: profile,
            added: afterNames.subtracting(beforeNames).sorted(),
            removed: beforeNames.subtracting(afterNames).sorted(),
            migrations: migrations.sorted { ($0.old, $0.new) < ($1.old, $1.new) })
    }
}
