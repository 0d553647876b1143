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

    public init(
        file: String, start: SourcePosition, end: SourcePosition, rule: LintRule, code: String, message: String,
        suggestion: Suggestion? = nil, fix: Fix? = nil
    ) {
        self.file = file
        self.start = start
        self.end = end
        self.rule = rule
        self.code = code
        self.message = message
        self.suggestion = suggestion
        self.fix = fix
    }
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
    public var findings: [Finding]
    public var problems: [LintProblem]
    /// The files linted (those that could be read and parsed), relative to the project.
    public var files: [String]

    public init(findings: [Finding] = [], problems: [LintProblem] = [], files: [String] = []) {
        self.findings = findings
        self.problems = problems
        self.files = files
    }

    /// Whether the code is clean and every input could be read.
    public var isClean: Bool { findings.isEmpty && problems.isEmpty }
}
