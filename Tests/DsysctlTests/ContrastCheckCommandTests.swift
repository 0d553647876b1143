import Foundation
import TestSupport
import XCTest

/// The absolute contrast check of `validate` and `publish`: every pair of colors the profile's components draw must
/// meet its level in every appearance, unless the document waives it with a reason or the policy is `warn`.
final class ContrastCheckCommandTests: XCTestCase {
    private var document: String { ".dsys/design-system.json" }

    /// The minimal example with `text.primary` the color of the screen it is drawn on (issue 22's finding: it
    /// validated and published without a word).
    private func invisibleTextProject() throws -> URL {
        let root = try TestSupport.exampleProject(self, "minimal")
        let url = root.appendingPathComponent(document)
        let text = try String(contentsOf: url, encoding: .utf8)
        let primary = "\"primary\": {\n          \"light\": \"#111827\",\n          \"dark\": \"#F9FAFB\""
        XCTAssertEqual(text.components(separatedBy: primary).count, 2, "text.primary is written once: \(text)")
        // surface.default's own colors.
        try Data(
            text.replacingOccurrences(
                of: primary, with: "\"primary\": {\n          \"light\": \"#FFFFFF\",\n          \"dark\": \"#111827\""
            ).utf8
        ).write(to: url)
        return root
    }

    /// Every profile's starter validates and publishes as `init` writes it.
    func testEveryStarterPassesItsOwnCheck() throws {
        for profile in ["dsys", "theme", "catalog", "apptheme", "tokens"] {
            let project = try TestSupport.temporaryDirectory(self, "starter-\(profile)")
            XCTAssertEqual(try Dsysctl.run(["init", "--profile", profile], in: project).status, 0)
            let validated = try Dsysctl.run(["validate"], in: project)
            XCTAssertEqual(validated.status, 0, "\(profile): \(validated.standardError)")
            XCTAssertEqual(validated.standardError, "", profile)
            let published = try Dsysctl.run(["publish", "--no-output", "-m", "First"], in: project)
            XCTAssertEqual(published.status, 0, "\(profile): \(published.standardError)")
        }
    }

