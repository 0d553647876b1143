import Foundation
import Generator
import Tokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a generated package to disk so that a stopped or killed run never loses or mixes up
/// what was there.
///
/// Which files dsys wrote is recorded in ``manifestName`` in the output folder (a hidden file,
/// which SwiftPM ignores), with a fingerprint of each. Only those files are ever replaced or
/// removed; a generated file that would replace a file dsys did not write is an error, never a
/// silent overwrite.
///
/// A folder with a manifest is updated in place: only changed files are written and dropped
/// ones removed, through a journal in a hidden sibling folder that the next write replays if a
/// crash cut the update short. A file whose bytes did not change is not touched, keeping its
/// modification time, so build systems see only what really changed. A first write (or one over
/// the manifest of an older dsys) assembles the whole package in the hidden sibling folder and
/// swaps it in with two renames; files of the folder that dsys did not write are carried over as
/// hard links, and empty folders and the folder's permissions are kept.
///
/// The writer protects against a process that stops; it does not flush to disk, so a power cut
/// right after a write may still lose it.
public struct OutputWriter: Sendable {
    /// What a write did.
    public struct Report: Sendable, Equatable {
        /// Generated files whose bytes are new or changed.
        public var written: [String] = []
        /// Generated files whose bytes were already there.
        public var unchanged: [String] = []
        /// Files of an earlier generation that this one no longer produces.
        public var removed: [String] = []
        /// Files of the folder that dsys did not write, kept as they were. Listed when the
        /// whole folder is rebuilt; an update in place never looks at them.
        public var kept: [String] = []
        /// Bytes of all generated files.
        public var bytes: Int = 0

        /// Whether the folder already held exactly this package.
        public var isUpToDate: Bool { written.isEmpty && removed.isEmpty }

        /// `files`, each written or unchanged as `unchanged` says.
        init(_ files: [GeneratedFile], unchanged flags: [Bool]) {
            for (file, isUnchanged) in zip(files, flags) {
                bytes += file.contents.count
                if isUnchanged {
                    unchanged.append(file.path)
                } else {
                    written.append(file.path)
                }
            }
        }
    }

    /// The file in the output folder that lists the files dsys wrote there.
    public static let manifestName = ".dsys-manifest"

    public let root: URL
    /// Write into a non-empty folder that dsys has not written before (its files are kept).
    public var force: Bool

    public init(root: URL, force: Bool = false) {
        // Write where a symbolic link points, so the link itself survives the swap.
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        self.force = force
    }

    var parent: URL { root.deletingLastPathComponent() }
    var staging: URL { parent.appendingPathComponent(".\(root.lastPathComponent).dsys-new") }
    var retired: URL { parent.appendingPathComponent(".\(root.lastPathComponent).dsys-old") }
    var manifestURL: URL { root.appendingPathComponent(Self.manifestName) }

    /// Replaces the generated files in `root` with `files`.
    public func write(_ files: [GeneratedFile]) throws(PackageOutputError) -> Report {
        try stage(files).commit()
    }

    /// The first half of ``write(_:)``: every check, and the new files written beside the folder, up to the point
    /// where the folder itself changes. The folder is as it was until the returned write's ``StagedWrite/commit()``
    /// moves the files in; ``StagedWrite/discard()`` (or dropping it) removes what was staged and the folders made
    /// for it. The parent folder stays locked against other writes of the folder until then.
    ///
    /// For a caller that decides whether to keep the files while they are being written: `regenerate` writes a
    /// package while it hashes it, and keeps it only if it reproduces the commit.
    public func stage(_ files: [GeneratedFile]) throws(PackageOutputError) -> StagedWrite {
        for file in files where !Self.isSafeRelativePath(file.path) || file.path == Self.manifestName {
            throw .unsafePath(path: file.path)
        }
        try refuseWorkingDirectory()
        let madeFolders = try createDirectories(parent)
        var lock: Int32 = -1
        do throws(PackageOutputError) {
            var parentStatus = stat()
            guard stat(parent.path, &parentStatus) == 0, parentStatus.st_mode & S_IFMT == S_IFDIR else {
                throw .outputNotADirectory(path: parent.path)
            }
            lock = try lockParent()
            try recoverInterruptedWrite()
            let (report, step) = try stageFiles(files)
            return StagedWrite(writer: self, report: report, step: step, lock: lock, madeFolders: madeFolders)
        } catch {
            if lock >= 0 { close(lock) }
            removeFolders(madeFolders)
            throw error
        }
    }

