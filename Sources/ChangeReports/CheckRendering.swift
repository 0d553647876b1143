import Foundation
import Generator
import Lint
import Tokens

/// The renderings of a ``CheckReport``: terminal text, a Markdown body to post as a pull request's comment, and JSON
/// for scripts (`kind` `check` in `schema/diff.schema.json`).
public enum CheckRendering {
    /// The most lint findings and document problems the Markdown lists; the rest are counted (a comment holds at most
    /// 65,536 characters on GitHub, 1,000,000 on GitLab).
    static let markdownListLimit = 100

    /// The longest diff the Markdown shows in full; a longer one is summed up with the command that shows it.
    static let markdownDiffLimit = 40_000

    /// The line that marks the comment as `dsysctl check`'s, so that CI can find and replace its previous one.
    public static let markdownMarker = "<!-- dsysctl check -->"

    // ── Text ────────────────────────────────────────────────────────────────────────────────────────────────────

    /// The verdict and what blocks, then the document, base, version, contrast and lint lines, then the diff and
    /// the lint findings. `ansi` colors the verdict; every string from the document or the code is escaped for the
    /// terminal.
    public static func text(_ report: CheckReport, ansi: Bool) -> String {
        let style = TextRendering.Style(ansi: ansi)
        var lines = [verdictLine(report, style: style)]
        lines += report.blocking.map { style.red("  ✗ ") + TerminalText.escaped("\($0.kind.rawValue): \($0.message)") }
        lines += report.warnings.map {
            style.yellow("  ! ") + TerminalText.escaped("\($0.kind.rawValue): \($0.message)")
        }
        lines.append("")
        for (name, value) in overview(report) {
            lines.append(style.bold(name.padding(9)) + " " + TerminalText.escaped(value))
        }
        if !report.problems.isEmpty {
            lines.append("")
            lines += report.problems.map { $0.formatted(file: report.document) }
        }
        var text = lines.joined(separator: "\n") + "\n"
        // A first version's diff lists every token, pair and symbol: the overview says what matters.
        if let change = report.change, !report.unchanged, !change.diff.isInitial {
            text += "\n" + TextRendering.diff(change, ansi: ansi)
        }
        if let lint = report.lint {
            text += "\n" + style.bold("Lint") + "\n"
            text += LintRendering.problems(lint.report) + LintRendering.text(lint)
        }
        return text
    }

    /// `✗ check: blocked — 2 problems block this change` or `✓ check: passes — …`.
    private static func verdictLine(_ report: CheckReport, style: TextRendering.Style) -> String {
        let blocking = report.blocking.count
        if blocking > 0 {
            return style.red(
                style.bold("✗ check: blocked")
                    + " — \(blocking == 1 ? "1 problem blocks" : "\(blocking) problems block")"
                    + " this change")
        }
        return style.green(style.bold("✓ check: passes")) + " — " + TerminalText.escaped(changeSummary(report))
    }

    /// What the change amounts to, in one phrase.
    static func changeSummary(_ report: CheckReport) -> String {
        guard let change = report.change else { return "the document has problems" }
        if report.unchanged, let base = report.base { return "the document equals \(base)'s" }
        if change.diff.isInitial {
            return "a first version of \(report.counted(change.diff.added.count, "token"))"
                + (report.version?.proposed.map { ", as \($0)" } ?? "")
        }
        var text = "\(ChangeText.summary(change.diff)) since \(report.base ?? "nothing")"
        if let version = report.version {
            text += version.proposed.map { "; publish it as \($0)" } ?? "; publish makes it \(version.minimum)"
        }
        return text
    }

    /// The lines under the verdict, as (name, value): document, base, version, contrast, lint.
    static func overview(_ report: CheckReport) -> [(String, String)] {
        var rows: [(String, String)] = []
        if let profile = report.profile {
            let tokens = report.tokenCount.map { " (\(report.counted($0, "token")))" } ?? ""
            rows.append(("document", "\(report.document): valid for the \(profile.rawValue) profile\(tokens)"))
        } else {
            rows.append(("document", "\(report.document): \(report.counted(report.problems.count, "problem"))"))
        }
        if let base = report.base {
            let which = base == report.latest ? "the latest version" : "the latest is \(report.latest ?? "none")"
            rows.append(("base", "\(base) (\(which), in \(report.registry))"))
        } else {
            rows.append(("base", "nothing is published in \(report.registry) yet: this is the first version"))
        }
        if let version = report.version {
            rows.append(("version", versionLine(version, base: report.base)))
        }
        if report.change != nil {
            rows.append(("contrast", contrastLine(report)))
        }
        if let lint = report.lint {
            rows.append(("lint", LintRendering.summary(lint)))
        } else if let skipped = report.lintSkipped {
            rows.append(("lint", skipped))
        }
        return rows
    }

