import Foundation
import Generator
import PackageOutput
import Tokens

extension Registry {
    /// What `verify` found and, with `repair`, mended.
    public struct VerifyReport: Sendable {
        public struct Problem: Sendable, Equatable {
            /// The revision at fault; nil for the registry as a whole.
            public var version: String?
            public var message: String
        }

        public var revisionsChecked = 0
        /// Revisions whose regeneration was checked.
        public var regenerated = 0
        public var problems: [Problem] = []
        /// What `--repair` changed.
        public var repairs: [String] = []
        /// Things worth knowing that are not problems.
        public var notes: [String] = []

        public var isHealthy: Bool { problems.isEmpty }

        /// Adds what `other` found after what this report found (every field: one added to the report is added
        /// here).
        mutating func append(_ other: VerifyReport) {
            revisionsChecked += other.revisionsChecked
            regenerated += other.regenerated
            problems += other.problems
            repairs += other.repairs
            notes += other.notes
        }
    }

    /// Checks every revision: the hash chain, the stored documents, the commits and tags, and
    /// (unless `quick`) that regenerating each revision reproduces its commit. With `repair`,
    /// finishes what an interrupted publish left undone, taking SQLite as the truth: moves
    /// `main` to the head's commit, recreates missing or moved tags and missing commits.
    ///
    /// With `output` (a folder relative to the project that dsys writes the app's package into), also checks that
    /// it holds the head's package and no leftover of an interrupted write; `repair` rewrites it.
    ///
    /// `progress` hears the phases: the objects read (revisions walked of all), the revisions checked (of all), and
    /// the remote.
    public func verify(
        quick: Bool, repair: Bool, output: String? = nil, progress: ProgressReporter = .silent
    ) throws -> VerifyReport {
        var report = VerifyReport()
        // The output repository of a shared registry is this machine's cache of it: brought up to date (commits
        // fetched or rebuilt, main and tags set) by any verify, as a publish would; only the remote waits for repair.
        let mendLocal = repair || store.isShared
        if store.isShared { try Self.createFolder(project.registryFolder) }
        let lock = mendLocal ? try RegistryLock(path: project.lockPath) : nil
        defer { withExtendedLifetime(lock) {} }
        if repair {
            // Brings the store's schema up to date (a registry of an older dsys), as a publish would.
            try store.withHeadLocked(create: false) { _ in }
        }
        let storeHead = try store.head()
        // A lost output.git is derived data: --repair starts an empty one and rebuilds every commit into it.
        let repositoryExists = FileManager.default.fileExists(atPath: project.repositoryPath)
        if !repositoryExists, !mendLocal {
            throw RegistryError.missingRepository(path: project.repositoryPath, revisions: Int(storeHead?.id ?? 0))
        }
        var repository = try openRepository(create: repair || store.isShared)
        let remote = try effectiveRemote()
        if store.isShared, let remote, let commit = storeHead?.commitID, !repository.objectExists(commit) {
            // A machine's output repository of a shared registry is a cache: what the remote has is taken from it.
            try? repository.fetch(
                ["+refs/heads/\(Self.mainBranch):refs/dsys/remote/\(Self.mainBranch)"], from: remote,
                credentials: credentials)
        }
        if !repositoryExists { report.repairs.append("created an empty \(project.repositoryPath) to rebuild") }
        if mendLocal {
            // A process killed while moving a reference leaves its lock file, which blocks every
            // later update of that reference; nobody else holds the registry now.
            for lock in try Self.gitStep("remove stale locks", { try repository.removeStaleLocks() }) {
                report.repairs.append("removed the stale lock \(lock)")
            }
        }

        for problem in try store.integrityProblems() {
            report.problems.append(.init(version: nil, message: problem))
        }

        // Every object the recorded revisions reach, read and hashed once; damage is set aside before the revisions
        // are checked, so that what the rows can rebuild is rebuilt like any missing object.
        let records = try store.allRevisions()
        let versions = Dictionary(records.map { ($0.id, $0.version) }, uniquingKeysWith: { first, _ in first })
        var scan: ObjectScan
        var checked: CheckedRevisions?
        if mendLocal {
            scan = scanObjects(records, repository: repository, blobs: !quick, progress: progress)
            if scan.hasDamage {
                report.repairs += try setAsideDamage(scan, repository: repository)
                repository = try openRepository(create: false)
                scan = scanObjects(records, repository: repository, blobs: !quick, progress: progress)
            }
        } else {
            // Nothing is set aside or repaired, so the repository does not change while it is read: the revisions are
            // checked while the scan reads it on another core, as if the scan found every object sound. When it finds
            // one damaged or missing (which the checks report in their own words), they are checked again below, in
            // turn, knowing it.
            (scan, checked) = try checkingRevisionsDuringScan(
                records, upTo: storeHead, repository: repository, quick: quick, progress: progress)
        }
        for problem in Self.damageProblems(scan, versions: versions, repair: mendLocal) {
            report.problems.append(.init(version: problem.revision.flatMap { versions[$0] }, message: problem.message))
        }
        if checked == nil {
            checked = try checkRevisions(
                records, upTo: storeHead, repository: repository, scan: scan, quick: quick, repair: mendLocal,
                progress: progress)
        }
        if let checked { report.append(checked.report) }
        let (head, brokenTrust) = (checked?.head, checked?.brokenTrust)

        let recorded = records.map { (version: $0.version, commit: $0.commitID) }
        let branch = try Self.gitStep("read main") { try repository.branchTarget(Self.mainBranch) }
        // Main at a commit no revision records: the database lost revisions, and nothing may be rebuilt from its head.
        var lostRevisions = false
        if let head, branch != head.commitID {
            let found = branch.map { "points to \($0.hex.prefix(12))" } ?? "does not exist"
            let expected = SHA256.hex([UInt8](head.outputCommit)).prefix(12)
            // Moving main forward finishes a publish a crash cut short; main pointing to a commit
            // no revision records means the database lost revisions, which only a backup mends.
            let behind = branch == nil || recorded.contains { $0.commit == branch }
            lostRevisions = !behind
            if mendLocal, behind, brokenTrust == nil, let commit = head.commitID, repository.objectExists(commit) {
                try Self.gitStep("move main") {
                    try repository.setBranch(Self.mainBranch, to: commit, expectedCurrent: branch)
                }
                report.repairs.append("moved main to \(head.version) (\(expected)); it \(found)")
            } else {
                let reason = behind ? "" : " (a commit no revision records: did the database lose revisions?)"
                let refusal = mendLocal && behind ? brokenTrust?.refusal ?? "" : ""
                report.problems.append(
                    .init(
                        version: head.version,
                        message: "main \(found)\(reason), but the head \(head.version) is \(expected)\(refusal)"))
            }
        } else if head == nil, let branch {
            report.problems.append(
                .init(
                    version: nil,
                    message: "main points to \(branch.hex.prefix(12)) but the database records no revision"))
        }
        if mendLocal, brokenTrust == nil, !scan.hasDamage {
            try consolidateIfNeeded(repository)
        }
        if let head, head.kind == "rollback" {
            try checkWorkingDocument(
                head: head, repair: repair && brokenTrust == nil && !lostRevisions, report: &report)
        }
        if let output, let head {
            let refusal =
                lostRevisions
                ? "; not rewritten: main holds versions the database lacks, so its head \(head.version) may be older "
                    + "than the folder; restore registry.sqlite from a backup"
                : brokenTrust?.refusal
            try checkOutputFolder(
                output, head: head, repository: repository, repair: repair, refusal: refusal, report: &report)
        }
        if let remote {
            progress.report("Checking the remote")
            checkRemote(
                remote, records: records, repository: repository, repair: repair && brokenTrust == nil,
                report: &report)
        }
        if store.isShared, !repair {
            report.notes += report.repairs.map { "this machine's output repository: \($0)" }
            report.repairs = []
        }
        let recordedVersions = Set(recorded.map(\.version))
        for name in try Self.gitStep("list tags", { try repository.tagNames() }) where !recordedVersions.contains(name)
        {
            if (try? SemanticVersion(parsing: name)) != nil {
                report.problems.append(
                    .init(
                        version: name,
                        message: "the tag \(name) has no revision in the database (lost, or made by hand?)"))
            } else {
                report.notes.append("tag \(name) is not a version dsys publishes")
            }
        }
        return report
    }

