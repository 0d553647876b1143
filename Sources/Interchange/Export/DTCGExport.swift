import Tokens

/// Writes a dsys document as DTCG 2025.10 token files and a resolver document with light and dark contexts.
///
/// Every token keeps its path: colors and other tokens at their own paths, text styles under `typography`, sizes
/// under `spacing` and `radius`, shadows under `shadow`. What the format cannot say (a text style's Dynamic Type
/// style, a shadow's opacity, the document's name and fonts, string tokens, a token's own spelling) travels in
/// `$extensions["dev.dsys"]`, so that importing the files gives back the same document.
public enum DTCGExport {
    /// One file of the export.
    public struct File: Sendable, Equatable {
        /// The file name, relative to the output folder.
        public var name: String
        public var text: String
    }

    /// Every token, with its light value.
    public static let tokensFile = "design-system.tokens.json"
    /// The dark values that differ from the light ones.
    public static let darkFile = "design-system.dark.tokens.json"
    /// The resolver document: the tokens as a set, and a modifier whose light and dark contexts add the dark file.
    public static let resolverFile = "design-system.resolver.json"
    /// The resolver modifier that chooses the appearance.
    public static let modifier = "theme"
    /// The high-contrast values of colors that have them, light and dark (written only when a color has one); the
    /// resolver's `light-hc` context adds the first, its `dark-hc` context the dark file and then the second.
    public static let lightHighContrastFile = "design-system.light-hc.tokens.json"
    public static let darkHighContrastFile = "design-system.dark-hc.tokens.json"

