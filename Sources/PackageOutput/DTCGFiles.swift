import Foundation
import Generator
import Interchange
import Tokens

/// Reading DTCG token files for `import` and writing them for `export`: the disk side of ``DTCGImport`` and
/// ``DTCGExport``.
public enum DTCGFiles {
    /// What `dsysctl import` was asked to do.
    public struct ImportRequest: Sendable {
        /// Token files read first, by both appearances.
        public var tokenFiles: [String]
        public var resolver: String?
        public var roles: String?
        public var output: String
        /// Replace an existing document at `output`.
        public var force: Bool
        public var options: DTCGImport.Options
        /// Whether `options.name` is only a fallback, which a resolver's `name` replaces.
        public var nameIsFallback: Bool
        /// The output profile whose roles the import fills and whose requirements the document must meet.
        public var profile: OutputProfile
        /// Whether `profile` is only the default (no `--profile`): an update then uses the document's.
        public var profileIsFallback = false
        /// Update the document at `output`: keep its name, profile, contrast pairs and the tokens it recorded for the
        /// roles (see ``DTCGImport/run(files:appearances:resolver:roles:updating:options:)``).
        public var update = false
        /// Roles answered on the command line or at the terminal (`--role NAME=TOKEN`), in order: they win over the
        /// roles file.
        public var roleAnswers: [(role: String, token: String)] = []

        public init(
            tokenFiles: [String], resolver: String?, roles: String?, output: String, force: Bool,
            options: DTCGImport.Options, nameIsFallback: Bool = false, profile: OutputProfile = .default
        ) {
            self.profile = profile
            self.nameIsFallback = nameIsFallback
            self.tokenFiles = tokenFiles
            self.resolver = resolver
            self.roles = roles
            self.output = output
            self.force = force
            self.options = options
        }
    }

    /// What an import reads from disk: the token files (a folder of sets as its files, a resolver's files), the
    /// sources each appearance reads, and the options the request and the profile give.
    public struct ImportInput: Sendable {
        public var files: [DTCGImport.SourceFile] = []
        public var appearances: DTCGImport.Appearances
        public var resolver: DTCGImport.SourceFile?
        public var roles: DTCGImport.SourceFile?
        /// The document an update replaces.
        public var updating: DTCGImport.SourceFile?
        public var options: DTCGImport.Options
        /// The resolver's appearance modifier and high-contrast contexts, and what it chose of its other modifiers.
        public var modifier: String?
        public var highContrast: DTCGHighContrastContexts.Found?
        public var modeNotes: [String] = []
        /// Where the name came from, when `--name` did not give it.
        public var nameChoice: DesignSystemName.Choice?

        /// Imports the files read (``DTCGImport/run(files:appearances:resolver:roles:updating:options:)``), with
        /// what the resolver and the name's source say.
        public func run() throws(InterchangeError) -> DTCGImportResult {
            var result = try DTCGImport.run(
                files: files, appearances: appearances, resolver: resolver, roles: roles, updating: updating,
                options: options)
            result.modifier = modifier
            if resolver != nil { result.highContrast = highContrast }
            // A dsys export's files carry their own name, which the document keeps.
            if let nameChoice, result.designSystem.name == nameChoice.name { result.nameNote = nameChoice.note }
            result.modeNotes = modeNotes + result.modeNotes
            if resolver != nil, modifier == nil { result.sameValuesInBothAppearances = true }
            return result
        }
    }

    /// Reads the files, imports them and writes the document to `request.output`; nothing is written when anything
    /// is wrong.
    ///
    /// - Throws: ``PackageOutputError`` for files that cannot be read or written, ``InterchangeError`` for their
    ///   contents.
    public static func importTokens(_ request: ImportRequest) throws -> DTCGImportResult {
        let result = try readInput(request).run()
        request.options.progress.report(
            "Importing \(ProgressUpdate.grouped(result.importedTokenCount)) tokens: writing \(request.output)")
        try write(Array(result.documentText.utf8), to: URL(fileURLWithPath: request.output))
        return result
    }

