import XCTest

@testable import Tokens

/// Numbers are read as `Double(_:)` reads them, bit for bit, whether through the fast path
/// (``JSONParser/exactlyRounded(_:)``) or C's `strtod`.
final class JSONNumberTests: XCTestCase {
    private func fast(_ text: String) -> Double? {
        JSONParser.exactlyRounded(Array(text.utf8)[...])
    }

    /// Deterministic numbers of every shape a token file has (integers, fractions of up to 19 digits, exponents,
    /// signs), from SplitMix64: the same run on every machine.
    private func texts(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(next() % 10)) })
        }
        var result: [String] = []
        for _ in 0..<count {
            let sign = next() % 4 == 0 ? "-" : ""
            let integer = next() % 3 == 0 ? "0" : String(next() % 100_000)
            var text = sign + integer
            if next() % 4 != 0 { text += "." + digits(1 + Int(next() % 19)) }
            if next() % 5 == 0 {
                text += (next() % 2 == 0 ? "e" : "E") + ["", "+", "-"][Int(next() % 3)] + String(next() % 30)
            }
            result.append(text)
        }
        return result
    }

    func testTheFastPathGivesWhatDoubleGivesBitForBit() {
        var taken = 0
        for text in texts(count: 200_000) {
            guard let value = fast(text) else { continue }
            taken += 1
            XCTAssertEqual(value.bitPattern, Double(text)?.bitPattern, text)
        }
        // Most of these numbers take the fast path: the test would prove nothing if none did.
        XCTAssertGreaterThan(taken, 100_000)
    }

    func testTheFastPathStopsWhereOneOperationNoLongerRoundsExactly() {
        // An OKLCH component as a design tool writes it, a dimension, a weight, a duration.
        for text in ["0.3215863453815261", "-0.5", "16", "400", "0.25", "1.5e-1", "1E+2", "0"] {
            XCTAssertEqual(fast(text)?.bitPattern, Double(text)?.bitPattern, text)
        }
        XCTAssertEqual(fast("-0")?.sign, .minus)
        // 2^53 is the largest integer of digits taken; 10^22 the largest power of ten.
        XCTAssertEqual(fast("9007199254740992"), 9_007_199_254_740_992)
        XCTAssertNil(fast("9007199254740993"))
        XCTAssertNil(fast("0.12345678901234567890"))
        XCTAssertEqual(fast("1e22"), 1e22)
        XCTAssertNil(fast("1e23"))
        XCTAssertNil(fast("1e-23"))
        XCTAssertNil(fast("1e999999"))
        // The spellings JSON5 adds, an exponent with leading zeros, 2^53's digits around a point, zeros.
        for text in [".5", "5.", "-.5", "1e007", "900719925474099.2", "-0e22", "0.000e-5"] {
            XCTAssertNotNil(fast(text), text)
            XCTAssertEqual(fast(text)?.bitPattern, Double(text)?.bitPattern, text)
        }
        XCTAssertNil(fast("0e-23"))
        // What is no decimal number is left to `Double(_:)` (and the parser's own checks).
        for text in ["", "-", ".", "1e", "1e+", "0x1F", "+1", "Infinity", "1.2.3", "1e5x"] {
            XCTAssertNil(fast(text), text)
        }
    }

    func testTheParserReadsNumbersAsDoubleDoes() throws {
        // Past the fast path's limits too: those go to `Double(_:)`.
        let written = texts(count: 2_000) + ["9007199254740993", "1e23"]
        var parser = JSONParser(bytes: Array(("[" + written.joined(separator: ", ") + "]").utf8))
        guard case .array(let elements) = try parser.parseDocument().value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, written.count)
        for (text, element) in zip(written, elements) {
            guard case .number(let value, let lexeme) = element.value else { return XCTFail(text) }
            XCTAssertEqual(value.bitPattern, Double(text)?.bitPattern, text)
            XCTAssertEqual(lexeme, text)
        }
    }
}
