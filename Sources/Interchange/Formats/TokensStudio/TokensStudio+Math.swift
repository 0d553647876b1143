import Tokens

/// Tokens Studio's math, evaluated on import: `{spacing.base} * 2`, `({size.lg} + 4) / 2`, `8px * 1.5` — `+`, `-`,
/// `*`, `/` and parentheses over numbers, sizes (`px`; `rem` at the import's rem base) and references to tokens whose
/// values are such expressions.
///
/// A reference is read from the sets of the files, where Tokens Studio reads it from the sets of the active theme: so
/// a token that the sets give different values (a light and a dark one) cannot be used in math, and says so, rather
/// than be evaluated with the value of one appearance for both.
struct StudioMath {
    /// A result: a number, with `isLength` when it is a size in points.
    struct Quantity: Equatable {
        var value: Double
        var isLength: Bool
    }

    /// The values the sets give each token (by dotted path), in set order; more than one when sets differ.
    private(set) var values: [String: [JSONNode]] = [:]
    let remBase: Double

    init(remBase: Double) {
        self.remBase = remBase
    }

    /// Records the tokens of one set (any shape: `value` or `$value`).
    mutating func record(_ node: JSONNode, path: [String] = []) {
        guard case .object(let members) = node.value else { return }
        for member in members where !member.key.hasPrefix("$") {
            guard case .object(let fields) = member.value.value else { continue }
            let value =
                fields.first { $0.key == "$value" }?.value
                ?? (TokensStudio.isOlderToken(fields) ? fields.first { $0.key == "value" }?.value : nil)
            if let value {
                let dotted = (path + [member.key]).joined(separator: ".")
                if !(values[dotted]?.contains { $0.value == value.value } ?? false) {
                    values[dotted, default: []].append(value)
                }
            } else {
                record(member.value, path: path + [member.key])
            }
        }
    }

    /// Whether a string reads as an expression rather than a plain value.
    static func isExpression(_ text: String) -> Bool {
        text.contains("{") || text.dropFirst().contains { "*/+-()".contains($0) }
    }

    /// The value of an expression, or what is wrong with it.
    func evaluate(_ text: String) -> Result<Quantity, MathError> {
        var parser = Parser(bytes: Array(text.utf8), math: self, depth: 0)
        return parser.whole()
    }

    /// Why an expression has no value, for a message.
    struct MathError: Error {
        var message: String
    }

    fileprivate struct Parser {
        let bytes: [UInt8]
        let math: StudioMath
        let depth: Int
        var index = 0

        init(bytes: [UInt8], math: StudioMath, depth: Int) {
            self.bytes = bytes
            self.math = math
            self.depth = depth
        }

        mutating func whole() -> Result<Quantity, MathError> {
            do {
                let result = try sum()
                skipSpaces()
                guard index == bytes.count else { throw MathError(message: "unexpected \(rest) in the expression") }
                return .success(result)
            } catch let error as MathError {
                return .failure(error)
            } catch {
                return .failure(MathError(message: "\(error)"))
            }
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }

        private var rest: String { "'" + String(decoding: bytes[index...].prefix(12), as: UTF8.self) + "'" }

        private mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func sum() throws -> Quantity {
            var result = try product()
            while true {
                let sign: Double
                if take(UInt8(ascii: "+")) {
                    sign = 1
                } else if take(UInt8(ascii: "-")) {
                    sign = -1
                } else {
                    return result
                }
                let term = try product()
                // A bare number beside a size is in pixels, as Tokens Studio reads it.
                result = Quantity(value: result.value + sign * term.value, isLength: result.isLength || term.isLength)
            }
        }

        private mutating func product() throws -> Quantity {
            var result = try factor()
            while true {
                if take(UInt8(ascii: "*")) {
                    let other = try factor()
                    guard !(result.isLength && other.isLength) else {
                        throw MathError(message: "a size times a size is not a size")
                    }
                    result = Quantity(value: result.value * other.value, isLength: result.isLength || other.isLength)
                } else if take(UInt8(ascii: "/")) {
                    let other = try factor()
                    guard other.value != 0 else { throw MathError(message: "it divides by zero") }
                    guard !other.isLength || result.isLength else {
                        throw MathError(message: "a number divided by a size is not a size")
                    }
                    result = Quantity(
                        value: result.value / other.value, isLength: result.isLength && !other.isLength)
                } else {
                    return result
                }
            }
        }

        private mutating func factor() throws -> Quantity {
            if take(UInt8(ascii: "-")) {
                var negated = try factor()
                negated.value = -negated.value
                return negated
            }
            if take(UInt8(ascii: "(")) {
                let inner = try sum()
                guard take(UInt8(ascii: ")")) else { throw MathError(message: "a ')' is missing") }
                return inner
            }
            skipSpaces()
            guard index < bytes.count else {
                throw MathError(message: "the expression ends where a value was expected")
            }
            if bytes[index] == UInt8(ascii: "{") {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    throw MathError(message: "a '}' is missing")
                }
                let path = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                index = end + 1
                return try math.resolve(path, depth: depth)
            }
            if bytes[index] == UInt8(ascii: "$") {
                // Tokens Studio's older reference, `$spacing.base`: its name ends where a name cannot go on.
                let start = index + 1
                index = start
                while index < bytes.count,
                    Self.isNameByte(bytes[index])
                        || bytes[index] == UInt8(ascii: "-") && index + 1 < bytes.count
                            && Self.isNameByte(bytes[index + 1])
                {
                    index += 1
                }
                return try math.resolve(String(decoding: bytes[start..<index], as: UTF8.self), depth: depth)
            }
            let start = index
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".")
            {
                index += 1
            }
            guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw MathError(message: "unexpected \(rest) in the expression")
            }
            let unitStart = index
            while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20) {
                index += 1
            }
            switch String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased() {
            case "": return Quantity(value: number, isLength: false)
            case "px": return Quantity(value: number, isLength: true)
            case "rem": return Quantity(value: number * math.remBase, isLength: true)
            case let unit: throw MathError(message: "\(quoted(unit)) is not a unit math can use (px, rem)")
            }
        }
    }

    /// The value of the token at `path` as a quantity.
    fileprivate func resolve(_ path: String, depth: Int) throws -> Quantity {
        guard depth < 16 else { throw MathError(message: "{\(path)} leads back to itself") }
        guard let written = values[path] else { throw MathError(message: "{\(path)} names no token") }
        guard written.count == 1 else {
            throw MathError(
                message: "{\(path)} has \(written.count) values in the sets (one per appearance, say), and math is "
                    + "evaluated once for all; write the result in each set")
        }
        switch written[0].value {
        case .number(let value, _): return Quantity(value: value, isLength: false)
        case .string(let text):
            if let dotted = DTCGReference.curlyDotted(text) { return try resolve(dotted, depth: depth + 1) }
            if text.hasPrefix("$"), !text.contains(" ") {
                return try resolve(String(text.dropFirst()), depth: depth + 1)
            }
            var parser = Parser(bytes: Array(text.utf8), math: self, depth: depth + 1)
            return try parser.whole().get()
        case .object where written[0]["value"]?.numberValue != nil:
            // A DTCG dimension, {"value": 8, "unit": "px"}.
            let value = written[0]["value"]?.numberValue ?? 0
            switch written[0]["unit"]?.stringValue {
            case "px": return Quantity(value: value, isLength: true)
            case "rem": return Quantity(value: value * remBase, isLength: true)
            default: throw MathError(message: "{\(path)} is not in px or rem")
            }
        default:
            throw MathError(message: "{\(path)} is \(written[0].value.kindDescription), not a number or a size")
        }
    }
}