    /// Reads what `request` names from disk, without importing it: the first stage of ``importTokens(_:)``.
    ///
    /// - Throws: ``PackageOutputError`` for files that cannot be read, ``InterchangeError`` for a resolver with
    ///   problems or that names files that are not there (all of them at once).
    public static func readInput(_ request: ImportRequest) throws -> ImportInput {
        var request = request
        var updating: DTCGImport.SourceFile?
        if request.update {
            updating = try documentToUpdate(&request)
        } else if !request.force, FileManager.default.fileExists(atPath: request.output) {
            throw PackageOutputError.importWouldReplace(path: request.output)
        }
        var files: [DTCGImport.SourceFile] = []
        for (index, path) in request.tokenFiles.enumerated() {
            request.options.progress.report(
                "Importing: reading the files", completed: index, total: request.tokenFiles.count)
            if let folder = try tokenSetFolder(path) {
                files += folder
            } else {
                files.append(DTCGImport.SourceFile(name: path, bytes: try read(path, what: "token file")))
            }
        }
        let base = files.map { DTCGResolverPlan.Source.file($0.name) }
        var options = request.options
        options.profile = request.profile.rawValue
        options.namesProfile = request.profile != .default
        options.roles = request.profile.roles
        options.requirements = OutputProfile.requirements(override: request.profile)
        options.defaultScales = ProjectInitializer.starter(for: request.profile)
        options.roleTables = roleTables(for: request.profile, answers: request.roleAnswers)
        var input = ImportInput(appearances: DTCGImport.Appearances(light: base, dark: base), options: options)
        input.updating = updating
        if let path = request.resolver {
            let bytes = try read(path, what: "resolver document")
            input.resolver = DTCGImport.SourceFile(name: path, bytes: bytes)
            let plan = try DTCGResolverPlan.read(
                bytes, file: path, modifier: request.options.modifier, light: request.options.lightContext,
                dark: request.options.darkContext, highContrast: request.options.highContrast,
                contexts: request.options.contexts)
            input.modifier = plan.modifier
            input.highContrast = plan.highContrast
            input.modeNotes = plan.notes
            if let name = plan.name, request.nameIsFallback {
                input.nameChoice = DesignSystemName.Choice(name: name, source: "the resolver's \"name\"")
            }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            func located(_ relative: String) -> String {
                path.contains("/") ? folder.appendingPathComponent(relative).relativePath : relative
            }
            // Every file the resolver names that is not there, at once.
            var missing: [FileDiagnostic] = []
            request.options.progress.report("Importing: reading the resolver's files")
            for relative in plan.files where !files.contains(where: { $0.name == located(relative) }) {
                if let problem = sourceProblem(located(relative), named: relative, by: plan, resolver: path) {
                    missing.append(problem)
                    continue
                }
                files.append(
                    DTCGImport.SourceFile(
                        name: located(relative), bytes: try read(located(relative), what: "token file")))
            }
            guard missing.isEmpty else { throw InterchangeError.invalidTokens(diagnostics: missing) }
            func relocate(_ sources: [DTCGResolverPlan.Source]) -> [DTCGResolverPlan.Source] {
                sources.map { source in
                    if case .file(let relative) = source { return .file(located(relative)) }
                    return source
                }
            }
            input.appearances.light += relocate(plan.light)
            input.appearances.dark += relocate(plan.dark)
            // The token files given besides the resolver come first in every appearance, as in light and dark.
            input.appearances.lightHighContrast = plan.lightHighContrast.map { base + relocate($0) }
            input.appearances.darkHighContrast = plan.darkHighContrast.map { base + relocate($0) }
            input.appearances.unusedSets = plan.unusedSets.map {
                DTCGResolverPlan.UnusedSet(name: $0.name, sources: relocate($0.sources))
            }
        }
        input.files = files
        if request.nameIsFallback {
            input.nameChoice =
                input.nameChoice
                ?? name(
                    of: files, inputs: request.tokenFiles + [request.resolver].compactMap { $0 },
                    output: request.output)
            if let choice = input.nameChoice { input.options.name = choice.name }
        }
        input.roles = try request.roles.map {
            DTCGImport.SourceFile(name: $0, bytes: try read($0, what: "roles file"))
        }
        return input
    }

