/// A token of a merged DTCG tree, with what its groups give it.
struct FlatToken {
    var path: [String]
    var file: Int
    var pointer: JSONPointer
    var node: JSONNode
    var keyOffset: Int
    var value: JSONNode
    var explicitType: DTCGType?
    /// Whether the token has a `$type` member (`explicitType` is `nil` when it names no type).
    var hasTypeMember: Bool
    var inheritedType: DTCGType?
    /// The token's own `$deprecated`, else the nearest group's.
    var deprecated: JSONValue?
    var description: String?
    var extensions: JSONNode?
    /// A group above has a `$type` that is not a type (reported there), so a missing type is not reported again.
    var typeAlreadyReported = false
    /// `path` joined with dots: the token's key (names cannot contain dots).
    var dotted: String
}

/// A color met while converting, for the gamut report.
struct ConvertedColorNote {
    var tokenPath: [String]
    var original: String
    var mapped: RGBA
    var deltaEOK: Double
}

/// Flattens a merged tree (after `$extends`) and converts every token's value to dsys's units.
///
/// One resolution per context (light, dark): references resolve within the same context.
struct DTCGResolution {
    var problems: DTCGProblems
    private(set) var tokens: [FlatToken] = []
    private var indexByPath: [String: Int] = [:]
    private var groupPaths: Set<String> = []
    let remBase: Double
    /// The units of dimensions (`rem` by `remBase`) and durations, and what each is worth in points or milliseconds.
    let dimensionUnits: [(name: String, factor: Double)]
    static let durationUnits: [(name: String, factor: Double)] = [("ms", 1), ("s", 1000)]
    /// Maps a DTCG token path to the dsys path of the token (see ``DTCGImport``).
    let ourPath: @Sendable ([String], DTCGType) -> [String]
    fileprivate(set) var gamutNotes: [ConvertedColorNote] = []
    /// The file and token a conversion in progress belongs to.
    fileprivate var conversionFile = 0
    fileprivate var conversionOwner = 0

    private enum State {
        case resolving
        case done(JSONValue?)
    }
    // Per token, by index (filled once the tokens are known).
    private var states: [State?] = []
    private var typeStates: [DTCGType??] = []
    private var typeVisiting: [Bool] = []
    /// The tokens whose value (or type) is being worked out, outermost first: the chain a circular reference runs
    /// through.
    private var valueChain: [Int] = []
    private var typeChain: [Int] = []

    init(
        root: TreeNode, problems: DTCGProblems, remBase: Double,
        ourPath: @escaping @Sendable ([String], DTCGType) -> [String]
    ) {
        self.problems = problems
        self.remBase = remBase
        dimensionUnits = [("px", 1), ("rem", remBase)]
        self.ourPath = ourPath
        var extended = root
        // Expanding copies the whole tree: only worth it when some group extends another.
        if Self.anyGroupExtends(root) {
            var expander = ExtendsExpander(root: root, problems: problems)
            extended = expander.expand(extended, path: [])
            self.problems = expander.problems
        }
        let count = Self.tokenCount(extended)
        tokens.reserveCapacity(count)
        indexByPath.reserveCapacity(count)
        flatten(extended, path: [], type: nil, deprecated: nil)
        states = Array(repeating: nil, count: tokens.count)
        typeStates = Array(repeating: nil, count: tokens.count)
        typeVisiting = Array(repeating: false, count: tokens.count)
    }

    /// The tokens (and `$root`s) in a tree, so that tables are made the right size at once.
    private static func tokenCount(_ node: TreeNode) -> Int {
        node.isToken ? 1 : node.children.reduce(0) { $0 + tokenCount($1.node) }
    }

    private static func anyGroupExtends(_ node: TreeNode) -> Bool {
        !node.isToken && (node.properties["$extends"] != nil || node.children.contains { anyGroupExtends($0.node) })
    }

    // MARK: - Flattening

