import Tokens

/// A token of a merged DTCG tree, with what its groups give it.
///
/// A class: every stage after flattening (values in two appearances, entries, placement, roles) passes tokens on,
/// and a copy of a reference is one count where a copy of these fields would be a dozen.
final class FlatToken: Sendable {
    let path: [String]
    let file: Int
    let pointer: JSONPointer
    let node: JSONNode
    let keyOffset: Int
    let value: JSONNode
    let explicitType: DTCGType?
    /// Whether the token has a `$type` member (`explicitType` is `nil` when it names no type).
    let hasTypeMember: Bool
    let inheritedType: DTCGType?
    /// The token's own `$deprecated`, else the nearest group's.
    let deprecated: JSONValue?
    let description: String?
    let extensions: JSONNode?
    /// A group above has a `$type` that is not a type (reported there), so a missing type is not reported again.
    let typeAlreadyReported: Bool
    /// `path` joined with dots: the token's key (names cannot contain dots).
    let dotted: String

    init(
        path: [String], file: Int, pointer: JSONPointer, node: JSONNode, keyOffset: Int, value: JSONNode,
        explicitType: DTCGType?, hasTypeMember: Bool, inheritedType: DTCGType?, deprecated: JSONValue?,
        description: String?, extensions: JSONNode?, typeAlreadyReported: Bool, dotted: String
    ) {
        self.path = path
        self.file = file
        self.pointer = pointer
        self.node = node
        self.keyOffset = keyOffset
        self.value = value
        self.explicitType = explicitType
        self.hasTypeMember = hasTypeMember
        self.inheritedType = inheritedType
        self.deprecated = deprecated
        self.description = description
        self.extensions = extensions
        self.typeAlreadyReported = typeAlreadyReported
        self.dotted = dotted
    }
}

/// A color met while converting, for the gamut report.
struct ConvertedColorNote {
    var tokenPath: [String]
    var original: String
    var mapped: RGBA
    var deltaEOK: Double
}

/// A value written in a form DTCG 2025.10 does not have, read as the format's drafts and the tools that write them
/// read it (see ``DraftForm``), for the import's line about its file.
struct DraftNote: Hashable {
    var file: Int
    var offset: Int
    var form: DraftForm
}

/// Flattens a merged tree (after `$extends`) and converts every token's value to dsys's units.
///
/// One resolution per context (light, dark): references resolve within the same context. This file flattens;
/// the types (`+Types`), references (`+References`), values (`+Values`), circular references (`+Cycles`) and the
/// conversion of each type (`+Conversion`, `+Colors`) are extensions in files of their own, which is why the
/// resolution's working state below is internal rather than private.
struct DTCGResolution {
    var problems: DTCGProblems
    private(set) var tokens: [FlatToken] = []
    var indexByPath: [String: Int] = [:]
    var groupPaths: Set<String> = []
    let remBase: Double
    /// The units of dimensions (`rem` by `remBase`) and durations, and what each is worth in points or milliseconds.
    let dimensionUnits: [(name: String, factor: Double)]
    static let durationUnits: [(name: String, factor: Double)] = [("ms", 1), ("s", 1000)]
    /// Maps a DTCG token path to the dsys path of the token (see ``DTCGImport``).
    let ourPath: @Sendable ([String], DTCGType) -> [String]
    var gamutNotes: [ConvertedColorNote] = []
    /// Whether values must be DTCG 2025.10 to the letter; else the forms of its drafts are read too (CSS color
    /// strings, `"4px"`, `"300ms"` …), each noted in ``draftNotes``.
    let strict: Bool
    var draftNotes: [DraftNote] = []
    /// Tokens left out: for their type (see ``TreeBuilder/skipped``), or for a value dsys has no place for (a size
    /// in `vw`).
    var skipped: [SkippedToken] = []
    /// The tokens whose own value was skipped, by index, with what it is (`a size in vw`), so that a reference to
    /// one says why it has no value.
    var skippedValues: [Int: String] = [:]
    /// The file and token a conversion in progress belongs to.
    var conversionFile = 0
    var conversionOwner = 0

    enum State {
        case resolving
        case done(JSONValue?)
    }
    // Per token, by index (filled once the tokens are known).
    var states: [State?] = []
    /// A color alias to the token, as the document writes it (`{color.blue.500}`): many aliases name one token.
    var colorAliases: [JSONValue?] = []
    /// The token a token's whole value refers to, once its type was found through it, so that converting the value
    /// does not look the reference up again.
    var wholeTargets: [Int?] = []
    var typeStates: [DTCGType??] = []
    var typeVisiting: [Bool] = []
    /// The tokens whose value (or type) is being worked out, outermost first: the chain a circular reference runs
    /// through.
    var valueChain: [Int] = []
    var typeChain: [Int] = []

