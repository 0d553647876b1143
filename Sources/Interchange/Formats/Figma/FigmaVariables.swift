import Tokens

/// Figma variables exports, read as the DTCG files they nearly are.
///
/// Two shapes, told apart by their contents (never by file name alone):
/// - **Figma's own export** (Variables panel → Export modes): one file per mode of a collection, tokens nested by the
///   `/` groups of variable names, the mode named in the root's `$extensions["com.figma.modeName"]` and each token's
///   `$extensions` holding `com.figma.variableId`, `com.figma.scopes` and, for an alias Figma wrote as its value,
///   `com.figma.aliasData`.
/// - **The REST API's response** to `GET /v1/files/:key/variables/local`: `meta.variables` and
///   `meta.variableCollections` with every mode's value in `valuesByMode` and aliases as `VARIABLE_ALIAS` ids.
///
/// The files of one collection are those that share variable ids. A collection with one mode is the same in both
/// appearances; of one with more, the modes named by the light and dark contexts (case-insensitively; else the one
/// whose name has the context's words) are read. Figma's numbers (`FLOAT`) are told apart by their scopes, or by
/// their group's words when their scopes do not say. Strings of the `FONT_FAMILY` scope are font families; other
/// strings and booleans, which dsys has no tokens for, are skipped and listed.
enum FigmaVariables {
    /// What reading the Figma files found.
    struct Outcome {
        var exports: [DTCGImportResult.FigmaExport] = []
        /// String and boolean variables, by their Figma names, each once.
        var skipped: [String] = []
        var keptValues: [DTCGImportResult.KeptAlias] = []
        var problems: [FileDiagnostic] = []
        /// The modes chosen without being told, one line each.
        var modeNotes: [String] = []
        /// The collections' names (`--context NAME=MODE` names them).
        var collections: [String] = []
        /// The modes of increased contrast read, when a collection has them (`Light HC`).
        var highContrast: (light: String?, dark: String?) = (nil, nil)
    }

    /// Which of Figma's shapes a file has, if any.
    enum Shape {
        case modeFile
        case restResponse
    }

    /// The shape of a parsed file: Figma's only when its root, or its first token, carries `com.figma.` extensions,
    /// or its root is a REST response (`meta.variables` and `meta.variableCollections`); never a dsys export's. Reads
    /// little of a file that is not Figma's.
    static func shape(of root: JSONNode) -> Shape? {
        // dsys's own export of a document imported from Figma keeps Figma's data, but its values are dsys's.
        guard case .object = root.value, root["$extensions"]?[DTCGImport.extensionKey] == nil else { return nil }
        if let meta = root["meta"], meta["variables"] != nil, meta["variableCollections"] != nil {
            return .restResponse
        }
        if hasFigmaKeys(root["$extensions"]) { return .modeFile }
        return firstToken(in: root).map { hasFigmaKeys($0["$extensions"]) } == true ? .modeFile : nil
    }

    /// A Figma datum of `$extensions`: `com.figma.KEY`, as Figma's export writes it, or `KEY` of a `com.figma`
    /// object, as some plugins write it.
    static func datum(_ key: String, of extensions: JSONNode?) -> JSONNode? {
        extensions?["com.figma." + key] ?? extensions?["com.figma"]?[key]
    }

    private static func hasFigmaKeys(_ extensions: JSONNode?) -> Bool {
        guard case .object(let members)? = extensions?.value else { return false }
        return members.contains { $0.key.hasPrefix("com.figma") }
    }

    private static func firstToken(in group: JSONNode) -> JSONNode? {
        guard case .object(let members) = group.value else { return nil }
        for member in members where !member.key.hasPrefix("$") {
            guard case .object = member.value.value else { continue }
            if member.value["$value"] != nil { return member.value }
            if let token = firstToken(in: member.value) { return token }
        }
        return nil
    }

