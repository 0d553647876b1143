import ArgumentParser
import ChangeReports
import Registry

struct Changelog: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the changelog of a range of versions, newest first, each with its diff.",
        discussion: """
            Every version from --from to --to (default: the first and the latest, both included), \
            each compared with the version before it. Markdown (the default) is what the output \
            repository's CHANGELOG.md holds; html is one self-contained page; json follows \
            schema/diff.schema.json.

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

    func validate() throws {
        try report.check(allowed: [.markdown, .html, .json])
    }

    func run() throws {
        let entries = try reportingErrors {
            try Registry.changelog(project.project, from: from, to: to, policy: policy.accessibilityPolicy)
        }
        let text: String
        switch report.format ?? .markdown {
        case .json: text = JSONRendering.changelog(entries)
        case .html: text = HTMLRendering.changelog(entries, title: "Changelog")
        case .markdown, .text: text = MarkdownRendering.changelog(entries, title: "Changelog")
        }
        try report.deliver(text)
    }
}
