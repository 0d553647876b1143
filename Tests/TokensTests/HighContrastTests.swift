import Foundation
import TestSupport
import XCTest

@testable import Tokens

/// High-contrast colors end to end in the model: `light_hc` and `dark_hc` read and followed through aliases, a
/// resolver's high-contrast contexts (or contrast modifier) imported, exported back, diffed and contrast-checked.
final class HighContrastTests: XCTestCase {
    private let bundle = TestSupport.fixtures.appendingPathComponent("dtcg-high-contrast")

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

    // MARK: Import

    /// Reads a resolver of the fixture bundle and imports its files, as `dsysctl import --resolver` does.
    private func importBundle(
        _ resolver: String, highContrast: DTCGHighContrastContexts = DTCGHighContrastContexts()
    ) throws -> DTCGImportResult {
        let resolverBytes = [UInt8](try Data(contentsOf: bundle.appendingPathComponent(resolver)))
        let plan = try DTCGResolverPlan.read(
            resolverBytes, file: resolver, modifier: nil, light: "light", dark: "dark", highContrast: highContrast)
        let files = try plan.files.map {
            DTCGImport.SourceFile(name: $0, bytes: [UInt8](try Data(contentsOf: bundle.appendingPathComponent($0))))
        }
        let roles = DTCGImport.SourceFile(
            name: "roles.json", bytes: [UInt8](try Data(contentsOf: bundle.appendingPathComponent("roles.json"))))
        var result = try DTCGImport.run(
            files: files,
            appearances: DTCGImport.Appearances(
                light: plan.light, dark: plan.dark, lightHighContrast: plan.lightHighContrast,
                darkHighContrast: plan.darkHighContrast),
            resolver: DTCGImport.SourceFile(name: resolver, bytes: resolverBytes), roles: roles, options: .dsys())
        result.highContrast = plan.highContrast
        return result
    }

    func testTheHighContrastContextsOfTheAppearanceModifierImport() throws {
        let result = try importBundle("acme.resolver.json")
        XCTAssertEqual(result.highContrast, .contexts(light: "light-hc", dark: "dark-hc"))
        XCTAssertEqual(result.highContrastColorCount, 5)
        XCTAssertEqual(result.highContrastOtherTokens, [])
        let designSystem = result.designSystem

        let subtle = try color(designSystem, "semantic.text.subtle")
        XCTAssertEqual(subtle.highContrastValue.light, .alias(TokenPath(dotted: "color.gray.800")))
        XCTAssertEqual(subtle.highContrastValue.dark, .alias(TokenPath(dotted: "color.gray.50")))
        // A literal in one appearance only; dark-hc gives none, so it stays dark.
        let focus = try color(designSystem, "semantic.border.focus")
        XCTAssertEqual(focus.highContrastValue.light, .literal(try hex("#003399")))
        XCTAssertNil(focus.highContrastValue.dark)
        // The same value in light-hc as in light: nothing stored.
        let danger = try color(designSystem, "semantic.accent.danger")
        XCTAssertEqual(danger.highContrastValue.light, nil)
        XCTAssertFalse(danger.hasHighContrast)
        XCTAssertTrue(result.documentText.contains("\"light_hc\": \"{color.gray.800}\""), result.documentText)
        // Roles alias the semantic colors and so follow their high-contrast colors.
        XCTAssertEqual(try color(designSystem, "text.secondary").resolvedHighContrast, subtle.resolvedHighContrast)
    }

    func testAContrastModifierCombinedWithTheAppearanceImports() throws {
        let result = try importBundle("acme-contrast.resolver.json")
        XCTAssertEqual(result.highContrast, .contrastModifier(name: "contrast", standard: "standard", high: "high"))
        XCTAssertEqual(result.highContrastColorCount, 2)
        let border = try color(result.designSystem, "semantic.border.default")
        XCTAssertEqual(border.highContrastValue.light, .alias(TokenPath(dotted: "color.gray.600")))
        XCTAssertEqual(border.highContrastValue.dark, .alias(TokenPath(dotted: "color.gray.600")))
        XCTAssertEqual(border.value.dark, .alias(TokenPath(dotted: "color.gray.700")))
    }

