import Tokens

/// Font weights by name, as dsys names them, and their numbers on the CSS scale.
enum FontWeightScale {
    static let scale: [(FontWeight, Double)] = [
        (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
        (.bold, 700), (.heavy, 800), (.black, 900),
    ]

    static func number(_ name: String) -> Double? {
        scale.first { $0.0.rawValue == name }?.1
    }

    /// The named weight nearest to `number` (ties go to the lighter).
    static func name(_ number: Double) -> String {
        var best = scale[0]
        for entry in scale where abs(entry.1 - number) < abs(best.1 - number) { best = entry }
        return best.0.rawValue
    }
}

/// The parts of the document an import assembles.
struct DocumentParts {
    var colors = OrderedTree()
    /// Other tokens in the order read; `otherTaken` finds paths already used.
    private(set) var otherEntries: [(path: [String], value: JSONValue)] = []
    private var otherTaken = OrderedTree()
    var typography = OrderedTree()
    var spacing = OrderedTree()
    var radius = OrderedTree()
    var shadows = OrderedTree()
    /// The roles filled by mapping, in the order chosen: the profile whose `roles` holds it (the shared
    /// vocabulary's for its roles), the role, the token.
    var roleMappings: [(profile: String, role: String, token: TokenKey)] = []

    /// Takes `colors`, written elsewhere, as `tokens.color` (which has no color yet).
    mutating func useColors(_ colors: OrderedTree) {
        precondition(self.colors.isEmpty, "the colors are written in one place")
        self.colors = colors
    }

    /// Adds a `tokens.other` token; false when its path is taken.
    @discardableResult
    mutating func addOther(_ path: [String], _ value: JSONValue) -> Bool {
        guard otherTaken.insert(path, .null) else { return false }
        otherEntries.append((path, value))
        return true
    }

    /// Moves the color at `from` to `to` (a free path), when no other token refers to it: a token that means a
    /// role (`text.text-primary`) becomes the role's own (`text.primary`), one Swift name for one meaning. False,
    /// with nothing changed, otherwise.
    mutating func moveColor(from: [String], to: [String]) -> Bool {
        guard let value = colors.value(from), !colors.contains(to) else { return false }
        let dotted = from.joined(separator: ".")
        let reference = "{\(TokenCategory.color.rawValue).\(dotted)}"
        guard !colors.mentions("{\(dotted)}"),
            !otherEntries.contains(where: { OrderedTree.holds($0.value, reference) })
        else { return false }
        colors.remove(from)
        return colors.insert(to, value)
    }

    /// The `type` of the `tokens.other` token at `path`, as written (`dimension`, `opacity` …).
    func otherType(_ path: [String]) -> String? {
        guard let entry = otherEntries.first(where: { $0.path == path }) else { return nil }
        return JSONNode(entry.value)["type"]?.stringValue
    }

    /// Takes the `tokens.other` token at `path` out of the document, when it has no dark value and no other token
    /// refers to it, and returns it; `nil` leaves it where it is. (Its path stays taken.)
    mutating func removeOther(_ path: [String]) -> JSONValue? {
        guard let index = otherEntries.firstIndex(where: { $0.path == path }),
            JSONNode(otherEntries[index].value)["dark"] == nil
        else { return nil }
        // Only a shadow refers to a shadow: as its whole value, or as one of its layers.
        let reference = JSONValue.string("{\(TokenCategory.other.rawValue).\(path.joined(separator: "."))}")
        func refers(_ value: JSONValue) -> Bool {
            let node = JSONNode(value)
            guard node["type"]?.stringValue == "shadow" else { return false }
            return [node["value"], node["dark"]].contains { written in
                guard let written else { return false }
                if written.value == reference { return true }
                if case .array(let layers) = written.value { return layers.contains { $0.value == reference } }
                return false
            }
        }
        guard !otherEntries.indices.contains(where: { $0 != index && refers(otherEntries[$0].value) }) else {
            return nil
        }
        return otherEntries.remove(at: index).value
    }

