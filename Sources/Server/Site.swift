import ChangeReports
import Foundation
import Generator
import Registry
import Tokens

/// The registry as the server reads it: the versions (read again only when the head moves), each published version's
/// model, and every response built (a published version never changes, so each is built once), within a memory
/// budget.
///
/// Every method may block on the store (SQLite, or PostgreSQL through its synchronous sessions): callers run them on a
/// thread pool, never on Swift's cooperative pool.
public final class Site: @unchecked Sendable {
    public let registry: Registry
    /// The git remote apps depend on the package through, read at start, without the credentials its URL may carry;
    /// nil when none is recorded.
    public let remote: String?

    private let lock = NSLock()
    private var history = History(revisions: [])
    private var models = BoundedCache<String, VersionModel>(budget: 8) { _ in 1 }
    private var responses = BoundedCache<String, Rendered>(budget: 64 << 20) { $0.body.count + 256 }

    /// The server's view of `registry`; fails with a clear reason when the registry cannot be read (there is none, or
    /// its store does not open).
    public init(registry: Registry) throws(ServerError) {
        self.registry = registry
        do {
            guard try registry.store.exists() else {
                throw ServerError.registryUnavailable(
                    location: registry.store.location,
                    reason: "there is no registry there yet; publish a first version with `dsysctl publish`, or "
                        + "name the registry with --registry or DSYS_REGISTRY")
            }
            remote = try registry.effectiveRemote().map(SwiftPackageLine.publicURL)
            _ = try currentHistory()
        } catch let error as ServerError {
            throw error
        } catch {
            throw ServerError.registryUnavailable(location: registry.store.location, reason: error.localizedDescription)
        }
    }

    // MARK: - The history

    /// The published versions, newest first.
    struct History: Sendable {
        var revisions: [RevisionInfo]
        private var positions: [String: Int] = [:]

        init(revisions: [RevisionInfo]) {
            self.revisions = revisions
            for (position, revision) in revisions.enumerated() { positions[revision.version] = position }
        }

        func revision(_ version: String) -> RevisionInfo? { positions[version].map { revisions[$0] } }

        /// Whether `version` was published before `later` (both in the history).
        func isPublished(_ version: String, before later: String) -> Bool {
            guard let position = positions[version], let laterPosition = positions[later] else { return false }
            return position > laterPosition
        }

        /// The version published just before `version`, if any.
        func previous(of version: String) -> RevisionInfo? {
            guard let position = positions[version], position + 1 < revisions.count else { return nil }
            return revisions[position + 1]
        }
    }

    /// The history as it is now: the head is read on every call, the revisions only when it moved (the new ones).
    func currentHistory() throws -> History {
        guard let head = try registry.store.head() else { return History(revisions: []) }
        let cached = lock.withLock { history }
        let headCommit = SHA256.hex([UInt8](head.outputCommit))
        if cached.revisions.count == Int(head.id), cached.revisions.first?.outputCommit == headCommit {
            return cached
        }
        let revisions: [RevisionInfo]
        if !cached.revisions.isEmpty, cached.revisions.count < Int(head.id),
            try registry.store.revision(id: Int64(cached.revisions.count))?.version == cached.revisions.first?.version
        {
            // Append-only: only the revisions after the cached head are new.
            let added = try registry.store.revisions(Int64(cached.revisions.count + 1)...head.id)
            revisions = try added.reversed().map { try registry.store.info($0) } + cached.revisions
        } else {
            revisions = try registry.log(limit: nil)
        }
        let current = History(revisions: revisions)
        lock.withLock {
            if current.revisions.count >= history.revisions.count { history = current }
        }
        return current
    }

    /// The revision of `version`, read again from the store when it is not in the history yet (just published).
    func revision(_ version: String) throws -> RevisionInfo {
        if let revision = try currentHistory().revision(version) { return revision }
        throw RegistryError.unknownVersion(version, latest: try currentHistory().revisions.first?.version)
    }

    // MARK: - Versions

    /// A published version with what its pages show beside the document.
    struct VersionModel: Sendable {
        var published: Registry.PublishedVersion
        /// The Swift each token of the version's profile has: the expression app code writes for its value
        /// (`Color.dsActionPrimary`), else the public symbol the package declares for it (a primitive, a shadow).
        var symbols: [TokenKey: String]
        /// The tokens whose value app code writes as an expression (lint suggests them); the others are primitives
        /// or tokens a view applies.
        var valueTokens: Set<TokenKey>
        /// What a view must declare for those expressions to compile, when the import is not enough.
        var symbolsNeed: String?
        /// The module app code imports.
        var module: String

        var designSystem: DesignSystem { published.designSystem }
        var revision: RevisionInfo { published.revision }
    }

    /// The model of `version`, built once and kept while it is among the most recently used.
    func model(_ version: String) throws -> VersionModel {
        if let model = lock.withLock({ models[version] }) { return model }
        let published = try registry.publishedVersion(version)
        // The package's symbols and the expressions of its values, from one run of the profile's file builders: the
        // better part of building a version's model.
        let (publicSymbols, references) = Generator.symbolsAndReferences(
            of: published.designSystem, profile: published.profile)
        var symbols: [TokenKey: String] = [:]
        for reference in references where symbols[reference.token] == nil {
            symbols[reference.token] = reference.expression
        }
        let valueTokens = Set(symbols.keys)
        for symbol in publicSymbols {
            guard let key = TokenKey(dotted: symbol.tokenKey), symbols[key] == nil else { continue }
            symbols[key] = symbol.name
        }
        let model = VersionModel(
            published: published, symbols: symbols, valueTokens: valueTokens, symbolsNeed: references.first?.needs,
            module: Generator.moduleName(of: published.designSystem, profile: published.profile))
        lock.withLock { models[version] = model }
        return model
    }

    // MARK: - Responses

    /// A response body as built once: its bytes, type, and entity tag.
    struct Rendered: Sendable {
        var body: [UInt8]
        var contentType: String
        /// For a download, the file name the browser saves it as.
        var fileName: String?
    }

    /// The body of `key`, built by `build` the first time.
    func rendered(_ key: String, _ build: () throws -> Rendered) rethrows -> Rendered {
        if let rendered = lock.withLock({ responses[key] }) { return rendered }
        let rendered = try build()
        lock.withLock { responses[key] = rendered }
        return rendered
    }

    /// Forgets every built response and model (the benchmark measures building them).
    public func clearCaches() {
        lock.withLock {
            models.removeAll()
            responses.removeAll()
        }
    }
}

/// A least-recently-used cache that keeps the total cost of its values within a budget.
struct BoundedCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, cost: Int, used: UInt64)] = [:]
    private var total = 0
    private var clock: UInt64 = 0
    let budget: Int
    let cost: (Value) -> Int

    init(budget: Int, cost: @escaping (Value) -> Int) {
        self.budget = budget
        self.cost = cost
    }

    subscript(key: Key) -> Value? {
        mutating get {
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.used = clock
            entries[key] = entry
            return entry.value
        }
        set {
            if let old = entries.removeValue(forKey: key) { total -= old.cost }
            guard let newValue else { return }
            let size = cost(newValue)
            // A value larger than the whole budget is served but not kept.
            guard size <= budget else { return }
            while total + size > budget, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
                total -= oldest.value.cost
                entries.removeValue(forKey: oldest.key)
            }
            clock += 1
            entries[key] = (newValue, size, clock)
            total += size
        }
    }

    mutating func removeAll() {
        entries.removeAll()
        total = 0
    }
}
