/// Text from a document or a user made safe to print on a terminal.
///
/// A token name, a message or an author may hold control characters (ESC, BEL, a carriage return, the C1
/// controls) that a terminal would obey: move the cursor, retitle the window, hide what came before. Each is shown
/// as a visible escape (`\u{1B}`), like a Swift string literal writes it.
public enum TerminalText {
    /// `text` with every control character (C0, DEL and C1) shown as `\u{…}`; line breaks too unless
    /// `keepingLineBreaks`, tabs never.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        if scalar == "\t" || (keepingLineBreaks && scalar == "\n") { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

extension JSONPointer {
    /// The pointer as ``description`` writes it, safe to print on a terminal (see ``TerminalText``).
    public var displayed: String { TerminalText.escaped(description) }
}
