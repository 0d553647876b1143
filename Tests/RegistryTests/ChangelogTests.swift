import ChangeReports
import Foundation
import GRDB
import Generator
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Registry

final class ChangelogTests: XCTestCase {
    /// 1.0.0, then 1.0.1 (a darker primary), then 1.1.0 (a new color).
    private func history() throws -> TestProject {
        try TestProject.threeRevisions(self)
    }

    private func changelogFile(_ project: TestProject, version: String) throws -> String {
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let shown = try project.project.registry.show(version: version)
        let files = try repository.files(in: try XCTUnwrap(GitObjectID(hex: shown.revision.outputTree)))
        return try XCTUnwrap(files.first { $0.path == "CHANGELOG.md" }).text
    }

    func testEveryPublishAddsItsEntryToCHANGELOGNewestFirst() throws {
        let project = try history()
        let text = try changelogFile(project, version: "1.1.0")
        XCTAssertTrue(text.hasPrefix("# Changelog of Starter\n"), text)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.prefix(9) }
        XCTAssertEqual(headings, ["## 1.1.0 ", "## 1.0.1 ", "## 1.0.0 "])
        XCTAssertTrue(text.contains("Darker — Ada Lovelace\n"), "message and author, without the email")
        XCTAssertTrue(text.contains("| `color.action.primary` | light | `#2563EB` | `#1D4ED8` |"), text)
        XCTAssertTrue(text.contains("- `color.action.tertiary` — `#123456 / #123456`"), text)
        XCTAssertTrue(text.contains("First version: "), text)

