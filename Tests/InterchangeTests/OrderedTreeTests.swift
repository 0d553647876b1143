import XCTest

@testable import Interchange
@testable import Tokens

/// The tree an import builds its document in.
final class OrderedTreeTests: XCTestCase {
    func testATreeKeepsTheFirstValueAtAPathAndTheOrderKeysFirstAppearIn() {
        let tree = OrderedTree()
        XCTAssertTrue(tree.insert(["b", "x"], .string("1")))
        XCTAssertTrue(tree.insert(["a"], .string("2")))
        XCTAssertTrue(tree.insert(["b", "y"], .string("3")))
        XCTAssertFalse(tree.insert(["b", "x"], .string("4")), "the path is taken")
        XCTAssertFalse(tree.insert(["a", "z"], .string("5")), "the path runs through a value")
        XCTAssertFalse(tree.insert(["b"], .string("6")), "a group sits there")
        XCTAssertFalse(tree.insert([], .string("7")))
        XCTAssertEqual(tree.value(["b", "x"]), .string("1"))
        guard case .object(let members) = tree.json, case .object(let group)? = members.first?.value.value else {
            return XCTFail("the tree is an object of a group and a value: \(tree.json)")
        }
        XCTAssertEqual(members.map(\.key), ["b", "a"])
        XCTAssertEqual(group.map(\.key), ["x", "y"])
        XCTAssertEqual(group.map(\.value.value), [.string("1"), .string("3")])
    }

    /// Taking values out leaves no trace in the JSON; a group left empty goes too, and a key put back comes last.
    func testValuesTakenOutLeaveNoTraceAndAKeyPutBackComesLast() {
        let tree = OrderedTree()
        for (path, text) in [(["a", "x"], "1"), (["b"], "2"), (["c", "y"], "3"), (["c", "z"], "4")] {
            XCTAssertTrue(tree.insert(path, .string(text)))
        }
        XCTAssertTrue(tree.remove(["a", "x"]), "the group a is left empty and goes")
        XCTAssertFalse(tree.remove(["a", "x"]))
        XCTAssertFalse(tree.contains(["a"]))
        XCTAssertTrue(tree.remove(["c", "y"]))
        XCTAssertTrue(tree.contains(["c"]))
        XCTAssertFalse(tree.remove(["c"]), "a group is no value")
        XCTAssertTrue(tree.replace(["b"], .string("5")))
        XCTAssertFalse(tree.replace(["c"], .string("6")), "a group is no value")
        XCTAssertTrue(tree.insert(["a"], .string("7")))
        XCTAssertTrue(tree.mentions("5"))
        XCTAssertFalse(tree.mentions("1"))
        XCTAssertEqual(tree.group(["c"])?.insert(["w"], .string("8")), true)
        XCTAssertNil(tree.group(["b", "v"]), "b is a value")
        guard case .object(let members) = tree.json, case .object(let group)? = members.dropFirst().first?.value.value
        else { return XCTFail("\(tree.json)") }
        XCTAssertEqual(members.map(\.key), ["b", "c", "a"])
        XCTAssertEqual(members.first?.value.value, .string("5"))
        XCTAssertEqual(group.map(\.key), ["z", "w"])
        for path in [["b"], ["c", "z"], ["c", "w"], ["a"]] { XCTAssertTrue(tree.remove(path), "\(path)") }
        XCTAssertTrue(tree.isEmpty)
        XCTAssertEqual(tree.json, .object([]))
    }

    /// A path goes through the group the one before it went through without looking it up: coming back to a group,
    /// and a group taken out and made again, still put each value where its path says.
    func testAPathFindsItsGroupsWhateverThePathBeforeIt() throws {
        let tree = OrderedTree()
        for (path, text) in [
            (["a", "b", "x"], "1"), (["a", "b", "y"], "2"), (["a", "c", "x"], "3"), (["a", "b", "z"], "5"),
            (["a", "c", "y"], "6"), (["d", "x"], "4"),
        ] {
            XCTAssertTrue(tree.insert(path, .string(text)), "\(path)")
        }
        // d, the group the last path went through, goes when it is left empty.
        XCTAssertTrue(tree.remove(["d", "x"]))
        XCTAssertTrue(tree.insert(["d", "y"], .string("9")), "d is made again")
        XCTAssertTrue(tree.insert(["d", "z"], .string("10")))
        XCTAssertEqual(tree.value(["d", "y"]), .string("9"))
        XCTAssertFalse(tree.contains(["d", "x"]))
        XCTAssertFalse(tree.insert(["a", "b", "x"], .string("7")), "the path is taken")
        XCTAssertFalse(tree.insert(["a", "b"], .string("8")), "a group sits there")
        let expected =
            #"{"a": {"b": {"x": "1", "y": "2", "z": "5"}, "c": {"x": "3", "y": "6"}}, "d": {"y": "9", "z": "10"}}"#
        var parser = JSONParser(bytes: Array(expected.utf8))
        XCTAssertEqual(CanonicalJSON.text(of: tree.json), CanonicalJSON.text(of: try parser.parseDocument().value))
    }
}