    /// Rewrites the Figma files among the first `tokenFiles` of `files` into the DTCG the import reads, and narrows
    /// `plan` so that each appearance reads its mode of every collection. Files of other shapes are left alone.
    static func adapt(
        _ files: inout [DTCGFile], tokenFiles: Int, plan: inout DTCGImport.Appearances, options: DTCGImport.Options
    ) -> Outcome {
        var outcome = Outcome()
        var shapes: [(index: Int, shape: Shape)] = []
        for index in 0..<min(tokenFiles, files.count) {
            if let shape = shape(of: files[index].root) { shapes.append((index, shape)) }
        }
        guard !shapes.isEmpty else { return outcome }
        var problems = DTCGProblems(files: files)
        if options.strict {
            for (index, shape) in shapes {
                let what =
                    shape == .restResponse
                    ? "a response of Figma's REST API (meta.variables), not DTCG"
                    : "a Figma variables export: its numbers are typed by Figma's scopes and it may hold string and "
                        + "boolean variables, which DTCG 2025.10 does not have"
                problems.report(
                    .unsupported, file: index, .root, offset: files[index].root.offset,
                    "this is \(what); --strict reads DTCG 2025.10 only: drop --strict to read it as a Figma export")
            }
            outcome.problems = problems.list
            return outcome
        }
        var reader = Reader(files: files, options: options, problems: problems)
        let restFiles = shapes.filter { $0.shape == .restResponse }.map(\.index)
        let modeFiles = shapes.filter { $0.shape == .modeFile }.map(\.index)
        reader.readResponses(restFiles)
        reader.chooseModes(modeFiles, plan: &plan)
        reader.convert(restFiles + modeFiles)
        files = reader.files
        outcome.exports = reader.exports.sorted { $0.index < $1.index }.map(\.export)
        outcome.skipped = reader.skipped
        outcome.keptValues = reader.keptValues
        outcome.problems = reader.problems.list
        outcome.modeNotes = reader.modeNotes
        outcome.collections = reader.collectionNames
        outcome.highContrast = reader.highContrastModes
        return outcome
    }

    /// The `--context` that names a collection: by its name (any case), else by words all in its name
    /// (`--context Primitives=Modern` for `Primitives — Completed`).
    static func context(for collection: String, in contexts: [String: String]) -> (key: String, value: String)? {
        if let found = contexts.first(where: { $0.key.lowercased() == collection.lowercased() }) {
            return (found.key, found.value)
        }
        let words = Set(RoleTable.words(collection))
        let matching = contexts.filter { key, _ in
            let wanted = RoleTable.words(key)
            return !wanted.isEmpty && wanted.allSatisfy(words.contains)
        }
        return matching.count == 1 ? matching.first.map { ($0.key, $0.value) } : nil
    }

    /// The path a Figma variable name becomes: its `/` groups, each without the spaces around it (spaces inside a
    /// name stay: `text color/filled` → `text color.filled`, `Color.dsTextColorFilled` in Swift); the characters
    /// DTCG reserves for references (`.`, `{`, `}`) and a leading `$` become `_` (`space/0.5` → `space.0_5`).
    static func path(ofName name: String) -> [String] {
        name.split(separator: "/").compactMap { part -> String? in
            let trimmed = part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            guard !trimmed.isEmpty else { return nil }
            var text = String(trimmed).map { "{}.".contains($0) ? "_" : $0 }
            if text.first == "$" { text[0] = "_" }
            return String(text)
        }
    }
}

// MARK: - Numbers

extension FigmaVariables {
    /// What a Figma number (`FLOAT`) variable is in dsys.
    enum Kind: String {
        case spacing, radius, opacity, borderWidth, fontSize, lineHeight, letterSpacing, fontWeight
        /// Points that are none of the above (paragraph spacing, effect offsets and blurs, or a size an alias asks for).
        case dimension
        /// A plain number: what neither the scopes nor the name say more of.
        case number

        /// Kinds that may alias one another share a family: their DTCG types must agree.
        var family: String {
            switch self {
            case .opacity: "an opacity"
            case .fontWeight: "a font weight"
            case .number: "a number"
            default: "a dimension"
            }
        }

        /// The scales the import places a dimension in, by dsys's extension; `none` keeps it in `tokens.other`.
        var scale: String {
            switch self {
            case .spacing: "spacing"
            case .radius: "radius"
            default: "none"
            }
        }
    }

    /// The kind each of Figma's scopes gives a number; scopes of colors, strings and `ALL_SCOPES` give none.
    static let kindsByScope: [String: Kind] = [
        "GAP": .spacing, "WIDTH_HEIGHT": .spacing, "CORNER_RADIUS": .radius, "OPACITY": .opacity,
        "STROKE_FLOAT": .borderWidth, "FONT_SIZE": .fontSize, "LINE_HEIGHT": .lineHeight,
        "LETTER_SPACING": .letterSpacing, "FONT_WEIGHT": .fontWeight, "PARAGRAPH_SPACING": .dimension,
        "PARAGRAPH_INDENT": .dimension, "EFFECT_FLOAT": .dimension,
    ]

    /// The kind of a number variable: the one its scopes name; when they name none (`ALL_SCOPES`, no scope) or
    /// several, the one its group's words name (among those scopes, if several); else a plain number, or a dimension
    /// when all its scopes are of sizes.
    static func kind(scopes: [String], path: [String]) -> Kind {
        let named = Set(scopes.compactMap { kindsByScope[$0] })
        if named.count == 1, !scopes.contains("ALL_SCOPES"), let only = named.first { return only }
        let byName = kind(byWords: path.count > 1 ? Array(path.dropLast()) : path)
        if let byName, named.isEmpty || scopes.contains("ALL_SCOPES") || named.contains(byName) { return byName }
        if !named.isEmpty, named.allSatisfy({ $0.family == Kind.dimension.family }) { return .dimension }
        return .number
    }

