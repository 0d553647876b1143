import TestSupport
import XCTest

@testable import Tokens

final class ValidationTests: XCTestCase {
    func testTheSampleIsValidAndResolvesAliasesPerAppearance() throws {
        let designSystem = try SampleDocument().load()
        let primary = try XCTUnwrap(designSystem.colors.first { $0.path.description == "action.primary" })
        XCTAssertEqual(primary.resolved.light.hex, "#3B82F6")
        XCTAssertEqual(primary.resolved.dark.hex, "#1D4ED8")
        let focus = try XCTUnwrap(designSystem.colors.first { $0.path.description == "border.focus" })
        XCTAssertEqual(focus.value.light, .alias(TokenPath(["action", "primary"])))
        XCTAssertEqual(focus.resolved, primary.resolved)
        XCTAssertNil(designSystem.shadows)
        XCTAssertEqual(designSystem.colors.first?.path.description, "palette.blue.500", "document order is kept")
    }

    func testBadHexNamesTheValueAndTheFix() {
        var document = SampleDocument()
        document.text =
            ##"{ "primary": { "light": "#111827", "dark": "#12345" }, "secondary": "#4B5563", "muted": "#6B7280", "inverse": "#FFFFFF" }"##
        let problems = document.problems()
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.code, .badColor)
        XCTAssertEqual(problems.first?.pointer.description, "/tokens/color/text/primary/dark")
        XCTAssertEqual(
            problems.first?.message,
            ##""#12345" is not a color; use #RRGGBB or #RRGGBBAA, or an alias like "{palette.blue.500}""##)
        XCTAssertEqual(problems.first?.line, 9)
        XCTAssertEqual(problems.first?.column, 58)
    }

