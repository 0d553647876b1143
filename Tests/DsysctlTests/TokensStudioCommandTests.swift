import Foundation
import TestSupport
import XCTest

/// `dsysctl import` of Tokens Studio's files (one file of sets with `$themes` and `$metadata`, a folder of sets) and of
/// JSON5 sources: each imports, generates and type-checks, with one note per file; `--strict` refuses both.
final class TokensStudioCommandTests: XCTestCase {
    private var studio: URL { TestSupport.fixtures.appendingPathComponent("tokens-studio") }
    private var folder: URL { TestSupport.fixtures.appendingPathComponent("tokens-studio-folder") }
    private var json5: URL { TestSupport.fixtures.appendingPathComponent("json5/tokens.json5") }

    private func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Generates the imported document's package and type-checks it once (Swift 6, as a package).
    private func assertGeneratesAndTypechecks(
        in project: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError, file: file, line: line)
        let typecheck = TestSupport.shim.appendingPathComponent("typecheck.sh")
        let result = try TestSupport.run(
            typecheck,
            [
                "--swift-version", "6", "--define", "SWIFT_PACKAGE", "--warnings-as-errors",
                project.appendingPathComponent("DesignSystem").path,
            ])
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
    }

    func testAFileOfSetsWithThemesImportsGeneratesAndTypechecks() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let file = studio.appendingPathComponent("tokens.json").path
        let imported = try Dsysctl.run(
            ["import", file, "--roles", studio.appendingPathComponent("roles.json").path], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let lines = imported.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first,
            "imported 76 tokens (light/dark from the Tokens Studio themes \"Mode/Light\" and \"Mode/Dark\")")
        XCTAssertTrue(
            lines.contains(
                "\(file): read as Tokens Studio's older shape (value, type): 26 colors written as #rrggbb, rgba()"),
            imported.standardOutput)
        let document = try read(project.appendingPathComponent(".dsys/design-system.json"))
        // The Light theme's set and the Dark theme's set make one color with both values; `$colors.white`, the
        // older alias form, is a reference like `{colors.white}`.
        XCTAssertTrue(
            document.contains(#""default": {"light": "{colors.white}", "dark": "{colors.gray.950}"}"#), document)
        XCTAssertTrue(
            document.contains(#""inset": {"light": "{colors.gray.100}", "dark": "{colors.gray.800}"}"#), document)
        XCTAssertTrue(document.contains(#""spacing": {"xs": 4, "sm": 8, "md": 16, "lg": 24, "xl": 32}"#), document)
        // A line height of 24 px over 16 px is 1.5; AUTO keeps the font's own; 2% of 12 px is 0.24 pt.
        XCTAssertTrue(document.contains(#""line_height": 1.5"#), document)
        XCTAssertTrue(document.contains(#""letter_spacing": 0.24"#), document)
        XCTAssertTrue(document.contains(#""disabled": {"type": "opacity", "value": 0.4"#), document)
        XCTAssertTrue(document.contains(#""fontStyle": "italic""#), document)
        try assertGeneratesAndTypechecks(in: project)
    }

    func testAFolderOfSetsImportsGeneratesAndTypechecks() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(["import", folder.path], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertTrue(
            imported.standardOutput.hasPrefix(
                "imported 41 tokens (light/dark from the Tokens Studio themes \"Color scheme/Light Mode\" and "
                    + "\"Color scheme/Dark Mode\")"), imported.standardOutput)
        for set in ["core/dimensions", "core/palette", "theme/dark", "theme/light"] {
            XCTAssertTrue(
                imported.standardOutput.contains("\(folder.path)/\(set).json: read as Tokens Studio's older shape"),
                imported.standardOutput)
        }
        let document = try read(project.appendingPathComponent(".dsys/design-system.json"))
        XCTAssertTrue(
            document.contains(#""primary": {"light": "{palette.indigo.600}", "dark": "{palette.indigo.400}"}"#),
            document)
        // The set's radii, and the theme profile's zero and pill radii, which no step of the set's is near, as dsys's
        // defaults after them.
        XCTAssertEqual(try radii(document), ["sm": 6, "md": 10, "lg": 14, "zero": 0, "full": 9999])
        try assertGeneratesAndTypechecks(in: project)

        // Another theme by name; a name no theme has is an error naming the themes, and nothing is written.
        let missing = try Dsysctl.run(["import", folder.path, "--dark-context", "Dusk", "--force"], in: project)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            missing.standardError.contains(
                "\(folder.path)/$themes.json:1:1: /: no theme is named \"Dusk\" for dark; the themes are "
                    + "\"Color scheme/Light Mode\", \"Color scheme/Dark Mode\"; choose one with --dark-context "
                    + "\"group/name\""), missing.standardError)
    }

    func testAJSON5SourceImportsGeneratesAndTypechecks() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(["import", json5.path], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertTrue(
            imported.standardOutput.contains(
                "\(json5.path): read as DTCG (a draft's forms), as JSON5 (comments, unquoted keys, single-quoted "
                    + "strings, trailing commas, multi-line strings, hexadecimal numbers, numbers with a leading + or a "
                    + "bare decimal point): 13 colors written as #rrggbb"), imported.standardOutput)
        let document = try read(project.appendingPathComponent(".dsys/design-system.json"))
        XCTAssertEqual(try radii(document), ["sm": 4, "md": 8, "lg": 16, "zero": 0, "full": 9999])
        XCTAssertTrue(document.contains(#"the one color that says \"you can act here\"."#), document)
        try assertGeneratesAndTypechecks(in: project)
    }

    func testStrictRefusesTheOlderShapeAndJSON5AndWritesNothing() throws {
        let project = try TestSupport.temporaryDirectory(self)
        for (arguments, message) in [
            (
                ["import", "--strict", json5.path],
                "\(json5.path):1:1: /: JSON does not allow comments; this file is JSON5, and --strict reads JSON only"
            ),
            (
                ["import", "--strict", studio.appendingPathComponent("tokens.json").path],
                "a token written with \"value\" (Tokens Studio's older shape), and --strict reads DTCG 2025.10 only"
            ),
        ] {
            let result = try Dsysctl.run(arguments, in: project)
            XCTAssertEqual(result.status, 1, result.standardError)
            XCTAssertTrue(result.standardError.contains(message), result.standardError)
            XCTAssertEqual(result.standardOutput, "")
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(".dsys").path))
        }
    }
}