    init(
        root: TreeNode, problems: DTCGProblems, remBase: Double, strict: Bool = false,
        ourPath: @escaping @Sendable ([String], DTCGType) -> [String]
    ) {
        self.problems = problems
        self.remBase = remBase
        self.strict = strict
        dimensionUnits = [("px", 1), ("rem", remBase)]
        self.ourPath = ourPath
        var extended = root
        var (count, extends) = Self.survey(root)
        // Expanding copies the whole tree: only worth it when some group extends another.
        if extends {
            var expander = ExtendsExpander(root: root, problems: problems)
            extended = expander.expand(extended, path: [])
            self.problems = expander.problems
            count = Self.survey(extended).tokens
        }
        tokens.reserveCapacity(count)
        indexByPath.reserveCapacity(count)
        flatten(extended, path: [], dotted: "", type: nil, deprecated: nil)
        states = Array(repeating: nil, count: tokens.count)
        colorAliases = Array(repeating: nil, count: tokens.count)
        wholeTargets = Array(repeating: nil, count: tokens.count)
        typeStates = Array(repeating: nil, count: tokens.count)
        typeVisiting = Array(repeating: false, count: tokens.count)
    }

    /// The tokens (and `$root`s) in a tree, so that tables are made the right size at once, and whether a group
    /// extends another: one walk, over the children's buffers (iterating an array of children copies each child, a
    /// node of many references, and releases it again).
    private static func survey(_ node: TreeNode) -> (tokens: Int, extends: Bool) {
        if node.isToken { return (1, false) }
        var result = (tokens: 0, extends: node.properties["$extends"] != nil)
        node.children.withUnsafeBufferPointer { children in
            for index in children.indices {
                let child = survey(children[index].node)
                result.tokens += child.tokens
                result.extends = result.extends || child.extends
            }
        }
        return result
    }

    // MARK: - Flattening

    /// Flattens the tokens of `group`, at `path` (`dotted`: joined with dots).
    private mutating func flatten(
        _ group: TreeNode, path: [String], dotted: String, type: DTCGType?, deprecated: JSONValue?,
        badType: Bool = false
    ) {
        groupPaths.insert(dotted)
        let written = group.properties["$type"]?.node
        let groupType = written == nil ? type : written?.stringValue.flatMap { DTCGType.named($0, strict: strict) }
        let groupBadType = written == nil ? badType : groupType == nil
        let groupDeprecated = group.properties["$deprecated"]?.node.value ?? deprecated
        // Over the children's buffer, as `survey` walks it: iterating the array would copy each child (a node of
        // many references) and release it again.
        group.children.withUnsafeBufferPointer { children in
            for index in children.indices {
                flattenChild(
                    children[index], path: path, dotted: dotted, type: groupType, deprecated: groupDeprecated,
                    badType: groupBadType)
            }
        }
    }

    /// Flattens one child of a group whose type, deprecation and whether its `$type` was bad are given.
    private mutating func flattenChild(
        _ child: borrowing TreeNode.Child, path: [String], dotted: String, type groupType: DTCGType?,
        deprecated groupDeprecated: JSONValue?, badType groupBadType: Bool
    ) {
        let key = child.key
        var childPath: [String] = []
        childPath.reserveCapacity(path.count + 1)
        childPath += path
        childPath.append(key)
        let childDotted = dotted.isEmpty ? key : dotted + "." + key
        guard child.node.isToken else {
            flatten(
                child.node, path: childPath, dotted: childDotted, type: groupType,
                deprecated: groupDeprecated, badType: groupBadType)
            return
        }
        // One pass over the token's members (this runs for every token).
        guard case .object(let members) = child.node.node.value else { return }
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
        guard let value else { return }
        let explicitType = typeNode?.stringValue.flatMap { DTCGType.named($0, strict: strict) }
        let token = FlatToken(
            path: childPath, file: child.node.file,
            pointer: child.node.pointer, node: child.node.node,
            keyOffset: child.node.keyOffset, value: value, explicitType: explicitType,
            hasTypeMember: typeNode != nil,
            // An unknown $type, already reported: no guessing from the group's.
            inheritedType: typeNode != nil && explicitType == nil ? nil : groupType,
            deprecated: deprecatedNode?.value ?? groupDeprecated, description: descriptionNode?.stringValue,
            extensions: extensionsNode, typeAlreadyReported: typeNode == nil && groupBadType,
            dotted: childDotted)
        indexByPath[childDotted] = tokens.count
        tokens.append(token)
    }

    /// The index of the token at a dotted path.
    func index(of dotted: String) -> Int? {
        indexByPath[dotted]
    }

    /// The index of the token at a dotted path, looked for at `guess` first: where another resolution of mostly the
    /// same files has it, a string comparison instead of a lookup. The same as ``index(of:)`` whatever the guess.
    func index(of dotted: String, guess: Int) -> Int? {
        // Defensive: were two tokens ever at one path, the index would keep the last, and only it is looked up.
        if indexByPath.count == tokens.count, tokens.indices.contains(guess), tokens[guess].dotted == dotted {
            return guess
        }
        return indexByPath[dotted]
    }
}
