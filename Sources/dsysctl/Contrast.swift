import ArgumentParser
import ChangeReports
import Registry

struct Contrast: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Show the contrast of every color pair of one version, in every appearance.",
        discussion: """
            The pairs are those the profile's components draw, each at the level its text needs \
            (for apptheme, what seed 003's views draw: textPrimary, textSecondary and textTertiary on \
            its background and surface roles at AA, 4.5:1), and every pair \
            the document declares (with its level). Ratios are WCAG 2.x; a translucent background is \
            painted on the surface its component sits on (one pair per surface), else on white \
            (light) or black (dark), and a translucent foreground over it, first. The high-contrast \
            appearances are listed too when a color has high-contrast values. \
            VERSION is a version, `head`, or a document's path; by default the working document.

            Example:
              dsysctl contrast
              dsysctl contrast 1.2.0 --format html --output contrast.html
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(help: ArgumentHelp("The version to check (default: the working document).", valueName: "version"))
    var version: String?

    @OptionGroup var report: ReportOptions

    func validate() throws {
        try report.check(allowed: [.text, .json, .html])
        try checkSource(version)
    }

    func run() throws {
        let contrast = try reportingErrors { try project.registry().contrast(source: version.map(source)) }
        let text: String
        switch report.format ?? .text {
        case .json: text = JSONRendering.contrast(contrast)
        case .html: text = HTMLRendering.contrast(contrast)
        case .text, .markdown: text = TextRendering.contrast(contrast, ansi: report.usesColor)
        }
        try report.deliver(text, styled: report.format ?? .text == .text && report.usesColor)
    }
}
