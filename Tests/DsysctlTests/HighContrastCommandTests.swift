import Foundation
import TestSupport
import XCTest

/// High-contrast appearances through the command line: a resolver with high-contrast contexts imports, generates
/// colorsets Xcode reads with Increase Contrast, type-checks, and shows in `contrast` and `diff`; every refusal of
/// the high-contrast options.
final class HighContrastCommandTests: XCTestCase {
    private var bundle: URL { TestSupport.fixtures.appendingPathComponent("dtcg-high-contrast") }

    func testAResolverWithHighContrastContextsImportsGeneratesAndTypechecks() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(
            [
                "import", "--resolver", bundle.appendingPathComponent("acme.resolver.json").path, "--roles",
                bundle.appendingPathComponent("roles.json").path,
            ], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let lines = imported.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.dropFirst().first,
            "high contrast from the contexts \"light-hc\" and \"dark-hc\" (names of increased contrast): 5 colors "
                + "with high-contrast values "
                + "(light_hc, dark_hc)")

        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let root = project.appendingPathComponent("DesignSystem")
        // text.secondary aliases semantic.text.subtle: gray.800 (#1f2937) with Increase Contrast in light, gray.50
        // (#f9fafb) in dark.
        let colorset = try String(
            contentsOf: root.appendingPathComponent("Colors.xcassets/dsTextSecondary.colorset/Contents.json"),
            encoding: .utf8)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(colorset.utf8)) as? [String: Any])
        let colors = try XCTUnwrap(json["colors"] as? [[String: Any]])
        XCTAssertEqual(colors.count, 4)
        func appearances(_ entry: [String: Any]) -> [String] {
            ((entry["appearances"] as? [[String: String]]) ?? []).map {
                "\($0["appearance"] ?? ""):\($0["value"] ?? "")"
            }
        }
        func red(_ entry: [String: Any]) -> String? {
            ((entry["color"] as? [String: Any])?["components"] as? [String: String])?["red"]
        }
        XCTAssertEqual(
            colors.map(appearances),
            [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]])
        XCTAssertEqual(colors.map(red), ["0.216", "0.820", "0.122", "0.976"])
        // A color without high-contrast values keeps its two entries.
        let primary = try String(
            contentsOf: root.appendingPathComponent("Colors.xcassets/dsTextPrimary.colorset/Contents.json"),
            encoding: .utf8)
        XCTAssertFalse(primary.contains("contrast"), primary)

        let typecheck = TestSupport.shim.appendingPathComponent("typecheck.sh")
        let result = try TestSupport.run(
            typecheck, ["--swift-version", "6", "--define", "SWIFT_PACKAGE", "--warnings-as-errors", root.path])
        XCTAssertEqual(result.status, 0, result.standardError)

        let contrast = try Dsysctl.run(["contrast"], in: project)
        XCTAssertEqual(contrast.status, 0, contrast.standardError)
        XCTAssertTrue(contrast.standardOutput.contains("\nLight High Contrast\n"), contrast.standardOutput)
        XCTAssertTrue(contrast.standardOutput.contains("\nDark High Contrast\n"), contrast.standardOutput)
    }

    func testAContrastModifierImportsAndAChangedHighContrastValueShowsInTheDiff() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(
            [
                "import", "--resolver", bundle.appendingPathComponent("acme-contrast.resolver.json").path, "--roles",
                bundle.appendingPathComponent("roles.json").path, "--contrast-modifier", "contrast",
            ], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertTrue(
            imported.standardOutput.contains(
                "high contrast from the \"contrast\" modifier's \"high\" context: 2 colors with high-contrast values"),
            imported.standardOutput)
        // The proposed roles' contrast is issue 22's (its role proposals); this test is about high-contrast values.
        XCTAssertEqual(
            try Dsysctl.run(["publish", "--no-output", "-m", "First", "--accessibility-policy", "warn"], in: project)
                .status, 0)

        let document = project.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: document, encoding: .utf8)
        let before = "\"light_hc\": \"{color.gray.600}\""
        XCTAssertTrue(text.contains(before), text)
        try Data(
            text.replacingOccurrences(of: before, with: "\"light_hc\": \"{color.gray.700}\"").utf8
        ).write(to: document)
        let diff = try Dsysctl.run(["diff"], in: project)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(
            diff.standardOutput.contains(
                "color.semantic.border.default light_hc  {color.gray.600} → {color.gray.700} (#4B5563 → #374151)"),
            diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.hasPrefix("1.0.0 → working document  patch: 2 changed"), diff.standardOutput)
    }

    /// Runs a failing command and checks the exit status, the message and that nothing was written.
    private func assertFails(
        _ arguments: [String], in project: URL, status: Int32 = 1, message: String, line: UInt = #line
    ) throws {
        try assertCommandFails(arguments, in: project, status: status, message: message, line: line)
    }

    func testHighContrastOptionsThatCannotWorkAreRefused() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let resolver = bundle.appendingPathComponent("acme.resolver.json").path
        try assertFails(
            [
                "import", "--resolver", resolver, "--light-high-contrast-context", "light-hc", "--contrast-modifier",
                "c",
            ],
            in: project, status: 64,
            message: "high contrast comes either from contexts of the appearance modifier")
        try assertFails(
            ["import", "tokens.json", "--contrast-modifier", "contrast"], in: project, status: 64,
            message: "high-contrast contexts come from a resolver document; give --resolver")
        try assertFails(
            ["import", "--resolver", resolver, "--dark-high-contrast-context", "dark"], in: project, status: 64,
            message: "the light, dark and high-contrast contexts must all differ")
        try assertFails(
            ["import", "--resolver", resolver, "--light-high-contrast-context", "light-increased"], in: project,
            message: "acme.resolver.json:17:19: /modifiers/theme/contexts: the modifier \"theme\" has no "
                + "\"light-increased\" context for --light-high-contrast-context (contexts: light, dark, light-hc, "
                + "dark-hc)")
        try assertFails(
            ["import", "--resolver", resolver, "--contrast-modifier", "contrast"], in: project,
            message: "no modifier named \"contrast\" besides the appearance modifier \"theme\"")
    }
}
