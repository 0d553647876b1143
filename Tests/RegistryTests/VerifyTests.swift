import Foundation
import GRDB
import Generator
import TestSupport
import XCTest

@testable import Registry

final class VerifyTests: XCTestCase {
    /// A registry with three revisions.
    private func history() throws -> TestProject {
        try TestProject.threeRevisions(self)
    }

    private func database(_ project: TestProject) throws -> DatabaseQueue {
        try DatabaseQueue(path: project.project.databasePath)
    }

    private func repository(_ project: TestProject) throws -> OutputRepository {
        try OutputRepository.open(at: project.project.repositoryPath, create: false)
    }

    func testAHealthyHistoryVerifies() throws {
        let project = try history()
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.revisionsChecked, 3)
        XCTAssertEqual(report.regenerated, 3)
        XCTAssertEqual(try project.project.registry.verify(quick: true, repair: false).regenerated, 0)
    }

    /// Documents that differ in a color value are read on the one before (the design system validating each whole
    /// gives): across batches and on every core, each revision's tree is reproduced.
    func testAHistoryOfColorEditsOverSeveralBatchesVerifies() throws {
        var project = try TestProject(self)
        try project.publish(message: "First")
        let count = Registry.verifyBatch + 3
        for index in 0..<(count - 1) {
            try project.edit(Edits.setColor("action", "primary", String(format: "#1D4E%02X", 0xC0 + index)))
            try project.publish(message: "Blue \(index)")
        }
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.revisionsChecked, count)
        XCTAssertEqual(report.regenerated, count)
    }

    func testAnEditedRowBreaksTheChainAtThatRevision() throws {
        let project = try history()
        try database(project).write { db in
            try db.execute(sql: "UPDATE revision SET message = 'Rewritten' WHERE version = '1.0.1'")
        }
        let report = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(
            report.problems,
            [
                .init(
                    version: "1.0.1", message: "its row was changed after it was recorded (the hash chain breaks here)"),
                .init(version: "1.0.1", message: "its commit is not the one its row describes (message differs)"),
            ])
        XCTAssertEqual(report.repairs, [], "the database is the truth; nothing in it is repaired")
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
        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertTrue(
            report.problems.contains(.init(version: "1.0.1", message: "its stored document does not match its hash")),
            "\(report.problems)")
        XCTAssertThrowsError(try project.project.registry.show(version: "1.1.0"))
    }

    func testAMissingTagIsReportedAndRepaired() throws {
        let project = try history()
        let original = try XCTUnwrap(try repository(project).tag("1.0.1"))
        XCTAssertTrue(try repository(project).deleteTag("1.0.1"))
        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(
            report.problems,
            [
                .init(
                    version: "1.0.1",
                    message: "its tag is missing (it should point to \(original.commit.hex.prefix(12)))")
            ])

        let repaired = try project.project.registry.verify(quick: true, repair: true)
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
        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(report.problems.map(\.version), ["1.1.0"])
        XCTAssertTrue(report.problems.first?.message.hasPrefix("its tag points to \(first.hex.prefix(12))") == true)
        XCTAssertEqual(try project.project.registry.verify(quick: true, repair: true).problems, [])
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    func testAMissingCommitIsReportedAndRebuiltIdentically() throws {
        let project = try history()
        let commit = try XCTUnwrap(try repository(project).tag("1.0.1")?.commit)
        try repository(project).unpackAll()
        let loose = project.project.repositoryPath + "/objects/\(commit.hex.prefix(2))/\(commit.hex.dropFirst(2))"
        try FileManager.default.removeItem(atPath: loose)
        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertTrue(
            report.problems.contains(
                .init(
                    version: "1.0.1",
                    message: "its commit \(commit.hex.prefix(12)) is missing from the output repository")),
            "\(report.problems)")

        let repaired = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertTrue(repaired.repairs.contains("rebuilt the missing commit of 1.0.1"), "\(repaired.repairs)")
        XCTAssertTrue(try repository(project).objectExists(commit), "rebuilt under its id (and packed by the repair)")
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    func testMainLeftBehindByAnInterruptedPublishIsMovedToTheHead() throws {
        let project = try history()
        let repository = try repository(project)
        let head = try XCTUnwrap(try repository.branchTarget("main"))
        let previous = try XCTUnwrap(try repository.tag("1.0.1")?.commit)
        try repository.setBranch("main", to: previous, expectedCurrent: head)
        XCTAssertEqual(
            try project.project.registry.verify(quick: true, repair: false).problems,
            [
                .init(
                    version: "1.1.0",
                    message: "main points to \(previous.hex.prefix(12)), but the head 1.1.0 is \(head.hex.prefix(12))")
            ])
        let repaired = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(try repository.branchTarget("main"), head)
    }

    func testRegenerateReproducesEveryVersion() throws {
        let project = try history()
        for version in ["1.0.0", "1.0.1", "1.1.0"] {
            let output = project.project.root.appendingPathComponent("regenerated-\(version)")
            let result = try project.project.registry.regenerate(
                version: version, output: output.path, fromCommit: false)
            XCTAssertTrue(result.reproduced)
            XCTAssertEqual(result.output, output.path)
            let shown = try project.project.registry.show(version: version)
            // A published version's tree carries its CHANGELOG.md, which its manifest excludes.
            let files = Generator.generate(
                try Project.designSystem(fromCanonical: shown.document, version: version), companions: ["CHANGELOG.md"])
            XCTAssertTrue(
                try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8).contains(
                    #"exclude: ["CHANGELOG.md", "Package.swift"]"#))
            XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("CHANGELOG.md").path))
            for file in files {
                XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent(file.path)), Data(file.contents))
            }
        }
    }

    func testRegenerateExplainsADifferenceAndCanWriteTheCommittedFiles() throws {
        let project = try history()
        // A revision whose commit holds a hand-edited package, as if an older generator made it.
        let repository = try repository(project)
        let shown = try project.project.registry.show(version: "1.1.0")
        let designSystem = try Project.designSystem(fromCanonical: shown.document, version: "1.1.0")
        var files = try Registry.packageFiles(
            designSystem, profile: .dsys, revisionID: 3, in: project.project.registry.store)
        let index = try XCTUnwrap(files.firstIndex { $0.path == "Components/DSCard.swift" })
        files[index] = GeneratedFile(path: files[index].path, text: files[index].text + "// edited\n")
        let tree = try repository.writeTree(files, reusing: nil)
        try database(project).write { db in
            try db.execute(
                sql: "UPDATE revision SET output_tree = ? WHERE version = '1.1.0'", arguments: [Data(tree.bytes)])
        }
        let output = project.project.root.appendingPathComponent("out")
        let result = try project.project.registry.regenerate(version: "1.1.0", output: output.path, fromCommit: false)
        XCTAssertEqual(result.differingFiles, ["Components/DSCard.swift"])
        XCTAssertNil(result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")

        let fromCommit = try project.project.registry.regenerate(
            version: "1.1.0", output: output.path, fromCommit: true)
        XCTAssertEqual(fromCommit.output, output.path)
        XCTAssertTrue(
            try String(contentsOf: output.appendingPathComponent("Components/DSCard.swift"), encoding: .utf8).hasSuffix(
                "// edited\n"))
    }
}

