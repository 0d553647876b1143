import Tokens

/// The token types of the DTCG 2025.10 Format module.
public enum DTCGType: String, Sendable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
}

/// A parsed DTCG file: its name (for messages), its JSON and its line table.
struct DTCGFile {
    var name: String
    var root: JSONNode
    var lines: SourceLines
    /// What the file used of JSON5 (``JSONParser/JSON5Feature``), when it had to be read as JSON5.
    var json5Features: [String] = []
    /// The name sources refer to it by, when not `name`: one set of a Tokens Studio file of several.
    var sourceKey: String?
    /// Where its tokens are in the file: the root, or the set's member of a Tokens Studio file of several.
    var pointer: JSONPointer = .root
}

/// Collects problems across files, each once, in the order found.
struct DTCGProblems {
    private(set) var list: [FileDiagnostic] = []
    private var seen: Set<String> = []
    let files: [DTCGFile]

    init(files: [DTCGFile]) {
        self.files = files
    }

    mutating func report(
        _ code: Diagnostic.Code, file: Int, _ pointer: JSONPointer, offset: Int, _ message: String
    ) {
        let name = file < files.count ? files[file].name : "(resolver)"
        let position = file < files.count ? files[file].lines.position(of: offset) : (line: 1, column: 1)
        report(
            FileDiagnostic(
                file: name,
                diagnostic: Diagnostic(code, at: pointer, line: position.line, column: position.column, message)))
    }

    /// Adds a problem found elsewhere (by another appearance's resolution, say), unless it is already listed.
    mutating func report(_ diagnostic: FileDiagnostic) {
        let key =
            "\(diagnostic.file) \(diagnostic.diagnostic.pointer) \(diagnostic.diagnostic.code.rawValue) "
            + diagnostic.diagnostic.message
        guard seen.insert(key).inserted else { return }
        list.append(diagnostic)
    }

    /// Both lists, each problem once.
    mutating func merge(_ other: DTCGProblems) {
        for diagnostic in other.list { report(diagnostic) }
    }
}

// Sendable is declared, not inferred: inferred through the recursive `children`, swiftc 6.3 reports a circular
// reference when a file that uses TreeNode comes before this one in the module.
/// A node of the merged token tree: a group or a token, remembering the file and place it came from.
struct TreeNode: Sendable {
    var file: Int
    var pointer: JSONPointer
    var node: JSONNode
    var keyOffset: Int
    /// Groups only: `$type`, `$description`, `$deprecated`, `$extensions`, `$extends` (the last file's win).
    var properties: [String: Located] = [:]
    var children: [Child] = []
    var isToken: Bool

    /// A member of a group, by its key.
    ///
    /// A struct rather than a tuple: a tuple of these is copied through the runtime's generic code, and trees are
    /// merged and expanded child by child.
    struct Child: Sendable {
        var key: String
        var node: TreeNode
    }

    /// A JSON value with the file and pointer it came from.
    struct Located {
        var file: Int
        var pointer: JSONPointer
        var node: JSONNode
    }

    // Compared by `==` rather than looked up in a set: these run for every member of every token, and comparing
    // short strings costs less than hashing them.
    static func isGroupProperty(_ key: String) -> Bool {
        key == "$type" || key == "$description" || key == "$deprecated" || key == "$extensions" || key == "$extends"
    }

    static func isTokenProperty(_ key: String) -> Bool {
        key == "$value" || key == "$type" || key == "$description" || key == "$deprecated" || key == "$extensions"
    }

    /// Later sources win: a token replaces what was there, groups merge member by member.
    mutating func merge(_ other: TreeNode) {
        if other.isToken || isToken {
            self = other
            return
        }
        for (key, value) in other.properties { properties[key] = value }
        // Children are found by key through an index: a dark file that overrides thousands of tokens of one large
        // group would otherwise search that group once per token.
        var indexByKey: [String: Int] = [:]
        indexByKey.reserveCapacity(children.count + other.children.count)
        for (index, child) in children.enumerated() { indexByKey[child.key] = index }
        for child in other.children {
            if let index = indexByKey[child.key] {
                children[index].node.merge(child.node)
            } else {
                indexByKey[child.key] = children.count
                children.append(child)
            }
        }
    }

    func child(_ key: String) -> TreeNode? {
        children.first { $0.key == key }?.node
    }
}

/// A token of a type that names no design value a dsys document can hold (an `asset` font file, a `content` icon
/// glyph): skipped, and listed by the import.
struct SkippedToken: Hashable {
    var file: Int
    var pointer: JSONPointer
    /// The type it has (`asset`, `content`, …).
    var type: String
}

