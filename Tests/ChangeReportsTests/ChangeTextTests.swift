import TestSupport
import XCTest

@testable import ChangeReports

/// The numbers every rendering shows.
final class ChangeTextTests: XCTestCase {
    /// Rounded half away from zero, the whole part and the fraction worked out by hand from the rule.
    func testFixedRoundsHalfAwayFromZeroWithTheFractionPadded() {
        XCTAssertEqual(ChangeText.fixed(4.583, 2), "4.58")
        XCTAssertEqual(ChangeText.fixed(4.5, 0), "5")
        XCTAssertEqual(ChangeText.fixed(-1.5, 0), "-2")
        XCTAssertEqual(ChangeText.fixed(0.07, 2), "0.07")
        XCTAssertEqual(ChangeText.fixed(0.004, 2), "0.00")
        XCTAssertEqual(ChangeText.fixed(-0.004, 2), "0.00", "no sign on a value that rounds to zero")
        XCTAssertEqual(ChangeText.fixed(-0.25, 1), "-0.3")
        XCTAssertEqual(ChangeText.fixed(7, 1), "7.0")
        XCTAssertEqual(ChangeText.fixed(100, 2), "100.00")
        XCTAssertEqual(ChangeText.fixed(21, 2), "21.00")
        XCTAssertEqual(ChangeText.fixed(12.3456, 3), "12.346")
        XCTAssertEqual(ChangeText.fixed(0.0005, 3), "0.001")
    }

    /// The same text as the slicing it replaced, over seeded random values and every number of decimals shown.
    func testFixedEqualsSlicingTheDigits() {
        func sliced(_ value: Double, _ decimals: Int) -> String {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let scaled = Int((abs(value) * scale).rounded())
            let sign = value < 0 && scaled != 0 ? "-" : ""
            var text = String(scaled)
            if decimals == 0 { return sign + text }
            if text.count <= decimals { text = String(repeating: "0", count: decimals - text.count + 1) + text }
            return sign + text.dropLast(decimals) + "." + text.suffix(decimals)
        }
        var random = SplitMix64(seed: 28)
        for _ in 0..<20_000 {
            let magnitude: Double = [0.001, 0.1, 1, 21, 1000].randomElement(using: &random) ?? 1
            let value = Double.random(in: -magnitude...magnitude, using: &random)
            for decimals in 0...4 {
                XCTAssertEqual(ChangeText.fixed(value, decimals), sliced(value, decimals), "\(value), \(decimals)")
            }
        }
    }
}