    /// The kind the words of a variable's groups name: `letter-spacing` before `spacing`, `corner` for radii, `size`
    /// for points that are no scale's …
    static func kind(byWords groups: [String]) -> Kind? {
        let words = Set(groups.flatMap(RoleTable.words))
        let has: (String) -> Bool = { words.contains($0) }
        if (has("letter") && has("spacing")) || has("tracking") { return .letterSpacing }
        if (has("line") && has("height")) || has("leading") { return .lineHeight }
        if (has("font") || has("text")) && has("size") || has("fontsize") { return .fontSize }
        if has("weight") { return .fontWeight }
        if has("opacity") || has("alpha") { return .opacity }
        if ["radius", "radii", "corner", "corners", "rounded", "rounding"].contains(where: has) { return .radius }
        if has("stroke") || (has("border") && has("width")) { return .borderWidth }
        if ["spacing", "space", "spacer", "gap", "padding", "margin", "gutter", "inset"].contains(where: has) {
            return .spacing
        }
        if ["size", "sizes", "sizing", "dimension", "dimensions", "width", "height"].contains(where: has) {
            return .dimension
        }
        return nil
    }
}

// MARK: - Reading

extension FigmaVariables {
    /// A token of a Figma file, as the first pass finds it.
    fileprivate struct Occurrence {
        var file: Int
        var path: [String]
        var pointer: JSONPointer
        var keyOffset: Int
        var type: String?
        /// The paths its values alias (its `$value`, or a mode's value of a REST variable).
        var aliases: [[String]]
    }

    struct Reader {
        var files: [DTCGFile]
        let options: DTCGImport.Options
        var problems: DTCGProblems
        var exports: [(index: Int, export: DTCGImportResult.FigmaExport)] = []
        var skipped: [String] = []
        var keptValues: [DTCGImportResult.KeptAlias] = []
        var skippedSeen: Set<String> = []
        /// A line for each collection whose mode the import chose without being told (see ``choose(_:collection:name:first:)``).
        var modeNotes: [String] = []
        var collectionNames: [String] = []
        var highContrastModes: (light: String?, dark: String?) = (nil, nil)

        init(files: [DTCGFile], options: DTCGImport.Options, problems: DTCGProblems) {
            self.files = files
            self.options = options
            self.problems = problems
        }

        // MARK: Modes

        /// Which mode of `modes` a context names: the one of its name (any case), else the one whose name has
        /// its words (`Light` for `☀️ Light mode`); `nil` and the candidates when none or several do.
        static func mode(named context: String, among modes: [String]) -> (index: Int?, candidates: [Int]) {
            let exact = modes.indices.filter { modes[$0].lowercased() == context.lowercased() }
            if exact.count == 1 { return (exact[0], exact) }
            if exact.count > 1 { return (nil, exact) }
            let wanted = RoleTable.words(context)
            let matching = modes.indices.filter { index in
                let words = Set(RoleTable.words(modes[index]))
                return !wanted.isEmpty && wanted.allSatisfy(words.contains)
            }
            return (matching.count == 1 ? matching[0] : nil, matching)
        }

        /// The modes a collection's appearances read, and what the import says of a choice the files left open.
        struct ModeChoice {
            var light: Int
            var dark: Int
            /// The modes of increased contrast beside the light and dark ones (`Light HC`), if any.
            var lightHighContrast: Int?
            var darkHighContrast: Int?
            var note: String?
        }

