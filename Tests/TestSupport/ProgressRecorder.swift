import Foundation
import Tokens

/// A ``ProgressReporter`` that keeps every update, for tests of what an operation reports.
public final class ProgressRecorder: @unchecked Sendable {
    // Guarded by `lock`: an operation may report from any thread.
    private let lock = NSLock()
    private var recorded: [ProgressUpdate] = []

    public init() {}

    /// The reporter to give the operation.
    public var reporter: ProgressReporter {
        ProgressReporter { [self] update in lock.withLock { recorded.append(update) } }
    }

    /// Every update so far, as the progress line would show it: `Verifying revisions 2/3`.
    public var lines: [String] { lock.withLock { recorded.map(\.description) } }
}
