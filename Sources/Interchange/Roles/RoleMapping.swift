import Tokens

/// An imported token that may fill a role.
struct RoleCandidate {
    var dtcgPath: String
    var ourPath: [String]
    var type: DTCGType
    /// Its light value in dsys units.
    var value: JSONValue
    var file: Int
    /// The offset of its name in that file.
    var offset: Int
    /// Where the import put it, when not among the colors: a text style, spacing or radius step, or other token.
    var key: TokenKey?
}

/// A role the import fills, and the words that suggest a token for it.
struct RoleSpec {
    var key: String
    /// The path, below its category, of the token that fills the role unless the document maps it: the role's own
    /// name for dsys (`action.primary`, `md`), another for a role named by its symbol (apptheme's `textPrimary` is
    /// `text.primary`) or by what uses it (catalog's `radius.medium` is `md`, `shadow.card` is `sm`).
    var path: [String]
    var type: DTCGType
    var groupWords: [String]
    var nameWords: [String]
    var required: Bool
    /// For a role of `tokens.other`: the token that fills it when the files have it at that path.
    var otherToken: TokenKey?

    var category: String { String(key.prefix { $0 != "." }) }

    /// The import's spec of a profile's role. Shadows are never required of an import: the defaults stand in.
    init(_ role: TokenRole) {
        key = role.name
        path = role.defaultToken.path.components
        type =
            switch role.category {
            case .color: .color
            case .typography: .typography
            case .spacing, .radius: .dimension
            case .shadow: .shadow
            case .other: role.otherKind.flatMap { DTCGType(rawValue: $0.rawValue) } ?? .number
            }
        groupWords = role.groupWords
        nameWords = role.nameWords
        required = role.isRequired && role.category != .shadow
        otherToken = role.category == .other ? role.defaultToken : nil
    }

    init(key: String, type: DTCGType, groupWords: [String], nameWords: [String], required: Bool) {
        self.key = key
        path = Array(TokenPath(dotted: key).components.dropFirst())
        self.type = type
        self.groupWords = groupWords
        self.nameWords = nameWords
        self.required = required
    }
}

/// Word lists and the roles of the document itself (its font families) that the import fills for any profile.
enum RoleTable {
    static let fontGroups = ["font", "fonts", "family", "fontfamily", "typeface", "typography"]
    static let typeGroups = ["typography", "type", "text", "font", "typescale", "textstyle", "textstyles"]

    /// `font_family.sans` and `font_family.mono`: members of every document, not of a profile.
    static let fontRoles: [RoleSpec] = [
        RoleSpec(
            key: "font_family.sans", type: .fontFamily, groupWords: fontGroups,
            nameWords: ["sans", "sansserif", "body", "base", "primary", "text", "default", "ui", "brand"],
            required: false),
        RoleSpec(
            key: "font_family.mono", type: .fontFamily, groupWords: fontGroups,
            nameWords: ["mono", "monospace", "code"], required: false),
    ]

    /// Lower-case words of a name: split at anything not a letter or digit, at lower→upper case changes and
    /// between letters and digits. ASCII is handled byte by byte (names are mostly ASCII); other letters count as
    /// letters.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        func kind(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): 2
            case UInt8(ascii: "0")...UInt8(ascii: "9"): 3
            case 0x80...: 1  // part of a non-ASCII character: treated as a lower-case letter
            default: 0
            }
        }
        func flush() {
            if !current.isEmpty {
                // ASCII letters by their bytes; a word with other characters through Unicode's rules.
                words.append(
                    current.allSatisfy { $0 < 0x80 }
                        ? current.asciiLowercased : String(decoding: current, as: UTF8.self).lowercased())
            }
            current.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            let now = kind(byte)
            if now == 0 {
                flush()
                previous = 0
                continue
            }
            let before = kind(previous)
            if !current.isEmpty, (before == 1 && now == 2) || ((before == 3) != (now == 3)) { flush() }
            current.append(byte)
            previous = byte
        }
        flush()
        return words
    }

}

