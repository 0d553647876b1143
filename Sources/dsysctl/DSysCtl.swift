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
            Contrast.self, Check.self, Rollback.self, Regenerate.self, Verify.self, Import.self, Export.self,
            Migrate.self,
            LintCommand.self, Remote.self, RegistryCommand.self,
        ]
    )

    static let version = "0.1.0"

    /// Parses and runs the command. `check` exits with 2 on a usage error, as on every error that stops it, so that CI
    /// tells them from findings (1); the other commands keep ArgumentParser's 64.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if arguments.first == Check.configuration.commandName, exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
