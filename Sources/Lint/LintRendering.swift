import Foundation
import Tokens

/// The renderings of a lint report: compiler-style text, JSON for scripts, SARIF 2.1.0 for code-scanning services.
public enum LintRendering {
    // ── Text ────────────────────────────────────────────────────────────────────────────────────────────────────

    /// `file:line:column: rule: message (suggestion)` per finding the baseline does not have (`rule (warning)` for
    /// a rule that does not fail the run), then a summary line; every string from a source or document escaped for
    /// the terminal.
    public static func text(_ outcome: LintRun.Outcome) -> String {
        var lines = outcome.report.shownFindings.map { finding in
            var rule = finding.rule.rawValue
            if finding.severity != .error { rule += " (\(finding.severity.rawValue))" }
            var line = "\(place(finding.file, finding.start)): \(rule): \(finding.message)"
            if let suggestion = finding.suggestion { line += " (\(describe(suggestion, fixable: finding.fix != nil)))" }
            return TerminalText.escaped(line)
        }
        lines.append(summary(outcome))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `file:line:column: error: message` per problem, then `warning: message` per warning, for standard error.
    public static func problems(_ report: LintReport) -> String {
        let problems = report.problems.map { problem in
            let location = problem.position.map { place(problem.file, $0) } ?? problem.file
            return TerminalText.escaped("\(location): error: \(problem.message)") + "\n"
        }
        return (problems + report.warnings.map { TerminalText.escaped("warning: \($0)") + "\n" }).joined()
    }

    /// `3 findings in 2 files: 2 errors, 1 warning (1 fixable with --fix); 12 in the baseline`.
    public static func summary(_ outcome: LintRun.Outcome) -> String {
        let report = outcome.report
        let shown = report.shownFindings
        let files = Set(shown.map(\.file)).count
        let hasBaseline = report.absentFromBaseline != nil
        var text: String
        if shown.isEmpty {
            text = "no \(hasBaseline ? "new findings" : "hard-coded styling") in \(counted(report.files.count, "file"))"
        } else {
            text = "\(counted(shown.count, hasBaseline ? "new finding" : "finding")) in \(counted(files, "file"))"
            let severities = LintOptions.Severity.allCases.compactMap { severity -> String? in
                let count = shown.filter { $0.severity == severity }.count
                return count == 0 ? nil : counted(count, severity.rawValue)
            }
            if shown.contains(where: { $0.severity != .error }) { text += ": " + severities.joined(separator: ", ") }
        }
        let fixable = shown.filter { $0.fix != nil }.count
        if fixable > 0 { text += " (\(fixable) fixable with --fix)" }
        if let absent = report.absentFromBaseline {
            text += "; \(report.findings.count - shown.count) in the baseline"
            if absent > 0 {
                text += " (\(absent) of its findings no longer found: --write-baseline drops them)"
            }
        }
        if outcome.fixedFindings > 0 {
            text += "; fixed \(counted(outcome.fixedFindings, "finding")) in \(counted(outcome.fixedFiles, "file"))"
        }
        if !report.problems.isEmpty { text += "; \(counted(report.problems.count, "file problem")) (see above)" }
        return text
    }

    /// `use Color.dsTextMuted`, `nearest: DSSpacing.md (16)`, with the suggestion's note; `fixable` adds that `--fix`
    /// rewrites it.
    public static func describe(_ suggestion: Suggestion, fixable: Bool) -> String {
        var text: String
        if suggestion.isExact {
            text =
                suggestion.expressions.count == 1
                ? "use \(suggestion.expressions[0])"
                : "use one of \(suggestion.expressions.joined(separator: ", ")), which have this value"
        } else {
            text = "nearest: \(suggestion.expressions.joined(separator: ", "))"
            if let value = suggestion.value { text += " (\(value))" }
            if let distance = suggestion.distance, suggestion.tokens.first?.hasPrefix("color.") == true {
                text += ", ΔE \(NumberText.shortest(distance))"
            }
        }
        if let note = suggestion.note { text += "; \(note)" }
        if fixable { text += "; --fix rewrites it" }
        return text
    }

    private static func place(_ file: String, _ position: SourcePosition) -> String {
        "\(file):\(position.line):\(position.column)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // ── JSON ────────────────────────────────────────────────────────────────────────────────────────────────────

    /// The report as ``json(_:)`` writes it, for a document that holds it (`dsysctl check`'s).
    public struct JSONReport: Encodable {
        struct Item: Encodable {
            var file: String
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
            var rule: String
            var severity: String
            var message: String
            var code: String
            var suggestion: Suggestion?
            var fix: String?
            var fingerprint: String
            var baselineState: BaselineState?
        }

        struct Problem: Encodable {
            var file: String
            var line: Int?
            var column: Int?
            var message: String
        }

        var findings: [Item]
        var problems: [Problem]
        var warnings: [String]
        var filesLinted: Int
        var fixed: Int
        var absentFromBaseline: Int?

        /// The JSON of `outcome`.
        public init(_ outcome: LintRun.Outcome) {
            let report = outcome.report
            findings = report.findings.map {
                Item(
                    file: $0.file, line: $0.start.line, column: $0.start.column, endLine: $0.end.line,
                    endColumn: $0.end.column, rule: $0.rule.rawValue, severity: $0.severity.rawValue,
                    message: $0.message, code: $0.code, suggestion: $0.suggestion, fix: $0.fix?.replacement,
                    fingerprint: $0.fingerprint, baselineState: $0.baselineState)
            }
            problems = report.problems.map {
                Problem(file: $0.file, line: $0.position?.line, column: $0.position?.column, message: $0.message)
            }
            warnings = report.warnings
            filesLinted = report.files.count
            fixed = outcome.fixedFindings
            absentFromBaseline = report.absentFromBaseline
        }
    }

    /// The report as one JSON object (`findings`, every one, with their severity, fingerprint and, with a baseline,
    /// `baselineState`; `problems`; `warnings`; `filesLinted`; `fixed`; with a baseline, `absentFromBaseline`), keys
    /// sorted.
    public static func json(_ outcome: LintRun.Outcome) -> String {
        encoded(JSONReport(outcome))
    }

    // ── SARIF ───────────────────────────────────────────────────────────────────────────────────────────────────

    private struct SARIF: Encodable {
        struct Text: Encodable { var text: String }
        struct Region: Encodable {
            var startLine: Int
            var startColumn: Int?
            var endLine: Int?
            var endColumn: Int?
        }
        struct ArtifactLocation: Encodable {
            var uri: String
            var uriBaseId = "SRCROOT"
        }
        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region?
        }
        struct Location: Encodable { var physicalLocation: PhysicalLocation }
        struct Replacement: Encodable {
            var deletedRegion: Region
            var insertedContent: Text
        }
        struct ArtifactChange: Encodable {
            var artifactLocation: ArtifactLocation
            var replacements: [Replacement]
        }
        struct Fix: Encodable {
            var description: Text
            var artifactChanges: [ArtifactChange]
        }
        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int
            var level: String
            var message: Text
            var locations: [Location]
            var fixes: [Fix]?
            var partialFingerprints: [String: String]
            var baselineState: String?
        }
        struct Configuration: Encodable {
            var level: String
            var enabled: Bool
        }
        struct Rule: Encodable {
            var id: String
            var shortDescription: Text
            var defaultConfiguration: Configuration
        }
        struct Driver: Encodable {
            var name = "dsysctl lint"
            var version: String
            var rules: [Rule]
        }
        struct Tool: Encodable { var driver: Driver }
        struct Notification: Encodable {
            var level = "error"
            var message: Text
            var locations: [Location]?
        }
        struct Invocation: Encodable {
            var executionSuccessful: Bool
            var toolExecutionNotifications: [Notification]
            var toolConfigurationNotifications: [Notification]?
        }
        struct Run: Encodable {
            var tool: Tool
            var columnKind = "unicodeCodePoints"
            var invocations: [Invocation]
            var results: [Result]
        }

        /// The OASIS schema of SARIF 2.1.0 with its errata (the `id` of `Tests/Fixtures/lint/sarif-schema-2.1.0.json`).
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    /// The SARIF level of a severity (`off` rules have no results; their level is the default's).
    private static func level(_ severity: LintOptions.Severity) -> String {
        severity == .off ? "error" : severity.rawValue
    }

    /// The key of a result's fingerprint in `partialFingerprints`.
    static let fingerprintKey = "dsysLintFingerprint/v1"

    /// The report as a SARIF 2.1.0 log of one run: the rules with their configured level (`enabled: false` when
    /// off), one result per finding (its level, a fix where `--fix` would make one, its fingerprint, and with a
    /// baseline its `baselineState`), the file problems as tool notifications and the warnings as configuration
    /// notifications. Columns count Unicode code points. `toolVersion`: the version of `dsysctl` that linted.
    public static func sarif(_ outcome: LintRun.Outcome, toolVersion: String) -> String {
        let report = outcome.report
        let configuration = outcome.configuration
        let rules = LintRule.allCases
        let results = report.findings.map { finding -> SARIF.Result in
            let location = SARIF.ArtifactLocation(uri: uri(finding.file))
            let region = SARIF.Region(
                startLine: finding.start.line, startColumn: finding.start.scalarColumn, endLine: finding.end.line,
                endColumn: finding.end.scalarColumn)
            var message = finding.message
            if let suggestion = finding.suggestion { message += " (\(describe(suggestion, fixable: false)))" }
            return SARIF.Result(
                ruleId: finding.rule.rawValue, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                level: level(finding.severity), message: SARIF.Text(text: message),
                locations: [
                    SARIF.Location(physicalLocation: SARIF.PhysicalLocation(artifactLocation: location, region: region))
                ],
                fixes: finding.fix.map { fix in
                    [
                        SARIF.Fix(
                            description: SARIF.Text(text: "Use \(fix.replacement)"),
                            artifactChanges: [
                                SARIF.ArtifactChange(
                                    artifactLocation: location,
                                    replacements: [
                                        SARIF.Replacement(
                                            deletedRegion: region, insertedContent: SARIF.Text(text: fix.replacement))
                                    ])
                            ])
                    ]
                }, partialFingerprints: [fingerprintKey: finding.fingerprint],
                baselineState: finding.baselineState?.rawValue)
        }
        let notifications = report.problems.map { problem in
            SARIF.Notification(
                message: SARIF.Text(text: problem.message),
                locations: [
                    SARIF.Location(
                        physicalLocation: SARIF.PhysicalLocation(
                            artifactLocation: SARIF.ArtifactLocation(uri: uri(problem.file)),
                            region: problem.position.map {
                                SARIF.Region(startLine: $0.line, startColumn: $0.scalarColumn)
                            }))
                ])
        }
        let run = SARIF.Run(
            tool: SARIF.Tool(
                driver: SARIF.Driver(
                    version: toolVersion,
                    rules: rules.map {
                        SARIF.Rule(
                            id: $0.rawValue, shortDescription: SARIF.Text(text: $0.summary),
                            defaultConfiguration: SARIF.Configuration(
                                level: level(configuration.severity(of: $0)), enabled: configuration.checks($0)))
                    })),
            invocations: [
                SARIF.Invocation(
                    executionSuccessful: report.problems.isEmpty, toolExecutionNotifications: notifications,
                    toolConfigurationNotifications: report.warnings.isEmpty
                        ? nil
                        : report.warnings.map {
                            SARIF.Notification(level: "warning", message: SARIF.Text(text: $0), locations: nil)
                        })
            ], results: results)
        return encoded(SARIF(runs: [run]))
    }

    /// A relative path as a URI reference: every byte but unreserved characters and `/` percent-encoded.
    public static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                text += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
            }
        }
        return text
    }

    private static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain structs cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
