/// A strict RFC 8259 JSON parser that keeps source offsets and reports duplicate keys; with
/// ``Dialect/json5`` it reads JSON5 (https://spec.json5.org) the same way.
///
/// Foundation's `JSONSerialization` neither reports positions nor notices a key written
/// twice (it silently keeps one), and both matter to a person fixing a hand-written file.
package struct JSONParser {
    /// The grammar read.
    package enum Dialect {
        /// RFC 8259.
        case json
        /// JSON5: comments, trailing commas, unquoted keys, single-quoted and multi-line strings, hexadecimal
        /// numbers, a leading `+` or bare decimal point, `Infinity` and `NaN`.
        case json5
    }

    /// What a JSON5 file used that JSON does not have, for the note that says it was read as JSON5.
    package enum JSON5Feature: String, CaseIterable {
        case comments
        case trailingCommas = "trailing commas"
        case unquotedKeys = "unquoted keys"
        case singleQuotes = "single-quoted strings"
        case multiLineStrings = "multi-line strings"
        case escapes = "JSON5 escapes"
        case hexadecimalNumbers = "hexadecimal numbers"
        case numberForms = "numbers with a leading + or a bare decimal point"
        case infinityAndNaN = "Infinity or NaN"
    }

    /// Limits that protect the process from hostile or accidental input.
    static let maximumDepth = 32

    /// A problem that stops parsing.
    package struct Failure: Error {
        package var code: Diagnostic.Code
        package var offset: Int
        package var message: String
        /// Where in the document, when that helps more than the root does.
        package var pointer: JSONPointer = .root
    }

    /// A key that appears twice in one object; parsing goes on and keeps the first.
    package struct DuplicateKey {
        package var pointer: JSONPointer
        package var offset: Int
        package var firstOffset: Int
    }

    let bytes: [UInt8]
    let dialect: Dialect
    /// The JSON5 features met, each once, in the order first met.
    package private(set) var json5Features: [JSON5Feature] = []
    /// The keys and indices from the root to the value being parsed, for messages: a pointer is
    /// made only when one is needed, not for every value.
    var path: [String] = []
    var index: Int
    package internal(set) var duplicates: [DuplicateKey] = []
    /// The members a parser on another core reads (``parseDocumentOnTwoCores(from:)``): from `start`, a member's key,
    /// to the `}` at `end` of their object, which this parser then closes as if its members ended before `start`.
    var deferred: (start: Int, end: Int)?
    /// Where this parser was when it passed over ``deferred``'s members: how many duplicates it had found, and the
    /// keys from the root to their object.
    var passedOver: (duplicates: Int, path: [String])?
    /// Whether ``parseDocumentOnTwoCores(from:)`` read the document in two parts (rather than with one parser).
    package internal(set) var readInParts = false

    package init(bytes: [UInt8], dialect: Dialect = .json) {
        self.bytes = bytes
        self.dialect = dialect
        // A UTF-8 byte-order mark is tolerated (some Windows editors write one) and skipped.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Parses the whole input as one JSON value.
    package mutating func parseDocument() throws(Failure) -> JSONNode {
        try skipWhitespace()
        let value = try parseValue(depth: 1)
        try skipWhitespace()
        if index < bytes.count {
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "unexpected \(describe(at: index)) after the end of the document; "
                    + "a JSON file holds exactly one value")
        }
        return value
    }

    // MARK: - Values

    mutating func parseValue(depth: Int) throws(Failure) -> JSONNode {
        guard index < bytes.count else {
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "the document ends where a value was expected; is it truncated?")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONNode(try parseObject(depth: depth), offset: start)
        case UInt8(ascii: "["):
            return JSONNode(try parseArray(depth: depth), offset: start)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "'") where dialect == .json5:
            note(.singleQuotes)
            return JSONNode(.string(try parseString(quote: UInt8(ascii: "'"))), offset: start)
        case let byte
        where dialect == .json5
            && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "I")
                || byte == UInt8(ascii: "N")):
            return JSONNode(try parseNumber(), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(try parseNumber(), offset: start)
        case UInt8(ascii: "'"):
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "strings in JSON use double quotes, not single quotes")
        case UInt8(ascii: "/"):
            throw Failure(
                code: .malformedJSON, offset: index, message: "JSON does not allow comments")
        case let byte where isLetter(byte):
            throw bareWordFailure()
        default:
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "expected a value (object, array, string, number, true, false or null), "
                    + "found \(describe(at: index))")
        }
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The failure for an unquoted word where a value should be, quoting the word.
    private func bareWordFailure() -> Failure {
        var end = index
        while end < bytes.count, end - index < 16, isLetter(bytes[end]) {
            end += 1
        }
        let word = String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
        return Failure(
            code: .malformedJSON, offset: index,
            message: dialect == .json5
                ? "unexpected '\(word)'; strings need quotes, and the only bare words are true, false, null, "
                    + "Infinity and NaN"
                : "unexpected '\(word)'; strings need double quotes, and the only bare words are true, false and null")
    }

    private mutating func enter(depth: Int) throws(Failure) {
        if depth > Self.maximumDepth {
            throw Failure(
                code: .tooDeep, offset: index,
                message: "nesting is deeper than \(Self.maximumDepth) levels; flatten the groups",
                pointer: JSONPointer(path))
        }
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth: depth)
        index += 1  // {
        var members: [JSONMember] = []
        var keys = MemberKeys()
        try skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            try skipWhitespace()
            if dialect == .json5, peek(UInt8(ascii: "}")) {
                note(.trailingCommas)
                index += 1
                return .object(members)
            }
            if let deferred, index == deferred.start {
                // The rest of this object's members are another parser's: on at its `}`.
                passedOver = (duplicates.count, path)
                index = deferred.end + 1
                return .object(members)
            }
            let keyOffset = index
            let key: String
            if peek(UInt8(ascii: "\"")) {
                key = try parseString()
            } else if dialect == .json5, peek(UInt8(ascii: "'")) {
                note(.singleQuotes)
                key = try parseString(quote: UInt8(ascii: "'"))
            } else if dialect == .json5, index < bytes.count, isIdentifierByte(bytes[index], first: true) {
                note(.unquotedKeys)
                key = parseIdentifier()
            } else {
                if peek(UInt8(ascii: "}")) {
                    throw Failure(
                        code: .malformedJSON, offset: index,
                        message: "trailing comma before '}'; remove the last comma")
                }
                if peek(UInt8(ascii: "/")) {
                    throw Failure(
                        code: .malformedJSON, offset: index, message: "JSON does not allow comments")
                }
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: dialect == .json5
                        ? "expected a member name (quoted, or a bare identifier), found \(describe(at: index))"
                        : "expected a member name in double quotes, found \(describe(at: index))")
            }
            try skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: "expected ':' after the member name \"\(key)\", found \(describe(at: index))")
            }
            index += 1
            try skipWhitespace()
            path.append(key)
            let value = try parseValue(depth: depth + 1)
            path.removeLast()
            let first = keys.firstPosition(of: key, in: members).map { members[$0].keyOffset }
            if let first {
                duplicates.append(
                    DuplicateKey(pointer: JSONPointer(path + [key]), offset: keyOffset, firstOffset: first))
            } else {
                members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            }
            if try closes(UInt8(ascii: "}"), inside: "an object", after: "a member") { return .object(members) }
        }
    }

    /// The names of an array's first elements in a path (`"0"`, `"1"` …), made once: most arrays are short (a
    /// color's components, a shadow's layers).
    private static let elementNames = (0..<16).map { String($0) }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth: depth)
        index += 1  // [
        var elements: [JSONNode] = []
        try skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            try skipWhitespace()
            if dialect == .json5, peek(UInt8(ascii: "]")) {
                note(.trailingCommas)
                index += 1
                return .array(elements)
            }
            if peek(UInt8(ascii: "]")) {
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: "trailing comma before ']'; remove the last comma")
            }
            path.append(
                elements.count < Self.elementNames.count ? Self.elementNames[elements.count] : String(elements.count))
            elements.append(try parseValue(depth: depth + 1))
            path.removeLast()
            if try closes(UInt8(ascii: "]"), inside: "an array", after: "an element") { return .array(elements) }
        }
    }

    /// After a member or an element: `true` at the container's `close` and `false` at a ',', each passed over; any
    /// other byte, or the end of the document, is malformed JSON.
    private mutating func closes(_ close: UInt8, inside container: String, after item: String) throws(Failure) -> Bool {
        try skipWhitespace()
        guard index < bytes.count else {
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "the document ends inside \(container); a '\(Character(Unicode.Scalar(close)))' is missing")
        }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        if bytes[index] == close {
            index += 1
            return true
        }
        throw Failure(
            code: .malformedJSON, offset: index,
            message: "expected ',' or '\(Character(Unicode.Scalar(close)))' after \(item), found \(describe(at: index))"
        )
    }

    /// Reads a string; `quote` is `"`, or `'` in JSON5.
    mutating func parseString(quote: UInt8 = UInt8(ascii: "\"")) throws(Failure) -> String {
        let start = index
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        // Copies runs of plain bytes at once; the input is known to be valid UTF-8.
        func flush(_ end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard index < bytes.count else {
                throw Failure(
                    code: .malformedJSON, offset: start,
                    message: "this string is never closed; a '\(Character(UnicodeScalar(quote)))' is missing")
            }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                // Most strings hold no escape: one decoding of their bytes, nothing copied twice.
                if scalars.isEmpty { return String(decoding: bytes[runStart..<(index - 1)], as: UTF8.self) }
                flush(index - 1, into: &scalars)
                return String(scalars)
            }
            if byte < 0x20 {
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: byte == UInt8(ascii: "\n")
                        ? "a string may not span lines; write a line break as \\n"
                        : "control character U+\(hex4(UInt32(byte))) in a string; escape it as \\u\(hex4(UInt32(byte)))"
                )
            }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush(index, into: &scalars)
            let escapeStart = index
            index += 1
            guard index < bytes.count else {
                throw Failure(code: .malformedJSON, offset: escapeStart, message: "the document ends inside an escape")
            }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                scalars.append(try parseUnicodeEscape(escapeStart: escapeStart))
            case _ where dialect == .json5:
                runStart = try parseJSON5Escape(escaped, escapeStart: escapeStart, into: &scalars)
                continue
            default:
                throw Failure(
                    code: .malformedJSON, offset: escapeStart,
                    message: "unknown escape '\\\(describeByte(escaped))'; "
                        + "JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
            }
            runStart = index
        }
    }

    /// The scalar of a `\uXXXX` escape (a pair of them for a character outside the Basic Multilingual Plane); `index`
    /// is past the `u`.
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(Failure) -> Unicode.Scalar {
        var code = try parseHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(code) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw Failure(
                    code: .malformedJSON, offset: escapeStart,
                    message: "\\u\(hex4(code)) is half of a surrogate pair; the other half is missing")
            }
            index += 2
            let low = try parseHex4(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw Failure(
                    code: .malformedJSON, offset: escapeStart,
                    message: "\\u\(hex4(code)) must be followed by a low surrogate, not \\u\(hex4(low))")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw Failure(
                code: .malformedJSON, offset: escapeStart,
                message: "\\u\(hex4(code)) is a lone low surrogate")
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw Failure(code: .malformedJSON, offset: escapeStart, message: "invalid \\u escape")
        }
        return scalar
    }

    /// The escapes JSON5 adds (`\'`, `\v`, `\0`, `\xHH`, a backslash before a line break, and any other character
    /// standing for itself); `index` is past `escaped`. Returns where the string's next run of plain bytes starts.
    private mutating func parseJSON5Escape(
        _ escaped: UInt8, escapeStart: Int, into scalars: inout String.UnicodeScalarView
    ) throws(Failure) -> Int {
        switch escaped {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // A line continuation: the backslash and the line break are not part of the string.
            if escaped == UInt8(ascii: "\r"), peek(UInt8(ascii: "\n")) { index += 1 }
            note(.multiLineStrings)
        case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] | 1) == 0xA9:
            index += 2  // U+2028 or U+2029 after a backslash: a line continuation too
            note(.multiLineStrings)
        case UInt8(ascii: "0") where !(index < bytes.count && isDigit(bytes[index])):
            scalars.append("\u{0}")
            note(.escapes)
        case UInt8(ascii: "1")...UInt8(ascii: "9"), UInt8(ascii: "0"):
            throw Failure(
                code: .malformedJSON, offset: escapeStart,
                message: "'\\\(describeByte(escaped))' is not an escape in JSON5; write the digit without the backslash"
            )
        case UInt8(ascii: "x"):
            guard index + 2 <= bytes.count, let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1])
            else {
                throw Failure(code: .malformedJSON, offset: escapeStart, message: "\\x needs two hex digits")
            }
            index += 2
            scalars.append(Unicode.Scalar(UInt8(high << 4 | low)))
            note(.escapes)
        case UInt8(ascii: "v"):
            scalars.append("\u{0B}")
            note(.escapes)
        default:
            // Any other character stands for itself (`\'`, `\a`); one of several bytes is kept with the rest of it.
            if escaped != UInt8(ascii: "'") { note(.escapes) }
            return index - 1
        }
        return index
    }

    private mutating func parseHex4(escapeStart: Int) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw Failure(code: .malformedJSON, offset: escapeStart, message: "\\u needs four hex digits")
        }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = hexValue(byte) else {
                throw Failure(code: .malformedJSON, offset: escapeStart, message: "\\u needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = index
        var json5Spelling = false
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.index += 1
            }
            return parser.index - from
        }
        if peek(UInt8(ascii: "-")) {
            index += 1
        } else if dialect == .json5, peek(UInt8(ascii: "+")) {
            index += 1
            note(.numberForms)
            json5Spelling = true
        }
        if dialect == .json5, let special = try parseJSON5Number(start: start) { return special }
        if index < bytes.count, isLetter(bytes[index]) {
            index = start
            throw bareWordFailure()
        }
        let integerStart = index
        let integerDigits = digits(&self)
        if integerDigits == 0, !(dialect == .json5 && peek(UInt8(ascii: "."))) {
            throw Failure(
                code: .malformedJSON, offset: start,
                message: "a number needs digits after '\(describeByte(bytes[start]))'")
        }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw Failure(
                code: .malformedJSON, offset: start, message: "numbers may not have leading zeros in JSON")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            let fractionDigits = digits(&self)
            if dialect == .json5, fractionDigits == 0 || integerDigits == 0 {
                // `.5` and `5.` are JSON5; `.` alone is not a number.
                guard fractionDigits + integerDigits > 0 else {
                    throw Failure(code: .malformedJSON, offset: start, message: "a number needs digits around '.'")
                }
                note(.numberForms)
                json5Spelling = true
            } else if fractionDigits == 0 {
                throw Failure(code: .malformedJSON, offset: start, message: "a number needs digits after '.'")
            }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            if digits(&self) == 0 {
                throw Failure(
                    code: .malformedJSON, offset: start, message: "a number needs digits in its exponent")
            }
        }
        var lexeme = String(decoding: bytes[start..<index], as: UTF8.self)
        // Double(_:) turns an out-of-range literal such as 1e999 into infinity; the validator
        // rejects non-finite sizes where they matter, naming the value as written.
        let value = Self.exactlyRounded(bytes[start..<index]) ?? Double(lexeme) ?? .nan
        // A JSON5 spelling (`+1`, `.5`, `5.`) is kept as the JSON one, so that it can be written back as JSON.
        if json5Spelling, value.isFinite { lexeme = NumberText.shortest(value) }
        return .number(value, lexeme: lexeme)
    }

    /// The value of a decimal number's text (`-12.5e-3`) when one operation of doubles gives it correctly rounded, as
    /// `Double(_:)` gives it; `nil` otherwise. That is Clinger's fast path: the number's digits as an integer of at
    /// most 2^53 and a power of ten of at most 10^22 are both exact doubles, so their product or quotient is the
    /// double nearest the number. `Double(_:)` (C's `strtod`) costs about a thousand instructions a number, and an
    /// imported color has three or four: a component of up to 16 digits takes this path, one of 17 (above 2^53) does
    /// not. The function stands alone, and answers `nil` for any text it does not handle (not only for what the
    /// parser gives it), so that it can be tested against `Double(_:)` by itself.
    static func exactlyRounded(_ text: ArraySlice<UInt8>) -> Double? {
        var index = text.startIndex
        let negative = index < text.endIndex && text[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var exponent = 0
        var digits = 0
        var afterPoint = false
        while index < text.endIndex {
            let byte = text[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                // At most 2^53 before, so the product cannot overflow.
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                guard mantissa <= 1 << 53 else { return nil }
                if afterPoint { exponent -= 1 }
                digits += 1
            } else if byte == UInt8(ascii: "."), !afterPoint {
                afterPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < text.endIndex {
            guard text[index] | 0x20 == UInt8(ascii: "e") else { return nil }
            index += 1
            var sign = 1
            if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                if text[index] == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            var written = 0
            let exponentStart = index
            while index < text.endIndex, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
                written = written * 10 + Int(text[index] - UInt8(ascii: "0"))
                guard written <= 1000 else { return nil }
                index += 1
            }
            guard index > exponentStart else { return nil }
            exponent += sign * written
        }
        guard index == text.endIndex, (-22...22).contains(exponent) else { return nil }
        let magnitude =
            exponent < 0
            ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa) * powersOfTen[exponent]
        return negative ? -magnitude : magnitude
    }

    /// 10^0 … 10^22, each exactly a double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]

    /// `Infinity`, `NaN` and hexadecimal numbers (`0x1F`), after an optional sign; `nil` for a decimal number.
    private mutating func parseJSON5Number(start: Int) throws(Failure) -> JSONValue? {
        let negative = bytes[start] == UInt8(ascii: "-")
        for (word, value) in [("Infinity", Double.infinity), ("NaN", Double.nan)] {
            let spelled = Array(word.utf8)
            guard index + spelled.count <= bytes.count, bytes[index..<index + spelled.count].elementsEqual(spelled)
            else { continue }
            index += spelled.count
            if index < bytes.count, isIdentifierByte(bytes[index], first: false) {
                index = start
                throw bareWordFailure()
            }
            note(.infinityAndNaN)
            return .number(negative ? -value : value, lexeme: String(decoding: bytes[start..<index], as: UTF8.self))
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"),
            bytes[index + 1] | 0x20 == UInt8(ascii: "x")
        else { return nil }
        index += 2
        var value: Double = 0
        var count = 0
        while index < bytes.count, let digit = hexValue(bytes[index]) {
            value = value * 16 + Double(digit)
            count += 1
            index += 1
        }
        guard count > 0 else {
            throw Failure(code: .malformedJSON, offset: start, message: "a hexadecimal number needs digits after 0x")
        }
        note(.hexadecimalNumbers)
        value = negative ? -value : value
        return .number(value, lexeme: NumberText.shortest(value))
    }

    /// A key JSON5 writes without quotes: an ECMAScript identifier (letters, digits, `$`, `_`, and any non-ASCII
    /// character, which the file's UTF-8 check already vouched for).
    private mutating func parseIdentifier() -> String {
        let start = index
        while index < bytes.count, isIdentifierByte(bytes[index], first: index == start) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
            || !first && isDigit(byte)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func note(_ feature: JSON5Feature) {
        if !json5Features.contains(feature) { json5Features.append(feature) }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let expected = literal.withUTF8Buffer { Array($0) }
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected,
            index + expected.count == bytes.count || !isLetter(bytes[index + expected.count])
        else {
            throw bareWordFailure()
        }
        index += expected.count
    }

    // MARK: - Helpers

    mutating func skipWhitespace() throws(Failure) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default:
                guard dialect == .json5, try skipJSON5Space() else { return }
            }
        }
    }

    /// Skips one comment or one of the spaces JSON5 adds to JSON's (vertical tab, form feed, no-break and other
    /// Unicode spaces, line and paragraph separators, a byte-order mark); `false` when there is none at `index`.
    private mutating func skipJSON5Space() throws(Failure) -> Bool {
        let rest = bytes[index...]
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            note(.comments)
            return true
        }
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "*")]) {
            let start = index
            index += 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
            {
                index += 1
            }
            guard index + 1 < bytes.count else {
                throw Failure(
                    code: .malformedJSON, offset: start, message: "this comment is never closed; a '*/' is missing")
            }
            index += 2
            note(.comments)
            return true
        }
        let length: Int
        switch bytes[index] {
        case 0x0B, 0x0C: length = 1
        case 0xC2 where rest.starts(with: [0xC2, 0xA0]): length = 2
        case 0xE1 where rest.starts(with: [0xE1, 0x9A, 0x80]): length = 3
        case 0xE2 where rest.count >= 3 && bytes[index + 1] == 0x80 && (0x80...0x8A).contains(bytes[index + 2]):
            length = 3
        case 0xE2
        where rest.starts(with: [0xE2, 0x80, 0xA8]) || rest.starts(with: [0xE2, 0x80, 0xA9])
            || rest.starts(with: [0xE2, 0x80, 0xAF]) || rest.starts(with: [0xE2, 0x81, 0x9F]):
            length = 3
        case 0xE3 where rest.starts(with: [0xE3, 0x80, 0x80]): length = 3
        case 0xEF where rest.starts(with: [0xEF, 0xBB, 0xBF]): length = 3
        default: return false
        }
        index += length
        return true
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        return "'\(describeByte(bytes[offset]))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        if byte < 0x80 { return "U+\(hex4(UInt32(byte)))" }
        return "non-ASCII text"
    }
}

func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
