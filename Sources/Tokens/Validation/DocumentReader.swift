/// Walks a parsed document, building the model and collecting every problem on the way.
///
/// Reading never stops at the first problem: each part is checked as far as its own shape
/// allows, so one run reports everything a person has to fix.
struct DocumentReader {
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []
    private var suggestions: [TokenPath: TokenPath?] = [:]
    private let lines: SourceLines

    init(lines: SourceLines) {
        self.lines = lines
    }

    /// Diagnostics in the order of their place in the file.
    var sortedDiagnostics: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
        }.map(\.element)
    }

    mutating func report(_ code: Diagnostic.Code, _ pointer: JSONPointer, offset: Int, _ message: String) {
        // The same problem can be reached twice (a string color is both appearances).
        guard reported.insert("\(code.rawValue) \(pointer) \(message)").inserted else { return }
        let position = lines.position(of: offset)
        diagnostics.append(Diagnostic(code, at: pointer, line: position.line, column: position.column, message))
    }

    // MARK: - Document

    mutating func read(_ root: JSONNode) -> DesignSystem? {
        guard let members = object(root, at: .root, "the document") else { return nil }
        checkMembers(
            members, of: root, at: .root, allowed: ["$schema", "name", "font_family", "tokens", "contrast"],
            required: ["name", "font_family", "tokens"], context: "the document")
        if let schema = root["$schema"], schema.stringValue == nil {
            wrongType(schema, at: JSONPointer(["$schema"]), expected: "a string (the path or URL of the schema)")
        }
        let name = root["name"].flatMap { readDisplayName($0) }
        let fontFamily = root["font_family"].flatMap { readFontFamily($0) }

        var colors: ColorTable?
        var typography: [TextStyleToken] = []
        var spacing: [SizeToken] = []
        var radii: [SizeToken] = []
        var shadows: [ShadowToken]?
        var otherTokens: [OtherToken] = []
        if let tokensNode = root["tokens"] {
            let pointer = JSONPointer(["tokens"])
            if let tokenMembers = object(tokensNode, at: pointer, "tokens") {
                checkMembers(
                    tokenMembers, of: tokensNode, at: pointer,
                    allowed: ["color", "typography", "spacing", "radius", "shadow", "other"],
                    required: ["color", "typography", "spacing", "radius", "shadow"], context: "tokens")
                if let node = tokensNode["color"] {
                    colors = readColors(node, at: pointer.appending("color"))
                }
                if let node = tokensNode["typography"] {
                    typography = readTypography(node, at: pointer.appending("typography"))
                }
                if let node = tokensNode["spacing"] {
                    spacing = readSizes(node, at: pointer.appending("spacing"), kind: .spacing)
                }
                if let node = tokensNode["radius"] {
                    radii = readSizes(node, at: pointer.appending("radius"), kind: .radius)
                }
                if let node = tokensNode["other"] {
                    otherTokens = readOtherTokens(node, at: pointer.appending("other"), colors: colors)
                }
                if let colors, let node = tokensNode["shadow"], !node.isNull {
                    shadows = readShadows(node, at: pointer.appending("shadow"), colors: colors)
                } else if let node = tokensNode["shadow"], !node.isNull {
                    _ = readShadows(node, at: pointer.appending("shadow"), colors: nil)
                }
            }
        }
        var contrastPairs: [ContrastPair] = []
        if let node = root["contrast"] {
            contrastPairs = readContrastPairs(node, at: JSONPointer(["contrast"]), colors: colors)
        }
        guard let name, let fontFamily, let colors, diagnostics.isEmpty else { return nil }
        return DesignSystem(
            name: name, fontFamily: fontFamily, colors: colors.tokens, typography: typography,
            spacing: spacing, radii: radii, shadows: shadows, otherTokens: otherTokens,
            contrastPairs: contrastPairs)
    }

    private mutating func readFontFamily(_ node: JSONNode) -> FontFamily? {
        let pointer = JSONPointer(["font_family"])
        guard let members = object(node, at: pointer, "font_family") else { return nil }
        checkMembers(
            members, of: node, at: pointer, allowed: ["sans", "mono"], required: ["sans", "mono"],
            context: "font_family")
        var valid = true
        func family(_ key: String, _ reader: inout DocumentReader) -> String? {
            guard let value = node[key] else {
                valid = false
                return nil
            }
            if value.isNull { return nil }
            let memberPointer = pointer.appending(key)
            guard let family = value.stringValue else {
                reader.wrongType(value, at: memberPointer, expected: "a font family name, or null for the system font")
                valid = false
                return nil
            }
            if family.trimmingSpaces.isEmpty || family.unicodeScalars.contains(where: \.isControl) {
                reader.report(
                    .invalidValue, memberPointer, offset: value.offset,
                    "\(quoted(family)) is not a font family name; give the font's family or PostScript name, "
                        + "or null for the system font")
                valid = false
            }
            return family
        }
        let sans = family("sans", &self)
        let mono = family("mono", &self)
        return valid ? FontFamily(sans: sans, mono: mono) : nil
    }

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
    private struct WrittenColor {
        var value: ColorValue
        var pointer: JSONPointer
        var offset: Int
    }

    private struct WrittenColorToken {
        var path: TokenPath
        var pointer: JSONPointer
        var offset: Int
        var light: WrittenColor?
        var dark: WrittenColor?
        var metadata: TokenMetadata
    }

    private mutating func readColors(_ node: JSONNode, at pointer: JSONPointer) -> ColorTable? {
        guard let members = object(node, at: pointer, "tokens.color") else { return nil }
        var written: [WrittenColorToken] = []
        var groupOffsets: [TokenPath: Int] = [:]
        for member in members {
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
            readColorGroup(children, path: path, at: memberPointer, into: &written, groups: &groupOffsets)
        }

        var table = ColorTable(tokens: [], indexByPath: [:], groupPaths: Set(groupOffsets.keys))
        table.tokens.reserveCapacity(written.count)
        table.indexByPath.reserveCapacity(written.count)
        // By lower case: colorsets whose names differ only in case are one folder on macOS.
        var identifiers: [String: (path: TokenPath, identifier: String)] = [:]
        identifiers.reserveCapacity(written.count)
        for token in written {
            guard let identifier = Naming.colorIdentifier(token.path) else { continue }
            var collides = false
            // Identifiers are ASCII: lower-casing their bytes is enough, and much cheaper.
            let folded = identifier.utf8.asciiLowercased
            if let other = identifiers[folded] {
                collides = true
                report(
                    .identifierCollision, token.pointer, offset: token.offset,
                    other.identifier == identifier
                        ? "\(token.path) and \(other.path) both become Color.\(identifier) in Swift; rename one of them"
                        : "\(token.path) and \(other.path) become \(identifier) and \(other.identifier), whose colorsets "
                            + "differ only in case and are one folder on macOS; rename one of them")
            } else {
                identifiers[folded] = (token.path, identifier)
            }
            // A colliding or broken token still exists: aliases to it and roles find it.
            if token.light == nil || token.dark == nil || collides {
                table.invalid.insert(table.tokens.count)
            }
            table.indexByPath[token.path] = table.tokens.count
            let black = RGBA(red: 0, green: 0, blue: 0)
            table.tokens.append(
                ColorToken(
                    path: token.path, identifier: identifier,
                    value: Appearances(
                        light: token.light?.value ?? .literal(black), dark: token.dark?.value ?? .literal(black)),
                    resolved: Appearances(light: black, dark: black), metadata: token.metadata))
        }

        // Every alias must name a color token.
        for token in written {
            for case let color? in [token.light, token.dark] {
                guard case .alias(let target) = color.value else { continue }
                if table.indexByPath[target] == nil {
                    reportUnknownColor(target, at: color.pointer, offset: color.offset, table: table)
                }
            }
        }
        resolveAliases(&table, written: written)
        checkRoles(table, at: pointer, offset: node.offset, groups: groupOffsets)
        return table
    }

    /// Whether a node is a color token rather than a group: a string, or an object marked by
    /// `light`, `dark` or `value` — unless it also holds colors or groups, which makes it a
    /// group with a color wrongly named after one of those markers.
    private func isColorToken(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string: return true
        case .object(let members):
            guard members.contains(where: { Self.colorMarkers.contains($0.key) }) else { return false }
            return !members.contains { member in
                guard !Self.colorTokenFields.contains(member.key) else { return false }
                switch member.value.value {
                case .object: return true
                case .string(let text): return text.hasPrefix("#") || text.hasPrefix("{")
                default: return false
                }
            }
        default: return false
        }
    }

    static let colorMarkers: Set<String> = ["light", "dark", "value"]
    static let colorTokenFields: Set<String> = ["light", "dark", "value", "description", "deprecated", "extensions"]

    private mutating func readColorGroup(
        _ members: [JSONMember], path: TokenPath, at pointer: JSONPointer,
        into written: inout [WrittenColorToken], groups: inout [TokenPath: Int]
    ) {
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            if Self.colorMarkers.contains(member.key) {
                report(
                    .badName, memberPointer, offset: member.keyOffset,
                    "a color or group cannot be named \"\(member.key)\": light, dark and value mark a color token; "
                        + "rename it (e.g. \"\(member.key)-\(path.components.last ?? "color")\")")
                continue
            }
            let childPath = TokenPath(path.components + [member.key])
            if isColorToken(member.value) {
                if let token = readColorToken(member.value, path: childPath, at: memberPointer) {
                    written.append(token)
                }
            } else if case .object(let children) = member.value.value {
                groups[childPath] = member.value.offset
                readColorGroup(children, path: childPath, at: memberPointer, into: &written, groups: &groups)
            } else {
                wrongType(
                    member.value, at: memberPointer,
                    expected: "a color (\"#RRGGBB\", \"#RRGGBBAA\" or an alias \"{path.to.token}\"), "
                        + "an object with light and dark, or a group")
            }
        }
    }

    private mutating func readColorToken(
        _ node: JSONNode, path: TokenPath, at pointer: JSONPointer
    )
        -> WrittenColorToken?
    {
        var token = WrittenColorToken(
            path: path, pointer: pointer, offset: node.offset, light: nil, dark: nil, metadata: TokenMetadata())
        if case .string = node.value {
            let color = readColorValue(node, at: pointer)
            token.light = color
            token.dark = color
            return token
        }
        guard case .object(let members) = node.value else { return nil }
        let hasValue = node["value"] != nil
        checkMembers(
            members, of: node, at: pointer,
            allowed: hasValue
                ? ["value", "description", "deprecated", "extensions"]
                : ["light", "dark", "description", "deprecated", "extensions"],
            required: hasValue ? ["value"] : ["light", "dark"],
            context: hasValue ? "a color token with value (which has no light or dark)" : "a color token")
        token.metadata = readMetadata(node, at: pointer, usedBy: Self.colorRoleUsers[path.description])
        if let value = node["value"] {
            let color = readColorValue(value, at: pointer.appending("value"))
            token.light = color
            token.dark = color
        } else {
            token.light = node["light"].flatMap { readColorValue($0, at: pointer.appending("light")) }
            token.dark = node["dark"].flatMap { readColorValue($0, at: pointer.appending("dark")) }
        }
        return token
    }

    private mutating func readColorValue(_ node: JSONNode, at pointer: JSONPointer) -> WrittenColor? {
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
            let inner = utf8.dropFirst().dropLast()
            let components = inner.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard utf8.count >= 3, utf8.first == open, utf8.last == close,
                !inner.contains(open), !inner.contains(close), components.allSatisfy({ !$0.isEmpty })
            else {
                report(
                    .badColor, pointer, offset: node.offset,
                    "\(quoted(string)) is not an alias; write a token's dotted path in braces, "
                        + "like \"{palette.blue.500}\"")
                return nil
            }
            return WrittenColor(
                value: .alias(TokenPath(components.map { String(Substring($0)) })), pointer: pointer,
                offset: node.offset)
        }
        guard let color = RGBA(hex: string) else {
            report(
                .badColor, pointer, offset: node.offset,
                "\(quoted(string)) is not a color; use #RRGGBB or #RRGGBBAA, or an alias like \"{palette.blue.500}\"")
            return nil
        }
        return WrittenColor(value: .literal(color), pointer: pointer, offset: node.offset)
    }

    private mutating func reportUnknownColor(
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
    private mutating func suggestion(for target: TokenPath, among table: ColorTable) -> TokenPath? {
        if let known = suggestions[target] { return known }
        guard suggestions.count < 20 else { return nil }
        let found = closestPath(to: target, among: table.indexByPath.keys)
        suggestions[target] = .some(found)
        return found
    }

    /// Follows every alias to a color, reporting cycles and over-long chains.
    private mutating func resolveAliases(_ table: inout ColorTable, written: [WrittenColorToken]) {
        var writtenByPath: [TokenPath: WrittenColorToken] = [:]
        writtenByPath.reserveCapacity(written.count)
        for token in written { writtenByPath[token.path] = token }
        for dark in [false, true] {
            enum State { case unvisited, visiting, resolved(RGBA), failed }
            var states = [State](repeating: .unvisited, count: table.tokens.count)
            func value(_ index: Int) -> ColorValue {
                dark ? table.tokens[index].value.dark : table.tokens[index].value.light
            }
            func writtenColor(_ index: Int) -> WrittenColor? {
                let token = writtenByPath[table.tokens[index].path]
                return dark ? token?.dark : token?.light
            }
            for start in table.tokens.indices {
                var chain: [Int] = []
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
                                "alias cycle \(names.joined(separator: " → ")); one of them needs a real color")
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
                        case .alias(let target):
                            guard let next = table.indexByPath[target] else { break walk }
                            if chain.count > DesignSystemDocument.maximumAliasDepth {
                                if let color = writtenColor(start) {
                                    report(
                                        .aliasTooDeep, color.pointer, offset: color.offset,
                                        "following {\(table.tokens[start].path)} takes more than "
                                            + "\(DesignSystemDocument.maximumAliasDepth) aliases; point it nearer its color"
                                    )
                                }
                                break walk
                            }
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
                    if dark {
                        table.tokens[start].resolved.dark = color
                    } else {
                        table.tokens[start].resolved.light = color
                    }
                }
            }
        }
    }

    /// The color roles the generated components use.
    static let requiredColorRoles: [(role: String, usedBy: String)] = [
        ("action.primary", "DSButton"), ("action.destructive", "DSButton"),
        ("surface.default", "the component previews"), ("surface.raised", "DSButton, DSCard"),
        ("surface.inset", "DSInput, DSBadge"), ("text.primary", "DSText, DSHeading, DSInput"),
        ("text.secondary", "DSText"), ("text.muted", "DSText, DSBadge"), ("text.inverse", "DSButton"),
        ("border.default", "DSCard, DSInput, DSBadge"), ("border.focus", "DSInput"),
        ("feedback.success", "DSBadge"), ("feedback.error", "DSInput, DSBadge"),
        ("feedback.warning", "DSBadge"), ("feedback.info", "DSBadge"),
    ]

    /// What uses each required color role, by the role's path.
    static let colorRoleUsers = Dictionary(requiredColorRoles.map { ($0.role, $0.usedBy) }, uniquingKeysWith: { $1 })

    private mutating func checkRoles(
        _ table: ColorTable, at pointer: JSONPointer, offset: Int, groups: [TokenPath: Int]
    ) {
        for (role, usedBy) in Self.requiredColorRoles {
            let path = TokenPath(dotted: role)
            guard table.indexByPath[path] == nil else { continue }
            // Point at the group that should hold it, if the document has that group.
            let group = TokenPath([path.components[0]])
            let location = groups[group] != nil ? pointer.appending(path.components[0]) : pointer
            report(
                .missingRole, location, offset: groups[group] ?? offset,
                "missing color role \(role), used by \(usedBy); add it")
        }
    }

    // MARK: - Typography, spacing, radius

    /// The text styles the generated components use.
    static let requiredTextStyles = [
        "heading1", "heading2", "heading3", "heading4", "body", "bodySmall", "bodyLarge", "label",
    ]

    private mutating func readTypography(_ node: JSONNode, at pointer: JSONPointer) -> [TextStyleToken] {
        guard let members = object(node, at: pointer, "tokens.typography") else { return [] }
        var tokens: [TextStyleToken] = []
        var identifiers = IdentifierSet(category: "DSFont")
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            let identifier = memberIdentifier(member, at: memberPointer, set: &identifiers, call: "()")
            guard let style = object(member.value, at: memberPointer, "a text style") else { continue }
            checkMembers(
                style, of: member.value, at: memberPointer,
                allowed: ["size", "relative_to", "family", "weight", "description", "deprecated", "extensions"],
                required: ["size", "relative_to"], context: "a text style")
            let size = member.value["size"].flatMap {
                number($0, at: memberPointer.appending("size"), in: .positive(maximum: 1000), unit: "a point size")
            }
            let relativeTo = member.value["relative_to"].flatMap {
                enumeration(
                    $0, at: memberPointer.appending("relative_to"), TextStyle.self, what: "Dynamic Type text style")
            }
            let family: FontRole? =
                member.value["family"].map {
                    enumeration($0, at: memberPointer.appending("family"), FontRole.self, what: "font family role")
                } ?? .sans
            let weight: FontWeight?? = member.value["weight"].map {
                enumeration($0, at: memberPointer.appending("weight"), FontWeight.self, what: "font weight")
            }
            let metadata = readMetadata(
                member.value, at: memberPointer,
                usedBy: Self.requiredTextStyles.contains(member.key) ? "the components" : nil)
            guard let identifier, let size, let relativeTo, let family, weight != .some(nil) else { continue }
            tokens.append(
                TextStyleToken(
                    name: member.key, identifier: identifier, size: size, relativeTo: relativeTo, family: family,
                    weight: weight ?? nil, metadata: metadata))
        }
        requireNames(
            Self.requiredTextStyles,
            in: members, at: pointer, offset: node.offset, kind: "text style", usedBy: "the components")
        return tokens
    }

    enum SizeKind {
        case spacing, radius

        var category: String { self == .spacing ? "DSSpacing" : "DSRadius" }
        var required: [String] { self == .spacing ? ["xs", "sm", "md", "lg"] : ["sm", "md", "lg"] }
        var noun: String { self == .spacing ? "spacing" : "radius" }
    }

    private mutating func readSizes(_ node: JSONNode, at pointer: JSONPointer, kind: SizeKind) -> [SizeToken] {
        guard let members = object(node, at: pointer, "tokens.\(kind.noun)") else { return [] }
        var tokens: [SizeToken] = []
        var identifiers = IdentifierSet(category: kind.category)
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            let identifier = memberIdentifier(member, at: memberPointer, set: &identifiers, call: "")
            var valueNode = member.value
            var valuePointer = memberPointer
            var metadata = TokenMetadata()
            if case .object(let fields) = member.value.value {
                checkMembers(
                    fields, of: member.value, at: memberPointer,
                    allowed: ["value", "description", "deprecated", "extensions"], required: ["value"],
                    context: "a \(kind.noun) token")
                metadata = readMetadata(
                    member.value, at: memberPointer,
                    usedBy: kind.required.contains(member.key) ? "the components" : nil)
                guard let value = member.value["value"] else { continue }
                valueNode = value
                valuePointer = memberPointer.appending("value")
            } else if member.value.numberValue == nil {
                wrongType(
                    member.value, at: memberPointer,
                    expected: "a size in points, or an object with value and description")
                continue
            }
            guard
                let value = number(
                    valueNode, at: valuePointer, in: .nonNegative(maximum: 100_000), unit: "a size in points"),
                let identifier
            else { continue }
            tokens.append(SizeToken(name: member.key, identifier: identifier, value: value, metadata: metadata))
        }
        requireNames(
            kind.required, in: members, at: pointer, offset: node.offset, kind: kind.noun, usedBy: "the components")
        return tokens
    }

    // MARK: - Shadows

    private mutating func readShadows(_ node: JSONNode, at pointer: JSONPointer, colors: ColorTable?) -> [ShadowToken] {
        guard case .array(let elements) = node.value else {
            wrongType(node, at: pointer, expected: "an array of shadows, or null for the default shadows")
            return []
        }
        var shadows: [ShadowToken] = []
        var names: [JSONMember] = []
        var identifiers = IdentifierSet(category: "DSShadowSize")
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index)
            guard let fields = object(element, at: elementPointer, "a shadow") else { continue }
            checkMembers(
                fields, of: element, at: elementPointer,
                allowed: ["name", "color", "opacity", "radius", "x", "y", "description", "deprecated", "extensions"],
                required: ["name", "color", "opacity", "radius", "x", "y"], context: "a shadow")
            var identifier: String?
            if let nameNode = element["name"] {
                let namePointer = elementPointer.appending("name")
                if let name = nameNode.stringValue {
                    let member = JSONMember(key: name, keyOffset: nameNode.offset, value: element)
                    if checkName(name, at: namePointer, offset: nameNode.offset) {
                        identifier = memberIdentifier(member, at: namePointer, set: &identifiers, call: "")
                        names.append(member)
                    }
                } else {
                    wrongType(nameNode, at: namePointer, expected: "the shadow's name, a string")
                }
            }
            var color: WrittenColor?
            if let colorNode = element["color"] {
                color = readColorValue(colorNode, at: elementPointer.appending("color"))
            }
            var resolved: Appearances<RGBA>?
            switch color?.value {
            case .literal(let rgba):
                resolved = Appearances(light: rgba, dark: rgba)
            case .alias(let target):
                if let colors, let color {
                    if let index = colors.indexByPath[target] {
                        resolved = colors.tokens[index].resolved
                        if colors.tokens[index].metadata.deprecation != nil {
                            report(
                                .invalidValue, color.pointer, offset: color.offset,
                                "{\(target)} is deprecated, so a shadow cannot use it (the generated package would "
                                    + "warn about itself); use its replacement")
                        }
                    } else {
                        reportUnknownColor(target, at: color.pointer, offset: color.offset, table: colors)
                    }
                }
            case nil:
                break
            }
            let opacity = element["opacity"].flatMap {
                number($0, at: elementPointer.appending("opacity"), in: .unit, unit: "an opacity")
            }
            let radius = element["radius"].flatMap {
                number(
                    $0, at: elementPointer.appending("radius"), in: .nonNegative(maximum: .greatestFiniteMagnitude),
                    unit: "a blur radius")
            }
            let x = element["x"].flatMap {
                number(
                    $0, at: elementPointer.appending("x"), in: .any(limit: .greatestFiniteMagnitude), unit: "an offset")
            }
            let y = element["y"].flatMap {
                number(
                    $0, at: elementPointer.appending("y"), in: .any(limit: .greatestFiniteMagnitude), unit: "an offset")
            }
            let metadata = readMetadata(element, at: elementPointer)
            guard let identifier, let name = element["name"]?.stringValue, let color, let resolved, let opacity,
                let radius, let x, let y
            else { continue }
            shadows.append(
                ShadowToken(
                    name: name, identifier: identifier, color: color.value, resolvedColor: resolved, opacity: opacity,
                    radius: radius, x: x, y: y, metadata: metadata))
        }
        requireNames(
            ["sm", "md"], in: names, at: pointer, offset: node.offset, kind: "shadow", usedBy: "DSCard and dsShadow()")
        return shadows
    }

    // MARK: - Other tokens

    private mutating func readOtherTokens(
        _ node: JSONNode, at pointer: JSONPointer, colors: ColorTable?
    ) -> [OtherToken] {
        guard let members = object(node, at: pointer, "tokens.other") else { return [] }
        var tokens: [OtherToken] = []
        readOtherGroup(members, path: TokenPath([]), at: pointer, colors: colors, into: &tokens)
        return tokens
    }

    private mutating func readOtherGroup(
        _ members: [JSONMember], path: TokenPath, at pointer: JSONPointer, colors: ColorTable?,
        into tokens: inout [OtherToken]
    ) {
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            let childPath = TokenPath(path.components + [member.key])
            guard case .object(let fields) = member.value.value else {
                wrongType(
                    member.value, at: memberPointer, expected: "a token (an object with type and value) or a group")
                continue
            }
            guard fields.contains(where: { $0.key == "type" || $0.key == "value" }) else {
                readOtherGroup(fields, path: childPath, at: memberPointer, colors: colors, into: &tokens)
                continue
            }
            if path.components.isEmpty {
                report(
                    .ungroupedToken, memberPointer, offset: member.keyOffset,
                    "\"\(member.key)\" is a token directly under tokens.other; put it in a group "
                        + "(for example tokens.other.\(member.key == "opacity" ? "state" : "misc").\(member.key))")
                continue
            }
            checkMembers(
                fields, of: member.value, at: memberPointer,
                allowed: ["type", "value", "dark", "description", "deprecated", "extensions"],
                required: ["type", "value"], context: "a token of tokens.other")
            let kind = member.value["type"].flatMap {
                enumeration($0, at: memberPointer.appending("type"), OtherToken.Kind.self, what: "token type")
            }
            let metadata = readMetadata(member.value, at: memberPointer)
            guard let kind, let value = member.value["value"] else { continue }
            let valid = checkOtherValue(value, kind: kind, at: memberPointer.appending("value"), colors: colors)
            let dark = member.value["dark"]
            let darkValid = dark.map {
                checkOtherValue($0, kind: kind, at: memberPointer.appending("dark"), colors: colors)
            }
            if valid, darkValid != false {
                tokens.append(
                    OtherToken(path: childPath, kind: kind, value: value.value, dark: dark?.value, metadata: metadata))
            }
        }
    }

    /// A color inside a composite value: hex, or an alias that must name a color token.
    fileprivate mutating func checkOtherColor(_ node: JSONNode, at pointer: JSONPointer, colors: ColorTable?) -> Bool {
        guard let color = readColorValue(node, at: pointer) else { return false }
        if case .alias(let target) = color.value, let colors, colors.indexByPath[target] == nil {
            reportUnknownColor(target, at: pointer, offset: node.offset, table: colors)
            return false
        }
        return true
    }

    private mutating func checkOtherValue(
        _ node: JSONNode, kind: OtherToken.Kind, at pointer: JSONPointer, colors: ColorTable?
    ) -> Bool {
        switch kind {
        case .fontFamily, .strokeStyle, .border, .transition, .shadow, .gradient, .typography:
            return checkShape(node, OtherShape.of(kind), at: pointer, colors: colors)
        case .number:
            return number(node, at: pointer, in: .any(limit: .greatestFiniteMagnitude), unit: "a number") != nil
        case .opacity:
            return number(node, at: pointer, in: .unit, unit: "an opacity") != nil
        case .dimension:
            return number(node, at: pointer, in: .any(limit: .greatestFiniteMagnitude), unit: "a dimension in points")
                != nil
        case .duration:
            return number(
                node, at: pointer, in: .nonNegative(maximum: .greatestFiniteMagnitude),
                unit: "a duration in milliseconds")
                != nil
        case .fontWeight:
            return number(node, at: pointer, in: .range(1, 1000), unit: "a font weight") != nil
        case .string:
            if node.stringValue != nil { return true }
            wrongType(node, at: pointer, expected: "a string")
            return false
        case .cubicBezier:
            guard case .array(let elements) = node.value, elements.count == 4 else {
                if case .array = node.value {
                    report(
                        .invalidValue, pointer, offset: node.offset,
                        "a cubic Bézier has four numbers [x1, y1, x2, y2]")
                } else {
                    wrongType(node, at: pointer, expected: "four numbers [x1, y1, x2, y2]")
                }
                return false
            }
            var valid = true
            for (index, element) in elements.enumerated() {
                let range: NumberRange = index % 2 == 0 ? .unit : .any(limit: .greatestFiniteMagnitude)
                if number(
                    element, at: pointer.appending(index), in: range,
                    unit: index % 2 == 0 ? "an x coordinate" : "a y coordinate") == nil
                {
                    valid = false
                }
            }
            return valid
        }
    }

    // MARK: - Contrast pairs

    private mutating func readContrastPairs(
        _ node: JSONNode, at pointer: JSONPointer, colors: ColorTable?
    ) -> [ContrastPair] {
        guard case .array(let elements) = node.value else {
            wrongType(node, at: pointer, expected: "an array of contrast pairs")
            return []
        }
        var pairs: [ContrastPair] = []
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index)
            guard let fields = object(element, at: elementPointer, "a contrast pair") else { continue }
            checkMembers(
                fields, of: element, at: elementPointer, allowed: ["foreground", "background", "level"],
                required: ["foreground", "background", "level"], context: "a contrast pair")
            func reference(_ key: String, _ reader: inout DocumentReader) -> TokenPath? {
                guard let value = element[key] else { return nil }
                let valuePointer = elementPointer.appending(key)
                guard let string = value.stringValue else {
                    reader.wrongType(value, at: valuePointer, expected: "a color token's path, like \"text.primary\"")
                    return nil
                }
                let path = TokenPath(dotted: string)
                guard let colors else { return nil }
                guard colors.indexByPath[path] != nil else {
                    reader.reportUnknownColor(path, at: valuePointer, offset: value.offset, table: colors)
                    return nil
                }
                return path
            }
            let foreground = reference("foreground", &self)
            let background = reference("background", &self)
            let level = element["level"].flatMap {
                enumeration($0, at: elementPointer.appending("level"), ContrastLevel.self, what: "contrast level")
            }
            if let foreground, let background, let level {
                pairs.append(ContrastPair(foreground: foreground, background: background, level: level))
            }
        }
        return pairs
    }

    // MARK: - Names and identifiers

    /// Checks a token or group name; false when it cannot be used at all.
    private mutating func checkName(_ name: String, at pointer: JSONPointer, offset: Int) -> Bool {
        if name.isEmpty {
            report(.emptyName, pointer, offset: offset, "a name may not be empty; give the token or group a name")
            return false
        }
        if name.unicodeScalars.contains(where: \.isControl) {
            report(
                .badName, pointer, offset: offset,
                "\(quoted(name)) contains a control character (a line break or tab?); remove it")
            return false
        }
        if name.unicodeScalars.count > 64 {
            report(
                .badName, pointer, offset: offset,
                "the name is \(name.unicodeScalars.count) characters long; keep names to 64")
            return false
        }
        // By scalar, as the schema's pattern matches (and much faster than by Character).
        if let reserved = name.unicodeScalars.first(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
            report(
                .badName, pointer, offset: offset,
                "\(quoted(name)) contains '\(reserved)', which alias paths use; use '-' or '_' instead")
            return false
        }
        if Naming.words(of: name).isEmpty {
            report(
                .badName, pointer, offset: offset,
                "\(quoted(name)) has no ASCII letter or digit, so no Swift identifier can be made from it; "
                    + "add some (for example \"primary\")")
            return false
        }
        return true
    }

    /// The identifiers used so far in one Swift namespace.
    struct IdentifierSet {
        var category: String
        var names: [String: String] = [:]
    }

    /// The lower-camel-case identifier of a member, checked to be usable and unique.
    private mutating func memberIdentifier(
        _ member: JSONMember, at pointer: JSONPointer, set: inout IdentifierSet, call: String
    ) -> String? {
        guard let identifier = Naming.lowerCamelCase(member.key) else { return nil }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) {
            report(
                .invalidIdentifier, pointer, offset: member.keyOffset,
                "\(quoted(member.key)) becomes \(set.category).\(identifier)\(call), but a Swift identifier "
                    + "cannot start with a digit; spell the number out (e.g. \"xxl\" for \"2xl\")")
            return nil
        }
        if Naming.isReserved(identifier) {
            report(
                .swiftKeyword, pointer, offset: member.keyOffset,
                "\(quoted(member.key)) becomes \(set.category).\(identifier)\(call), but \(identifier) is a Swift "
                    + "keyword; choose another name (e.g. \"\(identifier)Value\")")
            return nil
        }
        if let other = set.names[identifier] {
            report(
                .identifierCollision, pointer, offset: member.keyOffset,
                "\(quoted(member.key)) and \(quoted(other)) both become \(set.category).\(identifier)\(call) "
                    + "in Swift; rename one of them")
            return nil
        }
        set.names[identifier] = member.key
        return identifier
    }

    private mutating func requireNames(
        _ names: [String], in members: [JSONMember], at pointer: JSONPointer, offset: Int, kind: String, usedBy: String
    ) {
        let present = Set(members.map(\.key))
        for name in names where !present.contains(name) {
            report(
                .missingRole, pointer, offset: offset,
                "missing \(kind) \"\(name)\", used by \(usedBy); add it")
        }
    }

    // MARK: - Shapes and values

    /// The members of `node`, or nil (reported) when it is not an object.
    private mutating func object(_ node: JSONNode, at pointer: JSONPointer, _ what: String) -> [JSONMember]? {
        guard case .object(let members) = node.value else {
            wrongType(node, at: pointer, expected: "\(what) as an object")
            return nil
        }
        return members
    }

    private mutating func checkMembers(
        _ members: [JSONMember], of node: JSONNode, at pointer: JSONPointer, allowed: [String], required: [String],
        context: String
    ) {
        for member in members where !allowed.contains(member.key) {
            var message = "unknown member \"\(member.key)\" in \(context)"
            if let suggestion = closest(member.key, among: allowed) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; allowed: \(allowed.joined(separator: ", "))"
            }
            report(.unknownKey, pointer.appending(member.key), offset: member.keyOffset, message)
        }
        let present = Set(members.map(\.key))
        for key in required where !present.contains(key) {
            report(.missingKey, pointer, offset: node.offset, "\(context) needs a \"\(key)\" member; add it")
        }
    }

    private mutating func wrongType(_ node: JSONNode, at pointer: JSONPointer, expected: String) {
        report(.wrongType, pointer, offset: node.offset, "expected \(expected), found \(node.value.kindDescription)")
    }

    private mutating func readDisplayName(_ node: JSONNode) -> String? {
        let pointer = JSONPointer(["name"])
        guard let name = node.stringValue else {
            wrongType(node, at: pointer, expected: "the design system's name, a string")
            return nil
        }
        if name.trimmingSpaces.isEmpty {
            report(.emptyName, pointer, offset: node.offset, "the design system's name may not be blank; name it")
            return nil
        }
        return name
    }

    /// Reads `description` and `deprecated`. `usedBy` names what in the generated package uses
    /// the token: such a token cannot be deprecated, or the package would warn about itself.
    private mutating func readMetadata(
        _ node: JSONNode, at pointer: JSONPointer, usedBy: String? = nil
    )
        -> TokenMetadata
    {
        var metadata = TokenMetadata()
        if let description = node["description"] {
            if let text = description.stringValue {
                metadata.description = text
            } else {
                wrongType(description, at: pointer.appending("description"), expected: "a description string")
            }
        }
        if let extensions = node["extensions"] {
            if case .object = extensions.value {
                metadata.extensions = extensions.value
            } else {
                wrongType(
                    extensions, at: pointer.appending("extensions"),
                    expected: "an object of vendor data (kept from an import)")
            }
        }
        if let deprecated = node["deprecated"] {
            switch deprecated.value {
            case .bool(true): metadata.deprecation = Deprecation(reason: nil)
            case .string(let reason): metadata.deprecation = Deprecation(reason: reason.isEmpty ? nil : reason)
            default:
                wrongType(
                    deprecated, at: pointer.appending("deprecated"),
                    expected: "true, or a string saying why and what to use instead")
            }
            if let usedBy, metadata.deprecation != nil {
                report(
                    .invalidValue, pointer.appending("deprecated"), offset: deprecated.offset,
                    "this token is used by \(usedBy), so it cannot be deprecated (the generated package "
                        + "would warn about itself); remove \"deprecated\"")
                metadata.deprecation = nil
            }
        }
        return metadata
    }

    enum NumberRange: Sendable {
        case positive(maximum: Double)
        case nonNegative(maximum: Double)
        case unit
        case range(Double, Double)
        case any(limit: Double)

        var bounds: (ClosedRange<Double>, String) {
            switch self {
            case .positive(let maximum):
                (Double.leastNonzeroMagnitude...maximum, "greater than 0 and at most \(format(maximum))")
            case .nonNegative(let maximum):
                (
                    0...maximum,
                    maximum == .greatestFiniteMagnitude ? "finite and at least 0" : "from 0 to \(format(maximum))"
                )
            case .unit: (0...1, "from 0 to 1")
            case .range(let low, let high): (low...high, "from \(format(low)) to \(format(high))")
            case .any(let limit):
                (
                    -limit...limit,
                    limit == .greatestFiniteMagnitude ? "finite" : "from \(format(-limit)) to \(format(limit))"
                )
            }
        }

        private func format(_ value: Double) -> String {
            NumberText.shortest(value)
        }
    }

    private mutating func number(
        _ node: JSONNode, at pointer: JSONPointer, in range: NumberRange, unit: String
    ) -> Double? {
        guard case .number(let value, let lexeme) = node.value else {
            wrongType(node, at: pointer, expected: "\(unit) (a number)")
            return nil
        }
        let (bounds, wording) = range.bounds
        guard value.isFinite else {
            report(
                .badNumber, pointer, offset: node.offset,
                "\(lexeme) is too large to be a number dsys can use; \(unit) must be \(wording)")
            return nil
        }
        guard bounds.contains(value) else {
            report(.badNumber, pointer, offset: node.offset, "\(lexeme) is out of range; \(unit) must be \(wording)")
            return nil
        }
        return value
    }

    private mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ node: JSONNode, at pointer: JSONPointer, _ type: Value.Type, what: String
    ) -> Value? where Value.RawValue == String {
        let allowed = Value.allCases.map(\.rawValue)
        guard let string = node.stringValue else {
            wrongType(node, at: pointer, expected: "a \(what), one of \(allowed.joined(separator: ", "))")
            return nil
        }
        guard let value = Value(rawValue: string) else {
            var message = "\(quoted(string)) is not a \(what)"
            if let suggestion = closest(string, among: allowed) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; use one of \(allowed.joined(separator: ", "))"
            }
            report(.invalidValue, pointer, offset: node.offset, message)
            return nil
        }
        return value
    }
}

