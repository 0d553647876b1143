import XCTest

@testable import Interchange
@testable import Tokens

/// Aliases to one color, however each finds its type and however it is written, resolve alike: the resolution looks a
/// token's reference up once and writes the alias to a target once.
final class AliasResolutionTests: XCTestCase {
    private func resolve(_ text: String) -> (tokens: [String: String], problems: [String]) {
        let resolved = DTCGImport.resolve(files: [DTCGImport.SourceFile(name: "tokens.json", bytes: Array(text.utf8))])
        var tokens: [String: String] = [:]
        for token in resolved.tokens { tokens[token.path] = DTCGConformanceTests.oneLine(token.value) }
        return (tokens, resolved.problems.map(\.description))
    }

    func testAliasesToOneColorResolveAlikeWhereverTheirTypeComesFrom() {
        let (tokens, problems) = resolve(
            """
            {"color": {"$type": "color",
               "brand": {"$value": "#336699"},
               "fromGroup": {"$value": "{color.brand}"},
               "ownType": {"$type": "color", "$value": "{color.brand}"},
               "byPointer": {"$value": {"$ref": "#/color/brand/$value"}},
               "chained": {"$value": "{color.fromGroup}"}},
             "text": {
               "fromTarget": {"$value": "{color.brand}"},
               "ownType": {"$type": "color", "$value": "{color.brand}"},
               "wrongType": {"$type": "dimension", "$value": "{color.brand}"},
               "nowhere": {"$type": "color", "$value": "{color.missing}"}}}
            """)
        XCTAssertEqual(tokens["color.brand"], ##""#336699""##)
        for path in ["color.fromGroup", "color.ownType", "color.byPointer", "text.fromTarget", "text.ownType"] {
            XCTAssertEqual(tokens[path], #""{color.brand}""#, path)
        }
        XCTAssertEqual(tokens["color.chained"], #""{color.fromGroup}""#, "an alias to an alias names the alias")
        XCTAssertNil(tokens["text.wrongType"])
        XCTAssertNil(tokens["text.nowhere"])
        XCTAssertEqual(problems.count, 2, problems.joined(separator: "\n"))
        XCTAssertTrue(
            problems.contains { $0.contains("{color.brand} is a color token, but a dimension is needed here") },
            problems.joined(separator: "\n"))
        XCTAssertTrue(
            problems.contains { $0.contains("{color.missing} names no token") }, problems.joined(separator: "\n"))
    }
}
