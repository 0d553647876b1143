import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// The defects of the review of `dsysctl lint` (issue 16), each with the test that failed before its fix.

extension LintTests {
    // ── B4: previews compile too ────────────────────────────────────────────────────────────────────────────────

    func testRemovedAndDeprecatedSymbolsAreReportedInsidePreviewsButLiteralsAreNot() throws {
        let linter = Linter(
            designSystem: try designSystem(), profile: .dsys,
            removed: [Linter.Removal(symbol: "Color.dsTextMuted", replacement: "Color.dsTextSubtle")],
            againstVersion: "2.0.0")
        let findings = try lint(
            """
            #Preview {
                Text("a").foregroundStyle(Color.dsTextMuted).padding(20)
            }

            struct A_Previews: PreviewProvider {
                static var previews: some View { Text("b").foregroundStyle(.dsTextMuted).background(.red) }
            }

            let view = Text("c").padding(20)
            """, linter)
        XCTAssertEqual(
            findings.map { "\($0.start.line) \($0.rule.rawValue)" },
            [
                "2 removed-token", "6 removed-token", "9 spacing-literal",
            ])
        XCTAssertEqual(findings.first { $0.start.line == 6 }?.fix?.replacement, ".dsTextSubtle")
    }
}

extension LintTests {
    // ── B3: links and file modes ────────────────────────────────────────────────────────────────────────────────

