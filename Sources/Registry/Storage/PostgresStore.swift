import Foundation
import Logging
import NIOSSL
import PostgresNIO

/// The shared store: a registry in a PostgreSQL database, which many machines publish into.
///
/// Publishers take turns on the registry's row (`SELECT … FOR UPDATE`, waiting at most `DSYS_LOCK_TIMEOUT`), re-read
/// the head under that lock, and record a revision in the same transaction; the unique constraints on version,
/// parent and chain hash are the backstop. Every statement binds its values as parameters. The schema comes from the
/// numbered migrations in `migrations/postgres/`, applied under an advisory lock by the first writer that needs them.
/// A role that publishes needs SELECT and INSERT on the `dsys` tables (and UPDATE on `dsys.registry`, which only
/// lets it lock the row: a trigger refuses every update).
public final class PostgresStore: RegistryStore, @unchecked Sendable {
    public let settings: PostgresLocation
    public var location: String { settings.description }
    public var isShared: Bool { true }

    private let client: PostgresClient
    private let runner: Task<Void, Never>
    /// The same server and credentials for one connection of its own, to learn why the pool gets none.
    private let probe: PostgresConnection.Configuration
    private let migrated = NSLock()
    private var schemaChecked = false

    /// A store for `settings`; nothing connects before the first read or write.
    public init(_ settings: PostgresLocation) {
        self.settings = settings
        var configuration: PostgresClient.Configuration
        var probe: PostgresConnection.Configuration
        if let folder = settings.socketFolder {
            configuration = .init(
                unixSocketPath: "\(folder)/.s.PGSQL.\(settings.port)", username: settings.user,
                password: settings.password, database: settings.database)
            probe = .init(
                unixSocketPath: "\(folder)/.s.PGSQL.\(settings.port)", username: settings.user,
                password: settings.password, database: settings.database)
        } else {
            let probeTLS: PostgresConnection.Configuration.TLS =
                switch settings.tls {
                case .disable: .disable
                case .prefer:
                    (try? NIOSSLContext(configuration: .makeClientConfiguration())).map { .prefer($0) } ?? .disable
                case .require:
                    (try? NIOSSLContext(configuration: .makeClientConfiguration())).map { .require($0) } ?? .disable
                }
            probe = .init(
                host: settings.host ?? "localhost", port: settings.port, username: settings.user,
                password: settings.password, database: settings.database, tls: probeTLS)
            let tls: PostgresClient.Configuration.TLS =
                switch settings.tls {
                case .disable: .disable
                case .prefer: .prefer(.makeClientConfiguration())
                case .require: .require(.makeClientConfiguration())
                }
            configuration = .init(
                host: settings.host ?? "localhost", port: settings.port, username: settings.user,
                password: settings.password, database: settings.database, tls: tls)
        }
        configuration.options.connectTimeout = .seconds(Int64(settings.connectTimeout))
        probe.options.connectTimeout = .seconds(Int64(settings.connectTimeout))
        self.probe = probe
        configuration.options.maximumConnections = 2
        configuration.options.keepAliveBehavior = nil
        let client = PostgresClient(configuration: configuration)
        self.client = client
        runner = Task.detached { await client.run() }
    }

    deinit {
        runner.cancel()
    }

    // MARK: - Reading

    public func exists() throws -> Bool {
        try session("read the registry") { session in try session.registryExists() }
    }

    public func head() throws -> RevisionRecord? { try reading { try $0.head() } }
    public func revision(version: String) throws -> RevisionRecord? {
        try reading { try $0.revision(version: version) }
    }
    public func revision(id: Int64) throws -> RevisionRecord? { try reading { try $0.revision(id: id) } }
    public func revision(commit: Data) throws -> RevisionRecord? { try reading { try $0.revision(commit: commit) } }
    public func revisions(_ ids: ClosedRange<Int64>) throws -> [RevisionRecord] {
        try reading { try $0.revisions(ids) }
    }

    public func documentRecords(_ ids: ClosedRange<Int64>) throws -> [DocumentRecord] {
        try reading { try $0.documentRecords(ids) }
    }

