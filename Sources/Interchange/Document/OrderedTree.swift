import Tokens

/// A JSON object tree built by inserting values at paths, keeping the order in which keys first appear.
///
/// Inserting is linear in the path length (members are indexed), so building a document of tens of thousands of
/// tokens stays fast.
final class OrderedTree {
    private var keys: [String] = []
    private var children: [String: OrderedTree] = [:]
    private var leaves: [String: JSONValue] = [:]
    /// Properties written before the members (a DTCG group's `$type`, say).
    private var leading: [JSONMember] = []

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
            guard leaves[first] == nil, children[first] == nil else { return false }
            leaves[first] = value
            keys.append(first)
            return true
        }
        if leaves[first] != nil { return false }
        let child: OrderedTree
        if let existing = children[first] {
            child = existing
        } else {
            child = OrderedTree()
            children[first] = child
            keys.append(first)
        }
        return child.insert(path.dropFirst(), value)
    }

    /// Whether a value or group sits at `path`.
    func contains(_ path: [String]) -> Bool {
        guard let first = path.first else { return true }
        if path.count == 1 { return leaves[first] != nil || children[first] != nil }
        return children[first]?.contains(Array(path.dropFirst())) ?? false
    }

    /// The value at `path`, when a value (not a group) sits there.
    func value(_ path: [String]) -> JSONValue? {
        guard let first = path.first else { return nil }
        if path.count == 1 { return leaves[first] }
        return children[first]?.value(Array(path.dropFirst()))
    }

    /// Replaces the value at `path`, where a value sits; false otherwise.
    @discardableResult
    func replace(_ path: [String], _ value: JSONValue) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            guard leaves[first] != nil else { return false }
            leaves[first] = value
            return true
        }
        return children[first]?.replace(Array(path.dropFirst()), value) ?? false
    }

    /// Takes the value at `path` out, and the groups it leaves empty; false when no value sits there.
    @discardableResult
    func remove(_ path: [String]) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            guard leaves.removeValue(forKey: first) != nil else { return false }
            keys.removeAll { $0 == first }
            return true
        }
        guard let child = children[first], child.remove(Array(path.dropFirst())) else { return false }
        if child.isEmpty {
            children[first] = nil
            keys.removeAll { $0 == first }
        }
        return true
    }

    /// Whether some value of the tree, at any depth, is or holds the string `text` (an alias to a path).
    func mentions(_ text: String) -> Bool {
        leaves.values.contains { Self.holds($0, text) } || children.values.contains { $0.mentions(text) }
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
        if path.count == 1 { return leaves[first] != nil }
        return children[first]?.containsValue(Array(path.dropFirst())) ?? false
    }

    /// The subtree at `path`, created when missing.
    func group(_ path: [String]) -> OrderedTree? {
        guard let first = path.first else { return self }
        if leaves[first] != nil { return nil }
        if let existing = children[first] { return existing.group(Array(path.dropFirst())) }
        let child = OrderedTree()
        children[first] = child
        keys.append(first)
        return child.group(Array(path.dropFirst()))
    }

    func setLeading(_ key: String, _ value: JSONValue) {
        leading.removeAll { $0.key == key }
        leading.append(JSONMember(key: key, value: JSONNode(value)))
    }

    var json: JSONValue {
        var members = leading
        for key in keys {
            if let leaf = leaves[key] {
                members.append(JSONMember(key: key, value: JSONNode(leaf)))
            } else if let child = children[key] {
                members.append(JSONMember(key: key, value: JSONNode(child.json)))
            }
        }
        return .object(members)
    }
}
