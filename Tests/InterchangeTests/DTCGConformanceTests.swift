import Foundation
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// The DTCG 2025.10 conformance suite: fixtures under `Tests/Fixtures/dtcg/`, written from the specification's own
/// examples, one rule per file.
///
/// - `valid/NAME.json`: imports without problems; `NAME.expect` lists every token as
///   `PATH<TAB>TYPE<TAB>VALUE` (canonical JSON in dsys units), plus `dark=VALUE` and `deprecated=VALUE` columns
///   when the token has them.
/// - `invalid/NAME.json`: rejected; `NAME.expect` lists the problems as `POINTER CODE`.
final class DTCGConformanceTests: XCTestCase {
    private let folder = TestSupport.fixtures.appendingPathComponent("dtcg")

    private func fixtures(_ kind: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: folder.appendingPathComponent(kind), includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func expectations(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url.deletingPathExtension().appendingPathExtension("expect"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The fixtures are DTCG 2025.10 to the letter (a color string among them is refused), so they are read strictly.
    private func resolve(_ url: URL) throws -> (tokens: [DTCGImport.ResolvedToken], problems: [FileDiagnostic]) {
        var options = DTCGImport.Options()
        options.strict = true
        return DTCGImport.resolve(
            files: [DTCGImport.SourceFile(name: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))],
            options: options)
    }

    /// Canonical JSON on one line: `{"a": [1, 2], "b": true}`.
    static func oneLine(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements): return "[" + elements.map { oneLine($0.value) }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{"
                + members.map { CanonicalJSON.text(of: .string($0.key)) + ": " + oneLine($0.value.value) }
                .joined(separator: ", ") + "}"
        default: return CanonicalJSON.text(of: value)
        }
    }

    func testThereAreFixturesOfBothKinds() throws {
        XCTAssertGreaterThanOrEqual(try fixtures("valid").count, 10)
        XCTAssertGreaterThanOrEqual(try fixtures("invalid").count, 30)
    }

    func testValidFixturesResolveToTheExpectedTokens() throws {
        for url in try fixtures("valid") {
            let (tokens, problems) = try resolve(url)
            XCTAssertEqual(problems.map(\.description), [], url.lastPathComponent)
            let lines = tokens.map { token in
                var columns = [token.path, token.type.rawValue, Self.oneLine(token.value)]
                if let dark = token.dark { columns.append("dark=" + Self.oneLine(dark)) }
                if let deprecated = token.deprecated { columns.append("deprecated=" + Self.oneLine(deprecated)) }
                return columns.joined(separator: "\t")
            }
            XCTAssertEqual(lines, try expectations(url), url.lastPathComponent)
        }
    }

    func testInvalidFixturesReportExactlyTheExpectedProblems() throws {
        for url in try fixtures("invalid") {
            let (_, problems) = try resolve(url)
            let found = problems.map { "\($0.diagnostic.pointer) \($0.diagnostic.code.rawValue)" }.sorted()
            XCTAssertEqual(found, try expectations(url).sorted(), url.lastPathComponent)
            for problem in problems {
                XCTAssertEqual(problem.file, url.lastPathComponent)
                XCTAssertGreaterThan(problem.diagnostic.line, 0)
                XCTAssertFalse(problem.diagnostic.message.isEmpty)
            }
        }
    }
}
