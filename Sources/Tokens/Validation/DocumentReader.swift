/// Walks a parsed document, building the model and collecting every problem on the way.
///
/// Reading never stops at the first problem: each part is checked as far as its own shape
/// allows, so one run reports everything a person has to fix.
struct DocumentReader {
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []
    var suggestions: [TokenPath: TokenPath?] = [:]
    private let lines: SourceLines
    /// What could be read of a document with problems, so that a profile's requirements can be checked in the same
    /// run; `nil` when even that could not be read.
    private(set) var partial: DesignSystem?
    /// Tokens that are written but invalid (their problems reported): present for a profile's roles.
    var invalidKeys: Set<TokenKey> = []
    /// Categories that could not be read at all (missing where format 1 requires them, or of the wrong type): a
    /// profile's roles in them are not reported missing on top.
    var unreadCategories: Set<TokenCategory> = []
    /// The document's format: format 1 is read as it always was (no references between tokens of other types than
    /// colors, no members format 2 added).
    var format = DocumentFormat.v1
    /// The `id`s read and the tokens `renamed` and `replaced_by` name, with where they are written, checked once
    /// every token is read (``checkIdentities(_:)``).
    var identities: (ids: [(String, JSONPointer, Int)], successors: [(TokenKey, JSONPointer, Int)]) = ([], [])
    /// From how many color, size and other tokens on the document's colors are read on two cores (see
    /// ``readColorsAndCollect(_:at:readsColors:)``); tests set it to compare with a reading on one.
    var twoCoresFrom = Self.tokensReadOnTwoCores

    init(lines: SourceLines) {
        self.lines = lines
    }

    /// Diagnostics in the order of their place in the file.
    var sortedDiagnostics: [Diagnostic] {
        DesignSystemDocument.sorted(diagnostics)
    }

    mutating func report(_ code: Diagnostic.Code, _ pointer: JSONPointer, offset: Int, _ message: String) {
        // The same problem can be reached twice (a string color is both appearances).
        guard reported.insert(Self.identity(code, pointer, message)).inserted else { return }
        let position = lines.position(of: offset)
        diagnostics.append(Diagnostic(code, at: pointer, line: position.line, column: position.column, message))
    }

    /// What makes two problems the same one (where in the file is not part of it: both are at the same pointer).
    private static func identity(_ code: Diagnostic.Code, _ pointer: JSONPointer, _ message: String) -> String {
        "\(code.rawValue) \(pointer) \(message)"
    }

    // MARK: - Parts read on other cores

    /// A reader for one part of the document, to be read on another core and then given to ``merge(_:)``: the same
    /// source and format, nothing reported yet.
    ///
    /// A part may only read what no earlier part writes: it starts with no problems, no ids and no suggestions (which
    /// only checks of aliases ask for, and those run on the whole document's reader).
    func part() -> DocumentReader {
        var part = DocumentReader(lines: lines)
        part.format = format
        return part
    }

    /// Takes what `part` (from ``part()``) found as if this reader had read the part itself, at this point: its
    /// problems in their order, less those reported already; its invalid tokens and unreadable categories; the ids
    /// and successors it read, after those read so far.
    mutating func merge(_ part: DocumentReader) {
        for diagnostic in part.diagnostics
        where reported.insert(Self.identity(diagnostic.code, diagnostic.pointer, diagnostic.message)).inserted {
            diagnostics.append(diagnostic)
        }
        invalidKeys.formUnion(part.invalidKeys)
        unreadCategories.formUnion(part.unreadCategories)
        identities.ids += part.identities.ids
        identities.successors += part.identities.successors
    }

    // MARK: - Document

