import Foundation
import TestSupport
import XCTest

/// The `tokens` profile end to end: `init --profile tokens`, `validate`, `generate`, `publish`, and `diff`'s API
/// impact in the profile's names.
final class TokensProfileCommandTests: XCTestCase {
    func testInitValidateGeneratePublishAndDiff() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let initialized = try Dsysctl.run(["init", "--profile", "tokens"], in: project)
        XCTAssertEqual(initialized.status, 0, initialized.standardError)
        let document = project.appendingPathComponent(".dsys/design-system.json")
        XCTAssertTrue(try String(contentsOf: document, encoding: .utf8).contains(#""profile": "tokens""#))

        let validated = try Dsysctl.run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(validated.standardOutput.contains("17 text styles"), validated.standardOutput)
        XCTAssertTrue(validated.standardOutput.contains("for the tokens profile"), validated.standardOutput)

        let generated = try Dsysctl.run(["generate"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let files = TestSupport.files(below: project.appendingPathComponent("DesignSystem"))
        for path in [
            "Package.swift", "Tokens/ColorToken.swift", "Tokens/TypographyToken.swift", "Components/ButtonStyles.swift",
            "Extensions/View+DesignSystem.swift", "Tests/DesignSystemTokenTests/ColorTokenTests.swift",
        ] {
            XCTAssertTrue(files.contains(path), "\(path) not in \(files)")
        }
        XCTAssertFalse(files.contains { $0.hasPrefix("Components/DS") }, "no dsys components: \(files)")

        let published = try Dsysctl.run(["publish", "-m", "First", "--output", "Published"], in: project)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(published.standardOutput.contains("1.0.0"), published.standardOutput)
        let shown = try Dsysctl.run(["show", "1.0.0", "--json"], in: project)
        XCTAssertTrue(shown.standardOutput.contains("\"profile\" : \"tokens\""), shown.standardOutput)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: project.appendingPathComponent("Published/Tests/DesignSystemTokenTests/SpacingTokenTests.swift")
                    .path))

        // Drop the largest spacing step: `diff` names the symbol that goes, in the tokens profile's names.
        var text = try String(contentsOf: document, encoding: .utf8)
        text = text.replacingOccurrences(of: ",\n      \"xxxl\": 64", with: "")
        try Data(text.utf8).write(to: document)
        let diff = try Dsysctl.run(["diff"], in: project)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(diff.standardOutput.contains("Swift API (tokens)"), diff.standardOutput)
        XCTAssertTrue(diff.standardOutput.contains("- SpacingToken.xxxl"), diff.standardOutput)
    }

    /// `import --profile tokens` fills the border-width roles with the dimensions of a `borderWidth` group, which
    /// land in `tokens.other.borderWidth`; a set without any takes dsys's default widths, marked as such.
    func testImportFillsTheBorderWidthRoles() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let tokens = TestSupport.examples.appendingPathComponent("dtcg/tokens.json").path
        let widths = TestSupport.fixtures.appendingPathComponent("dtcg-border-widths/border-width.json").path
        let defaulted = try Dsysctl.run(
            ["import", tokens, "--profile", "tokens", "--output", "without.json"], in: project)
        XCTAssertEqual(defaulted.status, 0, defaulted.standardError)
        XCTAssertTrue(
            defaulted.standardOutput.contains(
                "  borderWidth.default … borderWidth.focus ← dsys's defaults (none in the files)"),
            defaulted.standardOutput)
        let withoutWidths = try String(contentsOf: project.appendingPathComponent("without.json"), encoding: .utf8)
        XCTAssertTrue(
            withoutWidths.contains(
                #""thin": {"type": "dimension", "value": 1, "description": "dsys's default: the token files have no "#
                    + #"borderWidth tokens; edit it here"}"#), withoutWidths)
        let generatedDefaults = try Dsysctl.run(
            ["generate", "without.json", "--profile", "tokens", "--output", "Defaults"], in: project)
        XCTAssertEqual(generatedDefaults.status, 0, generatedDefaults.standardError)

        let imported = try Dsysctl.run(
            ["import", tokens, widths, "--profile", "tokens", "--output", "ds.json"], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        // The proposed roles' contrast is issue 22's (its role proposals); this test is about border widths.
        let validated = try Dsysctl.run(
            ["validate", "ds.json", "--profile", "tokens", "--accessibility-policy", "warn"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        let generated = try Dsysctl.run(["generate", "ds.json", "--profile", "tokens", "--output", "Out"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let shapes = try String(
            contentsOf: project.appendingPathComponent("Out/Tokens/ShapeToken.swift"), encoding: .utf8)
        // The theme profile's hairline and thick widths refer to the nearest of the set's, in the same group.
        XCTAssertTrue(shapes.contains("public static let thin:     CGFloat = 1"), shapes)
        XCTAssertTrue(shapes.contains("public static let medium:   CGFloat = 2"), shapes)
        XCTAssertTrue(shapes.contains("public static let hairline: CGFloat = 1"), shapes)
        // The files' leading `color` group is not a namespace: `color.gray.50` is `ColorToken.Gray.g50`.
        let colors = try String(
            contentsOf: project.appendingPathComponent("Out/Tokens/ColorToken.swift"), encoding: .utf8)
        XCTAssertTrue(colors.contains("SwiftUI.Color(ColorValue.Gray.g50)"), colors)
        XCTAssertFalse(colors.contains("ColorValue.Color.Gray"), colors)
    }

    /// A document the profile cannot generate is refused with the place and the fix, and nothing is written.
    func testADocumentTheProfileCannotGenerateIsRefusedAndNothingIsWritten() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let source = TestSupport.fixtures.appendingPathComponent(
            "invalid/semantic/tokens-gradient-dark-and-collision.json")
        let result = try Dsysctl.run(["generate", source.path, "--output", "Out"], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains(
                "/tokens/other/gradient/hero/dark: GradientToken.hero is one LinearGradient for both appearances"),
            result.standardError)
        XCTAssertTrue(result.standardError.contains("both become GradientToken.brandMain"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Out").path))
    }
}
