// pow, cbrt, cos, sin come from the C math library; importing it directly keeps Foundation out of this file.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// ── Color spaces of CSS Color 4 ──────────────────────────────────────────────────

/// The color spaces a color may be given in (by name: `display-p3`, `oklch`), with their conversion to sRGB.
///
/// Conversions follow CSS Color 4: RGB spaces are linearised with their own transfer functions and taken to CIE XYZ
/// with matrices computed from their published primaries and white points (D65, or D50 for ProPhoto RGB, Lab and
/// LCH, adapted to D65 with the Bradford transform); OKLab uses Björn Ottosson's published matrices. A `none`
/// component converts as 0, as CSS Color 4 says missing components do when converting.
public enum ColorSpace: String, Sendable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The component names, for messages.
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .lab, .oklab: ["lightness", "a", "b"]
        case .lch, .oklch: ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        }
    }

    /// The range each component must lie in, as the Color module lists it (`nil`: unbounded). Hues are `0..<360`.
    public var componentRanges: [ClosedRange<Double>?] {
        let unit: ClosedRange<Double> = 0...1
        let percent: ClosedRange<Double> = 0...100
        let hue: ClosedRange<Double> = 0...359.999_999_999
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return [unit, unit, unit]
        case .hsl, .hwb: return [hue, percent, percent]
        case .lab: return [percent, nil, nil]
        case .lch: return [percent, 0...Double.greatestFiniteMagnitude, hue]
        case .oklab: return [unit, nil, nil]
        case .oklch: return [unit, 0...Double.greatestFiniteMagnitude, hue]
        }
    }

    /// Linear-light sRGB of `components` (`nil` = `none`), unbounded: values outside 0...1 are out of the sRGB gamut.
    public func linearSRGB(_ components: [Double?]) -> [Double] {
        let c = components.map { $0 ?? 0 }
        switch self {
        case .srgb: return c.map(ColorMath.linearizeExtended)
        case .srgbLinear: return c
        case .hsl: return ColorMath.hslToSRGB(c[0], c[1], c[2]).map(ColorMath.linearizeExtended)
        case .hwb: return ColorMath.hwbToSRGB(c[0], c[1], c[2]).map(ColorMath.linearizeExtended)
        case .lab: return ColorMath.xyzD65ToLinearSRGB(ColorMath.labToXYZD65(c[0], c[1], c[2]))
        case .lch:
            let (a, b) = ColorMath.polarToCartesian(c[1], c[2])
            return ColorMath.xyzD65ToLinearSRGB(ColorMath.labToXYZD65(c[0], a, b))
        case .oklab: return ColorMath.oklabToLinearSRGB(c[0], c[1], c[2])
        case .oklch:
            let (a, b) = ColorMath.polarToCartesian(c[1], c[2])
            return ColorMath.oklabToLinearSRGB(c[0], a, b)
        case .displayP3:
            return ColorMath.xyzD65ToLinearSRGB(
                ColorMath.multiply(ColorMath.displayP3ToXYZ, c.map(ColorMath.linearizeExtended)))
        case .a98RGB:
            let linear = c.map { value in (value < 0 ? -1 : 1) * pow(abs(value), 563.0 / 256.0) }
            return ColorMath.xyzD65ToLinearSRGB(ColorMath.multiply(ColorMath.a98ToXYZ, linear))
        case .prophotoRGB:
            let linear = c.map { value -> Double in
                let magnitude = abs(value)
                let result = magnitude <= 16.0 / 512.0 ? magnitude / 16 : pow(magnitude, 1.8)
                return value < 0 ? -result : result
            }
            let xyzD50 = ColorMath.multiply(ColorMath.prophotoToXYZD50, linear)
            return ColorMath.xyzD65ToLinearSRGB(ColorMath.multiply(ColorMath.bradfordD50ToD65, xyzD50))
        case .rec2020:
            // Display-referred, as CSS Color 4 now defines rec2020: the BT.1886 EOTF (black 0, white 1), gamma 2.4.
            let linear = c.map { value in (value < 0 ? -1 : 1) * pow(abs(value), 2.4) }
            return ColorMath.xyzD65ToLinearSRGB(ColorMath.multiply(ColorMath.rec2020ToXYZ, linear))
        case .xyzD65: return ColorMath.xyzD65ToLinearSRGB(c)
        case .xyzD50: return ColorMath.xyzD65ToLinearSRGB(ColorMath.multiply(ColorMath.bradfordD50ToD65, c))
        }
    }
}

/// A color converted to 8-bit sRGB, with what gamut mapping did to it.
public struct ConvertedColor: Sendable, Equatable {
    /// The color as the document stores it.
    public var rgba: RGBA
    /// Set when the color lay outside sRGB and was brought inside.
    public var gamutMapping: GamutMapping?

    public init(rgba: RGBA, gamutMapping: GamutMapping? = nil) {
        self.rgba = rgba
        self.gamutMapping = gamutMapping
    }
}

