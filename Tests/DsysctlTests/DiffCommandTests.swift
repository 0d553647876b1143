import Foundation
import TestSupport
import XCTest

/// `diff`, `changelog` and `contrast` end to end, with every error a user can cause.
final class DiffCommandTests: XCTestCase {
    private var dsysctl: URL { Dsysctl.executable }

    private var nextFull: URL { TestSupport.fixtures.appendingPathComponent("changes/full-next.json") }

    /// A project with the full example published as 1.0.0 and its next revision as the working document.
    private func publishedProject() throws -> URL {
        let root = try TestSupport.exampleProject(self, "full")
        let first = try Dsysctl.run(["publish", "--no-output", "-m", "First"], in: root)
        XCTAssertEqual(first.status, 0, first.standardError)
        let document = root.appendingPathComponent(".dsys/design-system.json")
        try FileManager.default.removeItem(at: document)
        try FileManager.default.copyItem(at: nextFull, to: document)
        return root
    }

    private func checkSchema(_ files: [URL], file: StaticString = #filePath, line: UInt = #line) throws {
        let verdicts = try TestSupport.schemaVerdicts("schema/diff.schema.json", files)
        for url in files {
            XCTAssertEqual(verdicts[url.path], true, url.lastPathComponent, file: file, line: line)
        }
    }

    func testDiffAgainstTheWorkingDocumentInEveryFormat() throws {
        let root = try publishedProject()
        let text = try Dsysctl.run(["diff"], in: root)
        XCTAssertEqual(text.status, 0, text.standardError)
        XCTAssertTrue(text.standardOutput.hasPrefix("1.0.0 → working document  major: "), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("✗ renamed color.text.link → color.text.hyperlink"))
        XCTAssertTrue(text.standardOutput.contains("→ replace Color.dsTextLink with Color.dsTextHyperlink"))
        XCTAssertFalse(text.standardOutput.contains("\u{1B}["), "no colors without a terminal")

        let markdown = try Dsysctl.run(["diff", "--format", "markdown"], in: root)
        XCTAssertTrue(markdown.standardOutput.hasPrefix("## 1.0.0 → working document\n"), markdown.standardOutput)
        XCTAssertTrue(markdown.standardOutput.contains("| `Color.dsTextLink` | `Color.dsTextHyperlink` |"))

        let outputs = root.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        let json = outputs.appendingPathComponent("diff.json")
        let written = try Dsysctl.run(["diff", "head", "--format", "json", "--output", json.path], in: root)
        XCTAssertEqual(written.status, 0, written.standardError)
        XCTAssertEqual(written.standardOutput, "")
        try checkSchema([json])

        let html = try Dsysctl.run(["diff", "-f", "html"], in: root)
        XCTAssertTrue(html.standardOutput.hasPrefix("<!doctype html>"))
        XCTAssertFalse(html.standardOutput.contains("http://") || html.standardOutput.contains("https://"))
    }

