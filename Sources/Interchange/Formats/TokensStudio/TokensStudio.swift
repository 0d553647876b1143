import Tokens

/// Tokens Studio for Figma's files, read as DTCG: its older shape (`value`, `type`, `description` without `$`), its
/// type names (`sizing`, `borderRadius`, `fontSizes`, `boxShadow` …), its token sets (the top-level members of one
/// file beside `$themes` and `$metadata`, or one file per set in a folder with `$themes.json` and `$metadata.json`),
/// and its themes, which say which sets make light and which make dark.
///
/// Every token becomes the DTCG token it stands for, at the same place in the file (its line and column), so that the
/// import reads and checks it like any other; the sets become sources of the appearances in `tokenSetOrder`.
struct TokensStudio {
    /// One token set: the whole of a file, or one member of a file of several sets.
    struct TokenSet {
        var file: Int
        var name: String?
        var node: JSONNode
        var pointer: JSONPointer
        /// Whether the file is of another format (Style Dictionary's, DTCG's), which Tokens Studio leaves alone.
        var foreign = false
        /// Whether it is a named set (of a folder of sets, or a member of a file of several), which themes choose.
        var isSet: Bool { name != nil }
    }

    /// What reading the files gave.
    struct Reading {
        /// The token files, as DTCG: one per set of a file of several.
        var files: [DTCGFile] = []
        /// The files written in the older shape, in order, each once.
        var olderShape: [String] = []
        /// The themes chosen for light and dark (`group/name`), when there were themes.
        var themes: (light: String, dark: String)?
        /// The sources of each appearance, per set key: which sets light and dark read, in `tokenSetOrder`.
        var setsOf: (light: [String], dark: [String]) = ([], [])
        /// The sets of the high-contrast appearances, when a theme of the appearance group is one (`Light HC`).
        var setsOfHighContrast: (light: [String]?, dark: [String]?) = (nil, nil)
        /// The themes chosen without being named (the first of a group), and the same values for light and dark
        /// when no group has light and dark themes, one line each.
        var modeNotes: [String] = []
        /// The theme groups (`--context GROUP=NAME` names them).
        var groups: [String] = []
        /// The themes of increased contrast read, when the appearance group has them (`Light HC`).
        var highContrastThemes: (light: String?, dark: String?) = (nil, nil)
        /// The files of sets that no appearance reads (a theme not chosen enables them): not imported.
        var unreadFiles: Set<String> = []
        /// The source keys of every set, and the names of the files that hold them, to replace in the plan by the
        /// sets of each appearance.
        var setKeys: Set<String> = []
        var problems: [FileDiagnostic] = []
        /// Files refused whole (the older shape under `--strict`): nothing else is said of them.
        var refused: [String] = []

        /// A problem in a file of the older shape as the file writes it: `value` for `$value`, `x` for `offsetX` ….
        func asWritten(_ problem: FileDiagnostic) -> FileDiagnostic {
            guard olderShape.contains(problem.file) else { return problem }
            let written = [
                "$value": "value", "$type": "type", "$description": "description", "offsetX": "x", "offsetY": "y",
                "inset": "type",
            ]
            var problem = problem
            problem.diagnostic.pointer = JSONPointer(problem.diagnostic.pointer.tokens.map { written[$0] ?? $0 })
            return problem
        }

        /// The plan with each file of sets replaced by the sets its appearance reads; metadata files dropped.
        func plan(_ plan: DTCGImport.Appearances, metadataFiles: Set<String>) -> DTCGImport.Appearances {
            func expand(_ sources: [DTCGResolverPlan.Source], sets: [String]) -> [DTCGResolverPlan.Source] {
                var result: [DTCGResolverPlan.Source] = []
                var placed = false
                for source in sources {
                    guard case .file(let name) = source, setKeys.contains(name) || metadataFiles.contains(name)
                    else {
                        result.append(source)
                        continue
                    }
                    if !placed, !metadataFiles.contains(name) {
                        // The sets go where the first of them was, in `tokenSetOrder`.
                        result += sets.map { DTCGResolverPlan.Source.file($0) }
                        placed = true
                    }
                }
                return result
            }
            // A resolver's high-contrast appearances read the sets of the appearance they heighten.
            // A theme of increased contrast gives that appearance its own sets (the light ones otherwise).
            var lightHighContrast = plan.lightHighContrast.map { expand($0, sets: setsOf.light) }
            var darkHighContrast = plan.darkHighContrast.map { expand($0, sets: setsOf.dark) }
            if let sets = setsOfHighContrast.light { lightHighContrast = expand(plan.light, sets: sets) }
            if let sets = setsOfHighContrast.dark { darkHighContrast = expand(plan.dark, sets: sets) }
            return DTCGImport.Appearances(
                light: expand(plan.light, sets: setsOf.light), dark: expand(plan.dark, sets: setsOf.dark),
                lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
        }
    }

