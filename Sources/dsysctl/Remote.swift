import ArgumentParser
import Foundation
import Registry
import Tokens

struct Remote: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "Record the git remote that every publish pushes the package to.",
        discussion: """
            Apps depend on the generated package through a git remote (SwiftPM: .package(url: …, \
            from: "1.2.0")). Once a remote is recorded (in .dsys/output.git's configuration), each \
            publish and rollback pushes main and the new version's tag to it after recording the \
            revision; `dsysctl verify` reports versions the remote lacks and `verify --repair` pushes \
            them. A tag on the remote is never moved and main is never forced. --remote URL or \
            DSYS_REMOTE give a remote for one command instead.
            """,
        subcommands: [Set.self, Show.self])

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Check that URL can be reached and holds only this registry's versions, and record it.",
            discussion: """
                Credentials never come from the URL: DSYS_GIT_TOKEN for https://; for ssh://, the ssh \
                agent (SSH_AUTH_SOCK), else DSYS_GIT_SSH_KEY or ~/.ssh/id_ed25519 or id_rsa (passphrase in \
                DSYS_GIT_SSH_PASSPHRASE), whose host key must be in ~/.ssh/known_hosts. A URL holding a password \
                is refused.

                Example:
                  dsysctl remote set git@github.com:acme/DesignSystem.git
                  dsysctl remote set https://git.example.com/acme/DesignSystem.git
                """)

        @OptionGroup var project: ProjectOptions

        @Argument(help: ArgumentHelp("The remote repository's URL.", valueName: "url"))
        var url: String

        func run() throws {
            let references = try reportingErrors { try project.registry().setRemote(url) }
            let tags = references.tags.count
            printOutput(
                "remote set: \(TerminalText.escaped(url)) (\(tags) tag\(tags == 1 ? "" : "s"), "
                    + "main \(references.branches["refs/heads/main"].map { "at \($0.hex.prefix(12))" } ?? "absent"))")
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Print the remote a publish pushes to.")

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let remote = try reportingErrors { try project.registry().effectiveRemote() }
            printOutput(remote.map { TerminalText.escaped($0) } ?? "no remote: publishes stay in .dsys/output.git")
        }
    }
}