        /// Chooses a collection's modes: the one `--context COLLECTION=MODE` names, for both appearances; else the ones
        /// the light and dark contexts name (and the modes of increased contrast beside them); else, when no mode is
        /// light and dark, `first` (Figma's default mode) for both, with a note. A problem only when a context names
        /// several modes or no mode.
        func choose(
            _ modes: [String], collection: String, name: String, first: Int = 0
        ) -> Result<ModeChoice, ModeProblem> {
            if modes.count == 1 { return .success(ModeChoice(light: 0, dark: 0)) }
            let listed =
                modes.dropLast().map { quoted($0) }.joined(separator: ", ") + " and " + quoted(modes[modes.count - 1])
            if let (key, wanted) = FigmaVariables.context(for: name, in: options.contexts) {
                let match = Self.mode(named: wanted, among: modes)
                guard let index = match.index else {
                    return .failure(
                        ModeProblem(
                            message: "\(collection) has the modes \(listed), and --context \(key)=\(wanted) names "
                                + (match.candidates.isEmpty ? "none of them" : "several of them") + "; name one exactly"
                        ))
                }
                return .success(ModeChoice(light: index, dark: index))
            }
            // Modes of increased contrast are not light or dark themselves, but beside them.
            let standard = modes.indices.filter { !TokensStudio.isHighContrast(modes[$0]) }
            var chosen: [Int] = []
            for (context, option) in [
                (options.lightContext, "--light-context"), (options.darkContext, "--dark-context"),
            ] {
                let match = Self.mode(named: context, among: standard.map { modes[$0] })
                if let index = match.index {
                    chosen.append(standard[index])
                } else if match.candidates.count > 1 {
                    let both = match.candidates.map { quoted(modes[standard[$0]]) }.joined(separator: " and ")
                    return .failure(
                        ModeProblem(
                            message: "the modes \(both) of \(collection) all match \(option) \(quoted(context)); "
                                + "name one of them exactly with \(option)"))
                }
            }
            if options.appearanceNamed {
                // Named on the command line, the light and dark modes must be there.
                for (context, option) in [
                    (options.lightContext, "--light-context"), (options.darkContext, "--dark-context"),
                ] where Self.mode(named: context, among: standard.map { modes[$0] }).index == nil {
                    return .failure(
                        ModeProblem(
                            message: "\(collection) has the modes \(listed), and none is \(option) \(quoted(context)); "
                                + "name its mode with \(option), or give only one mode's file of this collection "
                                + "(a collection of one mode is the same in both appearances)"))
                }
                if chosen.count == 2, chosen[0] == chosen[1] {
                    return .failure(
                        ModeProblem(
                            message:
                                "\(collection) reads the mode \(quoted(modes[chosen[0]])) for both --light-context "
                                + "and --dark-context; name two different modes"))
                }
            }
            guard chosen.count == 2, chosen[0] != chosen[1] else {
                let key = name.contains(" ") || name.contains("=") ? "\"\(name)=NAME\"" : "\(name)=NAME"
                return .success(
                    ModeChoice(
                        light: first, dark: first,
                        note:
                            "the Figma collection \(quoted(name)) has the modes \(listed), none of them light and dark: read "
                            + "\(quoted(modes[first])) (its \(first == 0 ? "first" : "default mode")) in both appearances; "
                            + "--context \(key) reads another"))
            }
            var choice = ModeChoice(light: chosen[0], dark: chosen[1])
            for (base, isDark) in [(chosen[0], false), (chosen[1], true)] {
                let words = RoleTable.words(modes[base])
                let contrast = modes.indices.filter {
                    TokensStudio.isHighContrast(modes[$0]) && Set(RoleTable.words(modes[$0])).isSuperset(of: words)
                }
                guard contrast.count == 1 else { continue }
                if isDark { choice.darkHighContrast = contrast[0] } else { choice.lightHighContrast = contrast[0] }
            }
            return .success(choice)
        }

        struct ModeProblem: Error {
            var message: String
        }

