import ArgumentParser
import ChangeReports
import Foundation
import Lint
import PackageOutput
import Registry

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a proposed change of the document, for a pull request: one report, nothing written.",
        discussion: """
            Validates the document (default .dsys/design-system.json), diffs it against the latest \
            published version (or --base), works out the version bump the change needs (as publish \
            does: major for a token removed, renamed or retyped, or a contrast pair newly failing its \
            level under the default --accessibility-policy breaking; minor for added or deprecated; \
            patch for values) and refuses a --version smaller than that, or not after the latest, \
            naming the changes that need more. It checks the contrast of every pair of colors the \
            profile's components draw, as validate and publish do: a pair below its level that \
            "contrast_waivers" does not waive blocks (a warning with --accessibility-policy warn). \
            With --lint PATH…, it lints that app code with the changed document (as `dsysctl lint` \
            does, the document's lint options and --lint-baseline included), reporting every use of a \
            symbol the change removes with its replacement. A registry with nothing published yet (a \
            first pull request) checks a first version. Works with the PostgreSQL registry \
            (--registry, DSYS_REGISTRY) as with the embedded one.

            Formats: text (the default; colored on a terminal unless NO_COLOR is set), markdown (a body \
            to post as the pull request's comment: the verdict first, long lists folded, every string \
            of the document escaped, ending with the line <!-- dsysctl check -->), json (kind "check" \
            in schema/diff.schema.json). Nothing is written but --output and --sarif.

            Exit status: 0 when nothing blocks; 1 when something does (the document's problems, a \
            proposed version publish would refuse, a pair below its contrast level, a lint error the \
            baseline does not have or a Swift file lint cannot read); 2 when the check cannot run (a \
            usage error, no document, a registry that cannot be read, an unknown --base, an unreadable \
            baseline, a report that cannot be written).

            Example:
              dsysctl check
              dsysctl check --version 2.0.0 --format markdown --output check.md
              dsysctl check --base 1.4.0 --lint App --lint-baseline lint-baseline.json --sarif lint.sarif
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(
        help: ArgumentHelp(
            "The document to check (default: the project's .dsys/design-system.json).", valueName: "path"),
        completion: .file(extensions: ["json"]))
    var document: String?

    @Option(
        help: ArgumentHelp(
            "The published version to compare with (default: the latest; none when nothing is published).",
            valueName: "version"))
    var base: String?

    @Option(
        help: ArgumentHelp(
            "The version the pull request proposes; refused (exit 1) when smaller than the change needs.",
            valueName: "x.y.z"))
    var version: String?

    @OptionGroup var report: ReportOptions

    @OptionGroup var policy: PolicyOptions

    @OptionGroup var profileOption: ProfileOption

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("App files and folders to lint with the changed document.", valueName: "path"),
        completion: .file(extensions: ["swift"]))
    var lint: [String] = []

    @Option(
        name: .customLong("lint-baseline"),
        help: ArgumentHelp("With --lint: block only on findings this baseline file does not have.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var lintBaseline: String?

    @Option(
        help: ArgumentHelp("With --lint: also write lint's findings to this file as SARIF 2.1.0.", valueName: "file"))
    var sarif: String?

    func validate() throws {
        try report.check(allowed: [.text, .markdown, .json])
        if let base, base != "head", (try? SemanticVersion(parsing: base)) == nil {
            throw ValidationError("--base needs a published version (MAJOR.MINOR.PATCH, or head); see `dsysctl log`")
        }
        if let version, (try? SemanticVersion(parsing: version)) == nil {
            throw ValidationError("--version needs a version MAJOR.MINOR.PATCH, e.g. 1.2.0")
        }
        if lint.isEmpty {
            if lintBaseline != nil { throw ValidationError("--lint-baseline is for --lint: give the app's paths too") }
            if sarif != nil {
                throw ValidationError("--sarif writes lint's findings: give --lint with the app's paths")
            }
        }
    }

    func run() throws {
        let checked = try reportingErrors(status: 2) { () throws -> CheckReport in
            // Where the reports go is checked before the work, so that a path that cannot be written stops it.
            for path in [report.output, sarif].compactMap({ $0 }) { try ReportFile.check(path) }
            var lintOptions: LintRun.Options?
            if !lint.isEmpty {
                let workingDirectory = FileManager.default.currentDirectoryPath
                lintOptions = LintRun.Options(
                    project: project.path, paths: lint.map { $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0 },
                    baseline: try lintBaseline.map(Baseline.read))
            }
            return try project.registry().check(
                Registry.CheckOptions(
                    document: document, base: base, version: version, policy: policy.accessibilityPolicy,
                    profile: profileOption.profile, lint: lintOptions))
        }
        let text: String
        switch report.format ?? .text {
        case .markdown: text = CheckRendering.markdown(checked)
        case .json: text = CheckRendering.json(checked)
        case .text, .html: text = CheckRendering.text(checked, ansi: report.usesColor)
        }
        try reportingErrors(status: 2) {
            if let sarif {
                // Without a lint (the document has problems), a log that says why, so that its upload still works.
                let outcome =
                    checked.lint
                    ?? LintRun.Outcome(
                        report: LintReport(problems: [
                            LintProblem(file: checked.document, message: checked.lintSkipped ?? "not linted")
                        ]))
                try ReportFile.write(LintRendering.sarif(outcome, toolVersion: DSysCtl.version), to: sarif)
            }
            try report.deliver(text)
        }
        if !checked.passes { throw ExitCode.failure }
    }
}
