import Foundation
import GRDB
import TestSupport
import XCTest

@testable import Registry

extension OutputRepository {
    /// Tags `extra-0`, `extra-1`… (not versions, so `verify` only notes them) on the commit of `version`, each a loose
    /// file in `refs/tags`.
    func addLooseTags(_ count: Int, on version: String) throws {
        let commit = try XCTUnwrap(try tag(version)).commit
        let tagger = GitSignature(name: "Test", email: "test@example.com", time: 1_700_000_000)
        for index in 0..<count {
            try createTag("extra-\(index)", commit: commit, tagger: tagger, message: "Extra", force: false)
        }
    }
}

extension Project {
    /// The project's registry in the store the tests run against (`DSYS_TEST_STORE`, see ``TestStore``).
    var registry: Registry { TestStore.registry(self) }
}

/// A project folder with a document, for registry tests.
struct TestProject {
    let project: Project
    var clock: Int64 = 1_700_000_000
    /// The store of this project's registry; nil for the one the tests run against (``TestStore``).
    var registryStore: (any RegistryStore)?
    /// The git remote publishes push to; nil for none (or the one recorded).
    var remote: String?
    var credentials = GitCredentials(environment: [:])

    init(_ test: XCTestCase, example: String = "minimal") throws {
        project = Project(path: try TestSupport.exampleProject(test, example).path)
    }

    /// A registry with three revisions: 1.0.0 "First", 1.0.1 "Darker" (action.primary #1D4ED8), 1.1.0 "Tertiary"
    /// (action.tertiary added).
    static func threeRevisions(_ test: XCTestCase, store: (any RegistryStore)? = nil) throws -> TestProject {
        var project = try TestProject(test)
        project.registryStore = store
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        try project.edit(Edits.setColor("action", "tertiary", "#123456"))
        try project.publish(message: "Tertiary")
        return project
    }

    var registry: Registry {
        var registry = registryStore.map { Registry(project, store: $0) } ?? project.registry
        registry.remote = remote
        registry.credentials = credentials
        return registry
    }

    var documentURL: URL { URL(fileURLWithPath: project.documentPath) }

    /// Edits the working document as JSON.
    func edit(_ change: (inout [String: Any]) -> Void) throws {
        let data = try Data(contentsOf: documentURL)
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&document)
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]).write(
            to: documentURL)
    }

    /// Publishes, one minute after the previous publish of this project.
    @discardableResult
    mutating func publish(
        message: String? = nil, version: String? = nil, force: Bool = false, output: String? = nil
    ) throws -> Registry.PublishResult {
        clock += 60
        return try registry.publish(
            options: options(message: message, version: version, force: force, output: output))
    }

    mutating func rollback(to version: String) throws -> Registry.PublishResult {
        clock += 60
        return try registry.rollback(to: version, options: options())
    }

    func options(
        message: String? = nil, version: String? = nil, force: Bool = false, output: String? = nil
    ) -> Registry.PublishOptions {
        Registry.PublishOptions(
            message: message, version: version, author: "Ada Lovelace <ada@example.com>", force: force, output: output,
            time: clock, environment: [:])
    }
}

extension Registry.PublishResult {
    var published: Registry.PublishedRevision? {
        if case .published(let revision) = self { return revision }
        return nil
    }
}

/// Edits of the minimal example used across tests.
enum Edits {
    /// Sets a color's light value; one with a dark value keeps it (the minimal example's `text.inverse` is dark in
    /// dark mode: one dark primary for both appearances would be an accessibility regression on the filled
    /// button, a major bump).
    static func setColor(_ group: String, _ name: String, _ value: String) -> (inout [String: Any]) -> Void {
        { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            var colors = tokens["color"] as? [String: Any] ?? [:]
            var members = colors[group] as? [String: Any] ?? [:]
            if let dark = (members[name] as? [String: Any])?["dark"] {
                members[name] = ["light": value, "dark": dark]
            } else {
                members[name] = value
            }
            colors[group] = members
            tokens["color"] = colors
            document["tokens"] = tokens
        }
    }

    static func removeColor(_ group: String, _ name: String) -> (inout [String: Any]) -> Void {
        { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            var colors = tokens["color"] as? [String: Any] ?? [:]
            var members = colors[group] as? [String: Any] ?? [:]
            members[name] = nil
            colors[group] = members
            tokens["color"] = colors
            document["tokens"] = tokens
        }
    }
}

/// The store registry tests run against: the embedded SQLite one, unless `DSYS_TEST_STORE=postgres` (as
/// `scripts/test.sh` runs the store-independent registry tests a second time), then a registry of its own per project
/// in the test PostgreSQL server.
enum TestStore {
    static var isPostgres: Bool { ProcessInfo.processInfo.environment["DSYS_TEST_STORE"] == "postgres" }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var stores: [String: any RegistryStore] = [:]

    static func registry(_ project: Project) -> Registry {
        guard isPostgres else { return Registry(project) }
        return Registry(project, store: postgres(for: project))
    }

    /// One store per project, so that a test's registry keeps its history from call to call.
    static func postgres(for project: Project) -> any RegistryStore {
        lock.withLock {
            if let store = stores[project.root.path] { return store }
            do {
                let url = try TestServers.postgresURL(registry: TestServers.registryName("r"))
                let store = PostgresStore(
                    try PostgresLocation(parsing: url, environment: ProcessInfo.processInfo.environment))
                stores[project.root.path] = store
                return store
            } catch {
                // Reported by the first read: a store that cannot be reached says why.
                XCTFail("\(error)")
                return SQLiteStore(path: project.databasePath)
            }
        }
    }
}

extension TestProject {
    /// Rewrites the SQLite history as a dsys from before issue 26 wrote it: rows chained in the `v1` layout, commits
    /// and tags without trailers (the same trees), `main` at the new head. `transform` edits each row first.
    func rewriteAsLegacy(_ transform: (inout RevisionRecord) -> Void = { _ in }) throws {
        let repository = try OutputRepository.open(at: project.repositoryPath, create: false)
        try DatabaseQueue(path: project.databasePath).write { db in
            var previous: RevisionRecord?
            for var row in try RevisionRecord.order(RevisionRecord.Columns.id).fetchAll(db) {
                transform(&row)
                let parts = try Registry.commitParts(
                    of: row, previous: previous, layout: .legacy, in: SQLiteQueries(db: db))
                let commit = try repository.createCommit(
                    tree: try XCTUnwrap(row.treeID), parent: previous?.commitID, author: parts.signature,
                    committer: parts.signature, message: parts.message)
                row.outputCommit = Data(commit.bytes)
                row.chainHash = ChainHash.compute(
                    row, parentVersion: previous?.version, previous: previous?.chainHash, layout: .legacy)
                try row.update(db)
                try repository.createTag(
                    row.version, commit: commit, tagger: parts.signature, message: parts.message, force: true)
                previous = row
            }
            if let head = previous?.commitID { try repository.setReference("refs/heads/main", to: head) }
        }
    }
}
