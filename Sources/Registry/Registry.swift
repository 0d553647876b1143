import Foundation
import GRDB
import Generator
import Tokens

/// The registry's operations: publish, roll back, read the history, regenerate and verify.
///
/// SQLite (`.dsys/registry.sqlite`) is the source of truth for the history; the bare git
/// repository `.dsys/output.git` holds the generated package of every revision, one commit on
/// `main` and one annotated tag per version. A publish writes in an order that a crash cannot
/// turn into a half-recorded revision: git objects (unreferenced), then the SQLite row, then
/// the branch and the tag. `verify --repair` finishes what a crash interrupted.
public enum Registry {
    /// What `publish` and `rollback` need besides the document.
    public struct PublishOptions: Sendable {
        /// The document to publish; by default the project's `.dsys/design-system.json`.
        public var document: String?
        public var message: String?
        /// The version to publish; by default the head's version bumped as the change requires.
        public var version: String?
        /// `Name <email>`; by default from the environment or git's configuration.
        public var author: String?
        /// Publish `version` even when it is smaller than the change requires.
        public var force: Bool
        /// Whether a contrast pair that newly fails its level requires a major version.
        public var accessibilityPolicy: AccessibilityPolicy
        /// Where to write the package for the app (relative to the project folder); nil to write nothing.
        public var output: String?
        /// The revision's time, seconds since 1970 UTC.
        public var time: Int64
        public var environment: [String: String]

        public init(
            document: String? = nil, message: String? = nil, version: String? = nil, author: String? = nil,
            force: Bool = false, accessibilityPolicy: AccessibilityPolicy = .breaking,
            output: String? = nil, time: Int64, environment: [String: String] = [:]
        ) {
            self.document = document
            self.message = message
            self.version = version
            self.author = author
            self.force = force
            self.accessibilityPolicy = accessibilityPolicy
            self.output = output
            self.time = time
            self.environment = environment
        }
    }

    /// The outcome of `publish` or `rollback`.
    public enum PublishResult: Sendable {
        /// The document equals the head's: nothing was recorded.
        case unchanged(head: RevisionInfo)
        case published(PublishedRevision)
    }

    public struct PublishedRevision: Sendable {
        public var revision: RevisionInfo
        /// The diff against the previous version that chose the bump, as recorded in the changelog entry.
        public var report: ChangeReport
        /// What writing the working-tree package did, when an output folder was given.
        public var output: OutputWriter.Report?
    }

    /// The time to record: `SOURCE_DATE_EPOCH` when set (reproducible runs), else now.
    public static func currentTime(environment: [String: String]) -> Int64 {
        if let epoch = environment["SOURCE_DATE_EPOCH"], let seconds = Int64(epoch) { return seconds }
        return Int64(Date().timeIntervalSince1970)
    }

    // MARK: - Publish and roll back

    /// Validates the working document and records it as a new revision.
    public static func publish(_ project: Project, options: PublishOptions) throws -> PublishResult {
        // Work spread over two cores in two rounds. First the working document is validated
        // while the head is read as it is now (without the lock: it is taken only if it is still
        // the head once the lock is held). Then the package is generated and hashed while the
        // document is diffed against that head. Nothing is written before the document has
        // validated.
        let (working, speculativeHead) = try concurrently(
            { try project.loadWorkingDocument(at: options.document) },
            {
                // libgit2's start-up (it reads the system's certificates) belongs on this, the
                // lighter, half; an error is reported when the repository is opened.
                try? GitRuntime.start()
                return Head.speculativelyRead(project)
            })
        let (candidate, speculativeReport) = try concurrently(
            { try Candidate(designSystem: working.designSystem, canonicalText: working.canonicalText) },
            {
                speculativeHead.flatMap { head in
                    head.designSystem.map {
                        ChangeReport.between(
                            $0, working.designSystem, from: head.record.version, to: "",
                            policy: options.accessibilityPolicy)
                    }
                }
            })
        return try record(
            project, candidate: candidate, rollbackOf: nil, speculativeHead: speculativeHead,
            speculativeReport: speculativeReport, options: options)
    }

