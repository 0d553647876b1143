import Foundation
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// High-contrast colors through the import and the export: a resolver's high-contrast contexts (or contrast
/// modifier) imported, and exported back.
final class HighContrastImportTests: XCTestCase {
    private let bundle = TestSupport.fixtures.appendingPathComponent("dtcg-high-contrast")

    private func color(_ designSystem: DesignSystem, _ path: String) throws -> ColorToken {
        try XCTUnwrap(designSystem.colors.first { $0.path.description == path }, path)
    }

    private func hex(_ text: String) throws -> RGBA {
        try XCTUnwrap(RGBA(hex: text), text)
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
            guard case .invalidTokens(let diagnostics) = $0 as? InterchangeError else { return XCTFail("\($0)") }
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

    // MARK: Export

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
}
