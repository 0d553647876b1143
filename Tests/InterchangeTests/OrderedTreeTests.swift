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
}
