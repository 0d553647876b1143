import Tokens

/// Style Dictionary's own token files (its `value`/`type` shape, before DTCG's `$`), rewritten into the neutral tree's
/// shape: every token at the same place in the file (its line and column), its value and type as the format's.
///
/// As Style Dictionary reads them: `comment` is the description; `attributes` and any other member are kept in
/// `$extensions["dev.dsys.members"]`; `deprecated` (with `deprecated_comment`) is `$deprecated`. A token without `type`
/// is typed by its CTI category, the first group of its path (`color/…`, `size/…`, `time/…`, as Style Dictionary's
/// transforms match tokens), else by a value that can only be one type (a CSS color, `"4px"`, `"200ms"`). Sizes
/// without a unit are rem and times without a unit milliseconds, as its `size/rem` and `time/seconds` transforms read
/// them. A reference to a token's `.value` (Style Dictionary 3's `{color.red.value}`) names the token. Tokens of types
/// with no design value a dsys document can hold (`asset` font files, `content` icon glyphs, custom types) are skipped
/// and listed.
struct StyleDictionary {
    /// The file rewritten, what was read in Style Dictionary's ways, and the tokens skipped.
    struct Reading {
        var root: JSONNode
        var notes: [DraftNote] = []
        var skipped: [SkippedToken] = []
    }

    /// The format's type of each Style Dictionary type name, and how a number without a unit is read.
    static let types: [String: (type: DTCGType, unitless: String?)] = [
        "color": (.color, nil), "dimension": (.dimension, "rem"), "size": (.dimension, "rem"),
        "fontSize": (.dimension, "rem"), "fontFamily": (.fontFamily, nil), "fontWeight": (.fontWeight, nil),
        "time": (.duration, "ms"), "duration": (.duration, "ms"), "number": (.number, nil),
        "opacity": (.number, nil), "lineHeight": (.number, nil), "cubicBezier": (.cubicBezier, nil),
        "strokeStyle": (.strokeStyle, nil),
        "border": (.border, nil), "transition": (.transition, nil), "shadow": (.shadow, nil),
        "gradient": (.gradient, nil), "typography": (.typography, nil),
    ]

    /// The CTI categories that type a token without `type`.
    static let categories: [String: String] = ["color": "color", "size": "size", "time": "time"]

    /// Whether the members of an object are a Style Dictionary token: a `value`, and no `$value`.
    static func isToken(_ members: [JSONMember]) -> Bool {
        members.contains { $0.key == "value" } && !members.contains { $0.key == "$value" }
    }

    /// Whether a parsed file holds Style Dictionary tokens (`value` without `$`) rather than DTCG's: its first
    /// token says (a file writes its tokens one way; Tokens Studio's reader reports one that mixes them).
    static func holdsTokens(_ node: JSONNode) -> Bool {
        firstTokenIsStyleDictionarys(node) ?? false
    }

    private static func firstTokenIsStyleDictionarys(_ node: JSONNode) -> Bool? {
        guard case .object(let members) = node.value else { return nil }
        if members.contains(where: { $0.key == "$value" }) { return false }
        if isToken(members) { return true }
        for member in members where !member.key.hasPrefix("$") {
            if let found = firstTokenIsStyleDictionarys(member.value) { return found }
        }
        return nil
    }

    /// The problem of a Style Dictionary file under `--strict`, at its first token.
    static func strictProblem(_ file: DTCGFile) -> FileDiagnostic {
        func first(_ node: JSONNode, _ path: [String]) -> (JSONPointer, Int)? {
            guard case .object(let members) = node.value else { return nil }
            for member in members where !member.key.hasPrefix("$") {
                guard case .object(let fields) = member.value.value else { continue }
                if isToken(fields) { return (JSONPointer(path + [member.key]), member.keyOffset) }
                if let found = first(member.value, path + [member.key]) { return found }
            }
            return nil
        }
        let (pointer, offset) = first(file.root, []) ?? (.root, file.root.offset)
        let position = file.lines.position(of: offset)
        return FileDiagnostic(
            file: file.name,
            diagnostic: Diagnostic(
                .unsupported, at: pointer, line: position.line, column: position.column,
                "a token written with \"value\" (Style Dictionary's shape), and --strict reads DTCG 2025.10 only; "
                    + "write \"$value\", \"$type\" and \"$description\", or import without --strict"))
    }

    /// A problem the import found later, naming the keys as the file writes them (`value` for `$value` …).
    static func asWritten(_ problem: FileDiagnostic) -> FileDiagnostic {
        let written = ["$value": "value", "$type": "type", "$description": "description"]
        var problem = problem
        problem.diagnostic.pointer = JSONPointer(problem.diagnostic.pointer.tokens.map { written[$0] ?? $0 })
        return problem
    }

    let file: Int
    private(set) var reading: Reading

    private init(file: Int, root: JSONNode) {
        self.file = file
        reading = Reading(root: root)
    }

    /// Reads one file (`file` is its index, for the notes).
    static func read(_ root: JSONNode, file: Int) -> Reading {
        var reader = StyleDictionary(file: file, root: root)
        reader.reading.root = reader.group(root, path: [])
        return reader.reading
    }

