import Foundation
import GRDB
import Generator
import XCTest

@testable import Registry

/// A publish stores its objects as one pack; packs are consolidated past a threshold, keeping every recorded commit.
final class PackingTests: XCTestCase {
    private func repository(_ project: TestProject) throws -> OutputRepository {
        try OutputRepository.open(at: project.project.repositoryPath, create: false)
    }

    func testAPublishWritesOnePackOfItsNewObjectsAndPacksAreConsolidated() throws {
        var project = try TestProject(self)
        try project.publish(message: "First")
        var files = try repository(project).objectFiles()
        XCTAssertEqual(files.packs.count, 1, "the first publish's objects are one pack")
        XCTAssertEqual(files.loose, 1, "only the tag is loose")
        let firstPack = try XCTUnwrap(files.packs.first)
        let packFolder = project.project.repositoryPath + "/objects/pack/"
        let firstObjects = try XCTUnwrap(
            OutputRepository.objectIDs(inPackIndex: packFolder + firstPack.dropLast(".pack".count) + ".idx"))
        XCTAssertTrue(firstObjects.allSatisfy { (try? repository(project))?.objectExists($0) == true })

        var consolidations = 0
        var packs = files.packs.count
        for index in 1...20 {
            try project.edit(Edits.setColor("action", "primary", String(format: "#1D4E%02X", index)))
            try project.publish()
            files = try repository(project).objectFiles()
            if files.packs.count < packs { consolidations += 1 }
            packs = files.packs.count
            let biggest = files.packSizes.max() ?? 0
            let rest = files.packSizes.reduce(0, +) - biggest + files.looseBytes
            XCTAssertLessThan(Double(rest), OutputRepository.consolidationShare * Double(biggest), "after \(index)")
            XCTAssertLessThanOrEqual(files.packs.count - 1 + (files.loose > 0 ? 1 : 0), OutputRepository.mergeLimit)
            XCTAssertEqual(try repository(project).maintenance, .none, "after \(index)")
        }
        XCTAssertGreaterThan(consolidations, 0)
        let report = try Registry.verify(project.project, quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.regenerated, 21)
        XCTAssertEqual(Set(firstObjects).count, firstObjects.count)
    }

    func testMergingKeepsTheBiggestPackAndEveryObject() throws {
        let project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        try repository.consolidate(keeping: [])
        let biggest = try XCTUnwrap(repository.objectFiles().packs.first)
        var written: [GitObjectID] = []
        for index in 0..<3 {
            let file = GeneratedFile(path: "extra-\(index).txt", text: String(repeating: "line \(index)\n", count: 50))
            written.append(
                try repository.writingOnePack { writer throws(GitError) in try writer.writeTree([file], reusing: nil) })
        }
        XCTAssertEqual(repository.objectFiles().packs.count, 4)
        XCTAssertEqual(repository.maintenance, .none, "three packs beside the biggest are within the limit")
        try repository.mergeSmallPacks()
        let files = repository.objectFiles()
        XCTAssertEqual(files.packs.count, 2)
        XCTAssertTrue(files.packs.contains(biggest), "the biggest pack is not rewritten")
        XCTAssertEqual(files.loose, 0)
        for id in written { XCTAssertTrue(try self.repository(project).objectExists(id)) }
        XCTAssertEqual(try Registry.verify(project.project, quick: false, repair: false).problems, [])
    }

    func testConsolidationKeepsACommitWhoseTagACrashDidNotWrite() throws {
        let project = try TestProject.threeRevisions(self)
        // As after a publish killed once its row was recorded: the commit is referenced by nothing in git.
        let repository = try repository(project)
        let head = try XCTUnwrap(try repository.tag("1.1.0"))
        XCTAssertTrue(try repository.deleteTag("1.1.0"))
        try repository.setBranch(
            "main", to: try XCTUnwrap(try repository.tag("1.0.1")?.commit), expectedCurrent: head.commit)
        let database = try RegistryDatabase.open(path: project.project.databasePath, access: .read)
        try repository.consolidate(
            keeping: try database.read("commits") { db in
                try Data.fetchAll(db, sql: "SELECT output_commit FROM revision").compactMap {
                    GitObjectID(bytes: [UInt8]($0))
                }
            })
        XCTAssertEqual(try repository.objectFiles().packs.count, 1)
        XCTAssertEqual(try repository.objectFiles().loose, 0)
        XCTAssertTrue(repository.objectExists(head.commit))
        let repaired = try Registry.verify(project.project, quick: false, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(try self.repository(project).tag("1.1.0")?.commit, head.commit)
    }
}

/// verify checks batches of revisions on every core; what it reports stays in order and per revision.
final class VerifyPipelineTests: XCTestCase {
    func testProblemsAndTrustCarryAcrossBatches() throws {
        var project = try TestProject(self)
        let count = Registry.verifyBatch + 4
        for index in 0..<count {
            try project.edit(Edits.setColor("action", "primary", String(format: "#1D4E%02X", index)))
            try project.publish()
        }
        let versions = try Registry.log(project.project, limit: nil).map(\.version).reversed().map { $0 }
        let tampered = versions[Registry.verifyBatch + 1]
        let untagged = versions[count - 1]
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try db.execute(sql: "UPDATE revision SET message = 'x' WHERE version = ?", arguments: [tampered])
        }
        XCTAssertTrue(try OutputRepository.open(at: project.project.repositoryPath, create: false).deleteTag(untagged))
        let report = try Registry.verify(project.project, quick: false, repair: true)
        XCTAssertEqual(report.revisionsChecked, count)
        XCTAssertEqual(report.regenerated, count)
        XCTAssertEqual(Array(Set(report.problems.compactMap(\.version))).sorted(), [tampered, untagged].sorted())
        XCTAssertEqual(report.problems.first?.version, tampered, "in the order of the history")
        XCTAssertTrue(
            report.problems.contains {
                $0.version == untagged
                    && $0.message.contains("not repaired: rows from \(tampered) on cannot be trusted")
            }, "\(report.problems)")
        XCTAssertEqual(report.repairs, [])
    }
}
