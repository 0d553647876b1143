import Foundation
import GRDB
import TestSupport
import XCTest

@testable import Registry

final class StorageTests: XCTestCase {
    /// A document of `count` token lines, with `changes` of them rewritten per revision.
    private func revisions(_ count: Int, lines: Int) -> [String] {
        var generator = SplitMix64(seed: 1_200)
        var current = (0..<lines).map { "    \"c\($0)\": {\"light\": \"#000000\", \"dark\": \"#FFFFFF\"}," }
        var texts: [String] = []
        for revision in 0..<count {
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                let index = Int.random(in: 0..<current.count, using: &generator)
                current[index] = "    \"c\(index)\": {\"light\": \"#\(revision)\", \"dark\": \"#FFFFFF\"},"
            }
            if revision % 7 == 3 { current.insert("    \"n\(revision)\": \"#123456\",", at: revision % current.count) }
            texts.append("{\n" + current.joined(separator: "\n") + "\n}\n")
        }
        return texts
    }

    func testEveryRevisionReadsBackExactlyFromSnapshotsAndDeltas() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE revision (id INTEGER PRIMARY KEY)")
            try db.execute(
                sql:
                    "CREATE TABLE document (revision_id INTEGER PRIMARY KEY, is_snapshot INTEGER NOT NULL, payload BLOB NOT NULL)"
            )
        }
        let texts = revisions(1_200, lines: 300)
        try queue.write { db in
            for (index, text) in texts.enumerated() {
                try db.execute(sql: "INSERT INTO revision (id) VALUES (?)", arguments: [index + 1])
                try DocumentStore.record(
                    revisionID: Int64(index + 1), text: text, previous: index > 0 ? texts[index - 1] : nil
                )
                .insert(db)
            }
        }
        try queue.read { db in
            let snapshots = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document WHERE is_snapshot") ?? 0
            XCTAssertEqual(snapshots, 3, "revisions 1, 501 and 1001")
            for id in [1, 2, 499, 500, 501, 502, 777, 1_000, 1_001, 1_200] {
                XCTAssertEqual(
                    try DocumentStore.text(
                        of: Int64(id), version: "\(id)",
                        from: SQLiteQueries(db: db).documentRecords(Int64((id - 1) / 500 * 500 + 1)...Int64(id))),
                    texts[id - 1], "revision \(id)")
            }
            var sequence = DocumentStore.Sequence()
            for (index, row) in try DocumentRecord.order(Column("revision_id")).fetchAll(db).enumerated() {
                XCTAssertEqual(try sequence.next(row, version: "\(index + 1)"), texts[index])
            }
            // Deltas cost about their changed lines, not the document.
            let deltaBytes =
                try Int.fetchOne(db, sql: "SELECT SUM(length(payload)) FROM document WHERE NOT is_snapshot") ?? 0
            XCTAssertLessThan(deltaBytes / 1_197, 400)
        }
    }

    func testARevisionsTextIsTheOneItsLinesAsStringsGive() throws {
        // Empty lines, no final line break, carriage returns, non-ASCII and combining marks; invalid UTF-8 in the
        // snapshot, which decoding repairs.
        let texts = ["a\n\nb\r\n\u{301}c", "a\n\u{E9}\n\nb\r\nc", "", "\n\n", "x\u{1F600}\ny\n", "x\u{1F600}"]
        var rows = [
            DocumentRecord(revisionID: 1, isSnapshot: true, payload: Data(Compression.compress([0x61, 0xFF, 0x0A])))
        ]
        var previous = "a\u{FFFD}\n"
        for (index, text) in texts.enumerated() {
            rows.append(DocumentStore.record(revisionID: Int64(index + 2), text: text, previous: previous))
            previous = text
        }
        var sequence = DocumentStore.Sequence()
        for (index, row) in rows.enumerated() {
            let expected = try sequence.next(row, version: "\(index + 1)")
            XCTAssertEqual(
                Array(try DocumentStore.text(of: row.revisionID, version: "v", from: Array(rows[...index])).utf8),
                Array(expected.utf8), "revision \(index + 1)")
        }
        XCTAssertEqual(try DocumentStore.text(of: 1, version: "v", from: [rows[0]]), "a\u{FFFD}\n")
        XCTAssertEqual(try DocumentStore.text(of: 4, version: "v", from: Array(rows[...3])), "")
        XCTAssertEqual(try DocumentStore.text(of: 7, version: "v", from: rows), "x\u{1F600}\n")

        // A delta that inserts invalid UTF-8 is a damaged document.
        let invalid = DocumentRecord(
            revisionID: 8, isSnapshot: false, payload: Data([LineDelta.version, 1, 1 << 2 | 2, 0xFF, 0x0A]))
        XCTAssertThrowsError(try DocumentStore.text(of: 8, version: "v", from: rows + [invalid])) { error in
            XCTAssertEqual(
                error as? RegistryError,
                .corruptDocument(version: "v", reason: "line delta is malformed: inserted line is not valid UTF-8"))
        }
    }

    func testADamagedSnapshotIsAClearError() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(
                sql:
                    "CREATE TABLE document (revision_id INTEGER PRIMARY KEY, is_snapshot INTEGER NOT NULL, payload BLOB NOT NULL)"
            )
            try DocumentRecord(revisionID: 1, isSnapshot: true, payload: Data([9, 9, 9, 9, 9])).insert(db)
        }
        try queue.read { db in
            XCTAssertThrowsError(
                try DocumentStore.text(of: 1, version: "1.0.0", from: SQLiteQueries(db: db).documentRecords(1...1))
            ) { error in
                XCTAssertEqual(
                    error as? RegistryError,
                    .corruptDocument(version: "1.0.0", reason: "its snapshot does not decompress"))
            }
        }
    }

    func testCompressionRoundTrips() {
        for text in ["", "a", String(repeating: "token line\n", count: 10_000)] {
            let compressed = Compression.compress(Array(text.utf8))
            XCTAssertEqual(Compression.decompress(compressed), Array(text.utf8))
        }
        XCTAssertNil(Compression.decompress([1, 2]))
    }

    // MARK: - Opening databases

    private func projectWithDatabase(_ bytes: Data?) throws -> Project {
        let root = try TestSupport.temporaryDirectory(self, "db")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".dsys"), withIntermediateDirectories: true)
        let project = Project(path: root.path)
        if let bytes { try bytes.write(to: URL(fileURLWithPath: project.databasePath)) }
        return project
    }

    func testAFileThatIsNotADatabaseIsNotARegistry() throws {
        let project = try projectWithDatabase(Data(repeating: 0x41, count: 4096))
        XCTAssertThrowsError(try project.registry.log(limit: nil)) { error in
            XCTAssertEqual(
                error as? RegistryError,
                .notARegistry(
                    path: project.databasePath, reason: "the file is not an SQLite database, or it is damaged"))
        }
    }

    func testAnotherSQLiteDatabaseIsNotARegistry() throws {
        let project = try projectWithDatabase(nil)
        try DatabaseQueue(path: project.databasePath).write { db in try db.execute(sql: "CREATE TABLE notes (text)") }
        XCTAssertThrowsError(try project.registry.log(limit: nil)) { error in
            XCTAssertEqual(
                error as? RegistryError,
                .notARegistry(path: project.databasePath, reason: "it is an SQLite database of something else"))
        }
    }

    func testARegistryFromANewerDsysIsRefused() throws {
        var project = try TestProject(self)
        try project.publish()
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('0002_from_the_future')")
        }
        XCTAssertThrowsError(try project.project.registry.log(limit: nil)) { error in
            XCTAssertEqual(
                error as? RegistryError,
                .newerRegistry(path: project.project.databasePath, unknownMigrations: ["0002_from_the_future"]))
            XCTAssertTrue(error.localizedDescription.contains("upgrade dsysctl"))
        }
    }

    func testADamagedDatabaseIsReported() throws {
        var project = try TestProject(self)
        try project.publish()
        _ = try project.project.registry.log(limit: nil)
        // Overwrite the pages after the header: SQLite still opens it, then finds the damage.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: project.project.databasePath))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xEE, count: 8_000))
        try handle.close()
        XCTAssertThrowsError(try project.project.registry.verify(quick: true, repair: false)) { error in
            XCTAssertTrue(error.localizedDescription.contains("the database is damaged"), error.localizedDescription)
        }
    }

    /// The build plugin carries every file of `migrations/` into the binary, in order.
    func testANewRegistryHasAppliedEveryFileInMigrations() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }
            .sorted()
        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(embeddedMigrations.map(\.identifier), files.map { String($0.dropLast(4)) })
        var project = try TestProject(self)
        try project.publish()
        let queue = try DatabaseQueue(path: project.project.databasePath)
        let applied = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        XCTAssertEqual(applied, files.map { String($0.dropLast(4)) })
    }
}

