import Generator
import Tokens

/// Markdown a release manager can paste into a release note as it is.
public enum MarkdownRendering {
    /// Lists longer than this fold into a `<details>` element.
    static let foldAfter = 10

    /// The report under a `## FROM → TO` heading.
    public static func diff(_ report: ChangeReport) -> String {
        "## \(plain(report.from)) → \(plain(report.to))\n\n" + body(report)
    }

    /// A changelog: a title, then every entry, in the order given (newest first).
    public static func changelog(_ entries: [ChangelogEntry], title: String, note: String? = nil) -> String {
        changelog(renderedEntries: entries.map(entry), title: title, note: note)
    }

    /// A changelog of entries already rendered by ``entry(_:)``, newest first.
    public static func changelog(renderedEntries: [String], title: String, note: String? = nil) -> String {
        var text = "# \(plain(title))\n\n"
        if let note { text += note + "\n\n" }
        if renderedEntries.isEmpty { text += "No versions in this range.\n" }
        return text + renderedEntries.joined(separator: "\n")
    }

    /// One version: `## 1.2.0 — 2026-11-23`, who and why, then what changed.
    public static func entry(_ entry: ChangelogEntry) -> String {
        var text = "## \(plain(entry.version)) — \(entry.date.prefix(10))\n\n"
        var byline = "\(plain(entry.message)) — \(plain(entry.author))"
        if let rollbackOf = entry.rollbackOf { byline += " (rollback to \(plain(rollbackOf)))" }
        text += byline + "\n\n"
        return text + body(entry.report)
    }

    /// Everything below the heading; `heading`: the Markdown of its sections' headings.
    static func body(_ report: ChangeReport, heading: String = "###") -> String {
        let diff = report.diff
        var text = "**\(ChangeText.summary(diff))**\n"
        func section(_ title: String, _ body: String) {
            guard !body.isEmpty else { return }
            text += "\n\(heading) \(title)\n\n\(body)"
        }
        if diff.isInitial {
            let counts = Dictionary(grouping: diff.added, by: \.type).map { "\($0.value.count) \($0.key)" }.sorted()
            text += "\nFirst version: \(counts.joined(separator: ", ")).\n"
            auditSections(report, section)
            return text
        }
        var breaking = ChangeText.breaking(diff)
        if diff.policy == .warn {
            breaking += diff.contrast.changes.filter(\.isAccessibilityRegression).map {
                ChangeText.accessibilityLine($0) + " (policy: warn, not breaking)"
            }
        }
        section("⚠️ Breaking changes", list(breaking.map(codeKeys), noun: "breaking changes"))
        section(
            "Migration",
            table(
                ["Before", "After"],
                report.api.flatMap(\.migrations).map { [code($0.old), code($0.new)] }, noun: "migrations"))
        section(
            "Possible renames", list(diff.possibleRenames.map { codeKeys(ChangeText.possibleRename($0)) }, noun: ""))
        section(
            "Added",
            list(
                diff.added.filter { $0.deprecation == nil }.map { "\(code($0.key)) — \(code($0.value))" },
                noun: "added tokens"))
        section(
            "Added (deprecated)",
            list(
                diff.added.compactMap { token in
                    token.deprecation.map {
                        "\(code(token.key)) — \(code(token.value)) (deprecated"
                            + deprecationNote($0.reason, $0.renamed?.description, $0.replacedBy?.description) + ")"
                    }
                }, noun: "tokens added deprecated"))
        section(
            "Deprecated",
            list(
                diff.deprecated.map { code($0.key) + deprecationNote($0.reason, $0.renamed, $0.replacedBy) },
                noun: "deprecations"))
        section("No longer deprecated", list(diff.undeprecated.map { code($0.key) }, noun: "tokens"))
        section(
            "Changed",
            table(
                ["Token", "Appearance", "Before", "After", "ΔE_OK"],
                diff.valueChanges.map { change in
                    let size = ChangeText.deltaE(change).map { String($0.dropFirst(3)) } ?? ""
                    let note = change.isAliasRetarget ? " (retargeted)" : ""
                    return [
                        code(change.key), ChangeText.appearance(change), code(change.old),
                        code(change.new) + note + resolvedNote(change), size,
                    ]
                }, noun: "changed values"))
        section(
            "Metadata (no version bump)",
            list(
                diff.descriptionChanges.map {
                    "\(code($0.key)): description \(plain(ChangeText.description($0.old))) → "
                        + plain(ChangeText.description($0.new))
                } + diff.metadataChanges.map { "\(code($0.key)): \(plain(ChangeText.metadata($0)))" },
                noun: "metadata changes"))
        section(
            "Settings",
            list(diff.settingChanges.map { "\(code($0.key)): \(plain($0.old)) → \(plain($0.new))" }, noun: ""))
        section(
            "Contrast",
            table(
                ["Pair", "Appearance", "Before", "After", "Level", ""],
                diff.contrast.changes.map { change in
                    let crossings = ChangeText.crossings(change)
                    let verdict = ChangeText.contrastVerdict(change)
                    let mark = change.isAccessibilityRegression ? "⚠️ " : ""
                    return [
                        "\(code(change.foreground.description)) on \(code(change.backgroundDescription))",
                        change.appearance.rawValue, ChangeText.ratio(change.oldRatio),
                        ChangeText.ratio(change.newRatio), change.level.rawValue,
                        mark + verdict + (crossings.isEmpty ? "" : "; \(crossings)"),
                    ]
                }, noun: "contrast changes"))
        auditSections(report, section)
        for impact in report.api where !impact.isEmpty {
            var lines = impact.removed.map { "Removed \(code($0))" }
            lines += impact.added.map { "Added \(code($0))" }
            section("Swift API (`\(impact.profile.rawValue)` profile)", list(lines, noun: "symbol changes"))
        }
        let reasons = diff.reasons
        if !reasons.isEmpty {
            text += "\n**Why \(diff.requiredBump):** \(codeKeys(ChangeText.reasons(reasons)))\n"
        }
        return text
    }

