import ChangeReports
import Foundation
import Lint
import TestSupport
import XCTest

@testable import Registry

/// `Registry.check`: a pull request's change, against whichever store the tests run on (scripts/test.sh runs these a
/// second time with every registry in PostgreSQL).
final class CheckTests: XCTestCase {
    func testNothingPublishedIsAFirstVersionAndNothingIsWritten() throws {
        let project = try TestProject(self)
        let before = TestSupport.files(below: project.project.root)
        let report = try project.registry.check(Registry.CheckOptions(version: "0.1.0"))
        XCTAssertTrue(report.passes, "\(report.blocking)")
        XCTAssertNil(report.base)
        XCTAssertNil(report.latest)
        XCTAssertEqual(report.version?.bump, "initial")
        XCTAssertEqual(report.version?.minimum, "1.0.0")
        XCTAssertNil(report.version?.refusal, "a first version may have any number, as publish allows")
        XCTAssertEqual(report.change?.diff.isInitial, true)
        XCTAssertEqual(TestSupport.files(below: project.project.root), before, "check writes nothing")
    }

    func testTheBumpIsPublishsAndASmallerProposedVersionIsRefusedWithTheReason() throws {
        var project = try TestProject(self)
        try project.edit(Edits.setColor("action", "tertiary", "#123456"))
        try project.publish(message: "First")
        try project.edit(Edits.removeColor("action", "tertiary"))
        try project.edit(Edits.setColor("action", "quaternary", "#654321"))

        let tooSmall = try project.registry.check(Registry.CheckOptions(version: "1.1.0"))
        XCTAssertEqual(tooSmall.version?.bump, "major")
        XCTAssertEqual(tooSmall.version?.minimum, "2.0.0")
        XCTAssertEqual(
            tooSmall.version?.refusal,
            "version 1.1.0 is too small: removed color.action.tertiary needs a major bump from 1.0.0, so at "
                + "least 2.0.0")
        XCTAssertEqual(tooSmall.blocking.map(\.kind), [.version])

        // What publish would do with the same version: refuse it, for the same reason.
        XCTAssertThrowsError(try project.publish(version: "1.1.0")) { error in
            guard case RegistryError.versionTooSmall(_, let required, let bump, _) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual([required, bump], ["2.0.0", "major"])
        }

        let enough = try project.registry.check(Registry.CheckOptions(version: "2.0.0"))
        XCTAssertTrue(enough.passes, "\(enough.blocking)")
        XCTAssertEqual(enough.change?.to, "2.0.0")
        let unproposed = try project.registry.check(Registry.CheckOptions())
        XCTAssertTrue(unproposed.passes)
        XCTAssertNil(unproposed.version?.proposed)
    }

    func testAPublishedOrEarlierVersionIsRefusedAndAnOlderBaseIsComparedWith() throws {
        let project = try TestProject.threeRevisions(self)
        let existing = try project.registry.check(Registry.CheckOptions(base: "1.0.0", version: "1.0.1"))
        XCTAssertEqual(existing.version?.refusal, "version 1.0.1 is already published; propose another --version")
        let earlier = try project.registry.check(Registry.CheckOptions(base: "1.0.0", version: "1.0.5"))
        XCTAssertEqual(
            earlier.version?.refusal,
            "version 1.0.5 does not come after the latest version 1.1.0; versions only grow")
        XCTAssertEqual(earlier.base, "1.0.0")
        XCTAssertEqual(earlier.latest, "1.1.0")
        // 1.0.0 → the working document (1.1.0's): the darker primary and the added tertiary.
        XCTAssertEqual(earlier.version?.bump, "minor")

        let unchanged = try project.registry.check(Registry.CheckOptions(version: "1.2.0"))
        XCTAssertTrue(unchanged.unchanged)
        XCTAssertEqual(unchanged.version?.bump, "none")
        XCTAssertTrue(unchanged.passes)
        XCTAssertEqual(unchanged.warnings.map(\.kind), [.version])

        XCTAssertThrowsError(try project.registry.check(Registry.CheckOptions(base: "9.9.9"))) { error in
            XCTAssertEqual(error as? RegistryError, .unknownVersion("9.9.9", latest: "1.1.0"))
        }
    }

    func testABaseWhenNothingIsPublishedIsAnError() throws {
        let project = try TestProject(self)
        XCTAssertThrowsError(try project.registry.check(Registry.CheckOptions(base: "head"))) { error in
            XCTAssertEqual(error as? RegistryError, .nothingPublished)
        }
        XCTAssertThrowsError(try project.registry.check(Registry.CheckOptions(base: "1.0.0"))) { error in
            XCTAssertEqual(error as? RegistryError, .unknownVersion("1.0.0", latest: nil))
        }
    }

    func testAnInvalidDocumentIsReportedNotThrownAndLintIsSkipped() throws {
        var project = try TestProject(self)
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#12345"))
        let report = try project.registry.check(
            Registry.CheckOptions(lint: LintRun.Options(project: project.project.root.path)))
        XCTAssertFalse(report.passes)
        XCTAssertEqual(report.blocking.map(\.kind), [.document])
        XCTAssertEqual(report.problems.map(\.code), [.badColor])
        XCTAssertNil(report.change)
        XCTAssertNil(report.lint)
        XCTAssertEqual(report.lintSkipped, "the app code was not linted: the document has problems")
    }
}
