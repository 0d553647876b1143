import Foundation

/// Errors of the `Registry` module.
public enum RegistryError: Error, LocalizedError, Equatable {
    /// There is no registry in the project folder yet.
    case noRegistry(path: String)
    /// The folder exists but does not hold a dsys registry.
    case notARegistry(path: String, reason: String)
    /// The registry was written by a newer dsys, whose schema this one does not know.
    case newerRegistry(path: String, unknownMigrations: [String])
    /// SQLite refused an operation, e.g. because the file is corrupt or read-only.
    case database(operation: String, path: String, message: String)
    /// The output repository refused an operation.
    case repository(operation: String, message: String)
    /// The file system refused an operation.
    case fileSystem(operation: String, path: String, reason: String)
    /// `VERSION` is not a semantic version `MAJOR.MINOR.PATCH`.
    case malformedVersion(String)
    /// No revision has this version.
    case unknownVersion(String, latest: String?)
    /// The requested version does not follow the head.
    case versionNotAfterHead(requested: String, head: String)
    /// The requested version is smaller than the change requires.
    case versionTooSmall(requested: String, required: String, bump: String, reasons: String)
    /// The version is already taken.
    case versionExists(String)
    /// Another process holds the registry for longer than dsysctl waits.
    case busy(path: String, waitedSeconds: Int)
    /// A stored document cannot be read back.
    case corruptDocument(version: String, reason: String)
    /// `--author` is not `Name <email>` or `Name`.
    case malformedAuthor(String)
    /// The output repository has history but the database is missing or empty.
    case missingDatabase(path: String)
    /// The database file is empty (truncated, or never written) and the output repository holds no history.
    case emptyDatabase(path: String)
    /// The output repository is missing while the database records revisions.
    case missingRepository(path: String, revisions: Int)
    /// The output repository does not match the database (an interrupted publish, or a hand edit).
    case repositoryOutOfStep(reason: String)
    /// The registry exists but holds no version yet.
    case nothingPublished
    /// `--from` comes after `--to`.
    case emptyRange(from: String, to: String)
    /// `SOURCE_DATE_EPOCH` (or a requested time) is not a whole number of seconds that git and SQLite both represent.
    case malformedTime(String, latest: Int64)
    /// The requested time comes before the head's, and revisions' times only grow.
    case timeBeforeHead(time: Int64, head: String, headTime: Int64)
    /// `--allow-unchanged` was given without `--version`.
    case unchangedNeedsVersion
    /// The output folder cannot take the package; checked before anything is recorded.
    case unusableOutput(folder: String, reason: String)
    /// A rollback would replace a working document that holds unpublished edits.
    case unpublishedEdits(path: String, head: String)
    /// The revision was recorded, but a later step failed.
    case recordedButIncomplete(version: String, step: String, reason: String)
    /// The revision was published, but the package could not be written into the output folder.
    case publishedButNotWritten(version: String, folder: String, reason: String)
    /// `--registry` or `DSYS_REGISTRY` is not a registry URL dsys can use (credentials are shown as `***`).
    case malformedRegistryURL(String, reason: String)
    /// Another publisher recorded a revision at the same moment; nothing of this publish was recorded.
    case conflict(version: String?, reason: String)
    /// `registry copy` was pointed at a store that already holds a history.
    case copyTargetNotEmpty(destination: String, head: String)
    /// `registry copy` refused a history that does not verify.
    case copyRefused(reason: String)
    /// The git remote cannot take the registry's versions; `version` is nil when nothing was recorded.
    case remoteRefused(remote: String, version: String?, reason: String)

