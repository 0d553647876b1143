import TestSupport
import XCTest

@testable import Tokens

// Expected numbers below come from outside this code: WCAG 2.x ratios and luminances from an independent Python
// implementation of the WCAG formula (agreeing with the two-decimal values WebAIM and the WCAG working group
// publish, e.g. #777777 4.48:1, #767676 4.54:1), compositing and OKLab from the Python package coloraide 8.13.1,
// whose OKLab matrices are derived independently of the ten-digit ones published by Ottosson.
final class ColorMathTests: XCTestCase {
    private func color(_ hex: String, file: StaticString = #filePath, line: UInt = #line) -> RGBA {
        guard let color = RGBA(hex: hex) else {
            XCTFail("bad hex \(hex)", file: file, line: line)
            return RGBA(red: 0, green: 0, blue: 0)
        }
        return color
    }

    private let white = RGBA(red: 255, green: 255, blue: 255)
    private let black = RGBA(red: 0, green: 0, blue: 0)

    // ── Contrast ratio ──

    func testBlackOnWhiteIs21AndIdenticalColorsAre1() {
        XCTAssertEqual(Contrast.ratio(black, white), 21, accuracy: 0.0005)
        XCTAssertEqual(Contrast.ratio(white, black), 21, accuracy: 0.0005)
        for hex in ["#000000", "#FFFFFF", "#767676", "#3366CC", "#FF0000"] {
            XCTAssertEqual(Contrast.ratio(color(hex), color(hex)), 1, hex)
        }
    }

    func testKnownPairs() {
        // (foreground, background, ratio to three decimals)
        let pairs: [(String, String, Double)] = [
            ("#777777", "#FFFFFF", 4.478),  // published as 4.48:1, the gray that fails AA
            ("#767676", "#FFFFFF", 4.542),  // published as 4.54:1, the lightest gray that passes AA
            ("#595959", "#FFFFFF", 7.005),  // published as 7.0:1, passes AAA
            ("#0000FF", "#FFFFFF", 8.592),
            ("#FF0000", "#FFFFFF", 3.998),
            ("#008000", "#FFFFFF", 5.137),
            ("#808080", "#FFFFFF", 3.949),
            ("#888888", "#FFFFFF", 3.545),
            ("#949494", "#FFFFFF", 3.033),
            ("#999999", "#FFFFFF", 2.849),  // published as 2.85:1
            ("#AAAAAA", "#FFFFFF", 2.323),
            ("#FFFF00", "#000000", 19.556),
            ("#00FF00", "#000000", 15.304),
            ("#1E293B", "#FFFFFF", 14.629),
            ("#003366", "#FFFFFF", 12.610),
        ]
        for (foreground, background, expected) in pairs {
            XCTAssertEqual(
                Contrast.ratio(color(foreground), color(background)), expected, accuracy: 0.0005,
                "\(foreground) on \(background)")
        }
    }

    func testRelativeLuminance() {
        XCTAssertEqual(white.relativeLuminance, 1, accuracy: 1e-12)
        XCTAssertEqual(black.relativeLuminance, 0)
        XCTAssertEqual(color("#808080").relativeLuminance, 0.215860500113899, accuracy: 1e-12)
        XCTAssertEqual(color("#767676").relativeLuminance, 0.181164244249860, accuracy: 1e-12)
        XCTAssertEqual(color("#80808000").relativeLuminance, color("#808080").relativeLuminance)  // alpha ignored
    }

    func testPassesComparesTheUnroundedRatio() {
        let gray777 = Contrast.ratio(color("#777777"), white)
        XCTAssertFalse(Contrast.passes(gray777, .aa))  // 4.478 fails though checkers that round show 4.5
        XCTAssertTrue(Contrast.passes(gray777, .aaLarge))
        XCTAssertTrue(Contrast.passes(Contrast.ratio(color("#767676"), white), .aa))
        XCTAssertTrue(Contrast.passes(Contrast.ratio(color("#595959"), white), .aaa))
        XCTAssertFalse(Contrast.passes(Contrast.ratio(color("#949494"), white), .aaa))
        XCTAssertTrue(Contrast.passes(Contrast.ratio(color("#949494"), white), .nonText))
        XCTAssertTrue(Contrast.passes(4.5, .aa))
        XCTAssertTrue(Contrast.passes(4.5, .aaaLarge))
        XCTAssertFalse(Contrast.passes(4.5.nextDown, .aa))
        XCTAssertFalse(Contrast.passes(4.499, .aa))
        XCTAssertTrue(Contrast.passes(7, .aaa))
        XCTAssertFalse(Contrast.passes(2.999, .nonText))
    }