    mutating func add(category: TokenForms.Category, name: String, value: JSONValue, remembered: JSONValue?) {
        let preferred = TokenForms.preferred(category, imported: value, remembered: remembered)
        switch category {
        case .typography: typography.insert([name], preferred)
        case .spacing: spacing.insert([name], preferred)
        case .radius: radius.insert([name], preferred)
        case .shadow: shadows.insert([name], preferred)
        case .color, .other: break
        }
    }

    /// The document: `kept` is the one an import updates, whose contrast pairs and the roles of profiles the import
    /// does not fill (`filled`) stay.
    func json(
        rootExtension: JSONNode, fallbackName: String, fonts: JSONValue, profile: String, namesProfile: Bool,
        filled: Set<String> = [], kept: JSONNode? = nil
    ) -> JSONValue {
        var tokens: [(String, JSONValue?)] = [
            ("color", colors.json), ("typography", typography.json), ("spacing", spacing.json),
            ("radius", radius.json), ("shadow", shadows.isEmpty ? nil : shadows.json),
        ]
        if !otherEntries.isEmpty {
            // An export records the document's order of other tokens when DTCG's single tree would change it.
            var entries = otherEntries
            if case .array(let order)? = rootExtension["otherOrder"]?.value {
                var rank: [String: Int] = [:]
                for (index, path) in order.enumerated() { if let text = path.stringValue { rank[text] = index } }
                entries = entries.enumerated().sorted { lhs, rhs in
                    let left = rank[lhs.element.path.joined(separator: ".")] ?? order.count + lhs.offset
                    let right = rank[rhs.element.path.joined(separator: ".")] ?? order.count + rhs.offset
                    return left < right
                }.map(\.element)
            }
            let other = OrderedTree()
            for entry in entries { other.insert(entry.path, entry.value) }
            tokens.append(("other", other.json))
        }
        var top: [(String, JSONValue?)] = [
            ("format", .number(Double(DocumentFormat.current.rawValue), lexeme: "\(DocumentFormat.current.rawValue)")),
            ("name", rootExtension["name"]?.value ?? .string(fallbackName)),
            ("profile", namesProfile ? .string(profile) : (kept ?? rootExtension)["profile"]?.value),
            // A document dsys exported without `font_family` (format 2 allows that) comes back without one.
            ("font_family", rootExtension.isNull ? fonts : rootExtension["font_family"]?.value),
            ("tokens", TokenForms.object(tokens)),
        ]
        var roles: [(String, JSONValue?)] = []
        if case .object(let exported)? = (kept ?? rootExtension)["roles"]?.value {
            roles = exported.map { ($0.key, $0.value.value) }
        }
        // An updated document's mappings for the profiles the import fills are the ones it made now.
        if kept != nil { roles.removeAll { filled.contains($0.0) || $0.0 == profile } }
        var mapped: [String] = []
        for mapping in roleMappings where !mapped.contains(mapping.profile) { mapped.append(mapping.profile) }
        for name in mapped {
            roles.removeAll { $0.0 == name }
            roles.append(
                (
                    name,
                    TokenForms.object(
                        roleMappings.filter { $0.profile == name }.map { ($0.role, .string($0.token.reference)) })
                ))
        }
        if !roles.isEmpty { top.append(("roles", TokenForms.object(roles))) }
        for member in UpdatedDocument.keptMembers {
            if let value = (kept ?? rootExtension)[member]?.value { top.append((member, value)) }
        }
        return TokenForms.object(top)
    }
}

// MARK: - Where tokens go

/// Where an import puts each token that is not a color, decided before any is written so that a token written as a
/// reference to another (`{space.400}`) stays a reference (`{spacing.space-400}`), whichever comes first.
///
/// A typography token becomes a text style; a dimension in a group the profile's spacing or radius roles name
/// (`spacing`, `space`, `radius`, `corner`, …) becomes a step of that scale, named by the rest of its path; everything
/// else goes to `tokens.other` at its own path.
struct Placement {
    /// By entry index: the key of each token placed in a scale or kept in a category of its own by a dsys export;
    /// `nil` for colors and for tokens that go to `tokens.other` (see ``key(_:)``).
    private(set) var keys: [TokenKey?]
    /// By DTCG path, for following references; built only when some token has one.
    private var indexByPath: [String: Int] = [:]
    private let entries: [Importer.Entry]

