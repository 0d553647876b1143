import ArgumentParser
import Foundation
import Generator
import Lint
import PackageOutput
import Registry
import Tokens

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find hard-coded styling in app code, with the token to use instead.",
        discussion: """
            Parses the project's Swift files with swift-syntax and reports, as the project's profile \
            names its tokens: hard-coded colors where views are styled (color-literal: .white, \
            Color.red, Color(hex:), Color(red:green:blue:), Color(hue:saturation:brightness:), UIColor \
            literals, with .opacity, as .gradient, in gradients' colors and stops), fonts (font-literal: \
            .font(.title2), .font(.system(size: 17)), Font.custom("Inter", …)), numbers in padding, \
            safeAreaPadding, contentMargins, EdgeInsets, list row insets and stack, grid and spacer spacing \
            (spacing-literal; negative ones and arithmetic of numbers too; a frame's width and height are a \
            component's size, not spacing), corner radii (radius-literal), uses of deprecated tokens \
            (deprecated-token) and, with --against VERSION, of the symbols that version no longer has \
            (removed-token). Each branch of a ?: counts. Each finding names the token whose value the \
            literal is, or else the nearest (colors by ΔE in OKLab × 100, within 15). 0 is never \
            flagged, nor a value computed from a variable, nor a literal in #Preview, a PreviewProvider \
            or a type only previews use (deprecated and removed symbols are: previews compile), nor \
            generated code.

            Files: every .swift file of the project but hidden folders (.build, .dsys, .git), Pods, \
            Carthage, DerivedData and SourcePackages folders anywhere, files dsys generated and files \
            whose header says they were generated (SwiftGen, Sourcery, R.swift, "DO NOT EDIT"). The \
            document's lint.exclude and --exclude leave more out (`*`, `**` and `?` as in shell globs, \
            relative to the project; a folder excludes everything in it). Symbolic links are not \
            followed. `// dsys-lint:ignore color-literal, font-literal -- reason` at the end of a line \
            ignores those rules on it; on a line of its own, in the statement or modifier that follows.

            Rules: the document's lint.rules gives each rule a severity: error (the default; \
            deprecated-token is a warning), warning, note or off; lint.allow_system_text_styles: true \
            allows .font(.headline) and its kind. Only errors fail the run; SARIF carries the levels.

            Baseline: --write-baseline FILE records every finding of today; --baseline FILE then \
            reports and fails only on findings it does not have (a finding is known by its file, rule, \
            code and line text, not its line number, so moving code keeps it known); SARIF marks each \
            result's baselineState.

            --fix rewrites exact matches that one token has (never the nearest, never a value two \
            tokens share, never a token whose dark value the literal does not have, never a fixed-size \
            font into one that scales) and imports the package's module where it writes a token, \
            keeping each file's bytes otherwise (byte order mark, line endings, permissions, an import \
            inside #if). It refuses, changing nothing, when the app has a module of the package's name \
            (a Package.swift or Tuist target, or an Xcode target): the document's "module" renames the \
            generated one. In the theme profile, whose tokens are read from @Environment(\\.dsTheme), \
            nothing is rewritten.

            --against VERSION compares the code with what that published version declares, whatever \
            the working document is: its tokens and deprecations, and every symbol an earlier version \
            declared that it does not, with the replacement it offers (followed through renames and \
            deprecations); --from VERSION names the version the app uses today.

            Exit status: 0 when nothing fails; 1 when an error the baseline does not have is found or an \
            input could not be read (a file that does not parse, an unknown rule in an ignore comment, a \
            path outside the project, paths that hold no Swift file; the other files are linted all the \
            same); 2 when lint cannot run (no document, no registry or version for --against, an \
            unreadable baseline, an output it cannot write, --fix refused); 64 for a usage error.

            Example:
              dsysctl lint
              dsysctl lint Sources/Features --format sarif --output lint.sarif
              dsysctl lint --write-baseline lint-baseline.json
              dsysctl lint --baseline lint-baseline.json --format sarif --output lint.sarif
              dsysctl lint --fix
              dsysctl lint --against 2.0.0 --from 1.4.0
            """)

    @OptionGroup var project: ProjectOptions

    @Argument(
        help: ArgumentHelp("Files and folders to lint (default: the project).", valueName: "path"),
        completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "The design-system document (default: .dsys/design-system.json in the project).", valueName: "path"))
    var document: String?

    @OptionGroup var profileOption: ProfileOption

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The format of the report: text, json or sarif.", valueName: "format"))
    var format: LintFormat = .text

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the report to this file instead of printing it.", valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "A path pattern to leave out, besides the document's lint.exclude and the defaults (repeatable).",
            valueName: "pattern"))
    var exclude: [String] = []

    @Flag(help: "Rewrite the exact matches in place.")
    var fix = false

    @Option(
        help: ArgumentHelp(
            "Report and fail only on the findings this baseline file does not have.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record every finding of this run in this baseline file (exit 0 on findings).", valueName: "file"))
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            "Compare the code with this published version (or head): its tokens, and the symbols it no longer has.",
            valueName: "version"))
    var against: String?

    @Option(
        help: ArgumentHelp(
            "With --against: the published version the app uses today (default: any earlier version).",
            valueName: "version"))
    var from: String?

    func validate() throws {
        for pattern in exclude {
            if let problem = LintExclusions.problem(in: pattern) { throw ValidationError("--exclude: \(problem)") }
        }
        for (option, value) in [("--against", against), ("--from", from)] {
            if let value, (try? SemanticVersion(parsing: value)) == nil, value != "head" {
                throw ValidationError(
                    "\(option) needs a published version (MAJOR.MINOR.PATCH, or head); see `dsysctl log`")
            }
        }
        if from != nil, against == nil {
            throw ValidationError("--from names the version the app uses, for --against; give --against VERSION too")
        }
    }

    func run() throws {
        let (linter, exclusions, accepted) = try stoppingLint { () throws -> (Linter, [String], Baseline?) in
            // Where the report and the baseline go is checked first: a path that cannot be written must not be
            // found after --fix has run.
            for path in [output, writeBaseline].compactMap({ $0 }) { try ReportFile.check(path) }
            let (linter, options) = try makeLinter()
            return (linter, options.exclude, try baseline.map(Baseline.read))
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolutePaths = paths.map { $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0 }
        let outcome = try stoppingLint {
            try LintRun.run(
                linter,
                options: LintRun.Options(
                    project: project.path, paths: absolutePaths, exclude: exclusions + exclude, fix: fix,
                    baseline: accepted), document: document ?? DocumentFile.defaultPath)
        }
        let text: String
        switch format {
        case .text: text = LintRendering.text(outcome)
        case .json: text = LintRendering.json(outcome)
        case .sarif: text = LintRendering.sarif(outcome, toolVersion: DSysCtl.version)
        }
        // The files first: when one cannot be written, the error is all that is printed.
        if let output { try stoppingLint { try ReportFile.write(text, to: output) } }
        let recorded = writeBaseline.map { _ in Baseline(findings: outcome.report.findings) }
        if let writeBaseline, let recorded {
            try stoppingLint { try ReportFile.write(recorded.text, to: writeBaseline) }
        }
        FileHandle.standardError.write(Data(LintRendering.problems(outcome.report).utf8))
        if output == nil {
            print(text, terminator: "")
        } else if format != .text {
            print(LintRendering.summary(outcome))
        }
        if let writeBaseline, let recorded {
            let note =
                "wrote \(recorded.entries.count) finding\(recorded.entries.count == 1 ? "" : "s") to the baseline "
                + TerminalText.escaped(writeBaseline)
            // Standard output holds the JSON or SARIF report when it is not written to a file.
            if format == .text || output != nil { print(note) } else { printError(note) }
            // The findings are accepted now; a file that could not be read is still a failure.
            if !outcome.report.problems.isEmpty { throw ExitCode.failure }
            return
        }
        if outcome.report.fails { throw ExitCode.failure }
    }

    /// The linter: of the working document, or with `--against` of that version's document and the symbols the
    /// versions before it had; and the `lint` options to run with (the working document's, else the version's).
    private func makeLinter() throws -> (Linter, LintOptions) {
        let documentPath = document ?? project.project.documentPath
        guard let against else {
            let designSystem = try DocumentFile.load(documentPath, profile: profileOption.profile)
            let profile = OutputProfile.chosen(for: designSystem, override: profileOption.profile) ?? .default
            return (Linter(designSystem: designSystem, profile: profile), designSystem.lintOptions)
        }
        let (history, target, recordedProfile, fromVersion) = try publishedHistory(against: against, from: from)
        guard let targetDocument = history.last(where: { $0.version == target })?.designSystem else {
            throw LintError.versionNotInHistory(version: target, option: "--against", reason: "no such version")
        }
        let profile =
            profileOption.profile ?? recordedProfile ?? OutputProfile.chosen(for: targetDocument) ?? .default
        let removed = try Linter.Removal.removals(history: history, target: target, from: fromVersion, profile: profile)
        // The project's lint options are the working document's; without one (an app checking a version), the
        // version's own.
        var options = targetDocument.lintOptions
        if document != nil || FileManager.default.fileExists(atPath: documentPath) {
            options = try DocumentFile.load(documentPath, profile: profileOption.profile).lintOptions
        }
        let linter = Linter(
            designSystem: targetDocument, profile: profile, removed: removed, againstVersion: target,
            configuration: LintConfiguration(options))
        return (linter, options)
    }

    /// Every published version up to `against` (and `from`, when it is later), oldest first, with `against`'s and
    /// `from`'s numbers as the history spells them and the profile `against` was published with. The one place lint
    /// reads the registry.
    private func publishedHistory(
        against: String, from: String?
    ) throws -> (history: [PublishedVersion], target: String, profile: OutputProfile?, from: String?) {
        let registry = try project.registry()
        let revisions = Array(try registry.log(limit: nil).reversed())
        let resolve = { (version: String, option: String) throws -> Int in
            let spelled =
                version == "head" ? revisions.last?.version : try SemanticVersion(parsing: version).description
            if let spelled, let index = revisions.lastIndex(where: { $0.version == spelled }) { return index }
            // The registry's own message: the version is unknown, with the latest.
            _ = try registry.show(version: version)
            throw LintError.versionNotInHistory(version: version, option: option, reason: "no such version")
        }
        let target = try resolve(against, "--against")
        let start = try from.map { try resolve($0, "--from") }
        var documents: [String: DesignSystem] = [:]
        var history: [PublishedVersion] = []
        for revision in revisions[...max(target, start ?? target)] {
            // Revisions of one document (a rollback, a republished patch) are read once.
            if documents[revision.documentHash] == nil {
                let (_, text) = try registry.show(version: revision.version)
                documents[revision.documentHash] = try DesignSystemDocument.load(
                    Array(text.utf8), file: "\(revision.version) (published)")
            }
            if let designSystem = documents[revision.documentHash] {
                history.append(PublishedVersion(version: revision.version, designSystem: designSystem))
            }
        }
        return (
            history, revisions[target].version, OutputProfile(rawValue: revisions[target].profile),
            start.map { revisions[$0].version }
        )
    }

    /// Runs work whose failure stops lint before it can report (no document, no registry, an unknown version, a
    /// baseline or output it cannot read or write, `--fix` refused): the error on standard error and exit status 2,
    /// so that CI tells it from findings (1).
    private func stoppingLint<T>(_ body: () throws -> T) throws -> T {
        try reportingErrors(status: 2, body)
    }
}

enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}
