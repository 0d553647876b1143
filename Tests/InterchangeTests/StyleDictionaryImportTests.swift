import Foundation
import XCTest

@testable import Interchange
@testable import Tokens

/// Style Dictionary's own shape (`value`, `type`, `comment`, `attributes`), shaped like its `complete` example and
/// the sets built with Style Dictionary 3: typed by CTI category, sizes in rem and times in ms as its transforms read
/// them, members kept, what has no design value skipped and listed.
final class StyleDictionaryImportTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    private let complete = """
        {
          "color": {
            "base": {
              "red": { "value": "#FF0000", "comment": "Red", "attributes": { "font": "inverse" } },
              "gray": { "100": { "value": "rgb(243, 244, 246)" } }
            },
            "font": { "base": { "value": "{color.base.red.value}", "type": "color" } }
          },
          "size": {
            "font": { "small": { "value": "0.75", "type": "fontSize" }, "base": { "value": "{size.font.small}" } },
            "padding": { "medium": { "value": 1 }, "large": { "value": "24px" } }
          },
          "time": { "fast": { "value": "200", "type": "time" } },
          "asset": { "font": { "icons": { "value": "fonts/icons.ttf", "type": "asset" } } },
          "content": { "icon": { "home": { "value": "e88a", "type": "content" } } },
          "custom": { "grid": { "value": "12 columns", "type": "gridTemplate" } },
          "note": { "value": "Made by the design team" },
          "legacy": { "ink": { "value": "#000000", "type": "color", "deprecated": true,
            "deprecated_comment": "use color.font.base" } }
        }
        """

    func testTokensAreTypedAndReadAsStyleDictionaryReadsThem() throws {
        let resolved = DTCGImport.resolve(files: [file("tokens.json", complete)])
        var tokens: [String: String] = [:]
        for token in resolved.tokens {
            tokens[token.path] = "\(token.type.rawValue) \(DTCGConformanceTests.oneLine(token.value))"
        }
        XCTAssertEqual(resolved.problems.map(\.description), [])
        // CTI: `color/…` is a color, `size/…` a dimension in rem, `time/…` a duration in ms.
        XCTAssertEqual(tokens["color.base.red"], ##"color "#FF0000""##)
        XCTAssertEqual(tokens["color.base.gray.100"], ##"color "#f3f4f6""##)
        XCTAssertEqual(tokens["color.font.base"], ##"color "{color.base.red}""##)
        XCTAssertEqual(tokens["size.font.small"], "dimension 12")
        XCTAssertEqual(tokens["size.font.base"], "dimension 12")
        XCTAssertEqual(tokens["size.padding.medium"], "dimension 16")
        XCTAssertEqual(tokens["size.padding.large"], "dimension 24")
        XCTAssertEqual(tokens["time.fast"], "duration 200")
        XCTAssertEqual(tokens["legacy.ink"], ##"color "#000000""##)
        XCTAssertNil(tokens["asset.font.icons"])
        XCTAssertNil(tokens["note"])
    }

    func testEveryReadingIsSaidAndWhatHasNoValueIsListed() throws {
        let result = try DTCGImport.run(files: [file("tokens.json", complete)])
        XCTAssertEqual(
            result.fileReadings.map(\.description),
            [
                "tokens.json: read as Style Dictionary (value, type): 3 colors written as #rrggbb, rgb(); 1 dimension "
                    + "written as strings (\"4px\", \"0.5rem\"); 1 token typed \"fontSize\" (read as dimension); 1 "
                    + "token typed \"time\" (read as duration); 2 tokens without a type under \"color\" typed color "
                    + "(Style Dictionary's CTI category); 3 tokens without a type under \"size\" typed dimension (Style "
                    + "Dictionary's CTI category); 2 sizes without a unit "
                    + "read in rem (Style Dictionary's size/rem); 1 time without a unit read in ms (Style Dictionary's "
                    + "time/seconds); 1 reference to a token's .value read as to the token; 1 comment read as "
                    + "description; 1 token with \"attributes\" kept in $extensions[\"dev.dsys.members\"]"
            ])
        XCTAssertEqual(
            result.skippedTokens.map(\.description),
            [
                "tokens.json: skipped 1 asset token (font files, images), which a dsys document has no place for: "
                    + "asset.font.icons",
                "tokens.json: skipped 1 content token (icon glyphs, text), which a dsys document has no place for: "
                    + "content.icon.home",
                "tokens.json: skipped 1 token of the type \"gridTemplate\", which a dsys document has no place for: "
                    + "custom.grid",
                "tokens.json: skipped 1 token without a type whose value names none, which a dsys document has no "
                    + "place for: note",
            ])
        let document = try JSONSerialization.jsonObject(with: Data(result.documentText.utf8)) as? [String: Any]
        let colors = (document?["tokens"] as? [String: Any])?["color"] as? [String: Any]
        let red = ((colors?["color"] as? [String: Any])?["base"] as? [String: Any])?["red"] as? [String: Any]
        XCTAssertEqual(red?["description"] as? String, "Red")
        XCTAssertEqual(
            ((red?["extensions"] as? [String: Any])?["dev.dsys.members"] as? [String: Any])?["attributes"]
                as? [String: String], ["font": "inverse"])
        let ink = ((colors?["legacy"] as? [String: Any]))?["ink"] as? [String: Any]
        XCTAssertEqual(ink?["deprecated"] as? String, "use color.font.base", result.documentText)
    }

    /// A problem names the keys as the file writes them; `--strict` refuses the file once.
    func testProblemsNameTheKeysAsWrittenAndStrictRefusesTheFileOnce() {
        let text = """
            {
              "color": { "a": { "value": "#12", "type": "color" }, "b": { "value": "{color.c}", "type": "color" } }
            }
            """
        XCTAssertEqual(
            problems { try DTCGImport.run(files: [file("tokens.json", text)]) },
            ["tokens.json /color/a/value invalid-value", "tokens.json /color/b/value unknown-alias"])
        var options = DTCGImport.Options()
        options.strict = true
        do {
            _ = try DTCGImport.run(files: [file("tokens.json", text)], options: options)
            XCTFail("the import succeeded")
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(
                diagnostics.map(\.description),
                [
                    "tokens.json:2:14: /color/a: a token written with \"value\" (Style Dictionary's shape), and "
                        + "--strict reads DTCG 2025.10 only; write \"$value\", \"$type\" and \"$description\", or import "
                        + "without --strict"
                ])
        }
    }

    /// A file in `value` shape is Style Dictionary's, but one with Tokens Studio's marks (its type names, `$themes`
    /// beside it) is Tokens Studio's, whose bare numbers are pixels.
    func testTheFormatIsToldByTheContents() throws {
        let styleDictionary = ##"{"size": {"gap": {"value": "1", "type": "dimension"}}}"##
        let studio = ##"{"size": {"gap": {"value": "1", "type": "spacing"}}}"##
        let sd = DTCGImport.resolve(files: [file("a.json", styleDictionary)])
        XCTAssertEqual(sd.tokens.first.map { DTCGConformanceTests.oneLine($0.value) }, "16")
        let ts = DTCGImport.resolve(files: [file("a.json", studio)])
        XCTAssertEqual(ts.tokens.first.map { DTCGConformanceTests.oneLine($0.value) }, "1")
        XCTAssertEqual(
            TokenFormat.detect(
                [
                    DTCGFile(name: "a.json", root: JSONNode(.object([])), lines: SourceLines([]))
                ], sets: [nil]), [.dtcg])
    }
}
