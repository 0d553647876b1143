import Foundation
import Generator
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// The problems an import reports, each as `file pointer code`; none when it succeeds.
func problems(_ body: () throws -> DTCGImportResult) -> [String] {
    do {
        _ = try body()
        return []
    } catch {
        // A role the import cannot fill is a question, reported as the role's (no file has a place for it).
        if case .rolesToAnswer(let questions) = error as? InterchangeError {
            return questions.map { "role \($0.role) / unknown-role" }
        }
        guard case .invalidTokens(let diagnostics) = error as? InterchangeError else { return ["\(error)"] }
        return diagnostics.map { "\($0.file) \($0.diagnostic.pointer) \($0.diagnostic.code.rawValue)" }
    }
}

/// Importing DTCG files into a dsys document: appearances, roles, renames, errors.
final class DTCGImportTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    private func node(_ text: String) -> JSONNode? {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try? parser.parseDocument()
    }

    /// The problems of a failed import as `file pointer code`.
    /// A design system as a design tool would export it, with `count` primitive colors.
    static func primitives(count: Int) -> String {
        var ramp: [String] = []
        for index in 0..<count {
            let level = Double(index % 256) / 255
            ramp.append(
                "\"c\(index)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(level), \(1 - level), 0.5]}}"
            )
        }
        return """
            {
              "color": {"$type": "color", "ramp": {\(ramp.joined(separator: ", "))}},
              "space": {"$type": "dimension",
                "xs": {"$value": {"value": 4, "unit": "px"}}, "sm": {"$value": {"value": 0.5, "unit": "rem"}},
                "md": {"$value": {"value": 1, "unit": "rem"}}, "lg": {"$value": {"value": 24, "unit": "px"}}},
              "radius": {"$type": "dimension",
                "sm": {"$value": {"value": 2, "unit": "px"}}, "md": {"$value": {"value": 6, "unit": "px"}},
                "lg": {"$value": {"value": 10, "unit": "px"}}},
              "type": {"$type": "typography",
                \(["heading1", "heading2", "heading3", "heading4", "body", "body-small", "body-large", "label"].enumerated().map {
                    "\"\($0.element)\": {\"$value\": {\"fontFamily\": \"Inter\", \"fontSize\": {\"value\": \(40 - $0.offset * 3), \"unit\": \"px\"}, \"fontWeight\": 600, \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}, \"lineHeight\": 1.4}}"
                }.joined(separator: ", "))
              }
            }
            """
    }

    static let semanticNames: [(String, String)] = [
        ("accent", "default"), ("accent", "danger"), ("background", "default"), ("background", "raised"),
        ("background", "sunken"), ("text", "default"), ("text", "secondary"), ("text", "muted"), ("text", "inverse"),
        ("border", "default"), ("border", "focus"), ("status", "success"), ("status", "error"), ("status", "warning"),
        ("status", "info"),
    ]

    /// Semantic colors: the light file aliases ramp color i, the dark file ramp color i + 100.
    static func semantic(offset: Int, extra: Int) -> String {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for (index, (group, name)) in semanticNames.enumerated() {
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append("\"\(name)\": {\"$value\": \"{color.ramp.c\(index + offset)}\"}")
        }
        var extras: [String] = []
        for index in 0..<extra {
            extras.append("\"e\(index)\": {\"$value\": \"{color.ramp.c\(index + offset)}\"}")
        }
        let body = order.map { "\"\($0)\": {" + (groups[$0] ?? []).joined(separator: ", ") + "}" }
        return "{\"semantic\": {\"$type\": \"color\", "
            + (body + ["\"extra\": {" + extras.joined(separator: ", ") + "}"])
            .joined(separator: ", ") + "}}"
    }

    static let resolver = """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "primitives.json"}, {"$ref": "light.json"}]}},
          "modifiers": {
            "density": {"contexts": {"regular": [], "compact": [{"$ref": "compact.json"}]}, "default": "regular"},
            "appearance": {"contexts": {"day": [], "night": [{"$ref": "night.json"}]}, "default": "day"}
          },
          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/density"}, {"$ref": "#/modifiers/appearance"}]
        }
        """

    func testAFewHundredTokensWithLightAndDarkThroughAResolver() throws {
        let files = [
            file("primitives.json", Self.primitives(count: 300)),
            file("light.json", Self.semantic(offset: 0, extra: 100)),
            file("night.json", Self.semantic(offset: 100, extra: 50)),
            file(
                "compact.json",
                "{\"space\": {\"md\": {\"$type\": \"dimension\", \"$value\": {\"value\": 12, \"unit\": \"px\"}}}}"),
        ]
        let plan = try DTCGResolverPlan.read(
            Array(Self.resolver.utf8), file: "tokens.resolver.json", modifier: nil, light: "day", dark: "night")
        XCTAssertEqual(plan.modifier, "appearance")
        XCTAssertEqual(plan.files, ["primitives.json", "light.json", "night.json"])  // compact is not the default
        let result = try DTCGImport.run(
            files: files, appearances: DTCGImport.Appearances(light: plan.light, dark: plan.dark),
            resolver: file("tokens.resolver.json", Self.resolver),
            options: .dsys(lightContext: "day", darkContext: "night"))
        let system = result.designSystem
        // 300 ramp + 15 semantic + 100 extra colors, 4 + 3 dimensions, 8 typography tokens: all of them are there,
        // the dimensions and text styles as the scales they are.
        XCTAssertEqual(result.importedTokenCount, 300 + 15 + 100 + 7 + 8)
        XCTAssertEqual(system.colors.count, 300 + 15 + 100 + 15)  // plus the 15 role aliases
        XCTAssertEqual(system.otherTokens.count, 0)
        XCTAssertEqual(system.spacing.map(\.name), ["xs", "sm", "md", "lg"])
        XCTAssertEqual(system.radii.map(\.name), ["sm", "md", "lg"])
        XCTAssertEqual(
            system.typography.map(\.name),
            ["heading1", "heading2", "heading3", "heading4", "body", "body-small", "body-large", "label"])
        let colors = Dictionary(uniqueKeysWithValues: system.colors.map { ($0.path.description, $0) })
        // A token that differs between the contexts becomes one token with both appearances.
        XCTAssertEqual(
            colors["semantic.text.default"]?.value,
            Appearances(
                light: .alias(TokenPath(dotted: "color.ramp.c5")), dark: .alias(TokenPath(dotted: "color.ramp.c105"))))
        // Extra colors past the dark file's 50 keep their light value in both appearances.
        XCTAssertEqual(colors["semantic.extra.e70"]?.value.light, .alias(TokenPath(dotted: "color.ramp.c70")))
        XCTAssertEqual(colors["semantic.extra.e70"]?.value.dark, .alias(TokenPath(dotted: "color.ramp.c70")))
        XCTAssertEqual(colors["semantic.extra.e10"]?.value.dark, .alias(TokenPath(dotted: "color.ramp.c110")))
        // Level 5/255 → red 5, green 250, blue 0.5 → 128.
        XCTAssertEqual(colors["color.ramp.c5"]?.resolved.light, RGBA(red: 5, green: 250, blue: 128))
        // Roles: aliases to the imported tokens, which follow the appearance.
        XCTAssertEqual(colors["text.primary"]?.value.light, .alias(TokenPath(dotted: "semantic.text.default")))
        XCTAssertEqual(colors["text.primary"]?.resolved.dark, RGBA(red: 105, green: 150, blue: 128))
        XCTAssertEqual(colors["surface.inset"]?.value.light, .alias(TokenPath(dotted: "semantic.background.sunken")))
        XCTAssertEqual(colors["feedback.error"]?.value.light, .alias(TokenPath(dotted: "semantic.status.error")))
        // Sizes: rem at 16 points; the density modifier's default context, not "compact".
        XCTAssertEqual(system.spacing.map(\.value), [4, 8, 16, 24])
        XCTAssertEqual(system.typography.first { $0.name == "body-small" }?.size, 40 - 5 * 3)
        XCTAssertEqual(system.typography.first { $0.name == "heading1" }?.weight, .semibold)
        XCTAssertEqual(system.typography.first { $0.name == "heading1" }?.lineHeight, 1.4)
        // Steps named as the roles fill them; the others are mapped in the document's roles.
        XCTAssertTrue(result.roles.contains(.init(role: "spacing.md", token: "spacing.md", source: .present)))
        XCTAssertEqual(
            system.roleMappings(for: "dsys"),
            [
                RoleMapping(role: "typography.bodySmall", token: TokenKey(.typography, TokenPath(["body-small"]))),
                RoleMapping(role: "typography.bodyLarge", token: TokenKey(.typography, TokenPath(["body-large"]))),
            ])
    }

    func testTheOlderModeExtensionGivesBothAppearances() throws {
        let tokens = """
            {"c": {"$type": "color", "page": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]},
              "$extensions": {"mode": {"dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "com.example": 1}}}}
            """
        let resolved = DTCGImport.resolve(files: [file("t.json", tokens)])
        XCTAssertEqual(resolved.problems, [])
        XCTAssertEqual(resolved.tokens.first?.value, .string("#ffffff"))
        XCTAssertEqual(resolved.tokens.first?.dark, .string("#000000"))
        let renamed = DTCGImport.resolve(
            files: [file("t.json", tokens)], options: .dsys(lightContext: "day", darkContext: "night"))
        XCTAssertNil(renamed.tokens.first?.dark, "no night mode given: both appearances are the value")
    }

    func testLaterFilesWin() {
        let resolved = DTCGImport.resolve(files: [
            file("a.json", "{\"n\": {\"$type\": \"number\", \"x\": {\"$value\": 1}, \"y\": {\"$value\": 2}}}"),
            file("b.json", "{\"n\": {\"x\": {\"$type\": \"number\", \"$value\": 10}}}"),
        ])
        XCTAssertEqual(resolved.problems, [])
        XCTAssertEqual(resolved.tokens.map(\.path), ["n.x", "n.y"])
        XCTAssertEqual(resolved.tokens.first?.value, .number(10, lexeme: "10"))
    }

    private var completeTokens: String { Self.primitives(count: 20) }

    func testReservedNamesAreRenamedAndTokensWithoutAGroupAreGivenOneByTheirFirstWord() throws {
        let extra = """
            {"accent": {"$type": "color", "light": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}},
             "solo": {"$type": "number", "$value": 3},
             "sizes": {"$type": "number", "light": {"$value": 1}, "dark": {"$value": 2}},
             "brand-color-100": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
             "ink": {"$type": "color", "$value": "{brand-color-100}"},
             "--focus ring_light": {"$type": "color", "$value": "{ink}"},
             "brand-dark": {"$type": "color", "$value": "{ink}"},
             "late": {"$type": "number", "$value": 1}}
            """
        let result = try DTCGImport.run(
            files: [
                file("a.json", completeTokens), file("b.json", Self.semantic(offset: 0, extra: 0)),
                file("c.json", extra),
            ], options: .dsys())
        XCTAssertTrue(result.renamed.contains { $0 == ("accent.light", "accent.light_") })
        // The group is the first word and the name the rest, so the Swift name, made of the words of the whole
        // path, is the token's own; a name of one word goes into `palette` (colors) or its type's group.
        XCTAssertEqual(
            result.grouped.map { "\($0.from) → \($0.to)" },
            [
                "solo → number.solo", "brand-color-100 → brand.color-100", "ink → palette.ink",
                "--focus ring_light → --focus.ring_light", "late → number.late",
            ])
        XCTAssertEqual(
            result.renamed.map { "\($0.from) → \($0.to)" },
            ["accent.light → accent.light_", "brand-dark → brand.dark_"])
        let colors = result.designSystem.colors.map(\.path.description)
        XCTAssertTrue(colors.contains("accent.light_"), "\(colors)")
        // What a color reserves, another token may be named.
        XCTAssertEqual(
            result.designSystem.otherTokens.map(\.path.description).filter { $0.hasPrefix("sizes.") },
            ["sizes.light", "sizes.dark"])
        XCTAssertTrue(colors.contains("brand.color-100"), "\(colors)")
        XCTAssertTrue(colors.contains("--focus.ring_light"), "\(colors)")
        // A reference to a token given a group follows it.
        XCTAssertEqual(
            result.designSystem.colors.first { $0.path.description == "palette.ink" }?.value.light,
            .alias(TokenPath(["brand", "color-100"])))
        XCTAssertTrue(result.designSystem.otherTokens.contains { $0.path.description == "number.solo" })
    }

    /// A dark file that adds tokens (one in the middle of a group light has, one in a group of its own) pairs every
    /// other token with its own twin: the tokens after the added one are one place further in dark's order.
    func testADarkFileThatAddsTokensPairsEachTokenWithItsTwin() throws {
        let night = """
            {"semantic": {"$type": "color",
               "accent": {"glow": {"$value": "{color.ramp.c250}"}},
               "text": {"default": {"$value": "{color.ramp.c105}"}}},
             "night": {"$type": "color", "only": {"$value": "{color.ramp.c201}"}}}
            """
        let files = [
            file("primitives.json", Self.primitives(count: 300)),
            file("light.json", Self.semantic(offset: 0, extra: 20)), file("night.json", night),
        ]
        let plan = try DTCGResolverPlan.read(
            Array(Self.resolver.utf8), file: "tokens.resolver.json", modifier: nil, light: "day", dark: "night")
        let result = try DTCGImport.run(
            files: files, appearances: DTCGImport.Appearances(light: plan.light, dark: plan.dark),
            resolver: file("tokens.resolver.json", Self.resolver),
            options: .dsys(lightContext: "day", darkContext: "night"))
        let colors = Dictionary(uniqueKeysWithValues: result.designSystem.colors.map { ($0.path.description, $0) })
        func alias(_ ramp: Int) -> ColorValue { .alias(TokenPath(["color", "ramp", "c\(ramp)"])) }
        for (index, (group, name)) in Self.semanticNames.enumerated() {
            let dark = group == "text" && name == "default" ? alias(105) : alias(index)
            XCTAssertEqual(
                colors["semantic.\(group).\(name)"]?.value, Appearances(light: alias(index), dark: dark),
                "\(group).\(name)")
        }
        for index in 0..<20 {
            XCTAssertEqual(
                colors["semantic.extra.e\(index)"]?.value, Appearances(light: alias(index), dark: alias(index)))
        }
        // What only dark has is in both appearances.
        XCTAssertEqual(colors["semantic.accent.glow"]?.value, Appearances(light: alias(250), dark: alias(250)))
        XCTAssertEqual(colors["night.only"]?.value, Appearances(light: alias(201), dark: alias(201)))
    }

    /// The problems of `codes` an import reports of `text`, a file read after the tokens of a complete set (which
    /// would import alone); a failure when the import goes through.
    private func importProblems(
        amongACompleteSet text: String, _ codes: Set<Diagnostic.Code>, file path: StaticString = #filePath,
        line: UInt = #line
    ) -> [FileDiagnostic] {
        let files = [
            file("a.json", Self.primitives(count: 400)), file("b.json", Self.semantic(offset: 0, extra: 0)),
            file("c.json", text),
        ]
        do {
            _ = try DTCGImport.run(files: files, options: .dsys())
            XCTFail("the import went through", file: path, line: line)
        } catch {
            guard case .invalidTokens(let found) = error else {
                XCTFail("\(error)", file: path, line: line)
                return []
            }
            return found.filter { codes.contains($0.diagnostic.code) }
        }
        return []
    }

    /// Two tokens whose names lead to one path of the document (a token given a group by its first word, a name
    /// dsys reserves renamed) cannot both be there: each later one is reported, once, at its own name, in the order
    /// of the files, and the import fails.
    func testTokensThatWouldLandOnOnePathAreReportedInTheirOrder() throws {
        let clashing = """
            {"accent": {"$type": "color", "color": {"$value": "#112233"}},
             "accent-color": {"$type": "color", "$value": "#445566"},
             "motion": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}},
             "motion-fast": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}},
             "tint": {"$type": "color", "value_": {"$value": "#778899"}, "value": {"$value": "#aabbcc"}}}
            """
        let diagnostics = importProblems(amongACompleteSet: clashing, [.identifierCollision])
        XCTAssertEqual(
            diagnostics.map { "\($0.file) \($0.diagnostic.pointer) \($0.diagnostic.line):\($0.diagnostic.column)" },
            ["c.json /accent-color 2:2", "c.json /motion-fast 4:2", "c.json /tint/value 5:62"])
        XCTAssertEqual(
            diagnostics.first?.diagnostic.message,
            "{accent-color} would land on accent.color, where another token already is; rename one of them")
        XCTAssertEqual(
            diagnostics.last?.diagnostic.message,
            "{tint.value} would land on tint.value_, where another token already is; rename one of them")
    }

    /// Colors marked as one of dsys's categories (a mistake) are reported in the files' order among the collisions,
    /// and a marked color that also collides has both problems, the mark's first.
    func testAColorMarkedWithACategoryIsReportedInItsPlace() throws {
        let clashing = """
            {"accent": {"$type": "color", "color": {"$value": "#112233"}},
             "accent-color": {"$type": "color", "$value": "#445566"},
             "odd": {"$type": "color", "$value": "#010203", "$extensions": {"dev.dsys": {"category": "spacing"}}},
             "motion": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}},
             "motion-fast": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}},
             "tint": {"$type": "color", "value_": {"$value": "#778899"},
                      "value": {"$value": "#aabbcc", "$extensions": {"dev.dsys": {"category": "radius"}}}}}
            """
        let diagnostics = importProblems(amongACompleteSet: clashing, [.identifierCollision, .invalidValue])
        XCTAssertEqual(
            diagnostics.map { "\($0.file) \($0.diagnostic.pointer) \($0.diagnostic.line):\($0.diagnostic.column)" },
            [
                "c.json /accent-color 2:2", "c.json /odd/$extensions 3:2", "c.json /motion-fast 5:2",
                "c.json /tint/value/$extensions 7:11", "c.json /tint/value 7:11",
            ])
        XCTAssertEqual(
            diagnostics.dropFirst().first?.diagnostic.message,
            "the dev.dsys extension marks this as a dsys spacing token, but its value or extension does not fit one; "
                + "remove the extension to import it as a plain token")
    }

    func testARolesFileMapsRolesAndItsMistakesAreReported() throws {
        let base = [file("a.json", completeTokens), file("b.json", Self.semantic(offset: 0, extra: 3))]
        let roles = file("roles.json", "{\"action.primary\": \"{semantic.extra.e2}\", \"spacing.md\": \"{space.lg}\"}")
        let result = try DTCGImport.run(files: base, roles: roles, options: .dsys())
        XCTAssertEqual(
            result.designSystem.colors.first { $0.path.description == "action.primary" }?.value.light,
            .alias(TokenPath(dotted: "semantic.extra.e2")))
        // The spacing scale keeps its steps; the document says the lg step fills the md role.
        XCTAssertEqual(result.designSystem.spacing.first { $0.name == "md" }?.value, 16)
        XCTAssertTrue(
            result.designSystem.roleMappings(for: "dsys").contains(
                RoleMapping(role: "spacing.md", token: TokenKey(.spacing, TokenPath(["lg"])))))
        XCTAssertTrue(
            result.roles.contains(.init(role: "action.primary", token: "semantic.extra.e2", source: .rolesFile)))

        let bad = file(
            "roles.json",
            """
            {"action.primery": "{semantic.extra.e2}", "text.primary": "semantic.text.default",
             "text.muted": "{semantic.text.mute}", "border.focus": "{space.md}", "font_family.sans": null}
            """)
        XCTAssertEqual(
            problems { try DTCGImport.run(files: base, roles: bad, options: .dsys()) }.sorted(),
            [
                "roles.json /action.primery unknown-role", "roles.json /border.focus type-mismatch",
                "roles.json /text.muted unknown-alias", "roles.json /text.primary invalid-value",
            ])
    }

    /// Roles nothing fits are asked; a role another stands in for (a raised surface for the page's, the muted text
    /// for the secondary, the info badge for the accent) waits for that answer instead of being asked too.
    func testRolesNothingFitsAreErrorsThatNameThem() {
        let found = problems { try DTCGImport.run(files: [file("a.json", completeTokens)], options: .dsys()) }
        XCTAssertEqual(
            found,
            [
                "role action.primary / unknown-role", "role surface.default / unknown-role",
                "role text.primary / unknown-role", "role border.default / unknown-role",
                "role feedback.success / unknown-role", "role action.destructive / unknown-role",
                "role feedback.warning / unknown-role",
            ])
    }

    func testProblemsOfEveryFileAreReportedTogether() {
        let found = problems {
            try DTCGImport.run(files: [
                file("a.json", "{\"x.y\": {\"$type\": \"number\", \"$value\": 1}}"),
                file("b.json", "{\"z\": {\"$type\": \"colour\", \"$value\": 1}}"),
            ])
        }
        XCTAssertTrue(found.contains("a.json /x.y bad-name"), "\(found)")
        XCTAssertTrue(found.contains("b.json /z/$type unknown-type"), "\(found)")
    }

    func testUnreadableFilesAreReportedWithTheirPlace() {
        XCTAssertEqual(
            // `{"a": 1,}` would be JSON5, which the import reads; two commas are neither JSON nor JSON5.
            problems { try DTCGImport.run(files: [file("a.json", "{\"a\": 1,,}")], options: .dsys()) },
            ["a.json / malformed-json"])
    }

    func testResolverMistakes() {
        func plan(_ text: String, modifier: String? = nil, contexts: [String: String] = [:]) -> [String] {
            do {
                _ = try DTCGResolverPlan.read(
                    Array(text.utf8), file: "r.json", modifier: modifier, light: "light", dark: "dark",
                    contexts: contexts)
                return []
            } catch {
                guard case .invalidTokens(let diagnostics) = error else { return [] }
                return diagnostics.map { "\($0.diagnostic.pointer) \($0.diagnostic.code.rawValue)" }
            }
        }
        let good = """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "d.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        XCTAssertEqual(plan(good), [])
        XCTAssertEqual(plan(good.replacingOccurrences(of: "2025.10", with: "2024")), ["/version invalid-value"])
        XCTAssertEqual(plan(good, modifier: "mode"), ["/resolutionOrder unknown-key"])
        // Without a light and dark modifier, both appearances read the same values (see
        // testAResolverWithoutAppearancesReadsItsDefaults); named on the command line, the contexts must be there.
        XCTAssertEqual(plan(good.replacingOccurrences(of: "\"dark\"", with: "\"night\"")), [])
        XCTAssertEqual(
            plan(good.replacingOccurrences(of: "\"dark\"", with: "\"night\""), modifier: "theme"),
            ["/modifiers/theme/contexts missing-key"])
        XCTAssertEqual(
            plan(good.replacingOccurrences(of: "d.json", with: "https://example.com/d.json")),
            ["/modifiers/theme/contexts/dark/0/$ref unsupported"])
        XCTAssertEqual(
            plan(good.replacingOccurrences(of: "d.json", with: "../d.json")),
            ["/modifiers/theme/contexts/dark/0/$ref unsupported"])
        // Resolver 6.1: a modifier needs an input or a default: --context gives the input; without either, the one
        // context that adds no tokens is the sets as they are; without one, it is a question (its first context is
        // not a choice).
        let sized = good.replacingOccurrences(
            of: "\"resolutionOrder\": [",
            with: "\"resolutionOrder\": [{\"type\": \"modifier\", \"name\": \"size\", \"contexts\": "
                + "{\"small\": [{\"$ref\": \"small.json\"}], \"large\": [{\"$ref\": \"large.json\"}]}}, ")
        XCTAssertEqual(plan(sized), ["/resolutionOrder/0 missing-key"])
        XCTAssertEqual(plan(sized, contexts: ["size": "large"]), [])
        XCTAssertEqual(plan(sized, contexts: ["size": "huge"]), ["/resolutionOrder/0/contexts unknown-key"])
        XCTAssertEqual(
            plan(sized, contexts: ["sizes": "large"]),
            ["/resolutionOrder unknown-key", "/resolutionOrder/0 missing-key"])
        let emptySmall = sized.replacingOccurrences(of: "[{\"$ref\": \"small.json\"}]", with: "[]")
        XCTAssertEqual(plan(emptySmall), [])
        let defaulted = sized.replacingOccurrences(of: "]}}, ", with: "]}, \"default\": \"large\"}, ")
        XCTAssertEqual(plan(defaulted), [])
        let chosen = try? DTCGResolverPlan.read(
            Array(defaulted.utf8), file: "r.json", modifier: nil, light: "light", dark: "dark")
        XCTAssertEqual(chosen?.light, [.file("large.json")])
        XCTAssertEqual(chosen?.dark, [.file("large.json"), .file("d.json")])
    }

    /// A resolver without a light and dark modifier (breakpoints, brands) serves both appearances with the same
    /// values; each other modifier reads its default, else its one context that adds no tokens, else the context
    /// `--context` names; each choice the import made is said.
    func testAResolverWithoutAppearancesReadsItsDefaults() throws {
        let resolver = """
            {"version": "2025.10", "name": "Breakpoints",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {
               "breakpoint": {"contexts": {"md": [], "lg": [{"$ref": "lg.json"}]}},
               "brand": {"contexts": {"acme": [{"$ref": "acme.json"}], "zeta": [{"$ref": "zeta.json"}]},
                         "default": "acme"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/breakpoint"},
                                 {"$ref": "#/modifiers/brand"}]}
            """
        let plan = try DTCGResolverPlan.read(
            Array(resolver.utf8), file: "r.json", modifier: nil, light: "light", dark: "dark")
        XCTAssertNil(plan.modifier)
        XCTAssertEqual(plan.light, [.file("base.json"), .file("acme.json")])
        XCTAssertEqual(plan.dark, plan.light)
        XCTAssertEqual(
            plan.notes,
            [
                "the resolver has no modifier with a \"light\" and a \"dark\" context: the same values serve light "
                    + "and dark (--modifier, --light-context and --dark-context name an appearance modifier)",
                "the resolver's \"breakpoint\" modifier has no default: read \"md\", its one context that adds no "
                    + "tokens (of \"md\", \"lg\"); --context breakpoint=NAME reads another",
                "the resolver's \"brand\" modifier: read its default context \"acme\" (of \"acme\", \"zeta\"); "
                    + "--context brand=NAME reads another",
            ])
        let chosen = try DTCGResolverPlan.read(
            Array(resolver.utf8), file: "r.json", modifier: nil, light: "light", dark: "dark",
            contexts: ["breakpoint": "lg", "brand": "zeta"])
        XCTAssertEqual(chosen.light, [.file("base.json"), .file("lg.json"), .file("zeta.json")])
        XCTAssertEqual(chosen.notes.count, 1, "\(chosen.notes)")
    }

    /// A set the resolution order leaves out is read, first, only when the order's tokens refer to its tokens.
    func testASetTheOrderLeavesOutIsReadWhenItsTokensAreReferredTo() throws {
        let resolver = """
            {"version": "2025.10",
             "sets": {"fonts": {"sources": [{"$ref": "fonts.json"}]}, "unused": {"sources": [{"$ref": "more.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "styles.json"}], "dark": [{"$ref": "styles.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """
        let plan = try DTCGResolverPlan.read(
            Array(resolver.utf8), file: "r.json", modifier: nil, light: "light", dark: "dark")
        XCTAssertEqual(plan.unusedSets.map(\.name), ["fonts", "unused"])
        var appearances = DTCGImport.Appearances(light: plan.light, dark: plan.dark)
        appearances.unusedSets = plan.unusedSets
        let styles = """
            {"style": {"$type": "typography", "$value": {"fontFamily": "{font.sans}", "fontSize": {"value": 16,
              "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
            """
        let result = try DTCGImport.run(
            files: [
                file("styles.json", styles),
                file("fonts.json", #"{"font": {"sans": {"$type": "fontFamily", "$value": "Inter"}}}"#),
                file("more.json", #"{"more": {"$type": "number", "$value": 1}}"#),
            ], appearances: appearances)
        XCTAssertEqual(
            result.modeNotes,
            [
                "read the resolver's set \"fonts\" (fonts.json), which its resolutionOrder leaves out, because the "
                    + "order's tokens refer to it ({font.sans}); add {\"$ref\": \"#/sets/fonts\"} to resolutionOrder to "
                    + "say so"
            ])
        XCTAssertTrue(
            result.documentText.contains(#""sans": {"type": "fontFamily", "value": "Inter"}"#), result.documentText)
        XCTAssertFalse(result.documentText.contains(#""more""#), result.documentText)
    }

    /// Resolver 2025.10 §4.2: a reference object may point anywhere in the same document (a set, `$defs`, a list of
    /// sources), except into modifiers or the resolution order, and must not lead back to itself; §4.1.6.1: an inline
    /// item's name is unique in the resolution order.
    func testResolverSourcesPointAnywhereInTheDocumentButNotInACircle() throws {
        func read(_ text: String) -> (plan: DTCGResolverPlan?, problems: [String]) {
            do {
                let plan = try DTCGResolverPlan.read(
                    Array(text.utf8), file: "r.json", modifier: nil, light: "light", dark: "dark")
                return (plan, [])
            } catch {
                guard case .invalidTokens(let diagnostics) = error else { return (nil, ["\(error)"]) }
                return (nil, diagnostics.map { "\($0.diagnostic.pointer) \($0.diagnostic.code.rawValue)" })
            }
        }
        func resolver(sets: String, extra: String = "", order: String = "{\"$ref\": \"#/sets/a\"}") -> String {
            """
            {"version": "2025.10", "sets": \(sets)\(extra),
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}}},
             "resolutionOrder": [\(order), {"$ref": "#/modifiers/theme"}]}
            """
        }
        let bundled = read(
            resolver(
                sets: "{\"a\": {\"sources\": [{\"$ref\": \"#/$defs/base\"}, {\"$ref\": \"#/$defs/more\"}]}}",
                extra: ", \"$defs\": {\"base\": {\"n\": {\"$type\": \"number\", \"$value\": 1}}, "
                    + "\"more\": [{\"$ref\": \"more.json\"}]}"))
        XCTAssertEqual(bundled.problems, [])
        let plan = try XCTUnwrap(bundled.plan)
        XCTAssertEqual(plan.light.count, 2)
        guard case .inline(let node, let pointer) = plan.light[0] else { return XCTFail("\(plan.light)") }
        XCTAssertEqual(pointer.description, "/$defs/base")
        XCTAssertEqual(node["n"]?["$value"]?.numberValue, 1)
        XCTAssertEqual(plan.light[1], .file("more.json"))
        XCTAssertEqual(plan.files, ["more.json", "dark.json"])
        XCTAssertEqual(plan.fileReferences["dark.json"]?.pointer.description, "/modifiers/theme/contexts/dark/0/$ref")
        XCTAssertEqual(plan.fileReferences["dark.json"]?.line, 2)

        // A set that names itself, two sets that name each other, a source that names its own parent.
        XCTAssertEqual(
            read(resolver(sets: "{\"a\": {\"sources\": [{\"$ref\": \"#/sets/a\"}]}}")).problems,
            ["/sets/a/sources/0/$ref alias-cycle"])
        XCTAssertEqual(
            read(
                resolver(
                    sets: "{\"a\": {\"sources\": [{\"$ref\": \"#/sets/b\"}]}, "
                        + "\"b\": {\"sources\": [{\"$ref\": \"#/sets/a\"}]}}")
            ).problems, ["/sets/b/sources/0/$ref alias-cycle"])
        XCTAssertEqual(
            read(resolver(sets: "{\"a\": {\"sources\": [{\"$ref\": \"#/sets/a/sources\"}]}}")).problems,
            ["/sets/a/sources/0/$ref alias-cycle"])
        XCTAssertEqual(
            read(resolver(sets: "{\"a\": {\"sources\": [{\"$ref\": \"#/modifiers/theme\"}]}}")).problems,
            ["/sets/a/sources/0/$ref invalid-value"])
        XCTAssertEqual(
            read(resolver(sets: "{\"a\": {\"sources\": [{\"$ref\": \"#/resolutionOrder/1\"}]}}")).problems,
            ["/sets/a/sources/0/$ref invalid-value"])
        XCTAssertEqual(
            read(resolver(sets: "{\"a\": {\"sources\": [{\"$ref\": \"#/nothing/here\"}]}}")).problems,
            ["/sets/a/sources/0/$ref unknown-alias"])
        XCTAssertEqual(
            read(
                resolver(
                    sets: "{\"a\": {\"sources\": []}}",
                    order: "{\"$ref\": \"#/sets/a\"}, {\"type\": \"set\", \"name\": \"theme\", \"sources\": []}")
            ).problems, ["/resolutionOrder/2/$ref invalid-value"])
    }
}

extension DTCGImport.Options {
    /// Options of an import for the default profile, as `dsysctl import` makes them.
    static func dsys(lightContext: String = "light", darkContext: String = "dark") -> DTCGImport.Options {
        DTCGImport.Options(
            lightContext: lightContext, darkContext: darkContext, profile: OutputProfile.dsys.rawValue,
            roles: OutputProfile.dsys.roles, requirements: OutputProfile.requirements(override: .dsys))
    }
}
