/// One kind of finding of `dsysctl lint`, with the stable identifier that ignore comments, JSON and SARIF use.
public enum LintRule: String, Sendable, CaseIterable, Comparable, Codable {
    /// A hard-coded color where a view is styled: `.foregroundStyle(.white)`, `Color(hex: "#3B82F6")`.
    case colorLiteral = "color-literal"
    /// A hard-coded font: `.font(.title2)`, `.font(.system(size: 17))`, `Font.custom("Inter", size: 17)`.
    case fontLiteral = "font-literal"
    /// A number in padding or a stack's or grid's spacing (a frame's size is a component's, not spacing).
    case spacingLiteral = "spacing-literal"
    /// A number as a corner radius: `.cornerRadius(12)`, `RoundedRectangle(cornerRadius: 12)`.
    case radiusLiteral = "radius-literal"
    /// A use of a symbol whose token is deprecated.
    case deprecatedToken = "deprecated-token"
    /// A use of a symbol the version given to `--against` no longer has.
    case removedToken = "removed-token"

    /// What the rule finds, in one sentence (SARIF's short description, `lint --help`).
    public var summary: String {
        switch self {
        case .colorLiteral: "A hard-coded color where a view is styled, instead of a color token."
        case .fontLiteral: "A hard-coded font, instead of a text style of the design system."
        case .spacingLiteral:
            "A hard-coded number in padding or stack or grid spacing instead of a spacing token."
        case .radiusLiteral: "A hard-coded corner radius, instead of a radius token."
        case .deprecatedToken: "A use of a deprecated token."
        case .removedToken: "A use of a symbol that the target version of the design system no longer declares."
        }
    }

    public static func < (lhs: LintRule, rhs: LintRule) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The rules' identifiers, for messages: `color-literal, font-literal, …`.
    public static var identifiers: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
