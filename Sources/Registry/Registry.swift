import ChangeReports
import Foundation
import GRDB
import Generator
import PackageOutput
import Tokens

/// A registry: its store of the history, and the output repository of a project; publish, roll back, read the
/// history, regenerate and verify.
///
/// The store (``SQLiteStore`` in `.dsys/registry.sqlite` by default, or a shared ``PostgresStore``) is the source of
/// truth for the history; the bare git repository `.dsys/output.git` holds the generated package of every revision,
/// one commit on `main` and one annotated tag per version. A publish writes in an order that a crash cannot turn
/// into a half-recorded revision: git objects (unreferenced), then the store's row, then the branch and the tag.
/// `verify --repair` finishes what a crash interrupted.
public struct Registry: Sendable {
    /// The project folder: the working document, the output repository and the local lock.
    public let project: Project
    /// Where the history is recorded.
    public let store: any RegistryStore
    /// The git remote each publish pushes `main` and the new tag to; nil for the one recorded with
    /// ``setRemote(_:)``, if any.
    public var remote: String?
    /// How to sign in to the remote.
    public var credentials: GitCredentials

    /// The registry of `project` in `store` (by default the embedded SQLite database in `.dsys/`), pushing to
    /// `remote` (by default the recorded one).
    public init(
        _ project: Project, store: (any RegistryStore)? = nil, remote: String? = nil,
        credentials: GitCredentials = GitCredentials(environment: [:])
    ) {
        self.project = project
        self.store = store ?? SQLiteStore(path: project.databasePath)
        self.remote = remote
        self.credentials = credentials
    }

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
        /// Hears the steps: reading the document, generating the package, waiting for the registry's lock, writing
        /// the objects and the revision, pushing, writing the output folder.
        public var progress: ProgressReporter = .silent

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
    public func publish(options: PublishOptions) throws -> PublishResult {
        // Work spread over two cores in two rounds. First the working document is validated
        // while the head is read as it is now (without the lock: it is taken only if it is still
        // the head once the lock is held). Then the package is generated and hashed while the
        // document is diffed against that head. Nothing is written before the document has
        // validated.
        options.progress.report("Publishing: reading the document")
        let (working, speculativeHead) = try concurrently(
            { try project.loadWorkingDocument(at: options.document, profile: options.profile) },
            { Head.speculativelyRead(store) })
        options.progress.report(
            RecordPlan.phase(of: working.designSystem, rollbackOf: nil) + ": generating the package")
        let (candidate, speculativeReport) = try concurrently(
            {
                try Candidate(
                    designSystem: working.designSystem, canonicalText: working.canonicalText,
                    profile: OutputProfile.chosen(for: working.designSystem, override: options.profile) ?? .default,
                    on: store.isShared ? nil : speculativeHead, repositoryPath: project.repositoryPath)
            },
            {
                // libgit2's start-up (it reads the system's certificates) belongs on this, the lighter, half of the
                // second round (the first is even without it); the package is planned before the repository is
                // opened. An error is reported when the repository is opened.
                try? GitRuntime.start()
                return speculativeHead.flatMap { head in
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
            plan: RecordPlan(
                candidate: candidate, rollbackOf: nil, speculativeHead: speculativeHead,
                speculativeReport: speculativeReport, options: options))
    }

    /// Records a new revision whose document equals `version`'s. History only grows: nothing is
    /// deleted, and the bump is computed against the current head like any publish. The working document
    /// becomes the restored one when it equals the head it replaces; with unpublished edits the rollback is
    /// refused unless `options.replaceUnpublishedEdits`.
    public func rollback(to version: String, options: PublishOptions) throws -> PublishResult {
        let (record, text) = try storedRevision(version)
        let designSystem = try Project.designSystem(fromCanonical: text, version: record.version)
        let profile = try options.profile ?? Self.recordedProfile(of: record)
        options.progress.report(
            RecordPlan.phase(of: designSystem, rollbackOf: record.version) + ": generating the package")
        return try self.record(
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
        /// The head the package was built on (``init(designSystem:canonicalText:profile:on:repositoryPath:)``), and
        /// what of it was not rendered; nil for a package generated in full.
        let base: (head: RevisionRecord, planned: PlannedPackage)?

        /// The candidate `designSystem`, its package generated in full.
        init(designSystem: DesignSystem, canonicalText: String, profile: OutputProfile) throws {
            // Every revision's tree has its CHANGELOG.md: its own entry at least.
            self.init(
                designSystem: designSystem, canonicalText: canonicalText, profile: profile,
                package: try Registry.generatedPackage(designSystem, profile: profile, changelog: true), base: nil)
        }

        /// The candidate `designSystem`, its package built on `head` where it can be (``onHead(_:head:profile:at:)``),
        /// else generated in full.
        init(
            designSystem: DesignSystem, canonicalText: String, profile: OutputProfile, on head: Head?,
            repositoryPath: String
        ) throws {
            guard let head, let built = Registry.onHead(designSystem, head: head, profile: profile, at: repositoryPath)
            else {
                try self.init(designSystem: designSystem, canonicalText: canonicalText, profile: profile)
                return
            }
            self.init(
                designSystem: designSystem, canonicalText: canonicalText, profile: profile, package: built.package,
                base: (head.record, built.planned))
        }

        private init(
            designSystem: DesignSystem, canonicalText: String, profile: OutputProfile, package: TreeSnapshot,
            base: (head: RevisionRecord, planned: PlannedPackage)?
        ) {
            self.designSystem = designSystem
            self.canonicalText = canonicalText
            self.profile = profile
            self.package = package
            self.base = base
        }

        /// The package to record on `head`, the head read under the lock: the one built before the lock when it was
        /// built on that very head (or in full), else generated again in full.
        func package(on head: RevisionRecord?) throws -> TreeSnapshot {
            guard let base, base.head != head else { return package }
            return try Registry.generatedPackage(designSystem, profile: profile, changelog: true)
        }

        /// The files of `package` whose bytes are not in memory (``TreeSnapshot/stored``), rendered, in its order.
        func storedFiles() -> [GeneratedFile] { base?.planned.renderUnchanged() ?? [] }
    }

    /// The package of `designSystem` built on the head's (a publish's): a file whose recipe equals the head
    /// document's recipe at the same path takes the blob id the head's tree has there, and is neither rendered nor
    /// hashed; the others are rendered and hashed. Nil, for a generation in full, unless the head's tree was made by
    /// this generator (``Generator/version``) with the same profile and options, the repository holds it, and the
    /// head's commit has it and binds it to the head's very document (its trailers, ``CommitLayout/bound``): then the
    /// tree equals a full generation's (`PublishOnHeadTests`). A head whose row was pointed at another commit, or a
    /// commit of an earlier dsys without trailers, is generated in full.
    static func onHead(
        _ designSystem: DesignSystem, head: Head, profile: OutputProfile, at repositoryPath: String
    ) -> (package: TreeSnapshot, planned: PlannedPackage)? {
        let record = head.record
        guard let headDocument = head.designSystem, record.generatorVersion == Generator.version,
            record.profile == profile.rawValue, record.options == "{}", let treeID = record.treeID,
            let commitID = record.commitID
        else { return nil }
        // Planned first: libgit2 starts on the other core meanwhile (``publish(options:)``).
        let planned = Generator.package(
            designSystem, profile: profile, companions: [changelogPath],
            on: PackageRecipes(headDocument, profile: profile))
        guard let repository = try? OutputRepository.open(at: repositoryPath, create: false),
            let commit = try? repository.commit(commitID), commit.tree == treeID,
            commit.message.contains(
                bindingTrailers(
                    documentHash: documentSHA256(head.text), profile: profile.rawValue, options: record.options)),
            let headTree = try? repository.storedSnapshot(ofTree: treeID, leavingOut: changelogPath)
        else { return nil }
        // The head's folders with the rendered files in place, when the paths are the head's (most publishes: values
        // changed); otherwise laid out again from the head's blob ids.
        if let package = try? headTree.replacing(planned.rendered, keeping: planned.unchangedPaths) {
            return (package, planned)
        }
        let headBlobs = Dictionary(headTree.stored.map { ($0.path, $0.id) }, uniquingKeysWith: { first, _ in first })
        var stored: [TreeSnapshot.StoredBlob] = []
        stored.reserveCapacity(planned.unchangedPaths.count)
        for path in planned.unchangedPaths {
            // Equal recipes make the same file at the same path: the head's tree lacking it is not that generation.
            guard let id = headBlobs[path] else { return nil }
            stored.append(TreeSnapshot.StoredBlob(path: path, id: id))
        }
        guard let package = try? TreeSnapshot(planned.rendered, stored: stored) else { return nil }
        return (package, planned)
    }

    /// The head revision and its document.
    struct Head: Sendable {
        let record: RevisionRecord
        let text: String
        /// Read only when needed: a publish of an unchanged document does not need it.
        let designSystem: DesignSystem?

        /// The head as a reader sees it now, with its document validated; `nil` when there is
        /// no registry yet or anything at all goes wrong (the publish then reads it under the lock).
        static func speculativelyRead(_ store: any RegistryStore) -> Head? {
            guard (try? store.exists()) == true, let head = try? Head.read(in: store, reusing: nil) else { return nil }
            return Head(
                record: head.record, text: head.text,
                designSystem: try? Project.designSystem(fromCanonical: head.text, version: head.record.version))
        }

        /// The newest revision and its canonical text, if there is any revision. The text of
        /// `known` is taken when its record is the head's, column for column (a row changed since
        /// is not the revision that was read).
        static func read(in reader: any RegistryReader, reusing known: Head?) throws -> Head? {
            guard let head = try reader.head() else { return nil }
            if let known, known.record == head { return Head(record: head, text: known.text, designSystem: nil) }
            return Head(record: head, text: try reader.documentText(of: head), designSystem: nil)
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

        /// What the progress of recording `designSystem` says it does: `Publishing 20,000 tokens`.
        static func phase(of designSystem: DesignSystem, rollbackOf: String?) -> String {
            let tokens = "\(ProgressUpdate.grouped(designSystem.tokenCount)) tokens"
            return rollbackOf.map { "Rolling back to \($0) (\(tokens))" } ?? "Publishing \(tokens)"
        }

        /// Tells the options' progress that the record is at `step`.
        func report(_ step: String) {
            options.progress.report(Self.phase(of: candidate.designSystem, rollbackOf: rollbackOf) + ": " + step)
        }
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

    private func record(plan: RecordPlan) throws -> PublishResult {
        let options = plan.options
        // Everything that can be refused without the registry is checked before anything is written.
        let requestedVersion = try options.version.map { try SemanticVersion(parsing: $0) }
        if options.allowUnchanged, requestedVersion == nil { throw RegistryError.unchangedNeedsVersion }
        let identity = try Identity.resolve(explicit: options.author, environment: options.environment)
        if let time = options.time, !(0...Self.latestTime).contains(time) {
            throw RegistryError.malformedTime(String(time), latest: Self.latestTime)
        }
        // The package's paths are known before the lock (CHANGELOG.md joins them at the root): a generated file the
        // user replaced by a folder is refused here, not after the revision is recorded.
        let packagePaths = plan.candidate.package.paths + [Self.changelogPath]
        let outputRoot = try options.output.map { try checkedOutputFolder($0, paths: packagePaths) }
        // An unchanged document publishes nothing whatever its contrast; any other is checked before the registry is
        // touched (a refused first publish creates no database).
        if plan.speculativeHead?.text != plan.candidate.canonicalText {
            try Self.refuseContrastBelowLevel(project, plan)
        }

        if let remote = try effectiveRemote() { try checkRemoteAccepts(remote) }
        try Self.createFolder(project.registryFolder)
        plan.report("waiting for the registry's lock")
        // The local lock guards the output repository in .dsys/; the store's lock guards the history.
        let lock = try RegistryLock(path: project.lockPath)
        defer { withExtendedLifetime(lock) {} }
        let hadRepository = FileManager.default.fileExists(atPath: project.repositoryPath)
        let outcome: RecordOutcome
        let storedFiles: [GeneratedFile]
        do {
            // The output folder needs the bytes of the files the package took from the head by id: rendered on the
            // other core while this one records (not for a document that is the head's: nothing is recorded).
            let candidate = plan.candidate
            let needsBytes =
                outputRoot != nil
                && (plan.speculativeHead?.text != candidate.canonicalText || options.allowUnchanged)
            (storedFiles, outcome) = try concurrently(
                { needsBytes ? candidate.storedFiles() : [] },
                { try lockedRecord(plan, requestedVersion: requestedVersion, identity: identity) })
        } catch {
            // A first publish refused under the lock leaves no output repository behind either.
            if !hadRepository, !OutputRepository.hasHistory(at: project.repositoryPath) {
                try? FileManager.default.removeItem(atPath: project.repositoryPath)
            }
            throw error
        }
        return try finish(outcome, plan: plan, outputRoot: outputRoot, storedFiles: storedFiles)
    }

    /// The part of `record` under the store's lock: the head re-read, the version decided, the objects written and
    /// the revision recorded.
    private func lockedRecord(
        _ plan: RecordPlan, requestedVersion: SemanticVersion?, identity: Identity
    ) throws -> RecordOutcome {
        let options = plan.options
        return try store.withHeadLocked(create: true) { writer -> RecordOutcome in
            plan.report("comparing with the latest version")
            let head = try Head.read(in: writer, reusing: plan.speculativeHead)
            let repository =
                try store.isShared
                ? prepareSharedRepository(head: head?.record, reader: writer)
                : prepareRepository(head: head?.record, reader: writer)
            if let head, head.text == plan.candidate.canonicalText,
                head.record.profile == plan.candidate.profile.rawValue, !options.allowUnchanged
            {
                return .unchanged(head.record, repository)
            }
            try Self.refuseContrastBelowLevel(project, plan)
            try refuseUndoingRollback(plan, head: head, reader: writer)
            let restoresWorkingDocument =
                try plan.rollbackOf == nil ? false : workingDocumentFollows(head, plan)
            let decision = try decide(
                plan, head: head, requestedVersion: requestedVersion, identity: identity, reader: writer)
            if try Self.gitStep("read the tags", { try repository.tag(decision.version.description) }) != nil {
                throw RegistryError.repositoryOutOfStep(
                    reason: "a tag \(decision.version) already exists, though \(decision.version) is not published "
                        + "(made by hand?); delete it, or publish another --version")
            }
            plan.report("writing the package's objects and the revision")
            let written = try writeObjectsAndRecord(
                plan, decision: decision, head: head, repository: repository, writer: writer)
            return .recorded(written, decision, repository, restoresWorkingDocument)
        }
    }

    /// What a publish does once the revision is recorded (or found unchanged): references, push, output folder and,
    /// for a rollback, the working document.
    private func finish(
        _ outcome: RecordOutcome, plan: RecordPlan, outputRoot: URL?, storedFiles: [GeneratedFile]
    ) throws -> PublishResult {
        let options = plan.options
        switch outcome {
        case .unchanged(let head, let repository):
            if store.isShared { try completeHistory(through: head, reader: store, repository: repository) }
            // Nothing to record, but the output folder is brought to the head (an interrupted write finished).
            let written = try outputRoot.map { root in
                try writeOutput(root, files: try headFiles(head, repository: repository), options: options)
            }
            return .unchanged(head: try store.info(head), output: written)
        case .recorded(let written, let decision, let repository, let restoresWorkingDocument):
            let version = decision.version.description
            if store.isShared, try effectiveRemote() != nil {
                // Outside the store's lock: the commits of other machines' revisions, whole, to push.
                do {
                    try completeHistory(through: written.record, reader: store, repository: repository)
                } catch {
                    throw RegistryError.recordedButIncomplete(
                        version: version, step: "bringing .dsys/output.git up to date",
                        reason: error.localizedDescription)
                }
            }
            try finishReferences(written, decision: decision, repository: repository)
            if let remote = try effectiveRemote() {
                FaultInjection.point("before-push")
                plan.report("pushing to \(RemoteURL.redacted(remote))")
                try push(written.record, repository: repository, remote: remote)
            }
            var outputReport: OutputWriter.Report?
            if let outputRoot {
                plan.report("writing \(options.output ?? outputRoot.path)/")
                // A package with stored files is the candidate's built on the head: `storedFiles` are their bytes,
                // unless they were not rendered ahead.
                let stored =
                    written.package.stored.isEmpty
                    ? []
                    : storedFiles.count == written.package.stored.count ? storedFiles : plan.candidate.storedFiles()
                let files = written.package.files + stored
                outputReport = try writeOutput(
                    outputRoot, files: Self.sortedByPath(files),
                    options: options, publishedVersion: version)
            }
            if restoresWorkingDocument {
                try replaceWorkingDocument(with: plan.candidate.canonicalText, version: version)
            }
            return .published(
                PublishedRevision(
                    revision: try store.info(written.record), report: decision.report, output: outputReport,
                    restoredWorkingDocument: restoresWorkingDocument))
        }
    }

    /// What the locked part of a publish did.
    private enum RecordOutcome {
        case unchanged(RevisionRecord, OutputRepository)
        case recorded(WrittenRevision, Decision, OutputRepository, Bool)
    }

    /// A revision recorded in the store whose commit is written but not yet referenced by `main` and its tag.
    struct WrittenRevision {
        let record: RevisionRecord
        let package: TreeSnapshot
        let commit: GitObjectID
        let parentCommit: GitObjectID?
        let signature: GitSignature
        let message: String
        let tagMessage: String
    }

    /// The output repository, checked to be at the store's head before anything is built on it.
    private func prepareRepository(head: RevisionRecord?, reader: any RegistryReader) throws -> OutputRepository {
        if head != nil, !FileManager.default.fileExists(atPath: project.repositoryPath) {
            throw RegistryError.missingRepository(
                path: project.repositoryPath, revisions: Int(head?.id ?? 0))
        }
        let repository = try openRepository(create: head == nil)
        try requireRepositoryAtHead(repository, head: head)
        return repository
    }

    /// Refuses to publish the document a recorded rollback replaced: the working document of an interrupted rollback
    /// (or one restored by hand), which would silently undo it.
    private func refuseUndoingRollback(_ plan: RecordPlan, head: Head?, reader: any RegistryReader) throws {
        guard plan.rollbackOf == nil, let head, head.record.kind == "rollback",
            let replaced = try head.record.parentID.flatMap({ try reader.revision(id: $0) }),
            try reader.documentText(of: replaced) == plan.candidate.canonicalText
        else { return }
        throw RegistryError.publishUndoesRollback(
            path: plan.options.document ?? project.documentPath, rollback: head.record.version,
            target: try reader.version(ofID: head.record.rollbackOfID) ?? "?", replaced: replaced.version)
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
    private func decide(
        _ plan: RecordPlan, head: Head?, requestedVersion: SemanticVersion?, identity: Identity,
        reader: any RegistryReader
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
                if try reader.revision(version: requestedVersion.description) != nil {
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
            time = min(max(Int64(Date().timeIntervalSince1970), headTime), Self.latestTime)
        }
        let message =
            options.message ?? (plan.rollbackOf.map { "Roll back to \($0)" } ?? "Publish \(version)")
        return Decision(
            version: version, bump: bump, report: report, message: message, identity: identity, time: time)
    }

    /// Writes the revision's git objects (unreferenced), then records it in the store's transaction.
    private func writeObjectsAndRecord(
        _ plan: RecordPlan, decision: Decision, head: Head?, repository: OutputRepository, writer: any RegistryWriter
    ) throws -> WrittenRevision {
        let version = decision.version.description
        let changes = decision.report.diff.counts
        // 1. Git objects, unreferenced until the store has the revision.
        let revisionID = (head?.record.id ?? 0) + 1
        let entry = MarkdownRendering.entry(
            ChangelogEntry(
                version: version, date: RevisionInfo.isoDate(decision.time), author: decision.identity.name,
                message: decision.message, bump: decision.bump, rollbackOf: plan.rollbackOf, report: decision.report))
        let earlierEntries = try Self.previousChangelogEntries(before: revisionID, in: writer)
        // The generated package was hashed before the lock; the changelog joins it at the root.
        let package = try Self.revisionTree(
            plan.candidate.package(on: head?.record), designSystem: plan.candidate.designSystem,
            changelogEntries: [entry] + earlierEntries, entryLimit: Self.changelogEntryLimit)
        let signature = Self.signature(
            name: decision.identity.name, email: decision.identity.email, time: decision.time)
        let documentHash = documentSHA256(plan.candidate.canonicalText)
        let options = "{}"
        let commitMessage = Self.commitMessage(
            version: version, message: decision.message, bump: decision.bump, changes: changes,
            rollbackOf: plan.rollbackOf,
            binding: Binding(
                documentHash: documentHash, generatorVersion: Generator.version,
                profile: plan.candidate.profile.rawValue, options: options, previousChainHash: head?.record.chainHash))
        let parentCommit = head?.record.commitID
        let parent = head?.record
        let rollbackOfID = try plan.rollbackOf.map { try writer.requireRevision($0).id }
        // The new objects, the tag object among them, are stored as one pack, not a loose file each; the tag's
        // reference is made once the revision is recorded.
        let (commit, record, tagMessage) = try Self.gitStep("write the package's objects") {
            try repository.writingOnePack { writer throws(GitError) in
                let tree = try writer.writeTree(package, reusing: head?.record.treeID)
                let commit = try writer.createCommit(
                    tree: tree, parent: parentCommit, author: signature, committer: signature, message: commitMessage)
                var record = RevisionRecord(
                    id: revisionID, version: version, parentID: parent?.id,
                    kind: plan.rollbackOf == nil ? "publish" : "rollback", rollbackOfID: rollbackOfID,
                    documentHash: documentHash,
                    generatorVersion: Generator.version, profile: plan.candidate.profile.rawValue, options: options,
                    authorName: decision.identity.name, authorEmail: decision.identity.email,
                    message: decision.message, createdAt: decision.time, bump: decision.bump,
                    addedCount: changes.added, removedCount: changes.removed, retypedCount: changes.retyped,
                    deprecatedCount: changes.deprecated, changedCount: changes.changed,
                    outputCommit: Data(commit.bytes), outputTree: Data(tree.bytes), chainHash: Data(),
                    renamedCount: changes.renamed)
                record.chainHash = ChainHash.compute(
                    record, parentVersion: parent?.version, previous: parent?.chainHash)
                let tagMessage = Self.tagMessage(commitMessage: commitMessage, chainHash: record.chainHash)
                try writer.writeTagObject(version, commit: commit, tagger: signature, message: tagMessage)
                return (commit, record, tagMessage)
            }
        }
        FaultInjection.point("after-objects")

        // 2. The revision, in the store's transaction.
        try writer.append(
            record,
            document: DocumentStore.record(
                revisionID: revisionID, text: plan.candidate.canonicalText, previous: head?.text),
            changelogEntry: ChangelogEntryRecord(
                revisionID: revisionID, markdown: entry, fileLimit: Self.changelogEntryLimit))
        return WrittenRevision(
            record: record, package: package, commit: commit, parentCommit: parentCommit, signature: signature,
            message: commitMessage, tagMessage: tagMessage)
    }

    /// Points `main` and the new tag at a recorded revision's commit, which makes it visible to git users.
    private func finishReferences(
        _ written: WrittenRevision, decision: Decision, repository: OutputRepository
    ) throws {
        FaultInjection.point("after-database")
        let version = written.record.version
        do {
            // A shared store's local main may lag behind other machines' publishes: it only follows.
            let current =
                store.isShared ? try repository.branchTarget(Self.mainBranch) : written.parentCommit
            try repository.setBranch(Self.mainBranch, to: written.commit, expectedCurrent: current)
        } catch {
            throw RegistryError.recordedButIncomplete(
                version: version, step: "moving main", reason: error.localizedDescription)
        }
        FaultInjection.point("after-branch")
        do {
            try repository.createTag(
                version, commit: written.commit, tagger: written.signature, message: written.tagMessage, force: false)
        } catch {
            throw RegistryError.recordedButIncomplete(
                version: version, step: "tagging", reason: error.localizedDescription)
        }
        FaultInjection.point("after-tag")
        try consolidateIfNeeded(repository)
    }

    /// Keeps the output repository compact: packs its references once more than
    /// ``OutputRepository/looseTagLimit`` tags are loose, then merges the packs of the latest publishes, or
    /// consolidates everything into one pack (keeping every commit the database records) once they pass a threshold.
    /// Call only while holding the registry's lock.
    func consolidateIfNeeded(_ repository: OutputRepository) throws {
        // Packing the references only saves work. A lock file a killed process left in the way (`verify --repair`
        // removes it) keeps the tags loose: it must neither fail a revision already recorded and tagged, as git's
        // own `gc --auto` does not fail a commit, nor stop the packs' upkeep below.
        _ = try? repository.packReferencesIfNeeded()
        switch repository.maintenance {
        case .none: return
        case .merge: return try Self.gitStep("merge the output repository's packs") { try repository.mergeSmallPacks() }
        case .consolidate: break
        }
        let commits = try store.allRevisions().compactMap(\.commitID)
        try Self.gitStep("consolidate the output repository") { try repository.consolidate(keeping: commits) }
    }

    // MARK: - The output folder and the working document

    /// The output folder `output` (relative to the project folder), checked before anything is recorded: not the
    /// project folder or its registry, and able to take a package of files at `paths` as
    /// ``OutputWriter/checkWritable(paths:)`` sees it.
    func checkedOutputFolder(_ output: String, paths: [String]) throws -> URL {
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
            try OutputWriter(root: root).checkWritable(paths: paths)
        } catch {
            throw RegistryError.unusableOutput(folder: output, reason: error.localizedDescription)
        }
        return root
    }

    private func writeOutput(
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

    /// `files` in the order of their paths' bytes, each path spelled out once (comparing UTF-8 views in every
    /// comparison cost 15 M instructions for a package of 2,500 files).
    static func sortedByPath(_ files: [GeneratedFile]) -> [GeneratedFile] {
        let keys = files.map { Array($0.path.utf8) }
        return keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { files[$0] }
    }

    /// The files of the head's commit, in path order.
    private func headFiles(_ head: RevisionRecord, repository: OutputRepository) throws -> [GeneratedFile] {
        guard let tree = head.treeID else {
            throw RegistryError.repositoryOutOfStep(reason: "the head \(head.version) records no tree")
        }
        return try Self.gitStep("read the package of \(head.version)") { try repository.files(in: tree) }
    }

    /// Whether a rollback may replace the working document: it equals the head it replaces (or is missing). With
    /// unpublished edits the rollback is refused, unless asked to replace them.
    private func workingDocumentFollows(_ head: Head?, _ plan: RecordPlan) throws -> Bool {
        guard FileManager.default.fileExists(atPath: project.documentPath) else { return true }
        let working = try? project.loadWorkingDocument().canonicalText
        if working == head?.text || working == plan.candidate.canonicalText || plan.options.replaceUnpublishedEdits {
            return true
        }
        throw RegistryError.unpublishedEdits(path: project.documentPath, head: head?.record.version ?? "")
    }

    /// Writes `text` as the working document, replacing it in one rename.
    func replaceWorkingDocument(with text: String, version: String) throws {
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
                path: project.documentPath,
                reason: (error as? RegistryError)?.localizedDescription ?? FileSystemReason.of(error))
        }
    }

    static let mainBranch = "main"

    /// A git signature; git needs an email, so an author without one gets a reserved,
    /// obviously-not-real address (the registry keeps the empty email).
    static func signature(name: String, email: String, time: Int64) -> GitSignature {
        GitSignature(name: name, email: email.isEmpty ? "unknown@dsys.invalid" : email, time: time)
    }

    /// What a bound commit's trailers carry (see ``CommitLayout/bound``).
    struct Binding {
        var documentHash: Data
        var generatorVersion: String
        var profile: String
        var options: String
        /// The chain hash of the revision before; nil for the first.
        var previousChainHash: Data?
    }

    /// The trailers' names, in the order they are written.
    enum Trailer {
        static let document = "Dsys-Document"
        static let generator = "Dsys-Generator"
        static let profile = "Dsys-Profile"
        static let options = "Dsys-Options"
        static let previousChain = "Dsys-Previous-Chain"
        static let chain = "Dsys-Chain"
    }

    /// The message of a revision's commit (and of a legacy revision's tag): version, message, what changed, and for a
    /// bound revision the trailers that bind its row to it.
    /// The trailers of a bound commit that name what its tree was generated from.
    static func bindingTrailers(
        documentHash: Data, generatorVersion: String = Generator.version, profile: String, options: String
    ) -> String {
        "\(Trailer.document): sha256:\(SHA256.hex([UInt8](documentHash)))\n"
            + "\(Trailer.generator): \(generatorVersion)\n\(Trailer.profile): \(profile)\n"
            + "\(Trailer.options): \(options)\n"
    }

    static func commitMessage(
        version: String, message: String, bump: String, changes: TokenChangeCounts, rollbackOf: String?,
        binding: Binding?
    ) -> String {
        var text = "\(version): \(message)\n\n\(bump): \(changes.summary)\n"
        if let rollbackOf { text += "Restores the document of \(rollbackOf).\n" }
        if let binding {
            text +=
                "\n"
                + bindingTrailers(
                    documentHash: binding.documentHash, generatorVersion: binding.generatorVersion,
                    profile: binding.profile, options: binding.options)
            if let previous = binding.previousChainHash {
                text += "\(Trailer.previousChain): sha256:\(SHA256.hex([UInt8](previous)))\n"
            }
        }
        return text
    }

    /// The message of a bound revision's tag: its commit's message and its own chain hash, which exists only once the
    /// row is complete (it covers the commit's id).
    static func tagMessage(commitMessage: String, chainHash: Data) -> String {
        commitMessage + "\(Trailer.chain): sha256:\(SHA256.hex([UInt8](chainHash)))\n"
    }

    // MARK: - Reading the history

    /// The newest `limit` revisions (all when nil), newest first.
    public func log(limit: Int?) throws -> [RevisionInfo] {
        let records = try store.latestRevisions(limit: limit)
        // Every revision's parent is the one before it; only rollbacks need a look-up.
        return try records.enumerated().map { index, record in
            let parent =
                index + 1 < records.count ? records[index + 1].version : try store.version(ofID: record.parentID)
            return RevisionInfo(record, parentVersion: parent, rollbackOf: try store.version(ofID: record.rollbackOfID))
        }
    }

    /// One revision and its canonical document.
    public func show(version: String) throws -> (revision: RevisionInfo, document: String) {
        let (record, text) = try storedRevision(version)
        return (try store.info(record), text)
    }

    // MARK: - Helpers shared with regenerate and verify

    /// The revision `version` (any spelling `SemanticVersion` accepts) and its canonical document.
    func storedRevision(_ version: String) throws -> (record: RevisionRecord, text: String) {
        let target = try SemanticVersion(parsing: version).description
        let record = try store.requireRevision(target)
        return (record, try store.documentText(of: record))
    }

    func openRepository(create: Bool) throws -> OutputRepository {
        try Self.gitStep("open \(project.repositoryPath)") {
            try OutputRepository.open(at: project.repositoryPath, create: create)
        }
    }

    /// Refuses to build on an output repository that is not where the database says: behind it
    /// after a crash, or ahead of it because the database lost revisions.
    private func requireRepositoryAtHead(_ repository: OutputRepository, head: RevisionRecord?) throws {
        let branch = try Self.gitStep("read main") { try repository.branchTarget(Self.mainBranch) }
        guard let head else {
            let tags = try Self.gitStep("list tags") { try repository.tagNames() }
            if branch != nil || !tags.isEmpty {
                throw RegistryError.missingDatabase(path: store.location)
            }
            return
        }
        if branch != head.commitID {
            throw RegistryError.repositoryOutOfStep(
                reason: "main \(branch.map { "points to \($0.hex.prefix(12))" } ?? "is missing"), the registry's "
                    + "head \(head.version) is \(head.commitID?.hex.prefix(12) ?? "?")")
        }
        let tag = try Self.gitStep("read the tag") { try repository.tag(head.version) }
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
                operation: "create the folder", path: url.path, reason: FileSystemReason.of(error))
        }
    }
}

/// How a revision's commit and tag are laid out; its chain hash records which.
enum CommitLayout: Sendable {
    /// Before issue 26: the message holds the version, the message and the change summary only.
    case legacy
    /// The commit's message also carries the document's hash, the generator, profile and options, and the previous
    /// revision's chain hash (git trailers); the tag's message adds the revision's own chain hash. A row edited with
    /// its chain recomputed then no longer describes its commit.
    case bound
}

/// The hash that chains each revision to the one before it, so an edited row is detected.
enum ChainHash {
    /// The chain hash of `record` after `previous` (the parent's chain hash). Revisions recorded since issue 26 hash
    /// with the prefix `v2`, which says their commits are ``CommitLayout/bound``; earlier ones with `v1`.
    static func compute(
        _ record: RevisionRecord, parentVersion: String?, previous: Data?, layout: CommitLayout = .bound
    ) -> Data {
        var hasher = SHA256()
        hasher.update(Array((layout == .bound ? "dsys revision v2\n" : "dsys revision v1\n").utf8))
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

    /// The layout whose chain hash `record` holds, or nil when neither matches (the row was changed).
    static func layout(of record: RevisionRecord, parentVersion: String?, previous: Data?) -> CommitLayout? {
        if compute(record, parentVersion: parentVersion, previous: previous, layout: .bound) == record.chainHash {
            return .bound
        }
        if compute(record, parentVersion: parentVersion, previous: previous, layout: .legacy) == record.chainHash {
            return .legacy
        }
        return nil
    }
}
