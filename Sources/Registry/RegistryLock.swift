import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive lock on the registry, held while a publish, rollback or repair writes, so
/// that concurrent dsysctl processes take turns instead of racing.
final class RegistryLock {
    private let descriptor: Int32

    /// Waits up to `timeout` seconds for the lock.
    init(path: String, timeout: Int = LockTimeout.seconds) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RegistryError.fileSystem(
                operation: "create the lock file", path: path, reason: String(cString: strerror(errno)))
        }
        let deadline = Date().addingTimeInterval(TimeInterval(timeout))
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw RegistryError.busy(
                    path: URL(fileURLWithPath: path).deletingLastPathComponent().path, waitedSeconds: timeout)
            }
            usleep(10_000)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