    /// The files of a document given as the bytes of `file` (validated first).
    ///
    /// - Throws: ``InterchangeError/invalidDocument(file:diagnostics:)`` when the document is invalid,
    ///   ``InterchangeError/notExportable(reason:)`` when two tokens would share a DTCG path.
    public static func files(of bytes: [UInt8], file: String) throws(InterchangeError) -> [File] {
        let designSystem: DesignSystem
        do {
            designSystem = try DesignSystemDocument.load(bytes, file: file)
        } catch {
            throw InterchangeError(error)
        }
        var parser = JSONParser(bytes: bytes)
        guard let root = try? parser.parseDocument(), let tokensNode = root["tokens"] else {
            throw .notExportable(reason: "\(file) could not be read")
        }
        var writer = Writer()
        for color in designSystem.colors {
            guard let node = find(tokensNode["color"], color.path.components) else { continue }
            try writer.color(node, path: color.path.components)
        }
        for token in designSystem.otherTokens {
            guard let node = find(tokensNode["other"], token.path.components) else { continue }
            try writer.other(node, token: token)
        }
        for style in designSystem.typography {
            guard let node = tokensNode["typography"]?[style.name] else { continue }
            try writer.textStyle(node, style: style, fonts: designSystem.fontFamily)
        }
        for (category, sizes) in [("spacing", designSystem.spacing), ("radius", designSystem.radii)] {
            for size in sizes {
                guard let node = tokensNode[category]?[size.name] else { continue }
                try writer.size(node, category: category, size: size)
            }
        }
        for (index, shadow) in (designSystem.shadows ?? []).enumerated() {
            let node: JSONNode?
            switch tokensNode["shadow"]?.value {
            case .array(let shadows)?: node = shadows.indices.contains(index) ? shadows[index] : nil
            case .object?: node = tokensNode["shadow"]?[shadow.name]
            default: node = nil
            }
            if let node { try writer.shadow(node, shadow: shadow) }
        }
        var dsys: [(String, JSONValue?)] = [
            ("name", root["name"]?.value), ("profile", root["profile"]?.value),
            ("font_family", root["font_family"]?.value), ("roles", root["roles"]?.value),
            ("contrast", root["contrast"]?.value), ("expose_primitives", root["expose_primitives"]?.value),
            ("lint", root["lint"]?.value), ("contrast_waivers", root["contrast_waivers"]?.value),
            ("module", root["module"]?.value),
        ]
        if !writer.strings.isEmpty { dsys.append(("strings", .array(writer.strings))) }
        // DTCG has one tree: other tokens that share groups with colors can come out in another order.
        let ours = designSystem.otherTokens.map(\.path.description)
        let stringPaths = Set(designSystem.otherTokens.filter { $0.kind == .string }.map(\.path.description))
        let read = tokenPaths(writer.tokens.json).filter { Set(ours).contains($0) }
        if read != ours.filter({ !stringPaths.contains($0) }) || !stringPaths.isEmpty {
            dsys.append(("otherOrder", .array(ours.map { JSONNode(.string($0)) })))
        }
        writer.tokens.setLeading(
            "$description", .string("Design tokens of \(designSystem.name), exported by dsys (DTCG 2025.10)."))
        writer.tokens.setLeading(
            "$extensions", TokenForms.object([(DTCGImport.extensionKey, TokenForms.object(dsys))]))
        let highContrast = !writer.lightHighContrast.isEmpty || !writer.darkHighContrast.isEmpty
        var contexts: [(String, JSONValue?)] = [("light", .array([])), ("dark", .array([reference(darkFile)]))]
        if highContrast {
            contexts += [
                ("light-hc", .array(writer.lightHighContrast.isEmpty ? [] : [reference(lightHighContrastFile)])),
                (
                    "dark-hc",
                    .array(
                        [reference(darkFile)]
                            + (writer.darkHighContrast.isEmpty ? [] : [reference(darkHighContrastFile)]))
                ),
            ]
        }
        let resolver = TokenForms.object([
            ("name", .string(designSystem.name)),
            ("version", .string("2025.10")),
            (
                "description",
                .string(
                    highContrast
                        ? "Light and dark appearances of \(designSystem.name), each also with high contrast, exported "
                            + "by dsys."
                        : "Light and dark appearances of \(designSystem.name), exported by dsys.")
            ),
            (
                "sets",
                TokenForms.object([("tokens", TokenForms.object([("sources", .array([reference(tokensFile)]))]))])
            ),
            (
                "modifiers",
                TokenForms.object([
                    (
                        modifier,
                        TokenForms.object([
                            (
                                "description",
                                .string(
                                    highContrast
                                        ? "Appearance: light or dark, standard or high contrast"
                                        : "Appearance: light or dark")
                            ),
                            ("contexts", TokenForms.object(contexts)),
                            ("default", .string("light")),
                        ])
                    )
                ])
            ),
            ("resolutionOrder", .array([reference("#/sets/tokens"), reference("#/modifiers/\(modifier)")])),
        ])
        var files = [
            File(name: tokensFile, text: CanonicalJSON.text(of: JSONNode(writer.tokens.json))),
            File(name: darkFile, text: CanonicalJSON.text(of: JSONNode(writer.dark.json))),
        ]
        for (name, tree) in [
            (lightHighContrastFile, writer.lightHighContrast), (darkHighContrastFile, writer.darkHighContrast),
        ] where !tree.isEmpty {
            files.append(File(name: name, text: CanonicalJSON.text(of: JSONNode(tree.json))))
        }
        return files + [File(name: resolverFile, text: CanonicalJSON.text(of: JSONNode(resolver)))]
    }

    /// The dotted paths of the tokens of a DTCG tree, in the order an import reads them.
    private static func tokenPaths(_ tree: JSONValue, prefix: [String] = []) -> [String] {
        guard case .object(let members) = tree else { return [] }
        var paths: [String] = []
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let path = prefix + [member.key]
            if member.value["$value"] != nil {
                paths.append(path.joined(separator: "."))
            } else {
                paths += tokenPaths(member.value.value, prefix: path)
            }
        }
        return paths
    }

    private static func reference(_ target: String) -> JSONNode {
        JSONNode(.object([JSONMember(key: "$ref", value: JSONNode(.string(target)))]))
    }

    private static func find(_ node: JSONNode?, _ path: [String]) -> JSONNode? {
        var current = node
        for name in path { current = current?[name] }
        return current
    }
}

private struct Writer {
    var tokens = OrderedTree()
    var dark = OrderedTree()
    var lightHighContrast = OrderedTree()
    var darkHighContrast = OrderedTree()
    var strings: [JSONNode] = []

    private func number(_ value: Double) -> JSONValue {
        .number(value, lexeme: NumberText.shortest(value))
    }