    /// The design system's name from the set's own metadata: Tokens Studio's `$metadata` `name`, else the `name`
    /// of the nearest `package.json` above the files (up to the current folder, or up to a repository's root for
    /// files outside it), else the project folder `output` is in (the one holding `.dsys/`).
    private static func name(
        of files: [DTCGImport.SourceFile], inputs: [String], output: String
    ) -> DesignSystemName.Choice? {
        if let name = DesignSystemName.metadataName(in: files) {
            return DesignSystemName.Choice(name: name, source: "Tokens Studio's $metadata \"name\"")
        }
        let manager = FileManager.default
        let current = URL(fileURLWithPath: manager.currentDirectoryPath).standardizedFileURL
        for input in inputs {
            var folder = URL(fileURLWithPath: input).standardizedFileURL
            var isDirectory: ObjCBool = false
            if !(manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
                folder.deleteLastPathComponent()
            }
            let inside = folder.path == current.path || folder.path.hasPrefix(current.path + "/")
            while true {
                let manifest = folder.appendingPathComponent("package.json")
                if let bytes = try? DocumentFile.read(manifest.path), let name = DesignSystemName.packageName(bytes) {
                    let written =
                        URL(fileURLWithPath: manifest.path).path.hasPrefix(current.path + "/")
                        ? String(manifest.path.dropFirst(current.path.count + 1)) : manifest.path
                    return DesignSystemName.Choice(name: name, source: "the \"name\" of \(quoted(written))")
                }
                let atTop =
                    inside
                    ? folder.path == current.path
                    : manager.fileExists(atPath: folder.appendingPathComponent(".git").path)
                if atTop || folder.path == "/" { break }
                folder.deleteLastPathComponent()
            }
        }
        var project = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent()
        if project.lastPathComponent == ".dsys" { project.deleteLastPathComponent() }
        guard let name = DesignSystemName.display(project.lastPathComponent) else { return nil }
        return DesignSystemName.Choice(name: name, source: "the project folder \(quoted(project.lastPathComponent))")
    }

    /// The roles an import for `profile` fills besides the profile's own: the shared vocabulary (the default
    /// profile's roles, which every profile's roles map onto) and every other profile's, with what each profile's
    /// components draw and each profile's starter, so that one document serves every profile.
    public static func roleTables(
        for profile: OutputProfile, answers: [(role: String, token: String)] = []
    ) -> ImportRoleTables {
        var tables = ImportRoleTables()
        tables.sharedProfile = OutputProfile.default.rawValue
        tables.sharedRoles = OutputProfile.sharedRoles
        tables.otherProfiles = OutputProfile.allCases.filter { $0 != profile }.map { ($0.rawValue, $0.roles) }
        tables.drawings = OutputProfile.allCases.flatMap { drawn in
            drawn.componentDrawings.map {
                RoleDrawing(
                    profile: drawn.rawValue, foreground: $0.foreground, background: $0.background,
                    backgroundOpacity: $0.backgroundOpacity, backdrops: $0.backdrops, isText: $0.isText)
            }
        }
        tables.starters = Dictionary(
            OutputProfile.allCases.map { ($0.rawValue, ProjectInitializer.starter(for: $0)) },
            uniquingKeysWith: { first, _ in first })
        tables.answers = answers
        return tables
    }

