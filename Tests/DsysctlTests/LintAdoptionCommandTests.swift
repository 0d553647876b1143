import Foundation
import TestSupport
import XCTest

/// `dsysctl lint` as a team adopts it (issue 30): a baseline, then blocking in CI; the document's rules; --fix in an
/// app with its own `DesignSystem` module; and exit status 2 when lint cannot run at all.
final class LintAdoptionCommandTests: XCTestCase {
    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A project with the full example as its document and `source` as `App/View.swift`.
    private func project(_ source: String) throws -> URL {
        let root = try TestSupport.exampleProject(self, "full")
        try write(source, to: root.appendingPathComponent("App/View.swift"))
        return root
    }

    private let view = """
        import SwiftUI

        struct ProfileCard: View {
            var body: some View {
                VStack(spacing: 12) {
                    Text("Ada").padding(16)
                }
                .cornerRadius(10)
            }
        }

        """

    func testABaselineThenBlockingInCI() throws {
        let root = try project(view)
        let baseline = root.appendingPathComponent(".dsys/lint-baseline.json")
        let written = try Dsysctl.run(["lint", "--write-baseline", ".dsys/lint-baseline.json"], in: root)
        XCTAssertEqual(written.status, 0, "recording today's findings accepts them: \(written.standardError)")
        XCTAssertTrue(
            written.standardOutput.hasSuffix(
                "3 findings in 1 file (1 fixable with --fix)\nwrote 3 findings to the baseline .dsys/lint-baseline.json\n"
            ),
            written.standardOutput)
        XCTAssertTrue(FileManager.default.fileExists(atPath: baseline.path))

        let clean = try Dsysctl.run(["lint", "--baseline", ".dsys/lint-baseline.json"], in: root)
        XCTAssertEqual(clean.status, 0, clean.standardOutput)
        XCTAssertEqual(clean.standardOutput, "no new findings in 1 file; 3 in the baseline\n")

        // A pull request moves the card down and adds a padding: only that fails.
        try write(
            view.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\n// Cards.\n")
                .replacingOccurrences(
                    of: "Text(\"Ada\").padding(16)",
                    with: "Text(\"Ada\").padding(16)\n            Text(\"Lovelace\").padding(24)"),
            to: root.appendingPathComponent("App/View.swift"))
        let blocked = try Dsysctl.run(
            ["lint", "--baseline", ".dsys/lint-baseline.json", "--format", "sarif", "--output", "lint.sarif"], in: root)
        XCTAssertEqual(blocked.status, 1)
        XCTAssertEqual(blocked.standardOutput, "1 new finding in 1 file (1 fixable with --fix); 3 in the baseline\n")
        let log = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("lint.sarif")))
                as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.map { "\($0["baselineState"] as? String ?? "-") \($0["ruleId"] as? String ?? "-")" },
            [
                "unchanged spacing-literal", "unchanged spacing-literal", "new spacing-literal",
                "unchanged radius-literal",
            ])

        // A baseline that is not there stops lint: CI must not mistake it for findings.
        try assertCommandFails(
            ["lint", "--baseline", "missing.json"], in: root, status: 2,
            message: "error: cannot read the baseline missing.json: there is no such file; write one with "
                + "`dsysctl lint --write-baseline missing.json`")
    }

    func testTheDocumentsRulesDecideWhatFails() throws {
        let root = try project(view)
        let document = root.appendingPathComponent(".dsys/design-system.json")
        var text = try String(contentsOf: document, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: "\"format\": 2,"))
        text.replaceSubrange(
            range,
            with:
                "\"format\": 2,\n  \"lint\": { \"rules\": { \"spacing-literal\": \"warning\", \"radius-literal\": \"off\" } },"
        )
        try text.write(to: document, atomically: true, encoding: .utf8)
        let result = try Dsysctl.run(["lint"], in: root)
        XCTAssertEqual(result.status, 0, "warnings do not fail the run: \(result.standardOutput)")
        XCTAssertEqual(
            result.standardOutput,
            """
            App/View.swift:5:25: spacing-literal (warning): hard-coded spacing 12 in VStack (nearest: DSSpacingFixed.sm (8))
            App/View.swift:6:33: spacing-literal (warning): hard-coded spacing 16 in padding (use DSSpacingFixed.md; --fix rewrites it)
            2 findings in 1 file: 2 warnings (1 fixable with --fix)

            """)
        text = text.replacingOccurrences(of: "\"warning\"", with: "\"warn\"")
        try text.write(to: document, atomically: true, encoding: .utf8)
        try assertCommandFails(
            ["lint"], in: root, status: 2,
            message: "/lint/rules/spacing-literal: \"warn\" is no severity; write one of error, warning, note, off "
                + "(did you mean \"warning\"?)")
    }

    func testFixRefusesAnAppWithItsOwnDesignSystemModule() throws {
        let root = try TestSupport.exampleProject(self, "full")
        let fixture = TestSupport.fixtures.appendingPathComponent("lint/module-clash")
        for item in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        try assertCommandFails(
            ["lint", "--fix"], in: root, status: 2,
            message: "error: --fix refused: the app has its own module named DesignSystem, like the generated "
                + "package's: Packages/DesignSystem/Package.swift declares target \"DesignSystem\" (sources in "
                + "Packages/DesignSystem/Sources/DesignSystem).")
        let report = try Dsysctl.run(["lint"], in: root)
        XCTAssertEqual(report.status, 1)
        XCTAssertTrue(
            report.standardError.hasPrefix("warning: the app has its own module DesignSystem, the generated package's"),
            report.standardError)
    }

    func testAReportThatCannotBeWrittenStopsLintAndNamesThePath() throws {
        let root = try project(view)
        let cases = [
            ("missing/lint.sarif", "could not write the report to missing/lint.sarif: the folder"),
            ("App", "it is a folder; give a file name"),
            ("/proc/lint.sarif", "could not write the report to /proc/lint.sarif: no file can be written there"),
        ]
        for (path, message) in cases {
            try assertCommandFails(
                ["lint", "--format", "sarif", "--output", path], in: root, status: 2, message: message)
            try assertCommandFails(
                ["lint", "--write-baseline", path], in: root, status: 2, message: path)
        }
        let unwritable = try Dsysctl.run(["lint", "--output", "/proc/lint.sarif"], in: root)
        // Our words, not Foundation's ("The file doesn't exist.", "You don't have permission.").
        XCTAssertFalse(unwritable.standardError.contains("The file"), unwritable.standardError)
        XCTAssertFalse(unwritable.standardError.contains("You don"), unwritable.standardError)
    }

    func testHelpSaysWhatIsLeftOutAndWhatTheExitStatusesMean() throws {
        let help = try Dsysctl.run(["lint", "--help"], in: try TestSupport.temporaryDirectory(self)).standardOutput
        for phrase in [
            "Pods,", "Carthage, DerivedData and SourcePackages", "--write-baseline", "baselineState",
            "2 when lint cannot run", "--from VERSION",
        ] {
            XCTAssertTrue(help.contains(phrase), "--help lacks \(phrase)")
        }
    }
}
