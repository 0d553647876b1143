import Foundation
import GRDB
import Generator
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Registry

/// Issue 26: verify reads every byte git holds for the history, and a row cannot be forged without forging git too.
/// These tests damage the SQLite file or the local output repository, so they run on the SQLite store.
final class VerifyIntegrityTests: XCTestCase {
    // MARK: - Helpers

    /// 1.0.0 to 1.0.4, each changing `action.primary`.
    private func fiveRevisions(output: String? = nil) throws -> TestProject {
        var project = try TestProject(self)
        try project.publish(message: "First", output: output)
        for (index, color) in ["#1D4ED8", "#1E40AF", "#1E3A8A", "#172554"].enumerated() {
            try project.edit(Edits.setColor("action", "primary", color))
            try project.publish(message: "Step \(index + 1)", output: output)
        }
        return project
    }

    private func repository(_ project: TestProject) throws -> OutputRepository {
        try OutputRepository.open(at: project.project.repositoryPath, create: false)
    }

    private func database(_ project: TestProject) throws -> DatabaseQueue {
        try DatabaseQueue(path: project.project.databasePath)
    }

    /// The blob of `path` in `version`'s tree.
    private func blob(_ project: TestProject, _ version: String, _ path: String) throws -> GitObjectID {
        let repository = try repository(project)
        let commit = try XCTUnwrap(try repository.tag(version)?.commit)
        let tree = try XCTUnwrap(try repository.commit(commit)?.tree)
        return try XCTUnwrap(try repository.blobIDs(in: tree)[path])
    }

