import Dispatch
import Foundation
import Generator

/// Lints the Swift files of a project: finds them, reads them, lints them on every core, and fixes them.
public enum LintRun {
    /// What to lint.
    public struct Options: Sendable {
        /// The project folder: paths are relative to it, and none may lie outside it.
        public var project: String
        /// Files and folders to lint (default: the whole project).
        public var paths: [String]
        /// Glob-ish patterns of paths to leave out, relative to the project (`Sources/Legacy`, `**/*Mock*.swift`).
        public var exclude: [String]
        /// Rewrite the exact matches in place.
        public var fix: Bool

        public init(project: String, paths: [String] = [], exclude: [String] = [], fix: Bool = false) {
            self.project = project
            self.paths = paths
            self.exclude = exclude
            self.fix = fix
        }
    }

    /// The outcome of a run; `fixed`: how many findings `--fix` rewrote, in how many files.
    public struct Outcome: Sendable {
        public var report: LintReport
        public var fixedFindings: Int
        public var fixedFiles: Int

        public init(report: LintReport, fixedFindings: Int = 0, fixedFiles: Int = 0) {
            self.report = report
            self.fixedFindings = fixedFindings
            self.fixedFiles = fixedFiles
        }
    }

    public static func run(_ linter: Linter, options: Options) -> Outcome {
        let root = URL(fileURLWithPath: options.project).standardizedFileURL.resolvingSymlinksInPath().path
        var problems: [LintProblem] = []
        let files = swiftFiles(options, root: root, problems: &problems)
        let results = UnsafeResults<FileOutcome>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results[index] = lint(files[index], root: root, linter: linter, fix: options.fix)
        }
        var report = LintReport(problems: problems)
        var fixedFindings = 0
        var fixedFiles = 0
        for (file, result) in zip(files, results.values) {
            guard let result else { continue }
            report.problems += result.problems
            report.findings += result.findings
            if result.fixed > 0 {
                fixedFindings += result.fixed
                fixedFiles += 1
            }
            if result.linted { report.files.append(file) }
        }
        return Outcome(report: report, fixedFindings: fixedFindings, fixedFiles: fixedFiles)
    }

    private struct FileOutcome: Sendable {
        var findings: [Finding] = []
        var problems: [LintProblem] = []
        var fixed = 0
        var linted = false
    }

    private static func lint(_ file: String, root: String, linter: Linter, fix: Bool) -> FileOutcome {
        let path = root + "/" + file
        guard let data = FileManager.default.contents(atPath: path) else {
            return FileOutcome(problems: [LintProblem(file: file, message: "cannot read this file")])
        }
        guard let source = String(data: data, encoding: .utf8) else {
            return FileOutcome(problems: [
                LintProblem(file: file, message: "this file is not UTF-8 text; save it as UTF-8")
            ])
        }
        if isGenerated(source) { return FileOutcome() }
        let result = linter.lint(source: source, file: file)
        var findings = result.findings
        var problems = result.problems
        var fixed = 0
        if fix, findings.contains(where: { $0.fix != nil }) {
            let text = linter.fixing(findings, in: source)
            do {
                try writeInPlace(text, to: path)
                // What is left, where it now is (a fix on a line moves what follows it, the import moves every
                // line); only the fixes made are counted (two that overlap are one).
                let left = linter.lint(source: text, file: file).findings
                fixed = findings.filter { $0.fix != nil }.count - left.filter { $0.fix != nil }.count
                findings = left
            } catch {
                problems.append(
                    LintProblem(file: file, message: "cannot write the fixes: \(error.localizedDescription)"))
            }
        }
        return FileOutcome(
            findings: findings, problems: problems, fixed: fixed, linted: result.parsed)
    }

    /// Writes `text` over the file at `path` as a formatter does: atomically (a temporary file beside it, renamed over
    /// it) and keeping the file's permissions. `path` is the file itself, never a symbolic link (the walk skips
    /// links, and a path given explicitly is resolved), so a link elsewhere to it keeps pointing at it.
    private static func writeInPlace(_ text: String, to path: String) throws {
        let manager = FileManager.default
        let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions]
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.\((path as NSString).lastPathComponent).dsys-lint-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
        do {
            if let permissions { try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary) }
            guard rename(temporary, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Whether `path` (relative to the project) is left out by one of `patterns`.
    public static func excludes(_ path: String, _ patterns: [String]) -> Bool {
        patterns.contains { PathPattern($0).matches(path) }
    }

    /// Whether a file is one the generator wrote (its second line is the generator's marker).
    static func isGenerated(_ source: String) -> Bool {
        let lines = source.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        return lines.count > 1 && String(decoding: lines[1], as: UTF8.self) == Generator.generatedFileMarker
    }

    // ── Finding the files ───────────────────────────────────────────────────────────────────────────────────────

    /// The Swift files to lint, relative to the project, sorted: every `.swift` file under the paths given (or the
    /// project), but in hidden folders (`.build`, `.dsys`, `.git`) and excluded paths.
    private static func swiftFiles(_ options: Options, root: String, problems: inout [LintProblem]) -> [String] {
        let manager = FileManager.default
        var files: Set<String> = []
        let exclusions = options.exclude.map(PathPattern.init)
        let isExcluded = { (path: String) in exclusions.contains { $0.matches(path) } }
        for argument in options.paths.isEmpty ? ["."] : options.paths {
            let absolute =
                (argument.hasPrefix("/")
                ? URL(fileURLWithPath: argument) : URL(fileURLWithPath: root).appendingPathComponent(argument))
                .standardizedFileURL.resolvingSymlinksInPath().path
            guard absolute == root || absolute.hasPrefix(root + "/") else {
                problems.append(
                    LintProblem(
                        file: argument,
                        message: "this path is outside the project \(root); lint paths inside it, or give --project"))
                continue
            }
            let relative = absolute == root ? "" : String(absolute.dropFirst(root.count + 1))
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                problems.append(LintProblem(file: argument, message: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                if relative.hasSuffix(".swift"), !isExcluded(relative) { files.insert(relative) }
                continue
            }
            guard let walker = manager.enumerator(atPath: absolute) else { continue }
            while let entry = walker.nextObject() as? String {
                let path = relative.isEmpty ? entry : relative + "/" + entry
                let name = (entry as NSString).lastPathComponent
                // A symbolic link is not followed: what it points to is linted where it lives (when that is in the
                // project), and `--fix` never writes through a link.
                let isLink = walker.fileAttributes?[.type] as? FileAttributeType == .typeSymbolicLink
                if name.hasPrefix(".") || isExcluded(path) || isLink {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift") { files.insert(path) }
            }
        }
        if !options.paths.isEmpty, files.isEmpty, problems.isEmpty {
            problems.append(
                LintProblem(
                    file: options.paths.joined(separator: ", "),
                    message:
                        "no Swift file to lint here (none, or all excluded); give .swift files or folders that hold some"
                ))
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

/// A path pattern of the document's `lint.exclude`: `*` matches within one component, `**` any number of
/// components, `?` one character; a pattern that matches a folder excludes everything in it.
struct PathPattern: Sendable {
    private let components: [Substring]

    init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        components = trimmed.split(separator: "/")
    }

    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        // The path itself or any folder it is in.
        return (1...max(parts.count, 1)).contains { Self.match(components[...], parts[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        }
        guard let component = path.first, glob(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func glob(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            return (text.startIndex...text.endIndex).contains { glob(pattern.dropFirst(), text[$0...]) }
        case UInt8(ascii: "?"):
            return !text.isEmpty && glob(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && glob(pattern.dropFirst(), text.dropFirst())
        }
    }
}

/// One slot per file, each written by one iteration of `concurrentPerform` and read after it returns.
private final class UnsafeResults<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = UnsafeMutablePointer<Value?>.allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [Value?] { (0..<count).map { storage[$0] } }
}
