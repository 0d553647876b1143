import Foundation
import TestSupport
import XCTest

/// `dsysctl import --update`: release after release into one document, keeping the roles it recorded, so that the
/// diff between two imports shows what changed in the token files and nothing else.
final class ImportUpdateTests: XCTestCase {
    private var releases: URL { TestSupport.fixtures.appendingPathComponent("dtcg-releases") }

    private func release(_ number: Int) -> String {
        releases.appendingPathComponent("release-\(number).tokens.json").path
    }

    private func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    private func assertFails(
        _ arguments: [String], in project: URL, status: Int32 = 1, message: String, line: UInt = #line
    ) throws {
        try assertCommandFails(arguments, in: project, status: status, message: message, line: line)
    }

    /// Release 2 changes a color, adds a background a fresh import would now propose for `surface.default`, and
    /// renames the focus indicator `border.focus` pointed at. The update keeps every recorded role (the answers of
    /// release 1's roles file among them, with no roles file now, and the roles of the other profiles), says which
    /// role lost its token and what it proposed instead (the renamed ring does not read on the inset surface: dsys's
    /// default takes its place); the diff shows the source's changes only; the package generates and type-checks.
    func testReimportingTheNextReleaseKeepsTheRolesAndTheDiffShowsOnlyTheSourcesChanges() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let first = try Dsysctl.run(
            ["import", release(1), "--roles", releases.appendingPathComponent("roles-readable.json").path], in: project)
        XCTAssertEqual(first.status, 0, first.standardError)
        let document = project.appendingPathComponent(".dsys/design-system.json")
        let old = project.appendingPathComponent("release-1.json")
        try FileManager.default.copyItem(at: document, to: old)

