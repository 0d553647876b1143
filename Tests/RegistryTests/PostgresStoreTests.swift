import Foundation
import TestSupport
import Tokens
import XCTest

@testable import Registry

/// Where a shared registry is and how dsys signs in to it: no server needed.
final class PostgresLocationTests: XCTestCase {
    func testAURLNamesTheServerTheDatabaseAndTheRegistry() throws {
        let location = try PostgresLocation(
            parsing: "postgres://dsys@db.example.com:6543/design/acme-ios", environment: ["PGPASSWORD": "s3cret"])
        XCTAssertEqual(location.host, "db.example.com")
        XCTAssertEqual(location.port, 6543)
        XCTAssertEqual(location.user, "dsys")
        XCTAssertEqual(location.database, "design")
        XCTAssertEqual(location.registry, "acme-ios")
        XCTAssertEqual(location.tls, .prefer)
        XCTAssertEqual(location.password, "s3cret")
        XCTAssertEqual(location.description, "postgres://dsys@db.example.com:6543/design/acme-ios")

        let socket = try PostgresLocation(
            parsing: "postgresql:///design/acme?host=/run/pg&port=5433", environment: ["USER": "ci"])
        XCTAssertNil(socket.host)
        XCTAssertEqual(socket.socketFolder, "/run/pg")
        XCTAssertEqual(socket.user, "ci")
        XCTAssertEqual(socket.tls, .disable)
        XCTAssertEqual(socket.description, "postgres://ci@/design/acme?host=/run/pg&port=5433")
    }

    func testAPasswordInTheURLIsRefusedWithoutBeingRepeated() {
        XCTAssertThrowsError(
            try PostgresLocation(parsing: "postgres://dsys:hunter2@db.example.com/design/acme", environment: [:])
        ) { error in
            let message = (error as? RegistryError)?.localizedDescription ?? ""
            XCTAssertFalse(message.contains("hunter2"), message)
            XCTAssertTrue(message.contains("postgres://dsys:***@db.example.com/design/acme"), message)
            XCTAssertTrue(message.contains("PGPASSWORD or a .pgpass file"), message)
        }
    }

    func testTheRegistryNameIsRequiredAndChecked() {
        for (url, expected) in [
            ("postgres://db/design", "name the database and the registry"),
            ("postgres://db/design/", "name the database and the registry"),
            ("postgres://db/design/a/b", "name the database and the registry"),
            ("postgres://db/design/-acme", "must be 1 to 63 letters"),
            ("postgres://db/design/acme?sslmode=sometimes", "sslmode sometimes"),
            ("postgres://db/design/acme?application_name=x", "unknown parameter application_name"),
            ("postgres://db:99999/design/acme", "the port 99999"),
        ] {
            XCTAssertThrowsError(try PostgresLocation(parsing: url, environment: [:]), url) { error in
                let message = (error as? RegistryError)?.localizedDescription ?? ""
                XCTAssertTrue(message.contains(expected), "\(url): \(message)")
            }
        }
        XCTAssertThrowsError(
            try Registry.open(Project(path: "/tmp"), location: "mysql://db/design/acme", environment: [:])
        ) { error in
            XCTAssertTrue((error as? RegistryError)?.localizedDescription.contains("postgres://HOST/DATABASE") == true)
        }
    }

    func testThePasswordComesFromPgpassAsLibpqReadsIt() throws {
        let folder = try TestSupport.temporaryDirectory(self)
        let file = folder.appendingPathComponent("pgpass")
        try Data(
            """
            # comment
            other.example.com:5432:*:dsys:wrong
            db.example.com:5432:design:dsys:pa\\:ss
            *:*:*:*:fallback

            """.utf8
        ).write(to: file)
        chmod(file.path, 0o600)
        let environment = ["PGPASSFILE": file.path]
        XCTAssertEqual(
            try PostgresLocation(parsing: "postgres://dsys@db.example.com/design/acme", environment: environment)
                .password, "pa:ss")
        XCTAssertEqual(
            try PostgresLocation(parsing: "postgres://ci@db.example.com/design/acme", environment: environment)
                .password, "fallback")
        // A file others can read is ignored, as libpq ignores it.
        chmod(file.path, 0o644)
        XCTAssertNil(
            try PostgresLocation(parsing: "postgres://dsys@db.example.com/design/acme", environment: environment)
                .password)
    }

