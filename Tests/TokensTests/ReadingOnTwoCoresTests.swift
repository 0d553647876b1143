import XCTest

@testable import Tokens

/// A large document's colors are read in two parts, one on another core, then its color table on one core while
/// the other reads its sizes and other tokens: what it reads and every problem, in order, must be what one reading
/// of the whole finds.
final class ReadingOnTwoCoresTests: XCTestCase {
    /// Three color groups of 1,000 tokens, 500 other tokens and a spacing scale, with a problem in each part: a bad
    /// color in the first group, a bad name in the second, an alias to nothing in the third (reported once every
    /// group is read), a spacing of the wrong type, another token of no known type, and an id given twice (once in
    /// the colors, once in the other tokens: reported where it comes second).
    static func document(problems: Bool) -> String {
        func group(_ name: String, _ token: (Int) -> String) -> String {
            "\"\(name)\": {" + (0..<1_000).map { "\"t\($0)\": \(token($0))" }.joined(separator: ", ") + "}"
        }
        let colors = [
            group("a") { index in
                if problems && index == 5 { return "\"#zz\"" }
                return index == 1 ? "{\"value\": \"#102030\", \"id\": \"shared\"}" : "\"#10203\(index % 10)\""
            },
            group("b") { index in "\"{a.t\(index)}\"" }.replacingOccurrences(
                of: "\"t7\"", with: problems ? "\"t.7\"" : "\"t7\""),
            group("c") { index in
                problems && index == 0
                    ? "\"{c.missing}\""
                    : "{\"light\": \"{\(index == 7 ? "a" : "b").t\(index)}\", \"dark\": \"#ffffff\"}"
            },
        ]
        let other = (0..<500).map { index in
            let type = problems && index == 3 ? "size" : "dimension"
            let id = problems && index == 1 ? ", \"id\": \"shared\"" : ""
            return "\"d\(index)\": {\"type\": \"\(type)\", \"value\": \(index)\(id)}"
        }
        return """
            { "format": 2, "name": "Large",
              "tokens": {
                "color": {\(colors.joined(separator: ", "))},
                "spacing": {"sm": 4, "md": 8, "bad": \(problems ? "\"wide\"" : "12")},
                "other": {"size": {\(other.joined(separator: ", "))}}
              } }
            """
    }

    private func read(_ text: String, twoCoresFrom: Int) throws -> DocumentReader {
        var reader = DocumentReader(lines: SourceLines(Array(text.utf8)))
        reader.twoCoresFrom = twoCoresFrom
        var parser = JSONParser(bytes: Array(text.utf8))
        _ = reader.read(try parser.parseDocument())
        return reader
    }