    /// What checking the revisions in turn found: the last revision, the first whose rows cannot be trusted, and the
    /// report of the checks.
    struct CheckedRevisions {
        var head: RevisionRecord?
        var brokenTrust: BrokenTrust?
        var report = VerifyReport()
    }

    /// Checks the stored revisions up to `storeHead` batch by batch (see ``checkBatch(_:previous:documents:rows:repository:scan:quick:repair:report:brokenTrust:lastLayout:packages:)``),
    /// knowing what `scan` read; `records` are all the revisions (for the documents that come back later).
    func checkRevisions(
        _ records: [RevisionRecord], upTo storeHead: RevisionRecord?, repository: OutputRepository, scan: ObjectScan,
        quick: Bool, repair: Bool, progress: ProgressReporter
    ) throws -> CheckedRevisions {
        var checked = CheckedRevisions()
        var lastLayout: CommitLayout?
        var documents = DocumentStore.Sequence()
        // Only the packages of documents that come back later (a rollback's, a version republished) are kept beyond
        // their batch; the others are let go as soon as their tree is made.
        let packages = GeneratedPackages(
            recurring: Set(Dictionary(grouping: records, by: \.documentHash).filter { $0.value.count > 1 }.keys))
        var next: Int64 = 1
        while let last = storeHead?.id, next <= last {
            progress.report("Verifying revisions", completed: Int(next - 1), total: Int(last))
            let ids = next...min(last, next + Int64(Self.verifyBatch) - 1)
            let batch = try store.revisions(ids)
            let rows = Dictionary(
                try store.documentRecords(ids).map { ($0.revisionID, $0) }, uniquingKeysWith: { first, _ in first })
            try checkBatch(
                batch, previous: checked.head, documents: &documents, rows: rows, repository: repository, scan: scan,
                quick: quick, repair: repair, report: &checked.report, brokenTrust: &checked.brokenTrust,
                lastLayout: &lastLayout, packages: packages)
            if batch.count < ids.count {
                checked.report.problems.append(
                    .init(version: nil, message: "revisions \(ids.lowerBound) to \(ids.upperBound) are not all there"))
                break
            }
            checked.head = batch.last ?? checked.head
            next = ids.upperBound + 1
        }
        return checked
    }

