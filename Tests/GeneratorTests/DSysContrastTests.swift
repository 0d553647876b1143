import ChangeReports
import Generator
import TestSupport
import Tokens
import XCTest

/// The contrast pairs of the default profile: what its components really draw, at the level the text needs, plus
/// the document's own pairs; the one rule `dsysctl contrast`, the diff and publish's accessibility policy use.
final class DSysContrastTests: XCTestCase {
    private func pairs(_ designSystem: DesignSystem) -> [String: ContrastLevel] {
        var pairs: [String: ContrastLevel] = [:]
        for (pair, _) in ContrastMatrix.pairs(
            of: designSystem, defaults: OutputProfile.dsys.contrastPairs(of: designSystem))
        {
            pairs["\(pair.foreground) on \(pair.backgroundDescription)"] = pair.level
        }
        return pairs
    }

    /// `dsysctl init` writes the full example: its own check must not fail (0.1.0 reported 8 failures of
    /// `text.inverse`, meant for filled buttons, on every surface).
    func testTheStartersPassTheirOwnContrastCheck() throws {
        for example in ["full", "minimal"] {
            let report = ContrastReport(source: example, designSystem: try loadExample(example), profile: .dsys)
            XCTAssertFalse(report.checks.isEmpty)
            for check in report.checks {
                XCTAssertTrue(
                    check.passes,
                    "\(example): \(check.foreground) on \(check.backgroundDescription) (\(check.appearance)) "
                        + "\(check.ratio)")
            }
        }
    }

    func testTheDefaultPairsAreWhatTheComponentsDraw() throws {
        let pairs = pairs(try loadExample("minimal"))
        XCTAssertEqual(
            pairs,
            [
                "text.inverse on action.primary": .aa, "text.inverse on action.destructive": .aa,
                "text.primary on surface.raised": .aa, "text.secondary on surface.raised": .aa,
                "text.muted on surface.raised": .aa, "text.primary on surface.default": .aa,
                "text.secondary on surface.default": .aa, "text.muted on surface.default": .aa,
                "text.primary on surface.inset": .aa, "border.focus on surface.inset": .nonText,
                "feedback.error on surface.inset": .nonText,
                // The placeholder and the default badge; the input's resting outline too, in the placeholder's color
                // without `border.input` (as on `surface.default` and `surface.raised` around the field).
                "text.muted on surface.inset": .aa,
                // The input's error message, in the label style, below the field on the screen.
                "feedback.error on surface.default": .aa,
                // Each badge's tint over the screen and over a card.
                "feedback.success on feedback.success at 10% over surface.default": .aa,
                "feedback.success on feedback.success at 10% over surface.raised": .aa,
                "feedback.error on feedback.error at 10% over surface.default": .aa,
                "feedback.error on feedback.error at 10% over surface.raised": .aa,
                "feedback.warning on feedback.warning at 10% over surface.default": .aa,
                "feedback.warning on feedback.warning at 10% over surface.raised": .aa,
                "feedback.info on feedback.info at 10% over surface.default": .aa,
                "feedback.info on feedback.info at 10% over surface.raised": .aa,
            ])
    }

    /// A badge's text sits on its own color at 10 % over the page: the tint is what the ratio is measured on.
    func testABadgesTextIsMeasuredOnItsTint() throws {
        let designSystem = try loadExample("minimal")
        let checks = ContrastMatrix.checks(
            of: designSystem, defaults: OutputProfile.dsys.contrastPairs(of: designSystem))
        let tinted = try XCTUnwrap(
            checks.first {
                $0.foreground.description == "feedback.error" && $0.backgroundOpacity == 0.1 && $0.appearance == .light
            })
        // #B91C1C at alpha 26/255 (10 %, rounded to 8 bits) over white paints #F8E8E8 (8-bit source-over):
        // luminances 0.8349 and 0.1123, 5.45:1 (WCAG formula, worked by hand). On the opaque color it would be 1:1.
        XCTAssertEqual(tinted.backgroundColor.hex, "#B91C1C1A")
        XCTAssertEqual(tinted.ratio, 5.45, accuracy: 0.005)
    }

    /// Text of 24 pt, or 18.67 pt and bold, is large in WCAG's terms: the pair needs AA-large. The smallest style a
    /// component draws the pair in decides.
    func testTheLevelFollowsTheSizeOfTheText() throws {
        var designSystem = try loadExample("minimal")
        for name in ["bodySmall", "body", "bodyLarge"] {
            let index = try XCTUnwrap(designSystem.typography.firstIndex { $0.name == name })
            designSystem.typography[index].size = 20
            designSystem.typography[index].weight = .bold
        }
        var pairs = pairs(designSystem)
        XCTAssertEqual(pairs["text.inverse on action.primary"], .aaLarge)
        XCTAssertEqual(pairs["text.muted on surface.inset"], .aa, "the badge's 13 pt label")
        let index = try XCTUnwrap(designSystem.typography.firstIndex { $0.name == "bodySmall" })
        designSystem.typography[index].weight = .semibold
        pairs = self.pairs(designSystem)
        XCTAssertEqual(pairs["text.inverse on action.primary"], .aa, "20 pt semibold is not large")
    }

    /// Mapped roles are checked under the tokens that fill them, and a declared pair keeps its level.
    func testMappedRolesAndDeclaredPairs() throws {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.action = ##"{ "main": "#2563EB", "destructive": "#DC2626" }"##
        document.border = ##"{ "default": "#E5E7EB", "focus": "{action.main}" }"##
        document.roles = ##"{ "dsys": { "action.primary": "{color.action.main}" } }"##
        document.contrast =
            ##"[{ "foreground": "text.inverse", "background": "action.main", "level": "AAA" }, { "foreground": "text.primary", "background": "surface.inset", "level": "AA-large" }]"##
        let designSystem = try document.load(requirements: OutputProfile.requirements())
        let found = ContrastMatrix.pairs(of: designSystem, defaults: OutputProfile.dsys.contrastPairs(of: designSystem))
        let inverse = try XCTUnwrap(found.first { $0.pair.background.description == "action.main" })
        XCTAssertEqual(inverse.pair.level, .aaa)
        XCTAssertTrue(inverse.isDeclared)
        XCTAssertNil(found.first { $0.pair.background.description == "action.primary" })
        let declared = try XCTUnwrap(
            found.first {
                $0.pair.foreground.description == "text.primary" && $0.pair.background.description == "surface.inset"
            })
        XCTAssertEqual(declared.pair.level, .aaLarge)
        XCTAssertEqual(found.filter(\.isDeclared).count, 2)
    }

    /// The diff compares both revisions with the profile's pairs: a badge tint that drops below AA is an
    /// accessibility regression, which the old every-text-on-every-surface rule never saw.
    func testTheDiffUsesTheProfilesPairs() throws {
        let old = try loadExample("minimal")
        var new = old
        let index = try XCTUnwrap(new.colors.firstIndex { $0.path.description == "feedback.warning" })
        new.colors[index].resolved.light = RGBA(hex: "#D97706")!
        let report = ChangeReport.between(old, new, from: "1.0.0", to: "working document")
        XCTAssertEqual(
            report.diff.contrast.changes.filter(\.isAccessibilityRegression).map(\.subject),
            [
                "feedback.warning on feedback.warning at 10% over surface.default (light)",
                "feedback.warning on feedback.warning at 10% over surface.raised (light)",
            ])
        XCTAssertEqual(report.diff.requiredBump, .major)
    }
}