    func testValidateAndPublishRefuseAPairBelowItsLevelAndChangeNothing() throws {
        let root = try invisibleTextProject()
        let message =
            "/tokens/color/text/primary: text.primary on surface.default is 1.00:1 in light, "
            + "1.00:1 in dark, below AA (4.5:1) for DSText, DSHeading in the dsys profile; change either color, waive "
            + "the pair in \"contrast_waivers\" with a reason, or pass --accessibility-policy warn"
        try assertCommandFails(["validate"], in: root, message: message) { try Dsysctl.run($0, in: $1) }
        // Nothing is created: no registry, no output folder.
        try assertCommandFails(["publish", "-m", "First"], in: root, message: message) { try Dsysctl.run($0, in: $1) }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(".dsys/registry.sqlite").path))

        // --accessibility-policy warn: reported, and recorded with the changelog saying so.
        let validated = try Dsysctl.run(["validate", "--accessibility-policy", "warn"], in: root)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(
            validated.standardError.contains(
                "warning: \(document): text.primary on surface.default is 1.00:1 in light, 1.00:1 in dark, below AA "
                    + "(4.5:1) for DSText, DSHeading (--accessibility-policy warn: publish records it, and its changelog "
                    + "says so)\n"), validated.standardError)
        let published = try Dsysctl.run(["publish", "-m", "First", "--accessibility-policy", "warn"], in: root)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(
            published.standardOutput.contains(
                "  contrast below its level (policy warn): text.primary on surface.default is 1.00:1 in light"),
            published.standardOutput)
        let changelog = try String(
            contentsOf: root.appendingPathComponent("DesignSystem/CHANGELOG.md"), encoding: .utf8)
        XCTAssertTrue(
            changelog.contains(
                "### ⚠️ Contrast below its level (policy: warn)\n\n- `text.primary` on `surface.default` is 1.00:1 in "
                    + "light, 1.00:1 in dark"), changelog)
    }

    /// A waiver names the pair and says why: validate notes it, publish records the document, and the changelog shows
    /// the pair with its reason.
    func testAWaivedPairIsPublishedAndTheChangelogShowsItsReason() throws {
        let root = try invisibleTextProject()
        let url = root.appendingPathComponent(document)
        var text = try String(contentsOf: url, encoding: .utf8)
        // The minimal example is format 1; waivers are format 2's.
        XCTAssertEqual(try Dsysctl.run(["migrate"], in: root).status, 0)
        text = try String(contentsOf: url, encoding: .utf8)
        let end = try XCTUnwrap(text.range(of: "\n}\n", options: .backwards))
        text.replaceSubrange(
            end,
            with: """
                ,
                  "contrast_waivers": [
                    {
                      "foreground": "text.primary",
                      "background": "surface.default",
                      "reason": "A placeholder \\u001B[31m until the brand team decides"
                    },
                    { "foreground": "text.primary", "background": "surface.inset", "reason": "The same placeholder" },
                    { "foreground": "text.primary", "background": "surface.raised", "reason": "The same placeholder" }
                  ]
                }

                """)
        try Data(text.utf8).write(to: url)
        let validated = try Dsysctl.run(["validate"], in: root)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        // The reason is the document's: its escape character reaches the terminal escaped.
        XCTAssertTrue(
            validated.standardOutput.contains(
                "note: text.primary on surface.default is 1.00:1 in light, 1.00:1 in dark, below AA (4.5:1) for DSText, "
                    + "DSHeading; waived: A placeholder \\u{1B}[31m until the brand team decides\n"),
            validated.standardOutput)
        XCTAssertFalse(validated.standardOutput.contains("\u{1B}"))

        let published = try Dsysctl.run(["publish", "-m", "First"], in: root)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(published.standardOutput.contains("  contrast waived: text.primary on surface.default"))
        let changelog = try Dsysctl.run(["changelog"], in: root)
        XCTAssertTrue(
            changelog.standardOutput.contains(
                "### Contrast waivers\n\n- `text.primary` on `surface.default` is 1.00:1 in light, 1.00:1 in dark, "
                    + "below AA (4.5:1) for DSText, DSHeading — waived: A placeholder \\\\u{1B}\\[31m until the brand team "
                    + "decides\n"), changelog.standardOutput)

        // Removing the waiver is a change of the document (a patch), and refused again until the colors pass.
        try Data(text.replacingOccurrences(of: "until the brand", with: "until the design").utf8).write(to: url)
        let diff = try Dsysctl.run(["diff"], in: root)
        XCTAssertTrue(
            diff.standardOutput.contains("• contrast_waivers: text.primary on surface.default"), diff.standardOutput)
    }

    /// The high-contrast appearances are checked when the document has them: a pair that passes in light and dark
    /// but not with Increase Contrast is refused, naming the appearance.
    func testTheHighContrastAppearancesAreCheckedWhenTheDocumentHasThem() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let registry = root.appendingPathComponent(".dsys")
        try FileManager.default.createDirectory(at: registry, withIntermediateDirectories: true)
        var text = try String(
            contentsOf: TestSupport.fixtures.appendingPathComponent("valid/format-2-high-contrast.json"),
            encoding: .utf8)
        try Data(text.utf8).write(to: registry.appendingPathComponent("design-system.json"))
        let before = try Dsysctl.run(["validate", "--accessibility-policy", "warn"], in: root)
        XCTAssertEqual(before.status, 0, before.standardError)
        XCTAssertFalse(before.standardError.contains("text.muted on surface.raised"), before.standardError)
        // text.muted's high-contrast light value the color of the raised surface's.
        let muted = try XCTUnwrap(text.range(of: #""muted": {"#))
        let next = try XCTUnwrap(text.range(of: "\n        }", range: muted.upperBound..<text.endIndex))
        text.replaceSubrange(
            muted.upperBound..<next.lowerBound,
            with: ##""light": "#6B7280", "dark": "#9CA3AF", "light_hc": "#F9FAFB", "dark_hc": "#D1D5DB""##)
        try Data(text.utf8).write(to: registry.appendingPathComponent("design-system.json"))
        let after = try Dsysctl.run(["validate", "--accessibility-policy", "warn"], in: root)
        XCTAssertEqual(after.status, 0, after.standardError)
        XCTAssertTrue(
            after.standardError.contains("text.muted on surface.raised is 1.00:1 in light high contrast, below AA"),
            after.standardError)
    }
}
