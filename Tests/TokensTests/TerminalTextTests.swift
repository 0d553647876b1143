import Tokens
import XCTest

final class TerminalTextTests: XCTestCase {
    func testControlCharactersAreShownNotObeyed() {
        XCTAssertEqual(TerminalText.escaped("plain — ünïcode\ttab"), "plain — ünïcode\ttab")
        XCTAssertEqual(
            TerminalText.escaped("a\u{1B}[2Jb\u{07}c\u{7F}d\u{9B}e\r"), "a\\u{1B}[2Jb\\u{7}c\\u{7F}d\\u{9B}e\\u{D}")
        XCTAssertEqual(TerminalText.escaped("one\ntwo"), "one\\u{A}two")
        XCTAssertEqual(TerminalText.escaped("one\ntwo\u{1B}", keepingLineBreaks: true), "one\ntwo\\u{1B}")
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
