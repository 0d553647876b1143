import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a generated package to disk so that an interrupted run never leaves a half-written one.
///
/// The new package is assembled in a hidden sibling of the output folder and swapped in with
/// two renames. Files of the output folder that dsys did not generate are carried into the new
/// folder as hard links, so they are never copied, moved or lost; files an earlier generation
/// wrote and this one does not are left behind, which is how stale files disappear. A file
/// whose bytes did not change is linked too, keeping its modification time, so build systems
/// see only what really changed.
///
/// A file counts as generated when its path is in the new package, when it is a Swift file
/// whose header carries the dsys marker, or when it lies in `Colors.xcassets` (the catalog
/// belongs to dsys).
public struct OutputWriter: Sendable {
    /// What a write did.
    public struct Report: Sendable, Equatable {
        /// Generated files whose bytes are new or changed.
        public var written: [String] = []
        /// Generated files whose bytes were already there.
        public var unchanged: [String] = []
        /// Files of an earlier generation that this one no longer produces.
        public var removed: [String] = []
        /// Files of the folder that dsys did not generate, kept as they were.
        public var kept: [String] = []
        /// Bytes of all generated files.
        public var bytes: Int = 0

        /// Whether the folder already held exactly this package.
        public var isUpToDate: Bool { written.isEmpty && removed.isEmpty }
    }

    public let root: URL
    /// Write into a non-empty folder that holds no generated files.
    public var force: Bool

    public init(root: URL, force: Bool = false) {
        self.root = root.standardizedFileURL
        self.force = force
    }

    private var parent: URL { root.deletingLastPathComponent() }
    private var staging: URL { parent.appendingPathComponent(".\(root.lastPathComponent).dsys-new") }
    private var retired: URL { parent.appendingPathComponent(".\(root.lastPathComponent).dsys-old") }

    /// Replaces the generated files in `root` with `files`.
    public func write(_ files: [GeneratedFile]) throws(GeneratorError) -> Report {
        for file in files where !Self.isSafeRelativePath(file.path) {
            throw .unsafePath(path: file.path)
        }
        try createDirectories(parent, relativeTo: nil)
        var parentStatus = stat()
        guard stat(parent.path, &parentStatus) == 0, parentStatus.st_mode & S_IFMT == S_IFDIR else {
            throw .outputNotADirectory(path: parent.path)
        }
        let lock = try lockParent()
        defer { close(lock) }
        try recoverInterruptedWrite()

        var report = Report()
        let existing = try existingFiles()
        if !existing.isEmpty, !force, !existing.keys.contains(where: { isGenerated($0, newPaths: []) }) {
            throw .outputNotGenerated(path: root.path)
        }
        let newPaths = Set(files.map(\.path))
        let unchangedFlags = concurrentMap(files) { file in
            existing[file.path] == file.contents.count
                && contentsEqual(root.appendingPathComponent(file.path), file.contents)
        }
        for (file, unchanged) in zip(files, unchangedFlags) {
            report.bytes += file.contents.count
            if unchanged {
                report.unchanged.append(file.path)
            } else {
                report.written.append(file.path)
            }
        }
        for path in existing.keys.sorted() where !newPaths.contains(path) {
            if isGenerated(path, newPaths: newPaths) {
                report.removed.append(path)
            } else {
                report.kept.append(path)
            }
        }
        if report.isUpToDate, fileExists(root) {
            return report
        }

        // Assemble the new folder beside the old one: folders first, then files in parallel.
        try removeTree(staging)
        var folders: Set<String> = [""]
        for path in files.map(\.path) + report.kept {
            var folder = path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                guard folders.insert(folder).inserted else { break }
            }
        }
        for folder in folders.sorted(by: { $0.count < $1.count }) {
            try makeDirectory(folder.isEmpty ? staging : staging.appendingPathComponent(folder))
        }
        let staging = staging
        let failures = concurrentMap(Array(zip(files, unchangedFlags))) { (file, unchanged) -> GeneratorError? in
            let target = staging.appendingPathComponent(file.path)
            do throws(GeneratorError) {
                if unchanged {
                    try linkOrCopy(root.appendingPathComponent(file.path), to: target)
                } else {
                    try writeFile(target, file.contents)
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first {
            try? removeTree(staging)
            throw failure
        }
        for path in report.kept {
            try linkOrCopy(root.appendingPathComponent(path), to: staging.appendingPathComponent(path))
        }
        // Renames are atomic: a process stopped at any point leaves either the old folder in
        // place, or the new one, or both beside each other (which the next write sorts out).
        if fileExists(root) {
            try rename(root, to: retired)
        }
        try rename(staging, to: root)
        try removeTree(retired)
        return report
    }

    /// Whether `path` is a plain relative path: no `..`, no empty or hidden-parent parts.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".." && !part.contains("\\") && !part.contains("\0")
        }
    }

