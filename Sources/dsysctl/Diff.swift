import ArgumentParser
import ChangeReports
import Foundation
import Registry
import Tokens

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions, or between a version and the working document.",
        discussion: """
            FROM and TO are versions (1.2.0), `head` (the latest version) or paths of documents. By \
            default FROM is the latest version and TO is the working document .dsys/design-system.json. \
            The diff lists tokens removed, renamed (same type and values under a new name), retyped, \
            added, deprecated, and changed per appearance with the perceptual size of each color \
            change (ΔE in OKLab × 100: imperceptible < 1, subtle < 5, noticeable < 15, new color); the \
            WCAG 2.x contrast of every pair the profile's components draw and every declared pair, old → new, \
            with the thresholds crossed (AA-large 3, AA 4.5, AAA 7); the Swift symbols added and \
            removed; and the version bump it requires, with the reasons.

            Formats: text (the default; colored on a terminal unless NO_COLOR is set), markdown (a \
            release-note entry), json (schema/diff.schema.json), html (one self-contained page).

            Example:
              dsysctl diff
              dsysctl diff 1.0.0 1.2.0 --format markdown
              dsysctl diff 1.2.0 --format html --output diff.html
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(help: ArgumentHelp("What to compare from (default: the latest version).", valueName: "from"))
    var from: String?

    @Argument(help: ArgumentHelp("What to compare to (default: the working document).", valueName: "to"))
    var to: String?

    @OptionGroup var report: ReportOptions

    @OptionGroup var policy: PolicyOptions

    @OptionGroup var profileOption: ProfileOption

    func validate() throws {
        try report.check(allowed: [.text, .markdown, .json, .html])
        try checkSource(from)
        try checkSource(to)
    }

    func run() throws {
        let changes = try reportingErrors {
            try project.registry().diff(
                from: from.map(source), to: to.map(source), policy: policy.accessibilityPolicy,
                profile: profileOption.profile)
        }
        let text: String
        switch report.format ?? .text {
        case .text: text = TextRendering.diff(changes, ansi: report.usesColor)
        case .markdown: text = MarkdownRendering.diff(changes)
        case .json: text = JSONRendering.diff(changes)
        case .html: text = HTMLRendering.diff(changes)
        }
        try report.deliver(text, styled: (report.format ?? .text) == .text && report.usesColor)
    }
}

/// Refuses a FROM, TO or VERSION that is neither a version nor an existing file.
func checkSource(_ argument: String?) throws {
    guard let argument, case .working(let path?) = source(argument) else { return }
    if !FileManager.default.fileExists(atPath: path) {
        throw ValidationError(
            "\"\(TerminalText.escaped(argument))\" is neither a version (MAJOR.MINOR.PATCH, or head) nor a document file; "
                + "see `dsysctl log` for the versions")
    }
}
