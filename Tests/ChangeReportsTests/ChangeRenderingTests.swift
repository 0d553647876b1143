import ChangeReports
import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

/// The Swift API impact, and every rendering of a diff, changelog and contrast report on the examples, compared with
/// golden files in `__Snapshots__/changes/`. Re-record with `DSYS_RECORD=1 swift test --filter ChangeRenderingTests`
/// (never on CI) and review the diff like code.
final class ChangeRenderingTests: XCTestCase {
    private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/changes")

    private func next(_ example: String) throws -> DesignSystem {
        try loadDocument(TestSupport.fixtures.appendingPathComponent("changes/\(example)-next.json"))
    }

    private func fullReport() throws -> ChangeReport {
        ChangeReport.between(try loadExample("full"), try next("full"), from: "1.0.0", to: "2.0.0")
    }

    private func minimalReport() throws -> ChangeReport {
        ChangeReport.between(try loadExample("minimal"), try next("minimal"), from: "1.0.0", to: "1.0.1")
    }

    /// The full example's history: 1.0.0, then its next revision as 2.0.0.
    private func changelog() throws -> [ChangelogEntry] {
        let initial = ChangeReport.between(nil, try loadExample("full"), from: "nothing", to: "1.0.0")
        return [
            ChangelogEntry(
                version: "2.0.0", date: "2026-11-23T10:00:00Z", author: "Ada Lovelace",
                message: "Hyperlinks, a darker primary action", bump: "major", rollbackOf: nil, report: try fullReport()
            ),
            ChangelogEntry(
                version: "1.0.0", date: "2026-11-20T09:30:00Z", author: "Ada Lovelace", message: "First release",
                bump: "initial", rollbackOf: nil, report: initial),
        ]
    }

    // ── API impact ──

    func testARenameGivesAMigrationLineAndARemovalBreaks() throws {
        let impact = try XCTUnwrap(try fullReport().api.first)
        XCTAssertEqual(impact.profile, .dsys)
        XCTAssertEqual(impact.migrations, [.init(old: "Color.dsTextLink", new: "Color.dsTextHyperlink")])
        XCTAssertEqual(impact.removed, ["Color.dsTextLink", "DSSpacing.xxl", "DSSpacingFixed.xxl"])
        XCTAssertEqual(impact.added, ["Color.dsFeedbackNeutral", "Color.dsTextHyperlink"])
        XCTAssertTrue(impact.isBreaking)
        XCTAssertEqual(try minimalReport().api.first?.isEmpty, true, "value changes keep every symbol")
    }

    func testASpacingRenameMigratesBothOfItsSymbols() throws {
        let old = try loadExample("minimal")
        var new = old
        new.spacing[3].name = "large"
        new.spacing[3].identifier = "large"
        let report = ChangeReport.between(old, new, from: "1.0.0", to: "2.0.0")
        XCTAssertEqual(
            report.api.first?.migrations,
            [
                .init(old: "DSSpacing.lg", new: "DSSpacing.large"),
                .init(old: "DSSpacingFixed.lg", new: "DSSpacingFixed.large"),
            ])
    }

    func testEverySymbolIsDeclaredInTheGeneratedPackage() throws {
        for example in ["full", "minimal"] {
            let designSystem = try loadExample(example)
            let source = Generator.generate(designSystem).filter { $0.path.hasSuffix(".swift") }.map(\.text).joined()
            let symbols = Generator.publicSymbols(of: designSystem)
            XCTAssertEqual(Set(symbols.map(\.name)).count, symbols.count, "no symbol twice")
            for symbol in symbols {
                let member =
                    symbol.name.split(separator: ".").last.map { $0.replacingOccurrences(of: "()", with: "") } ?? ""
                let declared = [
                    "let \(member) ", "let \(member):", "var \(member):", "func \(member)(", "case \(member)\n",
                ].contains {
                    source.contains($0)
                }
                XCTAssertTrue(declared, "\(example): \(symbol.name) is not declared")
            }
            // Every color once: in `Color`, or among the primitives (the full example's palette).
            let colorCount = designSystem.colors.count
            XCTAssertEqual(
                symbols.filter { $0.name.hasPrefix("Color.") || $0.name.hasPrefix("DSPrimitives.") }.count, colorCount)
        }
    }

    // ── Renderings ──

