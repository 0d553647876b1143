import XCTest

@testable import Tokens

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    private func failure(_ text: String) -> (code: Diagnostic.Code, line: Int, column: Int, message: String)? {
        var parser = JSONParser(bytes: Array(text.utf8))
        do {
            _ = try parser.parseDocument()
            return nil
        } catch {
            let position = SourceLines(Array(text.utf8)).position(of: error.offset)
            return (error.code, position.line, position.column, error.message)
        }
    }

    func testParsesEveryKindOfValueKeepingMemberOrder() throws {
        let node = try parse(#"{"z": [1, -2.5e3, true, false, null], "a": "x\u00e9\n\"", "m": {}}"#)
        guard case .object(let members) = node.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["z", "a", "m"])
        XCTAssertEqual(
            members[0].value.value,
            .array([
                JSONNode(.number(1, lexeme: "1"), offset: 7), JSONNode(.number(-2500, lexeme: "-2.5e3"), offset: 10),
                JSONNode(.bool(true), offset: 18), JSONNode(.bool(false), offset: 24), JSONNode(.null, offset: 31),
            ]))
        XCTAssertEqual(members[1].value.stringValue, "xé\n\"")
        XCTAssertEqual(members[2].value.value, .object([]))
    }

    func testDecodesSurrogatePairs() throws {
        XCTAssertEqual(try parse(#""\ud83c\udfa8""#).stringValue, "🎨")
        XCTAssertEqual(failure(#""\ud83c""#)?.message.contains("surrogate"), true)
        XCTAssertEqual(failure(#""\udfa8""#)?.message.contains("lone low surrogate"), true)
    }

    func testReportsWhereMalformedJSONGoesWrong() {
        let trailingComma = failure("{\n  \"a\": 1,\n}")
        XCTAssertEqual(trailingComma?.code, .malformedJSON)
        XCTAssertEqual(trailingComma?.line, 3)
        XCTAssertEqual(trailingComma?.column, 1)
        XCTAssertEqual(trailingComma?.message.contains("trailing comma"), true)

        let truncated = failure("{\"a\": [1, 2")
        XCTAssertEqual(truncated?.message.contains("']' is missing"), true)

        let singleQuotes = failure("{'a': 1}")
        XCTAssertEqual(singleQuotes?.column, 2)

        XCTAssertEqual(failure("{\"a\": 1} // note")?.message.contains("after the end"), true)
        XCTAssertEqual(failure("{\"a\": /* c */ 1}")?.message, "JSON does not allow comments")
        XCTAssertEqual(failure("{\"a\": 01}")?.message.contains("leading zeros"), true)
        XCTAssertEqual(failure("{\"a\": \"line\nbreak\"}")?.message.contains("may not span lines"), true)
        XCTAssertEqual(failure("{\"a\": yes}")?.message.contains("'yes'"), true)
        XCTAssertEqual(failure("")?.message.contains("truncated"), true)
    }

    /// What may follow a member or an element, in either container: each message names the container and its
    /// closing bracket.
    func testSaysWhatMustFollowAMemberOrAnElement() {
        XCTAssertEqual(failure("{\"a\": 1")?.message, "the document ends inside an object; a '}' is missing")
        XCTAssertEqual(failure("[1, 2")?.message, "the document ends inside an array; a ']' is missing")
        let member = failure("{\"a\": 1 \"b\": 2}")
        XCTAssertEqual(member?.message, "expected ',' or '}' after a member, found '\"'")
        XCTAssertEqual(member?.column, 9)
        XCTAssertEqual(failure("[1 2]")?.message, "expected ',' or ']' after an element, found '2'")
        XCTAssertEqual(failure("[1, {\"a\": [2]}]")?.code, nil, "nested containers close where they should")
    }

    func testColumnsCountCharactersNotBytes() {
        let problem = failure("{\"é日本\": 1,,}")
        XCTAssertEqual(problem?.line, 1)
        XCTAssertEqual(problem?.column, 11)
    }

    func testKeepsTheFirstOfDuplicateKeysAndRecordsTheOthers() throws {
        var parser = JSONParser(bytes: Array(#"{"a": {"b": 1, "b": 2}, "a": 3}"#.utf8))
        let node = try parser.parseDocument()
        XCTAssertEqual(node["a"]?["b"]?.numberValue, 1)
        XCTAssertEqual(parser.duplicates.map(\.pointer.description), ["/a/b", "/a"])
    }

    func testFindsDuplicatesInLargeObjects() throws {
        // Objects of 16 members or more are indexed (small ones are scanned, see the test above): a duplicate is found
        // whether its first was read before the index was built (k3) or after (k30).
        let names = (0..<40).map { "k\($0)" }
        let members = names.map { "\"\($0)\": 1" } + ["\"k3\": 2", "\"k30\": 3"]
        let text = "{" + members.joined(separator: ", ") + "}"
        var parser = JSONParser(bytes: Array(text.utf8))
        let node = try parser.parseDocument()
        XCTAssertEqual(parser.duplicates.map(\.pointer.description), ["/k3", "/k30"])
        // The first of each pair is the one kept, and the one the report points back to.
        let bytes = Array(text.utf8)
        let firstOffsets = ["k3", "k30"].map { bytes.firstRange(of: Array("\"\($0)\"".utf8))?.lowerBound }
        XCTAssertEqual(parser.duplicates.map(\.firstOffset), firstOffsets)
        XCTAssertEqual(node["k3"]?.numberValue, 1)
        XCTAssertEqual(node["k30"]?.numberValue, 1)
        guard case .object(let kept) = node.value else { return XCTFail("expected an object") }
        XCTAssertEqual(kept.map(\.key), names)
    }

    func testRefusesNestingDeeperThanTheLimit() {
        let deep =
            String(repeating: "[", count: JSONParser.maximumDepth + 1)
            + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        XCTAssertEqual(failure(deep)?.code, .tooDeep)
        let limit =
            String(repeating: "[", count: JSONParser.maximumDepth)
            + String(repeating: "]", count: JSONParser.maximumDepth)
        XCTAssertNil(failure(limit))
    }

    func testKeepsTheLexemeOfNumbersAndOverflowsToInfinity() throws {
        XCTAssertEqual(try parse("1e999").value, .number(.infinity, lexeme: "1e999"))
        XCTAssertEqual(try parse("0.10").value, .number(0.1, lexeme: "0.10"))
    }

    func testSkipsAByteOrderMark() throws {
        var parser = JSONParser(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        XCTAssertEqual(try parser.parseDocument().value, .object([]))
    }

    func testPointersEscapeSlashAndTilde() {
        XCTAssertEqual(JSONPointer(["a/b", "c~d"]).description, "/a~1b/c~0d")
        XCTAssertEqual(JSONPointer.root.description, "/")
    }

    func testAPointerIsItsTokensHoweverItWasBuilt() {
        let appended = JSONPointer.root.appending("tokens").appending("color").appending("a/b")
        let written = JSONPointer(["tokens", "color", "a/b"])
        XCTAssertEqual(appended.tokens, ["tokens", "color", "a/b"])
        XCTAssertEqual(appended, written)
        XCTAssertEqual(appended.hashValue, written.hashValue)
        XCTAssertEqual(Set([appended, written]).count, 1)
        XCTAssertEqual(appended.description, "/tokens/color/a~1b")
        // Siblings share their parent and differ; a prefix, a longer pointer and another order are other pointers.
        let parent = JSONPointer(["tokens", "color"])
        let (light, dark) = (parent.appending("light"), parent.appending("dark"))
        XCTAssertNotEqual(light, dark)
        XCTAssertEqual(light, parent.appending("light"))
        XCTAssertNotEqual(parent, light)
        XCTAssertNotEqual(light, light.appending("x"))
        XCTAssertNotEqual(JSONPointer(["a", "b"]), JSONPointer(["b", "a"]))
        XCTAssertNotEqual(JSONPointer(["ab"]), JSONPointer(["a", "b"]))
        XCTAssertNotEqual(JSONPointer(["a"]), JSONPointer(["b", "a"]))
        XCTAssertEqual(JSONPointer.root, JSONPointer([]))
        XCTAssertTrue(JSONPointer([]).isRoot)
        XCTAssertFalse(parent.isRoot)
        XCTAssertEqual(JSONPointer.root.tokens, [])
        XCTAssertEqual(parent.appending(3).tokens, ["tokens", "color", "3"])
        XCTAssertEqual([JSONPointer.root.count, parent.count, light.appending("x").count], [0, 2, 4])
        XCTAssertEqual(light.parent, parent)
        XCTAssertEqual(JSONPointer(["a", "b", "c"]).parent.tokens, ["a", "b"])
        XCTAssertEqual(JSONPointer.root.parent, JSONPointer.root)
        // Ordered as their tokens are, from the root's first.
        XCTAssertEqual(
            [JSONPointer(["b"]), JSONPointer(["a", "c"]), JSONPointer(["a"]), JSONPointer(["a", "b", "z"])].sorted(),
            [JSONPointer(["a"]), JSONPointer(["a", "b", "z"]), JSONPointer(["a", "c"]), JSONPointer(["b"])])
    }
}
