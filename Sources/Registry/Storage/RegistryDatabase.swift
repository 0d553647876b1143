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
        /// Create a registry to copy a history into (`registry copy`), even beside an output repository with history:
        /// the copy brings that history back.
        case restore
    }

    /// Opens the database for `access`.
    static func open(path: String, access: Access) throws -> RegistryDatabase {
        let exists = FileManager.default.fileExists(atPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if !exists || size == 0 {
            // No database, or an empty file (a truncated one, or a publish killed before its first write): with
            // published versions beside it in output.git, the history is lost, and creating a database would hide
            // that.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            if access != .restore, OutputRepository.hasHistory(at: folder.appendingPathComponent("output.git").path) {
                throw RegistryError.missingDatabase(path: path)
            }
            if access != .create, access != .restore {
                throw exists ? RegistryError.emptyDatabase(path: path) : RegistryError.noRegistry(path: folder.path)
            }
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
        try database.migrate(access: access)
        return database
    }

    /// Migrations a reading command can do without, because they only add columns that reading code takes as
    /// absent (`NULL`) when missing: a registry of an older dsys stays readable without being upgraded.
    static let readableWithout: Set<String> = ["0003_renames_and_bounded_changelog"]

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in embeddedMigrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
        }
        return migrator
    }

    private func migrate(access: Access) throws {
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
            if state.applied.isEmpty, access != .create, access != .restore {
                // A database without a schema holds no history: upgrading it would make an empty registry of it.
                throw RegistryError.emptyDatabase(path: path)
            }
            let pending = migrator.migrations.filter { !state.applied.contains($0) }
            if !pending.isEmpty, access == .read, pending.allSatisfy(Self.readableWithout.contains) {
                // Columns added for new revisions only: reading code takes them as absent.
                return
            }
            if state.applied.count < migrator.migrations.count {
                guard access != .read else {
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
                operation: operation, path: path,
                message:
                    "the database is damaged (\(error.message ?? "corrupt")); restore registry.sqlite from a backup")
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
