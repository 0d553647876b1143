extension DocumentReader {
    // MARK: - Spacing and radius

    /// A spacing or radius token as written, before references are followed.
    struct SizeEntry {
        var member: JSONMember
        var pointer: JSONPointer
        var metadata: TokenMetadata
        /// The value as written and where.
        var value: JSONNode
        var valuePointer: JSONPointer
    }

    /// Reads the named sizes of `tokens.spacing` or `tokens.radius` and enters them in the reference table.
    mutating func collectSizes(
        _ node: JSONNode, at pointer: JSONPointer, category: TokenCategory, into references: inout ReferenceTable
    ) -> [SizeEntry] {
        guard let members = object(node, at: pointer, "tokens.\(category.rawValue)") else { return [] }
        var entries: [SizeEntry] = []
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            let key = TokenKey(category, TokenPath([member.key]))
            var valueNode = member.value
            var valuePointer = memberPointer
            var metadata = TokenMetadata()
            if case .object(let fields) = member.value.value {
                checkMembers(
                    fields, of: member.value, at: memberPointer,
                    allowed: ["value", "description", "deprecated", "extensions", "id", "renamed", "replaced_by"],
                    required: ["value"],
                    context: "a \(category.rawValue) token")
                metadata = readMetadata(member.value, at: memberPointer)
                guard let value = member.value["value"] else {
                    invalidKeys.insert(key)
                    continue
                }
                valueNode = value
                valuePointer = memberPointer.appending("value")
            } else if member.value.numberValue == nil, !Self.isReference(member.value) {
                wrongType(
                    member.value, at: memberPointer,
                    expected: "a size in points, a reference like \"{spacing.md}\", or an object with value and "
                        + "description")
                invalidKeys.insert(key)
                continue
            }
            references.add(
                key,
                ReferenceTable.Entry(
                    kind: .dimension, shape: .number(.nonNegative(maximum: 100_000), "a size in points"),
                    value: valueNode, valuePointer: valuePointer, dark: nil, darkPointer: nil))
            entries.append(
                SizeEntry(
                    member: member, pointer: memberPointer, metadata: metadata, value: valueNode,
                    valuePointer: valuePointer))
        }
        return entries
    }

    enum SizeKind {
        case spacing, radius

        var category: String { self == .spacing ? "DSSpacing" : "DSRadius" }
        var tokenCategory: TokenCategory { self == .spacing ? .spacing : .radius }
    }

    /// The sizes with their references followed; invalid ones are reported and left out.
    mutating func resolveSizes(
        _ entries: [SizeEntry], kind: SizeKind, references: inout ReferenceTable, colors: ColorTable?
    ) -> [SizeToken] {
        var tokens: [SizeToken] = []
        var identifiers = IdentifierSet(category: kind.category)
        for entry in entries {
            let identifier = memberIdentifier(entry.member, at: entry.pointer, set: &identifiers, call: "")
            let key = TokenKey(kind.tokenCategory, TokenPath([entry.member.key]))
            let resolved: Double?
            var reference: TokenKey?
            if entry.value.numberValue != nil {
                // Not a reference: checked in place.
                resolved = number(
                    entry.value, at: entry.valuePointer, in: .nonNegative(maximum: 100_000), unit: "a size in points")
            } else {
                resolved = resolvedValue(of: key, dark: false, references: &references, colors: colors)?.numberValue
                reference = entry.value.stringValue.flatMap { TokenKey(reference: $0) }
            }
            guard let value = resolved, let identifier else {
                invalidKeys.insert(key)
                continue
            }
            tokens.append(
                SizeToken(
                    name: entry.member.key, identifier: identifier, value: value, reference: reference,
                    metadata: entry.metadata))
        }
        return tokens
    }

    // MARK: - Typography

    mutating func readTypography(
        _ node: JSONNode, at pointer: JSONPointer, references: inout ReferenceTable, colors: ColorTable?
    ) -> [TextStyleToken] {
        guard let members = object(node, at: pointer, "tokens.typography") else { return [] }
        var tokens: [TextStyleToken] = []
        var identifiers = IdentifierSet(category: "DSFont")
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            let identifier = memberIdentifier(member, at: memberPointer, set: &identifiers, call: "()")
            guard let style = object(member.value, at: memberPointer, "a text style") else {
                invalidKeys.insert(TokenKey(.typography, TokenPath([member.key])))
                continue
            }
            checkMembers(
                style, of: member.value, at: memberPointer,
                allowed: format == .v1
                    ? [
                        "size", "relative_to", "family", "weight", "description", "deprecated", "extensions", "id",
                        "renamed", "replaced_by",
                    ]
                    : [
                        "size", "relative_to", "family", "weight", "line_height", "letter_spacing", "design",
                        "description", "deprecated", "extensions", "id", "renamed", "replaced_by",
                    ],
                required: ["size", "relative_to"],
                context: format == .v1
                    ? "a text style (line_height, letter_spacing and design need format 2)" : "a text style")
            var valid = true
            var referenced: [TextStyleToken.Member: TokenKey] = [:]
            func referable(
                _ memberName: TextStyleToken.Member, kind: OtherToken.Kind, range: NumberRange, unit: String,
                _ reader: inout DocumentReader
            ) -> Double? {
                guard let node = member.value[memberName.rawValue] else { return nil }
                guard
                    let found = reader.referableNumber(
                        node, at: memberPointer.appending(memberName.rawValue), kind: kind, range: range, unit: unit,
                        references: &references, colors: colors)
                else {
                    valid = false
                    return nil
                }
                if let key = found.reference { referenced[memberName] = key }
                return found.value
            }
            let size = referable(.size, kind: .dimension, range: .positive(maximum: 1000), unit: "a point size", &self)
            let lineHeight = referable(
                .lineHeight, kind: .number, range: .positive(maximum: 10),
                unit: "a line height (a multiple of the size)",
                &self)
            let letterSpacing = referable(
                .letterSpacing, kind: .dimension, range: .any(limit: 100), unit: "a letter spacing in points", &self)
            let weight = readWeight(
                member.value["weight"], at: memberPointer.appending("weight"), into: &referenced,
                references: &references, colors: colors)
            let relativeTo = member.value["relative_to"].flatMap {
                enumeration(
                    $0, at: memberPointer.appending("relative_to"), TextStyle.self, what: "Dynamic Type text style")
            }
            let family: FontRole? =
                member.value["family"].map {
                    enumeration($0, at: memberPointer.appending("family"), FontRole.self, what: "font family role")
                } ?? .sans
            let design: FontDesign?? = member.value["design"].map {
                enumeration($0, at: memberPointer.appending("design"), FontDesign.self, what: "font design")
            }
            let metadata = readMetadata(member.value, at: memberPointer)
            guard valid, let identifier, let size, let relativeTo, let family, weight != .some(nil),
                design != .some(nil)
            else {
                invalidKeys.insert(TokenKey(.typography, TokenPath([member.key])))
                continue
            }
            tokens.append(
                TextStyleToken(
                    name: member.key, identifier: identifier, size: size, relativeTo: relativeTo, family: family,
                    weight: weight ?? nil, lineHeight: lineHeight, letterSpacing: letterSpacing, design: design ?? nil,
                    references: referenced, metadata: metadata))
        }
        return tokens
    }

    /// A text style's weight: a name, or a reference to a `fontWeight` token whose number has a name
    /// (100, 200, … 900). `nil` when not written; `.some(nil)` when invalid (reported).
    private mutating func readWeight(
        _ node: JSONNode?, at pointer: JSONPointer, into referenced: inout [TextStyleToken.Member: TokenKey],
        references: inout ReferenceTable, colors: ColorTable?
    ) -> FontWeight?? {
        guard let node else { return nil }
        guard Self.isReference(node) else {
            return .some(enumeration(node, at: pointer, FontWeight.self, what: "font weight"))
        }
        guard let target = referenceTarget(node, at: pointer, kind: .fontWeight, references: &references),
            let number = resolvedValue(of: target, dark: false, references: &references, colors: colors)?.numberValue
        else { return .some(nil) }
        guard let weight = FontWeight.named(number) else {
            report(
                .invalidValue, pointer, offset: node.offset,
                "\(target.reference) is \(NumberText.shortest(number)), which no system font weight has; point it at "
                    + "a weight of 100, 200, … 900, or write a name like \"semibold\"")
            return .some(nil)
        }
        referenced[.weight] = target
        return .some(weight)
    }

    // MARK: - Shadows

    /// Format 1: an array of shadows, each with a `name`. Format 2: an object of named shadows, each one layer
    /// written in place or `layers`.
    mutating func readShadows(
        _ node: JSONNode, at pointer: JSONPointer, format: DocumentFormat, colors: ColorTable?
    ) -> [ShadowToken]? {
        var shadows: [ShadowToken] = []
        var identifiers = IdentifierSet(category: "DSShadowSize")
        if format == .v1 {
            guard case .array(let elements) = node.value else {
                wrongType(node, at: pointer, expected: "an array of shadows, or null for the default shadows")
                return nil
            }
            for (index, element) in elements.enumerated() {
                let elementPointer = pointer.appending(index)
                guard let fields = object(element, at: elementPointer, "a shadow") else { continue }
                checkMembers(
                    fields, of: element, at: elementPointer,
                    allowed: ["name"] + Self.layerMembers.filter { $0 != "spread" && $0 != "inset" }
                        + Self.metadataMembers,
                    required: ["name", "color", "opacity", "radius", "x", "y"], context: "a shadow")
                var identifier: String?
                var name: String?
                if let nameNode = element["name"] {
                    let namePointer = elementPointer.appending("name")
                    if let text = nameNode.stringValue {
                        let member = JSONMember(key: text, keyOffset: nameNode.offset, value: element)
                        if checkName(text, at: namePointer, offset: nameNode.offset) {
                            identifier = memberIdentifier(member, at: namePointer, set: &identifiers, call: "")
                            name = text
                        }
                    } else {
                        wrongType(nameNode, at: namePointer, expected: "the shadow's name, a string")
                    }
                }
                let layer = readShadowLayer(element, at: elementPointer, colors: colors)
                let metadata = readMetadata(element, at: elementPointer)
                guard let identifier, let name, let layer else {
                    if let name { invalidKeys.insert(TokenKey(.shadow, TokenPath([name]))) }
                    continue
                }
                shadows.append(ShadowToken(name: name, identifier: identifier, layers: [layer], metadata: metadata))
            }
            return shadows
        }
        guard let members = object(node, at: pointer, "tokens.shadow (an object of named shadows)") else { return nil }
        for member in members {
            let memberPointer = pointer.appending(member.key)
            guard checkName(member.key, at: memberPointer, offset: member.keyOffset) else { continue }
            let identifier = memberIdentifier(member, at: memberPointer, set: &identifiers, call: "")
            guard let fields = object(member.value, at: memberPointer, "a shadow") else {
                // Written, if wrongly: a role it fills is not reported missing on top.
                invalidKeys.insert(TokenKey(.shadow, TokenPath([member.key])))
                continue
            }
            var layers: [ShadowLayer] = []
            var valid = true
            if let layersNode = member.value["layers"] {
                checkMembers(
                    fields, of: member.value, at: memberPointer, allowed: ["layers"] + Self.metadataMembers,
                    required: [], context: "a shadow with layers")
                let layersPointer = memberPointer.appending("layers")
                if case .array(let elements) = layersNode.value, !elements.isEmpty {
                    for (index, element) in elements.enumerated() {
                        let elementPointer = layersPointer.appending(index)
                        guard let layerFields = object(element, at: elementPointer, "a shadow layer") else {
                            valid = false
                            continue
                        }
                        checkMembers(
                            layerFields, of: element, at: elementPointer, allowed: Self.layerMembers,
                            required: ["color", "opacity", "radius", "x", "y"], context: "a shadow layer")
                        if let layer = readShadowLayer(element, at: elementPointer, colors: colors) {
                            layers.append(layer)
                        } else {
                            valid = false
                        }
                    }
                } else if case .array = layersNode.value {
                    report(.invalidValue, layersPointer, offset: layersNode.offset, "a shadow needs at least one layer")
                    valid = false
                } else {
                    wrongType(layersNode, at: layersPointer, expected: "an array of shadow layers")
                    valid = false
                }
            } else {
                checkMembers(
                    fields, of: member.value, at: memberPointer, allowed: Self.layerMembers + Self.metadataMembers,
                    required: ["color", "opacity", "radius", "x", "y"],
                    context: "a shadow (one layer; \"layers\" gives several)")
                if let layer = readShadowLayer(member.value, at: memberPointer, colors: colors) {
                    layers.append(layer)
                } else {
                    valid = false
                }
            }
            let metadata = readMetadata(member.value, at: memberPointer)
            guard valid, let identifier else {
                invalidKeys.insert(TokenKey(.shadow, TokenPath([member.key])))
                continue
            }
            shadows.append(ShadowToken(name: member.key, identifier: identifier, layers: layers, metadata: metadata))
        }
        return shadows
    }

    static let layerMembers = ["color", "opacity", "radius", "x", "y", "spread", "inset"]
    static let metadataMembers = ["description", "deprecated", "extensions", "id", "renamed", "replaced_by"]

    /// One layer's members: color, opacity, blur radius, offset, and optionally spread and inset.
    private mutating func readShadowLayer(
        _ element: JSONNode, at pointer: JSONPointer, colors: ColorTable?
    ) -> ShadowLayer? {
        var color: WrittenColor?
        if let colorNode = element["color"] {
            color = readColorValue(colorNode, at: pointer.appending("color"))
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
        func value(_ key: String, _ range: NumberRange, _ unit: String, _ reader: inout DocumentReader) -> Double? {
            element[key].flatMap { reader.number($0, at: pointer.appending(key), in: range, unit: unit) }
        }
        let anywhere = NumberRange.any(limit: .greatestFiniteMagnitude)
        let opacity = value("opacity", .unit, "an opacity", &self)
        let radius = value("radius", .nonNegative(maximum: .greatestFiniteMagnitude), "a blur radius", &self)
        let x = value("x", anywhere, "an offset", &self)
        let y = value("y", anywhere, "an offset", &self)
        let spread = element["spread"] == nil ? 0 : value("spread", anywhere, "a spread", &self)
        var inset: Bool? = false
        if let node = element["inset"] {
            if case .bool(let flag) = node.value {
                inset = flag
            } else {
                wrongType(node, at: pointer.appending("inset"), expected: "true or false")
                inset = nil
            }
        }
        guard let color, let resolved, let opacity, let radius, let x, let y, let spread, let inset else {
            return nil
        }
        return ShadowLayer(
            color: color.value, resolvedColor: resolved, opacity: opacity, radius: radius, x: x, y: y, spread: spread,
            inset: inset)
    }
}

extension FontWeight {
    /// The weight with this number on the CSS scale (100 … 900), if there is one.
    public static func named(_ number: Double) -> FontWeight? {
        let index = Int(exactly: number / 100).map { $0 - 1 }
        guard let index, allCases.indices.contains(index) else { return nil }
        return allCases[index]
    }

    /// The number of the weight on the CSS scale.
    public var number: Double {
        Double(((Self.allCases.firstIndex(of: self) ?? 3) + 1) * 100)
    }
}
