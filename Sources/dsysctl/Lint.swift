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
            Color.red, Color(hex:), Color(red:green:blue:), UIColor literals, with .opacity), fonts \
            (font-literal: .font(.title2), .font(.system(size: 17)), Font.custom("Inter", …)), \
            numbers in padding, stack and grid spacing (spacing-literal; a frame's width and height \
            are a component's size, not spacing), corner radii (radius-literal), uses of deprecated tokens \
            (deprecated-token) and, with --against VERSION, of the symbols that version no longer has \
            (removed-token). Each finding names the token whose value the literal is, or else the \
            nearest (colors by ΔE in OKLab × 100, within 15). 0 is never flagged, nor a literal in \
            #Preview or a PreviewProvider (deprecated and removed symbols are: previews compile), \
            nor the generated package (files dsys wrote). Symbolic links are not followed.

            By default every .swift file of the project but in hidden folders (.build, .dsys, .git) \
            is linted; the document's lint.exclude and --exclude leave paths out (`*`, `**` and `?` \
            as in shell globs, relative to the project; a folder excludes everything in it). \
            `// dsys-lint:ignore color-literal, font-literal -- reason` at the end of a line ignores \
            those rules on it; on a line of its own, in the statement or modifier that follows.

            --fix rewrites exact matches that one token has (never the nearest, never a value two \
            tokens share, never a token whose dark value the literal does not have, never a fixed-size \
            font into one that scales) and imports the package's module where it writes a token; \
            files keep their permissions. In the theme profile, whose tokens are read from \
            @Environment(\\.dsTheme), nothing is rewritten. Exit status: 0 when clean, 1 when anything is found or an input \
            could not be read (a file that does not parse, an unknown rule in an ignore comment, a \
            path outside the project, paths that hold no Swift file; the other files are linted all \
            the same).

            Example:
              dsysctl lint
              dsysctl lint Sources/Features --format sarif --output lint.sarif
              dsysctl lint --fix
              dsysctl lint --against 2.0.0
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
            "A path pattern to leave out, besides the document's lint.exclude (repeatable).", valueName: "pattern"))
    var exclude: [String] = []

    @Flag(help: "Rewrite the exact matches in place.")
    var fix = false

    @Option(
        help: ArgumentHelp(
            "Also report the uses of symbols that this published version no longer declares.", valueName: "version"))
    var against: String?

    func validate() throws {
        for pattern in exclude {
            if let problem = LintExclusions.problem(in: pattern) { throw ValidationError("--exclude: \(problem)") }
        }
        if let against, (try? SemanticVersion(parsing: against)) == nil, against != "head" {
            throw ValidationError("--against needs a published version (MAJOR.MINOR.PATCH, or head); see `dsysctl log`")
        }
    }

    func run() throws {
        let projectPath = project.path
        let documentPath = document ?? project.project.documentPath
        let (linter, exclusions) = try reportingErrors { () -> (Linter, [String]) in
            let designSystem = try DocumentFile.load(documentPath, profile: profileOption.profile)
            let profile = OutputProfile.chosen(for: designSystem, override: profileOption.profile) ?? .default
            let removed = try against.map { against in
                Linter.Removal.removals(
                    try project.registry().diff(
                        from: .working(path: documentPath), to: source(against),
                        policy: .breaking, profile: profile
                    ).api)
            }
            return (
                Linter(designSystem: designSystem, profile: profile, removed: removed ?? [], againstVersion: against),
                designSystem.lintExclusions
            )
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolutePaths = paths.map { $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0 }
        let outcome = LintRun.run(
            linter,
            options: LintRun.Options(
                project: projectPath, paths: absolutePaths, exclude: exclusions + exclude, fix: fix))
        FileHandle.standardError.write(Data(LintRendering.problems(outcome.report).utf8))
        let text: String
        switch format {
        case .text: text = LintRendering.text(outcome)
        case .json: text = LintRendering.json(outcome)
        case .sarif: text = LintRendering.sarif(outcome, toolVersion: DSysCtl.version)
        }
        if let output {
            try reportingErrors { try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) }
            if format != .text { print(LintRendering.summary(outcome)) }
        } else {
            print(text, terminator: "")
        }
        if !outcome.report.isClean { throw ExitCode.failure }
    }
}

enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}