    /// Stages `files` in the hidden sibling folder; what is left to do to move them in.
    private func stageFiles(_ files: [GeneratedFile]) throws(PackageOutputError) -> (Report, StagedWrite.Step) {
        let previous = readManifest()
        if let previous, previous.isComplete, isDirectory(root) {
            return try stageUpdate(files, manifest: previous)
        }
        // A first write, or over the manifest of an older dsys: the whole folder is rebuilt
        // beside the old one and swapped in.
        let existing = try scan()
        let owned = previous.map { Set($0.files.keys) }
        if owned == nil, !existing.files.isEmpty, !force {
            throw .outputNotGenerated(path: root.path)
        }
        let ours = owned ?? []
        let newPaths = Set(files.map(\.path))
        let foreignCollisions = files.map(\.path).filter { existing.files[$0] != nil && !ours.contains($0) }
        if !foreignCollisions.isEmpty {
            throw .wouldOverwrite(path: root.path, files: foreignCollisions.sorted())
        }

        let root = root
        let unchangedFlags = concurrentMap(files) { file in
            existing.files[file.path] == file.contents.count
                && Self.contentsEqual(root.appendingPathComponent(file.path), file.contents)
        }
        var report = Report(files, unchanged: unchangedFlags)
        for path in existing.files.keys.sorted() where !newPaths.contains(path) && path != Self.manifestName {
            if ours.contains(path) {
                report.removed.append(path)
            } else {
                report.kept.append(path)
            }
        }
        let manifest = Self.manifest(files)
        if report.isUpToDate, owned == newPaths {
            return (report, .none)
        }

        do throws(PackageOutputError) {
            try assemble(files, unchanged: unchangedFlags, manifest: manifest, kept: report.kept, existing: existing)
        } catch {
            try? removeTree(staging)
            throw error
        }
        return (report, .swap)
    }

    /// Moves the assembled staging folder into place.
    func swapStaged() throws(PackageOutputError) {
        // Renames are atomic: a process stopped at any point leaves either the old folder in
        // place, or the new one, or both beside each other (which the next write sorts out).
        FaultInjection.point("output-assembled")
        do throws(PackageOutputError) {
            if fileExists(root) {
                try rename(root, to: retired)
                FaultInjection.point("output-retired")
            }
            if FaultInjection.fails("output-swap") {
                throw .fileSystem(operation: "move", path: staging.path, reason: "failure injected for a test")
            }
            try rename(staging, to: root)
        } catch {
            // Refused (a read-only folder, say): the old folder goes back and the assembled one is discarded, so a
            // failed write leaves nothing behind.
            if !fileExists(root), fileExists(retired) { try? rename(retired, to: root) }
            try? removeTree(staging)
            throw error
        }
        FaultInjection.point("output-swapped")
        try removeTree(retired)
    }

    /// Throws what ``write(_:)`` would throw before writing anything about where it writes: the folder is the
    /// current directory or holds it, is a file, is not writable (nor its nearest existing parent, when it does not
    /// exist yet), or holds files dsys did not write (unless `force`). Changes nothing on disk; a caller that records
    /// something before writing checks this first.
    public func checkWritable() throws(PackageOutputError) {
        try checkWritable(manifest: readManifest())
    }

    /// ``checkWritable()`` with the folder's manifest (``readManifest()``), read once by a caller that needs it too.
    private func checkWritable(manifest: Manifest?) throws(PackageOutputError) {
        try refuseWorkingDirectory()
        var existing = root
        while !fileExists(existing), existing.path != "/" { existing = existing.deletingLastPathComponent() }
        if existing != root || !fileExists(root) {
            guard isDirectory(existing) else { throw .outputNotADirectory(path: existing.path) }
        } else if !isDirectory(root) {
            throw .outputNotADirectory(path: root.path)
        }
        // The folder is replaced by a rename in its parent, and updated in place, so both must be writable.
        for folder in existing == root ? [root, parent] : [existing] where access(folder.path, W_OK | X_OK) != 0 {
            throw .fileSystem(
                operation: "write into", path: folder.path, reason: String(cString: strerror(errno)))
        }
        if existing == root, manifest == nil, !force, !(try scan()).files.isEmpty {
            throw .outputNotGenerated(path: root.path)
        }
    }