/// A `$type` as the tree reads it: unless strict, a type of the drafts (`fontSize`) or one dsys skips (`asset`).
struct TypeName {
    var name: String?
    /// Whether tokens of it are skipped (``DTCGType/skippedNames``).
    var isSkipped = false
    /// The format's type a draft's name stands for.
    var draft: DTCGType?

    init(_ name: String?, strict: Bool) {
        self.name = name
        guard !strict, let name, DTCGType(rawValue: name) == nil else { return }
        isSkipped = DTCGType.skippedNames.contains(name)
        draft = DTCGType.draftNames[name]
    }
}

/// Builds token trees from DTCG files, checking names and group properties on the way.
struct TreeBuilder {
    var problems: DTCGProblems
    /// The context whose `$extensions.mode` values replace `$value` (the older mode convention), if any.
    var modeName: String?
    /// Whether tokens must be DTCG 2025.10 to the letter; else the drafts' type names are read, tokens of types dsys
    /// cannot hold are skipped (``skipped``), and members outside the format are kept (``notes``).
    var strict = false
    /// Whether any token seen has `$extensions.mode`, so that the appearances may differ.
    private(set) var sawModes = false
    /// Tokens left out for their type.
    private(set) var skipped: [SkippedToken] = []
    /// Draft forms met while building (a type name of the drafts, a `comment`, members outside the format).
    private(set) var notes: [DraftNote] = []

    /// The tree of one file, or of an inline source at `pointer`; `nil` when it is not an object. `type` is the
    /// `$type` a group above gives its tokens.
    mutating func tree(file: Int, node: JSONNode, pointer: JSONPointer, type: String? = nil) -> TreeNode? {
        guard case .object(let members) = node.value else {
            problems.report(
                .wrongType, file: file, pointer, offset: node.offset,
                "expected a group of tokens (an object), found \(node.value.kindDescription)")
            return nil
        }
        var group = TreeNode(file: file, pointer: pointer, node: node, keyOffset: node.offset, isToken: false)
        let groupType = node["$type"]?.stringValue ?? type
        let typeName = TypeName(groupType, strict: strict)
        for member in members {
            let memberPointer = pointer.appending(member.key)
            if member.key.hasPrefix("$") {
                if TreeNode.isGroupProperty(member.key) {
                    group.properties[member.key] = .init(file: file, pointer: memberPointer, node: member.value)
                    checkGroupProperty(member, file: file, at: memberPointer)
                } else if member.key == "$root" {
                    if let token = token(member, file: file, at: memberPointer, type: typeName) {
                        group.children.append(TreeNode.Child(key: member.key, node: token))
                    }
                } else if member.key == "$schema" && pointer.isRoot {
                    continue
                } else if member.key == "$value" {
                    continue  // the caller decides tokens; a group never has $value
                } else {
                    problems.report(
                        .badName, file: file, memberPointer, offset: member.keyOffset,
                        "\(quoted(member.key)) is not a group property (those are $type, $description, "
                            + "$deprecated, $extensions, $extends and $root), and names may not start with '$'; "
                            + "rename it")
                }
                continue
            }
            guard checkName(member.key, file: file, at: memberPointer, offset: member.keyOffset) else { continue }
            if case .object(let fields) = member.value.value, fields.contains(where: { $0.key == "$value" }) {
                if let token = token(member, file: file, at: memberPointer, type: typeName) {
                    group.children.append(TreeNode.Child(key: member.key, node: token))
                }
            } else if case .object = member.value.value {
                if var child = tree(file: file, node: member.value, pointer: memberPointer, type: groupType) {
                    child.keyOffset = member.keyOffset
                    group.children.append(TreeNode.Child(key: member.key, node: child))
                }
            } else {
                problems.report(
                    .wrongType, file: file, memberPointer, offset: member.value.offset,
                    "expected a token (an object with $value) or a group, found \(member.value.value.kindDescription)")
            }
        }
        return group
    }

