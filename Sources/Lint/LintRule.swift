import Tokens

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
        lhs.ordinal < rhs.ordinal
    }

    /// The rule's place in ``allCases``.
    var ordinal: Int {
        switch self {
        case .colorLiteral: 0
        case .fontLiteral: 1
        case .spacingLiteral: 2
        case .radiusLiteral: 3
        case .deprecatedToken: 4
        case .removedToken: 5
        }
    }

    /// The rules' identifiers, for messages: `color-literal, font-literal, …`.
    public static var identifiers: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// How one run weighs each rule: the document's `lint` options over the defaults.
public struct LintConfiguration: Sendable, Equatable {
    /// Every rule's severity: an error fails the run, a warning or a note is reported only, `off` is not checked.
    public var severities: [LintRule: LintOptions.Severity]
    /// Whether the system's text styles (`.font(.headline)`) are allowed.
    public var allowsSystemTextStyles: Bool

    /// The defaults: every rule an error but `deprecated-token`, a warning (a deprecated token still compiles).
    public static let defaultSeverities = Dictionary(
        uniqueKeysWithValues: LintRule.allCases.map {
            ($0, $0 == .deprecatedToken ? LintOptions.Severity.warning : .error)
        })

    /// The configuration of a document's `lint` options (the defaults where it says nothing).
    public init(_ options: LintOptions = LintOptions()) {
        var severities = Self.defaultSeverities
        for (identifier, severity) in options.severities {
            if let rule = LintRule(rawValue: identifier) { severities[rule] = severity }
        }
        self.severities = severities
        allowsSystemTextStyles = options.allowsSystemTextStyles
    }

    public func severity(of rule: LintRule) -> LintOptions.Severity { severities[rule] ?? .error }

    /// Whether the rule is checked at all.
    public func checks(_ rule: LintRule) -> Bool { severity(of: rule) != .off }
}