    public func changelogEntries(_ ids: ClosedRange<Int64>, limit: Int?) throws -> [ChangelogEntryRecord] {
        try reading { try $0.changelogEntries(ids, limit: limit) }
    }

    public func integrityProblems() throws -> [String] {
        // PostgreSQL checks its own pages; what dsys can check is that the ids have no gaps.
        try reading { session in
            let rows = try session.query(
                "SELECT count(*), coalesce(max(id), 0) FROM dsys.revision WHERE registry = $1",
                [.text(settings.registry)])
            guard let row = rows.first else { return [] }
            let (count, last) = try row.decode((Int64, Int64).self)
            return count == last ? [] : ["the registry has \(count) revisions but its last is number \(last)"]
        }
    }

    /// Runs `body` on a connection of its own after checking that the registry exists.
    private func reading<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        try session("read the registry") { session in
            try checkSchema(session, migrate: false)
            guard try session.registryExists() else { throw RegistryError.noRegistry(path: location) }
            return try body(session)
        }
    }

    // MARK: - Writing

    public func withHeadLocked<T>(create: Bool, _ body: (any RegistryWriter) throws -> T) throws -> T {
        try session("record a revision") { session in
            try checkSchema(session, migrate: true, create: create)
            if create {
                try session.execute(
                    "INSERT INTO dsys.registry (name) VALUES ($1) ON CONFLICT (name) DO NOTHING",
                    [.text(settings.registry)])
            }
            try session.execute("BEGIN")
            do {
                let timeout = LockTimeout.seconds
                // A bound parameter cannot follow SET; the number is ours, not the user's text.
                try session.execute("SET LOCAL lock_timeout = '\(max(1, timeout) * 1000)ms'")
                let locked = try session.query(
                    "SELECT name FROM dsys.registry WHERE name = $1 FOR UPDATE", [.text(settings.registry)])
                guard !locked.isEmpty else { throw RegistryError.noRegistry(path: location) }
                let result = try body(session)
                try session.execute("COMMIT")
                return result
            } catch {
                try? session.execute("ROLLBACK")
                if let code = (error as? PostgresFailure)?.sqlState, code == "55P03" {
                    throw RegistryError.busy(path: location, waitedSeconds: LockTimeout.seconds)
                }
                throw error
            }
        }
    }

    // MARK: - Migrations

    /// Refuses a schema of a newer dsys; with `migrate`, applies the pending migrations under an advisory lock (and
    /// with `create` also to a database that has none). Reading commands never change the schema: what they read is
    /// in every version of it.
    private func checkSchema(_ session: PostgresSession, migrate: Bool, create: Bool = false) throws {
        if migrated.withLock({ schemaChecked }) { return }
        let known = embeddedPostgresMigrations.map(\.identifier)
        var applied = try appliedMigrations(session)
        let unknown = Set(applied).subtracting(known).sorted()
        if !unknown.isEmpty { throw RegistryError.newerRegistry(path: location, unknownMigrations: unknown) }
        if applied.isEmpty, !create { throw RegistryError.noRegistry(path: location) }
        if applied.count < known.count, migrate {
            // One process migrates; the others wait here and then find nothing left to do.
            try session.execute("SELECT pg_advisory_lock(\(Self.migrationLockKey))")
            defer { try? session.execute("SELECT pg_advisory_unlock(\(Self.migrationLockKey))") }
            try session.execute("CREATE SCHEMA IF NOT EXISTS dsys")
            try session.execute(
                "CREATE TABLE IF NOT EXISTS dsys.migration (identifier text PRIMARY KEY, applied_at timestamptz NOT NULL "
                    + "DEFAULT now())")
            applied = try appliedMigrations(session)
            for migration in embeddedPostgresMigrations where !applied.contains(migration.identifier) {
                try session.execute("BEGIN")
                do {
                    for statement in SQLStatements.split(migration.sql) {
                        try session.execute(PostgresQuery(unsafeSQL: statement))
                    }
                    try session.execute(
                        "INSERT INTO dsys.migration (identifier) VALUES ($1)", [.text(migration.identifier)])
                    try session.execute("COMMIT")
                } catch {
                    try? session.execute("ROLLBACK")
                    throw error
                }
            }
        }
        if migrate { migrated.withLock { schemaChecked = true } }
    }

    /// An arbitrary constant, the same in every dsys: the advisory lock migrations are applied under.
    static let migrationLockKey: Int64 = 0x6473_7973_6d69_6772

    private func appliedMigrations(_ session: PostgresSession) throws -> [String] {
        let exists = try session.query("SELECT to_regclass('dsys.migration') IS NOT NULL")
        guard try exists.first?.decode(Bool.self) == true else { return [] }
        return try session.query("SELECT identifier FROM dsys.migration ORDER BY identifier").map {
            try $0.decode(String.self)
        }
    }

    // MARK: - Connections

    /// Why no connection can be had, learnt from one attempt of its own (the pool only retries).
    private func diagnose() -> String {
        let outcome = ResultBox<Void>()
        let done = DispatchSemaphore(value: 0)
        let probe = probe
        Task.detached {
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: probe, id: 0, logger: PostgresSession.logger)
                try? await connection.close()
                outcome.set(.success(()))
            } catch {
                outcome.set(.failure(error))
            }
            done.signal()
        }
        let seconds = settings.connectTimeout
        guard done.wait(timeout: .now() + .seconds(seconds + 1)) == .success, let result = outcome.get() else {
            return "no answer from the server within \(seconds) s (PGCONNECT_TIMEOUT); check the host and port"
        }
        switch result {
        case .success:
            return "the server takes connections, but none was free within \(seconds) s; try again"
        case .failure(let error):
            return PostgresFailure.describe(error, connecting: true)
        }
    }

    /// Runs `body` with a connection held for it, wrapping PostgreSQL's errors with what was being done.
    private func session<T>(_ operation: String, _ body: (PostgresSession) throws -> T) throws -> T {
        let session: PostgresSession
        do {
            session = try PostgresSession(
                client: client, registry: settings.registry, timeout: settings.connectTimeout)
        } catch is PostgresSession.NoConnection {
            throw RegistryError.database(operation: operation, path: location, message: diagnose())
        } catch {
            throw RegistryError.database(
                operation: operation, path: location, message: PostgresFailure.describe(error, connecting: true))
        }
        defer { session.close() }
        do {
            return try body(session)
        } catch let error as PostgresDecodingError {
            // Its description holds the row's bytes; the column and the type say enough.
            throw RegistryError.database(
                operation: operation, path: location,
                message: "a value of the column \(error.columnName) is not what dsys reads there (\(error.code))")
        } catch let failure as PostgresFailure {
            if failure.sqlState == "23505" {
                throw RegistryError.conflict(
                    version: nil, reason: "another publisher recorded a revision at the same time (\(failure.message))")
            }
            throw RegistryError.database(operation: operation, path: location, message: failure.message)
        }
    }
}

