import Tokens

/// CSS color strings, which token files outside DTCG 2025.10 write where the format wants a color object: what
/// Figma's own variables export example, Tokens Studio and Style Dictionary sources hold.
///
/// Read as CSS Color 4 reads them, in sRGB: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` with numbers
/// from 0 to 255 or percentages, legacy (`rgb(59, 130, 246)`) or modern (`rgb(59 130 246 / 50%)`); `hsl()`/`hsla()`
/// with a hue in degrees and percentages. A value CSS would clamp (`rgb(300 0 0)`) is refused: in a token file it is
/// a mistake, not a color.
enum ColorString {
    /// The spellings, in the order the import's note lists them.
    enum Form: String, CaseIterable, Comparable {
        case shortHex = "#rgb"
        case shortHexAlpha = "#rgba"
        case hex = "#rrggbb"
        case hexAlpha = "#rrggbbaa"
        case rgb = "rgb()"
        case rgba = "rgba()"
        case hsl = "hsl()"
        case hsla = "hsla()"

        static func < (lhs: Form, rhs: Form) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    enum Reading: Equatable {
        /// The color, and how it was spelled.
        case color(RGBA, Form)
        /// A color string with a mistake: what is wrong, said for the user.
        case invalid(String)
        /// Not a color string at all.
        case none
    }

    /// What the spellings are, for messages.
    static let accepted =
        "\"#rrggbb\", \"#rgb\", \"#rrggbbaa\", \"rgb(59 130 246)\", \"rgba(59, 130, 246, 0.5)\" "
        + "or \"hsl(217 91% 60%)\""

    static func read(_ text: String) -> Reading {
        if text.hasPrefix("#") { return hex(text) }
        let lower = String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        for (name, form) in [("rgba(", Form.rgba), ("rgb(", .rgb), ("hsla(", .hsla), ("hsl(", .hsl)]
        where lower.hasPrefix(name) {
            guard lower.hasSuffix(")") else { return .invalid("\(form.rawValue) has no closing parenthesis") }
            let inside = String(lower.dropFirst(name.count).dropLast())
            return function(inside, form: form)
        }
        return .none
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
        return .color(color, form)
    }

    /// The arguments of `rgb()` and friends: three values and an optional alpha, comma-separated (legacy) or
    /// space-separated with `/` before the alpha (modern).
    private static func function(_ inside: String, form: Form) -> Reading {
        let name = form.rawValue.dropLast(2)
        var values: [Substring]
        var alpha: Substring?
        if inside.contains(",") {
            values = inside.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
            if values.count == 4 { alpha = values.removeLast() }
        } else {
            let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return .invalid("\(name)() has one \"/\", before the alpha") }
            values = halves[0].split { $0 == " " || $0 == "\t" || $0 == "\n" }
            if halves.count == 2 { alpha = trimmed(halves[1]) }
        }
        guard values.count == 3, !values.contains(where: \.isEmpty), alpha?.isEmpty != true else {
            return .invalid(
                "\(name)() takes three values and an optional alpha, like \(name)(\(form >= .hsl ? "217 91% 60%" : "59 130 246")"
                    + " / 50%) or \(name)(\(form >= .hsl ? "217, 91%, 60%" : "59, 130, 246"), 0.5)")
        }
        var opacity = 1.0
        if let alpha {
            guard let value = amount(alpha, percentOf: 1), (0...1).contains(value) else {
                return .invalid("\(quoted(String(alpha))) is not an alpha: write a number from 0 to 1 or 0% to 100%")
            }
            opacity = value
        }
        let components: [Double]
        if form >= .hsl {
            let hueText = values[0].hasSuffix("deg") ? values[0].dropLast(3) : values[0]
            guard let hue = number(hueText) else {
                return .invalid("\(quoted(String(values[0]))) is not a hue: write degrees, like 217 or 217deg")
            }
            var rest: [Double] = []
            for (value, label) in zip(values.dropFirst(), ["saturation", "lightness"]) {
                guard let amount = amount(value, percentOf: 100), (0...100).contains(amount) else {
                    return .invalid("\(quoted(String(value))) is not a \(label): write 0% to 100%")
                }
                rest.append(amount)
            }
            let turned = hue.truncatingRemainder(dividingBy: 360)
            components = [turned < 0 ? turned + 360 : turned] + rest
        } else {
            var channels: [Double] = []
            for (value, label) in zip(values, ["red", "green", "blue"]) {
                guard let amount = amount(value, percentOf: 255), (0...255).contains(amount) else {
                    return .invalid("\(quoted(String(value))) is not a \(label) value: write 0 to 255 or 0% to 100%")
                }
                channels.append(amount / 255)
            }
            components = channels
        }
        let color = ColorConversion.toSRGB(form >= .hsl ? .hsl : .srgb, components: components, alpha: opacity)
        return .color(color.rgba, form)
    }

    /// A number, or a percentage of `whole`.
    private static func amount(_ text: Substring, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") { return number(text.dropLast()).map { $0 / 100 * whole } }
        return number(text)
    }

    /// A finite decimal number (not `inf` or `nan`, which `Double` would also read).
    private static func number(_ text: Substring) -> Double? {
        guard let first = text.utf8.first,
            first == UInt8(ascii: ".") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[start...end]
    }
}
