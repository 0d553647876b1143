import Generator
import XCTest

@testable import Interchange
@testable import Tokens

/// Colors written as CSS strings (`"#3b82f6"`, `rgb()`, `hsl()`), as Figma's variables export example, Tokens Studio
/// and Style Dictionary sources write them: read as sRGB unless `strict`, and refused under `strict` as DTCG 2025.10
/// refuses them.
final class DTCGColorStringTests: XCTestCase {
    private func resolve(
        _ values: [(String, String)], strict: Bool = false
    ) -> (tokens: [String: String], problems: [String]) {
        let members = values.enumerated().map { index, value in
            "  \"c\(index)\": {\"$type\": \"color\", \"$value\": \(value.0)}"
        }
        var options = DTCGImport.Options()
        options.strict = strict
        let resolved = DTCGImport.resolve(
            files: [
                DTCGImport.SourceFile(
                    name: "tokens.json", bytes: Array("{\n\(members.joined(separator: ",\n"))\n}".utf8))
            ], options: options)
        var tokens: [String: String] = [:]
        for token in resolved.tokens {
            if case .string(let text) = token.value { tokens[token.path] = text }
        }
        return (tokens, resolved.problems.map(\.description))
    }

    func testEveryFormIsReadAsCSSReadsIt() {
        let cases: [(String, String)] = [
            (##""#36f""##, "#3366ff"),
            (##""#36f8""##, "#3366ff88"),
            // A six-digit spelling is kept as written.
            (##""#3B82F6""##, "#3B82F6"),
            (##""#3b82f680""##, "#3b82f680"),
            (##""rgb(59, 130, 246)""##, "#3b82f6"),
            (##""rgb(59 130 246 / 50%)""##, "#3b82f680"),
            (##""rgba(59, 130, 246, 0.5)""##, "#3b82f680"),
            (##""RGB(100% 0% 50%)""##, "#ff0080"),
            (##""hsl(217 91% 60%)""##, "#3c83f6"),
            (##""hsl(217deg, 91%, 60%)""##, "#3c83f6"),
            (##""hsla(0, 100%, 50%, 0.25)""##, "#ff000040"),
            (##""hsl(-120 100% 50%)""##, "#0000ff"),
        ]
        let (tokens, problems) = resolve(cases)
        XCTAssertEqual(problems, [])
        for (index, (written, expected)) in cases.enumerated() {
            XCTAssertEqual(tokens["c\(index)"], expected, written)
        }
    }

    func testColorStringsInsideCompositeValuesAndTheNotePerFile() throws {
        let tokens = """
            {"shadow": {"$type": "shadow", "$value": {"color": "#0000001a", "offsetX": {"value": 0, "unit": "px"},
               "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"},
               "spread": {"value": 0, "unit": "px"}}},
             "border": {"$type": "border", "$value": {"color": "rgb(0 0 0 / 10%)", "width": {"value": 1, "unit": "px"},
               "style": "solid"}},
             "ink": {"$type": "color", "$value": "#111"}}
            """
        let objects = ##"{"paper": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"##
        let result = try DTCGImport.run(
            files: [
                DTCGImport.SourceFile(name: "complete.json", bytes: Array(DTCGImportTests.primitives(count: 20).utf8)),
                DTCGImport.SourceFile(
                    name: "semantic.json", bytes: Array(DTCGImportTests.semantic(offset: 0, extra: 0).utf8)),
                DTCGImport.SourceFile(name: "strings.json", bytes: Array(tokens.utf8)),
                DTCGImport.SourceFile(name: "objects.json", bytes: Array(objects.utf8)),
            ], options: .dsys())
        // One note for the file that has strings, each value counted once though both appearances read it.
        XCTAssertEqual(
            result.fileReadings.map(\.description),
            [
                "complete.json: read as DTCG 2025.10", "semantic.json: read as DTCG 2025.10",
                "strings.json: read as DTCG (a draft's forms): 3 colors written as #rgb, #rrggbbaa, rgb()",
                "objects.json: read as DTCG 2025.10",
            ])
        XCTAssertTrue(result.documentText.contains(##""ink": "#111111""##), result.documentText)
    }

    func testMistakesInColorStringsSayWhatIsWrong() {
        let (_, problems) = resolve([
            (##""#12345""##, ""), (##""#12345g""##, ""), (##""rgb(300, 0, 0)""##, ""), (##""rgb(1 2)""##, ""),
            (##""hsl(10 120% 50%)""##, ""), (##""rgb(1, 2, 3""##, ""), (##""rgba(1 2 3 / 2)""##, ""),
            (##""hsl(red 50% 50%)""##, ""), (##""bleu""##, ""),
        ])
        XCTAssertEqual(
            problems,
            [
                ##"tokens.json:2:38: /c0/$value: "#12345" is not a color: a hex color has 3, 4, 6 or 8 digits after "#", not 5"##,
                ##"tokens.json:3:38: /c1/$value: "#12345g" is not a color: a hex color has only the digits 0-9 and a-f after "#""##,
                ##"tokens.json:4:38: /c2/$value: "rgb(300, 0, 0)" is not a color: "300" is not a red value: write 0 to 255 or 0% to 100%"##,
                ##"tokens.json:5:38: /c3/$value: "rgb(1 2)" is not a color: rgb() takes three values and an optional alpha, like rgb(59 130 246 / 50%) or rgb(59, 130, 246, 0.5)"##,
                ##"tokens.json:6:38: /c4/$value: "hsl(10 120% 50%)" is not a color: "120%" is not a saturation: write 0 to 100 or 0% to 100%"##,
                ##"tokens.json:7:38: /c5/$value: "rgb(1, 2, 3" is not a color: rgb() has no closing parenthesis"##,
                ##"tokens.json:8:38: /c6/$value: "rgba(1 2 3 / 2)" is not a color: "2" is not an alpha: write a number from 0 to 1 or 0% to 100%"##,
                ##"tokens.json:9:38: /c7/$value: "hsl(red 50% 50%)" is not a color: "red" is not a hue: write degrees, like 217 or 217deg"##,
                ##"tokens.json:10:38: /c8/$value: expected a color object {"colorSpace", "components", "alpha"?, "hex"?} or a CSS color ("#rrggbb", "rgb(59 130 246)", "hsl(217 91% 60%)", "oklch(0.62 0.19 260)", "color(display-p3 0.2 0.5 1)", a named color such as "rebeccapurple", …), found "bleu""##,
            ])
    }

    /// `strict` keeps DTCG 2025.10 to the letter: every spelling is refused, with the exact object to write.
    func testStrictRefusesEveryColorStringWithTheObjectToWrite() {
        let cases: [(String, String)] = [
            (##""#36f""##, ##"[0.2, 0.4, 1], "hex": "#3366ff""##),
            (##""#36f8""##, ##"[0.2, 0.4, 1], "alpha": 0.5333, "hex": "#3366ff""##),
            (##""#3b82f6""##, ##"[0.2314, 0.5098, 0.9647], "hex": "#3b82f6""##),
            (##""#3b82f680""##, ##"[0.2314, 0.5098, 0.9647], "alpha": 0.502, "hex": "#3b82f6""##),
            (##""rgb(59, 130, 246)""##, ##"[0.2314, 0.5098, 0.9647], "hex": "#3b82f6""##),
            (##""rgba(59, 130, 246, 0.5)""##, ##"[0.2314, 0.5098, 0.9647], "alpha": 0.502, "hex": "#3b82f6""##),
            (##""hsl(217 91% 60%)""##, ##"[0.2353, 0.5137, 0.9647], "hex": "#3c83f6""##),
            (##""hsla(0, 100%, 50%, 0.25)""##, ##"[1, 0, 0], "alpha": 0.251, "hex": "#ff0000""##),
        ]
        for (form, object) in cases {
            let (tokens, problems) = resolve([(form, "")], strict: true)
            XCTAssertEqual(tokens, [:], form)
            XCTAssertEqual(
                problems,
                [
                    "tokens.json:2:38: /c0/$value: DTCG 2025.10 colors are objects, not strings (--strict); write "
                        + ##"{"colorSpace": "srgb", "components": \##(object)}"##
                ], form)
        }
        // A string that is no color at all is refused as before.
        XCTAssertEqual(
            resolve([(##""#12345""##, "")], strict: true).problems,
            [
                "tokens.json:2:38: /c0/$value: DTCG 2025.10 colors are objects, not strings (--strict); write "
                    + ##"{"colorSpace": "srgb", "components": [r, g, b], "hex": "#rrggbb"} (components from 0 to 1)"##
            ])
    }
}