    private static func versionLine(_ version: CheckReport.VersionCheck, base: String?) -> String {
        var text: String
        switch version.bump {
        case "initial": text = "a first version (publish makes it \(version.minimum) unless --version says otherwise)"
        case "none": text = "no change to publish"
        default:
            text =
                "needs a \(version.bump) bump from \(base ?? "nothing") (\(version.reasons)): \(version.minimum) at least"
        }
        if let proposed = version.proposed {
            text += "; proposed \(proposed): " + (version.refusal == nil ? "accepted" : "refused")
        }
        return text
    }

    private static func contrastLine(_ report: CheckReport) -> String {
        var parts: [String] = []
        let below = report.belowLevel.count
        if below > 0 {
            parts.append(
                "\(below == 1 ? "1 pair" : "\(below) pairs") the components draw below \(below == 1 ? "its" : "their") "
                    + "level (policy \(report.policy.rawValue))")
        }
        if !report.waived.isEmpty { parts.append("\(report.waived.count) waived") }
        let regressions = report.accessibilityRegressions.count
        if regressions > 0 { parts.append(report.counted(regressions, "accessibility regression")) }
        return parts.isEmpty
            ? "every pair the components draw meets its level; no accessibility regression"
            : parts.joined(separator: ", ")
    }

    // ── Markdown ────────────────────────────────────────────────────────────────────────────────────────────────

    /// A body to post as the pull request's comment: the verdict first, then what blocks, the warnings, an overview
    /// table, the diff, the lint findings and the document's problems, long lists folded into `<details>`; every
    /// string from the document or the code escaped for Markdown and HTML. It ends with ``markdownMarker``.
    public static func markdown(_ report: CheckReport) -> String {
        let blocking = report.blocking
        var text: String
        if blocking.isEmpty {
            text = "**✅ Design system check: passes** — \(MarkdownRendering.codeKeys(changeSummary(report)))\n"
        } else {
            let count = blocking.count == 1 ? "1 problem blocks" : "\(blocking.count) problems block"
            text = "**❌ Design system check: blocked** — \(count) this change\n"
        }
        func section(_ title: String, _ body: String) {
            guard !body.isEmpty else { return }
            text += "\n### \(title)\n\n\(body)"
        }
        func items(_ items: [CheckReport.Item]) -> String {
            MarkdownRendering.list(
                items.map { "**\($0.kind.rawValue)**: \(MarkdownRendering.codeKeys($0.message))" }, noun: "items")
        }
        section("Blocking", items(blocking))
        section("Warnings", items(report.warnings))
        section(
            "Overview",
            MarkdownRendering.table(
                ["Check", "Result"],
                overview(report).map {
                    [$0.0.prefix(1).uppercased() + $0.0.dropFirst(), MarkdownRendering.codeKeys($0.1)]
                },
                noun: "rows"))
        if let change = report.change, !report.unchanged {
            var body = MarkdownRendering.body(change, heading: "####")
            if body.count > markdownDiffLimit {
                body =
                    "**\(MarkdownRendering.plain(ChangeText.summary(change.diff)))**\n\nThe diff is too long for a "
                    + "comment (\(body.count) characters); `dsysctl diff\(report.base.map { " \($0)" } ?? "")` or "
                    + "`dsysctl check --format json` shows it whole.\n"
            }
            section("Changes from \(MarkdownRendering.code(report.base ?? "nothing"))", body)
        }
        if let lint = report.lint { section("Lint", lintMarkdown(lint)) }
        if !report.problems.isEmpty {
            let lines = report.problems.prefix(markdownListLimit).map { problem in
                let place = problem.line > 0 ? "\(problem.line):\(problem.column) " : ""
                return MarkdownRendering.code(place + problem.pointer.description) + ": "
                    + MarkdownRendering.plain(problem.message)
            }
            section(
                "Problems in \(MarkdownRendering.code(report.document))",
                MarkdownRendering.list(lines, noun: "problems") + more(report.problems.count))
        }
        return text + "\n" + markdownMarker + "\n"
    }

