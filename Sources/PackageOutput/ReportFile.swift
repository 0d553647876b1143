import Foundation

/// Writing a rendered report (a diff, a changelog, a contrast table) to a file the user named.
public enum ReportFile {
    /// Writes `text` to `path` atomically: the file holds the whole report or is left as it was. A device or a pipe
    /// is written into, never replaced.
    ///
    /// - Throws: ``PackageOutputError/fileSystem(operation:path:reason:)`` when the folder is missing, the path is a
    ///   folder, or the file cannot be written.
    public static func write(_ text: String, to path: String) throws {
        try check(path)
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
            throw PackageOutputError.fileSystem(operation: "write the report to", path: path, reason: reason(error))
        }
    }

    /// Checks what can be known of `path` before writing to it, so that a command can refuse before it does its
    /// work: that it is not a folder, and that its folder exists.
    ///
    /// - Throws: ``PackageOutputError/fileSystem(operation:path:reason:)``.
    public static func check(_ path: String) throws {
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
    }

    /// Why a write failed, in our words (Foundation's own are "You don’t have permission." and the like): from the
    /// system's error underneath.
    private static func reason(_ error: Error) -> String {
        // On Linux the underlying error is a Swift error (`POSIXError`), not an `NSError`.
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        guard let underlying, underlying.domain == NSPOSIXErrorDomain else {
            return "it cannot be written there (permissions, or the disk is full)"
        }
        switch Int32(underlying.code) {
        case EACCES, EPERM: return "permission denied; write it to a folder you can write to"
        case EROFS: return "the file system is read-only; write it elsewhere"
        case ENOSPC, EDQUOT: return "the disk is full"
        default:
            // `No such file or directory` where a file cannot be created (a /proc folder): the system's words.
            return "no file can be written there (\(String(cString: strerror(Int32(underlying.code)))))"
        }
    }
}