/// Fills the roles: tokens already in place, then the roles file, then proposals by name.
struct RoleMapper {
    let candidates: [RoleCandidate]
    var problems: DTCGProblems
    let files: [DTCGFile]
    let rolesIndex: Int?
    /// The DTCG tokens that exist but could not be imported (their own problems are reported): a roles file that
    /// names one is not told again that it is unknown.
    let unreadable: Set<String>
    /// The profile's roles and the document's font families.
    let specs: [RoleSpec]
    private let present: (RoleSpec) -> Bool
    /// What the document an import updates recorded for each role (see ``RecordedRole``).
    let recorded: [String: RecordedRole]
    /// Roles whose recorded token the files no longer have, and that token: proposed anew.
    private(set) var lostRoles: [(role: String, was: String)] = []
    /// `font_family` as the roles chose it.
    private(set) var fonts: JSONValue = .object([
        JSONMember(key: "sans", value: JSONNode(.null)), JSONMember(key: "mono", value: JSONNode(.null)),
    ])

    init(
        candidates: [RoleCandidate], document: DocumentParts, problems: DTCGProblems, files: [DTCGFile],
        rolesIndex: Int?, specs: [RoleSpec], placed: Set<TokenKey>, mappedByDocument: Set<String>,
        unreadable: Set<String> = [], recorded: [String: RecordedRole] = [:]
    ) {
        self.specs = specs
        self.recorded = recorded
        self.unreadable = unreadable
        self.candidates = candidates
        self.problems = problems
        self.files = files
        self.rolesIndex = rolesIndex
        let shadowsPresent = !document.shadows.isEmpty
        let others = Set(candidates.compactMap { $0.key?.category == .other ? $0.key : nil })
        present = { spec in
            // Files dsys exported carry the document's own role mappings: those roles are filled.
            if mappedByDocument.contains(spec.key) { return true }
            if let token = spec.otherToken { return others.contains(token) }
            if let category = TokenCategory(rawValue: spec.category),
                placed.contains(TokenKey(category, TokenPath(spec.path)))
            {
                return true
            }
            switch spec.category {
            case "typography": return document.typography.contains(spec.path)
            case "spacing": return document.spacing.contains(spec.path)
            case "radius": return document.radius.contains(spec.path)
            case "shadow": return shadowsPresent
            case "font_family": return false
            default: return document.colors.contains(spec.path)
            }
        }
    }

    mutating func apply(
        into document: inout DocumentParts, choices: inout [DTCGImportResult.RoleChoice], rootExtension: JSONNode,
        reportMissing: Bool
    ) {
        let (mapped, refused) = readRolesFile()
        var chosen: [String: RoleCandidate] = [:]
        for spec in specs {
            // Files dsys exported say the document's fonts (or that it has none); no token is proposed for them.
            if spec.category == "font_family", !rootExtension.isNull { continue }
            if present(spec) {
                // A scale keeps its steps: a roles file may still say another step fills the role.
                if let candidate = mapped[spec.key] ?? nil, let key = candidate.key,
                    key.category.rawValue == spec.category, spec.category != "shadow"
                {
                    chosen[spec.key] = candidate
                    choices.append(.init(role: spec.key, token: candidate.dtcgPath, source: .rolesFile))
                    continue
                }
                if spec.category != "shadow" {
                    choices.append(.init(role: spec.key, token: spec.key, source: .present))
                }
                if let candidate = mapped[spec.key] ?? nil {
                    reportRolesFileEntry(
                        spec.key,
                        "the role \(spec.key) is already an imported token ({\(spec.key)}); remove it from the roles file "
                            + "(mapping it would replace the token {\(candidate.dtcgPath)} points at)")
                }
                continue
            }
            if let entry = mapped[spec.key] {
                if let candidate = entry {
                    chosen[spec.key] = candidate
                    choices.append(.init(role: spec.key, token: candidate.dtcgPath, source: .rolesFile))
                } else {
                    choices.append(.init(role: spec.key, token: nil, source: .systemDefault))
                }
                continue
            }
            // The roles file's mistake for this role is reported there: not again as a role nothing fills.
            if refused.contains(spec.key) { continue }
            // A document being updated keeps the token it recorded for the role while the files still have it.
            var lost: String?
            if let record = recorded[spec.key] {
                if let candidate = candidate(recorded: record, for: spec) {
                    chosen[spec.key] = candidate
                    choices.append(.init(role: spec.key, token: candidate.dtcgPath, source: .recorded))
                    continue
                }
                lost = record.description(for: spec)
            }
            switch propose(spec) {
            case .chosen(let candidate):
                chosen[spec.key] = candidate
                choices.append(.init(role: spec.key, token: candidate.dtcgPath, source: .proposed))
                if let lost { lostRoles.append((spec.key, lost)) }
            case .question(let tied, let candidates):
                // A role the profile can do without takes the system default, unless tokens tie for it.
                if tied || spec.required {
                    if reportMissing { ask(spec, tied: tied, candidates: candidates, lost: lost) }
                } else {
                    choices.append(.init(role: spec.key, token: nil, source: .systemDefault))
                    if let lost { lostRoles.append((spec.key, lost)) }
                }
            }
        }
        // Shadows come as a pair (the card uses sm, dsShadow() md), or not at all.
        if chosen["shadow.sm"] == nil || chosen["shadow.md"] == nil {
            for key in ["shadow.sm", "shadow.md"] where chosen[key] != nil {
                chosen[key] = nil
                choices.removeAll { $0.role == key }
                choices.append(.init(role: key, token: nil, source: .systemDefault))
            }
        }
        emit(chosen, into: &document)
    }

