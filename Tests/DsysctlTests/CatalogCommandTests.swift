import Foundation
import TestSupport
import XCTest

/// The catalog profile end to end: `init --profile catalog`, `validate`, `generate`, `publish` and `diff`, and its
/// errors.
final class CatalogCommandTests: XCTestCase {
    func testInitValidateGeneratePublishAndDiff() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let initialized = try Dsysctl.run(["init", "--profile", "catalog"], in: project)
        XCTAssertEqual(initialized.status, 0, initialized.standardError)
        let documentURL = project.appendingPathComponent(".dsys/design-system.json")
        XCTAssertTrue(try String(contentsOf: documentURL, encoding: .utf8).contains(#""profile": "catalog""#))

        let validated = try Dsysctl.run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertEqual(
            validated.standardOutput,
            "valid: 34 tokens (14 colors, 10 text styles, 5 spacings, 3 radii, 2 shadows) in "
                + ".dsys/design-system.json for the catalog profile\n")

        let generated = try Dsysctl.run(["generate"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let output = project.appendingPathComponent("DesignSystem")
        let files = TestSupport.files(below: output)
        for path in [
            "Assets.xcassets/Colors/Brand/Contents.json", "Assets.xcassets/Colors/Brand/Primary.colorset/Contents.json",
            "Tokens/DSColor.swift", "Components/DSButton.swift", "Preview/DesignSystemPreview.swift",
        ] {
            XCTAssertTrue(files.contains(path), path)
        }
        XCTAssertFalse(files.contains { $0.hasPrefix("Colors.xcassets/") }, "no file of the dsys profile")

        let published = try Dsysctl.run(["publish", "-m", "First"], in: project)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(published.standardOutput.hasPrefix("published 1.0.0"), published.standardOutput)
        let shown = try Dsysctl.run(["show", "1.0.0", "--json"], in: project)
        XCTAssertTrue(shown.standardOutput.contains(#""profile" : "catalog","#), "the revision records its profile")

        // Remove brand.secondary: its wrapper is gone, which breaks every app that used it.
        var document = try String(contentsOf: documentURL, encoding: .utf8)
        let secondary = """
                    "secondary": {
                      "light": "#7C3AED",
                      "dark": "#A78BFA"
                    },

            """
        XCTAssertTrue(document.contains(secondary))
        document = document.replacingOccurrences(of: secondary, with: "")
        try Data(document.utf8).write(to: documentURL)
        let diff = try Dsysctl.run(["diff"], in: project)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(diff.standardOutput.hasPrefix("1.0.0 → working document  major: "), diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.contains("Swift API (catalog)"), diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.contains("- Color.Brand.secondary"), diff.standardOutput)
        let markdown = try Dsysctl.run(["diff", "--format", "markdown"], in: project)
        XCTAssertTrue(markdown.standardOutput.contains("Color.Brand.secondary"), markdown.standardOutput)
    }

    /// DTCG files as design tools write them: colors in a `color` group (`Color.Color` in Swift), roles found by
    /// their words and placed at their default tokens (the card's shadow at `shadow.sm`), the package type-checks.
    func testImportForTheCatalogProfileGeneratesAPackageThatTypechecks() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let resolver = TestSupport.examples.appendingPathComponent("dtcg/acme.resolver.json").path
        let imported = try Dsysctl.run(["import", "--resolver", resolver, "--profile", "catalog"], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertTrue(
            imported.standardOutput.contains("  shadow.card (shadow.sm) ← {shadow.sm} (proposed)\n"),
            imported.standardOutput)
        let validated = try Dsysctl.run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(validated.standardOutput.hasSuffix("for the catalog profile\n"), validated.standardOutput)
        let generated = try Dsysctl.run(["generate"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let output = project.appendingPathComponent("DesignSystem")
        let colors = try String(contentsOf: output.appendingPathComponent("Tokens/DSColor.swift"), encoding: .utf8)
        XCTAssertTrue(colors.contains("    public enum Color {\n"), colors)
        let typecheck = try TestSupport.run(
            TestSupport.shim.appendingPathComponent("typecheck.sh"),
            ["--swift-version", "6", "--sil", "--define", "SWIFT_PACKAGE", "--warnings-as-errors", output.path])
        XCTAssertEqual(typecheck.status, 0, typecheck.standardError)
    }

    func testAMissingRoleIsAnErrorNamingTheRoleAndTheProfileAndNothingIsWritten() throws {
        let project = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(try Dsysctl.run(["init", "--profile", "catalog"], in: project).status, 0)
        let documentURL = project.appendingPathComponent(".dsys/design-system.json")
        let document = try String(contentsOf: documentURL, encoding: .utf8)
        let mapping = #"      "brand.onPrimary": "{color.brand.onPrimary}",\#n"#
        XCTAssertTrue(document.contains(mapping))
        try Data(document.replacingOccurrences(of: mapping, with: "").utf8).write(to: documentURL)

        let generated = try Dsysctl.run(["generate"], in: project)
        XCTAssertEqual(generated.status, 1)
        XCTAssertEqual(
            generated.standardError,
            ".dsys/design-system.json:36:15: /tokens/color/text: missing color role brand.onPrimary (color "
                + "text.inverse), used by DSButton; add it, or map the role to a token in roles.dsys as "
                + "\"text.inverse\" (for every profile), or in roles.catalog as \"brand.onPrimary\" (for this one)\n"
                + ".dsys/design-system.json: 1 problem; nothing was written\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("DesignSystem").path))
    }
}
