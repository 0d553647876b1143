/// The tokens that other tokens may refer to by key (`{spacing.md}`, `{other.size.base}`): spacing, radii and
/// `tokens.other`, each with its written value, so that a reference can be followed before its target is read.
struct ReferenceTable {
    struct Entry {
        /// Spacing and radii are dimensions.
        var kind: OtherToken.Kind
        var shape: OtherShape
        var value: JSONNode
        var valuePointer: JSONPointer
        var dark: JSONNode?
        var darkPointer: JSONPointer?
    }

    enum State {
        case visiting
        case done(JSONValue?)
    }

    /// In the order read. Most documents refer to nothing, so the index by key is built on the first reference.
    private(set) var list: [(key: TokenKey, entry: Entry)] = []
    private var index: [TokenKey: Int]?
    /// The keys of groups, to say "names a group" rather than "names nothing".
    var groups: Set<TokenKey> = []
    var light: [TokenKey: State] = [:]
    var dark: [TokenKey: State] = [:]

    mutating func add(_ key: TokenKey, _ entry: Entry) {
        list.append((key, entry))
        index = nil
    }

    /// The entry of `key`, if there is one.
    mutating func entry(_ key: TokenKey) -> Entry? {
        if index == nil {
            var built: [TokenKey: Int] = [:]
            built.reserveCapacity(list.count)
            for (position, item) in list.enumerated() { built[item.key] = position }
            index = built
        }
        return index?[key].map { list[$0].entry }
    }

    /// The keys of every entry of `category`, for suggestions.
    func keys(of category: TokenCategory) -> [String] {
        list.lazy.filter { $0.key.category == category }.map(\.key.description)
    }

    subscript(state key: TokenKey, dark isDark: Bool) -> State? {
        get { isDark ? dark[key] : light[key] }
        set {
            if isDark {
                dark[key] = newValue
            } else {
                light[key] = newValue
            }
        }
    }
}

extension DocumentReader {
    // MARK: - References between tokens of every type