    /// The scan of `records`' objects, read on another thread (with a repository of its own) while the revisions are
    /// checked on this one as if the scan found every object sound; and what the checks found, nil when the scan found
    /// an object damaged or missing: the checks must then be made again, knowing it. A damaged pack whose objects all
    /// read back is reported by the scan alone; the checks do not look at packs. Repairs nothing.
    ///
    /// The scan tells its progress only once the checks are done: until then, "Verifying revisions" tells how far
    /// verify has got.
    private func checkingRevisionsDuringScan(
        _ records: [RevisionRecord], upTo storeHead: RevisionRecord?, repository: OutputRepository, quick: Bool,
        progress: ProgressReporter
    ) throws -> (scan: ObjectScan, checked: CheckedRevisions?) {
        let checksDone = Flag()
        let scanProgress = ProgressReporter { update in
            if checksDone.isSet { progress.report(update.phase, completed: update.completed, total: update.total) }
        }
        // The scan's repository is opened, used and freed on the scan's thread.
        let (scanned, checks) = concurrently(
            { [self] () -> Result<ObjectScan, Error> in
                Result {
                    scanObjects(
                        records, repository: try openRepository(create: false), blobs: !quick, progress: scanProgress)
                }
            },
            { () -> Result<CheckedRevisions, Error> in
                defer { checksDone.set() }
                return Result {
                    try checkRevisions(
                        records, upTo: storeHead, repository: repository, scan: ObjectScan(), quick: quick,
                        repair: false, progress: progress)
                }
            })
        let scan = try scanned.get()
        guard scan.failures.isEmpty else { return (scan, nil) }
        // Every object read back, so the checks stand, and an error they met is the error verify meets.
        return (scan, try checks.get())
    }

    /// A flag one thread sets and another reads.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    /// After a recorded rollback, the working document must not be the document it replaced: a rollback killed before
    /// it wrote the restored document leaves it there, and the next publish would undo the rollback (publish refuses
    /// it). `repair` writes the restored document.
    private func checkWorkingDocument(head: RevisionRecord, repair: Bool, report: inout VerifyReport) throws {
        guard let replaced = try head.parentID.flatMap({ try store.revision(id: $0) }),
            let working = try? project.loadWorkingDocument().canonicalText,
            working == (try? store.documentText(of: replaced))
        else { return }
        let target = try store.version(ofID: head.rollbackOfID) ?? "?"
        let path = project.documentPath
        if repair {
            try replaceWorkingDocument(with: try store.documentText(of: head), version: head.version)
            report.repairs.append(
                "wrote the document of \(head.version) (\(target)'s) into \(path), which still held the document of "
                    + "\(replaced.version) that the rollback replaced")
            return
        }
        report.problems.append(
            .init(
                version: head.version,
                message: "\(path) still holds the document of \(replaced.version), which the rollback \(head.version) "
                    + "replaced with \(target)'s (an interrupted rollback?): the next publish would undo it; "
                    + "`dsysctl verify --repair` writes the rolled-back document"))
    }

    /// Whether the output folder holds the head's package and nothing of an interrupted write; rewrites it when
    /// `repair` unless `refusal` says why the head cannot be trusted to. A missing or empty folder is not looked at; a
    /// folder with files but no manifest is a problem, as the next publish refuses it.
    private func checkOutputFolder(
        _ output: String, head: RevisionRecord, repository: OutputRepository, repair requested: Bool,
        refusal: String?, report: inout VerifyReport
    ) throws {
        let root = output.hasPrefix("/") ? URL(fileURLWithPath: output) : project.root.appendingPathComponent(output)
        let writer = OutputWriter(root: root)
        let repair = requested && refusal == nil
        guard writer.isManaged else {
            // The check publish makes before recording: verify and publish agree on what publish would refuse.
            do {
                try writer.checkWritable()
            } catch {
                report.problems.append(
                    .init(
                        version: head.version,
                        message:
                            "\(output)/ cannot take the next publish: \(error.localizedDescription); move it away, "
                            + "then `dsysctl regenerate \(head.version) --output \(output)` writes \(head.version) into it"
                    ))
            }
            return
        }
        guard let tree = head.treeID, let files = try? repository.files(in: tree) else {
            report.problems.append(
                .init(version: head.version, message: "\(output)/ cannot be compared: its commit's files are missing"))
            return
        }
        let status = writer.status(files)
        if status.holdsFiles { return }
        var what: [String] = []
        if !status.leftovers.isEmpty {
            what.append("a leftover \(status.leftovers.joined(separator: " and ")) of an interrupted write")
        }
        if !status.differing.isEmpty {
            let count = status.differing.count
            what.append(
                "\(count) file\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "") "
                    + "(\(status.differing.prefix(3).joined(separator: ", "))\(count > 3 ? ", …" : ""))")
        }
        let description = "\(output)/ does not hold its package: \(what.joined(separator: "; "))"
        if store.isShared, !repair, status.leftovers.isEmpty {
            // Another machine published since this folder was written: behind, not damaged.
            report.notes.append(
                "\(output)/ holds an earlier version than \(head.version); a publish or `--repair` brings it up")
            return
        }
        if repair {
            do {
                _ = try OutputWriter(root: root).write(files)
                report.repairs.append("rewrote \(output)/ to hold \(head.version) (\(what.joined(separator: "; ")))")
                return
            } catch {
                report.problems.append(
                    .init(
                        version: head.version,
                        message: description + "; rewriting it failed: \(error.localizedDescription)"))
                return
            }
        }
        report.problems.append(
            .init(version: head.version, message: description + (requested ? refusal ?? "" : "")))
    }

