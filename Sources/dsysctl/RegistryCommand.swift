import ArgumentParser
import Foundation
import Registry
import Tokens

struct RegistryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "registry",
        abstract: "Move a registry's history between stores.",
        subcommands: [Copy.self])

    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "copy",
            abstract: "Copy the whole history into an empty store, every hash of its chain the same.",
            discussion: """
                Copies every revision, document and changelog entry of the registry (--registry, \
                DSYS_REGISTRY, else .dsys/registry.sqlite) into the store --to names: a registry name \
                in a PostgreSQL database that does not hold it yet, or an SQLite file that does not \
                exist yet. The rows are checked on the way (hash chain, document hashes); all or \
                nothing. `dsysctl verify --registry URL` then passes on the copy as on the original.

                Example:
                  dsysctl registry copy --to postgres://dsys@db.example.com/design/acme
                  dsysctl registry copy --registry postgres://dsys@db.example.com/design/acme \\
                    --to .dsys/registry.sqlite
                """)

        @OptionGroup var project: ProjectOptions

        @Option(
            help: ArgumentHelp(
                "The empty store to copy into: postgres://[USER@]HOST[:PORT]/DATABASE/REGISTRY or an SQLite file.",
                valueName: "url"))
        var to: String

        @OptionGroup var progress: ProgressOptions

        func run() throws {
            let report = try reportingErrors { () -> Registry.CopyReport in
                let environment = ProcessInfo.processInfo.environment
                let registry = try project.registry()
                let destination = try Registry.store(
                    at: to, project: project.project, environment: environment, restoring: true)
                return try progress.showing { reporter in try registry.copy(to: destination, progress: reporter) }
            }
            printOutput(
                "copied \(report.revisions) revision\(report.revisions == 1 ? "" : "s") (up to "
                    + "\(report.head ?? "-")) to \(TerminalText.escaped(report.destination))")
        }
    }
}