    mutating func read(_ root: JSONNode) -> DesignSystem? {
        guard let members = object(root, at: .root, "the document") else { return nil }
        let format = readFormat(root)
        self.format = format
        checkMembers(
            members, of: root, at: .root,
            allowed: format == .v1
                // `format` itself is reported by readFormat (a format 1 document has none).
                ? ["$schema", "format", "name", "font_family", "tokens", "contrast"]
                : [
                    "$schema", "format", "name", "profile", "module", "font_family", "tokens", "roles", "contrast",
                    "contrast_waivers", "expose_primitives", "lint",
                ],
            required: format == .v1 ? ["name", "font_family", "tokens"] : ["format", "name", "tokens"],
            context: format == .v1 ? "the document (format 1; \"format\": 2 allows more)" : "the document")
        if let schema = root["$schema"], schema.stringValue == nil {
            wrongType(schema, at: JSONPointer(["$schema"]), expected: "a string (the path or URL of the schema)")
        }
        let name = root["name"].flatMap { readDisplayName($0) }
        var fontFamily: FontFamily?
        if let node = root["font_family"] {
            fontFamily = readFontFamily(node)
        } else if format != .v1 {
            fontFamily = FontFamily(sans: nil, mono: nil)
        }
        let profile = root["profile"].flatMap { readProfileName($0, at: JSONPointer(["profile"])) }

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
                    required: format == .v1 ? ["color", "typography", "spacing", "radius", "shadow"] : [],
                    context: "tokens")
                for category in [TokenCategory.typography, .spacing, .radius] {
                    let node = tokensNode[category.rawValue]
                    if (node == nil && format == .v1) || (node.map { !$0.value.isObject } ?? false) {
                        unreadCategories.insert(category)
                    }
                }
                // Colors, then the sizes and other tokens (first: text styles and shadows may refer to them).
                let read = readColorsAndCollect(
                    tokensNode, at: pointer, readsColors: format != .v1 || tokensNode["color"] != nil)
                colors = read.colors
                var references = read.references
                let (spacingEntries, radiusEntries, otherEntries) = read.collected
                if let spacingEntries {
                    spacing = resolveSizes(spacingEntries, kind: .spacing, references: &references, colors: colors)
                }
                if let radiusEntries {
                    radii = resolveSizes(radiusEntries, kind: .radius, references: &references, colors: colors)
                }
                if let otherEntries {
                    otherTokens = resolveOtherTokens(otherEntries, references: &references, colors: colors)
                }
                if let node = tokensNode["typography"] {
                    typography = readTypography(
                        node, at: pointer.appending("typography"), references: &references, colors: colors)
                }
                if let node = tokensNode["shadow"], !(format == .v1 && node.isNull) {
                    shadows = readShadows(node, at: pointer.appending("shadow"), format: format, colors: colors)
                }
            }
        }
        var contrastPairs: [ContrastPair] = []
        if let node = root["contrast"] {
            contrastPairs = readContrastPairs(node, at: JSONPointer(["contrast"]), colors: colors)
        }
        var designSystem = DesignSystem(
            format: format, name: name ?? "", profile: profile,
            fontFamily: fontFamily ?? FontFamily(sans: nil, mono: nil),
            colors: colors?.tokens ?? [], typography: typography, spacing: spacing, radii: radii, shadows: shadows,
            otherTokens: otherTokens, contrastPairs: contrastPairs)
        designSystem.colorIndex = ColorIndex(byPath: colors?.indexByPath)
        if let node = root["roles"] {
            designSystem.roleMappings = readRoleMappings(node, at: JSONPointer(["roles"]), in: designSystem)
        }
        if let node = root["expose_primitives"], format != .v1 {
            designSystem.exposedPrimitives = readExposedPrimitives(
                node, at: JSONPointer(["expose_primitives"]), colors: colors)
        }
        if let node = root["lint"], format != .v1 {
            designSystem.lintOptions = readLintOptions(node, at: JSONPointer(["lint"]))
        }
        if let node = root["module"], format != .v1 {
            designSystem.module = readModuleName(node, at: JSONPointer(["module"]))
        }
        if let node = root["contrast_waivers"], format != .v1 {
            designSystem.contrastWaivers = readContrastWaivers(
                node, at: JSONPointer(["contrast_waivers"]), colors: colors)
        }
        checkIdentities(designSystem)
        guard name != nil, fontFamily != nil, colors != nil, diagnostics.isEmpty else {
            // Without the colors (tokens or tokens.color unreadable) every color role would look missing.
            partial = colors == nil ? nil : designSystem
            return nil
        }
        return designSystem
    }

    /// The document's `format`: absent is format 1; an unknown one is reported and read as the current format.
    mutating func readFormat(_ root: JSONNode) -> DocumentFormat {
        guard let node = root["format"] else { return .v1 }
        let pointer = JSONPointer(["format"])
        guard case .number(let value, let lexeme) = node.value else {
            wrongType(node, at: pointer, expected: "the document format, the number 2")
            return .current
        }
        if value == 1 {
            report(
                .invalidValue, pointer, offset: node.offset,
                "a format 1 document has no \"format\" member; leave it out, or write 2 for format 2 "
                    + "(`dsysctl migrate` rewrites a document in format 2)")
            return .v1
        }
        guard let format = DocumentFormat(rawValue: Int(exactly: value) ?? 0), format != .v1 else {
            report(
                .invalidValue, pointer, offset: node.offset,
                "format \(lexeme) is not one this dsys reads; write 2 (or leave \"format\" out for format 1), "
                    + "or update dsys if the document comes from a newer one")
            return .current
        }
        return format
    }

    /// A profile name: lower-case ASCII letters and digits. Which profiles exist is for the generator to say.
    mutating func readProfileName(_ node: JSONNode, at pointer: JSONPointer) -> String? {
        guard let name = node.stringValue else {
            wrongType(node, at: pointer, expected: "an output profile's name (a string)")
            return nil
        }
        guard !name.isEmpty, name.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
        else {
            report(
                .invalidValue, pointer, offset: node.offset,
                "\(quoted(name)) is not a profile name; profiles are named in lower-case ASCII letters and digits")
            return nil
        }
        return name
    }

    mutating func readFontFamily(_ node: JSONNode) -> FontFamily? {
        let pointer = JSONPointer(["font_family"])
        guard let members = object(node, at: pointer, "font_family") else { return nil }
        checkMembers(
            members, of: node, at: pointer, allowed: ["sans", "mono"], required: ["sans", "mono"],
            context: "font_family")
        var valid = true
        let format = self.format
        func family(_ key: String, _ reader: inout DocumentReader) -> (name: String, kind: FontNameKind)? {
            guard var value = node[key] else {
                valid = false
                return nil
            }
            if value.isNull { return nil }
            var memberPointer = pointer.appending(key)
            var kind = FontNameKind.family
            // Format 2 also takes a face's PostScript name: {"postscript": "Inter-Regular"}.
            if format != .v1, case .object(let members) = value.value {
                reader.checkMembers(
                    members, of: value, at: memberPointer, allowed: ["postscript"], required: ["postscript"],
                    context: "font_family.\(key) (a family name as a string, or {\"postscript\": NAME})")
                guard let name = value["postscript"] else {
                    valid = false
                    return nil
                }
                value = name
                memberPointer = memberPointer.appending("postscript")
                kind = .postScript
            }
            guard let family = value.stringValue else {
                reader.wrongType(
                    value, at: memberPointer,
                    expected: kind == .postScript
                        ? "a font's PostScript name, like \"Inter-Regular\""
                        : format == .v1
                            ? "a font family name, or null for the system font"
                            : "a font family name, {\"postscript\": NAME}, or null for the system font")
                valid = false
                return nil
            }
            if family.trimmingSpaces.isEmpty || family.unicodeScalars.contains(where: \.isControl) {
                reader.report(
                    .invalidValue, memberPointer, offset: value.offset,
                    kind == .postScript
                        ? "\(quoted(family)) is not a PostScript name; give the face's name as Font Book's Font Info "
                            + "shows it, like \"Inter-Regular\""
                        : "\(quoted(family)) is not a font family name; give the font's family name, "
                            + "{\"postscript\": NAME} for one face, or null for the system font")
                valid = false
            } else if kind == .postScript, family.unicodeScalars.contains(where: { $0 == " " }) {
                // PostScript names are printable ASCII without spaces (Adobe's technical note 5088).
                reader.report(
                    .invalidValue, memberPointer, offset: value.offset,
                    "\(quoted(family)) has a space, which a PostScript name never has (\"Inter Regular\" is "
                        + "\"Inter-Regular\"); give the face's PostScript name, or the family's name as a plain string")
                valid = false
            }
            return (family, kind)
        }
        let sans = family("sans", &self)
        let mono = family("mono", &self)
        return valid
            ? FontFamily(
                sans: sans?.name, mono: mono?.name, sansKind: sans?.kind ?? .family, monoKind: mono?.kind ?? .family)
            : nil
    }

    // MARK: - Role mappings

    /// `roles`: per output profile, role names mapped to references of the document's tokens. Which roles a
    /// profile has is for the profile to check; here each mapping must name a token that exists.
    mutating func readRoleMappings(
        _ node: JSONNode, at pointer: JSONPointer, in designSystem: DesignSystem
    ) -> [ProfileRoleMappings] {
        guard let profiles = object(node, at: pointer, "roles (an object of output profiles)") else { return [] }
        var result: [ProfileRoleMappings] = []
        for profileMember in profiles {
            let profilePointer = pointer.appending(profileMember.key)
            guard
                readProfileName(
                    JSONNode(.string(profileMember.key), offset: profileMember.keyOffset), at: profilePointer)
                    != nil,
                let roles = object(profileMember.value, at: profilePointer, "the roles of a profile")
            else { continue }
            var mappings: [RoleMapping] = []
            for role in roles {
                let rolePointer = profilePointer.appending(role.key)
                guard let text = role.value.stringValue else {
                    wrongType(
                        role.value, at: rolePointer, expected: "a reference to a token, like \"{color.brand.main}\"")
                    continue
                }
                guard let key = TokenKey(reference: text) else {
                    report(
                        .unknownAlias, rolePointer, offset: role.value.offset,
                        "\(quoted(text)) is not a reference; write the token's category and path in braces, like "
                            + "\"{color.brand.main}\" or \"{typography.title}\"")
                    continue
                }
                guard designSystem.contains(key) else {
                    var message = "\(key.reference) names no token"
                    if let suggestion = closest(key.description, among: designSystem.keys(of: key.category)) {
                        message += "; did you mean {\(suggestion)}?"
                    }
                    report(.unknownAlias, rolePointer, offset: role.value.offset, message)
                    // Still mapped, so that the role is not reported missing on top (the document is rejected for
                    // the reference already).
                    mappings.append(RoleMapping(role: role.key, token: key))
                    continue
                }
                mappings.append(RoleMapping(role: role.key, token: key))
            }
            result.append(ProfileRoleMappings(profile: profileMember.key, mappings: mappings))
        }
        return result
    }

    // MARK: - Lint options

    /// `lint`: `{ "exclude": ["Sources/Legacy"], "rules": { "font-literal": "warning" },
    /// "allow_system_text_styles": true }`, the options of `dsysctl lint`.
    mutating func readLintOptions(_ node: JSONNode, at pointer: JSONPointer) -> LintOptions {
        guard let members = object(node, at: pointer, "the options of dsysctl lint") else { return LintOptions() }
        checkMembers(
            members, of: node, at: pointer, allowed: ["exclude", "rules", "allow_system_text_styles"], required: [],
            context: "lint")
        var options = LintOptions()
        if let exclude = node["exclude"] {
            options.exclude = readLintExclusions(exclude, at: pointer.appending("exclude"))
        }
        if let rules = node["rules"] { options.severities = readLintRules(rules, at: pointer.appending("rules")) }
        if let allow = node["allow_system_text_styles"] {
            if case .bool(let value) = allow.value {
                options.allowsSystemTextStyles = value
            } else {
                wrongType(allow, at: pointer.appending("allow_system_text_styles"), expected: "true or false")
            }
        }
        return options
    }

    /// `lint.exclude`: path patterns relative to the project, each once.
    private mutating func readLintExclusions(_ exclude: JSONNode, at excludePointer: JSONPointer) -> [String] {
        guard case .array(let elements) = exclude.value else {
            wrongType(exclude, at: excludePointer, expected: "an array of path patterns, like [\"Sources/Legacy\"]")
            return []
        }
        var patterns: [String] = []
        for (index, element) in elements.enumerated() {
            let elementPointer = excludePointer.appending(index)
            guard let pattern = element.stringValue else {
                wrongType(element, at: elementPointer, expected: "a path pattern, like \"Sources/Legacy\"")
                continue
            }
            if let problem = LintExclusions.problem(in: pattern) {
                report(.invalidValue, elementPointer, offset: element.offset, problem)
            } else if patterns.contains(pattern) {
                report(
                    .invalidValue, elementPointer, offset: element.offset,
                    "\(quoted(pattern)) is listed twice; remove one")
            } else {
                patterns.append(pattern)
            }
        }
        return patterns
    }

    /// `lint.rules`: a severity (`error`, `warning`, `note` or `off`) per rule identifier.
    private mutating func readLintRules(_ node: JSONNode, at pointer: JSONPointer) -> [String: LintOptions.Severity] {
        guard let members = object(node, at: pointer, "the rules' severities, like { \"font-literal\": \"warning\" }")
        else { return [:] }
        checkMembers(
            members, of: node, at: pointer, allowed: LintOptions.ruleIdentifiers, required: [], context: "lint.rules")
        let severities = LintOptions.Severity.allCases.map(\.rawValue)
        var result: [String: LintOptions.Severity] = [:]
        for member in members where LintOptions.ruleIdentifiers.contains(member.key) {
            let memberPointer = pointer.appending(member.key)
            guard let text = member.value.stringValue else {
                wrongType(
                    member.value, at: memberPointer, expected: "a severity: \(severities.joined(separator: ", "))")
                continue
            }
            guard let severity = LintOptions.Severity(rawValue: text) else {
                var message = "\(quoted(text)) is no severity; write one of \(severities.joined(separator: ", "))"
                if let suggestion = closest(text, among: severities) { message += " (did you mean \"\(suggestion)\"?)" }
                report(.invalidValue, memberPointer, offset: member.value.offset, message)
                continue
            }
            result[member.key] = severity
        }
        return result
    }

    // MARK: - Module

    /// `module`: the Swift module of the generated package, an identifier apps can import beside their own modules.
    mutating func readModuleName(_ node: JSONNode, at pointer: JSONPointer) -> String? {
        guard let name = node.stringValue else {
            wrongType(
                node, at: pointer, expected: "the Swift module of the generated package, like \"AcmeDesignSystem\"")
            return nil
        }
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        let isDigitOrUnderscore = { (byte: UInt8) in (0x30...0x39).contains(byte) || byte == 0x5F }
        guard let first = name.utf8.first, isLetter(first),
            name.utf8.allSatisfy({ isLetter($0) || isDigitOrUnderscore($0) }),
            name.utf8.count <= ModuleNames.maximumLength
        else {
            report(
                .invalidIdentifier, pointer, offset: node.offset,
                "\(quoted(name)) is not a module name: write ASCII letters, digits and \"_\", starting with a letter, "
                    + "at most \(ModuleNames.maximumLength) characters, like \"AcmeDesignSystem\"")
            return nil
        }
        if Naming.isReserved(name) {
            report(
                .swiftKeyword, pointer, offset: node.offset,
                "\(quoted(name)) is a Swift keyword; choose another module name, like \"AcmeDesignSystem\"")
            return nil
        }
        if ModuleNames.system.contains(name) {
            report(
                .identifierCollision, pointer, offset: node.offset,
                "\(quoted(name)) is a module of Swift or Apple's SDKs, which the package itself imports; choose another "
                    + "name, like \"AcmeDesignSystem\"")
            return nil
        }
        return name
    }

    // MARK: - Exposed primitives

    /// `expose_primitives`: names of top-level color groups, each once.
    mutating func readExposedPrimitives(_ node: JSONNode, at pointer: JSONPointer, colors: ColorTable?) -> [String] {
        guard case .array(let elements) = node.value else {
            wrongType(node, at: pointer, expected: "an array of color group names, like [\"palette\"]")
            return []
        }
        // Without readable colors there is nothing to check the names against (those problems are reported).
        let groups = colors.map { table in
            var names: [String] = []
            for token in table.tokens where !names.contains(token.path.components[0]) {
                names.append(token.path.components[0])
            }
            return names
        }
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index)
            guard let name = element.stringValue else {
                wrongType(element, at: elementPointer, expected: "a color group's name, like \"palette\"")
                continue
            }
            if names.contains(name) {
                report(
                    .invalidValue, elementPointer, offset: element.offset,
                    "\(quoted(name)) is listed twice; remove one")
                continue
            }
            if let groups, !groups.contains(name) {
                var message = "there is no color group \(quoted(name)) in tokens.color"
                if let suggestion = closest(name, among: groups) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; its groups are \(groups.joined(separator: ", "))"
                }
                report(.invalidValue, elementPointer, offset: element.offset, message)
                continue
            }
            names.append(name)
        }
        return names
    }

    // MARK: - Contrast waivers

    /// `contrast_waivers`: pairs of colors accepted below their level, each `{ foreground, background, reason }`,
    /// each pair once.
    mutating func readContrastWaivers(
        _ node: JSONNode, at pointer: JSONPointer, colors: ColorTable?
    ) -> [ContrastWaiver] {
        guard case .array(let elements) = node.value else {
            wrongType(
                node, at: pointer,
                expected: "an array of waivers, like [{\"foreground\": \"text.muted\", \"background\": "
                    + "\"surface.inset\", \"reason\": \"…\"}]")
            return []
        }
        var waivers: [ContrastWaiver] = []
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index)
            guard let fields = object(element, at: elementPointer, "a contrast waiver") else { continue }
            checkMembers(
                fields, of: element, at: elementPointer, allowed: ["foreground", "background", "reason"],
                required: ["foreground", "background", "reason"], context: "a contrast waiver")
            let (foreground, background) = colorPaths(of: element, at: elementPointer, colors: colors)
            var reason: String?
            if let value = element["reason"] {
                let reasonPointer = elementPointer.appending("reason")
                if let text = value.stringValue, !text.trimmingSpaces.isEmpty {
                    reason = text
                } else if value.stringValue != nil {
                    report(
                        .invalidValue, reasonPointer, offset: value.offset,
                        "a waiver needs a reason: say why the pair may stay below its level (the changelog shows it)")
                } else {
                    wrongType(value, at: reasonPointer, expected: "the reason the pair may stay below its level")
                }
            }
            guard let foreground, let background, let reason else { continue }
            if waivers.contains(where: { $0.covers(foreground: foreground, background: background) }) {
                report(
                    .invalidValue, elementPointer, offset: element.offset,
                    "\(foreground) on \(background) is waived twice; keep one waiver")
                continue
            }
            waivers.append(ContrastWaiver(foreground: foreground, background: background, reason: reason))
        }
        return waivers
    }

    /// The `foreground` and `background` of a contrast pair or waiver, each a color of the document.
    private mutating func colorPaths(
        of element: JSONNode, at pointer: JSONPointer, colors: ColorTable?
    ) -> (foreground: TokenPath?, background: TokenPath?) {
        let foreground = element["foreground"].flatMap {
            colorPath($0, at: pointer.appending("foreground"), colors: colors)
        }
        let background = element["background"].flatMap {
            colorPath($0, at: pointer.appending("background"), colors: colors)
        }
        return (foreground, background)
    }

    /// A color token's path, like `text.primary`, that must name a color of the document.
    private mutating func colorPath(_ node: JSONNode, at pointer: JSONPointer, colors: ColorTable?) -> TokenPath? {
        guard let string = node.stringValue else {
            wrongType(node, at: pointer, expected: "a color token's path, like \"text.primary\"")
            return nil
        }
        let path = TokenPath(dotted: string)
        guard let colors else { return nil }
        guard colors.indexByPath[path] != nil else {
            reportUnknownColor(path, at: pointer, offset: node.offset, table: colors)
            return nil
        }
        return path
    }

    // MARK: - Contrast pairs

    mutating func readContrastPairs(
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
            let (foreground, background) = colorPaths(of: element, at: elementPointer, colors: colors)
            let level = element["level"].flatMap {
                enumeration($0, at: elementPointer.appending("level"), ContrastLevel.self, what: "contrast level")
            }
            if let foreground, let background, let level {
                pairs.append(ContrastPair(foreground: foreground, background: background, level: level))
            }
        }
        return pairs
    }

}

