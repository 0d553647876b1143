// pow and cbrt come from the C math library; importing it directly keeps Foundation out of this file.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// ── Luminance, compositing and OKLab ─────────────────────────────────────────────

extension RGBA {
    /// The WCAG 2.x relative luminance of the color, from 0 (black) to 1 (white), ignoring alpha.
    ///
    /// Each channel is divided by 255, linearised with the sRGB transfer function (with the 0.04045 threshold of
    /// IEC 61966-2-1, not the 0.03928 of older WCAG text; no 8-bit value lies between the two, so the results agree),
    /// and weighted `0.2126 R + 0.7152 G + 0.0722 B`. Composite a translucent color first (``composited(over:)``)
    /// when what matters is how it looks.
    public var relativeLuminance: Double {
        let linear = ColorMath.linearChannel
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// The color painted over `background` with source-over alpha compositing in sRGB space.
    ///
    /// This is what browsers and WCAG contrast tools do: channels are mixed as stored (gamma-encoded), not in linear
    /// light. Over an opaque background the result is opaque. Over a translucent background the result is the general
    /// Porter–Duff source-over color, with alpha `a + b (1 − a)`; to judge how such a stack looks, composite the
    /// background over the page first — white for a light appearance, black for a dark one — since only the caller
    /// knows the page.
    ///
    /// Channels are computed in exact integer arithmetic and rounded to the nearest 8-bit value, as a renderer
    /// writing an 8-bit surface does, so the result can be written back as a hex token. Over an opaque background an
    /// exact half cannot occur; over a translucent one a half rounds up. A fully transparent color leaves the
    /// background unchanged.
    public func composited(over background: RGBA) -> RGBA {
        if alpha == 255 { return self }
        if alpha == 0 { return background }
        // Weights scaled by 255 × 255 so that everything stays an integer: the source contributes α·255, the
        // background what shows through, α_b·(255 − α).
        let sourceWeight = Int(alpha) * 255
        let backgroundWeight = Int(background.alpha) * (255 - Int(alpha))
        let total = sourceWeight + backgroundWeight
        func mix(_ source: UInt8, _ under: UInt8) -> UInt8 {
            let numerator = Int(source) * sourceWeight + Int(under) * backgroundWeight
            return UInt8((2 * numerator + total) / (2 * total))
        }
        return RGBA(
            red: mix(red, background.red),
            green: mix(green, background.green),
            blue: mix(blue, background.blue),
            alpha: UInt8((total + 127) / 255))
    }

    /// The color in Björn Ottosson's OKLab space, ignoring alpha: lightness `l` from 0 to 1, and the opponent axes
    /// `a` (green–red) and `b` (blue–yellow), roughly −0.4 to 0.4.
    ///
    /// Uses the matrices published with OKLab (https://bottosson.github.io/posts/oklab/): linear sRGB → LMS → cube
    /// root → OKLab. White is (1, 0, 0) to within 1e-7 because the published matrices are rounded to ten digits.
    public var oklab: (l: Double, a: Double, b: Double) {
        let linear = ColorMath.linearChannel
        return ColorMath.oklab(linear[Int(red)], linear[Int(green)], linear[Int(blue)])
    }
}

// ── Contrast ─────────────────────────────────────────────────────────────────────

/// WCAG 2.x contrast ratios between two colors, and whether a ratio meets a ``ContrastLevel``.
public enum Contrast {
    /// The WCAG contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, from 1 (no contrast) to 21 (black on white).
    ///
    /// `L1` is the relative luminance of the lighter color. A translucent foreground is first composited over the
    /// background (``RGBA/composited(over:)``, rounded to 8 bits as a browser would paint it). The background is
    /// taken as opaque — its alpha is ignored — because what lies under it is the page, which this function does not
    /// know: composite a translucent background over white (light appearance) or black (dark appearance) first.
    /// The ratio is symmetric when both colors are opaque.
    public static func ratio(_ foreground: RGBA, _ background: RGBA) -> Double {
        var opaqueBackground = background
        opaqueBackground.alpha = 255
        let lumForeground = foreground.composited(over: opaqueBackground).relativeLuminance
        let lumBackground = opaqueBackground.relativeLuminance
        return (max(lumForeground, lumBackground) + 0.05) / (min(lumForeground, lumBackground) + 0.05)
    }