    private mutating func emit(_ chosen: [String: RoleCandidate], into document: inout DocumentParts) {
        var sans: JSONValue = .null
        var mono: JSONValue = .null
        if let candidate = chosen["font_family.sans"] { sans = firstFamily(candidate.value) }
        if let candidate = chosen["font_family.mono"] { mono = firstFamily(candidate.value) }
        fonts = .object([
            JSONMember(key: "sans", value: JSONNode(sans)), JSONMember(key: "mono", value: JSONNode(mono)),
        ])
        for spec in specs {
            guard let candidate = chosen[spec.key] else { continue }
            // A color the updated document mapped in its roles stays mapped (it had no alias at the role's path).
            if spec.type == .color, case .mapped? = recorded[spec.key], candidate.key == nil {
                document.roleMappings.append((spec.key, TokenKey(.color, TokenPath(candidate.ourPath))))
                continue
            }
            // A token of tokens.other fills its role where the import put it, by mapping.
            if spec.otherToken != nil {
                if let key = candidate.key, key.category == .other { document.roleMappings.append((spec.key, key)) }
                continue
            }
            // A text style, spacing or radius step the import placed in that category fills the role by mapping:
            // the scale keeps its own names, and the document says which step is which role.
            if let key = candidate.key, key.category.rawValue == spec.category, spec.category != "shadow" {
                if key.path != TokenPath(spec.path) { document.roleMappings.append((spec.key, key)) }
                continue
            }
            switch spec.category {
            case "typography":
                let node = JSONNode(candidate.value)
                let family = node["fontFamily"].map { firstFamily($0.value) }
                let weight = node["fontWeight"]?.numberValue.map { FontWeightScale.name($0) }
                document.typography.insert(
                    spec.path,
                    TokenForms.textStyle(
                        size: node["fontSize"]?.value ?? .null,
                        relativeTo: .string(TextStyleChoice.relativeTo(size: node["fontSize"]?.numberValue ?? 17)),
                        family: family != nil && family == mono && mono != .null ? .string("mono") : nil,
                        weight: weight.map(JSONValue.string), metadata: TokenForms.Metadata()))
            case "spacing": document.spacing.insert(spec.path, candidate.value)
            case "radius": document.radius.insert(spec.path, candidate.value)
            case "shadow":
                // A shadow of tokens.other at the DTCG path the role's shadow exports to (`shadow.sm`) moves to the
                // role, with its description, so that the two do not meet in an export; elsewhere it is copied.
                let layers = JSONNode(candidate.value)
                guard var shadow = TokenForms.shadow(layers: layers, opacities: [], metadata: TokenForms.Metadata())
                else { continue }
                if candidate.key?.category == .other, candidate.ourPath == ["shadow"] + spec.path,
                    let moved = document.removeOther(candidate.ourPath),
                    let described = TokenForms.shadow(
                        layers: layers, opacities: [], metadata: TokenForms.Metadata(moved))
                {
                    shadow = described
                }
                document.shadows.insert(spec.path, shadow)
            case "font_family": break
            default:
                document.colors.insert(spec.path, .string("{\(candidate.ourPath.joined(separator: "."))}"))
            }
        }
    }

