import Foundation
import TestSupport
import XCTest

/// `dsysctl lint`'s command line after the review of issue 16: `--exclude` is checked as the document's
/// `lint.exclude` is, and paths that hold no Swift file are not a clean run.
final class LintCommandReviewTests: XCTestCase {
    func testAnExcludePatternThatLeavesTheProjectIsAUsageError() throws {
        let root = try TestSupport.exampleProject(self, "full")
        for pattern in ["../Other", "/abs/path", " "] {
            let result = try Dsysctl.run(["lint", "--exclude", pattern], in: root)
            XCTAssertEqual(result.status, 64, "\(pattern): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("--exclude: "), result.standardError)
            XCTAssertEqual(result.standardOutput, "")
        }
        let leaves = try Dsysctl.run(["lint", "--exclude", "../Other"], in: root)
        XCTAssertTrue(
            leaves.standardError.contains(
                "\"../Other\" leaves the project; write the path relative to the project, without \"..\""),
            leaves.standardError)
    }

    func testPathsThatHoldNoSwiftFileAreReportedAndTheRunFails() throws {
        let root = try TestSupport.exampleProject(self, "full")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try "# Notes\n".write(to: root.appendingPathComponent("Docs/Notes.md"), atomically: true, encoding: .utf8)
        let result = try Dsysctl.run(["lint", "Docs"], in: root)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(
            result.standardError.contains("error: no Swift file to lint here (none, or all excluded)"),
            result.standardError)
    }
}
