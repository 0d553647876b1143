import ArgumentParser
import ChangeReports
import Foundation
import Registry
import Tokens

/// The project folder, shared by the registry commands.
struct ProjectOptions: ParsableArguments {
    @Option(
        name: .customLong("project"),
        help: ArgumentHelp("The project folder, which holds .dsys/.", valueName: "folder"),
        completion: .directory)
    var path: String = "."

    @Option(
        name: .customLong("registry"),
        help: ArgumentHelp(
            "Where the history is: postgres://[USER@]HOST[:PORT]/DATABASE/REGISTRY for a shared registry, or an SQLite "
                + "file (default: DSYS_REGISTRY, else .dsys/registry.sqlite). The password comes from PGPASSWORD or "
                + ".pgpass, never from the URL.",
            valueName: "url"))
    var registryLocation: String?

    var project: Project { Project(path: path) }

    /// The project's registry, in the store `--registry` (or `DSYS_REGISTRY`) names, pushing to `remote` (or the
    /// remote `DSYS_REMOTE` or `dsysctl remote set` names).
    func registry(remote: RemoteOption? = nil) throws -> Registry {
        let environment = ProcessInfo.processInfo.environment
        return try Registry.open(
            project, location: registryLocation ?? environment["DSYS_REGISTRY"], remote: remote?.url,
            environment: environment)
    }
}

/// `--remote`, for the commands that push.
struct RemoteOption: ParsableArguments {
    @Option(
        name: .customLong("remote"),
        help: ArgumentHelp(
            "The git remote to push main and the version's tag to (default: DSYS_REMOTE, else the one `dsysctl "
                + "remote set` recorded): file://, git://, ssh:// (agent or key) or https:// (token in DSYS_GIT_TOKEN).",
            valueName: "url"))
    var url: String?
}

/// How the registry commands print revisions.
enum RevisionText {
    /// `1.2.0  2026-11-22  Ada <ada@example.com>  minor: 2 added  Publish 1.2.0`
    static func line(_ revision: RevisionInfo) -> String {
        var line =
            "\(TerminalText.escaped(revision.version))  \(revision.date.prefix(10))  \(TerminalText.escaped(revision.author))  "
            + "\(revision.bump): \(revision.changes.summary)  \(TerminalText.escaped(revision.message))"
        if let target = revision.rollbackOf { line += " (rollback of \(target))" }
        return line
    }

    static func details(_ revision: RevisionInfo) -> String {
        var lines = [
            "version:    \(TerminalText.escaped(revision.version))",
            "date:       \(revision.date)",
            "author:     \(TerminalText.escaped(revision.author))",
            "message:    \(TerminalText.escaped(revision.message))",
            "kind:       \(revision.rollbackOf.map { "rollback of \($0)" } ?? revision.kind)",
            "parent:     \(revision.parentVersion ?? "(none)")",
            "bump:       \(revision.bump) (\(revision.changes.summary))",
            "document:   sha256 \(revision.documentHash)",
            "generator:  \(revision.generatorVersion), profile \(revision.profile)",
            "commit:     \(revision.outputCommit)",
        ]
        if revision.message.contains("\n") {
            lines[3] = "message:\n" + TerminalText.escaped(revision.message, keepingLineBreaks: true)
        }
        return lines.joined(separator: "\n")
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// What `--author`, `-m` and the clock add to a publish.
struct PublishArguments: ParsableArguments {
    @Option(name: .shortAndLong, help: "The message recorded with the revision.")
    var message: String?

    @Option(
        help: ArgumentHelp(
            "Who publishes, as \"Name <email>\" (default: DSYS_AUTHOR, git's user).", valueName: "author"))
    var author: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Also write the package into this folder (default: DesignSystem).", valueName: "folder"))
    var output: String?

    @Flag(help: "Do not write the package into an output folder.")
    var noOutput = false

    func validate() throws {
        if noOutput, output != nil {
            throw ValidationError("--output and --no-output contradict each other; give one")
        }
    }

    /// The folder to write the package into, relative to the project; nil for none.
    var outputFolder: String? { noOutput ? nil : (output ?? "DesignSystem") }

    /// The options of a publish; the time is `SOURCE_DATE_EPOCH` (validated) or taken under the registry's lock.
    func options(
        document: String? = nil, version: String?, force: Bool, policy: AccessibilityPolicy,
        allowUnchanged: Bool = false, replaceUnpublishedEdits: Bool = false
    ) throws -> Registry.PublishOptions {
        let environment = ProcessInfo.processInfo.environment
        return Registry.PublishOptions(
            document: document, message: message, version: version, author: author, force: force,
            accessibilityPolicy: policy, output: outputFolder,
            time: try Registry.sourceDateEpoch(environment: environment), allowUnchanged: allowUnchanged,
            replaceUnpublishedEdits: replaceUnpublishedEdits, environment: environment)
    }
}

/// Prints the outcome of a publish or rollback: the version and the diff it recorded.
func printPublishResult(_ result: Registry.PublishResult, output: String?) {
    switch result {
    case .unchanged(let head, let report):
        print("unchanged: the document equals \(head.version); nothing was published")
        if let report, let output, !report.isUpToDate {
            print(
                "  wrote \(output)/ to hold \(head.version): \(report.written.count) written, \(report.removed.count) removed"
            )
        }
    case .published(let published):
        let revision = published.revision
        print("published \(revision.version) (\(revision.bump): \(revision.changes.summary))")
        if revision.bump != "initial" {
            for line in TextRendering.publishSummary(published.report) { print("  " + line) }
        }
        for line in TextRendering.contrastSummary(published.report) { print("  " + TerminalText.escaped(line)) }
        print("  commit \(revision.outputCommit.prefix(12)) tagged \(revision.version) in .dsys/output.git")
        if let report = published.output, let output {
            print("  wrote \(output)/: \(report.written.count) written, \(report.removed.count) removed")
        }
        if published.restoredWorkingDocument {
            print("  .dsys/design-system.json now holds the document of \(revision.rollbackOf ?? revision.version)")
        }
    }
}