    // ── Compositing ──

    func testCompositing() {
        XCTAssertEqual(color("#00000080").composited(over: white), color("#7F7F7F"))
        XCTAssertEqual(color("#FF000080").composited(over: color("#0000FF")), color("#80007F"))
        XCTAssertEqual(color("#33669940").composited(over: white), color("#CCD9E5"))
        XCTAssertEqual(color("#FFFFFF33").composited(over: black), color("#333333"))
        // Over a translucent background the result is the general source-over color, itself translucent.
        XCTAssertEqual(color("#FF000080").composited(over: color("#0000FF80")), color("#AA0055C0"))
        XCTAssertEqual(color("#3366CC").composited(over: color("#FF000080")), color("#3366CC"))
        XCTAssertEqual(color("#3366CC00").composited(over: color("#FF000080")), color("#FF000080"))
        XCTAssertEqual(color("#3366CC80").composited(over: color("#FF000000")), color("#3366CC80"))
    }

    func testTranslucentForegroundIsCompositedBeforeTheRatio() {
        let translucent = color("#00000080")
        XCTAssertEqual(Contrast.ratio(translucent, white), Contrast.ratio(color("#7F7F7F"), white))
        XCTAssertEqual(Contrast.ratio(translucent, white), 4.004, accuracy: 0.0005)
        // 50% black is #808080 but for the 8-bit alpha (128/255) and rounding.
        XCTAssertEqual(Contrast.ratio(translucent, white), Contrast.ratio(color("#808080"), white), accuracy: 0.06)
        XCTAssertEqual(Contrast.ratio(color("#33669940"), white), 1.436, accuracy: 0.0005)
        XCTAssertEqual(Contrast.ratio(color("#00000000"), white), 1)
        // The background's own alpha is ignored: the caller composites it over the page first.
        XCTAssertEqual(Contrast.ratio(black, color("#FFFFFF80")), 21, accuracy: 0.0005)
    }

    // ── OKLab and ΔE ──

    private func assertOKLab(
        _ hex: String, _ expected: (Double, Double, Double), accuracy: Double = 1e-4, line: UInt = #line
    ) {
        let lab = color(hex).oklab
        XCTAssertEqual(lab.l, expected.0, accuracy: accuracy, "\(hex) L", line: line)
        XCTAssertEqual(lab.a, expected.1, accuracy: accuracy, "\(hex) a", line: line)
        XCTAssertEqual(lab.b, expected.2, accuracy: accuracy, "\(hex) b", line: line)
    }

    func testOKLab() {
        assertOKLab("#FFFFFF", (1, 0, 0), accuracy: 1e-6)
        let blackLab = black.oklab
        XCTAssertEqual(blackLab.l, 0)
        XCTAssertEqual(blackLab.a, 0)
        XCTAssertEqual(blackLab.b, 0)
        assertOKLab("#FF0000", (0.62795536, 0.22486307, 0.12584628))
        assertOKLab("#00FF00", (0.86643962, -0.23388758, 0.17949845))
        assertOKLab("#0000FF", (0.45201372, -0.03245698, -0.31152817))
        assertOKLab("#808080", (0.59987081, 0, 0))
        assertOKLab("#3366CC", (0.53248256, -0.02251184, -0.16634918))
        assertOKLab("#FFA500", (0.79268844, 0.05661120, 0.16138452))
    }

    func testDeltaEOK() {
        XCTAssertEqual(ColorDifference.deltaEOK(black, white), 100, accuracy: 1e-4)
        XCTAssertEqual(ColorDifference.deltaEOK(color("#FF0000"), color("#00FF00")), 51.98129, accuracy: 1e-3)
        XCTAssertEqual(ColorDifference.deltaEOK(color("#767676"), color("#777777")), 0.34261, accuracy: 1e-4)
        XCTAssertEqual(ColorDifference.deltaEOK(color("#3366CC"), color("#3367CC")), 0.26084, accuracy: 1e-4)
    }

    func testAlphaCountsInDeltaE() {
        // Over white #FF000080 is a pink 15.55 from red; over black a dark red 27.16 from it; the larger counts.
        XCTAssertEqual(ColorDifference.deltaEOK(color("#FF0000"), color("#FF000080")), 27.1596, accuracy: 1e-3)
        XCTAssertEqual(ColorDifference.deltaEOK(color("#3366CC"), color("#3366CCF0")), 2.7957, accuracy: 1e-3)
        XCTAssertEqual(ColorDifference.deltaEOK(black, color("#00000080")), 59.6489, accuracy: 1e-3)
        XCTAssertEqual(ColorDifference.deltaEOK(color("#FF000000"), color("#00FF0000")), 0)
        XCTAssertEqual(ColorDifference.size(color("#FF0000"), color("#FF000000")), .newColor)
    }