    /// The steps of the scales a document already has (`import --update`): their names are kept for the tokens
    /// they were made of.
    struct KeptSteps {
        /// By category, each step's name, `id` and value as the document has them.
        var steps: [TokenCategory: [(name: String, id: String?, value: Double?)]] = [:]

        init(_ document: JSONNode?) {
            for category in [TokenCategory.typography, .spacing, .radius] {
                guard case .object(let members)? = document?["tokens"]?[category.rawValue]?.value else { continue }
                steps[category] = members.map { member in
                    (
                        member.key, member.value["id"]?.stringValue,
                        member.value.numberValue ?? member.value["value"]?.numberValue
                    )
                }
            }
        }
    }

    /// A step of a scale a token could be: its category, its name there, the name when another step has that one
    /// (a stutter's whole name), and the token's own full name.
    private struct Claim {
        var index: Int
        var category: TokenCategory
        var names: [String]
        var fullName: String
        /// Names an earlier dsys gave the token (`extra-large` for `accessory-gap-extra-large`), which an updated
        /// document's step keeps.
        var earlierNames: [String] = []
    }

    /// `kept`: the document an update writes over, whose scale steps keep their names (``KeptSteps``).
    init(_ entries: [Importer.Entry], specs: [RoleSpec], byGroupNames: Bool, kept: KeptSteps? = nil) {
        self.entries = entries
        func words(of category: String) -> Set<String> {
            Set(specs.filter { $0.category == category }.flatMap(\.groupWords))
        }
        let spacingWords = words(of: "spacing")
        let radiusWords = words(of: "radius")
        let typeWords = words(of: "typography").union(RoleTable.typeGroups)
        keys = Array(repeating: nil, count: entries.count)
        var hasReferences = false
        var claims: [Claim] = []
        // Which scale each group name belongs to, worked out once per name (large sets repeat a few group names).
        var groupsByComponent: [String: GroupKind] = [:]
        for (index, entry) in entries.enumerated() where entry.type != .color {
            let token = entry.token
            if let category = token.extensions?[DTCGImport.extensionKey]?["category"]?.stringValue,
                let exported = TokenCategory(rawValue: category), let name = token.path.last
            {
                keys[index] = TokenKey(exported, TokenPath([name]))
            } else if byGroupNames, entry.type == .dimension || entry.type == .typography,
                // A negative size (`space.negative-100`) is no step of a scale: it stays a dimension of its own.
                entry.type != .dimension || (entry.light ?? entry.dark)?.numberValue.map({ $0 >= 0 }) != false,
                case let scale = token.extensions?[DTCGImport.extensionKey]?["scale"]?.stringValue, scale != "none",
                let place = Self.place(
                    token.path.count == 1 ? Self.parts(token.path[0]) : token.path, flat: token.path.count == 1,
                    type: entry.type, scale: scale.flatMap(TokenCategory.init(rawValue:)), spacing: spacingWords,
                    radius: radiusWords, type: typeWords, groups: &groupsByComponent)
            {
                let fullName = token.path.joined(separator: "-")
                let full =
                    Naming.lowerCamelCase(fullName) != nil && fullName.unicodeScalars.count <= Naming.maximumLength
                var claim = Claim(
                    index: index, category: place.category,
                    names: [place.name, place.fallback].compactMap { $0 } + (full ? [fullName] : []),
                    fullName: fullName)
                if kept != nil, token.path.count == 1,
                    let earlier = Self.place(
                        Self.parts(token.path[0]), type: entry.type,
                        scale: scale.flatMap(TokenCategory.init(rawValue:)),
                        spacing: spacingWords, radius: radiusWords, type: typeWords, groups: &groupsByComponent),
                    earlier.category == place.category
                {
                    claim.earlierNames = [earlier.name, earlier.fallback].compactMap { $0 }
                }
                claims.append(claim)
            }
            if !hasReferences,
                DTCGResolution.containsReference(token.value)
                    || entry.darkWritten.map(DTCGResolution.containsReference) == true
            {
                hasReferences = true
            }
        }
        assign(claims, kept: kept)
        if hasReferences {
            indexByPath.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() where entry.type != .color {
                indexByPath[entry.token.dotted] = index
            }
        }
    }

