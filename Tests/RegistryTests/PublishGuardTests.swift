import Foundation
import GRDB
import Generator
import TestSupport
import Tokens
import XCTest

@testable import Registry

/// What a publish checks before it records anything, its time, rollback's working document, unchanged versions and
/// the counts it records.
final class PublishGuardTests: XCTestCase {
    private func versions(_ project: TestProject) throws -> [String] {
        try project.project.registry.log(limit: nil).map(\.version)
    }

    private func tags(_ project: TestProject) throws -> [String] {
        try OutputRepository.open(at: project.project.repositoryPath, create: false).tagNames()
    }

    // MARK: - Checks before recording

    func testAnUnusableOutputFolderIsRefusedBeforeAnythingIsRecorded() throws {
        var project = try TestProject(self)
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        let file = project.project.root.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let foreign = project.project.root.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let cases: [(output: String, reason: String)] = [
            ("not-a-folder", "is not a folder"), (".", "it is the project folder"),
            (project.project.root.path, "it is the project folder"), (".dsys/out", "inside the registry's .dsys/"),
            ("not-a-folder/inside", "is not a folder"), ("foreign", "dsys has not written there before"),
        ]
        for (output, reason) in cases {
            XCTAssertThrowsError(try project.publish(output: output), output) { error in
                guard case .unusableOutput(let folder, let why)? = error as? RegistryError else {
                    return XCTFail("\(output): \(error)")
                }
                XCTAssertEqual(folder, output)
                XCTAssertTrue(why.contains(reason), "\(output): \(why)")
                XCTAssertTrue(error.localizedDescription.contains("nothing was published"))
            }
        }
        XCTAssertEqual(try versions(project), ["1.0.0"])
        XCTAssertEqual(try tags(project), ["1.0.0"])
        XCTAssertEqual(try Data(contentsOf: file), Data("x".utf8))
    }

    // MARK: - Times

    func testSourceDateEpochIsValidated() throws {
        XCTAssertNil(try Registry.sourceDateEpoch(environment: [:]))
        XCTAssertNil(try Registry.sourceDateEpoch(environment: ["SOURCE_DATE_EPOCH": ""]))
        XCTAssertEqual(try Registry.sourceDateEpoch(environment: ["SOURCE_DATE_EPOCH": "0"]), 0)
        XCTAssertEqual(
            try Registry.sourceDateEpoch(environment: ["SOURCE_DATE_EPOCH": String(Registry.latestTime)]),
            Registry.latestTime)
        for bad in ["abc", "-100", String(Registry.latestTime + 1), "99999999999999999999", "1.5", " 12"] {
            XCTAssertThrowsError(try Registry.sourceDateEpoch(environment: ["SOURCE_DATE_EPOCH": bad]), bad) { error in
                XCTAssertEqual(error as? RegistryError, .malformedTime(bad, latest: Registry.latestTime))
                XCTAssertTrue(error.localizedDescription.contains("2106-02-07"), error.localizedDescription)
            }
        }
    }

    func testATimeBeforeTheHeadsIsRefusedAndTheClockNeverGoesBack() throws {
        let project = try TestProject(self)
        // The head's time lies in the future, as after a clock set back.
        let future = Int64(Date().timeIntervalSince1970) + 86_400
        _ = try project.project.registry.publish(options: Registry.PublishOptions(author: "Ada", time: future))
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        XCTAssertThrowsError(
            try project.project.registry.publish(options: Registry.PublishOptions(author: "Ada", time: future - 1))
        ) { error in
            XCTAssertEqual(
                error as? RegistryError, .timeBeforeHead(time: future - 1, head: "1.0.0", headTime: future))
        }
        XCTAssertEqual(try versions(project), ["1.0.0"])
        let now = try XCTUnwrap(
            try project.project.registry.publish(options: Registry.PublishOptions(author: "Ada")).published)
        XCTAssertEqual(now.revision.createdAt, future, "taken under the lock, not before the head's time")
        XCTAssertEqual(try project.project.registry.verify(quick: true, repair: false).problems, [])
    }

    // MARK: - Rollback and the working document

    func testRollbackMakesTheRestoredDocumentTheWorkingDocument() throws {
        var project = try TestProject.threeRevisions(self)
        let rollback = try XCTUnwrap(try project.rollback(to: "1.0.0").published)
        XCTAssertTrue(rollback.restoredWorkingDocument)
        XCTAssertEqual(
            try project.project.loadWorkingDocument().canonicalText,
            try project.project.registry.show(version: "1.0.0").document)
        let diff = try project.project.registry.diff(from: nil, to: nil, policy: .breaking)
        XCTAssertEqual(diff.diff.requiredBump, .none, "nothing is pending after a rollback")
        guard case .unchanged = try project.publish() else { return XCTFail("the rolled-back change came back") }
    }