    private mutating func flatten(
        _ group: TreeNode, path: [String], type: DTCGType?, deprecated: JSONValue?, badType: Bool = false
    ) {
        groupPaths.insert(path.joined(separator: "."))
        let written = group.properties["$type"]?.node
        let groupType = written == nil ? type : written?.stringValue.flatMap(DTCGType.init(rawValue:))
        let groupBadType = written == nil ? badType : groupType == nil
        let groupDeprecated = group.properties["$deprecated"]?.node.value ?? deprecated
        for (key, child) in group.children {
            let childPath = path + [key]
            if child.isToken {
                let node = child.node
                // One pass over the token's members (this runs for every token).
                guard case .object(let members) = node.value else { continue }
                var value: JSONNode?
                var typeNode: JSONNode?
                var deprecatedNode: JSONNode?
                var descriptionNode: JSONNode?
                var extensionsNode: JSONNode?
                for member in members {
                    switch member.key {
                    case "$value": value = member.value
                    case "$type": typeNode = member.value
                    case "$deprecated": deprecatedNode = member.value
                    case "$description": descriptionNode = member.value
                    case "$extensions": extensionsNode = member.value
                    default: break
                    }
                }
                guard let value else { continue }
                var token = FlatToken(
                    path: childPath, file: child.file, pointer: child.pointer, node: node, keyOffset: child.keyOffset,
                    value: value, explicitType: typeNode?.stringValue.flatMap(DTCGType.init(rawValue:)),
                    hasTypeMember: typeNode != nil, inheritedType: groupType,
                    deprecated: deprecatedNode?.value ?? groupDeprecated, description: descriptionNode?.stringValue,
                    extensions: extensionsNode, dotted: childPath.joined(separator: "."))
                if typeNode != nil, token.explicitType == nil {
                    token.inheritedType = nil  // an unknown $type, already reported: no guessing
                }
                token.typeAlreadyReported = typeNode == nil && groupBadType
                indexByPath[token.dotted] = tokens.count
                tokens.append(token)
            } else {
                flatten(child, path: childPath, type: groupType, deprecated: groupDeprecated, badType: groupBadType)
            }
        }
    }

    /// The index of the token at a dotted path.
    func index(of dotted: String) -> Int? {
        indexByPath[dotted]
    }

    // MARK: - Types

    /// The type of a token: its `$type`, else its reference's type, else its group's; `nil` (reported) otherwise.
    mutating func type(of index: Int) -> DTCGType? {
        if let known = typeStates[index] { return known ?? nil }
        if let explicit = tokens[index].explicitType {
            typeStates[index] = .some(explicit)
            return explicit
        }
        if tokens[index].hasTypeMember {
            typeStates[index] = .some(nil)
            return nil
        }
        let token = tokens[index]
        guard !typeVisiting[index] else {
            // The token's type depends on a chain of references that comes back to it.
            reportCycle(closingAt: index, chain: typeChain)
            typeStates[index] = .some(nil)
            return nil
        }
        typeVisiting[index] = true
        typeChain.append(index)
        defer {
            typeVisiting[index] = false
            typeChain.removeLast()
        }
        var result: DTCGType?
        let target = referenceTarget(token.value, file: token.file, pointer: token.pointer.appending("$value"))
        if let target, target.below.isEmpty {
            result = type(of: target.index)
        } else {
            // A pointer into part of another token's value gives no token type: the group's applies.
            result = token.inheritedType
        }
        if result == nil, !token.typeAlreadyReported {
            if !isReference(token.value) {
                problems.report(
                    .missingType, file: token.file, token.pointer, offset: token.keyOffset,
                    "the token has no $type and no group above it gives one; add \"$type\" "
                        + "(tools must not guess a type from the value)")
            } else if target == nil {
                // Nothing else reports a reference that leads nowhere when there is no type to convert to.
                _ = referenceTarget(
                    token.value, file: token.file, pointer: token.pointer.appending("$value"), report: true)
            } else if target?.below.isEmpty == false {
                problems.report(
                    .missingType, file: token.file, token.pointer, offset: token.keyOffset,
                    "the token points into part of another token's value, which gives it no type, and no group "
                        + "above it gives one; add \"$type\"")
            }
        }
        typeStates[index] = .some(result)
        return result
    }

