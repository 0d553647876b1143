import XCTest

@testable import Tokens

/// A large JSON document is parsed on two cores: the tree, the duplicate keys in their order and any failure must be
/// what one parser finds.
final class JSONParsingOnTwoCoresTests: XCTestCase {
    /// A group of `count` color tokens named `name` and a number, the one at `duplicateAt` (if any) written twice.
    private static func group(_ count: Int, _ name: String = "t", duplicateAt: Int? = nil) -> String {
        var members = (0..<count).map {
            "\"\(name)\($0)\": {\"$value\": \"#10203\($0 % 10)\", \"n\": [\($0), 1.5e2, true]}"
        }
        if let duplicateAt { members.append("\"\(name)\(duplicateAt)\": {\"$value\": null}") }
        return "{" + members.joined(separator: ",\n ") + "}"
    }

    private static func parsedBy(
        oneCore text: String
    ) throws -> (root: JSONNode, duplicates: [String]) {
        var parser = JSONParser(bytes: Array(text.utf8))
        let root = try parser.parseDocument()
        return (root, parser.duplicates.map(Self.describe))
    }

    private static func parsedBy(
        twoCores text: String
    ) throws -> (root: JSONNode, duplicates: [String], inParts: Bool) {
        var parser = JSONParser(bytes: Array(text.utf8))
        let root = try parser.parseDocumentOnTwoCores(from: 0)
        return (root, parser.duplicates.map(Self.describe), parser.readInParts)
    }

    /// `text` read in two parts gives the tree and the duplicates one parser gives, and those duplicates are at
    /// `duplicates` (their pointers), in that order.
    private static func assertReadInPartsAsByOne(
        _ text: String, duplicates: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let one = try parsedBy(oneCore: text)
        let two = try parsedBy(twoCores: text)
        XCTAssertEqual(two.root, one.root, file: file, line: line)
        XCTAssertEqual(two.duplicates, one.duplicates, file: file, line: line)
        XCTAssertTrue(two.inParts, "the document was read by one parser", file: file, line: line)
        XCTAssertEqual(one.duplicates.map { String($0.prefix { $0 != " " }) }, duplicates, file: file, line: line)
    }

    private static func describe(_ duplicate: JSONParser.DuplicateKey) -> String {
        "\(duplicate.pointer) at \(duplicate.offset), first at \(duplicate.firstOffset)"
    }

    /// The root's last members go to the other core; duplicates before them, inside them, among them (of a key
    /// before them) and after them come in the order of one parser.
    func testTheRootsLastMembersInTheOrderOfOneParser() throws {
        let text = """
            {"a": \(Self.group(300, duplicateAt: 4)), "b": \(Self.group(300, duplicateAt: 7)),
             "c": \(Self.group(300, duplicateAt: 9)), "a": 1, "d": \(Self.group(300, duplicateAt: 2)), "c": []}
            """
        let split = try XCTUnwrap(JSONParser.split(Array(text.utf8), from: 0))
        XCTAssertEqual(split.path, [])
        // The handed-over members start at "c" (about half the document).
        XCTAssertEqual(
            String(decoding: Array(text.utf8)[split.start..<(split.start + 3)], as: UTF8.self), "\"c\"")
        try Self.assertReadInPartsAsByOne(text, duplicates: ["/a/t4", "/b/t7", "/c/t9", "/a", "/d/t2", "/c"])
    }

    /// A handed-over member whose key is one written before the split in another way (the Kelvin sign is a K to
    /// Swift's `==`) is a duplicate, as one parser finds it, whether a few members or many come before the split.
    func testAKeyWrittenTwoWaysAcrossTheSplitIsADuplicate() throws {
        for count in [0, 20] {
            let before = (0..<count).map { "\"m\($0)\": 0, " }.joined()
            let text = """
                {"K": 1, \(before)"a": \(Self.group(300)), "b": \(Self.group(300)), "\u{212A}": 2, "c": 3}
                """
            try Self.assertReadInPartsAsByOne(text, duplicates: ["/\u{212A}"])
        }
    }

    /// When one member holds most of the document, its own object is split, however deep.
    func testAMemberThatHoldsMostOfTheDocument() throws {
        let groups = (0..<8).map { "\"g\($0)\": \(Self.group(100, duplicateAt: $0 == 5 ? 3 : nil))" }
        let text = """
            {"name": "Large", "tokens": {"color": {\(groups.joined(separator: ", ")), "g1": {}}, "name": "x"},
             "name": "y"}
            """
        let split = try XCTUnwrap(JSONParser.split(Array(text.utf8), from: 0))
        XCTAssertEqual(split.path, ["tokens", "color"])
        XCTAssertEqual(split.depth, 3)
        try Self.assertReadInPartsAsByOne(text, duplicates: ["/tokens/color/g5/t3", "/tokens/color/g1", "/name"])
    }

