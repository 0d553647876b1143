import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// The defects of the review of `dsysctl lint` (issue 16), each with the test that failed before its fix.
extension LintTests {
    // ── B1: a literal is the same in both appearances ───────────────────────────────────────────────────────────

    func testALiteralIsAnExactMatchOnlyForATokenEqualToItInBothAppearances() throws {
        // text.inverse is white in light and ink in dark, as in the starter document; text.primary is ink in both.
        let linter = try linter {
            $0.text =
                ##"{ "primary": "#111827", "secondary": "#4B5563", "muted": "#6B7280", "inverse": { "light": "#FFFFFF", "dark": "#111827" } }"##
            $0.surface = ##"{ "default": "#F3F4F6", "raised": "#F9FAFB", "inset": "#E5E7EB" }"##
        }
        let findings = try lint(
            "let a = Text(\"a\").foregroundStyle(.white).foregroundStyle(Color(hex: \"#111827\"))", linter)
        XCTAssertEqual(findings.map(\.code), [".white", "Color(hex: \"#111827\")"])
        let foreground = try XCTUnwrap(findings[0].suggestion)
        XCTAssertEqual(foreground.expressions, ["Color.dsTextInverse"])
        XCTAssertFalse(foreground.isExact)
        XCTAssertEqual(
            foreground.note,
            "equal in light appearance only: in dark appearance it is #111827, where the literal is #FFFFFF")
        XCTAssertNil(findings[0].fix, "--fix would turn dark-mode text from white to ink")
        XCTAssertEqual(findings[1].suggestion?.expressions, ["Color.dsTextPrimary"])
        XCTAssertEqual(findings[1].suggestion?.isExact, true)
        XCTAssertEqual(findings[1].fix?.replacement, "Color.dsTextPrimary")
        // A system color with a dark value of its own matches a token only when both values are equal.
        let red = try self.linter {
            $0.feedback =
                ##"{ "success": "#16A34A", "error": { "light": "#FF3B30", "dark": "#FF453A" }, "warning": "#D97706", "info": "#2563EB" }"##
        }
        let system = try XCTUnwrap(try lint("let a = Text(\"a\").foregroundStyle(.red)", red).first)
        XCTAssertEqual(system.fix?.replacement, "Color.dsFeedbackError")
    }
}

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
    // ── S1: a frame's size is a component's ─────────────────────────────────────────────────────────────────────

    func testAFrameSizeIsNeitherFlaggedNorFixedEvenWhenASpacingTokenHasIt() throws {
        XCTAssertEqual(try lint("let a = Image(\"icon\").frame(width: 16, height: 16).frame(minHeight: 24)"), [])
    }

    // ── S4, S5: fonts ───────────────────────────────────────────────────────────────────────────────────────────

    func testOnlyAFixedSizeFontIsSaidNotToScaleAndItIsNeverAnExactMatch() throws {
        let findings = try lint(
            """
            let a = Text("a").font(.custom("Inter", size: 16))
            let b = Text("b").font(.custom("Inter", fixedSize: 16))
            """)
        XCTAssertEqual(
            findings.map(\.message),
            [
                "hard-coded font .custom(\"Inter\", size: 16)",
                "hard-coded font .custom(\"Inter\", fixedSize: 16) (16 pt, which does not scale with Dynamic Type)",
            ])
        XCTAssertEqual(findings[0].fix?.replacement, "DSFont.body()")
        XCTAssertEqual(findings[1].suggestion?.expressions, ["DSFont.body()"])
        XCTAssertEqual(findings[1].suggestion?.isExact, false)
        XCTAssertNil(findings[1].fix, "a font that scales is not what a fixed-size font draws")
    }

    func testAFontIsReportedOnceAndOnlyFixesMadeAreCounted() throws {
        let findings = try lint("let a = Text(\"a\").font(Font.custom(\"Inter\", size: 16).weight(.regular))")
        XCTAssertEqual(findings.map(\.code), ["Font.custom(\"Inter\", size: 16).weight(.regular)"])
        XCTAssertEqual(findings[0].fix?.replacement, "DSFont.body()")
        let project = try TestSupport.temporaryDirectory(self)
        try "let a = Text(\"a\").font(Font.custom(\"Inter\", size: 16).weight(.regular)).padding(15)\n".write(
            to: project.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let outcome = try LintRun.run(try linter(), options: LintRun.Options(project: project.path, fix: true))
        XCTAssertEqual(outcome.fixedFindings, 1)
        XCTAssertEqual(outcome.report.findings.map(\.code), ["15"])
    }

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
    // ── S3: the text style token closest in size and weight ─────────────────────────────────────────────────────

    func testATextStyleSuggestsItsTokenClosestInSizeThenWeightThenName() throws {
        // Body styles: bodyLarge 18 and body 16, both 1 pt from .body's 17; the one named body wins the tie.
        let body = try XCTUnwrap(try lint("let a = Text(\"a\").font(.body)").first?.suggestion)
        XCTAssertEqual(body.expressions, ["DSFont.body()"])
        XCTAssertEqual(body.value, "16 pt")
        XCTAssertFalse(body.isExact)
        // .headline is 17 pt semibold: of two 18 pt headline styles, the semibold one.
        let linter = try linter {
            $0.typography = """
                { "heading1": { "size": 36, "relative_to": "largeTitle" }, "heading2": { "size": 30, "relative_to": "title" },
                  "heading3": { "size": 24, "relative_to": "title2" }, "heading4": { "size": 20, "relative_to": "title3" },
                  "lead": { "size": 18, "weight": "regular", "relative_to": "headline" },
                  "emphasis": { "size": 18, "weight": "semibold", "relative_to": "headline" },
                  "bodyLarge": { "size": 18, "relative_to": "body" }, "body": { "size": 16, "relative_to": "body" },
                  "bodySmall": { "size": 14, "relative_to": "callout" }, "label": { "size": 13, "relative_to": "caption2" } }
                """
        }
        let headline = try XCTUnwrap(try lint("let a = Text(\"a\").font(.headline)", linter).first?.suggestion)
        XCTAssertEqual(headline.expressions, ["DSFont.emphasis()"])
        XCTAssertFalse(headline.isExact)
    }
}

extension LintTests {
    // ── S2: a far color is no suggestion ────────────────────────────────────────────────────────────────────────

    func testAColorNoTokenIsNearSuggestsNoneAndSaysToAddOne() throws {
        let findings = try lint(
            "let a = Text(\"a\").shadow(color: .black.opacity(0.1), radius: 4).tint(Color(white: 0.2))")
        XCTAssertEqual(findings.map(\.code), [".black.opacity(0.1)", "Color(white: 0.2)"])
        XCTAssertNil(findings[0].suggestion)
        XCTAssertEqual(
            findings[0].message,
            "hard-coded color .black.opacity(0.1) (#0000001A) in shadow; no color token is near it (ΔE 15 or more): "
                + "add one to the design system")
        // #333333 is within 15 of the ink and gray text colors: near enough to name.
        XCTAssertLessThan(try XCTUnwrap(findings[1].suggestion?.distance), 15)
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
