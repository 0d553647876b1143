import ArgumentParser
import Registry

struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List the published versions, newest first.",
        discussion: """
            Each line: version, date, author, bump and token changes, message.

            Example:
              dsysctl log --limit 5
              dsysctl log --json
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: "Show at most this many versions.")
    var limit: Int?

    @Flag(help: "Print JSON: an array of revisions.")
    var json = false

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        let revisions = try reportingErrors { try project.registry().log(limit: limit) }
        if json {
            printOutput(try RevisionText.json(revisions))
        } else if revisions.isEmpty {
            printOutput("nothing is published yet")
        } else {
            revisions.forEach { printOutput(RevisionText.line($0)) }
        }
    }
}