    func testMigrationFilesSplitIntoStatementsOutsideQuotesAndComments() {
        let sql = """
            -- a comment; with a semicolon
            CREATE TABLE t (a text DEFAULT 'x;y');
            CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'no; never'; END
            $$;
            /* block; comment */ SELECT 1
            """
        XCTAssertEqual(
            SQLStatements.split(sql),
            [
                "CREATE TABLE t (a text DEFAULT 'x;y')",
                "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN RAISE EXCEPTION 'no; never'; END\n$$",
                "SELECT 1",
            ])
        XCTAssertFalse(embeddedPostgresMigrations.isEmpty)
    }
}

/// The PostgreSQL store against the real server `scripts/test.sh` starts.
final class PostgresStoreTests: XCTestCase {
    private func store(
        _ name: String = TestServers.registryName(), environment: [String: String] = [:]
    ) throws
        -> PostgresStore
    {
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        return PostgresStore(
            try PostgresLocation(parsing: try TestServers.postgresURL(registry: name), environment: merged))
    }

    func testACopyKeepsEveryHashAndVerifiesInBothDirections() throws {
        let embedded = try TestProject.threeRevisions(self)
        let original = try Registry(embedded.project).log(limit: nil)
        let shared = try store()
        let copied = try Registry(embedded.project).copy(to: shared, batch: 2)
        XCTAssertEqual(copied.revisions, 3)
        XCTAssertEqual(copied.head, "1.1.0")
        let onPostgres = Registry(embedded.project, store: shared)
        XCTAssertEqual(try onPostgres.log(limit: nil), original)
        XCTAssertEqual(try shared.allRevisions(), try Registry(embedded.project).store.allRevisions())
        let verified = try onPostgres.verify(quick: false, repair: false)
        XCTAssertEqual(verified.problems, [])
        XCTAssertEqual(verified.regenerated, 3)

        // Back into a new SQLite file, beside the same output repository.
        let back = SQLiteStore(
            path: embedded.project.registryFolder.appendingPathComponent("back.sqlite").path, restoring: true)
        _ = try onPostgres.copy(to: back)
        XCTAssertEqual(try Registry(embedded.project, store: back).log(limit: nil), original)
        XCTAssertEqual(try Registry(embedded.project, store: back).verify(quick: false, repair: false).problems, [])

        // Into a store that holds a history: refused, nothing written.
        XCTAssertThrowsError(try Registry(embedded.project).copy(to: shared)) { error in
            guard case .copyTargetNotEmpty(_, let head) = error as? RegistryError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(head, "1.1.0")
        }
        XCTAssertEqual(try shared.allRevisions().count, 3)
    }

    func testPublishesFromTwoMachinesMakeOneHistoryAndAFreshMachineRebuildsCommitsFromTheRows() throws {
        let shared = try store()
        var first = try TestProject(self)
        var second = try TestProject(self)
        first.registryStore = shared
        second.registryStore = shared
        try first.publish(message: "First")
        try first.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try first.publish(message: "Darker")
        // The second machine has no output repository: it rebuilds 1.0.0 and 1.0.1 from the rows (no remote).
        second.clock = first.clock
        try second.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try second.edit(Edits.setColor("action", "tertiary", "#123456"))
        let published = try XCTUnwrap(try second.publish(message: "Tertiary").published)
        XCTAssertEqual(published.revision.version, "1.1.0")
        XCTAssertEqual(published.revision.parentVersion, "1.0.1")
        let log = try first.registry.log(limit: nil)
        XCTAssertEqual(log.map(\.version), ["1.1.0", "1.0.1", "1.0.0"])
        let secondRepository = try OutputRepository.open(at: second.project.repositoryPath, create: false)
        let firstRepository = try OutputRepository.open(at: first.project.repositoryPath, create: false)
        XCTAssertEqual(
            try secondRepository.commit(XCTUnwrap(GitObjectID(hex: log[1].outputCommit)))?.id.hex, log[1].outputCommit,
            "the rebuilt commit is the one the first machine made")
        XCTAssertNotNil(try firstRepository.branchTarget("main"))
        // Without a remote nothing needs the other machine's package here: its tree is not regenerated at publish
        // (others would wait for it), and a verify completes the repository.
        let otherTree = try XCTUnwrap(GitObjectID(hex: log[1].outputTree))
        XCTAssertFalse(secondRepository.objectExists(otherTree))
        let completed = try second.registry.verify(quick: false, repair: false)
        XCTAssertEqual(completed.problems, [])
        XCTAssertTrue(
            completed.notes.contains { $0.contains("rewrote the missing objects of 1.0.1") }, "\(completed.notes)")
        XCTAssertTrue(
            try OutputRepository.open(at: second.project.repositoryPath, create: false).objectExists(otherTree))
        // The first machine's repository lags: any verify brings it up, saying so in notes.
        let report = try first.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
        XCTAssertTrue(report.notes.contains { $0.contains("moved main to 1.1.0") }, "\(report.notes)")
    }

