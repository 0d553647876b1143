/// Turns document names into Swift identifiers.
///
/// A name is split into words at every character that is not an ASCII letter or digit;
/// the words are joined with the first letter of every word but the first upper-cased.
/// Anything outside ASCII letters and digits therefore never reaches Swift source or a
/// file name, whatever a name contains.
public enum Naming {
    /// The words of `name`: maximal runs of ASCII letters and digits. Works on Unicode scalars,
    /// as the JSON Schema's patterns do, so a letter followed by a combining mark still counts.
    public static func words(of name: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var index = name.unicodeScalars.startIndex
        while index < name.unicodeScalars.endIndex {
            let scalar = name.unicodeScalars[index]
            let isWordScalar =
                scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
            if isWordScalar, start == nil {
                start = index
            } else if !isWordScalar, let first = start {
                words.append(Substring(name.unicodeScalars[first..<index]))
                start = nil
            }
            index = name.unicodeScalars.index(after: index)
        }
        if let first = start { words.append(Substring(name.unicodeScalars[first...])) }
        return words
    }

    /// `body-large` → `bodyLarge`; `nil` when the name has no ASCII letter or digit.
    public static func lowerCamelCase(_ name: String) -> String? {
        let parts = words(of: name)
        guard let first = parts.first else { return nil }
        return String(first) + parts.dropFirst().map(capitalizingFirst).joined()
    }

    /// `ds` followed by every word of every component, capitalised:
    /// `action.primary-hover` → `dsActionPrimaryHover`.
    public static func colorIdentifier(_ path: TokenPath) -> String? {
        let parts = path.components.flatMap(words(of:))
        guard !parts.isEmpty else { return nil }
        return "ds" + parts.map(capitalizingFirst).joined()
    }

    /// Whether `identifier` would be read as something else than a plain name in Swift.
    public static func isReserved(_ identifier: String) -> Bool {
        reservedWords.contains(identifier)
    }

    private static func capitalizingFirst(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
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