/// Damage that verify must find, name and, where git holds derived data, mend.
final class VerifyDamageTests: XCTestCase {
    private func history() throws -> TestProject {
        var project = try TestProject(self)
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        return project
    }

    /// The loose file of object `id`, once every object of the repository is loose (publishes write packs).
    private func looseObject(_ project: TestProject, _ id: GitObjectID) throws -> String {
        try OutputRepository.open(at: project.project.repositoryPath, create: false).unpackAll()
        return project.project.repositoryPath + "/objects/\(id.hex.prefix(2))/\(id.hex.dropFirst(2))"
    }

    func testEveryColumnOfARowIsCoveredByTheChain() throws {
        let edits = [
            "version = '1.0.9'", "kind = 'rollback', rollback_of_id = 1", "document_hash = zeroblob(32)",
            "generator_version = '9.9.9'", "profile = 'other'", "options = '{\"x\":1}'", "author_name = 'Eve'",
            "author_email = 'eve@example.com'", "message = 'x'", "created_at = created_at + 1", "bump = 'major'",
            "added_count = 7", "removed_count = 7", "retyped_count = 7", "deprecated_count = 7", "changed_count = 7",
            "output_commit = zeroblob(20)", "output_tree = zeroblob(20)",
        ]
        for edit in edits {
            let project = try history()
            try DatabaseQueue(path: project.project.databasePath).write { db in
                try db.execute(sql: "UPDATE revision SET \(edit) WHERE id = 2")
            }
            let problems = try project.project.registry.verify(quick: true, repair: false).problems
            XCTAssertTrue(
                problems.contains { $0.message.contains("the hash chain breaks here") }, "\(edit): \(problems)")
        }
    }

