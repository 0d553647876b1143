import Foundation
import Tokens

/// What stops a lint run before it reports anything (exit status 2): a `--fix` that would break the build, a baseline
/// that cannot be read, a version the history does not have.
public enum LintError: Error, Equatable, LocalizedError {
    /// `--fix` would write the generated package's tokens into an app that has a module of the package's name.
    /// `module`: the name; `modules`: the app's modules of that name; `renameTo`: a name to suggest for the generated
    /// module; `document`: the document that would set it.
    case moduleClash(module: String, modules: [AppModule], renameTo: String, document: String)
    /// The file given to `--baseline` is missing or is no baseline.
    case unreadableBaseline(path: String, reason: String)
    /// `--from` names a version that is not in the history before `--against`'s.
    case versionNotInHistory(version: String, option: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .moduleClash(let module, let modules, let renameTo, let document):
            // Paths and target names come from the project's files: escaped for the terminal.
            let places = TerminalText.escaped(modules.map(\.description).joined(separator: "; "))
            let document = TerminalText.escaped(document)
            return
                "--fix refused: the app has its own module named \(module), like the generated package's: \(places). "
                + "In this app `import \(module)` imports that module, so the tokens --fix writes would not compile, "
                + "and its own files would import themselves. Rename the generated module: add \"module\": "
                + "\"\(renameTo)\" (or any name no module of the app has) to \(document) (format 2), publish, depend "
                + "on that package, and run lint --fix again. Nothing was changed."
        case .unreadableBaseline(let path, let reason):
            return
                "cannot read the baseline \(TerminalText.escaped(path)): \(reason); write one with "
                + "`dsysctl lint --write-baseline \(TerminalText.escaped(path))`"
        case .versionNotInHistory(let version, let option, let reason):
            return "\(option) \(TerminalText.escaped(version)): \(reason); see `dsysctl log`"
        }
    }
}
