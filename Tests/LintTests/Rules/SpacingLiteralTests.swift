import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// `spacing-literal`: a number in padding or a stack's or grid's spacing (`Sources/Lint/Rules/SpacingLiteral.swift`).
extension LintTests {
    func testSpacingLiteralFindsItsFixturesAndNoLookAlike() throws {
        try assertFixtures(["spacing-literal.swift", "spacing-literal-negative.swift", "insets-and-margins.swift"])
    }

    func testANegativeValueIsTheNegatedToken() throws {
        let (findings, text) = try fixed("let a = Text(\"a\").padding(.bottom, -16).padding(.top, -15)")
        XCTAssertEqual(
            findings.map(\.message), ["hard-coded spacing -16 in padding", "hard-coded spacing -15 in padding"])
        XCTAssertEqual(findings[0].suggestion?.expressions, ["-DSSpacingFixed.md"])
        XCTAssertEqual(findings[1].suggestion?.expressions, ["-DSSpacingFixed.md"])
        XCTAssertEqual(findings[1].suggestion?.isExact, false)
        XCTAssertEqual(text, "let a = Text(\"a\").padding(.bottom, -DSSpacingFixed.md).padding(.top, -15)")
    }

    func testInsetsMarginsGridItemsAndCornersInEveryForm() throws {
        let findings = try lint(
            """
            let a = List {}
                .listRowInsets(.init(top: 8, leading: 0, bottom: 8, trailing: 0))
                .padding(EdgeInsets.init(top: 4, leading: 0, bottom: 0, trailing: 0))
                .safeAreaPadding(.horizontal, 16)
                .contentMargins(.vertical, 24, for: .scrollContent)
            let columns = [GridItem.init(.flexible(), spacing: 4), .init(.fixed(44), spacing: 8)]
            let shape = UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 0)
            """)
        XCTAssertEqual(
            findings.map { "\($0.code) \($0.message)" },
            [
                "8 hard-coded spacing 8 in listRowInsets", "8 hard-coded spacing 8 in listRowInsets",
                "4 hard-coded spacing 4 in padding", "16 hard-coded spacing 16 in safeAreaPadding",
                "24 hard-coded spacing 24 in contentMargins", "4 hard-coded spacing 4 in GridItem",
                "8 hard-coded spacing 8 in GridItem", "12 hard-coded corner radius 12 in UnevenRoundedRectangle",
            ])
        XCTAssertTrue(findings.allSatisfy { $0.fix != nil }, "each is a token's exact value")
        // `.init` of something that is no insets or grid item is not spacing.
        XCTAssertEqual(try lint("let a = Text(\"a\").padding(.init(12))\nlet b = Item.init(.flexible(), width: 4)"), [])
    }

    // ── S1: a frame's size is a component's ─────────────────────────────────────────────────────────────────────

    func testAFrameSizeIsNeitherFlaggedNorFixedEvenWhenASpacingTokenHasIt() throws {
        XCTAssertEqual(try lint("let a = Image(\"icon\").frame(width: 16, height: 16).frame(minHeight: 24)"), [])
    }
}
