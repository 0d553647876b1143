import Foundation
import GRDB

/// The embedded store: `.dsys/registry.sqlite` beside the document, the default.
///
/// The file is exactly what dsys wrote before stores existed (same schema, same migrations): a registry written by
/// an earlier dsys keeps working. The lock is the project's `.dsys/registry.lock`, which a publish holds anyway.
public final class SQLiteStore: RegistryStore, @unchecked Sendable {
    public let path: String
    public var location: String { path }
    public var isShared: Bool { false }

    private let lock = NSLock()
    private var reading: RegistryDatabase?

    /// Whether creating the database is a copy bringing a history back (see ``RegistryDatabase/Access/restore``).
    private let restoring: Bool

    /// The store in the SQLite file at `path`; `restoring` for the destination of `registry copy`.
    public init(path: String, restoring: Bool = false) {
        self.path = path
        self.restoring = restoring
    }

    /// The database opened for reading, once per store.
    func database() throws -> RegistryDatabase {
        try lock.withLock {
            if let reading { return reading }
            let database = try RegistryDatabase.open(path: path, access: .read)
            reading = database
            return database
        }
    }

    public func exists() throws -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    private func read<T>(_ operation: String, _ body: (SQLiteQueries) throws -> T) throws -> T {
        try database().read(operation) { db in try body(SQLiteQueries(db: db)) }
    }

    public func head() throws -> RevisionRecord? { try read("read the head revision") { try $0.head() } }

    public func revision(version: String) throws -> RevisionRecord? {
        try read("read \(version)") { try $0.revision(version: version) }
    }

    public func revision(id: Int64) throws -> RevisionRecord? {
        try read("read a revision") { try $0.revision(id: id) }
    }

    public func revision(commit: Data) throws -> RevisionRecord? {
        try read("read a revision") { try $0.revision(commit: commit) }
    }

    public func revisions(_ ids: ClosedRange<Int64>) throws -> [RevisionRecord] {
        try read("read the history") { try $0.revisions(ids) }
    }

    public func documentRecords(_ ids: ClosedRange<Int64>) throws -> [DocumentRecord] {
        try read("read the documents") { try $0.documentRecords(ids) }
    }

    public func changelogEntries(_ ids: ClosedRange<Int64>, limit: Int?) throws -> [ChangelogEntryRecord] {
        try read("read the changelog") { try $0.changelogEntries(ids, limit: limit) }
    }

    public func withHeadLocked<T>(create: Bool, _ body: (any RegistryWriter) throws -> T) throws -> T {
        // The project's lock file serialises publishers; SQLite's own lock only guards the transaction.
        let database = try RegistryDatabase.open(path: path, access: create ? (restoring ? .restore : .create) : .write)
        lock.withLock { reading = nil }
        return try database.write("record a revision") { db in try body(SQLiteQueries(db: db)) }
    }

    public func integrityProblems() throws -> [String] {
        let result = try read("check the database") { try String.fetchAll($0.db, sql: "PRAGMA integrity_check") }
        return result == ["ok"] ? [] : ["SQLite: \(result.prefix(3).joined(separator: "; "))"]
    }
}

/// The registry's queries on one SQLite connection, inside a read or a write transaction.
struct SQLiteQueries: RegistryWriter {
    let db: Database

    func head() throws -> RevisionRecord? {
        try RevisionRecord.order(RevisionRecord.Columns.id.desc).fetchOne(db)
    }

    func revision(version: String) throws -> RevisionRecord? {
        try RevisionRecord.filter(RevisionRecord.Columns.version == version).fetchOne(db)
    }

    func revision(id: Int64) throws -> RevisionRecord? {
        try RevisionRecord.fetchOne(db, key: id)
    }

    func revision(commit: Data) throws -> RevisionRecord? {
        try RevisionRecord.filter(Column("output_commit") == commit).fetchOne(db)
    }

    func revisions(_ ids: ClosedRange<Int64>) throws -> [RevisionRecord] {
        try RevisionRecord.filter(ids.contains(RevisionRecord.Columns.id)).order(RevisionRecord.Columns.id)
            .fetchAll(db)
    }

    func documentRecords(_ ids: ClosedRange<Int64>) throws -> [DocumentRecord] {
        try DocumentRecord.fetchAll(
            db, sql: "SELECT * FROM document WHERE revision_id BETWEEN ? AND ? ORDER BY revision_id",
            arguments: [ids.lowerBound, ids.upperBound])
    }

    func changelogEntries(_ ids: ClosedRange<Int64>, limit: Int?) throws -> [ChangelogEntryRecord] {
        // Absent from a registry of an older dsys read without upgrading it (migration 0003).
        let hasLimit = try db.columns(in: "changelog_entry").contains { $0.name == "file_limit" }
        return try Row.fetchAll(
            db,
            sql: """
                SELECT revision_id, markdown\(hasLimit ? ", file_limit" : "") FROM changelog_entry
                WHERE revision_id BETWEEN ? AND ? ORDER BY revision_id DESC LIMIT ?
                """,
            arguments: [ids.lowerBound, ids.upperBound, limit ?? -1]
        ).map { row in
            ChangelogEntryRecord(
                revisionID: row["revision_id"], compressedMarkdown: row["markdown"],
                fileLimit: hasLimit ? row["file_limit"] : nil)
        }
    }

    func append(_ revision: RevisionRecord, document: DocumentRecord, changelogEntry: ChangelogEntryRecord?) throws {
        try revision.insert(db)
        try document.insert(db)
        try changelogEntry?.insert(db)
    }
}