/// How far gamut mapping moved a color that sRGB cannot show.
public struct GamutMapping: Sendable, Equatable {
    /// The distance between the original color and the mapped one, in ΔE_OK × 100 (see ``ColorDifference``).
    public var deltaEOK: Double

    public init(deltaEOK: Double) {
        self.deltaEOK = deltaEOK
    }
}

/// Conversion of colors in any of those spaces to the 8-bit sRGB the asset catalog uses.
public enum ColorConversion {
    /// Converts `components` in `space` with `alpha` (0...1) to 8-bit sRGB.
    ///
    /// A color outside the sRGB gamut is mapped into it with the CSS Color 4 gamut-mapping algorithm: lightness and
    /// hue are kept in OKLCH and chroma is reduced by binary search until clipping the result changes it by less
    /// than the just-noticeable difference (ΔE_OK 0.02). The mapping is reported, never silent. A color counts as
    /// inside the gamut when clipping does not change any 8-bit channel (so round-off in a conversion reports
    /// nothing).
    public static func toSRGB(_ space: ColorSpace, components: [Double?], alpha: Double) -> ConvertedColor {
        let linear = space.linearSRGB(components)
        let encoded = linear.map(ColorMath.delinearizeExtended)
        let alphaByte = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        let tolerance = 0.5 / 255
        if encoded.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) {
            return ConvertedColor(rgba: rgba(encoded, alpha: alphaByte))
        }
        let original = ColorMath.oklab(linear[0], linear[1], linear[2])
        let mapped = ColorMath.gamutMapToSRGB(oklab: original)
        let mappedLinear = mapped.map(ColorMath.linearizeExtended)
        let mappedLab = ColorMath.oklab(mappedLinear[0], mappedLinear[1], mappedLinear[2])
        let distance =
            100
            * ((original.l - mappedLab.l) * (original.l - mappedLab.l)
            + (original.a - mappedLab.a) * (original.a - mappedLab.a)
            + (original.b - mappedLab.b) * (original.b - mappedLab.b)).squareRoot()
        return ConvertedColor(rgba: rgba(mapped, alpha: alphaByte), gamutMapping: GamutMapping(deltaEOK: distance))
    }

    private static func rgba(_ encoded: [Double], alpha: UInt8) -> RGBA {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBA(red: byte(encoded[0]), green: byte(encoded[1]), blue: byte(encoded[2]), alpha: alpha)
    }
}

// ── Conversion arithmetic ────────────────────────────────────────────────────────