    private func isGenerated(_ path: String, newPaths: Set<String>) -> Bool {
        if newPaths.contains(path) || path.hasPrefix("Colors.xcassets/") { return true }
        guard path.hasSuffix(".swift") else { return false }
        return headerHasMarker(root.appendingPathComponent(path))
    }

    private func headerHasMarker(_ url: URL) -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        let lines = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: "\n").prefix(3)
        return lines.contains { $0 == SwiftSource.generatedMarker }
    }

    /// Every file (and symbolic link) below `root` by relative path, with its size; empty when
    /// `root` does not exist.
    private func existingFiles() throws(GeneratorError) -> [String: Int] {
        var rootStatus = stat()
        guard stat(root.path, &rootStatus) == 0 else { return [:] }
        guard rootStatus.st_mode & S_IFMT == S_IFDIR else { throw .outputNotADirectory(path: root.path) }
        var result: [String: Int] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root.path : root.path + "/" + relative
            guard let stream = opendir(directory) else {
                throw .fileSystem(
                    operation: "read the folder", path: directory, reason: String(cString: strerror(errno)))
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(directory + "/" + name, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else {
                    result[path] = Int(status.st_size)
                }
            }
        }
        return result
    }

    /// Finishes or undoes a write that a crash interrupted between its two renames.
    private func recoverInterruptedWrite() throws(GeneratorError) {
        if fileExists(retired) {
            if fileExists(root) {
                try removeTree(retired)
            } else {
                try rename(retired, to: root)
            }
        }
        try removeTree(staging)
    }

    private func lockParent() throws(GeneratorError) -> Int32 {
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

    private func fileExists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    private func contentsEqual(_ url: URL, _ contents: [UInt8]) -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: contents.count + 1)
        var total = 0
        while total < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            total += count
        }
        return total == contents.count && buffer[0..<total].elementsEqual(contents)
    }

    private func makeDirectory(_ url: URL) throws(GeneratorError) {
        if mkdir(url.path, 0o755) != 0, errno != EEXIST {
            throw .fileSystem(operation: "create the folder", path: url.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Creates `url` and its missing parents (only below `base`, when given).
    private func createDirectories(_ url: URL, relativeTo base: URL?) throws(GeneratorError) {
        var missing: [URL] = []
        var current = url.standardizedFileURL
        while !fileExists(current), current.path != "/", current.path != base?.path {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for directory in missing.reversed() {
            try makeDirectory(directory)
        }
    }

    private func writeFile(_ url: URL, _ contents: [UInt8]) throws(GeneratorError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .fileSystem(operation: "create", path: url.path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < contents.count {
            let count = contents.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .fileSystem(operation: "write", path: url.path, reason: String(cString: strerror(errno)))
            }
            offset += count
        }
    }

    private func linkOrCopy(_ source: URL, to target: URL) throws(GeneratorError) {
        if link(source.path, target.path) == 0 { return }
        do {
            try FileManager.default.copyItem(at: source, to: target)
        } catch {
            throw .fileSystem(operation: "copy", path: source.path, reason: reason(error))
        }
    }

    private func rename(_ source: URL, to target: URL) throws(GeneratorError) {
        if Glibc.rename(source.path, target.path) != 0 {
            throw .fileSystem(
                operation: "rename \(source.lastPathComponent) to", path: target.path,
                reason: String(cString: strerror(errno)))
        }
    }

    private func removeTree(_ url: URL) throws(GeneratorError) {
        guard fileExists(url) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw .fileSystem(operation: "remove", path: url.path, reason: reason(error))
        }
    }

    private func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}

/// `transform` applied to every element on all cores, results in order.
private func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 64 else { return elements.map(transform) }
    let slots = Slots<Result>(buffer: .allocate(capacity: elements.count))
    slots.buffer.initialize(repeating: nil)
    defer { slots.buffer.deallocate() }
    let chunks = min(ProcessInfo.processInfo.activeProcessorCount * 2, elements.count)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let range = (elements.count * chunk / chunks)..<(elements.count * (chunk + 1) / chunks)
        for index in range {
            slots.buffer[index] = transform(elements[index])
        }
    }
    return slots.buffer.map { $0! }
}

/// Result slots shared by the chunks of `concurrentMap`; each chunk writes only its own.
private struct Slots<Result>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Result?>
}
