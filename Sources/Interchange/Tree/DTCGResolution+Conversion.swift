import Tokens

// Converts written values of each type, checking them as the format requires.
extension DTCGResolution {
    mutating func flag(
        _ code: Diagnostic.Code, _ pointer: @autoclosure () -> JSONPointer, _ node: JSONNode, _ message: String
    ) {
        problems.report(code, file: conversionFile, pointer(), offset: node.offset, message)
    }

    /// Notes a value read in a form of the format's drafts (never under `strict`, which refuses them).
    mutating func note(_ form: DraftForm, _ node: JSONNode) {
        draftNotes.append(DraftNote(file: conversionFile, offset: node.offset, form: form))
    }

    mutating func part(
        _ node: JSONNode, _ type: DTCGType, _ pointer: @autoclosure () -> JSONPointer
    ) -> JSONValue? {
        convert(node, as: type, file: conversionFile, pointer: pointer(), owner: conversionOwner)
    }

    mutating func convertValue(
        _ node: JSONNode, as type: DTCGType, at pointer: @autoclosure () -> JSONPointer
    ) -> JSONValue? {
        switch type {
        case .color: return color(node, at: pointer())
        case .dimension: return measure(node, at: pointer(), units: dimensionUnits, what: "dimension")
        case .duration: return measure(node, at: pointer(), units: Self.durationUnits, what: "duration")
        case .number:
            guard case .number(let value, _) = node.value, value.isFinite else {
                return wrong(node, pointer(), "a number")
            }
            return .number(value, lexeme: NumberText.shortest(value))
        case .fontFamily:
            switch node.value {
            case .string(let name) where !name.isEmpty: return node.value
            case .array(let names) where !names.isEmpty && names.allSatisfy({ $0.stringValue?.isEmpty == false }):
                return node.value
            default: return wrong(node, pointer(), "a font family name or a non-empty array of names")
            }
        case .fontWeight: return fontWeight(node, at: pointer())
        case .cubicBezier: return cubicBezier(node, at: pointer())
        case .strokeStyle: return strokeStyle(node, at: pointer())
        case .border:
            return composite(
                node, at: pointer(), what: "border",
                fields: [("color", .color, true), ("width", .dimension, true), ("style", .strokeStyle, true)])
        case .transition:
            return composite(
                node, at: pointer(), what: "transition",
                fields: [
                    ("duration", .duration, true), ("delay", .duration, true), ("timingFunction", .cubicBezier, true),
                ], defaults: ["delay": ("0ms", .number(0, lexeme: "0"))])
        case .typography:
            guard strict else { return typography(node, at: pointer()) }
            return composite(
                node, at: pointer(), what: "typography",
                fields: [
                    ("fontFamily", .fontFamily, true), ("fontSize", .dimension, true),
                    ("fontWeight", .fontWeight, true),
                    ("letterSpacing", .dimension, true), ("lineHeight", .number, true),
                ])
        case .shadow:
            if case .array(let layers) = node.value {
                guard !layers.isEmpty else { return wrong(node, pointer(), "a shadow or a non-empty array of shadows") }
                var converted: [JSONNode] = []
                for (position, layer) in layers.enumerated() {
                    guard let value = arrayElement(layer, .shadow, at: pointer().appending(position)) else {
                        return nil
                    }
                    converted += value
                }
                return .array(converted)
            }
            return shadowLayer(node, at: pointer())
        case .gradient:
            guard case .array(let stops) = node.value, !stops.isEmpty else {
                return wrong(node, pointer(), "an array of gradient stops {color, position}")
            }
            var converted: [JSONNode] = []
            var valid = true
            for (position, stop) in stops.enumerated() {
                if isReference(stop) {
                    guard let value = arrayElement(stop, .gradient, at: pointer().appending(position)) else {
                        valid = false
                        continue
                    }
                    converted += value
                    continue
                }
                guard
                    let value = composite(
                        stop, at: pointer().appending(position), what: "gradient stop",
                        fields: [("color", .color, true), ("position", .number, true)])
                else {
                    valid = false
                    continue
                }
                converted.append(JSONNode(clampPosition(value)))
            }
            return valid ? .array(converted) : nil
        }
    }

    /// An element of a shadow or gradient array: an explicit shadow (a stop is the caller's), or a reference to a
    /// token of the same type, whose shadow or stops take its place.
    private mutating func arrayElement(
        _ node: JSONNode, _ type: DTCGType, at pointer: @autoclosure () -> JSONPointer
    ) -> [JSONNode]? {
        guard isReference(node) else { return shadowLayer(node, at: pointer()).map { [JSONNode($0)] } }
        guard let value = part(node, type, pointer()) else { return nil }
        if case .array(let elements) = value { return elements }
        return [JSONNode(value)]
    }