    func testEveryProblemInTheOrderOfOneReading() throws {
        let text = Self.document(problems: true)
        let oneCore = try read(text, twoCoresFrom: .max)
        // The parts' problems in the order of the file, then the aliases' (once every group is read), then the
        // sizes' and other tokens', then the ids.
        XCTAssertEqual(
            oneCore.diagnostics.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/tokens/color/a/t5 bad-color", "/tokens/color/b/t.7 bad-name", "/tokens/color/c/t0 unknown-alias",
                "/tokens/spacing/bad wrong-type", "/tokens/other/size/d3/type invalid-value",
                "/tokens/other/size/d1/id invalid-value",
            ])
        for twoCoresFrom in [0, DocumentReader.tokensReadOnTwoCores] {
            let twoCores = try read(text, twoCoresFrom: twoCoresFrom)
            XCTAssertEqual(twoCores.diagnostics, oneCore.diagnostics)
            XCTAssertEqual(twoCores.partial, oneCore.partial)
            XCTAssertNotNil(twoCores.partial)
            XCTAssertEqual(twoCores.invalidKeys, oneCore.invalidKeys)
        }
    }

    /// One group holds most colors (a palette, then its aliases): it is split itself, by the work of its members, and
    /// its problems on either side of the split, the group's own and those inside a nested group come as one reading
    /// finds them.
    func testAGroupThatHoldsMostColorsIsSplitInside() throws {
        let palette = (0..<1_200).map { index in
            if index == 3 { return "\"p\(index)\": \"#zz\"" }
            return "\"p\(index)\": \"#10203\(index % 10)\""
        }
        let aliases = (0..<600).map { index in
            if index == 590 { return "\"s\(index)\": \"{big.nowhere}\"" }
            return "\"s\(index)\": \"{big.p\(index)}\""
        }
        let text = """
            { "format": 2, "name": "Large",
              "tokens": {
                "color": {
                  "a": {"x": "#000000"},
                  "big": {\((palette + ["\"nested\": {\"light\": \"#ffffff\", \"n.1\": \"#000000\"}"] + aliases)
                    .joined(separator: ", ")), "dark": "#ffffff"},
                  "z": {"y": "{big.s1}"}
                },
                "other": {"size": {\((0..<200).map { "\"d\($0)\": {\"type\": \"dimension\", \"value\": \($0)}" }
                    .joined(separator: ", "))}}
              } }
            """
        var parser = JSONParser(bytes: Array(text.utf8))
        let root = try parser.parseDocument()
        guard case .object(let colorMembers)? = root["tokens"]?["color"]?.value else { return XCTFail("no colors") }
        // The palette's 1,200 literals weigh as the 600 aliases after them: the split is inside "big", near its
        // palette's end.
        let reader = DocumentReader(lines: SourceLines([]))
        let split = reader.colorSplit(colorMembers, costs: colorMembers.map { reader.colorReadingCost($0.value) })
        XCTAssertEqual(split.group, 1)
        XCTAssertEqual(split.otherEnd, 2)
        XCTAssertEqual(Double(try XCTUnwrap(split.member)), 1_200, accuracy: 5)

        let oneCore = try read(text, twoCoresFrom: .max)
        XCTAssertEqual(
            oneCore.diagnostics.map { "\($0.pointer) \($0.code.rawValue)" },
            [
                "/tokens/color/big/p3 bad-color", "/tokens/color/big/nested/light bad-name",
                "/tokens/color/big/nested/n.1 bad-name", "/tokens/color/big/dark bad-name",
                "/tokens/color/big/s590 unknown-alias",
            ])
        let twoCores = try read(text, twoCoresFrom: 0)
        XCTAssertEqual(twoCores.diagnostics, oneCore.diagnostics)
        XCTAssertEqual(twoCores.partial, oneCore.partial)
        // a.x, the palette (its broken color too: aliases to it find it), the aliases and z.y.
        XCTAssertEqual(twoCores.partial?.colors.count, 1 + 1_200 + 600 + 1)
        XCTAssertEqual(twoCores.invalidKeys, oneCore.invalidKeys)
    }

    func testTheSameDesignSystem() throws {
        let text = Self.document(problems: false)
        let oneCore = try read(text, twoCoresFrom: .max)
        let twoCores = try read(text, twoCoresFrom: 0)
        XCTAssertEqual(oneCore.diagnostics.map(\.description), [])
        XCTAssertEqual(twoCores.diagnostics.map(\.description), [])
        var oneCoreReader = DocumentReader(lines: SourceLines([]))
        oneCoreReader.twoCoresFrom = .max
        var parser = JSONParser(bytes: Array(text.utf8))
        let root = try parser.parseDocument()
        let expected = try XCTUnwrap(oneCoreReader.read(root))
        var twoCoresReader = DocumentReader(lines: SourceLines([]))
        twoCoresReader.twoCoresFrom = 0
        let found = try XCTUnwrap(twoCoresReader.read(root))
        XCTAssertEqual(found, expected)
        XCTAssertEqual(found.colors.count, 3_000)
        XCTAssertEqual(found.otherTokens.count, 500)
        XCTAssertEqual(found.spacing.count, 3)
        // The aliases are followed across the parts: c's light value is b's, which is a's.
        XCTAssertEqual(
            found.colors.first { $0.path == TokenPath(["c", "t8"]) }?.resolved.light,
            RGBA(hex: "#102038"))
    }
}
