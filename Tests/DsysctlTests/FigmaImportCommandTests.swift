import Foundation
import TestSupport
import XCTest

/// `dsysctl import` of Figma variables exports: the files of Figma's own export (a light/dark colors collection, a
/// collection of primitives and one of spacing, radii and other numbers) and the REST API's response import,
/// generate and type-check; what the import decided is printed; refusals write nothing.
final class FigmaImportCommandTests: XCTestCase {
    private var export: URL { TestSupport.fixtures.appendingPathComponent("figma-variables") }
    private var exportFiles: [String] {
        ["Primitives.Mode 1", "Colors.Light", "Colors.Dark", "Spacing.Mode 1"].map {
            export.appendingPathComponent("\($0).tokens.json").path
        }
    }

    private func typecheck(_ root: URL, _ mode: [String]) throws {
        let result = try TestSupport.run(
            TestSupport.shim.appendingPathComponent("typecheck.sh"), mode + ["--warnings-as-errors", root.path])
        XCTAssertEqual(result.status, 0, "\(mode.joined(separator: " ")):\n\(result.standardError)")
    }

    /// The export's four files: one line per file with its mode, one for the skipped boolean, one for the text styles
    /// Figma variables cannot express (the profile's defaults); the document validates, generates and type-checks.
    func testAFigmaExportOfTwoModesImportsGeneratesAndTypechecks() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(["import"] + exportFiles + ["--name", "Figma"], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let lines = imported.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "imported 61 tokens (light/dark from the Figma modes)")
        for (file, mode) in [
            ("Primitives.Mode 1", "\"Mode 1\" as light and dark"), ("Colors.Light", "\"Light\" as light"),
            ("Colors.Dark", "\"Dark\" as dark"), ("Spacing.Mode 1", "\"Mode 1\" as light and dark"),
        ] {
            XCTAssertTrue(
                lines.contains(
                    "\(export.path)/\(file).tokens.json: read as a Figma variables export, mode \(mode)"),
                imported.standardOutput)
        }
        XCTAssertTrue(
            lines.contains("skipped 1 string and boolean variable (dsys has no such tokens): feature/compact layout"),
            imported.standardOutput)
        // The string of the font-family scope is a font family, the document's sans by its name.
        XCTAssertTrue(lines.contains("  font_family.sans ← {font family.sans} (proposed)"), imported.standardOutput)
        XCTAssertTrue(
            lines.contains(
                "no text styles in the token files: the dsys profile's default scale is in the document (11 text "
                    + "styles); edit them there"), imported.standardOutput)
        XCTAssertEqual(
            lines.last,
            "wrote .dsys/design-system.json: 91 tokens (36 colors, 11 text styles, 7 spacings, 5 radii, default "
                + "shadows, 32 other tokens)")
        // The proposed roles' contrast is issue 22's (its role proposals); the rest of the document is valid.
        XCTAssertEqual(try Dsysctl.run(["validate", "--accessibility-policy", "warn"], in: project).status, 0)
        // dsys's export of it keeps Figma's data, and comes back as the same document (not read as Figma's again).
        XCTAssertEqual(try Dsysctl.run(["export", "--format", "dtcg", "--output", "tokens"], in: project).status, 0)
        let again = try Dsysctl.run(
            ["import", "--resolver", "tokens/design-system.resolver.json", "--output", "again.json"], in: project)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertFalse(again.standardOutput.contains("Figma variables export"), again.standardOutput)
        XCTAssertEqual(
            try Data(contentsOf: project.appendingPathComponent("again.json")),
            try Data(contentsOf: project.appendingPathComponent(".dsys/design-system.json")))

        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let root = project.appendingPathComponent("DesignSystem")
        let colors = try String(contentsOf: root.appendingPathComponent("Colors+DesignSystem.swift"), encoding: .utf8)
        // `brand accent/strong`: a space inside a name is a word break in Swift.
        XCTAssertTrue(colors.contains("static let dsBrandAccentStrong = "), colors)
        let spacing = try String(contentsOf: root.appendingPathComponent("Spacing+DesignSystem.swift"), encoding: .utf8)
        XCTAssertTrue(spacing.contains("public static let md:         CGFloat = 16"), spacing)
        // The dark appearance is the Dark mode's, through the alias to the primitive.
        let colorset = try String(
            contentsOf: root.appendingPathComponent("Colors.xcassets/dsSurfaceDefault.colorset/Contents.json"),
            encoding: .utf8)
        XCTAssertTrue(colorset.contains(#""red":   "0.012""#), colorset)
        try typecheck(root, ["--swift-version", "6", "--define", "SWIFT_PACKAGE"])
    }

    /// The REST API's response imports the same way, its modes listed per collection; its package type-checks in
    /// the other Swift mode.
    func testAFigmaRESTResponseImportsGeneratesAndTypechecks() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let response = TestSupport.fixtures.appendingPathComponent("figma-variables-rest/variables.json").path
        let imported = try Dsysctl.run(["import", response], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let lines = imported.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains(
                "\(response): read as a Figma REST API response (GET /v1/files/:key/variables/local), modes "
                    + "Primitives \"Value\" as light and dark; Color \"Light\" as light, \"Dark\" as dark; Layout "
                    + "\"Mode 1\" as light and dark; left out 1 variable deleted in Figma (deletedButReferenced)"),
            imported.standardOutput)
        XCTAssertTrue(
            lines.contains(
                "skipped 2 string and boolean variables (dsys has no such tokens): brand/name, layout/is compact"),
            imported.standardOutput)
        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        try typecheck(project.appendingPathComponent("DesignSystem"), ["--swift-version", "5"])
    }

    /// Refusals exit non-zero, say where and what, and write nothing: contexts that name no mode, and `--strict`.
    func testRefusalsSayWhyAndWriteNothing() throws {
        let project = try TestSupport.temporaryDirectory(self)
        for (arguments, message) in [
            (
                ["--dark-context", "night"],
                "Colors.Light.tokens.json:411:27: /$extensions/com.figma.modeName: the Figma collection of "
                    + "\(exportFiles[1]), \(exportFiles[2]) has the modes \"Light\" and \"Dark\", and none is "
                    + "--dark-context \"night\""
            ),
            (
                ["--strict"],
                "Primitives.Mode 1.tokens.json:1:1: /: this is a Figma variables export: its numbers are typed by "
                    + "Figma's scopes and it may hold string and boolean variables, which DTCG 2025.10 does not have; "
                    + "--strict reads DTCG 2025.10 only: drop --strict to read it as a Figma export"
            ),
        ] {
            let before = TestSupport.files(below: project)
            let result = try Dsysctl.run(["import"] + exportFiles + arguments, in: project)
            XCTAssertEqual(result.status, 1, result.standardError)
            XCTAssertTrue(result.standardError.contains(message), result.standardError)
            XCTAssertEqual(result.standardOutput, "")
            XCTAssertEqual(TestSupport.files(below: project), before, "\(arguments) wrote files")
        }
    }
}
