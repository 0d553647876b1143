import Tokens

/// A JSON object tree built by inserting values at paths, keeping the order in which keys first appear.
///
/// Inserting is linear in the path length (members are indexed), so building a document of tens of thousands of
/// tokens stays fast.
final class OrderedTree {
    /// What sits at a key: a value, or a group. One dictionary for both, so that a step of a path is one lookup.
    private enum Member {
        case leaf(JSONValue)
        case child(OrderedTree)
    }

    private var keys: [String] = []
    private var members: [String: Member] = [:]
    /// Properties written before the members (a DTCG group's `$type`, say).
    private var leading: [JSONMember] = []
    /// The group a path last went through, and its key. Tokens come group by group, so most paths go through the
    /// same groups as the one before: comparing a key is cheaper than hashing it to look it up. Whenever it is set,
    /// `members[lastChild.key]` is `.child(lastChild.tree)`: what takes a group out of `members` clears it.
    private var lastChild: (key: String, tree: OrderedTree)?

    init() {}

    var isEmpty: Bool { keys.isEmpty && leading.isEmpty }

    /// Puts `value` at `path`; false when the path is taken, or runs through a value.
    @discardableResult
    func insert(_ path: [String], _ value: JSONValue) -> Bool {
        insert(path[...], value)
    }

    private func insert(_ path: ArraySlice<String>, _ value: JSONValue) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            // One lookup: the default is stored only where the key is missing, which the count then tells.
            let count = members.count
            Self.touch(&members[first, default: .leaf(value)])
            guard members.count > count else { return false }
            keys.append(first)
            return true
        }
        if let lastChild, lastChild.key == first { return lastChild.tree.insert(path.dropFirst(), value) }
        switch members[first] {
        case .leaf: return false
        case .child(let existing):
            lastChild = (first, existing)
            return existing.insert(path.dropFirst(), value)
        case nil:
            let child = OrderedTree()
            members[first] = .child(child)
            keys.append(first)
            lastChild = (first, child)
            return child.insert(path.dropFirst(), value)
        }
    }

    /// Passes its argument in and out unchanged: through a dictionary's `subscript(_:default:)`, it stores the
    /// default at a missing key.
    private static func touch(_ member: inout Member) {}

    /// The group at `key`, if one sits there.
    private func child(_ key: String) -> OrderedTree? {
        if case .child(let child)? = members[key] { return child }
        return nil
    }

    /// The value at `key`, if a value (not a group) sits there.
    private func leaf(_ key: String) -> JSONValue? {
        if case .leaf(let value)? = members[key] { return value }
        return nil
    }

    /// Whether a value or group sits at `path`.
    func contains(_ path: [String]) -> Bool {
        guard let first = path.first else { return true }
        if path.count == 1 { return members[first] != nil }
        return child(first)?.contains(Array(path.dropFirst())) ?? false
    }

    /// The value at `path`, when a value (not a group) sits there.
    func value(_ path: [String]) -> JSONValue? {
        guard let first = path.first else { return nil }
        if path.count == 1 { return leaf(first) }
        return child(first)?.value(Array(path.dropFirst()))
    }

    /// Replaces the value at `path`, where a value sits; false otherwise.
    @discardableResult
    func replace(_ path: [String], _ value: JSONValue) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            guard leaf(first) != nil else { return false }
            members[first] = .leaf(value)
            return true
        }
        return child(first)?.replace(Array(path.dropFirst()), value) ?? false
    }

    /// Takes the value at `path` out, and the groups it leaves empty; false when no value sits there.
    @discardableResult
    func remove(_ path: [String]) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            guard leaf(first) != nil else { return false }
            members[first] = nil
            keys.removeAll { $0 == first }
            return true
        }
        guard let child = child(first), child.remove(Array(path.dropFirst())) else { return false }
        if child.isEmpty {
            if lastChild?.tree === child { lastChild = nil }
            members[first] = nil
            keys.removeAll { $0 == first }
        }
        return true
    }

    /// Whether some value of the tree, at any depth, is or holds the string `text` (an alias to a path).
    func mentions(_ text: String) -> Bool {
        members.values.contains { member in
            switch member {
            case .leaf(let value): Self.holds(value, text)
            case .child(let child): child.mentions(text)
            }
        }
    }

    /// Whether `value` is or holds the string `text`.
    static func holds(_ value: JSONValue, _ text: String) -> Bool {
        switch value {
        case .string(let string): return string == text
        case .object(let members): return members.contains { holds($0.value.value, text) }
        case .array(let elements): return elements.contains { holds($0.value, text) }
        default: return false
        }
    }

    /// Whether a value (not a group) sits at `path`.
    func containsValue(_ path: [String]) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 { return leaf(first) != nil }
        return child(first)?.containsValue(Array(path.dropFirst())) ?? false
    }

    /// The subtree at `path`, created when missing.
    func group(_ path: [String]) -> OrderedTree? {
        guard let first = path.first else { return self }
        switch members[first] {
        case .leaf: return nil
        case .child(let existing): return existing.group(Array(path.dropFirst()))
        case nil:
            let child = OrderedTree()
            members[first] = .child(child)
            keys.append(first)
            return child.group(Array(path.dropFirst()))
        }
    }

    func setLeading(_ key: String, _ value: JSONValue) {
        leading.removeAll { $0.key == key }
        leading.append(JSONMember(key: key, value: JSONNode(value)))
    }

    var json: JSONValue {
        var members = leading
        for key in keys {
            switch self.members[key] {
            case .leaf(let leaf)?: members.append(JSONMember(key: key, value: JSONNode(leaf)))
            case .child(let child)?: members.append(JSONMember(key: key, value: JSONNode(child.json)))
            case nil: break
            }
        }
        return .object(members)
    }
}
