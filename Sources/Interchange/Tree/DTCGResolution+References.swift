import Tokens

// References and JSON pointers: what they name, and the written value they point into.
extension DTCGResolution {
    /// Where a reference points: a token, and the pointer below its `$value` (empty for the whole value).
    struct Target {
        var index: Int
        var below: [String]
    }

    /// The target of `node` if it is a reference; `nil` when it is not one, or it does not resolve (reported).
    mutating func referenceTarget(
        _ node: JSONNode, file: Int, pointer: @autoclosure () -> JSONPointer, report: Bool = false
    ) -> Target? {
        if let text = node.stringValue {
            guard let dotted = DTCGReference.curlyDotted(text) else { return nil }
            if let index = indexByPath[dotted] { return Target(index: index, below: []) }
            if report {
                var message =
                    groupPaths.contains(dotted)
                    ? "{\(dotted)} names a group, not a token; point it at a token (a group's own value is {\(dotted).$root})"
                    : "{\(dotted)} names no token"
                if !groupPaths.contains(dotted), let suggestion = closest(dotted, among: indexByPath.keys) {
                    message += "; did you mean {\(suggestion)}?"
                }
                problems.report(.unknownAlias, file: file, pointer(), offset: node.offset, message)
            }
            return nil
        }
        guard let refNode = node["$ref"] else { return nil }
        guard let text = refNode.stringValue else {
            if report {
                problems.report(
                    .wrongType, file: file, pointer().appending("$ref"), offset: refNode.offset,
                    "expected a JSON pointer string like \"#/color/blue/$value\"")
            }
            return nil
        }
        guard let segments = DTCGReference.pointer(text) else {
            if report {
                problems.report(
                    .unsupported, file: file, pointer().appending("$ref"), offset: refNode.offset,
                    "\(quoted(text)) points outside this document; dsys reads same-document pointers (\"#/…\") — "
                        + "pass the other file to the import as well and point into the merged tokens")
            }
            return nil
        }
        // The first prefix of the pointer that names a token, found in the index by its dotted path (names hold no
        // dots, so a dotted path names one place; a pointer segment with a dot names nothing).
        if !segments.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) }) {
            var dotted = ""
            for (position, segment) in segments.enumerated() {
                dotted += position == 0 ? segment : "." + segment
                guard let index = indexByPath[dotted] else { continue }
                let rest = segments[(position + 1)...]
                if rest.isEmpty { return Target(index: index, below: []) }
                guard rest.first == "$value" else { break }
                return Target(index: index, below: Array(rest.dropFirst()))
            }
        }
        if report {
            problems.report(
                .unknownAlias, file: file, pointer().appending("$ref"), offset: refNode.offset,
                "\(quoted(text)) does not point at a token or into a token's $value")
        }
        return nil
    }

    func isReference(_ node: JSONNode) -> Bool {
        if let text = node.stringValue { return DTCGReference.curlyDotted(text) != nil }
        return node["$ref"] != nil
    }

    /// Whether a written value holds a reference anywhere (a curly reference or a `$ref`).
    static func containsReference(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let text): return DTCGReference.curlyDotted(text) != nil
        case .array(let elements): return elements.contains { containsReference($0) }
        case .object(let members):
            return members.contains { $0.key == "$ref" || containsReference($0.value) }
        default: return false
        }
    }

    /// The written JSON that a pointer into part of a token's value names; `nil` (reported at the reference) when the
    /// pointer goes past the end of the value.
    mutating func writtenPart(
        _ target: Target, reference: JSONNode, file: Int, pointer: @autoclosure () -> JSONPointer
    ) -> (node: JSONNode, file: Int, pointer: JSONPointer)? {
        guard let raw = rawValue(of: target.index, depth: 0) else { return nil }
        var part = raw.node
        for segment in target.below {
            switch part.value {
            case .object: part = part[segment] ?? JSONNode(.null, offset: -1)
            case .array(let elements):
                if let position = Int(segment), elements.indices.contains(position) {
                    part = elements[position]
                } else {
                    part = JSONNode(.null, offset: -1)
                }
            default: part = JSONNode(.null, offset: -1)
            }
            if part.offset < 0 { break }
        }
        guard part.offset >= 0 else {
            problems.report(
                .unknownAlias, file: file, pointer().appending("$ref"), offset: reference.offset,
                "the pointer goes past the end of {\(tokens[target.index].dotted)}'s value")
            return nil
        }
        return (part, raw.file, JSONPointer(raw.pointer.tokens + target.below))
    }

    /// The written `$value` of a token, following whole-value references to the one that holds a value.
    private mutating func rawValue(of index: Int, depth: Int) -> (node: JSONNode, file: Int, pointer: JSONPointer)? {
        let token = tokens[index]
        guard depth < 64 else {
            problems.report(
                .aliasCycle, file: token.file, token.pointer.appending("$value"), offset: token.value.offset,
                "{\(token.dotted)} refers back to itself through its references")
            return nil
        }
        if let target = referenceTarget(token.value, file: token.file, pointer: token.pointer), target.below.isEmpty {
            return rawValue(of: target.index, depth: depth + 1)
        }
        return (token.value, token.file, token.pointer.appending("$value"))
    }
}
