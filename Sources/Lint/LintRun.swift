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
        /// Glob-ish patterns of paths to leave out, relative to the project (`Sources/Legacy`, `**/*Mock*.swift`),
        /// besides ``LintRun/defaultExclusions``.
        public var exclude: [String]
        /// Rewrite the exact matches in place.
        public var fix: Bool
        /// The findings accepted for now: those it has are marked `unchanged` and do not fail the run.
        public var baseline: Baseline?

        public init(
            project: String, paths: [String] = [], exclude: [String] = [], fix: Bool = false, baseline: Baseline? = nil
        ) {
            self.project = project
            self.paths = paths
            self.exclude = exclude
            self.fix = fix
            self.baseline = baseline
        }
    }

    /// The folders every run leaves out, wherever they are in the project: other people's code (CocoaPods' `Pods`,
    /// Carthage's checkouts and builds) and build products (Xcode's `DerivedData`, `SourcePackages`), besides hidden
    /// folders (`.build`, `.swiftpm`, `.git`, `.dsys`) and generated files (dsys's, and any whose header says it was
    /// generated).
    public static let defaultExclusions: Set<String> = ["Pods", "Carthage", "DerivedData", "SourcePackages"]

    /// Whether `path` (relative to the project) is in one of the ``defaultExclusions``.
    static func isExcludedByDefault(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { defaultExclusions.contains(String($0)) }
    }

    /// The outcome of a run; `fixed`: how many findings `--fix` rewrote, in how many files; `configuration`: the
    /// rules' severities it ran with.
    public struct Outcome: Sendable {
        public var report: LintReport
        public var fixedFindings: Int
        public var fixedFiles: Int
        public var configuration: LintConfiguration

        public init(
            report: LintReport, fixedFindings: Int = 0, fixedFiles: Int = 0,
            configuration: LintConfiguration = LintConfiguration()
        ) {
            self.report = report
            self.fixedFindings = fixedFindings
            self.fixedFiles = fixedFiles
            self.configuration = configuration
        }
    }

    /// Lints the project's Swift files (and fixes them with `options.fix`).
    ///
    /// - Throws: ``LintError/moduleClash(module:modules:renameTo:document:)`` when fixing an app that has a module
    ///   of the generated package's name (nothing is written then); without `--fix`, that is a warning of the
    ///   report. `document`: the design-system document, for the message.
    public static func run(
        _ linter: Linter, options: Options, document: String = ".dsys/design-system.json"
    ) throws -> Outcome {
        let root = URL(fileURLWithPath: options.project).standardizedFileURL.resolvingSymlinksInPath().path
        var problems: [LintProblem] = []
        let exclusions = options.exclude.map(PathPattern.init)
        var walk = swiftFiles(options, root: root, exclusions: exclusions, problems: &problems)
        // The manifests of the whole project, excluded paths included (a module there is built all the same).
        if !options.paths.isEmpty || !options.exclude.isEmpty {
            walk.manifests = projectFiles(root: root).manifests
        }
        let modules = ModuleScan(root: root, manifests: walk.manifests, module: linter.moduleName)
        var warnings: [String] = []
        if !modules.clashes.isEmpty {
            let clash = LintError.moduleClash(
                module: linter.moduleName, modules: modules.clashes, renameTo: linter.alternativeModuleName,
                document: document)
            if options.fix { throw clash }
            warnings.append(
                "the app has its own module \(linter.moduleName), the generated package's name ("
                    + modules.clashes.map(\.description).joined(separator: "; ")
                    + "): the package cannot be built beside it, and --fix refuses to run; rename the generated "
                    + "module with the document's \"module\" (\"\(linter.alternativeModuleName)\", say)")
        }

        let files = walk.files
        let scans = UnsafeResults<FileScan>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            scans[index] = scan(files[index], root: root, linter: linter, keepSource: options.fix)
        }
        var results = scans.values.map { $0 ?? FileScan() }
        var previewOnly = PreviewIndex.previewOnlyTypes(results.map(\.index))
        if !previewOnly.isEmpty, !options.paths.isEmpty || !options.exclude.isEmpty {
            previewOnly = usedNowhereElse(previewOnly, indexes: results.map(\.index), linted: Set(files), root: root)
        }
        for index in results.indices where !previewOnly.isEmpty {
            results[index].findings.removeAll { Linter.isPreviewCode($0, previewOnly) }
        }

        var fixedFindings = 0
        var fixedFiles = 0
        if options.fix {
            let fixes = UnsafeResults<FileScan>(count: files.count)
            let scanned = results
            let previewOnly = previewOnly
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let result = scanned[index]
                guard result.findings.contains(where: { $0.fix != nil }) else { return }
                let isInModule = ModuleScan.file(files[index], isIn: modules.packageFolders)
                fixes[index] = fix(
                    files[index], result, root: root, linter: linter, isInModule: isInModule, previewOnly: previewOnly)
            }
            for (index, fixed) in fixes.values.enumerated() {
                guard let fixed else { continue }
                if fixed.fixed > 0 {
                    fixedFindings += fixed.fixed
                    fixedFiles += 1
                }
                results[index] = fixed
            }
        }

        var report = LintReport(problems: problems, warnings: warnings)
        for (file, result) in zip(files, results) {
            report.problems += result.problems
            report.findings += result.findings
            if result.linted { report.files.append(file) }
        }
        if let baseline = options.baseline {
            report.absentFromBaseline = baseline.mark(&report.findings)
        }
        return Outcome(
            report: report, fixedFindings: fixedFindings, fixedFiles: fixedFiles, configuration: linter.configuration)
    }

    /// One file, read and scanned.
    private struct FileScan: Sendable {
        var findings: [Finding] = []
        var problems: [LintProblem] = []
        var linted = false
        var index = PreviewIndex.File()
        /// The text, when it is kept for `--fix`.
        var source: String?
        /// Whether the file starts with a UTF-8 byte order mark (kept out of the text, written back by `--fix`).
        var hasBOM = false
        var fixed = 0
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func scan(_ file: String, root: String, linter: Linter, keepSource: Bool) -> FileScan {
        let path = root + "/" + file
        guard let data = FileManager.default.contents(atPath: path) else {
            return FileScan(problems: [LintProblem(file: file, message: "cannot read this file")])
        }
        let hasBOM = data.starts(with: byteOrderMark)
        guard let source = String(data: hasBOM ? data.dropFirst(byteOrderMark.count) : data, encoding: .utf8) else {
            return FileScan(problems: [
                LintProblem(file: file, message: "this file is not UTF-8 text; save it as UTF-8")
            ])
        }
        if isGenerated(source) { return FileScan() }
        let scan = linter.scan(source: source, file: file)
        return FileScan(
            findings: scan.findings, problems: scan.problems, linted: scan.parsed, index: scan.index,
            source: keepSource && scan.findings.contains { $0.fix != nil } ? source : nil, hasBOM: hasBOM)
    }

    /// Makes a file's fixes and writes it back, byte for byte as it was but the fixes (and the import they need):
    /// its byte order mark, its line endings and its permissions are kept.
    private static func fix(
        _ file: String, _ result: FileScan, root: String, linter: Linter, isInModule: Bool, previewOnly: Set<String>
    ) -> FileScan {
        guard let source = result.source else { return result }
        var result = result
        let text = linter.fixing(result.findings, in: source, isInModule: isInModule)
        do {
            try writeInPlace((result.hasBOM ? byteOrderMark : []) + Array(text.utf8), to: root + "/" + file)
            // What is left, where it now is (a fix on a line moves what follows it, the import moves every line);
            // only the fixes made are counted (two that overlap are one).
            let left = linter.scan(source: text, file: file).findings.filter {
                !Linter.isPreviewCode($0, previewOnly)
            }
            result.fixed = result.findings.filter { $0.fix != nil }.count - left.filter { $0.fix != nil }.count
            result.findings = left
        } catch {
            result.problems.append(
                LintProblem(file: file, message: "cannot write the fixes: \(error.localizedDescription)"))
        }
        result.source = nil
        return result
    }

    /// Writes `bytes` over the file at `path` as a formatter does: atomically (a temporary file beside it, renamed
    /// over it) and keeping the file's permissions. `path` is the file itself, never a symbolic link (the walk skips
    /// links, and a path given explicitly is resolved), so a link elsewhere to it keeps pointing at it.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let manager = FileManager.default
        let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions]
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.\((path as NSString).lastPathComponent).dsys-lint-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
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

    /// Whether a file is generated code: one the generator wrote (its second line is the generator's marker), or one
    /// whose header comment says so (SwiftGen's and Sourcery's `Generated using`, R.swift's `Generated by`,
    /// `@generated`, `DO NOT EDIT`, `auto-generated`).
    static func isGenerated(_ source: String) -> Bool {
        let lines = source.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        if lines.count > 1, String(decoding: lines[1], as: UTF8.self) == Generator.generatedFileMarker { return true }
        return GeneratedHeader.says(source)
    }

    // ── Finding the files ───────────────────────────────────────────────────────────────────────────────────────

    /// The Swift files to lint, and the manifests (`Package.swift`, `Project.swift`, `*.xcodeproj`) the walk met.
    private struct Walk {
        var files: [String] = []
        var manifests: [String] = []
    }

    /// The Swift files to lint, relative to the project, sorted: every `.swift` file under the paths given (or the
    /// project), but in hidden folders (`.build`, `.dsys`, `.git`) and excluded paths.
    private static func swiftFiles(
        _ options: Options, root: String, exclusions: [PathPattern], problems: inout [LintProblem]
    ) -> Walk {
        let manager = FileManager.default
        var files: Set<String> = []
        var manifests: [String] = []
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
                if relative.hasSuffix(".swift"), !isExcludedByDefault(relative), !isExcluded(relative) {
                    files.insert(relative)
                }
                continue
            }
            let found = walk(absolute, relative: relative, isExcluded: isExcluded)
            files.formUnion(found.files)
            manifests += found.manifests
        }
        if !options.paths.isEmpty, files.isEmpty, problems.isEmpty {
            problems.append(
                LintProblem(
                    file: options.paths.joined(separator: ", "),
                    message:
                        "no Swift file to lint here (none, or all excluded); give .swift files or folders that hold some"
                ))
        }
        return Walk(
            files: files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, manifests: manifests)
    }

    /// Every Swift file and manifest of the project but in hidden folders and the default exclusions.
    private static func projectFiles(root: String) -> Walk {
        walk(root, relative: "", isExcluded: { _ in false })
    }

    /// The Swift files and manifests below the folder `absolute` (`relative` to the project). A symbolic link is not
    /// followed: what it points to is linted where it lives (when that is in the project), and `--fix` never writes
    /// through a link.
    private static func walk(_ absolute: String, relative: String, isExcluded: (String) -> Bool) -> Walk {
        var result = Walk()
        guard let walker = FileManager.default.enumerator(atPath: absolute) else { return result }
        while let entry = walker.nextObject() as? String {
            let path = relative.isEmpty ? entry : relative + "/" + entry
            let name = (entry as NSString).lastPathComponent
            let isLink = walker.fileAttributes?[.type] as? FileAttributeType == .typeSymbolicLink
            if name.hasPrefix(".") || isLink || defaultExclusions.contains(name) || isExcluded(path) {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") {
                result.files.append(path)
                if name == "Package.swift" || name == "Project.swift" { result.manifests.append(path) }
            } else if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                if name.hasSuffix(".xcodeproj") { result.manifests.append(path) }
                walker.skipDescendants()
            }
        }
        return result
    }

    /// Of `candidates` (types only the linted files' previews use), those no other Swift file of the project names,
    /// as a word anywhere in its text: a type a file that was not linted uses is app code.
    private static func usedNowhereElse(
        _ candidates: Set<String>, indexes: [PreviewIndex.File], linted: Set<String>, root: String
    ) -> Set<String> {
        let shared = candidates.filter { !PreviewIndex.isFilePrivate($0, in: indexes) }
        guard !shared.isEmpty else { return candidates }
        var named: Set<String> = []
        for file in projectFiles(root: root).files where !linted.contains(file) {
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else { continue }
            let bytes = [UInt8](data)
            for name in shared.subtracting(named) where GeneratedHeader.contains(word: Array(name.utf8), in: bytes) {
                named.insert(name)
            }
            if named == shared { break }
        }
        return candidates.subtracting(named)
    }
}