    func testPublishRecordsWhatDiffShowedAndChangelogAndContrastRead() throws {
        let root = try publishedProject()
        // The next revision darkens text.muted below AA on the surfaces the badge and the card draw it on: refused,
        // each pair at its foreground color, nothing recorded.
        let refused = try Dsysctl.run(["publish", "--no-output", "-m", "Second"], in: root)
        XCTAssertEqual(refused.status, 1, refused.standardOutput)
        XCTAssertTrue(
            refused.standardError.contains(
                "/tokens/color/text/muted: text.muted on surface.inset is 4.39:1 in light, below AA (4.5:1) for "
                    + "DSInput (placeholder), DSBadge in the dsys profile; change either color, waive the pair in "
                    + "\"contrast_waivers\" with a reason, or pass --accessibility-policy warn"), refused.standardError)
        // Its lighter dark `surface.raised` takes a badge's tint over a card below AA too.
        XCTAssertTrue(
            refused.standardError.contains(
                "/tokens/color/feedback/error: feedback.error on feedback.error at 10% over surface.raised is 3.29:1 "
                    + "in dark, below AA (4.5:1) for DSBadge (error)"), refused.standardError)
        XCTAssertEqual(try Dsysctl.run(["log"], in: root).standardOutput.split(separator: "\n").count, 1, "only 1.0.0")

        let preview = try Dsysctl.run(["diff", "--format", "json", "--accessibility-policy", "warn"], in: root)
        let published = try Dsysctl.run(
            ["publish", "--no-output", "-m", "Second", "--accessibility-policy", "warn"], in: root)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(published.standardOutput.hasPrefix("published 2.0.0 (major: "), published.standardOutput)
        XCTAssertTrue(published.standardOutput.contains("  major: renamed color.text.link → color.text.hyperlink\n"))
        XCTAssertTrue(
            published.standardOutput.contains(
                "  contrast below its level (policy warn): text.muted on surface.inset is 4.39:1 in light, below AA "
                    + "(4.5:1) for DSInput (placeholder), DSBadge\n"), published.standardOutput)

        let same = try Dsysctl.run(["diff", "2.0.0"], in: root)
        XCTAssertEqual(same.standardOutput, "2.0.0 → working document  no changes\n")
        let between = try Dsysctl.run(
            ["diff", "1.0.0", "2.0.0", "--format", "json", "--accessibility-policy", "warn"], in: root)
        XCTAssertEqual(
            between.standardOutput.replacingOccurrences(
                of: "\"to\" : \"2.0.0\"", with: "\"to\" : \"working document\""),
            preview.standardOutput, "the published diff is the one diff previewed")

        let outputs = root.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        var files: [URL] = []
        for (command, format) in [("changelog", "json"), ("contrast", "json")] {
            let url = outputs.appendingPathComponent("\(command).\(format)")
            let result = try Dsysctl.run([command, "--format", format, "--output", url.path], in: root)
            XCTAssertEqual(result.status, 0, result.standardError)
            files.append(url)
        }
        try checkSchema(files)

        let changelog = try Dsysctl.run(["changelog", "--from", "2.0.0"], in: root)
        XCTAssertTrue(
            changelog.standardOutput.hasPrefix("# Changelog\n\n## 2.0.0 — 2023-11-14\n"), changelog.standardOutput)
        XCTAssertFalse(changelog.standardOutput.contains("## 1.0.0"))
        // The release note says what it shipped below its level.
        XCTAssertTrue(
            changelog.standardOutput.contains(
                "### ⚠️ Contrast below its level (policy: warn)\n\n- `border.input` on `surface.raised` is 2.13:1 in "
                    + "dark, below non-text (3:1) for DSInput (outline)\n"), changelog.standardOutput)
        XCTAssertTrue(
            changelog.standardOutput.contains(
                "- `text.muted` on `surface.inset` is 4.39:1 in light, below AA (4.5:1) for DSInput (placeholder), "
                    + "DSBadge\n"), changelog.standardOutput)

        let contrast = try Dsysctl.run(["contrast", "1.0.0"], in: root)
        // The starter passes its own check: the dsys profile's pairs are what its components draw.
        XCTAssertTrue(
            contrast.standardOutput.hasPrefix("Contrast of 1.0.0  48 checks, 0 below their level\n"),
            contrast.standardOutput)
        let primary = contrast.standardOutput.split(separator: "\n").filter {
            $0.hasPrefix("  text.primary on surface.default ")
        }
        XCTAssertEqual(primary.count, 2, "light and dark")
        XCTAssertTrue(primary.first?.hasSuffix(" 17.74  pass AAA (declared)") == true, "\(primary)")
    }

