import Tokens

/// The one way the import writes each kind of dsys token, and how to read a written token back into its parts.
///
/// A document can spell the same token several ways (`"#fff…"`, `{"value": …}`, `{"light": x, "dark": x}`, members
/// in any order). The import always writes the *natural* form; the export remembers a token's own spelling in
/// `$extensions["dev.dsys"].written` only when it differs from the natural one, and the import takes that spelling
/// back when it still means the same as what the DTCG file says. So `import(export(document))` gives back the
/// document as written, and an edit made in another tool still wins.
enum TokenForms {
    /// The kinds of token a dsys document holds.
    enum Category: String {
        case color, typography, spacing, radius, shadow, other
    }

    /// Documentation members shared by every token object.
    struct Metadata {
        var description: JSONValue?
        var deprecated: JSONValue?
        /// `renamed` and `replaced_by` of a deprecated token, as a document wrote them.
        var renamed: JSONValue?
        var replacedBy: JSONValue?
        /// The token's id in its source (``DTCGImport/sourceID(in:)``).
        var id: JSONValue?
        var extensions: JSONValue?

        /// Asked of every token: read field by field, not through ``members``.
        var isEmpty: Bool {
            description == nil && deprecated == nil && renamed == nil && replacedBy == nil && id == nil
                && extensions == nil
        }

        init(
            description: JSONValue? = nil, deprecated: JSONValue? = nil, id: JSONValue? = nil,
            extensions: JSONValue? = nil
        ) {
            self.description = description
            self.deprecated = deprecated
            self.id = id
            self.extensions = extensions
        }

        init(_ value: JSONValue) {
            let node = JSONNode(value)
            description = node["description"]?.value
            deprecated = node["deprecated"]?.value
            renamed = node["renamed"]?.value
            replacedBy = node["replaced_by"]?.value
            id = node["id"]?.value
            extensions = node["extensions"]?.value
        }

        /// The members a document writes for the metadata, in this order; none for most tokens, built without an
        /// array of all six first.
        var members: [JSONMember] {
            var members: [JSONMember] = []
            func add(_ key: String, _ value: JSONValue?) {
                if let value { members.append(JSONMember(key: key, value: JSONNode(value))) }
            }
            add("description", description)
            add("deprecated", deprecated)
            add("renamed", renamed)
            add("replaced_by", replacedBy)
            add("id", id)
            add("extensions", extensions)
            return members
        }
    }