    /// Throws what ``write(_:)`` would throw for a package of files at `paths` before it writes anything: what
    /// ``checkWritable()`` checks, and that no generated path lands on a file dsys did not write, and that no file of
    /// the last package was replaced by a folder. Changes nothing on disk.
    public func checkWritable(paths: [String]) throws(PackageOutputError) {
        // The manifest of a package of thousands of files is read once for both checks.
        let manifest = readManifest()
        try checkWritable(manifest: manifest)
        for path in paths where !Self.isSafeRelativePath(path) || path == Self.manifestName {
            throw .unsafePath(path: path)
        }
        guard isDirectory(root) else { return }
        var collisions: [String]
        if let manifest, manifest.isComplete {
            collisions = self.collisions(of: paths, manifest: manifest)
        } else {
            let existing = try scan()
            let ours = manifest.map { Set($0.files.keys) } ?? []
            collisions = paths.filter {
                (existing.files[$0] != nil || isDirectory(root.appendingPathComponent($0))) && !ours.contains($0)
            }
        }
        if !collisions.isEmpty { throw .wouldOverwrite(path: root.path, files: collisions.sorted()) }
    }

    /// How the folder differs from holding exactly `files`, read without changing anything.
    public struct Status: Sendable, Equatable {
        /// Hidden folders an interrupted write left beside the output folder.
        public var leftovers: [String] = []
        /// Generated files that are missing or hold other bytes, and files of an earlier generation still there.
        public var differing: [String] = []

        public var holdsFiles: Bool { leftovers.isEmpty && differing.isEmpty }
    }

    /// Whether dsys wrote the folder (it has a manifest), or an interrupted write of it left a hidden folder beside it.
    public var isManaged: Bool { readManifest() != nil || fileExists(staging) || fileExists(retired) }

    /// Compares the folder with `files` (see ``Status``); a folder that does not exist differs in every file.
    public func status(_ files: [GeneratedFile]) -> Status {
        var status = Status()
        for leftover in [staging, retired] where fileExists(leftover) {
            status.leftovers.append(leftover.lastPathComponent)
        }
        let root = root
        let differs = concurrentMap(files) { file in
            !Self.contentsEqual(root.appendingPathComponent(file.path), file.contents)
        }
        status.differing = zip(files, differs).filter(\.1).map(\.0.path)
        let paths = Set(files.map(\.path))
        let stale = readManifest().map { $0.files.keys.filter { !paths.contains($0) } } ?? []
        status.differing += stale.filter { fileExists(root.appendingPathComponent($0)) }.sorted()
        if !Self.contentsEqual(manifestURL, Self.manifest(files)) { status.differing.append(Self.manifestName) }
        return status
    }

