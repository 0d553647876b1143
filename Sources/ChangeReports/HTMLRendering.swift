import Generator
import Tokens

/// One self-contained HTML page (no scripts, no network): old and new swatches in both appearances, the contrast
/// table with pass/fail badges, the Swift API impact. Readable from phone width up: tables turn into cards below
/// 640 px.
///
/// The pieces (a diff's body, tables, swatches, samples, badges, the stylesheet and the escaping) are public so that
/// `dsysctl serve` frames the same content in its own pages instead of rendering changes a second way.
public enum HTMLRendering {
    /// A page for one diff.
    public static func diff(_ report: ChangeReport) -> String {
        page(
            title: "\(report.from) → \(report.to)",
            body: "<h1>\(escape(report.from)) → \(escape(report.to))</h1>\n" + diffBody(report))
    }

    /// A page with every entry of a changelog, newest first.
    public static func changelog(_ entries: [ChangelogEntry], title: String) -> String {
        page(title: title, body: "<h1>\(escape(title))</h1>\n" + changelogBody(entries))
    }

    /// What a changelog page shows below its title: each entry, newest first, as an article with its version and
    /// date (a heading of `level`), message, author, and its diff against the version before it. `link`, when given,
    /// is the address each version's heading links to (already escaped for an attribute).
    public static func changelogBody(
        _ entries: [ChangelogEntry], level: Int = 2, link: ((String) -> String)? = nil
    ) -> String {
        guard !entries.isEmpty else { return "<p>No versions in this range.</p>\n" }
        var html = ""
        for entry in entries {
            var version = escape(entry.version)
            if let link { version = "<a href=\"\(link(entry.version))\">\(version)</a>" }
            html +=
                "<article>\n<h\(level)>\(version) <small>\(escape(String(entry.date.prefix(10))))</small></h\(level)>\n"
            var byline = "\(escape(entry.message)) — \(escape(entry.author))"
            if let rollbackOf = entry.rollbackOf { byline += " (rollback to \(escape(rollbackOf)))" }
            html += "<p class=\"byline\">\(byline)</p>\n" + diffBody(entry.report, level: level + 1) + "</article>\n"
        }
        return html
    }

    /// A page with the contrast of every pair of one revision.
    public static func contrast(_ report: ContrastReport) -> String {
        let failing = report.checks.filter { !$0.passes }.count
        var html = "<h1>Contrast of \(escape(report.source))</h1>\n"
        html += "<p class=\"summary\">\(report.checks.count) checks, \(failing) below their level.</p>\n"
        // The high-contrast appearances have sections only when the checks cover them.
        for appearance in Appearance.allCases where report.checks.contains(where: { $0.appearance == appearance }) {
            html += "<section>\n<h2>\(appearance.displayName.capitalized)</h2>\n"
            let rows = report.checks.filter { $0.appearance == appearance }.map { contrastRow($0) }
            html += table(rows) + "</section>\n"
        }
        return page(title: "Contrast of \(report.source)", body: html)
    }

    /// The cells of one check in a contrast table (for ``table(_:)``): a sample, the pair, its ratio, its level and
    /// whether it passes.
    public static func contrastRow(_ check: ContrastCheck) -> [(String, String)] {
        [
            ("Sample", sample(check.foregroundColor, on: check.backgroundColor, over: check.underColor)),
            (
                "Pair",
                "<code>\(escape(check.foreground.description))</code> on <code>\(escape(check.backgroundDescription))</code>"
            ),
            ("Ratio", ChangeText.ratio(check.ratio)),
            ("Level", escape(ChangeText.level(check.level, declared: check.isDeclared))),
            ("Result", badge(check.passes)),
        ]
    }

    // MARK: - The body of a diff