// MARK: - Composite values of tokens.other

/// The shape of a composite value in `tokens.other`, as the import writes it from DTCG (points, milliseconds,
/// colors as hex or aliases to color tokens).
indirect enum OtherShape: Sendable {
    case number(DocumentReader.NumberRange, String)
    case color
    case nonEmptyString
    case bool
    case keyword([String])
    case array(OtherShape, nonEmpty: Bool)
    case object([(key: String, shape: OtherShape, required: Bool)], what: String)
    case either(OtherShape, OtherShape, expected: String)
    /// Four numbers `[x1, y1, x2, y2]`, x from 0 to 1: the rule of `cubicBezier` tokens.
    case bezier

    static let anyNumber = OtherShape.number(.any(limit: .greatestFiniteMagnitude), "a number")
    static let dimension = OtherShape.number(.any(limit: .greatestFiniteMagnitude), "a dimension in points")
    static let duration = OtherShape.number(
        .nonNegative(maximum: .greatestFiniteMagnitude), "a duration in milliseconds")
    static let fontFamily = OtherShape.either(
        .nonEmptyString, .array(.nonEmptyString, nonEmpty: true), expected: "a font family name or an array of names")
    static let cubicBezier = OtherShape.array(
        .number(.any(limit: .greatestFiniteMagnitude), "a number"), nonEmpty: true)
    static let strokeStyle = OtherShape.either(
        .keyword(["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]),
        .object(
            [
                ("dashArray", .array(dimension, nonEmpty: false), true),
                ("lineCap", .keyword(["round", "butt", "square"]), true),
            ],
            what: "a stroke style"),
        expected: "a stroke style keyword or {dashArray, lineCap}")
    static let shadowLayer = OtherShape.object(
        [
            ("color", .color, true), ("offsetX", dimension, true), ("offsetY", dimension, true),
            ("blur", dimension, true),
            ("spread", dimension, true), ("inset", .bool, false),
        ], what: "a shadow")

    static func of(_ kind: OtherToken.Kind) -> OtherShape {
        switch kind {
        case .fontFamily: return fontFamily
        case .strokeStyle: return strokeStyle
        case .border:
            return .object(
                [("color", .color, true), ("width", dimension, true), ("style", strokeStyle, true)], what: "a border")
        case .transition:
            return .object(
                [("duration", duration, true), ("delay", duration, true), ("timingFunction", cubicBezier, true)],
                what: "a transition")
        case .shadow:
            return .either(
                shadowLayer, .array(shadowLayer, nonEmpty: true), expected: "a shadow or an array of shadows")
        case .gradient:
            return .array(
                .object(
                    [("color", .color, true), ("position", .number(.unit, "a stop position"), true)],
                    what: "a gradient stop"),
                nonEmpty: true)
        case .typography:
            return .object(
                [
                    ("fontFamily", fontFamily, true), ("fontSize", dimension, true),
                    ("fontWeight", .number(.range(1, 1000), "a font weight"), true), ("letterSpacing", dimension, true),
                    ("lineHeight", anyNumber, true),
                ], what: "a typography value")
        default: return anyNumber
        }
    }

    /// Whether a node could be this shape at all (to choose a branch of `either`).
    func accepts(_ node: JSONNode) -> Bool {
        switch (self, node.value) {
        case (.number, .number), (.color, .string), (.nonEmptyString, .string), (.bool, .bool), (.keyword, .string),
            (.array, .array), (.object, .object), (.bezier, .array):
            return true
        case (.either(let first, let second, _), _): return first.accepts(node) || second.accepts(node)
        default: return false
        }
    }
}

extension DocumentReader {
    mutating func checkShape(
        _ node: JSONNode, _ shape: OtherShape, at pointer: JSONPointer, colors: ColorTable?
    ) -> Bool {
        switch shape {
        case .number(let range, let unit):
            return number(node, at: pointer, in: range, unit: unit) != nil
        case .bool:
            if case .bool = node.value { return true }
            wrongType(node, at: pointer, expected: "true or false")
            return false
        case .nonEmptyString:
            if let text = node.stringValue, !text.isEmpty { return true }
            wrongType(node, at: pointer, expected: "a non-empty string")
            return false
        case .keyword(let words):
            if let text = node.stringValue, words.contains(text) { return true }
            if node.stringValue == nil {
                wrongType(node, at: pointer, expected: "one of \(words.joined(separator: ", "))")
            } else {
                report(
                    .invalidValue, pointer, offset: node.offset,
                    "\(quoted(node.stringValue ?? "")) is not one of \(words.joined(separator: ", "))")
            }
            return false
        case .color:
            return checkOtherColor(node, at: pointer, colors: colors)
        case .array(let element, let nonEmpty):
            guard case .array(let elements) = node.value else {
                wrongType(node, at: pointer, expected: "an array")
                return false
            }
            if nonEmpty, elements.isEmpty {
                report(.invalidValue, pointer, offset: node.offset, "the array may not be empty")
                return false
            }
            var valid = true
            for (index, item) in elements.enumerated()
            where !checkShape(item, element, at: pointer.appending(index), colors: colors) {
                valid = false
            }
            return valid
        case .object(let fields, let what):
            guard case .object(let members) = node.value else {
                wrongType(node, at: pointer, expected: "\(what) (an object)")
                return false
            }
            checkMembers(
                members, of: node, at: pointer, allowed: fields.map(\.key),
                required: fields.filter(\.required).map(\.key), context: what)
            var valid = members.allSatisfy { member in fields.contains { $0.key == member.key } }
            for field in fields {
                guard let value = node[field.key] else {
                    if field.required { valid = false }
                    continue
                }
                if !checkShape(value, field.shape, at: pointer.appending(field.key), colors: colors) { valid = false }
            }
            return valid
        case .bezier:
            return checkOtherValue(node, kind: .cubicBezier, at: pointer, colors: colors)
        case .either(let first, let second, let expected):
            if first.accepts(node) { return checkShape(node, first, at: pointer, colors: colors) }
            if second.accepts(node) { return checkShape(node, second, at: pointer, colors: colors) }
            wrongType(node, at: pointer, expected: expected)
            return false
        }
    }
}

// MARK: - Suggestions

/// The candidate nearest to `word` by edit distance, if it is near enough to be a typo.
func closest(_ word: String, among candidates: some Sequence<String>) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    var best: (String, Int)?
    for candidate in candidates {
        let other = Array(candidate.lowercased().unicodeScalars)
        let distance = editDistance(lowered, other)
        let shorter = min(lowered.count, other.count)
        // A typo is a few edits away, or the word was cut short or lengthened ("bolder" for "bold").
        let near =
            distance <= max(1, shorter / 3)
            || (shorter >= 3 && (lowered.starts(with: other) || other.starts(with: lowered)))
        if near, distance < (best?.1 ?? .max) {
            best = (candidate, distance)
        } else if near, distance == best?.1, let current = best?.0, candidate < current {
            best = (candidate, distance)
        }
    }
    return best?.0
}

func closestPath(to path: TokenPath, among paths: some Sequence<TokenPath>) -> TokenPath? {
    let byDescription = Dictionary(paths.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
    return closest(path.description, among: byDescription.keys).flatMap { byDescription[$0] }
}

func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// A string as it appears in a message: JSON-quoted, control characters escaped.
func quoted(_ string: String) -> String {
    CanonicalJSON.quoted(string)
}

extension Unicode.Scalar {
    /// C0 and C1 control characters and DEL, as the JSON Schema's patterns define them.
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    var trimmingSpaces: Substring {
        let trimmed = drop(while: \.isWhitespace)
        return trimmed.dropLast(trimmed.reversed().prefix(while: \.isWhitespace).count)
    }
}