    func testTextRendering() throws {
        try assertGolden(TextRendering.diff(try fullReport(), ansi: false), "full.txt")
        try assertGolden(TextRendering.diff(try minimalReport(), ansi: false), "minimal.txt")
        let colored = TextRendering.diff(try minimalReport(), ansi: true)
        XCTAssertTrue(colored.contains("\u{1B}[33m• color.action.destructive light"), colored)
        XCTAssertEqual(
            colored.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression),
            try golden("minimal.txt"))
    }

    /// Control characters and a bidirectional override in a description and a deprecation reason (issue 26): with
    /// colors, each piece between the colors is escaped as the plain rendering escapes it, so the only ESC left starts
    /// a color.
    func testColoredTextEscapesWhatTheDocumentsHold() throws {
        let hostile = "\u{1B}]0;x\u{07}\u{85}\u{202E}"
        let url = TestSupport.examples.appendingPathComponent("minimal/design-system.json")
        var document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var tokens = try XCTUnwrap(document["tokens"] as? [String: Any])
        var colors = try XCTUnwrap(tokens["color"] as? [String: Any])
        var action = try XCTUnwrap(colors["action"] as? [String: Any])
        action["primary"] = [
            "light": "#1D4ED8", "dark": "#60A5FA", "description": "Desc\(hostile)", "deprecated": "Why\(hostile)",
        ]
        colors["action"] = action
        tokens["color"] = colors
        document["tokens"] = tokens
        let edited = try DesignSystemDocument.load(
            [UInt8](try JSONSerialization.data(withJSONObject: document)), file: "edited.json")
        let report = ChangeReport.between(try loadExample("minimal"), edited, from: "1.0.0", to: "1.1.0")

        let plain = TextRendering.diff(report, ansi: false)
        XCTAssertTrue(plain.contains("Why\\u{1B}]0;x\\u{7}\\u{85}\\u{202E}"), plain)
        XCTAssertTrue(plain.contains("Desc\\u{1B}]0;x\\u{7}\\u{85}\\u{202E}"), plain)
        let colored = TextRendering.diff(report, ansi: true)
        let uncolored = colored.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression)
        XCTAssertNotEqual(uncolored, colored, "colors were used")
        XCTAssertEqual(uncolored, plain)
        XCTAssertFalse(uncolored.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) }, uncolored)
    }

    /// `check`'s verdict in colors: bold and colored at once, so that no color code ends up escaped inside another.
    func testCheckVerdictInColorsEscapesNoColorCode() {
        for refusal in [nil, "1.0.0 is not above the latest version"] {
            let report = CheckReport(
                document: "design-system.json", profile: nil, policy: .breaking, registry: ".dsys", latest: "1.0.0",
                base: "1.0.0",
                version: .init(
                    bump: "patch", minimum: "1.0.1", reasons: "a value changed", proposed: "1.0.0", refusal: refusal))
            let colored = CheckRendering.text(report, ansi: true)
            XCTAssertFalse(colored.contains("\\u{1B}"), colored)
            XCTAssertEqual(
                colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]+m", with: "", options: .regularExpression),
                CheckRendering.text(report, ansi: false))
        }
    }

    func testMarkdownRendering() throws {
        try assertGolden(MarkdownRendering.diff(try fullReport()), "full.md")
        try assertGolden(MarkdownRendering.diff(try minimalReport()), "minimal.md")
        try assertGolden(MarkdownRendering.changelog(try changelog(), title: "Changelog"), "changelog-full.md")
    }

    func testJSONRenderingFollowsItsSchema() throws {
        try assertGolden(JSONRendering.diff(try fullReport()), "full.json")
        try assertGolden(JSONRendering.diff(try minimalReport()), "minimal.json")
        try assertGolden(JSONRendering.changelog(try changelog()), "changelog-full.json")
        try assertGolden(
            JSONRendering.contrast(ContrastReport(source: "2.0.0", designSystem: try next("full"), profile: .dsys)),
            "contrast-full.json")
        let files = ["full.json", "minimal.json", "changelog-full.json", "contrast-full.json"].map {
            snapshots.appendingPathComponent($0)
        }
        let verdicts = try TestSupport.schemaVerdicts("schema/diff.schema.json", files)
        for file in files {
            XCTAssertEqual(verdicts[file.path], true, file.lastPathComponent)
        }
    }

    func testTheSchemaRejectsADocumentThatBreaksIt() throws {
        let broken = try TestSupport.temporaryDirectory(self).appendingPathComponent("broken.json")
        let text = JSONRendering.diff(try minimalReport()).replacingOccurrences(
            of: "\"bump\" : \"patch\"", with: "\"bump\" : \"huge\"")
        try Data(text.utf8).write(to: broken)
        XCTAssertEqual(try TestSupport.schemaVerdicts("schema/diff.schema.json", [broken]), [broken.path: false])
    }

    func testHTMLRendering() throws {
        try assertGolden(HTMLRendering.diff(try fullReport()), "full.html")
        try assertGolden(HTMLRendering.changelog(try changelog(), title: "Changelog of Acme"), "changelog-full.html")
        try assertGolden(
            HTMLRendering.contrast(ContrastReport(source: "2.0.0", designSystem: try next("full"), profile: .dsys)),
            "contrast-full.html")
    }

    func testContrastText() throws {
        try assertGolden(
            TextRendering.contrast(
                ContrastReport(source: "1.0.0", designSystem: try loadExample("minimal"), profile: .dsys), ansi: false),
            "contrast-minimal.txt")
    }

    func testUserTextIsEscapedInEveryMarkup() throws {
        var entries = try changelog()
        entries[0].message = "<script>alert(1)</script> | *bold* `tick`"
        entries[0].author = "Eve & <Mallory>"
        let html = HTMLRendering.changelog(entries, title: "A <b> title")
        XCTAssertFalse(html.contains("<script>"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(html.contains("Eve &amp; &lt;Mallory&gt;"))
        XCTAssertTrue(html.contains("<title>A &lt;b&gt; title</title>"))
        let markdown = MarkdownRendering.changelog(entries, title: "Changelog")
        XCTAssertTrue(markdown.contains("\\<script\\>alert(1)\\</script\\> \\| \\*bold\\* \\`tick\\`"), markdown)
    }

    // ── Golden files ──

    private func golden(_ name: String) throws -> String {
        try String(contentsOf: snapshots.appendingPathComponent(name), encoding: .utf8)
    }

    private func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        try Golden.assert(text, matches: snapshots.appendingPathComponent(name), file: file, line: line)
    }
}