    private mutating func token(
        _ member: JSONMember, file: Int, at pointer: JSONPointer, type inherited: TypeName
    ) -> TreeNode? {
        guard case .object(let fields) = member.value.value, fields.contains(where: { $0.key == "$value" }) else {
            problems.report(
                .missingKey, file: file, pointer, offset: member.value.offset,
                "a token needs a $value; $root names the group's own token")
            return nil
        }
        // The group's type was read once for all its tokens; a token's own is read here (this runs per token).
        let ownType = fields.first { $0.key == "$type" }
        let typeName = ownType.map { TypeName($0.value.stringValue, strict: strict) } ?? inherited
        if typeName.isSkipped, let name = typeName.name {
            skipped.append(SkippedToken(file: file, pointer: pointer, type: name))
            return nil
        }
        var node = member.value
        var kept: [JSONMember] = []
        for field in fields where !TreeNode.isTokenProperty(field.key) {
            if !strict, !field.key.hasPrefix("$"), !Self.holdsTokens(field.value) {
                kept.append(field)
                continue
            }
            let message: String
            if field.key.hasPrefix("$") {
                message =
                    "\(quoted(field.key)) is not a token property ($value, $type, $description, $deprecated, "
                    + "$extensions); remove it"
            } else if Self.holdsTokens(field.value) {
                message = "a token cannot hold tokens or groups (\(quoted(field.key))); move it into a group"
            } else {
                // Only --strict comes here: otherwise such a member is kept.
                message =
                    "\(quoted(field.key)) is not a token property of DTCG 2025.10 ($value, $type, $description, "
                    + "$deprecated, $extensions); move it into $extensions, or import without --strict"
            }
            problems.report(.unknownKey, file: file, pointer.appending(field.key), offset: field.keyOffset, message)
        }
        if !kept.isEmpty { node = keeping(kept, in: node, file: file) }
        if let draft = typeName.draft, let name = typeName.name {
            notes.append(
                DraftNote(file: file, offset: ownType?.value.offset ?? member.keyOffset, form: .typeName(name, draft)))
        }
        let mode = member.value["$extensions"]?["mode"]
        if mode != nil { sawModes = true }
        if let modeName, let mode, let value = mode[modeName],
            case .object(var replaced) = node.value,
            let index = replaced.firstIndex(where: { $0.key == "$value" })
        {
            // The older `$extensions.mode` convention: the mode's value replaces $value in that context.
            replaced[index].value = value
            node = JSONNode(.object(replaced), offset: node.offset)
        }
        checkMetadata(node, file: file, at: pointer)
        return TreeNode(file: file, pointer: pointer, node: node, keyOffset: member.keyOffset, isToken: true)
    }

    /// Whether a member of a token holds tokens or groups of them (which a token cannot), rather than data.
    private static func holdsTokens(_ node: JSONNode) -> Bool {
        guard case .object(let members) = node.value else { return false }
        return members.contains { $0.key == "$value" || holdsTokens($0.value) }
    }

    /// The token with its members outside the format moved: a `comment` (Style Dictionary's description) becomes
    /// its `$description` unless it has one; the others go to `$extensions["dev.dsys.members"]`, as written.
    private mutating func keeping(_ kept: [JSONMember], in node: JSONNode, file: Int) -> JSONNode {
        guard case .object(var fields) = node.value else { return node }
        fields.removeAll { field in kept.contains { $0.key == field.key } }
        var others: [JSONMember] = []
        for member in kept {
            if member.key == "comment", member.value.stringValue != nil, node["$description"] == nil {
                fields.append(JSONMember(key: "$description", keyOffset: member.keyOffset, value: member.value))
                notes.append(DraftNote(file: file, offset: member.keyOffset, form: .comment))
            } else {
                others.append(member)
            }
        }
        if !others.isEmpty {
            let names = others.map { quoted($0.key) }.joined(separator: ", ")
            notes.append(DraftNote(file: file, offset: others[0].keyOffset, form: .extraMembers(names)))
            Self.keep(others, in: &fields)
        }
        return JSONNode(.object(fields), offset: node.offset)
    }

    /// Adds `members` (a token's members outside its format, not empty) to the token's `fields`, in its
    /// `$extensions["dev.dsys.members"]`, as written.
    static func keep(_ members: [JSONMember], in fields: inout [JSONMember]) {
        let offset = members.first?.keyOffset ?? 0
        let kept = JSONMember(
            key: DTCGImport.membersKey, keyOffset: offset, value: JSONNode(.object(members), offset: offset))
        if let index = fields.firstIndex(where: { $0.key == "$extensions" }),
            case .object(var extensions) = fields[index].value.value
        {
            extensions.append(kept)
            fields[index].value = JSONNode(.object(extensions), offset: fields[index].value.offset)
        } else {
            fields.append(
                JSONMember(key: "$extensions", keyOffset: offset, value: JSONNode(.object([kept]), offset: offset)))
        }
    }

    private mutating func checkGroupProperty(_ member: JSONMember, file: Int, at pointer: JSONPointer) {
        switch member.key {
        case "$type":
            checkType(member.value, file: file, at: pointer)
        case "$extends":
            let valid: Bool
            switch member.value.value {
            case .string(let text): valid = DTCGReference.curlyPath(text) != nil
            case .object: valid = member.value["$ref"]?.stringValue != nil
            default: valid = false
            }
            if !valid {
                problems.report(
                    .invalidValue, file: file, pointer, offset: member.value.offset,
                    "$extends names a group: write \"{path.to.group}\" or {\"$ref\": \"#/path/to/group\"}")
            }
        default:
            checkMetadataValue(member.key, member.value, file: file, at: pointer)
        }
    }