    func testMigrationsAreAppliedOnceWhenManyFirstWritersMeet() throws {
        let database = "dsys_migrate_\(UUID().uuidString.prefix(8).lowercased())"
        try TestServers.psql("CREATE DATABASE \(database)", database: "postgres")
        defer { _ = try? TestServers.psql("DROP DATABASE \(database) WITH (FORCE)", database: "postgres") }
        let base = try TestServers.postgresURL(registry: "x")
        let failures = ResultBox<[String]>()
        failures.set(.success([]))
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            do {
                let url = base.replacingOccurrences(of: "/dsys_test/x", with: "/\(database)/r\(index)")
                let store = PostgresStore(
                    try PostgresLocation(parsing: url, environment: ProcessInfo.processInfo.environment))
                try store.withHeadLocked(create: true) { writer in XCTAssertNil(try writer.head()) }
            } catch {
                failures.update { $0.append("\(error)") }
            }
        }
        XCTAssertEqual(try failures.get()?.get(), [])
        XCTAssertEqual(
            try TestServers.psql(
                "SELECT string_agg(identifier, ',' ORDER BY identifier) FROM dsys.migration", database: database),
            embeddedPostgresMigrations.map(\.identifier).joined(separator: ","))
        XCTAssertEqual(try TestServers.psql("SELECT count(*) FROM dsys.registry", database: database), "6")

