import Foundation
import TestSupport
import XCTest

/// Runs a command that must fail (through `run`, by default the built `dsysctl`) and checks its exit
/// status, that standard error says `message`, that standard output is empty, and that every file below `project`
/// is as it was: no file added or removed, none changed.
func assertCommandFails(
    _ arguments: [String], in project: URL, status: Int32 = 1, message: String, line: UInt = #line,
    run: ([String], URL) throws -> TestSupport.ProcessResult = { try Dsysctl.run($0, in: $1) }
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

/// The radii of a document's text, by name: a step's value, also when dsys's default writes it with a description.
/// The set's own steps come first; the theme profile's zero and pill radii that no step of the set's is near follow
/// as dsys's defaults.
func radii(_ document: String) throws -> [String: Double] {
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
    let tokens = try XCTUnwrap(root["tokens"] as? [String: Any])
    let radius = try XCTUnwrap(tokens["radius"] as? [String: Any])
    return radius.compactMapValues { value in
        (value as? Double) ?? ((value as? [String: Any])?["value"] as? Double)
    }
}