extension ColorMath {
    /// The sRGB transfer function extended to negative values and values above 1, as CSS Color 4 does.
    static func linearizeExtended(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// The inverse of ``linearizeExtended(_:)``.
    static func delinearizeExtended(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    static func polarToCartesian(_ chroma: Double, _ hueDegrees: Double) -> (Double, Double) {
        let radians = hueDegrees * Double.pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    /// HSL (hue in degrees, saturation and lightness in percent) to gamma-encoded sRGB, as CSS Color 4 defines it.
    static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> [Double] {
        let s = saturation / 100
        let l = lightness / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// HWB (hue in degrees, whiteness and blackness in percent) to gamma-encoded sRGB, as CSS Color 4 defines it.
    static func hwbToSRGB(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> [Double] {
        var white = whiteness / 100
        var black = blackness / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return [gray, gray, gray]
        }
        let pure = hslToSRGB(hue, 100, 50)
        white = max(white, 0)
        black = max(black, 0)
        return pure.map { $0 * (1 - white - black) + white }
    }

    /// CIE Lab (D50) to XYZ adapted to D65.
    static func labToXYZD65(_ lightness: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let fy = (lightness + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lightness > kappa * epsilon ? pow((lightness + 16) / 116, 3) : lightness / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        let xyzD50 = [x * whiteD50[0], y * whiteD50[1], z * whiteD50[2]]
        return multiply(bradfordD50ToD65, xyzD50)
    }

    /// OKLab to linear sRGB with the inverse matrices published by Björn Ottosson.
    static func oklabToLinearSRGB(_ lightness: Double, _ a: Double, _ b: Double) -> [Double] {
        let l = lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b
        let m = lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b
        let s = lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        return [
            4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3,
            -1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3,
            -0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3,
        ]
    }

    static func xyzD65ToLinearSRGB(_ xyz: [Double]) -> [Double] {
        multiply(xyzToSRGB, xyz)
    }

    // White points as CSS Color 4 gives them, from the chromaticities of D65 and D50.
    static let whiteD65 = whitePoint(x: 0.3127, y: 0.3290)
    static let whiteD50 = whitePoint(x: 0.3457, y: 0.3585)

    static let srgbToXYZ = rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: whiteD65)
    static let xyzToSRGB = invert(srgbToXYZ)
    static let displayP3ToXYZ = rgbToXYZ(
        red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: whiteD65)
    static let a98ToXYZ = rgbToXYZ(red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06), white: whiteD65)
    static let rec2020ToXYZ = rgbToXYZ(
        red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: whiteD65)
    static let prophotoToXYZD50 = rgbToXYZ(
        red: (0.734_699, 0.265_301), green: (0.159_597, 0.840_403), blue: (0.036_598, 0.000_105), white: whiteD50)

    /// Bradford chromatic adaptation from D50 to D65.
    static let bradfordD50ToD65: [[Double]] = {
        let bradford: [[Double]] = [
            [0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296],
        ]
        let source = multiply(bradford, whiteD50)
        let destination = multiply(bradford, whiteD65)
        let scale: [[Double]] = [
            [destination[0] / source[0], 0, 0], [0, destination[1] / source[1], 0], [0, 0, destination[2] / source[2]],
        ]
        return multiply(invert(bradford), multiply(scale, bradford))
    }()

    private static func whitePoint(x: Double, y: Double) -> [Double] {
        [x / y, 1, (1 - x - y) / y]
    }

    /// The RGB → XYZ matrix of a space from the chromaticities of its primaries and its white point.
    private static func rgbToXYZ(
        red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: [Double]
    ) -> [[Double]] {
        let primaries = [red, green, blue].map { (x, y) in [x / y, 1, (1 - x - y) / y] }
        let columns: [[Double]] = [
            [primaries[0][0], primaries[1][0], primaries[2][0]],
            [primaries[0][1], primaries[1][1], primaries[2][1]],
            [primaries[0][2], primaries[1][2], primaries[2][2]],
        ]
        let scale = multiply(invert(columns), white)
        return columns.map { row in [row[0] * scale[0], row[1] * scale[1], row[2] * scale[2]] }
    }

    static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    static func multiply(_ left: [[Double]], _ right: [[Double]]) -> [[Double]] {
        left.map { row in
            (0..<3).map { column in row[0] * right[0][column] + row[1] * right[1][column] + row[2] * right[2][column] }
        }
    }

    static func invert(_ m: [[Double]]) -> [[Double]] {
        let determinant =
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        return [
            [
                (m[1][1] * m[2][2] - m[1][2] * m[2][1]) / determinant,
                (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / determinant,
                (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / determinant,
            ],
            [
                (m[1][2] * m[2][0] - m[1][0] * m[2][2]) / determinant,
                (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / determinant,
                (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / determinant,
            ],
            [
                (m[1][0] * m[2][1] - m[1][1] * m[2][0]) / determinant,
                (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / determinant,
                (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / determinant,
            ],
        ]
    }

    /// CSS Color 4 gamut mapping (§13.2): binary search on OKLCH chroma, lightness and hue kept, until clipping
    /// moves the color by less than ΔE_OK 0.02. Returns gamma-encoded sRGB in 0...1.
    static func gamutMapToSRGB(oklab origin: (l: Double, a: Double, b: Double)) -> [Double] {
        // Lightness is compared with a little slack: it went through the conversion matrices.
        if origin.l >= 1 - 1e-6 { return [1, 1, 1] }
        if origin.l <= 1e-6 { return [0, 0, 0] }
        let justNoticeable = 0.02
        let epsilon = 0.0001
        let hue = atan2(origin.b, origin.a)
        func encoded(chroma: Double) -> [Double] {
            oklabToLinearSRGB(origin.l, chroma * cos(hue), chroma * sin(hue)).map(delinearizeExtended)
        }
        func clip(_ values: [Double]) -> [Double] { values.map { min(max($0, 0), 1) } }
        func inGamut(_ values: [Double]) -> Bool { values.allSatisfy { $0 >= 0 && $0 <= 1 } }
        func distance(_ encodedColor: [Double], chroma: Double) -> Double {
            let linear = encodedColor.map(linearizeExtended)
            let lab = oklab(linear[0], linear[1], linear[2])
            let a = chroma * cos(hue)
            let b = chroma * sin(hue)
            return ((lab.l - origin.l) * (lab.l - origin.l) + (lab.a - a) * (lab.a - a) + (lab.b - b) * (lab.b - b))
                .squareRoot()
        }
        var current = encoded(chroma: (origin.a * origin.a + origin.b * origin.b).squareRoot())
        var clipped = clip(current)
        if distance(clipped, chroma: (origin.a * origin.a + origin.b * origin.b).squareRoot()) < justNoticeable {
            return clipped
        }
        var minimum = 0.0
        var maximum = (origin.a * origin.a + origin.b * origin.b).squareRoot()
        var minimumInGamut = true
        while maximum - minimum > epsilon {
            let chroma = (minimum + maximum) / 2
            current = encoded(chroma: chroma)
            if minimumInGamut && inGamut(current) {
                minimum = chroma
                continue
            }
            clipped = clip(current)
            let error = distance(clipped, chroma: chroma)
            if error < justNoticeable {
                if justNoticeable - error < epsilon { return clipped }
                minimumInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        return clipped
    }
}