    /// Why rows from some revision on cannot be trusted for a repair: the first revision whose row fails the hash
    /// chain, or whose commit is not the commit the row describes.
    struct BrokenTrust {
        var version: String
        var reason: String

        /// What a problem says when a repair was needed but refused.
        var refusal: String {
            "; not repaired: rows from \(version) on cannot be trusted (\(reason)); "
                + "restore registry.sqlite from a backup"
        }
    }

    /// One revision between the two in-order steps of its check, with what the parallel step needs to regenerate it.
    struct PendingCheck: @unchecked Sendable {
        let record: RevisionRecord
        let previous: RevisionRecord?
        var problems: [String]
        let commitID: GitObjectID
        let treeID: GitObjectID
        let commit: GitCommitInfo?
        let missingObjects: [String]
        /// Whether the scan found the commit or the tag object damaged (reported on their own, not as missing).
        let commitDamaged: Bool
        let tagDamaged: Bool
        let signature: GitSignature
        let message: String
        let tagMessage: String
        /// Whether the chain and the commits vouch for this row (and every row before it).
        let trusted: Bool
        let refusal: String
        let sameGenerator: Bool
        /// What regenerating needs, when it is needed (for a check or a repair) and can match.
        let regeneration: Regeneration?
    }

    /// What regenerating a revision needs: its document's text and the SHA-256 of it, its profile, and the stored
    /// changelog entries its tree holds.
    struct Regeneration {
        let text: String
        let documentHash: Data
        let profile: OutputProfile
        let entries: [String]
        let entryLimit: Int?
    }

    /// How many revisions are regenerated together, in parallel, between the in-order steps.
    static let verifyBatch = 16