        // A schema a newer dsys made is refused, not used.
        try TestServers.psql(
            "INSERT INTO dsys.migration (identifier) VALUES ('9999_from_the_future')", database: database)
        let newer = PostgresStore(
            try PostgresLocation(
                parsing: base.replacingOccurrences(of: "/dsys_test/x", with: "/\(database)/r0"),
                environment: ProcessInfo.processInfo.environment))
        XCTAssertThrowsError(try newer.head()) { error in
            guard case .newerRegistry(_, let unknown) = error as? RegistryError else { return XCTFail("\(error)") }
            XCTAssertEqual(unknown, ["9999_from_the_future"])
        }
    }

    func testAPublishingRoleNeedsOnlySelectAndInsertAndCannotRewriteHistory() throws {
        let role = "publisher_\(UUID().uuidString.prefix(8).lowercased())"
        let password = UUID().uuidString
        // The grants docs/registry.md gives a publishing role.
        try TestServers.psql(
            """
            CREATE ROLE \(role) LOGIN PASSWORD '\(password)';
            GRANT USAGE ON SCHEMA dsys TO \(role);
            GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA dsys TO \(role);
            GRANT UPDATE (name) ON dsys.registry TO \(role);
            """)
        defer {
            _ = try? TestServers.psql(
                "REVOKE ALL ON ALL TABLES IN SCHEMA dsys FROM \(role); REVOKE ALL ON SCHEMA dsys FROM \(role); "
                    + "DROP ROLE \(role)")
        }
        let name = TestServers.registryName()
        let url = try TestServers.postgresURL(registry: name).replacingOccurrences(
            of: "postgres://postgres@", with: "postgres://\(role)@")
        let publisher = PostgresStore(try PostgresLocation(parsing: url, environment: ["PGPASSWORD": password]))
        var project = try TestProject(self)
        project.registryStore = publisher
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        XCTAssertEqual(try project.registry.log(limit: nil).map(\.version), ["1.0.1", "1.0.0"])
        XCTAssertEqual(try project.registry.verify(quick: true, repair: false).problems, [])

        // Neither the role nor the owner may change a recorded row.
        for statement in [
            "UPDATE dsys.revision SET message = 'x' WHERE registry = '\(name)'",
            "DELETE FROM dsys.changelog_entry WHERE registry = '\(name)'",
            "UPDATE dsys.registry SET name = 'other' WHERE name = '\(name)'",
        ] {
            XCTAssertThrowsError(try TestServers.psql(statement)) { error in
                XCTAssertTrue("\(error)".contains("append-only"), "\(error)")
            }
        }
        XCTAssertEqual(try project.registry.log(limit: nil).first?.message, "Darker")
    }

    func testAUniqueConstraintStopsASecondRecordOfTheSameVersion() throws {
        let shared = try store()
        var project = try TestProject(self)
        project.registryStore = shared
        try project.publish(message: "First")
        let head = try XCTUnwrap(try shared.head())
        let document = try XCTUnwrap(try shared.documentRecords(1...1).first)
        // As if a second publisher had got past the lock with the same head: the same version again.
        var duplicate = head
        duplicate.id = 2
        duplicate.parentID = 1
        XCTAssertThrowsError(
            try shared.withHeadLocked(create: false) { writer in
                try writer.append(
                    duplicate, document: DocumentRecord(revisionID: 2, isSnapshot: true, payload: document.payload),
                    changelogEntry: nil)
            }
        ) { error in
            guard case .conflict(_, let reason) = error as? RegistryError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("another publisher"), reason)
        }
        XCTAssertEqual(try shared.allRevisions().count, 1, "nothing of the refused record stays")
        XCTAssertEqual(try project.registry.verify(quick: true, repair: false).problems, [])
    }

    func testAnEditedRowBreaksTheChainAtThatRevision() throws {
        let shared = try store()
        let project = try TestProject.threeRevisions(self, store: shared)
        let name = shared.settings.registry
        try TestServers.psql(
            """
            ALTER TABLE dsys.revision DISABLE TRIGGER append_only;
            UPDATE dsys.revision SET message = 'Forged' WHERE registry = '\(name)' AND id = 2;
            ALTER TABLE dsys.revision ENABLE TRIGGER append_only;
            """)
        let report = try project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(report.problems.first?.version, "1.0.1")
        XCTAssertTrue(
            report.problems.first?.message.contains("the hash chain breaks here") == true, "\(report.problems)")
    }

    // MARK: - Issue 26: a row is bound to its commit and tag on PostgreSQL too

    /// Rewrites the shared registry's rows from `first` on as a forger with write access to the database would: `edit`
    /// changes row `first` (and `document`, when given, replaces its stored document), and every chain hash from it on
    /// is recomputed, with the append-only triggers switched off.
    private func forge(
        _ shared: PostgresStore, from first: Int64, document: DocumentRecord? = nil,
        _ edit: (inout RevisionRecord) -> Void
    ) throws {
        func hex(_ data: Data) -> String { "'\\x" + data.map { String(format: "%02x", $0) }.joined() + "'::bytea" }
        func text(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "''") + "'" }
        let name = shared.settings.registry
        var sql = """
            ALTER TABLE dsys.revision DISABLE TRIGGER append_only;
            ALTER TABLE dsys.document DISABLE TRIGGER append_only;

            """
        if let document {
            sql += """
                UPDATE dsys.document SET payload = \(hex(document.payload)), is_snapshot = \(document.isSnapshot)
                WHERE registry = '\(name)' AND revision_id = \(document.revisionID);

                """
        }
        var previous: RevisionRecord?
        for var row in try shared.allRevisions() {
            if row.id == first { edit(&row) }
            if row.id >= first {
                row.chainHash = ChainHash.compute(row, parentVersion: previous?.version, previous: previous?.chainHash)
                sql += """
                    UPDATE dsys.revision SET document_hash = \(hex(row.documentHash)),
                        generator_version = \(text(row.generatorVersion)), profile = \(text(row.profile)),
                        options = \(text(row.options)), chain_hash = \(hex(row.chainHash))
                    WHERE registry = '\(name)' AND id = \(row.id);

                    """
            }
            previous = row
        }
        sql += """
            ALTER TABLE dsys.revision ENABLE TRIGGER append_only;
            ALTER TABLE dsys.document ENABLE TRIGGER append_only;
            """
        try TestServers.psql(sql)
    }

    func testAForgedDocumentIsCaughtByItsCommitHereAndOnAFreshMachineThroughTheRemote() throws {
        let shared = try store()
        let remote = try TestServers.gitRepository()
        var project = try TestProject(self)
        project.registryStore = shared
        project.remote = remote.url
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        try project.edit(Edits.setColor("action", "tertiary", "#123456"))
        try project.publish(message: "Tertiary")

        // 1.1.0's document replaced, with its hash, another generator version and the chain recomputed.
        try project.edit(Edits.setColor("action", "primary", "#FF0000"))
        let forged = try project.project.loadWorkingDocument().canonicalText
        let previous = try project.registry.show(version: "1.0.1").document
        try forge(shared, from: 3, document: DocumentStore.record(revisionID: 3, text: forged, previous: previous)) {
            row in
            row.documentHash = Data(SHA256.hash(Array(forged.utf8)))
            row.generatorVersion = "9.9.9"
        }
        XCTAssertEqual(try project.registry.show(version: "1.1.0").document, forged, "the store serves the forgery")
        let caught = Registry.VerifyReport.Problem(
            version: "1.1.0", message: "its commit is not the one its row describes (document, generator differ)")
        let here = try project.registry.verify(quick: false, repair: false)
        XCTAssertTrue(here.problems.contains(caught), "\(here.problems)")
        XCTAssertEqual(
            try project.registry.verify(quick: true, repair: true).repairs, [], "a forged row repairs nothing")

        // A machine without an output repository of its own takes the commits from the remote, which name the true
        // document: the forgery shows there too.
        var fresh = try TestProject(self)
        fresh.registryStore = shared
        fresh.remote = remote.url
        let there = try fresh.registry.verify(quick: false, repair: false)
        XCTAssertTrue(there.problems.contains(caught), "\(there.problems)")
    }

    func testForgedOptionsWithARecomputedChainAreCaughtAtThatRevisionOnly() throws {
        let shared = try store()
        let project = try TestProject.threeRevisions(self, store: shared)
        try forge(shared, from: 2) { $0.options = #"{"x":1}"# }
        let report = try project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(
            report.problems,
            [.init(version: "1.0.1", message: "its commit is not the one its row describes (options differs)")])
    }

    /// The registry dsys 0.1.0 wrote (`Tests/Fixtures/registry-v1`, rows chained in the `v1` layout, commits without
    /// trailers), copied into PostgreSQL: it verifies there, and a rollback recorded on top is bound to its commit.
    func testARegistryOfDsys010CopiedIntoPostgreSQLVerifiesAndTakesBoundRevisions() throws {
        let root = try TestSupport.temporaryDirectory(self, "registry-v1")
        try FileManager.default.copyItem(
            at: TestSupport.fixtures.appendingPathComponent("registry-v1/.dsys"),
            to: root.appendingPathComponent(".dsys"))
        let project = Project(path: root.path)
        let shared = try store()
        XCTAssertEqual(try Registry(project).copy(to: shared).revisions, 9)
        let registry = Registry(project, store: shared)
        let copied = try registry.verify(quick: false, repair: false)
        XCTAssertEqual(copied.problems, [])
        XCTAssertEqual(copied.revisionsChecked, 9)
        let legacy = try XCTUnwrap(try shared.allRevisions().last)
        XCTAssertEqual(
            ChainHash.layout(of: legacy, parentVersion: "2.1.1", previous: try shared.revision(id: 8)?.chainHash),
            .legacy, "the fixture's rows are in the v1 layout")

        let options = Registry.PublishOptions(
            message: nil, version: nil, author: "Ada Lovelace <ada@example.com>", force: false, output: nil,
            time: 1_700_864_000, environment: [:])
        XCTAssertEqual(try registry.rollback(to: "1.0.0", options: options).published?.revision.version, "4.0.0")
        let repository = try OutputRepository.open(at: project.repositoryPath, create: false)
        let head = try XCTUnwrap(try repository.commit(try XCTUnwrap(try repository.branchTarget("main"))))
        XCTAssertTrue(head.message.contains("\nDsys-Document: sha256:"), head.message)
        let after = try registry.verify(quick: false, repair: false)
        XCTAssertEqual(after.problems, [])
        XCTAssertEqual(after.revisionsChecked, 10)
    }

    func testAStoreThatCannotBeReachedSaysWhere() throws {
        let unreachable = PostgresStore(
            try PostgresLocation(
                parsing: "postgres://dsys@127.0.0.1:1/design/acme",
                environment: ["PGPASSWORD": "x", "PGCONNECT_TIMEOUT": "2"]))
        XCTAssertThrowsError(try unreachable.head()) { error in
            let message = (error as? RegistryError)?.localizedDescription ?? "\(error)"
            XCTAssertTrue(
                message.hasPrefix("could not read the registry in postgres://dsys@127.0.0.1:1/design/acme"), message)
            XCTAssertTrue(message.contains("refused") || message.contains("no answer"), message)
        }
        // A wrong password: the server's own reason.
        let url = try TestServers.postgresURL(registry: TestServers.registryName())
        let wrong = PostgresStore(
            try PostgresLocation(parsing: url, environment: ["PGPASSWORD": "not-it", "PGCONNECT_TIMEOUT": "2"]))
        XCTAssertThrowsError(try wrong.head()) { error in
            let message = (error as? RegistryError)?.localizedDescription ?? "\(error)"
            XCTAssertTrue(message.contains("password authentication failed"), message)
            XCTAssertFalse(message.contains("not-it"), message)
        }
        // A registry name the database does not hold.
        XCTAssertThrowsError(try store().head()) { error in
            guard case .noRegistry = error as? RegistryError else { return XCTFail("\(error)") }
        }
    }
}
