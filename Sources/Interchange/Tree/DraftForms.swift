import Tokens

/// A form of a value or token that DTCG 2025.10 does not have and that the format's drafts, Style Dictionary 4 and
/// the files teams publish still write. Read unless `--strict` (which refuses each), and counted per file for the
/// import's line about that file: nothing read this way is silent.
enum DraftForm: Hashable {
    /// A color written as a CSS string (`"#3b82f6"`, `"oklch(0.6 0.2 260)"`).
    case colorString(ColorString.Form)
    /// A color object whose `hex` has 3 digits (`"#000"`).
    case shortHex
    /// A dimension written as a string: `"4px"`, `"0.5rem"`.
    case dimensionString
    /// A duration written as a string: `"300ms"`, `"0.3s"`.
    case durationString
    /// A zero dimension without a unit: `0`, `"0"`, `{"value": 0, "unit": ""}`.
    case unitlessZero
    /// A typography's letter spacing in `em`, multiplied by its font size.
    case emLetterSpacing
    /// A typography's line height written as a size, divided by its font size.
    case lineHeightSize
    /// A typography's line height written as a percentage (`"150%"`).
    case lineHeightPercent
    /// A font weight spelled otherwise than the format's names (`"SemiBold"`, `"700"`).
    case fontWeightSpelling
    /// A type name of the drafts (`fontSize`), read as the format's type it stands for.
    case typeName(String, DTCGType)
    /// A token without `$type` whose value can only be of one type (a color object, a `{value, unit}` dimension).
    case untyped(DTCGType)
    /// A Style Dictionary token without `type`, typed by the first group of its path (its CTI category: `color`,
    /// `size`, `time`), as Style Dictionary's transforms match it.
    case typedByCategory(String, DTCGType)
    /// A Style Dictionary size without a unit, read in rem (its `size/rem` transforms).
    case unitlessRem
    /// A Style Dictionary time without a unit, read in milliseconds (its `time/seconds` transform).
    case unitlessMilliseconds
    /// A Style Dictionary 3 reference to a token's `.value` (`{color.base.red.value}`), read as one to the token.
    case valueReference
    /// A composite value without a member the format requires, given the member's neutral value.
    case defaultMember(type: String, member: String, value: String)
    /// A member of a composite value that dsys has no place for, left out (a typography's `textCase`).
    case ignoredMember(type: String, member: String)
    /// A token's `comment` (Style Dictionary's description), read as its description.
    case comment
    /// Members of a token outside the format (`attributes`, `deprecatedValues`), kept in its `$extensions`.
    case extraMembers(String)

    /// The phrase for `count` values of this form, as the file's line lists it.
    func phrase(count: Int, forms: [ColorString.Form]) -> String {
        let s = count == 1 ? "" : "s"
        switch self {
        case .colorString:
            return "\(count) color\(s) written as \(forms.map(\.rawValue).joined(separator: ", "))"
        case .shortHex: return "\(count) color object\(s) with a 3-digit hex"
        case .dimensionString: return "\(count) dimension\(s) written as strings (\"4px\", \"0.5rem\")"
        case .durationString: return "\(count) duration\(s) written as strings (\"300ms\")"
        case .unitlessZero: return "\(count) zero dimension\(s) without a unit"
        case .emLetterSpacing: return "\(count) letter spacing\(s) in em, times the font size"
        case .lineHeightSize: return "\(count) line height\(s) written as sizes, over the font size"
        case .lineHeightPercent: return "\(count) line height\(s) in percent"
        case .fontWeightSpelling: return "\(count) font weight\(s) spelled outside the format (\"SemiBold\", \"700\")"
        case .typeName(let name, let type):
            return "\(count) token\(s) typed \(quoted(name)) (read as \(type.rawValue))"
        case .untyped(let type):
            return "\(count) token\(s) without a type typed \(type.rawValue) by \(count == 1 ? "its" : "their") value"
        case .typedByCategory(let category, let type):
            return
                "\(count) token\(s) without a type under \(quoted(category)) typed \(type.rawValue) (Style Dictionary's "
                + "CTI category)"
        case .unitlessRem: return "\(count) size\(s) without a unit read in rem (Style Dictionary's size/rem)"
        case .unitlessMilliseconds:
            return "\(count) time\(s) without a unit read in ms (Style Dictionary's time/seconds)"
        case .valueReference: return "\(count) reference\(s) to a token's .value read as to the token"
        case .defaultMember(let type, let member, let value):
            return "\(count) \(Self.noun(type, count)) without \(member) (\(value))"
        case .ignoredMember(let type, let member):
            let owner = count == 1 ? "\(type)'s" : "\(Self.noun(type, count))'"
            return "\(count) \(owner) \(member) left out (no place for it in a dsys document)"
        case .comment: return "\(count) comment\(s) read as description\(s)"
        case .extraMembers(let names):
            return "\(count) token\(s) with \(names) kept in $extensions[\"\(DTCGImport.membersKey)\"]"
        }
    }

    /// A type's name for `count` values of it: `typography`, `typographies`.
    private static func noun(_ type: String, _ count: Int) -> String {
        guard count != 1 else { return type }
        return type.hasSuffix("y") ? type.dropLast() + "ies" : type + "s"
    }

    /// The order phrases take: as the cases are declared.
    private var rank: Int {
        switch self {
        case .colorString: 0
        case .shortHex: 1
        case .dimensionString: 2
        case .durationString: 3
        case .unitlessZero: 4
        case .emLetterSpacing: 5
        case .lineHeightSize: 6
        case .lineHeightPercent: 7
        case .fontWeightSpelling: 8
        case .typeName: 9
        case .untyped: 10
        case .typedByCategory: 11
        case .unitlessRem: 12
        case .unitlessMilliseconds: 13
        case .valueReference: 14
        case .defaultMember: 15
        case .ignoredMember: 16
        case .comment: 17
        case .extraMembers: 18
        }
    }

    /// The phrases of a file's notes, in a fixed order: each form once with its count (colors by spelling together).
    static func phrases(_ notes: [DraftNote]) -> [String] {
        var counts: [DraftForm: Int] = [:]
        var colorForms: Set<ColorString.Form> = []
        var colors = 0
        for note in Set(notes) {
            if case .colorString(let form) = note.form {
                colorForms.insert(form)
                colors += 1
            } else {
                counts[note.form, default: 0] += 1
            }
        }
        var phrases: [String] = []
        if colors > 0 {
            phrases.append(DraftForm.colorString(.hex).phrase(count: colors, forms: colorForms.sorted()))
        }
        for (form, count) in counts.sorted(by: { ($0.key.rank, "\($0.key)") < ($1.key.rank, "\($1.key)") }) {
            phrases.append(form.phrase(count: count, forms: []))
        }
        return phrases
    }
}

extension DTCGType {
    /// The type a `$type` names: the format's own, or unless `strict` a type name of the drafts (`fontSize`).
    static func named(_ name: String, strict: Bool) -> DTCGType? {
        if let type = DTCGType(rawValue: name) { return type }
        return strict ? nil : draftNames[name]
    }

    /// Type names of the format's drafts and Style Dictionary 4 that stand for one of the format's types.
    static let draftNames: [String: DTCGType] = ["fontSize": .dimension, "size": .dimension]

    /// Types of Style Dictionary and the drafts that name no design value a dsys document can hold (font files, icon
    /// glyphs, text): tokens of these are skipped and listed, never an error.
    static let skippedNames: Set<String> = ["asset", "content", "file", "html", "string", "boolean", "text"]
}
