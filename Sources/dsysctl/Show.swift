import ArgumentParser
import Registry
import Tokens

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one version: its record and its document.",
        discussion: """
            Example:
              dsysctl show 1.2.0
              dsysctl show 1.2.0 --json
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(help: ArgumentHelp("The version to show.", valueName: "version"))
    var version: String

    @Flag(help: "Print JSON: {\"revision\": …, \"document\": …}.")
    var json = false

    private struct Shown: Encodable {
        var revision: RevisionInfo
        var document: String
    }

    func run() throws {
        let shown = try reportingErrors { try project.registry().show(version: version) }
        if json {
            printOutput(try RevisionText.json(Shown(revision: shown.revision, document: shown.document)))
        } else {
            printOutput(RevisionText.details(shown.revision))
            printOutput("")
            printOutput(TerminalText.json(shown.document), terminator: "")
        }
    }
}