    /// A resolver of the appearance modifier `theme` with `contexts`, and `extra` modifiers after it.
    private func resolver(contexts: String, extra: [(String, String)] = []) -> [UInt8] {
        let modifiers = ([("theme", contexts)] + extra).map { "\"\($0.0)\": {\"contexts\": \($0.1)}" }
        let order = (["theme"] + extra.map(\.0)).map { "{\"$ref\": \"#/modifiers/\($0)\"}" }
        return Array(
            """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "tokens.json"}]}},
             "modifiers": {\(modifiers.joined(separator: ", "))},
             "resolutionOrder": [{"$ref": "#/sets/base"}, \(order.joined(separator: ", "))]}
            """.utf8)
    }

    private func problems(
        _ bytes: [UInt8], _ highContrast: DTCGHighContrastContexts = DTCGHighContrastContexts()
    ) -> [String] {
        do {
            _ = try DTCGResolverPlan.read(
                bytes, file: "r.json", modifier: nil, light: "light", dark: "dark", highContrast: highContrast)
            return []
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return ["\(error)"] }
            return diagnostics.map { "\($0.diagnostic.pointer) \($0.diagnostic.message)" }
        }
    }

    func testResolverHighContrastContextsThatCannotBeToldAreRefused() throws {
        let four = #"{"light": [], "dark": [], "light-hc": [], "dark-hc": []}"#
        XCTAssertEqual(
            problems(resolver(contexts: four), DTCGHighContrastContexts(light: "light-more")),
            [
                "/modifiers/theme/contexts the modifier \"theme\" has no \"light-more\" context for "
                    + "--light-high-contrast-context (contexts: light, dark, light-hc, dark-hc)"
            ])
        XCTAssertEqual(
            problems(resolver(contexts: #"{"light": [], "dark": [], "light-hc": [], "lightHighContrast": []}"#)),
            [
                "/modifiers/theme/contexts the modifier \"theme\" has several contexts that could be \"light\" with "
                    + "high contrast (\"light-hc\", \"lightHighContrast\"); choose one with --light-high-contrast-context"
            ])
        let contrast = ("contrast", #"{"standard": [], "high": []}"#)
        XCTAssertEqual(
            problems(resolver(contexts: four, extra: [contrast])),
            [
                "/resolutionOrder high contrast is chosen twice: by the contexts \"light-hc\" and \"dark-hc\" of "
                    + "\"theme\" and by the modifier \"contrast\"; say which to read with --contrast-modifier or "
                    + "--light-high-contrast-context and --dark-high-contrast-context"
            ])
        let two = #"{"light": [], "dark": []}"#
        XCTAssertEqual(
            problems(resolver(contexts: two, extra: [contrast, ("accessibility", #"{"normal": [], "more": []}"#)])),
            [
                "/resolutionOrder the modifiers \"contrast\" and \"accessibility\" could each choose high contrast; "
                    + "choose one with --contrast-modifier"
            ])
        XCTAssertEqual(
            problems(resolver(contexts: two, extra: [contrast]), DTCGHighContrastContexts(contrastModifier: "a11y")),
            [
                "/resolutionOrder no modifier named \"a11y\" besides the appearance modifier \"theme\" in the "
                    + "resolution order (modifiers: theme, contrast); check --contrast-modifier"
            ])
        XCTAssertEqual(
            problems(
                resolver(contexts: two, extra: [("density", #"{"compact": [], "regular": []}"#)]),
                DTCGHighContrastContexts(contrastModifier: "density")),
            [
                "/modifiers/density/contexts the modifier \"density\" has no high-contrast context (contexts: "
                    + "compact, regular); name it with --high-contrast-context"
            ])
        XCTAssertEqual(
            problems(resolver(contexts: two, extra: [("contrast", #"{"high": [], "low": []}"#)])),
            [
                "/modifiers/contrast the modifier \"contrast\" chooses high contrast (\"high\") but names no standard "
                    + "context for the other appearances; add \"default\": one of \"low\""
            ])
        XCTAssertEqual(
            problems(resolver(contexts: two), DTCGHighContrastContexts(highContext: "increased")),
            [
                "/resolutionOrder no modifier besides \"theme\" has a \"increased\" context; check "
                    + "--high-contrast-context, or name the modifier with --contrast-modifier"
            ])
        // No high contrast at all: the plan is as it always was.
        let plan = try DTCGResolverPlan.read(
            resolver(contexts: two), file: "r.json", modifier: nil, light: "light", dark: "dark")
        XCTAssertNil(plan.highContrast)
        XCTAssertNil(plan.lightHighContrast)
        XCTAssertNil(plan.darkHighContrast)
    }

    func testATokenOnlyInAHighContrastContextIsRefused() throws {
        let tokens = DTCGImport.SourceFile(
            name: "tokens.json",
            bytes: Array(
                ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "#112233"}}"##.utf8))
        let extra = DTCGImport.SourceFile(
            name: "hc.json", bytes: Array(##"{"c": {"$type": "color", "$value": "#000000"}}"##.utf8))
        var options = DTCGImport.Options()
        options.strict = false
        XCTAssertThrowsError(
            try DTCGImport.run(
                files: [tokens, extra],
                appearances: DTCGImport.Appearances(
                    light: [.file("tokens.json")], dark: [.file("tokens.json")],
                    lightHighContrast: [.file("tokens.json"), .file("hc.json")]),
                options: options)
        ) {
            guard case .invalidTokens(let diagnostics) = $0 as? TokensError else { return XCTFail("\($0)") }
            XCTAssertEqual(
                diagnostics.map {
                    "\($0.file):\($0.diagnostic.line):\($0.diagnostic.column) \($0.diagnostic.pointer): "
                        + $0.diagnostic.message
                },
                [
                    "hc.json:1:36 /c: c is only in the light high-contrast appearance; give it a standard value too (in "
                        + "the sets or the light context), or remove it"
                ])
        }
    }

    // MARK: Export, diff and contrast

    func testExportWritesHighContrastContextsAndImportGivesTheDocumentBack() throws {
        let url = TestSupport.fixtures.appendingPathComponent("valid/format-2-high-contrast.json")
        let bytes = [UInt8](try Data(contentsOf: url))
        let files = try DTCGExport.files(of: bytes, file: "document.json")
        XCTAssertEqual(
            files.map(\.name),
            [
                DTCGExport.tokensFile, DTCGExport.darkFile, DTCGExport.lightHighContrastFile,
                DTCGExport.darkHighContrastFile, DTCGExport.resolverFile,
            ])
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0.name, Array($0.text.utf8)) })
        let resolverBytes = try XCTUnwrap(byName[DTCGExport.resolverFile])
        let plan = try DTCGResolverPlan.read(
            resolverBytes, file: DTCGExport.resolverFile, modifier: nil, light: "light", dark: "dark")
        XCTAssertEqual(plan.highContrast, .contexts(light: "light-hc", dark: "dark-hc"))
        let result = try DTCGImport.run(
            files: plan.files.compactMap { name in byName[name].map { DTCGImport.SourceFile(name: name, bytes: $0) } },
            appearances: DTCGImport.Appearances(
                light: plan.light, dark: plan.dark, lightHighContrast: plan.lightHighContrast,
                darkHighContrast: plan.darkHighContrast),
            resolver: DTCGImport.SourceFile(name: DTCGExport.resolverFile, bytes: resolverBytes), options: .dsys())
        XCTAssertEqual(
            result.documentText, try DesignSystemDocument.loadCanonical(bytes, file: "document.json").canonicalText)

        // Without high-contrast values, the export is the three files it always was.
        let minimal = TestSupport.fixtures.appendingPathComponent("valid/format-2-minimal.json")
        XCTAssertEqual(
            try DTCGExport.files(of: [UInt8](Data(contentsOf: minimal)), file: "minimal.json").map(\.name),
            [DTCGExport.tokensFile, DTCGExport.darkFile, DTCGExport.resolverFile])
    }

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
