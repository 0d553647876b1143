extension DocumentReader {
    // MARK: - Other tokens

    /// A token of `tokens.other` as written, before references are followed.
    struct OtherEntry {
        var path: TokenPath
        var kind: OtherToken.Kind
        var metadata: TokenMetadata
        /// Its place in the reference table, which holds its written values.
        var reference: Int
    }

    /// Reads the tree of `tokens.other` and enters its tokens in the reference table.
    mutating func collectOtherTokens(
        _ node: JSONNode, at pointer: JSONPointer, into references: inout ReferenceTable
    ) -> [OtherEntry] {
        guard let members = object(node, at: pointer, "tokens.other") else { return [] }
        var entries: [OtherEntry] = []
        collectOtherGroup(members, path: TokenPath([]), at: pointer, into: &entries, references: &references)
        return entries
    }

    private mutating func collectOtherGroup(
        _ members: [JSONMember], path: TokenPath, at pointer: JSONPointer, into entries: inout [OtherEntry],
        references: inout ReferenceTable
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
            guard fields.contains(where: { DesignSystemDocument.marksToken($0.key, color: false) }) else {
                references.groups.insert(TokenKey(.other, childPath))
                collectOtherGroup(fields, path: childPath, at: memberPointer, into: &entries, references: &references)
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
                allowed: [
                    "type", "value", "dark", "description", "deprecated", "extensions", "id", "renamed", "replaced_by",
                ],
                required: ["type", "value"], context: "a token of tokens.other")
            let kind = member.value["type"].flatMap {
                enumeration($0, at: memberPointer.appending("type"), OtherToken.Kind.self, what: "token type")
            }
            let metadata = readMetadata(member.value, at: memberPointer)
            guard let kind, let value = member.value["value"] else { continue }
            let dark = member.value["dark"]
            if format == .v1, kind == .gradient, case .object = value.value {
                report(
                    .invalidValue, memberPointer.appending("value"), offset: value.offset,
                    "a gradient with an angle needs document format 2; run `dsysctl migrate`, or give the stops alone")
                continue
            }
            entries.append(
                OtherEntry(path: childPath, kind: kind, metadata: metadata, reference: references.list.count))
            references.add(
                TokenKey(.other, childPath),
                ReferenceTable.Entry(
                    kind: kind, shape: OtherShape.of(kind), value: value,
                    valuePointer: memberPointer.appending("value"), dark: dark,
                    darkPointer: dark.map { _ in memberPointer.appending("dark") }))
        }
    }

    /// The other tokens with their references followed, in document order; invalid ones are reported and left out.
    mutating func resolveOtherTokens(
        _ entries: [OtherEntry], references: inout ReferenceTable, colors: ColorTable?
    ) -> [OtherToken] {
        var tokens: [OtherToken] = []
        tokens.reserveCapacity(entries.count)
        for entry in entries {
            let written = references.list[entry.reference].entry
            let light: JSONValue?
            let dark: JSONValue?
            if !Self.containsReference(written.value.value),
                written.dark.map({ Self.containsReference($0.value) }) != true
            {
                // Most tokens refer to nothing: checked in place, without the reference table's bookkeeping.
                light = resolveShape(
                    written.value, written.shape, at: written.valuePointer, dark: false, references: &references,
                    colors: colors)
                dark =
                    written.dark.map { node in
                        resolveShape(
                            node, written.shape, at: written.darkPointer ?? written.valuePointer, dark: true,
                            references: &references, colors: colors)
                    } ?? light
            } else {
                let key = TokenKey(.other, entry.path)
                light = resolvedValue(of: key, dark: false, references: &references, colors: colors)
                dark = resolvedValue(of: key, dark: true, references: &references, colors: colors)
            }
            guard let light, let dark else {
                invalidKeys.insert(TokenKey(.other, entry.path))
                continue
            }
            tokens.append(
                OtherToken(
                    path: entry.path, kind: entry.kind, value: written.value.value, dark: written.dark?.value,
                    resolved: light, resolvedDark: dark == light ? nil : dark, metadata: entry.metadata))
        }
        return tokens
    }

    /// Checks four numbers `[x1, y1, x2, y2]` with x from 0 to 1.
    mutating func checkBezier(_ node: JSONNode, at pointer: JSONPointer) -> Bool {
        guard case .array(let elements) = node.value, elements.count == 4 else {
            if case .array = node.value {
                report(.invalidValue, pointer, offset: node.offset, "a cubic Bézier has four numbers [x1, y1, x2, y2]")
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

// MARK: - Composite values of tokens.other

/// The shape of a composite value in `tokens.other`, in the document's units (points, milliseconds, colors as hex or
/// aliases to color tokens).
indirect enum OtherShape: Sendable {
    case number(DocumentReader.NumberRange, String)
    case color
    case anyString
    case nonEmptyString
    case bool
    case keyword([String])
    case array(OtherShape, nonEmpty: Bool)
    case object([(key: String, shape: OtherShape, required: Bool)], what: String)
    case either(OtherShape, OtherShape, expected: String)
    /// Four numbers `[x1, y1, x2, y2]`, x from 0 to 1: the rule of `cubicBezier` tokens.
    case bezier
    /// A value of the inner shape, or a reference (`"{other.size.base}"`) to a token of the kind.
    case referable(OtherToken.Kind, OtherShape)

    static let anyNumber = OtherShape.number(.any(limit: .greatestFiniteMagnitude), "a number")
    static let dimensionValue = OtherShape.number(.any(limit: .greatestFiniteMagnitude), "a dimension in points")
    static let dimension = OtherShape.referable(.dimension, dimensionValue)
    static let durationValue = OtherShape.number(
        .nonNegative(maximum: .greatestFiniteMagnitude), "a duration in milliseconds")
    static let duration = OtherShape.referable(.duration, durationValue)
    static let fontWeightValue = OtherShape.number(.range(1, 1000), "a font weight")
    static let fontFamilyValue = OtherShape.either(
        .nonEmptyString, .array(.nonEmptyString, nonEmpty: true), expected: "a font family name or an array of names")
    static let strokeStyleValue = OtherShape.either(
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
            ("blur", dimension, true), ("spread", dimension, true), ("inset", .bool, false),
        ], what: "a shadow")
    static let gradientStops = OtherShape.array(
        .object(
            [("color", .color, true), ("position", .referable(.number, .number(.unit, "a stop position")), true)],
            what: "a gradient stop"),
        nonEmpty: true)

    /// The shape of a whole value of `kind`.
    static func of(_ kind: OtherToken.Kind) -> OtherShape {
        switch kind {
        case .number: return anyNumber
        case .opacity: return .number(.unit, "an opacity")
        case .dimension: return dimensionValue
        case .duration: return durationValue
        case .fontWeight: return fontWeightValue
        case .string: return .anyString
        case .cubicBezier: return .bezier
        case .fontFamily: return fontFamilyValue
        case .strokeStyle: return strokeStyleValue
        case .border:
            return .object(
                [
                    ("color", .color, true), ("width", dimension, true),
                    ("style", .referable(.strokeStyle, strokeStyleValue), true),
                ], what: "a border")
        case .transition:
            return .object(
                [
                    ("duration", duration, true), ("delay", duration, true),
                    ("timingFunction", .referable(.cubicBezier, .bezier), true),
                ],
                what: "a transition")
        case .shadow:
            return .either(
                shadowLayer, .array(shadowLayer, nonEmpty: true), expected: "a shadow or an array of shadows")
        case .gradient:
            // An array of stops, as token files write it, or an object that also gives the angle (degrees clockwise
            // from "to top", as CSS's linear-gradient).
            return .either(
                gradientStops,
                .object(
                    [
                        ("angle", .referable(.number, .number(.range(-360, 360), "an angle in degrees")), true),
                        ("stops", gradientStops, true),
                    ], what: "a gradient with an angle"),
                expected: "an array of gradient stops, or {angle, stops}")
        case .typography:
            return .object(
                [
                    ("fontFamily", .referable(.fontFamily, fontFamilyValue), true), ("fontSize", dimension, true),
                    ("fontWeight", .referable(.fontWeight, fontWeightValue), true), ("letterSpacing", dimension, true),
                    ("lineHeight", .referable(.number, anyNumber), true),
                ], what: "a typography value")
        }
    }

    /// Whether a node could be this shape at all (to choose a branch of `either`).
    func accepts(_ node: JSONNode) -> Bool {
        switch (self, node.value) {
        case (.number, .number), (.color, .string), (.anyString, .string), (.nonEmptyString, .string), (.bool, .bool),
            (.keyword, .string), (.array, .array), (.object, .object), (.bezier, .array):
            return true
        case (.referable(_, let inner), _): return DocumentReader.isReference(node) || inner.accepts(node)
        case (.either(let first, let second, _), _): return first.accepts(node) || second.accepts(node)
        default: return false
        }
    }
}