    func testSizeThresholds() {
        let cases: [(Double, ColorDifference.Size)] = [
            (0, .imperceptible), (0.999, .imperceptible), (1, .subtle), (4.999, .subtle), (5, .noticeable),
            (14.999, .noticeable), (15, .newColor), (100, .newColor),
        ]
        for (distance, size) in cases {
            XCTAssertEqual(ColorDifference.Size(deltaEOK: distance), size, "\(distance)")
        }
        XCTAssertEqual(ColorDifference.Size(deltaEOK: 1.0.nextDown), .imperceptible)
        XCTAssertEqual(ColorDifference.Size(deltaEOK: 15.0.nextDown), .noticeable)
        XCTAssertLessThan(ColorDifference.Size.imperceptible, .subtle)
        XCTAssertLessThan(ColorDifference.Size.noticeable, .newColor)
        XCTAssertEqual(ColorDifference.Size.allCases.sorted(), ColorDifference.Size.allCases)

        // The examples the thresholds were chosen by (Tailwind v3 palette values).
        XCTAssertEqual(ColorDifference.size(color("#767676"), color("#777777")), .imperceptible)
        XCTAssertEqual(ColorDifference.size(color("#F9FAFB"), white), .subtle)
        XCTAssertEqual(ColorDifference.size(color("#3B82F6"), color("#2563EB")), .noticeable)
        XCTAssertEqual(ColorDifference.size(color("#6B7280"), color("#4B5563")), .noticeable)
        XCTAssertEqual(ColorDifference.size(color("#3B82F6"), color("#EF4444")), .newColor)
    }

    // ── Properties ──

    private func randomColor(_ generator: inout SplitMix64, opaque: Bool) -> RGBA {
        let bits = generator.next()
        return RGBA(
            red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
            blue: UInt8(truncatingIfNeeded: bits >> 16),
            alpha: opaque || bits >> 63 == 0 ? 255 : UInt8(truncatingIfNeeded: bits >> 24))
    }

    func testPropertiesOverSeededRandomColors() {
        var generator = SplitMix64(seed: 0xC010_4A7E)
        for _ in 0..<2_000 {
            let a = randomColor(&generator, opaque: true)
            let b = randomColor(&generator, opaque: true)
            let ratio = Contrast.ratio(a, b)
            XCTAssertGreaterThanOrEqual(ratio, 1)
            XCTAssertLessThanOrEqual(ratio, 21 + 1e-9)
            XCTAssertEqual(ratio, Contrast.ratio(b, a), "\(a.hex) \(b.hex)")

            let translucent = randomColor(&generator, opaque: false)
            let translucentRatio = Contrast.ratio(translucent, b)
            XCTAssertGreaterThanOrEqual(translucentRatio, 1)
            XCTAssertLessThanOrEqual(translucentRatio, 21 + 1e-9)

            for (x, y, z) in [(a, b, translucent), (translucent, a, b), (b, translucent, a)] {
                XCTAssertEqual(ColorDifference.deltaEOK(x, x), 0, x.hex)
                let xy = ColorDifference.deltaEOK(x, y)
                XCTAssertEqual(xy, ColorDifference.deltaEOK(y, x), "\(x.hex) \(y.hex)")
                XCTAssertGreaterThanOrEqual(xy, 0)
                let xz = ColorDifference.deltaEOK(x, z)
                let zy = ColorDifference.deltaEOK(z, y)
                XCTAssertLessThanOrEqual(xy, xz + zy + 1e-9, "\(x.hex) \(y.hex) \(z.hex)")
            }
        }
    }

    // ── Timing ──

    func testContrastMatrixTiming() {
        var generator = SplitMix64(seed: 50_202)
        let foregrounds = (0..<50).map { _ in randomColor(&generator, opaque: false) }
        let backgrounds = (0..<20).map { _ in randomColor(&generator, opaque: false) }
        let pages = [white, black]  // light and dark appearance
        let clock = ContinuousClock()
        var passing = 0
        let elapsed = clock.measure {
            for page in pages {
                for background in backgrounds {
                    let onPage = background.composited(over: page)
                    for foreground in foregrounds where Contrast.passes(Contrast.ratio(foreground, onPage), .aa) {
                        passing += 1
                    }
                }
            }
        }
        print("ColorMath: 50 × 20 × 2 contrast matrix in \(elapsed), \(passing) of 2000 pass AA")
    }
}