    /// The object split is itself a duplicate key, which one parser leaves out: the document is parsed again by one.
    func testASplitObjectThatIsLeftOut() throws {
        let text = "{\"tokens\": {\"x\": 1}, \"tokens\": {\"a\": \(Self.group(200)), \"b\": \(Self.group(200))}}"
        XCTAssertEqual(try XCTUnwrap(JSONParser.split(Array(text.utf8), from: 0)).path, ["tokens"])
        let one = try Self.parsedBy(oneCore: text)
        let two = try Self.parsedBy(twoCores: text)
        XCTAssertEqual(two.root, one.root)
        XCTAssertEqual(two.duplicates, one.duplicates)
        XCTAssertFalse(two.inParts)
        XCTAssertEqual(one.duplicates.count, 1)
    }

    /// A malformed document fails as it does for one parser, wherever the mistake is.
    func testMalformedDocumentsFailAsForOneParser() throws {
        let valid = "{\"a\": \(Self.group(200, "a")), \"b\": \(Self.group(200, "b")), \"c\": \(Self.group(200, "c"))}"
        let broken = [
            valid.replacingOccurrences(of: "\"a150\": {", with: "\"a150\" {"),  // read by this core
            valid.replacingOccurrences(of: "\"c150\": {", with: "\"c150\" {"),  // by the other core
            valid.replacingOccurrences(of: "\"n\": [199", with: "\"n\": [199,"),  // in each group
            valid.replacingOccurrences(of: "\"b\": {", with: "\"b\": {,"),
            String(valid.dropLast()),  // truncated
            valid + ",",
            valid.replacingOccurrences(of: "\"c\":", with: "\"c\\u00\":"),
            valid.replacingOccurrences(of: "\"b10\"", with: "\"b10"),
            valid.replacingOccurrences(of: "\"c10\": {", with: "\"c10\": {{"),
            valid.replacingOccurrences(of: "[120, 1.5e2", with: "[01, 1.5e2"),
        ]
        for text in broken {
            XCTAssertNotEqual(text, valid)
            Self.assertFailsAsForOneParser(text)
        }
    }

    /// The scan counts brackets without matching them, and neither parser reads the byte a split ends at: an object
    /// that `]` closes is not split inside, and a handed-over run that does not end at a `}` fails.
    func testAnObjectClosedByAnotherBracketFailsAsForOneParser() throws {
        let groups = (0..<8).map { "\"g\($0)\": \(Self.group(100))" }
        let text = """
            {"name": "Large", "tokens": {"color": {\(groups.joined(separator: ", ")), "g1": {}], "name": "x"},
             "name": "y"}
            """
        XCTAssertNotEqual(JSONParser.split(Array(text.utf8), from: 0)?.path, ["tokens", "color"])
        Self.assertFailsAsForOneParser(text)

        let run = "{\"a\": 1, \"b\": 2]"
        var parser = JSONParser(bytes: Array(run.utf8))
        let start = try XCTUnwrap(run.utf8.firstIndex(of: UInt8(ascii: "\"")))
        XCTAssertThrowsError(
            try parser.parseMembers(
                from: run.utf8.distance(from: run.utf8.startIndex, to: start), to: run.utf8.count - 1, depth: 1,
                path: []))
    }

    /// `text` fails on two cores exactly as it fails for one parser.
    private static func assertFailsAsForOneParser(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var one = JSONParser(bytes: Array(text.utf8))
        var two = JSONParser(bytes: Array(text.utf8))
        let expected: JSONParser.Failure
        do {
            _ = try one.parseDocument()
            XCTFail("parsed: \(text.prefix(40))", file: file, line: line)
            return
        } catch {
            expected = error
        }
        do {
            _ = try two.parseDocumentOnTwoCores(from: 0)
            XCTFail("parsed on two cores: \(text.prefix(40))", file: file, line: line)
        } catch {
            XCTAssertEqual(error.offset, expected.offset, file: file, line: line)
            XCTAssertEqual(error.message, expected.message, file: file, line: line)
            XCTAssertEqual(error.code, expected.code, file: file, line: line)
            XCTAssertEqual(error.pointer, expected.pointer, file: file, line: line)
        }
    }

    /// Small documents, JSON5 and roots other than an object are parsed by one parser.
    func testWhatIsNotSplit() throws {
        let large = "{\"a\": \(Self.group(200)), \"b\": \(Self.group(200))}"
        XCTAssertNil(JSONParser.split(Array("[\(large)]".utf8), from: 0))
        XCTAssertNil(JSONParser.split(Array("\"\(String(repeating: "x", count: 1000))\"".utf8), from: 0))
        // One member holds the document, and it is an array.
        XCTAssertNil(JSONParser.split(Array("{\"a\": [\(Self.group(200))], \"b\": 1}".utf8), from: 0))
        var json5 = JSONParser(bytes: Array((large + " // end").utf8), dialect: .json5)
        XCTAssertEqual(try json5.parseDocumentOnTwoCores(from: 0), try Self.parsedBy(oneCore: large).root)
        XCTAssertEqual(json5.json5Features, [.comments])
    }
}
