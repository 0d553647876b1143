import Foundation

/// Reads a registry's history: the revisions, their documents and their changelog entries.
///
/// A revision's `id` is its position in the history (1, 2, 3, … without gaps), the same in every store; it is
/// covered by the hash chain. Every method reads committed data only. Reads of one call are consistent with each
/// other; between two calls the history may have grown (it never changes otherwise: it is append-only).
public protocol RegistryReader {
    /// The newest revision, or nil when nothing is published yet.
    func head() throws -> RevisionRecord?

    /// The revision whose version is `version` (as ``SemanticVersion`` prints it), or nil.
    func revision(version: String) throws -> RevisionRecord?

    /// The revision at position `id`, or nil.
    func revision(id: Int64) throws -> RevisionRecord?

    /// The revision whose output commit is `commit` (20 bytes), or nil.
    func revision(commit: Data) throws -> RevisionRecord?

    /// The revisions whose ids are in `ids`, oldest first (fewer when the history is shorter).
    func revisions(_ ids: ClosedRange<Int64>) throws -> [RevisionRecord]

    /// The stored documents (snapshots and deltas, see ``DocumentStore``) of the revisions in `ids`, oldest first.
    func documentRecords(_ ids: ClosedRange<Int64>) throws -> [DocumentRecord]

    /// The stored changelog entries of the revisions in `ids`, newest first, at most `limit` of them.
    func changelogEntries(_ ids: ClosedRange<Int64>, limit: Int?) throws -> [ChangelogEntryRecord]
}

/// Where a registry's history is kept: the embedded SQLite database or a shared PostgreSQL one.
///
/// The registry takes turns through ``withHeadLocked(create:_:)``: the head read there stays the head until the body
/// returns, and what the body appends is recorded in one transaction with it. Everything else is read-only.
public protocol RegistryStore: RegistryReader, Sendable {
    /// Where the history is, for messages: a path, or a URL without its password.
    var location: String { get }

    /// Whether other machines publish into the same history (so the local output repository may lag behind it).
    var isShared: Bool { get }

    /// Whether the store holds a registry at all (for a folder without one, commands say how to start one).
    func exists() throws -> Bool

    /// Runs `body` with the head locked against other publishers and records what it appends, in one transaction.
    ///
    /// With `create`, a registry that does not exist yet is created (its schema migrated); without it, a missing
    /// registry is an error. The lock waits a bounded time (`DSYS_LOCK_TIMEOUT`), then fails with
    /// ``RegistryError/busy(path:waitedSeconds:)``. When `body` throws, nothing it appended is recorded.
    func withHeadLocked<T>(create: Bool, _ body: (any RegistryWriter) throws -> T) throws -> T

    /// Problems the store itself finds in its data (damaged pages, broken constraints), for `verify`.
    func integrityProblems() throws -> [String]
}

/// The view of a store that ``RegistryStore/withHeadLocked(create:_:)`` gives its body: reads inside the
/// transaction, and the one write there is.
public protocol RegistryWriter: RegistryReader {
    /// Records a revision after the current head, with its document and changelog entry (none only for a copy of
    /// a revision recorded before dsys stored entries).
    ///
    /// `revision.id` must be the head's id plus one and `revision.parentID` the head's id; the store's constraints
    /// refuse anything else, and a second publisher that got past the lock as ``RegistryError/conflict(version:reason:)``.
    func append(_ revision: RevisionRecord, document: DocumentRecord, changelogEntry: ChangelogEntryRecord?) throws
}

extension RegistryReader {
    /// The newest `limit` revisions (all when nil), newest first.
    public func latestRevisions(limit: Int?) throws -> [RevisionRecord] {
        guard let head = try head() else { return [] }
        let count = Int64(min(limit ?? Int(head.id), Int(head.id)))
        guard count > 0 else { return [] }
        return try revisions((head.id - count + 1)...head.id).reversed()
    }

    /// The canonical text of the document of `revision`, rebuilt from the nearest snapshot.
    public func documentText(of revision: RevisionRecord) throws -> String {
        let first = (revision.id - 1) / DocumentStore.snapshotInterval * DocumentStore.snapshotInterval + 1
        return try DocumentStore.text(
            of: revision.id, version: revision.version, from: documentRecords(first...revision.id))
    }

    /// The version of the revision at `id`, or nil.
    func version(ofID id: Int64?) throws -> String? {
        try id.flatMap { try revision(id: $0)?.version }
    }

    /// What `log` and `show` present of `record`.
    public func info(_ record: RevisionRecord) throws -> RevisionInfo {
        RevisionInfo(
            record, parentVersion: try version(ofID: record.parentID),
            rollbackOf: try version(ofID: record.rollbackOfID))
    }

    /// The revision `version`, or ``RegistryError/unknownVersion(_:latest:)`` naming the latest.
    func requireRevision(_ version: String) throws -> RevisionRecord {
        if let record = try revision(version: version) { return record }
        throw RegistryError.unknownVersion(version, latest: try head()?.version)
    }
}

/// How long a publisher waits for another to finish: `DSYS_LOCK_TIMEOUT` seconds, else two minutes.
enum LockTimeout {
    static var seconds: Int {
        ProcessInfo.processInfo.environment["DSYS_LOCK_TIMEOUT"].flatMap(Int.init).map { max(0, $0) } ?? 120
    }
}

extension RegistryReader {
    /// Every revision, oldest first.
    func allRevisions() throws -> [RevisionRecord] {
        guard let head = try head() else { return [] }
        return try revisions(1...head.id)
    }
}

extension Registry {
    /// The registry of `project` whose history is at `location`: a `postgres://` URL (see ``PostgresLocation``), the
    /// path of an SQLite registry file, or nil or empty for the project's own `.dsys/registry.sqlite`.
    ///
    /// `remote` is the git remote to push to (nil: `DSYS_REMOTE`, else the recorded one); credentials come from
    /// `environment` (see ``GitCredentials``).
    public static func open(
        _ project: Project, location: String?, remote: String? = nil, environment: [String: String]
    ) throws -> Registry {
        let remote = remote ?? environment["DSYS_REMOTE"].flatMap { $0.isEmpty ? nil : $0 }
        try remote.map(RemoteURL.check)
        let store = try location.flatMap { $0.isEmpty ? nil : $0 }.map {
            try Self.store(at: $0, project: project, environment: environment)
        }
        return Registry(project, store: store, remote: remote, credentials: GitCredentials(environment: environment))
    }

    /// The store at `location`, as ``open(_:location:environment:)`` reads it.
    ///
    /// `restoring` is for the destination of ``copy(to:batch:)``: an SQLite file may then be created beside an output
    /// repository that has history.
    public static func store(
        at location: String, project: Project, environment: [String: String], restoring: Bool = false
    ) throws -> any RegistryStore {
        if PostgresLocation.isURL(location) {
            return PostgresStore(try PostgresLocation(parsing: location, environment: environment))
        }
        if location.contains("://") {
            throw RegistryError.malformedRegistryURL(
                PostgresLocation.redacted(location),
                reason: "dsys keeps a registry in PostgreSQL (postgres://HOST/DATABASE/REGISTRY) or in an SQLite file")
        }
        let path = location.hasPrefix("/") ? location : project.root.appendingPathComponent(location).path
        return SQLiteStore(path: path, restoring: restoring)
    }
}