    /// Several objects missing from a revision: the first three named in order, the others counted.
    func testSeveralMissingBlobsAreNamedThreeAndCounted() throws {
        let project = try history()
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let tree = try XCTUnwrap(try repository.commit(try XCTUnwrap(try repository.tag("1.0.0")?.commit))?.tree)
        let blobs = try repository.blobIDs(in: tree)
        let components = ["DSBadge", "DSButton", "DSCard", "DSHeading", "DSInput"]
        for name in components {
            try FileManager.default.removeItem(
                atPath: try looseObject(project, try XCTUnwrap(blobs["Components/\(name).swift"], name)))
        }
        let report = try project.project.registry.verify(quick: false, repair: false)
        let named = components.prefix(3).map { "the blob of Components/\($0).swift" }.joined(separator: ", ")
        XCTAssertTrue(
            report.problems.contains(
                .init(version: "1.0.0", message: named + " and 2 more are missing from the output repository")),
            "\(report.problems)")
    }

    func testAMissingBlobIsFoundAndRewritten() throws {
        let project = try history()
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let tree = try XCTUnwrap(try repository.commit(try XCTUnwrap(try repository.tag("1.0.0")?.commit))?.tree)
        let blob = try XCTUnwrap(try repository.blobIDs(in: tree)["Components/DSCard.swift"])
        try FileManager.default.removeItem(atPath: try looseObject(project, blob))

        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertTrue(
            report.problems.contains(
                .init(
                    version: "1.0.0",
                    message: "the blob of Components/DSCard.swift is missing from the output repository")
            ),
            "\(report.problems)")
        let repaired = try project.project.registry.verify(quick: false, repair: true)
        XCTAssertTrue(repaired.repairs.contains("rewrote the missing objects of 1.0.0"), "\(repaired.repairs)")
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    func testAMissingTreeIsReportedForItsRevisionAndTheRestIsStillChecked() throws {
        let project = try history()
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let tree = try XCTUnwrap(try repository.commit(try XCTUnwrap(try repository.tag("1.0.0")?.commit))?.tree)
        try FileManager.default.removeItem(atPath: try looseObject(project, tree))

        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(report.revisionsChecked, 2)
        XCTAssertEqual(report.problems.map(\.version), ["1.0.0"])
        XCTAssertTrue(report.problems.first?.message.hasPrefix("its tree ") == true, "\(report.problems)")
        XCTAssertEqual(try project.project.registry.verify(quick: true, repair: true).problems, [])
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    /// Losing the newest row is not a crash to finish: main is ahead of the database. verify
    /// says so and does not move main backwards.
    func testADeletedNewestRowIsReportedAndNotRepairedAway() throws {
        let project = try history()
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let main = try XCTUnwrap(try repository.branchTarget("main"))
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try db.execute(sql: "DELETE FROM document WHERE revision_id = 2")
            try db.execute(sql: "DELETE FROM changelog_entry WHERE revision_id = 2")
            try db.execute(sql: "DELETE FROM revision WHERE id = 2")
        }
        let report = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(report.problems.map(\.version), ["1.0.0", "1.0.1"])
        XCTAssertTrue(
            report.problems[0].message.contains("did the database lose revisions?"), report.problems[0].message)
        XCTAssertTrue(
            report.problems[1].message.contains("has no revision in the database"), report.problems[1].message)
        XCTAssertEqual(try repository.branchTarget("main"), main, "main was not moved backwards")
    }

    func testAPublishIsRefusedWhenTheDatabaseIsLostButGitHasHistory() throws {
        var project = try history()
        try FileManager.default.removeItem(atPath: project.project.databasePath)
        try project.edit(Edits.setColor("action", "primary", "#000000"))
        XCTAssertThrowsError(try project.publish()) { error in
            XCTAssertEqual(error as? RegistryError, .missingDatabase(path: project.project.databasePath))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.project.databasePath), "nothing was created")
    }

