/// The canonical text of a document: what the registry hashes, stores and regenerates from.
///
/// Member order is kept (it is the order of the generated code); whitespace, number spelling
/// and string escapes are normalised, and `$schema` (a path on someone's machine, not design
/// data) is left out. A container holding only scalars is written on one line, so every token
/// is one line and a revision that changes a few tokens changes a few lines.
public enum CanonicalJSON {
    /// The canonical text of `node`, ending with a line break.
    public static func text(of node: JSONNode) -> String {
        var output = ""
        write(node.value, indent: 0, into: &output, isRoot: true)
        output += "\n"
        return output
    }

    /// The canonical text of one value, without a trailing line break: how values are compared.
    public static func text(of value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String, isRoot: Bool = false) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number, _): output += NumberText.shortest(number)
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            if elements.allSatisfy({ $0.value.isScalar }) {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += ", " }
                    write(element.value, indent: indent, into: &output)
                }
                output += "]"
            } else {
                output += "[\n"
                for (index, element) in elements.enumerated() {
                    output += String(repeating: "  ", count: indent + 1)
                    write(element.value, indent: indent + 1, into: &output)
                    output += index < elements.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: "  ", count: indent) + "]"
            }
        case .object(var members):
            if isRoot { members.removeAll { $0.key == "$schema" } }
            if members.isEmpty {
                output += "{}"
            } else if members.allSatisfy({ $0.value.value.isScalar }) {
                output += "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { output += ", " }
                    writeString(member.key, into: &output)
                    output += ": "
                    write(member.value.value, indent: indent, into: &output)
                }
                output += "}"
            } else {
                output += "{\n"
                for (index, member) in members.enumerated() {
                    output += String(repeating: "  ", count: indent + 1)
                    writeString(member.key, into: &output)
                    output += ": "
                    write(member.value.value, indent: indent + 1, into: &output)
                    output += index < members.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: "  ", count: indent) + "}"
            }
        }
    }

    /// `string` as a JSON string literal, control characters (C0, DEL, C1) escaped: the one
    /// spelling of strings in canonical text and in messages.
    static func quoted(_ string: String) -> String {
        var output = ""
        writeString(string, into: &output)
        return output
    }

    private static func writeString(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.isControl {
                    output += "\\u" + hex4(scalar.value).lowercased()
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
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