    /// Whether a written value holds a reference to another token anywhere (color aliases, `{palette.blue}`, are
    /// resolved in place and do not count).
    static func containsReference(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): return text.utf8.first == UInt8(ascii: "{") && TokenKey(reference: text) != nil
        case .array(let elements): return elements.contains { containsReference($0.value) }
        case .object(let members): return members.contains { containsReference($0.value.value) }
        default: return false
        }
    }

    /// Whether a written value stands for another token here. Format 1 had no such references: there a string that
    /// the place takes as it is (a `string` or `fontFamily` token, `"{…}"` included) is that string, as dsys 0.1
    /// read it; other such strings are reported as needing format 2.
    func isReference(_ node: JSONNode, literal shape: OtherShape) -> Bool {
        guard Self.isReference(node) else { return false }
        return format != .v1 || !shape.accepts(node)
    }

    /// Whether a written value is a reference (`"{…}"`) rather than a value of its own.
    static func isReference(_ node: JSONNode) -> Bool {
        guard case .string(let text) = node.value else { return false }
        return text.utf8.first == UInt8(ascii: "{") && text.utf8.last == UInt8(ascii: "}")
    }

    /// The key a reference names, checked to exist and to be of a kind the place accepts; `nil` when not (reported).
    mutating func referenceTarget(
        _ node: JSONNode, at pointer: JSONPointer, kind: OtherToken.Kind, references: inout ReferenceTable
    ) -> TokenKey? {
        let text = node.stringValue ?? ""
        guard format != .v1 else {
            report(
                .invalidValue, pointer, offset: node.offset,
                "\(quoted(text)): references to tokens other than colors need document format 2; run `dsysctl migrate` "
                    + "to rewrite the document in format 2, or write the value itself")
            return nil
        }
        let example = kind == .dimension ? "{spacing.md}" : "{other.group.name}"
        guard let key = TokenKey(reference: text) else {
            report(
                .unknownAlias, pointer, offset: node.offset,
                "\(quoted(text)) is not a reference to a \(kind.rawValue) token; write its category and path in "
                    + "braces, like \"\(example)\"")
            return nil
        }
        // Colors, text styles and shadows are never values of another token: the reference is of the wrong type
        // whether or not the token exists, as with an `other` token of another type.
        guard key.category != .color, key.category != .typography, key.category != .shadow else {
            report(
                .typeMismatch, pointer, offset: node.offset,
                "\(key.reference) names a \(key.category.rawValue) token, but a \(kind.rawValue) is needed here; "
                    + "point it at a \(kind.rawValue) token, like \"\(example)\"")
            return nil
        }
        guard let entry = references.entry(key) else {
            var message: String
            if references.groups.contains(key) {
                message = "\(key.reference) names a group, not a token; point it at one of the group's tokens"
            } else {
                message = "\(key.reference) names no token"
                if let suggestion = closest(key.description, among: references.keys(of: key.category)) {
                    message += "; did you mean {\(suggestion)}?"
                } else {
                    message += "; check the spelling, or add the token"
                }
            }
            report(.unknownAlias, pointer, offset: node.offset, message)
            return nil
        }
        guard entry.kind == kind else {
            report(
                .typeMismatch, pointer, offset: node.offset,
                "\(key.reference) is a \(entry.kind.rawValue) token, but a \(kind.rawValue) is needed here; point it "
                    + "at a \(kind.rawValue) token")
            return nil
        }
        return key
    }

    /// The value of token `key` in one appearance with every reference followed (in dsys units, colors as hex);
    /// `nil` when it has none (the problem is reported where it is).
    ///
    /// Whole-value references are followed in a loop, not by recursion, so a chain of any length resolves and the
    /// order of the entries never matters; coming back to a token of the walk is a cycle.
    mutating func resolvedValue(
        of key: TokenKey, dark: Bool, references: inout ReferenceTable, colors: ColorTable?
    ) -> JSONValue? {
        var chain: [TokenKey] = []
        var current = key
        var result: JSONValue?
        walk: while true {
            switch references[state: current, dark: dark] {
            case .done(let value)?:
                result = value
                break walk
            case .visiting?:
                let cycle = Array(chain[(chain.firstIndex(of: current) ?? 0)...])
                // From its least key: met again from another of its tokens, or in the other appearance through
                // the same written values, the cycle reads the same and is reported once.
                let start = cycle.indices.min { cycle[$0] < cycle[$1] } ?? 0
                let ordered = Array(cycle[start...] + cycle[..<start])
                let names = (ordered + ordered.prefix(1)).map(\.reference).joined(separator: " → ")
                for member in cycle {
                    guard let entry = references.entry(member) else { continue }
                    let (node, pointer) = written(entry, dark: dark)
                    report(
                        .aliasCycle, pointer, offset: node.offset,
                        "reference cycle \(names); one of them needs a value of its own")
                }
                break walk
            case nil:
                guard let entry = references.entry(current) else { break walk }
                references[state: current, dark: dark] = .visiting
                chain.append(current)
                let (node, pointer) = written(entry, dark: dark)
                if isReference(node, literal: entry.shape) {
                    guard
                        let target = referenceTarget(node, at: pointer, kind: entry.kind, references: &references)
                    else { break walk }
                    current = target
                    continue walk
                }
                result = resolveShape(
                    node, entry.shape, at: pointer, dark: dark, references: &references, colors: colors)
                break walk
            }
        }
        for member in chain {
            guard case .visiting? = references[state: member, dark: dark] else { continue }
            var value = result
            // A value reached through references must still fit each token's own range.
            if member != chain.last, let entry = references.entry(member), let number = value?.numberValue,
                case .number(let range, let unit) = entry.shape, !range.bounds.0.contains(number)
            {
                let (node, pointer) = written(entry, dark: dark)
                report(
                    .badNumber, pointer, offset: node.offset,
                    "\(node.stringValue ?? "") comes to \(NumberText.shortest(number)), out of range; \(unit) must be "
                        + range.bounds.1)
                value = nil
            }
            references[state: member, dark: dark] = .done(value)
        }
        return references[state: key, dark: dark].flatMap { state in
            if case .done(let value) = state { return value }
            return nil
        }
    }

    /// The written value of an entry for one appearance: its dark value, or its value when it has no dark one.
    private func written(_ entry: ReferenceTable.Entry, dark: Bool) -> (JSONNode, JSONPointer) {
        if dark, let node = entry.dark, let pointer = entry.darkPointer { return (node, pointer) }
        return (entry.value, entry.valuePointer)
    }

    /// A member that may be a number or a reference to a token of `kind`: its value after following the
    /// reference, and the key referred to.
    mutating func referableNumber(
        _ node: JSONNode, at pointer: JSONPointer, kind: OtherToken.Kind, range: NumberRange, unit: String,
        references: inout ReferenceTable, colors: ColorTable?
    ) -> (value: Double, reference: TokenKey?)? {
        guard Self.isReference(node) else {
            return number(node, at: pointer, in: range, unit: unit).map { ($0, nil) }
        }
        guard let target = referenceTarget(node, at: pointer, kind: kind, references: &references),
            let value = resolvedValue(of: target, dark: false, references: &references, colors: colors)?.numberValue
        else { return nil }
        guard range.bounds.0.contains(value) else {
            report(
                .badNumber, pointer, offset: node.offset,
                "\(target.reference) is \(NumberText.shortest(value)), out of range here; \(unit) must be "
                    + range.bounds.1)
            return nil
        }
        return (value, target)
    }

    /// Checks a value against its shape and gives it back with every reference inside followed; `nil` when it
    /// does not fit (reported).
    mutating func resolveShape(
        _ node: JSONNode, _ shape: OtherShape, at pointer: JSONPointer, dark: Bool, references: inout ReferenceTable,
        colors: ColorTable?
    ) -> JSONValue? {
        switch shape {
        case .referable(let kind, let inner):
            guard isReference(node, literal: inner) else {
                return resolveShape(node, inner, at: pointer, dark: dark, references: &references, colors: colors)
            }
            guard let target = referenceTarget(node, at: pointer, kind: kind, references: &references) else {
                return nil
            }
            return resolvedValue(of: target, dark: dark, references: &references, colors: colors)
        case .color:
            guard let color = readColorValue(node, at: pointer) else { return nil }
            switch color.value {
            case .literal: return node.value
            case .alias(let target):
                guard let colors else { return nil }
                guard let index = colors.indexByPath[target] else {
                    reportUnknownColor(target, at: pointer, offset: node.offset, table: colors)
                    return nil
                }
                let resolved = colors.tokens[index].resolved
                return .string((dark ? resolved.dark : resolved.light).hex)
            }
        case .array(let element, let nonEmpty):
            guard case .array(let elements) = node.value else {
                wrongType(node, at: pointer, expected: "an array")
                return nil
            }
            if nonEmpty, elements.isEmpty {
                report(.invalidValue, pointer, offset: node.offset, "the array may not be empty")
                return nil
            }
            var resolved: [JSONNode] = []
            var valid = true
            for (index, item) in elements.enumerated() {
                if let value = resolveShape(
                    item, element, at: pointer.appending(index), dark: dark, references: &references, colors: colors)
                {
                    resolved.append(JSONNode(value))
                } else {
                    valid = false
                }
            }
            return valid ? .array(resolved) : nil
        case .object(let fields, let what):
            guard case .object(let members) = node.value else {
                wrongType(node, at: pointer, expected: "\(what) (an object)")
                return nil
            }
            checkMembers(
                members, of: node, at: pointer, allowed: fields.map(\.key),
                required: fields.filter(\.required).map(\.key), context: what)
            var valid = members.allSatisfy { member in fields.contains { $0.key == member.key } }
            var resolved: [JSONMember] = []
            for field in fields {
                guard let value = node[field.key] else {
                    if field.required { valid = false }
                    continue
                }
                if let result = resolveShape(
                    value, field.shape, at: pointer.appending(field.key), dark: dark, references: &references,
                    colors: colors)
                {
                    resolved.append(JSONMember(key: field.key, value: JSONNode(result)))
                } else {
                    valid = false
                }
            }
            // In the order written, as the canonical text keeps it.
            let order = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            resolved.sort { (order[$0.key] ?? 0) < (order[$1.key] ?? 0) }
            return valid ? .object(resolved) : nil
        case .either(let first, let second, let expected):
            if first.accepts(node) {
                return resolveShape(node, first, at: pointer, dark: dark, references: &references, colors: colors)
            }
            if second.accepts(node) {
                return resolveShape(node, second, at: pointer, dark: dark, references: &references, colors: colors)
            }
            wrongType(node, at: pointer, expected: expected)
            return nil
        case .number(let range, let unit):
            return number(node, at: pointer, in: range, unit: unit).map { _ in node.value }
        case .bool:
            if case .bool = node.value { return node.value }
            wrongType(node, at: pointer, expected: "true or false")
            return nil
        case .anyString:
            if node.stringValue != nil { return node.value }
            wrongType(node, at: pointer, expected: "a string")
            return nil
        case .nonEmptyString:
            if let text = node.stringValue, !text.isEmpty { return node.value }
            wrongType(node, at: pointer, expected: "a non-empty string")
            return nil
        case .keyword(let words):
            if let text = node.stringValue, words.contains(text) { return node.value }
            if let text = node.stringValue {
                report(
                    .invalidValue, pointer, offset: node.offset,
                    "\(quoted(text)) is not one of \(words.joined(separator: ", "))")
            } else {
                wrongType(node, at: pointer, expected: "one of \(words.joined(separator: ", "))")
            }
            return nil
        case .bezier:
            return checkBezier(node, at: pointer) ? node.value : nil
        }
    }
}

extension JSONValue {
    /// The number, when the value is one.
    package var numberValue: Double? {
        if case .number(let number, _) = self { return number }
        return nil
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