    private mutating func checkMetadata(_ token: JSONNode, file: Int, at pointer: JSONPointer) {
        guard case .object(let fields) = token.value else { return }
        for field in fields {
            if field.key == "$type" {
                checkType(field.value, file: file, at: pointer.appending("$type"))
            } else {
                checkMetadataValue(field.key, field.value, file: file, at: pointer.appending(field.key))
            }
        }
    }

    /// Checks a `$description`, `$deprecated` or `$extensions` member; `pointer` is made only for a problem.
    private mutating func checkMetadataValue(
        _ key: String, _ node: JSONNode, file: Int, at pointer: @autoclosure () -> JSONPointer
    ) {
        switch key {
        case "$description" where node.stringValue == nil:
            problems.report(
                .wrongType, file: file, pointer(), offset: node.offset,
                "expected a description string, found \(node.value.kindDescription)")
        case "$deprecated":
            switch node.value {
            case .bool, .string: break
            default:
                problems.report(
                    .wrongType, file: file, pointer(), offset: node.offset,
                    "expected true, false or a reason string, found \(node.value.kindDescription)")
            }
        case "$extensions":
            if case .object = node.value { break }
            problems.report(
                .wrongType, file: file, pointer(), offset: node.offset,
                "expected an object of vendor keys, found \(node.value.kindDescription)")
        default: break
        }
    }

    /// Checks a `$type`; `pointer` is made only for a problem.
    private mutating func checkType(_ node: JSONNode, file: Int, at pointer: @autoclosure () -> JSONPointer) {
        guard let name = node.stringValue else {
            problems.report(
                .wrongType, file: file, pointer(), offset: node.offset,
                "expected a type name, found \(node.value.kindDescription)")
            return
        }
        guard DTCGType(rawValue: name) == nil else { return }
        // Unless strict, the drafts' names of types are read, and tokens of types dsys cannot hold are skipped.
        if !strict, DTCGType.draftNames[name] != nil || DTCGType.skippedNames.contains(name) { return }
        let allowed = DTCGType.allCases.map(\.rawValue)
        var message = "\(quoted(name)) is not a type of the format"
        if let suggestion = closest(name, among: allowed) {
            message += "; did you mean \"\(suggestion)\"?"
        } else {
            message += "; use one of \(allowed.joined(separator: ", "))"
        }
        problems.report(.unknownType, file: file, pointer(), offset: node.offset, message)
    }

    /// The format's rules for names: no `{`, `}` or `.`, not starting with `$` (checked by the caller).
    private mutating func checkName(_ name: String, file: Int, at pointer: JSONPointer, offset: Int) -> Bool {
        if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }),
            let reserved = name.first(where: { "{}.".contains($0) })
        {
            problems.report(
                .badName, file: file, pointer, offset: offset,
                "\(quoted(name)) contains '\(reserved)', which the format reserves for references; "
                    + "use '-' or '_' instead")
            return false
        }
        if name.isEmpty {
            problems.report(.emptyName, file: file, pointer, offset: offset, "a name may not be empty")
            return false
        }
        return true
    }
}

/// The two reference syntaxes of the format.
enum DTCGReference {
    /// The path of `"{a.b.c}"`, or `nil` when the string is not a whole-value curly reference.
    static func curlyPath(_ text: String) -> [String]? {
        curlyDotted(text).map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The dotted path inside `"{a.b.c}"` (`a.b.c`), checked byte by byte; `nil` when not a curly reference.
    static func curlyDotted(_ text: String) -> String? {
        // This runs several times for every token's value: over the string's own bytes where it has them (native
        // strings do), which costs a fraction of walking the UTF-8 view.
        if let dotted = text.utf8.withContiguousStorageIfAvailable({ curlyDotted(bytes: $0) }) { return dotted }
        return Array(text.utf8).withUnsafeBufferPointer { curlyDotted(bytes: $0) }
    }

    private static func curlyDotted(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Most strings are not references: decide on the first and last byte before any other work.
        guard bytes.count >= 3, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else {
            return nil
        }
        let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
        var previous = UInt8(ascii: ".")
        for byte in inner {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return nil }
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return nil }  // an empty name
            previous = byte
        }
        guard previous != UInt8(ascii: ".") else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    /// The reference tokens of a same-document JSON pointer `#/a/b`, unescaped; `nil` for anything else.
    static func pointer(_ text: String) -> [String]? {
        guard text.hasPrefix("#/") || text == "#" else { return nil }
        guard text != "#" else { return [] }
        return text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            String($0.replacingOccurrences("~1", with: "/").replacingOccurrences("~0", with: "~"))
        }
    }
}

extension Substring {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> Substring {
        guard contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return Substring(result)
    }
}
