import TestSupport
import XCTest

@testable import Tokens

/// The index that finds a key written twice in a large object (``MemberKeys``).
final class MemberKeysTests: XCTestCase {
    /// The duplicates one parser finds in a large object, and the keys it keeps, are those a `Dictionary` of the keys
    /// read so far finds, for thousands of keys drawn with repeats.
    func testALargeObjectsDuplicatesAreThoseADictionaryFinds() throws {
        var random = SplitMix64(seed: 0x5EED)
        let keys = (0..<6_000).map { _ in "color-\(random.next() % 4_000)" }
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        var parser = JSONParser(bytes: Array(text.utf8))
        let node = try parser.parseDocument()

        var firstOffsets: [String: Int] = [:]
        var kept: [(key: String, value: Int)] = []
        var duplicates: [(pointer: String, offset: Int, first: Int)] = []
        var offset = 1
        for (index, key) in keys.enumerated() {
            if let first = firstOffsets[key] {
                duplicates.append(("/" + key, offset, first))
            } else {
                firstOffsets[key] = offset
                kept.append((key, index))
            }
            offset += "\"\(key)\": \(index), ".utf8.count
        }
        XCTAssertGreaterThan(duplicates.count, 1_000, "the keys repeat")
        guard case .object(let members) = node.value else { return XCTFail("expected an object") }
        XCTAssertEqual(members.map(\.key), kept.map(\.key))
        XCTAssertEqual(members.map { $0.value.numberValue.map(Int.init) }, kept.map { Optional($0.value) })
        XCTAssertEqual(parser.duplicates.map(\.pointer.description), duplicates.map(\.pointer))
        XCTAssertEqual(parser.duplicates.map(\.offset), duplicates.map(\.offset))
        XCTAssertEqual(parser.duplicates.map(\.firstOffset), duplicates.map(\.first))
    }

    /// Keys are the same key when Swift's `==` says so, which compares canonically equivalent text alike, in a
    /// large object as in a small one: the Kelvin sign is a K, and an e with a combining accent is é.
    func testKeysThatAreOneTextWrittenTwoWaysAreDuplicates() throws {
        for (first, second) in [("K", "\u{212A}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}", "K")] {
            for count in [3, 40] {
                let names = (0..<count).map { "k\($0)" }
                let members = [first] + names + [second]
                let text = "{" + members.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
                var parser = JSONParser(bytes: Array(text.utf8))
                let node = try parser.parseDocument()
                XCTAssertEqual(parser.duplicates.map(\.firstOffset), [1], "\(first) \(second) in \(count + 2)")
                guard case .object(let kept) = node.value else { return XCTFail("expected an object") }
                XCTAssertEqual(kept.map(\.key), [first] + names)
            }
        }
    }

    /// Keys made to land on one slot move the index to a `Dictionary` once a key's probe passes
    /// ``MemberKeys/longestProbe`` slots (so that they cannot make it quadratic), and every key entered before and
    /// after is still found.
    func testKeysMadeToCollideMoveTheIndexToADictionary() {
        // Keys whose hashes' top 12 bits are zero all land on the first slot of every table of up to 4,096 slots.
        var colliding: [String] = []
        var candidate = 0
        while colliding.count < MemberKeys.longestProbe + 10 {
            let key = "key\(candidate)"
            if let hash = MemberKeys.asciiHash(key), hash >> 52 == 0 { colliding.append(key) }
            candidate += 1
        }
        var members: [JSONMember] = []
        var keys = MemberKeys()
        for key in colliding {
            XCTAssertNil(keys.firstPosition(of: key, in: members), key)
            members.append(JSONMember(key: key, value: JSONNode(.null)))
        }
        XCTAssertTrue(keys.usesDictionary)
        for (position, key) in colliding.enumerated() {
            XCTAssertEqual(keys.firstPosition(of: key, in: members), position, key)
        }
        XCTAssertNil(keys.firstPosition(of: "another", in: members))
    }

    /// A key that is not ASCII moves the index to a `Dictionary`, which compares text as `==` does; ASCII keys alone
    /// keep the table.
    func testAKeyThatIsNotASCIIMovesTheIndexToADictionary() {
        var members = (0..<20).map { JSONMember(key: "k\($0)", value: JSONNode(.null)) }
        var keys = MemberKeys(members)
        XCTAssertFalse(keys.usesDictionary)
        XCTAssertEqual(keys.firstPosition(of: "k7", in: members), 7)
        XCTAssertNil(keys.firstPosition(of: "gr\u{FC}n", in: members))
        members.append(JSONMember(key: "gr\u{FC}n", value: JSONNode(.null)))
        XCTAssertTrue(keys.usesDictionary)
        XCTAssertEqual(keys.firstPosition(of: "gru\u{308}n", in: members), 20)
        XCTAssertEqual(keys.firstPosition(of: "k19", in: members), 19)
        XCTAssertNotNil(MemberKeys.asciiHash("\u{7F}"))
        XCTAssertNil(MemberKeys.asciiHash("\u{80}"))
    }

    /// Keys that differ only in their last characters, as a large group's do (`color-100`, `color-101` …), spread
    /// over the table: none of these sets comes near ``MemberKeys/longestProbe`` and leaves the table.
    func testKeysThatDifferInTheirLastCharactersSpreadOverTheTable() {
        for name in ["c", "color-", "palette.blue.", String(repeating: "spacing-", count: 12)] {
            var members: [JSONMember] = []
            var keys = MemberKeys()
            for number in 0..<10_000 {
                let key = name + String(number)
                XCTAssertNil(keys.firstPosition(of: key, in: members), key)
                members.append(JSONMember(key: key, value: JSONNode(.null)))
            }
            XCTAssertFalse(keys.usesDictionary, name)
            for number in stride(from: 0, to: 10_000, by: 997) {
                XCTAssertEqual(
                    keys.firstPosition(of: name + String(number), in: members), number)
            }
        }
    }
}