    /// The file names of Tokens Studio's metadata in a folder of sets.
    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"

    private let files: [DTCGFile]
    private let options: DTCGImport.Options
    var problems: DTCGProblems
    /// The values of every token of the sets, for math.
    var math: StudioMath

    private init(files: [DTCGFile], options: DTCGImport.Options) {
        self.files = files
        self.options = options
        problems = DTCGProblems(files: files)
        math = StudioMath(remBase: options.remBase)
    }

    /// Whether `name` is a folder's `$themes.json` or `$metadata.json`.
    static func isMetadataFile(_ name: String) -> Bool {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return last == themesFile || last == metadataFile
    }

    /// Reads `files` (token files as parsed; `sets` gives the set name of each file read from a folder of sets);
    /// the files of `foreign` (their indices) are of other formats, and pass through as they are.
    static func read(
        _ files: [DTCGFile], sets: [String?], foreign: Set<Int> = [], options: DTCGImport.Options
    ) -> Reading {
        var reader = TokensStudio(files: files, options: options)
        return reader.read(sets: sets, foreign: foreign)
    }

    private mutating func read(sets: [String?], foreign: Set<Int>) -> Reading {
        var sets = sets
        // Files given beside a `$themes.json` or `$metadata.json` are the sets of its folder, named by their path in it.
        if let metadata = files.first(where: { Self.isMetadataFile($0.name) }) {
            let folder = metadata.name.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/")
            let prefix = folder.isEmpty ? "" : folder + "/"
            for (index, file) in files.enumerated()
            where index < sets.count && sets[index] == nil && !foreign.contains(index) {
                guard file.name.hasPrefix(prefix), !Self.isMetadataFile(file.name) else { continue }
                var name = String(file.name.dropFirst(prefix.count))
                for suffix in [".json5", ".json"] where name.lowercased().hasSuffix(suffix) {
                    name = String(name.dropLast(suffix.count))
                    break
                }
                sets[index] = name
            }
        }
        var reading = Reading()
        var themes: (file: Int, node: JSONNode, pointer: JSONPointer)?
        var order: [String] = []
        var tokenSets: [TokenSet] = []
        for (index, file) in files.enumerated() {
            if foreign.contains(index) {
                tokenSets.append(TokenSet(file: index, name: nil, node: file.root, pointer: .root, foreign: true))
                continue
            }
            let last = file.name.split(separator: "/").last.map(String.init) ?? file.name
            if last == Self.themesFile {
                if case .array(let list) = file.root.value, list.isEmpty { continue }
                themes = (index, file.root, .root)
                continue
            }
            if last == Self.metadataFile {
                order += tokenSetOrder(file.root, file: index, at: .root)
                continue
            }
            if case .object(let members) = file.root.value,
                members.contains(where: { $0.key == "$themes" || $0.key == "$metadata" })
            {
                // One file of several sets, as Tokens Studio's single-file sync writes it.
                for member in members {
                    let pointer = JSONPointer([member.key])
                    switch member.key {
                    case "$themes":
                        // Tokens Studio writes `[]` when no theme was made.
                        if case .array(let list) = member.value.value, list.isEmpty { continue }
                        themes = (index, member.value, pointer)
                    case "$metadata":
                        if let orderNode = member.value["tokenSetOrder"] {
                            order += tokenSetOrder(
                                JSONNode(.object([JSONMember(key: "tokenSetOrder", value: orderNode)])), file: index,
                                at: pointer)
                        }
                    default:
                        guard !member.key.hasPrefix("$") else { continue }
                        tokenSets.append(TokenSet(file: index, name: member.key, node: member.value, pointer: pointer))
                    }
                }
                continue
            }
            tokenSets.append(
                TokenSet(file: index, name: index < sets.count ? sets[index] : nil, node: file.root, pointer: .root))
        }
        let studioContext = themes != nil || !order.isEmpty || tokenSets.contains(where: \.isSet)
        var converted: [DTCGFile] = []
        let shapes = tokenSets.map { set in
            set.foreign
                ? (older: false, studioTypes: false, firstOlder: (pointer: JSONPointer.root, offset: 0))
                : shape(of: set)
        }
        if options.strict {
            // DTCG 2025.10 only: the older shape is refused, and the files are read as they are (a `$themes` member
            // is then a name the format refuses, as are Tokens Studio's type names).
            for (set, shape) in zip(tokenSets, shapes) where shape.older && !set.foreign {
                reading.refused.append(files[set.file].name)
                problems.report(
                    .unsupported, file: set.file, shape.firstOlder.pointer, offset: shape.firstOlder.offset,
                    "a token written with \"value\" (Tokens Studio's older shape), and --strict reads DTCG 2025.10 "
                        + "only; write \"$value\", \"$type\" and \"$description\", or import without --strict")
            }
            reading.files = files
            reading.problems = problems.list
            return reading
        }
        for (set, shape) in zip(tokenSets, shapes)
        where !set.foreign && (shape.older || shape.studioTypes || studioContext) {
            math.record(set.node)
        }
        for (set, shape) in zip(tokenSets, shapes) {
            var file = files[set.file]
            if !set.foreign, shape.older || shape.studioTypes || studioContext {
                file.root = group(set.node, file: set.file, at: set.pointer, older: shape.older)
                file.pointer = set.pointer
                if set.pointer != .root, let name = set.name { file.sourceKey = Self.key(file: file.name, set: name) }
                if shape.older, !reading.olderShape.contains(file.name) { reading.olderShape.append(file.name) }
            }
            converted.append(file)
        }
        reading.files = converted
        let studioSets = tokenSets.filter(\.isSet)
        if !studioSets.isEmpty {
            let setKeys = studioSets.map { set in
                set.pointer == .root ? files[set.file].name : Self.key(file: files[set.file].name, set: set.name ?? "")
            }
            reading.setKeys = Set(setKeys + studioSets.map { files[$0.file].name })
            let names = studioSets.map { $0.name ?? "" }
            // Sets in `tokenSetOrder` first, in its order; the others in the order of the files.
            var ordered = order.filter { names.contains($0) }
            for name in names where !ordered.contains(name) { ordered.append(name) }
            func keys(of selected: [String]) -> [String] {
                ordered.filter(selected.contains).compactMap { name in names.firstIndex(of: name).map { setKeys[$0] } }
            }
            if let themes, let chosen = chooseThemes(themes.node, file: themes.file, at: themes.pointer) {
                if let appearance = chosen.appearance { reading.themes = appearance }
                reading.setsOf = (keys(of: chosen.light), keys(of: chosen.dark))
                reading.setsOfHighContrast = (
                    chosen.lightHighContrast.map { keys(of: $0) }, chosen.darkHighContrast.map { keys(of: $0) }
                )
                reading.modeNotes = chosen.notes
                reading.groups = chosen.groups
                reading.highContrastThemes = chosen.highContrastThemes
            } else if themes == nil {
                // No themes: every set is read in both appearances, but a set named like one of them only there.
                let light = options.lightContext.lowercased()
                let dark = options.darkContext.lowercased()
                func last(_ name: String) -> String {
                    (name.split(separator: "/").last.map(String.init) ?? name).lowercased()
                }
                reading.setsOf = (
                    keys(of: ordered.filter { last($0) != dark }), keys(of: ordered.filter { last($0) != light })
                )
            }
        }
        if !studioSets.isEmpty {
            let read = Set(
                reading.setsOf.light + reading.setsOf.dark + (reading.setsOfHighContrast.light ?? [])
                    + (reading.setsOfHighContrast.dark ?? []))
            reading.unreadFiles = Set(
                studioSets.filter { $0.pointer == .root }.map { files[$0.file].name }.filter { !read.contains($0) })
        }
        reading.problems = problems.list
        return reading
    }

