import Foundation
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Registry

/// What the long registry operations tell their progress reporter: each phase, and the counts of those that count.
final class ProgressTests: XCTestCase {
    func testVerifyReportsTheObjectsReadThenTheRevisionsChecked() throws {
        let project = try TestProject.threeRevisions(self)
        // A verify that may repair reads every object before it checks the revisions: it sets damage aside first.
        let recorder = ProgressRecorder()
        let report = try project.registry.verify(quick: false, repair: true, progress: recorder.reporter)
        XCTAssertEqual(report.problems, [])
        // Revisions are regenerated in batches (Registry.verifyBatch), each counted as it starts.
        XCTAssertEqual(
            recorder.lines,
            [
                "Reading the output repository 0/3", "Reading the output repository 1/3",
                "Reading the output repository 2/3", "Checking the output repository's packs",
                "Verifying revisions 0/3",
            ])

        // --quick reads no blobs, hence no packs.
        let quick = ProgressRecorder()
        _ = try project.registry.verify(quick: true, repair: true, progress: quick.reporter)
        XCTAssertFalse(quick.lines.contains("Checking the output repository's packs"), "\(quick.lines)")
        XCTAssertEqual(quick.lines.last, "Verifying revisions 0/3")
    }

    /// A verify that changes nothing checks the revisions while it reads the objects: the revisions checked tell how
    /// far it has got, batch by batch, and only what is left to read once they are all checked is told after them.
    /// A shared registry's verify brings this machine's output repository up to date, so it reads every object first.
    func testAVerifyThatChangesNothingTellsTheRevisionsCheckedFirst() throws {
        let (project, total) = try twoBatchesOfRevisions()
        let recorder = ProgressRecorder()
        let report = try project.registry.verify(quick: false, repair: false, progress: recorder.reporter)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.revisionsChecked, total)
        let checks = ["Verifying revisions 0/\(total)", "Verifying revisions \(Registry.verifyBatch)/\(total)"]
        let scanPhases = ["Reading the output repository", "Checking the output repository's packs"]
        let scanLines = recorder.lines.filter { line in scanPhases.contains { line.hasPrefix($0) } }
        if project.registry.store.isShared {
            XCTAssertEqual(recorder.lines, scanLines + checks)
            XCTAssertEqual(scanLines.count, total + 1, "\(scanLines)")
        } else {
            XCTAssertEqual(Array(recorder.lines.prefix(2)), checks)
            XCTAssertEqual(recorder.lines, checks + scanLines)
        }
    }

    func testVerifyCountsRevisionsBatchByBatch() throws {
        let (project, total) = try twoBatchesOfRevisions()
        let recorder = ProgressRecorder()
        _ = try project.registry.verify(quick: true, repair: false, progress: recorder.reporter)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("Verifying") },
            ["Verifying revisions 0/\(total)", "Verifying revisions \(Registry.verifyBatch)/\(total)"])
    }

    func testAChangelogDiffedAnewCountsTheVersionsOfItsRange() throws {
        let project = try TestProject.threeRevisions(self)
        let recorder = ProgressRecorder()
        let entries = try project.registry.changelog(
            from: "1.0.1", to: nil, policy: .breaking, progress: recorder.reporter)
        XCTAssertEqual(entries.map(\.version), ["1.1.0", "1.0.1"])
        XCTAssertEqual(recorder.lines, ["Diffing versions 0/2", "Diffing versions 1/2"])
    }

    func testACopyCountsTheRevisionsCopied() throws {
        let project = try TestProject.threeRevisions(self)
        let copy = SQLiteStore(
            path: project.project.registryFolder.appendingPathComponent("copy.sqlite").path, restoring: true)
        let recorder = ProgressRecorder()
        _ = try project.registry.copy(to: copy, batch: 2, progress: recorder.reporter)
        XCTAssertEqual(recorder.lines, ["Copying revisions 0/3", "Copying revisions 2/3"])
    }

    func testAPublishNamesEachStepWithTheDocumentsTokenCount() throws {
        var project = try TestProject(self)
        let tokens = ProgressUpdate.grouped(try DocumentFile.load(project.project.documentPath).tokenCount)
        let recorder = ProgressRecorder()
        var options = project.options(message: "First", output: "DesignSystem")
        options.progress = recorder.reporter
        XCTAssertNotNil(try project.registry.publish(options: options).published)
        let step = "Publishing \(tokens) tokens: "
        XCTAssertEqual(
            recorder.lines,
            [
                "Publishing: reading the document", step + "generating the package",
                step + "waiting for the registry's lock", step + "comparing with the latest version",
                step + "writing the package's objects and the revision",
                step + "writing DesignSystem/",
            ])

        // A rollback says what it restores.
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        project.clock += 60
        let rollback = ProgressRecorder()
        options = project.options()
        options.progress = rollback.reporter
        XCTAssertNotNil(try project.registry.rollback(to: "1.0.0", options: options).published)
        XCTAssertEqual(
            rollback.lines,
            [
                "Rolling back to 1.0.0 (\(tokens) tokens): generating the package",
                "Rolling back to 1.0.0 (\(tokens) tokens): waiting for the registry's lock",
                "Rolling back to 1.0.0 (\(tokens) tokens): comparing with the latest version",
                "Rolling back to 1.0.0 (\(tokens) tokens): writing the package's objects and the revision",
            ])
    }

    func testAnUnchangedPublishStopsAfterTheLock() throws {
        var project = try TestProject(self)
        try project.publish(message: "First")
        let recorder = ProgressRecorder()
        var options = project.options()
        options.progress = recorder.reporter
        guard case .unchanged = try project.registry.publish(options: options) else {
            return XCTFail("an unchanged document published")
        }
        XCTAssertEqual(recorder.lines.last?.hasSuffix(": comparing with the latest version"), true, "\(recorder.lines)")
    }

    /// A history of two batches of revisions (Registry.verifyBatch + 2), and how many it has.
    private func twoBatchesOfRevisions() throws -> (project: TestProject, total: Int) {
        var project = try TestProject.threeRevisions(self)
        for index in 0..<(Registry.verifyBatch - 1) {
            try project.edit(Edits.setColor("action", "tertiary", String(format: "#1234%02X", index)))
            try project.publish(message: "Step \(index)")
        }
        return (project, Registry.verifyBatch + 2)
    }
}
