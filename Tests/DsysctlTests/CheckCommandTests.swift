import Foundation
import TestSupport
import XCTest

/// `dsysctl check`, as a pull request's CI job runs it: the report in each format, what blocks (exit status 1), and
/// every way it cannot run (exit status 2), with nothing written.
final class CheckCommandTests: XCTestCase {
    /// Edits the project's document as JSON.
    private func edit(_ root: URL, _ change: (inout [String: Any]) -> Void) throws {
        let url = root.appendingPathComponent(".dsys/design-system.json")
        var document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any])
        change(&document)
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }

    /// Changes `tokens.color.GROUP.NAME` (nil removes it).
    private func setColor(_ root: URL, _ group: String, _ name: String, _ value: Any?) throws {
        try edit(root) { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            var colors = tokens["color"] as? [String: Any] ?? [:]
            var members = colors[group] as? [String: Any] ?? [:]
            members[name] = value
            colors[group] = members
            tokens["color"] = colors
            document["tokens"] = tokens
        }
    }

    /// The full example published as 1.0.0, with an app view that uses `text.link`.
    private func publishedProject() throws -> URL {
        let root = try TestSupport.exampleProject(self, "full")
        let published = try Dsysctl.run(["publish", "--no-output", "-m", "First"], in: root)
        XCTAssertEqual(published.status, 0, published.standardError)
        // A reading command, so that SQLite's files of readers (registry.sqlite-shm and -wal, which every reading
        // command leaves) are there before the tests look at what check writes.
        XCTAssertEqual(try Dsysctl.run(["log"], in: root).status, 0)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(
            """
            import DesignSystem
            import SwiftUI

            struct TermsLink: View {
                var body: some View {
                    Text("Terms").foregroundStyle(Color.dsTextLink).padding(DSSpacing.md)
                }
            }

            """.utf8
        ).write(to: root.appendingPathComponent("App/TermsLink.swift"))
        return root
    }

    /// Renames `text.link` to `text.hyperlink` (same values: a rename, which is major).
    private func renameLink(_ root: URL) throws {
        try edit(root) { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            var colors = tokens["color"] as? [String: Any] ?? [:]
            var text = colors["text"] as? [String: Any] ?? [:]
            text["hyperlink"] = text["link"]
            text["link"] = nil
            colors["text"] = text
            tokens["color"] = colors
            document["tokens"] = tokens
        }
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    // MARK: - Reports

    func testAFirstPullRequestChecksAFirstVersionAndWritesNothing() throws {
        let root = try TestSupport.exampleProject(self, "full")
        let before = TestSupport.files(below: root)
        let result = try Dsysctl.run(["check"], in: root)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "✓ check: passes — a first version of 107 tokens")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("base      nothing is published in ") && $0.hasSuffix(" yet: this is the first version")
            },
            result.standardOutput)
        XCTAssertTrue(
            lines.contains("version   a first version (publish makes it 1.0.0 unless --version says otherwise)"),
            result.standardOutput)
        XCTAssertEqual(TestSupport.files(below: root), before, "check wrote files")
    }

    func testARenameNeedsAMajorVersionAndTheAppsUseOfTheOldSymbolBlocks() throws {
        let root = try publishedProject()
        try renameLink(root)
        let before = TestSupport.files(below: root)

        let refused = try Dsysctl.run(["check", "--version", "1.1.0", "--lint", "App"], in: root)
        XCTAssertEqual(refused.status, 1, refused.standardError)
        let lines = refused.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(
            Array(lines.prefix(3)),
            [
                "✗ check: blocked — 2 problems block this change",
                "  ✗ version: version 1.1.0 is too small: renamed color.text.link → color.text.hyperlink needs a "
                    + "major bump from 1.0.0, so at least 2.0.0",
                "  ✗ lint: 1 error in 1 file",
            ])
        XCTAssertTrue(
            refused.standardOutput.contains(
                "App/TermsLink.swift:6:39: removed-token: Color.dsTextLink does not exist in the working document "
                    + "(use Color.dsTextHyperlink; renamed in the working document; --fix rewrites it)"),
            refused.standardOutput)
        XCTAssertTrue(refused.standardOutput.contains("→ replace Color.dsTextLink with Color.dsTextHyperlink"))

        // The proposed version the change needs: the version passes, the app's code still blocks, and says where.
        let proposed = try Dsysctl.run(["check", "--version", "2.0.0", "--lint", "App", "--format", "json"], in: root)
        XCTAssertEqual(proposed.status, 1, proposed.standardError)
        let report = try json(proposed.standardOutput)
        XCTAssertEqual(report["verdict"] as? String, "blocked")
        let version = try XCTUnwrap(report["version"] as? [String: Any])
        XCTAssertEqual(version["bump"] as? String, "major")
        XCTAssertEqual(version["accepted"] as? Bool, true)
        let blocking = try XCTUnwrap(report["blocking"] as? [[String: Any]])
        XCTAssertEqual(blocking.map { $0["kind"] as? String }, ["lint"])
        let findings = try XCTUnwrap((report["lint"] as? [String: Any])?["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["message"] as? String }, ["Color.dsTextLink does not exist in 2.0.0"])
        XCTAssertEqual(findings.first?["fix"] as? String, "Color.dsTextHyperlink")

        // Without the app: a major change whose version is not proposed blocks nothing.
        let plain = try Dsysctl.run(["check"], in: root)
        XCTAssertEqual(plain.status, 0, plain.standardError)
        XCTAssertTrue(
            plain.standardOutput.hasPrefix(
                "✓ check: passes — major: 1 renamed since 1.0.0; publish makes it 2.0.0\n"), plain.standardOutput)
        XCTAssertEqual(TestSupport.files(below: root), before, "check wrote files")
    }

    func testTheLintBaselineBlocksOnlyOnNewFindingsAndSARIFIsWritten() throws {
        let root = try publishedProject()
        try Data(
            """
            import SwiftUI

            struct Legacy: View {
                var body: some View { Text("Old").padding(16).foregroundColor(.gray) }
            }

            """.utf8
        ).write(to: root.appendingPathComponent("App/Legacy.swift"))
        let baseline = try Dsysctl.run(["lint", "App", "--write-baseline", "lint-baseline.json"], in: root)
        XCTAssertEqual(baseline.status, 0, baseline.standardError)

        let known = try Dsysctl.run(
            ["check", "--lint", "App", "--lint-baseline", "lint-baseline.json", "--sarif", "lint.sarif"], in: root)
        XCTAssertEqual(known.status, 0, known.standardOutput)
        XCTAssertTrue(known.standardOutput.contains("lint      no new findings in 2 files; 2 in the baseline"))

        try renameLink(root)
        let renamed = try Dsysctl.run(
            ["check", "--lint", "App", "--lint-baseline", "lint-baseline.json", "--sarif", "lint.sarif"], in: root)
        XCTAssertEqual(renamed.status, 1, renamed.standardOutput)
        let sarif = root.appendingPathComponent("lint.sarif")
        XCTAssertEqual(
            try TestSupport.schemaVerdicts("Tests/Fixtures/lint/sarif-schema-2.1.0.json", [sarif]), [sarif.path: true])
        let log = try json(String(decoding: try Data(contentsOf: sarif), as: UTF8.self))
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(
            results.map { "\($0["ruleId"] ?? "") \($0["baselineState"] ?? "")" },
            ["spacing-literal unchanged", "color-literal unchanged", "removed-token new"])
    }

    func testContrastBelowItsLevelBlocksUnlessWaivedOrThePolicyIsWarn() throws {
        let root = try publishedProject()
        try setColor(root, "text", "secondary", ["light": "#F3F4F6", "dark": "{palette.gray.300}"])

        let blocked = try Dsysctl.run(["check", "--format", "markdown"], in: root)
        XCTAssertEqual(blocked.status, 1, blocked.standardError)
        XCTAssertTrue(
            blocked.standardOutput.hasPrefix("**❌ Design system check: blocked** — 2 problems block this change\n"),
            blocked.standardOutput)
        XCTAssertTrue(
            blocked.standardOutput.contains(
                "- **contrast**: `text.secondary` on `surface.default` is 1.10:1 in light, below AA (4.5:1) for DSText; "
                    + "waive it in \"contrast\\_waivers\" with a reason, or change a color\n"),
            blocked.standardOutput)
        // The regression needs a major version, as publish has it.
        XCTAssertTrue(blocked.standardOutput.contains("accessibility regression"), blocked.standardOutput)

        let warned = try Dsysctl.run(["check", "--accessibility-policy", "warn", "--format", "json"], in: root)
        XCTAssertEqual(warned.status, 0, warned.standardError)
        let report = try json(warned.standardOutput)
        XCTAssertEqual(report["verdict"] as? String, "pass")
        let warnings = try XCTUnwrap(report["warnings"] as? [[String: Any]])
        XCTAssertTrue(warnings.contains { $0["kind"] as? String == "contrast" }, "\(warnings)")
        XCTAssertEqual((report["version"] as? [String: Any])?["bump"] as? String, "patch")

        try edit(root) { document in
            document["contrast_waivers"] = [
                ["foreground": "text.secondary", "background": "surface.default", "reason": "Decorative only."],
                ["foreground": "text.secondary", "background": "surface.raised", "reason": "Decorative only."],
                ["foreground": "text.secondary", "background": "surface.inset", "reason": "Decorative only."],
                ["foreground": "text.secondary", "background": "surface.overlay", "reason": "Decorative only."],
            ]
        }
        let waived = try Dsysctl.run(["check", "--format", "json"], in: root)
        let waivedReport = try json(waived.standardOutput)
        let contrast = try XCTUnwrap(waivedReport["contrast"] as? [String: Any])
        XCTAssertEqual((contrast["below_level"] as? [Any])?.count, 0, waived.standardOutput)
        XCTAssertEqual(
            Set(((contrast["waived"] as? [[String: Any]]) ?? []).compactMap { $0["waiver"] as? String }),
            ["Decorative only."])
        XCTAssertEqual(waived.status, 0, waived.standardOutput)
    }

    func testAnInvalidDocumentBlocksWithItsProblemsAndSARIFSaysWhy() throws {
        let root = try publishedProject()
        try setColor(root, "action", "primary", "#12345")
        let result = try Dsysctl.run(["check", "--lint", "App", "--sarif", "lint.sarif"], in: root)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("✗ check: blocked — 1 problem blocks this change\n"))
        XCTAssertTrue(
            result.standardOutput.contains(
                "  ✗ document: .dsys/design-system.json has 1 problem; `dsysctl validate` lists them"))
        XCTAssertTrue(
            result.standardOutput.contains(".dsys/design-system.json:"), "each problem at its place")
        XCTAssertTrue(result.standardOutput.contains("/tokens/color/action/primary"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("the app code was not linted: the document has problems"))
        let sarif = root.appendingPathComponent("lint.sarif")
        XCTAssertEqual(
            try TestSupport.schemaVerdicts("Tests/Fixtures/lint/sarif-schema-2.1.0.json", [sarif]), [sarif.path: true])
        XCTAssertTrue(
            String(decoding: try Data(contentsOf: sarif), as: UTF8.self).contains(
                "the app code was not linted: the document has problems"))
    }

    func testTheMarkdownEscapesTheDocumentsStringsAndTheTextTheTerminals() throws {
        let root = try publishedProject()
        let hostile = "<script>alert(1)</script> | **bold** `tick`\n## Heading \u{1B}[31mred"
        try edit(root) { document in
            var tokens = document["tokens"] as? [String: Any] ?? [:]
            var colors = tokens["color"] as? [String: Any] ?? [:]
            var text = colors["text"] as? [String: Any] ?? [:]
            text["link"] = ["light": "{palette.blue.700}", "dark": "{palette.blue.300}", "deprecated": hostile]
            colors["text"] = text
            tokens["color"] = colors
            document["tokens"] = tokens
        }
        let markdown = try Dsysctl.run(["check", "--format", "markdown"], in: root)
        XCTAssertEqual(markdown.status, 0, markdown.standardError)
        XCTAssertTrue(
            markdown.standardOutput.contains(
                "- `color.text.link`: \\<script\\>alert(1)\\</script\\> \\| \\*\\*bold\\*\\* \\`tick\\` \\#\\# Heading "
                    + "\\\\u{1B}\\[31mred\n"), markdown.standardOutput)
        XCTAssertFalse(markdown.standardOutput.contains("\u{1B}"), "no escape sequence from the document")
        XCTAssertFalse(markdown.standardOutput.contains("<script>"))
        XCTAssertFalse(markdown.standardOutput.contains("\n## Heading"))
        XCTAssertTrue(markdown.standardOutput.hasSuffix("\n<!-- dsysctl check -->\n"))

        let text = try Dsysctl.run(["check"], in: root)
        XCTAssertEqual(text.status, 0, text.standardError)
        XCTAssertFalse(text.standardOutput.contains("\u{1B}"), "no escape sequence from the document")
        XCTAssertTrue(
            text.standardOutput.contains(
                "~ color.text.link: <script>alert(1)</script> | **bold** `tick`\n## Heading \\u{1B}[31mred\n"),
            text.standardOutput)
    }

    func testTheJSONFollowsTheSchemaInEveryCase() throws {
        let root = try publishedProject()
        let folder = try TestSupport.temporaryDirectory(self, "reports")
        var files: [URL] = []
        func record(_ name: String, _ arguments: [String]) throws {
            let url = folder.appendingPathComponent("\(name).json")
            let result = try Dsysctl.run(["check", "--format", "json", "--output", url.path] + arguments, in: root)
            XCTAssertTrue([0, 1].contains(result.status), result.standardError)
            XCTAssertEqual(result.standardOutput, "", "the report goes to --output only")
            files.append(url)
        }
        try record("unchanged", ["--version", "1.0.1"])
        try renameLink(root)
        try record("renamed", ["--version", "1.1.0", "--lint", "App"])
        try setColor(root, "text", "secondary", ["light": "#F3F4F6", "dark": "{palette.gray.300}"])
        try record("contrast", ["--accessibility-policy", "warn"])
        try setColor(root, "action", "primary", "#12345")
        try record("invalid", ["--lint", "App"])
        let verdicts = try TestSupport.schemaVerdicts("schema/diff.schema.json", files)
        XCTAssertEqual(verdicts, Dictionary(uniqueKeysWithValues: files.map { ($0.path, true) }))
        let unchanged = try json(String(decoding: try Data(contentsOf: files[0]), as: UTF8.self))
        XCTAssertEqual(unchanged["unchanged"] as? Bool, true)
        XCTAssertEqual(unchanged["kind"] as? String, "check")
    }

    // MARK: - What stops it (exit status 2)

    func testEveryErrorStopsTheCheckWithStatus2AndWritesNothing() throws {
        let root = try publishedProject()
        try Data("not json".utf8).write(to: root.appendingPathComponent("bad-baseline.json"))
        let cases: [([String], String)] = [
            (["check", "--base", "9.9.9"], "error: no revision has version 9.9.9; the latest is 1.0.0"),
            (["check", "--base", "one"], "--base needs a published version (MAJOR.MINOR.PATCH, or head)"),
            (["check", "--version", "2.0"], "--version needs a version MAJOR.MINOR.PATCH, e.g. 1.2.0"),
            (["check", "--format", "html"], "--format html is not offered here; choose one of text, markdown, json"),
            (["check", "--lint-baseline", "lint-baseline.json"], "--lint-baseline is for --lint"),
            (["check", "--sarif", "lint.sarif"], "--sarif writes lint's findings: give --lint"),
            (["check", "--no-such-option"], "Unknown option '--no-such-option'"),
            (["check", "missing.json"], "missing.json"),
            (["check", "--lint", "App", "--lint-baseline", "bad-baseline.json"], "cannot read the baseline"),
            (["check", "--output", "no/such/folder/check.md"], "no/such/folder/check.md"),
            (["check", "--lint", "App", "--sarif", "App"], "it is a folder; give a file name"),
            (["check", "--registry", "mysql://db/x"], "dsys keeps a registry in PostgreSQL"),
        ]
        for (arguments, message) in cases {
            try assertCommandFails(arguments, in: root, status: 2, message: message)
        }
        // A registry file that is not one.
        try Data("garbage".utf8).write(to: root.appendingPathComponent("other.sqlite"))
        try assertCommandFails(
            ["check", "--registry", "other.sqlite"], in: root, status: 2, message: "other.sqlite")
        // No document at all.
        try FileManager.default.removeItem(at: root.appendingPathComponent(".dsys/design-system.json"))
        try assertCommandFails(["check"], in: root, status: 2, message: "design-system.json")
    }

    func testABaseWhenNothingIsPublishedStopsTheCheck() throws {
        let root = try TestSupport.exampleProject(self, "full")
        try assertCommandFails(
            ["check", "--base", "head"], in: root, status: 2,
            message: "error: nothing is published yet; `dsysctl publish` records the first version")
        try assertCommandFails(
            ["check", "--base", "1.0.0"], in: root, status: 2,
            message: "error: no revision has version 1.0.0; nothing is published yet")
    }

    func testASwiftFileLintCannotReadBlocks() throws {
        let root = try publishedProject()
        try Data("struct Broken: View { var body: some View { Text(\"x\" }".utf8).write(
            to: root.appendingPathComponent("App/Broken.swift"))
        let result = try Dsysctl.run(["check", "--lint", "App", "--format", "json"], in: root)
        XCTAssertEqual(result.status, 1, result.standardError)
        let blocking = try XCTUnwrap(try json(result.standardOutput)["blocking"] as? [[String: Any]])
        XCTAssertEqual(blocking.map { $0["message"] as? String }, ["1 file problem"])
    }

    func testHelpDocumentsTheOptionsAndTheExitStatuses() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let help = try Dsysctl.run(["check", "--help"], in: root)
        XCTAssertEqual(help.status, 0)
        // As one line: the help is wrapped to the terminal's width.
        let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in [
            "--base <version>", "--version <x.y.z>", "--lint <path> ...", "--lint-baseline <file>", "--sarif <file>",
            "--format <format>", "--output <file>", "--accessibility-policy <breaking|warn>", "--registry <url>",
            "Exit status: 0 when nothing blocks; 1 when something does", "2 when the check cannot run",
        ] {
            XCTAssertTrue(words.contains(text), "\(text) in:\n\(help.standardOutput)")
        }
    }
}
