import CLibGit2
import Foundation
import Generator
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Registry

/// A snapshot that takes ids from the one before must be the snapshot hashing everything gives: verify's trust in
/// every revision's tree rests on it.
final class TreeSnapshotTests: XCTestCase {
    func testReusingThePreviousSnapshotGivesTheObjectsOfHashingEverything() throws {
        var files = Generator.generate(try DocumentFile.load(TestProject(self).project.documentPath))
        XCTAssertGreaterThan(Set(files.map { $0.path.split(separator: "/").dropLast().joined() }).count, 2)
        var random = SplitMix64(seed: 28)
        var previous = try TreeSnapshot(files)
        var reusedLayouts = 0
        for step in 0..<300 {
            files = Self.edited(files, using: &random)
            let reused = try TreeSnapshot(files, reusing: previous)
            let hashed = try TreeSnapshot(files)
            XCTAssertEqual(reused.blobIDs, hashed.blobIDs, "step \(step)")
            XCTAssertEqual(reused.root.id, hashed.root.id, "step \(step)")
            let (reusedTrees, hashedTrees) = (Self.trees(reused.root), Self.trees(hashed.root))
            XCTAssertEqual(reusedTrees.keys.sorted(), hashedTrees.keys.sorted(), "step \(step)")
            XCTAssertEqual(
                hashedTrees.keys.filter { reusedTrees[$0] != hashedTrees[$0] }.sorted(), [],
                "folders differ, step \(step)")
            if previous.files.map(\.path) == files.map(\.path) { reusedLayouts += 1 }
            // Each snapshot reuses the one reused before it, as verify chains them: an error would accumulate.
            previous = reused
        }
        // Most steps keep the layout, as consecutive revisions do; the others take the path that hashes everything.
        XCTAssertGreaterThan(reusedLayouts, 150)
        XCTAssertLessThan(reusedLayouts, 300)
    }

    /// Verify's chains generate each package on the one before (``Registry/generatedObjects(_:profile:changelog:reusing:)``):
    /// colorsets and colors file taken where their inputs did not change, ids where bytes are equal. Over a chain of
    /// edits like a history's (a color's value, a rename, a deprecation, a color added), every package has the blob
    /// ids and tree of its full generation, in every profile.
    func testPackagesGeneratedOnTheOneBeforeHaveTheTreesOfFullGenerations() throws {
        let url = TestSupport.examples.appendingPathComponent("full/design-system.json")
        let start = try DesignSystemDocument.load(Array(try Data(contentsOf: url)), file: "full")
        var random = SplitMix64(seed: 0x28_1E)
        for profile in OutputProfile.allCases {
            var designSystem = start
            var previous = try Registry.generatedObjects(
                designSystem, profile: profile, changelog: true, reusing: nil)
            for step in 0..<25 {
                let index = Int.random(in: 0..<designSystem.colors.count, using: &random)
                switch step % 4 {
                case 0, 1:
                    let color = RGBA(red: UInt8(step), green: UInt8(index % 256), blue: 7)
                    designSystem.colors[index].resolved.dark = color
                    designSystem.colors[index].value.dark = .literal(color)
                case 2:
                    designSystem.colors[index].path = TokenPath(["renamed", "r\(step)"])
                default:
                    designSystem.colors[index].metadata.deprecation = Deprecation(reason: "step \(step)")
                }
                let changelog = step % 5 != 0
                let reused = try Registry.generatedObjects(
                    designSystem, profile: profile, changelog: changelog, reusing: previous)
                let full = try Registry.generatedPackage(designSystem, profile: profile, changelog: changelog)
                XCTAssertEqual(reused.tree.files, full.files, "\(profile.rawValue), step \(step)")
                XCTAssertEqual(reused.tree.blobIDs, full.blobIDs, "\(profile.rawValue), step \(step)")
                XCTAssertEqual(reused.tree.root.id, full.root.id, "\(profile.rawValue), step \(step)")
                previous = reused
            }
        }
    }

