import Foundation
import TestSupport
import XCTest

/// Two releases of a publisher shaped like Adobe Spectrum's (`Tests/Fixtures/publisher-releases`: 258 flat,
/// dash-separated names, a uuid for nearly every token), imported release after release: step names never move, and
/// the diff between the two documents is the publisher's own in every format (issue 23).
final class PublisherReleasesTests: XCTestCase {
    private var releases: URL { TestSupport.fixtures.appendingPathComponent("publisher-releases") }

    private func run(_ arguments: [String], in directory: URL) throws -> TestSupport.ProcessResult {
        try Dsysctl.run(arguments, in: directory)
    }

    private func release(_ number: Int) -> String {
        releases.appendingPathComponent("release-\(number).tokens.json").path
    }

    /// The document's steps of a scale: name → (value, id).
    private func steps(_ document: URL, _ category: String) throws -> [String: (Double?, String?)] {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any]
        let scale = (root?["tokens"] as? [String: Any])?[category] as? [String: Any] ?? [:]
        return scale.mapValues { step in
            if let number = step as? Double { return (number, nil) }
            let object = step as? [String: Any]
            return (object?["value"] as? Double, object?["id"] as? String)
        }
    }

    /// The uuid the fixture's script gives `name` (uuid5 of its URL), read from the release file.
    private func uuid(of name: String, release number: Int) throws -> String {
        let tokens = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: release(number))))
        let token = (tokens as? [String: Any])?[name] as? [String: Any]
        let extensions = token?["$extensions"] as? [String: Any]
        return try XCTUnwrap((extensions?["com.example.publisher"] as? [String: Any])?["uuid"] as? String, name)
    }

    private func assertMentions(_ output: String, _ expected: String, line: UInt = #line) {
        XCTAssertTrue(output.contains(expected), "missing \(expected) in\n\(output)", line: line)
    }

    /// Release 1 imported, then release 2 imported over it with `--update`; returns the project, release 1's document
    /// and the updated one.
    private func importBoth() throws -> (project: URL, first: URL, second: URL) {
        let project = try TestSupport.temporaryDirectory(self)
        let first = try run(
            ["import", release(1), "--roles", releases.appendingPathComponent("roles.json").path], in: project)
        XCTAssertEqual(first.status, 0, first.standardError)
        let document = project.appendingPathComponent(".dsys/design-system.json")
        let copy = project.appendingPathComponent("release-1.json")
        try FileManager.default.copyItem(at: document, to: copy)
        let second = try run(["import", release(2), "--update"], in: project)
        XCTAssertEqual(second.status, 0, second.standardError)
        return (project, copy, document)
    }

    func testImportingReleaseAfterReleaseNeverMovesAStepName() throws {
        let (project, first, second) = try importBoth()
        let before = try steps(first, "spacing")
        let after = try steps(second, "spacing")
        // A component's gap keeps its whole name: it is no `extra-large` that another component's gap can take.
        XCTAssertEqual(before["tab-item-gap-extra-large"]?.0, 10)
        XCTAssertNil(before["extra-large"])
        XCTAssertEqual(after["accessory-gap-extra-large"]?.0, 8)
        // Every step release 1 had is where it was, with the same id: `small` stays `spacing-small`'s, though
        // `gap-small` (first by full name) would take it in a fresh import.
        for (name, step) in before {
            XCTAssertEqual(after[name]?.1, step.1, "spacing.\(name)")
            XCTAssertEqual(after[name]?.0, step.0, "spacing.\(name)")
        }
        XCTAssertEqual(after["small"]?.1, try uuid(of: "spacing-small", release: 2))
        XCTAssertEqual(after["gap-small"]?.1, try uuid(of: "gap-small", release: 2))
        for category in ["radius", "typography"] {
            XCTAssertEqual(
                try steps(second, category).keys.sorted(), try steps(first, category).keys.sorted(), category)
        }

        // A fresh import of release 2 resolves the one collision by full name, whatever the order of the files.
        let fresh = try run(
            [
                "import", release(2), "--roles", releases.appendingPathComponent("roles.json").path, "--output",
                "fresh.json",
            ], in: project)
        XCTAssertEqual(fresh.status, 0, fresh.standardError)
        let freshSteps = try steps(project.appendingPathComponent("fresh.json"), "spacing")
        XCTAssertEqual(freshSteps["small"]?.1, try uuid(of: "gap-small", release: 2))
        XCTAssertEqual(freshSteps["spacing-small"]?.1, try uuid(of: "spacing-small", release: 2))
        XCTAssertEqual(freshSteps["tab-item-gap-extra-large"]?.0, 10)

        // The same release again into its own document changes nothing.
        let bytes = try Data(contentsOf: second)
        let again = try run(["import", release(2), "--update"], in: project)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(try Data(contentsOf: second), bytes)
    }

    func testTheDiffOfTheTwoReleasesInJSON() throws {
        let (project, first, second) = try importBoth()
        let result = try run(["diff", first.path, second.path, "--format", "json"], in: project)
        XCTAssertEqual(result.status, 0, result.standardError)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let diff = try XCTUnwrap(document?["diff"] as? [String: Any])
        XCTAssertEqual(diff["bump"] as? String, "major")
        let renamed = (diff["renamed"] as? [[String: Any]] ?? []).map {
            [
                $0["from"] as? String ?? "", $0["to"] as? String ?? "", $0["evidence"] as? String ?? "likeness",
                ($0["value_changed"] as? Bool).map { "\($0)" } ?? "false",
            ]
        }
        XCTAssertEqual(
            renamed,
            [
                ["color.celery.1400", "color.celery.1450", "likeness", "false"],
                ["color.notice.visual-color", "color.notice.indicator-color", "id", "true"],
                ["other.focus.indicator-thickness", "other.focus.ring-thickness", "id", "false"],
            ])
        let keys = { (member: String) in (diff[member] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String } }
        // Without an id, a new name with a new value is a removal and an addition; equal values under unalike names
        // are no rename, not even a possible one.
        XCTAssertEqual(keys("removed"), ["color.celery.1300", "other.indicator.ring-expanded-thickness"])
        XCTAssertEqual(
            keys("added"),
            [
                "color.accent.background-color-legacy", "color.celery.1350", "other.stack.item-minimum-height",
                "spacing.accessory-gap-extra-large", "spacing.gap-small",
            ])
        XCTAssertEqual((diff["possible_renames"] as? [[String: Any]])?.count, 0)
        let legacy = (diff["added"] as? [[String: Any]])?.first {
            $0["key"] as? String == "color.accent.background-color-legacy"
        }
        XCTAssertEqual(
            (legacy?["deprecated"] as? [String: Any])?["reason"] as? String, "Use accent-background-color-default.")
        XCTAssertTrue(
            keys("value_changes").contains("color.notice.indicator-color"), "the renamed color's new value is listed")
        XCTAssertFalse(keys("value_changes").contains { $0.hasPrefix("spacing.") }, "no step changed its value")
        let metadata = (diff["metadata_changes"] as? [[String: Any]] ?? []).map {
            "\($0["key"] as? String ?? "") \($0["field"] as? String ?? "") \($0["new"] as? String ?? "")"
        }
        XCTAssertTrue(metadata.contains("color.gray.25 id \(try uuid(of: "gray-25", release: 2))"), "\(metadata)")
        // The backfill is the only metadata change: the other tokens' extensions are the same data, read elsewhere.
        XCTAssertEqual(Set(keys("metadata_changes")), ["color.gray.25"])
        XCTAssertEqual(keys("description_changes"), ["color.gray.50"])
        let reasons = (diff["reasons"] as? [[String: Any]] ?? []).compactMap { $0["subject"] as? String }
        XCTAssertFalse(reasons.contains("color.gray.25"), "metadata bumps nothing")
        XCTAssertFalse(reasons.contains("color.gray.50"), "metadata bumps nothing")

        // The document follows the diff's schema.
        let file = project.appendingPathComponent("diff.json")
        try Data(result.standardOutput.utf8).write(to: file)
        XCTAssertEqual(try TestSupport.schemaVerdicts("schema/diff.schema.json", [file]), [file.path: true])
    }

    func testTheDiffOfTheTwoReleasesInTextMarkdownAndHTML() throws {
        let (project, first, second) = try importBoth()
        let gray25 = try uuid(of: "gray-25", release: 2)
        let text = try run(["diff", first.path, second.path], in: project)
        XCTAssertEqual(text.status, 0, text.standardError)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        for expected in [
            "  ✗ renamed other.focus.indicator-thickness → other.focus.ring-thickness (same id)",
            "  ✗ renamed color.celery.1400 → color.celery.1450",
            "  ✗ removed other.indicator.ring-expanded-thickness (13)",
            "Added (deprecated)",
            "Metadata (no version bump)",
            "  • color.gray.25: id (none) → \(gray25)",
            #"  • color.gray.50: description (none) → "The page background in light themes.""#,
        ] {
            XCTAssertTrue(lines.contains(expected), "missing \(expected) in\n\(text.standardOutput)")
        }
        let noticeRename = try XCTUnwrap(
            lines.first {
                $0.hasPrefix("  ✗ renamed color.notice.visual-color → color.notice.indicator-color (same id); value ")
            },
            text.standardOutput)
        // Both values of the rename by id with a value change: the light one moved to another step.
        let values = noticeRename.components(separatedBy: "; value ").last?.components(separatedBy: " → ") ?? []
        XCTAssertEqual(values.count, 2, noticeRename)
        XCTAssertNotEqual(values.first, values.last, noticeRename)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("  + color.accent.background-color-legacy ")
                    && $0.hasSuffix("(deprecated: Use accent-background-color-default.)")
            }, text.standardOutput)
        // Added tokens that come deprecated are not among the plain additions.
        let added = try XCTUnwrap(lines.firstIndex(of: "Added"))
        let addedDeprecated = try XCTUnwrap(lines.firstIndex(of: "Added (deprecated)"))
        XCTAssertFalse(
            lines[(added + 1)..<addedDeprecated].contains { $0.contains("background-color-legacy") },
            text.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Bump: major") }, text.standardOutput)

        let markdown = try run(["diff", first.path, second.path, "--format", "markdown"], in: project)
        XCTAssertEqual(markdown.status, 0, markdown.standardError)
        for expected in [
            "- renamed `other.focus.indicator-thickness` → `other.focus.ring-thickness` (same id)",
            "## Added (deprecated)",
            "- `color.accent.background-color-legacy` — ",
            ": Use accent-background-color-default.",
            "## Metadata (no version bump)",
            "- `color.gray.25`: id (none) → \(gray25)",
            "| `Color.dsNoticeVisualColor` | `Color.dsNoticeIndicatorColor` |",
        ] {
            assertMentions(markdown.standardOutput, expected)
        }

        let html = try run(["diff", first.path, second.path, "--format", "html"], in: project)
        XCTAssertEqual(html.status, 0, html.standardError)
        for expected in [
            "renamed other.focus.indicator-thickness → other.focus.ring-thickness (same id)",
            "<h2>Added (deprecated)</h2>",
            "<code>color.accent.background-color-legacy</code>",
            "<span class=\"deprecated\">deprecated</span>: Use accent-background-color-default.",
            "<h2>Metadata (no version bump)</h2>",
            "<code>color.gray.25</code>: id (none) → \(gray25)",
        ] {
            assertMentions(html.standardOutput, expected)
        }
    }

    /// A rename by id is still breaking for Swift, but `lint --against` names the new symbol.
    func testLintAgainstTheNextReleaseNamesTheSymbolTheIDFollowed() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let roles = releases.appendingPathComponent("roles.json").path
        XCTAssertEqual(try run(["import", release(1), "--roles", roles], in: project).status, 0)
        // The publisher's destructive button text is below AA in dark (the release's own colors): warned, not refused.
        let first = try run(
            ["publish", "--no-output", "-m", "Release 1", "--accessibility-policy", "warn"], in: project)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(try run(["import", release(2), "--update"], in: project).status, 0)
        let second = try run(
            ["publish", "--no-output", "-m", "Release 2", "--accessibility-policy", "warn"], in: project)
        XCTAssertTrue(second.standardOutput.hasPrefix("published 2.0.0"), second.standardOutput + second.standardError)
        let app = project.appendingPathComponent("App/View.swift")
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "let a = Text(\"a\").foregroundStyle(Color.dsNoticeVisualColor)\n".write(
            to: app, atomically: true, encoding: .utf8)
        let lint = try run(["lint", "App", "--against", "2.0.0", "--from", "1.0.0"], in: project)
        XCTAssertEqual(lint.status, 1, lint.standardError)
        XCTAssertTrue(
            lint.standardOutput.contains(
                "removed-token: Color.dsNoticeVisualColor does not exist in 2.0.0 (use Color.dsNoticeIndicatorColor; "
                    + "renamed in 2.0.0; --fix rewrites it)"), lint.standardOutput)
    }
}
