import TestSupport
import XCTest

@testable import Tokens

// Expected values come from the Python package coloraide 8.13.1 (an implementation of CSS Color 4 independent of this
// one; its gamut mapping "minde-chroma" is the CSS Color 4 algorithm), not from this code. The DTCG Color module's
// own examples are not used as references: its hsl example, hsl(330 100% 50%), is #ff0080, not the #ff00ff it gives.
final class ColorSpaceTests: XCTestCase {
    private func converted(_ space: ColorSpace, _ components: [Double?], alpha: Double = 1) -> ConvertedColor {
        ColorConversion.toSRGB(space, components: components, alpha: alpha)
    }

    func testInGamutColorsOfEverySpace() {
        let cases: [(ColorSpace, [Double?], String)] = [
            (.srgb, [1, 0, 1], "#FF00FF"),
            (.srgbLinear, [0.2, 0.5, 0.05], "#7CBC3F"),
            (.hsl, [330, 100, 50], "#FF0080"),
            (.hsl, [300, 100, 50], "#FF00FF"),
            (.hwb, [330, 0, 0], "#FF0080"),
            (.lab, [40, 20, -30], "#6B5490"),
            (.lch, [60.17, 111.4, 327.11], "#FF00FF"),
            (.oklch, [0.7106, 0.1661, 22.22], "#F87171"),
            (.displayP3, [0.5, 0.4, 0.8], "#8465D3"),
            (.a98RGB, [0.8, 0.3, 0.5], "#EB4B82"),
            (.prophotoRGB, [0.6, 0.4, 0.3], "#D16A59"),
            (.rec2020, [0.5, 0.6, 0.3], "#689730"),
            (.xyzD65, [0.5929, 0.2848, 0.9699], "#FF00FF"),
            (.xyzD50, [0.5791, 0.2831, 0.728], "#FF00FF"),
        ]
        for (space, components, hex) in cases {
            let result = converted(space, components)
            XCTAssertEqual(result.rgba.hex, hex, "\(space.rawValue) \(components)")
            XCTAssertNil(result.gamutMapping, "\(space.rawValue) \(components) is inside sRGB")
        }
    }

    func testUnroundedCoordinatesAgreeWithTheReference() {
        // Gamma-encoded sRGB before rounding, to catch matrix or transfer errors that 8 bits would hide.
        let cases: [(ColorSpace, [Double], [Double])] = [
            (.prophotoRGB, [0.6, 0.4, 0.3], [0.8188045, 0.4170659, 0.3494689]),
            (.rec2020, [0.5, 0.6, 0.3], [0.4073792, 0.5912328, 0.1871728]),
            (.displayP3, [0.5, 0.4, 0.8], [0.5192572, 0.3950919, 0.8258179]),
            (.a98RGB, [0.8, 0.3, 0.5], [0.9201264, 0.2950396, 0.5106842]),
            (.lab, [40, 20, -30], [0.419855, 0.327775, 0.56381]),
            (.xyzD65, [0.2, 0.3, 0.4], [-0.114744, 0.654239, 0.644299]),
            (.oklch, [1, 0.3, 30], [1.640623, 0.593019, 0.467875]),
        ]
        for (space, components, expected) in cases {
            let encoded = space.linearSRGB(components).map(ColorMath.delinearizeExtended)
            for (value, reference) in zip(encoded, expected) {
                XCTAssertEqual(value, reference, accuracy: 2e-5, "\(space.rawValue) \(components)")
            }
        }
    }

    func testNoneComponentsCountAsZero() {
        XCTAssertEqual(converted(.hsl, [nil, 0, 100]).rgba.hex, "#FFFFFF")
        XCTAssertEqual(converted(.oklch, [0.5, nil, nil]).rgba.hex, "#636363")
    }

    func testAlphaBecomesTheFourthByte() {
        XCTAssertEqual(converted(.srgb, [0, 0, 0], alpha: 0.5).rgba.hex, "#00000080")
        XCTAssertEqual(converted(.srgb, [0, 0, 0], alpha: 0).rgba.hex, "#00000000")
    }

    func testOutOfGamutColorsAreMappedAsCSSColor4DoesAndReported() {
        // (color, mapped sRGB, ΔE_OK × 100 between the original and the mapped color)
        let cases: [(ColorSpace, [Double?], String, Double)] = [
            (.displayP3, [1, 0, 1], "#FF2BFB", 5.834),
            (.displayP3, [0.1, 0.35, 1], "#005BFF", 1.621),
            (.rec2020, [0, 1, 0], "#00F272", 23.809),
            (.oklch, [0.7, 0.4, 150], "#00C248", 19.041),
            (.lab, [50, -120, 60], "#008645", 18.048),
        ]
        for (space, components, hex, deltaE) in cases {
            let result = converted(space, components)
            XCTAssertEqual(result.rgba.hex, hex, "\(space.rawValue) \(components)")
            XCTAssertEqual(
                result.gamutMapping?.deltaEOK ?? -1, deltaE, accuracy: 0.05, "\(space.rawValue) \(components)")
        }
    }

    func testLightnessAtTheEndsMapsToWhiteAndBlack() {
        XCTAssertEqual(converted(.oklch, [1, 0.3, 30]).rgba.hex, "#FFFFFF")
        XCTAssertEqual(converted(.oklch, [0, 0.3, 30]).rgba.hex, "#000000")
    }

    func testRoundOffAtTheGamutEdgeIsNotReported() {
        // lab(60.17 93.54 -60.5) lies a hair outside sRGB (green 0.0003): clipping changes no 8-bit channel.
        let result = converted(.lab, [60.17, 93.54, -60.5])
        XCTAssertEqual(result.rgba.hex, "#FF00FF")
        XCTAssertNil(result.gamutMapping)
    }
}