/// What a generated file's header says, and words in bytes.
enum GeneratedHeader {
    /// What generators write in the comment they start a file with (compared in lower case).
    private static let markers = [
        "generated by", "generated using", "@generated", "do not edit", "auto-generated", "autogenerated",
        "automatically generated", "this is a generated file", "code generated",
    ]

    /// Whether the comments the file starts with say it was generated.
    static func says(_ source: String) -> Bool {
        var header: [UInt8] = []
        var lines = 0
        var utf8 = source.utf8[...]
        // Line by line, up to the first line of code (most files start with one: `import SwiftUI`).
        while !utf8.isEmpty, lines < 40 {
            let end = utf8.firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = utf8[..<end].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            utf8 = end == utf8.endIndex ? utf8[end...] : utf8[utf8.index(after: end)...]
            lines += 1
            if line.isEmpty || line.first == UInt8(ascii: "\r") { continue }
            guard line.starts(with: "//".utf8) || line.starts(with: "/*".utf8) || line.first == UInt8(ascii: "*")
            else { break }
            header += line.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
            header.append(UInt8(ascii: "\n"))
        }
        guard !header.isEmpty else { return false }
        let text = String(decoding: header, as: UTF8.self)
        return markers.contains { text.contains($0) }
    }

    /// Whether `word` occurs in `bytes` with no identifier character on either side.
    static func contains(word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        let isIdentifier = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        var index = 0
        while index + word.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + word.count)].elementsEqual(word),
                index == 0 || !isIdentifier(bytes[index - 1]),
                index + word.count == bytes.count || !isIdentifier(bytes[index + word.count])
            {
                return true
            }
            index += 1
        }
        return false
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

/// One slot per item, each written by one iteration of `concurrentPerform` and read after it returns.
final class UnsafeResults<Value>: @unchecked Sendable {
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