    func testAHexColorIsAHashAndSixOrEightHexDigitsInEitherCase() {
        XCTAssertEqual(RGBA(hex: "#0a1B2c"), RGBA(red: 10, green: 27, blue: 44, alpha: 255))
        XCTAssertEqual(RGBA(hex: "#FFfe0180"), RGBA(red: 255, green: 254, blue: 1, alpha: 128))
        XCTAssertEqual(RGBA(hex: "#00000000"), RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        for text in [
            "", "#", "0A1B2C", "0A1B2C80", "#0A1B2", "#0A1B2C8", "#0A1B2C800", "#0G1B2C", "#0A1B2C 8", "#0A1B2\u{E9}",
            "#0A1B\u{E9}", "\u{FF03}0A1B2C", "#-A1B2C", "##0A1B2C",
        ] {
            XCTAssertNil(RGBA(hex: text), text)
        }
    }

    func testAnAliasIsADottedPathOfNamesInBraces() throws {
        var document = SampleDocument()
        document.extraColorGroups = ##"""
            "odd": {
              "a": { "light": "{}", "dark": "{.palette}" },
              "b": { "light": "{palette.}", "dark": "{palette..ink}" },
              "c": { "light": "{pal{ette.ink}", "dark": "{palette}.ink}" },
              "d": { "light": "{palette.ink", "dark": "palette.ink}" },
              "e": { "light": "{palette.bl\##u{E9}}", "dark": "{ink}" }
            }
            """##
        let problems = document.problems()
        let notAliases = problems.filter { $0.code == .badColor }
        XCTAssertEqual(
            notAliases.map(\.pointer.description),
            ["a", "b", "c", "d"].flatMap { ["/tokens/color/odd/\($0)/light", "/tokens/color/odd/\($0)/dark"] })
        XCTAssertEqual(
            notAliases.first?.message,
            ##""{}" is not an alias; write a token's dotted path in braces, like "{palette.blue.500}""##)
        // A path of names that are not ASCII is an alias, read name by name, and so is a path of one name: here each
        // to no token.
        let unknown = problems.filter { $0.code != .badColor }
        XCTAssertEqual(unknown.map(\.code), [.unknownAlias, .unknownAlias])
        XCTAssertEqual(unknown.first?.message.hasPrefix("{palette.bl\u{E9}} names no color token"), true)
        XCTAssertEqual(unknown.last?.message.hasPrefix("{ink} names no color token"), true)

        document.extraColorGroups = ##""odd": { "e": { "light": "{palette.blue.500}", "dark": "{action.primary}" } }"##
        let designSystem = try document.load()
        let aliased = try XCTUnwrap(designSystem.colors.first { $0.path.description == "odd.e" })
        XCTAssertEqual(aliased.value.light, .alias(TokenPath(["palette", "blue", "500"])))
        XCTAssertEqual(aliased.value.dark, .alias(TokenPath(["action", "primary"])))
        XCTAssertEqual(aliased.resolved.light.hex, "#3B82F6")
        XCTAssertEqual(aliased.resolved.dark.hex, "#1D4ED8")
    }

    /// Each appearance follows the alias it writes, whether a color's appearances write one alias or several, and an
    /// alias that names nothing is reported where it is written, once.
    func testEachAppearanceOfAColorFollowsItsOwnAlias() throws {
        var document = SampleDocument()
        document.extraColorGroups = ##"""
            "odd": {
              "one": "{surface.default}",
              "two": { "light": "{palette.ink}", "dark": "{action.primary}", "light_hc": "{palette.blue.700}",
                       "dark_hc": "{surface.default}" },
              "hc": { "light": "{surface.default}", "dark": "{surface.default}", "dark_hc": "{odd.two}" }
            }
            """##
        let designSystem = try document.load()
        func resolved(_ name: String) throws -> [String] {
            let color = try XCTUnwrap(designSystem.colors.first { $0.path.description == "odd." + name })
            return [
                color.resolved.light, color.resolved.dark, color.resolvedHighContrast.light,
                color.resolvedHighContrast.dark,
            ].map(\.hex)
        }
        XCTAssertEqual(try resolved("one"), ["#FFFFFF", "#111827", "#FFFFFF", "#111827"])
        XCTAssertEqual(try resolved("two"), ["#111827", "#1D4ED8", "#1D4ED8", "#111827"])
        // Dark high contrast follows odd.two in dark high contrast: its dark_hc, surface.default's dark.
        XCTAssertEqual(try resolved("hc"), ["#FFFFFF", "#111827", "#FFFFFF", "#111827"])

        document.extraColorGroups = ##"""
            "odd": { "two": { "light": "{palette.ink}", "dark": "{palette.blu.700}", "dark_hc": "{palette.blu.700}" } }
            """##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            ["/tokens/color/odd/two/dark unknown-alias", "/tokens/color/odd/two/dark_hc unknown-alias"])
        XCTAssertEqual(
            problems.first?.message, "{palette.blu.700} names no color token; did you mean {palette.blue.700}?")
    }

    func testAColorIsFoundByItsPathWithTheReadersIndexAndWithout() throws {
        var designSystem = try SampleDocument().load()
        XCTAssertNotNil(designSystem.colorIndex.byPath, "the reader indexes the colors it read")
        let indexed = designSystem.colorPositions
        let primary = designSystem.color(at: TokenPath(["action", "primary"]))
        let colors = designSystem.colors
        designSystem.colors = colors
        XCTAssertNil(designSystem.colorIndex.byPath, "a change of the colors drops the index")
        XCTAssertEqual(designSystem.colorPositions, indexed)
        XCTAssertEqual(designSystem.color(at: TokenPath(["action", "primary"])), primary)
        XCTAssertEqual(primary?.path.description, "action.primary")
        XCTAssertEqual(designSystem.colorPositions.count, designSystem.colors.count)
        for (position, color) in designSystem.colors.enumerated() {
            XCTAssertEqual(designSystem.colorPositions[color.path], position)
            XCTAssertEqual(designSystem.color(at: color.path), color)
        }
        // A group, a path below a color and a path of the same length elsewhere name no color.
        for path in [["action"], ["action", "primary", "x"], ["action", "secondary"]] {
            XCTAssertNil(designSystem.color(at: TokenPath(path)), "\(path)")
        }
    }

    func testReportsEveryProblemInOneRunInFileOrder() {
        var document = SampleDocument()
        document.name = "42"
        document.spacing = ##"{ "xs": -4, "sm": 8, "md": 1e999, "lg": "24" }"##
        document.radius = ##"{ "sm": 4, "md": 8, "lg": 12, "huge": 1e999 }"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/name wrong-type", "/tokens/spacing/xs bad-number", "/tokens/spacing/md bad-number",
                "/tokens/spacing/lg wrong-type", "/tokens/radius/huge bad-number",
            ])
        XCTAssertTrue(problems[2].message.hasPrefix("1e999 is too large"), problems[2].message)
        XCTAssertTrue(problems[1].message.contains("must be from 0 to 100000"), problems[1].message)
    }

    func testUnknownAliasSuggestsTheNearestToken() {
        var document = SampleDocument()
        document.border = ##"{ "default": "{palette.blu.500}", "focus": "{palette.blue}" }"##
        let problems = document.problems()
        XCTAssertEqual(problems.map(\.code), [.unknownAlias, .unknownAlias])
        XCTAssertEqual(problems[0].message, "{palette.blu.500} names no color token; did you mean {palette.blue.500}?")
        XCTAssertEqual(
            problems[1].message, "{palette.blue} names a group, not a color; point it at one of the group's colors")
    }

    func testAliasCyclePrintsTheCycle() {
        var document = SampleDocument()
        document.extraColorGroups =
            ##""loop": { "a": "{loop.b}", "b": { "light": "{loop.c}", "dark": "#000000" }, "c": "{loop.a}" }"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map(\.pointer.description),
            ["/tokens/color/loop/a", "/tokens/color/loop/b/light", "/tokens/color/loop/c"])
        XCTAssertEqual(Set(problems.map(\.code)), [.aliasCycle])
        XCTAssertEqual(
            problems[0].message,
            "alias cycle {loop.a} → {loop.b} → {loop.c} → {loop.a}; one of them needs a real color")
    }

    /// A keyword (`default`) is a name like any other, written in backticks in Swift; a name Swift cannot take for a
    /// member even in backticks (`Type`) is refused.
    func testNamesThatCannotBecomeSwiftIdentifiers() throws {
        var document = SampleDocument()
        document.spacing =
            ##"{ "xs": 4, "sm": 8, "md": 16, "lg": 24, "2xl": 48, "default": 1, "Type": 5, "": 2, "日本": 3, "a.b": 4 }"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/tokens/spacing/2xl invalid-identifier", "/tokens/spacing/Type swift-keyword",
                "/tokens/spacing/ empty-name", "/tokens/spacing/日本 bad-name", "/tokens/spacing/a.b bad-name",
            ])
        XCTAssertTrue(problems[0].message.contains("DSSpacing.2xl"), problems[0].message)
        XCTAssertTrue(
            problems[1].message.contains("Swift reads Type after a dot as the type itself, even in backticks"),
            problems[1].message)
        document.spacing = ##"{ "xs": 4, "sm": 8, "md": 16, "lg": 24, "default": 1, "-class-": 2 }"##
        let spacing = try document.load().spacing
        XCTAssertEqual(spacing.map(\.identifier), ["xs", "sm", "md", "lg", "`default`", "`class`"])
    }

    func testDuplicateKeysPointAtTheFirstDefinition() {
        var document = SampleDocument()
        document.radius = "{ \"sm\": 4,\n \"md\": 8, \"lg\": 12,\n \"sm\": 6 }"
        let problems = document.problems()
        XCTAssertEqual(problems.map(\.code), [.duplicateKey])
        XCTAssertEqual(problems.first?.pointer.description, "/tokens/radius/sm")
        XCTAssertTrue(problems.first?.message.contains("already defined at line") == true)
    }

    func testUnknownMembersSuggestTheIntendedOne() {
        var document = SampleDocument()
        document.typography = document.typography.replacingOccurrences(
            of: ##""label": { "size": 13, "relative_to": "caption2" }"##,
            with: ##""label": { "size": 13, "relativeTo": "caption2", "weight": "bolder" }"##)
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            // The missing member is reported at the object, which starts before its members.
            [
                "/tokens/typography/label missing-key", "/tokens/typography/label/relativeTo unknown-key",
                "/tokens/typography/label/weight invalid-value",
            ])
        XCTAssertTrue(problems[1].message.hasSuffix("did you mean \"relative_to\"?"), problems[1].message)
        XCTAssertTrue(problems[2].message.contains("did you mean \"bold\"?"), problems[2].message)
    }

    func testNotUTF8() {
        var bytes = Array(SampleDocument().json.utf8)
        bytes.insert(0xFF, at: 20)
        XCTAssertThrowsError(try DesignSystemDocument.load(bytes, file: "x.json")) { error in
            guard case .invalidDocument(_, let problems) = error as? TokensError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.map(\.code), [.notUTF8])
            XCTAssertEqual(problems.first?.message, "the file is not valid UTF-8 (byte 20); save it as UTF-8")
        }
    }

    func testTooLarge() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: DesignSystemDocument.maximumSize + 1)
        XCTAssertThrowsError(try DesignSystemDocument.load(bytes, file: "x.json")) { error in
            guard case .invalidDocument(_, let problems) = error as? TokensError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.map(\.code), [.tooLarge])
        }
    }

    func testErrorDescriptionIsOneCompilerStyleLinePerProblem() {
        var document = SampleDocument()
        document.spacing = ##"{ "xs": 4, "sm": 8, "md": 16, "lg": -1 }"##
        do {
            _ = try document.load()
            XCTFail("valid")
        } catch {
            XCTAssertEqual(
                error.localizedDescription,
                """
                design-system.json:17:52: /tokens/spacing/lg: -1 is out of range; a size in points must be from 0 to 100000
                design-system.json: 1 problem; nothing was written
                """)
        }
    }

    func testContrastPairsMustNameColorTokens() {
        var document = SampleDocument()
        document.contrast =
            ##"[{ "foreground": "text.primary", "background": "surface.nope", "level": "AAA" }, { "foreground": "text.muted", "background": "surface.default", "level": "AA+" }]"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            ["/contrast/0/background unknown-alias", "/contrast/1/level invalid-value"])
    }

    func testOtherTokensAreKeptAsWritten() throws {
        var document = SampleDocument()
        document.other =
            ##"{ "motion": { "fast": { "type": "duration", "value": 150 }, "ease": { "type": "cubicBezier", "value": [0.4, 0, 0.2, 1] } } }"##
        let tokens = try document.load().otherTokens
        XCTAssertEqual(tokens.map(\.path.description), ["motion.fast", "motion.ease"])
        XCTAssertEqual(tokens.first?.value, .number(150, lexeme: "150"))
        document.other = ##"{ "motion": { "ease": { "type": "cubicBezier", "value": [1.4, 0, 0.2] } } }"##
        XCTAssertEqual(document.problems().map(\.code), [.invalidValue])
    }
}

/// Fixes found on review: each would otherwise give a wrong or misleading result.
final class ValidationEdgeCaseTests: XCTestCase {
    func testAColorNamedAfterAMarkerIsReportedWithoutFalseFollowUps() {
        var document = SampleDocument()
        document.surface = ##"{ "default": "#FFFFFF", "raised": "#F9FAFB", "inset": "#F3F4F6", "dark": "#111111" }"##
        let problems = document.problems()
        XCTAssertEqual(problems.map { "\($0.pointer) \($0.code.rawValue)" }, ["/tokens/color/surface/dark bad-name"])
        XCTAssertTrue(problems.first?.message.contains("light, dark and value mark a color token") == true)
    }

    func testAShadowCannotUseADeprecatedColor() {
        var document = SampleDocument()
        document.palette =
            ##"{ "blue": { "500": "#3B82F6", "700": "#1D4ED8" }, "white": "#FFFFFF", "ink": "#111827", "old": { "value": "#000000", "deprecated": "Use ink" } }"##
        document.shadow =
            ##"[{ "name": "sm", "color": "{palette.old}", "opacity": 0.1, "radius": 1, "x": 0, "y": 1 }, { "name": "md", "color": "#000000", "opacity": 0.1, "radius": 6, "x": 0, "y": 4 }]"##
        XCTAssertEqual(
            document.problems().map { "\($0.pointer) \($0.code.rawValue)" }, ["/tokens/shadow/0/color invalid-value"])
    }

    func testAReferenceCycleIsReportedOnceOnEachOfItsValues() {
        // The light walk starts at spacing.md, the dark one at other.size.lg (which has no dark value of its own):
        // one cycle, read the same from either.
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.spacing = ##"{ "xs": 4, "sm": 8, "md": "{spacing.lg}", "lg": "{other.size.lg}" }"##
        document.other = ##"{ "size": { "lg": { "type": "dimension", "value": "{spacing.md}" } } }"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/tokens/spacing/md alias-cycle", "/tokens/spacing/lg alias-cycle",
                "/tokens/other/size/lg/value alias-cycle",
            ])
        XCTAssertEqual(
            problems.first?.message,
            "reference cycle {other.size.lg} → {spacing.md} → {spacing.lg} → {other.size.lg}; one of them needs a value "
                + "of its own")
    }

    func testAReferenceToAColorTextStyleOrShadowWhereAValueGoesIsOfTheWrongType() {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.spacing = ##"{ "xs": 4, "sm": 8, "md": "{color.action.primary}", "lg": "{typography.nothing}" }"##
        let problems = document.problems()
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            ["/tokens/spacing/md type-mismatch", "/tokens/spacing/lg type-mismatch"])
        XCTAssertEqual(
            problems.first?.message,
            ##"{color.action.primary} names a color token, but a dimension is needed here; point it at a dimension "##
                + ##"token, like "{spacing.md}""##)
    }

    func testARoleMappedToAMissingTokenIsReportedThere() throws {
        let text = ##"""
            { "format": 2, "name": "Roles", "tokens": {},
              "roles": { "dsys": { "action.primary": "{color.brand.main}" } } }
            """##
        var reader = DocumentReader(lines: SourceLines(Array(text.utf8)))
        var parser = JSONParser(bytes: Array(text.utf8))
        XCTAssertNil(reader.read(try parser.parseDocument()))
        let found = reader.diagnostics.map { "\($0.pointer) \($0.code.rawValue)" }
        XCTAssertEqual(found, ["/roles/dsys/action.primary unknown-alias"])
        // Kept as mapped, so that a profile does not also call the role missing.
        let brand = try XCTUnwrap(TokenKey(dotted: "color.brand.main"))
        XCTAssertEqual(
            reader.partial?.roleMappings,
            [ProfileRoleMappings(profile: "dsys", mappings: [RoleMapping(role: "action.primary", token: brand)])])
    }

    /// Which profiles exist is the generator's to say; the document only checks how a profile's name is spelled.
    func testAProfileNameMustBeLowerCaseLettersAndDigits() throws {
        func problems(_ profile: String) throws -> [String] {
            let text = #"{ "format": 2, "name": "Profiles", "profile": \#(profile), "tokens": {} }"#
            var reader = DocumentReader(lines: SourceLines(Array(text.utf8)))
            var parser = JSONParser(bytes: Array(text.utf8))
            _ = reader.read(try parser.parseDocument())
            return reader.diagnostics.map { "\($0.pointer) \($0.code.rawValue) \($0.message)" }
        }
        XCTAssertEqual(
            try problems(#""Brand2""#),
            [
                #"/profile invalid-value "Brand2" is not a profile name; profiles are named in lower-case ASCII letters and digits"#
            ])
        XCTAssertEqual(
            try problems("2"), ["/profile wrong-type expected an output profile's name (a string), found a number"])
        XCTAssertEqual(try problems(#""brand2""#), [])
    }

    func testCombiningMarksDoNotHideALetter() {
        XCTAssertEqual(Naming.lowerCamelCase("e\u{301}clair"), "eClair")
        XCTAssertEqual(Naming.words(of: "a\u{301}").map(String.init), ["a"])
    }

    func testThousandsOfBrokenAliasesAreReportedQuickly() {
        var document = SampleDocument()
        let aliases = (0..<2_000).map { ##""c\##($0)": "{pallete.blue.500}""## }.joined(separator: ", ")
        document.extraColorGroups = ##""broken": { \##(aliases) }"##
        let problems = document.problems()
        XCTAssertEqual(problems.count, 2_000)
        XCTAssertEqual(
            problems.first?.message, "{pallete.blue.500} names no color token; did you mean {palette.blue.500}?")
    }
}