/// A PostgreSQL error reduced to what may be shown: the server's message and SQLSTATE, never the statement's values.
struct PostgresFailure: Error {
    let message: String
    let sqlState: String?

    init(message: String, sqlState: String?) {
        self.message = message
        self.sqlState = sqlState
    }

    init(_ error: any Error) {
        if let error = error as? PSQLError {
            sqlState = error.serverInfo?[.sqlState]
            message = Self.describe(error, connecting: false)
        } else {
            sqlState = nil
            message = Self.describe(error, connecting: false)
        }
    }

    static func describe(_ error: any Error, connecting: Bool) -> String {
        guard let error = error as? PSQLError else {
            return "\(error)"
        }
        if let info = error.serverInfo, let message = info[.message] {
            let detail = info[.detail].map { " (\($0))" } ?? ""
            let hint = info[.hint].map { "; \($0)" } ?? ""
            return "\(message)\(detail)\(hint)"
        }
        if let underlying = error.underlying {
            return "cannot reach the server: \(underlying)"
        }
        return connecting ? "cannot connect (\(error.code))" : "\(error.code)"
    }
}

/// One leased connection, used from synchronous code: each statement is handed to the task that holds the lease.
///
/// The registry is synchronous; PostgresNIO is asynchronous. A detached task leases a connection from the client
/// and runs the statements it is handed, one at a time, while the calling thread waits for each. No thread of
/// Swift's cooperative pool is ever blocked.
final class PostgresSession: RegistryWriter, @unchecked Sendable {
    typealias Job = @Sendable (PostgresConnection) async -> Void

