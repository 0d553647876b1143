import ArgumentParser
import Registry

struct Rollback: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback",
        abstract: "Publish a new version whose document equals an earlier one.",
        discussion: """
            History only grows: the rollback is a new revision (kind "rollback of VERSION"), and its \
            version bump is computed against the latest version like any publish. Like publish, it \
            writes the package into DesignSystem/ (or --output; --no-output for none). The working \
            document .dsys/design-system.json becomes the restored one, so the next publish builds \
            on it. When it holds edits that are not published, the rollback is refused (publish \
            them first, or keep a copy and pass --force).

            Example:
              dsysctl rollback 1.0.0 -m "Back to the launch palette"
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var remote: RemoteOption

    @Argument(help: ArgumentHelp("The version whose document to restore.", valueName: "version"))
    var target: String

    @OptionGroup var publishing: PublishArguments

    @OptionGroup var policy: PolicyOptions

    @Flag(help: "Replace the working document even when it holds unpublished edits (they are lost).")
    var force = false

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        let result = try reportingErrors {
            var options = try publishing.options(
                version: nil, force: false, policy: policy.accessibilityPolicy, replaceUnpublishedEdits: force)
            return try progress.showing { reporter in
                options.progress = reporter
                return try project.registry(remote: remote).rollback(to: target, options: options)
            }
        }
        printPublishResult(result, output: publishing.outputFolder)
    }
}
