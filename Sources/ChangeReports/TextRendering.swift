import Generator
import Tokens

/// Terminal text: compact, grouped, breaking changes first; ANSI colors only when asked for.
public enum TextRendering {
    /// The report as terminal lines. `ansi` colors removals red, additions green and changes yellow; pass it only
    /// for a terminal, and never when `NO_COLOR` is set. Control characters and bidirectional overrides from the
    /// documents are shown as `\u{…}` (``TerminalText``), also between the colors.
    public static func diff(_ report: ChangeReport, ansi: Bool) -> String {
        let style = Style(ansi: ansi)
        let diff = report.diff
        var lines = [style.bold("\(report.from) → \(report.to)") + "  " + style.text(ChangeText.summary(diff))]
        func section(_ title: String, _ body: [String]) {
            guard !body.isEmpty else { return }
            lines.append("")
            lines.append(style.bold(title))
            lines += body.map { "  " + $0 }
        }
        section("Breaking", ChangeText.breaking(diff).map { style.red("✗ " + $0) })
        section(
            "Accessibility (reported, not breaking: policy warn)",
            diff.policy == .warn
                ? diff.contrast.changes.filter(\.isAccessibilityRegression).map {
                    style.red("! " + ChangeText.accessibilityLine($0))
                } : [])
        let audit = ChangeText.audit(report)
        section("Contrast below its level (policy warn)", audit.belowLevel.map { style.red("! " + $0) })
        section("Contrast waivers", audit.waived.map { style.text("~ " + $0) })
        section("Possible renames", diff.possibleRenames.map { style.text("? " + ChangeText.possibleRename($0)) })
        if diff.isInitial {
            section("Added", ["+ \(diff.added.count) tokens"])
        } else {
            section(
                "Added",
                diff.added.filter { $0.deprecation == nil }.map {
                    style.green("+ \($0.key)") + style.text("  \($0.value)")
                })
            section(
                "Added (deprecated)",
                diff.added.compactMap { token in
                    token.deprecation.map {
                        style.green("+ \(token.key)")
                            + style.text("  \(token.value)  (deprecated\(ChangeText.deprecationNote($0)))")
                    }
                })
        }
        section("Deprecated", diff.deprecated.map { style.text("~ \($0.key)" + ChangeText.deprecationNote($0)) })
        section("No longer deprecated", diff.undeprecated.map { style.text("~ \($0.key)") })
        // Each name is made and counted (in characters, as the terminal shows them) once.
        let names = diff.valueChanges.map { change in
            let name = "\(change.key) \(ChangeText.appearance(change))"
            return (name, name.count)
        }
        let width = names.map(\.1).max() ?? 0
        section(
            "Changed",
            zip(diff.valueChanges, names).map { change, name in
                let padded = name.0 + String(repeating: " ", count: width - name.1)
                var line = style.yellow("• " + padded) + "  " + style.text(ChangeText.values(change))
                if let size = ChangeText.deltaE(change) { line += "  " + style.text(size) }
                if change.isAliasRetarget { line += "  (alias retargeted)" }
                return line
            })
        section(
            "Metadata (no version bump)",
            diff.descriptionChanges.map {
                style.text(
                    "• \($0.key): description \(ChangeText.description($0.old)) → \(ChangeText.description($0.new))")
            } + diff.metadataChanges.map { style.text("• \($0.key): \(ChangeText.metadata($0))") })
        section("Settings", diff.settingChanges.map { style.text("• \($0.key): \($0.old) → \($0.new)") })
        section(
            "Contrast",
            diff.contrast.changes.map { change in
                let mark =
                    change.oldRatio == nil
                    ? "+" : change.newRatio == nil ? "-" : change.isRegression ? style.red("▼") : style.green("▲")
                var line =
                    "\(mark) "
                    + style.text(
                        "\(change.subject)  \(ChangeText.ratio(change.oldRatio)) → "
                            + "\(ChangeText.ratio(change.newRatio))  \(change.level.rawValue)")
                let crossings = ChangeText.crossings(change)
                if !crossings.isEmpty { line += "  " + style.text(crossings) }
                return line
            })
        for impact in report.api where !impact.isEmpty {
            var body = impact.removed.map { style.red("- \($0)") } + impact.added.map { style.green("+ \($0)") }
            body += impact.migrations.map { style.text("→ replace \($0.old) with \($0.new)") }
            section("Swift API (\(impact.profile.rawValue))", body)
        }
        let reasons = diff.reasons
        if !reasons.isEmpty {
            lines.append("")
            lines.append(style.bold("Bump: \(diff.requiredBump)") + " — " + style.text(ChangeText.reasons(reasons)))
        }
        return style.finished(lines)
    }