        /// Groups the mode files into collections (files that share a variable id; without ids, a token path),
        /// chooses the modes each appearance reads and narrows `plan` to them.
        mutating func chooseModes(_ indices: [Int], plan: inout DTCGImport.Appearances) {
            guard !indices.isEmpty else { return }
            var lightContrast: [String: String] = [:]
            var darkContrast: [String: String] = [:]
            // Union-find over the files by the keys they share.
            var parent = Array(indices.indices)
            func root(_ item: Int) -> Int {
                var item = item
                while parent[item] != item { item = parent[item] }
                return item
            }
            var owner: [String: Int] = [:]
            for (position, index) in indices.enumerated() {
                var ids: [String] = []
                var paths: [String] = []
                forEachToken(in: files[index].root, path: []) { path, token in
                    if let id = FigmaVariables.datum("variableId", of: token["$extensions"])?.stringValue {
                        ids.append("id " + id)
                    }
                    paths.append("path " + path.joined(separator: "."))
                }
                for key in ids.isEmpty ? paths : ids {
                    if let other = owner[key] {
                        parent[root(position)] = root(other)
                    } else {
                        owner[key] = position
                    }
                }
            }
            var collections: [Int: [Int]] = [:]
            var order: [Int] = []
            for position in indices.indices {
                let group = root(position)
                if collections[group] == nil { order.append(group) }
                collections[group, default: []].append(indices[position])
            }
            // A name in two collections: the files' one tree would keep only the later, silently.
            var firstFile: [String: (group: Int, file: Int)] = [:]
            var twice: [(file: Int, pointer: JSONPointer, offset: Int, message: String)] = []
            for (position, index) in indices.enumerated() {
                let group = root(position)
                forEachToken(in: files[index].root, path: [], type: nil) { path, _, _, pointer, offset in
                    let dotted = path.joined(separator: ".")
                    guard let first = firstFile[dotted] else {
                        firstFile[dotted] = (group, index)
                        return
                    }
                    guard first.group != group else { return }
                    twice.append(
                        (
                            index, pointer, offset,
                            "{\(dotted)} is a variable of two Figma collections (\(files[first.file].name) and "
                                + "\(files[index].name)), and a design system has one token of a name; rename one "
                                + "of them in Figma"
                        ))
                }
            }
            for duplicate in twice {
                problems.report(
                    .identifierCollision, file: duplicate.file, duplicate.pointer, offset: duplicate.offset,
                    duplicate.message)
            }
            for group in order {
                let members = collections[group] ?? []
                let modes = members.map(modeName)
                let names = members.map { files[$0].name }
                let collection = "the Figma collection of \(names.joined(separator: ", "))"
                // Two files of one mode: the import could not tell which to read.
                var seen: [String: Int] = [:]
                var duplicate = false
                for (position, mode) in modes.enumerated() {
                    if let first = seen[mode.lowercased()] {
                        report(
                            members[position],
                            "\(names[first]) and \(names[position]) are both the mode \(quoted(mode)) of one Figma "
                                + "collection (they hold the same variables); give one of them")
                        duplicate = true
                    } else {
                        seen[mode.lowercased()] = position
                    }
                }
                guard !duplicate else { continue }
                let name = collectionName(members[0], mode: modes[0])
                collectionNames.append(name)
                switch choose(modes, collection: collection, name: name) {
                case .failure(let problem):
                    report(members[0], problem.message)
                case .success(let choice):
                    let (light, dark) = (choice.light, choice.dark)
                    if let note = choice.note { modeNotes.append(note) }
                    for (position, index) in members.enumerated() {
                        let appearance: String? =
                            position == light && position == dark
                            ? "light and dark"
                            : position == light
                                ? "light"
                                : position == dark
                                    ? "dark"
                                    : position == choice.lightHighContrast
                                        ? "light with increased contrast"
                                        : position == choice.darkHighContrast ? "dark with increased contrast" : nil
                        exports.append(
                            (
                                index,
                                DTCGImportResult.FigmaExport(
                                    file: files[index].name, isRESTResponse: false,
                                    modes: [.init(collection: nil, name: modes[position], appearance: appearance)])
                            ))
                        // Each appearance reads its mode's file only (a collection of one mode: the same file).
                        let source = DTCGResolverPlan.Source.file(files[index].name)
                        if position != light { plan.light.removeAll { $0 == source } }
                        if position != dark { plan.dark.removeAll { $0 == source } }
                    }
                    if let contrast = choice.lightHighContrast {
                        lightContrast[files[members[light]].name] = files[members[contrast]].name
                        highContrastModes.light = highContrastModes.light ?? modes[contrast]
                    }
                    if let contrast = choice.darkHighContrast {
                        darkContrast[files[members[dark]].name] = files[members[contrast]].name
                        highContrastModes.dark = highContrastModes.dark ?? modes[contrast]
                    }
                }
            }
            // A collection with modes of increased contrast: each high-contrast appearance reads them instead.
            func swapped(_ sources: [DTCGResolverPlan.Source], _ swaps: [String: String]) -> [DTCGResolverPlan.Source] {
                sources.map { source in
                    if case .file(let name) = source, let contrast = swaps[name] { return .file(contrast) }
                    return source
                }
            }
            if !lightContrast.isEmpty {
                plan.lightHighContrast = swapped(plan.lightHighContrast ?? plan.light, lightContrast)
            }
            if !darkContrast.isEmpty {
                plan.darkHighContrast = swapped(plan.darkHighContrast ?? plan.dark, darkContrast)
            }
        }

