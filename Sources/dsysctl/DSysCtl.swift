import ArgumentParser
import Foundation
import Generator
import Registry

@main
struct DSysCtl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsysctl",
        abstract: "A versioned design-token registry that generates a SwiftUI design-system package.",
        discussion: """
            A project keeps its design system in .dsys/design-system.json. Start with `dsysctl init`, \
            check the document with `dsysctl validate`, and write the SwiftUI package with \
            `dsysctl generate`. `dsysctl publish` records each version in the registry beside the \
            document (.dsys/registry.sqlite and .dsys/output.git); log, show, diff, changelog, contrast, \
            rollback, regenerate and verify work with that history. A team shares one registry in \
            PostgreSQL (--registry or DSYS_REGISTRY) and pushes the package to its git host \
            (`dsysctl remote set`).
            """,
        version: "dsysctl \(DSysCtl.version) (generator \(Generator.version), libgit2 \(LibGit2.version))",
        subcommands: [
            Init.self, Validate.self, Generate.self, Publish.self, Log.self, Show.self, Diff.self, Changelog.self,
            Contrast.self, Rollback.self, Regenerate.self, Verify.self, Import.self, Export.self, Migrate.self,
            LintCommand.self, Remote.self, RegistryCommand.self,
        ]
    )

    static let version = "0.1.0"

    /// As ArgumentParser's own `main()`, but its messages, which echo the arguments given (`"1.0\u{1B}]0;x" is not a
    /// valid value`), reach the terminal escaped like every other error (see ``printError(_:)``).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                printError(message)
            }
            Foundation.exit(code.rawValue)
        }
    }
}
