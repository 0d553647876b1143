import Dispatch
import Generator
import Tokens

/// A published version of the design system, as `lint --against` reads the history.
public struct PublishedVersion: Sendable {
    public var version: String
    public var designSystem: DesignSystem

    public init(version: String, designSystem: DesignSystem) {
        self.version = version
        self.designSystem = designSystem
    }
}

extension Linter {
    /// A symbol the target version no longer declares.
    public struct Removal: Sendable, Equatable {
        /// The symbol as the package declared it: `Color.dsTextSubtle`.
        public var symbol: String
        /// The symbol the target version offers in its place (a rename, or the replacement a deprecation named).
        public var replacement: String?
        /// What became of it, for messages: `renamed in 2.0.0`, `its token was removed in 1.3.0`.
        public var history: String

        public init(symbol: String, replacement: String?, history: String? = nil) {
            self.symbol = symbol
            self.replacement = replacement
            self.history = history ?? (replacement == nil ? "its token was removed" : "renamed")
        }

        /// What app code written against an earlier version may use that `target` no longer declares, in `profile`'s
        /// names: every symbol any version before `target` declared (with `from`, the symbols `from` declared: the
        /// version the app uses), each with the replacement `target` offers, followed through every rename and
        /// deprecation between.
        ///
        /// `history`: the published versions in publish order, up to `target` and `from`.
        ///
        /// - Throws: ``LintError/versionNotInHistory(version:option:reason:)`` when `target` or `from` is not in it.
        public static func removals(
            history: [PublishedVersion], target: String, from: String?, profile: OutputProfile
        ) throws -> [Removal] {
            guard let last = history.lastIndex(where: { $0.version == target }) else {
                throw LintError.versionNotInHistory(
                    version: target, option: "--against", reason: "no such version is published")
            }
            let start = try from.map { from in
                guard let index = history.lastIndex(where: { $0.version == from }) else {
                    throw LintError.versionNotInHistory(
                        version: from, option: "--from", reason: "no such version is published")
                }
                return index
            }
            let walk = HistoryWalk(history, profile: profile)
            if let start, start > last {
                return walk.between(start, last)
            }
            return walk.removals(upTo: last, from: start)
        }
    }
}

/// The symbols of every version of a history and the renames between them, worked out once.
private struct HistoryWalk {
    let history: [PublishedVersion]
    let profile: OutputProfile
    let symbols: [[PublicSymbol]]
    let names: [Set<String>]

    init(_ history: [PublishedVersion], profile: OutputProfile) {
        self.history = history
        self.profile = profile
        // Generating each version's API is most of the work: on every core.
        let results = UnsafeResults<[PublicSymbol]>(count: history.count)
        DispatchQueue.concurrentPerform(iterations: history.count) { index in
            results[index] = Generator.publicSymbols(of: history[index].designSystem, profile: profile)
        }
        symbols = results.values.map { $0 ?? [] }
        names = symbols.map { Set($0.map(\.name)) }
    }

    /// The symbols gone by `last` that `from` declared (or, without `from`, any version before `last`).
    func removals(upTo last: Int, from: Int?) -> [Linter.Removal] {
        var removedAt: [String: Int] = [:]
        if let from {
            for symbol in names[from].subtracting(names[last]) {
                // Where the app, on `from`, first loses it.
                removedAt[symbol] = ((from + 1)...last).first { !names[$0].contains(symbol) }
            }
        } else {
            for index in stride(from: 1, through: last, by: 1) {
                // Each symbol's latest removal wins: the latest version that had it is the one code was written for.
                for symbol in names[index - 1].subtracting(names[index]) where !names[last].contains(symbol) {
                    removedAt[symbol] = index
                }
            }
        }
        var migrations: [Int: [String: String]] = [:]
        return removedAt.keys.sorted().compactMap { symbol in
            guard let index = removedAt[symbol] else { return nil }
            return follow(symbol, removedAt: index, last: last, migrations: &migrations)
        }
    }

    /// `symbol`, removed at `index`, followed to what `last` offers in its place.
    private func follow(
        _ symbol: String, removedAt index: Int, last: Int, migrations: inout [Int: [String: String]]
    ) -> Linter.Removal {
        var current = symbol
        var at = index
        var steps: [String] = []
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            let version = history[at].version
            if migrations[at] == nil { migrations[at] = renames(from: at - 1, to: at) }
            let next: String
            if let renamed = migrations[at]?[current] {
                next = renamed
                steps.append("renamed in \(version)")
            } else if let replacement = deprecationReplacement(of: current, in: at - 1) {
                next = replacement
                steps.append("removed in \(version), as its deprecation said")
            } else {
                break
            }
            if names[last].contains(next) {
                var replacement = next
                if let newer = deprecationReplacement(of: next, in: last), newer != next {
                    replacement = newer
                    steps.append("\(next) is deprecated in \(history[last].version)")
                }
                return Linter.Removal(
                    symbol: symbol, replacement: replacement, history: steps.joined(separator: ", then "))
            }
            // The replacement went away too, later: follow it from there.
            guard at < last, let gone = ((at + 1)...last).first(where: { !names[$0].contains(next) }) else { break }
            current = next
            at = gone
        }
        let removal = "its token was removed in \(history[at].version)"
        return Linter.Removal(
            symbol: symbol, replacement: nil,
            history: steps.isEmpty ? removal : steps.joined(separator: ", then ") + ", then " + removal)
    }

    /// From a version later than the target (a move back): the symbols `from` has that `last` does not, with the
    /// renames a diff between the two finds.
    func between(_ from: Int, _ last: Int) -> [Linter.Removal] {
        let renamed = renames(from: from, to: last)
        let target = history[last].version
        return names[from].subtracting(names[last]).sorted().map { symbol in
            let replacement = renamed[symbol]
            return Linter.Removal(
                symbol: symbol, replacement: replacement,
                history: replacement == nil
                    ? "\(target) has no such token" : "renamed between \(history[from].version) and \(target)")
        }
    }

    /// The symbols of `old` whose tokens `new` renamed, with the symbols that replace them.
    private func renames(from old: Int, to new: Int) -> [String: String] {
        guard old >= 0 else { return [:] }
        let before = history[old].designSystem
        let after = history[new].designSystem
        let impact = APIImpact.between(before, after, diff: SemanticDiff.between(before, after), profile: profile)
        return Dictionary(impact.migrations.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
    }

    /// The symbol that a deprecation of `symbol`'s token in version `index` names as its replacement, in the same type
    /// (`"Use {text.hyperlink}"` → `Color.dsTextHyperlink`).
    private func deprecationReplacement(of symbol: String, in index: Int) -> String? {
        guard index >= 0, let declared = symbols[index].first(where: { $0.name == symbol }),
            let key = TokenKey(dotted: declared.tokenKey),
            let deprecation = history[index].designSystem.metadata(of: [key])[key]?.deprecation
        else { return nil }
        let container = symbol.prefix { $0 != "." }
        // The token the deprecation names (`renamed`, `replaced_by`) first, then those its reason mentions.
        let named = deprecation.successor.map { [$0] } ?? []
        let mentioned = deprecation.reason.map { Linter.replacementKeys(in: $0, category: key.category) } ?? []
        for replacement in named + mentioned where replacement != key {
            let candidates = symbols[index].filter { $0.tokenKey == replacement.description }
            if let same = candidates.first(where: { $0.name.prefix { $0 != "." } == container }) ?? candidates.first {
                return same.name
            }
        }
        return nil
    }
}