    func testAPublishIsRefusedWhenItsTagAlreadyExists() throws {
        var project = try history()
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let commit = try XCTUnwrap(try repository.branchTarget("main"))
        try repository.createTag(
            "1.0.2", commit: commit, tagger: GitSignature(name: "Mallory", email: "m@example.com", time: 0),
            message: "x",
            force: false)
        try project.edit(Edits.setColor("action", "primary", "#000000"))
        XCTAssertThrowsError(try project.publish()) { error in
            XCTAssertTrue(error.localizedDescription.contains("a tag 1.0.2 already exists"), error.localizedDescription)
        }
        XCTAssertEqual(try project.project.registry.log(limit: nil).map(\.version), ["1.0.1", "1.0.0"])
    }
}

/// Repairs act only on rows that the hash chain and git both vouch for; broken files get the right diagnosis.
final class VerifyTrustTests: XCTestCase {
    private func database(_ project: TestProject) throws -> DatabaseQueue {
        try DatabaseQueue(path: project.project.databasePath)
    }

    private func repository(_ project: TestProject) throws -> OutputRepository {
        try OutputRepository.open(at: project.project.repositoryPath, create: false)
    }

    /// Rewrites the chain hashes of every row from `id` on with the documented algorithm, as a forger would.
    private func recomputeChain(_ project: TestProject, from id: Int64) throws {
        try database(project).write { db in
            let rows = try RevisionRecord.order(RevisionRecord.Columns.id).fetchAll(db)
            var previous: RevisionRecord?
            for var row in rows {
                if row.id >= id {
                    row.chainHash = ChainHash.compute(
                        row, parentVersion: previous?.version, previous: previous?.chainHash)
                    try row.update(db)
                }
                previous = row
            }
        }
    }

    func testARepairNeverMovesATagOntoTheCommitOfATamperedRow() throws {
        let project = try TestProject.threeRevisions(self)
        let tagged = try XCTUnwrap(try repository(project).tag("1.0.1"))
        try database(project).write { db in
            try db.execute(
                sql:
                    "UPDATE revision SET output_commit = (SELECT output_commit FROM revision WHERE id = 1) WHERE id = 2"
            )
        }
        let report = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(report.repairs, [])
        let tagProblem = try XCTUnwrap(report.problems.first { $0.message.hasPrefix("its tag") }, "\(report.problems)")
        XCTAssertEqual(tagProblem.version, "1.0.1")
        XCTAssertTrue(
            tagProblem.message.contains("not repaired: rows from 1.0.1 on cannot be trusted (the hash chain breaks)"),
            tagProblem.message)
        XCTAssertEqual(try repository(project).tag("1.0.1")?.tag, tagged.tag, "the tag was not moved")
    }

