import Foundation
import TestSupport
import XCTest

/// `dsysctl lint` end to end: findings and exit status, --fix, the formats, --against a published version, and
/// every error a user can cause.
final class LintCommandTests: XCTestCase {
    /// A project with the full example as its document and `source` as `App/View.swift`.
    private func project(_ source: String) throws -> URL {
        let root = try TestSupport.exampleProject(self, "full")
        try write(source, to: root.appendingPathComponent("App/View.swift"))
        return root
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testFindingsExitOneFixRewritesThemAndACleanProjectExitsZero() throws {
        let root = try project(
            """
            struct V: View {
                var body: some View {
                    Text("a").padding(16).cornerRadius(13)
                }
            }

            """)
        let found = try Dsysctl.run(["lint"], in: root)
        XCTAssertEqual(found.status, 1, found.standardError)
        XCTAssertEqual(
            found.standardOutput,
            """
            App/View.swift:3:27: spacing-literal: hard-coded spacing 16 in padding (use DSSpacingFixed.md; --fix rewrites it)
            App/View.swift:3:44: radius-literal: hard-coded corner radius 13 in cornerRadius (nearest: DSRadius.lg (12))
            2 findings in 1 file (1 fixable with --fix)

            """)
        XCTAssertEqual(found.standardError, "")

        let fixed = try Dsysctl.run(["lint", "--fix"], in: root)
        XCTAssertEqual(fixed.status, 1, "the radius no token has is still there")
        XCTAssertTrue(
            fixed.standardOutput.hasSuffix("1 finding in 1 file; fixed 1 finding in 1 file\n"), fixed.standardOutput)
        let view = try String(contentsOf: root.appendingPathComponent("App/View.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("Text(\"a\").padding(DSSpacingFixed.md).cornerRadius(13)"), view)

        try write("let a = Text(\"a\").padding(DSSpacingFixed.md)\n", to: root.appendingPathComponent("App/View.swift"))
        let clean = try Dsysctl.run(["lint"], in: root)
        XCTAssertEqual(clean.status, 0, clean.standardOutput)
        XCTAssertEqual(clean.standardOutput, "no hard-coded styling in 1 file\n")
    }

    func testReportsInJSONAndSARIFWrittenToAFile() throws {
        let root = try project("let a = Text(\"a\").padding(16)\n")
        let sarif = root.appendingPathComponent("lint.sarif")
        let written = try Dsysctl.run(["lint", "--format", "sarif", "--output", sarif.path], in: root)
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.standardOutput, "1 finding in 1 file (1 fixable with --fix)\n")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        XCTAssertEqual(log?["version"] as? String, "2.1.0")

        let json = try Dsysctl.run(["lint", "-f", "json", "App"], in: root)
        let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]]
        XCTAssertEqual(findings?.first?["rule"] as? String, "spacing-literal")
        XCTAssertEqual(findings?.first?["fix"] as? String, "DSSpacingFixed.md")
    }

    /// Issue 27: after publishing 2.0.0, which renamed `text.link`, `lint --against 2.0.0` reports
    /// `Color.dsTextLink` whatever the working document is (here 2.0.0's own).
    func testAgainstAVersionReportsTheCallSitesThatBreakWhateverTheWorkingDocumentIs() throws {
        let root = try project(
            """
            let a = Text("a").foregroundStyle(Color.dsTextLink).padding(DSSpacingFixed.xxl)

            """)
        let document = root.appendingPathComponent(".dsys/design-system.json")
        let first = try Dsysctl.run(["publish", "--no-output", "-m", "First"], in: root)
        XCTAssertEqual(first.status, 0, first.standardError)
        // 2.0.0 renames text.link to text.hyperlink and removes spacing.xxl; the working document is 2.0.0's.
        let current = try Data(contentsOf: document)
        try FileManager.default.removeItem(at: document)
        try FileManager.default.copyItem(
            at: TestSupport.fixtures.appendingPathComponent("changes/full-next.json"), to: document)
        // The next revision takes text.muted below AA on two surfaces (the diff fixtures' regression): warned.
        let second = try Dsysctl.run(
            ["publish", "--no-output", "-m", "Second", "--accessibility-policy", "warn"], in: root)
        XCTAssertTrue(second.standardOutput.hasPrefix("published 2.0.0"), second.standardOutput + second.standardError)

        let expected = """
            App/View.swift:1:35: removed-token: Color.dsTextLink does not exist in 2.0.0 (use Color.dsTextHyperlink; renamed in 2.0.0; --fix rewrites it)
            App/View.swift:1:61: removed-token: DSSpacingFixed.xxl does not exist in 2.0.0; its token was removed in 2.0.0
            2 findings in 1 file (1 fixable with --fix)

            """
        for arguments in [["lint", "App", "--against", "2.0.0"], ["lint", "--against", "head"]] {
            let upgrade = try Dsysctl.run(arguments, in: root)
            XCTAssertEqual(upgrade.status, 1, upgrade.standardError)
            XCTAssertEqual(upgrade.standardOutput, expected, "\(arguments)")
        }
        // The same with the working document back at 1.0.0's, and with the app's version named.
        try current.write(to: document)
        XCTAssertEqual(try Dsysctl.run(["lint"], in: root).status, 0, "nothing is wrong with 1.0.0")
        XCTAssertEqual(try Dsysctl.run(["lint", "--against", "2.0.0"], in: root).standardOutput, expected)
        XCTAssertEqual(
            try Dsysctl.run(["lint", "--against", "2.0.0", "--from", "1.0.0"], in: root).standardOutput, expected)
        // Moving back: from 2.0.0 to 1.0.0, Color.dsTextHyperlink is what breaks.
        try write(
            "let a = Text(\"a\").foregroundStyle(Color.dsTextHyperlink)\n",
            to: root.appendingPathComponent("App/View.swift"))
        let back = try Dsysctl.run(["lint", "--against", "1.0.0", "--from", "2.0.0"], in: root)
        XCTAssertEqual(
            back.standardOutput,
            """
            App/View.swift:1:35: removed-token: Color.dsTextHyperlink does not exist in 1.0.0 (use Color.dsTextLink; renamed between 2.0.0 and 1.0.0; --fix rewrites it)
            1 finding in 1 file (1 fixable with --fix)

            """)

        try assertCommandFails(
            ["lint", "--against", "3.0.0"], in: root, status: 2, message: "3.0.0")
        try assertCommandFails(
            ["lint", "--against", "2.0.0", "--from", "1.5.0"], in: root, status: 2, message: "1.5.0")
        try assertCommandFails(
            ["lint", "--against", "latest"], in: root, status: 64, message: "--against needs a published version")
        try assertCommandFails(
            ["lint", "--from", "1.0.0"], in: root, status: 64, message: "give --against VERSION too")
    }

    func testAgainstWithoutARegistryStopsWithStatusTwo() throws {
        let root = try project("let a = Text(\"a\").padding(16)\n")
        try assertCommandFails(["lint", "--against", "1.0.0"], in: root, status: 2, message: "error: ")
    }

    func testBadInputIsReportedWithItsPlaceAndTheOtherFilesAreStillLinted() throws {
        let root = try project("let a = Text(\"a\").padding(16)  // dsys-lint:ignore spacing-literals\n")
        try write("let b = Text(\"b\").padding(\n", to: root.appendingPathComponent("App/Broken.swift"))
        let outside = try TestSupport.temporaryDirectory(self, "outside")
        let result = try Dsysctl.run(["lint", ".", outside.path], in: root)
        XCTAssertEqual(result.status, 1)
        let errors = result.standardError.split(separator: "\n").map(String.init)
        XCTAssertEqual(errors.count, 3, result.standardError)
        XCTAssertTrue(errors.contains { $0.hasPrefix("\(outside.path): error: this path is outside the project ") })
        XCTAssertTrue(
            errors.contains(
                "App/Broken.swift:1:27: error: this file does not parse: expected value and ')' to end function call; "
                    + "fix the syntax (the file was not linted)"), "\(errors)")
        XCTAssertTrue(
            errors.contains(
                "App/View.swift:1:32: error: dsys-lint:ignore names no rule \"spacing-literals\"; did you mean spacing-literal?"
            ))
        XCTAssertTrue(result.standardOutput.hasPrefix("App/View.swift:1:27: spacing-literal: "), result.standardOutput)

        try assertCommandFails(
            ["lint", "--document", "missing.json"], in: root, status: 2, message: "missing.json")
    }

    func testTheDocumentsExclusionsAreLeftOutAndChangingThemIsAPatch() throws {
        let root = try project("let a = Text(\"a\").padding(16)\n")
        try write("let b = Text(\"b\").padding(16)\n", to: root.appendingPathComponent("App/Legacy/Old.swift"))
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output", "-m", "First"], in: root).status, 0)
        let document = root.appendingPathComponent(".dsys/design-system.json")
        var text = try String(contentsOf: document, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: "\"format\": 2,"))
        text.replaceSubrange(range, with: "\"format\": 2,\n  \"lint\": { \"exclude\": [\"App/Legacy\"] },")
        try text.write(to: document, atomically: true, encoding: .utf8)

        let lint = try Dsysctl.run(["lint"], in: root)
        XCTAssertEqual(
            lint.standardOutput.split(separator: "\n").first.map(String.init)?.hasPrefix("App/View.swift:"), true)
        XCTAssertTrue(
            lint.standardOutput.hasSuffix("1 finding in 1 file (1 fixable with --fix)\n"), lint.standardOutput)
        let everything = try Dsysctl.run(["lint", "--exclude", "App/View.swift"], in: root)
        XCTAssertEqual(everything.status, 0, everything.standardOutput)

        let diff = try Dsysctl.run(["diff"], in: root)
        XCTAssertTrue(
            diff.standardOutput.hasPrefix("1.0.0 → working document  patch: 1 setting changed"), diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.contains("lint.exclude: none → App/Legacy"), diff.standardOutput)

        text = text.replacingOccurrences(of: "[\"App/Legacy\"]", with: "[\"../Shared\"]")
        try text.write(to: document, atomically: true, encoding: .utf8)
        let invalid = try Dsysctl.run(["lint"], in: root)
        XCTAssertEqual(invalid.status, 2, "an invalid document stops lint")
        XCTAssertTrue(
            invalid.standardError.contains(
                "/lint/exclude/0: \"../Shared\" leaves the project; write the path relative to the project, without \"..\""
            ),
            invalid.standardError)
    }
}