    /// Builds the new folder beside the old one: the folders that hold more than one file first, then the files in
    /// parallel, each writer making the folders that hold only its file (a colorset's) just before it.
    ///
    /// By plain path strings: a `URL` built for each of thousands of files costs more than writing the file (and
    /// Foundation's `appendingPathComponent` looks at the disk to tell a folder).
    private func assemble(
        _ files: [GeneratedFile], unchanged: [Bool], manifest: [UInt8], kept: [String], existing: Scan
    ) throws(PackageOutputError) {
        try removeTree(staging)
        let (base, stagingBase) = (root.path, staging.path)
        try makeDirectory(atPath: stagingBase)
        let plan = Self.folderPlan(
            files: files.map(\.path), others: kept + existing.emptyFolders.map { $0 + "/" })
        for folder in plan.shared {
            try makeDirectory(atPath: stagingBase + "/" + folder)
        }
        if let mode = existing.rootMode {
            chmod(stagingBase, mode)
        }
        let failures = concurrentMap(Array(files.indices)) { index -> PackageOutputError? in
            let file = files[index]
            let target = stagingBase + "/" + file.path
            do throws(PackageOutputError) {
                for folder in plan.own[index] {
                    try makeDirectory(atPath: stagingBase + "/" + folder)
                }
                if unchanged[index] {
                    try Self.linkOrCopy(base + "/" + file.path, to: target)
                } else {
                    try Self.writeFile(atPath: target, file.contents)
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first {
            throw failure
        }
        for path in kept {
            try Self.linkOrCopy(base + "/" + path, to: stagingBase + "/" + path)
        }
        try Self.writeFile(atPath: stagingBase + "/" + Self.manifestName, manifest)
    }

    /// The folders a package of `files` needs, with `others` (paths of other files, and of folders ending in `/`):
    /// `shared`, those holding more than one of them, each after its parent; and for each file, `own`, the folders
    /// that hold that file alone, outermost first. Every folder is in exactly one of the lists.
    static func folderPlan(files: [String], others: [String]) -> (shared: [String], own: [[String]]) {
        /// A folder: its path, the folder holding it, how many files (and others, each counted twice: never owned
        /// by a file) it holds at any depth, and the first path (by number) that it holds.
        struct Folder {
            let path: String
            let parent: Int?
            let depth: Int
            var count = 0
            var first: Int
        }
        let slash = UInt8(ascii: "/")
        // On the UTF-8 bytes: a `/` is never part of a multi-byte character, and `Character`s are slow to find.
        let paths = (files + others).map { Array($0.utf8) }
        // In the order of their bytes the paths a folder holds are contiguous: the folders of the path before that
        // the next one shares are the first ones of its own, and the others are new. A package's files come in
        // that order already.
        var order = Array(paths.indices)
        if zip(paths, paths.dropFirst()).contains(where: { $1.lexicographicallyPrecedes($0) }) {
            order.sort { paths[$0].lexicographicallyPrecedes(paths[$1]) }
        }
        var folders: [Folder] = []
        var innermost = [Int?](repeating: nil, count: files.count)
        // The folders of the path before, outermost first, with the position of the slash that ends each.
        var open: [(end: Int, folder: Int)] = []
        var previous: [UInt8] = []
        for index in order {
            let path = paths[index]
            var common = 0
            while common < path.count, common < previous.count, path[common] == previous[common] { common += 1 }
            // A folder of the path before is this one's when the two agree up to its slash and the slash itself.
            while let last = open.last, last.end >= common { open.removeLast() }
            var start = open.last.map { $0.end + 1 } ?? 0
            while let end = path[start...].firstIndex(of: slash) {
                folders.append(
                    Folder(
                        path: String(decoding: path[..<end], as: UTF8.self), parent: open.last?.folder,
                        depth: open.count, first: index))
                open.append((end, folders.count - 1))
                start = end + 1
            }
            let weight = index < files.count ? 1 : 2
            for (_, folder) in open {
                folders[folder].count += weight
                folders[folder].first = min(folders[folder].first, index)
            }
            if index < files.count { innermost[index] = open.last?.folder }
            previous = path
        }
        // Parents before children, in the order the paths first reach them.
        let shared = folders.indices.filter { folders[$0].count > 1 }
            .sorted { (folders[$0].first, folders[$0].depth) < (folders[$1].first, folders[$1].depth) }
            .map { folders[$0].path }
        // A file's own folders are the innermost of those holding it: the count of a folder is at least its child's.
        let own = innermost.map { innermost -> [String] in
            var result: [String] = []
            var folder = innermost
            while let current = folder, folders[current].count == 1 {
                result.append(folders[current].path)
                folder = folders[current].parent
            }
            return result.reversed()
        }
        return (shared, own)
    }

    /// Whether `path` is a plain relative path: no `..`, no empty or hidden-parent parts.
    static func isSafeRelativePath(_ path: String) -> Bool {
        // On the UTF-8 bytes: every byte that matters here is ASCII, which UTF-8 never uses
        // inside a multi-byte character. In one buffer: every path of a package is checked several times per write,
        // and stepping through `String.UTF8View` costs more per byte.
        var path = path
        return path.withUTF8(isSafeRelativePath)
    }

    private static func isSafeRelativePath(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var partLength = 0
        var dots = 0
        for byte in path {
            if byte == slash {
                guard partLength > 0, dots != partLength || dots > 2 else { return false }
                partLength = 0
                dots = 0
                continue
            }
            // Control characters (tab and line break among them) would break the manifest's lines.
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F { return false }
            partLength += 1
            if byte == dot { dots += 1 }
        }
        // The last part (and with it an empty path) follows the same rule.
        return partLength > 0 && (dots != partLength || dots > 2)
    }

    // MARK: - The folder as it is

    /// The files of the output folder, with what the swap must preserve.
    struct Scan {
        /// Relative path → size of every file and symbolic link.
        var files: [String: Int] = [:]
        /// Folders with nothing in them, which hard links cannot carry over.
        var emptyFolders: [String] = []
        var rootMode: mode_t?
    }

    private func scan() throws(PackageOutputError) -> Scan {
        var result = Scan()
        var rootStatus = stat()
        guard stat(root.path, &rootStatus) == 0 else { return result }
        guard rootStatus.st_mode & S_IFMT == S_IFDIR else { throw .outputNotADirectory(path: root.path) }
        result.rootMode = rootStatus.st_mode & 0o7777
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root.path : root.path + "/" + relative
            guard let stream = opendir(directory) else {
                throw .fileSystem(
                    operation: "read the folder", path: directory, reason: String(cString: strerror(errno)))
            }
            defer { closedir(stream) }
            var isEmpty = true
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                isEmpty = false
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(directory + "/" + name, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else {
                    result.files[path] = Int(status.st_size)
                }
            }
            if isEmpty, !relative.isEmpty { result.emptyFolders.append(relative) }
        }
        return result
    }

    /// Writing into the folder a shell stands in would pull it out from under the shell.
    private func refuseWorkingDirectory() throws(PackageOutputError) {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
            .resolvingSymlinksInPath().path
        let target = root.path
        if current == target || current.hasPrefix(target == "/" ? "/" : target + "/") {
            throw .outputContainsWorkingDirectory(path: target)
        }
    }

    /// Finishes or undoes a write that a crash interrupted: replays the journal of an update
    /// that reached its commit point, puts back a folder retired by a swap cut short.
    private func recoverInterruptedWrite() throws(PackageOutputError) {
        if fileExists(staging.appendingPathComponent(Self.journalName)) {
            try replayJournal()
        }
        if fileExists(retired) {
            if fileExists(root) {
                try removeTree(retired)
            } else {
                try rename(retired, to: root)
            }
        }
        try removeTree(staging)
    }

    private func lockParent() throws(PackageOutputError) -> Int32 {
        let descriptor = open(parent.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .fileSystem(operation: "open", path: parent.path, reason: String(cString: strerror(errno)))
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let busy = errno == EWOULDBLOCK
            close(descriptor)
            if busy { throw .outputBusy(path: root.path) }
            throw .fileSystem(operation: "lock", path: parent.path, reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    // MARK: - File system primitives

    func isDirectory(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    func isDirectory(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    func fileExists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    static func contentsEqual(_ url: URL, _ contents: [UInt8]) -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // One byte more than expected, to notice a longer file.
        var buffer = [UInt8](repeating: 0, count: contents.count + 1)
        var total = 0
        while total < buffer.count {
            let count = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress.map { $0 + total }, bytes.count - total)
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            total += count
        }
        return total == contents.count && buffer[0..<total].elementsEqual(contents)
    }

    func makeDirectory(_ url: URL) throws(PackageOutputError) {
        try makeDirectory(atPath: url.path)
    }

    func makeDirectory(atPath path: String) throws(PackageOutputError) {
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw .fileSystem(operation: "create the folder", path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Creates `url` and its missing parents; the folders it made, outermost first.
    @discardableResult
    func createDirectories(_ url: URL) throws(PackageOutputError) -> [URL] {
        var missing: [URL] = []
        var current = url.standardizedFileURL
        while !fileExists(current), current.path != "/" {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        var made: [URL] = []
        for directory in missing.reversed() {
            do throws(PackageOutputError) {
                try makeDirectory(directory)
            } catch {
                removeFolders(made)
                throw error
            }
            made.append(directory)
        }
        return made
    }

    /// Removes `folders` (outermost first, as ``createDirectories(_:)`` made them), innermost first, as long as they
    /// are empty: another program may have put something there since.
    func removeFolders(_ folders: [URL]) {
        for folder in folders.reversed() where rmdir(folder.path) != 0 {
            return
        }
    }

    static func writeFile(_ url: URL, _ contents: [UInt8]) throws(PackageOutputError) {
        try writeFile(atPath: url.path, contents)
    }

    static func writeFile(atPath path: String, _ contents: [UInt8]) throws(PackageOutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .fileSystem(operation: "create", path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < contents.count {
            let count = contents.withUnsafeBytes { bytes in
                systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .fileSystem(operation: "write", path: path, reason: String(cString: strerror(errno)))
            }
            offset += count
        }
    }

    private static func linkOrCopy(_ source: String, to target: String) throws(PackageOutputError) {
        if link(source, target) == 0 { return }
        do {
            try FileManager.default.copyItem(atPath: source, toPath: target)
        } catch {
            throw .fileSystem(operation: "copy", path: source, reason: FileSystemReason.of(error))
        }
    }

    func rename(_ source: URL, to target: URL) throws(PackageOutputError) {
        if systemRename(source.path, target.path) != 0 {
            throw .fileSystem(
                operation: "rename \(source.lastPathComponent) to", path: target.path,
                reason: String(cString: strerror(errno)))
        }
    }

    func removeTree(_ url: URL) throws(PackageOutputError) {
        guard fileExists(url) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw .fileSystem(operation: "remove", path: url.path, reason: FileSystemReason.of(error))
        }
    }
}

// The C functions by a name no method of ours shadows.
#if canImport(Glibc)
    private let systemWrite = Glibc.write
    private let systemRename = Glibc.rename
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
    private let systemRename = Darwin.rename
#endif