        /// A mode file's collection: its root's `com.figma.collectionName`, else its file name without the mode and
        /// `.tokens.json` or `.json` (`Colors.Dark.tokens.json` → `Colors`).
        private func collectionName(_ index: Int, mode: String) -> String {
            if let name = FigmaVariables.datum("collectionName", of: files[index].root["$extensions"])?.stringValue {
                return name
            }
            var stem = Substring(files[index].name.split(separator: "/").last ?? "")
            for suffix in [".json", ".tokens"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
            if stem.hasSuffix("." + mode) { stem = stem.dropLast(mode.count + 1) }
            return String(stem)
        }

        /// A mode file's mode: its root's `com.figma.modeName`, else the last part of its file name before
        /// `.tokens.json` or `.json` (`Colors.Dark.tokens.json` → `Dark`).
        private func modeName(_ index: Int) -> String {
            if let name = FigmaVariables.datum("modeName", of: files[index].root["$extensions"])?.stringValue {
                return name
            }
            var stem = Substring(files[index].name.split(separator: "/").last ?? "")
            for suffix in [".json", ".tokens"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
            return String(stem.split(separator: ".").last ?? stem)
        }

        /// Reports a problem of a mode file at its mode's name (or its root, when it names none).
        private mutating func report(_ file: Int, _ message: String) {
            let extensions = files[file].root["$extensions"]
            for path in [["com.figma.modeName"], ["com.figma", "modeName"]] {
                guard let node = path.reduce(extensions, { $0?[$1] }) else { continue }
                problems.report(
                    .invalidValue, file: file, JSONPointer(["$extensions"] + path), offset: node.offset, message)
                return
            }
            problems.report(.invalidValue, file: file, .root, offset: files[file].root.offset, message)
        }
    }
}

// MARK: - Converting values

extension FigmaVariables.Reader {
    /// Rewrites the tokens of the Figma files: numbers typed by their kind (sizes in px, opacities from Figma's 0–100
    /// to 0–1, font weights), font-family strings typed `fontFamily`, aliases Figma wrote as values
    /// (`com.figma.aliasData`) back into references, other strings and booleans removed.
    mutating func convert(_ indices: [Int]) {
        // First pass: every token of every Figma file, so that aliases across collections find their targets.
        var occurrences: [FigmaVariables.Occurrence] = []
        var typeByPath: [String: String] = [:]
        var scopesByPath: [String: [String]] = [:]
        for index in indices {
            forEachToken(in: files[index].root, path: [], type: nil) { path, token, type, pointer, keyOffset in
                let dotted = path.joined(separator: ".")
                if let type, typeByPath[dotted] == nil { typeByPath[dotted] = type }
                if scopesByPath[dotted] == nil,
                    case .array(let scopes)? = FigmaVariables.datum("scopes", of: token["$extensions"])?.value
                {
                    scopesByPath[dotted] = scopes.compactMap(\.stringValue)
                }
                occurrences.append(
                    FigmaVariables.Occurrence(
                        file: index, path: path, pointer: pointer, keyOffset: keyOffset, type: type,
                        aliases: Self.aliases(of: token)))
            }
        }
        // Each number's kind: its scopes or name; a plain number takes the family of what it aliases or is
        // aliased by, so that DTCG sees one type along every alias.
        var kinds: [String: FigmaVariables.Kind] = [:]
        for (dotted, type) in typeByPath where type == "number" {
            kinds[dotted] = FigmaVariables.kind(
                scopes: scopesByPath[dotted] ?? [], path: dotted.split(separator: ".").map(String.init))
        }
        var edges: [(from: String, to: String, occurrence: Int)] = []
        for (position, occurrence) in occurrences.enumerated() where occurrence.type == "number" {
            for alias in occurrence.aliases {
                let target = alias.joined(separator: ".")
                if kinds[target] != nil { edges.append((occurrence.path.joined(separator: "."), target, position)) }
            }
        }
        var changed = true
        while changed {
            changed = false
            for edge in edges {
                guard let from = kinds[edge.from], let to = kinds[edge.to], from.family != to.family else { continue }
                if to == .number {
                    kinds[edge.to] = Self.plainKind(like: from)
                    changed = true
                } else if from == .number {
                    kinds[edge.from] = Self.plainKind(like: to)
                    changed = true
                }
            }
        }
        for edge in edges {
            guard let from = kinds[edge.from], let to = kinds[edge.to], from.family != to.family else { continue }
            let occurrence = occurrences[edge.occurrence]
            problems.report(
                .typeMismatch, file: occurrence.file, occurrence.pointer, offset: occurrence.keyOffset,
                "{\(edge.from)} is \(from.family) by its Figma scopes or name and aliases {\(edge.to)}, which is "
                    + "\(to.family); dsys keeps aliases between tokens of one type only: give the two variables "
                    + "matching scopes in Figma")
        }
        // Aliases of colors and numbers to strings or booleans, which are skipped.
        for occurrence in occurrences where occurrence.type == "color" || occurrence.type == "number" {
            for alias in occurrence.aliases {
                let target = alias.joined(separator: ".")
                guard let type = typeByPath[target], type == "string" || type == "boolean" else { continue }
                problems.report(
                    .unsupported, file: occurrence.file, occurrence.pointer, offset: occurrence.keyOffset,
                    "{\(occurrence.path.joined(separator: "."))} aliases {\(target)}, a \(type) variable, which dsys "
                        + "does not import; alias a \(occurrence.type ?? "") variable in Figma instead")
            }
        }
        // Second pass: the rewrite.
        let known = Set(typeByPath.keys)
        for index in indices {
            files[index].root = rewrite(files[index].root, file: index, path: [], type: nil, kinds: kinds, known: known)
        }
    }