        let update = try Dsysctl.run(["import", release(2), "--update"], in: project)
        XCTAssertEqual(update.status, 0, update.standardError)
        let lines = update.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            Array(lines.prefix(4)),
            [
                "imported 255 tokens (light/dark from $extensions.mode where given)",
                "kept the tokens the document recorded for 60 roles",
                "roles:",
                "  border.focus ← dsys's default ({focus-ring-color} reads 2.95:1 on surface.inset (light), needs 3:1; "
                    + "the document's {focus.indicator-color} is gone from the token files)",
            ], update.standardOutput)
        let updated = try read(document)
        XCTAssertTrue(updated.contains(#""default": "{background.base-color}""#), updated)
        XCTAssertTrue(updated.contains(#""inset": "{background.layer-2-color}""#), updated)
        XCTAssertTrue(updated.contains(#""spacing.md": "{spacing.spacing-300}""#), updated)
        // A fresh import of release 2 would have drifted to the new background (the accent answered with --role).
        let fresh = try Dsysctl.run(
            [
                "import", release(2), "--roles", releases.appendingPathComponent("roles.json").path, "--role",
                "action.primary={accent-color-900}", "--output", "fresh.json",
            ], in: project)
        XCTAssertEqual(fresh.status, 0, fresh.standardError)
        XCTAssertTrue(
            fresh.standardOutput.contains("  surface.default ← {background-color-default} (proposed; "),
            fresh.standardOutput)

        let diff = try Dsysctl.run(["diff", old.path, document.path], in: project)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        let changed = diff.standardOutput.split(separator: "\n").filter {
            $0.hasPrefix("  ✗") || $0.hasPrefix("  +") || $0.hasPrefix("  •") || $0.hasPrefix("  -")
        }.map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(3).joined(separator: " ") }
        XCTAssertEqual(
            changed,
            [
                "✗ renamed color.focus.indicator-color",
                "+ color.background.color-default #FCFCFC",
                "• color.accent.background-color-default light",
                "• color.accent.color-900 dark",
                "• color.accent.color-900 light",
                "• color.action.primary dark",
                "• color.action.primary light",
                "• color.blue.900 dark",
                "• color.blue.900 light",
                "• color.border.focus dark",
                "• color.border.focus light",
                "• color.informative.background-color-default light",
                "• color.informative.color-900 dark",
                "• color.informative.color-900 light",
                "• color.border.focus: description",
                "- Color.dsFocusIndicatorColor",
                "+ Color.dsBackgroundColorDefault",
                "+ Color.dsFocusRingColor",
            ], diff.standardOutput)

        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let root = project.appendingPathComponent("DesignSystem")
        for version in ["5", "6"] {
            let typecheck = try TestSupport.run(
                TestSupport.shim.appendingPathComponent("typecheck.sh"),
                ["--swift-version", version, "--define", "SWIFT_PACKAGE", "--warnings-as-errors", root.path])
            XCTAssertEqual(typecheck.status, 0, "Swift \(version):\n\(typecheck.standardError)")
        }
    }

    /// The same release imported again into its own document changes nothing.
    func testUpdatingWithTheSameReleaseWritesTheSameDocument() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let roles = releases.appendingPathComponent("roles-readable.json").path
        XCTAssertEqual(
            try Dsysctl.run(["import", release(1), "--roles", roles, "--name", "Spectrum"], in: project).status, 0)
        let document = project.appendingPathComponent(".dsys/design-system.json")
        let before = try read(document)
        let again = try Dsysctl.run(["import", release(1), "--update"], in: project)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertFalse(again.standardOutput.contains("roles:"), again.standardOutput)
        XCTAssertEqual(try read(document), before)
        XCTAssertTrue(before.contains(#""name": "Spectrum""#))
    }

    /// A role whose recorded token is gone and that the names cannot settle takes dsys's default, saying what the
    /// document had; a roles file answers it during the update.
    func testALostRoleTheNamesCannotSettleTakesTheDefaultAndARolesFileAnswersIt() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let roles = releases.appendingPathComponent("roles-readable.json")
        XCTAssertEqual(try Dsysctl.run(["import", release(1), "--roles", roles.path], in: project).status, 0)
        // Release 2 without its gray-300, which release 1's roles file chose for border.default.
        var tokens = try read(URL(fileURLWithPath: release(2)))
        tokens = tokens.replacingOccurrences(of: "\"gray-300\"", with: "\"gray-350\"")
        tokens = tokens.replacingOccurrences(of: "{gray-300}", with: "{gray-350}")
        try Data(tokens.utf8).write(to: project.appendingPathComponent("release-2.json"))
        let defaulted = try Dsysctl.run(["import", "release-2.json", "--update"], in: project)
        XCTAssertEqual(defaulted.status, 0, defaulted.standardError)
        XCTAssertTrue(
            defaulted.standardOutput.contains(
                "  border.default ← dsys's default (no token's name in the files settles it; the document's "
                    + "{gray.300} is gone from the token files)\n"), defaulted.standardOutput)
        try Data(#"{"border.default": "{gray-350}"}"#.utf8).write(to: project.appendingPathComponent("answer.json"))
        let answered = try Dsysctl.run(["import", "release-2.json", "--update", "--roles", "answer.json"], in: project)
        XCTAssertEqual(answered.status, 0, answered.standardError)
        XCTAssertTrue(
            answered.standardOutput.contains("  border.default ← {gray-350} (roles file)\n"), answered.standardOutput)
    }

    func testUpdateErrorsSayWhatIsWrongAndChangeNothing() throws {
        let project = try TestSupport.temporaryDirectory(self)
        try assertFails(
            ["import", release(1), "--update"], in: project,
            message: "error: no document at .dsys/design-system.json to update; import once without --update to "
                + "create it, or give its path with --output")
        try assertFails(
            ["import", release(1), "--update", "--force"], in: project, status: 64,
            message: "--update replaces the document at --output already; drop --force")
        let roles = releases.appendingPathComponent("roles-readable.json").path
        XCTAssertEqual(try Dsysctl.run(["import", release(1), "--roles", roles], in: project).status, 0)
        try assertFails(
            ["import", release(2), "--update", "--profile", "theme"], in: project,
            message: "error: .dsys/design-system.json is a document for the dsys profile, and --update keeps it; "
                + "drop --profile theme, or import into another --output for the theme profile")
        // A document that does not validate is reported as validate would, and left as it is.
        let document = project.appendingPathComponent(".dsys/design-system.json")
        let valid = try read(document)
        try Data(valid.replacingOccurrences(of: #""format": 2"#, with: #""format": 2, "profile": "nope""#).utf8)
            .write(to: document)
        try assertFails(
            ["import", release(2), "--update"], in: project,
            message: ".dsys/design-system.json:2:27: /profile: there is no output profile \"nope\"")
        try Data(valid.utf8).write(to: document)
        let text = try read(document).replacingOccurrences(of: #""format": 2"#, with: #""format": 2, "nme": 1"#)
        try Data(text.utf8).write(to: document)
        try assertFails(
            ["import", release(2), "--update"], in: project,
            message: ".dsys/design-system.json:2:16: /nme: unknown member \"nme\" in the document")
    }
}
