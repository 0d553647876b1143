import Foundation
import Generator
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Registry

final class PublishTests: XCTestCase {
    func testFirstPublishIsOneZeroZeroWithEveryTokenAdded() throws {
        var project = try TestProject(self)
        let published = try XCTUnwrap(try project.publish(message: "First").published)
        XCTAssertEqual(published.revision.version, "1.0.0")
        XCTAssertEqual(published.revision.bump, "initial")
        XCTAssertEqual(published.revision.kind, "publish")
        XCTAssertEqual(published.revision.author, "Ada Lovelace <ada@example.com>")
        XCTAssertEqual(published.revision.createdAt, 1_700_000_060)
        XCTAssertEqual(published.revision.date, "2023-11-14T22:14:20Z")
        let designSystem = try DocumentFile.load(project.project.documentPath)
        // Every token plus the three default shadows that `"shadow": null` stands for.
        XCTAssertEqual(published.report.diff.added.count, designSystem.tokenCount + 3)

        let log = try project.project.registry.log(limit: nil)
        XCTAssertEqual(log.map(\.version), ["1.0.0"])
        XCTAssertEqual(log.first, published.revision)
    }

    func testTheStoredDocumentIsTheCanonicalTextAndHashesToTheRecordedHash() throws {
        var project = try TestProject(self)
        try project.publish()
        let shown = try project.project.registry.show(version: "1.0.0")
        let bytes = try [UInt8](Data(contentsOf: project.documentURL))
        XCTAssertEqual(shown.document, try DesignSystemDocument.loadCanonical(bytes, file: "x").canonicalText)
        XCTAssertEqual(SHA256.hex(SHA256.hash(Array(shown.document.utf8))), shown.revision.documentHash)
    }