    /// Whether a string variable with these scopes is a font family (`FONT_FAMILY`, where Figma offers it).
    static func isFontFamily(scopes: JSONNode?) -> Bool {
        guard case .array(let scopes)? = scopes?.value else { return false }
        return scopes.contains { $0.stringValue == "FONT_FAMILY" }
    }

    /// A plain number aliased with a kind of another family takes that family's plainest kind.
    private static func plainKind(like kind: FigmaVariables.Kind) -> FigmaVariables.Kind {
        switch kind {
        case .opacity: .opacity
        case .fontWeight: .fontWeight
        case .number: .number
        default: .dimension
        }
    }

    /// The paths a token's values alias: references in its `$value` or its modes' values (the REST response's, see
    /// ``readResponses(_:)``), or the target Figma's alias data names.
    fileprivate static func aliases(of token: JSONNode) -> [[String]] {
        var values = token["$value"].map { [$0] } ?? []
        if case .object(let modes)? = token["$extensions"]?["mode"]?.value { values += modes.map(\.value) }
        var paths = values.compactMap { $0.stringValue.flatMap(DTCGReference.curlyPath) }
        if paths.isEmpty,
            let target = FigmaVariables.datum("aliasData", of: token["$extensions"])?["targetVariableName"]?.stringValue
        {
            paths.append(FigmaVariables.path(ofName: target))
        }
        return paths
    }

    private mutating func rewrite(
        _ group: JSONNode, file: Int, path: [String], type inherited: String?, kinds: [String: FigmaVariables.Kind],
        known: Set<String>
    ) -> JSONNode {
        guard case .object(let members) = group.value else { return group }
        let type = group["$type"]?.stringValue ?? inherited
        var result: [JSONMember] = []
        result.reserveCapacity(members.count)
        for member in members {
            // A group of strings or booleans says so in its type, which DTCG does not have; its tokens go too.
            if member.key == "$type", type == "string" || type == "boolean" { continue }
            guard !member.key.hasPrefix("$"), case .object = member.value.value else {
                result.append(member)
                continue
            }
            let memberPath = path + [member.key]
            guard member.value["$value"] != nil else {
                var child = member
                child.value = rewrite(
                    member.value, file: file, path: memberPath, type: type, kinds: kinds, known: known)
                result.append(child)
                continue
            }
            var tokenType = member.value["$type"]?.stringValue ?? type
            if tokenType == "string",
                Self.isFontFamily(scopes: FigmaVariables.datum("scopes", of: member.value["$extensions"]))
            {
                tokenType = "fontFamily"
            } else if tokenType == "string" || tokenType == "boolean" {
                noteSkipped(memberPath.joined(separator: "/"))
                continue
            }
            var token = member
            token.value = convertToken(
                member.value, file: file, path: memberPath, type: tokenType,
                kind: kinds[memberPath.joined(separator: ".")], known: known)
            result.append(token)
        }
        return JSONNode(.object(result), offset: group.offset)
    }

    /// One token, rewritten: see ``convert(_:)``.
    private mutating func convertToken(
        _ token: JSONNode, file: Int, path: [String], type: String?, kind: FigmaVariables.Kind?, known: Set<String>
    ) -> JSONNode {
        guard case .object(var fields) = token.value else { return token }
        let extensions = token["$extensions"]
        // Figma writes a variable without a description with an empty one.
        fields.removeAll { $0.key == "$description" && $0.value.stringValue == "" }
        // An alias Figma wrote as the value it resolves to, naming its target: a reference again when the target is
        // among the files; else the value stays, and the import says so.
        if let alias = FigmaVariables.datum("aliasData", of: extensions),
            let target = alias["targetVariableName"]?.stringValue,
            let valueIndex = fields.firstIndex(where: { $0.key == "$value" }),
            fields[valueIndex].value.stringValue.flatMap(DTCGReference.curlyPath) == nil
        {
            let targetPath = FigmaVariables.path(ofName: target)
            if known.contains(targetPath.joined(separator: ".")) {
                fields[valueIndex].value = JSONNode(
                    .string("{" + targetPath.joined(separator: ".") + "}"), offset: fields[valueIndex].value.offset)
            } else if !keptValues.contains(where: { $0.variable == path.joined(separator: "/") && $0.target == target })
            {
                keptValues.append(
                    DTCGImportResult.KeptAlias(
                        variable: path.joined(separator: "/"), target: target,
                        collection: alias["targetVariableSetName"]?.stringValue))
            }
        }
        if let kind, type == "number" {
            fields = retyped(fields, kind: kind, file: file, path: path)
        } else if type == "fontFamily" {
            // A string of the font-family scope: DTCG's fontFamily, whatever its group's type said.
            fields.removeAll { $0.key == "$type" }
            fields.insert(JSONMember(key: "$type", value: JSONNode(.string("fontFamily"))), at: 0)
        }
        // The alias data is the reference now (or the value, said in the report). A number's kind travels in dsys's
        // own key: the scale it belongs to, and `opacity` as its dsys type.
        var hint: JSONMember?
        if let kind, type == "number" {
            var members = [JSONMember(key: "scale", value: JSONNode(.string(kind.scale)))]
            if kind == .opacity { members.append(JSONMember(key: "type", value: JSONNode(.string("opacity")))) }
            hint = JSONMember(key: DTCGImport.extensionKey, value: JSONNode(.object(members)))
        }
        if let index = fields.firstIndex(where: { $0.key == "$extensions" }),
            case .object(var members) = fields[index].value.value
        {
            members.removeAll { $0.key == "com.figma.aliasData" }
            if let nested = members.firstIndex(where: { $0.key == "com.figma" }),
                case .object(var data) = members[nested].value.value
            {
                data.removeAll { $0.key == "aliasData" }
                members[nested].value = JSONNode(.object(data), offset: members[nested].value.offset)
            }
            if let hint { members.append(hint) }
            fields[index].value = JSONNode(.object(members), offset: fields[index].value.offset)
        } else if let hint {
            fields.append(JSONMember(key: "$extensions", value: JSONNode(.object([hint]))))
        }
        return JSONNode(.object(fields), offset: token.offset)
    }

