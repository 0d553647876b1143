import Tokens

/// An imported token that may fill a role.
///
/// A class, as ``FlatToken`` is: the roles keep every candidate in several tables (by type, by path, by role), and a
/// copy of a reference is one count where a copy of these fields would be seven.
final class RoleCandidate: Sendable {
    let dtcgPath: String
    let ourPath: [String]
    let type: DTCGType
    /// Its light value in dsys units.
    let value: JSONValue
    let file: Int
    /// The offset of its name in that file.
    let offset: Int
    /// Where the import put it, when not among the colors: a text style, spacing or radius step, or other token.
    let key: TokenKey?
    /// A color's values in the other appearances, as the document writes them (`#rrggbb`, or an alias
    /// `{path}`), when they differ from the light one: what its contrast is measured with.
    let dark: String?
    let lightHighContrast: String?
    let darkHighContrast: String?

    init(
        dtcgPath: String, ourPath: [String], type: DTCGType, value: JSONValue, file: Int, offset: Int,
        key: TokenKey?, dark: String? = nil, lightHighContrast: String? = nil, darkHighContrast: String? = nil
    ) {
        self.dtcgPath = dtcgPath
        self.ourPath = ourPath
        self.type = type
        self.value = value
        self.file = file
        self.offset = offset
        self.key = key
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }
}

/// A role the import fills, and the words that suggest a token for it.
struct RoleSpec {
    var key: String
    /// The path, below its category, of the token that fills the role unless the document maps it: the role's own
    /// name for dsys (`action.primary`, `md`), another for a role named by its symbol (apptheme's `textPrimary` is
    /// `text.primary`) or by what uses it (catalog's `radius.medium` is `md`, `shadow.card` is `sm`).
    var path: [String]
    var type: DTCGType
    var groupWords: [String]
    var nameWords: [String]
    /// Whether the chosen profile needs it: a role nothing fills is then asked.
    var required: Bool
    /// Whether any profile needs it. A role none needs (a text field's resting outline) is drawn in another role's
    /// color where the document leaves it unfilled (the generator's fallbacks).
    var requiredSomewhere = false
    /// For a role of `tokens.other`: the token that fills it when the files have it at that path.
    var otherToken: TokenKey?
    /// The document's category of its token (`color`, `typography`, `spacing`, `radius`, `shadow`, `other`), or
    /// `font_family`.
    var category: String
    /// The token that fills the role unless the document maps it (`nil` for the font families).
    var defaultKey: TokenKey?
    /// Whether the key is a role of the shared vocabulary: a mapping of it is written once, for every profile.
    var isShared = false
    /// The profiles' roles the spec fills, each with its own default token.
    var serves: [Serving] = []
    /// The keys of the specs whose token may stand in for this one's (``TokenRole/standIns``).
    var standIns: [String] = []
    /// The stand-ins as the role names them, in the profile it is of (resolved to ``standIns``).
    var standInNames: [String] = []
    var standInProfile = ""

    /// One profile's role that a spec fills.
    struct Serving {
        var profile: String
        var role: String
        var token: TokenKey
    }

    /// The import's spec of a profile's role. Shadows are never required of an import: the defaults stand in.
    init(_ role: TokenRole) {
        key = role.name
        path = role.defaultToken.path.components
        type =
            switch role.category {
            case .color: .color
            case .typography: .typography
            case .spacing, .radius: .dimension
            case .shadow: .shadow
            case .other: role.otherKind.flatMap { DTCGType(rawValue: $0.rawValue) } ?? .number
            }
        groupWords = role.groupWords
        nameWords = role.nameWords
        required = role.isRequired && role.category != .shadow
        otherToken = role.category == .other ? role.defaultToken : nil
        category = role.category.rawValue
        defaultKey = role.defaultToken
    }

    init(key: String, type: DTCGType, groupWords: [String], nameWords: [String], required: Bool) {
        self.key = key
        path = Array(TokenPath(dotted: key).components.dropFirst())
        self.type = type
        self.groupWords = groupWords
        self.nameWords = nameWords
        self.required = required
        category = String(key.prefix { $0 != "." })
    }

    /// The name a message gives it: its key, and the chosen profile's own name when that differs (`text.muted
    /// (textTertiary)`).
    func named(in profile: String) -> String {
        guard let own = serves.first(where: { $0.profile == profile && $0.role != key })?.role else { return key }
        return "\(key) (\(own))"
    }
}

/// Word lists and the roles of the document itself (its font families) that the import fills for any profile.
enum RoleTable {
    static let fontGroups = ["font", "fonts", "family", "fontfamily", "typeface", "typography"]
    static let typeGroups = ["typography", "type", "text", "font", "typescale", "textstyle", "textstyles"]

    /// `font_family.sans` and `font_family.mono`: members of every document, not of a profile.
    static let fontRoles: [RoleSpec] = [
        RoleSpec(
            key: "font_family.sans", type: .fontFamily, groupWords: fontGroups,
            nameWords: ["sans", "sansserif", "body", "base", "primary", "text", "default", "ui", "brand"],
            required: false),
        RoleSpec(
            key: "font_family.mono", type: .fontFamily, groupWords: fontGroups,
            nameWords: ["mono", "monospace", "code"], required: false),
    ]

    /// Lower-case words of a name: split at anything not a letter or digit, at lower→upper case changes and
    /// between letters and digits. ASCII is handled byte by byte (names are mostly ASCII); other letters count as
    /// letters.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        forEachWord(of: name) { word in
            words.append(word)
            return true
        }
        return words
    }

    /// Calls `body` with each word of `name` (``words(_:)``), in order, until it returns false; no array is made (a
    /// large import looks at the words of every token's name).
    static func forEachWord(of name: String, _ body: (String) -> Bool) {
        var current: [UInt8] = []
        var previous: UInt8 = 0
        var going = true
        func kind(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): 2
            case UInt8(ascii: "0")...UInt8(ascii: "9"): 3
            case 0x80...: 1  // part of a non-ASCII character: treated as a lower-case letter
            default: 0
            }
        }
        func flush() {
            if !current.isEmpty, going {
                // ASCII letters by their bytes; a word with other characters through Unicode's rules.
                going = body(
                    current.allSatisfy { $0 < 0x80 }
                        ? current.asciiLowercased : String(decoding: current, as: UTF8.self).lowercased())
            }
            current.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            guard going else { return }
            let now = kind(byte)
            if now == 0 {
                flush()
                previous = 0
                continue
            }
            let before = kind(previous)
            if !current.isEmpty, (before == 1 && now == 2) || ((before == 3) != (now == 3)) { flush() }
            current.append(byte)
            previous = byte
        }
        flush()
    }

}