    /// What a diff page shows below its title: the summary and bump, breaking changes, renames, additions,
    /// deprecations, color changes with old and new swatches and their ΔE, other values, the contrast table with its
    /// crossings, the Swift API impact with migrations, and why the bump. `level` is its sections' heading level.
    public static func diffBody(_ report: ChangeReport, level: Int = 2) -> String {
        let diff = report.diff
        let heading = "h\(level)"
        var html = "<p class=\"summary\"><span class=\"bump \(diff.requiredBump)\">\(diff.requiredBump)</span> "
        html += escape(ChangeText.summary(diff)) + "</p>\n"
        func section(_ title: String, _ content: String) {
            guard !content.isEmpty else { return }
            html += "<section>\n<\(heading)>\(escape(title))</\(heading)>\n\(content)</section>\n"
        }
        if diff.isInitial {
            section("Added", "<p>First version: \(diff.added.count) tokens.</p>\n")
            return html
        }
        var breaking = ChangeText.breaking(diff)
        if diff.policy == .warn {
            breaking += diff.contrast.changes.filter(\.isAccessibilityRegression).map {
                ChangeText.accessibilityLine($0) + " (policy: warn, not breaking)"
            }
        }
        section("Breaking changes", list(breaking.map(escape), className: "breaking"))
        section("Possible renames", list(diff.possibleRenames.map { escape(ChangeText.possibleRename($0)) }))
        func added(_ token: SemanticDiff.Token) -> String {
            var item = "<code>\(escape(token.key))</code> "
            if let colors = token.colors {
                item += swatch(colors.light, appearance: .light) + swatch(colors.dark, appearance: .dark)
            }
            return item + " <code>\(escape(token.value))</code>"
        }
        section("Added", list(diff.added.filter { $0.deprecation == nil }.map(added)))
        section(
            "Added (deprecated)",
            list(
                diff.added.compactMap { token in
                    token.deprecation.map {
                        added(token) + " <span class=\"deprecated\">deprecated</span>"
                            + escape(ChangeText.deprecationNote($0))
                    }
                }))
        section(
            "Deprecated",
            list(diff.deprecated.map { "<code>\(escape($0.key))</code>" + escape(ChangeText.deprecationNote($0)) }))
        section("No longer deprecated", list(diff.undeprecated.map { "<code>\(escape($0.key))</code>" }))
        section("Changed", valueChanges(diff))
        section(
            "Metadata (no version bump)",
            list(
                diff.descriptionChanges.map {
                    "<code>\(escape($0.key))</code>: description \(escape(ChangeText.description($0.old))) → "
                        + escape(ChangeText.description($0.new))
                } + diff.metadataChanges.map { "<code>\(escape($0.key))</code>: \(escape(ChangeText.metadata($0)))" }))
        section(
            "Settings",
            list(diff.settingChanges.map { "<code>\(escape($0.key))</code>: \(escape($0.old)) → \(escape($0.new))" }))
        section(
            "Contrast",
            table(
                diff.contrast.changes.map { change in
                    let crossings = ChangeText.crossings(change)
                    return [
                        (
                            "Pair",
                            "<code>\(escape(change.foreground.description))</code> on <code>\(escape(change.backgroundDescription))</code>"
                        ),
                        ("Appearance", change.appearance.rawValue),
                        ("Before", ratioCell(change.oldRatio, change.level)),
                        ("After", ratioCell(change.newRatio, change.level)),
                        ("Level", escape(ChangeText.level(change.level, declared: change.isDeclared))),
                        ("", escape(ChangeText.contrastVerdict(change) + (crossings.isEmpty ? "" : "; \(crossings)"))),
                    ]
                }))
        for impact in report.api where !impact.isEmpty {
            var items = impact.removed.map { "<span class=\"minus\">−</span> <code>\(escape($0))</code>" }
            items += impact.added.map { "<span class=\"plus\">+</span> <code>\(escape($0))</code>" }
            var content = list(items)
            if !impact.migrations.isEmpty {
                content += table(
                    impact.migrations.map {
                        [("Before", "<code>\(escape($0.old))</code>"), ("After", "<code>\(escape($0.new))</code>")]
                    })
            }
            section("Swift API (\(impact.profile.rawValue) profile)", content)
        }
        let reasons = diff.reasons
        if !reasons.isEmpty {
            html +=
                "<p class=\"why\"><strong>Why \(diff.requiredBump):</strong> \(escape(ChangeText.reasons(reasons)))</p>\n"
        }
        return html
    }

