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
}