    static func object(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: JSONNode($0)) } })
    }

    // MARK: - Natural forms

    static func color(
        light: String, dark: String, lightHighContrast: String? = nil, darkHighContrast: String? = nil,
        metadata: Metadata
    ) -> JSONValue {
        if lightHighContrast != nil || darkHighContrast != nil {
            // High-contrast values go beside light and dark (a color with `value` cannot take them).
            guard
                case .object(let members) = object([
                    ("light", .string(light)), ("dark", .string(dark)),
                    ("light_hc", lightHighContrast.map(JSONValue.string)),
                    ("dark_hc", darkHighContrast.map(JSONValue.string)),
                ])
            else { return .null }
            return .object(members + metadata.members)
        }
        if light == dark {
            if metadata.isEmpty { return .string(light) }
            return .object([JSONMember(key: "value", value: JSONNode(.string(light)))] + metadata.members)
        }
        return .object(
            [
                JSONMember(key: "light", value: JSONNode(.string(light))),
                JSONMember(key: "dark", value: JSONNode(.string(dark))),
            ] + metadata.members)
    }

    static func size(_ value: JSONValue, metadata: Metadata) -> JSONValue {
        if metadata.isEmpty { return value }
        return .object([JSONMember(key: "value", value: JSONNode(value))] + metadata.members)
    }

    static func textStyle(
        size: JSONValue, relativeTo: JSONValue, family: JSONValue?, weight: JSONValue?, lineHeight: JSONValue? = nil,
        letterSpacing: JSONValue? = nil, design: JSONValue? = nil, metadata: Metadata
    ) -> JSONValue {
        guard
            case .object(let members) = object([
                ("size", size), ("relative_to", relativeTo), ("family", family), ("weight", weight),
                ("line_height", lineHeight), ("letter_spacing", letterSpacing), ("design", design),
            ])
        else { return .null }
        return .object(members + metadata.members)
    }

    /// A one-layer shadow as format 2 writes it (its name is its key).
    static func shadow(
        color: JSONValue, opacity: JSONValue, radius: JSONValue, x: JSONValue, y: JSONValue, metadata: Metadata
    ) -> JSONValue {
        guard
            case .object(let members) = object([
                ("color", color), ("opacity", opacity), ("radius", radius), ("x", x), ("y", y),
            ])
        else { return .null }
        return .object(members + metadata.members)
    }

    /// A dsys shadow from a DTCG shadow's value (one layer or an array of them, in dsys units): each layer's color
    /// at `opacities[i]` (1 when not given), its blur as the radius, spread and inset where they are not 0 and false.
    /// `nil` when a layer lacks a member dsys needs.
    static func shadow(layers node: JSONNode, opacities: [JSONValue], metadata: Metadata) -> JSONValue? {
        let layers: [JSONNode]
        if case .array(let elements) = node.value { layers = elements } else { layers = [node] }
        var written: [JSONValue] = []
        for (index, layer) in layers.enumerated() {
            guard let color = layer["color"]?.value, let blur = layer["blur"]?.value,
                let x = layer["offsetX"]?.value, let y = layer["offsetY"]?.value
            else { return nil }
            let opacity = opacities.indices.contains(index) ? opacities[index] : .number(1, lexeme: "1")
            guard
                case .object(var members) = shadow(
                    color: color, opacity: opacity, radius: blur, x: x, y: y, metadata: Metadata())
            else { return nil }
            if let spread = layer["spread"], spread.numberValue != 0 {
                members.append(JSONMember(key: "spread", value: spread))
            }
            if let inset = layer["inset"], inset.value == .bool(true) {
                members.append(JSONMember(key: "inset", value: inset))
            }
            written.append(.object(members))
        }
        guard let first = written.first else { return nil }
        if written.count == 1, case .object(let members) = first { return .object(members + metadata.members) }
        return .object(
            [JSONMember(key: "layers", value: JSONNode(.array(written.map { JSONNode($0) })))] + metadata.members)
    }

    static func other(type: String, value: JSONValue, dark: JSONValue?, metadata: Metadata) -> JSONValue {
        guard case .object(let members) = object([("type", .string(type)), ("value", value), ("dark", dark)]) else {
            return .null
        }
        return .object(members + metadata.members)
    }

    // MARK: - Reading a written token

    /// The natural form of a token as a (valid) dsys document writes it.
    static func natural(_ category: Category, _ written: JSONValue, name: String = "") -> JSONValue {
        let node = JSONNode(written)
        switch category {
        case .color:
            if case .string(let text) = written { return color(light: text, dark: text, metadata: Metadata()) }
            let single = node["value"]?.stringValue
            return color(
                light: single ?? node["light"]?.stringValue ?? "", dark: single ?? node["dark"]?.stringValue ?? "",
                lightHighContrast: node["light_hc"]?.stringValue, darkHighContrast: node["dark_hc"]?.stringValue,
                metadata: Metadata(written))
        case .spacing, .radius:
            if case .number = written { return written }
            return size(node["value"]?.value ?? .null, metadata: Metadata(written))
        case .typography:
            return textStyle(
                size: node["size"]?.value ?? .null, relativeTo: node["relative_to"]?.value ?? .null,
                family: node["family"]?.value, weight: node["weight"]?.value, lineHeight: node["line_height"]?.value,
                letterSpacing: node["letter_spacing"]?.value, design: node["design"]?.value,
                metadata: Metadata(written))
        case .shadow:
            if node["layers"] != nil { return written }
            return shadow(
                color: node["color"]?.value ?? .null, opacity: node["opacity"]?.value ?? .null,
                radius: node["radius"]?.value ?? .null, x: node["x"]?.value ?? .null, y: node["y"]?.value ?? .null,
                metadata: Metadata(written))
        case .other:
            let value = node["value"]?.value ?? .null
            let dark = node["dark"]?.value
            return other(
                type: node["type"]?.stringValue ?? "", value: value,
                dark: dark.flatMap { CanonicalJSON.text(of: $0) == CanonicalJSON.text(of: value) ? nil : $0 },
                metadata: Metadata(written))
        }
    }

    /// What a token means, for deciding whether a remembered spelling still fits: its natural form, with hex
    /// digits in one case.
    static func meaning(_ category: Category, _ value: JSONValue) -> String {
        CanonicalJSON.text(of: lowercasingHex(natural(category, value)))
    }

    /// Hex colors in lower case, everything else as it is.
    private static func lowercasingHex(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return RGBA(hex: text) == nil ? value : .string(text.lowercased())
        case .array(let elements): return .array(elements.map { JSONNode(lowercasingHex($0.value)) })
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: JSONNode(lowercasingHex($0.value.value))) })
        default: return value
        }
    }

    /// The written form to put in the document: `remembered` when it means the same as `imported`.
    static func preferred(_ category: Category, imported: JSONValue, remembered: JSONValue?) -> JSONValue {
        guard let remembered, meaning(category, remembered) == meaning(category, imported) else { return imported }
        return remembered
    }
}
