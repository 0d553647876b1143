import XCTest

@testable import Interchange
@testable import Tokens

/// Tokens Studio's files read as DTCG: the older shape, its type names and values, sets and themes, and every
/// refusal, each at the line and column of the file.
final class TokensStudioImportTests: XCTestCase {
    private func run(
        _ files: [(String, String)], sets: [String?]? = nil, light: String = "light", dark: String = "dark",
        strict: Bool = false
    ) -> (result: DTCGImportResult?, problems: [String]) {
        var options = DTCGImport.Options(lightContext: light, darkContext: dark)
        options.strict = strict
        let sources = files.enumerated().map { index, file in
            DTCGImport.SourceFile(name: file.0, bytes: Array(file.1.utf8), set: sets?[index])
        }
        do {
            return (try DTCGImport.run(files: sources, options: options), [])
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return (nil, ["\(error)"]) }
            return (nil, diagnostics.map(\.description))
        }
    }

    private func document(_ result: DTCGImportResult?) -> String { result?.documentText ?? "" }

    /// A file is Tokens Studio's by one of its marks at any depth: one of its own type names (`type` or `$type`) or
    /// its `studio.tokens` extension. DTCG's type names are no mark, and neither is what sits below a `$` member or a
    /// `type` that is an object.
    func testAFileIsTokensStudiosByAMarkAtAnyDepth() throws {
        func marked(_ text: String) throws -> Bool {
            var parser = JSONParser(bytes: Array(text.utf8))
            return TokensStudio.hasStudioMarks(try parser.parseDocument())
        }
        XCTAssertTrue(try marked(#"{"a": {"b": {"c": {"value": 4, "type": "sizing"}}}}"#))
        XCTAssertTrue(try marked(#"{"a": {"b": {"$value": 4, "$type": "borderRadius"}}}"#))
        XCTAssertTrue(try marked(#"{"a": {"$type": "fontSizes", "b": {"$value": 4}}}"#))
        XCTAssertTrue(try marked(#"{"a": {"b": {"$value": 4, "$extensions": {"studio.tokens": {}}}}}"#))
        XCTAssertFalse(try marked(#"{"a": {"$type": "dimension", "b": {"$value": "4px", "type": "dimension"}}}"#))
        XCTAssertFalse(try marked(#"{"$description": {"b": {"type": "sizing"}}, "a": {"$value": 4}}"#))
        XCTAssertFalse(try marked(#"{"a": {"type": {"b": {"type": "sizing"}}, "$value": 4}}"#))
        XCTAssertFalse(try marked(#"{"a": {"b": {"$value": 4, "$extensions": {"com.figma": {}}}}}"#))
        // `$` with a combining mark is another character: a group, looked into.
        XCTAssertTrue(try marked(#"{"$\u0301g": {"b": {"value": 4, "type": "sizing"}}}"#))
    }

    func testTheOlderShapeBecomesTypedTokensWithUnitsAndReferences() throws {
        let (result, problems) = run([
            (
                "tokens.json",
                """
                {
                  "size": {
                    "base": {"value": "8", "type": "spacing"},
                    "gutter": {"value": "1.5rem", "type": "sizing", "description": "Between columns"},
                    "alias": {"value": "$size.base", "type": "sizing"}
                  },
                  "fade": {"value": "40%", "type": "opacity"},
                  "weight": {"value": "Semi Bold", "type": "fontWeights"},
                  "wait": {"value": "200ms", "type": "other"},
                  "leading": {"value": "150%", "type": "lineHeights"},
                  "ink": {"value": "#111", "type": "color"},
                  "card": {"value": [
                    {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba(0,0,0,0.1)", "type": "innerShadow"}
                  ], "type": "boxShadow"}
                }
                """
            )
        ])
        XCTAssertEqual(problems, [])
        let text = document(result)
        XCTAssertTrue(text.contains(#""base": {"type": "dimension", "value": 8}"#), text)
        XCTAssertTrue(
            text.contains(#""gutter": {"type": "dimension", "value": 24, "description": "Between columns"}"#), text)
        XCTAssertTrue(text.contains(#""alias": {"type": "dimension", "value": "{other.size.base}"}"#), text)
        XCTAssertTrue(text.contains(#""fade": {"type": "opacity", "value": 0.4}"#), text)
        XCTAssertTrue(text.contains(#""weight": {"type": "fontWeight", "value": 600}"#), text)
        XCTAssertTrue(text.contains(#""wait": {"type": "duration", "value": 200}"#), text)
        XCTAssertTrue(text.contains(#""leading": {"type": "number", "value": 1.5}"#), text)
        XCTAssertTrue(text.contains(#""inset": true"#), text)
        XCTAssertEqual(result?.tokensStudio, ["tokens.json"])
    }

    func testTheDollarShapeWithTokensStudioTypesIsReadWithoutTheNote() {
        let (result, problems) = run([
            (
                "tokens.json",
                #"{"core": {"radius": {"md": {"$value": "8", "$type": "borderRadius"}}}, "$themes": [], "$metadata": {}}"#
            )
        ])
        XCTAssertEqual(problems, [])
        // Without a profile's roles there is no radius scale: the token is a dimension among the other tokens.
        XCTAssertTrue(document(result).contains(#""md": {"type": "dimension", "value": 8}"#), document(result))
        XCTAssertEqual(result?.tokensStudio, [])
    }

    func testAFileOfOneSetWithTokensStudioTypesIsReadAndStrictReadsItAsDTCG() {
        let file = #"{"gap": {"$value": "12", "$type": "sizing"}, "pad": {"$type": "spacing", "x": {"$value": "6"}}}"#
        let (result, problems) = run([("tokens.json", file)])
        XCTAssertEqual(problems, [])
        XCTAssertTrue(document(result).contains(#""gap": {"type": "dimension", "value": 12}"#), document(result))
        // A group's type is its tokens' type: their values are read as it says.
        XCTAssertTrue(document(result).contains(#""x": {"type": "dimension", "value": 6}"#), document(result))
        // --strict reads DTCG 2025.10 as it is: a type it does not have, and sets beside `$themes`, are its errors.
        let (_, strict) = run([("tokens.json", file)], strict: true)
        XCTAssertEqual(strict.count, 2, "\(strict)")
        XCTAssertTrue(
            strict.contains { $0.hasPrefix("tokens.json:1:35: /gap/$type: \"sizing\" is not a type of the format") },
            "\(strict)")
        let (_, sets) = run(
            [("tokens.json", #"{"core": {"gap": {"$value": "12", "$type": "dimension"}}, "$themes": []}"#)],
            strict: true)
        XCTAssertTrue(sets.contains { $0.hasPrefix("tokens.json:1:59: /$themes: ") }, "\(sets)")
    }

    func testThemesChooseTheSetsOfLightAndDarkInTokenSetOrder() throws {
        let (result, problems) = run(
            [
                (
                    "tokens.json",
                    """
                    {
                      "dark": {"bg": {"value": "#000000", "type": "color"}},
                      "light": {"bg": {"value": "#ffffff", "type": "color"}},
                      "base": {"bg": {"value": "#ff0000", "type": "color"}, "ink": {"value": "{bg}", "type": "color"}},
                      "$themes": [
                        {"id": "1", "name": "Day", "group": "Mode",
                         "selectedTokenSets": {"base": "source", "light": "enabled", "dark": "disabled"}},
                        {"id": "2", "name": "Night", "group": "Mode",
                         "selectedTokenSets": {"base": "source", "dark": "enabled"}}
                      ],
                      "$metadata": {"tokenSetOrder": ["base", "light", "dark"]}
                    }
                    """
                )
            ], light: "Mode/Day", dark: "night")
        XCTAssertEqual(problems, [])
        let text = document(result)
        // `base` comes first in tokenSetOrder, so each theme's own set wins over it.
        XCTAssertTrue(text.contains(##""bg": {"light": "#ffffff", "dark": "#000000"}"##), text)
        XCTAssertTrue(text.contains(#""ink": "{palette.bg}""#) || text.contains(#""ink": "{bg}""#), text)
        XCTAssertEqual(result.map { [$0.themes?.light, $0.themes?.dark] }, ["Mode/Day", "Mode/Night"])
    }

    func testAFolderOfSetsWithoutThemesReadsSetsNamedLikeAnAppearanceOnlyThere() {
        let (result, problems) = run(
            [
                ("tokens/core.json", ##"{"accent": {"fg": {"value": "#111111", "type": "color"}}}"##),
                ("tokens/dark.json", ##"{"accent": {"fg": {"value": "#eeeeee", "type": "color"}}}"##),
                ("tokens/$metadata.json", #"{"tokenSetOrder": ["core", "dark"]}"#),
            ], sets: ["core", "dark", nil])
        XCTAssertEqual(problems, [])
        XCTAssertTrue(
            document(result).contains(##""fg": {"light": "#111111", "dark": "#eeeeee"}"##), document(result))
    }

    func testFilesGivenBesideMetadataAreTheSetsOfItsFolder() {
        // `dsysctl import tokens/*.json`: the shell lists `$metadata.json` too, and the others are its sets.
        let (result, problems) = run([
            ("t/core.json", ##"{"ink": {"value": "#111111", "type": "color"}}"##),
            ("t/dark.json", ##"{"ink": {"value": "#eeeeee", "type": "color"}}"##),
            ("t/$metadata.json", #"{"tokenSetOrder": ["core", "dark"]}"#),
        ])
        XCTAssertEqual(problems, [])
        XCTAssertTrue(document(result).contains(##""ink": {"light": "#111111", "dark": "#eeeeee"}"##), document(result))
    }

    func testThemesThatCannotBeChosenAreErrorsNamingTheThemes() {
        let file = """
            {
              "a": {"bg": {"value": "#000000", "type": "color"}},
              "$themes": [
                {"name": "Light", "group": "Brand A", "selectedTokenSets": {"a": "enabled"}},
                {"name": "Light", "group": "Brand B", "selectedTokenSets": {"a": "enabled"}},
                {"name": "Dark", "group": "Brand A", "selectedTokenSets": {"a": "enabled"}}
              ]
            }
            """
        // Brand A has the light and dark themes; Brand B's one theme is read in both, as Tokens Studio combines groups.
        let (combined, none) = run([("tokens.json", file)])
        XCTAssertEqual(none, [])
        XCTAssertEqual(combined?.themes?.light, "Brand A/Light")
        XCTAssertEqual(combined?.themes?.dark, "Brand A/Dark")
        let twice =
            file
            .replacingOccurrences(of: #""Light", "group": "Brand A""#, with: #""Light Blue", "group": "Brand A""#)
            .replacingOccurrences(of: #""Light", "group": "Brand B""#, with: #""Light Red", "group": "Brand A""#)
        let (_, ambiguous) = run([("tokens.json", twice)])
        XCTAssertEqual(
            ambiguous,
            [
                "tokens.json:3:14: /$themes: 2 themes could be light (\"Brand A/Light Blue\", \"Brand A/Light Red\"); "
                    + "choose one with --light-context \"group/name\""
            ])
        let (_, absent) = run([("tokens.json", file)], light: "Brand A/Light", dark: "dusk")
        XCTAssertEqual(
            absent,
            [
                "tokens.json:3:14: /$themes: no theme is named \"dusk\" for dark; the themes are \"Brand A/Light\", "
                    + "\"Brand B/Light\", \"Brand A/Dark\"; choose one with --dark-context \"group/name\""
            ])
    }

    func testEveryRefusalPointsAtTheLineAndColumn() {
        let (_, problems) = run([
            (
                "tokens.json",
                """
                {
                  "a": {"value": "{size.base} * 2", "type": "spacing"},
                  "b": {"value": {"asset": "x"}, "type": "composition"},
                  "c": {"value": "#ff0000", "type": "color",
                        "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2"}}}},
                  "d": {"value": "2%", "type": "letterSpacing"},
                  "e": {"value": "none", "type": "other"},
                  "f": {"value": "linear-gradient(90deg, #fff 0%, #000 100%)", "type": "color"},
                  "g": {"value": "Extra Wide", "type": "fontWeights"},
                  "h": {"$value": "#000000", "$type": "color"}
                }
                """
            )
        ])
        XCTAssertEqual(problems.count, 8, problems.joined(separator: "\n"))
        let expected = [
            "tokens.json:2:18: /a/value: \"{size.base} * 2\" cannot be evaluated (Tokens Studio math): {size.base} names "
                + "no token",
            "tokens.json:3:18: /b/value: Tokens Studio's \"composition\" tokens have no design-token type",
            "tokens.json:5:53: /c/$extensions/studio.tokens: Tokens Studio's color modifiers",
            "tokens.json:6:18: /d/value: a letter spacing in % of the font size needs the size",
            "tokens.json:7:18: /e/value: an \"other\" token is read when it is a duration",
            "tokens.json:8:18: /f/value: a CSS gradient in a color token cannot be a color",
            "tokens.json:9:18: /g/value: \"Extra Wide\" is not a font weight",
            "tokens.json:10:3: /h: this token is written with \"$value\", but the first token of the set (line 2)",
        ]
        for prefix in expected {
            XCTAssertTrue(problems.contains { $0.hasPrefix(prefix) }, "\(prefix)\n\(problems.joined(separator: "\n"))")
        }
    }

    func testMathOnSizesAndNumbersIsEvaluated() {
        let (result, problems) = run([
            (
                "tokens.json",
                """
                {
                  "core": {
                    "base": {"value": "8", "type": "spacing"},
                    "double": {"value": "{base} * 2", "type": "spacing"},
                    "mixed": {"value": "({base} + 4px) / 2", "type": "sizing"},
                    "rem": {"value": "1rem * 1.5", "type": "sizing"},
                    "older": {"value": "$base - 2", "type": "borderRadius"},
                    "ratio": {"value": "3", "type": "number"},
                    "third": {"value": "{ratio} / 4", "type": "number"},
                    "faded": {"value": "{ratio} / 10", "type": "opacity"},
                    "heading": {"value": {"fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "{base} * 3",
                                          "lineHeight": "{base} * 4", "letterSpacing": "0"}, "type": "typography"}
                  },
                  "$themes": [],
                  "$metadata": {"tokenSetOrder": ["core"]}
                }
                """
            )
        ])
        XCTAssertEqual(problems, [])
        let text = document(result)
        for (name, value) in [
            ("double", "16"), ("mixed", "6"), ("rem", "24"), ("older", "6"),
        ] {
            XCTAssertTrue(text.contains(#""\#(name)": {"type": "dimension", "value": \#(value)}"#), "\(name)\n\(text)")
        }
        XCTAssertTrue(text.contains(#""third": {"type": "number", "value": 0.75}"#), text)
        XCTAssertTrue(text.contains(#""faded": {"type": "opacity", "value": 0.3}"#), text)
        // 32 px over a size of 24 px.
        XCTAssertTrue(text.contains(#""line_height": 1.333"#), text)
    }

    func testMathThatHasNoSingleValueIsRefused() {
        let (_, problems) = run([
            (
                "tokens.json",
                """
                {
                  "light": {"gap": {"value": "4", "type": "spacing"}, "wide": {"value": "{gap} * 2", "type": "spacing"}},
                  "dark": {"gap": {"value": "6", "type": "spacing"}},
                  "base": {"size": {"value": "4px * 2px", "type": "sizing"}, "x": {"value": "8 / 0", "type": "sizing"},
                           "tint": {"value": "rgba({colors.red}, 0.5)", "type": "color"}},
                  "$metadata": {}
                }
                """
            )
        ])
        XCTAssertEqual(
            problems,
            [
                "tokens.json:2:73: /light/wide/value: \"{gap} * 2\" cannot be evaluated (Tokens Studio math): {gap} has 2 "
                    + "values in the sets (one per appearance, say), and math is evaluated once for all; write the "
                    + "result in each set",
                "tokens.json:4:30: /base/size/value: \"4px * 2px\" cannot be evaluated (Tokens Studio math): a size "
                    + "times a size is not a size",
                "tokens.json:4:77: /base/x/value: \"8 / 0\" cannot be evaluated (Tokens Studio math): it divides by zero",
                "tokens.json:5:30: /base/tint/value: \"rgba({colors.red}, 0.5)\" puts a reference inside other text, and "
                    + "only sizes and numbers take Tokens Studio math; write a reference alone (\"{colors.red}\") or the "
                    + "value",
            ])
    }

    func testStrictRefusesTheOlderShapeOncePerSet() {
        // Its type names (`sizing`) make it Tokens Studio's; a file in `value` shape of only DTCG's type names is
        // Style Dictionary's (StyleDictionaryImportTests).
        let (_, problems) = run(
            [
                (
                    "tokens.json",
                    "{\n  \"a\": {\"value\": \"4\", \"type\": \"sizing\"},\n  \"b\": {\"value\": \"#ffffff\", \"type\": \"color\"}\n}"
                )
            ],
            strict: true)
        XCTAssertEqual(
            problems,
            [
                "tokens.json:2:3: /a: a token written with \"value\" (Tokens Studio's older shape), and --strict reads "
                    + "DTCG 2025.10 only; write \"$value\", \"$type\" and \"$description\", or import without --strict"
            ])
    }

    func testAProblemTheImportFindsLaterNamesTheKeysAsTheFileWritesThem() {
        let (_, problems) = run([("tokens.json", "{\n  \"a\": {\"value\": \"{missing}\", \"type\": \"color\"}\n}")])
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hasPrefix("tokens.json:2:18: /a/value: "), problems[0])
    }
}