    func testUserErrorsExplainThemselvesAndWriteNothing() throws {
        let empty = try TestSupport.temporaryDirectory(self)
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["diff"], 1, "there is no registry in "),
            (["changelog"], 1, "there is no registry in "),
            (["contrast"], 1, "no design-system document at "),
        ]
        for (arguments, status, message) in cases {
            let result = try Dsysctl.run(arguments, in: empty)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.standardOutput, "")
        }
        XCTAssertEqual(TestSupport.files(below: empty), [], "nothing written")

        let root = try publishedProject()
        let report = root.appendingPathComponent("report.txt")
        // Reading the registry may leave SQLite's WAL files beside it; nothing else may appear.
        func files() -> [String] { TestSupport.files(below: root).filter { !$0.contains("registry.sqlite-") } }
        let before = files()
        let errors: [(arguments: [String], status: Int32, message: String)] = [
            (["diff", "9.9.9"], 1, "no revision has version 9.9.9; the latest is 1.0.0"),
            (["diff", "1.0"], 64, "\"1.0\" is neither a version (MAJOR.MINOR.PATCH, or head) nor a document file"),
            (["diff", "--format", "pdf"], 64, "The value 'pdf' is invalid for '--format <format>'"),
            (
                ["changelog", "--format", "text"], 64,
                "--format text is not offered here; choose one of markdown, html, json"
            ),
            (
                ["contrast", "--format", "markdown"], 64,
                "--format markdown is not offered here; choose one of text, json, html"
            ),
            (["changelog", "--from", "1.0.0", "--to", "0.9.0"], 1, "no revision has version 0.9.0"),
            (["changelog", "--from", "x"], 1, "\"x\" is not a version; write MAJOR.MINOR.PATCH"),
            (
                ["diff", "--output", root.appendingPathComponent("missing/report.txt").path], 1,
                "does not exist; create it first"
            ),
            (["diff", "--output", root.path], 1, "it is a folder; give a file name"),
            (["contrast", "--output", report.path, "4.0.0"], 1, "no revision has version 4.0.0"),
            (["diff", "--accessibility-policy", "lenient"], 64, "The value 'lenient' is invalid"),
        ]
        for (arguments, status, message) in errors {
            let result = try Dsysctl.run(arguments, in: root)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
        }
        XCTAssertEqual(files(), before, "nothing written")

        // An invalid working document: the validator's messages, exit 1.
        try Data("{\"name\": 1}".utf8).write(to: root.appendingPathComponent(".dsys/design-system.json"))
        let invalid = try Dsysctl.run(["diff"], in: root)
        XCTAssertEqual(invalid.status, 1)
        XCTAssertTrue(invalid.standardError.contains("/name: "), invalid.standardError)
    }

    func testColorsOnlyOnATerminalAndNeverWithNO_COLOR() throws {
        let root = try publishedProject()
        // util-linux's `script` gives dsysctl a pseudo-terminal as its standard output.
        func onTerminal(_ environment: [String: String]) throws -> String {
            let command = "\(Dsysctl.executable.path) diff --project \(root.path)"
            let result = try TestSupport.run(
                URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", command, "/dev/null"], in: root,
                environment: environment)
            XCTAssertEqual(result.status, 0, result.standardError)
            return result.standardOutput
        }
        XCTAssertTrue(try onTerminal(["NO_COLOR": ""]).contains("\u{1B}[1m1.0.0 → working document\u{1B}[0m"))
        XCTAssertFalse(try onTerminal(["NO_COLOR": "1"]).contains("\u{1B}["))
        XCTAssertFalse(
            try Dsysctl.run(["diff"], in: root, environment: ["NO_COLOR": ""]).standardOutput.contains("\u{1B}["))
    }

    func testTheWarnPolicyKeepsAnAccessibilityRegressionFromBreaking() throws {
        let root = try TestSupport.exampleProject(self, "minimal")
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root).status, 0)
        // text.muted light #4B5563 → #9CA3AF: 7.56 → 2.54 on white, fails AA.
        let url = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"#4B5563\"", with: "\"#9CA3AF\"").utf8).write(to: url)
        let breaking = try Dsysctl.run(["diff", "--format", "json"], in: root)
        XCTAssertTrue(breaking.standardOutput.contains("\"bump\" : \"major\""))
        let warn = try Dsysctl.run(["publish", "--no-output", "--accessibility-policy", "warn"], in: root)
        XCTAssertEqual(warn.status, 0, warn.standardError)
        XCTAssertTrue(warn.standardOutput.hasPrefix("published 1.0.1 (patch: 1 changed)\n"), warn.standardOutput)
        XCTAssertTrue(
            warn.standardOutput.contains("patch: accessibility regression: text.muted on surface.default (light)"))
    }
}