    func testAnUnchangedDocumentPublishesNothing() throws {
        var project = try TestProject(self)
        try project.publish()
        // Whitespace is not a change: the canonical text is the same. (Reordering members is one:
        // it reorders the generated code.)
        let text = try String(contentsOf: project.documentURL, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\n", with: "\n\t").utf8).write(to: project.documentURL)
        guard case .unchanged(let head, _) = try project.publish() else { return XCTFail("published") }
        XCTAssertEqual(head.version, "1.0.0")
        XCTAssertEqual(try project.project.registry.log(limit: nil).count, 1)
    }

    func testTheBumpFollowsTheChange() throws {
        var project = try TestProject(self)
        try project.publish()

        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        var published = try XCTUnwrap(try project.publish().published)
        XCTAssertEqual(published.revision.version, "1.0.1")
        XCTAssertEqual(Set(published.report.diff.valueChanges.map(\.key)), ["color.action.primary"])

        try project.edit(Edits.setColor("action", "tertiary", "#123456"))
        published = try XCTUnwrap(try project.publish().published)
        XCTAssertEqual(published.revision.version, "1.1.0")
        XCTAssertEqual(published.report.diff.added.map(\.key), ["color.action.tertiary"])

        try project.edit(Edits.removeColor("action", "tertiary"))
        published = try XCTUnwrap(try project.publish().published)
        XCTAssertEqual(published.revision.version, "2.0.0")
        XCTAssertEqual(published.revision.bump, "major")
        XCTAssertEqual(published.report.diff.removed.map(\.key), ["color.action.tertiary"])

        XCTAssertEqual(try project.project.registry.log(limit: 2).map(\.version), ["2.0.0", "1.1.0"])
        XCTAssertEqual(try project.project.registry.log(limit: nil).first?.parentVersion, "1.1.0")
    }

    func testAnExplicitVersionMustCoverTheChange() throws {
        var project = try TestProject(self)
        try project.publish()
        try project.edit(Edits.setColor("action", "tertiary", "#123456"))

        XCTAssertThrowsError(try project.publish(version: "1.0.1")) { error in
            XCTAssertEqual(
                error as? RegistryError,
                .versionTooSmall(
                    requested: "1.0.1", required: "1.1.0", bump: "minor", reasons: "added color.action.tertiary"))
        }
        XCTAssertThrowsError(try project.publish(version: "1.0.0")) { error in
            XCTAssertEqual(error as? RegistryError, .versionExists("1.0.0"))
        }
        XCTAssertThrowsError(try project.publish(version: "0.9.0", force: true)) { error in
            XCTAssertEqual(error as? RegistryError, .versionNotAfterHead(requested: "0.9.0", head: "1.0.0"))
        }
        XCTAssertThrowsError(try project.publish(version: "1.1")) { error in
            XCTAssertEqual(error as? RegistryError, .malformedVersion("1.1"))
        }
        XCTAssertEqual(try project.project.registry.log(limit: nil).count, 1, "nothing was recorded")

        XCTAssertEqual(try project.publish(version: "1.0.1", force: true).published?.revision.version, "1.0.1")
        try project.edit(Edits.setColor("action", "quaternary", "#654321"))
        XCTAssertEqual(try project.publish(version: "3.0.0").published?.revision.version, "3.0.0")
    }

    func testRollbackPublishesTheEarlierDocumentAsANewRevision() throws {
        var project = try TestProject(self)
        try project.publish()
        try project.edit(Edits.setColor("action", "tertiary", "#123456"))
        try project.publish()

        let rollback = try XCTUnwrap(try project.rollback(to: "1.0.0").published)
        XCTAssertEqual(rollback.revision.version, "2.0.0", "removing a token is major, whatever the reason")
        XCTAssertEqual(rollback.revision.kind, "rollback")
        XCTAssertEqual(rollback.revision.rollbackOf, "1.0.0")
        XCTAssertEqual(rollback.revision.message, "Roll back to 1.0.0")
        let first = try project.project.registry.show(version: "1.0.0")
        XCTAssertEqual(rollback.revision.documentHash, first.revision.documentHash)
        // The same package; only the changelog, which now has three versions, differs.
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        var rolledBack = try repository.blobIDs(in: try XCTUnwrap(GitObjectID(hex: rollback.revision.outputTree)))
        var original = try repository.blobIDs(in: try XCTUnwrap(GitObjectID(hex: first.revision.outputTree)))
        XCTAssertNotEqual(rolledBack.removeValue(forKey: "CHANGELOG.md"), original.removeValue(forKey: "CHANGELOG.md"))
        XCTAssertEqual(rolledBack, original, "the same package")

        guard case .unchanged = try project.rollback(to: "2.0.0") else { return XCTFail("a no-op rollback published") }
        XCTAssertThrowsError(try project.rollback(to: "7.0.0")) { error in
            XCTAssertEqual(error as? RegistryError, .unknownVersion("7.0.0", latest: "2.0.0"))
        }
    }

    func testPublishWritesTheWorkingTreePackage() throws {
        var project = try TestProject(self)
        let output = project.project.root.appendingPathComponent("DesignSystem")
        let published = try XCTUnwrap(try project.publish(output: output.path).published)
        let designSystem = try DocumentFile.load(project.project.documentPath)
        // The package as committed: the generated files and the changelog.
        let expected = (Generator.generate(designSystem).map(\.path) + ["CHANGELOG.md"]).sorted()
        XCTAssertEqual(published.output?.written, expected)
        XCTAssertEqual(TestSupport.files(below: output), ([OutputWriter.manifestName] + expected).sorted())
    }

    func testInvalidDocumentsRecordNothing() throws {
        var project = try TestProject(self)
        try project.publish()
        try Data("{".utf8).write(to: project.documentURL)
        XCTAssertThrowsError(try project.publish()) { error in
            XCTAssertTrue(error is TokensError, "\(error)")
        }
        XCTAssertEqual(try project.project.registry.log(limit: nil).count, 1)
    }

    func testReadingARegistryThatDoesNotExist() throws {
        let project = try TestProject(self)
        XCTAssertThrowsError(try project.project.registry.log(limit: nil)) { error in
            XCTAssertEqual(error as? RegistryError, .noRegistry(path: project.project.registryFolder.path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.project.databasePath), "reading creates nothing")
    }

    func testHeadMustMatchTheRepositoryBeforePublishing() throws {
        var project = try TestProject(self)
        try project.publish()
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        _ = try repository.deleteTag("1.0.0")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        XCTAssertThrowsError(try project.publish()) { error in
            XCTAssertTrue(error.localizedDescription.contains("dsysctl verify --repair"), error.localizedDescription)
        }
    }
}

final class BumpTests: XCTestCase {
    func testDeprecatingIsMinorAndRetypingIsMajor() throws {
        var project = try TestProject(self)
        try project.edit { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            tokens["other"] = ["motion": ["fast": ["type": "duration", "value": 150]]]
            var colors = tokens["color"] as? [String: Any] ?? [:]
            colors["brand"] = ["accent": "#123456"]
            tokens["color"] = colors
            document["tokens"] = tokens
        }
        try project.publish()
        try project.edit { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            var colors = tokens["color"] as? [String: Any] ?? [:]
            colors["brand"] = ["accent": ["value": "#123456", "deprecated": "Use action.primary"]]
            tokens["color"] = colors
            document["tokens"] = tokens
        }
        let deprecated = try XCTUnwrap(try project.publish().published)
        XCTAssertEqual(deprecated.revision.version, "1.1.0")
        XCTAssertEqual(deprecated.report.diff.deprecated.map(\.key), ["color.brand.accent"])

        try project.edit { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            tokens["other"] = ["motion": ["fast": ["type": "number", "value": 150]]]
            document["tokens"] = tokens
        }
        let retyped = try XCTUnwrap(try project.publish().published)
        XCTAssertEqual(retyped.revision.version, "2.0.0")
        XCTAssertEqual(retyped.report.diff.retyped.map(\.key), ["other.motion.fast"])
    }
}

final class IdentityTests: XCTestCase {
    func testAuthorsComeFromTheFlagThenTheEnvironmentAndAreChecked() throws {
        XCTAssertEqual(
            try Identity.resolve(explicit: "Ada <ada@example.com>", environment: [:]),
            Identity(name: "Ada", email: "ada@example.com"))
        XCTAssertEqual(
            try Identity.resolve(explicit: nil, environment: ["DSYS_AUTHOR": "Grace"]),
            Identity(name: "Grace", email: ""))
        XCTAssertEqual(
            try Identity.resolve(
                explicit: nil, environment: ["GIT_AUTHOR_NAME": "Linus", "GIT_AUTHOR_EMAIL": "l@example.com"]),
            Identity(name: "Linus", email: "l@example.com"))
        XCTAssertThrowsError(try Identity.resolve(explicit: nil, environment: ["GIT_AUTHOR_NAME": "Bad <name>"]))
        XCTAssertThrowsError(try Identity.resolve(explicit: "", environment: [:])) { error in
            XCTAssertEqual(error as? RegistryError, .malformedAuthor(""))
        }
    }
}