    /// Records a new revision whose document equals `version`'s. History only grows: nothing is
    /// deleted, and the bump is computed against the current head like any publish.
    public static func rollback(
        _ project: Project, to version: String, options: PublishOptions
    ) throws
        -> PublishResult
    {
        let (_, record, text) = try storedRevision(project, version: version)
        let designSystem = try Project.designSystem(fromCanonical: text, version: record.version)
        return try self.record(
            project, candidate: try Candidate(designSystem: designSystem, canonicalText: text),
            rollbackOf: record.version, speculativeHead: nil, speculativeReport: nil, options: options)
    }

    /// A document about to be recorded, with its generated package and the package's git objects.
    struct Candidate: Sendable {
        let designSystem: DesignSystem
        let canonicalText: String
        let package: TreeSnapshot

        init(designSystem: DesignSystem, canonicalText: String) throws {
            self.designSystem = designSystem
            self.canonicalText = canonicalText
            let files = Generator.generate(designSystem, profile: .dsys)
            package = try gitStep("hash the generated package") { try TreeSnapshot(files) }
        }
    }

    /// The head revision and its document.
    struct Head: Sendable {
        let record: RevisionRecord
        let text: String
        /// Read only when needed: a publish of an unchanged document does not need it.
        let designSystem: DesignSystem?

        /// The head as a reader sees it now, with its document validated; `nil` when there is
        /// no registry yet or anything at all goes wrong (the publish then reads it under the lock).
        static func speculativelyRead(_ project: Project) -> Head? {
            guard FileManager.default.fileExists(atPath: project.databasePath),
                let database = try? RegistryDatabase.open(path: project.databasePath, access: .read),
                let head = try? database.read("read the head revision", { db in try Head.read(in: db, reusing: nil) })
            else { return nil }
            return Head(
                record: head.0, text: head.1,
                designSystem: try? Project.designSystem(fromCanonical: head.1, version: head.0.version))
        }

        /// The newest revision and its canonical text, if there is any revision. The text of
        /// `known` is taken when its record is the head's, column for column (a row changed since
        /// is not the revision that was read).
        static func read(in db: Database, reusing known: Head?) throws -> (RevisionRecord, String)? {
            guard let head = try RevisionRecord.order(RevisionRecord.Columns.id.desc).fetchOne(db) else { return nil }
            if let known, known.record == head { return (head, known.text) }
            return (head, try DocumentStore.text(of: head.id, version: head.version, in: db))
        }
    }

