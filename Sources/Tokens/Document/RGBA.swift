/// An 8-bit-per-channel sRGB color with alpha, as the document writes it (`#RRGGBBAA`).
public struct RGBA: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    public init?(hex: String) {
        // Read digit by digit into one number: no array (every color of a document is read here).
        let utf8 = hex.utf8
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return nil }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            guard let digit = Self.hexDigit(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        if utf8.count == 7 { value = value << 8 | 0xFF }
        self.init(
            red: UInt8(truncatingIfNeeded: value >> 24), green: UInt8(truncatingIfNeeded: value >> 16),
            blue: UInt8(truncatingIfNeeded: value >> 8), alpha: UInt8(truncatingIfNeeded: value))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the color is not opaque; upper-case digits.
    public var hex: String { hexText(letterA: UInt8(ascii: "A")) }

    /// `#rrggbb`, or `#rrggbbaa` when the color is not opaque; lower-case digits.
    public var lowercaseHex: String { hexText(letterA: UInt8(ascii: "a")) }

    /// Written straight into the string's storage: colors are spelled for every token of a large document.
    private func hexText(letterA: UInt8) -> String {
        let count = alpha == 255 ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { text in
            func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : letterA + value - 10 }
            func put(_ byte: UInt8, at index: Int) {
                text[index] = digit(byte >> 4)
                text[index + 1] = digit(byte & 0x0F)
            }
            text[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            if count == 9 { put(alpha, at: 7) }
            return count
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