    /// The source key of one set of a file of several.
    static func key(file: String, set: String) -> String { file + "#" + set }

    // MARK: Shape

    /// Whether a set writes its tokens in the older shape (`value`), and where the first such token is; a set that
    /// writes both `value` and `$value` tokens is reported at the first token of the other kind.
    /// `studioTypes`: whether a token has a type only Tokens Studio has (`sizing`, `borderRadius` …).
    private mutating func shape(
        of set: TokenSet
    ) -> (older: Bool, studioTypes: Bool, firstOlder: (pointer: JSONPointer, offset: Int)) {
        var first: (older: Bool, pointer: JSONPointer, offset: Int)?
        var mixed: (pointer: JSONPointer, offset: Int)?
        var studioTypes = false
        func walk(_ node: JSONNode, _ path: [String]) {
            guard mixed == nil, case .object(let members) = node.value else { return }
            for member in members where !member.key.hasPrefix("$") {
                guard case .object(let fields) = member.value.value else { continue }
                let kind: Bool?
                if fields.contains(where: { $0.key == "$value" }) {
                    kind = false
                } else if Self.isOlderToken(fields) {
                    kind = true
                } else {
                    kind = nil
                }
                guard let kind else {
                    walk(member.value, path + [member.key])
                    continue
                }
                if !studioTypes,
                    let type = fields.first(where: { $0.key == "$type" || $0.key == "type" })?.value.stringValue,
                    DTCGType(rawValue: type) == nil, Self.types[type] != nil || type == "other"
                {
                    studioTypes = true
                }
                if let first, first.older != kind {
                    mixed = (JSONPointer(set.pointer.tokens + path + [member.key]), member.keyOffset)
                    return
                }
                if first == nil {
                    first = (kind, JSONPointer(set.pointer.tokens + path + [member.key]), member.keyOffset)
                }
            }
        }
        walk(set.node, [])
        if let mixed, let first {
            let position = files[set.file].lines.position(of: first.offset)
            problems.report(
                .unsupported, file: set.file, mixed.pointer, offset: mixed.offset,
                "this token is written with \(first.older ? "\"$value\"" : "\"value\""), but the first token of "
                    + "the set (line \(position.line)) with \(first.older ? "\"value\"" : "\"$value\""); a set is "
                    + "written one way (Tokens Studio writes one or the other), so write every token of it the same way"
            )
        }
        return (
            first?.older == true, studioTypes, (first?.pointer ?? set.pointer, first?.offset ?? set.node.offset)
        )
    }

    /// Type names only Tokens Studio writes (Style Dictionary's own and DTCG's are not among them).
    static let ownTypeNames: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontFamilies", "fontWeights",
        "letterSpacing", "lineHeights", "paragraphSpacing", "paragraphIndent", "boxShadow", "other", "textCase",
        "textDecoration", "composition",
    ]

    /// Whether a file's tokens carry Tokens Studio's marks: one of its own type names, or its `studio.tokens`
    /// extension. Reads up to the first mark.
    static func hasStudioMarks(_ node: JSONNode) -> Bool {
        guard case .object(let members) = node.value else { return false }
        for member in members {
            let key = member.key
            // Every member of every group and token of a file is looked at: a group or token below, the common case,
            // is told by its first byte and one comparison (a first byte other than `$` starts no `$` character).
            guard key.utf8.first == UInt8(ascii: "$") || key == "type" else {
                if case .object = member.value.value, hasStudioMarks(member.value) { return true }
                continue
            }
            switch key {
            case "type", "$type":
                if let name = member.value.stringValue, ownTypeNames.contains(name) { return true }
            case "$extensions":
                if member.value["studio.tokens"] != nil { return true }
            default:
                // `$` and a combining mark is another character than `$`: a group, as the tree reads it.
                if case .object = member.value.value, !key.hasPrefix("$"), hasStudioMarks(member.value) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the members of an object are a token of the older shape: a `value` that is not a group of tokens.
    static func isOlderToken(_ fields: [JSONMember]) -> Bool {
        guard let value = fields.first(where: { $0.key == "value" })?.value else { return false }
        if fields.contains(where: { $0.key == "type" && $0.value.stringValue != nil }) { return true }
        switch value.value {
        case .string, .number, .array, .bool: return true
        case .object(let members):
            return !members.contains { $0.value.stringValue == nil && $0.value.numberValue == nil }
        case .null: return false
        }
    }
}

// MARK: - Themes and set order

extension TokensStudio {
    /// The names of `tokenSetOrder` in `$metadata`.
    private mutating func tokenSetOrder(_ root: JSONNode, file: Int, at pointer: JSONPointer) -> [String] {
        guard let order = root["tokenSetOrder"] else { return [] }
        guard case .array(let names) = order.value, names.allSatisfy({ $0.stringValue != nil }) else {
            problems.report(
                .wrongType, file: file, pointer.appending("tokenSetOrder"), offset: order.offset,
                "expected tokenSetOrder to be an array of set names, found \(order.value.kindDescription)")
            return []
        }
        return names.compactMap(\.stringValue)
    }

    /// The themes each appearance reads, and the sets they enable (`enabled` or `source`).
    ///
    /// Themes come in groups (`group`; themes without one form a group of their own), and one theme of every group
    /// is read, as Tokens Studio combines them. The appearance group is the one with a theme named `--light-context`
    /// (or `group/name`, or the one theme with that word in its name) and one named `--dark-context`: light reads
    /// the first, dark the second, and a theme of increased contrast beside them (`Light HC`, `light_ax`) its
    /// high-contrast appearance. Every other group reads the theme `--context GROUP=NAME` names, else its first
    /// theme (said in a note). Without an appearance group, light and dark read the same themes.
    private mutating func chooseThemes(
        _ node: JSONNode, file: Int, at pointer: JSONPointer
    ) -> ThemeChoice? {
        guard case .array(let elements) = node.value else {
            problems.report(
                .wrongType, file: file, pointer, offset: node.offset,
                "expected $themes to be an array of themes, found \(node.value.kindDescription)")
            return nil
        }
        var themes: [(title: String, name: String, group: String, sets: [String])] = []
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(String(index))
            guard let name = element["name"]?.stringValue else {
                problems.report(
                    .missingKey, file: file, elementPointer, offset: element.offset,
                    "a theme needs a \"name\"; Tokens Studio writes one for every theme")
                continue
            }
            var sets: [String] = []
            if let selected = element["selectedTokenSets"] {
                guard case .object(let members) = selected.value else {
                    problems.report(
                        .wrongType, file: file, elementPointer.appending("selectedTokenSets"), offset: selected.offset,
                        "expected selectedTokenSets to be an object of set names and \"enabled\", \"source\" or "
                            + "\"disabled\", found \(selected.value.kindDescription)")
                    continue
                }
                for member in members {
                    switch member.value.stringValue {
                    case "enabled", "source": sets.append(member.key)
                    case "disabled": break
                    default:
                        problems.report(
                            .invalidValue, file: file,
                            elementPointer.appending("selectedTokenSets").appending(member.key),
                            offset: member.value.offset,
                            "a set of a theme is \"enabled\", \"source\" or \"disabled\"")
                    }
                }
            }
            let group = element["group"]?.stringValue
            themes.append((group.map { "\($0)/\(name)" } ?? name, name, group ?? Self.ungrouped, sets))
        }
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
        // The appearance group: the one whose themes (but those of increased contrast) have a light and a dark one.
        var appearance: (group: String, light: Int, dark: Int)?
        var ambiguous = false
        for group in groups {
            let members = themes.indices.filter { themes[$0].group == group && !Self.isHighContrast(themes[$0].name) }
            let candidates = members.map { (title: themes[$0].title, name: themes[$0].name, sets: themes[$0].sets) }
            let light = Self.match(options.lightContext, among: candidates)
            let dark = Self.match(options.darkContext, among: candidates)
            let key = group == Self.ungrouped ? "theme" : group
            guard !light.isEmpty, !dark.isEmpty, options.contexts[key] == nil else { continue }
            guard light.count == 1, dark.count == 1 else {
                let (role, found) = light.count > 1 ? ("light", light) : ("dark", dark)
                problems.report(
                    .invalidValue, file: file, pointer, offset: node.offset,
                    "\(found.count) themes could be \(role) (\(found.map { quoted(candidates[$0].title) }.joined(separator: ", "))); "
                        + "choose one with --\(role)-context \"group/name\"")
                ambiguous = true
                continue
            }
            guard appearance == nil else { continue }
            if members[light[0]] == members[dark[0]] {
                problems.report(
                    .invalidValue, file: file, pointer, offset: node.offset,
                    "the theme \(quoted(candidates[light[0]].title)) was chosen for both light and dark; choose the "
                        + "other with --\(options.lightContext.lowercased() == candidates[light[0]].name.lowercased() ? "dark" : "light")-context"
                )
                ambiguous = true
                continue
            }
            appearance = (group, members[light[0]], members[dark[0]])
        }
        guard !ambiguous else { return nil }
        if appearance == nil, options.appearanceNamed {
            // Named on the command line, the light and dark themes must be there.
            let candidates = themes.filter { !Self.isHighContrast($0.name) }.map { ($0.title, $0.name, $0.sets) }
            let available = themes.map { quoted($0.title) }.joined(separator: ", ")
            for (wanted, role) in [(options.lightContext, "light"), (options.darkContext, "dark")] {
                let found = Self.match(wanted, among: candidates)
                guard found.count != 1 else { continue }
                problems.report(
                    found.isEmpty ? .missingKey : .invalidValue, file: file, pointer, offset: node.offset,
                    found.isEmpty
                        ? "no theme is named \(quoted(wanted)) for \(role); the themes are \(available); choose one with "
                            + "--\(role)-context \"group/name\""
                        : "\(found.count) themes could be \(role) (\(found.map { quoted(candidates[$0].0) }.joined(separator: ", "))); "
                            + "choose one with --\(role)-context \"group/name\"")
            }
            return nil
        }
        var choice = ThemeChoice()
        choice.groups = groups.map { $0 == Self.ungrouped ? "theme" : $0 }
        if let appearance {
            choice.appearance = (themes[appearance.light].title, themes[appearance.dark].title)
            choice.light = themes[appearance.light].sets
            choice.dark = themes[appearance.dark].sets
            for (base, isDark) in [(appearance.light, false), (appearance.dark, true)] {
                let wanted = themes[base].name.lowercased()
                let contrast = themes.filter {
                    $0.group == appearance.group && Self.isHighContrast($0.name)
                        && Set(RoleTable.words($0.name)).isSuperset(of: RoleTable.words(wanted))
                }
                guard contrast.count == 1 else { continue }
                if isDark {
                    choice.darkHighContrast = contrast[0].sets
                    choice.highContrastThemes.dark = contrast[0].title
                } else {
                    choice.lightHighContrast = contrast[0].sets
                    choice.highContrastThemes.light = contrast[0].title
                }
            }
        } else {
            choice.notes.append(
                "no Tokens Studio theme group has a \(quoted(options.lightContext)) and a \(quoted(options.darkContext)) "
                    + "theme: the same themes serve light and dark (--light-context and --dark-context name them)")
        }
        for group in groups where group != appearance?.group {
            let members = themes.filter { $0.group == group }
            let key = group == Self.ungrouped ? "theme" : group
            let listed = members.map { quoted($0.name) }.joined(separator: ", ")
            var chosen = members[0]
            if let wanted = options.contexts[key] {
                let found = Self.match(wanted, among: members.map { ($0.title, $0.name, $0.sets) })
                guard found.count == 1 else {
                    problems.report(
                        .invalidValue, file: file, pointer, offset: node.offset,
                        (found.isEmpty
                            ? "no theme of the group \(quoted(key)) is named \(quoted(wanted))"
                            : "\(found.count) themes of the group \(quoted(key)) match \(quoted(wanted))")
                            + " (--context \(key)=\(wanted)); its themes are \(listed)")
                    continue
                }
                chosen = members[found[0]]
            } else if members.count > 1 {
                choice.notes.append(
                    "the Tokens Studio theme group \(quoted(key)): read its first theme \(quoted(chosen.name)) (of "
                        + "\(listed)); --context \(key)=NAME reads another")
            }
            choice.light += chosen.sets
            choice.dark += chosen.sets
            choice.lightHighContrast = choice.lightHighContrast.map { $0 + chosen.sets }
            choice.darkHighContrast = choice.darkHighContrast.map { $0 + chosen.sets }
        }
        return choice
    }

    /// What ``chooseThemes(_:file:at:)`` chose.
    struct ThemeChoice {
        /// The light and dark themes (`group/name`), when a group has them.
        var appearance: (light: String, dark: String)?
        var light: [String] = []
        var dark: [String] = []
        var lightHighContrast: [String]?
        var darkHighContrast: [String]?
        var highContrastThemes: (light: String?, dark: String?) = (nil, nil)
        var notes: [String] = []
        var groups: [String] = []
    }

    /// The group of themes that have none.
    static let ungrouped = "\u{0}"

    /// Whether a theme's name says it is of increased contrast: `Light HC`, `dark_ax`, `Light high contrast`.
    static func isHighContrast(_ name: String) -> Bool {
        let words = Set(RoleTable.words(name))
        let more = words.contains("high") || words.contains("increased") || words.contains("more")
        return words.contains("hc") || words.contains("ax") || words.contains("highcontrast")
            || (words.contains("contrast") && more)
    }

    /// The themes `wanted` names: by title or name (any case), else the ones with its word in their name.
    static func match(_ wanted: String, among themes: [(title: String, name: String, sets: [String])]) -> [Int] {
        let lowered = wanted.lowercased()
        let exact = themes.indices.filter {
            themes[$0].title.lowercased() == lowered || themes[$0].name.lowercased() == lowered
        }
        if !exact.isEmpty { return exact }
        // "Light Mode", "Brand A – Dark": the themes with the word in their name.
        return themes.indices.filter { RoleTable.words(themes[$0].name).contains(lowered) }
    }

}
