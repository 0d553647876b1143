import Foundation
import GRDB
import Generator
import TestSupport
import XCTest

@testable import PackageOutput
@testable import Registry

/// `regenerate` writes the package while it hashes it, beside the output folder, and moves it in only when the tree
/// is the commit's: what it promises of the disk, whichever way the comparison goes.
final class RegenerateTests: XCTestCase {
    private func committedFiles(_ project: TestProject, _ version: String) throws -> [GeneratedFile] {
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let shown = try project.project.registry.show(version: version)
        return try repository.files(in: try XCTUnwrap(GitObjectID(hex: shown.revision.outputTree)))
    }

    /// Every file below `folder` with its bytes.
    private func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in TestSupport.files(below: folder) {
            result[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return result
    }

    private func entries(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Stored entries are what `CHANGELOG.md` is rebuilt from: a rewritten one makes 1.0.1 and 1.1.0 differ.
    private func rewriteTheEntryOf101(_ project: TestProject) throws {
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try ChangelogEntryRecord(revisionID: 2, markdown: "rewritten", fileLimit: Registry.changelogEntryLimit)
                .update(db)
        }
    }

    func testAReproducedVersionIsWrittenWithTheCommitsBytesAndNothingBesideIt() throws {
        let project = try TestProject.threeRevisions(self)
        let base = try TestSupport.temporaryDirectory(self)
        let output = base.appendingPathComponent("made/for/Package")
        let result = try project.project.registry.regenerate(version: "1.0.1", output: output.path, fromCommit: false)
        XCTAssertTrue(result.reproduced)
        XCTAssertEqual(result.output, output.path)
        let committed = try committedFiles(project, "1.0.1")
        XCTAssertTrue(committed.contains { $0.path == "CHANGELOG.md" })
        var expected = Dictionary(uniqueKeysWithValues: committed.map { ($0.path, Data($0.contents)) })
        expected[OutputWriter.manifestName] = Data(OutputWriter.manifest(committed))
        XCTAssertEqual(try contents(of: output), expected)
        XCTAssertEqual(try entries(of: output.deletingLastPathComponent()), ["Package"], "no staging folder is left")
    }

    func testAVersionThatDoesNotReproduceWritesNothing() throws {
        let project = try TestProject.threeRevisions(self)
        let base = try TestSupport.temporaryDirectory(self)
        let existing = base.appendingPathComponent("Existing")
        _ = try project.project.registry.regenerate(version: "1.0.0", output: existing.path, fromCommit: false)
        let before = try contents(of: existing)
        try rewriteTheEntryOf101(project)

        // Neither a new folder nor the folders above it are made.
        let output = base.appendingPathComponent("made/for/Package")
        let result = try project.project.registry.regenerate(version: "1.0.1", output: output.path, fromCommit: false)
        XCTAssertEqual(result.differingFiles, ["CHANGELOG.md"])
        XCTAssertNil(result.output)
        XCTAssertEqual(try entries(of: base), ["Existing"])

        // A folder written before keeps its files, and nothing is left beside it.
        let over = try project.project.registry.regenerate(version: "1.0.1", output: existing.path, fromCommit: false)
        XCTAssertEqual(over.differingFiles, ["CHANGELOG.md"])
        XCTAssertEqual(try contents(of: existing), before)
        XCTAssertEqual(try entries(of: base), ["Existing"])
    }

    func testFromCommitWritesTheCommittedBytesOfAVersionThatDoesNotReproduce() throws {
        let project = try TestProject.threeRevisions(self)
        try rewriteTheEntryOf101(project)
        let output = try TestSupport.temporaryDirectory(self).appendingPathComponent("made/Package")
        let result = try project.project.registry.regenerate(version: "1.0.1", output: output.path, fromCommit: true)
        XCTAssertEqual(result.differingFiles, ["CHANGELOG.md"])
        XCTAssertEqual(result.output, output.path)
        let committed = try committedFiles(project, "1.0.1")
        var expected = Dictionary(uniqueKeysWithValues: committed.map { ($0.path, Data($0.contents)) })
        expected[OutputWriter.manifestName] = Data(OutputWriter.manifest(committed))
        XCTAssertEqual(try contents(of: output), expected)
        XCTAssertFalse(
            String(decoding: try XCTUnwrap(expected["CHANGELOG.md"]), as: UTF8.self).contains("rewritten"),
            "the commit's changelog, not the one the rewritten entry makes")
        XCTAssertEqual(try entries(of: output.deletingLastPathComponent()), ["Package"])
    }

    func testAVersionThatReproducesIsRegeneratedWithoutTheOutputRepository() throws {
        let project = try TestProject.threeRevisions(self)
        let committed = try committedFiles(project, "1.0.1")
        var expected = Dictionary(uniqueKeysWithValues: committed.map { ($0.path, Data($0.contents)) })
        expected[OutputWriter.manifestName] = Data(OutputWriter.manifest(committed))
        let repository = project.project.repositoryPath
        let away = repository + ".away"
        try FileManager.default.moveItem(atPath: repository, toPath: away)

        // The tree the registry records for 1.0.1 tells that the regenerated package is its commit's.
        let output = try TestSupport.temporaryDirectory(self).appendingPathComponent("Package")
        let result = try project.project.registry.regenerate(version: "1.0.1", output: output.path, fromCommit: false)
        XCTAssertTrue(result.reproduced)
        XCTAssertEqual(try contents(of: output), expected)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository), "the repository is neither read nor made")

        // Naming the files of one that does not reproduce needs the repository: without it, an error.
        try rewriteTheEntryOf101(project)
        let elsewhere = try TestSupport.temporaryDirectory(self, "elsewhere").appendingPathComponent("Package")
        XCTAssertThrowsError(
            try project.project.registry.regenerate(version: "1.0.1", output: elsewhere.path, fromCommit: false))
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere.path))
        try FileManager.default.moveItem(atPath: away, toPath: repository)
        let differing = try project.project.registry.regenerate(
            version: "1.0.1", output: elsewhere.path, fromCommit: false)
        XCTAssertEqual(differing.differingFiles, ["CHANGELOG.md"])
        XCTAssertNil(differing.output)
    }

    func testAnOutputThatCannotBeWrittenIsAnErrorOnlyForAVersionThatReproduces() throws {
        let project = try TestProject.threeRevisions(self)
        let base = try TestSupport.temporaryDirectory(self)
        let file = base.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(
            try project.project.registry.regenerate(version: "1.0.0", output: file.path, fromCommit: false)
        ) { error in
            XCTAssertEqual(error as? PackageOutputError, .outputNotADirectory(path: file.path))
        }
        // The comparison comes first: a version that does not reproduce says so, whatever the folder.
        try rewriteTheEntryOf101(project)
        let result = try project.project.registry.regenerate(version: "1.0.1", output: file.path, fromCommit: false)
        XCTAssertEqual(result.differingFiles, ["CHANGELOG.md"])
        XCTAssertEqual(try Data(contentsOf: file), Data("x".utf8))
        XCTAssertEqual(try entries(of: base), ["file"])
    }
}