    /// What `publish` prints under its first line: the recorded diff's summary and the reasons for its bump, ten
    /// at most.
    public static func publishSummary(_ report: ChangeReport, limit: Int = 10) -> [String] {
        let diff = report.diff
        var lines = ["diff: " + ChangeText.summary(diff)]
        let reasons = diff.reasons
        lines += reasons.prefix(limit).map { "\($0.bump): \(ChangeText.reason($0))" }
        if reasons.count > limit {
            lines.append("… and \(reasons.count - limit) more: `dsysctl changelog --from \(report.to)`")
        }
        lines += diff.possibleRenames.map(ChangeText.possibleRename)
        return lines
    }

    /// What `publish` prints of the version's absolute contrast check, also for a first version: each pair it
    /// recorded below its level (policy warn), and each pair its document waives.
    public static func contrastSummary(_ report: ChangeReport) -> [String] {
        let audit = ChangeText.audit(report)
        return audit.belowLevel.map { "contrast below its level (policy warn): " + $0 }
            + audit.waived.map { "contrast waived: " + $0 }
    }

    /// Every pair with its ratio and verdict, one line each, grouped by appearance.
    public static func contrast(_ report: ContrastReport, ansi: Bool) -> String {
        let style = Style(ansi: ansi)
        let failing = report.checks.filter { !$0.passes }.count
        var lines = [
            style.bold("Contrast of \(report.source)")
                + "  \(report.checks.count) checks, \(failing) below their level"
        ]
        let width = report.checks.map { "\($0.foreground) on \($0.backgroundDescription)".count }.max() ?? 0
        // The high-contrast appearances are listed only when the checks cover them.
        for appearance in Appearance.allCases where report.checks.contains(where: { $0.appearance == appearance }) {
            lines.append("")
            lines.append(style.bold(appearance.displayName.capitalized))
            for check in report.checks where check.appearance == appearance {
                let verdict = check.passes ? style.green("pass") : style.red("FAIL")
                lines.append(
                    style.text(
                        "  \("\(check.foreground) on \(check.backgroundDescription)".padding(width))  "
                            + "\(ChangeText.ratio(check.ratio).padding(5, left: true))  ") + "\(verdict) "
                        + style.text(ChangeText.level(check.level, declared: check.isDeclared)))
            }
        }
        return style.finished(lines)
    }

    /// ANSI styling that is a no-op when colors are off, and the escaping of the text between the colors: with colors,
    /// each piece of text is escaped as it is styled (``text(_:)`` for a piece without a color); without, the whole
    /// output is escaped once at the end (``finished(_:)``). Line breaks are kept (a composite value spans lines).
    /// Styles do not nest, as each escapes what it is given: ``bold(red:)`` and ``bold(green:)`` combine two.
    struct Style {
        var ansi: Bool

        func wrap(_ text: String, _ code: String) -> String {
            ansi ? "\u{1B}[\(code)m\(TerminalText.escaped(text, keepingLineBreaks: true))\u{1B}[0m" : text
        }

        /// A piece of text without a color.
        func text(_ text: String) -> String { ansi ? TerminalText.escaped(text, keepingLineBreaks: true) : text }

        /// The lines as the rendering's output.
        func finished(_ lines: [String]) -> String {
            let text = lines.joined(separator: "\n") + "\n"
            return ansi ? text : TerminalText.escaped(text, keepingLineBreaks: true)
        }

        func bold(_ text: String) -> String { wrap(text, "1") }
        func red(_ text: String) -> String { wrap(text, "31") }
        func green(_ text: String) -> String { wrap(text, "32") }
        func yellow(_ text: String) -> String { wrap(text, "33") }
        func bold(red text: String) -> String { wrap(text, "1;31") }
        func bold(green text: String) -> String { wrap(text, "1;32") }
    }
}

extension String {
    /// Padded with spaces to `width` characters, on the right (or the left).
    func padding(_ width: Int, left: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - count))
        return left ? spaces + self : self + spaces
    }
}