    /// Checks `records` (consecutive, oldest first, `previous` before them): each is read in order, all are
    /// regenerated on every core, then each is compared and repaired in order. Returns the last record.
    func checkBatch(
        _ records: [RevisionRecord], previous: RevisionRecord?, documents: inout DocumentStore.Sequence,
        rows: [Int64: DocumentRecord], repository: OutputRepository, scan: ObjectScan, quick: Bool, repair: Bool,
        report: inout VerifyReport,
        brokenTrust: inout BrokenTrust?, lastLayout: inout CommitLayout?, packages: GeneratedPackages
    ) throws {
        var pending: [PendingCheck?] = []
        var before = previous
        for record in records {
            report.revisionsChecked += 1
            switch try prepareCheck(
                record, previous: before, documents: &documents, row: rows[record.id], repository: repository,
                scan: scan, quick: quick, brokenTrust: &brokenTrust, lastLayout: &lastLayout)
            {
            case .done(let problems):
                report.problems += problems.map { .init(version: record.version, message: $0) }
                pending.append(nil)
            case .pending(let check):
                pending.append(check)
            }
            before = record
        }
        // Each package is generated once: revisions with the same document, profile and options as an earlier one (a
        // rollback, a version republished) take its package, and only their CHANGELOG.md is added.
        let jobs = pending
        let keys = jobs.map { job in job?.regeneration.map { PackageKey($0, options: job?.record.options ?? "") } }
        var seen = Set<PackageKey>()
        let leaders = keys.indices.filter { index in
            guard let key = keys[index] else { return false }
            return !packages.contains(key) && seen.insert(key).inserted
        }
        // Consecutive revisions differ in a few files of thousands: each run of leaders is generated in order, every
        // package generated on the one before it (the first, on the previous batch's last package): files made from
        // inputs that did not change are taken, not rendered, and blob and tree ids where the bytes are equal. One
        // run per core.
        // Each document is read the same way on the one read before it: only the color values that differ are read
        // again.
        let runs = min(leaders.count, ProcessInfo.processInfo.activeProcessorCount)
        let (base, baseDocument) = (packages.latest, packages.latestDocument)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            var before = base
            var document = baseDocument
            for leader in (leaders.count * run / runs)..<(leaders.count * (run + 1) / runs) {
                let index = leaders[leader]
                guard let job = jobs[index], let key = keys[index],
                    let generated = Self.generatedPackage(of: job, reusing: before, document: document)
                else { continue }
                packages.set(key, generated.package)
                before = (try? generated.package.get().objects) ?? before
                document = generated.document
            }
            if run == runs - 1 { packages.latestDocument = document }
        }
        if let last = leaders.last, let key = keys[last], let package = try? packages.get(key)?.get() {
            packages.latest = package.objects
        }
        let trees = ResultSlots(count: pending.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            // A package let go since (beyond the memory budget) is generated again: no revision goes unchecked.
            guard let job = jobs[index], let regeneration = job.regeneration, let key = keys[index],
                let package = packages.take(key) ?? Self.generatedPackage(of: job)?.package
            else { return }
            trees.set(
                index,
                Result {
                    let package = try package.get()
                    return try Self.revisionTree(
                        package.objects.tree, designSystem: package.designSystem,
                        changelogEntries: regeneration.entries,
                        entryLimit: regeneration.entryLimit)
                })
        }
        for (index, job) in pending.enumerated() {
            guard let job else { continue }
            let problems = try Self.finishCheck(
                job, regenerated: trees.get(index), repository: repository, quick: quick, repair: repair,
                report: &report)
            report.problems += problems.map { .init(version: job.record.version, message: $0) }
        }
    }

    /// The package of `job`'s document, generated on `previous`, and the document, read on `previousDocument`; nil
    /// when it has nothing to regenerate or its document does not read (reported by the in-order steps).
    private static func generatedPackage(
        of job: PendingCheck, reusing previous: PackageObjects? = nil,
        document previousDocument: ValidatedDocument? = nil
    ) -> (package: Result<GeneratedPackages.Package, Error>, document: ValidatedDocument)? {
        guard let regeneration = job.regeneration,
            let document = try? Project.document(
                fromCanonical: regeneration.text, version: job.record.version, reusing: previousDocument)
        else { return nil }
        let designSystem = document.designSystem
        let package = Result {
            GeneratedPackages.Package(
                designSystem: designSystem,
                objects: try generatedObjects(
                    designSystem, profile: regeneration.profile, changelog: !regeneration.entries.isEmpty,
                    reusing: previous))
        }
        return (package, document)
    }

    /// What determines a revision's generated package, besides the generator (verify regenerates only revisions of
    /// its own): the document, by the SHA-256 of the text verify read (and checked against the row), the profile, the
    /// options, and whether the tree holds a CHANGELOG.md (which the package's manifest names).
    struct PackageKey: Hashable {
        var documentHash: Data
        var profile: OutputProfile
        var options: String
        var changelog: Bool

        init(_ regeneration: Regeneration, options: String) {
            documentHash = regeneration.documentHash
            profile = regeneration.profile
            self.options = options
            changelog = !regeneration.entries.isEmpty
        }
    }

    /// The packages verify generated, by what determines them, for revisions that share one; the oldest are let go
    /// beyond a memory budget (a history's packages need not all fit).
    final class GeneratedPackages: @unchecked Sendable {
        struct Package {
            let designSystem: DesignSystem
            let objects: PackageObjects
        }

        /// The SHA-256 of every document more than one revision records: only their packages can be asked for again.
        private let recurring: Set<Data>
        private var packages: [PackageKey: Result<Package, Error>] = [:]
        private var latestObjects: PackageObjects?
        private var latestRead: ValidatedDocument?
        private var order: [(key: PackageKey, bytes: Int)] = []
        private var bytes = 0
        private let lock = NSLock()
        /// About 200 packages of 2,500 colors.
        static let byteBudget = 256 << 20

        /// The package generated last in the order of revisions, kept whatever the budget: the next batch's first
        /// packages take the ids of its unchanged files and folders.
        var latest: PackageObjects? {
            get { lock.withLock { latestObjects } }
            set { lock.withLock { latestObjects = newValue } }
        }

        /// The document read last in the order of revisions, kept like ``latest``: the next batch's first documents
        /// are read on it.
        var latestDocument: ValidatedDocument? {
            get { lock.withLock { latestRead } }
            set { lock.withLock { latestRead = newValue } }
        }

        init(recurring: Set<Data>) { self.recurring = recurring }

        func contains(_ key: PackageKey) -> Bool { lock.withLock { packages[key] != nil } }

        func get(_ key: PackageKey) -> Result<Package, Error>? { lock.withLock { packages[key] } }

        /// The package of `key`, removed when no other revision's document is its document (no later revision can
        /// ask for it): its caller, the last to use it, frees it while it is still in the processor's caches, on its
        /// own core. Freeing the same packages later, hundreds of them, cost a twentieth of verify.
        func take(_ key: PackageKey) -> Result<Package, Error>? {
            lock.withLock {
                guard !recurring.contains(key.documentHash), let package = packages.removeValue(forKey: key) else {
                    return packages[key]
                }
                if let index = order.firstIndex(where: { $0.key == key }) {
                    bytes -= order.remove(at: index).bytes
                }
                return package
            }
        }

        func set(_ key: PackageKey, _ package: Result<Package, Error>) {
            let size = (try? package.get().objects.tree.files.reduce(0) { $0 + $1.contents.count }) ?? 0
            // Freed after the lock is let go: freeing a package (thousands of files and tokens) takes as long as a
            // good part of generating one, and the other core's generation waits for the lock meanwhile.
            let evicted: [Result<Package, Error>] = lock.withLock {
                packages[key] = package
                order.append((key, size))
                bytes += size
                var evicted: [Result<Package, Error>] = []
                // The newest stays whatever its size: its batch is about to use it.
                while bytes > Self.byteBudget, order.count > 1 {
                    let oldest = order.removeFirst()
                    if let package = packages.removeValue(forKey: oldest.key) { evicted.append(package) }
                    bytes -= oldest.bytes
                }
                return evicted
            }
            withExtendedLifetime(evicted) {}
        }
    }

    /// Results filled in from several threads, each slot by one.
    private final class ResultSlots: @unchecked Sendable {
        private var slots: [Result<TreeSnapshot, Error>?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result<TreeSnapshot, Error>) { lock.withLock { slots[index] = value } }
        func get(_ index: Int) -> Result<TreeSnapshot, Error>? { lock.withLock { slots[index] } }
    }

    enum Prepared {
        case done([String])
        case pending(PendingCheck)
    }

    /// The in-order first step of a revision's check: its row, its document, its commit and objects.
    private func prepareCheck(
        _ record: RevisionRecord, previous: RevisionRecord?, documents: inout DocumentStore.Sequence,
        row: DocumentRecord?, repository: OutputRepository, scan: ObjectScan, quick: Bool,
        brokenTrust: inout BrokenTrust?, lastLayout: inout CommitLayout?
    ) throws -> Prepared {
        var problems: [String] = []
        let trustedBefore = brokenTrust == nil
        let layout = ChainHash.layout(of: record, parentVersion: previous?.version, previous: previous?.chainHash)
        if layout == nil {
            problems.append("its row was changed after it was recorded (the hash chain breaks here)")
            if brokenTrust == nil {
                brokenTrust = BrokenTrust(version: record.version, reason: "the hash chain breaks")
            }
        } else if layout == .legacy, lastLayout == .bound {
            // Rows only ever move from the old layout to the bound one: an old one after a bound one was made to
            // escape the binding.
            problems.append(
                "its row is in the layout of revisions recorded before commits carried their document's hash, "
                    + "though an earlier revision's is not (a forged row?)")
            if brokenTrust == nil {
                brokenTrust = BrokenTrust(version: record.version, reason: "its row's layout went back")
            }
        }
        lastLayout = layout ?? lastLayout
        guard let document = row else {
            return .done(problems + ["its document is missing"])
        }
        let text: String
        do {
            text = try documents.next(document, version: record.version)
        } catch {
            return .done(problems + ["\((error as? RegistryError)?.localizedDescription ?? "\(error)")"])
        }
        let documentHash = documentSHA256(text)
        if documentHash != record.documentHash {
            problems.append("its stored document does not match its hash")
        }
        guard let commitID = record.commitID, let treeID = record.treeID
        else { return .done(problems + ["its commit id is damaged"]) }

        // What git holds for the revision, as the scan read it: the commit, its tree, every blob (unless quick).
        // Missing objects are problems of this revision, not reasons to stop checking the others; damaged ones are
        // reported once, by the scan.
        let failed = scan.failuresByRevision[record.id] ?? []
        let commitDamaged = scan.state(commitID) != .good && scan.state(commitID) != .missing
        let tagObject = repository.referenceTargetIfPresent("refs/tags/" + record.version)
        let tagDamaged = tagObject != commitID && scan.state(tagObject) != .good && scan.state(tagObject) != .missing
        let commit =
            commitDamaged
            ? nil : try? Self.gitStep("read the commit of \(record.version)") { try repository.commit(commitID) }
        let missingObjects = failed.filter { $0 != commitID && $0 != tagObject && scan.state($0) == .missing }
            .compactMap { scan.failures[$0]?.description }.sorted()

        // The commit must be, byte for byte, the one the row describes: rows and git vouch for each other, so a row
        // edited with its chain recomputed is caught by its commit.
        // A row whose chain breaks is compared in the layout its commit has.
        let parts = try Self.commitParts(
            of: record, previous: previous,
            layout: layout ?? (commit?.message.contains("\n\(Trailer.document): ") == false ? .legacy : .bound),
            in: store)
        let (message, signature) = (parts.message, parts.signature)
        if let commit {
            let differences = Self.commitDifferences(
                commit, record: record, previous: previous, signature: signature, message: message,
                repository: repository)
            // After a row that broke the chain's trust, a commit that only names the true previous chain hash is a
            // consequence of that row, not news.
            if !differences.isEmpty, trustedBefore || differences != ["previous chain hash"] {
                problems.append(
                    "its commit is not the one its row describes (\(differences.joined(separator: ", ")) "
                        + "\(differences.count == 1 ? "differs" : "differ"))")
                if brokenTrust == nil {
                    brokenTrust = BrokenTrust(
                        version: record.version, reason: "its commit is not the one its row describes")
                }
            }
        }

        // Regenerate only when it can match (the same generator) and is needed, for a check or a repair.
        let sameGenerator = record.generatorVersion == Generator.version
        var regeneration: Regeneration?
        if !quick || commit == nil || !missingObjects.isEmpty, sameGenerator,
            let profile = OutputProfile(rawValue: record.profile)
        {
            do {
                let (entries, limit) = try Self.storedChangelogEntries(forTreeOf: record.id, in: store)
                regeneration = Regeneration(
                    text: text, documentHash: documentHash, profile: profile, entries: entries, entryLimit: limit)
            } catch let error as RegistryError {
                // A damaged changelog entry is this revision's problem; the others are still checked.
                problems.append(error.localizedDescription)
            }
        }
        return .pending(
            PendingCheck(
                record: record, previous: previous, problems: problems, commitID: commitID, treeID: treeID,
                commit: commit, missingObjects: missingObjects, commitDamaged: commitDamaged, tagDamaged: tagDamaged,
                signature: signature, message: message, tagMessage: parts.tagMessage,
                trusted: brokenTrust == nil, refusal: brokenTrust?.refusal ?? "", sameGenerator: sameGenerator,
                regeneration: regeneration))
    }

    /// The in-order last step of a revision's check: the regenerated tree compared, and the git side repaired when
    /// asked and when the row can be trusted.
    private static func finishCheck(
        _ check: PendingCheck, regenerated: Result<TreeSnapshot, Error>?, repository: OutputRepository, quick: Bool,
        repair: Bool, report: inout VerifyReport
    ) throws -> [String] {
        var problems = check.problems
        let (record, treeID, commitID, trusted, refusal) = (
            check.record, check.treeID, check.commitID, check.trusted, check.refusal
        )
        var tree: TreeSnapshot?
        switch regenerated {
        case .success(let snapshot): tree = snapshot
        case .failure(let error): problems.append(error.localizedDescription)
        case nil: break
        }
        if let tree, !quick {
            report.regenerated += 1
            if tree.root.id != treeID {
                problems.append("regenerating it does not reproduce its commit's tree")
            }
        } else if !quick, !check.sameGenerator {
            report.notes.append(
                "\(record.version) was generated by generator \(record.generatorVersion) (this is \(Generator.version)); "
                    + "regeneration not compared")
        }

        if !check.missingObjects.isEmpty {
            // Git objects are derived data: rewrite them exactly as the publish made them.
            if repair, trusted, let tree,
                (try? gitStep("rewrite objects", { try repository.writeTree(tree, reusing: nil) })) == treeID
            {
                report.repairs.append("rewrote the missing objects of \(record.version)")
            } else {
                let cannot =
                    repair && trusted && !check.sameGenerator
                    ? "; it cannot be rebuilt: generator \(record.generatorVersion) made it (this is \(Generator.version)); "
                        + "restore .dsys/output.git from a copy, or clone the remote into it" : ""
                let count = check.missingObjects.count
                let more = count > 3 ? " and \(count - 3) more" : ""
                problems.append(
                    "\(check.missingObjects.prefix(3).joined(separator: ", "))\(more) \(count == 1 ? "is" : "are") "
                        + "missing from the output repository" + (repair ? refusal : "") + cannot)
            }
        }
        if check.commit == nil, !check.commitDamaged {
            let rebuilt =
                repair && trusted
                ? tree.flatMap { tree in
                    try? gitStep("rebuild the commit of \(record.version)") { () -> GitObjectID in
                        _ = try repository.writeTree(tree, reusing: nil)
                        return try repository.createCommit(
                            tree: treeID, parent: check.previous?.commitID, author: check.signature,
                            committer: check.signature, message: check.message)
                    }
                } : nil
            if rebuilt == commitID {
                report.repairs.append("rebuilt the missing commit of \(record.version)")
            } else if repair, trusted {
                problems.append("its commit is missing and could not be rebuilt identically")
            } else {
                problems.append(
                    "its commit \(commitID.hex.prefix(12)) is missing from the output repository"
                        + (repair ? refusal : ""))
            }
        }

        let tag = try? gitStep("read the tag \(record.version)") { try repository.tag(record.version) }
        // The annotated tag must be the one the row describes: tagger and message (with the chain hash).
        let mismatch: String? = tag.flatMap { Self.tagDifferences($0, check: check, repository: repository) }
        // A tag at its commit that differs from the row's description is reported only for a row that is otherwise
        // trusted: after a forged row, its tag (which names the true chain hash) is a consequence of that row.
        let pointsElsewhere = tag?.commit != commitID
        if pointsElsewhere || (mismatch != nil && trusted), !check.tagDamaged {
            // A tag whose object is gone reads as missing, and is recreated the same way.
            let found =
                tag?.commit != commitID
                ? tag.map { "points to \($0.commit.hex.prefix(12))" } ?? "is missing"
                : "is not the tag its row describes (\(mismatch ?? ""))"
            if repair, trusted, repository.objectExists(commitID) {
                _ = try gitStep("tag \(record.version)") {
                    try repository.createTag(
                        record.version, commit: commitID, tagger: check.signature, message: check.tagMessage,
                        force: true)
                }
                report.repairs.append(
                    "tag \(record.version) \(found == "is missing" ? "created" : pointsElsewhere ? "moved back" : "rewritten") "
                        + "(it \(found))")
            } else {
                // A tag that is there and points elsewhere is told where it should point; a missing one, to what.
                let expected =
                    tag == nil
                    ? " (it should point to \(commitID.hex.prefix(12)))"
                    : pointsElsewhere ? ", not to \(commitID.hex.prefix(12))" : ""
                problems.append("its tag \(found)\(expected)" + (repair ? refusal : ""))
            }
        }
        return problems
    }

    /// What differs between the annotated tag `tag` and the one the row describes ("message", "tagger", "chain
    /// hash", …), or nil when it is that tag (or a lightweight tag, reported as pointing elsewhere only if it does).
    private static func tagDifferences(
        _ tag: (tag: GitObjectID, commit: GitObjectID), check: PendingCheck, repository: OutputRepository
    ) -> String? {
        guard tag.tag != tag.commit, tag.commit == check.commitID,
            let expected = try? repository.tagID(
                check.record.version, commit: check.commitID, tagger: check.signature, message: check.tagMessage),
            expected != tag.tag
        else { return nil }
        guard let actual = repository.tagObject(tag.tag) else { return "its object" }
        var differences: [String] = []
        if actual.tagger != check.signature { differences.append("tagger") }
        if let cleaned = try? repository.prettify(check.tagMessage), actual.message != cleaned {
            differences += messageDifferences(actual: actual.message, expected: cleaned)
        }
        if differences.isEmpty { differences.append("bytes") }
        return differences.joined(separator: ", ") + (differences.count == 1 ? " differs" : " differ")
    }

    /// Which parts of `commit` differ from what `record` describes: tree, parent, author, time, committer, message;
    /// and "bytes" when each part agrees but the object does not (an extra header).
    private static func commitDifferences(
        _ commit: GitCommitInfo, record: RevisionRecord, previous: RevisionRecord?, signature: GitSignature,
        message: String, repository: OutputRepository
    ) -> [String] {
        let parent = previous?.commitID
        // Laying the commit out needs its tree and parent; when either is missing (reported on its own), the parts
        // are compared instead.
        let expected = try? repository.commitID(
            tree: commit.tree, parent: commit.parents.first, author: signature, committer: signature, message: message)
        if expected == commit.id, commit.tree == record.treeID, commit.parents == (parent.map { [$0] } ?? []) {
            return []
        }
        var differences: [String] = []
        if commit.tree != record.treeID { differences.append("tree") }
        if commit.parents != (parent.map { [$0] } ?? []) { differences.append("parent") }
        if commit.author.name != signature.name || commit.author.email != signature.email {
            differences.append("author")
        }
        if commit.author.time != signature.time || commit.author.offsetMinutes != signature.offsetMinutes {
            differences.append("time")
        }
        if commit.committer != commit.author { differences.append("committer") }
        if let cleaned = try? repository.prettify(message), commit.message != cleaned {
            differences += messageDifferences(actual: commit.message, expected: cleaned)
        }
        return differences.isEmpty && expected != nil ? ["bytes"] : differences
    }

    /// What the publish of a revision gave its commit and tag.
    struct CommitParts {
        var message: String
        var tagMessage: String
        var signature: GitSignature
    }

    /// The messages and signature the publish of `record` (after `previous`) gave its commit and tag, from the rows:
    /// laid out as `layout`, by default the one the row's chain hash records (bound when it records none).
    static func commitParts(
        of record: RevisionRecord, previous: RevisionRecord?, layout: CommitLayout? = nil, in reader: any RegistryReader
    ) throws -> CommitParts {
        let layout =
            layout ?? ChainHash.layout(of: record, parentVersion: previous?.version, previous: previous?.chainHash)
            ?? .bound
        let message = commitMessage(
            version: record.version, message: record.message, bump: record.bump, changes: record.changeCounts,
            rollbackOf: try reader.version(ofID: record.rollbackOfID),
            binding: layout == .legacy
                ? nil
                : Binding(
                    documentHash: record.documentHash, generatorVersion: record.generatorVersion,
                    profile: record.profile, options: record.options, previousChainHash: previous?.chainHash))
        return CommitParts(
            message: message,
            tagMessage: layout == .legacy ? message : tagMessage(commitMessage: message, chainHash: record.chainHash),
            signature: signature(name: record.authorName, email: record.authorEmail, time: record.createdAt))
    }

    /// Which trailers of a bound commit's message differ from what the row describes ("document", "generator", …),
    /// or ["message"] when something else does.
    static func messageDifferences(actual: String, expected: String) -> [String] {
        func trailers(_ text: String) -> (body: Substring, values: [String: Substring]) {
            let paragraphs = text.split(separator: "\n\n", omittingEmptySubsequences: false)
            guard let last = paragraphs.last, paragraphs.count > 1, last.hasPrefix("Dsys-") else {
                return (text[...], [:])
            }
            var values: [String: Substring] = [:]
            for line in last.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                values[String(line[..<colon])] = line[line.index(after: colon)...]
            }
            return (text[..<(text.index(text.endIndex, offsetBy: -last.count))], values)
        }
        let (actualBody, actualValues) = trailers(actual)
        let (expectedBody, expectedValues) = trailers(expected)
        var differences: [String] = []
        if actualBody != expectedBody { differences.append("message") }
        let names: [(String, String)] = [
            (Trailer.document, "document"), (Trailer.generator, "generator"), (Trailer.profile, "profile"),
            (Trailer.options, "options"), (Trailer.previousChain, "previous chain hash"), (Trailer.chain, "chain hash"),
        ]
        for (trailer, name) in names where actualValues[trailer] != expectedValues[trailer] {
            differences.append(actualValues.isEmpty ? "document binding (missing)" : name)
            if actualValues.isEmpty { break }
        }
        return differences.isEmpty ? ["message"] : differences
    }
}
