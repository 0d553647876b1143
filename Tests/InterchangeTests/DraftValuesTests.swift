import XCTest

@testable import Interchange
@testable import Tokens

/// The spellings the DTCG drafts and other tools write for numbers with units, read byte by byte.
final class DraftValuesTests: XCTestCase {
    private func reading(_ text: String) -> String {
        guard let (value, unit) = DraftValues.numberAndUnit(text) else { return "nil" }
        return "\(value) \(unit)"
    }

    func testANumberAndTheUnitAfterIt() {
        XCTAssertEqual(reading("4px"), "4.0 px")
        XCTAssertEqual(reading("-0.5rem"), "-0.5 rem")
        XCTAssertEqual(reading("+3"), "3.0 ")
        XCTAssertEqual(reading(".25em"), "0.25 em")
        XCTAssertEqual(reading("150%"), "150.0 %")
        XCTAssertEqual(reading("0"), "0.0 ")
        XCTAssertEqual(reading("4PX"), "4.0 px", "the unit is lower-cased")
        XCTAssertEqual(reading(" 12pt\t"), "12.0 pt", "white space around it is left out")
        XCTAssertEqual(reading("\u{A0}8dp\u{A0}"), "8.0 dp", "so is white space outside ASCII")
    }

    func testAnExponentOnlyWhereADigitOrSignFollowsTheE() {
        XCTAssertEqual(reading("1e3px"), "1000.0 px")
        XCTAssertEqual(reading("1E-2"), "0.01 ")
        XCTAssertEqual(reading("2e+1ms"), "20.0 ms")
        XCTAssertEqual(reading("2em"), "2.0 em", "the e of em is the unit's")
        XCTAssertEqual(reading("3e"), "3.0 e")
        XCTAssertEqual(reading("-1.5e-1rem"), "-0.15 rem")
    }

    func testTextThatIsNotANumberWithAUnit() {
        for text in [
            "", "   ", "px", "-", ".", "e3", "1.5.2px", "4 px", "4px!", "--4px", "4-px", "2e-em", "\u{661}px",
            "4\u{301}px", "1e\u{663}", "\u{FF14}px", "4\u{345}px", "4\u{93E}", "12\u{345}", "2e\u{216B}",
        ] {
            XCTAssertEqual(reading(text), "nil", "\(text.debugDescription) is not a number and a unit")
        }
        XCTAssertEqual(reading("1e400px"), "nil", "a number too large for a Double")
    }

    func testUnitsOfLettersOutsideASCII() {
        XCTAssertEqual(reading("5Å"), "5.0 å")
    }
}