    func testARepairNeverTagsARowWhoseVersionWasChanged() throws {
        let project = try TestProject.threeRevisions(self)
        try database(project).write { db in
            try db.execute(sql: "UPDATE revision SET version = '1.0.7' WHERE id = 2")
        }
        let report = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(report.repairs, [])
        XCTAssertTrue(report.problems.contains { $0.version == "1.0.7" && $0.message.contains("not repaired") })
        XCTAssertNil(try repository(project).tag("1.0.7"), "no tag made for the tampered row")
    }

    func testAForgedHistoryWithARecomputedChainIsDetectedByItsCommits() throws {
        for (edit, part) in [
            ("message = 'Forged'", "message"), ("author_name = 'Eve'", "author"),
            ("created_at = created_at + 3600", "time"),
        ] {
            let project = try TestProject.threeRevisions(self)
            try database(project).write { db in try db.execute(sql: "UPDATE revision SET \(edit) WHERE id = 2") }
            try recomputeChain(project, from: 2)
            let report = try project.project.registry.verify(quick: true, repair: false)
            XCTAssertEqual(
                report.problems,
                [.init(version: "1.0.1", message: "its commit is not the one its row describes (\(part) differs)")],
                edit)
        }
    }

    func testAForgedRowIsNotTrustedForARepair() throws {
        let project = try TestProject.threeRevisions(self)
        XCTAssertTrue(try repository(project).deleteTag("1.1.0"))
        try database(project).write { db in try db.execute(sql: "UPDATE revision SET message = 'Forged' WHERE id = 2") }
        try recomputeChain(project, from: 2)
        let report = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(report.repairs, [])
        XCTAssertTrue(
            report.problems.contains {
                $0.version == "1.1.0"
                    && $0.message.contains("rows from 1.0.1 on cannot be trusted (its commit is not the one its row")
            }, "\(report.problems)")
        XCTAssertNil(try repository(project).tag("1.1.0"))
    }

    func testADeletedOutputRepositoryIsRebuiltByRepair() throws {
        let project = try TestProject.threeRevisions(self)
        let tags = try ["1.0.0", "1.0.1", "1.1.0"].map { try XCTUnwrap(try repository(project).tag($0)) }
        try FileManager.default.removeItem(atPath: project.project.repositoryPath)
        XCTAssertThrowsError(try project.project.registry.verify(quick: true, repair: false)) { error in
            XCTAssertEqual(
                error as? RegistryError, .missingRepository(path: project.project.repositoryPath, revisions: 3))
            XCTAssertTrue(error.localizedDescription.contains("`dsysctl verify --repair` rebuilds it"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.project.repositoryPath), "verify created nothing")

        let repaired = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(try ["1.0.0", "1.0.1", "1.1.0"].map { try repository(project).tag($0)?.tag }, tags.map(\.tag))
        XCTAssertEqual(try repository(project).branchTarget("main"), tags[2].commit)
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    func testRevisionsThatShareADocumentAreEachComparedAndRebuiltWithTheirOwnTree() throws {
        var project = try TestProject.threeRevisions(self)
        // Two rollbacks: the documents of 1.0.0 and 1.1.0 again, whose packages verify generates once.
        let first = try XCTUnwrap(try project.rollback(to: "1.0.0").published).revision.version
        let second = try XCTUnwrap(try project.rollback(to: "1.1.0").published).revision.version
        let records = try project.registry.store.allRevisions()
        XCTAssertEqual(records.map(\.version), ["1.0.0", "1.0.1", "1.1.0", first, second])
        XCTAssertEqual(records[3].documentHash, records[0].documentHash)
        XCTAssertEqual(records[4].documentHash, records[2].documentHash)
        // Each has a changelog of its own, so a tree of its own.
        XCTAssertNotEqual(records[3].outputTree, records[0].outputTree)
        XCTAssertNotEqual(records[4].outputTree, records[2].outputTree)

        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.regenerated, 5)

        // Rebuilt from the rows alone, every revision gets back the very commit and tag it had.
        let versions = records.map(\.version)
        let tags = try versions.map { try XCTUnwrap(try repository(project).tag($0)) }
        try FileManager.default.removeItem(atPath: project.project.repositoryPath)
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: true).problems, [])
        XCTAssertEqual(try versions.map { try repository(project).tag($0)?.tag }, tags.map(\.tag))
        XCTAssertEqual(try versions.map { try repository(project).tag($0)?.commit }, tags.map(\.commit))
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    /// A package is kept beyond its batch only when another revision records its document: the others are handed
    /// to their last user, and a package whose document comes back stays for it.
    func testOnlyThePackagesOfDocumentsThatComeBackAreKept() {
        struct Unreadable: Error {}
        func key(_ byte: UInt8) -> Registry.PackageKey {
            Registry.PackageKey(
                Registry.Regeneration(
                    text: "", documentHash: Data([byte]), profile: .dsys, entries: [], entryLimit: nil),
                options: "")
        }
        let packages = Registry.GeneratedPackages(recurring: [Data([2])])
        packages.set(key(1), .failure(Unreadable()))
        packages.set(key(2), .failure(Unreadable()))
        XCTAssertNotNil(packages.take(key(1)))
        XCTAssertFalse(packages.contains(key(1)), "a document no other revision records is let go")
        XCTAssertNil(packages.take(key(1)))
        XCTAssertNotNil(packages.take(key(2)))
        XCTAssertTrue(packages.contains(key(2)), "a document another revision records is kept for it")
        XCTAssertNotNil(packages.get(key(2)))
    }

