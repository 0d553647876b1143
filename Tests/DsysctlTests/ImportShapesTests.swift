import Foundation
import TestSupport
import XCTest

/// `dsysctl import` of the token files teams really have: flat names (no groups), names of 100 characters, colors
/// as CSS strings, sets without text styles or radii, and the problems of the document the import would write, each
/// pointed at the token file's line and column.
final class ImportShapesTests: XCTestCase {
    private var flat: URL { TestSupport.fixtures.appendingPathComponent("dtcg-flat") }

    private func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    private func assertFails(
        _ arguments: [String], in project: URL, message: String, line: UInt = #line
    ) throws {
        try assertCommandFails(arguments, in: project, message: message, line: line)
    }

    /// Tokens without groups keep their own Swift names (`Color.dsAccentBackgroundColorDefault`, not
    /// `dsUngrouped…`), names of 100 characters are taken, flat spacing and radius names still make scales, and the
    /// package type-checks in Swift 5 and 6.
    func testFlatNamesOfAHundredCharactersImportGenerateAndTypecheck() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(
            [
                "import", flat.appendingPathComponent("tokens.json").path, "--roles",
                flat.appendingPathComponent("roles.json").path,
            ], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let lines = imported.standardOutput.split(separator: "\n").map(String.init)
        let document = try read(project.appendingPathComponent(".dsys/design-system.json"))
        // One note per file that writes colors as strings, never silently.
        XCTAssertTrue(
            lines.contains(
                "\(flat.path)/tokens.json: read as DTCG (a draft's forms): 11 colors written as #rgb, #rrggbb, rgb()"),
            imported.standardOutput)
        XCTAssertTrue(document.contains(##""blue": {"600": "#1473e6", "700": "#0d66d0"}"##), document)
        // One line for all the tokens given a group, not one per token.
        XCTAssertTrue(
            lines.contains(
                "grouped 29 tokens without a group by their first word (gray-50 → gray.50, …); Swift names are "
                    + "unchanged"), imported.standardOutput)
        XCTAssertFalse(imported.standardOutput.contains("renamed"), imported.standardOutput)
        XCTAssertFalse(imported.standardOutput.contains("ungrouped"), imported.standardOutput)
        XCTAssertTrue(
            lines.contains(
                "wrote .dsys/design-system.json: 83 tokens (47 colors, 8 text styles, 5 spacings, 5 radii, "
                    + "default shadows, 18 other tokens)"), imported.standardOutput)
        // The roles file's warning color is no 3:1 on the inset surface theme draws its status on: theme alone takes
        // dsys's, marked, and the other profiles keep the team's answer.
        XCTAssertTrue(
            lines.contains(
                "  statusWarning (feedback.warning) ← dsys's default (for theme alone; the shared choice reads 2.46:1 "
                    + "on surface.inset (light), needs 3:1 there; no color of the files reads well there)"),
            imported.standardOutput)
        XCTAssertTrue(
            document.contains(#""statusWarning": "{color.dsys-default.theme.statusWarning}""#), document)
        XCTAssertTrue(document.contains(#""spacing": {"xs": 4, "sm": 8, "md": 16, "lg": 24, "xl": 32}"#), document)
        XCTAssertEqual(try radii(document), ["sm": 4, "md": 8, "lg": 16, "zero": 0, "full": 9999])
        XCTAssertTrue(document.contains(##""palette": {"white": "#ffffff"}"##), document)
        XCTAssertTrue(document.contains(#""gutter": {"type": "dimension", "value": 12}"#), document)

        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let root = project.appendingPathComponent("DesignSystem")
        let colors = try read(root.appendingPathComponent("Colors+DesignSystem.swift"))
        let long = "dsAccentBackgroundColorForThePrimaryCallToActionButtonWhileItIsHoveredInTheDarkThemes"
        for name in ["dsAccentBackgroundColorDefault", "dsGray50", "dsPaletteWhite", "dsFocusIndicatorColor", long] {
            XCTAssertTrue(colors.contains("static let \(name) "), "Color.\(name)\n\(colors)")
        }
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Colors.xcassets/\(long).colorset/Contents.json").path))
        let typecheck = TestSupport.shim.appendingPathComponent("typecheck.sh")
        for mode in [["--swift-version", "5"], ["--swift-version", "6", "--define", "SWIFT_PACKAGE"]] {
            let result = try TestSupport.run(typecheck, mode + ["--warnings-as-errors", root.path])
            XCTAssertEqual(result.status, 0, "\(mode.joined(separator: " ")):\n\(result.standardError)")
        }
    }

    /// `--strict` reads DTCG 2025.10 only: every color string is refused with the object to write, and a roles file
    /// naming a token refused so is not told again that the token is unknown.
    func testStrictRefusesColorStringsAndWritesNothing() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let arguments = [
            "import", flat.appendingPathComponent("tokens.json").path, "--roles",
            flat.appendingPathComponent("roles.json").path, "--strict",
        ]
        try assertFails(
            arguments, in: project,
            message: "tokens.json:4:15: /gray-50/$value: DTCG 2025.10 colors are objects, not strings (--strict); "
                + ##"write {"colorSpace": "srgb", "components": [0.9725, 0.9725, 0.9725], "hex": "#f8f8f8"}"##)
        try assertFails(
            arguments, in: project,
            message: "tokens.json:24:15: /blue-600/$value: DTCG 2025.10 colors are objects, not strings (--strict); "
                + ##"write {"colorSpace": "srgb", "components": [0.0784, 0.451, 0.902], "hex": "#1473e6"}"##)
        let result = try Dsysctl.run(arguments, in: project)
        XCTAssertFalse(result.standardError.contains("roles.json"), result.standardError)
        XCTAssertTrue(
            result.standardError.hasSuffix("import: 11 problems; nothing was written\n"), result.standardError)
    }

    /// A set with colors and spacing but no text styles or radii (what Figma variables can express) imports with the
    /// profile's default scales, says so in one line, and its package type-checks.
    func testASetWithoutTextStylesOrRadiiTakesTheProfilesDefaultScales() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let source = TestSupport.fixtures.appendingPathComponent("dtcg-no-type/tokens.json")
        let imported = try Dsysctl.run(["import", source.path], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let lines = imported.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains(
                "no text styles or radii in the token files: the dsys profile's default scales are in the document "
                    + "(11 text styles, 6 radii); edit them there"), imported.standardOutput)
        // The set's colors at the roles' paths under a `color` group mean those roles: they move there (one Swift
        // name each), and, the set having no dark mode, take dsys's dark values, marked.
        XCTAssertTrue(
            lines.contains(
                "named 15 colors by the role each fills (color.action.primary → action.primary, …), so that one "
                    + "meaning has one Swift name"), imported.standardOutput)
        XCTAssertEqual(
            lines.last,
            "wrote .dsys/design-system.json: 55 tokens (17 colors, 11 text styles, 5 spacings, 6 radii, default "
                + "shadows, 16 other tokens)")
        // The steps are the starter's (`dsysctl init`), written into the document like any other tokens; the
        // spacing is the files' own.
        let document = try read(project.appendingPathComponent(".dsys/design-system.json"))
        XCTAssertTrue(
            document.contains(
                #""heading1": {"size": 36, "relative_to": "largeTitle", "weight": "bold", "description": "dsys's "#
                    + #"default: the token files have no text styles; edit it here"}"#), document)
        XCTAssertTrue(
            document.contains(
                ##""primary": {"light": "#2563eb", "dark": "#60A5FA", "description": "dark: dsys's default (the token "##
                    + #"files have no dark mode); edit it here"}"#), document)
        XCTAssertTrue(document.contains(#""spacing": {"xs": 4, "sm": 8, "md": 12, "lg": 20, "xl": 32}"#), document)
        // The proposals read well in every appearance: the absolute contrast check passes.
        let validated = try Dsysctl.run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)

        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let root = project.appendingPathComponent("DesignSystem")
        let typography = try read(root.appendingPathComponent("Typography+DesignSystem.swift"))
        XCTAssertTrue(typography.contains("public static func heading1() -> Font"), typography)
        // Each profile's own scales: apptheme's starter has Apple's text styles.
        let other = try TestSupport.temporaryDirectory(self, "apptheme")
        let apptheme = try Dsysctl.run(["import", source.path, "--profile", "apptheme"], in: other)
        XCTAssertEqual(apptheme.status, 0, apptheme.standardError)
        XCTAssertTrue(
            apptheme.standardOutput.contains(
                "no text styles or radii in the token files: the apptheme profile's default scales are in the document "
                    + "(12 text styles, 3 radii); edit them there"), apptheme.standardOutput)
        let typecheck = TestSupport.shim.appendingPathComponent("typecheck.sh")
        for mode in [["--swift-version", "5", "--define", "SWIFT_PACKAGE"], ["--swift-version", "6"]] {
            let result = try TestSupport.run(typecheck, mode + ["--warnings-as-errors", root.path])
            XCTAssertEqual(result.status, 0, "\(mode.joined(separator: " ")):\n\(result.standardError)")
        }
    }

    /// A problem the document's own rules find (two Swift names that collide, a name longer than file systems
    /// allow) is reported at the token file's line and column, with the document's place in the message.
    func testProblemsOfTheWrittenDocumentPointAtTheTokenFile() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let tooLong = String(repeating: "w", count: 241)
        try write(
            """
            {
              "Gray-50": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
              "\(tooLong)": {"$type": "color", "$value": "{gray-50}"}
            }
            """, to: project.appendingPathComponent("extra.json"))
        let arguments = [
            "import", flat.appendingPathComponent("tokens.json").path, "extra.json", "--roles",
            flat.appendingPathComponent("roles.json").path,
        ]
        try assertFails(
            arguments, in: project,
            message: "extra.json:2:3: /Gray-50: Gray.50 and gray.50 both become Color.dsGray50 in Swift; rename one "
                + "of them (at /tokens/color/Gray/50 in the document the import would write; rename the DTCG token)")
        try assertFails(
            arguments, in: project,
            message: "extra.json:3:3: /\(tooLong): the name is 241 characters long; keep names to 240 (a color's "
                + "Swift name names its folder in the asset catalog, and file systems refuse file names over 255 "
                + "bytes) (at /tokens/color/palette/\(tooLong) in the document the import would write")
        try assertFails(arguments, in: project, message: "import: 2 problems; nothing was written")
    }
}
