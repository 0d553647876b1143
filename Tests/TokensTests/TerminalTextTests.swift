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
}