    private func isReference(_ node: JSONNode) -> Bool {
        if let text = node.stringValue { return DTCGReference.curlyDotted(text) != nil }
        return node["$ref"] != nil
    }

    // MARK: - References

    /// Where a reference points: a token, and the pointer below its `$value` (empty for the whole value).
    struct Target {
        var index: Int
        var below: [String]
    }

    /// The target of `node` if it is a reference; `nil` when it is not one, or it does not resolve (reported).
    private mutating func referenceTarget(
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

    // MARK: - Values

    /// Sets a token's value found elsewhere (the same written value in the other appearance), unless known.
    mutating func seed(_ index: Int, _ value: JSONValue?) {
        if states[index] == nil { states[index] = .done(value) }
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

    /// The token's value in dsys's units (points, milliseconds, sRGB hex), with color references kept as
    /// `"{path}"`; `nil` when it is invalid (reported).
    mutating func value(of index: Int) -> JSONValue? {
        switch states[index] {
        case .done(let value): return value
        case .resolving:
            reportCycle(closingAt: index, chain: valueChain)
            return nil
        case nil: break
        }
        states[index] = .resolving
        valueChain.append(index)
        var result: JSONValue?
        if let type = type(of: index) {
            let tokenPointer = tokens[index].pointer
            result = convert(
                tokens[index].value, as: type, file: tokens[index].file,
                pointer: tokenPointer.appending("$value"), owner: index)
        }
        valueChain.removeLast()
        states[index] = .done(result)
        return result
    }

    /// Reports a circular reference on every token of the chain that comes back to `index` (format 7.2.3: the
    /// error affects all of them).
    private mutating func reportCycle(closingAt index: Int, chain: [Int]) {
        let members = chain.lastIndex(of: index).map { Array(chain[$0...]) } ?? [index]
        let path = (members + [index]).map { "{\(tokens[$0].dotted)}" }.joined(separator: " → ")
        for member in members {
            let token = tokens[member]
            problems.report(
                .aliasCycle, file: token.file, token.pointer.appending("$value"), offset: token.value.offset,
                "\(path) is a circular reference, so none of these tokens has a value; give one of them a real value")
        }
    }

    /// Converts a value (or sub-value) of `type`, following references.
    fileprivate mutating func convert(
        _ node: JSONNode, as type: DTCGType, file: Int, pointer: @autoclosure () -> JSONPointer, owner: Int
    ) -> JSONValue? {
        if isReference(node) {
            guard let target = referenceTarget(node, file: file, pointer: pointer(), report: true) else { return nil }
            if target.below.isEmpty {
                let targetType = self.type(of: target.index)
                guard let targetType else {
                    _ = value(of: target.index)
                    return nil
                }
                guard targetType == type else {
                    problems.report(
                        .typeMismatch, file: file, pointer(), offset: node.offset,
                        "{\(tokens[target.index].dotted)} is a \(targetType.rawValue) token, but a \(type.rawValue) "
                            + "is needed here; point it at a \(type.rawValue) token")
                    return nil
                }
                guard let targetValue = value(of: target.index) else { return nil }
                if type == .color {
                    return .string("{\(ourPath(tokens[target.index].path, .color).joined(separator: "."))}")
                }
                return targetValue
            }
            // A pointer into another token's value: read that part of its written value.
            guard let raw = writtenPart(target, reference: node, file: file, pointer: pointer()) else { return nil }
            let part = raw.node
            let before = problems
            let partPointer = raw.pointer
            guard let converted = convert(part, as: type, file: raw.file, pointer: partPointer, owner: target.index)
            else {
                // The part is a fine value of its own token but not what this place needs: say so here. (Broken
                // and circular references inside it are reported as they are.)
                let added = problems.list[before.list.count...].map(\.diagnostic)
                guard let reason = added.first?.message,
                    !added.contains(where: { $0.code == .aliasCycle || $0.code == .unknownAlias })
                else { return nil }
                problems = before
                problems.report(
                    .typeMismatch, file: file, pointer().appending("$ref"), offset: node["$ref"]?.offset ?? node.offset,
                    "\(quoted(node["$ref"]?.stringValue ?? "")) points at \(partPointer), which is not a valid "
                        + "\(type.rawValue) (\(reason)); point at a \(type.rawValue) value")
                return nil
            }
            return converted
        }
        let saved = (conversionFile, conversionOwner)
        (conversionFile, conversionOwner) = (file, owner)
        let result = convertValue(node, as: type, at: pointer())
        (conversionFile, conversionOwner) = saved
        return result
    }

    /// The written JSON that a pointer into part of a token's value names; `nil` (reported at the reference) when the
    /// pointer goes past the end of the value.
    private mutating func writtenPart(
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

// Converts written values of each type, checking them as the format requires.
extension DTCGResolution {
    private mutating func flag(
        _ code: Diagnostic.Code, _ pointer: @autoclosure () -> JSONPointer, _ node: JSONNode, _ message: String
    ) {
        problems.report(code, file: conversionFile, pointer(), offset: node.offset, message)
    }

    private mutating func part(
        _ node: JSONNode, _ type: DTCGType, _ pointer: @autoclosure () -> JSONPointer
    ) -> JSONValue? {
        convert(node, as: type, file: conversionFile, pointer: pointer(), owner: conversionOwner)
    }

    fileprivate mutating func convertValue(
        _ node: JSONNode, as type: DTCGType, at pointer: @autoclosure () -> JSONPointer
    ) -> JSONValue? {
        switch type {
        case .color: return color(node, at: pointer())
        case .dimension: return measure(node, at: pointer(), units: dimensionUnits, what: "dimension")
        case .duration: return measure(node, at: pointer(), units: Self.durationUnits, what: "duration")
        case .number:
            guard case .number(let value, _) = node.value, value.isFinite else {
                return wrong(node, pointer(), "a number")
            }
            return .number(value, lexeme: NumberText.shortest(value))
        case .fontFamily:
            switch node.value {
            case .string(let name) where !name.isEmpty: return node.value
            case .array(let names) where !names.isEmpty && names.allSatisfy({ $0.stringValue?.isEmpty == false }):
                return node.value
            default: return wrong(node, pointer(), "a font family name or a non-empty array of names")
            }
        case .fontWeight: return fontWeight(node, at: pointer())
        case .cubicBezier: return cubicBezier(node, at: pointer())
        case .strokeStyle: return strokeStyle(node, at: pointer())
        case .border:
            return composite(
                node, at: pointer(), what: "border",
                fields: [("color", .color, true), ("width", .dimension, true), ("style", .strokeStyle, true)])
        case .transition:
            return composite(
                node, at: pointer(), what: "transition",
                fields: [
                    ("duration", .duration, true), ("delay", .duration, true), ("timingFunction", .cubicBezier, true),
                ])
        case .typography:
            return composite(
                node, at: pointer(), what: "typography",
                fields: [
                    ("fontFamily", .fontFamily, true), ("fontSize", .dimension, true),
                    ("fontWeight", .fontWeight, true),
                    ("letterSpacing", .dimension, true), ("lineHeight", .number, true),
                ])
        case .shadow:
            if case .array(let layers) = node.value {
                guard !layers.isEmpty else { return wrong(node, pointer(), "a shadow or a non-empty array of shadows") }
                var converted: [JSONNode] = []
                for (position, layer) in layers.enumerated() {
                    guard let value = arrayElement(layer, .shadow, at: pointer().appending(position)) else {
                        return nil
                    }
                    converted += value
                }
                return .array(converted)
            }
            return shadowLayer(node, at: pointer())
        case .gradient:
            guard case .array(let stops) = node.value, !stops.isEmpty else {
                return wrong(node, pointer(), "an array of gradient stops {color, position}")
            }
            var converted: [JSONNode] = []
            var valid = true
            for (position, stop) in stops.enumerated() {
                if isReference(stop) {
                    guard let value = arrayElement(stop, .gradient, at: pointer().appending(position)) else {
                        valid = false
                        continue
                    }
                    converted += value
                    continue
                }
                guard
                    let value = composite(
                        stop, at: pointer().appending(position), what: "gradient stop",
                        fields: [("color", .color, true), ("position", .number, true)])
                else {
                    valid = false
                    continue
                }
                converted.append(JSONNode(clampPosition(value)))
            }
            return valid ? .array(converted) : nil
        }
    }

    /// An element of a shadow or gradient array: an explicit shadow (a stop is the caller's), or a reference to a
    /// token of the same type, whose shadow or stops take its place.
    private mutating func arrayElement(
        _ node: JSONNode, _ type: DTCGType, at pointer: @autoclosure () -> JSONPointer
    ) -> [JSONNode]? {
        guard isReference(node) else { return shadowLayer(node, at: pointer()).map { [JSONNode($0)] } }
        guard let value = part(node, type, pointer()) else { return nil }
        if case .array(let elements) = value { return elements }
        return [JSONNode(value)]
    }

    private mutating func wrong(
        _ node: JSONNode, _ pointer: @autoclosure () -> JSONPointer, _ expected: String
    ) -> JSONValue? {
        if case .object = node.value {
        } else if case .array = node.value {
        } else if case .string = node.value {
        } else if case .number(let number, let lexeme) = node.value {
            if !number.isFinite {
                flag(.badNumber, pointer(), node, "\(lexeme) is too large for a number; write a finite number")
                return nil
            }
        } else {
            flag(.wrongType, pointer(), node, "expected \(expected), found \(node.value.kindDescription)")
            return nil
        }
        flag(.invalidValue, pointer(), node, "expected \(expected), found \(CanonicalJSON.text(of: node.value))")
        return nil
    }

    /// Gradient stop positions outside 0...1 count as clamped, as the format says.
    private func clampPosition(_ stop: JSONValue) -> JSONValue {
        guard case .object(var members) = stop, let index = members.firstIndex(where: { $0.key == "position" }),
            case .number(let position, _) = members[index].value.value
        else { return stop }
        let clamped = min(max(position, 0), 1)
        members[index].value = JSONNode(.number(clamped, lexeme: NumberText.shortest(clamped)))
        return .object(members)
    }

    private mutating func shadowLayer(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        composite(
            node, at: pointer(), what: "shadow",
            fields: [
                ("color", .color, true), ("offsetX", .dimension, true), ("offsetY", .dimension, true),
                ("blur", .dimension, true), ("spread", .dimension, true), ("inset", nil, false),
            ])
    }

    /// An object of typed fields (`nil` type: a boolean), each converted; unknown and missing fields are errors.
    private mutating func composite(
        _ node: JSONNode, at pointer: @autoclosure () -> JSONPointer, what: String, fields: [(String, DTCGType?, Bool)]
    ) -> JSONValue? {
        guard case .object(let members) = node.value else {
            return wrong(node, pointer(), "a \(what) object with \(fields.map(\.0).joined(separator: ", "))")
        }
        var valid = true
        for member in members where !fields.contains(where: { $0.0 == member.key }) {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a \(what); allowed: \(fields.map(\.0).joined(separator: ", "))"
            )
            valid = false
        }
        var converted: [JSONMember] = []
        for (name, type, required) in fields {
            guard let field = node[name] else {
                if required {
                    flag(.missingKey, pointer(), node, "a \(what) needs \"\(name)\"; add it")
                    valid = false
                }
                continue
            }
            if let type {
                guard let value = part(field, type, pointer().appending(name)) else {
                    valid = false
                    continue
                }
                converted.append(JSONMember(key: name, value: JSONNode(value)))
            } else if case .bool = field.value {
                converted.append(JSONMember(key: name, value: JSONNode(field.value)))
            } else {
                flag(.wrongType, pointer().appending(name), field, "expected true or false")
                valid = false
            }
        }
        return valid ? .object(converted) : nil
    }

    private mutating func measure(
        _ node: JSONNode, at pointer: @autoclosure () -> JSONPointer, units: [(name: String, factor: Double)],
        what: String
    ) -> JSONValue? {
        guard case .object(let members) = node.value, let valueNode = node["value"], let unitNode = node["unit"] else {
            return wrong(node, pointer(), "a \(what) {\"value\": number, \"unit\": \(Self.list(units))}")
        }
        for member in members where member.key != "value" && member.key != "unit" {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a \(what); allowed: value, unit")
        }
        // The format allows a `$ref` to part of another value for either member (`#/base/$value/unit`).
        var number = valueNode.numberValue
        if valueNode["$ref"] != nil {
            guard case .number(let resolved, _)? = part(valueNode, .number, pointer().appending("value")) else {
                return nil
            }
            number = resolved
        }
        guard let value = number, value.isFinite else {
            return wrong(valueNode, pointer().appending("value"), "a number")
        }
        var unitName = unitNode.stringValue
        if let ref = unitNode["$ref"] {
            let refPointer = pointer().appending("unit")
            guard let target = referenceTarget(unitNode, file: conversionFile, pointer: refPointer, report: true)
            else { return nil }
            guard !target.below.isEmpty,
                let written = writtenPart(target, reference: unitNode, file: conversionFile, pointer: refPointer)
            else {
                if target.below.isEmpty {
                    flag(
                        .typeMismatch, refPointer.appending("$ref"), ref,
                        "a unit is a string; point at one (\"#/path/to/token/$value/unit\"), not at a whole token")
                }
                return nil
            }
            guard let name = written.node.stringValue, Self.factor(of: name, in: units) != nil else {
                flag(
                    .typeMismatch, refPointer.appending("$ref"), ref,
                    "\(quoted(ref.stringValue ?? "")) points at \(written.pointer), which is not a unit of a \(what) "
                        + "(\(Self.list(units)))")
                return nil
            }
            unitName = name
        }
        guard let unit = unitName, let factor = Self.factor(of: unit, in: units) else {
            return wrong(unitNode, pointer().appending("unit"), Self.list(units))
        }
        if what == "duration", value < 0 {
            flag(.invalidValue, pointer().appending("value"), valueNode, "a duration cannot be negative")
            return nil
        }
        let converted = value * factor
        return .number(converted, lexeme: NumberText.shortest(converted))
    }

    private static func factor(of unit: String, in units: [(name: String, factor: Double)]) -> Double? {
        units.first { $0.name == unit }?.factor
    }

    /// `"px" or "rem"`.
    private static func list(_ units: [(name: String, factor: Double)]) -> String {
        units.map { "\"\($0.name)\"" }.joined(separator: " or ")
    }

    static let fontWeights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    private mutating func fontWeight(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        switch node.value {
        case .number(let value, _) where value >= 1 && value <= 1000:
            return .number(value, lexeme: NumberText.shortest(value))
        case .string(let name):
            if let value = Self.fontWeights[name] { return .number(value, lexeme: NumberText.shortest(value)) }
            var message = "\(quoted(name)) is not a font weight name of the format"
            if let suggestion = closest(name, among: Self.fontWeights.keys) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            flag(.invalidValue, pointer(), node, message)
            return nil
        default: return wrong(node, pointer(), "a font weight from 1 to 1000, or a name such as \"bold\"")
        }
    }

    private mutating func cubicBezier(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        guard case .array(let elements) = node.value, elements.count == 4 else {
            return wrong(node, pointer(), "four numbers [x1, y1, x2, y2]")
        }
        var numbers: [JSONNode] = []
        for (position, element) in elements.enumerated() {
            guard let value = element.numberValue, value.isFinite else {
                return wrong(element, pointer().appending(position), "a number")
            }
            if position % 2 == 0, !(0...1).contains(value) {
                flag(
                    .invalidValue, pointer().appending(position), element, "x coordinates of a cubic Bézier are 0 to 1")
                return nil
            }
            numbers.append(JSONNode(.number(value, lexeme: NumberText.shortest(value))))
        }
        return .array(numbers)
    }

    static let strokeKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    private mutating func strokeStyle(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        if let keyword = node.stringValue {
            if Self.strokeKeywords.contains(keyword) { return node.value }
            flag(
                .invalidValue, pointer(), node,
                "\(quoted(keyword)) is not a stroke style; use one of \(Self.strokeKeywords.joined(separator: ", "))")
            return nil
        }
        guard case .object(let members) = node.value, case .array(let dashes)? = node["dashArray"]?.value,
            let lineCap = node["lineCap"]?.stringValue
        else {
            return wrong(node, pointer(), "a stroke style keyword or {\"dashArray\": [dimensions], \"lineCap\": …}")
        }
        for member in members where member.key != "dashArray" && member.key != "lineCap" {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a stroke style; allowed: dashArray, lineCap")
        }
        guard ["round", "butt", "square"].contains(lineCap), let lineCapNode = node["lineCap"] else {
            flag(.invalidValue, pointer().appending("lineCap"), node, "lineCap is one of round, butt, square")
            return nil
        }
        var converted: [JSONNode] = []
        for (position, dash) in dashes.enumerated() {
            guard let value = part(dash, .dimension, pointer().appending("dashArray").appending(position)) else {
                return nil
            }
            converted.append(JSONNode(value))
        }
        return .object([
            JSONMember(key: "dashArray", value: JSONNode(.array(converted))),
            JSONMember(key: "lineCap", value: lineCapNode),
        ])
    }

    // MARK: Colors

    private mutating func color(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        guard case .object(let members) = node.value else {
            if let text = node.stringValue, text.hasPrefix("#") {
                flag(
                    .invalidValue, pointer(), node,
                    "DTCG 2025.10 colors are objects, not strings; write {\"colorSpace\": \"srgb\", "
                        + "\"components\": [r, g, b], \"hex\": \(quoted(text))} (components from 0 to 1)")
                return nil
            }
            return wrong(node, pointer(), "a color object {\"colorSpace\", \"components\", \"alpha\"?, \"hex\"?}")
        }
        var valid = true
        for member in members
        where member.key != "colorSpace" && member.key != "components" && member.key != "alpha" && member.key != "hex" {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a color; allowed: colorSpace, components, alpha, hex")
            valid = false
        }
        guard let spaceNode = node["colorSpace"] else {
            flag(.missingKey, pointer(), node, "a color needs \"colorSpace\"; add it")
            return nil
        }
        guard let spaceName = spaceNode.stringValue, let space = ColorSpace(rawValue: spaceName) else {
            let names = ColorSpace.allCases.map(\.rawValue)
            var message = "\(CanonicalJSON.text(of: spaceNode.value)) is not a color space of the format"
            if let name = spaceNode.stringValue, let suggestion = closest(name, among: names) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; use one of \(names.joined(separator: ", "))"
            }
            flag(.invalidValue, pointer().appending("colorSpace"), spaceNode, message)
            return nil
        }
        guard case .array(let componentNodes)? = node["components"]?.value, componentNodes.count == 3 else {
            if let components = node["components"] {
                flag(
                    .invalidValue, pointer().appending("components"), components,
                    "\(space.rawValue) has three components (\(space.componentNames.joined(separator: ", ")))")
            } else {
                flag(.missingKey, pointer(), node, "a color needs \"components\"; add it")
            }
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(3)
        for (position, component) in componentNodes.enumerated() {
            var componentPointer: JSONPointer { pointer().appending("components").appending(position) }
            if component.stringValue == "none" {
                components.append(nil)
                continue
            }
            let range = space.componentRanges[position]
            let value: Double?
            if case .number(let number, _) = component.value, number.isFinite {
                value = number
            } else if component["$ref"] != nil, let resolved = part(component, .number, componentPointer),
                case .number(let number, _) = resolved
            {
                value = number
            } else {
                if component["$ref"] == nil {
                    flag(
                        .wrongType, componentPointer, component,
                        "expected a number or \"none\", found \(component.value.kindDescription)")
                }
                valid = false
                continue
            }
            if let value, let range, !range.contains(value) {
                let name = space.componentNames[position]
                flag(
                    .invalidValue, componentPointer, component,
                    "\(NumberText.shortest(value)) is outside the range of \(space.rawValue) \(name) "
                        + (name == "hue" ? "(0 up to, not including, 360)" : "(\(describe(range)))"))
                valid = false
            }
            components.append(value)
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            if case .number(let value, _) = alphaNode.value, (0...1).contains(value) {
                alpha = value
            } else {
                flag(.invalidValue, pointer().appending("alpha"), alphaNode, "alpha is a number from 0 to 1")
                valid = false
            }
        }
        var hexSpelling: String?
        if let hexNode = node["hex"] {
            if let text = hexNode.stringValue, text.utf8.count == 7, RGBA(hex: text) != nil {
                hexSpelling = text
            } else {
                flag(
                    .invalidValue, pointer().appending("hex"), hexNode,
                    "hex is a 6-digit CSS hex color like \"#ff00ff\" (alpha goes in \"alpha\")")
                valid = false
            }
        }
        guard valid else { return nil }
        let converted = ColorConversion.toSRGB(space, components: components, alpha: alpha)
        if let mapping = converted.gamutMapping {
            let written = components.map { $0.map(NumberText.shortest) ?? "none" }.joined(separator: " ")
            gamutNotes.append(
                ConvertedColorNote(
                    tokenPath: tokens[conversionOwner].path,
                    original: "\(space.rawValue)(\(written)\(alpha < 1 ? " / \(NumberText.shortest(alpha))" : ""))",
                    mapped: converted.rgba, deltaEOK: mapping.deltaEOK))
        }
        return .string(Self.hexText(converted.rgba, spelling: hexSpelling))
    }

    /// `#rrggbb[aa]`: lower case, or the spelling of the color's `hex` member when it names the same color (so
    /// `#FFFFFF` stays as written); alpha digits follow the case of the spelling's letters.
    static func hexText(_ color: RGBA, spelling: String?) -> String {
        guard let spelling else { return color.lowercaseHex }
        let upper = color.hex
        let six = String(upper.prefix(7))
        let alphaDigits = String(upper.dropFirst(7))
        if spelling.uppercased() == six {
            let usesUpper = spelling.contains { $0.isUppercase } && !spelling.contains { $0.isLowercase && $0 != "#" }
            return spelling + (usesUpper ? alphaDigits : alphaDigits.lowercased())
        }
        return color.lowercaseHex
    }

    private func describe(_ range: ClosedRange<Double>) -> String {
        "\(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))"
    }
}

/// Applies `$extends`: a group inherits the tokens and properties of the group it names; its own members win.
private struct ExtendsExpander {
    let root: TreeNode
    var problems: DTCGProblems
    private var chain: [[String]] = []

    init(root: TreeNode, problems: DTCGProblems) {
        self.root = root
        self.problems = problems
    }

    mutating func expand(_ node: TreeNode, path: [String]) -> TreeNode {
        guard !node.isToken else { return node }
        var result = node
        if let extends = node.properties["$extends"] {
            result.properties["$extends"] = nil
            if let targetPath = targetPath(extends.node) {
                if chain.contains(targetPath) || path.starts(with: targetPath) || targetPath == path {
                    problems.report(
                        .aliasCycle, file: extends.file, extends.pointer, offset: extends.node.offset,
                        "$extends {\(targetPath.joined(separator: "."))} leads back to this group "
                            + "(\(path.isEmpty ? "the root" : path.joined(separator: "."))); groups cannot extend "
                            + "themselves, their parents or each other in a circle")
                } else if let target = find(targetPath), !target.isToken {
                    chain.append(path)
                    var base = expand(target, path: targetPath)
                    chain.removeLast()
                    base.merge(result)
                    result = base
                    result.properties["$extends"] = nil
                } else {
                    problems.report(
                        .unknownAlias, file: extends.file, extends.pointer, offset: extends.node.offset,
                        "$extends {\(targetPath.joined(separator: "."))} names no group")
                }
            }
        }
        chain.append(path)
        result.children = result.children.map { (key, child) in (key, expand(child, path: path + [key])) }
        chain.removeLast()
        return result
    }

    private func targetPath(_ node: JSONNode) -> [String]? {
        if let text = node.stringValue { return DTCGReference.curlyPath(text) }
        return node["$ref"]?.stringValue.flatMap(DTCGReference.pointer)
    }

    private func find(_ path: [String]) -> TreeNode? {
        var current = root
        for segment in path {
            guard let next = current.child(segment) else { return nil }
            current = next
        }
        return current
    }
}