    private func firstFamily(_ value: JSONValue) -> JSONValue {
        if case .array(let names) = value { return names.first?.value ?? .null }
        return value
    }

    /// The words of every candidate some role might take (a word of its path is one of a role of its type, or it is a
    /// step of a scale), by type, in the tokens' order.
    private lazy var wordsByType: [DTCGType: [CandidateWords]] = {
        var wanted: [DTCGType: Set<String>] = [:]
        for spec in specs { wanted[spec.type, default: []].formUnion(spec.nameWords) }
        // Large sets repeat a few groups: the words of each are found once.
        var groups: [Substring: (words: [String], pairs: [String])] = [:]
        for candidate in candidates where wanted[candidate.type] != nil {
            let group = Self.group(of: candidate.dtcgPath)
            if groups[group] == nil {
                var words: [String] = []
                var pairs: [String] = []
                for component in group.split(separator: ".") {
                    let split = CandidateWords.split(String(component))
                    words += split.words
                    pairs += split.pairs
                }
                groups[group] = (words, pairs)
            }
        }
        // Splitting every token's name into words is the costly part of a large import: done on all cores, in the
        // tokens' order.
        let found = concurrentMap(candidates) { [wanted, groups] candidate -> CandidateWords? in
            guard let wanted = wanted[candidate.type] else { return nil }
            let path = candidate.dtcgPath
            let group = Self.group(of: path)
            let name = CandidateWords.split(
                String(group.isEmpty ? path[...] : path[path.index(after: group.endIndex)...]))
            let inGroups = groups[group] ?? ([], [])
            let placed = candidate.key.map { $0.category != .other } ?? false
            guard
                placed || name.words.contains(where: wanted.contains) || name.pairs.contains(where: wanted.contains)
                    || inGroups.words.contains(where: wanted.contains)
                    || inGroups.pairs.contains(where: wanted.contains)
            else { return nil }
            return CandidateWords(candidate, groups: inGroups, name: name)
        }
        var result: [DTCGType: [CandidateWords]] = [:]
        for case let words? in found { result[words.candidate.type, default: []].append(words) }
        return result
    }()