    public var errorDescription: String? {
        switch self {
        case .noRegistry(let path):
            "there is no registry in \(path) yet; `dsysctl publish` creates it with the first version"
        case .notARegistry(let path, let reason):
            "\(path) is not a dsys registry (\(reason)); check the --project folder"
        case .newerRegistry(let path, let unknown):
            "\(path) was written by a newer dsys (schema \(unknown.joined(separator: ", "))); "
                + "upgrade dsysctl to use it"
        case .database(let operation, let path, let message):
            "could not \(operation) in \(path): \(message)"
        case .repository(let operation, let message):
            "could not \(operation) in the output repository: \(message)"
        case .fileSystem(let operation, let path, let reason):
            "could not \(operation) \(path): \(reason)"
        case .malformedVersion(let text):
            "\"\(text)\" is not a version; write MAJOR.MINOR.PATCH, e.g. 1.2.0"
        case .unknownVersion(let version, let latest):
            "no revision has version \(version)"
                + (latest.map { "; the latest is \($0) (see `dsysctl log`)" } ?? "; nothing is published yet")
        case .versionNotAfterHead(let requested, let head):
            "version \(requested) does not come after the latest version \(head); versions only grow"
        case .versionTooSmall(let requested, let required, let bump, let reasons):
            "version \(requested) is too small: \(reasons) needs a \(bump) bump, so at least \(required); "
                + "use --version \(required) or higher, or --force to publish \(requested) anyway"
        case .versionExists(let version):
            "version \(version) is already published; choose another --version"
        case .busy(let path, let seconds):
            "the registry in \(path) is busy: another dsysctl has held it for \(seconds) s; try again"
        case .corruptDocument(let version, let reason):
            "the stored document of \(version) cannot be read (\(reason)); run `dsysctl verify`"
        case .malformedAuthor(let text):
            "\"\(text)\" is not an author; write \"Name <email@example.com>\" or \"Name\""
        case .missingDatabase(let path):
            "\(path) is missing or empty, but the output repository beside it holds published versions; "
                + "restore registry.sqlite from a backup (dsys cannot rebuild the history from git) and run "
                + "`dsysctl verify`"
        case .emptyDatabase(let path):
            "\(path) is empty (0 bytes), so it holds no history: if versions were published, it was truncated; "
                + "restore it from a backup. If nothing was ever published, delete it and run `dsysctl publish`"
        case .missingRepository(let path, let revisions):
            "\(path) is missing, but the registry records \(revisions) revision\(revisions == 1 ? "" : "s"); "
                + "`dsysctl verify --repair` rebuilds it (every commit and tag) from the registry"
        case .repositoryOutOfStep(let reason):
            "the output repository does not match the registry: \(reason); run `dsysctl verify --repair`"
        case .publishedButNotWritten(let version, let folder, let reason):
            "\(version) was published, but \(folder)/ could not be written: \(reason); "
                + "`dsysctl regenerate \(version) --output \(folder)` writes it once that is fixed"
        case .nothingPublished:
            "nothing is published yet; `dsysctl publish` records the first version"
        case .emptyRange(let from, let to):
            "\(from) comes after \(to); give --from the older version and --to the newer one"
        case .malformedTime(let text, let latest):
            "SOURCE_DATE_EPOCH=\(text) is not a time dsys can record: write whole seconds since 1970-01-01 UTC, "
                + "from 0 to \(latest) (\(RevisionInfo.isoDate(latest)), the latest time git represents)"
        case .timeBeforeHead(let time, let head, let headTime):
            "the time \(time) (\(RevisionInfo.isoDate(time))) comes before the time of the latest version \(head) "
                + "(\(RevisionInfo.isoDate(headTime))); revisions' times only grow: set SOURCE_DATE_EPOCH to "
                + "\(headTime) or later, or unset it"
        case .unchangedNeedsVersion:
            "--allow-unchanged records the same document again under a new number: give it with --version"
        case .unusableOutput(let folder, let reason):
            "cannot write the package into \(folder)/: \(reason); nothing was published. Choose another --output, "
                + "or --no-output"
        case .unpublishedEdits(let path, let head):
            "\(path) holds edits that are not published (it differs from \(head)); the rollback would replace it. "
                + "Publish them first, or keep a copy (`cp \(path) my-edits.json`) and run the rollback with --force"
        case .malformedRegistryURL(let url, let reason):
            "\(url) is not a registry dsys can use: \(reason)"
        case .conflict(let version, let reason):
            "\(version.map { "\($0) was not recorded: " } ?? "nothing was recorded: ")\(reason); publish again"
        case .copyTargetNotEmpty(let destination, let head):
            "\(destination) already holds a history (its latest version is \(head)); copy into a new registry name "
                + "or an SQLite file that does not exist yet"
        case .copyRefused(let reason):
            "nothing was copied: \(reason)"
        case .remoteRefused(let remote, let version, let reason):
            (version.map { "\($0) was recorded, but " } ?? "nothing was published: ")
                + "the remote \(remote) cannot take it: \(reason)"
        case .recordedButIncomplete(let version, let step, let reason):
            "\(version) was recorded, but \(step) failed (\(reason)); run `dsysctl verify --repair` to finish it"
        }
    }
}