    /// Gives each claim a step name that depends on the token's own name, never on the order of the files: the
    /// steps an updated document has keep their names first (to the token of the same `id`, else to the claimant of
    /// the same value, else to the first claimant by full name); then, by full name, each token takes the first of its
    /// names no other token took. A token left without a name goes to `tokens.other`.
    private mutating func assign(_ claims: [Claim], kept: KeptSteps?) {
        // Taken by Swift identifier: `gap-sm` and `gapSm` would be one symbol.
        var taken: [TokenCategory: Set<String>] = [:]
        func isTaken(_ category: TokenCategory, _ name: String) -> Bool {
            taken[category, default: []].contains(Naming.lowerCamelCase(name) ?? name)
        }
        var open = claims.sorted { ($0.fullName, $0.index) < ($1.fullName, $1.index) }
        func take(_ claim: Claim, _ name: String) {
            keys[claim.index] = TokenKey(claim.category, TokenPath([name]))
            taken[claim.category, default: []].insert(Naming.lowerCamelCase(name) ?? name)
        }
        if let kept, !open.isEmpty {
            // The claimants of each name and the claim of each id, by category, in the order of `open`.
            var byName: [TokenCategory: [String: [Int]]] = [:]
            var byID: [TokenCategory: [String: Int]] = [:]
            for (position, claim) in open.enumerated() {
                for name in Set(claim.names + claim.earlierNames) {
                    byName[claim.category, default: [:]][name, default: []].append(position)
                }
                if let id = DTCGImport.tokenID(in: entries[claim.index].token.extensions) {
                    byID[claim.category, default: [:]][id] = position
                }
            }
            var placed = Set<Int>()
            for (category, steps) in kept.steps.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                for step in steps where !isTaken(category, step.name) {
                    let claimants = (byName[category]?[step.name] ?? []).filter { !placed.contains($0) }
                    let sameID = step.id.flatMap { byID[category]?[$0] }.flatMap { placed.contains($0) ? nil : $0 }
                    let sameValue = claimants.first { position in
                        let entry = entries[open[position].index]
                        return step.value != nil && (entry.light ?? entry.dark)?.numberValue == step.value
                    }
                    guard let position = sameID ?? sameValue ?? claimants.first else { continue }
                    take(open[position], step.name)
                    placed.insert(position)
                }
            }
            open = open.enumerated().filter { !placed.contains($0.offset) }.map(\.element)
        }
        for claim in open {
            if let name = claim.names.first(where: { !isTaken(claim.category, $0) }) {
                take(claim, name)
            }
        }
    }

    /// The key of the token at entry `index` (colors excepted).
    func key(_ index: Int) -> TokenKey {
        keys[index] ?? TokenKey(.other, TokenPath(Importer.ourPath(entries[index].token.path, entries[index].type)))
    }

    /// The scales a group name names.
    struct GroupKind {
        var spacing: Bool
        var radius: Bool
        var typography: Bool
    }