    private mutating func put(
        _ path: [String], _ token: JSONValue, dark darkToken: JSONValue? = nil
    ) throws(InterchangeError) {
        if let name = path.first(where: { $0.hasPrefix("$") && $0 != "$root" }) {
            throw .notExportable(
                reason: "\(path.joined(separator: ".")): DTCG reserves names starting with '$' (\(quoted(name))) for "
                    + "its properties; rename it")
        }
        guard tokens.insert(path, token) else {
            throw .notExportable(
                reason: "two tokens would both be \(path.joined(separator: ".")) in the DTCG file (dsys keeps colors, "
                    + "other tokens, typography, spacing, radius and shadow apart; DTCG has one tree); rename one")
        }
        if let darkToken { dark.insert(path, darkToken) }
    }

    /// `$description`, `$deprecated` and `$extensions` (the token's own, plus dsys's data when there is any).
    /// The token's identity rides in dsys's data: its `id` (unless its extensions hold it, where an import finds it
    /// anyway), `renamed` and `replaced_by`.
    private func metadata(_ node: JSONNode, dsys: [(String, JSONValue?)]) -> [(String, JSONValue?)] {
        var extensions: [JSONMember] = []
        if case .object(let members)? = node["extensions"]?.value { extensions = members }
        var dsys = dsys
        if let id = node["id"]?.stringValue, DTCGImport.sourceID(in: node["extensions"]) != id {
            dsys.append(("id", .string(id)))
        }
        dsys += [("renamed", node["renamed"]?.value), ("replaced_by", node["replaced_by"]?.value)]
        let ours = TokenForms.object(dsys)
        if case .object(let members) = ours, !members.isEmpty {
            extensions.removeAll { $0.key == DTCGImport.extensionKey }
            extensions.append(JSONMember(key: DTCGImport.extensionKey, value: JSONNode(ours)))
        }
        return [
            ("$description", node["description"]?.value), ("$deprecated", node["deprecated"]?.value),
            ("$extensions", extensions.isEmpty ? nil : .object(extensions)),
        ]
    }

    /// The token as written, when an import would write it otherwise (see ``TokenForms``).
    private func written(_ category: TokenForms.Category, _ node: JSONNode) -> JSONValue? {
        var value = node.value
        // A format 1 shadow carries its name, which format 2 (what an import writes) has as the key.
        if category == .shadow, case .object(let members) = value {
            value = .object(members.filter { $0.key != "name" })
        }
        let imported = TokenForms.natural(category, Self.asImported(value))
        return CanonicalJSON.text(of: imported) == CanonicalJSON.text(of: value) ? nil : value
    }