        let older = try changelogFile(project, version: "1.0.1")
        XCTAssertFalse(older.contains("## 1.1.0"), "a revision's changelog stops at that revision")
        XCTAssertTrue(text.hasSuffix(older.components(separatedBy: "## 1.0.1").last ?? "-"))
    }

    func testTheStoredEntriesRebuildTheTreeAndATamperedEntryIsFound() throws {
        let project = try history()
        let healthy = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(healthy.problems, [])
        XCTAssertEqual(healthy.regenerated, 3)
        XCTAssertTrue(
            try project.project.registry.regenerate(version: "1.0.1", output: nil, fromCommit: false).reproduced)

        try DatabaseQueue(path: project.project.databasePath).write { db in
            try ChangelogEntryRecord(revisionID: 2, markdown: "rewritten", fileLimit: Registry.changelogEntryLimit)
                .update(db)
        }
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(
            report.problems,
            ["1.0.1", "1.1.0"].map {
                .init(version: $0, message: "regenerating it does not reproduce its commit's tree")
            })
        let regenerated = try project.project.registry.regenerate(version: "1.0.1", output: nil, fromCommit: false)
        XCTAssertEqual(regenerated.differingFiles, ["CHANGELOG.md"])
    }

    func testADamagedStoredEntryIsNamedByVerifyAndRegenerate() throws {
        let project = try history()
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try db.execute(sql: "UPDATE changelog_entry SET markdown = x'01020304' WHERE revision_id = 2")
        }
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.problems.map(\.version), ["1.0.1", "1.1.0"])
        XCTAssertTrue(
            report.problems.allSatisfy { $0.message.contains("its stored changelog entry is damaged") },
            "\(report.problems)")
        XCTAssertThrowsError(
            try project.project.registry.regenerate(version: "1.1.0", output: nil, fromCommit: false)
        ) { error in
            XCTAssertTrue(
                error.localizedDescription.contains("1.0.1") && error.localizedDescription.contains("damaged"),
                error.localizedDescription)
        }
    }

    func testARevisionWithoutAStoredEntryHasNoChangelogInItsTree() throws {
        // As for revisions an older dsys published, before it stored entries.
        let project = try history()
        let queue = try DatabaseQueue(path: project.project.databasePath)
        try queue.write { db in try db.execute(sql: "DELETE FROM changelog_entry WHERE revision_id = 1") }
        let designSystem = try DocumentFile.load(project.project.documentPath)
        let store = project.project.registry.store
        let files = (
            first: try Registry.packageFiles(designSystem, profile: .dsys, revisionID: 1, in: store),
            third: try Registry.packageFiles(designSystem, profile: .dsys, revisionID: 3, in: store)
        )
        XCTAssertEqual(files.first, Generator.generate(designSystem))
        let changelog = try XCTUnwrap(files.third.first { $0.path == "CHANGELOG.md" }).text
        XCTAssertFalse(changelog.contains("## 1.0.0"))
        XCTAssertTrue(changelog.contains("## 1.0.1"))
    }

    func testAddingARootFileToAHashedPackageGivesTheTreeOfAllItsFiles() throws {
        let files = Generator.generate(try DocumentFile.load(TestProject(self).project.documentPath))
        let changelog = GeneratedFile(path: "CHANGELOG.md", text: "# Changelog\n")
        let added = try TreeSnapshot(files).addingRootFile(changelog)
        XCTAssertEqual(added.root.id, try OutputRepository.treeID(of: files + [changelog]))
        XCTAssertEqual(added.files.last, changelog)
        for clash in ["Package.swift", "Components", "a/b", ""] {
            XCTAssertThrowsError(try TreeSnapshot(files).addingRootFile(GeneratedFile(path: clash, text: "")), clash)
        }
    }

    func testCHANGELOGKeepsTheLatestVersionsOnly() throws {
        var project = try TestProject(self)
        let count = Registry.changelogFileVersions + 2
        for index in 0..<count {
            try project.edit(Edits.setColor("action", "primary", "#0000\(String(format: "%02X", index))"))
            try project.publish()
        }
        let head = try XCTUnwrap(try project.project.registry.log(limit: 1).first)
        let text = try changelogFile(project, version: head.version)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
        XCTAssertEqual(headings.count, Registry.changelogFileVersions)
        XCTAssertEqual(headings.first?.hasPrefix("## \(head.version) "), true)
        XCTAssertEqual(headings.last?.hasPrefix("## 1.0.2 "), true, "1.0.0 and 1.0.1 fell off")
    }

    // MARK: - diff, changelog and contrast

    func testTheChangelogOfARangeNewestFirst() throws {
        var project = try history()
        _ = try project.rollback(to: "1.0.0")
        let all = try project.project.registry.changelog(from: nil, to: nil, policy: .breaking)
        XCTAssertEqual(all.map(\.version), ["2.0.0", "1.1.0", "1.0.1", "1.0.0"])
        XCTAssertEqual(all.map(\.report.from), ["1.1.0", "1.0.1", "1.0.0", "nothing"])
        XCTAssertEqual(all.map(\.rollbackOf), ["1.0.0", nil, nil, nil])
        XCTAssertEqual(all.map(\.bump), ["major", "minor", "patch", "initial"])
        XCTAssertEqual(all[0].report.diff.removed.map(\.key), ["color.action.tertiary"])
        XCTAssertTrue(all[3].report.diff.isInitial)

        let range = try project.project.registry.changelog(from: "1.0.1", to: "v1.1.0", policy: .breaking)
        XCTAssertEqual(range.map(\.version), ["1.1.0", "1.0.1"])
        // The light value changed (Edits.setColor keeps the dark one).
        XCTAssertEqual(range.last?.report.diff.valueChanges.map(\.key), ["color.action.primary"])
        XCTAssertEqual(range.last?.report.diff.valueChanges.map(\.appearance), [.light])

        XCTAssertThrowsError(try project.project.registry.changelog(from: "1.1.0", to: "1.0.0", policy: .breaking)) {
            XCTAssertEqual($0 as? RegistryError, .emptyRange(from: "1.1.0", to: "1.0.0"))
        }
        XCTAssertThrowsError(try project.project.registry.changelog(from: "9.0.0", to: nil, policy: .breaking)) {
            XCTAssertEqual($0 as? RegistryError, .unknownVersion("9.0.0", latest: "2.0.0"))
        }
    }

    func testDiffDefaultsToTheLatestVersionAndTheWorkingDocument() throws {
        let project = try history()
        try project.edit(Edits.removeColor("action", "tertiary"))
        let report = try project.project.registry.diff(from: nil, to: nil, policy: .breaking)
        XCTAssertEqual(report.from, "1.1.0")
        XCTAssertEqual(report.to, "working document")
        XCTAssertEqual(report.diff.removed.map(\.key), ["color.action.tertiary"])
        XCTAssertEqual(report.api.first?.removed, ["Color.dsActionTertiary"])

        let between = try project.project.registry.diff(
            from: .version("1.0.0"), to: .version("1.0.1"), policy: .breaking)
        XCTAssertEqual(between.diff.requiredBump, .patch)
        XCTAssertThrowsError(
            try project.project.registry.diff(from: .version("4.0.0"), to: nil, policy: .breaking))
    }

    func testReadingCommandsExplainAMissingOrEmptyRegistry() throws {
        let project = try TestProject(self)
        XCTAssertThrowsError(try project.project.registry.diff(from: nil, to: nil, policy: .breaking)) {
            XCTAssertEqual($0 as? RegistryError, .noRegistry(path: project.project.registryFolder.path))
        }
        _ = try RegistryDatabase.open(path: project.project.databasePath, access: .create)
        XCTAssertThrowsError(try project.project.registry.changelog(from: nil, to: nil, policy: .breaking)) {
            XCTAssertEqual($0 as? RegistryError, .nothingPublished)
        }
        XCTAssertThrowsError(try project.project.registry.diff(from: nil, to: nil, policy: .breaking)) {
            XCTAssertEqual($0 as? RegistryError, .nothingPublished)
        }
        // The working document needs no registry.
        let contrast = try project.project.registry.contrast(source: nil)
        XCTAssertEqual(contrast.source, "working document")
        // The 21 pairs the dsys components draw in the minimal example (the input's error message among them since
        // 0.3.0, each badge's tint over the screen and over a card since its review), in both appearances.
        XCTAssertEqual(contrast.checks.count, 42)
    }

    func testTheStoredChangelogEqualsTheRediffedOneAndReadsNoDocument() throws {
        var project = try TestProject.threeRevisions(self)
        _ = try project.rollback(to: "1.0.0")
        let stored = try XCTUnwrap(try project.project.registry.storedChangelog(from: nil, to: nil))
        let rediffed = try project.project.registry.changelog(from: nil, to: nil, policy: .breaking)
        XCTAssertEqual(stored, rediffed.map(MarkdownRendering.entry))
        XCTAssertEqual(
            try project.project.registry.storedChangelog(from: "1.0.1", to: "1.1.0"),
            Array(stored[1...2]))
        // A damaged document stops the diff, not the stored entries.
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try db.execute(sql: "UPDATE document SET payload = x'00' WHERE revision_id = 2")
        }
        XCTAssertThrowsError(try project.project.registry.changelog(from: nil, to: nil, policy: .breaking))
        XCTAssertEqual(try project.project.registry.storedChangelog(from: nil, to: nil), stored)
        // A version without a stored entry (published before entries were stored) needs the diff.
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try db.execute(sql: "DELETE FROM changelog_entry WHERE revision_id = 1")
        }
        XCTAssertNil(try project.project.registry.storedChangelog(from: nil, to: nil))
        XCTAssertNotNil(try project.project.registry.storedChangelog(from: "1.0.1", to: nil))
    }
}
