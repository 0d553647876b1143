import Foundation
import TestSupport
import XCTest

@testable import Tokens

/// High-contrast colors in the model: `light_hc` and `dark_hc` read and followed through aliases, diffed and
/// contrast-checked (`HighContrastImportTests` imports and exports them).
final class HighContrastTests: XCTestCase {
    private func document(_ name: String) throws -> DesignSystem {
        let url = TestSupport.fixtures.appendingPathComponent("valid/\(name)")
        return try DesignSystemDocument.load([UInt8](Data(contentsOf: url)), file: name)
    }

    private func color(_ designSystem: DesignSystem, _ path: String) throws -> ColorToken {
        try XCTUnwrap(designSystem.colors.first { $0.path.description == path }, path)
    }

    private func hex(_ text: String) throws -> RGBA {
        try XCTUnwrap(RGBA(hex: text), text)
    }

    // MARK: The document

    func testHighContrastValuesAreReadAndAliasesFollowTheirTargets() throws {
        let designSystem = try document("format-2-high-contrast.json")
        XCTAssertTrue(designSystem.hasHighContrastColors)

        let brand = try color(designSystem, "brand.main")
        XCTAssertEqual(brand.highContrastValue.light, .alias(TokenPath(dotted: "palette.blue.700")))
        XCTAssertEqual(brand.highContrastValue.dark, .literal(try hex("#BFDBFE")))
        XCTAssertEqual(brand.resolvedHighContrast.light, try hex("#1D4ED8"))
        XCTAssertEqual(brand.resolvedHighContrast.dark, try hex("#BFDBFE"))
        XCTAssertEqual(brand.resolved(.lightHighContrast), try hex("#1D4ED8"))

        // An alias writes no high-contrast value of its own and takes its target's.
        let focus = try color(designSystem, "border.focus")
        XCTAssertEqual(focus.highContrastValue.light, nil)
        XCTAssertEqual(focus.resolvedHighContrast, brand.resolvedHighContrast)
        XCTAssertEqual(focus.distinctHighContrastColors, brand.resolvedHighContrast)

        // Only light_hc: dark high contrast is the dark color.
        let primary = try color(designSystem, "action.primary")
        XCTAssertEqual(primary.resolvedHighContrast.light, try hex("#1D4ED8"))
        XCTAssertEqual(primary.resolvedHighContrast.dark, primary.resolved.dark)

        let surface = try color(designSystem, "surface.default")
        XCTAssertFalse(surface.hasHighContrast)
        XCTAssertNil(surface.distinctHighContrastColors)
        XCTAssertEqual(surface.resolvedHighContrast, surface.resolved)
    }

    /// A document without high-contrast values reads into the same model as before they existed (equal tokens,
    /// so equal output), and its canonical text, which the registry hashes, is its own.
    func testADocumentWithoutHighContrastValuesHasNone() throws {
        let designSystem = try document("format-2-minimal.json")
        XCTAssertFalse(designSystem.hasHighContrastColors)
        for token in designSystem.colors {
            XCTAssertEqual(token.resolvedHighContrast, token.resolved, "\(token.path)")
            var rebuilt = ColorToken(
                path: token.path, value: token.value, resolved: token.resolved, metadata: token.metadata)
            XCTAssertEqual(rebuilt, token)
            rebuilt.resolvedHighContrast = token.resolved
            XCTAssertEqual(rebuilt, token, "setting the standard colors stores nothing")
        }
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-minimal.json")
        let canonical = try DesignSystemDocument.canonicalText(of: [UInt8](Data(contentsOf: url)), file: "minimal")
        XCTAssertFalse(canonical.contains("_hc"))
    }

    func testACycleOfHighContrastAliasesNamesItsAppearance() throws {
        let url = TestSupport.fixtures.appendingPathComponent("invalid/semantic/format-2-high-contrast-cycle.json")
        XCTAssertThrowsError(try DesignSystemDocument.load([UInt8](Data(contentsOf: url)), file: "cycle.json")) {
            guard case .invalidDocument(_, let diagnostics) = $0 as? TokensError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(diagnostics.count, 2)
            XCTAssertEqual(
                diagnostics.first?.message,
                "alias cycle {text.secondary} → {text.muted} → {text.secondary} in light high contrast; one of them "
                    + "needs a real color")
        }
    }

    func testHighContrastBesideValueSaysWhereItGoes() throws {
        let url = TestSupport.fixtures.appendingPathComponent(
            "invalid/schema/format-2-high-contrast-beside-value.json")
        XCTAssertThrowsError(try DesignSystemDocument.load([UInt8](Data(contentsOf: url)), file: "value.json")) {
            guard case .invalidDocument(_, let diagnostics) = $0 as? TokensError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(
                diagnostics.map { "\($0.line):\($0.column) \($0.pointer) \($0.message)" },
                [
                    "60:11 /tokens/color/text/secondary/dark_hc an alias color takes the high-contrast values of the "
                        + "color it names; give dark_hc to that color, or write this one with light and dark instead "
                        + "of value",
                    "64:11 /tokens/color/text/muted/light_hc light_hc goes beside light and dark; write this color "
                        + "with light and dark instead of value",
                ])
        }
    }

