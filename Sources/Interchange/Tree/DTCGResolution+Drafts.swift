import Tokens

// The typography of the format's drafts and of the files teams publish (read unless `strict`): members left out,
// letter spacing in `em`, line heights written as sizes or percentages, members the format does not have.
extension DTCGResolution {
    /// A typography value: `fontFamily` and `fontSize` as the format requires; `fontWeight` (400), `letterSpacing` (0)
    /// and `lineHeight` (the font's own) when left out; a letter spacing in `em` times the font size; a line height
    /// written as a size (`{"value": 24, "unit": "px"}`, `"24px"`) over the font size, or in percent; members the
    /// format does not have (`textCase`, `paragraphSpacing`) left out. Each is noted.
    mutating func typography(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        let names = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        guard case .object(let members) = node.value else {
            return wrong(node, pointer(), "a typography object with \(names.joined(separator: ", "))")
        }
        for member in members where !names.contains(member.key) {
            note(.ignoredMember(type: "typography", member: member.key), member.value)
        }
        var valid = true
        var family: JSONValue?
        if let field = node["fontFamily"] {
            family = part(field, .fontFamily, pointer().appending("fontFamily"))
            valid = valid && family != nil
        } else {
            flag(.missingKey, pointer(), node, "a typography needs \"fontFamily\"; add it")
            valid = false
        }
        var size: Double?
        if let field = node["fontSize"] {
            size = part(field, .dimension, pointer().appending("fontSize"))?.numberValue
            valid = valid && size != nil
        } else {
            flag(.missingKey, pointer(), node, "a typography needs \"fontSize\"; add it")
            valid = false
        }
        var weight: JSONValue = .number(400, lexeme: "400")
        if let field = node["fontWeight"] {
            if let converted = part(field, .fontWeight, pointer().appending("fontWeight")) {
                weight = converted
            } else {
                valid = false
            }
        } else {
            note(.defaultMember(type: "typography", member: "fontWeight", value: "400"), node)
        }
        var letterSpacing = 0.0
        if let field = node["letterSpacing"] {
            if let em = emAmount(field) {
                note(.emLetterSpacing, field)
                letterSpacing = em * (size ?? 0)
            } else if let converted = part(field, .dimension, pointer().appending("letterSpacing"))?.numberValue {
                letterSpacing = converted
            } else {
                valid = false
            }
        } else {
            note(.defaultMember(type: "typography", member: "letterSpacing", value: "0"), node)
        }
        var lineHeight = 0.0
        if let field = node["lineHeight"] {
            if let ratio = lineHeightRatio(field, size: size, at: pointer().appending("lineHeight")) {
                lineHeight = ratio
            } else {
                valid = false
            }
        } else {
            note(.defaultMember(type: "typography", member: "lineHeight", value: "the font's own"), node)
        }
        guard valid, let family, let size else { return nil }
        func number(_ value: Double) -> JSONNode { JSONNode(.number(value, lexeme: NumberText.shortest(value))) }
        return .object([
            JSONMember(key: "fontFamily", value: JSONNode(family)),
            JSONMember(key: "fontSize", value: number(size)),
            JSONMember(key: "fontWeight", value: JSONNode(weight)),
            JSONMember(key: "letterSpacing", value: number(letterSpacing)),
            JSONMember(key: "lineHeight", value: number(lineHeight)),
        ])
    }

    /// The number of ems a letter spacing is written in (`"0.02em"`, `{"value": 0.02, "unit": "em"}`, or a reference
    /// to a token written so); `nil` for any other spelling.
    private mutating func emAmount(_ node: JSONNode) -> Double? {
        var written = node
        if isReference(node) {
            guard let target = referenceTarget(node, file: conversionFile, pointer: .root), target.below.isEmpty,
                let raw = writtenPart(target, reference: node, file: conversionFile, pointer: .root)
            else { return nil }
            written = raw.node
        }
        if let text = written.stringValue, let (value, unit) = DraftValues.numberAndUnit(text), unit == "em" {
            return value
        }
        if written["unit"]?.stringValue == "em", let value = written["value"]?.numberValue, value.isFinite {
            return value
        }
        return nil
    }

