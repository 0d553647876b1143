import Foundation
import GRDB
import Generator
import TestSupport
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
        XCTAssertEqual(files.loose, 0, "the tag object is in the publish's pack")
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
            XCTAssertEqual(files.loose, 0, "a publish leaves no loose object (after \(index))")
            // Each pack holds at least twice the objects of the next smaller one.
            let counts = try files.packs.map { pack in
                try XCTUnwrap(
                    OutputRepository.objectCount(inPackIndex: packFolder + pack.dropLast(".pack".count) + ".idx"))
            }.sorted()
            for (smaller, bigger) in zip(counts, counts.dropFirst()) {
                XCTAssertGreaterThanOrEqual(
                    bigger, OutputRepository.geometricFactor * smaller, "\(counts) after \(index)")
            }
            XCTAssertEqual(try repository(project).maintenance, .none, "after \(index)")
            let version = try XCTUnwrap(try project.project.registry.log(limit: 1).first?.version)
            XCTAssertNotNil(try repository(project).tag(version), "the tag \(version) points at its object")
        }
        XCTAssertGreaterThan(consolidations, 0)
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.regenerated, 21)
        XCTAssertEqual(Set(firstObjects).count, firstObjects.count)
        let fsck = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"),
            ["-C", project.project.repositoryPath, "fsck", "--strict", "--no-dangling"],
            environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        XCTAssertEqual(fsck.status, 0, fsck.standardError)
    }

    /// `git repack --geometric=2`'s choice: the packs up to the last pair that breaks the progression, then each
    /// next pack smaller than twice all of them.
    func testGeometricSplitMergesOnlyWhatBreaksTheProgression() {
        func split(_ weights: [Int]) -> Int { OutputRepository.geometricSplit(weights, factor: 2) }
        XCTAssertEqual(split([]), 0)
        XCTAssertEqual(split([7]), 0)
        XCTAssertEqual(split([1, 2, 4, 8]), 0, "a progression already")
        XCTAssertEqual(split([15, 15]), 2, "two publishes' packs")
        XCTAssertEqual(split([15, 15, 60, 5_000]), 2, "the merged 30 keeps 60 and 5,000 in the progression")
        XCTAssertEqual(split([15, 15, 45, 5_000]), 3, "30 merged needs the 45 too")
        XCTAssertEqual(split([1, 2, 3, 10]), 4, "3 breaks it; 6 merged is more than half of 10")
        XCTAssertEqual(split([3, 3, 3, 100]), 3)
        XCTAssertEqual(split([10, 100, 150]), 3, "the top pair breaks it: everything is merged")
    }

    /// A publish's tag object is in its pack; making the reference later reuses it, and an existing tag is still
    /// refused without `force`.
    func testATagWrittenAheadGetsOnlyItsReference() throws {
        let project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        let commit = try XCTUnwrap(try repository.tag("1.1.0")?.commit)
        let tagger = GitSignature(name: "Test", email: "test@example.com", time: 1_700_000_000)
        let written = try repository.writingOnePack { writer throws(GitError) in
            try writer.writeTagObject("9.9.9", commit: commit, tagger: tagger, message: "Ahead")
        }
        XCTAssertEqual(repository.objectFiles().loose, 0)
        XCTAssertNil(try repository.tag("9.9.9"))
        let made = try repository.createTag("9.9.9", commit: commit, tagger: tagger, message: "Ahead", force: false)
        XCTAssertEqual(made, written)
        XCTAssertEqual(try repository.tag("9.9.9")?.tag, written)
        XCTAssertEqual(repository.objectFiles().loose, 0, "no second copy of the tag object")
        XCTAssertThrowsError(
            try repository.createTag("9.9.9", commit: commit, tagger: tagger, message: "Ahead", force: false)
        ) { error in
            XCTAssertEqual(error as? GitError, .tagExists(name: "9.9.9"))
        }
    }

    /// Past ``OutputRepository/looseTagLimit`` loose tags, the references are packed into `packed-refs`: every tag,
    /// the branch and a tag made afterwards resolve as before, for libgit2 and for git.
    func testLooseTagsArePackedPastTheLimit() throws {
        let project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        let tagsFolder = project.project.repositoryPath + "/refs/tags"
        try repository.addLooseTags(OutputRepository.looseTagLimit - 3, on: "1.1.0")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tagsFolder).count, 32)
        XCTAssertFalse(try repository.packReferencesIfNeeded(), "32 tags stay loose")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tagsFolder).count, 32)

        let head = try XCTUnwrap(try repository.tag("1.1.0"))
        let tagger = GitSignature(name: "Test", email: "test@example.com", time: 1_700_000_000)
        try repository.createTag("2.0.0", commit: head.commit, tagger: tagger, message: "33rd", force: false)
        let names = try repository.tagNames()
        XCTAssertEqual(names.count, 33)
        let targets = try names.map { try XCTUnwrap(try repository.tag($0)) }
        let branch = try repository.branchTarget("main")
        func git(_ arguments: [String]) throws -> String {
            let result = try TestSupport.run(
                URL(fileURLWithPath: "/usr/bin/git"), ["--git-dir", project.project.repositoryPath] + arguments,
                environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
            XCTAssertEqual(result.status, 0, result.standardError)
            return result.standardOutput
        }
        let listed = try git(["for-each-ref", "--format=%(refname) %(objectname) %(*objectname)"])

        XCTAssertTrue(try repository.packReferencesIfNeeded(), "33 loose tags are packed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tagsFolder), [], "no loose tag is left")
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.project.repositoryPath + "/packed-refs"))
        XCTAssertFalse(try repository.packReferencesIfNeeded(), "nothing loose to pack")
        let reopened = try self.repository(project)
        XCTAssertEqual(try reopened.tagNames(), names)
        XCTAssertEqual(try names.map { try XCTUnwrap(try reopened.tag($0)) }.map(\.tag), targets.map(\.tag))
        XCTAssertEqual(try names.map { try XCTUnwrap(try reopened.tag($0)) }.map(\.commit), targets.map(\.commit))
        XCTAssertEqual(try reopened.branchTarget("main"), branch)
        XCTAssertEqual(try git(["for-each-ref", "--format=%(refname) %(objectname) %(*objectname)"]), listed)

        // References still change as before: a new tag is a loose file again, a packed one can be deleted.
        try reopened.createTag("3.0.0", commit: head.commit, tagger: tagger, message: "After", force: false)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tagsFolder), ["3.0.0"])
        XCTAssertTrue(try reopened.deleteTag("extra-0"))
        XCTAssertNil(try self.repository(project).tag("extra-0"))
        XCTAssertEqual(
            Set(try self.repository(project).tagNames()), Set(names).subtracting(["extra-0"]).union(["3.0.0"]))
        _ = try git(["fsck", "--strict", "--no-dangling"])
    }

    /// A `packed-refs.lock` left by a process killed while packing the references: packing is refused, naming the
    /// lock; a publish is recorded and tagged all the same, its tags staying loose; `verify --repair` removes the lock
    /// and packs them.
    func testAStaleLockKeepsTheTagsLooseWithoutFailingAPublish() throws {
        var project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        try repository.addLooseTags(OutputRepository.looseTagLimit, on: "1.1.0")
        let lock = project.project.repositoryPath + "/packed-refs.lock"
        XCTAssertTrue(FileManager.default.createFile(atPath: lock, contents: Data()))
        XCTAssertThrowsError(try repository.packReferencesIfNeeded()) { error in
            let message = (error as? GitError)?.localizedDescription ?? "\(error)"
            XCTAssertTrue(message.contains("pack the references"), message)
            XCTAssertTrue(message.contains(lock), message)
        }

        try project.edit(Edits.setColor("action", "primary", "#1D4E01"))
        let published = try XCTUnwrap(try project.publish().published)
        let tagsFolder = project.project.repositoryPath + "/refs/tags"
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: tagsFolder).count, OutputRepository.looseTagLimit + 4)
        XCTAssertEqual(
            try self.repository(project).tag(published.revision.version)?.commit.hex, published.revision.outputCommit)

        // (A verify without --repair of a shared registry mends this machine's repository too: repair at once.)
        let repaired = try project.project.registry.verify(quick: false, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertTrue(repaired.repairs.contains("removed the stale lock packed-refs.lock"), "\(repaired.repairs)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: lock))
        // The repair keeps the repository compact as a publish does: the tags are packed now.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tagsFolder), [])
        XCTAssertEqual(try self.repository(project).tagNames().count, OutputRepository.looseTagLimit + 4)
    }

    /// A publish packs the references once more than ``OutputRepository/looseTagLimit`` tags are loose, its own tag
    /// among them, and the history verifies.
    func testAPublishPacksTheLooseTags() throws {
        var project = try TestProject.threeRevisions(self)
        try repository(project).addLooseTags(OutputRepository.looseTagLimit, on: "1.1.0")
        try project.edit(Edits.setColor("action", "primary", "#1D4E01"))
        try project.publish()
        let version = try XCTUnwrap(try project.project.registry.log(limit: 1).first?.version)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: project.project.repositoryPath + "/refs/tags"), [])
        XCTAssertNotNil(try self.repository(project).tag(version))
        let report = try project.project.registry.verify(quick: false, repair: false)
        XCTAssertEqual(report.problems, [])
    }

    func testMergingKeepsTheBiggerPacksAndEveryObject() throws {
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
        XCTAssertEqual(repository.maintenance, .merge, "three packs of two objects break the progression")
        try repository.mergeSmallPacks()
        let files = repository.objectFiles()
        XCTAssertEqual(files.packs.count, 2)
        XCTAssertTrue(files.packs.contains(biggest), "the biggest pack, in the progression, is not rewritten")
        XCTAssertEqual(files.loose, 0)
        for id in written { XCTAssertTrue(try self.repository(project).objectExists(id)) }
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    /// A write of a few objects is packed whole (``OutputRepository/packWithoutDeltas(_:from:)``), one of more through
    /// libgit2's pack builder, with deltas: git reads both packs, every object with its bytes, and fsck passes. The
    /// sizes cross the boundaries of the pack's size field (4 bits, then 7 bits a byte).
    func testAFewObjectsArePackedWholeAndManyWithDeltasAndGitReadsBoth() throws {
        let project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        try repository.consolidate(keeping: [])
        let packFolder = URL(fileURLWithPath: repository.path).appendingPathComponent("objects/pack")
        func newPack(_ write: () throws -> Void) throws -> (index: String, verified: String) {
            let before = Set(repository.objectFiles().packs)
            try write()
            let added = repository.objectFiles().packs.filter { !before.contains($0) }
            XCTAssertEqual(added.count, 1, "one pack per write")
            let index = packFolder.appendingPathComponent(try XCTUnwrap(added.first).dropLast(".pack".count) + ".idx")
            return (index.path, try TestServers.git(["--git-dir", repository.path, "verify-pack", "-v", index.path]))
        }
        func checkContents(_ files: [GeneratedFile], tree: GitObjectID) throws {
            for file in files {
                let shown = try TestSupport.run(
                    URL(fileURLWithPath: "/usr/bin/git"),
                    ["--git-dir", repository.path, "cat-file", "blob", "\(tree):\(file.path)"])
                XCTAssertEqual(shown.status, 0, shown.standardError)
                XCTAssertEqual(Array(shown.standardOutput.utf8), file.contents, file.path)
            }
        }

        // Printable bytes (git's output is read as text) that compress little, the same on every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let sizes = [0, 1, 15, 16, 17, 2_047, 2_048, 2_049, 262_143, 262_144, 300_000]
        let few = sizes.map { size in
            GeneratedFile(
                path: "few/\(size).txt",
                contents: (0..<size).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(0x20 + (state >> 33) % 95)
                })
        }
        var fewTree: GitObjectID?
        let whole = try newPack {
            fewTree = try repository.writingOnePack { writer throws(GitError) in
                try writer.writeTree(few, reusing: nil)
            }
        }
        XCTAssertLessThanOrEqual(sizes.count + 2, OutputRepository.packedWithoutDeltasUpTo)
        XCTAssertTrue(whole.verified.contains("non delta: \(sizes.count + 2) objects"), whole.verified)
        XCTAssertFalse(whole.verified.contains("chain length"), "whole objects: \(whole.verified)")
        // Written by dsys, not the builder: its first object's zlib stream is at the fastest level (78 01).
        let bytes = [UInt8](
            try Data(contentsOf: URL(fileURLWithPath: whole.index.replacingOccurrences(of: ".idx", with: ".pack"))))
        var offset = 12
        while bytes[offset] & 0x80 != 0 { offset += 1 }
        XCTAssertEqual(Array(bytes[offset + 1...offset + 2]), [0x78, 0x01])
        try checkContents(few, tree: try XCTUnwrap(fewTree))

        // Files alike, as the colorsets of a catalog: past the limit, the builder stores most as deltas.
        let many = (0...OutputRepository.packedWithoutDeltasUpTo).map { index in
            GeneratedFile(
                path: "many/\(index).json",
                text: String(repeating: "{\"color\": \"#1D4ED8\"}\n", count: 40) + "{\"index\": \(index)}\n")
        }
        var manyTree: GitObjectID?
        let built = try newPack {
            manyTree = try repository.writingOnePack { writer throws(GitError) in
                try writer.writeTree(many, reusing: nil)
            }
        }
        XCTAssertTrue(built.verified.contains("chain length = 1"), "deltas: \(built.verified)")
        try checkContents(many, tree: try XCTUnwrap(manyTree))

        let fsck = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"), ["--git-dir", repository.path, "fsck", "--strict", "--full"])
        XCTAssertEqual(fsck.status, 0, fsck.standardError)
        XCTAssertEqual(try project.project.registry.verify(quick: false, repair: false).problems, [])
    }

    /// A pack a crash left without a readable index is not merged (its objects cannot be listed): the merge of the
    /// others goes on, and the pack stays for consolidation to remove.
    func testMergingLeavesOutAPackWithoutAReadableIndex() throws {
        let project = try TestProject.threeRevisions(self)
        let repository = try repository(project)
        try repository.consolidate(keeping: [])
        for index in 0..<3 {
            let file = GeneratedFile(path: "extra-\(index).txt", text: String(repeating: "line \(index)\n", count: 50))
            _ = try repository.writingOnePack { writer throws(GitError) in try writer.writeTree([file], reusing: nil) }
        }
        let packFolder = URL(fileURLWithPath: repository.path).appendingPathComponent("objects/pack")
        let orphan = "pack-" + String(repeating: "0", count: 40)
        try Data("PACK".utf8).write(to: packFolder.appendingPathComponent(orphan + ".pack"))
        try Data("not an index".utf8).write(to: packFolder.appendingPathComponent(orphan + ".idx"))
        XCTAssertFalse(repository.packsToMerge(repository.objectFiles().packs).contains(orphan + ".pack"))
        XCTAssertEqual(repository.maintenance, .merge)
        try repository.mergeSmallPacks()
        XCTAssertTrue(repository.objectFiles().packs.contains(orphan + ".pack"))
        XCTAssertEqual(repository.objectFiles().packs.count, 3, "the biggest, the merged one and the orphan")
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
        XCTAssertEqual(repository.objectFiles().packs.count, 1)
        XCTAssertEqual(repository.objectFiles().loose, 0)
        XCTAssertTrue(repository.objectExists(head.commit))
        let repaired = try project.project.registry.verify(quick: false, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(try self.repository(project).tag("1.1.0")?.commit, head.commit)
    }

    func testPackingNamesOrderTheDeltaSearchAsTheirKeys() {
        let base = libgit2Hash(PackingOrder.name(for: 0))
        var generator = SplitMix64(seed: 0x7061_636B)
        for key: UInt32 in [0, 1, 3, 4, 255, 4096, 1 << 24, (1 << 26) - 1]
            + (0..<200).map({ _ in
                UInt32.random(in: 0..<(1 << 26), using: &generator)
            })
        {
            let name = PackingOrder.name(for: key)
            XCTAssertEqual(name.utf8.count, 13)
            XCTAssertEqual(libgit2Hash(name) &- base, key, "the hash of \(name) is a constant plus \(key)")
        }
        // libgit2's hash as documented in pack-objects.c: the last bytes weigh most, whitespace is skipped.
        XCTAssertEqual(libgit2Hash("a.c"), libgit2Hash("a .c"))
        XCTAssertEqual(libgit2Hash("c"), UInt32(UInt8(ascii: "c")) << 24)
    }

    /// A file that changes in place (a changelog keeping its latest entries, as the package's CHANGELOG.md does)
    /// and a folder whose tree changes by one entry per commit: sorted by size, libgit2's window of 10 misses each
    /// version's neighbours in time; sorted by path and commit, it finds them. The consolidated pack stays within
    /// 1.25× of what git makes with `gc --aggressive`'s window of 250.
    func testConsolidationFindsTheDeltasOfFilesThatChangeInPlace() throws {
        let folder = try TestSupport.temporaryDirectory(self, "history.git")
        let repository = try OutputRepository.open(at: folder.path, create: true)
        var random = SplitMix(seed: 42)
        func words(_ count: Int) -> String {
            (0..<count).map { _ in String(random.next() % 1_000_000, radix: 36) }.joined(separator: " ")
        }
        var entries: [String] = []
        var colors = (0..<300).map { "{\"color\": \"#\(String(format: "%06X", $0 * 997 % 0xFFFFFF))\"}\n" }
        var parent: GitObjectID?
        var commits: [GitObjectID] = []
        let signature = GitSignature(name: "Test", email: "test@example.com", time: 1_700_000_000)
        for revision in 0..<150 {
            entries.insert("## \(revision)\n\n" + words(Int(random.next() % 60) + 5) + "\n", at: 0)
            entries = Array(entries.prefix(40))
            colors[Int(random.next() % 300)] = "{\"color\": \"#\(String(format: "%06X", random.next() % 0xFFFFFF))\"}\n"
            let files =
                [GeneratedFile(path: "CHANGELOG.md", text: entries.joined(separator: "\n"))]
                + colors.enumerated().map { GeneratedFile(path: "Colors/c\($0.offset).json", text: $0.element) }
            let tree = try repository.writeTree(files, reusing: nil)
            let commit = try repository.createCommit(
                tree: tree, parent: parent, author: signature, committer: signature, message: "Revision \(revision)")
            try repository.setBranch("main", to: commit, expectedCurrent: parent)
            parent = commit
            commits.append(commit)
        }
        try repository.consolidate(keeping: commits)
        let files = repository.objectFiles()
        XCTAssertEqual(files.packs.count, 1)
        XCTAssertEqual(files.loose, 0)

        let reference = try TestSupport.temporaryDirectory(self, "reference.git")
        try git(["clone", "--quiet", "--mirror", folder.path, reference.path])
        // One thread: git's delta search over several threads splits the objects by timing, so the reference's size
        // (and the limit) would vary from run to run.
        try git([
            "-C", reference.path, "-c", "pack.threads=1", "repack", "-a", "-d", "-f", "--window=250", "--depth=50",
            "--quiet",
        ])
        let packSize = files.packSizes.reduce(0, +)
        let referenceSize = try FileManager.default.contentsOfDirectory(
            atPath: reference.appendingPathComponent("objects/pack").path
        ).filter { $0.hasSuffix(".pack") }.map {
            try FileManager.default.attributesOfItem(
                atPath: reference.appendingPathComponent("objects/pack/\($0)").path)[.size] as? Int ?? 0
        }.reduce(0, +)
        XCTAssertGreaterThan(referenceSize, 0)
        XCTAssertLessThanOrEqual(
            Double(packSize), 1.25 * Double(referenceSize), "dsys \(packSize) bytes, git --window=250 \(referenceSize)")
        let fsck = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"), ["-C", folder.path, "fsck", "--strict", "--no-dangling"],
            environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        XCTAssertEqual(fsck.status, 0, fsck.standardError)
    }

    private func git(_ arguments: [String]) throws {
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"), arguments,
            environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "LC_ALL": "C"])
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.standardError)")
    }
}

/// libgit2's `name_hash` in `pack-objects.c` (and git's `pack_name_hash`): the order a pack builder sorts by.
private func libgit2Hash(_ name: String) -> UInt32 {
    var hash: UInt32 = 0
    for byte in name.utf8 where !(byte == 0x20 || (0x09...0x0D).contains(byte)) {
        hash = (hash >> 2) &+ (UInt32(byte) << 24)
    }
    return hash
}

/// A small deterministic generator, so the history is the same on every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
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
        let versions = try project.project.registry.log(limit: nil).map(\.version).reversed().map { $0 }
        let tampered = versions[Registry.verifyBatch + 1]
        let untagged = versions[count - 1]
        try DatabaseQueue(path: project.project.databasePath).write { db in
            try db.execute(sql: "UPDATE revision SET message = 'x' WHERE version = ?", arguments: [tampered])
        }
        XCTAssertTrue(try OutputRepository.open(at: project.project.repositoryPath, create: false).deleteTag(untagged))
        let report = try project.project.registry.verify(quick: false, repair: true)
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