    func testTheWalkDoesNotFollowLinksAndFixKeepsLinksAndPermissions() throws {
        let manager = FileManager.default
        let project = try TestSupport.temporaryDirectory(self)
        let outside = try TestSupport.temporaryDirectory(self, #function + "-outside")
        let app = project.appendingPathComponent("App")
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        let real = app.appendingPathComponent("Home.swift")
        try "let a = Text(\"a\").padding(16)\n".write(to: real, atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        let foreign = outside.appendingPathComponent("Foreign.swift")
        try "let a = Text(\"a\").padding(16)\n".write(to: foreign, atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("Alias.swift").path, withDestinationPath: "Home.swift")
        try manager.createSymbolicLink(
            atPath: project.appendingPathComponent("Linked").path, withDestinationPath: "App")
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("Foreign.swift").path, withDestinationPath: foreign.path)

        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path, fix: true))
        XCTAssertEqual(outcome.report.problems, [])
        XCTAssertEqual(outcome.report.files, ["App/Home.swift"], "each file once, where it lives")
        XCTAssertEqual(outcome.fixedFindings, 1)
        XCTAssertEqual(
            try String(contentsOf: real, encoding: .utf8),
            "import DesignSystem\n\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n")
        XCTAssertEqual(
            (try manager.attributesOfItem(atPath: real.path)[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertEqual(
            try manager.destinationOfSymbolicLink(atPath: app.appendingPathComponent("Alias.swift").path), "Home.swift")
        XCTAssertEqual(try String(contentsOf: foreign, encoding: .utf8), "let a = Text(\"a\").padding(16)\n")
        XCTAssertEqual(
            try manager.contentsOfDirectory(atPath: app.path).sorted(), ["Alias.swift", "Foreign.swift", "Home.swift"])

        // A link given explicitly is linted as the file it points to when that is in the project.
        try "let a = Text(\"a\").padding(16)\n".write(to: real, atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: real.path)
        let explicit = try LintRun.run(
            try linter(), options: LintRun.Options(project: project.path, paths: ["App/Alias.swift"], fix: true))
        XCTAssertEqual(explicit.report.files, ["App/Home.swift"])
        XCTAssertEqual(explicit.fixedFindings, 1)
        XCTAssertEqual(
            try manager.destinationOfSymbolicLink(atPath: app.appendingPathComponent("Alias.swift").path), "Home.swift")
        XCTAssertEqual(
            (try manager.attributesOfItem(atPath: real.path)[.posixPermissions] as? NSNumber)?.intValue, 0o755)
    }
}

extension LintTests {
    // ── B2: a fixed file imports the package ────────────────────────────────────────────────────────────────────

    func testFixImportsThePackageOnceInOrderKeepingTheFileAsItWas() throws {
        let linter = try linter()
        let fix = { (source: String) in linter.fixing(linter.lint(source: source, file: "A.swift").findings, in: source)
        }
        // Sorted imports: in order; the header comment and the trailing comment stay where they are.
        let sorted = """
            // Home.swift

            import Foundation
            import SwiftUI  // the views

            let a = Text("a").padding(16)

            """
        let fixed = fix(sorted)
        XCTAssertEqual(
            fixed,
            """
            // Home.swift

            import DesignSystem
            import Foundation
            import SwiftUI  // the views

            let a = Text("a").padding(DSSpacingFixed.md)

            """)
        XCTAssertEqual(fix(fixed), fixed, "idempotent: the import is added once")
        // Unsorted imports: after the last one, its end-of-line comment kept with it.
        XCTAssertEqual(
            fix("import SwiftUI\nimport Combine  // publishers\nlet a = Text(\"a\").padding(16)\n"),
            "import SwiftUI\nimport Combine  // publishers\nimport DesignSystem\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n"
        )
        // No import: before the first declaration, below the header comment.
        XCTAssertEqual(
            fix("// A.swift\n\nlet a = Text(\"a\").padding(16)\n"),
            "// A.swift\n\nimport DesignSystem\n\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n")
        // Already imported (any form): nothing added.
        for header in [
            "import DesignSystem", "@testable import DesignSystem", "import struct DesignSystem.DSSpacingFixed",
        ] {
            XCTAssertEqual(
                fix("\(header)\nimport SwiftUI\nlet a = Text(\"a\").padding(16)\n"),
                "\(header)\nimport SwiftUI\nlet a = Text(\"a\").padding(DSSpacingFixed.md)\n")
        }
        // Nothing fixed (a nearest value only): nothing imported.
        XCTAssertEqual(
            fix("import SwiftUI\nlet a = Text(\"a\").padding(15)\n"),
            "import SwiftUI\nlet a = Text(\"a\").padding(15)\n")
        // The theme profile's package is named after the document.
        XCTAssertEqual(
            Generator.moduleName(of: try designSystem { $0.name = ##""Acme""## }, profile: .theme), "AcmeDesignSystem")
    }
}

extension LintTests {
    // ── S6: an ignore comment above a modifier covers all its lines ─────────────────────────────────────────────

    func testAnIgnoreCommentAboveAModifierCoversAllItsLines() throws {
        let findings = try lint(
            """
            let a = Text("a")
                // dsys-lint:ignore color-literal
                .foregroundStyle(
                    Color.red)
                .background(
                    Color.red)
            """)
        XCTAssertEqual(findings.map { "\($0.start.line) \($0.rule.rawValue)" }, ["6 color-literal"])
    }
}

extension LintTests {
    // ── Paths that hold no Swift file ───────────────────────────────────────────────────────────────────────────

    func testPathsGivenThatHoldNoSwiftFileAreAProblem() throws {
        let manager = FileManager.default
        let project = try TestSupport.temporaryDirectory(self)
        try manager.createDirectory(at: project.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try "# Notes\n".write(to: project.appendingPathComponent("Docs/Notes.md"), atomically: true, encoding: .utf8)
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path, paths: ["Docs"]))
        XCTAssertEqual(outcome.report.files, [])
        XCTAssertEqual(
            outcome.report.problems.map(\.message),
            ["no Swift file to lint here (none, or all excluded); give .swift files or folders that hold some"])
        XCTAssertTrue(outcome.report.fails)
        // The whole project, by default, may hold none: nothing to say.
        let all = try LintRun.run(try linter(), options: LintRun.Options(project: project.path))
        XCTAssertEqual(all.report.problems, [])
        XCTAssertFalse(all.report.fails)
    }
}