    /// Whether `ratio` meets `level`, comparing the unrounded ratio with the threshold as WCAG does.
    ///
    /// 4.5:1 means `ratio >= 4.5`. Many checkers round the ratio first, which lets `#777777` on white (4.478) pass AA;
    /// the WCAG working group decided in 2016 that the thresholds are exact and that a ratio may not be rounded up to
    /// meet one, so the ratio is not rounded here.
    public static func passes(_ ratio: Double, _ level: ContrastLevel) -> Bool {
        ratio >= level.minimumRatio
    }
}

// ── Perceptual difference ────────────────────────────────────────────────────────

/// How different two colors look, measured in OKLab, for reporting how much a token's color changed.
public enum ColorDifference {
    /// The Euclidean distance between two colors in OKLab, multiplied by 100 (ΔE_OK × 100).
    ///
    /// The factor of 100 puts the number on the familiar CIELAB-like scale where lightness runs from 0 to 100: about
    /// 1 is at the edge of what a trained eye sees side by side, and CSS Color 4 uses 2 (0.02 unscaled) as its
    /// just-noticeable difference when gamut mapping. One 8-bit step in one channel is at most about 0.4 for channels
    /// of 16 and above.
    ///
    /// Alpha counts: when either color is translucent, both are composited (unrounded) over white and over black and
    /// the larger of the two distances is returned — the change as seen on the page where it shows most. Two fully
    /// transparent colors are therefore identical whatever their channels.
    ///
    /// OKLab's cube root is steep near zero, so differences among near-black colors are overstated (`#000000` to
    /// `#010101` measures about 6.7); the semantic diff should not read much into sizes below about `#101010`.
    public static func deltaEOK(_ a: RGBA, _ b: RGBA) -> Double {
        if a.alpha == 255 && b.alpha == 255 {
            return distance(a.oklab, b.oklab)
        }
        let overWhite = distance(ColorMath.oklab(of: a, over: 255), ColorMath.oklab(of: b, over: 255))
        let overBlack = distance(ColorMath.oklab(of: a, over: 0), ColorMath.oklab(of: b, over: 0))
        return max(overWhite, overBlack)
    }

    /// The size of the difference between two colors, from ``deltaEOK(_:_:)``.
    public static func size(_ a: RGBA, _ b: RGBA) -> Size {
        Size(deltaEOK: deltaEOK(a, b))
    }

    /// A word for a ΔE_OK × 100 distance, as the semantic diff reports a color change.
    ///
    /// The thresholds (ΔE_OK × 100) are:
    /// - ``imperceptible``, below 1: half the CSS Color 4 just-noticeable difference of 2, chosen low so that a
    ///   visible change is never waved through, and still above the 0.2–0.4 that a one-step 8-bit round-off
    ///   (a hex value re-derived from HSL or another space) produces.
    /// - ``subtle``, below 5: up to about two or three JNDs; visible side by side, easy to miss apart — for example
    ///   Tailwind's gray-50 `#F9FAFB` against white is 1.5.
    /// - ``noticeable``, below 15: adjacent steps of a typical 50–950 color ramp measure about 6–16 (Tailwind
    ///   blue-500 `#3B82F6` to blue-600 `#2563EB` is 8.2, gray-500 to gray-600 10.5), so this is "a different shade
    ///   of the same color", including a move to a neighbouring hue such as blue-500 to indigo-500 (7.2).
    /// - ``newColor``, 15 and above: more than about one ramp step, or a different hue (blue-500 to red-500 is 35).
    public enum Size: String, Sendable, Hashable, CaseIterable, Comparable {
        case imperceptible
        case subtle
        case noticeable
        case newColor

        /// The size of a ΔE_OK × 100 distance; each threshold belongs to the larger size.
        public init(deltaEOK: Double) {
            switch deltaEOK {
            case ..<1: self = .imperceptible
            case ..<5: self = .subtle
            case ..<15: self = .noticeable
            default: self = .newColor
            }
        }

        public static func < (lhs: Size, rhs: Size) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .imperceptible: 0
            case .subtle: 1
            case .noticeable: 2
            case .newColor: 3
            }
        }
    }

    private static func distance(
        _ x: (l: Double, a: Double, b: Double), _ y: (l: Double, a: Double, b: Double)
    )
        -> Double
    {
        let dl = x.l - y.l
        let da = x.a - y.a
        let db = x.b - y.b
        return 100 * (dl * dl + da * da + db * db).squareRoot()
    }
}

// ── Shared arithmetic ────────────────────────────────────────────────────────────

enum ColorMath {
    /// Linear-light values of the 256 8-bit channel values, so that contrast matrices cost no `pow` calls.
    static let linearChannel: [Double] = (0...255).map { linearize(Double($0) / 255) }

    /// The sRGB transfer function, from a gamma-encoded channel in 0...1 to linear light.
    static func linearize(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// OKLab of a color composited, without rounding, over an opaque gray of `backgroundLevel` (0 black, 255 white).
    static func oklab(of color: RGBA, over backgroundLevel: UInt8) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(color.alpha) / 255
        let under = Double(backgroundLevel) / 255 * (1 - alpha)
        func channel(_ value: UInt8) -> Double {
            linearize(Double(value) / 255 * alpha + under)
        }
        return oklab(channel(color.red), channel(color.green), channel(color.blue))
    }

    /// OKLab from linear sRGB, with the matrices as published by Björn Ottosson.
    static func oklab(_ red: Double, _ green: Double, _ blue: Double) -> (l: Double, a: Double, b: Double) {
        let long = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let medium = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let short = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        return (
            l: 0.2104542553 * long + 0.7936177850 * medium - 0.0040720468 * short,
            a: 1.9779984951 * long - 2.4285922050 * medium + 0.4505937099 * short,
            b: 0.0259040371 * long + 0.7827717662 * medium - 0.8086757660 * short
        )
    }
}
