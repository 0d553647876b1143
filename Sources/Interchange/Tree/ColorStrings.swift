import Tokens

/// CSS color strings, which token files outside DTCG 2025.10 write where the format wants a color object: what
/// Figma's own variables export example, Tokens Studio, Style Dictionary and DTCG drafts hold.
///
/// Every CSS Color 4 spelling is read as CSS reads it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` and
/// `hsl()`/`hsla()`, legacy (`rgb(59, 130, 246)`) or modern (`rgb(59 130 246 / 50%)`); `hwb()`, `lab()`, `lch()`,
/// `oklab()`, `oklch()`; `color()` with a predefined space (`color(display-p3 1 0.5 0)`); the named colors and
/// `transparent`. Hues take `deg`, `rad`, `grad` or `turn`; a component may be `none`. The color keeps its space (a
/// color outside sRGB is gamut-mapped and reported like a DTCG color object). A value CSS would clamp
/// (`rgb(300 0 0)`, `oklch(1.5 0 0)`) is refused: in a token file it is a mistake, not a color.
enum ColorString {
    /// The spellings, in the order the import's note lists them.
    enum Form: String, CaseIterable, Comparable, Sendable {
        case shortHex = "#rgb"
        case shortHexAlpha = "#rgba"
        case hex = "#rrggbb"
        case hexAlpha = "#rrggbbaa"
        case rgb = "rgb()"
        case rgba = "rgba()"
        case hsl = "hsl()"
        case hsla = "hsla()"
        case hwb = "hwb()"
        case lab = "lab()"
        case lch = "lch()"
        case oklab = "oklab()"
        case oklch = "oklch()"
        case colorFunction = "color()"
        case named = "named colors"

        static func < (lhs: Form, rhs: Form) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }

        /// Whether the spelling can only write sRGB colors (whose DTCG object is an `srgb` one).
        var isSRGB: Bool { self < .lab || self == .named }
    }

    /// A color as written: its space, components as DTCG 2025.10 gives them (`nil` for `none`) and alpha.
    struct Color: Equatable {
        var space: ColorSpace
        var components: [Double?]
        var alpha: Double
    }

    enum Reading: Equatable {
        /// The color, and how it was spelled.
        case color(Color, Form)
        /// A color string with a mistake: what is wrong, said for the user.
        case invalid(String)
        /// Not a color string at all.
        case none
    }

    /// What the spellings are, for messages.
    static let accepted =
        "\"#rrggbb\", \"rgb(59 130 246)\", \"hsl(217 91% 60%)\", \"oklch(0.62 0.19 260)\", "
        + "\"color(display-p3 0.2 0.5 1)\", a named color such as \"rebeccapurple\", …"

    /// The color functions by name.
    private static let functions: [String: Form] = [
        "rgb": .rgb, "rgba": .rgba, "hsl": .hsl, "hsla": .hsla, "hwb": .hwb, "lab": .lab, "lch": .lch,
        "oklab": .oklab, "oklch": .oklch, "color": .colorFunction,
    ]

    static func read(_ text: String) -> Reading {
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("#") { return hex(String(trimmed)) }
        let lower = String(decoding: trimmed.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        if let named = namedColors[lower] {
            let channels = [Double(named >> 16 & 0xFF), Double(named >> 8 & 0xFF), Double(named & 0xFF)]
            return .color(
                Color(space: .srgb, components: channels.map { $0 / 255 }, alpha: lower == "transparent" ? 0 : 1),
                .named)
        }
        guard let open = lower.firstIndex(of: "(") else { return .none }
        guard let form = functions[String(lower[..<open])] else { return .none }
        guard lower.hasSuffix(")") else { return .invalid("\(form.rawValue) has no closing parenthesis") }
        let inside = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
        return function(inside, form: form)
    }

    private static func hex(_ text: String) -> Reading {
        let digits = Array(text.utf8.dropFirst())
        let form: Form
        switch digits.count {
        case 3: form = .shortHex
        case 4: form = .shortHexAlpha
        case 6: form = .hex
        case 8: form = .hexAlpha
        default:
            return .invalid("a hex color has 3, 4, 6 or 8 digits after \"#\", not \(digits.count)")
        }
        let full = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
        guard let color = RGBA(hex: "#" + String(decoding: full, as: UTF8.self)) else {
            return .invalid("a hex color has only the digits 0-9 and a-f after \"#\"")
        }
        return .color(srgb(color), form)
    }

    /// The sRGB color of 8-bit channels.
    static func srgb(_ color: RGBA) -> Color {
        Color(
            space: .srgb,
            components: [color.red, color.green, color.blue].map { Double($0) / 255 },
            alpha: Double(color.alpha) / 255)
    }

    /// The arguments of a color function: three values and an optional alpha, space-separated with `/` before the
    /// alpha (modern), or for `rgb()` and `hsl()` also comma-separated (legacy). `color()` names its space first.
    private static func function(_ inside: String, form: Form) -> Reading {
        let name = form.rawValue.dropLast(2)
        var values: [Substring]
        var alpha: Substring?
        var space: ColorSpace?
        if inside.utf8.contains(UInt8(ascii: ",")), form <= .hsla {
            values = inside.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
            if values.count == 4 { alpha = values.removeLast() }
        } else {
            let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return .invalid("\(name)() has one \"/\", before the alpha") }
            values = halves[0].split { $0 == " " || $0 == "\t" || $0 == "\n" }
            if halves.count == 2 { alpha = halves[1].trimmingSpaces }
            if form == .colorFunction {
                guard let first = values.first else {
                    return .invalid("color() names its space first, like color(display-p3 1 0.5 0)")
                }
                let names = ["xyz": ColorSpace.xyzD65]
                guard let named = names[String(first)] ?? ColorSpace(rawValue: String(first)),
                    ![.hsl, .hwb, .lab, .lch, .oklab, .oklch].contains(named)
                else {
                    return .invalid(
                        "\(quoted(String(first))) is not a predefined color space of color(); use srgb, "
                            + "srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65")
                }
                space = named
                values.removeFirst()
            }
        }
        guard values.count == 3, !values.contains(where: \.isEmpty), alpha?.isEmpty != true else {
            return .invalid("\(name)() takes three values and an optional alpha, like \(example(form))")
        }
        var opacity = 1.0
        if let alpha {
            guard alpha == "none" || amount(alpha, percentOf: 1).map({ (0...1).contains($0) }) == true else {
                return .invalid("\(quoted(String(alpha))) is not an alpha: write a number from 0 to 1 or 0% to 100%")
            }
            opacity = amount(alpha, percentOf: 1) ?? 1
        }
        // Per component: its label, what 100% is worth, its range (nil: unbounded), and whether it is a hue.
        typealias Slot = (label: String, percent: Double, range: ClosedRange<Double>?, hue: Bool)
        let slots: [Slot]
        let colorSpace: ColorSpace
        let rgbRange: ClosedRange<Double> = 0...255
        switch form {
        case .rgb, .rgba:
            colorSpace = .srgb
            slots = ["red", "green", "blue"].map { ($0, 255, rgbRange, false) }
        case .hsl, .hsla:
            colorSpace = .hsl
            slots = [("hue", 0, nil, true), ("saturation", 100, 0...100, false), ("lightness", 100, 0...100, false)]
        case .hwb:
            colorSpace = .hwb
            slots = [("hue", 0, nil, true), ("whiteness", 100, 0...100, false), ("blackness", 100, 0...100, false)]
        case .lab:
            colorSpace = .lab
            slots = [("lightness", 100, 0...100, false), ("a", 125, nil, false), ("b", 125, nil, false)]
        case .lch:
            colorSpace = .lch
            slots = [
                ("lightness", 100, 0...100, false), ("chroma", 150, 0...Double.greatestFiniteMagnitude, false),
                ("hue", 0, nil, true),
            ]
        case .oklab:
            colorSpace = .oklab
            slots = [("lightness", 1, 0...1, false), ("a", 0.4, nil, false), ("b", 0.4, nil, false)]
        case .oklch:
            colorSpace = .oklch
            slots = [
                ("lightness", 1, 0...1, false), ("chroma", 0.4, 0...Double.greatestFiniteMagnitude, false),
                ("hue", 0, nil, true),
            ]
        default:
            colorSpace = space ?? .srgb
            slots = colorSpace.componentNames.map { ($0, 1, 0...1, false) }
        }
        var components: [Double?] = []
        for (value, slot) in zip(values, slots) {
            if value == "none" {
                components.append(nil)
                continue
            }
            if slot.hue {
                guard let hue = hue(value) else {
                    return .invalid("\(quoted(String(value))) is not a hue: write degrees, like 217 or 217deg")
                }
                let turned = hue.truncatingRemainder(dividingBy: 360)
                components.append(turned < 0 ? turned + 360 : turned)
                continue
            }
            guard let number = amount(value, percentOf: slot.percent), slot.range.map({ $0.contains(number) }) ?? true
            else {
                let article = slot.label.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                let range =
                    slot.range.map { range -> String in
                        let upper =
                            range.upperBound == .greatestFiniteMagnitude ? "" : NumberText.shortest(range.upperBound)
                        return upper.isEmpty
                            ? "0 or more" : "\(NumberText.shortest(range.lowerBound)) to \(upper) or 0% to 100%"
                    } ?? "a number or a percentage"
                let what = form <= .rgba ? "\(slot.label) value" : slot.label
                return .invalid("\(quoted(String(value))) is not \(article) \(what): write \(range)")
            }
            components.append(form <= .rgba ? number / 255 : number)
        }
        return .color(Color(space: colorSpace, components: components, alpha: opacity), form)
    }

    private static func example(_ form: Form) -> String {
        switch form {
        case .rgb, .rgba:
            "\(form.rawValue.dropLast(2))(59 130 246 / 50%) or \(form.rawValue.dropLast(2))(59, 130, 246, 0.5)"
        case .hsl, .hsla:
            "\(form.rawValue.dropLast(2))(217 91% 60% / 50%) or \(form.rawValue.dropLast(2))(217, 91%, 60%, 0.5)"
        case .hwb: "hwb(217 23% 4% / 50%)"
        case .lab: "lab(55 10 -60 / 50%)"
        case .lch: "lch(55 60 280 / 50%)"
        case .oklab: "oklab(0.62 -0.03 -0.19 / 50%)"
        case .oklch: "oklch(0.62 0.19 260 / 50%)"
        default: "color(display-p3 0.2 0.5 1 / 50%)"
        }
    }

    /// A number, or a percentage of `whole`.
    private static func amount(_ text: Substring, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") { return number(text.dropLast()).map { $0 / 100 * whole } }
        return number(text)
    }

    /// An angle in degrees: a number, or with `deg`, `rad`, `grad` or `turn`.
    private static func hue(_ text: Substring) -> Double? {
        for (unit, factor) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)]
        where text.hasSuffix(unit) {
            return number(text.dropLast(unit.count)).map { $0 * factor }
        }
        return number(text)
    }

    /// A finite decimal number (not `inf` or `nan`, which `Double` would also read).
    static func number(_ text: Substring) -> Double? {
        guard let first = text.utf8.first,
            first == UInt8(ascii: ".") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// The CSS Color 4 named colors (`transparent` is black with alpha 0), as `0xRRGGBB`.
    static let namedColors: [String: UInt32] = [
        "aliceblue": 0xF0F8FF, "antiquewhite": 0xFAEBD7, "aqua": 0x00FFFF, "aquamarine": 0x7FFFD4, "azure": 0xF0FFFF,
        "beige": 0xF5F5DC, "bisque": 0xFFE4C4, "black": 0x000000, "blanchedalmond": 0xFFEBCD, "blue": 0x0000FF,
        "blueviolet": 0x8A2BE2, "brown": 0xA52A2A, "burlywood": 0xDEB887, "cadetblue": 0x5F9EA0,
        "chartreuse": 0x7FFF00, "chocolate": 0xD2691E, "coral": 0xFF7F50, "cornflowerblue": 0x6495ED,
        "cornsilk": 0xFFF8DC, "crimson": 0xDC143C, "cyan": 0x00FFFF, "darkblue": 0x00008B, "darkcyan": 0x008B8B,
        "darkgoldenrod": 0xB8860B, "darkgray": 0xA9A9A9, "darkgreen": 0x006400, "darkgrey": 0xA9A9A9,
        "darkkhaki": 0xBDB76B, "darkmagenta": 0x8B008B, "darkolivegreen": 0x556B2F, "darkorange": 0xFF8C00,
        "darkorchid": 0x9932CC, "darkred": 0x8B0000, "darksalmon": 0xE9967A, "darkseagreen": 0x8FBC8F,
        "darkslateblue": 0x483D8B, "darkslategray": 0x2F4F4F, "darkslategrey": 0x2F4F4F, "darkturquoise": 0x00CED1,
        "darkviolet": 0x9400D3, "deeppink": 0xFF1493, "deepskyblue": 0x00BFFF, "dimgray": 0x696969,
        "dimgrey": 0x696969, "dodgerblue": 0x1E90FF, "firebrick": 0xB22222, "floralwhite": 0xFFFAF0,
        "forestgreen": 0x228B22, "fuchsia": 0xFF00FF, "gainsboro": 0xDCDCDC, "ghostwhite": 0xF8F8FF, "gold": 0xFFD700,
        "goldenrod": 0xDAA520, "gray": 0x808080, "green": 0x008000, "greenyellow": 0xADFF2F, "grey": 0x808080,
        "honeydew": 0xF0FFF0, "hotpink": 0xFF69B4, "indianred": 0xCD5C5C, "indigo": 0x4B0082, "ivory": 0xFFFFF0,
        "khaki": 0xF0E68C, "lavender": 0xE6E6FA, "lavenderblush": 0xFFF0F5, "lawngreen": 0x7CFC00,
        "lemonchiffon": 0xFFFACD, "lightblue": 0xADD8E6, "lightcoral": 0xF08080, "lightcyan": 0xE0FFFF,
        "lightgoldenrodyellow": 0xFAFAD2, "lightgray": 0xD3D3D3, "lightgreen": 0x90EE90, "lightgrey": 0xD3D3D3,
        "lightpink": 0xFFB6C1, "lightsalmon": 0xFFA07A, "lightseagreen": 0x20B2AA, "lightskyblue": 0x87CEFA,
        "lightslategray": 0x778899, "lightslategrey": 0x778899, "lightsteelblue": 0xB0C4DE, "lightyellow": 0xFFFFE0,
        "lime": 0x00FF00, "limegreen": 0x32CD32, "linen": 0xFAF0E6, "magenta": 0xFF00FF, "maroon": 0x800000,
        "mediumaquamarine": 0x66CDAA, "mediumblue": 0x0000CD, "mediumorchid": 0xBA55D3, "mediumpurple": 0x9370DB,
        "mediumseagreen": 0x3CB371, "mediumslateblue": 0x7B68EE, "mediumspringgreen": 0x00FA9A,
        "mediumturquoise": 0x48D1CC, "mediumvioletred": 0xC71585, "midnightblue": 0x191970, "mintcream": 0xF5FFFA,
        "mistyrose": 0xFFE4E1, "moccasin": 0xFFE4B5, "navajowhite": 0xFFDEAD, "navy": 0x000080, "oldlace": 0xFDF5E6,
        "olive": 0x808000, "olivedrab": 0x6B8E23, "orange": 0xFFA500, "orangered": 0xFF4500, "orchid": 0xDA70D6,
        "palegoldenrod": 0xEEE8AA, "palegreen": 0x98FB98, "paleturquoise": 0xAFEEEE, "palevioletred": 0xDB7093,
        "papayawhip": 0xFFEFD5, "peachpuff": 0xFFDAB9, "peru": 0xCD853F, "pink": 0xFFC0CB, "plum": 0xDDA0DD,
        "powderblue": 0xB0E0E6, "purple": 0x800080, "rebeccapurple": 0x663399, "red": 0xFF0000,
        "rosybrown": 0xBC8F8F, "royalblue": 0x4169E1, "saddlebrown": 0x8B4513, "salmon": 0xFA8072,
        "sandybrown": 0xF4A460, "seagreen": 0x2E8B57, "seashell": 0xFFF5EE, "sienna": 0xA0522D, "silver": 0xC0C0C0,
        "skyblue": 0x87CEEB, "slateblue": 0x6A5ACD, "slategray": 0x708090, "slategrey": 0x708090, "snow": 0xFFFAFA,
        "springgreen": 0x00FF7F, "steelblue": 0x4682B4, "tan": 0xD2B48C, "teal": 0x008080, "thistle": 0xD8BFD8,
        "tomato": 0xFF6347, "turquoise": 0x40E0D0, "violet": 0xEE82EE, "wheat": 0xF5DEB3, "white": 0xFFFFFF,
        "whitesmoke": 0xF5F5F5, "yellow": 0xFFFF00, "yellowgreen": 0x9ACD32, "transparent": 0x000000,
    ]
}
