import Foundation
import TestSupport
import XCTest

@testable import Tokens

/// References between tokens of every type (`{spacing.base}`, `{other.size.400}`): resolved in any order and at any
/// length, and every mistake reported where it is written.
final class ReferenceTests: XCTestCase {
    private func codes(_ document: SampleDocument) -> [String] {
        document.problems().map { "\($0.pointer) \($0.code.rawValue)" }
    }

    /// The sample in format 2 (references between tokens of other types are format 2's).
    private func sample() -> SampleDocument {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        return document
    }

    func testFormat1StaysAsItWas() {
        var document = SampleDocument()
        document.spacing = ##"{ "xs": 4, "sm": "{spacing.xs}", "md": 16, "lg": 24 }"##
        document.typography = document.typography.replacingOccurrences(
            of: ##""label": { "size": 13, "relative_to": "caption2" }"##,
            with: ##""label": { "size": 13, "relative_to": "caption2", "line_height": 1.2 }"##)
        document.other =
            ##"{ "fill": { "hero": { "type": "gradient", "value": { "angle": 90, "stops": [{ "color": "#000000", "position": 0 }] } } } }"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/tokens/typography/label/line_height unknown-key", "/tokens/spacing/sm invalid-value",
                "/tokens/other/fill/hero/value invalid-value",
            ])
        XCTAssertEqual(
            problems[1].message,
            "\"{spacing.xs}\": references to tokens other than colors need document format 2; run `dsysctl migrate` to "
                + "rewrite the document in format 2, or write the value itself")
    }

    func testAFormat1StringThatLooksLikeAReferenceIsAStringAndIsNotMigratedSilently() throws {
        var document = SampleDocument()
        document.other =
            ##"{ "copy": { "hint": { "type": "string", "value": "{other.copy.name}" }, "name": { "type": "string", "value": "Acme" } } }"##
        let designSystem = try document.load()
        let hint = try XCTUnwrap(designSystem.otherTokens.first { $0.path.description == "copy.hint" })
        XCTAssertEqual(hint.resolved, .string("{other.copy.name}"), "dsys 0.1 read it as this very string")
        XCTAssertThrowsError(try DocumentMigration.upgrade(Array(document.json.utf8), file: "d.json")) { error in
            guard case .invalidDocument(_, let diagnostics) = error as? TokensError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(
                diagnostics.first?.message,
                "format 2 would read other.copy.hint differently (valueChanged); a string like \"{other.x}\" is a "
                    + "reference in format 2: rewrite it, then migrate")
        }
    }

    func testSizesTextStylesAndOtherTokensMayReferToOtherTokens() throws {
        var document = sample()
        document.other = """
            { "size": { "base": { "type": "dimension", "value": "{other.size.step}" },
                        "step": { "type": "dimension", "value": 16 } },
              "weight": { "strong": { "type": "fontWeight", "value": 700 } },
              "leading": { "relaxed": { "type": "number", "value": 1.5 } } }
            """
        document.spacing =
            ##"{ "xs": 4, "sm": "{spacing.xs}", "md": { "value": "{other.size.base}", "description": "Gaps." }, "lg": 24 }"##
        document.typography = document.typography.replacingOccurrences(
            of: ##""heading1": { "size": 36, "relative_to": "largeTitle" }"##,
            with:
                ##""heading1": { "size": "{other.size.base}", "relative_to": "largeTitle", "weight": "{other.weight.strong}", "line_height": "{other.leading.relaxed}", "letter_spacing": -0.5, "design": "rounded" }"##
        )
        let designSystem = try document.load()
        let spacing = Dictionary(uniqueKeysWithValues: designSystem.spacing.map { ($0.name, $0) })
        XCTAssertEqual(spacing["sm"]?.value, 4)
        XCTAssertEqual(spacing["sm"]?.reference, TokenKey(.spacing, TokenPath(["xs"])))
        XCTAssertEqual(spacing["md"]?.value, 16, "a chain of two references")
        XCTAssertEqual(spacing["md"]?.metadata.description, "Gaps.")
        let heading = try XCTUnwrap(designSystem.typography.first { $0.name == "heading1" })
        XCTAssertEqual(heading.size, 16)
        XCTAssertEqual(heading.weight, .bold)
        XCTAssertEqual(heading.lineHeight, 1.5)
        XCTAssertEqual(heading.letterSpacing, -0.5)
        XCTAssertEqual(heading.design, .rounded)
        XCTAssertEqual(
            heading.references,
            [
                .size: TokenKey(.other, TokenPath(["size", "base"])),
                .weight: TokenKey(.other, TokenPath(["weight", "strong"])),
                .lineHeight: TokenKey(.other, TokenPath(["leading", "relaxed"])),
            ])
        let base = try XCTUnwrap(designSystem.otherTokens.first { $0.path.description == "size.base" })
        XCTAssertEqual(base.value, .string("{other.size.step}"), "kept as written")
        XCTAssertEqual(base.resolved.numberValue, 16)
        XCTAssertEqual(base.reference, TokenKey(.other, TokenPath(["size", "step"])))
    }

    func testReferencesInsideCompositeValuesFollowTheirTargets() throws {
        var document = sample()
        document.other = """
            { "font": { "sans": { "type": "fontFamily", "value": ["Inter", "system-ui"] } },
              "size": { "lg": { "type": "dimension", "value": 18 } },
              "type": { "lead": { "type": "typography", "value": { "fontFamily": "{other.font.sans}", "fontSize": "{other.size.lg}",
                        "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.4 } } },
              "fill": { "hero": { "type": "gradient", "value": { "angle": 90, "stops": [
                        { "color": "{palette.blue.500}", "position": 0 }, { "color": "#FFFFFF", "position": 1 } ] } } } }
            """
        let designSystem = try document.load()
        let lead = try XCTUnwrap(designSystem.otherTokens.first { $0.path.description == "type.lead" })
        XCTAssertEqual(
            JSONNode(lead.resolved)["fontFamily"]?.value,
            JSONNode(
                .array([
                    JSONNode(.string("Inter")), JSONNode(.string("system-ui")),
                ])
            ).value)
        XCTAssertEqual(JSONNode(lead.resolved)["fontSize"]?.numberValue, 18)
        XCTAssertEqual(JSONNode(lead.value)["fontSize"]?.stringValue, "{other.size.lg}", "kept as written")
        let hero = try XCTUnwrap(designSystem.otherTokens.first { $0.path.description == "fill.hero" })
        // Colors resolve per appearance: palette.blue.500 is one color in both here.
        let stops = try XCTUnwrap(JSONNode(hero.resolved)["stops"])
        guard case .array(let resolvedStops) = stops.value else { return XCTFail("stops: \(stops)") }
        XCTAssertEqual(resolvedStops.map { $0["color"]?.stringValue }, ["#3B82F6", "#FFFFFF"])
        XCTAssertEqual(JSONNode(hero.resolved)["angle"]?.numberValue, 90)
    }

    func testAChainResolvesWhateverTheOrderOfItsEntries() throws {
        // Each entry refers to the next, written last to first: 200 references, no limit, no dependence on order.
        var document = sample()
        let entries = (1...200).reversed().map { index in
            index == 200
                ? ##""s\##(index)": { "type": "dimension", "value": 12 }"##
                : ##""s\##(index)": { "type": "dimension", "value": "{other.chain.s\##(index + 1)}" }"##
        }
        document.other = "{ \"chain\": { \(entries.joined(separator: ", ")) } }"
        document.spacing = ##"{ "xs": 4, "sm": 8, "md": "{other.chain.s1}", "lg": 24 }"##
        let designSystem = try document.load()
        XCTAssertEqual(designSystem.spacing.first { $0.name == "md" }?.value, 12)
        XCTAssertEqual(designSystem.otherTokens.count, 200)
    }

    func testReferenceMistakesAreReportedWhereTheyAreWritten() {
        var document = sample()
        document.other = """
            { "size": { "base": { "type": "dimension", "value": 16 }, "negative": { "type": "dimension", "value": -4 } },
              "motion": { "fast": { "type": "duration", "value": 150 } },
              "loop": { "a": { "type": "number", "value": "{other.loop.b}" }, "b": { "type": "number", "value": "{other.loop.a}" } },
              "weight": { "odd": { "type": "fontWeight", "value": 450 } } }
            """
        document.spacing =
            ##"{ "xs": "{other.size.bsae}", "sm": "{other.motion.fast}", "md": "{other.size.negative}", "lg": "{palette.white}" }"##
        document.typography = document.typography.replacingOccurrences(
            of: ##""label": { "size": 13, "relative_to": "caption2" }"##,
            with: ##""label": { "size": 13, "relative_to": "caption2", "weight": "{other.weight.odd}" }"##)
        let problems = document.problems()
        XCTAssertEqual(
            Set(problems.map { "\($0.pointer) \($0.code.rawValue)" }),
            [
                "/tokens/spacing/xs unknown-alias", "/tokens/spacing/sm type-mismatch", "/tokens/spacing/md bad-number",
                "/tokens/spacing/lg unknown-alias", "/tokens/other/loop/a/value alias-cycle",
                "/tokens/other/loop/b/value alias-cycle", "/tokens/typography/label/weight invalid-value",
            ])
        let messages = problems.map(\.message)
        XCTAssertTrue(
            messages.contains("{other.size.bsae} names no token; did you mean {other.size.base}?"), "\(messages)")
        XCTAssertTrue(
            messages.contains(
                "{other.motion.fast} is a duration token, but a dimension is needed here; point it at a dimension token"
            ))
        XCTAssertTrue(
            messages.contains(
                "{other.size.negative} comes to -4, out of range; a size in points must be from 0 to 100000")
                || messages.contains(
                    "{other.size.negative} is -4, out of range here; a size in points must be from 0 to 100000"),
            "\(messages)")
        XCTAssertTrue(
            messages.contains(
                "reference cycle {other.loop.a} → {other.loop.b} → {other.loop.a}; one of them needs a value of its own"
            ),
            "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("{other.weight.odd} is 450, which no system font weight has") })
    }

    func testRetargetingAShadowColorIsReportedAsARetarget() throws {
        var document = sample()
        document.shadow =
            ##"{ "sm": { "color": "{palette.ink}", "opacity": 0.1, "radius": 2, "x": 0, "y": 1 }, "md": { "color": "#000000", "opacity": 0.1, "radius": 6, "x": 0, "y": 4 } }"##
        let old = try document.load()
        document.shadow = document.shadow?.replacingOccurrences(of: "{palette.ink}", with: "{text.primary}")
        let new = try document.load()
        let change = try XCTUnwrap(SemanticDiff.between(old, new, policy: .breaking).valueChanges.first)
        XCTAssertEqual(change.key, "shadow.sm")
        XCTAssertTrue(change.isAliasRetarget)
        // text.primary is palette.ink in light but white in dark: what the shadow draws changed.
        XCTAssertTrue(change.resolvedChanged)
    }

    func testFormat2ShadowsHaveNamesAsKeysAndLayers() throws {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = """
            { "sm": { "color": "#000000", "opacity": 0.1, "radius": 2, "x": 0, "y": 1 },
              "md": { "layers": [ { "color": "{text.primary}", "opacity": 0.2, "radius": 6, "x": 0, "y": 4, "spread": -1 },
                                  { "color": "#000000", "opacity": 0.05, "radius": 1, "x": 0, "y": 1, "inset": true } ],
                      "description": "Raised cards." } }
            """
        let designSystem = try document.load()
        XCTAssertEqual(designSystem.format, .v2)
        let shadows = try XCTUnwrap(designSystem.shadows)
        XCTAssertEqual(shadows.map(\.name), ["sm", "md"])
        XCTAssertEqual(shadows[1].layers.count, 2)
        XCTAssertEqual(shadows[1].layers[0].spread, -1)
        XCTAssertEqual(shadows[1].layers[0].resolvedColor.dark.hex, "#FFFFFF")
        XCTAssertTrue(shadows[1].layers[1].inset)
        XCTAssertEqual(shadows[1].metadata.description, "Raised cards.")
        XCTAssertEqual(designSystem.pointer(of: TokenKey(.shadow, TokenPath(["md"]))).description, "/tokens/shadow/md")

        document.shadow =
            ##"{ "sm": { "layers": [] }, "md": { "name": "md", "color": "#000000", "opacity": 1, "radius": 1, "x": 0, "y": 0 } }"##
        XCTAssertEqual(
            codes(document), ["/tokens/shadow/sm/layers invalid-value", "/tokens/shadow/md/name unknown-key"])
        // Format 2 has no `null`: leaving the member out gives the profile's defaults.
        document.shadow = "null"
        XCTAssertEqual(codes(document), ["/tokens/shadow wrong-type"])
        document.shadow = nil
        XCTAssertNil(try document.load().shadows)
    }

    func testFormatProfileAndRolesAreChecked() throws {
        var document = SampleDocument()
        document.format = "3"
        document.shadow = nil
        document.profile = ##""Fancy Profile""##
        document.roles =
            ##"{ "dsys": { "action.primary": "{color.palette.blue.700}", "heading": "{typography.titel}", "x": "brand" } }"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/format invalid-value", "/profile invalid-value", "/roles/dsys/heading unknown-alias",
                "/roles/dsys/x unknown-alias",
            ])
        XCTAssertEqual(
            problems[0].message,
            "format 3 is not one this dsys reads; write 2 (or leave \"format\" out for format 1), or update dsys if the "
                + "document comes from a newer one")
        document.format = "2"
        document.profile = ##""dsys""##
        document.roles = ##"{ "dsys": { "action.primary": "{color.palette.blue.700}" } }"##
        document.shadow = nil
        let designSystem = try document.load()
        XCTAssertEqual(designSystem.profile, "dsys")
        XCTAssertEqual(
            designSystem.roleMappings(for: "dsys"),
            [RoleMapping(role: "action.primary", token: TokenKey(.color, TokenPath(["palette", "blue", "700"])))])
        // Format 1 has none of these members.
        document.format = nil
        document.shadow = "null"
        XCTAssertEqual(codes(document), ["/profile unknown-key", "/roles unknown-key"])
    }

    func testAnExplicitFormat1IsExplainedOnce() {
        var document = SampleDocument()
        document.format = "1"
        let problems = document.problems()
        XCTAssertEqual(problems.map { "\($0.pointer) \($0.code.rawValue)" }, ["/format invalid-value"])
        XCTAssertEqual(
            problems.first?.message,
            "a format 1 document has no \"format\" member; leave it out, or write 2 for format 2 (`dsysctl migrate` "
                + "rewrites a document in format 2)")
    }

    func testMigratingTheFormat1ExamplesGivesTheFormat2Examples() throws {
        for name in ["full", "minimal"] {
            let old = [UInt8](
                try Data(contentsOf: TestSupport.fixtures.appendingPathComponent("format-1/\(name).json")))
            let current = [UInt8](
                try Data(contentsOf: TestSupport.examples.appendingPathComponent("\(name)/design-system.json")))
            let migrated = try XCTUnwrap(try DocumentMigration.upgrade(old, file: name))
            XCTAssertEqual(
                try DesignSystemDocument.loadCanonical(Array(migrated.utf8), file: name).canonicalText,
                try DesignSystemDocument.loadCanonical(current, file: name).canonicalText, name)
            XCTAssertTrue(migrated.contains(#""$schema": "../../../schema/design-system.schema.json""#))
            XCTAssertNil(try DocumentMigration.upgrade(current, file: name), "already format 2")
            // Both formats mean the same: no token differs.
            let diff = SemanticDiff.between(
                try DesignSystemDocument.load(old, file: name), try DesignSystemDocument.load(current, file: name),
                policy: .breaking)
            XCTAssertTrue(diff.isEmpty, "\(name): \(diff)")
        }
    }
}