    /// The pack holding `id`: its files, the object's entry in the index and where its packed bytes are.
    private func packed(
        _ project: TestProject, _ id: GitObjectID
    ) throws -> (pack: String, index: String, entry: Int, start: Int, end: Int) {
        let folder = project.project.repositoryPath + "/objects/pack"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".idx") {
            let index = folder + "/" + name
            let table = try XCTUnwrap(
                OutputRepository.PackIndex([UInt8](try Data(contentsOf: URL(fileURLWithPath: index)))))
            guard let entry = table.ids.firstIndex(of: id) else { continue }
            let pack = String(index.dropLast(".idx".count)) + ".pack"
            let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: pack)[.size] as? Int)
            let start = table.offsets[entry]
            let end = table.offsets.filter { $0 > start }.min() ?? size - 20
            return (pack, index, entry, start, end)
        }
        throw XCTSkip("unreachable: \(id) is in no pack")
    }

    /// Flips the bits of the byte at `offset` of `path` (git keeps packs read-only).
    private func flip(_ path: String, at offset: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[offset] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// `git fsck` of the output repository: whether git itself finds it whole.
    private func gitFsckPasses(_ project: TestProject) throws -> Bool {
        try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"),
            ["--git-dir", project.project.repositoryPath, "fsck", "--full", "--no-dangling"]
        ).status == 0
    }

    /// What libgit2 or zlib would say, which must never reach a user.
    private func assertOurWords(_ report: Registry.VerifyReport, line: UInt = #line) {
        for text in report.problems.map(\.message) + report.repairs + report.notes {
            for raw in ["hash mismatch", "libgit2", "zlib", "inflat", "error -"] {
                XCTAssertFalse(text.contains(raw), "\(raw) in: \(text)", line: line)
            }
        }
    }

    /// Repairs, then checks that verify and git fsck both find the repository whole.
    private func assertRepairMendsIt(_ project: TestProject, line: UInt = #line) throws {
        let repaired = try project.project.registry.verify(quick: false, repair: true)
        assertOurWords(repaired, line: line)
        XCTAssertEqual(repaired.problems, [], line: line)
        let again = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(again.problems, [], line: line)
        XCTAssertEqual(again.regenerated, 5, line: line)
        XCTAssertTrue(try gitFsckPasses(project), "git fsck after the repair", line: line)
    }

    // MARK: - (1) Every object read and hashed; packs checked

    /// Verify reads each tree's entries from the bytes it inflated and hashed: for every tree of a history, the names,
    /// ids and kinds `git ls-tree` lists, in its order.
    func testEveryTreeIsReadAsGitListsIt() throws {
        let project = try fiveRevisions()
        let repository = try repository(project)
        let gitDirectory = ["--git-dir", project.project.repositoryPath]
        let trees = try TestServers.git(
            gitDirectory + ["cat-file", "--batch-all-objects", "--batch-check=%(objecttype) %(objectname)"]
        )
        .split(separator: "\n").filter { $0.hasPrefix("tree ") }.map { String($0.dropFirst("tree ".count)) }
        XCTAssertGreaterThan(trees.count, 10)
        var entriesRead = 0
        for tree in trees {
            var listed: [String] = []
            let state = repository.readTree(try XCTUnwrap(GitObjectID(hex: tree))) { name, id, isTree in
                listed.append("\(isTree ? "tree" : "blob") \(id.hex)\t\(String(decoding: name, as: UTF8.self))")
            }
            XCTAssertEqual(state, .good)
            // `-z`: each entry ends with a NUL, and no name is quoted.
            let expected = try TestServers.git(gitDirectory + ["ls-tree", "-z", tree]).split(separator: "\0")
                .map { String($0.drop { $0 != " " }.dropFirst()) }
            XCTAssertEqual(listed, expected, tree)
            entriesRead += listed.count
        }
        XCTAssertGreaterThan(entriesRead, 100)
    }

    /// Through libgit2, from a real repository: a blob's id read as a tree, bytes stored as a tree (`git hash-object
    /// --literally`, which hash correctly) that are not whole entries, and an id that is not there are not trees whose
    /// entries are read; git's empty tree is a good tree of no entries.
    func testOnlyWholeTreesAreReadAsTrees() throws {
        let project = try fiveRevisions()
        let gitDirectory = ["--git-dir", project.project.repositoryPath]
        let folder = try TestSupport.temporaryDirectory(self)
        let cutShort = folder.appendingPathComponent("cut-short")
        try Data("100644 a.txt\0".utf8 + [UInt8](repeating: 0xAB, count: 12)).write(to: cutShort)
        let malformed = try TestServers.git(
            gitDirectory + ["hash-object", "-t", "tree", "--literally", "-w", cutShort.path])
        // A blob whose bytes would be a whole tree: it is its type that makes a tree.
        let treeShaped = folder.appendingPathComponent("tree-shaped")
        try Data("100644 a.txt\0".utf8 + [UInt8](repeating: 0xAB, count: 20)).write(to: treeShaped)
        let blobOfATree = try TestServers.git(gitDirectory + ["hash-object", "-w", treeShaped.path])
        let empty = try TestServers.git(gitDirectory + ["hash-object", "-t", "tree", "-w", "/dev/null"])
        XCTAssertEqual(empty, "4b825dc642cb6eb9a060e54bf8d69288fbee4904")
        let repository = try repository(project)
        var entries = 0
        func read(_ id: GitObjectID) -> OutputRepository.ObjectState {
            repository.readTree(id) { _, _, _ in entries += 1 }
        }
        let unreadable = OutputRepository.ObjectState.damaged(reason: "it is not a readable tree")
        XCTAssertEqual(read(try blob(project, "1.0.2", "CHANGELOG.md")), unreadable, "a blob")
        XCTAssertEqual(read(try XCTUnwrap(GitObjectID(hex: blobOfATree))), unreadable, "a blob of tree bytes")
        XCTAssertEqual(read(try XCTUnwrap(GitObjectID(hex: malformed))), unreadable, "an entry cut short")
        XCTAssertEqual(read(try XCTUnwrap(GitObjectID(hex: String(repeating: "ab", count: 20)))), .missing)
        XCTAssertEqual(entries, 0)
        XCTAssertEqual(read(try XCTUnwrap(GitObjectID(hex: empty))), .good, "the empty tree")
        XCTAssertEqual(entries, 0)
    }

    /// A tree's bytes that are not whole entries (`MODE SP NAME NUL` and 20 bytes of id) are not read as a tree.
    func testTreeBytesThatAreNotWholeEntriesAreRefused() {
        let id = [UInt8](repeating: 0xAB, count: 20)
        func entries(_ parts: [UInt8]...) -> [(name: Range<Int>, idOffset: Int, isTree: Bool)]? {
            var entries: [(name: Range<Int>, idOffset: Int, isTree: Bool)] = []
            let whole = Array(parts.joined()).withUnsafeBufferPointer {
                OutputRepository.forEachTreeEntry($0) { entries.append(($0, $1, $2)) }
            }
            XCTAssertTrue(whole || entries.isEmpty, "no entry is reported from bytes that are not a tree")
            return whole ? entries : nil
        }
        let folder = entries(Array("40000 Sources\0".utf8), id)
        XCTAssertEqual(folder?.map(\.isTree), [true])
        XCTAssertEqual(folder?.map(\.name), [6..<13])
        XCTAssertEqual(folder?.map(\.idOffset), [14])
        let two = entries(Array("100644 a\0".utf8), id, Array("100755 b.sh\0".utf8), id)
        XCTAssertEqual(two?.map(\.isTree), [false, false])
        XCTAssertEqual(two?.map(\.idOffset), [9, 41])
        XCTAssertEqual(entries([])?.count, 0, "the empty tree")
        // Folders by the mode's type bits, as git reads them: a leading zero, or permission bits, change nothing.
        for (mode, isTree) in [("040000", true), ("40755", true), ("160000", false), ("120000", false)] {
            XCTAssertEqual(entries(Array("\(mode) x\0".utf8), id)?.map(\.isTree), [isTree], mode)
        }
        XCTAssertEqual(entries(Array("177777 x\0".utf8), id)?.count, 1, "the largest mode")
        for (bytes, why) in [
            (Array("100644 a\0".utf8) + id.dropLast(), "an id cut short"),
            (Array("100644 a".utf8), "no NUL after the name"),
            (Array("100644 \0".utf8) + id, "an empty name"),
            (Array(" a\0".utf8) + id, "no mode"),
            (Array("100648 a\0".utf8) + id, "a mode that is not octal"),
            (Array("200000 a\0".utf8) + id, "a mode above 0177777"),
            (Array("100644 a\0".utf8) + id + Array("1".utf8), "a whole entry, then a mode only"),
            (Array("100644 a\0".utf8) + id + Array("100644 b".utf8), "a whole entry, then one cut short"),
            (Array("100644".utf8), "a mode only"),
        ] {
            XCTAssertNil(entries(bytes), why)
        }
    }

    /// The SHA-1 of the packs' and indexes' checksums, against FIPS 180-4's examples (one block; two, the length
    /// starting a block of its own; a million bytes), git's id of the empty blob, and a slice that does not start at 0.
    func testSHA1MatchesThePublishedVectors() {
        func hex(_ bytes: ArraySlice<UInt8>) -> String { SHA1.hash(bytes).map { String(format: "%02x", $0) }.joined() }
        func hex(_ text: String) -> String { hex(ArraySlice(Array(text.utf8))) }
        XCTAssertEqual(hex("abc"), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(hex(""), "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        XCTAssertEqual(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        XCTAssertEqual(hex(String(repeating: "a", count: 1_000_000)), "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        XCTAssertEqual(hex("blob 0\0"), "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        XCTAssertEqual(hex(Array("--abc".utf8)[2...]), "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    func testALooseObjectWhoseBytesNoLongerMatchItsIdIsNamedWithItsVersionAndRebuilt() throws {
        let project = try fiveRevisions()
        let damaged = try blob(project, "1.0.2", "CHANGELOG.md")
        let other = try blob(project, "1.0.3", "CHANGELOG.md")
        try repository(project).unpackAll()
        let objects = project.project.repositoryPath + "/objects/"
        // The file of another blob under this blob's name: it inflates, but hashes to the other id.
        let target = objects + "\(damaged.hex.prefix(2))/\(damaged.hex.dropFirst(2))"
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(
            atPath: objects + "\(other.hex.prefix(2))/\(other.hex.dropFirst(2))", toPath: target)
        XCTAssertFalse(try gitFsckPasses(project), "the damage is real")

        let report = try project.project.registry.verify(quick: false, repair: false)
        assertOurWords(report)
        let problem = try XCTUnwrap(report.problems.first { $0.message.contains(damaged.hex.prefix(12)) })
        XCTAssertEqual(problem.version, "1.0.2")
        XCTAssertEqual(
            problem.message,
            "the blob of CHANGELOG.md (\(damaged.hex.prefix(12))) is damaged in the output repository: its bytes do "
                + "not hash to its id; it belongs to 1.0.2; `dsysctl verify --repair` sets it aside and rebuilds what "
                + "the registry's rows can")
        try assertRepairMendsIt(project)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: project.project.repositoryPath + "/damaged/objects-\(damaged.hex.prefix(2))-"
                    + "\(damaged.hex.dropFirst(2))"),
            "the damaged file is kept aside")
    }

    func testALooseObjectWhoseCompressedBytesAreCorruptIsNamedWithEveryVersionItBelongsTo() throws {
        let project = try fiveRevisions()
        // Package.swift is the same in every version.
        let damaged = try blob(project, "1.0.0", "Package.swift")
        try repository(project).unpackAll()
        let path = project.project.repositoryPath + "/objects/\(damaged.hex.prefix(2))/\(damaged.hex.dropFirst(2))"
        try flip(path, at: 20)

        let report = try project.project.registry.verify(quick: false, repair: false)
        assertOurWords(report)
        let problem = try XCTUnwrap(report.problems.first { $0.message.contains(damaged.hex.prefix(12)) })
        XCTAssertEqual(problem.version, "1.0.0")
        XCTAssertTrue(
            problem.message.contains("it belongs to 1.0.0, 1.0.1, 1.0.2, 1.0.3 and 1.0.4"), problem.message)
        XCTAssertFalse(report.isHealthy)
        try assertRepairMendsIt(project)
    }

    func testAPackedObjectWithACorruptByteIsNamedWithItsVersionAndRebuilt() throws {
        let project = try fiveRevisions()
        let damaged = try blob(project, "1.0.3", "CHANGELOG.md")
        let place = try packed(project, damaged)
        try flip(place.pack, at: (place.start + place.end) / 2)
        XCTAssertFalse(try gitFsckPasses(project), "the damage is real")

        let report = try project.project.registry.verify(quick: false, repair: false)
        assertOurWords(report)
        XCTAssertTrue(report.problems.contains { $0.version == "1.0.3" }, "\(report.problems)")
        let pack = URL(fileURLWithPath: place.pack).lastPathComponent
        let packProblem = try XCTUnwrap(report.problems.first { $0.message.hasPrefix("objects/pack/\(pack)") })
        XCTAssertTrue(packProblem.message.contains("CRC-32") || packProblem.message.contains("checksum"))
        XCTAssertTrue(packProblem.message.contains("1.0.3"), packProblem.message)
        // A quick verify reads no blobs, but the commits, tags and trees it reads are whole.
        try assertRepairMendsIt(project)
    }

    func testADamagedPackIndexIsFoundAndRebuiltFromThePack() throws {
        let project = try fiveRevisions()
        let lost = try blob(project, "1.0.4", "CHANGELOG.md")
        let place = try packed(project, lost)
        // A byte of the object's id in the index: the object can no longer be found.
        try flip(place.index, at: 8 + 256 * 4 + 20 * place.entry + 10)

        let report = try project.project.registry.verify(quick: false, repair: false)
        assertOurWords(report)
        XCTAssertTrue(
            report.problems.contains {
                $0.version == "1.0.4"
                    && $0.message.contains("the blob of CHANGELOG.md is missing from the output repository")
            }, "\(report.problems)")
        let pack = URL(fileURLWithPath: place.pack).lastPathComponent
        XCTAssertTrue(
            report.problems.contains {
                $0.message.hasPrefix("objects/pack/\(pack) is damaged: its index does not match its checksum")
            }, "\(report.problems)")
        let repaired = try project.project.registry.verify(quick: false, repair: true)
        XCTAssertTrue(
            repaired.repairs.contains("rebuilt the damaged index of objects/pack/\(pack) from the pack"),
            "\(repaired.repairs)")
        try assertRepairMendsIt(project)
    }

    func testADamagedCommitAndTagAreNotCalledMissingAndAreRebuiltIdentically() throws {
        let project = try fiveRevisions()
        let repository = try repository(project)
        let tag = try XCTUnwrap(try repository.tag("1.0.1"))
        try repository.unpackAll()
        for id in [tag.commit, tag.tag] {
            try flip(project.project.repositoryPath + "/objects/\(id.hex.prefix(2))/\(id.hex.dropFirst(2))", at: 12)
        }
        let report = try project.project.registry.verify(quick: true, repair: false)
        assertOurWords(report)
        let messages = report.problems.filter { $0.version == "1.0.1" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.hasPrefix("its commit \(tag.commit.hex.prefix(12))") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("its tag object \(tag.tag.hex.prefix(12))") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("is missing") }, "damaged, not missing: \(report.problems)")

        let repaired = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(
            try OutputRepository.open(at: project.project.repositoryPath, create: false).tag("1.0.1")?.tag, tag.tag)
        try assertRepairMendsIt(project)
    }

    /// A verify that repairs nothing checks the revisions while it reads the objects; when the reading finds damage,
    /// its report is still the one reading first and then checking every revision, knowing the damage, gives: the
    /// same problems in the same order, each revision checked and regenerated once.
    func testAVerifyOfADamagedHistoryReportsWhatReadingFirstReports() throws {
        let project = try fiveRevisions()
        let registry = project.project.registry
        let tag = try XCTUnwrap(try repository(project).tag("1.0.1"))
        let changelog = try blob(project, "1.0.3", "CHANGELOG.md")
        try repository(project).unpackAll()
        func objectFile(_ id: GitObjectID) -> String {
            project.project.repositoryPath + "/objects/\(id.hex.prefix(2))/\(id.hex.dropFirst(2))"
        }
        try flip(objectFile(tag.commit), at: 12)
        try FileManager.default.removeItem(atPath: objectFile(changelog))
        for quick in [true, false] {
            let records = try registry.store.allRevisions()
            let repository = try repository(project)
            let scan = registry.scanObjects(records, repository: repository, blobs: !quick)
            XCTAssertFalse(scan.failures.isEmpty)
            var expected = Registry.VerifyReport()
            expected.problems = try registry.store.integrityProblems().map { .init(version: nil, message: $0) }
            let versions = Dictionary(uniqueKeysWithValues: records.map { ($0.id, $0.version) })
            expected.problems += Registry.damageProblems(scan, versions: versions, repair: false).map {
                .init(version: $0.revision.flatMap { versions[$0] }, message: $0.message)
            }
            expected.append(
                try registry.checkRevisions(
                    records, upTo: try registry.store.head(), repository: repository, scan: scan, quick: quick,
                    repair: false, progress: .silent
                ).report)

            let report = try registry.verify(quick: quick, repair: false)
            XCTAssertEqual(Array(report.problems.prefix(expected.problems.count)), expected.problems, "quick: \(quick)")
            XCTAssertTrue(report.problems.contains { $0.version == "1.0.1" && $0.message.hasPrefix("its commit") })
            XCTAssertEqual(report.revisionsChecked, 5)
            XCTAssertEqual(report.regenerated, expected.regenerated)
        }
    }

    // MARK: - (2) A repair never writes an older package into the output folder

    func testARepairDoesNotWriteAnOlderPackageWhenTheDatabaseLostItsHeadRow() throws {
        var project = try TestProject(self)
        try project.publish(message: "First", output: "DesignSystem")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Second", output: "DesignSystem")
        let manifest = project.project.root.appendingPathComponent("DesignSystem/.dsys-manifest")
        let before = try Data(contentsOf: manifest)
        try database(project).write { db in
            try db.execute(sql: "DELETE FROM document WHERE revision_id = 2")
            try db.execute(sql: "DELETE FROM changelog_entry WHERE revision_id = 2")
            try db.execute(sql: "DELETE FROM revision WHERE id = 2")
        }
        let report = try project.project.registry.verify(quick: true, repair: true, output: "DesignSystem")
        XCTAssertEqual(try Data(contentsOf: manifest), before, "DesignSystem/ still holds 1.0.1")
        XCTAssertFalse(report.repairs.contains { $0.contains("DesignSystem") }, "\(report.repairs)")
        XCTAssertTrue(
            report.problems.contains { $0.message.contains("not rewritten: main holds versions the database lacks") },
            "\(report.problems)")
    }

    // MARK: - (3) A forged row needs a forged git history

    /// Rewrites the chain hashes of every row from `id` on, as a forger who knows the algorithm would.
    private func recomputeChain(_ project: TestProject, from id: Int64) throws {
        try database(project).write { db in
            var previous: RevisionRecord?
            for var row in try RevisionRecord.order(RevisionRecord.Columns.id).fetchAll(db) {
                if row.id >= id {
                    row.chainHash = ChainHash.compute(
                        row, parentVersion: previous?.version, previous: previous?.chainHash)
                    try row.update(db)
                }
                previous = row
            }
        }
    }

    /// Replaces the document of the head (revision 3 of three) by `text`, with its hash, as a forger would.
    private func forgeHeadDocument(_ project: TestProject, _ text: String, generator: String? = nil) throws {
        let previous = try project.project.registry.show(version: "1.0.1").document
        let record = DocumentStore.record(revisionID: 3, text: text, previous: previous)
        try database(project).write { db in
            try db.execute(
                sql: "UPDATE document SET payload = ?, is_snapshot = ? WHERE revision_id = 3",
                arguments: [record.payload, record.isSnapshot])
            try db.execute(
                sql: "UPDATE revision SET document_hash = ?, generator_version = ? WHERE id = 3",
                arguments: [Data(SHA256.hash(Array(text.utf8))), generator ?? Generator.version])
        }
        try recomputeChain(project, from: 3)
    }

    func testAForgedDocumentWithARecomputedChainIsCaughtByItsCommit() throws {
        let project = try TestProject.threeRevisions(self)
        try project.edit(Edits.setColor("action", "primary", "#FF0000"))
        let forged = try project.project.loadWorkingDocument().canonicalText
        try forgeHeadDocument(project, forged, generator: "9.9.9")
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertTrue(
            report.problems.contains(
                .init(
                    version: "1.1.0",
                    message: "its commit is not the one its row describes (document, generator differ)")),
            "\(report.problems)")
        let repaired = try project.project.registry.verify(quick: false, repair: true)
        XCTAssertEqual(repaired.repairs, [], "a forged row repairs nothing")
    }

    func testAForgedContrastPairOnlyIsCaughtThoughTheSamePackageRegenerates() throws {
        let project = try TestProject.threeRevisions(self)
        try project.edit { document in
            document["contrast"] = [["foreground": "text.primary", "background": "surface.default", "level": "AAA"]]
        }
        let forged = try project.project.loadWorkingDocument().canonicalText
        XCTAssertNotEqual(forged, try project.project.registry.show(version: "1.1.0").document)
        try forgeHeadDocument(project, forged)
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.regenerated, 3, "the forged document regenerates the same package")
        XCTAssertTrue(
            report.problems.contains(
                .init(version: "1.1.0", message: "its commit is not the one its row describes (document differs)")),
            "\(report.problems)")
    }

    func testForgedOptionsAndProfileWithARecomputedChainAreCaught() throws {
        for (edit, part) in [("options = '{\"x\":1}'", "options"), ("profile = 'theme'", "profile")] {
            let project = try TestProject.threeRevisions(self)
            try database(project).write { db in try db.execute(sql: "UPDATE revision SET \(edit) WHERE id = 2") }
            try recomputeChain(project, from: 2)
            let report = try project.project.registry.verify(quick: true, repair: false)
            XCTAssertTrue(
                report.problems.contains(
                    .init(version: "1.0.1", message: "its commit is not the one its row describes (\(part) differs)")),
                "\(edit): \(report.problems)")
            // The rows after it chain to the forged hash while their commits name the true one: a consequence of the
            // forged row, not reported again.
            XCTAssertEqual(report.problems.map(\.version), ["1.0.1"], "\(edit): \(report.problems)")
        }
    }

    func testARowMovedBackToTheOldLayoutToEscapeTheBindingIsCaught() throws {
        let project = try TestProject.threeRevisions(self)
        try database(project).write { db in
            var previous: RevisionRecord?
            for var row in try RevisionRecord.order(RevisionRecord.Columns.id).fetchAll(db) {
                if row.id == 3 {
                    row.chainHash = ChainHash.compute(
                        row, parentVersion: previous?.version, previous: previous?.chainHash, layout: .legacy)
                    try row.update(db)
                }
                previous = row
            }
        }
        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertTrue(
            report.problems.contains { $0.version == "1.1.0" && $0.message.contains("(a forged row?)") },
            "\(report.problems)")
    }

    func testTheCommitAndTheTagCarryTheDocumentHashAndTheChainHash() throws {
        let project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        let record = try XCTUnwrap(try project.project.registry.store.revision(version: "1.0.1"))
        let previous = try XCTUnwrap(try project.project.registry.store.revision(version: "1.0.0"))
        let tag = try XCTUnwrap(try repository.tag("1.0.1"))
        let commit = try XCTUnwrap(try repository.commit(tag.commit))
        let documentHash = SHA256.hex([UInt8](record.documentHash))
        XCTAssertTrue(
            commit.message.hasSuffix(
                """

                Dsys-Document: sha256:\(documentHash)
                Dsys-Generator: \(Generator.version)
                Dsys-Profile: dsys
                Dsys-Options: {}
                Dsys-Previous-Chain: sha256:\(SHA256.hex([UInt8](previous.chainHash)))

                """), commit.message)
        let tagMessage = try XCTUnwrap(repository.tagObject(tag.tag)?.message)
        XCTAssertEqual(tagMessage, commit.message + "Dsys-Chain: sha256:\(SHA256.hex([UInt8](record.chainHash)))\n")
    }

    func testATagRewrittenWithAnotherMessageIsFoundAndRewrittenFromTheRow() throws {
        let project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        let original = try XCTUnwrap(try repository.tag("1.0.1"))
        let signature = GitSignature(name: "Ada Lovelace", email: "ada@example.com", time: 1_700_000_120)
        try repository.createTag("1.0.1", commit: original.commit, tagger: signature, message: "edited", force: true)
        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(report.problems.map(\.version), ["1.0.1"])
        XCTAssertTrue(
            report.problems.first?.message.hasPrefix("its tag is not the tag its row describes (") == true,
            "\(report.problems)")
        let repaired = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(try repository.tag("1.0.1")?.tag, original.tag, "the same tag object as the publish wrote")
    }

    // MARK: - (7) No GRDB text

    func testARowThatDoesNotDecodeGivesOurOwnMessage() throws {
        let project = try TestProject.threeRevisions(self)
        // A damaged page can read as NULL where the schema says NOT NULL: the constraint is dropped from the schema so
        // that the row can hold what such a page reads as.
        try database(project).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(
                sql: """
                    UPDATE sqlite_master SET sql = replace(sql, 'created_at        INTEGER NOT NULL', 'created_at INTEGER')
                    WHERE name = 'revision'
                    """)
        }
        try database(project).write { db in
            try db.execute(sql: "UPDATE revision SET created_at = NULL WHERE id = 2")
        }
        XCTAssertThrowsError(try project.project.registry.log(limit: nil)) { error in
            let message = error.localizedDescription
            XCTAssertFalse(message.contains("GRDB"), message)
            XCTAssertFalse(message.contains("could not be completed"), message)
            XCTAssertTrue(message.contains(project.project.databasePath), message)
            XCTAssertTrue(message.contains("a row cannot be read (its column created_at)"), message)
            XCTAssertTrue(message.contains("restore registry.sqlite from a backup"), message)
        }
    }

    // MARK: - Bad input changes nothing on disk

    func testAFirstPublishRefusedUnderTheLockLeavesNoDatabase() throws {
        var project = try TestProject(self)
        // Something that is not a repository where the output repository goes: refused once the lock is held.
        try Data("not a repository".utf8).write(to: URL(fileURLWithPath: project.project.repositoryPath))
        XCTAssertThrowsError(try project.publish())
        for suffix in ["", "-wal", "-shm"] {
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: project.project.databasePath + suffix),
                "registry.sqlite\(suffix)")
        }
        XCTAssertEqual(
            try String(contentsOfFile: project.project.repositoryPath, encoding: .utf8), "not a repository")
    }
}