    let registry: String
    private let jobs: AsyncStream<Job>.Continuation
    private let finished = DispatchSemaphore(value: 0)
    static let logger = Logger(label: "dsys.registry.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// No connection could be leased within the time allowed.
    struct NoConnection: Error {}

    init(client: PostgresClient, registry: String, timeout: Int) throws {
        self.registry = registry
        let (stream, continuation) = AsyncStream.makeStream(of: Job.self)
        jobs = continuation
        let leased = ResultBox<Void>()
        let started = DispatchSemaphore(value: 0)
        let finished = finished
        let lease = Task.detached {
            do {
                try await client.withConnection { connection in
                    leased.set(.success(()))
                    started.signal()
                    for await job in stream { await job(connection) }
                }
            } catch {
                if leased.get() == nil {
                    leased.set(.failure(error))
                    started.signal()
                }
            }
            finished.signal()
        }
        if started.wait(timeout: .now() + .seconds(timeout)) == .timedOut {
            // The pool retries a server that refuses or does not answer for as long as it is asked; stop asking.
            lease.cancel()
            jobs.finish()
            _ = finished.wait(timeout: .now() + .seconds(5))
            throw NoConnection()
        }
        if case .failure(let error) = leased.get() {
            finished.wait()
            throw error
        }
    }

    /// Ends the lease; the connection goes back to the client.
    func close() {
        jobs.finish()
        finished.wait()
    }

    /// Runs `query` and returns its rows.
    func query(_ sql: String, _ values: [PostgresValue] = []) throws -> [PostgresRow] {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values { try value.bind(to: &bindings) }
        return try run(PostgresQuery(unsafeSQL: sql, binds: bindings))
    }

    func execute(_ sql: String, _ values: [PostgresValue] = []) throws {
        _ = try query(sql, values)
    }

    func execute(_ query: PostgresQuery) throws {
        _ = try run(query)
    }

    private func run(_ query: PostgresQuery) throws -> [PostgresRow] {
        let box = ResultBox<[PostgresRow]>()
        let done = DispatchSemaphore(value: 0)
        jobs.yield { connection in
            do {
                let rows = try await connection.query(query, logger: Self.logger).collect()
                box.set(.success(rows))
            } catch {
                box.set(.failure(PostgresFailure(error)))
            }
            done.signal()
        }
        done.wait()
        guard let result = box.get() else { throw PostgresFailure(message: "the connection closed", sqlState: nil) }
        return try result.get()
    }

    // MARK: - The registry's queries

    static let revisionColumns = """
        id, version, parent_id, kind, rollback_of_id, document_hash, generator_version, profile, options, author_name,
        author_email, message, created_at, bump, added_count, removed_count, retyped_count, deprecated_count,
        changed_count, output_commit, output_tree, chain_hash, renamed_count
        """

    func registryExists() throws -> Bool {
        let exists = try query("SELECT to_regclass('dsys.registry') IS NOT NULL")
        guard try exists.first?.decode(Bool.self) == true else { return false }
        return try !query("SELECT 1 FROM dsys.registry WHERE name = $1", [.text(registry)]).isEmpty
    }

    private func revisions(
        where condition: String, _ values: [PostgresValue], suffix: String = ""
    ) throws
        -> [RevisionRecord]
    {
        try query(
            "SELECT \(Self.revisionColumns) FROM dsys.revision WHERE registry = $1 AND \(condition) \(suffix)",
            [.text(registry)] + values
        ).map(Self.revision(from:))
    }

    func head() throws -> RevisionRecord? {
        try revisions(where: "TRUE", [], suffix: "ORDER BY id DESC LIMIT 1").first
    }

    func revision(version: String) throws -> RevisionRecord? {
        try revisions(where: "version = $2", [.text(version)]).first
    }

    func revision(id: Int64) throws -> RevisionRecord? {
        try revisions(where: "id = $2", [.integer(id)]).first
    }

    func revision(commit: Data) throws -> RevisionRecord? {
        try revisions(where: "output_commit = $2", [.bytes(commit)]).first
    }

    func revisions(_ ids: ClosedRange<Int64>) throws -> [RevisionRecord] {
        try revisions(
            where: "id BETWEEN $2 AND $3", [.integer(ids.lowerBound), .integer(ids.upperBound)], suffix: "ORDER BY id")
    }

    func documentRecords(_ ids: ClosedRange<Int64>) throws -> [DocumentRecord] {
        try query(
            """
            SELECT revision_id, is_snapshot, payload FROM dsys.document
            WHERE registry = $1 AND revision_id BETWEEN $2 AND $3 ORDER BY revision_id
            """, [.text(registry), .integer(ids.lowerBound), .integer(ids.upperBound)]
        ).map { row in
            let (id, isSnapshot, payload) = try row.decode((Int64, Bool, Data).self)
            return DocumentRecord(revisionID: id, isSnapshot: isSnapshot, payload: payload)
        }
    }

    func changelogEntries(_ ids: ClosedRange<Int64>, limit: Int?) throws -> [ChangelogEntryRecord] {
        try query(
            """
            SELECT revision_id, markdown, file_limit FROM dsys.changelog_entry
            WHERE registry = $1 AND revision_id BETWEEN $2 AND $3 ORDER BY revision_id DESC LIMIT $4
            """,
            [
                .text(registry), .integer(ids.lowerBound), .integer(ids.upperBound),
                .optionalInteger(limit.map(Int64.init)),
            ]
        ).map { row in
            let (id, markdown, limit) = try row.decode((Int64, Data, Int32?).self)
            return ChangelogEntryRecord(revisionID: id, compressedMarkdown: markdown, fileLimit: limit.map(Int.init))
        }
    }

    func append(_ revision: RevisionRecord, document: DocumentRecord, changelogEntry: ChangelogEntryRecord?) throws {
        let r = revision
        try execute(
            """
            INSERT INTO dsys.revision (registry, \(Self.revisionColumns))
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                    $22, $23, $24)
            """,
            [
                .text(registry), .integer(r.id), .text(r.version), .optionalInteger(r.parentID), .text(r.kind),
                .optionalInteger(r.rollbackOfID), .bytes(r.documentHash), .text(r.generatorVersion), .text(r.profile),
                .text(r.options), .text(r.authorName), .text(r.authorEmail), .text(r.message), .integer(r.createdAt),
                .text(r.bump), .int32(r.addedCount), .int32(r.removedCount), .int32(r.retypedCount),
                .int32(r.deprecatedCount), .int32(r.changedCount), .bytes(r.outputCommit), .bytes(r.outputTree),
                .bytes(r.chainHash), .optionalInt32(r.renamedCount),
            ])
        try execute(
            "INSERT INTO dsys.document (registry, revision_id, is_snapshot, payload) VALUES ($1, $2, $3, $4)",
            [.text(registry), .integer(document.revisionID), .bool(document.isSnapshot), .bytes(document.payload)])
        guard let changelogEntry else { return }
        try execute(
            "INSERT INTO dsys.changelog_entry (registry, revision_id, markdown, file_limit) VALUES ($1, $2, $3, $4)",
            [
                .text(registry), .integer(changelogEntry.revisionID), .bytes(changelogEntry.markdown),
                .optionalInt32(changelogEntry.fileLimit),
            ])
    }

    static func revision(from row: PostgresRow) throws -> RevisionRecord {
        let cells = row.makeRandomAccess()
        func value<T: PostgresDecodable>(_ name: String, _ type: T.Type = T.self) throws -> T {
            try cells[name].decode(T.self, context: .default)
        }
        return RevisionRecord(
            id: try value("id"), version: try value("version"), parentID: try value("parent_id"),
            kind: try value("kind"),
            rollbackOfID: try value("rollback_of_id"), documentHash: try value("document_hash"),
            generatorVersion: try value("generator_version"), profile: try value("profile"),
            options: try value("options"), authorName: try value("author_name"), authorEmail: try value("author_email"),
            message: try value("message"), createdAt: try value("created_at"), bump: try value("bump"),
            addedCount: Int(try value("added_count", Int32.self)),
            removedCount: Int(try value("removed_count", Int32.self)),
            retypedCount: Int(try value("retyped_count", Int32.self)),
            deprecatedCount: Int(try value("deprecated_count", Int32.self)),
            changedCount: Int(try value("changed_count", Int32.self)), outputCommit: try value("output_commit"),
            outputTree: try value("output_tree"), chainHash: try value("chain_hash"),
            renamedCount: try value("renamed_count", Int32?.self).map(Int.init))
    }
}

/// A value bound to a statement's parameter.
enum PostgresValue {
    case text(String)
    case integer(Int64)
    case optionalInteger(Int64?)
    case int32(Int)
    case optionalInt32(Int?)
    case bool(Bool)
    case bytes(Data)