    /// `scale` is the scale a Figma import chose by the variable's scopes (``FigmaVariables``), else group names decide.
    /// `flat`: `path` is the parts of one flat name (`accessory-gap-extra-large`); a word before its group word says
    /// whose step it is (the accessory's), so the step keeps the whole name rather than `extra-large`, which another
    /// component's gap may be too.
    private static func place(
        _ path: [String], flat: Bool = false, type: DTCGType, scale: TokenCategory? = nil, spacing: Set<String>,
        radius: Set<String>, type typeWords: Set<String>, groups: inout [String: GroupKind]
    ) -> (category: TokenCategory, name: String, fallback: String?)? {
        func kind(_ component: String) -> GroupKind {
            if let known = groups[component] { return known }
            let kind = GroupKind(
                spacing: matches(component, spacing), radius: matches(component, radius),
                typography: matches(component, typeWords))
            groups[component] = kind
            return kind
        }
        let category: TokenCategory
        let isGroup: (GroupKind) -> Bool
        switch type {
        case .typography: (category, isGroup) = (.typography, { $0.typography })
        case .dimension:
            if scale == .radius || (scale == nil && path.dropLast().contains(where: { kind($0).radius })) {
                (category, isGroup) = (.radius, { $0.radius })
            } else if scale == .spacing || (scale == nil && path.dropLast().contains(where: { kind($0).spacing })) {
                (category, isGroup) = (.spacing, { $0.spacing })
            } else {
                return nil
            }
        default: return nil
        }
        // A scale Figma's scopes chose also knows its group by the words Figma's import reads (`gap`, `corner` …).
        let chosenGroup: (String) -> Bool = { component in
            guard let scale else { return false }
            let named = FigmaVariables.kind(byWords: [component])
            return scale == .radius ? named == .radius : named == .spacing
        }
        let group = path.dropLast().lastIndex { isGroup(kind($0)) || chosenGroup($0) }
        if flat, let first = path.dropLast().firstIndex(where: { isGroup(kind($0)) || chosenGroup($0) }), first > 0 {
            let whole = path.joined(separator: "-")
            guard Naming.lowerCamelCase(whole) != nil, whole.unicodeScalars.count <= Naming.maximumLength else {
                return nil
            }
            return (category, whole, nil)
        }
        var rest = group.map { Array(path[($0 + 1)...]) } ?? path
        var plain: String?
        // A step that says its group again (`spacing.spacing-sm`, `Radius/radius-lg`) is named without it (`sm`), so
        // that its Swift name does not stutter (`DSSpacingFixed.sm`, not `spacingSm`); the whole name stays the
        // fallback when another step already has the short one.
        if let group, let first = rest.first {
            let groupWords = RoleTable.words(path[group])
            let words = RoleTable.words(first)
            if !groupWords.isEmpty, words.count > groupWords.count, Array(words.prefix(groupWords.count)) == groupWords
            {
                plain = rest.joined(separator: "-")
                rest[0] = words.dropFirst(groupWords.count).joined(separator: "-")
            }
        }
        func named(_ name: String) -> String {
            // A name Swift cannot take as it is (`100`, `init`) keeps its group's name in front: `space-100`. A keyword
            // (`default`) is fine: the Swift is written in backticks.
            let identifier = Naming.lowerCamelCase(name)
            if let group,
                identifier == nil || identifier.map(Naming.unusableMembers.contains) == true
                    || identifier?.first.map(\.isNumber) == true
            {
                return path[group] + "-" + name
            }
            return name
        }
        let name = named(rest.joined(separator: "-"))
        guard name.unicodeScalars.count <= Naming.maximumLength else { return nil }
        return (category, name, plain.map(named))
    }

    /// A name without a group read as the path its separators (`-`, `_`, space) suggest, for finding the scale it
    /// belongs to: `corner-radius-sm` is the step `sm` of the radii.
    private static func parts(_ name: String) -> [String] {
        name.split { $0 == "-" || $0 == "_" || $0 == " " }.map(String.init)
    }

