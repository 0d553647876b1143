/// The canonical text of a document: what the registry hashes, stores and regenerates from.
///
/// Member order is kept (it is the order of the generated code); whitespace, number spelling
/// and string escapes are normalised, and `$schema` (a path on someone's machine, not design
/// data) is left out. A container holding only scalars is written on one line, so every token
/// is one line and a revision that changes a few tokens changes a few lines.
public enum CanonicalJSON {
    /// The canonical text of `node`, ending with a line break. `keepingSchema` keeps the root's `$schema`, for a
    /// document written for people to edit (``DocumentMigration``) rather than for the registry.
    public static func text(of node: JSONNode, keepingSchema: Bool = false) -> String {
        var output = Output()
        output.write(node.value, indent: 0, isRoot: !keepingSchema)
        output.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The canonical text of one value, without a trailing line break: how values are compared.
    public static func text(of value: JSONValue) -> String {
        var output = Output()
        output.write(value, indent: 0)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// `string` as a JSON string literal, control characters (C0, DEL, C1) escaped: the one
    /// spelling of strings in canonical text and in messages.
    static func quoted(_ string: String) -> String {
        var output = Output()
        output.writeString(string)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// UTF-8 bytes being written: appending bytes is much cheaper than appending to a `String`.
    private struct Output {
        var bytes: [UInt8] = []

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func newline(indent: Int) {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        }

        mutating func write(_ value: JSONValue, indent: Int, isRoot: Bool = false) {
            switch value {
            case .null: append("null")
            case .bool(let flag): flag ? append("true") : append("false")
            case .number(let number, _): bytes.append(contentsOf: NumberText.shortest(number).utf8)
            case .string(let string): writeString(string)
            case .array(let elements):
                if elements.allSatisfy({ $0.value.isScalar }) {
                    append("[")
                    for (index, element) in elements.enumerated() {
                        if index > 0 { append(", ") }
                        write(element.value, indent: indent)
                    }
                    append("]")
                } else {
                    append("[")
                    for (index, element) in elements.enumerated() {
                        if index > 0 { append(",") }
                        newline(indent: indent + 1)
                        write(element.value, indent: indent + 1)
                    }
                    newline(indent: indent)
                    append("]")
                }
            case .object(var members):
                if isRoot { members.removeAll { $0.key == "$schema" } }
                if members.isEmpty {
                    append("{}")
                } else if members.allSatisfy({ $0.value.value.isScalar }) {
                    append("{")
                    for (index, member) in members.enumerated() {
                        if index > 0 { append(", ") }
                        writeString(member.key)
                        append(": ")
                        write(member.value.value, indent: indent)
                    }
                    append("}")
                } else {
                    append("{")
                    for (index, member) in members.enumerated() {
                        if index > 0 { append(",") }
                        newline(indent: indent + 1)
                        writeString(member.key)
                        append(": ")
                        write(member.value.value, indent: indent + 1)
                    }
                    newline(indent: indent)
                    append("}")
                }
            }
        }

        mutating func writeString(_ string: String) {
            append("\"")
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": append("\\\"")
                case "\\": append("\\\\")
                case "\n": append("\\n")
                case "\r": append("\\r")
                case "\t": append("\\t")
                case "\u{08}": append("\\b")
                case "\u{0C}": append("\\f")
                default:
                    if scalar.isControl {
                        append("\\u")
                        bytes.append(contentsOf: hex4(scalar.value).lowercased().utf8)
                    } else if scalar.isASCII {
                        bytes.append(UInt8(scalar.value))
                    } else {
                        bytes.append(contentsOf: String(scalar).utf8)
                    }
                }
            }
            append("\"")
        }
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