    mutating func wrong(
        _ node: JSONNode, _ pointer: @autoclosure () -> JSONPointer, _ expected: String
    ) -> JSONValue? {
        if case .object = node.value {
        } else if case .array = node.value {
        } else if case .string = node.value {
        } else if case .number(let number, let lexeme) = node.value {
            if !number.isFinite {
                flag(.badNumber, pointer(), node, "\(lexeme) is too large for a number; write a finite number")
                return nil
            }
        } else {
            flag(.wrongType, pointer(), node, "expected \(expected), found \(node.value.kindDescription)")
            return nil
        }
        flag(.invalidValue, pointer(), node, "expected \(expected), found \(CanonicalJSON.text(of: node.value))")
        return nil
    }

    /// Gradient stop positions outside 0...1 count as clamped, as the format says.
    private func clampPosition(_ stop: JSONValue) -> JSONValue {
        guard case .object(var members) = stop, let index = members.firstIndex(where: { $0.key == "position" }),
            case .number(let position, _) = members[index].value.value
        else { return stop }
        let clamped = min(max(position, 0), 1)
        members[index].value = JSONNode(.number(clamped, lexeme: NumberText.shortest(clamped)))
        return .object(members)
    }

    private mutating func shadowLayer(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        composite(
            node, at: pointer(), what: "shadow",
            fields: [
                ("color", .color, true), ("offsetX", .dimension, true), ("offsetY", .dimension, true),
                ("blur", .dimension, true), ("spread", .dimension, true), ("inset", nil, false),
            ], defaults: ["spread": ("0", .number(0, lexeme: "0"))])
    }

