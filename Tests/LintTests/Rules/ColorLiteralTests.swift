import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// `color-literal`: a hard-coded color where a view is styled (`Sources/Lint/Rules/ColorLiteral.swift`).
extension LintTests {
    func testColorLiteralFindsItsFixturesAndNoLookAlike() throws {
        try assertFixtures(["color-literal.swift", "color-literal-negative.swift", "gradients-and-hsb.swift"])
    }

    func testAValueTwoTokensShareIsNamedButNotFixed() throws {
        // #FFFFFF is text.inverse in both appearances and a second token's too; a fill suits neither group, a
        // foreground the text color.
        let linter = try linter { $0.extraColorGroups = ##""icon": { "inverse": "#FFFFFF" }"## }
        let findings = try lint(
            "let a = Circle().fill(Color(hex: \"#FFFFFF\")).foregroundStyle(Color(hex: \"#FFFFFF\"))", linter)
        XCTAssertEqual(findings[0].suggestion?.expressions, ["Color.dsTextInverse", "Color.dsIconInverse"])
        XCTAssertEqual(findings[0].suggestion?.isExact, true)
        XCTAssertNil(findings[0].fix)
        XCTAssertEqual(findings[1].suggestion?.expressions, ["Color.dsTextInverse", "Color.dsIconInverse"])
        XCTAssertNil(findings[1].fix)
    }

    func testHueSaturationAndBrightnessAreConvertedAsSwiftUIDoes() throws {
        let findings = try lint(
            """
            let a = Text("a")
                .foregroundStyle(Color(hue: 0, saturation: 0, brightness: 1))
                .background(Color(hue: 2.0 / 3, saturation: 1, brightness: 1, opacity: 0.5))
                .tint(Color(hue: 0.6, saturation: 0.8, brightness: 0.9))
            """)
        XCTAssertEqual(
            findings.map(\.message),
            [
                "hard-coded color Color(hue: 0, saturation: 0, brightness: 1) (#FFFFFF) in foregroundStyle",
                "hard-coded color Color(hue: 2.0 / 3, saturation: 1, brightness: 1, opacity: 0.5) (#0000FF80) in background"
                    + "; no color token is near it (ΔE 15 or more): add one to the design system",
                // 0.6 × 6 = 3.6: between cyan and blue; (0.18, 0.468, 0.9) × 255.
                "hard-coded color Color(hue: 0.6, saturation: 0.8, brightness: 0.9) (#2E77E6) in tint",
            ])
        XCTAssertEqual(findings[0].fix?.replacement, "Color.dsTextInverse")
    }

    func testAGradientOfAColorKeepsItsGradientAndGradientsColorsAreColors() throws {
        let (findings, text) = try fixed(
            "let a = Text(\"a\").foregroundStyle(Color(hex: \"#FFFFFF\").gradient)"
                + ".background(LinearGradient(colors: [Color(hex: \"#FFFFFF\"), accent], startPoint: .top, endPoint: .bottom))"
        )
        XCTAssertEqual(findings.map(\.code), ["Color(hex: \"#FFFFFF\")", "Color(hex: \"#FFFFFF\")"])
        XCTAssertEqual(
            findings.map(\.message).last, "hard-coded color Color(hex: \"#FFFFFF\") (#FFFFFF) in LinearGradient")
        XCTAssertEqual(
            text,
            "let a = Text(\"a\").foregroundStyle(Color.dsTextInverse.gradient)"
                + ".background(LinearGradient(colors: [Color.dsTextInverse, accent], startPoint: .top, endPoint: .bottom))"
        )
        XCTAssertEqual(try lint("let a = Text(\"a\").background(accent.gradient)"), [])
    }

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