    /// Blob and tree ids are hashed with swift-crypto's SHA-1, not libgit2's: they must be libgit2's ids, at every
    /// length around SHA-1's 64-byte blocks and the header's digit counts, for any bytes.
    func testObjectIDsAreTheOnesLibgit2Gives() throws {
        try GitRuntime.start()
        var random = SplitMix64(seed: 2_800)
        let lengths = Array(0...130) + [999, 1_000, 4_095, 4_096, 65_536, 100_003]
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for type in [GIT_OBJECT_BLOB, GIT_OBJECT_TREE] {
                var oid = git_oid()
                XCTAssertEqual(bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, type) }, 0)
                XCTAssertEqual(try TreeSnapshot.hash(bytes, type: type), GitObjectID(oid), "\(type) of \(length) bytes")
            }
        }
        // And git's own ids of the empty blob and the empty tree (`git hash-object`).
        XCTAssertEqual(try TreeSnapshot.hash([], type: GIT_OBJECT_BLOB).hex, "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        XCTAssertEqual(try TreeSnapshot.hash([], type: GIT_OBJECT_TREE).hex, "4b825dc642cb6eb9a060e54bf8d69288fbee4904")
    }

    func testReusingASnapshotOfOtherPathsStillRefusesWhatGitCannotHold() throws {
        let (a, b) = (GeneratedFile(path: "Sources/A.swift", text: "a"), GeneratedFile(path: "B.md", text: "b"))
        let previous = try TreeSnapshot([a, b])
        let refused: [[GeneratedFile]] = [
            [GeneratedFile(path: "Sources/../A.swift", text: "a"), b],
            [GeneratedFile(path: "Sources//A.swift", text: "a"), b],
            [GeneratedFile(path: ".git/config", text: "a"), b],
            [a, b, GeneratedFile(path: "B.md/C", text: "c")],
            [a, b, a],
        ]
        for files in refused {
            XCTAssertThrowsError(try TreeSnapshot(files, reusing: previous), "\(files.map(\.path))")
        }
    }

    /// `files` after a random edit: mostly 1–5 files' bytes changed (sometimes to equal bytes in a new buffer, or to
    /// another file's bytes), sometimes a file added, removed or moved, or nothing changed.
    private static func edited(_ files: [GeneratedFile], using random: inout SplitMix64) -> [GeneratedFile] {
        var files = files
        switch Int.random(in: 0..<20, using: &random) {
        case 0:
            let folder = files[Int.random(in: 0..<files.count, using: &random)].path.split(separator: "/").dropLast()
            let name = "Added\(random.next() % 1_000).swift"
            let path = (folder + [Substring(name)]).joined(separator: "/")
            if !files.contains(where: { $0.path == path }) {
                files.insert(
                    GeneratedFile(path: path, text: "// \(name)\n"), at: Int.random(in: 0...files.count, using: &random)
                )
            }
        case 1 where files.count > 10:
            files.remove(at: Int.random(in: 0..<files.count, using: &random))
        case 2:
            files.swapAt(
                Int.random(in: 0..<files.count, using: &random), Int.random(in: 0..<files.count, using: &random))
        case 3:
            break
        default:
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let index = Int.random(in: 0..<files.count, using: &random)
                var bytes = files[index].contents
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes = Array(bytes)  // The same bytes, another buffer.
                case 1: bytes = files[Int.random(in: 0..<files.count, using: &random)].contents
                case 2 where !bytes.isEmpty: bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 0x20
                default: bytes += Array("\n// \(random.next())".utf8)
                }
                files[index].contents = bytes
            }
        }
        return files
    }

    /// Every tree below `root` (itself included) by its path, with its serialized bytes.
    private static func trees(_ root: HashedTree, path: String = "") -> [String: [UInt8]] {
        var result = [path: root.data]
        for entry in root.entries {
            if case .tree(let child) = entry.content {
                result.merge(trees(child, path: path + "/" + String(decoding: entry.name, as: UTF8.self))) { $1 }
            }
        }
        return result
    }
}
