import Foundation

/// Why a file system call made through Foundation failed, in our words.
///
/// Foundation's own text on Linux is "The operation could not be completed. (NSCocoaErrorDomain error 4.)" or "You
/// don’t have permission.": it names no path and says nothing of what to do. Every module that wraps such an error in
/// its own error type takes the reason from here, with the path beside it.
public enum FileSystemReason {
    /// The reason `error` gives, from the system's error underneath (`errno`), else from Foundation's error code.
    public static func of(_ error: Error) -> String {
        let error = error as NSError
        // On Linux the underlying error is a Swift error (`POSIXError`); bridged, its domain is the POSIX one.
        if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? Error).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain
        {
            return posix(Int32(underlying.code))
        }
        if error.domain == NSPOSIXErrorDomain { return posix(Int32(error.code)) }
        guard error.domain == NSCocoaErrorDomain else { return "the file system refused it" }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return posix(ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return posix(EACCES)
        case .fileWriteOutOfSpace: return posix(ENOSPC)
        case .fileWriteVolumeReadOnly: return posix(EROFS)
        case .fileWriteFileExists: return posix(EEXIST)
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "it is not readable text"
        default: return "the file system refused it"
        }
    }

    /// The path Foundation's `error` names, when it names one.
    public static func path(of error: Error) -> String? {
        let info = (error as NSError).userInfo
        return info[NSFilePathErrorKey] as? String ?? (info[NSURLErrorKey] as? URL)?.path
    }

    /// What an `errno` means, with what to do about the common ones.
    public static func posix(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder (is a folder on the way missing?)"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EISDIR: return "it is a folder; give a file name"
        case EACCES, EPERM: return "permission denied; check the permissions of the file and its folder"
        case EROFS: return "the file system is read-only"
        case ENOSPC, EDQUOT: return "the disk is full"
        case EEXIST: return "something is already there"
        default: return String(cString: strerror(code))
        }
    }
}
