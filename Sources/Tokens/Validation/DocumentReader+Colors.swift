extension DocumentReader {
    // MARK: - Colors

    /// The color tokens of a document, with their identifiers and resolved values.
    struct ColorTable {
        var tokens: [ColorToken]
        var indexByPath: [TokenPath: Int]
        var groupPaths: Set<TokenPath>
        /// Tokens whose own value is invalid (already reported): they exist, but resolve to nothing.
        var invalid: Set<Int> = []
    }

    /// A color value as written, with where it was written.
    struct WrittenColor: Sendable {
        var value: ColorValue
        var pointer: JSONPointer
        var offset: Int
    }

    /// A color token as written. A class whose fields are set once: the reader passes its tokens from list to list,
    /// and a copy is one count instead of one for each of its values.
    final class WrittenColorToken: Sendable {
        let path: TokenPath
        let pointer: JSONPointer
        let offset: Int
        let light: WrittenColor?
        let dark: WrittenColor?
        let lightHighContrast: WrittenColor?
        let darkHighContrast: WrittenColor?
        /// Whether a high-contrast value is written but could not be read.
        let invalidHighContrast: Bool
        let metadata: TokenMetadata

        init(
            path: TokenPath, pointer: JSONPointer, offset: Int, light: WrittenColor?, dark: WrittenColor?,
            lightHighContrast: WrittenColor? = nil, darkHighContrast: WrittenColor? = nil,
            invalidHighContrast: Bool = false, metadata: TokenMetadata = TokenMetadata()
        ) {
            self.path = path
            self.pointer = pointer
            self.offset = offset
            self.light = light
            self.dark = dark
            self.lightHighContrast = lightHighContrast
            self.darkHighContrast = darkHighContrast
            self.invalidHighContrast = invalidHighContrast
            self.metadata = metadata
        }

        /// The value written for one appearance; `nil` for a high-contrast one the token does not give.
        func written(_ appearance: Appearance) -> WrittenColor? {
            switch appearance {
            case .light: light
            case .dark: dark
            case .lightHighContrast: lightHighContrast
            case .darkHighContrast: darkHighContrast
            }
        }
    }

    /// The color tokens as written, with the offsets of their groups: what ``readColorGroups(_:at:)`` reads of some
    /// of the groups of `tokens.color`.
    struct WrittenColors {
        var tokens: [WrittenColorToken] = []
        var groupOffsets: [TokenPath: Int] = [:]

        /// `other`'s tokens after these, as if one reading had read both.
        mutating func append(_ other: WrittenColors) {
            tokens += other.tokens
            groupOffsets.merge(other.groupOffsets) { _, later in later }
        }
    }

    /// The color tokens; an empty table when the document has no `tokens.color` (format 2 allows that).
    mutating func readColors(_ node: JSONNode?, at pointer: JSONPointer) -> ColorTable? {
        guard let node else { return ColorTable(tokens: [], indexByPath: [:], groupPaths: []) }
        guard let members = object(node, at: pointer, "tokens.color") else { return nil }
        return colorTable(readColorGroups(members[...], at: pointer))
    }

    /// Reads `members`, members of `tokens.color` (at `pointer`): its groups and the tokens in them. One group can be
    /// read in two parts (``readColorsAndCollect(_:at:readsColors:)``): of the first group of `members`, only its
    /// members from `firstFrom` on are read, and of the last, only those before `lastUpTo` when given; both parts
    /// check the group itself, and the second's problems with it are the first's, which ``merge(_:)`` leaves out.
    mutating func readColorGroups(
        _ members: ArraySlice<JSONMember>, at pointer: JSONPointer, firstFrom: Int = 0, lastUpTo: Int? = nil
    ) -> WrittenColors {
        var written: [WrittenColorToken] = []
        var groupOffsets: [TokenPath: Int] = [:]
        for position in members.indices {
            let member = members[position]
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            if isColorToken(member.value) {
                report(
                    .ungroupedToken, memberPointer, offset: member.keyOffset,
                    "\"\(member.key)\" is a color directly under tokens.color; put it in a group "
                        + "(for example tokens.color.palette.\(member.key))")
                continue
            }
            guard case .object(let children) = member.value.value else {
                wrongType(member.value, at: memberPointer, expected: "a color group (an object of colors)")
                continue
            }
            let path = TokenPath([member.key])
            groupOffsets[path] = member.value.offset
            let from = position == members.startIndex ? min(firstFrom, children.count) : 0
            let upTo =
                position == members.endIndex - 1
                ? max(from, min(lastUpTo ?? children.count, children.count)) : children.count
            readColorGroup(
                children[from..<upTo], path: path, at: memberPointer, into: &written, groups: &groupOffsets)
        }
        return WrittenColors(tokens: written, groupOffsets: groupOffsets)
    }

    /// The table of the tokens `read` (every group of `tokens.color`), every alias checked and followed.
    mutating func colorTable(_ read: WrittenColors) -> ColorTable {
        let written = read.tokens
        var table = ColorTable(tokens: [], indexByPath: [:], groupPaths: Set(read.groupOffsets.keys))
        table.tokens.reserveCapacity(written.count)
        table.indexByPath.reserveCapacity(written.count)
        for token in written {
            // A broken token still exists: aliases to it and roles find it.
            if token.light == nil || token.dark == nil || token.invalidHighContrast {
                table.invalid.insert(table.tokens.count)
            }
            table.indexByPath[token.path] = table.tokens.count
            let black = RGBA(red: 0, green: 0, blue: 0)
            var color = ColorToken(
                path: token.path,
                value: Appearances(
                    light: token.light?.value ?? .literal(black), dark: token.dark?.value ?? .literal(black)),
                resolved: Appearances(light: black, dark: black), metadata: token.metadata)
            color.highContrastValue = Appearances(
                light: token.lightHighContrast?.value, dark: token.darkHighContrast?.value)
            table.tokens.append(color)
        }

        // Every alias must name a color token. Each is looked up here once, and the walks that follow the aliases read
        // what was found (a lookup hashes the whole path).
        // Appearance by appearance rather than through an array of the four: no allocation per token.
        var targets = AliasTargets(count: written.count)
        for (index, token) in written.enumerated() {
            // One alias written for several appearances (a token written as one string is) is looked up once.
            var previous: (target: TokenPath, found: Int?)?
            for appearance in Appearance.allCases {
                guard let color = token.written(appearance) else {
                    // A high-contrast appearance the token gives no value for takes its standard one's.
                    if appearance.isHighContrast { targets[index, appearance] = targets[index, appearance.base] }
                    continue
                }
                guard case .alias(let target) = color.value else { continue }
                let found: Int?
                if let previous, previous.target == target {
                    found = previous.found
                } else {
                    found = table.indexByPath[target]
                    previous = (target, found)
                }
                targets[index, appearance] = found
                if found == nil { reportUnknownColor(target, at: color.pointer, offset: color.offset, table: table) }
            }
        }
        resolveAliases(&table, written: written, targets: targets)
        return table
    }

    /// The index in the color table of the token each color's alias names, by color and appearance (`nil` where the
    /// color's value is a literal, or an alias to no color); a high-contrast appearance a color gives no value for has
    /// its standard appearance's.
    struct AliasTargets {
        /// Four entries a color, in the order of `Appearance.allCases`; -1 for none.
        private var indices: [Int32]
        /// How many colors.
        let count: Int

        init(count: Int) {
            self.count = count
            indices = Array(repeating: -1, count: count * 4)
        }

        subscript(color: Int, appearance: Appearance) -> Int? {
            get {
                let index = indices[4 * color + Self.position(appearance)]
                return index < 0 ? nil : Int(index)
            }
            set { indices[4 * color + Self.position(appearance)] = newValue.map { Int32($0) } ?? -1 }
        }

        private static func position(_ appearance: Appearance) -> Int {
            switch appearance {
            case .light: 0
            case .dark: 1
            case .lightHighContrast: 2
            case .darkHighContrast: 3
            }
        }
    }

    /// Whether a node is a color token rather than a group: a string, or an object marked by
    /// `light`, `dark` or `value` — unless it also holds colors or groups, which makes it a
    /// group with a color wrongly named after one of those markers.
    func isColorToken(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string: return true
        case .object(let members):
            guard members.contains(where: { DesignSystemDocument.marksToken($0.key, color: true) }) else {
                return false
            }
            return !members.contains { member in
                guard !Self.isColorTokenField(member.key) else { return false }
                switch member.value.value {
                case .object: return true
                case .string(let text): return text.hasPrefix("#") || text.hasPrefix("{")
                default: return false
                }
            }
        default: return false
        }
    }

    /// Whether `key` is a member a color token may have.
    static func isColorTokenField(_ key: String) -> Bool {
        switch key {
        case "light", "dark", "light_hc", "dark_hc", "value", "description", "deprecated", "extensions", "id",
            "renamed", "replaced_by":
            true
        default: false
        }
    }

    mutating func readColorGroup(
        _ members: ArraySlice<JSONMember>, path: TokenPath, at pointer: JSONPointer,
        into written: inout [WrittenColorToken], groups: inout [TokenPath: Int]
    ) {
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            if DesignSystemDocument.marksToken(member.key, color: true) {
                report(
                    .badName, memberPointer, offset: member.keyOffset,
                    "a color or group cannot be named \"\(member.key)\": light, dark and value mark a color token; "
                        + "rename it (e.g. \"\(member.key)-\(path.components.last ?? "color")\")")
                continue
            }
            // One allocation (`components + [key]` makes two): every color's path is built here.
            var childComponents: [String] = []
            childComponents.reserveCapacity(path.components.count + 1)
            childComponents.append(contentsOf: path.components)
            childComponents.append(member.key)
            let childPath = TokenPath(childComponents)
            if isColorToken(member.value) {
                let length = Naming.wordLength(childPath.components)
                if length > Naming.maximumLength {
                    report(
                        .badName, memberPointer, offset: member.keyOffset,
                        "\(childPath) has \(length) ASCII letters and digits, which its Swift name is made of; keep a "
                            + "color's path to \(Naming.maximumLength) (its Swift name names its folder in the asset "
                            + "catalog, and file systems refuse file names over 255 bytes): shorten a name")
                    continue
                }
                if let token = readColorToken(member.value, path: childPath, at: memberPointer) {
                    written.append(token)
                }
            } else if case .object(let children) = member.value.value {
                groups[childPath] = member.value.offset
                readColorGroup(children[...], path: childPath, at: memberPointer, into: &written, groups: &groups)
            } else {
                wrongType(
                    member.value, at: memberPointer,
                    expected: "a color (\"#RRGGBB\", \"#RRGGBBAA\" or an alias \"{path.to.token}\"), "
                        + "an object with light and dark, or a group")
            }
        }
    }

    mutating func readColorToken(
        _ node: JSONNode, path: TokenPath, at pointer: JSONPointer
    )
        -> WrittenColorToken?
    {
        if case .string = node.value {
            let color = readColorValue(node, at: pointer)
            return WrittenColorToken(path: path, pointer: pointer, offset: node.offset, light: color, dark: color)
        }
        guard case .object(let members) = node.value else { return nil }
        let hasValue = node["value"] != nil
        if hasValue {
            reportHighContrastBesideValue(node, at: pointer)
        }
        checkMembers(
            members, of: node, at: pointer,
            allowed: hasValue
                // High-contrast members beside `value` have their own message.
                ? [
                    "value", "light_hc", "dark_hc", "description", "deprecated", "extensions", "id", "renamed",
                    "replaced_by",
                ]
                : [
                    "light", "dark", "light_hc", "dark_hc", "description", "deprecated", "extensions", "id", "renamed",
                    "replaced_by",
                ],
            required: hasValue ? ["value"] : ["light", "dark"],
            context: hasValue ? "a color token with value (which has no light or dark)" : "a color token")
        let metadata = readMetadata(node, at: pointer)
        if let value = node["value"] {
            let color = readColorValue(value, at: pointer.appending("value"))
            return WrittenColorToken(
                path: path, pointer: pointer, offset: node.offset, light: color, dark: color, metadata: metadata)
        }
        let light = node["light"].flatMap { readColorValue($0, at: pointer.appending("light")) }
        let dark = node["dark"].flatMap { readColorValue($0, at: pointer.appending("dark")) }
        var (lightHighContrast, darkHighContrast): (WrittenColor?, WrittenColor?)
        var invalidHighContrast = false
        if let written = node["light_hc"] {
            lightHighContrast = readColorValue(written, at: pointer.appending("light_hc"))
            invalidHighContrast = lightHighContrast == nil
        }
        if let written = node["dark_hc"] {
            darkHighContrast = readColorValue(written, at: pointer.appending("dark_hc"))
            invalidHighContrast = invalidHighContrast || darkHighContrast == nil
        }
        return WrittenColorToken(
            path: path, pointer: pointer, offset: node.offset, light: light, dark: dark,
            lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast,
            invalidHighContrast: invalidHighContrast, metadata: metadata)
    }

    /// A color written with `value` is one color (or one alias) in both appearances; high-contrast values go
    /// beside `light` and `dark`, and an alias takes those of the color it names.
    private mutating func reportHighContrastBesideValue(_ node: JSONNode, at pointer: JSONPointer) {
        guard case .object(let members) = node.value else { return }
        for member in members where member.key == "light_hc" || member.key == "dark_hc" {
            let isAlias = node["value"]?.stringValue?.hasPrefix("{") == true
            report(
                .unknownKey, pointer.appending(member.key), offset: member.keyOffset,
                isAlias
                    ? "an alias color takes the high-contrast values of the color it names; give \(member.key) to "
                        + "that color, or write this one with light and dark instead of value"
                    : "\(member.key) goes beside light and dark; write this color with light and dark instead of "
                        + "value")
        }
    }

    mutating func readColorValue(_ node: JSONNode, at pointer: JSONPointer) -> WrittenColor? {
        guard let string = node.stringValue else {
            wrongType(
                node, at: pointer, expected: "a color: \"#RRGGBB\", \"#RRGGBBAA\" or an alias \"{path.to.token}\"")
            return nil
        }
        // On the UTF-8 bytes: braces and dots are ASCII, never part of a multi-byte character.
        let utf8 = string.utf8
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        if utf8.first == open || utf8.last == close {
            // One pass over the path between the braces: no brace in it, and no empty name between its dots.
            var components: [String] = []
            components.reserveCapacity(4)
            var isAlias = utf8.count >= 3 && utf8.first == open && utf8.last == close
            if isAlias {
                let end = utf8.index(before: utf8.endIndex)
                var start = utf8.index(after: utf8.startIndex)
                var index = start
                while isAlias, index < end {
                    let byte = utf8[index]
                    if byte == open || byte == close || (byte == UInt8(ascii: ".") && index == start) {
                        isAlias = false
                    } else if byte == UInt8(ascii: ".") {
                        components.append(String(string[start..<index]))
                        start = utf8.index(after: index)
                    }
                    utf8.formIndex(after: &index)
                }
                if isAlias, start < end {
                    components.append(String(string[start..<end]))
                } else {
                    isAlias = false
                }
            }
            guard isAlias else {
                report(
                    .badColor, pointer, offset: node.offset,
                    "\(quoted(string)) is not an alias; write a token's dotted path in braces, "
                        + "like \"{palette.blue.500}\"")
                return nil
            }
            return WrittenColor(value: .alias(TokenPath(components)), pointer: pointer, offset: node.offset)
        }
        guard let color = RGBA(hex: string) else {
            report(
                .badColor, pointer, offset: node.offset,
                "\(quoted(string)) is not a color; use #RRGGBB or #RRGGBBAA, or an alias like \"{palette.blue.500}\"")
            return nil
        }
        return WrittenColor(value: .literal(color), pointer: pointer, offset: node.offset)
    }

    mutating func reportUnknownColor(
        _ target: TokenPath, at pointer: JSONPointer, offset: Int, table: ColorTable
    ) {
        if table.groupPaths.contains(target) {
            report(
                .unknownAlias, pointer, offset: offset,
                "{\(target)} names a group, not a color; point it at one of the group's colors")
            return
        }
        var message = "{\(target)} names no color token"
        if let suggestion = suggestion(for: target, among: table) {
            message += "; did you mean {\(suggestion)}?"
        } else {
            message += "; check the spelling, or add the token"
        }
        report(.unknownAlias, pointer, offset: offset, message)
    }

    /// The nearest color path to a misspelt one. Suggestions cost a pass over every token, so they
    /// are remembered per target and given for the first few distinct targets only: a renamed
    /// group can break thousands of aliases at once.
    mutating func suggestion(for target: TokenPath, among table: ColorTable) -> TokenPath? {
        if let known = suggestions[target] { return known }
        guard suggestions.count < 20 else { return nil }
        let found = closestPath(to: target, among: table.indexByPath.keys)
        suggestions[target] = .some(found)
        return found
    }

    /// Follows every alias to a color, reporting cycles and over-long chains.
    ///
    /// A high-contrast appearance takes a token's high-contrast value where it has one and its standard value where
    /// not, and follows aliases in the high-contrast appearance: a color that aliases a palette entry with
    /// high-contrast values has them too. Documents without high-contrast values skip those two walks.
    /// `targets` are the tokens the aliases name, found while they were checked (``AliasTargets``).
    mutating func resolveAliases(_ table: inout ColorTable, written: [WrittenColorToken], targets: AliasTargets) {
        precondition(targets.count == table.tokens.count, "every color's alias targets are found")
        // Only a cycle's report needs the written tokens by path: built then, not for every document.
        var writtenByPath: [TokenPath: WrittenColorToken]?
        func writtenToken(_ path: TokenPath) -> WrittenColorToken? {
            if writtenByPath == nil {
                var byPath: [TokenPath: WrittenColorToken] = [:]
                byPath.reserveCapacity(written.count)
                for token in written { byPath[token.path] = token }
                writtenByPath = byPath
            }
            return writtenByPath?[path]
        }
        let hasHighContrast = written.contains { $0.lightHighContrast != nil || $0.darkHighContrast != nil }
        let appearances: [Appearance] = hasHighContrast ? Appearance.allCases : [.light, .dark]
        for appearance in appearances {
            enum State { case unvisited, visiting, resolved(RGBA), failed }
            var states = [State](repeating: .unvisited, count: table.tokens.count)
            func value(_ index: Int) -> ColorValue {
                table.tokens[index].written(appearance) ?? table.tokens[index].value[appearance]
            }
            /// Where a cycle is reported: a high-contrast walk reports only at high-contrast values, since a cycle
            /// of standard values alone has been reported by the standard walk.
            func writtenColor(_ index: Int) -> WrittenColor? {
                writtenToken(table.tokens[index].path)?.written(appearance)
            }
            // One buffer for every walk's chain: no allocation per token.
            var chain: [Int] = []
            for start in table.tokens.indices {
                chain.removeAll(keepingCapacity: true)
                var current = start
                var outcome: RGBA?
                walk: while true {
                    switch states[current] {
                    case .resolved(let color):
                        outcome = color
                        break walk
                    case .failed:
                        break walk
                    case .visiting:
                        let cycle = Array(chain[(chain.firstIndex(of: current) ?? 0)...])
                        let names = (cycle + [current]).map { "{\(table.tokens[$0].path)}" }
                        for member in cycle {
                            guard let color = writtenColor(member) else { continue }
                            report(
                                .aliasCycle, color.pointer, offset: color.offset,
                                "alias cycle \(names.joined(separator: " → "))"
                                    + (appearance.isHighContrast ? " in \(appearance.displayName)" : "")
                                    + "; one of them needs a real color")
                        }
                        break walk
                    case .unvisited where table.invalid.contains(current):
                        break walk
                    case .unvisited:
                        states[current] = .visiting
                        chain.append(current)
                        switch value(current) {
                        case .literal(let color):
                            outcome = color
                            break walk
                        case .alias:
                            guard let next = targets[current, appearance] else { break walk }
                            // Chains of any length resolve (a walk that comes back to a token is a cycle), so the
                            // order of the entries can never decide whether a document is valid.
                            current = next
                        }
                    }
                }
                for index in chain {
                    if case .visiting = states[index] {
                        states[index] = outcome.map(State.resolved) ?? .failed
                    }
                }
                if case .resolved(let color) = states[start] {
                    switch appearance {
                    case .light: table.tokens[start].resolved.light = color
                    case .dark: table.tokens[start].resolved.dark = color
                    case .lightHighContrast: table.tokens[start].resolvedHighContrast.light = color
                    case .darkHighContrast: table.tokens[start].resolvedHighContrast.dark = color
                    }
                }
            }
        }
    }
}
