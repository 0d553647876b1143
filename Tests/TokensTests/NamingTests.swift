import XCTest

@testable import Tokens

final class NamingTests: XCTestCase {
    func testSplitsAtEverythingButASCIILettersAndDigits() {
        XCTAssertEqual(Naming.lowerCamelCase("body-large"), "bodyLarge")
        XCTAssertEqual(Naming.lowerCamelCase("body_small"), "bodySmall")
        XCTAssertEqual(Naming.lowerCamelCase("bodySmall"), "bodySmall")
        XCTAssertEqual(Naming.lowerCamelCase("  x  y "), "xY")
        XCTAssertEqual(Naming.lowerCamelCase("quote\"d/../evil"), "quoteDEvil")
        XCTAssertEqual(Naming.lowerCamelCase("café-crème"), "cafCrMe")
        // A combining mark after a letter is a scalar of its own, outside ASCII: it splits too.
        XCTAssertEqual(Naming.lowerCamelCase("re\u{301}sume\u{301}"), "reSume")
        XCTAssertNil(Naming.lowerCamelCase("日本"))
        XCTAssertNil(Naming.lowerCamelCase("--"))
    }

    func testKnowsSwiftKeywords() {
        for keyword in ["default", "init", "return", "self", "Self", "Type", "func", "true"] {
            XCTAssertTrue(Naming.isReserved(keyword), keyword)
        }
        for plain in ["sm", "defaults", "initial", "type", "some", "any"] {
            XCTAssertFalse(Naming.isReserved(plain), plain)
        }
    }
}
