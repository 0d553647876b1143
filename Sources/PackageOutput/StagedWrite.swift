import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write of a package prepared beside its output folder by ``OutputWriter/stage(_:)``: the checks are done and
/// the new files are in the hidden staging folder, but the output folder has not changed. ``commit()`` finishes the
/// write as ``OutputWriter/write(_:)`` would; ``discard()`` leaves the disk as it was before the write began. The
/// output folder's parent stays locked against other writes until one of them is called (or the write is dropped,
/// which discards it).
///
/// Used by one thread at a time: staged on one, committed or discarded on another once the first hands it over.
public final class StagedWrite: @unchecked Sendable {
    /// What is left to do to move the staged files into the folder.
    enum Step {
        /// Nothing: the folder already holds the package.
        case none
        /// The whole new folder is assembled beside the old one: swap it in.
        case swap
        /// The changed files and an uncommitted journal are staged: commit the journal and carry it out.
        case journal
    }

    /// What the write does once committed.
    public let report: OutputWriter.Report
    private let writer: OutputWriter
    private let step: Step
    /// The lock on the parent folder; -1 once the write is committed or discarded.
    private var lock: Int32
    /// The folders the write made to hold the output folder, outermost first.
    private let madeFolders: [URL]

    init(writer: OutputWriter, report: OutputWriter.Report, step: Step, lock: Int32, madeFolders: [URL]) {
        self.writer = writer
        self.report = report
        self.step = step
        self.lock = lock
        self.madeFolders = madeFolders
    }

    deinit {
        discard()
    }

    /// Moves the staged files into the output folder: the rest of ``OutputWriter/write(_:)``, with its guarantees
    /// for a process stopped midway. A write committed or discarded before does nothing.
    public func commit() throws(PackageOutputError) -> OutputWriter.Report {
        guard lock >= 0 else { return report }
        defer { unlock() }
        do throws(PackageOutputError) {
            switch step {
            case .none: break
            case .swap: try writer.swapStaged()
            case .journal: try writer.commitUpdate()
            }
        } catch {
            // A failed swap puts the old folder back; a journal that failed after its rename (the commit point) is
            // replayed by the next write. Only when the folder is not there are the folders made to hold it removed.
            if !writer.fileExists(writer.root) { writer.removeFolders(madeFolders) }
            throw error
        }
        return report
    }

    /// Removes what was staged, and the folders made to hold the output folder, so that the disk is as it was
    /// before the write began. A write committed or discarded before is left as it is.
    public func discard() {
        guard lock >= 0 else { return }
        defer { unlock() }
        try? writer.removeTree(writer.staging)
        writer.removeFolders(madeFolders)
    }

    private func unlock() {
        close(lock)
        lock = -1
    }
}
