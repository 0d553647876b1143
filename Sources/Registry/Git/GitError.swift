import CLibGit2
import Foundation

/// An error from the registry's output repository.
public enum GitError: Error, LocalizedError, Equatable {
    /// libgit2 failed while doing `operation`; `code` is its `git_error_code`, `message` its `git_error_last()`.
    case libgit2(operation: String, code: Int32, message: String)
    /// There is no bare git repository at `path`.
    case notARepository(path: String)
    /// An object the repository should hold is absent, e.g. a loose object file was deleted.
    case objectMissing(id: GitObjectID)
    /// The object `id` exists but is not of the `expected` type.
    case unexpectedObjectType(id: GitObjectID, expected: String, actual: String)
    /// A generated file's `path` cannot be stored in a git tree, for the given `reason`.
    case invalidPath(path: String, reason: String)
    /// A name, email or message cannot be passed to git, for the given `reason`.
    case invalidInput(what: String, reason: String)
    /// The branch `branch` did not point at `expected` (nil: did not exist) but at `actual` (nil: does not exist).
    case branchMoved(branch: String, expected: GitObjectID?, actual: GitObjectID?)
    /// Another process holds the lock of the reference `name`, so it was left unchanged.
    case referenceLocked(name: String)
    /// The tag `name` already exists and replacing it was not asked for.
    case tagExists(name: String)
    /// A tree holds an entry at `path` with a `mode` that is neither a plain file nor a folder.
    case unsupportedTreeEntry(path: String, mode: UInt32)

    /// A sentence for the user saying what failed.
    public var errorDescription: String? {
        switch self {
        case .libgit2(let operation, let code, let message):
            return "Could not \(operation): \(message) (libgit2 error \(code))."
        case .notARepository(let path):
            return "There is no bare git repository at \(path)."
        case .objectMissing(let id):
            return "The git object \(id) is missing from the output repository; it may be corrupt."
        case .unexpectedObjectType(let id, let expected, let actual):
            return "The git object \(id) is a \(actual), not a \(expected)."
        case .invalidPath(let path, let reason):
            return "The file path '\(path)' cannot be stored in git: \(reason)."
        case .invalidInput(let what, let reason):
            return "The \(what) cannot be stored in git: \(reason)."
        case .branchMoved(let branch, let expected, let actual):
            let was = expected.map { "at \($0)" } ?? "absent"
            let now = actual.map { "points at \($0)" } ?? "does not exist"
            return "The branch \(branch) was expected \(was) but \(now); another process may have published."
        case .referenceLocked(let name):
            return "The reference \(name) is locked by another process; try again."
        case .tagExists(let name):
            return "The tag \(name) already exists."
        case .unsupportedTreeEntry(let path, let mode):
            return "The tree entry \(path) has mode \(String(mode, radix: 8)), which is not a plain file or a folder."
        }
    }
}

extension GitError {
    /// The error libgit2 just reported on this thread, for an `operation` that returned `code`.
    static func last(_ operation: String, code: Int32) -> GitError {
        let message = git_error_last().flatMap { $0.pointee.message.map { String(cString: $0) } }
        return .libgit2(operation: operation, code: code, message: message ?? "unknown error")
    }
}

/// libgit2's return codes that the repository reacts to.
enum GitCode {
    static let notFound = GIT_ENOTFOUND.rawValue
    static let exists = GIT_EEXISTS.rawValue
    static let locked = GIT_ELOCKED.rawValue
    static let modified = GIT_EMODIFIED.rawValue
}

/// Throws libgit2's last error when `code` reports a failure of `operation`.
func check(_ code: Int32, _ operation: @autoclosure () -> String) throws(GitError) {
    if code < 0 { throw GitError.last(operation(), code: code) }
}

/// Refuses strings that C would silently cut at their first NUL.
func requireCString(_ value: String, _ what: @autoclosure () -> String) throws(GitError) {
    if value.utf8.contains(0) { throw GitError.invalidInput(what: what(), reason: "it contains a NUL character") }
}

/// libgit2's process-wide setup, done once however many repositories are opened. It is not cheap: Debian's libgit2
/// parses every certificate of the system's CA bundle at start-up (mbedTLS, its path built in, no option to defer it),
/// some 52 M instructions, which a command that needs no repository (regenerating a version that reproduces) skips.
enum GitRuntime {
    // A global `let` is initialised exactly once, thread-safely, on first use; libgit2 wants one
    // `git_libgit2_init` per process before any other call, and its shutdown is not needed at exit.
    private static let initialisation: Int32 = git_libgit2_init()

    static func start() throws(GitError) {
        let code = initialisation
        if code < 0 { throw GitError.last("initialise libgit2", code: code) }
    }
}

/// The name libgit2 gives an object type, for messages.
func typeName(_ type: git_object_t) -> String {
    git_object_type2string(type).map { String(cString: $0) } ?? "object of type \(type.rawValue)"
}