// MARK: - Suggestions

/// The candidate nearest to `word` by edit distance, if it is near enough to be a typo.
package func closest(_ word: String, among candidates: some Sequence<String>) -> String? {
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

/// The path patterns of `dsysctl lint`'s exclusions, in the document's `lint.exclude` and on the command line.
public enum LintExclusions {
    /// What is wrong with `pattern`, as a message that says how to fix it; `nil` when it is a pattern.
    public static func problem(in pattern: String) -> String? {
        if pattern.trimmingSpaces.isEmpty || pattern.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            return "a path pattern needs a visible character and no control characters"
        }
        if pattern.hasPrefix("/") || pattern.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return "\(quoted(pattern)) leaves the project; write the path relative to the project, without \"..\""
        }
        return nil
    }
}

/// Spelling helpers for messages, shared with the modules that check documents for a profile.
public enum Suggestions {
    /// The candidate nearest to `word` by edit distance, if it is near enough to be a typo.
    public static func closest(_ word: String, among candidates: some Sequence<String>) -> String? {
        Tokens.closest(word, among: candidates)
    }

    /// A string as it appears in a message: JSON-quoted, control characters escaped.
    public static func quoted(_ string: String) -> String {
        CanonicalJSON.quoted(string)
    }
}

/// A string as it appears in a message: JSON-quoted, control characters escaped.
package func quoted(_ string: String) -> String {
    CanonicalJSON.quoted(string)
}

extension Unicode.Scalar {
    /// C0 and C1 control characters and DEL, as the JSON Schema's patterns define them.
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Without the white space around it.
    @inlinable  // other modules trim text of each token they read
    package var trimmingSpaces: SubSequence {
        // Most text has none: a printable ASCII byte at both ends is neither white space nor part of a character
        // that is, and is found without breaking the text into characters.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self[...]
        }
        let trimmed = drop(while: \.isWhitespace)
        return trimmed.dropLast(trimmed.reversed().prefix(while: \.isWhitespace).count)
    }
}
