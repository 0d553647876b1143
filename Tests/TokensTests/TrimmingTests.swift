import XCTest

@testable import Tokens

/// Text without the white space around it: text with a printable ASCII character at both ends is returned as it is,
/// without breaking it into characters.
final class TrimmingTests: XCTestCase {
    func testTrimmingWhiteSpace() {
        XCTAssertEqual(String("ab".trimmingSpaces), "ab")
        XCTAssertEqual(String(" ab".trimmingSpaces), "ab")
        XCTAssertEqual(String("ab ".trimmingSpaces), "ab")
        XCTAssertEqual(String(" ab ".trimmingSpaces), "ab")
        XCTAssertEqual(String("\tab\n".trimmingSpaces), "ab")
        XCTAssertEqual(String("ab\r\n".trimmingSpaces), "ab")
        XCTAssertEqual(String("\u{A0}a b\u{2003}".trimmingSpaces), "a b", "white space outside ASCII")
        XCTAssertEqual(String("é".trimmingSpaces), "é")
        XCTAssertEqual(String("a\u{301}".trimmingSpaces), "a\u{301}")
        XCTAssertEqual(String("".trimmingSpaces), "")
        XCTAssertEqual(String(" \n ".trimmingSpaces), "")
        let substring = "[ x ]".dropFirst().dropLast()
        XCTAssertEqual(String(substring.trimmingSpaces), "x", "a substring too")
    }
}