    /// A value with every hex color spelled as the import spells it.
    private static func asImported(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text):
            guard let color = RGBA(hex: text) else { return value }
            return .string(DTCGResolution.hexText(color, spelling: String(text.prefix(7))))
        case .array(let elements): return .array(elements.map { JSONNode(asImported($0.value)) })
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: JSONNode(asImported($0.value.value))) })
        default: return value
        }
    }

    // MARK: Token kinds

    mutating func color(_ node: JSONNode, path: [String]) throws(InterchangeError) {
        let natural = JSONNode(TokenForms.natural(.color, node.value))
        let light = natural["value"]?.stringValue ?? natural["light"]?.stringValue ?? natural.stringValue ?? ""
        let darkText = natural["value"]?.stringValue ?? natural["dark"]?.stringValue ?? natural.stringValue ?? ""
        let token = TokenForms.object(
            [("$type", .string("color")), ("$value", color(light))]
                + metadata(node, dsys: [("written", written(.color, node))]))
        let darkToken =
            darkText == light ? nil : TokenForms.object([("$type", .string("color")), ("$value", color(darkText))])
        try put(path, token, dark: darkToken)
        if let text = natural["light_hc"]?.stringValue {
            lightHighContrast.insert(path, TokenForms.object([("$type", .string("color")), ("$value", color(text))]))
        }
        if let text = natural["dark_hc"]?.stringValue {
            darkHighContrast.insert(path, TokenForms.object([("$type", .string("color")), ("$value", color(text))]))
        }
    }

    mutating func other(_ node: JSONNode, token: OtherToken) throws(InterchangeError) {
        if token.kind == .string {
            strings.append(
                JSONNode(
                    TokenForms.object([("path", .string(token.path.description)), ("token", node.value)])))
            return
        }
        let type: DTCGType =
            switch token.kind {
            case .opacity, .number: .number
            case .dimension: .dimension
            case .duration: .duration
            case .fontWeight: .fontWeight
            case .cubicBezier: .cubicBezier
            case .fontFamily: .fontFamily
            case .strokeStyle: .strokeStyle
            case .border: .border
            case .transition: .transition
            case .shadow: .shadow
            case .gradient: .gradient
            case .typography: .typography
            case .string: .number
            }
        var angle: JSONValue?
        var written = token.value
        if token.kind == .gradient, case .object = token.value {
            // DTCG gradients are their stops; the angle travels in dsys's extension.
            angle = JSONNode(token.value)["angle"]?.value
            written = JSONNode(token.value)["stops"]?.value ?? .array([])
        }
        let dsys: [(String, JSONValue?)] = [
            ("type", token.kind == .opacity ? .string("opacity") : nil), ("angle", angle.map(Self.dtcgReferences)),
            ("written", self.written(.other, node)),
        ]
        let value = dtcg(written, as: type)
        let result = TokenForms.object(
            [("$type", .string(type.rawValue)), ("$value", value)] + metadata(node, dsys: dsys))
        let darkToken = token.dark.map { dark in
            var stops = dark
            if token.kind == .gradient, case .object = dark { stops = JSONNode(dark)["stops"]?.value ?? .array([]) }
            return TokenForms.object([("$type", .string(type.rawValue)), ("$value", dtcg(stops, as: type))])
        }
        try put(token.path.components, result, dark: darkToken)
    }

    mutating func textStyle(_ node: JSONNode, style: TextStyleToken, fonts: FontFamily) throws(InterchangeError) {
        let family = (style.family == .mono ? fonts.mono : fonts.sans) ?? "system-ui"
        let weight = style.weight.flatMap { FontWeightScale.number($0.rawValue) } ?? 400
        func referenced(_ member: TextStyleToken.Member, _ value: JSONValue) -> JSONValue {
            style.references[member].flatMap { Self.dtcgReference($0.reference) }.map(JSONValue.string) ?? value
        }
        let value = TokenForms.object([
            ("fontFamily", .string(family)), ("fontSize", referenced(.size, dimension(style.size))),
            ("fontWeight", referenced(.weight, number(weight))),
            ("letterSpacing", referenced(.letterSpacing, dimension(style.letterSpacing ?? 0))),
            ("lineHeight", referenced(.lineHeight, number(style.lineHeight ?? 1.2))),
        ])
        let dsys: [(String, JSONValue?)] = [
            ("category", .string("typography")), ("relative_to", .string(style.relativeTo.rawValue)),
            ("family", node["family"]?.value), ("weight", node["weight"]?.value),
            ("line_height", node["line_height"]?.value), ("letter_spacing", node["letter_spacing"]?.value),
            ("design", node["design"]?.value), ("written", written(.typography, node)),
        ]
        try put(
            ["typography", style.name],
            TokenForms.object([("$type", .string("typography")), ("$value", value)] + metadata(node, dsys: dsys)))
    }

    mutating func size(_ node: JSONNode, category: String, size: SizeToken) throws(InterchangeError) {
        let dsys: [(String, JSONValue?)] = [
            ("category", .string(category)), ("written", written(category == "spacing" ? .spacing : .radius, node)),
        ]
        let value = size.reference.flatMap { Self.dtcgReference($0.reference) }.map(JSONValue.string)
        try put(
            [category, size.name],
            TokenForms.object(
                [("$type", .string("dimension")), ("$value", value ?? dimension(size.value))]
                    + metadata(node, dsys: dsys)))
    }

    mutating func shadow(_ node: JSONNode, shadow: ShadowToken) throws(InterchangeError) {
        var layerNodes = [node]
        if case .array(let written)? = node["layers"]?.value { layerNodes = written }
        let layers = zip(shadow.layers, layerNodes).map { layer, written in
            TokenForms.object([
                ("color", color(written["color"]?.stringValue ?? layer.color.description)),
                ("offsetX", dimension(layer.x)),
                ("offsetY", dimension(layer.y)), ("blur", dimension(layer.radius)), ("spread", dimension(layer.spread)),
                ("inset", layer.inset ? .bool(true) : nil),
            ])
        }
        let opacities = shadow.layers.map { number($0.opacity) }
        let dsys: [(String, JSONValue?)] = [
            ("category", .string("shadow")),
            ("opacity", opacities.count == 1 ? opacities[0] : .array(opacities.map { JSONNode($0) })),
            ("written", written(.shadow, node)),
        ]
        let value = layers.count == 1 ? layers[0] : .array(layers.map { JSONNode($0) })
        try put(
            ["shadow", shadow.name],
            TokenForms.object([("$type", .string("shadow")), ("$value", value)] + metadata(node, dsys: dsys)))
    }

    /// A dsys reference to a token other than a color (`{spacing.base}`, `{other.size.400}`) as the DTCG reference
    /// to where the export puts it: other tokens at their own path, the rest under their category.
    static func dtcgReference(_ text: String) -> String? {
        guard let key = TokenKey(reference: text), key.category != .color else { return nil }
        return key.category == .other ? "{\(key.path)}" : text
    }

    /// A value with every dsys reference inside turned into its DTCG reference.
    static func dtcgReferences(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return dtcgReference(text).map(JSONValue.string) ?? value
        case .array(let elements): return .array(elements.map { JSONNode(dtcgReferences($0.value)) })
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: JSONNode(dtcgReferences($0.value.value))) })
        default: return value
        }
    }

    // MARK: Values

    private func dimension(_ points: Double) -> JSONValue {
        TokenForms.object([("value", number(points)), ("unit", .string("px"))])
    }

    /// A dsys color value as DTCG: an alias stays an alias (paths are the same), hex becomes an sRGB color object.
    private func color(_ text: String) -> JSONValue {
        guard let rgba = RGBA(hex: text) else { return .string(text) }
        let components = [rgba.red, rgba.green, rgba.blue].map { JSONNode(number(Double($0) / 255)) }
        return TokenForms.object([
            ("colorSpace", .string("srgb")), ("components", .array(components)),
            ("alpha", rgba.alpha == 255 ? nil : number(Double(rgba.alpha) / 255)),
            ("hex", .string(String(text.prefix(7)))),
        ])
    }

    /// A `tokens.other` value (points, milliseconds, hex colors) in DTCG units.
    private func dtcg(_ value: JSONValue, as type: DTCGType) -> JSONValue {
        let node = JSONNode(value)
        // A reference to another token (never in a color's place, where `{…}` is a color alias).
        if type != .color, let text = node.stringValue, let reference = Self.dtcgReference(text) {
            return .string(reference)
        }
        func fields(_ list: [(String, DTCGType?)]) -> JSONValue {
            TokenForms.object(
                list.map { key, fieldType -> (String, JSONValue?) in
                    guard let field = node[key] else { return (key, nil) }
                    guard let fieldType else { return (key, field.value) }
                    return (key, dtcg(field.value, as: fieldType))
                })
        }
        switch type {
        case .color: return node.stringValue.map(color) ?? value
        case .dimension: return node.numberValue.map(dimension) ?? value
        case .duration:
            return node.numberValue.map { TokenForms.object([("value", number($0)), ("unit", .string("ms"))]) } ?? value
        case .number, .fontWeight, .cubicBezier, .fontFamily: return value
        case .strokeStyle:
            guard case .array(let dashes)? = node["dashArray"]?.value else { return value }
            return TokenForms.object([
                ("dashArray", .array(dashes.map { JSONNode(dtcg($0.value, as: .dimension)) })),
                ("lineCap", node["lineCap"]?.value),
            ])
        case .border: return fields([("color", .color), ("width", .dimension), ("style", .strokeStyle)])
        case .transition:
            return fields([("duration", .duration), ("delay", .duration), ("timingFunction", .cubicBezier)])
        case .typography:
            return fields([
                ("fontFamily", .fontFamily), ("fontSize", .dimension), ("fontWeight", .fontWeight),
                ("letterSpacing", .dimension), ("lineHeight", .number),
            ])
        case .shadow:
            if case .array(let layers) = value { return .array(layers.map { JSONNode(dtcg($0.value, as: .shadow)) }) }
            return fields([
                ("color", .color), ("offsetX", .dimension), ("offsetY", .dimension), ("blur", .dimension),
                ("spread", .dimension), ("inset", nil),
            ])
        case .gradient:
            guard case .array(let stops) = value else { return value }
            return .array(
                stops.map { stop in
                    JSONNode(
                        TokenForms.object([
                            ("color", stop["color"].map { dtcg($0.value, as: .color) }),
                            ("position", stop["position"].map { dtcg($0.value, as: .number) }),
                        ]))
                })
        }
    }
}
