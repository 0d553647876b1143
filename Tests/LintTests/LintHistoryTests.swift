import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// Issue 27, item 2: `lint --against VERSION` reads the history, not the working document: every symbol an earlier
/// version declared that VERSION does not, with the replacement VERSION offers.
final class LintHistoryTests: XCTestCase {
    /// Version `version` of the sample document with `brand` as an extra color group and `spacing` as its scale.
    private func version(_ version: String, brand: String, spacing: String? = nil) throws -> PublishedVersion {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.extraColorGroups = "\"brand\": \(brand)"
        if let spacing { document.spacing = spacing }
        return PublishedVersion(
            version: version, designSystem: try document.load(requirements: OutputProfile.requirements()))
    }

    /// 1.0.0 has brand.link and spacing.xxl; 1.1.0 renames link to hyperlink and deprecates xxl for xl; 2.0.0
    /// renames hyperlink to anchor and removes xxl; 2.1.0 adds a new brand.link of another color; 3.0.0 removes that
    /// link again.
    private func history() throws -> [PublishedVersion] {
        let scale = ##"{ "xs": 4, "sm": 8, "md": 16, "lg": 24, "xl": 32 }"##
        return [
            try version(
                "1.0.0", brand: ##"{ "link": "#0EA5E9" }"##,
                spacing: ##"{ "xs": 4, "sm": 8, "md": 16, "lg": 24, "xl": 32, "xxl": 48 }"##),
            try version(
                "1.1.0", brand: ##"{ "hyperlink": "#0EA5E9" }"##,
                spacing:
                    ##"{ "xs": 4, "sm": 8, "md": 16, "lg": 24, "xl": 32, "xxl": { "value": 48, "deprecated": "Use {spacing.xl}" } }"##
            ),
            try version("2.0.0", brand: ##"{ "anchor": "#0EA5E9" }"##, spacing: scale),
            try version("2.1.0", brand: ##"{ "anchor": "#0EA5E9", "link": "#7C3AED" }"##, spacing: scale),
            try version("3.0.0", brand: ##"{ "anchor": "#0EA5E9" }"##, spacing: scale),
        ]
    }

    private func removals(_ target: String, from: String? = nil) throws -> [String: Linter.Removal] {
        let removals = try Linter.Removal.removals(history: try history(), target: target, from: from, profile: .dsys)
        return Dictionary(removals.map { ($0.symbol, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testTheHistoryIsWhatItSays() throws {
        let symbols = try history().map {
            Set(Generator.publicSymbols(of: $0.designSystem, profile: .dsys).map(\.name))
        }
        XCTAssertEqual(
            symbols.map {
                ["Color.dsBrandLink", "Color.dsBrandHyperlink", "Color.dsBrandAnchor", "DSSpacingFixed.xxl"].filter(
                    $0.contains)
            },
            [
                ["Color.dsBrandLink", "DSSpacingFixed.xxl"], ["Color.dsBrandHyperlink", "DSSpacingFixed.xxl"],
                ["Color.dsBrandAnchor"], ["Color.dsBrandLink", "Color.dsBrandAnchor"], ["Color.dsBrandAnchor"],
            ])
    }

    func testRenamesAndDeprecationsAreFollowedToWhatTheTargetOffers() throws {
        let removed = try removals("2.0.0")
        XCTAssertEqual(
            removed["Color.dsBrandLink"],
            Linter.Removal(
                symbol: "Color.dsBrandLink", replacement: "Color.dsBrandAnchor",
                history: "renamed in 1.1.0, then renamed in 2.0.0"))
        XCTAssertEqual(
            removed["Color.dsBrandHyperlink"],
            Linter.Removal(
                symbol: "Color.dsBrandHyperlink", replacement: "Color.dsBrandAnchor", history: "renamed in 2.0.0"))
        XCTAssertEqual(
            removed["DSSpacingFixed.xxl"],
            Linter.Removal(
                symbol: "DSSpacingFixed.xxl", replacement: "DSSpacingFixed.xl",
                history: "removed in 2.0.0, as its deprecation said"))
        // Every symbol the target has is no removal.
        let target = Set(Generator.publicSymbols(of: try history()[2].designSystem, profile: .dsys).map(\.name))
        XCTAssertTrue(target.isDisjoint(with: removed.keys))
    }

    func testTheAppsVersionDecidesWhichLifeOfASymbolIsMeant() throws {
        // Color.dsBrandLink was renamed in 1.1.0, and a new link, added in 2.1.0, is removed in 3.0.0.
        XCTAssertEqual(
            try removals("3.0.0")["Color.dsBrandLink"],
            Linter.Removal(symbol: "Color.dsBrandLink", replacement: nil, history: "its token was removed in 3.0.0"))
        XCTAssertEqual(
            try removals("3.0.0", from: "1.0.0")["Color.dsBrandLink"],
            Linter.Removal(
                symbol: "Color.dsBrandLink", replacement: "Color.dsBrandAnchor",
                history: "renamed in 1.1.0, then renamed in 2.0.0"))
        // From 1.1.0 the app never had the first link: only what 1.1.0 declared.
        let fromMiddle = try removals("3.0.0", from: "1.1.0")
        XCTAssertNil(fromMiddle["Color.dsBrandLink"])
        XCTAssertEqual(fromMiddle["Color.dsBrandHyperlink"]?.replacement, "Color.dsBrandAnchor")
    }

    func testAReplacementTheTargetDeprecatesGivesWayToItsOwnReplacement() throws {
        let history = [
            try version("1.0.0", brand: ##"{ "link": "#0EA5E9", "cta": "#2563EB" }"##),
            try version("2.0.0", brand: ##"{ "anchor": "#0EA5E9", "cta": "#2563EB" }"##),
            try version(
                "3.0.0",
                brand: ##"{ "anchor": { "value": "#0EA5E9", "deprecated": "Use {brand.cta}" }, "cta": "#2563EB" }"##
            ),
        ]
        let removed = try Linter.Removal.removals(history: history, target: "3.0.0", from: nil, profile: .dsys)
        XCTAssertEqual(
            removed.first { $0.symbol == "Color.dsBrandLink" },
            Linter.Removal(
                symbol: "Color.dsBrandLink", replacement: "Color.dsBrandCta",
                history: "renamed in 2.0.0, then Color.dsBrandAnchor is deprecated in 3.0.0"))
    }

    func testMovingBackComparesTheTwoVersions() throws {
        let back = try removals("1.0.0", from: "2.0.0")
        XCTAssertEqual(
            back["Color.dsBrandAnchor"],
            Linter.Removal(
                symbol: "Color.dsBrandAnchor", replacement: "Color.dsBrandLink",
                history: "renamed between 2.0.0 and 1.0.0"))
        XCTAssertEqual(Set(back.keys), ["Color.dsBrandAnchor"])
    }

    func testAVersionTheHistoryDoesNotHaveIsAnError() throws {
        XCTAssertThrowsError(try removals("4.0.0")) {
            XCTAssertEqual(
                ($0 as? LintError)?.errorDescription,
                "--against 4.0.0: no such version is published; see `dsysctl log`")
        }
        XCTAssertThrowsError(try removals("2.0.0", from: "0.9.0")) {
            XCTAssertEqual(
                ($0 as? LintError)?.errorDescription, "--from 0.9.0: no such version is published; see `dsysctl log`")
        }
    }

    func testTheLinterOfATargetReportsRemovalsWithTheirHistory() throws {
        let history = try history()
        let removed = try Linter.Removal.removals(history: history, target: "2.0.0", from: nil, profile: .dsys)
        let linter = Linter(
            designSystem: history[2].designSystem, profile: .dsys, removed: removed, againstVersion: "2.0.0")
        let findings = linter.lint(
            source: "let a = Text(\"a\").foregroundStyle(.dsBrandLink).padding(DSSpacingFixed.xxl)\n", file: "A.swift"
        ).findings
        XCTAssertEqual(
            findings.map(\.message),
            [
                "Color.dsBrandLink does not exist in 2.0.0", "DSSpacingFixed.xxl does not exist in 2.0.0",
            ])
        XCTAssertEqual(
            findings.map { $0.suggestion?.note },
            [
                "renamed in 1.1.0, then renamed in 2.0.0", "removed in 2.0.0, as its deprecation said",
            ])
        XCTAssertEqual(findings.map { $0.fix?.replacement }, [".dsBrandAnchor", "DSSpacingFixed.xl"])
    }
}
