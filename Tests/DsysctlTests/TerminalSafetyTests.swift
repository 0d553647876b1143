import Foundation
import TestSupport
import Tokens
import XCTest

/// Issue 26 items 5 and 7: nothing from a document, a row or an argument reaches the terminal raw, and no Foundation
/// or GRDB text reaches a user.
final class TerminalSafetyTests: XCTestCase {
    /// ESC, BEL, NEL (a C1 control) and RIGHT-TO-LEFT OVERRIDE, as a document or an argument may hold them.
    private let hostile = "\u{1B}]0;x\u{07}\u{85}\u{202E}"

    /// The characters of `text` that must not reach a terminal (line breaks and tabs aside).
    private func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && TerminalText.needsEscape($0) }.map {
            String($0.value, radix: 16)
        }
    }

    /// A project with 1.0.0, then 1.0.1 whose name, a description and a deprecation reason hold control characters
    /// and a bidirectional override (written as JSON escapes in the document), published with such a message and
    /// author.
    private func hostileHistory() throws -> URL {
        let root = try TestSupport.exampleProject(self)
        let url = root.appendingPathComponent(".dsys/design-system.json")
        func edit(_ change: (inout [String: Any]) -> Void) throws {
            var document = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any])
            var tokens = try XCTUnwrap(document["tokens"] as? [String: Any])
            var colors = try XCTUnwrap(tokens["color"] as? [String: Any])
            var action = try XCTUnwrap(colors["action"] as? [String: Any])
            change(&action)
            colors["action"] = action
            tokens["color"] = colors
            document["tokens"] = tokens
            if action["legacy"] is [String: Any] { document["name"] = "Evil\(hostile)Name" }
            try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: url)
        }
        try edit { $0["legacy"] = "#123456" }
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output", "-m", "First"], in: root).status, 0)
        try edit {
            $0["legacy"] = [
                "light": "#123456", "dark": "#123456", "description": "Desc\(hostile)", "deprecated": "Why\(hostile)",
            ]
        }
        let published = try Dsysctl.run(
            ["publish", "--no-output", "-m", "Msg\(hostile)", "--author", "Eve\(hostile) <eve@example.com>"], in: root)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertEqual(raw(published.standardOutput), [], published.standardOutput)
        return root
    }

    func testEveryRenderingOfAHostileHistoryShowsItsControlCharactersVisibly() throws {
        let root = try hostileHistory()
        let commands: [[String]] = [
            ["diff", "1.0.0", "1.1.0"], ["diff", "1.0.0", "1.1.0", "--format", "markdown"],
            ["diff", "1.0.0", "1.1.0", "--format", "json"], ["diff", "1.0.0", "1.1.0", "--format", "html"],
            ["changelog"], ["changelog", "--rediff"], ["changelog", "--format", "json"], ["log"], ["log", "--json"],
            ["show", "1.1.0"], ["show", "1.1.0", "--json"], ["contrast", "1.1.0"], ["verify"],
        ]
        for command in commands {
            let result = try Dsysctl.run(command, in: root)
            XCTAssertEqual(result.status, 0, "\(command): \(result.standardError)")
            XCTAssertEqual(raw(result.standardOutput), [], "\(command): \(result.standardOutput)")
            XCTAssertEqual(raw(result.standardError), [], "\(command): \(result.standardError)")
            if command.contains("json") || command.contains("--json") {
                let value = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
                // The same strings, escaped for JSON: the value holds them as they are.
                XCTAssertTrue(
                    "\(value)".contains("\u{202E}") || result.standardOutput.contains("\\u202E"),
                    "\(command): \(result.standardOutput)")
            } else if command != ["verify"], command != ["contrast", "1.1.0"] {
                XCTAssertTrue(
                    result.standardOutput.contains("\\u{1B}") && result.standardOutput.contains("\\u{202E}"),
                    "\(command): \(result.standardOutput)")
            }
        }
        // (Colors are used on a terminal only; ChangeRenderingTests checks the colored text is escaped as this is.)
    }

    func testAVersionArgumentIsEchoedEscapedByEveryCommand() throws {
        let root = try TestSupport.exampleProject(self)
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root).status, 0)
        let version = "1.0\(hostile)"
        let commands: [[String]] = [
            ["show", version], ["rollback", version], ["regenerate", version], ["diff", version],
            ["changelog", "--from", version], ["contrast", version], ["export", version, "--format", "dtcg"],
            ["lint", "--against", version], ["publish", "--no-output", "--version", version],
        ]
        for command in commands {
            let result = try Dsysctl.run(command, in: root)
            XCTAssertNotEqual(result.status, 0, "\(command)")
            XCTAssertEqual(raw(result.standardError), [], "\(command): \(result.standardError)")
            // lint's refusal does not echo the argument; every other command's does, escaped.
            if command[0] != "lint" {
                XCTAssertTrue(
                    result.standardError.contains("1.0\\u{1B}]0;x\\u{7}\\u{85}\\u{202E}"),
                    "\(command): \(result.standardError)")
            }
        }
    }

    func testFileSystemErrorsNameThePathInOurWords() throws {
        let root = try TestSupport.exampleProject(self)
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root).status, 0)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("folder"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: root.appendingPathComponent("file"))
        let commands: [([String], String)] = [
            (["lint", "--output", "folder"], "folder"), (["lint", "--output", "missing/report.json"], "missing"),
            (["diff", "--output", "folder"], "folder"), (["diff", "--output", "missing/diff.txt"], "missing"),
            (["changelog", "--output", "folder"], "folder"), (["contrast", "--output", "missing/x.txt"], "missing"),
            (["export", "--format", "dtcg", "--output", "file"], "file"),
            (["generate", "--output", "file"], "file"), (["init", "--directory", "file"], "file"),
            (["import", "missing.tokens.json", "--output", "file/design-system.json"], "missing.tokens.json"),
            (["regenerate", "1.0.0", "--output", "file"], "file"),
        ]
        for (command, path) in commands {
            let result = try Dsysctl.run(command, in: root)
            XCTAssertNotEqual(result.status, 0, "\(command)")
            for foundation in ["NSCocoaErrorDomain", "could not be completed", "GRDB", "Foundation.", "CocoaError"] {
                XCTAssertFalse(result.standardError.contains(foundation), "\(command): \(result.standardError)")
            }
            XCTAssertTrue(result.standardError.contains(path), "\(command): \(result.standardError)")
        }
    }
}
