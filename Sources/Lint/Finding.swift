import Tokens

/// A place in a source file: 1-based line, and 1-based columns counted in UTF-8 bytes (as the Swift compiler
/// prints them) and in Unicode scalars (as SARIF's `unicodeCodePoints` counts them).
public struct SourcePosition: Sendable, Equatable, Comparable, Codable {
    public var line: Int
    public var column: Int
    public var scalarColumn: Int

    public init(line: Int, column: Int, scalarColumn: Int) {
        self.line = line
        self.column = column
        self.scalarColumn = scalarColumn
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// What the document offers in place of a hard-coded value.
public struct Suggestion: Sendable, Equatable, Codable {
    /// The expressions to write instead: one when a single token has the value, several when tokens share it.
    public var expressions: [String]
    /// The tokens they name: `spacing.md`.
    public var tokens: [String]
    /// Whether the tokens' value equals the literal; otherwise they are the nearest.
    public var isExact: Bool
    /// The value of the nearest token, as the document gives it: `16`, `13 pt`, `#2563EB`.
    public var value: String?
    /// How far the nearest color is (ΔE_OK × 100), or the nearest number's difference.
    public var distance: Double?
    /// Something to know about the replacement: the token's dark value, what the view must declare.
    public var note: String?

    public init(
        expressions: [String], tokens: [String], isExact: Bool, value: String? = nil, distance: Double? = nil,
        note: String? = nil
    ) {
        self.expressions = expressions
        self.tokens = tokens
        self.isExact = isExact
        self.value = value
        self.distance = distance
        self.note = note
    }
}

/// A rewrite of a finding's expression: the source's UTF-8 bytes `start..<end` become `replacement`.
public struct Fix: Sendable, Equatable, Codable {
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}

/// Whether a baseline (`--baseline`) has a finding: SARIF's `baselineState`.
public enum BaselineState: String, Sendable, Codable {
    /// Not in the baseline: the finding counts.
    case new
    /// In the baseline: reported to SARIF and JSON, but it neither shows in the text nor fails the run.
    case unchanged
}

/// Hard-coded styling, or a token that is going away, at one place of one file.
public struct Finding: Sendable, Equatable {
    /// The file as given, relative to the project.
    public var file: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var rule: LintRule
    /// The code found, as written (may hold anything the source holds: escape it for a terminal).
    public var code: String
    /// What is wrong, without the suggestion.
    public var message: String
    public var suggestion: Suggestion?
    /// The rewrite `--fix` makes: only for an exact value that one token has, or a rename.
    public var fix: Fix?
    /// How much it weighs (the document's `lint.rules`): an error fails the run, a warning or a note does not.
    public var severity: LintOptions.Severity
    /// What tells it apart from the file's other findings however lines move: a hash of its rule, its code and the
    /// text of its line (whitespace runs as one space), not of the line's number.
    public var fingerprint: String
    /// With a baseline: whether the baseline has it.
    public var baselineState: BaselineState?
    /// The types the code is in, outermost first: a literal in a type only previews use is not reported.
    var enclosingTypes: [String] = []

    public init(
        file: String, start: SourcePosition, end: SourcePosition, rule: LintRule, code: String, message: String,
        suggestion: Suggestion? = nil, fix: Fix? = nil, severity: LintOptions.Severity = .error,
        fingerprint: String = "", baselineState: BaselineState? = nil
    ) {
        self.file = file
        self.start = start
        self.end = end
        self.rule = rule
        self.code = code
        self.message = message
        self.suggestion = suggestion
        self.fix = fix
        self.severity = severity
        self.fingerprint = fingerprint
        self.baselineState = baselineState
    }

    /// Whether it fails the run: an error the baseline does not have.
    public var fails: Bool { severity == .error && baselineState != .unchanged }

    /// Whether the text report shows it: every finding the baseline does not have.
    public var isShown: Bool { baselineState != .unchanged }
}

/// Input lint cannot read: a file that does not parse, an ignore comment naming no rule, a path outside the
/// project. Reported with its place; the other files are linted all the same.
public struct LintProblem: Sendable, Equatable {
    public var file: String
    /// Where in the file, when the problem is in its text.
    public var position: SourcePosition?
    public var message: String

    public init(file: String, position: SourcePosition? = nil, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }
}

/// Everything one run found, in file order then position.
public struct LintReport: Sendable, Equatable {
    /// Every finding, those the baseline has included (``Finding/baselineState``).
    public var findings: [Finding]
    public var problems: [LintProblem]
    /// The files linted (those that could be read and parsed), relative to the project.
    public var files: [String]
    /// What the run warns of without failing: an app module named like the package's.
    public var warnings: [String]
    /// With a baseline: how many of its findings the code no longer has (fixed, or moved to another file).
    public var absentFromBaseline: Int?

    public init(
        findings: [Finding] = [], problems: [LintProblem] = [], files: [String] = [], warnings: [String] = [],
        absentFromBaseline: Int? = nil
    ) {
        self.findings = findings
        self.problems = problems
        self.files = files
        self.warnings = warnings
        self.absentFromBaseline = absentFromBaseline
    }

    /// Whether the run fails (exit status 1): an error the baseline does not have, or an input that could not be
    /// read.
    public var fails: Bool { !problems.isEmpty || findings.contains(where: \.fails) }

    /// The findings the text report shows: those the baseline does not have.
    public var shownFindings: [Finding] { findings.filter(\.isShown) }
}
