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

    /// Folding makes ASCII capitals small and leaves every other character as it is, as macOS's file system compares
    /// the ASCII names of colorsets.
    func testFoldingMakesOnlyASCIICapitalsSmall() {
        let long = String(repeating: "dsPaletteBlue500", count: 7)
        for (text, folded) in [
            ("dsTextMuted", "dstextmuted"), ("", ""), ("AZ@[`az", "az@[`az"), ("ÄÖÜ É", "ÄÖÜ É"),
            ("ΣΑ Straße", "ΣΑ straße"),
            ("🟢Blue", "🟢blue"), (long, long.lowercased()),
        ] {
            XCTAssertEqual(text.asciiFolded, folded, text)
            XCTAssertEqual(text.asciiFolded.utf8.count, text.utf8.count, text)
        }
        XCTAssertEqual("xAy".dropFirst().asciiFolded, "ay", "a substring folds alike")
    }
}
