import Foundation
import TestSupport
import XCTest

/// The `apptheme` profile (seed 003) through the built `dsysctl`: its starter, validation, generation, publishing,
/// the Swift API impact of a change, and regeneration from the profile the revision recorded.
final class AppThemeCommandTests: XCTestCase {
    private func run(_ arguments: [String], in directory: URL) throws -> TestSupport.ProcessResult {
        try Dsysctl.run(arguments, in: directory)
    }

    private var golden: URL {
        TestSupport.packageRoot.appendingPathComponent("Tests/GeneratorTests/__Snapshots__/apptheme-full")
    }

    func testTheStarterValidatesGeneratesThePackageAndPublishes() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let initialized = try run(["init", "--profile", "apptheme"], in: project)
        XCTAssertEqual(initialized.status, 0, initialized.standardError)
        let document = project.appendingPathComponent(".dsys/design-system.json")
        XCTAssertTrue(try String(contentsOf: document, encoding: .utf8).contains("\"profile\": \"apptheme\""))

        let validated = try run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(
            validated.standardOutput.hasSuffix(" in .dsys/design-system.json for the apptheme profile\n"),
            validated.standardOutput)

        // The starter is the full apptheme example: its package is the golden one, and nothing else.
        let generated = try run(["generate"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let output = project.appendingPathComponent("DesignSystem")
        XCTAssertEqual(
            TestSupport.files(below: output).filter { $0 != ".dsys-manifest" }, ["AppTheme.swift", "Package.swift"])
        for file in ["AppTheme.swift", "Package.swift"] {
            XCTAssertEqual(
                try Data(contentsOf: output.appendingPathComponent(file)),
                try Data(contentsOf: golden.appendingPathComponent(file)), file)
        }

        let published = try run(["publish", "-m", "First"], in: project)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(published.standardOutput.hasPrefix("published 1.0.0 (initial: "), published.standardOutput)
        let shown = try run(["show", "1.0.0", "--json"], in: project)
        XCTAssertTrue(shown.standardOutput.contains("\"profile\" : \"apptheme\""), shown.standardOutput)
    }

    func testRemovingAColorBreaksItsAppThemeSymbolAndNeedsAMajorVersion() throws {
        let project = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(try run(["init", "--profile", "apptheme"], in: project).status, 0)
        XCTAssertEqual(try run(["publish", "-m", "First", "--no-output"], in: project).status, 0)

        let document = project.appendingPathComponent(".dsys/design-system.json")
        var text = try String(contentsOf: document, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "      \"onPrimary\": {"))
        let end = try XCTUnwrap(text.range(of: "      \"secondary\": {", range: start.upperBound..<text.endIndex))
        text.removeSubrange(start.lowerBound..<end.lowerBound)
        // The contrast pair that names the color goes with it.
        text = text.replacingOccurrences(
            of: "    {\n      \"foreground\": \"brand.onPrimary\",\n      \"background\": \"brand.primary\",\n"
                + "      \"level\": \"AA\"\n    },\n", with: "")
        try Data(text.utf8).write(to: document)

        let diff = try run(["diff"], in: project)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(diff.standardOutput.hasPrefix("1.0.0 → working document  major: 1 removed"), diff.standardOutput)
        XCTAssertTrue(
            diff.standardOutput.contains("Swift API (apptheme)\n  - AppTheme.Colors.brandOnPrimary\n"),
            diff.standardOutput)

        let published = try run(["publish", "-m", "Drop onPrimary", "--no-output"], in: project)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(
            published.standardOutput.hasPrefix("published 2.0.0 (major: 1 removed)"), published.standardOutput)

        // The revision recorded its profile: 1.0.0 regenerates as the apptheme package it was.
        let regenerated = project.appendingPathComponent("regenerated")
        let again = try run(["regenerate", "1.0.0", "--output", regenerated.path], in: project)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertTrue(
            try String(contentsOf: regenerated.appendingPathComponent("AppTheme.swift"), encoding: .utf8).contains(
                "public static let brandOnPrimary"))
    }

    func testAnImportForTheProfileFillsItsRolesAndNamesIt() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let dtcg = TestSupport.examples.appendingPathComponent("dtcg")
        let imported = try run(
            [
                "import", dtcg.appendingPathComponent("tokens.json").path, "--resolver",
                dtcg.appendingPathComponent("acme.resolver.json").path, "--profile", "apptheme",
            ], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        // The profile's role is the shared vocabulary's text.muted: the report gives both names.
        XCTAssertTrue(
            imported.standardOutput.contains("  textTertiary (text.muted) ← {semantic.text.muted} (proposed)\n"),
            imported.standardOutput)
        // The shared roles' colors are placed at their own paths (text.muted, which fills textTertiary when the
        // document has no text.tertiary), and the document names its profile, so that validate and generate use it
        // without --profile.
        let document = try String(
            contentsOf: project.appendingPathComponent(".dsys/design-system.json"), encoding: .utf8)
        XCTAssertTrue(document.contains("\n  \"profile\": \"apptheme\",\n"), document)
        XCTAssertTrue(document.contains("\"muted\": \"{semantic.text.muted}\""), document)
        XCTAssertFalse(document.contains("\"tertiary\""), document)
        // The apptheme profile checks what its views draw, its text colors on its background and surface, and the
        // proposals read there: valid with the contrast check on, not a warning.
        let validated = try run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertEqual(validated.standardError, "")
        XCTAssertTrue(validated.standardOutput.hasSuffix(" for the apptheme profile\n"), validated.standardOutput)
        let generated = try run(["generate"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let theme = try String(
            contentsOf: project.appendingPathComponent("DesignSystem/AppTheme.swift"), encoding: .utf8)
        XCTAssertTrue(theme.contains("textTertiary"), theme)
    }

    func testADocumentMissingARoleOfTheProfileIsRefusedAndNothingIsWritten() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let document = project.appendingPathComponent("design-system.json")
        try Data(
            """
            {
              "format": 2,
              "name": "Partial",
              "profile": "apptheme",
              "tokens": {
                "color": { "text": { "primary": "#111111", "secondary": "#444444" } },
                "spacing": { "sm": 8, "md": 16, "lg": 24 }
              }
            }
            """.utf8
        ).write(to: document)
        let generated = try run(["generate", "design-system.json"], in: project)
        XCTAssertEqual(generated.status, 1)
        XCTAssertEqual(
            generated.standardError.split(separator: "\n").first,
            "design-system.json:6:24: /tokens/color/text: missing color role textTertiary (color text.tertiary), used "
                + "by AppTheme.Colors.textTertiary; add it, or map the role to a token in roles.dsys as \"text.muted\" "
                + "(for every profile), or in roles.apptheme as \"textTertiary\" (for this one)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("DesignSystem").path))
    }
}