/// Issue 26 on either store: the working document of a recorded rollback, and the output folder checked before
/// anything is recorded as verify checks it.
final class PublishTrustTests: XCTestCase {
    // MARK: - (4) A recorded rollback's working document

    func testAnInterruptedRollbackIsReportedCompletedByRepairAndNotUndoneByAPublish() throws {
        var project = try TestProject.threeRevisions(self)
        let beforeRollback = try Data(contentsOf: project.documentURL)
        XCTAssertNotNil(try project.rollback(to: "1.0.0").published)
        // Killed after the rollback was recorded, before the working document was replaced.
        try beforeRollback.write(to: project.documentURL)

        let report = try project.project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(
            report.problems,
            [
                .init(
                    version: "2.0.0",
                    message: "\(project.project.documentPath) still holds the document of 1.1.0, which the rollback "
                        + "2.0.0 replaced with 1.0.0's (an interrupted rollback?): the next publish would undo it; "
                        + "`dsysctl verify --repair` writes the rolled-back document")
            ])
        XCTAssertThrowsError(try project.publish()) { error in
            XCTAssertEqual(
                error as? RegistryError,
                .publishUndoesRollback(
                    path: project.project.documentPath, rollback: "2.0.0", target: "1.0.0", replaced: "1.1.0"))
        }
        XCTAssertEqual(try project.project.registry.log(limit: nil).count, 4, "nothing was published")

        let repaired = try project.project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(
            try project.project.loadWorkingDocument().canonicalText,
            try project.project.registry.show(version: "1.0.0").document)
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    // MARK: - (6) The output folder is checked before recording

    func testAGeneratedFileReplacedByAFolderIsRefusedBeforeAnythingIsRecorded() throws {
        var project = try TestProject(self)
        try project.publish(message: "First", output: "DesignSystem")
        let file = project.project.root.appendingPathComponent("DesignSystem/Package.swift")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        XCTAssertThrowsError(try project.publish(output: "DesignSystem")) { error in
            guard case .unusableOutput(let folder, let reason)? = error as? RegistryError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(folder, "DesignSystem")
            XCTAssertTrue(reason.contains("Package.swift"), reason)
            XCTAssertTrue(error.localizedDescription.contains("nothing was published"))
        }
        XCTAssertEqual(try project.project.registry.log(limit: nil).map(\.version), ["1.0.0"])
    }

    // MARK: - (8) verify and publish agree on the output folder

    func testAFolderWhoseManifestWasDeletedIsReportedAsPublishWouldRefuseIt() throws {
        var project = try TestProject(self)
        try project.publish(message: "First", output: "DesignSystem")
        let folder = project.project.root.appendingPathComponent("DesignSystem")
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".dsys-manifest"))
        try Data("// edited\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))

        let report = try project.project.registry.verify(quick: true, repair: false, output: "DesignSystem")
        XCTAssertEqual(report.problems.map(\.version), ["1.0.0"])
        XCTAssertTrue(
            report.problems.first?.message.hasPrefix("DesignSystem/ cannot take the next publish: ") == true,
            "\(report.problems)")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        XCTAssertThrowsError(try project.publish(output: "DesignSystem")) { error in
            XCTAssertTrue(error.localizedDescription.contains("dsys has not written there before"), "\(error)")
        }
    }

}

