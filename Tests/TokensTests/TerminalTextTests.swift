import Foundation
import Tokens
import XCTest

final class TerminalTextTests: XCTestCase {
    /// The check on UTF-8 bytes that lets most text through untouched agrees with the scalars' rule for every scalar
    /// the rule names and for its neighbours, alone and among other non-ASCII text.
    func testTheFastCheckAgreesWithTheRuleOnEveryEscapedScalarAndItsNeighbours() {
        var values: [UInt32] = Array(0...0x2FF) + Array(0x0600...0x0640) + Array(0x2000...0x2080)
        values += [0xFEFF, 0x1F600, 0x10FFFF]
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for keepingLineBreaks in [false, true] {
                let escapes =
                    scalar != "\t" && !(keepingLineBreaks && scalar == "\n") && TerminalText.needsEscape(scalar)
                for text in [String(scalar), "ü→" + String(scalar) + "é", "a" + String(scalar)] {
                    let shown = TerminalText.escaped(text, keepingLineBreaks: keepingLineBreaks)
                    XCTAssertEqual(shown != text, escapes, "U+\(String(value, radix: 16, uppercase: true)) in \(text)")
                    if escapes { XCTAssertTrue(shown.contains("\\u{\(String(value, radix: 16, uppercase: true))}")) }
                }
            }
        }
    }

    func testControlCharactersAreShownNotObeyed() {
        XCTAssertEqual(TerminalText.escaped("plain — ünïcode\ttab"), "plain — ünïcode\ttab")
        XCTAssertEqual(
            TerminalText.escaped("a\u{1B}[2Jb\u{07}c\u{7F}d\u{9B}e\r"), "a\\u{1B}[2Jb\\u{7}c\\u{7F}d\\u{9B}e\\u{D}")
        XCTAssertEqual(TerminalText.escaped("one\ntwo"), "one\\u{A}two")
        XCTAssertEqual(TerminalText.escaped("one\ntwo\u{1B}", keepingLineBreaks: true), "one\ntwo\\u{1B}")
    }

    /// Bidirectional overrides, isolates and marks, and the line and paragraph separators, reorder or break what a
    /// reader sees ("Trojan Source"): shown as escapes too (issue 26).
    func testBidirectionalControlsAreShownNotObeyed() {
        XCTAssertEqual(
            TerminalText.escaped("admin\u{202E}\u{2066}x\u{2069}\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}"),
            "admin\\u{202E}\\u{2066}x\\u{2069}\\u{200E}\\u{200F}\\u{61C}\\u{2028}\\u{2029}")
        XCTAssertEqual(TerminalText.escaped("עברית العربية"), "עברית العربية", "right-to-left text itself stays")
    }

    /// JSON keeps its value: the characters JSON allows raw become `\uXXXX` escapes, which a decoder reads back.
    func testJSONIsEscapedWithItsOwnSyntaxAndDecodesToTheSameValue() throws {
        let value = ["name": "a\u{1B}b\u{85}c\u{202E}d\u{7F}"]
        let encoded = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let safe = TerminalText.json(encoded)
        XCTAssertEqual(safe, #"{"name":"a\u001bb\u0085c\u202Ed\u007F"}"#)
        XCTAssertEqual(try JSONDecoder().decode([String: String].self, from: Data(safe.utf8)), value)
    }

    /// Pretty-printed JSON (line breaks and indentation, C0 controls an encoder writes raw) is let through untouched by
    /// the check on bytes unless a string holds a character the scalars' rule escapes; then it is escaped and still
    /// decodes to the same value. Every scalar the rule names, and its neighbours, alone and among non-ASCII text.
    func testTheFastCheckOfJSONAgreesWithTheRuleAndKeepsItsLayout() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var values: [UInt32] = Array(0...0x2FF) + Array(0x0600...0x0640) + Array(0x2000...0x2080)
        values += [0xFEFF, 0x1F600, 0x10FFFF]
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // The encoder writes the C0 controls in strings as escapes of its own; the rest is for json(_:).
            let escapes = value >= 0x20 && TerminalText.needsEscape(scalar)
            for text in [String(scalar), "ü→" + String(scalar) + "é", "a" + String(scalar)] {
                let document = ["list": [text, "tab\there"], "name": [text]]
                let encoded = String(decoding: try encoder.encode(document), as: UTF8.self)
                XCTAssertTrue(encoded.contains("\n  "), "pretty-printed")
                let shown = TerminalText.json(encoded)
                XCTAssertEqual(shown != encoded, escapes, "U+\(String(value, radix: 16, uppercase: true)) in \(text)")
                XCTAssertFalse(
                    shown.unicodeScalars.contains { $0.value >= 0x20 && TerminalText.needsEscape($0) }, shown)
                XCTAssertEqual(try JSONDecoder().decode([String: [String]].self, from: Data(shown.utf8)), document)
            }
        }
    }

    /// JSON text keeps every C0 control raw, as an encoder writes them only between tokens (the encoder escapes those
    /// in strings), and escapes the rest of what the rule names, whether or not the text is an encoder's.
    func testJSONKeepsC0ControlsRawAndEscapesTheRest() {
        let controls = "{\r\n\t\"a\":\u{0} 1\u{1B}[2J\u{7}}\n"
        XCTAssertEqual(TerminalText.json(controls), controls)
        XCTAssertEqual(TerminalText.json(controls + "\u{85}\u{202E}\u{7F}"), controls + #"\u0085\u202E\u007F"#)
    }

    /// A rendering's own color codes stay; any other escape sequence, and what the rendering left unescaped, does not.
    func testColoredTextKeepsOnlyItsColorCodes() {
        XCTAssertEqual(
            TerminalText.escapedKeepingColors("\u{1B}[1;31mred\u{1B}[0m\n\u{1B}]0;x\u{07} \u{1B}[2J \u{202E}\u{1B}[31"),
            "\u{1B}[1;31mred\u{1B}[0m\n\\u{1B}]0;x\\u{7} \\u{1B}[2J \\u{202E}\\u{1B}[31")
    }

    func testAPointerIsDisplayedEscaped() {
        let pointer = JSONPointer(["tokens", "color", "bad\u{1B}]0;x\u{07}", "light"])
        XCTAssertEqual(pointer.displayed, "/tokens/color/bad\\u{1B}]0;x\\u{7}/light")
        XCTAssertEqual(
            Diagnostic(.badColor, at: pointer, line: 3, column: 4, "not a color").description,
            "3:4: /tokens/color/bad\\u{1B}]0;x\\u{7}/light: not a color")
    }

    func testAReferenceInAMessageIsDisplayedEscaped() {
        // A reference is quoted in the message as the document spells it; an escape sequence in it must not reach
        // the terminal.
        let source = #"{"format": 2, "name": "x", "tokens": {"spacing": {"xs": "{spacing.\u001b]0;x\u0007}"}}}"#
        do {
            _ = try DesignSystemDocument.load(Array(source.utf8), file: "d.json")
            XCTFail("the document has a dangling reference")
        } catch {
            let text = error.errorDescription ?? ""
            XCTAssertTrue(text.contains("{spacing.\\u{1B}]0;x\\u{7}} names no token"), text)
            XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, text)
        }
    }
}