    private static func matches(_ component: String, _ words: Set<String>) -> Bool {
        let parts = RoleTable.words(component)
        // `letterSpacing`, `lineSpacing`, `paragraphSpacing` (Tokens Studio's type names among them) measure text;
        // they are not steps of the spacing scale.
        if parts.count == 2, ["letter", "line", "paragraph", "word"].contains(parts[0]) { return false }
        return words.contains(parts.joined()) || parts.contains(where: words.contains)
    }

    /// The token's value as the document writes it: a reference when its DTCG value is a whole reference to
    /// another token of its type that the document can refer to (a spacing or radius step, or an other token).
    /// Members of a composite value are kept as references too (a border's width, a typography's size …).
    func written(_ index: Int, _ value: JSONValue) -> JSONValue {
        written(index, value, as: entries[index].token.value)
    }

    /// The dark value as the document writes it (as ``written(_:_:)``, from the dark appearance's token).
    func writtenDark(_ index: Int, _ value: JSONValue) -> JSONValue {
        written(index, value, as: entries[index].darkWritten ?? entries[index].token.value)
    }

    private func written(_ index: Int, _ value: JSONValue, as node: JSONNode) -> JSONValue {
        guard !indexByPath.isEmpty else { return value }
        let entry = entries[index]
        if let reference = reference(node, type: entry.type, dsysType: Self.dsysType(entry.token)) { return reference }
        return members(value, written: node, type: entry.type)
    }

    /// The DTCG types of the members of composite values that may be references.
    private static let memberTypes: [DTCGType: [String: DTCGType]] = [
        .border: ["width": .dimension, "style": .strokeStyle],
        .transition: ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier],
        .shadow: ["offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension],
        .typography: [
            "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight, "letterSpacing": .dimension,
            "lineHeight": .number,
        ],
        .gradient: ["position": .number],
        .strokeStyle: ["dashArray": .dimension],
    ]

    /// `value` (converted) with the members that `written` (the DTCG value) gives as references written as such.
    private func members(_ value: JSONValue, written: JSONNode, type: DTCGType) -> JSONValue {
        guard let types = Self.memberTypes[type] else { return value }
        func merge(_ value: JSONValue, _ written: JSONNode, memberType: DTCGType?) -> JSONValue {
            if let memberType, let reference = reference(written, type: memberType, dsysType: nil) {
                return reference
            }
            switch (value, written.value) {
            case (.object(let members), .object):
                return .object(
                    members.map { member in
                        guard let part = written[member.key] else { return member }
                        return JSONMember(
                            key: member.key,
                            value: JSONNode(merge(member.value.value, part, memberType: types[member.key])))
                    })
            case (.array(let elements), .array(let parts)) where elements.count == parts.count:
                return .array(
                    zip(elements, parts).map { JSONNode(merge($0.value, $1, memberType: memberType)) })
            default:
                return value
            }
        }
        return merge(value, written, memberType: nil)
    }

    /// The type dsys's extension gives a token (`opacity` for a number), if any.
    private static func dsysType(_ token: FlatToken) -> String? {
        token.extensions?[DTCGImport.extensionKey]?["type"]?.stringValue
    }

    /// A reference to the token a DTCG reference names, when the document can write it as one: the target is of
    /// the same type (and the same dsys type, such as `opacity`), and the document can refer to it.
    private func reference(_ node: JSONNode, type: DTCGType, dsysType: String?) -> JSONValue? {
        guard let text = node.stringValue, let dotted = DTCGReference.curlyDotted(text),
            let index = indexByPath[dotted], entries[index].type == type,
            Self.dsysType(entries[index].token) == dsysType
        else { return nil }
        let key = key(index)
        guard key.category == .spacing || key.category == .radius || key.category == .other else { return nil }
        return .string(key.reference)
    }

