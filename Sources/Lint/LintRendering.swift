import Foundation
import Tokens

/// The renderings of a lint report: compiler-style text, JSON for scripts, SARIF 2.1.0 for code-scanning services.
public enum LintRendering {
    // ── Text ────────────────────────────────────────────────────────────────────────────────────────────────────

    /// `file:line:column: rule: message (suggestion)` per finding, then a summary line; every string from a source
    /// or document escaped for the terminal.
    public static func text(_ outcome: LintRun.Outcome) -> String {
        var lines = outcome.report.findings.map { finding in
            var line = "\(place(finding.file, finding.start)): \(finding.rule.rawValue): \(finding.message)"
            if let suggestion = finding.suggestion { line += " (\(describe(suggestion, fixable: finding.fix != nil)))" }
            return TerminalText.escaped(line)
        }
        lines.append(summary(outcome))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `file:line:column: error: message` per problem, for standard error.
    public static func problems(_ report: LintReport) -> String {
        report.problems.map { problem in
            let location = problem.position.map { place(problem.file, $0) } ?? problem.file
            return TerminalText.escaped("\(location): error: \(problem.message)") + "\n"
        }.joined()
    }

    public static func summary(_ outcome: LintRun.Outcome) -> String {
        let report = outcome.report
        let files = Set(report.findings.map(\.file)).count
        var text =
            report.findings.isEmpty
            ? "no hard-coded styling in \(counted(report.files.count, "file"))"
            : "\(counted(report.findings.count, "finding")) in \(counted(files, "file"))"
        let fixable = report.findings.filter { $0.fix != nil }.count
        if fixable > 0 { text += " (\(fixable) fixable with --fix)" }
        if outcome.fixedFindings > 0 {
            text += "; fixed \(counted(outcome.fixedFindings, "finding")) in \(counted(outcome.fixedFiles, "file"))"
        }
        if !report.problems.isEmpty { text += "; \(counted(report.problems.count, "file problem")) (see above)" }
        return text
    }

    private static func describe(_ suggestion: Suggestion, fixable: Bool) -> String {
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

    private struct JSONReport: Encodable {
        struct Item: Encodable {
            var file: String
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
            var rule: String
            var message: String
            var code: String
            var suggestion: Suggestion?
            var fix: String?
        }

        struct Problem: Encodable {
            var file: String
            var line: Int?
            var column: Int?
            var message: String
        }

        var findings: [Item]
        var problems: [Problem]
        var filesLinted: Int
        var fixed: Int
    }

    /// The report as one JSON object (`findings`, `problems`, `filesLinted`, `fixed`), keys sorted.
    public static func json(_ outcome: LintRun.Outcome) -> String {
        let report = outcome.report
        let value = JSONReport(
            findings: report.findings.map {
                JSONReport.Item(
                    file: $0.file, line: $0.start.line, column: $0.start.column, endLine: $0.end.line,
                    endColumn: $0.end.column, rule: $0.rule.rawValue, message: $0.message, code: $0.code,
                    suggestion: $0.suggestion, fix: $0.fix?.replacement)
            },
            problems: report.problems.map {
                JSONReport.Problem(
                    file: $0.file, line: $0.position?.line, column: $0.position?.column, message: $0.message)
            }, filesLinted: report.files.count, fixed: outcome.fixedFindings)
        return encoded(value)
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
        }
        struct Configuration: Encodable { var level: String }
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
            var locations: [Location]
        }
        struct Invocation: Encodable {
            var executionSuccessful: Bool
            var toolExecutionNotifications: [Notification]
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

    /// The level of a rule's results: a deprecation warns, everything else is an error (exit status 1).
    private static func level(_ rule: LintRule) -> String { rule == .deprecatedToken ? "warning" : "error" }

    /// The report as a SARIF 2.1.0 log of one run: the rules, one result per finding (with a fix where `--fix`
    /// would make one), and the file problems as tool notifications. Columns count Unicode code points.
    /// `toolVersion`: the version of `dsysctl` that linted.
    public static func sarif(_ outcome: LintRun.Outcome, toolVersion: String) -> String {
        let report = outcome.report
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
                level: level(finding.rule), message: SARIF.Text(text: message),
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
                })
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
                            defaultConfiguration: SARIF.Configuration(level: level($0)))
                    })),
            invocations: [
                SARIF.Invocation(
                    executionSuccessful: report.problems.isEmpty, toolExecutionNotifications: notifications)
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
