/// A strict RFC 8259 JSON parser that keeps source offsets and reports duplicate keys.
///
/// Foundation's `JSONSerialization` neither reports positions nor notices a key written
/// twice (it silently keeps one), and both matter to a person fixing a hand-written file.
struct JSONParser {
    /// Limits that protect the process from hostile or accidental input.
    static let maximumDepth = 32

    /// A problem that stops parsing.
    struct Failure: Error {
        var code: Diagnostic.Code
        var offset: Int
        var message: String
        /// Where in the document, when that helps more than the root does.
        var pointer: JSONPointer = .root
    }

    /// A key that appears twice in one object; parsing goes on and keeps the first.
    struct DuplicateKey {
        var pointer: JSONPointer
        var offset: Int
        var firstOffset: Int
    }

    private let bytes: [UInt8]
    /// The keys and indices from the root to the value being parsed, for messages: a pointer is
    /// made only when one is needed, not for every value.
    private var path: [String] = []
    private var index: Int
    private(set) var duplicates: [DuplicateKey] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is tolerated (some Windows editors write one) and skipped.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Parses the whole input as one JSON value.
    mutating func parseDocument() throws(Failure) -> JSONNode {
        skipWhitespace()
        let value = try parseValue(depth: 1)
        skipWhitespace()
        if index < bytes.count {
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "unexpected \(describe(at: index)) after the end of the document; "
                    + "a JSON file holds exactly one value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONNode {
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
            message:
                "unexpected '\(word)'; strings need double quotes, and the only bare words are true, false and null")
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
        // Duplicate keys are found by scanning the members read so far; an object with many members gets an index
        // (most objects, tokens and their values, have a handful, where a scan costs less than hashing).
        var firstOffsets: [String: Int]?
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
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
                    message: "expected a member name in double quotes, found \(describe(at: index))")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: "expected ':' after the member name \"\(key)\", found \(describe(at: index))")
            }
            index += 1
            skipWhitespace()
            path.append(key)
            let value = try parseValue(depth: depth + 1)
            path.removeLast()
            let first = firstOffsets.map { $0[key] } ?? members.first { $0.key == key }?.keyOffset
            if let first {
                duplicates.append(
                    DuplicateKey(pointer: JSONPointer(path + [key]), offset: keyOffset, firstOffset: first))
            } else {
                members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
                if firstOffsets != nil {
                    firstOffsets?[key] = keyOffset
                } else if members.count == 16 {
                    firstOffsets = Dictionary(uniqueKeysWithValues: members.lazy.map { ($0.key, $0.keyOffset) })
                }
            }
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: "the document ends inside an object; a '}' is missing")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "expected ',' or '}' after a member, found \(describe(at: index))")
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth: depth)
        index += 1  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: "trailing comma before ']'; remove the last comma")
            }
            path.append(String(elements.count))
            elements.append(try parseValue(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(
                    code: .malformedJSON, offset: index,
                    message: "the document ends inside an array; a ']' is missing")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw Failure(
                code: .malformedJSON, offset: index,
                message: "expected ',' or ']' after an element, found \(describe(at: index))")
        }
    }

    private mutating func parseString() throws(Failure) -> String {
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
                    message: "this string is never closed; a '\"' is missing")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
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
                scalars.append(scalar)
            default:
                throw Failure(
                    code: .malformedJSON, offset: escapeStart,
                    message: "unknown escape '\\\(describeByte(escaped))'; "
                        + "JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
            }
            runStart = index
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw Failure(code: .malformedJSON, offset: escapeStart, message: "\\u needs four hex digits")
        }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            value <<= 4
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw Failure(code: .malformedJSON, offset: escapeStart, message: "\\u needs four hex digits")
            }
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.index += 1
            }
            return parser.index - from
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        if integerDigits == 0 {
            throw Failure(code: .malformedJSON, offset: start, message: "a number needs digits after '-'")
        }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw Failure(
                code: .malformedJSON, offset: start, message: "numbers may not have leading zeros in JSON")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            if digits(&self) == 0 {
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
        let lexeme = String(decoding: bytes[start..<index], as: UTF8.self)
        // Double(_:) turns an out-of-range literal such as 1e999 into infinity; the validator
        // rejects non-finite sizes where they matter, naming the value as written.
        return .number(Double(lexeme) ?? .nan, lexeme: lexeme)
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

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
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
