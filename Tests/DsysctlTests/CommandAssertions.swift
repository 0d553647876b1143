import Foundation
import TestSupport
import XCTest

/// Runs a command that must fail (through `run`, each test class's way of running dsysctl) and checks its exit
/// status, that standard error says `message`, that standard output is empty, and that every file below `project`
/// is as it was: no file added or removed, none changed.
func assertCommandFails(
    _ arguments: [String], in project: URL, status: Int32 = 1, message: String, line: UInt = #line,
    run: ([String], URL) throws -> TestSupport.ProcessResult
) throws {
    let before = TestSupport.files(below: project)
    let contents = try before.map { try Data(contentsOf: project.appendingPathComponent($0)) }
    let result = try run(arguments, project)
    XCTAssertEqual(result.status, status, result.standardError, line: line)
    XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)", line: line)
    XCTAssertEqual(result.standardOutput, "", line: line)
    XCTAssertEqual(TestSupport.files(below: project), before, "\(arguments) wrote files", line: line)
    let after = try before.map { try Data(contentsOf: project.appendingPathComponent($0)) }
    XCTAssertEqual(after, contents, "\(arguments) changed files", line: line)
}