    /// The pairs the version's components draw below their level: recorded under `--accessibility-policy warn`,
    /// or waived by the document with a reason.
    private static func auditSections(_ report: ChangeReport, _ section: (String, String) -> Void) {
        let (belowLevel, waived) = ChangeText.audit(report)
        section("⚠️ Contrast below its level (policy: warn)", list(belowLevel.map(codeKeys), noun: "pairs"))
        section("Contrast waivers", list(waived.map(codeKeys), noun: "waived pairs"))
    }

    /// `: its reason; renamed to `color.b``: the reason as plain text, the token it names as code.
    private static func deprecationNote(_ reason: String?, _ renamed: String?, _ replacedBy: String?) -> String {
        let parts =
            [reason.map(plain), ChangeText.successor(renamed: renamed, replacedBy: replacedBy).map(codeKeys)]
            .compactMap { $0 }
        return parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
    }

    private static func resolvedNote(_ change: SemanticDiff.ValueChange) -> String {
        if let old = change.oldResolved, let new = change.newResolved {
            return change.resolvedChanged ? " (\(old) → \(new))" : " (still \(new))"
        }
        guard let oldColor = change.oldColor, let newColor = change.newColor else { return "" }
        if change.old == oldColor.hex && change.new == newColor.hex { return "" }
        return change.resolvedChanged ? " (\(oldColor.hex) → \(newColor.hex))" : " (still \(newColor.hex))"
    }

    /// A bulleted list, folded into `<details>` when long.
    static func list(_ items: [String], noun: String) -> String {
        guard !items.isEmpty else { return "" }
        return folded(items.map { "- \($0)\n" }.joined(), count: items.count, noun: noun)
    }

    /// A table, folded into `<details>` when long.
    static func table(_ header: [String], _ rows: [[String]], noun: String) -> String {
        guard !rows.isEmpty else { return "" }
        var text = "| " + header.joined(separator: " | ") + " |\n"
        text += "|" + header.map { _ in "---|" }.joined() + "\n"
        for row in rows {
            text += "| " + row.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |\n"
        }
        return folded(text, count: rows.count, noun: noun)
    }

    private static func folded(_ text: String, count: Int, noun: String) -> String {
        guard count > foldAfter else { return text }
        return "<details>\n<summary>\(count) \(noun)</summary>\n\n\(text)\n</details>\n"
    }

    /// A code span that survives backticks, table pipes, line breaks and control characters in the text.
    static func code(_ text: String) -> String {
        // A line break would end the span, and could start a block (a heading, a list) on the next line.
        let lines = text.replacingAll("\n", with: " ").replacingAll("\r", with: " ")
        let safe = TerminalText.escaped(lines).replacingAll("|", with: "\\|")
        return safe.contains("`") ? "`` \(safe) ``" : "`\(safe)`"
    }

    /// Text from a user (a message, a name), with Markdown's special characters escaped and control characters and
    /// bidirectional overrides shown as `\u{…}` (``TerminalText``); a line break becomes a space.
    static func plain(_ text: String) -> String {
        var result = ""
        // Line breaks become spaces; other control characters are shown as `\u{1B}`, so that the Markdown cannot
        // drive a terminal that prints it (a CI log).
        let lines = String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
        for character in TerminalText.escaped(lines) {
            if "\\`*_[]<>|#!".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A plain-text phrase whose dotted token keys become code spans: `removed color.a` → ``removed `color.a` ``.
    static func codeKeys(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            // Punctuation around a key (`(color.a):`) stays outside its code span.
            let opening = word.prefix { $0 == "(" }
            let trimmed = word.dropFirst(opening.count).trimmingTrailing(",", ")", ":", ";")
            let isKey = trimmed.contains(".") && trimmed.first?.isLetter == true && !trimmed.hasSuffix(".")
            guard isKey else { return plain(String(word)) }
            return plain(String(opening)) + code(String(trimmed))
                + plain(String(word.dropFirst(opening.count + trimmed.count)))
        }.joined(separator: " ")
    }
}

extension StringProtocol {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }

    func trimmingTrailing(_ characters: Character...) -> Substring {
        var text = Substring(self)
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return text
    }
}
