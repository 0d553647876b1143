import ArgumentParser
import Registry

struct Rollback: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Publish a new version whose document equals an earlier one.",
        discussion: """
            History only grows: the rollback is a new revision (kind "rollback of VERSION"), and its \
            version bump is computed against the latest version like any publish. Like publish, it \
            writes the package into DesignSystem/ (or --output; --no-output for none). The working \
            document is not changed; use `dsysctl show VERSION` to see the restored document.

            Example:
              dsysctl rollback 1.0.0 -m "Back to the launch palette"
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(help: ArgumentHelp("The version whose document to restore.", valueName: "version"))
    var target: String

    @OptionGroup var publishing: PublishArguments

    @OptionGroup var policy: PolicyOptions

    func run() throws {
        let result = try reportingErrors {
            try Registry.rollback(
                project.project, to: target,
                options: publishing.options(version: nil, force: false, policy: policy.accessibilityPolicy))
        }
        printPublishResult(result, output: publishing.outputFolder)
    }
}