    /// Color changes with swatches, old and new side by side in both appearances; other values as a table.
    private static func valueChanges(_ diff: SemanticDiff) -> String {
        let changes = diff.valueChanges
        var html = ""
        if !diff.colorChanges.isEmpty {
            html += "<ul class=\"colors\">\n"
            for color in diff.colorChanges {
                html += "<li><code>\(escape(color.key))</code>\n"
                for appearance in color.appearances {
                    let change = changes.first { $0.key == color.key && $0.appearance == appearance }
                    html += "<div class=\"swatches\"><span class=\"appearance\">\(appearance.rawValue)</span>"
                    html += swatch(color.color(appearance, new: false), appearance: appearance) + "<span>→</span>"
                    html += swatch(color.color(appearance, new: true), appearance: appearance)
                    html += " <span class=\"values\">"
                    if let change {
                        html += escape(ChangeText.values(change))
                        if let size = ChangeText.deltaE(change) { html += " · \(escape(size))" }
                        if change.isAliasRetarget { html += " · alias retargeted" }
                    } else {
                        html += "unchanged (\(color.color(appearance, new: true).hex))"
                    }
                    html += "</span></div>\n"
                }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        let others = changes.filter { $0.oldColor == nil || $0.newColor == nil }
        html += table(
            others.map { change in
                [
                    ("Token", "<code>\(escape(change.key))</code>"), ("Before", "<code>\(escape(change.old))</code>"),
                    ("After", "<code>\(escape(change.new))</code>"),
                ]
            })
        return html
    }

    // MARK: - Pieces

    /// A list of items already in HTML; empty for no items.
    public static func list(_ items: [String], className: String? = nil) -> String {
        guard !items.isEmpty else { return "" }
        let open = className.map { "<ul class=\"\($0)\">" } ?? "<ul>"
        return open + "\n" + items.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n"
    }

    /// A table whose cells carry their column's name, so that narrow screens can show each row as a card. Each row is
    /// a list of (column name, cell HTML); the first row's names head the columns. Empty for no rows.
    public static func table(_ rows: [[(String, String)]]) -> String {
        guard let first = rows.first else { return "" }
        var html =
            "<table>\n<thead><tr>" + first.map { "<th>\(escape($0.0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr>" + row.map { "<td data-label=\"\(escape($0.0))\">\($0.1)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// A color on the page of its appearance (white for light, black for dark), titled with its hex.
    public static func swatch(_ color: RGBA?, appearance: Appearance) -> String {
        guard let color else { return "" }
        return
            "<span class=\"swatch \(appearance.base.rawValue)\" title=\"\(color.hex)\"><span style=\"background:\(color.hex)\"></span></span>"
    }

    /// "Aa" in the foreground color on the background, the background painted over `page` first (the surface a
    /// translucent background sits on, or the appearance's page).
    public static func sample(_ foreground: RGBA, on background: RGBA, over page: RGBA) -> String {
        let under = background.composited(over: page)
        return "<span class=\"sample\" style=\"color:\(foreground.hex);background:\(under.hex)\">Aa</span>"
    }

    /// A green "pass" or red "fail" badge.
    public static func badge(_ passes: Bool) -> String {
        passes ? "<span class=\"badge pass\">pass</span>" : "<span class=\"badge fail\">fail</span>"
    }

    private static func ratioCell(_ ratio: Double?, _ level: ContrastLevel) -> String {
        guard let ratio else { return "—" }
        return "\(ChangeText.ratio(ratio)) " + badge(Contrast.passes(ratio, level))
    }

    /// Text made safe for HTML element content and attribute values (quoted with `"` or `'`); control characters and
    /// bidirectional overrides are shown as `\u{…}` (``TerminalText``).
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in TerminalText.escaped(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func page(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        <body>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }

    /// The pages' CSS: light only, as a report is printed or mailed; a page that follows the system's appearance
    /// overrides its custom properties (`--fg`, `--muted`, `--line`, `--bg`, `--soft`).
    public static let stylesheet = """
        :root { --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #ffffff; --soft: #f6f8fa; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
        main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.5rem; margin: 0.5rem 0; overflow-wrap: anywhere; }
        h2 { font-size: 1.25rem; border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; }
        h3 { font-size: 1.05rem; }
        small { color: var(--muted); font-weight: normal; }
        article { border-top: 3px solid var(--line); margin-top: 1.5rem; }
        code { font: 0.85em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft);
          padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
        ul { padding-left: 1.2rem; }
        li { margin: 0.25rem 0; }
        .summary { font-weight: 600; }
        .byline, .why { color: var(--muted); }
        .bump { display: inline-block; border-radius: 999px; padding: 0 0.6em; color: #fff; background: #59636e;
          text-transform: uppercase; font-size: 0.8em; letter-spacing: 0.04em; }
        .bump.major { background: #cf222e; } .bump.minor { background: #8250df; } .bump.patch { background: #1a7f37; }
        .breaking li { color: #a40e26; }
        .colors { list-style: none; padding: 0; }
        .colors > li { border: 1px solid var(--line); border-radius: 8px; padding: 0.5rem; margin: 0.5rem 0; }
        .swatches { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; margin-top: 0.35rem; }
        .appearance { width: 2.6rem; color: var(--muted); font-size: 0.85em; }
        .values { color: var(--muted); font-size: 0.85em; overflow-wrap: anywhere; }
        .swatch { display: inline-block; width: 2.6rem; height: 1.7rem; border-radius: 6px; padding: 4px;
          vertical-align: middle; border: 1px solid var(--line); background: #fff; }
        .swatch.dark { border-color: #30363d; background: #000; }
        .swatch > span { display: block; width: 100%; height: 100%; border-radius: 3px;
          box-shadow: inset 0 0 0 1px rgba(127, 127, 127, 0.35); }
        .sample { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 4px; font-weight: 600;
          border: 1px solid var(--line); }
        .badge { display: inline-block; border-radius: 4px; padding: 0 0.4em; font-size: 0.8em; font-weight: 600; }
        .badge.pass { background: #dafbe1; color: #116329; } .badge.fail { background: #ffebe9; color: #a40e26; }
        .plus { color: #1a7f37; font-weight: 700; } .minus { color: #cf222e; font-weight: 700; }
        table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; }
        th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { background: var(--soft); font-size: 0.85em; }
        @media (max-width: 640px) {
          table, thead, tbody, tr { display: block; width: 100%; }
          thead { display: none; }
          tr { border: 1px solid var(--line); border-radius: 8px; margin: 0.5rem 0; padding: 0.25rem 0.5rem; }
          td { display: inline-block; width: auto; border: none; padding: 0.1rem 0.9rem 0.1rem 0; }
          td:first-child, td:last-child { display: block; }
          td[data-label]:not([data-label=""])::before { content: attr(data-label) ": "; color: var(--muted);
            font-size: 0.85em; }
        }
        """
}