    /// A member of a value as the document writes it: a reference when it is a DTCG reference to a token of `type`
    /// the document can refer to.
    func written(_ value: JSONValue, type: DTCGType) -> JSONValue {
        reference(JSONNode(value), type: type, dsysType: nil) ?? value
    }

    /// The members of a typography token written as references that a text style can keep: size, weight, line
    /// height and letter spacing.
    func memberReferences(_ token: FlatToken) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for (member, type) in [
            ("fontSize", DTCGType.dimension), ("letterSpacing", .dimension), ("lineHeight", .number),
            ("fontWeight", .fontWeight),
        ] {
            guard let node = token.value[member], let reference = reference(node, type: type, dsysType: nil) else {
                continue
            }
            if type == .fontWeight {
                // A text style's weight must be a named one: a reference only to a weight of 100, 200, … 900.
                guard let dotted = DTCGReference.curlyDotted(node.stringValue ?? ""),
                    let index = indexByPath[dotted], let number = entries[index].light?.numberValue,
                    FontWeight.named(number) != nil
                else { continue }
            }
            result[member] = reference
        }
        return result
    }

    /// A typography token as a text style: its size, weight, line height and letter spacing, the Dynamic Type style
    /// nearest its size, and `mono` when its family is the document's mono family.
    func textStyle(_ entry: Importer.Entry, monoFamily: String?, metadata: TokenForms.Metadata) -> JSONValue {
        // One pass over the members (a resolved value: each key once). Subscripts of the optional value here crash
        // Swift 6.3's ownership verifier in a release build.
        var (size, weight, family): (Double, String?, String?) = (17, nil, nil)
        var (lineHeight, letterSpacing): (Double?, Double?) = (nil, nil)
        if case .object(let members)? = entry.light {
            for member in members {
                switch (member.key, member.value.value) {
                case ("fontSize", .number(let number, _)): size = number
                case ("fontWeight", .number(let number, _)): weight = number == 400 ? nil : FontWeightScale.name(number)
                case ("fontFamily", .string(let name)): family = name
                case ("fontFamily", .array(let names)): family = names.first?.stringValue
                case ("lineHeight", .number(let number, _)): lineHeight = number > 0 && number <= 10 ? number : nil
                case ("letterSpacing", .number(let number, _)):
                    letterSpacing = number == 0 || abs(number) > 100 ? nil : number
                default: break
                }
            }
        }
        let references = memberReferences(entry.token)
        func number(_ value: Double) -> JSONValue { .number(value, lexeme: NumberText.shortest(value)) }
        return TokenForms.textStyle(
            size: references["fontSize"] ?? number(size),
            relativeTo: .string(TextStyleChoice.relativeTo(size: size, name: entry.token.path.last ?? "")),
            family: family != nil && family == monoFamily ? .string("mono") : nil,
            weight: references["fontWeight"] ?? weight.map(JSONValue.string),
            lineHeight: references["lineHeight"] ?? lineHeight.map(number),
            letterSpacing: references["letterSpacing"] ?? letterSpacing.map(number), metadata: metadata)
    }
}

/// The Dynamic Type style a text style of a given size scales with.
enum TextStyleChoice {
    /// Apple's default sizes of the text styles (the Large content size on iOS), largest first.
    static let defaultSizes: [(TextStyle, Double)] = [
        TextStyle.largeTitle, .title, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption, .caption2,
    ].map { ($0, $0.defaultSize) }

    /// The style a text style's name says (`body`, `caption-bold`, `footnote`), else the one whose default size is
    /// nearest `size` (on a tie, the larger style).
    static func relativeTo(size: Double, name: String = "") -> String {
        let words = Set(RoleTable.words(name))
        for style in [TextStyle.body, .callout, .subheadline, .footnote, .caption, .headline]
        where words.contains(style.rawValue.lowercased()) {
            return style.rawValue
        }
        var best = defaultSizes[0]
        for entry in defaultSizes where abs(entry.1 - size) < abs(best.1 - size) { best = entry }
        return best.0.rawValue
    }
}