    func bind(to bindings: inout PostgresBindings) throws {
        switch self {
        case .text(let value): bindings.append(value)
        case .integer(let value): bindings.append(value)
        case .optionalInteger(let value): bindings.append(value)
        case .int32(let value): bindings.append(Int32(clamping: value))
        case .optionalInt32(let value): bindings.append(value.map { Int32(clamping: $0) })
        case .bool(let value): bindings.append(value)
        case .bytes(let value): try bindings.append(value)
        }
    }
}

/// A result handed from the task that computed it to the thread waiting for it.
final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    func set(_ value: Result<T, any Error>) { lock.withLock { result = value } }
    func get() -> Result<T, any Error>? { lock.withLock { result } }

    /// Changes a stored success in place (for results collected from several threads).
    func update(_ change: (inout T) -> Void) {
        lock.withLock {
            guard case .success(var value) = result else { return }
            change(&value)
            result = .success(value)
        }
    }
}

/// The statements of a migration file, one at a time: PostgreSQL's extended protocol, which binds parameters, takes
/// a single statement. Splits at `;` outside quotes (`'…'`, `"…"`, `$tag$…$tag$`) and comments (`--`, `/* */`).
enum SQLStatements {
    static func split(_ sql: String) -> [String] {
        let characters = Array(sql)
        var statements: [String] = []
        var current = ""
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let scalars = Array(text)
            guard position + scalars.count <= characters.count else { return false }
            return Array(characters[position..<(position + scalars.count)]) == scalars
        }
        while index < characters.count {
            let character = characters[index]
            if character == "-", starts("--", at: index) {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", starts("/*", at: index) {
                index += 2
                while index < characters.count, !starts("*/", at: index) { index += 1 }
                index += 2
                continue
            }
            if character == "'" || character == "\"" {
                current.append(character)
                index += 1
                while index < characters.count {
                    current.append(characters[index])
                    index += 1
                    if characters[index - 1] == character { break }
                }
                continue
            }
            if character == "$",
                let end = characters[(index + 1)...].firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }),
                characters[end] == "$"
            {
                let tag = String(characters[index...end])
                current += tag
                index = end + 1
                while index < characters.count, !starts(tag, at: index) {
                    current.append(characters[index])
                    index += 1
                }
                current += tag
                index += tag.count
                continue
            }
            if character == ";" {
                let statement = current.trimmingCharacters(in: .whitespacesAndNewlines)
                if !statement.isEmpty { statements.append(statement) }
                current = ""
                index += 1
                continue
            }
            current.append(character)
            index += 1
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { statements.append(last) }
        return statements
    }
}
