import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// `font-literal`: a hard-coded font (`Sources/Lint/Rules/FontLiteral.swift`).
extension LintTests {
    func testFontLiteralFindsItsFixturesAndNoLookAlike() throws {
        try assertFixtures(["font-literal.swift", "font-literal-negative.swift"])
    }

    func testAFontWhoseDesignWeightOrNameIsComputedIsNotHardCoded() throws {
        // A font picker: 57 of one app's 91 findings before.
        let findings = try lint(
            """
            let a = ForEach(designs, id: \\.self) {
                Text("Aa").font(.system(.body, design: $0))
                Text("Aa").font(.system(size: 17, weight: weights[$0]))
                Text("Aa").font(.custom(name, size: 17, relativeTo: style))
                Text("Aa").font(.system(.body, design: .rounded))
            }
            """)
        XCTAssertEqual(findings.map(\.code), [".system(.body, design: .rounded)"])
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
