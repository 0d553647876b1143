import ArgumentParser
import Registry

struct Publish: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Record the document as a new version: validate, generate, commit and tag.",
        discussion: """
            Validates .dsys/design-system.json, diffs it against the latest version (as `dsysctl \
            diff` shows) to find the semantic-version bump it needs (major: a token removed, renamed \
            or retyped, or a contrast pair newly failing its level unless --accessibility-policy \
            warn; minor: added or deprecated; patch: values changed), records the revision and its \
            changelog entry in .dsys/registry.sqlite (or the PostgreSQL registry --registry names), \
            commits the generated package with CHANGELOG.md to .dsys/output.git and tags it with \
            the version, pushes main and the tag to the git remote (--remote, or the one `dsysctl \
            remote set` recorded), then writes the package into the output folder, and prints the \
            diff summary and the reasons for the bump. The first version is 1.0.0. An unchanged \
            document publishes nothing. Concurrent publishes, from one machine or many, take turns.

            Refused, with nothing recorded: a document in which a pair of colors the profile's \
            components draw is below its contrast level (the AA level its text's size needs, 3:1 \
            for rings and indicators) in some appearance, unless the document waives the pair in \
            "contrast_waivers" with a reason (the changelog lists each waiver) or \
            --accessibility-policy warn (the changelog then lists the pairs below their level). A \
            rollback restores its version as it was.

            Example:
              dsysctl publish -m "Darker primary action"
              dsysctl publish --version 2.0.0 --author "Ada <ada@example.com>"
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var remote: RemoteOption

    @Argument(
        help: ArgumentHelp(
            "The document to publish (default: the project's .dsys/design-system.json).", valueName: "path"),
        completion: .file(extensions: ["json"]))
    var document: String?

    @OptionGroup var publishing: PublishArguments

    @OptionGroup var policy: PolicyOptions

    @OptionGroup var profileOption: ProfileOption

    @Option(
        help: ArgumentHelp("The version to publish (default: the next one the change requires).", valueName: "x.y.z"))
    var version: String?

    @Flag(help: "Publish --version even when it is smaller than the change requires.")
    var force = false

    @Flag(help: "Record --version even when the document equals the latest version's (to mirror upstream numbers).")
    var allowUnchanged = false

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        if force, version == nil {
            throw ValidationError(
                "--force only makes sense with --version: it allows a version smaller than the change needs")
        }
        if allowUnchanged, version == nil {
            throw ValidationError(
                "--allow-unchanged records the same document again under a new number: give it with --version")
        }
    }

    func run() throws {
        let result = try reportingErrors {
            var options = try publishing.options(
                document: document, version: version, force: force, policy: policy.accessibilityPolicy,
                allowUnchanged: allowUnchanged)
            options.profile = profileOption.profile
            return try progress.showing { reporter in
                options.progress = reporter
                return try project.registry(remote: remote).publish(options: options)
            }
        }
        printPublishResult(result, output: publishing.outputFolder)
    }
}