    /// An object of typed fields (`nil` type: a boolean), each converted; unknown and missing fields are errors,
    /// except, unless `strict`, a missing field of `defaults`: the drafts left it out (a shadow's `spread`), and it
    /// takes its neutral value (as written for the note, and converted), noted.
    private mutating func composite(
        _ node: JSONNode, at pointer: @autoclosure () -> JSONPointer, what: String, fields: [(String, DTCGType?, Bool)],
        defaults: [String: (written: String, value: JSONValue)] = [:]
    ) -> JSONValue? {
        guard case .object(let members) = node.value else {
            return wrong(node, pointer(), "a \(what) object with \(fields.map(\.0).joined(separator: ", "))")
        }
        var valid = true
        for member in members where !fields.contains(where: { $0.0 == member.key }) {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a \(what); allowed: \(fields.map(\.0).joined(separator: ", "))"
            )
            valid = false
        }
        var converted: [JSONMember] = []
        for (name, type, required) in fields {
            guard let field = node[name] else {
                if !strict, let neutral = defaults[name] {
                    note(.defaultMember(type: what, member: name, value: neutral.written), node)
                    converted.append(JSONMember(key: name, value: JSONNode(neutral.value)))
                    continue
                }
                if required {
                    flag(.missingKey, pointer(), node, "a \(what) needs \"\(name)\"; add it")
                    valid = false
                }
                continue
            }
            if let type {
                guard let value = part(field, type, pointer().appending(name)) else {
                    valid = false
                    continue
                }
                converted.append(JSONMember(key: name, value: JSONNode(value)))
            } else if case .bool = field.value {
                converted.append(JSONMember(key: name, value: JSONNode(field.value)))
            } else {
                flag(.wrongType, pointer().appending(name), field, "expected true or false")
                valid = false
            }
        }
        return valid ? .object(converted) : nil
    }

    private mutating func measure(
        _ node: JSONNode, at pointer: @autoclosure () -> JSONPointer, units: [(name: String, factor: Double)],
        what: String
    ) -> JSONValue? {
        if !strict {
            switch draftMeasure(node, at: pointer(), units: units, what: what) {
            case .value(let value): return value
            case .failed: return nil
            case .notDraft: break
            }
        }
        guard case .object(let members) = node.value, let valueNode = node["value"], let unitNode = node["unit"] else {
            return wrong(node, pointer(), "a \(what) {\"value\": number, \"unit\": \(Self.list(units))}")
        }
        for member in members where member.key != "value" && member.key != "unit" {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a \(what); allowed: value, unit")
        }
        // The format allows a `$ref` to part of another value for either member (`#/base/$value/unit`).
        var number = valueNode.numberValue
        if valueNode["$ref"] != nil {
            guard case .number(let resolved, _)? = part(valueNode, .number, pointer().appending("value")) else {
                return nil
            }
            number = resolved
        }
        guard let value = number, value.isFinite else {
            return wrong(valueNode, pointer().appending("value"), "a number")
        }
        var unitName = unitNode.stringValue
        if let ref = unitNode["$ref"] {
            let refPointer = pointer().appending("unit")
            guard let target = referenceTarget(unitNode, file: conversionFile, pointer: refPointer, report: true)
            else { return nil }
            guard !target.below.isEmpty,
                let written = writtenPart(target, reference: unitNode, file: conversionFile, pointer: refPointer)
            else {
                if target.below.isEmpty {
                    flag(
                        .typeMismatch, refPointer.appending("$ref"), ref,
                        "a unit is a string; point at one (\"#/path/to/token/$value/unit\"), not at a whole token")
                }
                return nil
            }
            guard let name = written.node.stringValue, Self.factor(of: name, in: units) != nil else {
                flag(
                    .typeMismatch, refPointer.appending("$ref"), ref,
                    "\(quoted(ref.stringValue ?? "")) points at \(written.pointer), which is not a unit of a \(what) "
                        + "(\(Self.list(units)))")
                return nil
            }
            unitName = name
        }
        guard let unit = unitName, let factor = Self.factor(of: unit, in: units) else {
            if !strict, unitName == "em", what == "dimension" {
                flag(.unsupported, pointer().appending("unit"), unitNode, Self.emMessage)
                return nil
            }
            return wrong(unitNode, pointer().appending("unit"), Self.list(units))
        }
        if what == "duration", value < 0 {
            flag(.invalidValue, pointer().appending("value"), valueNode, "a duration cannot be negative")
            return nil
        }
        let converted = value * factor
        return .number(converted, lexeme: NumberText.shortest(converted))
    }

    /// What a draft form of a dimension or duration gave.
    enum DraftReading {
        case value(JSONValue)
        /// The form is a draft's, but wrong (reported).
        case failed
        /// Not a draft form: read as the format says.
        case notDraft
    }

    static let emMessage =
        "an em size is relative to a font size, which only a typography's letterSpacing has; write it in px or rem, "
        + "or in the typography's letterSpacing"

    /// The forms of the drafts: `"4px"`, `"0.5rem"`, `"300ms"`, `"0.3s"`, and a zero without a unit (`0`, `"0"`,
    /// `{"value": 0, "unit": ""}`).
    private mutating func draftMeasure(
        _ node: JSONNode, at pointer: @autoclosure () -> JSONPointer, units: [(name: String, factor: Double)],
        what: String
    ) -> DraftReading {
        let zero = JSONValue.number(0, lexeme: "0")
        switch node.value {
        case .string(let text):
            guard let (number, unit) = DraftValues.numberAndUnit(text) else { return .notDraft }
            if unit.isEmpty {
                guard number == 0 else {
                    flag(
                        .invalidValue, pointer(), node,
                        "\(quoted(text)) has no unit; write it with one (\(units.map { "\"\(text)\($0.name)\"" }.joined(separator: " or ")))"
                    )
                    return .failed
                }
                note(.unitlessZero, node)
                return .value(zero)
            }
            if unit == "em", what == "dimension" {
                flag(.unsupported, pointer(), node, Self.emMessage)
                return .failed
            }
            if what == "dimension", DraftValues.relativeUnits.contains(unit) {
                return skipRelative(unit, node, at: pointer())
            }
            guard let factor = Self.factor(of: unit, in: units) else {
                flag(
                    .invalidValue, pointer(), node,
                    "\(quoted(text)) is not a \(what): its unit is \(Self.list(units)), not \(quoted(unit))")
                return .failed
            }
            if what == "duration", number < 0 {
                flag(.invalidValue, pointer(), node, "a duration cannot be negative")
                return .failed
            }
            note(what == "duration" ? .durationString : .dimensionString, node)
            let converted = number * factor
            return .value(.number(converted, lexeme: NumberText.shortest(converted)))
        case .number(let number, _) where number == 0:
            note(.unitlessZero, node)
            return .value(zero)
        case .object:
            if what == "dimension", let unit = node["unit"]?.stringValue, DraftValues.relativeUnits.contains(unit),
                node["value"]?.numberValue != nil
            {
                return skipRelative(unit, node, at: pointer())
            }
            guard node["unit"]?.stringValue == "", node["value"]?.numberValue == 0 else { return .notDraft }
            note(.unitlessZero, node)
            return .value(zero)
        default:
            return .notDraft
        }
    }

    /// A size relative to the screen or the text (`vw`, `%`): a token of one is skipped and listed, for dsys's sizes
    /// are points; inside another value (a typography's size) it is a problem.
    private mutating func skipRelative(
        _ unit: String, _ node: JSONNode, at pointer: @autoclosure () -> JSONPointer
    ) -> DraftReading {
        let owner = tokens[conversionOwner]
        let what = "a size in \(unit)"
        guard conversionFile == owner.file, pointer().tokens == owner.pointer.tokens + ["$value"] else {
            flag(
                .unsupported, pointer(), node,
                "\(what) is relative to the screen or the text, and dsys's sizes are points; write it in px or rem")
            return .failed
        }
        skipped.append(SkippedToken(file: owner.file, pointer: owner.pointer, type: "dimension in \(unit)"))
        skippedValues[conversionOwner] = what
        return .failed
    }

    private static func factor(of unit: String, in units: [(name: String, factor: Double)]) -> Double? {
        units.first { $0.name == unit }?.factor
    }

    /// `"px" or "rem"`.
    private static func list(_ units: [(name: String, factor: Double)]) -> String {
        units.map { "\"\($0.name)\"" }.joined(separator: " or ")
    }

    static let fontWeights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    private mutating func fontWeight(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        switch node.value {
        case .number(let value, _) where value >= 1 && value <= 1000:
            return .number(value, lexeme: NumberText.shortest(value))
        case .string(let name):
            if let value = Self.fontWeights[name] { return .number(value, lexeme: NumberText.shortest(value)) }
            if !strict, let value = DraftValues.fontWeight(name) {
                note(.fontWeightSpelling, node)
                return .number(value, lexeme: NumberText.shortest(value))
            }
            var message = "\(quoted(name)) is not a font weight name of the format"
            if let suggestion = closest(name, among: Self.fontWeights.keys) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            flag(.invalidValue, pointer(), node, message)
            return nil
        default: return wrong(node, pointer(), "a font weight from 1 to 1000, or a name such as \"bold\"")
        }
    }

    private mutating func cubicBezier(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        guard case .array(let elements) = node.value, elements.count == 4 else {
            return wrong(node, pointer(), "four numbers [x1, y1, x2, y2]")
        }
        var numbers: [JSONNode] = []
        for (position, element) in elements.enumerated() {
            guard let value = element.numberValue, value.isFinite else {
                return wrong(element, pointer().appending(position), "a number")
            }
            if position % 2 == 0, !(0...1).contains(value) {
                flag(
                    .invalidValue, pointer().appending(position), element, "x coordinates of a cubic Bézier are 0 to 1")
                return nil
            }
            numbers.append(JSONNode(.number(value, lexeme: NumberText.shortest(value))))
        }
        return .array(numbers)
    }

    static let strokeKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    private mutating func strokeStyle(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        if let keyword = node.stringValue {
            if Self.strokeKeywords.contains(keyword) { return node.value }
            flag(
                .invalidValue, pointer(), node,
                "\(quoted(keyword)) is not a stroke style; use one of \(Self.strokeKeywords.joined(separator: ", "))")
            return nil
        }
        guard case .object(let members) = node.value, case .array(let dashes)? = node["dashArray"]?.value,
            let lineCap = node["lineCap"]?.stringValue
        else {
            return wrong(node, pointer(), "a stroke style keyword or {\"dashArray\": [dimensions], \"lineCap\": …}")
        }
        for member in members where member.key != "dashArray" && member.key != "lineCap" {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a stroke style; allowed: dashArray, lineCap")
        }
        guard ["round", "butt", "square"].contains(lineCap), let lineCapNode = node["lineCap"] else {
            flag(.invalidValue, pointer().appending("lineCap"), node, "lineCap is one of round, butt, square")
            return nil
        }
        var converted: [JSONNode] = []
        for (position, dash) in dashes.enumerated() {
            guard let value = part(dash, .dimension, pointer().appending("dashArray").appending(position)) else {
                return nil
            }
            converted.append(JSONNode(value))
        }
        return .object([
            JSONMember(key: "dashArray", value: JSONNode(.array(converted))),
            JSONMember(key: "lineCap", value: lineCapNode),
        ])
    }
}
