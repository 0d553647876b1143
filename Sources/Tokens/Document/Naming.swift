/// Turns document names into Swift identifiers.
///
/// A name is split into words at every character that is not an ASCII letter or digit;
/// the words are joined with the first letter of every word but the first upper-cased.
/// Anything outside ASCII letters and digits therefore never reaches Swift source or a
/// file name, whatever a name contains.
public enum Naming {
    /// The words of `name`: maximal runs of ASCII letters and digits. Works on Unicode scalars,
    /// as the JSON Schema's patterns do, so a letter followed by a combining mark still counts.
    /// (It reads the UTF-8 bytes: an ASCII scalar is one byte, every other scalar is made of
    /// bytes above 0x7F, so the words are the same.)
    public static func words(of name: String) -> [Substring] {
        var words: [Substring] = []
        let utf8 = name.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if isWordByte(utf8[index]) {
                if start == nil { start = index }
            } else if let first = start {
                words.append(name[first..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let first = start { words.append(name[first...]) }
        return words
    }

    /// `body-large` → `bodyLarge`; `nil` when the name has no ASCII letter or digit.
    public static func lowerCamelCase(_ name: String) -> String? {
        let parts = words(of: name)
        guard let first = parts.first else { return nil }
        var bytes = Array(first.utf8)
        for part in parts.dropFirst() { appendCapitalized(part, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The most characters a name may have, and the most ASCII letters and digits a color's whole path may have.
    ///
    /// Swift takes identifiers of any length; the limit is the file system's. A color's Swift name (a profile's
    /// prefix and the words of its path) names its folder in the asset catalog (`dsAccentColor100.colorset`), and
    /// APFS, ext4 and NTFS refuse a file name over 255 bytes: 240 leaves room for the prefix and `.colorset`.
    public static let maximumLength = 240

    /// The number of ASCII letters and digits in `components`: the length of the words a Swift name is made of.
    public static func wordLength(_ components: [String]) -> Int {
        components.reduce(0) { total, component in total + component.utf8.count(where: isWordByte) }
    }

    /// Whether a byte is an ASCII letter or digit: what makes a word of a name.
    public static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Appends `word` (ASCII letters and digits) with its first letter upper-cased.
    private static func appendCapitalized(_ word: Substring, to bytes: inout [UInt8]) {
        for (offset, byte) in word.utf8.enumerated() {
            let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            bytes.append(offset == 0 && isLower ? byte - 0x20 : byte)
        }
    }

    /// Whether `identifier` would be read as something else than a plain name in Swift.
    public static func isReserved(_ identifier: String) -> Bool {
        reservedWords.contains(identifier)
    }

    /// Member names Swift cannot spell after a dot even in backticks (`Foo.Type` is the metatype; `self`, `Self` and
    /// `init` mean the type or its initializer to some compilers).
    public static let unusableMembers: Set<String> = ["self", "Self", "init", "Type", "Protocol"]

    /// `identifier` as Swift code spells it wherever it is declared or used: a keyword in backticks (`` `default` ``),
    /// any other name as it is.
    public static func escaped(_ identifier: String) -> String {
        isReserved(identifier) ? "`\(identifier)`" : identifier
    }

    /// The name inside an ``escaped(_:)`` identifier: what a derived name (`dsShadowDefault`) is made of.
    public static func unescaped(_ identifier: String) -> String {
        identifier.hasPrefix("`") && identifier.hasSuffix("`") && identifier.count > 2
            ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// Swift's keywords, plus names that cannot be declared as plain members (`Type`,
    /// `Protocol`, `self`).
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol",
    ]
}

extension Collection<UInt8> {
    /// UTF-8 bytes with the ASCII capitals made small: the lower case of ASCII text, without
    /// Unicode's case tables. Written straight into the string (no array on the way): this runs for every word of
    /// every token's name in a large import. Inlinable so that it is specialized for the caller's bytes.
    @inlinable
    package var asciiLowercased: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for byte in self {
                buffer[written] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                written += 1
            }
            return written
        }
    }
}