    /// Writes the DTCG files of a document into `directory` (created when missing); returns their paths.
    ///
    /// - Throws: ``InterchangeError`` when the document is invalid or cannot be exported, ``PackageOutputError`` when
    ///   writing fails.
    /// Files already there are replaced only with `force`; without it, nothing is written when any would be.
    public static func export(
        documentBytes: [UInt8], file: String, to directory: String, force: Bool = false
    ) throws -> [String] {
        let files = try DTCGExport.files(of: documentBytes, file: file)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw PackageOutputError.outputNotADirectory(path: directory)
        }
        let folder = URL(fileURLWithPath: directory)
        let existing = files.map { folder.appendingPathComponent($0.name) }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        if !force, !existing.isEmpty {
            throw PackageOutputError.exportWouldReplace(path: directory, files: existing.map(\.lastPathComponent))
        }
        var written: [String] = []
        for exported in files {
            let url = folder.appendingPathComponent(exported.name)
            try write(Array(exported.text.utf8), to: url)
            written.append(url.relativePath)
        }
        return written
    }

    /// Reads the document an update replaces, which must be valid: the request takes its profile (a different
    /// `--profile` is refused) and, unless `--name` was given, its name.
    private static func documentToUpdate(_ request: inout ImportRequest) throws -> DTCGImport.SourceFile {
        guard FileManager.default.fileExists(atPath: request.output) else {
            throw PackageOutputError.updateWithoutDocument(path: request.output)
        }
        let bytes = try read(request.output, what: "document")
        // As validate would: a profile dsys does not have is reported at /profile.
        let document = try DesignSystemDocument.load(
            bytes, file: request.output, requirements: OutputProfile.requirements())
        let profile = document.profile.flatMap(OutputProfile.init(rawValue:)) ?? .default
        if !request.profileIsFallback, request.profile != profile {
            throw PackageOutputError.updateProfileMismatch(
                path: request.output, document: profile.rawValue, requested: request.profile.rawValue)
        }
        request.profile = profile
        if request.nameIsFallback {
            // The document's name, not the files' or a resolver's.
            request.options.name = document.name
            request.nameIsFallback = false
        }
        return DTCGImport.SourceFile(name: request.output, bytes: bytes)
    }

    /// The problem of a token file the resolver names that is missing or is the resolver itself, at the reference.
    private static func sourceProblem(
        _ path: String, named relative: String, by plan: DTCGResolverPlan, resolver: String
    ) -> FileDiagnostic? {
        let message: String
        if URL(fileURLWithPath: path).standardizedFileURL == URL(fileURLWithPath: resolver).standardizedFileURL {
            message =
                "\(relative) is this resolver document, not a token file; refer to the files that hold the tokens"
        } else if !FileManager.default.fileExists(atPath: path) {
            message =
                "no token file at \(path) (a path in a resolver is relative to the resolver's folder); "
                + "check the name or add the file"
        } else {
            return nil
        }
        let place = plan.fileReferences[relative]
        return FileDiagnostic(
            file: resolver,
            diagnostic: Diagnostic(
                .unknownAlias, at: place?.pointer ?? .root, line: place?.line ?? 1, column: place?.column ?? 1,
                message))
    }

    /// The files of a folder of token sets (Tokens Studio's sync to a folder: one `.json` or `.json5` file per set,
    /// in subfolders for sets named `a/b`, with `$themes.json` and `$metadata.json`), in path order, each named by its
    /// set; `nil` when `path` is not a folder.
    private static func tokenSetFolder(_ path: String) throws -> [DTCGImport.SourceFile]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw PackageOutputError.fileSystem(operation: "list", path: path, reason: "the folder cannot be read")
        }
        var relatives: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lowered = relative.lowercased()
            guard lowered.hasSuffix(".json") || lowered.hasSuffix(".json5"),
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            relatives.append(relative)
        }
        // Sorted by bytes, not by the locale or the file system's order: the same folder reads the same everywhere.
        relatives.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard !relatives.isEmpty else {
            throw PackageOutputError.fileSystem(
                operation: "read", path: path,
                reason: "the folder holds no .json or .json5 token files; give token files, or a folder of token sets")
        }
        return try relatives.map { relative in
            let file = path.hasSuffix("/") ? path + relative : path + "/" + relative
            // `$themes.json` and `$metadata.json` are known by their names; every other file is the set of its path.
            let set = relative.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            return DTCGImport.SourceFile(name: file, bytes: try read(file, what: "token file"), set: set)
        }
    }

    private static func read(_ path: String, what: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PackageOutputError.inputNotFound(path: path, what: what)
        }
        if isDirectory.boolValue {
            throw PackageOutputError.fileSystem(operation: "read", path: path, reason: "it is a folder; give the file")
        }
        return try DocumentFile.read(path)
    }

    /// Writes atomically (a temporary file renamed over the target), creating the folder when missing.
    private static func write(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PackageOutputError.fileSystem(
                operation: "create the folder", path: folder.relativePath, reason: reason(error))
        }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw PackageOutputError.fileSystem(operation: "write", path: url.relativePath, reason: reason(error))
        }
    }

    private static func reason(_ error: Error) -> String { FileSystemReason.of(error) }
}