    /// The groups of a dotted path: all but its last name (empty for a token at the top).
    private static func group(of path: String) -> Substring {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            return path[path.startIndex..<path.startIndex]
        }
        return path[..<dot]
    }

    /// What the names of the imported tokens say about `spec` (see ``RoleScorer``).
    private mutating func propose(_ spec: RoleSpec) -> RoleProposal {
        RoleScorer(spec, among: specs).propose(among: wordsByType[spec.type] ?? [])
    }

    /// The imported token `record` names for `spec`, when the files still have it.
    private func candidate(recorded record: RecordedRole, for spec: RoleSpec) -> RoleCandidate? {
        switch record {
        case .token(let key) where key.category == .color, .mapped(let key) where key.category == .color:
            let path = key.path.components
            return candidates.first { $0.type == .color && $0.key == nil && $0.ourPath == path }
        case .token(let key), .mapped(let key):
            return candidates.first { $0.type == spec.type && $0.key == key }
        case .family(let name):
            return candidates.first { $0.type == .fontFamily && firstFamily($0.value) == .string(name) }
        case .ownPath:
            return nil
        }
    }

    /// `{path} (file:line:column)`.
    private func located(_ candidate: RoleCandidate) -> String {
        guard candidate.file < files.count else { return "{\(candidate.dtcgPath)}" }
        let position = files[candidate.file].lines.position(of: candidate.offset)
        return "{\(candidate.dtcgPath)} (\(files[candidate.file].name):\(position.line):\(position.column))"
    }

    /// Asks which token fills `spec`: the import cannot tell from the names.
    private mutating func ask(_ spec: RoleSpec, tied: Bool, candidates: [RoleCandidate], lost: String?) {
        var message: String
        if let lost {
            message = "the document's \(lost) for the role \(spec.key) is gone from the token files, and "
        } else {
            message = ""
        }
        // A tie's first token is as good an answer as any; the closest of a low score is not offered as one.
        var answer = "\"\(spec.key)\": \"{path.to.token}\""
        if let first = candidates.first {
            let listed = candidates.map(located).joined(separator: ", ")
            message +=
                tied
                ? "\(candidates.count) tokens suit the role \(spec.key) equally well by their names: \(listed)"
                : "no imported token's name says clearly that it is the role \(spec.key); the closest "
                    + (candidates.count == 1 ? "is \(listed)" : "are \(listed)")
            if tied { answer = "\"\(spec.key)\": \"{\(first.dtcgPath)}\"" }
        } else {
            let words = (spec.groupWords.prefix(3) + spec.nameWords.prefix(2)).joined(separator: ", ")
            message +=
                "no imported \(spec.type.rawValue) token could be chosen for the role \(spec.key) by its name "
                + "(no name has a word like \(words))"
        }
        message += "; say which in a roles file (--roles) as \(answer)"
        if !spec.required { message += ", or null for the system default" }
        reportRole(spec.key, message)
    }

    /// The roles file: `{"role": "{token.path}"}`; `null` chooses the system default for optional roles. `refused`
    /// are the roles whose entry is wrong (reported) or names a token that could not be imported (whose own problem
    /// is reported).
    private mutating func readRolesFile() -> (mapped: [String: RoleCandidate?], refused: Set<String>) {
        guard let rolesIndex else { return ([:], []) }
        let root = files[rolesIndex].root
        guard case .object(let members) = root.value else {
            problems.report(
                .wrongType, file: rolesIndex, .root, offset: root.offset,
                "a roles file is an object mapping roles to tokens, like {\"action.primary\": \"{color.brand}\"}")
            return ([:], [])
        }
        var result: [String: RoleCandidate?] = [:]
        var refused: Set<String> = []
        let byPath = Dictionary(candidates.map { ($0.dtcgPath, $0) }, uniquingKeysWith: { first, _ in first })
        for member in members {
            let pointer = JSONPointer([member.key])
            guard let spec = specs.first(where: { $0.key == member.key }) else {
                var message = "\(quoted(member.key)) is not a role dsys needs"
                if let suggestion = closest(member.key, among: specs.map(\.key)) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message +=
                        "; roles are the color paths the components use (action.primary, …), typography.*, "
                        + "spacing.*, radius.*, shadow.sm/md and font_family.sans/mono"
                }
                problems.report(.unknownRole, file: rolesIndex, pointer, offset: member.keyOffset, message)
                continue
            }
            if member.value.isNull, !spec.required {
                result[spec.key] = .some(nil)
                continue
            }
            guard let text = member.value.stringValue, let path = DTCGReference.curlyPath(text) else {
                refused.insert(spec.key)
                problems.report(
                    .invalidValue, file: rolesIndex, pointer, offset: member.value.offset,
                    "map the role to a token reference like \"{color.accent.default}\""
                        + (spec.required ? "" : ", or null for the system default"))
                continue
            }
            let dotted = path.joined(separator: ".")
            guard let candidate = byPath[dotted] else {
                refused.insert(spec.key)
                if unreadable.contains(dotted) { continue }
                var message = "{\(dotted)} is not an imported token"
                if let suggestion = closest(dotted, among: byPath.keys) { message += "; did you mean {\(suggestion)}?" }
                problems.report(.unknownAlias, file: rolesIndex, pointer, offset: member.value.offset, message)
                continue
            }
            guard candidate.type == spec.type else {
                refused.insert(spec.key)
                problems.report(
                    .typeMismatch, file: rolesIndex, pointer, offset: member.value.offset,
                    "{\(dotted)} is a \(candidate.type.rawValue) token, but \(spec.key) needs a \(spec.type.rawValue)")
                continue
            }
            result[spec.key] = .some(candidate)
        }
        return (result, refused)
    }

    /// A problem of a role's entry in the roles file.
    private mutating func reportRolesFileEntry(_ role: String, _ message: String) {
        guard let rolesIndex else { return reportRole(role, message) }
        var offset = 0
        if case .object(let members) = files[rolesIndex].root.value,
            let member = members.first(where: { $0.key == role })
        {
            offset = member.keyOffset
        }
        problems.report(.unknownRole, file: rolesIndex, JSONPointer([role]), offset: offset, message)
    }

    /// A problem of one role that no file has a place for (the role nothing fills): reported as the role's, without
    /// a line.
    private mutating func reportRole(_ role: String, _ message: String) {
        problems.report(
            FileDiagnostic(
                file: "role \(role)", diagnostic: Diagnostic(.unknownRole, at: .root, line: 0, column: 0, message)))
    }
}
