import ArgumentParser
import Foundation
import Generator
import Registry

@main
struct DSysCtl: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsysctl",
        abstract: "A versioned design-token registry that generates a SwiftUI design-system package.",
        discussion: """
            A project keeps its design system in .dsys/design-system.json. Start with `dsysctl init` \
            (or `dsysctl import` of the token files a team has), check the document with \
            `dsysctl validate`, and write the SwiftUI package with `dsysctl generate`. `dsysctl publish` \
            records each version in the registry beside the document (.dsys/registry.sqlite and \
            .dsys/output.git); log, show, diff, changelog, contrast, \
            rollback, regenerate and verify work with that history. A team shares one registry in \
            PostgreSQL (--registry or DSYS_REGISTRY) and pushes the package to its git host \
            (`dsysctl remote set`). `dsysctl check` reviews a pull request's change, \
            `dsysctl lint` finds hard-coded styling in the app's code, and `dsysctl serve` shows the registry \
            as web pages. The manual is README.md and docs/ in dsys's repository.
            """,
        version: "dsysctl \(DSysCtl.version) (generator \(Generator.version), libgit2 \(LibGit2.version))",
        subcommands: [
            Init.self, Validate.self, Generate.self, Publish.self, Log.self, Show.self, Diff.self, Changelog.self,
            Contrast.self, Check.self, Rollback.self, Regenerate.self, Verify.self, Import.self, Export.self,
            Migrate.self, LintCommand.self, Remote.self, RegistryCommand.self, Serve.self,
        ]
    )

    static let version = "0.1.0"

    /// Parses and runs the command, as ArgumentParser's own `main()` but for two things: its messages, which echo the
    /// arguments given (`"1.0\u{1B}]0;x" is not a valid value`), reach the terminal escaped like every other error
    /// (see ``printError(_:)``); and `check` exits with 2 on a usage error, as on every error that stops it, so that CI
    /// tells them from findings (1), where the other commands keep ArgumentParser's 64.
    /// Asynchronous because `serve` is: its `run()` is awaited, the other commands run as they are.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            var code = exitCode(for: error)
            if arguments.first == Check.configuration.commandName, code == .validationFailure { code = ExitCode(2) }
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
