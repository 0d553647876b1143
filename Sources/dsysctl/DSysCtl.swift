import ArgumentParser
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
}
