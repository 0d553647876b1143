import Foundation
import XCTest

@testable import Interchange
@testable import Tokens

/// The forms of the DTCG drafts that Style Dictionary 4, Terrazzo's examples and the sets teams publish still write,
/// read unless `--strict` and said in the file's line: string dimensions and durations, `em` letter spacing, line
/// heights as sizes, font weights by other names, members left out, the drafts' type names, tokens without `$type`
/// whose value has one type, every CSS Color 4 string, members a tool adds, and tokens dsys cannot hold (skipped and
/// listed).
final class DraftFormsImportTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    /// Every token resolved, as `path value` with the value on one line in dsys's units; or the problems.
    private func resolve(_ text: String, strict: Bool = false) -> (tokens: [String: String], problems: [String]) {
        var options = DTCGImport.Options()
        options.strict = strict
        let resolved = DTCGImport.resolve(files: [file("tokens.json", text)], options: options)
        var tokens: [String: String] = [:]
        for token in resolved.tokens { tokens[token.path] = DTCGConformanceTests.oneLine(token.value) }
        return (tokens, resolved.problems.map(\.description))
    }

    /// Shaped like Style Dictionary 4's `basic` example and the sets written with it.
    private let styleDictionary4 = """
        {
          "size": {"$type": "dimension", "0": {"$value": "0"}, "1": {"$value": "4px"}, "2": {"$value": "0.5rem"},
            "negative": {"$value": "-2px"}, "zero": {"$value": 0}, "none": {"$value": {"value": 0, "unit": ""}}},
          "time": {"$type": "duration", "fast": {"$value": "100ms"}, "slow": {"$value": "0.3s"}},
          "text": {
            "size": {"$type": "fontSize", "body": {"$value": "{size.2}"}},
            "weight": {"$type": "fontWeight", "heavy": {"$value": "extra-bold"}, "semi": {"$value": "SemiBold"},
              "numeric": {"$value": "700"}},
            "style": {"$type": "typography",
              "body": {"$value": {"fontFamily": "Inter, sans-serif", "fontSize": "16px", "fontWeight": "regular",
                "lineHeight": "150%"}},
              "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 34, "unit": "px"}, "fontWeight": 700,
                "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": {"value": 41, "unit": "px"}}},
              "caption": {"$value": {"fontFamily": "Inter", "fontSize": "12px", "fontWeight": 400,
                "letterSpacing": "0.5em", "lineHeight": 1.2, "textCase": "uppercase"}}}
          },
          "shadow": {"$type": "shadow",
            "sm": {"$value": {"color": "#00000033", "offsetX": "0", "offsetY": "1px", "blur": "2px"}}},
          "border": {"$type": "border", "thin": {"$value": {"color": "rebeccapurple", "width": "1px", "style": "solid"}}},
          "motion": {"$type": "transition",
            "fade": {"$value": {"duration": "{time.fast}", "timingFunction": [0.5, 0, 1, 1]}}}
        }
        """

    func testDraftDimensionsDurationsWeightsAndCompositesAreReadInDsysUnits() {
        let (tokens, problems) = resolve(styleDictionary4)
        XCTAssertEqual(problems, [])
        // px are points, rem 16 points; a zero needs no unit.
        XCTAssertEqual(tokens["size.0"], "0")
        XCTAssertEqual(tokens["size.1"], "4")
        XCTAssertEqual(tokens["size.2"], "8")
        XCTAssertEqual(tokens["size.negative"], "-2")
        XCTAssertEqual(tokens["size.zero"], "0")
        XCTAssertEqual(tokens["size.none"], "0")
        // Milliseconds.
        XCTAssertEqual(tokens["time.fast"], "100")
        XCTAssertEqual(tokens["time.slow"], "300")
        // `fontSize` is Style Dictionary 4's name of a dimension.
        XCTAssertEqual(tokens["text.size.body"], "8")
        XCTAssertEqual(tokens["text.weight.heavy"], "800")
        XCTAssertEqual(tokens["text.weight.semi"], "600")
        XCTAssertEqual(tokens["text.weight.numeric"], "700")
        // Left-out letter spacing is 0; 150% is 1.5; 0.5 em of 12 pt is 6 pt; -0.02 em of 34 pt is -0.68 pt; a line
        // height of 41 pt over 34 pt is 1.2059 (four decimals).
        XCTAssertEqual(
            tokens["text.style.body"],
            ##"{"fontFamily": "Inter, sans-serif", "fontSize": 16, "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5}"##
        )
        XCTAssertEqual(
            tokens["text.style.title"],
            ##"{"fontFamily": "Inter", "fontSize": 34, "fontWeight": 700, "letterSpacing": -0.68, "lineHeight": 1.2059}"##
        )
        XCTAssertEqual(
            tokens["text.style.caption"],
            ##"{"fontFamily": "Inter", "fontSize": 12, "fontWeight": 400, "letterSpacing": 6, "lineHeight": 1.2}"##)
        // A shadow without spread has none; a transition without delay starts at once.
        XCTAssertEqual(
            tokens["shadow.sm"],
            ##"{"color": "#00000033", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0}"##)
        XCTAssertEqual(tokens["border.thin"], ##"{"color": "#663399", "width": 1, "style": "solid"}"##)
        XCTAssertEqual(tokens["motion.fade"], ##"{"duration": 100, "delay": 0, "timingFunction": [0.5, 0, 1, 1]}"##)
    }

    /// One line per file says what of it DTCG 2025.10 does not have, each form with its count.
    func testEachFormIsSaidInTheFilesLine() throws {
        let result = try DTCGImport.run(files: [file("basic.json", styleDictionary4)])
        XCTAssertEqual(result.fileReadings.count, 1)
        XCTAssertEqual(
            result.fileReadings[0].description,
            "basic.json: read as DTCG (a draft's forms): 2 colors written as #rrggbbaa, named colors; 8 dimensions "
                + "written as strings (\"4px\", \"0.5rem\"); 2 durations written as strings (\"300ms\"); 4 zero "
                + "dimensions without a unit; 2 letter spacings in em, times the font size; 1 line height written "
                + "as sizes, over the font size; 1 line height in percent; 2 font weights spelled outside the format "
                + "(\"SemiBold\", \"700\"); 1 token typed \"fontSize\" (read as dimension); 1 shadow without spread "
                + "(0); 1 transition without delay (0ms); 1 typography without letterSpacing (0); 1 typography's "
                + "textCase left out (no place for it in a dsys document)")
    }

    /// `--strict` reads DTCG 2025.10 to the letter: each draft form is a problem.
    func testStrictRefusesEveryDraftForm() {
        let (_, problems) = resolve(styleDictionary4, strict: true)
        for expected in [
            ##"/size/1/$value: expected a dimension {"value": number, "unit": "px" or "rem"}, found "4px""##,
            ##"/time/fast/$value: expected a duration {"value": number, "unit": "ms" or "s"}, found "100ms""##,
            ##"/text/size/$type: "fontSize" is not a type of the format"##,
            ##"/text/style/body/$value: a typography needs "letterSpacing"; add it"##,
            ##"/shadow/sm/$value: a shadow needs "spread"; add it"##,
            ##"/text/weight/semi/$value: "SemiBold" is not a font weight name of the format"##,
        ] {
            XCTAssertTrue(
                problems.contains { $0.contains(expected) }, "\(expected)\n\(problems.joined(separator: "\n"))")
        }
    }

    /// A number's exponent may have a sign, as CSS writes it.
    func testAnExponentMayHaveASign() {
        let (tokens, problems) = resolve(
            """
            {"size": {"$type": "dimension", "small": {"$value": "1.5e-1rem"}, "large": {"$value": "1E+2px"}},
             "time": {"$type": "duration", "blink": {"$value": "2e+1ms"}}}
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(tokens["size.small"], "2.4", "0.15 rem of 16 points")
        XCTAssertEqual(tokens["size.large"], "100")
        XCTAssertEqual(tokens["time.blink"], "20")
    }

    func testMistakesInDraftFormsSayWhatIsWrong() {
        let (_, problems) = resolve(
            """
            {"size": {"$type": "dimension", "a": {"$value": "4"}, "b": {"$value": "4pt"}, "c": {"$value": "1em"},
              "d": {"$value": "wide"}},
             "time": {"$type": "duration", "e": {"$value": "-1ms"}, "f": {"$value": "2px"}},
             "w": {"$type": "fontWeight", "g": {"$value": "Bolder"}}}
            """)
        XCTAssertEqual(
            problems,
            [
                ##"tokens.json:1:49: /size/a/$value: "4" has no unit; write it with one ("4px" or "4rem")"##,
                ##"tokens.json:1:71: /size/b/$value: "4pt" is not a dimension: its unit is "px" or "rem", not "pt""##,
                "tokens.json:1:95: /size/c/$value: an em size is relative to a font size, which only a typography's "
                    + "letterSpacing has; write it in px or rem, or in the typography's letterSpacing",
                ##"tokens.json:2:19: /size/d/$value: expected a dimension {"value": number, "unit": "px" or "rem"}, found "wide""##,
                "tokens.json:3:48: /time/e/$value: a duration cannot be negative",
                ##"tokens.json:3:73: /time/f/$value: "2px" is not a duration: its unit is "ms" or "s", not "px""##,
                ##"tokens.json:4:47: /w/g/$value: "Bolder" is not a font weight name of the format; did you mean "bold"?"##,
            ])
    }

    /// Terrazzo reads a token without `$type` whose value can only be one type (Apple's HIG colors); a string or a
    /// number could be several, and stays a problem.
    func testATokenWithoutTypeIsTypedByAValueOfOneType() throws {
        let text = """
            {"color": {"systemBlue": {"$description": "Blue", "$value": {"colorSpace": "srgb",
               "components": [0, 0.478, 1], "alpha": 1, "hex": "#007aff"}}},
             "gap": {"$value": {"value": 4, "unit": "px"}}, "fade": {"$value": {"value": 200, "unit": "ms"}}}
            """
        let (tokens, problems) = resolve(text)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(tokens["color.systemBlue"], ##""#007aff""##)
        XCTAssertEqual(tokens["gap"], "4")
        XCTAssertEqual(tokens["fade"], "200")
        let result = try DTCGImport.run(files: [file("colors.tokens.json", text)])
        XCTAssertEqual(
            result.fileReadings.map(\.description),
            [
                "colors.tokens.json: read as DTCG (a draft's forms): 1 token without a type typed color by its value; "
                    + "1 token without a type typed dimension by its value; 1 token without a type typed duration by "
                    + "its value"
            ])
        XCTAssertEqual(
            resolve(##"{"ink": {"$value": "#111111"}}"##).problems,
            [
                "tokens.json:1:2: /ink: the token has no $type and no group above it gives one; add \"$type\" (tools "
                    + "must not guess a type from the value)"
            ])
        XCTAssertEqual(resolve(text, strict: true).problems.count, 3)
    }

    /// Every CSS Color 4 spelling, in its own space; a color outside sRGB is gamut-mapped and reported.
    func testEveryCSSColor4StringIsReadInItsSpace() throws {
        // Gray L* 50 is sRGB 119 (#777777) in Lab and LCh; OKLab lightness 0.5 is 0.125 linear, sRGB 99 (#636363).
        let cases: [(String, String)] = [
            ("rebeccapurple", "#663399"), ("Transparent", "#00000000"), ("hwb(120 0% 0%)", "#00ff00"),
            ("hwb(0 50% 50%)", "#808080"), ("lab(50 0 0)", "#777777"), ("lab(100% 0 0)", "#ffffff"),
            ("lch(50 0 0)", "#777777"), ("lch(50% 0 none)", "#777777"), ("oklab(0.5 0 0)", "#636363"),
            ("oklab(50% 0 0 / 50%)", "#63636380"), ("oklch(1 0 0)", "#ffffff"), ("oklch(0 0 none)", "#000000"),
            ("color(srgb 1 0.5 0)", "#ff8000"), ("color(srgb 100% 50% 0%)", "#ff8000"),
            ("color(display-p3 1 1 1)", "#ffffff"), ("color(display-p3 0 0 0 / 0.5)", "#00000080"),
            ("hsl(0.5turn 100% 50%)", "#00ffff"), ("hsl(200grad 100% 50%)", "#00ffff"), ("hsl(none 0% 50%)", "#808080"),
        ]
        let members = cases.enumerated().map { "\"c\($0.offset)\": {\"$value\": \"\($0.element.0)\"}" }
        let text =
            "{\"color\": {\"$type\": \"color\", " + members.joined(separator: ", ")
            + ", \"wide\": {\"$value\": \"color(display-p3 1 0 0)\"}}}"
        let (tokens, problems) = resolve(text)
        XCTAssertEqual(problems, [])
        for (index, (written, expected)) in cases.enumerated() {
            XCTAssertEqual(tokens["color.c\(index)"], "\"\(expected)\"", written)
        }
        let result = try DTCGImport.run(files: [file("colors.json", text)])
        XCTAssertEqual(result.gamutMappings.map(\.original), ["color(display-p3 1 0 0)"])
        XCTAssertEqual(
            result.fileReadings.first?.notes,
            ["20 colors written as hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), named colors"])
    }

    func testCSSColorMistakesAndStrict() {
        let (_, problems) = resolve(
            """
            {"c": {"$type": "color", "a": {"$value": "oklch(1.5 0 0)"}, "b": {"$value": "color(cmyk 1 0 0)"},
              "c": {"$value": "lab(50 0)"}, "d": {"$value": "lch(50 -1 0)"}}}
            """)
        XCTAssertEqual(
            problems,
            [
                ##"tokens.json:1:42: /c/a/$value: "oklch(1.5 0 0)" is not a color: "1.5" is not a lightness: write 0 to 1 or 0% to 100%"##,
                ##"tokens.json:1:77: /c/b/$value: "color(cmyk 1 0 0)" is not a color: "cmyk" is not a predefined color space of color(); use srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65"##,
                ##"tokens.json:2:19: /c/c/$value: "lab(50 0)" is not a color: lab() takes three values and an optional alpha, like lab(55 10 -60 / 50%)"##,
                ##"tokens.json:2:49: /c/d/$value: "lch(50 -1 0)" is not a color: "-1" is not a chroma: write 0 or more"##,
            ])
        // Under --strict, the object to write, in the string's own space.
        XCTAssertEqual(
            resolve(##"{"c": {"$type": "color", "$value": "oklch(0.7 0.1 200 / 50%)"}}"##, strict: true).problems,
            [
                "tokens.json:1:36: /c/$value: DTCG 2025.10 colors are objects, not strings (--strict); write "
                    + ##"{"colorSpace": "oklch", "components": [0.7, 0.1, 200], "alpha": 0.5}"##
            ])
    }

    /// Members a tool adds to a token are kept as metadata (a `comment` is its description); a member that holds
    /// tokens is still an error, for a token cannot hold tokens.
    func testMembersAToolAddsAreKeptAsMetadata() throws {
        let text = """
            {"color": {"$type": "color",
              "brand": {"$value": "#123456", "comment": "The brand color", "attributes": {"category": "color"},
                "deprecatedValues": ["#654321"]},
              "nested": {"$value": "#000000", "child": {"$value": "#ffffff"}}}}
            """
        XCTAssertEqual(
            resolve(text).problems,
            [
                "tokens.json:4:35: /color/nested/child: a token cannot hold tokens or groups (\"child\"); move it into a "
                    + "group"
            ])
        let kept = text.replacingOccurrences(of: ##", "child": {"$value": "#ffffff"}"##, with: "")
        let result = try DTCGImport.run(files: [file("tokens.json", kept)])
        XCTAssertTrue(result.documentText.contains(##""description": "The brand color""##), result.documentText)
        let document = try JSONSerialization.jsonObject(with: Data(result.documentText.utf8)) as? [String: Any]
        let brand = ((document?["tokens"] as? [String: Any])?["color"] as? [String: Any])
            .flatMap { ($0["color"] as? [String: Any])?["brand"] as? [String: Any] }
        let members = (brand?["extensions"] as? [String: Any])?["dev.dsys.members"] as? [String: Any]
        XCTAssertEqual(members?["attributes"] as? [String: String], ["category": "color"], result.documentText)
        XCTAssertEqual(members?["deprecatedValues"] as? [String], ["#654321"], result.documentText)
        XCTAssertEqual(
            result.fileReadings.first?.notes,
            [
                "2 colors written as #rrggbb", "1 comment read as description",
                "1 token with \"attributes\", \"deprecatedValues\" kept in $extensions[\"dev.dsys.members\"]",
            ])
        // Under --strict, each member is a problem (and so is each color string).
        let strict = resolve(kept, strict: true).problems
        XCTAssertEqual(strict.count, 5, "\(strict)")
        XCTAssertTrue(
            strict.contains(
                "tokens.json:2:34: /color/brand/comment: \"comment\" is not a token property of DTCG 2025.10 ($value, "
                    + "$type, $description, $deprecated, $extensions); move it into $extensions, or import without "
                    + "--strict"), "\(strict)")
    }

    /// Tokens of types that name no design value (font files, icon glyphs, strings) and sizes relative to the screen
    /// are skipped and listed, never a failure; a value that needs one of them is a problem there.
    func testWhatDsysCannotHoldIsSkippedAndListed() throws {
        let text = """
            {"asset": {"$type": "asset", "font": {"$value": "fonts/icons.ttf"}, "logo": {"$value": "logo.svg"}},
             "icon": {"home": {"$type": "content", "$value": "\\ue88a"}},
             "fluid": {"$type": "dimension", "gap": {"$value": {"value": 2, "unit": "vw"}}, "side": {"$value": "5%"}},
             "gap": {"$type": "number", "$value": 4}}
            """
        let result = try DTCGImport.run(files: [file("tokens.json", text)])
        XCTAssertEqual(
            result.skippedTokens.map(\.description),
            [
                "tokens.json: skipped 2 asset tokens (font files, images), which a dsys document has no place for: "
                    + "asset.font, asset.logo",
                "tokens.json: skipped 1 content token (icon glyphs, text), which a dsys document has no place for: "
                    + "icon.home",
                "tokens.json: skipped 1 size in vw (relative to the screen or the text), which a dsys document has no "
                    + "place for: fluid.gap",
                "tokens.json: skipped 1 size in % (relative to the screen or the text), which a dsys document has no "
                    + "place for: fluid.side",
            ])
        XCTAssertEqual(result.importedTokenCount, 1)
        let referring = text.replacingOccurrences(
            of: ##""gap": {"$type": "number", "$value": 4}"##,
            with: ##""pad": {"$type": "dimension", "$value": "{fluid.gap}"}"##)
        XCTAssertEqual(
            resolve(referring).problems,
            [
                "tokens.json:4:42: /pad/$value: {fluid.gap} is a size in vw, which dsys skips (it has no value in "
                    + "points); point at a token in px or rem, or write the value here"
            ])
    }
}