    private mutating func group(_ node: JSONNode, path: [String]) -> JSONNode {
        guard case .object(let members) = node.value else { return node }
        var converted: [JSONMember] = []
        converted.reserveCapacity(members.count)
        for member in members {
            guard !member.key.hasPrefix("$"), case .object(let fields) = member.value.value else {
                converted.append(member)
                continue
            }
            let memberPath = path + [member.key]
            if Self.isToken(fields) {
                if let token = token(member.value, fields, path: memberPath) {
                    converted.append(JSONMember(key: member.key, keyOffset: member.keyOffset, value: token))
                }
            } else {
                converted.append(
                    JSONMember(
                        key: member.key, keyOffset: member.keyOffset, value: group(member.value, path: memberPath)))
            }
        }
        return JSONNode(.object(converted), offset: node.offset)
    }

    private mutating func note(_ form: DraftForm, _ offset: Int) {
        reading.notes.append(DraftNote(file: file, offset: offset, form: form))
    }

    /// One token in the format's shape, or `nil` when it is skipped.
    private mutating func token(_ node: JSONNode, _ fields: [JSONMember], path: [String]) -> JSONNode? {
        guard let value = node["value"] else { return nil }
        let typeName = node["type"]?.stringValue
        let reading: (type: DTCGType, unitless: String?)
        if let typeName {
            guard let known = Self.types[typeName] else {
                skip(path: path, type: typeName)
                return nil
            }
            reading = known
            if typeName != known.type.rawValue, let typeNode = node["type"] {
                note(.typeName(typeName, known.type), typeNode.offset)
            }
        } else if let category = path.first, ["asset", "content"].contains(category) {
            skip(path: path, type: category)
            return nil
        } else if let category = path.first.flatMap({ Self.categories[$0] }), let known = Self.types[category] {
            reading = known
            note(.typedByCategory(category, known.type), node.offset)
        } else if let type = Self.typeByValue(value) {
            reading = (type, nil)
            note(.untyped(type), node.offset)
        } else {
            skip(path: path, type: "no type")
            return nil
        }
        var converted = [
            JSONMember(
                key: "$type", keyOffset: node.offset,
                value: JSONNode(.string(reading.type.rawValue), offset: node["type"]?.offset ?? node.offset))
        ]
        var others: [JSONMember] = []
        var description: JSONMember?
        var deprecated: JSONNode?
        var deprecatedComment: JSONNode?
        for field in fields {
            switch field.key {
            case "value":
                converted.append(
                    JSONMember(key: "$value", keyOffset: field.keyOffset, value: self.value(field.value, reading)))
            case "type": break
            case "description" where field.value.stringValue != nil:
                description = JSONMember(key: "$description", keyOffset: field.keyOffset, value: field.value)
            case "comment" where field.value.stringValue != nil && node["description"]?.stringValue == nil:
                description = JSONMember(key: "$description", keyOffset: field.keyOffset, value: field.value)
                note(.comment, field.keyOffset)
            case "deprecated": deprecated = field.value
            case "deprecated_comment": deprecatedComment = field.value
            case "$extensions", "$description", "$deprecated":
                converted.append(field)
            default:
                others.append(field)
            }
        }
        if let description, !converted.contains(where: { $0.key == "$description" }) { converted.append(description) }
        if deprecated?.value == .bool(true) || deprecatedComment?.stringValue != nil {
            let reason = deprecatedComment?.stringValue.map(JSONValue.string) ?? .bool(true)
            converted.append(
                JSONMember(
                    key: "$deprecated", value: JSONNode(reason, offset: (deprecated ?? deprecatedComment)?.offset ?? 0))
            )
        }
        if !others.isEmpty {
            note(.extraMembers(others.map { quoted($0.key) }.joined(separator: ", ")), others[0].keyOffset)
            TreeBuilder.keep(others, in: &converted)
        }
        return JSONNode(.object(converted), offset: node.offset)
    }

    /// Leaves a token out for its type (`no type` when neither its category nor its value gives one).
    private mutating func skip(path: [String], type: String) {
        reading.skipped.append(SkippedToken(file: file, pointer: JSONPointer(path), type: type))
    }

    /// The type a value can only have: a CSS color, a size with `px` or `rem`, a time with `ms` or `s`.
    static func typeByValue(_ value: JSONNode) -> DTCGType? {
        guard let text = value.stringValue else { return nil }
        if case .color = ColorString.read(text) { return .color }
        guard let (_, unit) = DraftValues.numberAndUnit(text) else { return nil }
        switch unit {
        case "px", "rem": return .dimension
        case "ms", "s": return .duration
        default: return nil
        }
    }

    /// A value in the format's shape: references to `.value` without it; a number without a unit with the unit
    /// Style Dictionary reads it in.
    private mutating func value(_ node: JSONNode, _ reading: (type: DTCGType, unitless: String?)) -> JSONNode {
        if let text = node.stringValue, let dotted = DTCGReference.curlyDotted(text), dotted.hasSuffix(".value") {
            note(.valueReference, node.offset)
            return JSONNode(.string("{\(dotted.dropLast(".value".count))}"), offset: node.offset)
        }
        guard let unit = reading.unitless else { return node }
        let number: Double?
        switch node.value {
        case .number(let value, _): number = value
        case .string(let text):
            number = DraftValues.numberAndUnit(text).flatMap { $0.1.isEmpty ? $0.0 : nil }
        default: number = nil
        }
        guard let number, number.isFinite else { return node }
        note(unit == "rem" ? .unitlessRem : .unitlessMilliseconds, node.offset)
        return JSONNode(
            .object([
                JSONMember(
                    key: "value", keyOffset: node.offset,
                    value: JSONNode(.number(number, lexeme: NumberText.shortest(number)), offset: node.offset)),
                JSONMember(key: "unit", keyOffset: node.offset, value: JSONNode(.string(unit), offset: node.offset)),
            ]), offset: node.offset)
    }
}
