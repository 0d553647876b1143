/// Text from a document, a row or a user made safe to print on a terminal: the one place that decides what dsys
/// shows of such text, on a terminal, in Markdown and in JSON.
///
/// A token name, a message or an author may hold control characters (ESC, BEL, NUL, a carriage return, the C1
/// controls such as NEL) that a terminal would obey: move the cursor, retitle the window, hide what came before. It
/// may also hold Unicode's bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069, and the marks
/// U+200E, U+200F, U+061C), which reorder what a reader sees ("Trojan Source"), and the line and paragraph separators
/// U+2028 and U+2029. Each is shown as a visible escape (`\u{1B}`, `\u{202E}`), as a Swift string literal writes it.
public enum TerminalText {
    /// `text` with every character ``needsEscape(_:)`` names shown as `\u{…}`; line breaks too unless
    /// `keepingLineBreaks`, tabs never.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        if needsNoEscape(text, rawControls: keepingLineBreaks ? .tabsAndLineBreaks : .tabs) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar, keepingLineBreaks: keepingLineBreaks) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text a rendering colored itself, as ``escaped(_:keepingLineBreaks:)`` shows it with line breaks kept, but for
    /// the color codes in it (`ESC [ 1;31 m`: Select Graphic Rendition, nothing else a terminal obeys), which stay.
    /// The rendering escaped the text between its colors; anything else that starts with ESC is shown as `\u{1B}`.
    public static func escapedKeepingColors(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    result.unicodeScalars.append(contentsOf: scalars[index...end])
                    index = end + 1
                    continue
                }
            }
            if escapes(scalar, keepingLineBreaks: true) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
    }

    /// JSON text (as an encoder wrote it) with the characters ``needsEscape(_:)`` names that JSON allows raw in a
    /// string (DEL, the C1 controls, the bidirectional controls, U+2028 and U+2029) written as `\uXXXX` escapes: the
    /// same JSON value, safe on a terminal. Such characters only occur inside strings, so the result stays valid JSON.
    public static func json(_ text: String) -> String {
        // An encoder writes no C0 control raw but the line breaks and indentation between members.
        if needsNoEscape(text, rawControls: .all) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar), scalar.value >= 0x20 {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` must not reach a terminal as it is: a C0 control, DEL, a C1 control, a bidirectional control,
    /// or a line or paragraph separator.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The C0 controls that ``needsNoEscape(_:rawControls:)`` lets through.
    private enum RawControls {
        case tabs
        case tabsAndLineBreaks
        /// All of them: JSON text, where an encoder writes them only between members, never inside a string.
        case all
    }

    /// Whether `text` holds nothing ``escaped(_:keepingLineBreaks:)`` or ``json(_:)`` would escape, checked on its
    /// UTF-8 bytes (many times faster than on its scalars, and a whole rendering or JSON report passes through here):
    /// the C0 controls but `rawControls`, DEL, and the UTF-8 encodings of the C1 controls (C2 80–9F), U+061C (D8 9C),
    /// U+200E and U+200F (E2 80 8E–8F), U+2028–U+202E (E2 80 A8–AE) and U+2066–U+2069 (E2 81 A6–A9), as
    /// ``needsEscape(_:)``.
    private static func needsNoEscape(_ text: String, rawControls: RawControls) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x09: break
                case 0x0A where rawControls != .tabs: break
                case 0..<0x20 where rawControls == .all: break
                case 0..<0x20, 0x7F: return false
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]): return false
                case 0xD8 where index + 1 < bytes.count && bytes[index + 1] == 0x9C: return false
                case 0xE2 where index + 2 < bytes.count:
                    let (second, third) = (bytes[index + 1], bytes[index + 2])
                    if second == 0x80 && ((0x8E...0x8F).contains(third) || (0xA8...0xAE).contains(third)) {
                        return false
                    }
                    if second == 0x81 && (0xA6...0xA9).contains(third) { return false }
                default: break
                }
                index += 1
            }
            return true
        }
    }

    private static func escapes(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        if scalar == "\t" || (keepingLineBreaks && scalar == "\n") { return false }
        return needsEscape(scalar)
    }
}

extension JSONPointer {
    /// The pointer as ``description`` writes it, safe to print on a terminal (see ``TerminalText``).
    public var displayed: String { TerminalText.escaped(description) }
}
