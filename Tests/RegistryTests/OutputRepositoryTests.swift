import CLibGit2
import Foundation
import Generator
import TestSupport
import XCTest

@testable import Registry

final class OutputRepositoryTests: XCTestCase {
    private let author = GitSignature(
        name: "Ada Lovelace", email: "ada@example.com", time: 1_700_000_000, offsetMinutes: 60)
    private let registry = GitSignature(name: "dsys", email: "dsys@localhost", time: 1_700_000_100, offsetMinutes: 0)

    // MARK: - Repository

    func testCreatesABareRepositoryWhoseHeadIsMain() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let path = root.appendingPathComponent(".dsys/output.git").path

        XCTAssertThrowsError(try OutputRepository.open(at: path, create: false)) { error in
            XCTAssertEqual(error as? GitError, .notARepository(path: path))
        }
        let repository = try OutputRepository.open(at: path, create: true)
        XCTAssertEqual(repository.path, path)
        XCTAssertEqual(try git(["rev-parse", "--is-bare-repository"], in: path), "true\n")
        XCTAssertEqual(try git(["symbolic-ref", "HEAD"], in: path), "refs/heads/main\n")
        XCTAssertNil(try repository.branchTarget("main"))
        XCTAssertEqual(try repository.tagNames(), [])

        // Opening again, with or without `create`, finds the same repository.
        _ = try OutputRepository.open(at: path, create: true)
        _ = try OutputRepository.open(at: path, create: false)
    }

    // MARK: - Trees

    func testTreeIDMatchesWriteTreeAndGit() throws {
        let path = try makeRepository()
        let repository = try OutputRepository.open(at: path, create: false)
        let files = smallPackage()

        let computed = try OutputRepository.treeID(of: files)
        let written = try repository.writeTree(files, reusing: nil)
        XCTAssertEqual(written, computed)
        XCTAssertEqual(computed, try gitWriteTree(files))
        XCTAssertEqual(try git(["cat-file", "-t", computed.hex], in: path), "tree\n")
        // Entries as git lists them: "Sources-a.txt" < "Sources.txt" < "Sources/" < "Sources0".
        let listing = try git(["ls-tree", "--name-only", computed.hex], in: path)
        XCTAssertEqual(listing, "Package.swift\nREADME.md\nSources-a.txt\nSources.txt\nSources\nSources0\nempty\n")
        try assertFsckIsClean(path)
    }

    func testEmptyPackageIsTheEmptyTree() throws {
        let path = try makeRepository()
        let repository = try OutputRepository.open(at: path, create: false)
        let empty = GitObjectID(hex: "4b825dc642cb6eb9a060e54bf8d69288fbee4904")
        XCTAssertEqual(try OutputRepository.treeID(of: []), empty)
        XCTAssertEqual(try repository.writeTree([], reusing: nil), empty)
    }

    func testLargePackageMatchesGitAndReusesUnchangedFolders() throws {
        let path = try makeRepository()
        let revision1 = colorsetPackage(count: 2_500)
        var revision2 = revision1
        let changed = try XCTUnwrap(revision2.firstIndex { $0.path.hasPrefix("Colors.xcassets/dsColor1234.colorset/") })
        revision2[changed].contents += Array("\n".utf8)

        let repository = try OutputRepository.open(at: path, create: false)
        var start = Date()
        let tree1 = try repository.writeTree(revision1, reusing: nil)
        let freshTime = Date().timeIntervalSince(start)
        XCTAssertEqual(tree1, try OutputRepository.treeID(of: revision1))
        XCTAssertEqual(tree1, try gitWriteTree(revision1))
        let afterRevision1 = try looseObjectCount(path)
        // Every file is its own blob except the identical colorset contents; plus one tree per folder.
        XCTAssertGreaterThan(afterRevision1, 2_500)

        start = Date()
        let tree2 = try repository.writeTree(revision2, reusing: tree1)
        let reuseTime = Date().timeIntervalSince(start)
        XCTAssertEqual(tree2, try OutputRepository.treeID(of: revision2))
        // The changed blob, its colorset folder, Colors.xcassets and the root: nothing else is written.
        XCTAssertEqual(try looseObjectCount(path) - afterRevision1, 4)

        // Without a previous tree everything is checked, and nothing that exists is written again.
        let unchangedCount = try looseObjectCount(path)
        start = Date()
        XCTAssertEqual(try repository.writeTree(revision2, reusing: nil), tree2)
        let checkTime = Date().timeIntervalSince(start)
        XCTAssertEqual(try looseObjectCount(path), unchangedCount)

        start = Date()
        _ = try OutputRepository.treeID(of: revision1)
        let hashTime = Date().timeIntervalSince(start)
        print(
            String(
                format: "writeTree of %d files: fresh %.3f s, reusing %.3f s, all checked %.3f s; treeID %.3f s",
                revision1.count, freshTime, reuseTime, checkTime, hashTime))
        try assertFsckIsClean(path)
    }

    func testWritingRepairsObjectsLostFromATree() throws {
        let path = try makeRepository()
        let files = smallPackage()
        let tree = try OutputRepository.open(at: path, create: false).writeTree(files, reusing: nil)
        let blobs = try OutputRepository.blobIDs(of: files)
        let lost = try XCTUnwrap(blobs["Sources/DS/Button.swift"])
        try deleteLooseObject(lost, in: path)

        let repository = try OutputRepository.open(at: path, create: false)
        XCTAssertFalse(repository.objectExists(lost))
        XCTAssertEqual(try repository.writeTree(files, reusing: nil), tree)
        XCTAssertTrue(repository.objectExists(lost))
        try assertFsckIsClean(path)
    }

    func testFilesAndBlobIDsReadBackATree() throws {
        let path = try makeRepository()
        let repository = try OutputRepository.open(at: path, create: false)
        let files = smallPackage()
        let tree = try repository.writeTree(files, reusing: nil)

        let sorted = files.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        XCTAssertEqual(try repository.files(in: tree), sorted)
        XCTAssertEqual(try repository.blobIDs(in: tree), try OutputRepository.blobIDs(of: files))
        let readme = try git(["rev-parse", "\(tree.hex):README.md"], in: path)
        XCTAssertEqual(try repository.blobIDs(in: tree)["README.md"]?.hex, readme.trimmingCharacters(in: .newlines))
    }

    func testTreeIDIsGitsForTheFilesInEveryOrder() throws {
        // Git compares a folder's name as if it ended with "/": "a.b" < "a/" < "a0", and "b-" < "b/" < "b0".
        let paths = ["a.b", "a/x", "a0", "a-/y", "b/a.b", "b/a/z"]
        let files = paths.map { GeneratedFile(path: $0, text: "\($0)\n") }
        let expected = try XCTUnwrap(try gitWriteTree(files))

        var orders = 0
        func check(_ chosen: [GeneratedFile], _ rest: [GeneratedFile]) throws {
            guard !rest.isEmpty else {
                orders += 1
                return XCTAssertEqual(try OutputRepository.treeID(of: chosen), expected, "\(chosen.map(\.path))")
            }
            for index in rest.indices {
                var remaining = rest
                let next = remaining.remove(at: index)
                try check(chosen + [next], remaining)
            }
        }
        try check([], files)
        XCTAssertEqual(orders, 720)
    }

    func testPathsGitCannotHoldAreRefused() {
        let cases: [([String], String)] = [
            (["a.swift", "a.swift"], "a.swift"),
            (["a", "a/b.swift"], "a/b.swift"),
            (["a/b.swift", "a"], "a"),
            // A file and a folder of one name, other names between them in the order of the paths' bytes.
            (["a", "a!", "a.b/c", "a/b.swift"], "a/b.swift"),
            (["x/a", "x/a.b", "x/a/c", "y"], "x/a/c"),
            (["a/b.swift", "a!", "a"], "a"),
            ([""], ""),
            (["/abs.swift"], "/abs.swift"),
            (["a//b.swift"], "a//b.swift"),
            (["a/"], "a/"),
            (["../up.swift"], "../up.swift"),
            (["./here.swift"], "./here.swift"),
            ([".GIT/config"], ".GIT/config"),
            (["nul\u{0}.swift"], "nul\u{0}.swift"),
        ]
        for (paths, culprit) in cases {
            let files = paths.map { GeneratedFile(path: $0, text: "x") }
            XCTAssertThrowsError(try OutputRepository.treeID(of: files), "\(paths)") { error in
                guard case .invalidPath(let path, _) = error as? GitError else {
                    return XCTFail("\(paths): \(error)")
                }
                XCTAssertEqual(path, culprit)
            }
        }
    }

    // MARK: - Commits, branches and tags

    func testCommitBranchAndTagAreWhatGitSees() throws {
        let path = try makeRepository()
        let repository = try OutputRepository.open(at: path, create: false)
        let files = smallPackage()
        let tree1 = try repository.writeTree(files, reusing: nil)
        let commit1 = try repository.createCommit(
            tree: tree1, parent: nil, author: author, committer: registry, message: "Publish 1.0.0")
        XCTAssertNil(try repository.branchTarget("main"), "createCommit must not move any reference")
        try repository.setBranch("main", to: commit1, expectedCurrent: nil)
        let tag1 = try repository.createTag(
            "1.0.0", commit: commit1, tagger: registry, message: "dsys 1.0.0\n\nFirst release.", force: false)

        var changed = files
        changed[0].contents += Array("// more\n".utf8)
        let tree2 = try repository.writeTree(changed, reusing: tree1)
        let commit2 = try repository.createCommit(
            tree: tree2, parent: commit1, author: author, committer: registry, message: "Publish 1.1.0\n\n\n")
        try repository.setBranch("main", to: commit2, expectedCurrent: commit1)
        try repository.createTag("1.1.0", commit: commit2, tagger: registry, message: "dsys 1.1.0", force: false)

        XCTAssertEqual(try repository.branchTarget("main"), commit2)
        XCTAssertEqual(try repository.tagNames(), ["1.0.0", "1.1.0"])
        XCTAssertEqual(try repository.tag("1.0.0")?.tag, tag1)
        XCTAssertEqual(try repository.tag("1.0.0")?.commit, commit1)
        XCTAssertEqual(try repository.tag("1.1.0")?.commit, commit2)
        XCTAssertNil(try repository.tag("9.9.9"))

        let info = try XCTUnwrap(try repository.commit(commit2))
        XCTAssertEqual(
            info,
            GitCommitInfo(
                id: commit2, tree: tree2, parents: [commit1], message: "Publish 1.1.0\n", author: author,
                committer: registry))
        XCTAssertEqual(try repository.commit(commit1)?.parents, [])

        // What the git command line reads from the same repository.
        let log = try git(
            ["log", "--format=%H %T %P|%an <%ae> %at %ad|%cn <%ce> %ct|%B", "--date=raw", "main"], in: path)
        XCTAssertEqual(
            log,
            """
            \(commit2) \(tree2) \(commit1)|Ada Lovelace <ada@example.com> 1700000000 1700000000 +0100|\
            dsys <dsys@localhost> 1700000100|Publish 1.1.0

            \(commit1) \(tree1) |Ada Lovelace <ada@example.com> 1700000000 1700000000 +0100|\
            dsys <dsys@localhost> 1700000100|Publish 1.0.0


            """)
        XCTAssertEqual(
            try git(["cat-file", "-p", tag1.hex], in: path),
            """
            object \(commit1)
            type commit
            tag 1.0.0
            tagger dsys <dsys@localhost> 1700000100 +0000

            dsys 1.0.0

            First release.

            """)
        XCTAssertEqual(
            try git(["for-each-ref", "--format=%(refname) %(objecttype) %(objectname) %(*objectname)"], in: path),
            """
            refs/heads/main commit \(commit2) 
            refs/tags/1.0.0 tag \(tag1) \(commit1)
            refs/tags/1.1.0 tag \(try XCTUnwrap(repository.tag("1.1.0")).tag) \(commit2)

            """)
        try assertFsckIsClean(path)

        // A clone at a tag checks out exactly the files of that revision.
        let checkout = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("checkout")
        try git(["clone", "--quiet", "--branch", "1.0.0", path, checkout.path])
        let checkedOut = TestSupport.files(below: checkout).filter { !$0.hasPrefix(".git/") }
        XCTAssertEqual(checkedOut, files.map(\.path).sorted())
        for file in files {
            let contents = try Data(contentsOf: checkout.appendingPathComponent(file.path))
            XCTAssertEqual(Array(contents), file.contents, file.path)
        }
    }

    func testSetBranchRefusesWhenTheBranchIsNotWhereExpected() throws {
        let path = try makeRepository()
        let repository = try OutputRepository.open(at: path, create: false)
        let tree = try repository.writeTree(smallPackage(), reusing: nil)
        let first = try repository.createCommit(
            tree: tree, parent: nil, author: author, committer: registry, message: "one")
        let second = try repository.createCommit(
            tree: tree, parent: first, author: author, committer: registry, message: "two")

        // Expected an existing branch that does not exist.
        XCTAssertThrowsError(try repository.setBranch("main", to: second, expectedCurrent: first)) { error in
            XCTAssertEqual(error as? GitError, .branchMoved(branch: "main", expected: first, actual: nil))
        }
        try repository.setBranch("main", to: first, expectedCurrent: nil)
        // Expected no branch, but another publisher created it.
        XCTAssertThrowsError(try repository.setBranch("main", to: second, expectedCurrent: nil)) { error in
            XCTAssertEqual(error as? GitError, .branchMoved(branch: "main", expected: nil, actual: first))
        }
        // Expected the wrong commit.
        XCTAssertThrowsError(try repository.setBranch("main", to: first, expectedCurrent: second)) { error in
            XCTAssertEqual(error as? GitError, .branchMoved(branch: "main", expected: second, actual: first))
        }
        XCTAssertEqual(try repository.branchTarget("main"), first)

        try repository.setBranch("main", to: second, expectedCurrent: first)
        XCTAssertEqual(try repository.branchTarget("main"), second)
        // Setting it where it already is, as a retry after a crash would, is fine.
        try repository.setBranch("main", to: second, expectedCurrent: second)

        XCTAssertThrowsError(try repository.setBranch("main", to: tree, expectedCurrent: second)) { error in
            XCTAssertEqual(error as? GitError, .unexpectedObjectType(id: tree, expected: "commit", actual: "tree"))
        }
        let unknown = try XCTUnwrap(GitObjectID(hex: String(repeating: "ab", count: 20)))
        XCTAssertThrowsError(try repository.setBranch("main", to: unknown, expectedCurrent: second)) { error in
            XCTAssertEqual(error as? GitError, .objectMissing(id: unknown))
        }
        XCTAssertThrowsError(try repository.setBranch("bad..name", to: second, expectedCurrent: nil)) { error in
            guard case .libgit2(_, let code, _) = error as? GitError else { return XCTFail("\(error)") }
            XCTAssertEqual(code, -12)  // GIT_EINVALIDSPEC
        }
    }

    func testLocksLeftByAKilledProcessBlockUpdatesUntilRemoved() throws {
        let path = try makeRepository()
        let repository = try OutputRepository.open(at: path, create: false)
        let tree = try repository.writeTree(smallPackage(), reusing: nil)
        let commit = try repository.createCommit(
            tree: tree, parent: nil, author: author, committer: registry, message: "one")
        let lock = URL(fileURLWithPath: path).appendingPathComponent("refs/heads/main.lock")
        try Data("0000\n".utf8).write(to: lock)

        XCTAssertThrowsError(try repository.setBranch("main", to: commit, expectedCurrent: nil)) { error in
            XCTAssertEqual(error as? GitError, .referenceLocked(name: "refs/heads/main"))
        }
        XCTAssertEqual(try repository.removeStaleLocks(), ["refs/heads/main.lock"])
        try repository.setBranch("main", to: commit, expectedCurrent: nil)
        XCTAssertEqual(try repository.branchTarget("main"), commit)
        XCTAssertEqual(try repository.removeStaleLocks(), [])
    }

    func testMovedAndDeletedTagsAreDetected() throws {
        let path = try makeRepository()
        let repository = try OutputRepository.open(at: path, create: false)
        let tree = try repository.writeTree(smallPackage(), reusing: nil)
        let first = try repository.createCommit(
            tree: tree, parent: nil, author: author, committer: registry, message: "one")
        let second = try repository.createCommit(
            tree: tree, parent: first, author: author, committer: registry, message: "two")
        let tag = try repository.createTag("1.0.0", commit: first, tagger: registry, message: "1.0.0", force: false)

        XCTAssertThrowsError(
            try repository.createTag("1.0.0", commit: second, tagger: registry, message: "1.0.0", force: false)
        ) { error in
            XCTAssertEqual(error as? GitError, .tagExists(name: "1.0.0"))
        }
        // Someone moves the tag behind the registry's back.
        try git(["tag", "-f", "1.0.0", second.hex], in: path)
        let moved = try XCTUnwrap(try OutputRepository.open(at: path, create: false).tag("1.0.0"))
        XCTAssertEqual(moved.commit, second)
        XCTAssertEqual(moved.tag, second, "a lightweight tag reports the commit as its tag object")
        XCTAssertNotEqual(moved.tag, tag)

        // Repair puts it back; the same tagger and message give the same tag object.
        let repaired = try repository.createTag("1.0.0", commit: first, tagger: registry, message: "1.0.0", force: true)
        XCTAssertEqual(repaired, tag)
        XCTAssertEqual(try repository.tag("1.0.0")?.commit, first)

        XCTAssertTrue(try repository.deleteTag("1.0.0"))
        XCTAssertFalse(try repository.deleteTag("1.0.0"))
        XCTAssertNil(try repository.tag("1.0.0"))
        XCTAssertEqual(try repository.tagNames(), [])
    }

    func testMissingObjectsAreReportedNotFatal() throws {
        let path = try makeRepository()
        let files = smallPackage()
        let (tree, commit) = try {
            let repository = try OutputRepository.open(at: path, create: false)
            let tree = try repository.writeTree(files, reusing: nil)
            let commit = try repository.createCommit(
                tree: tree, parent: nil, author: author, committer: registry, message: "one")
            try repository.createTag("1.0.0", commit: commit, tagger: registry, message: "1.0.0", force: false)
            return (tree, commit)
        }()
        let blob = try XCTUnwrap(try OutputRepository.blobIDs(of: files)["Sources/DS/Button.swift"])
        try deleteLooseObject(blob, in: path)
        try deleteLooseObject(commit, in: path)

        // A new instance, since libgit2 caches objects it has already read.
        let repository = try OutputRepository.open(at: path, create: false)
        XCTAssertFalse(repository.objectExists(commit))
        XCTAssertNil(try repository.commit(commit))
        XCTAssertThrowsError(try repository.tag("1.0.0")) { error in
            XCTAssertEqual(error as? GitError, .objectMissing(id: commit))
        }
        XCTAssertThrowsError(try repository.files(in: tree)) { error in
            XCTAssertEqual(error as? GitError, .objectMissing(id: blob))
        }
        // Listing blob ids does not read blobs, so it still works.
        XCTAssertEqual(try repository.blobIDs(in: tree)["Sources/DS/Button.swift"], blob)
        XCTAssertThrowsError(
            try repository.createCommit(tree: tree, parent: commit, author: author, committer: registry, message: "x")
        ) { error in
            XCTAssertEqual(error as? GitError, .objectMissing(id: commit))
        }

        try deleteLooseObject(tree, in: path)
        let again = try OutputRepository.open(at: path, create: false)
        XCTAssertThrowsError(try again.files(in: tree)) { error in
            XCTAssertEqual(error as? GitError, .objectMissing(id: tree))
        }
        XCTAssertThrowsError(
            try again.createCommit(tree: tree, parent: nil, author: author, committer: registry, message: "x")
        ) { error in
            XCTAssertEqual(error as? GitError, .objectMissing(id: tree))
        }
        let readme = try XCTUnwrap(try OutputRepository.blobIDs(of: files)["README.md"])
        XCTAssertThrowsError(try again.commit(readme)) { error in
            XCTAssertEqual(error as? GitError, .unexpectedObjectType(id: readme, expected: "commit", actual: "blob"))
        }
    }

    func testSameInputsGiveTheSameIDsInAnyRepository() throws {
        var ids: [[GitObjectID]] = []
        for _ in 0..<2 {
            let repository = try OutputRepository.open(at: try makeRepository(), create: false)
            let tree = try repository.writeTree(smallPackage(), reusing: nil)
            let first = try repository.createCommit(
                tree: tree, parent: nil, author: author, committer: registry, message: "Publish 1.0.0")
            let second = try repository.createCommit(
                tree: tree, parent: first, author: author, committer: registry, message: "Publish 1.0.1\n")
            let tag = try repository.createTag(
                "1.0.1", commit: second, tagger: registry, message: "1.0.1", force: false)
            ids.append([tree, first, second, tag])
        }
        XCTAssertEqual(ids[0], ids[1])

        let repository = try OutputRepository.open(at: try makeRepository(), create: false)
        let tree = try repository.writeTree(smallPackage(), reusing: nil)
        var later = author
        later.time += 1
        let other = try repository.createCommit(
            tree: tree, parent: nil, author: later, committer: registry, message: "Publish 1.0.0")
        XCTAssertNotEqual(other, ids[0][1])
    }

    func testInputsCStringsCannotCarryAreRefused() throws {
        let repository = try OutputRepository.open(at: try makeRepository(), create: false)
        let tree = try repository.writeTree(smallPackage(), reusing: nil)
        XCTAssertThrowsError(
            try repository.createCommit(
                tree: tree, parent: nil, author: author, committer: registry, message: "a\u{0}b")
        ) { error in
            XCTAssertEqual(error as? GitError, .invalidInput(what: "message", reason: "it contains a NUL character"))
        }
        var angry = author
        angry.name = "Eve <evil>"
        XCTAssertThrowsError(
            try repository.createCommit(tree: tree, parent: nil, author: angry, committer: registry, message: "x")
        ) { error in
            guard case .libgit2(let operation, _, let message) = error as? GitError else { return XCTFail("\(error)") }
            XCTAssertTrue(operation.contains("as author"), operation)
            XCTAssertFalse(message.isEmpty)
        }
    }

    func testObjectIDsParseAndPrint() {
        let hex = "4B825DC642CB6EB9A060E54BF8D69288FBEE4904"
        let id = GitObjectID(hex: hex)
        XCTAssertEqual(id?.hex, hex.lowercased())
        XCTAssertEqual(id?.description, hex.lowercased())
        XCTAssertEqual(id.flatMap { GitObjectID(bytes: $0.bytes) }, id)
        XCTAssertNil(GitObjectID(hex: "4b825dc"))
        XCTAssertNil(GitObjectID(hex: String(repeating: "g", count: 40)))
        XCTAssertNil(GitObjectID(bytes: [1, 2, 3]))
    }

    /// Ids held inline are equal, hashed and written exactly as their 20 bytes: every byte position counts, the
    /// bytes come back in order whichever way they are read, and libgit2 reads the id handed to it as those bytes.
    func testObjectIDsAreTheirTwentyBytesInEveryUse() {
        var generator = SplitMix64(seed: 0x6769_745F_6F69_64)
        var byBytes: [[UInt8]: GitObjectID] = [:]
        var ids = Set<GitObjectID>()
        for _ in 0..<2_000 {
            let bytes = (0..<GitObjectID.byteCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
            guard let id = GitObjectID(bytes: bytes) else { return XCTFail("20 bytes make an id") }
            XCTAssertEqual(id.bytes, bytes)
            XCTAssertEqual(GitObjectID(bytes: bytes[...]), id, "a slice of the bytes")
            XCTAssertEqual(GitObjectID(hex: id.hex), id)
            var written: [UInt8] = [7]
            id.append(to: &written)
            XCTAssertEqual(written, [7] + bytes)
            XCTAssertEqual(id.withUnsafeBytes { Array($0) }, bytes)
            // libgit2's own spelling of the `git_oid` an id hands it, and the id of the `git_oid` libgit2 parses.
            var oid = id.oid
            XCTAssertEqual(git_oid_tostr_s(&oid).map { String(cString: $0) }, id.hex)
            var parsed = git_oid()
            XCTAssertEqual(git_oid_fromstr(&parsed, id.hex), 0)
            XCTAssertEqual(GitObjectID(parsed), id)
            byBytes[bytes] = id
            ids.insert(id)
        }
        XCTAssertEqual(ids.count, byBytes.count)
        // Ids that differ in one byte only, at each position, are different ids.
        let zero = [UInt8](repeating: 0, count: GitObjectID.byteCount)
        var oneByteApart = Set([GitObjectID(bytes: zero)!])
        for position in zero.indices {
            var bytes = zero
            bytes[position] = 1
            XCTAssertTrue(oneByteApart.insert(GitObjectID(bytes: bytes)!).inserted, "byte \(position)")
        }
        XCTAssertEqual(GitObjectID(hex: "0102030405060708090a0b0c0d0e0f1011121314")?.bytes, Array(1...20))
    }

    // MARK: - Helpers

    /// A few files whose names exercise git's entry order ("Sources" sorts as "Sources/").
    private func smallPackage() -> [GeneratedFile] {
        [
            GeneratedFile(path: "Package.swift", text: "// swift-tools-version: 5.9\n"),
            GeneratedFile(path: "Sources/DS/Button.swift", text: "struct DSButton {}\n"),
            GeneratedFile(path: "Sources/DS/Colors.swift", text: "enum DSColors {}\n"),
            GeneratedFile(path: "Sources/DS/Resources/Colors.xcassets/Contents.json", text: "{}\n"),
            GeneratedFile(path: "Sources-a.txt", text: "dash\n"),
            GeneratedFile(path: "Sources.txt", text: "dot\n"),
            GeneratedFile(path: "Sources0", text: "zero\n"),
            GeneratedFile(path: "README.md", text: "# DS\n"),
            GeneratedFile(path: "empty", contents: []),
        ]
    }

    /// A package shaped like a big design system's: one folder per colorset.
    private func colorsetPackage(count: Int) -> [GeneratedFile] {
        var files = smallPackage()
        files.append(GeneratedFile(path: "Colors.xcassets/Contents.json", text: "{\"info\":{}}\n"))
        for index in 0..<count {
            let name = "dsColor" + String(repeating: "0", count: 4 - String(index).count) + String(index)
            let json = """
                {"colors":[{"color":{"color-space":"srgb","components":{"red":"\(index % 256)","green":"\(index / 256)",\
                "blue":"0.5","alpha":"1"}},"idiom":"universal"}],"info":{"author":"dsys","version":1}}

                """
            files.append(GeneratedFile(path: "Colors.xcassets/\(name).colorset/Contents.json", text: json))
        }
        return files
    }

    private func makeRepository() throws -> String {
        let path = try TestSupport.temporaryDirectory(self).appendingPathComponent("output.git").path
        _ = try OutputRepository.open(at: path, create: true)
        return path
    }

    private static let gitEnvironment = [
        "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C",
    ]

    /// Runs the git command line (in `repository` when given) and returns its standard output.
    @discardableResult
    private func git(_ arguments: [String], in repository: String? = nil) throws -> String {
        let prefix = repository.map { ["-C", $0] } ?? []
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"), prefix + arguments, environment: Self.gitEnvironment)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.standardError)")
        return result.standardOutput
    }

    /// The tree id the git command line computes for `files` written to a work tree and added to an index.
    private func gitWriteTree(_ files: [GeneratedFile]) throws -> GitObjectID? {
        let workTree = try TestSupport.temporaryDirectory(self, "worktree")
        try git(["init", "--quiet", workTree.path])
        for file in files {
            let url = workTree.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        try git(["add", "--all"], in: workTree.path)
        return GitObjectID(hex: try git(["write-tree"], in: workTree.path).trimmingCharacters(in: .newlines))
    }

    private func assertFsckIsClean(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"), ["-C", path, "fsck", "--strict", "--no-dangling"],
            environment: Self.gitEnvironment)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        // Notices such as "HEAD points to an unborn branch" are not findings.
        let findings = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("notice:") }
        XCTAssertEqual(findings, [], file: file, line: line)
    }

    private func looseObjectCount(_ path: String) throws -> Int {
        let objects = URL(fileURLWithPath: path).appendingPathComponent("objects")
        var count = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: objects.path) where folder.count == 2 {
            count += try FileManager.default.contentsOfDirectory(
                atPath: objects.appendingPathComponent(folder).path
            ).count
        }
        return count
    }

    private func deleteLooseObject(_ id: GitObjectID, in path: String) throws {
        let hex = id.hex
        let file = URL(fileURLWithPath: path).appendingPathComponent(
            "objects/\(hex.prefix(2))/\(hex.dropFirst(2))")
        try FileManager.default.removeItem(at: file)
    }
}