    func testAPublishIsRefusedWithoutCreatingARepositoryWhenOutputGitIsLost() throws {
        var project = try TestProject.threeRevisions(self)
        try FileManager.default.removeItem(atPath: project.project.repositoryPath)
        try project.edit(Edits.setColor("action", "primary", "#000000"))
        XCTAssertThrowsError(try project.publish()) { error in
            XCTAssertEqual(
                error as? RegistryError, .missingRepository(path: project.project.repositoryPath, revisions: 3))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.project.repositoryPath))
        XCTAssertEqual(try project.project.registry.log(limit: nil).count, 3)
    }

    func testATruncatedDatabaseIsDiagnosedAsLostAndLeftAsItIs() throws {
        var project = try TestProject.threeRevisions(self)
        let path = project.project.databasePath
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try Data().write(to: URL(fileURLWithPath: path))
        let lost = RegistryError.missingDatabase(path: path)
        XCTAssertThrowsError(try project.project.registry.log(limit: nil)) {
            XCTAssertEqual($0 as? RegistryError, lost)
        }
        XCTAssertThrowsError(try project.project.registry.verify(quick: true, repair: true)) {
            XCTAssertEqual($0 as? RegistryError, lost)
        }
        try project.edit(Edits.setColor("action", "primary", "#000000"))
        XCTAssertThrowsError(try project.publish()) { XCTAssertEqual($0 as? RegistryError, lost) }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, 0, "nothing grew")
    }

    func testAnEmptyDatabaseWithoutHistoryIsNotCalledOld() throws {
        var project = try TestProject(self)
        let path = project.project.databasePath
        try Data().write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try project.project.registry.log(limit: nil)) {
            XCTAssertEqual($0 as? RegistryError, .emptyDatabase(path: path))
        }
        XCTAssertThrowsError(try project.project.registry.verify(quick: true, repair: true)) {
            XCTAssertEqual($0 as? RegistryError, .emptyDatabase(path: path))
        }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, 0)
        // Nothing was ever published: publish starts the registry in it.
        XCTAssertNotNil(try project.publish().published)
    }

    func testADeletedDatabaseBesideAHistoryIsNotAFreshProject() throws {
        let project = try TestProject.threeRevisions(self)
        try FileManager.default.removeItem(atPath: project.project.databasePath)
        XCTAssertThrowsError(try project.project.registry.log(limit: nil)) {
            XCTAssertEqual($0 as? RegistryError, .missingDatabase(path: project.project.databasePath))
        }
    }
}