    /// The lint findings the baseline does not have as a table, then the file problems.
    private static func lintMarkdown(_ outcome: LintRun.Outcome) -> String {
        let shown = outcome.report.shownFindings
        var text = MarkdownRendering.plain(LintRendering.summary(outcome)) + "\n"
        if !shown.isEmpty {
            let rows = shown.prefix(markdownListLimit).map { finding -> [String] in
                var message = MarkdownRendering.plain(finding.message)
                if let suggestion = finding.suggestion {
                    message += " (" + MarkdownRendering.plain(LintRendering.describe(suggestion, fixable: false)) + ")"
                }
                return [
                    MarkdownRendering.code("\(finding.file):\(finding.start.line):\(finding.start.column)"),
                    "\(finding.rule.rawValue)\(finding.severity == .error ? "" : " (\(finding.severity.rawValue))")",
                    message,
                ]
            }
            text += "\n" + MarkdownRendering.table(["Place", "Rule", "Finding"], rows, noun: "findings")
            text += more(shown.count)
        }
        let problems = outcome.report.problems.map { problem in
            let place = problem.position.map { "\(problem.file):\($0.line):\($0.column)" } ?? problem.file
            return MarkdownRendering.code(place) + ": " + MarkdownRendering.plain(problem.message)
        }
        if !problems.isEmpty { text += "\n" + MarkdownRendering.list(problems, noun: "file problems") }
        return text
    }

    /// `… and 12 more (…)` when a list was cut at ``markdownListLimit``.
    private static func more(_ count: Int) -> String {
        guard count > markdownListLimit else { return "" }
        return "\n… and \(count - markdownListLimit) more: `dsysctl check` in text or JSON lists every one.\n"
    }

    // ── JSON ────────────────────────────────────────────────────────────────────────────────────────────────────

    /// `{"kind": "check", "verdict": "pass" | "blocked", "blocking": […], …}`, as `schema/diff.schema.json`
    /// documents it; keys sorted, so equal reports give equal bytes.
    public static func json(_ report: CheckReport) -> String {
        JSONRendering.encode(CheckDocument(report))
    }

    private struct CheckDocument: Encodable {
        struct Item: Encodable {
            var kind: String
            var message: String
        }

        struct Problem: Encodable {
            var code: String
            var pointer: String
            var line: Int
            var column: Int
            var message: String
        }

        struct Version: Encodable {
            var bump: String
            var minimum: String
            var reasons: String
            var proposed: String?
            var accepted: Bool?
            var refusal: String?
        }

        struct Pair: Encodable {
            var pair: String
            var foreground: String
            var background: String
            var level: String
            var drawnBy: String
            var ratios: String
            var waiver: String?
        }

        struct Contrast: Encodable {
            var belowLevel: [Pair]
            var waived: [Pair]
            var accessibilityRegressions: Int
        }

        var schemaVersion = JSONRendering.schemaVersion
        var kind = "check"
        var verdict: String
        var document: String
        var profile: String?
        var accessibilityPolicy: String
        var registry: String
        var latest: String?
        var base: String?
        var blocking: [Item]
        var warnings: [Item]
        var problems: [Problem]
        var unchanged: Bool
        var version: Version?
        var contrast: Contrast?
        var diff: JSONRendering.DiffBody?
        var lint: LintRendering.JSONReport?

        init(_ report: CheckReport) {
            verdict = report.passes ? "pass" : "blocked"
            document = report.document
            profile = report.profile?.rawValue
            accessibilityPolicy = report.policy.rawValue
            registry = report.registry
            latest = report.latest
            base = report.base
            blocking = report.blocking.map { Item(kind: $0.kind.rawValue, message: $0.message) }
            warnings = report.warnings.map { Item(kind: $0.kind.rawValue, message: $0.message) }
            problems = report.problems.map {
                Problem(
                    code: $0.code.rawValue, pointer: $0.pointer.description, line: $0.line, column: $0.column,
                    message: $0.message)
            }
            unchanged = report.unchanged
            version = report.version.map {
                Version(
                    bump: $0.bump, minimum: $0.minimum, reasons: $0.reasons, proposed: $0.proposed,
                    accepted: $0.proposed == nil ? nil : $0.refusal == nil, refusal: $0.refusal)
            }
            func pair(_ finding: ContrastAudit.Finding) -> Pair {
                Pair(
                    pair: finding.pairDescription, foreground: finding.foreground.description,
                    background: finding.background.description, level: finding.level.rawValue,
                    drawnBy: finding.drawnBy, ratios: finding.ratios, waiver: finding.waiver?.reason)
            }
            contrast = report.change.map { _ in
                Contrast(
                    belowLevel: report.belowLevel.map(pair), waived: report.waived.map(pair),
                    accessibilityRegressions: report.accessibilityRegressions.count)
            }
            diff = report.change.map(JSONRendering.DiffBody.init)
            lint = report.lint.map(LintRendering.JSONReport.init)
        }
    }
}
