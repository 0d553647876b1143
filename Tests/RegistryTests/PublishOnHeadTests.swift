import Foundation
import Generator
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Registry

/// A publish builds its tree on the head's (``Registry/onHead(_:head:profile:at:)``): files whose recipes are the
/// head's take the head tree's blob ids, unrendered. The trees, blobs and output folders are those of full
/// generations; a head that cannot be trusted to be this generator's tree of its document is generated in full.
final class PublishOnHeadTests: XCTestCase {
    /// Chains of edits in every profile: each publish is built on the head (checked), and records the tree a full
    /// generation of its document makes, and writes its bytes into the output folder.
    func testPublishesOnTheHeadRecordFullGenerationsTreesInEveryProfile() throws {
        var random = SplitMix64(seed: 0x28_0E4D)
        for example in ["minimal", "profiles/theme", "profiles/apptheme", "profiles/catalog", "profiles/tokens"] {
            var project = try TestProject(self, example: example)
            try publish(&project)
            for step in 0..<4 {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    try project.edit { Self.randomEdit(&$0, &random) }
                }
                let registry = project.registry
                let head = try XCTUnwrap(Registry.Head.speculativelyRead(registry.store), example)
                let working = try project.project.loadWorkingDocument()
                let profile = OutputProfile.chosen(for: working.designSystem) ?? .default
                let built = try XCTUnwrap(
                    Registry.onHead(
                        working.designSystem, head: head, profile: profile, at: project.project.repositoryPath),
                    "\(example), step \(step): not built on the head")
                // The apptheme and tokens profiles make every file themselves so far: nothing to take from the head.
                let hasRecipes = !["profiles/apptheme", "profiles/tokens"].contains(example)
                XCTAssertEqual(built.package.stored.isEmpty, !hasRecipes, "\(example), step \(step)")
                try publish(&project)
                try assertHeadIsAFullGeneration(project, "\(example), step \(step)")
            }
        }
    }

    /// The head is used only when its tree is this generator's, in this profile and options, of the head's very
    /// document: a row pointing at another revision's commit and tree (a consistent pair), another commit, a tree the
    /// repository lacks, another generator, profile or options, or a missing repository, all generate in full.
    func testAHeadThatCannotBeTrustedIsGeneratedInFull() throws {
        let project = try TestProject.threeRevisions(self)
        try project.edit(Edits.setColor("action", "primary", "#0F3D99"))
        let store = project.registry.store
        let head = try XCTUnwrap(Registry.Head.speculativelyRead(store))
        let first = try XCTUnwrap(try store.revision(id: 1))
        let designSystem = try project.project.loadWorkingDocument().designSystem
        let path = project.project.repositoryPath
        func built(_ change: (inout RevisionRecord) -> Void, text: String? = nil, at repository: String? = nil) -> Bool
        {
            var record = head.record
            change(&record)
            let tampered = Registry.Head(
                record: record, text: text ?? head.text, designSystem: head.designSystem)
            return Registry.onHead(designSystem, head: tampered, profile: .dsys, at: repository ?? path) != nil
        }
        XCTAssertTrue(built { _ in })
        XCTAssertFalse(built { $0.generatorVersion = "0.0.1" })
        XCTAssertFalse(built { $0.profile = "theme" })
        XCTAssertFalse(built { $0.options = #"{"x":1}"# })
        XCTAssertFalse(built { $0.outputTree = Data(repeating: 7, count: 20) })
        XCTAssertFalse(built { $0.outputCommit = first.outputCommit })
        XCTAssertFalse(
            built {
                $0.outputCommit = first.outputCommit
                $0.outputTree = first.outputTree
            })
        XCTAssertFalse(built({ _ in }, text: try store.documentText(of: first)))
        XCTAssertFalse(built({ _ in }, at: path + "-missing"))
        XCTAssertNil(
            Registry.onHead(designSystem, head: head, profile: .theme, at: path), "another profile than the head's")
    }

    /// `--allow-unchanged` records the head's document again: every file is taken from the head, and the output
    /// folder still gets every file's bytes (rendered then, not ahead, since the document is the head's).
    func testAnUnchangedDocumentRecordedAgainWritesTheWholePackage() throws {
        var project = try TestProject(self)
        try publish(&project)
        try project.edit(Edits.setColor("action", "primary", "#0F3D99"))
        try publish(&project)
        try FileManager.default.removeItem(at: project.project.root.appendingPathComponent("DesignSystem"))
        project.clock += 60
        var options = project.options(version: "3.0.0", output: "DesignSystem")
        options.allowUnchanged = true
        guard case .published(let published) = try project.registry.publish(options: options) else {
            return XCTFail("nothing published")
        }
        XCTAssertEqual(published.revision.version, "3.0.0")
        try assertHeadIsAFullGeneration(project, "recorded again")
    }

    /// A tree read back as stored files serializes to its own id, and editing it gives the ids a full hashing gives;
    /// files added, missing or given twice are refused (the caller lays the package out instead).
    func testAStoredTreeEditedInPlaceHasTheIdsOfAFullHashing() throws {
        let project = try TestProject.threeRevisions(self)
        let store = project.registry.store
        let head = try XCTUnwrap(try store.head())
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let stored = try repository.storedSnapshot(ofTree: try XCTUnwrap(head.treeID))
        XCTAssertEqual(stored.root.id, head.treeID)
        let files = try repository.files(in: try XCTUnwrap(head.treeID))
        XCTAssertEqual(stored.stored.map(\.path).sorted(), files.map(\.path).sorted())
        // Two files changed, the rest kept.
        var changed = Array(files.prefix(2))
        changed[0].contents += Array("\n// edited\n".utf8)
        changed[1].contents = []
        let kept = files.dropFirst(2).map(\.path)
        let edited = try XCTUnwrap(try stored.replacing(changed, keeping: kept))
        let expected = try TreeSnapshot(changed + files.dropFirst(2))
        XCTAssertEqual(edited.root.id, expected.root.id)
        XCTAssertEqual(edited.stored.map(\.path), kept)
        XCTAssertEqual(try stored.replacing([], keeping: files.map(\.path))?.root.id, head.treeID)
        XCTAssertNil(try stored.replacing(changed, keeping: Array(kept.dropLast())), "a file removed")
        XCTAssertNil(
            try stored.replacing(changed + [GeneratedFile(path: "New.swift", text: "")], keeping: kept), "a file added")
        XCTAssertNil(try stored.replacing(changed, keeping: [changed[0].path] + kept.dropFirst()), "a file twice")
        // Without its CHANGELOG.md, as a publish reads the head's tree.
        let package = try repository.storedSnapshot(ofTree: try XCTUnwrap(head.treeID), leavingOut: "CHANGELOG.md")
        let withoutChangelog = files.filter { $0.path != "CHANGELOG.md" }
        XCTAssertEqual(package.root.id, try TreeSnapshot(withoutChangelog).root.id)
        XCTAssertEqual(package.stored.count, files.count - 1)
    }

    /// A candidate built on a head that is no longer the head once the lock is held is generated again in full.
    func testACandidateBuiltOnAnOlderHeadIsGeneratedAgain() throws {
        let project = try TestProject.threeRevisions(self)
        try project.edit(Edits.setColor("action", "primary", "#0F3D99"))
        let store = project.registry.store
        let head = try XCTUnwrap(Registry.Head.speculativelyRead(store))
        let working = try project.project.loadWorkingDocument()
        let candidate = try Registry.Candidate(
            designSystem: working.designSystem, canonicalText: working.canonicalText, profile: .dsys, on: head,
            repositoryPath: project.project.repositoryPath)
        XCTAssertFalse(candidate.package.stored.isEmpty)
        let full = try Registry.generatedPackage(working.designSystem, profile: .dsys, changelog: true)
        XCTAssertEqual(try candidate.package(on: head.record).root.id, full.root.id)
        let other = try candidate.package(on: try store.revision(id: 2))
        XCTAssertTrue(other.stored.isEmpty)
        XCTAssertEqual(other.root.id, full.root.id)
        XCTAssertEqual(try candidate.package(on: nil).root.id, full.root.id)
    }

    /// A stored file's blob is not written by the tree that names it, so writing the tree checks that the repository
    /// has it: a tree read from one repository and written into another that lacks its blobs is refused with the
    /// missing blob's id, before any commit could name it.
    func testWritingATreeWhoseStoredBlobIsMissingIsRefused() throws {
        let project = try TestProject.threeRevisions(self)
        let head = try XCTUnwrap(try project.registry.store.head())
        let source = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        let stored = try source.storedSnapshot(ofTree: try XCTUnwrap(head.treeID))
        XCTAssertEqual(try source.writeTree(stored, reusing: nil), head.treeID, "the blobs are in its own repository")

        let elsewhere = try TestSupport.temporaryDirectory(self, "elsewhere").appendingPathComponent("output.git").path
        let empty = try OutputRepository.open(at: elsewhere, create: true)
        XCTAssertThrowsError(try empty.writeTree(stored, reusing: nil)) { error in
            guard case .objectMissing(let id) = error as? GitError else {
                return XCTFail("not a missing object: \(error)")
            }
            XCTAssertTrue(stored.stored.contains { $0.id == id }, "\(id) is not one of the stored blobs")
        }
        XCTAssertFalse(empty.objectExists(try XCTUnwrap(head.treeID)), "no root tree written that names a missing blob")
    }

    // ── Helpers ──

    private func publish(_ project: inout TestProject) throws {
        project.clock += 60
        var options = project.options(output: "DesignSystem")
        options.accessibilityPolicy = .warn
        guard case .published = try project.registry.publish(options: options) else {
            return XCTFail("nothing published")
        }
    }

    /// The head's recorded tree and the output folder are those of a full generation of the head's document.
    private func assertHeadIsAFullGeneration(
        _ project: TestProject, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let store = project.registry.store
        let head = try XCTUnwrap(try store.head(), message, file: file, line: line)
        let designSystem = try Project.designSystem(fromCanonical: try store.documentText(of: head), version: "x")
        let profile = try XCTUnwrap(OutputProfile(rawValue: head.profile))
        let full = try Registry.revisionTree(designSystem, profile: profile, revisionID: head.id, in: store)
        XCTAssertEqual(full.root.id, head.treeID, message, file: file, line: line)
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        XCTAssertEqual(try repository.commit(try XCTUnwrap(head.commitID))?.tree, head.treeID, message)
        let output = project.project.root.appendingPathComponent("DesignSystem")
        for file in full.files {
            let written = try Data(contentsOf: output.appendingPathComponent(file.path))
            XCTAssertEqual([UInt8](written), file.contents, "\(message): \(file.path)")
        }
        let manifest = try String(contentsOf: output.appendingPathComponent(OutputWriter.manifestName), encoding: .utf8)
        XCTAssertEqual(
            manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.count, full.files.count, message)
    }

    /// Changes one literal color of the document, or adds one.
    private static func randomEdit(_ document: inout [String: Any], _ random: inout SplitMix64) {
        var tokens = document["tokens"] as? [String: Any] ?? [:]
        var colors = tokens["color"] as? [String: Any] ?? [:]
        let hex = String(format: "#%06X", Int.random(in: 0...0xFF_FFFF, using: &random))
        var literals: [(group: String, name: String)] = []
        for (group, members) in colors {
            for (name, value) in members as? [String: Any] ?? [:] {
                if let text = value as? String, text.hasPrefix("#") { literals.append((group, name)) }
            }
        }
        literals.sort { ($0.group, $0.name) < ($1.group, $1.name) }
        if Int.random(in: 0..<4, using: &random) == 0 || literals.isEmpty {
            var extra = colors["extra"] as? [String: Any] ?? [:]
            extra["c\(Int.random(in: 0...9999, using: &random))"] = hex
            colors["extra"] = extra
        } else {
            let (group, name) = literals[Int.random(in: 0..<literals.count, using: &random)]
            var members = colors[group] as? [String: Any] ?? [:]
            members[name] = hex
            colors[group] = members
        }
        tokens["color"] = colors
        document["tokens"] = tokens
    }
}
