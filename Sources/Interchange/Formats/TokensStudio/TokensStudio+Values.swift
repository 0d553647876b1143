import Tokens

// Tokens Studio's tokens as DTCG tokens: keys, type names, values and references. Every node keeps the offset it was
// written at, so that a problem the import finds later points at the line and column of the file.
extension TokensStudio {
    /// The DTCG type of each Tokens Studio type name that has one.
    static let types: [String: DTCGType] = [
        "color": .color, "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension,
        "borderWidth": .dimension, "dimension": .dimension, "fontSizes": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension, "letterSpacing": .dimension, "fontFamilies": .fontFamily,
        "fontWeights": .fontWeight, "opacity": .number, "number": .number, "typography": .typography,
        "boxShadow": .shadow, "border": .border,
    ]

    /// Tokens Studio types with no DTCG type and no place in a dsys document.
    static let unreadableTypes: Set<String> = [
        "text", "textCase", "textDecoration", "asset", "composition", "boolean",
    ]

    /// A set's group as DTCG: tokens converted, groups and DTCG tokens kept (their types renamed). `inherited` is the
    /// type a group above gives its tokens (`$type`), which their values are read as.
    mutating func group(
        _ node: JSONNode, file: Int, at pointer: JSONPointer, older: Bool, inherited: String? = nil
    ) -> JSONNode {
        guard case .object(let members) = node.value else { return node }
        let groupType = node["$type"]?.stringValue ?? inherited
        var converted: [JSONMember] = []
        converted.reserveCapacity(members.count)
        for member in members {
            var member = member
            let memberPointer = pointer.appending(member.key)
            if case .object(let fields) = member.value.value, !member.key.hasPrefix("$") {
                if fields.contains(where: { $0.key == "$value" }) {
                    member.value = token(
                        member.value, fields, file: file, at: memberPointer, dollar: true, inherited: groupType)
                } else if older, Self.isOlderToken(fields) {
                    member.value = token(
                        member.value, fields, file: file, at: memberPointer, dollar: false, inherited: groupType)
                } else {
                    member.value = group(
                        member.value, file: file, at: memberPointer, older: older, inherited: groupType)
                }
            } else if member.key == "$type", let name = member.value.stringValue, let type = Self.types[name] {
                member.value = JSONNode(.string(type.rawValue), offset: member.value.offset)
            }
            converted.append(member)
        }
        return JSONNode(.object(converted), offset: node.offset)
    }

    /// One token as DTCG. `dollar`: written with `$value` (Tokens Studio's DTCG option), else with `value`.
    private mutating func token(
        _ node: JSONNode, _ fields: [JSONMember], file: Int, at pointer: JSONPointer, dollar: Bool, inherited: String?
    ) -> JSONNode {
        let prefix = dollar ? "$" : ""
        let typeName = fields.first { $0.key == prefix + "type" }?.value.stringValue ?? inherited
        var extensions: [JSONMember] = []
        var studio: [JSONMember] = []
        var converted: [JSONMember] = []
        for field in fields {
            var field = field
            switch field.key {
            case prefix + "value":
                var context = StudioValueReader(reader: self, file: file, pointer: pointer.appending(field.key))
                field.key = "$value"
                field.value = context.value(field.value, typeName: typeName)
                self = context.reader
                studio += context.kept
                if context.isOpacity {
                    extensions.append(
                        JSONMember(
                            key: DTCGImport.extensionKey,
                            value: JSONNode(.object([JSONMember(key: "type", value: JSONNode(.string("opacity")))]))))
                }
                if let type = context.type, typeName != nil {
                    // A value whose unit says what it is (a line height in % is a number) has that type.
                    converted.removeAll { $0.key == "$type" }
                    converted.append(
                        JSONMember(
                            key: "$type", keyOffset: field.keyOffset,
                            value: JSONNode(.string(type.rawValue), offset: field.value.offset)))
                }
            case prefix + "type":
                field.key = "$type"
                guard let name = field.value.stringValue else { break }
                if converted.contains(where: { $0.key == "$type" }) { continue }
                if let type = Self.types[name] {
                    field.value = JSONNode(.string(type.rawValue), offset: field.value.offset)
                } else if name == "other" {
                    continue  // the value says its type
                }
            case prefix + "description":
                field.key = "$description"
            case "$extensions":
                if case .object(let members) = field.value.value {
                    if let modify = field.value["studio.tokens"]?["modify"] {
                        problems.report(
                            .unsupported, file: file, pointer.appending("$extensions").appending("studio.tokens"),
                            offset: modify.offset,
                            "Tokens Studio's color modifiers (lighten, darken, alpha, mix) are not applied on import; "
                                + "write the resulting color as the value")
                    }
                    extensions += members
                }
                continue
            default:
                break
            }
            converted.append(field)
        }
        if !studio.isEmpty {
            if let index = extensions.firstIndex(where: { $0.key == "studio.tokens" }),
                case .object(let members) = extensions[index].value.value
            {
                extensions[index].value = JSONNode(.object(members + studio), offset: extensions[index].value.offset)
            } else {
                extensions.append(JSONMember(key: "studio.tokens", value: JSONNode(.object(studio))))
            }
        }
        if !extensions.isEmpty {
            let offset = node["$extensions"]?.offset ?? node.offset
            converted.append(
                JSONMember(key: "$extensions", keyOffset: offset, value: JSONNode(.object(extensions), offset: offset)))
        }
        return JSONNode(.object(converted), offset: node.offset)
    }
}

