import Foundation

/// Writing a rendered report (a diff, a changelog, a contrast table) to a file the user named.
public enum ReportFile {
    /// Writes `text` to `path` atomically: the file holds the whole report or is left as it was. A device or a pipe
    /// is written into, never replaced.
    ///
    /// - Throws: ``PackageOutputError/fileSystem(operation:path:reason:)`` when the folder is missing, the path is a
    ///   folder, or the file cannot be written.
    public static func write(_ text: String, to path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PackageOutputError.fileSystem(
                operation: "write the report to", path: path, reason: "it is a folder; give a file name")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw PackageOutputError.fileSystem(
                operation: "write the report to", path: path,
                reason: "the folder \(folder.path) does not exist; create it first")
        }
        // An atomic write renames a new file over the path: over a device or a pipe (`/dev/null`, `/dev/stdout`)
        // that would replace the device itself, so those are written into as they are.
        var status = stat()
        let isSpecial = stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG
        do {
            if isSpecial {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                defer { try? handle.close() }
                try handle.write(contentsOf: Data(text.utf8))
            } else {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        } catch {
            throw PackageOutputError.fileSystem(
                operation: "write the report to", path: path,
                reason: (error as NSError).localizedFailureReason
                    ?? "permission denied or the disk is full")
        }
    }
}
