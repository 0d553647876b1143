import ArgumentParser
import Foundation
import PackageOutput
import Registry
import Tokens

/// The formats a report can be rendered in; each command accepts some of them.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, json, html
}

extension AccessibilityPolicy: ExpressibleByArgument {}

/// `--accessibility-policy`, shared by the commands that compute a version bump.
struct PolicyOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Whether a contrast pair that newly fails its level requires a major version (breaking) or is only "
                + "reported (warn); for validate and publish, also whether a pair the components draw below its "
                + "level, not waived, is refused (breaking) or reported (warn).", valueName: "breaking|warn"))
    var accessibilityPolicy: AccessibilityPolicy = .breaking
}

/// `--format` and `--output`, shared by diff, changelog and contrast.
struct ReportOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The format of the report.", valueName: "format"))
    var format: ReportFormat?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the report to this file instead of printing it.", valueName: "file"),
        completion: .file())
    var output: String?

    /// Refuses a format the command does not offer.
    func check(allowed: [ReportFormat]) throws {
        if let format, !allowed.contains(format) {
            throw ValidationError(
                "--format \(format.rawValue) is not offered here; choose one of "
                    + allowed.map(\.rawValue).joined(separator: ", "))
        }
    }

    /// Whether terminal output may use ANSI colors: printing to a terminal, and `NO_COLOR` unset or empty.
    var usesColor: Bool {
        output == nil && isatty(STDOUT_FILENO) != 0 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Prints the report, or writes it to `--output`.
    func deliver(_ text: String) throws {
        if let output {
            try reportingErrors { try ReportFile.write(text, to: output) }
        } else {
            print(text, terminator: "")
        }
    }
}

/// Reads a FROM or TO argument: a version (`1.2.0`, `v1.2.0`), `head` for the latest, or the path of a document.
func source(_ argument: String) -> Registry.Source {
    if argument == "head" { return .latest }
    if (try? SemanticVersion(parsing: argument)) != nil { return .version(argument) }
    return .working(path: argument)
}