    /// A number token's fields with the DTCG type and values of its kind.
    private mutating func retyped(
        _ fields: [JSONMember], kind: FigmaVariables.Kind, file: Int, path: [String]
    ) -> [JSONMember] {
        let dtcgType: String
        switch kind {
        case .number, .opacity: dtcgType = "number"
        case .fontWeight: dtcgType = "fontWeight"
        default: dtcgType = "dimension"
        }
        var fields = fields
        if let index = fields.firstIndex(where: { $0.key == "$type" }) {
            fields[index].value = JSONNode(.string(dtcgType), offset: fields[index].value.offset)
        } else {
            fields.insert(JSONMember(key: "$type", value: JSONNode(.string(dtcgType))), at: 0)
        }
        func converted(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
            guard case .number(let number, let lexeme) = node.value else { return node }
            switch kind {
            case .opacity:
                guard (0...100).contains(number) else {
                    problems.report(
                        .invalidValue, file: file, pointer, offset: node.offset,
                        "an opacity variable is a percentage in Figma, from 0 to 100, not \(lexeme); fix it in Figma")
                    return node
                }
                let fraction = number / 100
                return JSONNode(.number(fraction, lexeme: NumberText.shortest(fraction)), offset: node.offset)
            case .number, .fontWeight:
                return node
            default:
                return JSONNode(
                    .object([
                        JSONMember(key: "value", value: node),
                        JSONMember(key: "unit", value: JSONNode(.string("px"), offset: node.offset)),
                    ]), offset: node.offset)
            }
        }
        let tokenPointer = JSONPointer(path)
        for (index, field) in fields.enumerated() {
            if field.key == "$value" {
                fields[index].value = converted(field.value, at: tokenPointer.appending("$value"))
            } else if field.key == "$extensions", case .object(var members) = field.value.value,
                let modeIndex = members.firstIndex(where: { $0.key == "mode" }),
                case .object(var modes) = members[modeIndex].value.value
            {
                for mode in modes.indices {
                    modes[mode].value = converted(
                        modes[mode].value, at: tokenPointer.appending("$extensions").appending("mode"))
                }
                members[modeIndex].value = JSONNode(.object(modes), offset: members[modeIndex].value.offset)
                fields[index].value = JSONNode(.object(members), offset: field.value.offset)
            }
        }
        return fields
    }
}

// MARK: - Walking token trees

extension FigmaVariables.Reader {
    /// Calls `body` with every token below `group`, its path, its type (its own or its group's), its pointer and the
    /// offset of its key.
    fileprivate func forEachToken(
        in group: JSONNode, path: [String], type inherited: String?,
        _ body: ([String], JSONNode, String?, JSONPointer, Int) -> Void
    ) {
        guard case .object(let members) = group.value else { return }
        let type = group["$type"]?.stringValue ?? inherited
        for member in members where !member.key.hasPrefix("$") {
            guard case .object = member.value.value else { continue }
            let memberPath = path + [member.key]
            if member.value["$value"] != nil {
                body(
                    memberPath, member.value, member.value["$type"]?.stringValue ?? type, JSONPointer(memberPath),
                    member.keyOffset)
            } else {
                forEachToken(in: member.value, path: memberPath, type: type, body)
            }
        }
    }

    fileprivate func forEachToken(in group: JSONNode, path: [String], _ body: ([String], JSONNode) -> Void) {
        forEachToken(in: group, path: path, type: nil) { path, token, _, _, _ in body(path, token) }
    }
}