    func testRollbackRefusesToReplaceUnpublishedEditsUnlessForced() throws {
        var project = try TestProject.threeRevisions(self)
        try project.edit(Edits.setColor("action", "primary", "#000000"))
        let edited = try Data(contentsOf: project.documentURL)
        XCTAssertThrowsError(try project.rollback(to: "1.0.0")) { error in
            XCTAssertEqual(
                error as? RegistryError, .unpublishedEdits(path: project.project.documentPath, head: "1.1.0"))
            XCTAssertTrue(error.localizedDescription.contains("--force"), error.localizedDescription)
            XCTAssertTrue(error.localizedDescription.contains("cp "), error.localizedDescription)
        }
        XCTAssertEqual(try versions(project), ["1.1.0", "1.0.1", "1.0.0"])
        XCTAssertEqual(try Data(contentsOf: project.documentURL), edited, "the edits are kept")

        project.clock += 60
        var options = project.options()
        options.replaceUnpublishedEdits = true
        let forced = try XCTUnwrap(try project.project.registry.rollback(to: "1.0.0", options: options).published)
        XCTAssertTrue(forced.restoredWorkingDocument)
        XCTAssertEqual(
            try project.project.loadWorkingDocument().canonicalText,
            try project.project.registry.show(version: "1.0.0").document)
    }

    // MARK: - Unchanged versions

    func testAnUnchangedDocumentCanBeRecordedUnderANewVersion() throws {
        var project = try TestProject.threeRevisions(self)
        var options = project.options(version: "1.2.0")
        options.allowUnchanged = true
        let mirrored = try XCTUnwrap(try project.project.registry.publish(options: options).published)
        XCTAssertEqual(mirrored.revision.version, "1.2.0")
        XCTAssertEqual(mirrored.revision.changes.summary, "no token changes")
        XCTAssertTrue(mirrored.report.diff.reasons.isEmpty)
        let diff = try project.project.registry.diff(from: .version("1.1.0"), to: .version("1.2.0"), policy: .breaking)
        XCTAssertEqual(diff.diff.requiredBump, .none)
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        var before = try repository.blobIDs(
            in: try XCTUnwrap(GitObjectID(hex: try project.project.registry.log(limit: 2)[1].outputTree)))
        var after = try repository.blobIDs(in: try XCTUnwrap(GitObjectID(hex: mirrored.revision.outputTree)))
        before["CHANGELOG.md"] = nil
        after["CHANGELOG.md"] = nil
        XCTAssertEqual(after, before, "the package equals the previous one")
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])

        options = project.options()
        options.allowUnchanged = true
        XCTAssertThrowsError(try project.project.registry.publish(options: options)) {
            XCTAssertEqual($0 as? RegistryError, .unchangedNeedsVersion)
        }
        project.clock += 60
    }

    // MARK: - Counts

    func testARenameIsCountedAsARenameEverywhere() throws {
        var project = try TestProject(self)
        try project.publish(message: "First")
        try project.edit { document in
            Edits.setColor("action", "tertiary", "#123456")(&document)
        }
        try project.publish(message: "Tertiary")
        try project.edit { document in
            Edits.removeColor("action", "tertiary")(&document)
            Edits.setColor("action", "tertiaryAction", "#123456")(&document)
        }
        let renamed = try XCTUnwrap(try project.publish(message: "Rename").published)
        let diff = try project.project.registry.diff(from: .version("1.1.0"), to: .version("2.0.0"), policy: .breaking)
        XCTAssertEqual(diff.diff.renamed.count, 1)
        XCTAssertEqual(renamed.revision.changes, diff.diff.counts)
        XCTAssertEqual(renamed.revision.changes.summary, "1 renamed")
        XCTAssertEqual(try project.project.registry.log(limit: 1).first?.changes.summary, "1 renamed")
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    func testRevisionsRecordedBeforeRenamesWereCountedStillVerify() throws {
        let project = try TestProject.threeRevisions(self)
        // As a registry migrated from before 0003 holds them: no renamed count, the chain without it (and commits and
        // tags as that dsys wrote them).
        try project.rewriteAsLegacy { $0.renamedCount = nil }
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
        XCTAssertEqual(try project.project.registry.log(limit: nil).map(\.changes.renamed), [0, 0, 0])
    }

    // MARK: - CHANGELOG.md

    func testALongEntryIsCutInChangelogFileButKeptWhole() throws {
        let entry = "## 2.0.0 — 2026-01-01\n\n" + (1...2_000).map { "- changed color.c\($0)\n" }.joined()
        let bounded = Registry.boundedEntry(entry, limit: 1_024)
        XCTAssertLessThanOrEqual(bounded.utf8.count, 1_024 + 120)
        XCTAssertTrue(bounded.hasPrefix("## 2.0.0"))
        XCTAssertTrue(bounded.contains("`dsysctl changelog --from 2.0.0 --to 2.0.0` shows it whole"), bounded)
        XCTAssertEqual(Registry.boundedEntry("## 1.0.0\n\nshort\n", limit: 1_024), "## 1.0.0\n\nshort\n")
    }
}
