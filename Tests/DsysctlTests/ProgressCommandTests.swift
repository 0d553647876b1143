import Foundation
import TestSupport
import XCTest

/// The progress line of long commands, end to end: drawn on standard error only when it is a terminal (a real
/// pseudo-terminal here), erased before the command's own output, never with `--quiet`, in JSON output or without a
/// terminal, and without any effect on standard output's bytes or the exit status. `DSYS_PROGRESS_DELAY=0` shows it
/// at once, so that these short runs show it at all.
final class ProgressCommandTests: XCTestCase {
    /// What `Dsysctl.run` sets, at a terminal that can redraw, with the progress shown at once.
    private let terminal = [
        "NO_COLOR": "1", "DSYS_AUTHOR": "Ada <ada@example.com>", "SOURCE_DATE_EPOCH": "1700000000",
        "TERM": "xterm-256color", "DSYS_PROGRESS_DELAY": "0",
    ]

    /// A project of the minimal example with two published versions.
    private func project() throws -> URL {
        let root = try TestSupport.exampleProject(self)
        let first = try Dsysctl.run(["publish", "-m", "First"], in: root)
        XCTAssertEqual(first.status, 0, first.standardError)
        let url = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"#DC2626\"", with: "\"#B91C1C\"").utf8).write(to: url)
        let second = try Dsysctl.run(["publish", "-m", "Darker"], in: root)
        XCTAssertEqual(second.status, 0, second.standardError)
        return root
    }

    /// Every drawing of the line (`CR text ESC[K`) and its erasure (`CR ESC[K`) in `transcript`.
    private func drawings(_ transcript: String) -> [String] {
        var found: [String] = []
        var rest = transcript[...]
        while let start = rest.firstIndex(of: "\r") {
            rest = rest[rest.index(after: start)...]
            guard let end = rest.range(of: "\u{1B}[K") else { break }
            let drawn = rest[..<end.lowerBound]
            if !drawn.contains("\n") { found.append(String(drawn)) }
        }
        return found
    }

    /// `transcript` without the progress line's drawings: what stays on the screen.
    private func withoutProgress(_ transcript: String) throws -> String {
        let pattern = try NSRegularExpression(pattern: "\r[^\r\n]*\u{1B}\\[K")
        return pattern.stringByReplacingMatches(
            in: transcript, range: NSRange(transcript.startIndex..., in: transcript), withTemplate: "")
    }

    func testAtATerminalVerifyDrawsOneUpdatingLineAndErasesItBeforeItsOutput() throws {
        let root = try project()
        let result = try TestSupport.runInTerminal(Dsysctl.executable, ["verify"], in: root, environment: terminal)
        XCTAssertEqual(result.status, 0, result.transcript)
        let drawn = drawings(result.transcript)
        XCTAssertFalse(drawn.isEmpty, result.transcript)
        let phases = [
            "Reading the output repository ", "Checking the output repository's packs", "Verifying revisions ",
        ]
        for line in drawn.dropLast() {
            XCTAssertTrue(phases.contains { line.hasPrefix($0) }, line)
            XCTAssertLessThan(line.count, 80, line)
        }
        // Erased last, before the command's own output, which is all that stays on the screen.
        XCTAssertEqual(drawn.last, "")
        let erased = try XCTUnwrap(result.transcript.range(of: "\r\u{1B}[K", options: .backwards))
        let output = try XCTUnwrap(result.transcript.range(of: "ok: 2 revisions checked"))
        XCTAssertLessThanOrEqual(erased.upperBound, output.lowerBound)
        XCTAssertEqual(try withoutProgress(result.transcript), "ok: 2 revisions checked, 2 regenerated\r\n")
    }

    func testWithoutATerminalNothingIsShown() throws {
        let root = try project()
        for arguments in [["verify"], ["changelog", "--rediff"], ["registry", "copy", "--to", "copy.sqlite"]] {
            let result = try Dsysctl.run(arguments, in: root, environment: ["DSYS_PROGRESS_DELAY": "0"])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.standardError, "", "\(arguments)")
        }
    }

    func testQuietShowsNothingAtATerminal() throws {
        let root = try project()
        for flag in ["--quiet", "-q"] {
            let result = try TestSupport.runInTerminal(
                Dsysctl.executable, ["verify", flag], in: root, environment: terminal)
            XCTAssertEqual(result.status, 0, result.transcript)
            XCTAssertEqual(result.transcript, "ok: 2 revisions checked, 2 regenerated\r\n")
        }
    }

    func testJSONOutputShowsNoProgressAtATerminal() throws {
        let root = try project()
        let result = try TestSupport.runInTerminal(
            Dsysctl.executable, ["changelog", "--format", "json"], in: root, environment: terminal,
            standardOutputToFile: true)
        XCTAssertEqual(result.status, 0, result.transcript)
        XCTAssertEqual(result.transcript, "")
        XCTAssertTrue(result.standardOutput?.hasPrefix("{") == true, result.standardOutput ?? "")
    }

    /// Standard output is the same bytes, and the status the same, with the line on standard error or without it.
    func testStandardOutputIsTheSameWithAndWithoutTheLine() throws {
        let root = try project()
        for arguments in [["changelog", "--rediff"], ["verify", "--quick"]] {
            let plain = try Dsysctl.run(arguments, in: root)
            let shown = try TestSupport.runInTerminal(
                Dsysctl.executable, arguments, in: root, environment: terminal, standardOutputToFile: true)
            XCTAssertFalse(drawings(shown.transcript).isEmpty, "\(arguments): \(shown.transcript)")
            XCTAssertEqual(try withoutProgress(shown.transcript), "", "\(arguments)")
            XCTAssertEqual(shown.status, plain.status, "\(arguments)")
            XCTAssertEqual(shown.standardOutput, plain.standardOutput, "\(arguments)")
        }
        // Commands that write: the same command in two copies of a project, at a terminal and not.
        let writing: [(arguments: [String], project: () throws -> URL)] = [
            (["publish", "-m", "First"], { try TestSupport.exampleProject(self) }),
            (
                ["import", "--resolver", "acme.resolver.json", "--roles", "roles.json"],
                {
                    let folder = try TestSupport.temporaryDirectory(self)
                    for name in ["acme.resolver.json", "tokens.json", "dark.json", "roles.json"] {
                        try FileManager.default.copyItem(
                            at: TestSupport.examples.appendingPathComponent("dtcg/\(name)"),
                            to: folder.appendingPathComponent(name))
                    }
                    return folder
                }
            ),
        ]
        for (arguments, project) in writing {
            let plain = try Dsysctl.run(arguments, in: try project())
            let shown = try TestSupport.runInTerminal(
                Dsysctl.executable, arguments, in: try project(), environment: terminal, standardOutputToFile: true)
            XCTAssertEqual(plain.status, 0, plain.standardError)
            XCTAssertFalse(drawings(shown.transcript).isEmpty, "\(arguments): \(shown.transcript)")
            XCTAssertEqual(try withoutProgress(shown.transcript), "", "\(arguments)")
            XCTAssertEqual(shown.status, plain.status, "\(arguments)")
            XCTAssertEqual(shown.standardOutput, plain.standardOutput, "\(arguments)")
        }

        // A failing command too: its status, and its error after the erased line.
        let failing = try TestSupport.runInTerminal(
            Dsysctl.executable, ["changelog", "--rediff", "--from", "9.9.9"], in: root, environment: terminal)
        let plain = try Dsysctl.run(["changelog", "--rediff", "--from", "9.9.9"], in: root)
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(
            try withoutProgress(failing.transcript), plain.standardError.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    /// A terminal that obeys no escape (`TERM=dumb`) gets each phase as a line of its own, never redrawn.
    func testADumbTerminalGetsAPlainLinePerPhase() throws {
        let root = try project()
        var environment = terminal
        environment["TERM"] = "dumb"
        let result = try TestSupport.runInTerminal(Dsysctl.executable, ["verify"], in: root, environment: environment)
        XCTAssertEqual(result.status, 0, result.transcript)
        XCTAssertFalse(result.transcript.contains("\u{1B}"), result.transcript)
        XCTAssertFalse(result.transcript.replacingOccurrences(of: "\r\n", with: "").contains("\r"), result.transcript)
        let lines = result.transcript.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.suffix(2), ["ok: 2 revisions checked, 2 regenerated", ""])
        let progress = lines.dropLast(2)
        XCTAssertFalse(progress.isEmpty, result.transcript)
        let phases = [
            "Reading the output repository (2)…", "Checking the output repository's packs…", "Verifying revisions (2)…",
        ]
        for line in progress { XCTAssertTrue(phases.contains(line), line) }
        XCTAssertEqual(Set(progress).count, progress.count, "a phase printed twice: \(result.transcript)")
    }

    /// The line is gone before the import asks its questions, which stay whole on the screen.
    func testTheLineIsErasedBeforeTheImportAsks() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let tied = """
            {
              "theme-a": {"text": {"$type": "color", "default": {"$value": "#111111"}}},
              "theme-b": {"text": {"$type": "color", "default": {"$value": "#222222"}}}
            }
            """
        try Data(tied.utf8).write(to: root.appendingPathComponent("tokens.json"))
        let result = try TestSupport.runInTerminal(
            Dsysctl.executable, ["import", "tokens.json"], in: root, environment: terminal,
            answers: [.init(after: "which token fills text.primary? 1-2, or a token path: ", type: "2")])
        XCTAssertEqual(result.status, 0, result.transcript)
        XCTAssertTrue(drawings(result.transcript).contains { $0.hasPrefix("Importing") }, result.transcript)
        let screen = try withoutProgress(result.transcript)
        XCTAssertTrue(screen.hasPrefix("1 role to answer:\r\n\r\nrole text.primary: "), screen)
        XCTAssertTrue(screen.contains("\r\n  text.primary ← {theme-b.text.default} (answered)\r\n"), screen)
    }
}