/// Registries written before issue 26: their commits carry no trailers, and they still verify; what is then detectable
/// of a forged document is what docs/registry.md says.
final class LegacyLayoutTests: XCTestCase {
    func testALegacyHistoryVerifiesAndABoundPublishFollowsIt() throws {
        var project = try TestProject.threeRevisions(self)
        try project.rewriteAsLegacy()
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
        try project.edit(Edits.setColor("action", "primary", "#000000"))
        XCTAssertNotNil(try project.publish().published)
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let head = try XCTUnwrap(try repository.commit(try XCTUnwrap(try repository.branchTarget("main"))))
        XCTAssertTrue(head.message.contains("\nDsys-Document: sha256:"), head.message)
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    func testAForgedLegacyDocumentIsCaughtByRegenerationOnlyWhileItsGeneratorIsLeftAlone() throws {
        for generator in [Generator.version, "0.0.1"] {
            let project = try TestProject.threeRevisions(self)
            try project.edit(Edits.setColor("action", "primary", "#FF0000"))
            let forged = try project.project.loadWorkingDocument().canonicalText
            let previous = try project.project.registry.show(version: "1.0.1").document
            let record = DocumentStore.record(revisionID: 3, text: forged, previous: previous)
            try DatabaseQueue(path: project.project.databasePath).write { db in
                try db.execute(
                    sql: "UPDATE document SET payload = ?, is_snapshot = ? WHERE revision_id = 3",
                    arguments: [record.payload, record.isSnapshot])
            }
            try project.rewriteAsLegacy { row in
                guard row.id == 3 else { return }
                row.documentHash = Data(SHA256.hash(Array(forged.utf8)))
                row.generatorVersion = generator
            }
            let report = try project.project.registry.verify(quick: false, repair: false)
            if generator == Generator.version {
                XCTAssertEqual(
                    report.problems,
                    [.init(version: "1.1.0", message: "regenerating it does not reproduce its commit's tree")])
            } else {
                XCTAssertEqual(report.problems, [], "the documented limit of the old layout")
                XCTAssertTrue(report.notes.contains { $0.contains("regeneration not compared") }, "\(report.notes)")
            }
        }
    }
}
