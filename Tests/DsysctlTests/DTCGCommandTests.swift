import Foundation
import TestSupport
import Tokens
import XCTest

/// `dsysctl import` and `dsysctl export` end to end: output, files, and every error a user can cause.
final class DTCGCommandTests: XCTestCase {
    private var bundle: URL { TestSupport.examples.appendingPathComponent("dtcg") }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func canonical(_ url: URL) throws -> String {
        try DesignSystemDocument.loadCanonical([UInt8](try Data(contentsOf: url)), file: url.path).canonicalText
    }

    func testImportingTheExampleBundlePrintsItsChoicesAndWritesAValidDocument() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let result = try Dsysctl.run(
            [
                "import", "--resolver", bundle.appendingPathComponent("acme.resolver.json").path, "--roles",
                bundle.appendingPathComponent("roles.json").path,
            ], in: project)
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "imported 63 tokens (light/dark from the resolver's \"theme\" modifier)")
        XCTAssertTrue(lines.contains("  text.secondary ← {semantic.text.subtle} (roles file)"), result.standardOutput)
        XCTAssertTrue(lines.contains("  action.primary ← {semantic.accent.default} (proposed)"), result.standardOutput)
        XCTAssertTrue(
            lines.contains("  typography.heading1 ← {typography.heading-1} (proposed)"), result.standardOutput)
        // The background closest by name would put the destructive button's white label on white: passed over, and
        // said so, for the danger accent its label reads on.
        XCTAssertTrue(
            lines.contains(
                "  action.destructive ← {semantic.accent.danger} (proposed; {semantic.background.default} is closer by "
                    + "name but reads 1:1 under text.inverse (light), needs 4.5:1)"), result.standardOutput)
        // The theme profile's own roles fill too, so that the one document serves every profile.
        XCTAssertTrue(
            lines.contains("roles of the other profiles (theme, tokens), so that the document serves them too:"),
            result.standardOutput)
        XCTAssertTrue(
            lines.contains("  opacity.subtle … opacity.almostOpaque ← dsys's defaults (none in the files)"),
            result.standardOutput)
        // The Display P3 blue lies outside sRGB (coloraide's CSS Color 4 mapping gives #005bff, ΔE 1.62).
        XCTAssertTrue(
            lines.contains("  color.brand.vivid: display-p3(0.1 0.35 1) → #005bff, ΔE 1.62 (OKLab × 100)"),
            result.standardOutput)
        XCTAssertEqual(
            lines.last,
            "wrote .dsys/design-system.json: 99 tokens (55 colors, 9 text styles, 5 spacings, 5 radii, 3 shadows, "
                + "22 other tokens)")
        // Every pair the proposals fill reads well: the absolute contrast check passes, in every profile.
        for profile in ["dsys", "theme", "catalog", "tokens"] {
            let validated = try Dsysctl.run(["validate", "--profile", profile], in: project)
            XCTAssertEqual(validated.status, 0, "\(profile): \(validated.standardError)")
        }
        let document = try String(
            contentsOf: project.appendingPathComponent(".dsys/design-system.json"), encoding: .utf8)
        XCTAssertTrue(document.contains("\"name\": \"Acme\""))
        XCTAssertTrue(document.contains("\"font_family\": {\"sans\": \"Inter\", \"mono\": \"JetBrains Mono\"}"))
        XCTAssertTrue(
            document.contains(
                "\"default\": {\"light\": \"{color.blue.600}\", \"dark\": \"{color.blue.400}\"}"), document)
        // 1rem spacing is 16 points; the whole scale is kept, and the text styles that fill roles under other names
        // are mapped.
        XCTAssertTrue(
            document.contains("\"spacing\": {\"xs\": 4, \"sm\": 8, \"md\": 16, \"lg\": 24, \"xl\": 32}"), document)
        XCTAssertTrue(document.contains("\"typography.heading1\": \"{typography.heading-1}\""), document)
        // The set's shadow.sm and shadow.md fill the shadow roles: they move there, all their layers kept, rather than
        // staying in tokens.other too (where an export would write both at shadow.sm).
        XCTAssertTrue(
            document.contains("\"sm\": {\"color\": \"#0000000d\", \"opacity\": 1, \"radius\": 2, \"x\": 0, \"y\": 1}"),
            document)
        XCTAssertFalse(document.contains("\"type\": \"shadow\""), document)
        // The README's round trip: export, import the export, the same document.
        let exported = try Dsysctl.run(["export", "--format", "dtcg", "--output", "design-tokens"], in: project)
        XCTAssertEqual(exported.status, 0, exported.standardError)
        let again = try Dsysctl.run(
            ["import", "--resolver", "design-tokens/design-system.resolver.json", "--output", "again.json"], in: project
        )
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(
            try String(contentsOf: project.appendingPathComponent("again.json"), encoding: .utf8), document)
    }

    /// The package generated from an imported DTCG set (primitives in several color spaces, translucent shadows,
    /// text styles mapped onto roles) type-checks as a package and as app-target sources, in Swift 5 and 6.
    func testThePackageOfAnImportedSetTypechecksInEveryMode() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let imported = try Dsysctl.run(
            [
                "import", "--resolver", bundle.appendingPathComponent("acme.resolver.json").path, "--roles",
                bundle.appendingPathComponent("roles.json").path,
            ], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        let generated = try Dsysctl.run(["generate", "--output", "DesignSystem"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let root = project.appendingPathComponent("DesignSystem")
        let shadows = try String(contentsOf: root.appendingPathComponent("Shadows+DesignSystem.swift"), encoding: .utf8)
        // The set's blur of 2 is SwiftUI's radius 1.
        XCTAssertTrue(shadows.contains("content.shadow(color: .black.opacity(0.051), radius: 1, x: 0, y: 1)"), shadows)
        let typecheck = TestSupport.shim.appendingPathComponent("typecheck.sh")
        for mode in [
            ["--swift-version", "5"], ["--swift-version", "6"], ["--swift-version", "5", "--define", "SWIFT_PACKAGE"],
            ["--swift-version", "6", "--define", "SWIFT_PACKAGE"],
        ] {
            let result = try TestSupport.run(typecheck, mode + ["--warnings-as-errors", root.path])
            XCTAssertEqual(result.status, 0, "\(mode.joined(separator: " ")):\n\(result.standardError)")
        }
    }

    func testExportThenImportGivesBackTheWorkingDocumentAndAPublishedVersion() throws {
        let project = try TestSupport.exampleProject(self, "full")
        let exported = try Dsysctl.run(["export", "--format", "dtcg", "--output", "tokens"], in: project)
        XCTAssertEqual(exported.status, 0, exported.standardError)
        XCTAssertEqual(
            exported.standardOutput,
            """
            wrote tokens/design-system.tokens.json
            wrote tokens/design-system.dark.tokens.json
            wrote tokens/design-system.resolver.json

            """)
        let imported = try Dsysctl.run(
            ["import", "--resolver", "tokens/design-system.resolver.json", "--output", "again.json"], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertEqual(
            try canonical(project.appendingPathComponent("again.json")),
            try canonical(project.appendingPathComponent(".dsys/design-system.json")))

        XCTAssertEqual(
            try Dsysctl.run(["publish", "--no-output", "-m", "First", "--accessibility-policy", "warn"], in: project)
                .status, 0)
        try Data("{}".utf8).write(to: project.appendingPathComponent(".dsys/design-system.json"))
        let version = try Dsysctl.run(["export", "1.0.0", "--format", "dtcg", "--output", "v1"], in: project)
        XCTAssertEqual(version.status, 0, version.standardError)
        let again = try Dsysctl.run(
            ["import", "--resolver", "v1/design-system.resolver.json", "--output", "v1.json"], in: project)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(
            try canonical(project.appendingPathComponent("v1.json")),
            try canonical(TestSupport.examples.appendingPathComponent("full/design-system.json")))
    }

    /// Runs a failing command and checks the exit status, the message and that nothing was written.
    private func assertFails(
        _ arguments: [String], in project: URL, status: Int32 = 1, message: String, line: UInt = #line
    ) throws {
        try assertCommandFails(arguments, in: project, status: status, message: message, line: line)
    }

    func testImportErrorsSayWhatIsWrongAndWriteNothing() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let tokens = project.appendingPathComponent("tokens.json")
        try write(
            """
            {
              "bad.name": {"$type": "number", "$value": 1},
              "c": {"$type": "colour", "$value": 1},
              "d": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}
            }
            """, to: tokens)
        try assertFails(
            ["import", "tokens.json"], in: project,
            message: """
                tokens.json:2:3: /bad.name: "bad.name" contains '.', which the format reserves for references; \
                use '-' or '_' instead
                tokens.json:3:18: /c/$type: "colour" is not a type of the format; did you mean "color"?
                tokens.json:4:62: /d/$value/unit: an em size is relative to a font size, which only a typography's \
                letterSpacing has; write it in px or rem, or in the typography's letterSpacing
                import: 3 problems; nothing was written
                """)
        // A trailing comma alone is JSON5, which the import reads; two commas are neither JSON nor JSON5.
        try write("{\"a\": {\"$type\": \"number\", \"$value\": 1},,}", to: tokens)
        try assertFails(["import", "tokens.json"], in: project, message: "tokens.json:1:")
        try assertFails(
            ["import", "nope.json"], in: project, message: "error: no token file at nope.json; check the path")
        try assertFails(
            ["import"], in: project, status: 64, message: "give token files, a --resolver document, or both")
        try assertFails(
            ["import", "x.json", "--rem-base", "0"], in: project, status: 64,
            message: "--rem-base must be a number of points greater than 0")

        // Complete tokens, but nothing named for the roles: each takes dsys's default, marked, and the import says so.
        try write(
            "{\"palette\": {\"$type\": \"color\", \"blue\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 1]}}}}",
            to: tokens)
        let defaulted = try Dsysctl.run(["import", "tokens.json", "--output", "defaults.json"], in: project)
        XCTAssertEqual(defaulted.status, 0, defaulted.standardError)
        XCTAssertTrue(
            defaulted.standardOutput.contains(
                "  action.primary ← dsys's default (no token's name in the files settles it)"),
            defaulted.standardOutput)
        try FileManager.default.removeItem(at: project.appendingPathComponent("defaults.json"))
        try write(
            "{\"action.primary\": \"{palette.blu}\", \"colour.x\": \"{palette.blue}\"}",
            to: project.appendingPathComponent("roles.json"))
        try assertFails(
            ["import", "tokens.json", "--roles", "roles.json"], in: project,
            message:
                "roles.json:1:20: /action.primary: {palette.blu} is not an imported token; did you mean {palette.blue}?"
        )
        try assertFails(
            ["import", "tokens.json", "--roles", "roles.json"], in: project,
            message: "roles.json:1:37: /colour.x: \"colour.x\" names no role the import fills for the dsys profile")
        try assertFails(
            ["import", "tokens.json", "--roles", "missing-roles.json"], in: project,
            message: "error: no roles file at missing-roles.json; check the path")
        try assertFails(
            ["import", "--resolver", "none.resolver.json"], in: project,
            message: "error: no resolver document at none.resolver.json; check the path")
        try write(
            "{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [{\"$ref\": \"gone.json\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}], \"modifiers\": {}}",
            to: project.appendingPathComponent("t.resolver.json"))
        try assertFails(
            ["import", "--resolver", "t.resolver.json"], in: project,
            message: "t.resolver.json:1:60: /sets/s/sources/0/$ref: no token file at gone.json")
        try assertFails(
            ["import", "--resolver", "t.resolver.json", "--light-context", "day"], in: project,
            message: "t.resolver.json:1:96: /resolutionOrder: no modifier has both a \"day\" and a \"dark\" context")
        // A file the resolver names is reported at the reference: missing, or the resolver itself.
        let naming =
            "{\"version\": \"2025.10\", \"modifiers\": {\"theme\": {\"contexts\": {\"light\": [], \"dark\": "
            + "[{\"$ref\": \"FILE\"}]}}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/theme\"}]}"
        try write(
            naming.replacingOccurrences(of: "FILE", with: "gone.json"),
            to: project.appendingPathComponent("t.resolver.json"))
        try assertFails(
            ["import", "--resolver", "t.resolver.json"], in: project,
            message: "t.resolver.json:1:92: /modifiers/theme/contexts/dark/0/$ref: no token file at gone.json (a path "
                + "in a resolver is relative to the resolver's folder); check the name or add the file")
        try write(
            naming.replacingOccurrences(of: "FILE", with: "t.resolver.json"),
            to: project.appendingPathComponent("t.resolver.json"))
        try assertFails(
            ["import", "--resolver", "t.resolver.json"], in: project,
            message: "t.resolver.json:1:92: /modifiers/theme/contexts/dark/0/$ref: t.resolver.json is this resolver "
                + "document, not a token file; refer to the files that hold the tokens")
    }

    func testImportRefusesToReplaceADocumentOrWriteWhereItCannot() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let resolver = bundle.appendingPathComponent("acme.resolver.json").path
        try write("{\"keep\": true}", to: project.appendingPathComponent(".dsys/design-system.json"))
        try assertFails(
            ["import", "--resolver", resolver], in: project,
            message: "error: .dsys/design-system.json already exists; pass --force to replace it")
        try write("a file", to: project.appendingPathComponent("blocked"))
        try assertFails(
            ["import", "--resolver", resolver, "--output", "blocked/design-system.json"], in: project,
            message: "error: could not create the folder blocked")
        let forced = try Dsysctl.run(["import", "--resolver", resolver, "--force"], in: project)
        XCTAssertEqual(forced.status, 0, forced.standardError)
        // Valid but for the proposed roles' contrast (see the test of the example bundle above).
        XCTAssertEqual(try Dsysctl.run(["validate", "--accessibility-policy", "warn"], in: project).status, 0)
    }

    func testExportErrorsSayWhatIsWrongAndWriteNothing() throws {
        let empty = try TestSupport.temporaryDirectory(self)
        try assertFails(
            ["export", "--format", "dtcg"], in: empty,
            message: "error: no design-system document at ./.dsys/design-system.json")
        try assertFails(["export", "--format", "svg"], in: empty, status: 64, message: "--format")
        let project = try TestSupport.exampleProject(self)
        try assertFails(
            ["export", "9.9.9", "--format", "dtcg"], in: project, message: "error: there is no registry in")
        try write("a file", to: project.appendingPathComponent("out"))
        try assertFails(
            ["export", "--format", "dtcg", "--output", "out"], in: project,
            message: "error: out exists and is not a folder; choose another --output")
        let mine = project.appendingPathComponent("tokens/design-system.tokens.json")
        try write("mine", to: mine)
        try assertFails(
            ["export", "--format", "dtcg", "--output", "tokens"], in: project,
            message: "error: tokens already holds design-system.tokens.json; pass --force to replace it")
        XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "mine")
        let forced = try Dsysctl.run(["export", "--format", "dtcg", "--output", "tokens", "--force"], in: project)
        XCTAssertEqual(forced.status, 0, forced.standardError)
        XCTAssertNotEqual(try String(contentsOf: mine, encoding: .utf8), "mine")
        try write("{\"name\": 1}", to: project.appendingPathComponent(".dsys/design-system.json"))
        try assertFails(
            ["export", "--format", "dtcg"], in: project, message: "./.dsys/design-system.json:1:")
    }
}