    /// A line height as the format's multiplier: a number as it is, a percentage over 100, a size over the font
    /// size (rounded to 4 decimals, so `41px` over `34px` reads 1.2059).
    private mutating func lineHeightRatio(
        _ node: JSONNode, size: Double?, at pointer: @autoclosure () -> JSONPointer
    ) -> Double? {
        if let text = node.stringValue, let (value, unit) = DraftValues.numberAndUnit(text), unit == "%" {
            note(.lineHeightPercent, node)
            return value / 100
        }
        let isSize: Bool
        if case .object = node.value {
            isSize = node["unit"] != nil
        } else if let text = node.stringValue, !isReference(node) {
            isSize = DraftValues.numberAndUnit(text).map { !$0.1.isEmpty } ?? false
        } else if isReference(node), let target = referenceTarget(node, file: conversionFile, pointer: pointer()),
            target.below.isEmpty
        {
            isSize = self.type(of: target.index) == .dimension
        } else {
            isSize = false
        }
        guard isSize else { return part(node, .number, pointer())?.numberValue }
        guard let points = part(node, .dimension, pointer())?.numberValue else { return nil }
        guard let size, size > 0 else { return nil }
        note(.lineHeightSize, node)
        return (points / size * 10_000).rounded() / 10_000
    }
}

/// Reading the spellings of values the drafts and other tools write.
enum DraftValues {
    /// A number and the unit after it (lower-cased; `""` for none): `"4px"` → (4, "px"), `"-0.5rem"`, `"150%"`,
    /// `"0"`, `"1e-2"`; `nil` when the text does not start with a number, or the unit is not letters or `%`.
    static func numberAndUnit(_ text: String) -> (Double, String)? {
        // The number's characters are ASCII: it is found byte by byte, without breaking the text into characters.
        // A number followed by a mark that joins its last character (`4\u{345}`) is no number.
        let text = text.trimmingSpaces
        let trimmed = text.utf8
        var end = trimmed.startIndex
        var seenDigit = false
        var afterExponent = false
        var index = trimmed.startIndex
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func isSign(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") }
        func isExponent(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") }
        while index < trimmed.endIndex {
            let byte = trimmed[index]
            if isDigit(byte) {
                seenDigit = true
            } else if byte == UInt8(ascii: ".") {
            } else if isSign(byte) {
                // A sign first, or the exponent's.
                guard index == trimmed.startIndex || afterExponent else { break }
            } else if isExponent(byte) && seenDigit {
                // An exponent only when a digit or sign follows (`1e3`), not the `e` of `em`.
                let next = trimmed.index(after: index)
                guard next < trimmed.endIndex else { break }
                // A digit other than ASCII's after the `e` (`2eⅫ`) makes it a malformed exponent, not a unit.
                if trimmed[next] >= 0x80, text[next...].first?.isNumber == true { return nil }
                guard isDigit(trimmed[next]) || isSign(trimmed[next]) else { break }
            } else {
                break
            }
            afterExponent = isExponent(byte)
            index = trimmed.index(after: index)
            end = index
        }
        guard seenDigit, String.Index(end, within: text) != nil,
            let value = Double(Substring(trimmed[..<end])), value.isFinite
        else { return nil }
        let unit = String(text[end...]).lowercased()
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (value, unit)
    }

    /// Units of sizes relative to the screen, a container or the text, which have no value in points.
    static let relativeUnits: Set<String> = [
        "vw", "vh", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cqw", "cqh", "%", "ch", "ex",
    ]

    /// The weight a spelling other than the format's names stands for: `"700"`, `"SemiBold"`, `"semi bold"`,
    /// `"Extra-Bold"`, `"Regular"`.
    static func fontWeight(_ text: String) -> Double? {
        if let (value, unit) = numberAndUnit(text), unit.isEmpty, (1...1000).contains(value) { return value }
        let compact = String(text.lowercased().filter { $0.isLetter })
        let weights: [String: Double] = [
            "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
            "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
            "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
        ]
        return weights[compact]
    }
}
