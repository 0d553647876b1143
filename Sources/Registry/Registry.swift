import ChangeReports
import Foundation
import GRDB
import Generator
import PackageOutput
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
        /// The revision's time, seconds since 1970 UTC; nil for the time the registry's lock is taken (or the
        /// head's, if the clock is behind it).
        public var time: Int64?
        /// Record a revision even when the document equals the head's (requires `version`): its package equals
        /// the previous one, its diff is empty. For teams that mirror an upstream's version numbers.
        public var allowUnchanged: Bool
        /// For a rollback: replace the working document even when it holds unpublished edits.
        public var replaceUnpublishedEdits: Bool
        public var environment: [String: String]
        /// The output profile to generate with instead of the one the document names (`--profile`).
        public var profile: OutputProfile?

        public init(
            document: String? = nil, message: String? = nil, version: String? = nil, author: String? = nil,
            force: Bool = false, accessibilityPolicy: AccessibilityPolicy = .breaking,
            output: String? = nil, time: Int64? = nil, allowUnchanged: Bool = false,
            replaceUnpublishedEdits: Bool = false, environment: [String: String] = [:], profile: OutputProfile? = nil
        ) {
            self.profile = profile
            self.document = document
            self.message = message
            self.version = version
            self.author = author
            self.force = force
            self.accessibilityPolicy = accessibilityPolicy
            self.output = output
            self.time = time
            self.allowUnchanged = allowUnchanged
            self.replaceUnpublishedEdits = replaceUnpublishedEdits
            self.environment = environment
        }
    }

    /// The outcome of `publish` or `rollback`.
    public enum PublishResult: Sendable {
        /// The document equals the head's: nothing was recorded. `output` says what bringing the output folder to
        /// the head's package did, when one was given.
        case unchanged(head: RevisionInfo, output: OutputWriter.Report?)
        case published(PublishedRevision)
    }

    public struct PublishedRevision: Sendable {
        public var revision: RevisionInfo
        /// The diff against the previous version that chose the bump, as recorded in the changelog entry.
        public var report: ChangeReport
        /// What writing the working-tree package did, when an output folder was given.
        public var output: OutputWriter.Report?
        /// For a rollback: whether the working document was replaced by the restored one.
        public var restoredWorkingDocument: Bool = false
    }

    /// The latest time both of the registry's stores represent: git writes a signature's time as an unsigned
    /// 32-bit number of seconds (2106-02-07), SQLite as a signed 64-bit one.
    static let latestTime: Int64 = 4_294_967_295

    /// The time `SOURCE_DATE_EPOCH` asks for (reproducible runs), or nil when it is unset or empty.
    public static func sourceDateEpoch(environment: [String: String]) throws -> Int64? {
        guard let text = environment["SOURCE_DATE_EPOCH"], !text.isEmpty else { return nil }
        guard let seconds = Int64(text), (0...latestTime).contains(seconds) else {
            throw RegistryError.malformedTime(text, latest: latestTime)
        }
        return seconds
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
            { try project.loadWorkingDocument(at: options.document, profile: options.profile) },
            {
                // libgit2's start-up (it reads the system's certificates) belongs on this, the
                // lighter, half; an error is reported when the repository is opened.
                try? GitRuntime.start()
                return Head.speculativelyRead(project)
            })
        let (candidate, speculativeReport) = try concurrently(
            {
                try Candidate(
                    designSystem: working.designSystem, canonicalText: working.canonicalText,
                    profile: OutputProfile.chosen(for: working.designSystem, override: options.profile) ?? .default)
            },
            {
                speculativeHead.flatMap { head in
                    head.designSystem.map {
                        ChangeReport.between(
                            $0, working.designSystem, from: head.record.version, to: "",
                            policy: options.accessibilityPolicy,
                            profiles: [
                                OutputProfile.chosen(for: working.designSystem, override: options.profile) ?? .default
                            ])
                    }
                }
            })
        return try record(
            project,
            plan: RecordPlan(
                candidate: candidate, rollbackOf: nil, speculativeHead: speculativeHead,
                speculativeReport: speculativeReport, options: options))
    }

    /// Records a new revision whose document equals `version`'s. History only grows: nothing is
    /// deleted, and the bump is computed against the current head like any publish. The working document
    /// becomes the restored one when it equals the head it replaces; with unpublished edits the rollback is
    /// refused unless `options.replaceUnpublishedEdits`.
    public static func rollback(
        _ project: Project, to version: String, options: PublishOptions
    ) throws
        -> PublishResult
    {
        let (_, record, text) = try storedRevision(project, version: version)
        let designSystem = try Project.designSystem(fromCanonical: text, version: record.version)
        let profile = try options.profile ?? recordedProfile(of: record)
        return try self.record(
            project,
            plan: RecordPlan(
                candidate: try Candidate(designSystem: designSystem, canonicalText: text, profile: profile),
                rollbackOf: record.version, speculativeHead: nil, speculativeReport: nil, options: options))
    }

    /// A document about to be recorded, with its generated package and the package's git objects.
    struct Candidate: Sendable {
        let designSystem: DesignSystem
        let canonicalText: String
        let profile: OutputProfile
        let package: TreeSnapshot

        init(designSystem: DesignSystem, canonicalText: String, profile: OutputProfile) throws {
            self.designSystem = designSystem
            self.canonicalText = canonicalText
            self.profile = profile
            // Every revision's tree has its CHANGELOG.md: its own entry at least.
            package = try Registry.generatedPackage(designSystem, profile: profile, changelog: true)
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
                record: head.record, text: head.text,
                designSystem: try? Project.designSystem(fromCanonical: head.text, version: head.record.version))
        }

        /// The newest revision and its canonical text, if there is any revision. The text of
        /// `known` is taken when its record is the head's, column for column (a row changed since
        /// is not the revision that was read).
        static func read(in db: Database, reusing known: Head?) throws -> Head? {
            guard let head = try RevisionRecord.order(RevisionRecord.Columns.id.desc).fetchOne(db) else { return nil }
            if let known, known.record == head { return Head(record: head, text: known.text, designSystem: nil) }
            return Head(
                record: head, text: try DocumentStore.text(of: head.id, version: head.version, in: db),
                designSystem: nil)
        }
    }

    /// What `record` is asked to record: the document with its package, what it rolls back to, and the head and
    /// diff read before the lock (used only when that head is still the head once the lock is held).
    struct RecordPlan {
        let candidate: Candidate
        /// The version whose document a rollback restores; nil for a publish.
        let rollbackOf: String?
        let speculativeHead: Head?
        let speculativeReport: ChangeReport?
        let options: PublishOptions
    }

    /// What a publish decided under the lock, before writing: the version, the bump, the diff, who and when.
    struct Decision {
        let version: SemanticVersion
        let bump: String
        let report: ChangeReport
        let message: String
        let identity: Identity
        let time: Int64
    }

    private static func record(_ project: Project, plan: RecordPlan) throws -> PublishResult {
        let options = plan.options
        // Everything that can be refused without the registry is checked before anything is written.
        let requestedVersion = try options.version.map { try SemanticVersion(parsing: $0) }
        if options.allowUnchanged, requestedVersion == nil { throw RegistryError.unchangedNeedsVersion }
        let identity = try Identity.resolve(explicit: options.author, environment: options.environment)
        if let time = options.time, !(0...latestTime).contains(time) {
            throw RegistryError.malformedTime(String(time), latest: latestTime)
        }
        let outputRoot = try options.output.map { try checkedOutputFolder(project, $0) }
        // An unchanged document publishes nothing whatever its contrast; any other is checked before the registry is
        // touched (a refused first publish creates no database).
        if plan.speculativeHead?.text != plan.candidate.canonicalText {
            try refuseContrastBelowLevel(project, plan)
        }

        try createFolder(project.registryFolder)
        let lock = try RegistryLock(path: project.lockPath)
        defer { withExtendedLifetime(lock) {} }
        // The database first: it refuses (creating nothing) when output.git has history it lacks.
        let database = try RegistryDatabase.open(path: project.databasePath, access: .create)
        let head = try database.read("read the head revision") { db in
            try Head.read(in: db, reusing: plan.speculativeHead)
        }
        if head != nil, !FileManager.default.fileExists(atPath: project.repositoryPath) {
            let count = try database.read("count the revisions") { db in try RevisionRecord.fetchCount(db) }
            throw RegistryError.missingRepository(path: project.repositoryPath, revisions: count)
        }
        let repository = try openRepository(project, create: head == nil)
        try requireRepositoryAtHead(repository, head: head?.record, databasePath: project.databasePath)
        if let head, head.text == plan.candidate.canonicalText, head.record.profile == plan.candidate.profile.rawValue,
            !options.allowUnchanged
        {
            // Nothing to record, but the output folder is brought to the head (an interrupted write finished).
            let written = try outputRoot.map { root in
                try writeOutput(root, files: try headFiles(head.record, repository: repository), options: options)
            }
            return .unchanged(head: try info(head.record, in: database), output: written)
        }
        try refuseContrastBelowLevel(project, plan)

        let restoresWorkingDocument = try plan.rollbackOf == nil ? false : workingDocumentFollows(project, head, plan)
        let decision = try decide(plan, head: head, requestedVersion: requestedVersion, identity: identity, database)
        if try gitStep("read the tags", { try repository.tag(decision.version.description) }) != nil {
            throw RegistryError.repositoryOutOfStep(
                reason: "a tag \(decision.version) already exists, though \(decision.version) is not published "
                    + "(made by hand?); delete it, or publish another --version")
        }
        let (record, package) = try write(plan, decision: decision, head: head, repository: repository, database)

        var outputReport: OutputWriter.Report?
        if let outputRoot {
            outputReport = try writeOutput(
                outputRoot, files: package.files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
                options: options, publishedVersion: decision.version.description)
        }
        if restoresWorkingDocument {
            try replaceWorkingDocument(project, with: plan.candidate.canonicalText, version: record.version)
        }
        return .published(
            PublishedRevision(
                revision: try info(record, in: database), report: decision.report, output: outputReport,
                restoredWorkingDocument: restoresWorkingDocument))
    }

    /// Refuses to publish a document in which a pair of colors its profile's components draw is below its level in
    /// some appearance and not waived, unless the policy is `warn`: the loader's own problems, each placed at its
    /// foreground color in the file. A rollback restores a version as it was published and is not refused.
    private static func refuseContrastBelowLevel(_ project: Project, _ plan: RecordPlan) throws {
        guard plan.rollbackOf == nil, plan.options.accessibilityPolicy == .breaking,
            !ContrastAudit.of(plan.candidate.designSystem, profile: plan.candidate.profile).passes
        else { return }
        let requirements = OutputProfile.requirements(override: plan.options.profile, contrast: .breaking)
        _ = try project.loadWorkingDocument(
            at: plan.options.document, profile: plan.options.profile, contrast: .breaking)
        // The file changed since it was read: the problems of the document about to be recorded, in its canonical text.
        _ = try DesignSystemDocument.load(
            Array(plan.candidate.canonicalText.utf8), file: plan.options.document ?? project.documentPath,
            requirements: requirements)
    }

    /// The version, bump and diff of the revision about to be recorded on `head`, and its time: now (or the
    /// requested time), never before the head's.
    private static func decide(
        _ plan: RecordPlan, head: Head?, requestedVersion: SemanticVersion?, identity: Identity,
        _ database: RegistryDatabase
    ) throws -> Decision {
        let options = plan.options
        // How big a change, and which version that makes: the diff made before the lock, when its
        // head is still the head.
        var report: ChangeReport
        if let speculativeReport = plan.speculativeReport, let speculativeHead = plan.speculativeHead,
            let head, speculativeHead.record == head.record
        {
            report = speculativeReport
        } else {
            let previous = try head.map { try Project.designSystem(fromCanonical: $0.text, version: $0.record.version) }
            report = ChangeReport.between(
                previous, plan.candidate.designSystem, from: head?.record.version ?? "nothing", to: "",
                policy: options.accessibilityPolicy, profiles: [plan.candidate.profile])
        }
        var bump = "initial"
        var version = requestedVersion ?? SemanticVersion(1, 0, 0)
        if let head {
            // A document that changed without changing a token (reordered, a description) is a patch.
            let required = max(report.diff.requiredBump, .patch)
            bump = required.description
            let headVersion = try SemanticVersion(parsing: head.record.version)
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
        // Taken now, under the lock, so revisions' times follow their order.
        let headTime = head?.record.createdAt ?? 0
        let time: Int64
        if let requested = options.time {
            guard requested >= headTime else {
                throw RegistryError.timeBeforeHead(
                    time: requested, head: head?.record.version ?? "", headTime: headTime)
            }
            time = requested
        } else {
            time = min(max(Int64(Date().timeIntervalSince1970), headTime), latestTime)
        }
        let message =
            options.message ?? (plan.rollbackOf.map { "Roll back to \($0)" } ?? "Publish \(version)")
        return Decision(
            version: version, bump: bump, report: report, message: message, identity: identity, time: time)
    }

    /// Writes the revision: git objects (unreferenced), the SQLite row in one transaction, then `main` and the tag.
    private static func write(
        _ plan: RecordPlan, decision: Decision, head: Head?, repository: OutputRepository,
        _ database: RegistryDatabase
    ) throws -> (RevisionRecord, TreeSnapshot) {
        let version = decision.version.description
        let changes = decision.report.diff.counts
        // 1. Git objects, unreferenced until the database has the revision.
        let revisionID = (head?.record.id ?? 0) + 1
        let entry = MarkdownRendering.entry(
            ChangelogEntry(
                version: version, date: RevisionInfo.isoDate(decision.time), author: decision.identity.name,
                message: decision.message, bump: decision.bump, rollbackOf: plan.rollbackOf, report: decision.report))
        let earlierEntries = try database.read("read the changelog") { db in
            try previousChangelogEntries(before: revisionID, in: db)
        }
        // The generated package was hashed before the lock; the changelog joins it at the root.
        let package = try revisionTree(
            plan.candidate.package, designSystem: plan.candidate.designSystem,
            changelogEntries: [entry] + earlierEntries, entryLimit: changelogEntryLimit)
        let signature = Self.signature(
            name: decision.identity.name, email: decision.identity.email, time: decision.time)
        let commitMessage = Self.commitMessage(
            version: version, message: decision.message, bump: decision.bump, changes: changes,
            rollbackOf: plan.rollbackOf)
        let parentCommit = head?.record.commitID
        // The new objects are stored as one pack, not a loose file each.
        let (tree, commit) = try gitStep("write the package's objects") {
            try repository.writingOnePack { writer throws(GitError) in
                let tree = try writer.writeTree(package, reusing: head?.record.treeID)
                let commit = try writer.createCommit(
                    tree: tree, parent: parentCommit, author: signature, committer: signature, message: commitMessage)
                return (tree, commit)
            }
        }
        FaultInjection.point("after-objects")

        // 2. The revision, in one transaction.
        let record = try database.write("record \(version)") { db -> RevisionRecord in
            let parent = try RevisionRecord.order(RevisionRecord.Columns.id.desc).fetchOne(db)
            // The lock makes this hold; the bump and the delta were computed against that head.
            guard parent?.id == head?.record.id else {
                throw RegistryError.repositoryOutOfStep(reason: "another process recorded a revision meanwhile")
            }
            var record = RevisionRecord(
                id: revisionID, version: version, parentID: parent?.id,
                kind: plan.rollbackOf == nil ? "publish" : "rollback",
                rollbackOfID: try plan.rollbackOf.map { try revision($0, in: db).id },
                documentHash: Data(SHA256.hash(Array(plan.candidate.canonicalText.utf8))),
                generatorVersion: Generator.version, profile: plan.candidate.profile.rawValue, options: "{}",
                authorName: decision.identity.name, authorEmail: decision.identity.email, message: decision.message,
                createdAt: decision.time, bump: decision.bump, addedCount: changes.added,
                removedCount: changes.removed, retypedCount: changes.retyped, deprecatedCount: changes.deprecated,
                changedCount: changes.changed, outputCommit: Data(commit.bytes), outputTree: Data(tree.bytes),
                chainHash: Data(), renamedCount: changes.renamed)
            record.chainHash = ChainHash.compute(record, parentVersion: parent?.version, previous: parent?.chainHash)
            try record.insert(db)
            try DocumentStore.record(revisionID: revisionID, text: plan.candidate.canonicalText, previous: head?.text)
                .insert(db)
            try ChangelogEntryRecord(revisionID: revisionID, markdown: entry, fileLimit: changelogEntryLimit).insert(db)
            return record
        }
        FaultInjection.point("after-database")

        // 3. The branch and the tag, which make the revision visible to git users.
        do {
            try repository.setBranch(mainBranch, to: commit, expectedCurrent: parentCommit)
        } catch {
            throw RegistryError.recordedButIncomplete(
                version: version, step: "moving main", reason: error.localizedDescription)
        }
        FaultInjection.point("after-branch")
        do {
            try repository.createTag(
                version, commit: commit, tagger: signature, message: commitMessage, force: false)
        } catch {
            throw RegistryError.recordedButIncomplete(
                version: version, step: "tagging", reason: error.localizedDescription)
        }
        FaultInjection.point("after-tag")
        try consolidateIfNeeded(repository, database)
        return (record, package)
    }

    /// Keeps the output repository compact: merges the packs of the latest publishes, or consolidates everything
    /// into one pack (keeping every commit the database records) once they pass a threshold. Call only while
    /// holding the registry's lock.
    static func consolidateIfNeeded(_ repository: OutputRepository, _ database: RegistryDatabase) throws {
        switch repository.maintenance {
        case .none: return
        case .merge: return try gitStep("merge the output repository's packs") { try repository.mergeSmallPacks() }
        case .consolidate: break
        }
        let commits = try database.read("read the commits") { db in
            try Data.fetchAll(db, sql: "SELECT output_commit FROM revision ORDER BY id").compactMap {
                GitObjectID(bytes: [UInt8]($0))
            }
        }
        try gitStep("consolidate the output repository") { try repository.consolidate(keeping: commits) }
    }

    // MARK: - The output folder and the working document

    /// The output folder `output` (relative to the project folder), checked before anything is recorded: not the
    /// project folder or its registry, and writable as ``OutputWriter/checkWritable()`` sees it.
    static func checkedOutputFolder(_ project: Project, _ output: String) throws -> URL {
        // A relative output folder is inside the project, wherever dsysctl runs from.
        let root = (output.hasPrefix("/") ? URL(fileURLWithPath: output) : project.root.appendingPathComponent(output))
            .standardizedFileURL.resolvingSymlinksInPath()
        let projectRoot = project.root.resolvingSymlinksInPath().path
        let registry = project.registryFolder.resolvingSymlinksInPath().path
        let path = root.path
        if projectRoot == path || projectRoot.hasPrefix(path == "/" ? "/" : path + "/") {
            throw RegistryError.unusableOutput(
                folder: output, reason: "it is the project folder (or holds it), which the package would replace")
        }
        if path == registry || path.hasPrefix(registry + "/") {
            throw RegistryError.unusableOutput(folder: output, reason: "it is inside the registry's .dsys/ folder")
        }
        do {
            try OutputWriter(root: root).checkWritable()
        } catch {
            throw RegistryError.unusableOutput(folder: output, reason: error.localizedDescription)
        }
        return root
    }

    private static func writeOutput(
        _ root: URL, files: [GeneratedFile], options: PublishOptions, publishedVersion: String? = nil
    ) throws -> OutputWriter.Report {
        do {
            return try OutputWriter(root: root).write(files)
        } catch {
            guard let publishedVersion else {
                throw RegistryError.unusableOutput(
                    folder: options.output ?? root.path, reason: error.localizedDescription)
            }
            throw RegistryError.publishedButNotWritten(
                version: publishedVersion, folder: options.output ?? root.path, reason: error.localizedDescription)
        }
    }

    /// The files of the head's commit, in path order.
    private static func headFiles(_ head: RevisionRecord, repository: OutputRepository) throws -> [GeneratedFile] {
        guard let tree = head.treeID else {
            throw RegistryError.repositoryOutOfStep(reason: "the head \(head.version) records no tree")
        }
        return try gitStep("read the package of \(head.version)") { try repository.files(in: tree) }
    }

    /// Whether a rollback may replace the working document: it equals the head it replaces (or is missing). With
    /// unpublished edits the rollback is refused, unless asked to replace them.
    private static func workingDocumentFollows(_ project: Project, _ head: Head?, _ plan: RecordPlan) throws -> Bool {
        guard FileManager.default.fileExists(atPath: project.documentPath) else { return true }
        let working = try? project.loadWorkingDocument().canonicalText
        if working == head?.text || working == plan.candidate.canonicalText || plan.options.replaceUnpublishedEdits {
            return true
        }
        throw RegistryError.unpublishedEdits(path: project.documentPath, head: head?.record.version ?? "")
    }

    /// Writes `text` as the working document, replacing it in one rename.
    private static func replaceWorkingDocument(_ project: Project, with text: String, version: String) throws {
        let target = URL(fileURLWithPath: project.documentPath)
        let staging = target.deletingLastPathComponent().appendingPathComponent(".design-system.json.dsys-new")
        do {
            try Data(text.utf8).write(to: staging)
            if Foundation.rename(staging.path, target.path) != 0 {
                throw RegistryError.fileSystem(
                    operation: "rename", path: staging.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw RegistryError.fileSystem(
                operation: "write the restored document of \(version) (it is published) to",
                path: project.documentPath, reason: error.localizedDescription)
        }
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
        var fields: [String] = [
            String(record.id), record.version, parentVersion ?? "", record.kind,
            record.rollbackOfID.map(String.init) ?? "", SHA256.hex([UInt8](record.documentHash)),
            record.generatorVersion,
            record.profile, record.options, record.authorName, record.authorEmail, record.message,
            String(record.createdAt), record.bump, String(record.addedCount), String(record.removedCount),
            String(record.retypedCount), String(record.deprecatedCount), String(record.changedCount),
            SHA256.hex([UInt8](record.outputCommit)), SHA256.hex([UInt8](record.outputTree)),
        ]
        // Added with migration 0003; rows from before it hash as they always did.
        if let renamed = record.renamedCount { fields.append(String(renamed)) }
        for field in fields {
            // Length-prefixed, so no field can pass for two.
            hasher.update(Array("\(field.utf8.count):".utf8))
            hasher.update(Array(field.utf8))
        }
        return Data(hasher.finalize())
    }
}
