import Foundation
import GRDB

/// The registry's SQLite database (`.dsys/registry.sqlite`), in WAL mode with foreign keys on,
/// its schema kept up to date by the numbered migrations of `migrations/`.
struct RegistryDatabase {
    let queue: DatabaseQueue
    let path: String

    /// How a command uses the database.
    enum Access {
        /// Read only: works in a read-only `.dsys/` too.
        case read
        /// Read and write an existing registry (migrating it when an older dsys made it).
        case write
        /// Write, creating the registry when there is none.
        case create
    }

    /// Opens the database for `access`.
    static func open(path: String, access: Access) throws -> RegistryDatabase {
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists, access != .create {
            throw RegistryError.noRegistry(path: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(30)
        configuration.readonly = access == .read
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            if access != .read {
                // WAL is a property of the file: set when writing, it holds for every reader after.
                try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
            } else {
                // Fails early, with SQLite's own message, when the file is not a database.
                _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
            }
        } catch let error as DatabaseError {
            throw classify(error, path: path, operation: "open the registry")
        }
        let database = RegistryDatabase(queue: queue, path: path)
        try database.migrate(canWrite: access != .read)
        return database
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in embeddedMigrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
        }
        return migrator
    }

    private func migrate(canWrite: Bool) throws {
        let migrator = Self.migrator
        do {
            let state = try queue.read { db in
                (
                    applied: try migrator.appliedIdentifiers(db),
                    tables: try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                )
            }
            let unknown = state.applied.subtracting(migrator.migrations).sorted()
            if !unknown.isEmpty {
                throw RegistryError.newerRegistry(path: path, unknownMigrations: unknown)
            }
            if state.applied.isEmpty, !state.tables.isEmpty {
                throw RegistryError.notARegistry(path: path, reason: "it is an SQLite database of something else")
            }
            if state.applied.count < migrator.migrations.count {
                guard canWrite else {
                    throw RegistryError.database(
                        operation: "read the registry", path: path,
                        message: "an older dsys wrote it; publish or run `dsysctl verify --repair` to upgrade it")
                }
                try migrator.migrate(queue)
            }
        } catch let error as DatabaseError {
            throw Self.classify(error, path: path, operation: "read the registry schema")
        }
    }

    /// Reads in a snapshot of the database, wrapping SQLite errors with what was being done.
    func read<T>(_ operation: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw Self.classify(error, path: path, operation: operation)
        }
    }

    /// Writes in one transaction.
    func write<T>(_ operation: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw Self.classify(error, path: path, operation: operation)
        }
    }

    static func classify(_ error: DatabaseError, path: String, operation: String) -> RegistryError {
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return .notARegistry(path: path, reason: "the file is not an SQLite database, or it is damaged")
        case .SQLITE_CORRUPT:
            return .database(
                operation: operation, path: path, message: "the database is damaged (\(error.message ?? "corrupt"))")
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
            return .database(
                operation: operation, path: path,
                message: "\(error.message ?? "cannot write"); check that .dsys/ and its files are writable")
        default:
            // The message, not the SQL or its arguments: those may hold a whole document.
            return .database(operation: operation, path: path, message: error.message ?? "\(error.resultCode)")
        }
    }
}
