import ArgumentParser
import ChangeReports
import Registry

struct Changelog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changelog",
        abstract: "Show the changelog of a range of versions, newest first, each with its diff.",
        discussion: """
            Every version from --from to --to (default: the first and the latest, both included), \
            each compared with the version before it. Markdown (the default) is made of the entries \
            each publish stored (what the output repository's CHANGELOG.md holds, whole), without \
            reading or diffing any document; --rediff (or --accessibility-policy warn) diffs every \
            version anew, as html (one self-contained page) and json (schema/diff.schema.json) \
            always do.

            Example:
              dsysctl changelog
              dsysctl changelog --from 1.1.0 --format html --output changelog.html
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: ArgumentHelp("The oldest version to include (default: the first).", valueName: "version"))
    var from: String?

    @Option(help: ArgumentHelp("The newest version to include (default: the latest).", valueName: "version"))
    var to: String?

    @OptionGroup var report: ReportOptions

    @OptionGroup var policy: PolicyOptions

    @Flag(help: "Diff every version anew instead of using the entries stored at publish (Markdown).")
    var rediff = false

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        try report.check(allowed: [.markdown, .html, .json])
    }

    func run() throws {
        let format = report.format ?? .markdown
        if format == .markdown || format == .text, !rediff, policy.accessibilityPolicy == .breaking,
            let stored = try reportingErrors({ try project.registry().storedChangelog(from: from, to: to) })
        {
            try report.deliver(MarkdownRendering.changelog(renderedEntries: stored, title: "Changelog"))
            return
        }
        let entries = try reportingErrors {
            try progress.showing(json: format == .json) { reporter in
                try project.registry().changelog(
                    from: from, to: to, policy: policy.accessibilityPolicy, progress: reporter)
            }
        }
        let text: String
        switch format {
        case .json: text = JSONRendering.changelog(entries)
        case .html: text = HTMLRendering.changelog(entries, title: "Changelog")
        case .markdown, .text: text = MarkdownRendering.changelog(entries, title: "Changelog")
        }
        try report.deliver(text)
    }
}