final class HeadTests: XCTestCase {
    /// A publish reads the head before it holds the lock; what it read is used only if it is
    /// still the head once the lock is held.
    func testAHeadReadBeforeAnotherPublishIsNotReused() throws {
        var project = try TestProject(self)
        try project.publish()
        let early = try XCTUnwrap(Registry.Head.speculativelyRead(project.registry.store))
        XCTAssertEqual(early.record.version, "1.0.0")
        XCTAssertNotNil(early.designSystem)
        try project.edit(Edits.setColor("action", "primary", "#112233"))
        try project.publish()

        let store = project.registry.store
        let head = try XCTUnwrap(try Registry.Head.read(in: store, reusing: early))
        let text = head.text
        XCTAssertEqual(head.record.version, "1.0.1")
        XCTAssertNotEqual(text, early.text)
        XCTAssertTrue(text.contains("#112233"))

        let current = try XCTUnwrap(Registry.Head.speculativelyRead(project.registry.store))
        let reused = try XCTUnwrap(try Registry.Head.read(in: store, reusing: current))
        XCTAssertEqual(reused.text, text)
    }

    func testThereIsNoHeadToReadBeforeTheFirstPublish() throws {
        let project = try TestProject(self)
        XCTAssertNil(Registry.Head.speculativelyRead(project.registry.store))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: project.project.databasePath), "reading created a database")
    }
}
