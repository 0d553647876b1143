import XCTest

@testable import Generator
@testable import Tokens

/// The default profile's color names: `ds` and every word of the whole path.
final class DSysNamingTests: XCTestCase {
    func testColorIdentifiersJoinTheWholePathBehindDS() {
        XCTAssertEqual(DSysNaming.colorIdentifier(TokenPath(["action", "primary-hover"])), "dsActionPrimaryHover")
        XCTAssertEqual(DSysNaming.colorIdentifier(TokenPath(["palette", "blue", "500"])), "dsPaletteBlue500")
        XCTAssertEqual(DSysNaming.colorIdentifier(TokenPath(["text", "primaryHover"])), "dsTextPrimaryHover")
        // Anything outside ASCII letters and digits splits words and never reaches Swift.
        XCTAssertEqual(DSysNaming.colorIdentifier(TokenPath(["x", "é", "1a"])), "dsX1a")
    }
}