    private static func record(
        _ project: Project, candidate: Candidate, rollbackOf: String?, speculativeHead: Head?,
        speculativeReport: ChangeReport?, options: PublishOptions
    ) throws -> PublishResult {
        let designSystem = candidate.designSystem
        let canonicalText = candidate.canonicalText
        let requestedVersion = try options.version.map { try SemanticVersion(parsing: $0) }
        let identity = try Identity.resolve(explicit: options.author, environment: options.environment)
        try createFolder(project.registryFolder)
        let lock = try RegistryLock(path: project.lockPath)
        defer { withExtendedLifetime(lock) {} }

        // The database first: it refuses (creating nothing) when output.git has history it lacks.
        let database = try RegistryDatabase.open(path: project.databasePath, access: .create)
        let head = try database.read("read the head revision") { db in
            try Head.read(in: db, reusing: speculativeHead)
        }
        if head != nil, !FileManager.default.fileExists(atPath: project.repositoryPath) {
            let count = try database.read("count the revisions") { db in try RevisionRecord.fetchCount(db) }
            throw RegistryError.missingRepository(path: project.repositoryPath, revisions: count)
        }
        let repository = try openRepository(project, create: head == nil)
        try requireRepositoryAtHead(repository, head: head?.0, databasePath: project.databasePath)
        if let (headRecord, headText) = head, headText == canonicalText {
            return .unchanged(head: try info(headRecord, in: database))
        }

        // How big a change, and which version that makes: the diff made before the lock, when its
        // head is still the head.
        var report: ChangeReport
        if let speculativeReport, let speculativeHead, let (headRecord, _) = head, speculativeHead.record == headRecord
        {
            report = speculativeReport
        } else {
            let previous = try head.map { headRecord, headText in
                try Project.designSystem(fromCanonical: headText, version: headRecord.version)
            }
            report = ChangeReport.between(
                previous, designSystem, from: head?.0.version ?? "nothing", to: "",
                policy: options.accessibilityPolicy)
        }
        var bump = "initial"
        var version = requestedVersion ?? SemanticVersion(1, 0, 0)
        if let (headRecord, _) = head {
            // A document that changed without changing a token (reordered, a description) is a patch.
            let required = max(report.diff.requiredBump, .patch)
            bump = required.description
            let headVersion = try SemanticVersion(parsing: headRecord.version)
            let minimum = headVersion.bumped(required)
            if let requestedVersion {
                if try database.read("look up the version", { db in try revisionExists(requestedVersion, in: db) }) {
                    throw RegistryError.versionExists(requestedVersion.description)
                }
                guard requestedVersion > headVersion else {
                    throw RegistryError.versionNotAfterHead(
                        requested: requestedVersion.description, head: headVersion.description)
                }
                if requestedVersion < minimum, !options.force {
                    throw RegistryError.versionTooSmall(
                        requested: requestedVersion.description, required: minimum.description, bump: bump,
                        reasons: report.reasons(for: required))
                }
            } else {
                version = minimum
            }
        }
        report.to = version.description
        let changes = report.diff.counts

        if try gitStep("read the tags", { try repository.tag(version.description) }) != nil {
            throw RegistryError.repositoryOutOfStep(
                reason: "a tag \(version) already exists, though \(version) is not published (made by hand?); "
                    + "delete it, or publish another --version")
        }

        // 1. Git objects, unreferenced until the database has the revision.
        let message = options.message ?? (rollbackOf.map { "Roll back to \($0)" } ?? "Publish \(version)")
        let revisionID = (head?.0.id ?? 0) + 1
        let entry = MarkdownRendering.entry(
            ChangelogEntry(
                version: version.description, date: RevisionInfo.isoDate(options.time), author: identity.name,
                message: message, bump: bump, rollbackOf: rollbackOf, report: report))
        let earlierEntries = try database.read("read the changelog") { db in
            try previousChangelogEntries(before: revisionID, in: db)
        }
        // The generated package was hashed before the lock; the changelog joins it at the root.
        let package = try gitStep("hash the changelog") {
            try candidate.package.addingRootFile(
                changelogFile(designSystem: designSystem, entries: [entry] + earlierEntries))
        }
        let previousTree = head?.0.treeID
        let tree = try gitStep("write the package's objects") {
            try repository.writeTree(package, reusing: previousTree)
        }
        let signature = Self.signature(name: identity.name, email: identity.email, time: options.time)
        let commitMessage = Self.commitMessage(
            version: version.description, message: message, bump: bump, changes: changes, rollbackOf: rollbackOf)
        let parentCommit = head?.0.commitID
        let commit = try gitStep("create the commit") {
            try repository.createCommit(
                tree: tree, parent: parentCommit, author: signature, committer: signature, message: commitMessage)
        }
        FaultInjection.point("after-objects")

        // 2. The revision, in one transaction.
        let record = try database.write("record \(version)") { db -> RevisionRecord in
            let parent = try RevisionRecord.order(RevisionRecord.Columns.id.desc).fetchOne(db)
            // The lock makes this hold; the bump and the delta were computed against that head.
            guard parent?.id == head?.0.id else {
                throw RegistryError.repositoryOutOfStep(reason: "another process recorded a revision meanwhile")
            }
            let id = revisionID
            var record = RevisionRecord(
                id: id, version: version.description, parentID: parent?.id,
                kind: rollbackOf == nil ? "publish" : "rollback",
                rollbackOfID: try rollbackOf.map { try revision($0, in: db).id },
                documentHash: Data(SHA256.hash(Array(canonicalText.utf8))), generatorVersion: Generator.version,
                profile: OutputProfile.dsys.rawValue, options: "{}", authorName: identity.name,
                authorEmail: identity.email, message: message, createdAt: options.time, bump: bump,
                addedCount: changes.added, removedCount: changes.removed, retypedCount: changes.retyped,
                deprecatedCount: changes.deprecated, changedCount: changes.changed, outputCommit: Data(commit.bytes),
                outputTree: Data(tree.bytes),
                chainHash: Data())
            record.chainHash = ChainHash.compute(record, parentVersion: parent?.version, previous: parent?.chainHash)
            try record.insert(db)
            try DocumentStore.record(revisionID: id, text: canonicalText, previous: head?.1).insert(db)
            try ChangelogEntryRecord(revisionID: id, markdown: entry).insert(db)
            return record
        }
        FaultInjection.point("after-database")

        // 3. The branch and the tag, which make the revision visible to git users.
        do {
            try repository.setBranch(mainBranch, to: commit, expectedCurrent: parentCommit)
        } catch {
            throw RegistryError.recordedButIncomplete(
                version: version.description, step: "moving main", reason: error.localizedDescription)
        }
        FaultInjection.point("after-branch")
        do {
            try repository.createTag(
                version.description, commit: commit, tagger: signature, message: commitMessage, force: false)
        } catch {
            throw RegistryError.recordedButIncomplete(
                version: version.description, step: "tagging", reason: error.localizedDescription)
        }
        FaultInjection.point("after-tag")

        var outputReport: OutputWriter.Report?
        if let output = options.output {
            // A relative output folder is inside the project, wherever dsysctl runs from.
            let root =
                output.hasPrefix("/") ? URL(fileURLWithPath: output) : project.root.appendingPathComponent(output)
            do {
                // In path order, as the generator lists files: the changelog was added last.
                outputReport = try OutputWriter(root: root).write(
                    package.files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
            } catch {
                throw RegistryError.publishedButNotWritten(
                    version: version.description, folder: output, reason: error.localizedDescription)
            }
        }
        return .published(
            PublishedRevision(revision: try info(record, in: database), report: report, output: outputReport))
    }

    static let mainBranch = "main"

    /// A git signature; git needs an email, so an author without one gets a reserved,
    /// obviously-not-real address (the registry keeps the empty email).
    static func signature(name: String, email: String, time: Int64) -> GitSignature {
        GitSignature(name: name, email: email.isEmpty ? "unknown@dsys.invalid" : email, time: time)
    }

    /// The message of a revision's commit and tag: version, message, and what changed.
    static func commitMessage(
        version: String, message: String, bump: String, changes: TokenChangeCounts, rollbackOf: String?
    ) -> String {
        var text = "\(version): \(message)\n\n\(bump): \(changes.summary)\n"
        if let rollbackOf { text += "Restores the document of \(rollbackOf).\n" }
        return text
    }

    // MARK: - Reading the history

    /// The newest `limit` revisions, newest first.
    public static func log(_ project: Project, limit: Int?) throws -> [RevisionInfo] {
        let database = try RegistryDatabase.open(path: project.databasePath, access: .read)
        return try database.read("read the history") { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT revision.*, parent.version AS parent_version, target.version AS rollback_of_version
                    FROM revision
                    LEFT JOIN revision AS parent ON parent.id = revision.parent_id
                    LEFT JOIN revision AS target ON target.id = revision.rollback_of_id
                    ORDER BY revision.id DESC
                    LIMIT ?
                    """,
                arguments: [limit ?? -1])
            return try rows.map { row in
                RevisionInfo(
                    try RevisionRecord(row: row), parentVersion: row["parent_version"],
                    rollbackOf: row["rollback_of_version"])
            }
        }
    }

    /// One revision and its canonical document.
    public static func show(_ project: Project, version: String) throws -> (revision: RevisionInfo, document: String) {
        let (database, record, text) = try storedRevision(project, version: version)
        return (try info(record, in: database), text)
    }

    // MARK: - Helpers shared with regenerate and verify

    /// The revision `version` (any spelling `SemanticVersion` accepts) and its canonical document.
    static func storedRevision(
        _ project: Project, version: String
    ) throws -> (
        database: RegistryDatabase, record: RevisionRecord, text: String
    ) {
        let target = try SemanticVersion(parsing: version).description
        let database = try RegistryDatabase.open(path: project.databasePath, access: .read)
        let (record, text) = try database.read("read \(target)") { db in
            let record = try revision(target, in: db)
            return (record, try DocumentStore.text(of: record.id, version: record.version, in: db))
        }
        return (database, record, text)
    }

    static func revision(_ version: String, in db: Database) throws -> RevisionRecord {
        if let record = try RevisionRecord.filter(RevisionRecord.Columns.version == version).fetchOne(db) {
            return record
        }
        let latest = try String.fetchOne(db, sql: "SELECT version FROM revision ORDER BY id DESC LIMIT 1")
        throw RegistryError.unknownVersion(version, latest: latest)
    }

    private static func revisionExists(_ version: SemanticVersion, in db: Database) throws -> Bool {
        try RevisionRecord.filter(RevisionRecord.Columns.version == version.description).fetchCount(db) > 0
    }

    static func info(_ record: RevisionRecord, in database: RegistryDatabase) throws -> RevisionInfo {
        try database.read("read \(record.version)") { db in
            let parent = try record.parentID.flatMap {
                try String.fetchOne(db, sql: "SELECT version FROM revision WHERE id = ?", arguments: [$0])
            }
            let target = try record.rollbackOfID.flatMap {
                try String.fetchOne(db, sql: "SELECT version FROM revision WHERE id = ?", arguments: [$0])
            }
            return RevisionInfo(record, parentVersion: parent, rollbackOf: target)
        }
    }

    static func openRepository(_ project: Project, create: Bool) throws -> OutputRepository {
        try gitStep("open \(project.repositoryPath)") {
            try OutputRepository.open(at: project.repositoryPath, create: create)
        }
    }

    /// Refuses to build on an output repository that is not where the database says: behind it
    /// after a crash, or ahead of it because the database lost revisions.
    private static func requireRepositoryAtHead(
        _ repository: OutputRepository, head: RevisionRecord?, databasePath: String
    ) throws {
        let branch = try gitStep("read main") { try repository.branchTarget(mainBranch) }
        guard let head else {
            let tags = try gitStep("list tags") { try repository.tagNames() }
            if branch != nil || !tags.isEmpty {
                throw RegistryError.missingDatabase(path: databasePath)
            }
            return
        }
        if branch != head.commitID {
            throw RegistryError.repositoryOutOfStep(
                reason: "main \(branch.map { "points to \($0.hex.prefix(12))" } ?? "is missing"), the registry's "
                    + "head \(head.version) is \(head.commitID?.hex.prefix(12) ?? "?")")
        }
        let tag = try gitStep("read the tag") { try repository.tag(head.version) }
        if tag?.commit != head.commitID {
            throw RegistryError.repositoryOutOfStep(reason: "the tag \(head.version) is missing or moved")
        }
    }

    /// Runs libgit2 work, wrapping its errors with what the registry was doing.
    static func gitStep<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GitError {
            throw RegistryError.repository(operation: operation, message: error.localizedDescription)
        }
    }

    static func createFolder(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw RegistryError.fileSystem(
                operation: "create the folder", path: url.path, reason: error.localizedDescription)
        }
    }
}

/// The hash that chains each revision to the one before it, so an edited row is detected.
enum ChainHash {
    static func compute(_ record: RevisionRecord, parentVersion: String?, previous: Data?) -> Data {
        var hasher = SHA256()
        hasher.update(Array("dsys revision v1\n".utf8))
        hasher.update(previous.map { [UInt8]($0) } ?? [UInt8](repeating: 0, count: 32))
        let fields: [String] = [
            String(record.id), record.version, parentVersion ?? "", record.kind,
            record.rollbackOfID.map(String.init) ?? "", SHA256.hex([UInt8](record.documentHash)),
            record.generatorVersion,
            record.profile, record.options, record.authorName, record.authorEmail, record.message,
            String(record.createdAt), record.bump, String(record.addedCount), String(record.removedCount),
            String(record.retypedCount), String(record.deprecatedCount), String(record.changedCount),
            SHA256.hex([UInt8](record.outputCommit)), SHA256.hex([UInt8](record.outputTree)),
        ]
        for field in fields {
            // Length-prefixed, so no field can pass for two.
            hasher.update(Array("\(field.utf8.count):".utf8))
            hasher.update(Array(field.utf8))
        }
        return Data(hasher.finalize())
    }
}

/// Test-only crash points: with `DSYS_FAULT_INJECTION=<point>` a debug build stops dead at that
/// point of a publish, as a killed process would. Release builds ignore it.
enum FaultInjection {
    static func point(_ name: String) {
        #if DEBUG
            if ProcessInfo.processInfo.environment["DSYS_FAULT_INJECTION"] == name {
                _exit(86)
            }
        #endif
    }
}