    // MARK: Diff and contrast

    /// The document with `text.muted`'s members replaced.
    private func withMuted(_ members: String) throws -> DesignSystem {
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-high-contrast.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let muted = #"""
            "muted": {
                      "light": "#4B5563",
                      "dark": "#9CA3AF",
                      "light_hc": "{palette.gray.700}",
                      "dark_hc": "#E5E7EB"
                    }
            """#
        XCTAssertTrue(text.contains(muted))
        return try DesignSystemDocument.load(
            Array(text.replacingOccurrences(of: muted, with: "\"muted\": {\(members)}").utf8), file: "changed.json")
    }

    func testAChangedHighContrastValueIsAChangeWithItsContrast() throws {
        let old = try document("format-2-high-contrast.json")
        let new = try withMuted(
            ##""light": "#4B5563", "dark": "#9CA3AF", "light_hc": "#6B7280", "dark_hc": "#E5E7EB""##)
        let diff = SemanticDiff.between(old, new)
        XCTAssertEqual(
            diff.valueChanges.map { "\($0.key) \($0.appearance?.rawValue ?? "") \($0.old) → \($0.new)" },
            ["color.text.muted light_hc {palette.gray.700} → #6B7280"])
        let change = try XCTUnwrap(diff.colorChanges.first)
        XCTAssertEqual(change.appearances, Appearance.allCases)
        XCTAssertEqual(change.color(.lightHighContrast, new: false), try hex("#374151"))
        XCTAssertEqual(change.color(.lightHighContrast, new: true), try hex("#6B7280"))
        XCTAssertEqual(change.color(.light, new: true), try hex("#4B5563"))
        // Only the light high-contrast pairs of text.muted moved, and one of them now fails AA,
        XCTAssertEqual(
            Set(diff.contrast.changes.map(\.appearance)), [.lightHighContrast], "\(diff.contrast.changes)")
        XCTAssertTrue(diff.contrast.changes.allSatisfy { $0.foreground == TokenPath(dotted: "text.muted") })
        // Which, under the default policy, is a breaking change like any other accessibility regression.
        XCTAssertEqual(diff.requiredBump, .major)
        XCTAssertEqual(
            diff.reasons.filter { $0.kind == .accessibilityRegression }.map(\.subject),
            ["text.muted on surface.inset (light_hc)"])

        // Removing the high-contrast values shows what the appearance falls back to.
        let removed = SemanticDiff.between(old, try withMuted(##""light": "#4B5563", "dark": "#9CA3AF""##))
        XCTAssertEqual(
            removed.valueChanges.map { "\($0.key) \($0.appearance?.rawValue ?? "") \($0.old) → \($0.new)" },
            [
                "color.text.muted dark_hc #E5E7EB → #9CA3AF",
                "color.text.muted light_hc {palette.gray.700} → #4B5563",
            ])
    }

    func testContrastIsCheckedInTheHighContrastAppearancesOnlyWhereThereAreAny() throws {
        let minimal = try document("format-2-minimal.json")
        XCTAssertEqual(Set(ContrastMatrix.checks(of: minimal).map(\.appearance)), [.light, .dark])

        let designSystem = try document("format-2-high-contrast.json")
        let checks = ContrastMatrix.checks(of: designSystem)
        XCTAssertEqual(Set(checks.map(\.appearance)), Set(Appearance.allCases))
        let muted = try XCTUnwrap(
            checks.first {
                $0.foreground == TokenPath(dotted: "text.muted")
                    && $0.background == TokenPath(dotted: "surface.default")
                    && $0.appearance == .lightHighContrast
            })
        XCTAssertEqual(muted.foregroundColor, try hex("#374151"))
        XCTAssertEqual(muted.backgroundColor, try hex("#FFFFFF"))

        // A change of a standard color of a document without high-contrast values has no high-contrast rows.
        let changed = try DesignSystemDocument.load(
            Array(
                try String(
                    contentsOf: TestSupport.fixtures.appendingPathComponent("valid/format-2-minimal.json"),
                    encoding: .utf8
                ).replacingOccurrences(of: "\"#4B5563\"", with: "\"#6B7280\"").utf8), file: "changed.json")
        let diff = SemanticDiff.between(minimal, changed)
        XCTAssertFalse(diff.valueChanges.isEmpty)
        XCTAssertTrue(diff.valueChanges.allSatisfy { $0.appearance?.isHighContrast == false })
        XCTAssertTrue(diff.contrast.changes.allSatisfy { !$0.appearance.isHighContrast })
        XCTAssertTrue(
            diff.colorChanges.allSatisfy { $0.oldHighContrast == nil && $0.appearances == Appearance.standard })
    }
}
