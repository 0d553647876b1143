import Foundation
import GRDB
import Generator
import TestSupport
import XCTest

@testable import Registry

final class VerifyTests: XCTestCase {
    /// A registry with three revisions.
    private func history() throws -> TestProject {
        var project = try TestProject(self)
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        try project.edit(Edits.setColor("action", "tertiary", "#123456"))
        try project.publish(message: "Tertiary")
        return project
    }

    private func database(_ project: TestProject) throws -> DatabaseQueue {
        try DatabaseQueue(path: project.project.databasePath)
    }

    private func repository(_ project: TestProject) throws -> OutputRepository {
        try OutputRepository.open(at: project.project.repositoryPath, create: false)
    }

    func testAHealthyHistoryVerifies() throws {
        let project = try history()
        let report = try Registry.verify(project.project, quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.revisionsChecked, 3)
        XCTAssertEqual(report.regenerated, 3)
        XCTAssertEqual(try Registry.verify(project.project, quick: true, repair: false).regenerated, 0)
    }

    func testAnEditedRowBreaksTheChainAtThatRevision() throws {
        let project = try history()
        try database(project).write { db in
            try db.execute(sql: "UPDATE revision SET message = 'Rewritten' WHERE version = '1.0.1'")
        }
        let report = try Registry.verify(project.project, quick: true, repair: true)
        XCTAssertEqual(
            report.problems,
            [.init(version: "1.0.1", message: "its row was changed after it was recorded (the hash chain breaks here)")]
        )
    }

    func testAnEditedDocumentIsDetected() throws {
        let project = try history()
        // Replace the delta of 1.0.1 with the delta of 1.1.0: a well-formed but wrong document.
        try database(project).write { db in
            try db.execute(
                sql:
                    "UPDATE document SET payload = (SELECT payload FROM document WHERE revision_id = 3) WHERE revision_id = 2"
            )
        }
        let report = try Registry.verify(project.project, quick: true, repair: false)
        XCTAssertTrue(
            report.problems.contains(.init(version: "1.0.1", message: "its stored document does not match its hash")),
            "\(report.problems)")
        XCTAssertThrowsError(try Registry.show(project.project, version: "1.1.0"))
    }

    func testAMissingTagIsReportedAndRepaired() throws {
        let project = try history()
        let original = try XCTUnwrap(try repository(project).tag("1.0.1"))
        XCTAssertTrue(try repository(project).deleteTag("1.0.1"))
        let report = try Registry.verify(project.project, quick: true, repair: false)
        XCTAssertEqual(
            report.problems,
            [.init(version: "1.0.1", message: "its tag is missing, not to \(original.commit.hex.prefix(12))")])

        let repaired = try Registry.verify(project.project, quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(repaired.repairs, ["tag 1.0.1 created (it is missing)"])
        XCTAssertEqual(try repository(project).tag("1.0.1")?.tag, original.tag, "the same tag object, byte for byte")
    }

    func testATagMovedByHandIsReportedAndMovedBack() throws {
        let project = try history()
        let repository = try repository(project)
        let first = try XCTUnwrap(try repository.tag("1.0.0")?.commit)
        let signature = GitSignature(name: "Mallory", email: "m@example.com", time: 0)
        try repository.createTag("1.1.0", commit: first, tagger: signature, message: "moved", force: true)
        let report = try Registry.verify(project.project, quick: true, repair: false)
        XCTAssertEqual(report.problems.map(\.version), ["1.1.0"])
        XCTAssertTrue(report.problems.first?.message.hasPrefix("its tag points to \(first.hex.prefix(12))") == true)
        XCTAssertEqual(try Registry.verify(project.project, quick: true, repair: true).problems, [])
        XCTAssertEqual(try Registry.verify(project.project, quick: false, repair: false).problems, [])
    }

    func testAMissingCommitIsReportedAndRebuiltIdentically() throws {
        let project = try history()
        let commit = try XCTUnwrap(try repository(project).tag("1.0.1")?.commit)
        let loose = project.project.repositoryPath + "/objects/\(commit.hex.prefix(2))/\(commit.hex.dropFirst(2))"
        try FileManager.default.removeItem(atPath: loose)
        let report = try Registry.verify(project.project, quick: true, repair: false)
        XCTAssertTrue(
            report.problems.contains(
                .init(
                    version: "1.0.1",
                    message: "its commit \(commit.hex.prefix(12)) is missing from the output repository")),
            "\(report.problems)")

        let repaired = try Registry.verify(project.project, quick: true, repair: true)
        XCTAssertTrue(repaired.repairs.contains("rebuilt the missing commit of 1.0.1"), "\(repaired.repairs)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: loose))
        XCTAssertEqual(try Registry.verify(project.project, quick: false, repair: false).problems, [])
    }

    func testMainLeftBehindByAnInterruptedPublishIsMovedToTheHead() throws {
        let project = try history()
        let repository = try repository(project)
        let head = try XCTUnwrap(try repository.branchTarget("main"))
        let previous = try XCTUnwrap(try repository.tag("1.0.1")?.commit)
        try repository.setBranch("main", to: previous, expectedCurrent: head)
        XCTAssertEqual(
            try Registry.verify(project.project, quick: true, repair: false).problems,
            [
                .init(
                    version: "1.1.0",
                    message: "main points to \(previous.hex.prefix(12)), but the head 1.1.0 is \(head.hex.prefix(12))")
            ])
        let repaired = try Registry.verify(project.project, quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(try repository.branchTarget("main"), head)
    }

    func testRegenerateReproducesEveryVersion() throws {
        let project = try history()
        for version in ["1.0.0", "1.0.1", "1.1.0"] {
            let output = project.project.root.appendingPathComponent("regenerated-\(version)")
            let result = try Registry.regenerate(
                project.project, version: version, output: output.path, fromCommit: false)
            XCTAssertTrue(result.reproduced)
            XCTAssertEqual(result.output, output.path)
            let shown = try Registry.show(project.project, version: version)
            let files = Generator.generate(try Project.designSystem(fromCanonical: shown.document, version: version))
            for file in files {
                XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent(file.path)), Data(file.contents))
            }
        }
    }

    func testRegenerateExplainsADifferenceAndCanWriteTheCommittedFiles() throws {
        let project = try history()
        // A revision whose commit holds a hand-edited package, as if an older generator made it.
        let repository = try repository(project)
        let shown = try Registry.show(project.project, version: "1.1.0")
        var files = Generator.generate(try Project.designSystem(fromCanonical: shown.document, version: "1.1.0"))
        let index = try XCTUnwrap(files.firstIndex { $0.path == "Components/DSCard.swift" })
        files[index] = GeneratedFile(path: files[index].path, text: files[index].text + "// edited\n")
        let tree = try repository.writeTree(files, reusing: nil)
        try database(project).write { db in
            try db.execute(
                sql: "UPDATE revision SET output_tree = ? WHERE version = '1.1.0'", arguments: [Data(tree.bytes)])
        }
        let output = project.project.root.appendingPathComponent("out")
        let result = try Registry.regenerate(project.project, version: "1.1.0", output: output.path, fromCommit: false)
        XCTAssertEqual(result.differingFiles, ["Components/DSCard.swift"])
        XCTAssertNil(result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")

        let fromCommit = try Registry.regenerate(
            project.project, version: "1.1.0", output: output.path, fromCommit: true)
        XCTAssertEqual(fromCommit.output, output.path)
        XCTAssertTrue(
            try String(contentsOf: output.appendingPathComponent("Components/DSCard.swift"), encoding: .utf8).hasSuffix(
                "// edited\n"))
    }
}