/// Converts one token's value, reporting what cannot be read.
struct StudioValueReader {
    var reader: TokensStudio
    let file: Int
    let pointer: JSONPointer
    /// Members Tokens Studio has and DTCG does not (a typography's `textCase`, a weight's `italic`), kept in the
    /// token's `$extensions["studio.tokens"]`.
    var kept: [JSONMember] = []
    /// The DTCG type the value turned out to have, when it differs from the type name's (a line height in % is a
    /// number; an `other` token of `200ms` a duration).
    var type: DTCGType?
    var isOpacity = false

    init(reader: TokensStudio, file: Int, pointer: JSONPointer) {
        self.reader = reader
        self.file = file
        self.pointer = pointer
    }

    mutating func report(_ code: Diagnostic.Code, _ pointer: JSONPointer, _ node: JSONNode, _ message: String) {
        reader.report(code, file: file, pointer, offset: node.offset, message)
    }

    mutating func value(_ node: JSONNode, typeName: String?) -> JSONNode {
        if let reference = reference(node) { return reference }
        guard let typeName else { return node }
        if TokensStudio.unreadableTypes.contains(typeName) {
            report(
                .unsupported, pointer, node,
                "Tokens Studio's \(quoted(typeName)) tokens have no design-token type a dsys document can hold; "
                    + "remove the token, or keep it in a set that no chosen theme enables")
            return node
        }
        switch typeName {
        case "color": return color(node, at: pointer)
        case "sizing", "spacing", "borderRadius", "borderWidth", "dimension", "fontSizes", "paragraphSpacing",
            "paragraphIndent":
            return dimension(node, at: pointer)
        case "letterSpacing": return letterSpacing(node, fontSize: nil, at: pointer)
        case "lineHeights":
            let converted = lineHeight(node, fontSize: nil, at: pointer)
            if converted.numberValue == nil, reference(converted) == nil { type = .dimension } else { type = .number }
            return converted
        case "opacity":
            isOpacity = true
            return number(node, at: pointer, percent: true)
        case "number": return number(node, at: pointer, percent: false)
        case "fontFamilies":
            _ = embedsReference(node, at: pointer)
            return node
        case "fontWeights": return fontWeight(node, at: pointer)
        case "typography": return typography(node, at: pointer)
        case "boxShadow": return shadow(node, at: pointer)
        case "border": return border(node, at: pointer)
        case "other": return other(node, at: pointer)
        default: return node
        }
    }

    // MARK: References and math

    /// A reference as DTCG writes it: `{a.b}` stays, Tokens Studio's older `$a.b` becomes `{a.b}`; `nil` for a
    /// value that is not a reference. A reference inside other text (math such as `{spacing.base} * 2`) is an error.
    mutating func reference(_ node: JSONNode) -> JSONNode? {
        guard case .string(let text) = node.value else { return nil }
        let trimmed = String(text.trimmingSpaces)
        if DTCGReference.curlyDotted(trimmed) != nil { return JSONNode(.string(trimmed), offset: node.offset) }
        if trimmed.hasPrefix("$"), trimmed.count > 1,
            trimmed.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) })
        {
            return JSONNode(.string("{\(trimmed.dropFirst())}"), offset: node.offset)
        }
        return nil
    }

    /// Reports a reference inside other text where the value is not a size or a number (`rgba({colors.red}, 0.5)`),
    /// which only Tokens Studio's math on sizes and numbers evaluates; `true` when it did.
    private mutating func embedsReference(_ node: JSONNode, at pointer: JSONPointer) -> Bool {
        guard let text = node.stringValue, text.contains("{") else { return false }
        report(
            .unsupported, pointer, node,
            "\(quoted(text)) puts a reference inside other text, and only sizes and numbers take Tokens Studio math; "
                + "write a reference alone (\"{colors.red}\") or the value")
        return true
    }

    /// A number and its unit (`""` for none) as ``measure(_:)`` reads it, or the value of an expression
    /// (`{spacing.base} * 2` → 16 px); an expression that has none is reported here, anything else by the caller.
    private mutating func quantity(_ node: JSONNode, at pointer: JSONPointer, report: Bool = true) -> (Double, String)?
    {
        guard let text = node.stringValue, StudioMath.isExpression(text) else { return measure(node) }
        switch reader.math.evaluate(text) {
        case .success(let result): return (result.value, result.isLength ? "px" : "")
        case .failure(let error):
            if report {
                self.report(
                    .invalidValue, pointer, node,
                    "\(quoted(text)) cannot be evaluated (Tokens Studio math): \(error.message)")
            }
            return nil
        }
    }

    /// Whether a value that failed to read was an expression, whose problem ``quantity(_:at:report:)`` reported.
    private static func isExpression(_ node: JSONNode) -> Bool {
        node.stringValue.map(StudioMath.isExpression) ?? false
    }

    // MARK: Values by type

    private mutating func color(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
        if embedsReference(node, at: pointer) { return node }
        if let text = node.stringValue?.lowercased(), text.contains("gradient(") {
            report(
                .unsupported, pointer, node,
                "a CSS gradient in a color token cannot be a color; write it as a DTCG gradient token "
                    + "({\"$type\": \"gradient\", \"$value\": [{\"color\": …, \"position\": 0}, …]})")
        }
        return node
    }

    /// A size: a number or `"16"` (points, as Tokens Studio reads a bare number as pixels), `"16px"`, `"1.5rem"`.
    mutating func dimension(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
        if let reference = reference(node) { return reference }
        guard let (value, unit) = quantity(node, at: pointer), unit == "px" || unit == "rem" || unit.isEmpty else {
            if !Self.isExpression(node) {
                report(
                    .invalidValue, pointer, node,
                    "expected a size: a number of pixels (16 or \"16px\") or rems (\"1rem\"), found \(written(node))")
            }
            return node
        }
        return Self.dimension(value, unit: unit.isEmpty ? "px" : unit, offset: node.offset)
    }

    static func dimension(_ value: Double, unit: String, offset: Int) -> JSONNode {
        JSONNode(
            .object([
                JSONMember(key: "value", keyOffset: offset, value: JSONNode(Self.number(value), offset: offset)),
                JSONMember(key: "unit", keyOffset: offset, value: JSONNode(.string(unit), offset: offset)),
            ]), offset: offset)
    }

    static func number(_ value: Double) -> JSONValue { .number(value, lexeme: NumberText.shortest(value)) }

    /// A number, or with `percent` a share (`"50%"` → 0.5).
    private mutating func number(_ node: JSONNode, at pointer: JSONPointer, percent: Bool) -> JSONNode {
        if let reference = reference(node) { return reference }
        guard let (value, unit) = quantity(node, at: pointer), unit.isEmpty || percent && unit == "%" else {
            if Self.isExpression(node), quantity(node, at: pointer, report: false) == nil { return node }
            report(
                .invalidValue, pointer, node,
                "expected a number\(percent ? " (0.5) or a percentage (\"50%\")" : ""), found \(written(node))")
            return node
        }
        return JSONNode(Self.number(unit == "%" ? value / 100 : value), offset: node.offset)
    }

    /// A letter spacing: a size, or a percentage of the font size when it is known (a typography's own size).
    private mutating func letterSpacing(_ node: JSONNode, fontSize: Double?, at pointer: JSONPointer) -> JSONNode {
        if let (value, unit) = measure(node), unit == "%" {
            guard let fontSize else {
                report(
                    .unsupported, pointer, node,
                    "a letter spacing in % of the font size needs the size, which only a typography token with a "
                        + "written fontSize has; write it in pixels (\"-0.2px\")")
                return node
            }
            return Self.dimension(value / 100 * fontSize, unit: "px", offset: node.offset)
        }
        return dimension(node, at: pointer)
    }

    /// A line height as DTCG's multiplier: `"150%"` → 1.5, `"24px"` or `"24"` over the font size when it is known;
    /// `"AUTO"` (the font's own line height) as 0, which the import keeps as no line height.
    private mutating func lineHeight(_ node: JSONNode, fontSize: Double?, at pointer: JSONPointer) -> JSONNode {
        if let reference = reference(node) { return reference }
        if node.stringValue?.lowercased() == "auto" {
            if fontSize == nil {
                report(
                    .unsupported, pointer, node,
                    "\"AUTO\" is a line height only in a typography token (the font's own); write a percentage "
                        + "(\"120%\") here")
            }
            return JSONNode(Self.number(0), offset: node.offset)
        }
        guard let (value, unit) = quantity(node, at: pointer), unit.isEmpty || unit == "px" || unit == "%" else {
            if Self.isExpression(node) { return node }
            report(
                .invalidValue, pointer, node,
                "expected a line height: a percentage (\"150%\"), pixels (24 or \"24px\") or \"AUTO\", found "
                    + written(node))
            return node
        }
        if unit == "%" { return JSONNode(Self.number(value / 100), offset: node.offset) }
        guard let fontSize else { return Self.dimension(value, unit: "px", offset: node.offset) }
        guard fontSize > 0 else { return node }
        return JSONNode(Self.number((value / fontSize * 1000).rounded() / 1000), offset: node.offset)
    }

    /// A font weight: a number, or a style name as Figma writes it (`"Semi Bold"`, `"ExtraBold"`, `"Bold Italic"`)
    /// as DTCG's (`semi-bold`); an italic is kept in the extension.
    private mutating func fontWeight(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
        if let reference = reference(node) { return reference }
        guard case .string(let text) = node.value, !embedsReference(node, at: pointer) else { return node }
        if let number = Double(String(text.trimmingSpaces)) {
            return JSONNode(Self.number(number), offset: node.offset)
        }
        var words = RoleTable.words(text)
        if words.contains("italic") || words.contains("oblique") {
            kept.append(JSONMember(key: "fontStyle", value: JSONNode(.string("italic"))))
            words.removeAll { $0 == "italic" || $0 == "oblique" }
        }
        let compact = words.joined()
        let names = [
            "thin": "thin", "hairline": "hairline", "extralight": "extra-light", "ultralight": "ultra-light",
            "light": "light", "normal": "normal", "regular": "regular", "book": "book", "medium": "medium",
            "semibold": "semi-bold", "demibold": "demi-bold", "bold": "bold", "extrabold": "extra-bold",
            "ultrabold": "ultra-bold", "black": "black", "heavy": "heavy", "extrablack": "extra-black",
            "ultrablack": "ultra-black", "": "regular",
        ]
        guard let name = names[compact] else {
            report(
                .invalidValue, pointer, node,
                "\(quoted(text)) is not a font weight; write a number (100–900) or a name such as \"Regular\", "
                    + "\"Semi Bold\" or \"Bold\"")
            return node
        }
        return JSONNode(.string(name), offset: node.offset)
    }

    private mutating func typography(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
        guard case .object(let members) = node.value else { return node }
        let fontSize = node["fontSize"].flatMap { quantity($0, at: pointer, report: false) }.flatMap { value, unit in
            unit.isEmpty || unit == "px" ? value : nil
        }
        var converted: [JSONMember] = []
        for member in members {
            var member = member
            let memberPointer = pointer.appending(member.key)
            switch member.key {
            case "fontFamily": member.value = reference(member.value) ?? member.value
            case "fontWeight": member.value = fontWeight(member.value, at: memberPointer)
            case "fontSize": member.value = dimension(member.value, at: memberPointer)
            case "letterSpacing":
                member.value =
                    reference(member.value) ?? letterSpacing(member.value, fontSize: fontSize, at: memberPointer)
            case "lineHeight":
                if fontSize == nil, let (_, unit) = quantity(member.value, at: memberPointer, report: false),
                    unit != "%"
                {
                    report(
                        .unsupported, memberPointer, member.value,
                        "a line height in pixels needs the font size to become a multiplier, and this fontSize is a "
                            + "reference; write the line height as a percentage (\"150%\")")
                    continue
                }
                member.value = lineHeight(member.value, fontSize: fontSize ?? 0, at: memberPointer)
            default:
                // paragraphSpacing, paragraphIndent, textCase, textDecoration: kept, though no text style uses them.
                kept.append(JSONMember(key: member.key, value: member.value))
                continue
            }
            converted.append(member)
        }
        if node["letterSpacing"] == nil {
            converted.append(
                JSONMember(key: "letterSpacing", value: Self.dimension(0, unit: "px", offset: node.offset)))
        }
        if node["lineHeight"] == nil {
            converted.append(JSONMember(key: "lineHeight", value: JSONNode(Self.number(0), offset: node.offset)))
        }
        return JSONNode(.object(converted), offset: node.offset)
    }

    /// A shadow or a list of them: `x`, `y`, `blur`, `spread`, `color`, `type` (`dropShadow`, `innerShadow`).
    private mutating func shadow(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
        if case .array(let layers) = node.value {
            return JSONNode(
                .array(layers.enumerated().map { shadow($1, at: pointer.appending($0)) }), offset: node.offset)
        }
        guard case .object(let members) = node.value else { return node }
        var converted: [JSONMember] = []
        let names = ["x": "offsetX", "y": "offsetY", "blur": "blur", "spread": "spread"]
        for member in members {
            var member = member
            let memberPointer = pointer.appending(member.key)
            if let name = names[member.key] {
                member.key = name
                member.value = dimension(member.value, at: memberPointer)
            } else if member.key == "color" {
                member.value = reference(member.value) ?? color(member.value, at: memberPointer)
            } else if member.key == "type" {
                switch member.value.stringValue {
                case "innerShadow":
                    member = JSONMember(
                        key: "inset", keyOffset: member.keyOffset,
                        value: JSONNode(.bool(true), offset: member.value.offset))
                case "dropShadow": continue
                default:
                    report(
                        .invalidValue, memberPointer, member.value,
                        "a shadow's type is \"dropShadow\" or \"innerShadow\", found \(written(member.value))")
                    continue
                }
            }
            converted.append(member)
        }
        if node["spread"] == nil {
            converted.append(JSONMember(key: "spread", value: Self.dimension(0, unit: "px", offset: node.offset)))
        }
        return JSONNode(.object(converted), offset: node.offset)
    }

    private mutating func border(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
        guard case .object(let members) = node.value else { return node }
        return JSONNode(
            .object(
                members.map { member in
                    var member = member
                    switch member.key {
                    case "width": member.value = dimension(member.value, at: pointer.appending("width"))
                    default: member.value = reference(member.value) ?? member.value
                    }
                    return member
                }), offset: node.offset)
    }

    /// Tokens Studio's `other`: a duration (`"200ms"`, `"0.2s"`) or a number; anything else has no type here.
    private mutating func other(_ node: JSONNode, at pointer: JSONPointer) -> JSONNode {
        if embedsReference(node, at: pointer) { return node }
        if let (value, unit) = measure(node) {
            if unit == "ms" || unit == "s" {
                type = .duration
                return Self.dimension(value, unit: unit, offset: node.offset)
            }
            if unit.isEmpty {
                type = .number
                return JSONNode(Self.number(value), offset: node.offset)
            }
        }
        report(
            .unsupported, pointer, node,
            "an \"other\" token is read when it is a duration (\"200ms\") or a number; \(written(node)) is neither, "
                + "so give the token the type of its value, or remove it")
        return node
    }

    // MARK: Helpers

    /// A number and its unit (`""` for none) from a number or a string like `"16px"`, `"-2%"`, `"1.5rem"`.
    private func measure(_ node: JSONNode) -> (Double, String)? {
        switch node.value {
        case .number(let value, _): return value.isFinite ? (value, "") : nil
        case .string(let text):
            let trimmed = text.trimmingSpaces
            guard
                let end = trimmed.firstIndex(where: { !($0.isNumber || "+-.eE".contains($0)) })
                    ?? Optional(trimmed.endIndex),
                let value = Double(trimmed[..<end]), value.isFinite
            else { return nil }
            let unit = String(trimmed[end...]).lowercased()
            return (value, unit)
        default: return nil
        }
    }

    private func written(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): quoted(text)
        case .number(_, let lexeme): lexeme
        default: node.value.kindDescription
        }
    }
}

extension TokensStudio {
    mutating func report(_ code: Diagnostic.Code, file: Int, _ pointer: JSONPointer, offset: Int, _ message: String) {
        problems.report(code, file: file, pointer, offset: offset, message)
    }
}
