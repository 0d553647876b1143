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
    }

    /// Checks every revision: the hash chain, the stored documents, the commits and tags, and
    /// (unless `quick`) that regenerating each revision reproduces its commit. With `repair`,
    /// finishes what an interrupted publish left undone, taking SQLite as the truth: moves
    /// `main` to the head's commit, recreates missing or moved tags and missing commits.
    ///
    /// With `output` (a folder relative to the project that dsys writes the app's package into), also checks that
    /// it holds the head's package and no leftover of an interrupted write; `repair` rewrites it.
    public func verify(quick: Bool, repair: Bool, output: String? = nil) throws -> VerifyReport {
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
        let repository = try openRepository(create: repair || store.isShared)
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

        var head: RevisionRecord?
        var brokenTrust: BrokenTrust?
        var documents = DocumentStore.Sequence()
        var previous: RevisionRecord?
        var next: Int64 = 1
        while let last = storeHead?.id, next <= last {
            let ids = next...min(last, next + Int64(Self.verifyBatch) - 1)
            let batch = try store.revisions(ids)
            let rows = Dictionary(
                try store.documentRecords(ids).map { ($0.revisionID, $0) }, uniquingKeysWith: { first, _ in first })
            try checkBatch(
                batch, previous: previous, documents: &documents, rows: rows, repository: repository, quick: quick,
                repair: mendLocal, report: &report, brokenTrust: &brokenTrust)
            if batch.count < ids.count {
                report.problems.append(
                    .init(version: nil, message: "revisions \(ids.lowerBound) to \(ids.upperBound) are not all there"))
                break
            }
            previous = batch.last ?? previous
            next = ids.upperBound + 1
        }
        head = previous

        let records = try store.allRevisions()
        let recorded = records.map { (version: $0.version, commit: $0.commitID) }
        let branch = try Self.gitStep("read main") { try repository.branchTarget(Self.mainBranch) }
        if let head, branch != head.commitID {
            let found = branch.map { "points to \($0.hex.prefix(12))" } ?? "does not exist"
            let expected = SHA256.hex([UInt8](head.outputCommit)).prefix(12)
            // Moving main forward finishes a publish a crash cut short; main pointing to a commit
            // no revision records means the database lost revisions, which only a backup mends.
            let behind = branch == nil || recorded.contains { $0.commit == branch }
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
        if mendLocal, brokenTrust == nil {
            try consolidateIfNeeded(repository)
        }
        if let output, let head {
            try checkOutputFolder(
                output, head: head, repository: repository, repair: repair && brokenTrust == nil,
                report: &report)
        }
        if let remote {
            checkRemote(
                remote, records: records, repository: repository, repair: repair && brokenTrust == nil,
                report: &report)
        }
        if store.isShared, !repair {
            report.notes += report.repairs.map { "this machine's output repository: \($0)" }
            report.repairs = []
        }
        let versions = Set(recorded.map(\.version))
        for name in try Self.gitStep("list tags", { try repository.tagNames() }) where !versions.contains(name) {
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

    /// Whether the output folder holds the head's package and nothing of an interrupted write; rewrites it when
    /// `repair`. A folder dsys never wrote is not looked at.
    private func checkOutputFolder(
        _ output: String, head: RevisionRecord, repository: OutputRepository, repair: Bool,
        report: inout VerifyReport
    ) throws {
        let root = output.hasPrefix("/") ? URL(fileURLWithPath: output) : project.root.appendingPathComponent(output)
        let writer = OutputWriter(root: root)
        guard writer.isManaged else { return }
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
        report.problems.append(.init(version: head.version, message: description))
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
        let signature: GitSignature
        let message: String
        /// Whether the chain and the commits vouch for this row (and every row before it).
        let trusted: Bool
        let refusal: String
        let sameGenerator: Bool
        /// What regenerating needs, when it is needed (for a check or a repair) and can match.
        let regeneration: (text: String, profile: OutputProfile, entries: [String], entryLimit: Int?)?
    }

    /// How many revisions are regenerated together, in parallel, between the in-order steps.
    static let verifyBatch = 16

    /// Checks `records` (consecutive, oldest first, `previous` before them): each is read in order, all are
    /// regenerated on every core, then each is compared and repaired in order. Returns the last record.
    func checkBatch(
        _ records: [RevisionRecord], previous: RevisionRecord?, documents: inout DocumentStore.Sequence,
        rows: [Int64: DocumentRecord], repository: OutputRepository, quick: Bool, repair: Bool,
        report: inout VerifyReport,
        brokenTrust: inout BrokenTrust?
    ) throws {
        var pending: [PendingCheck?] = []
        var before = previous
        for record in records {
            report.revisionsChecked += 1
            switch try prepareCheck(
                record, previous: before, documents: &documents, row: rows[record.id], repository: repository,
                quick: quick,
                brokenTrust: &brokenTrust)
            {
            case .done(let problems):
                report.problems += problems.map { .init(version: record.version, message: $0) }
                pending.append(nil)
            case .pending(let check):
                pending.append(check)
            }
            before = record
        }
        let trees = ResultSlots(count: pending.count)
        let jobs = pending
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            guard let job = jobs[index], let regeneration = job.regeneration,
                let designSystem = try? Project.designSystem(
                    fromCanonical: regeneration.text, version: job.record.version)
            else { return }
            trees.set(
                index,
                Result {
                    try Self.revisionTree(
                        Self.generatedPackage(
                            designSystem, profile: regeneration.profile, changelog: !regeneration.entries.isEmpty),
                        designSystem: designSystem,
                        changelogEntries: regeneration.entries, entryLimit: regeneration.entryLimit)
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
        row: DocumentRecord?, repository: OutputRepository, quick: Bool, brokenTrust: inout BrokenTrust?
    ) throws -> Prepared {
        var problems: [String] = []
        if ChainHash.compute(record, parentVersion: previous?.version, previous: previous?.chainHash)
            != record.chainHash
        {
            problems.append("its row was changed after it was recorded (the hash chain breaks here)")
            if brokenTrust == nil {
                brokenTrust = BrokenTrust(version: record.version, reason: "the hash chain breaks")
            }
        }
        guard let document = row else {
            return .done(problems + ["its document is missing"])
        }
        let text: String
        do {
            text = try documents.next(document, version: record.version)
        } catch {
            return .done(problems + ["\((error as? RegistryError)?.localizedDescription ?? "\(error)")"])
        }
        if Data(SHA256.hash(Array(text.utf8))) != record.documentHash {
            problems.append("its stored document does not match its hash")
        }
        guard let commitID = record.commitID, let treeID = record.treeID
        else { return .done(problems + ["its commit id is damaged"]) }

        // What git holds for the revision: the commit, its tree, every blob. Missing objects are
        // problems of this revision, not reasons to stop checking the others.
        let commit = try? Self.gitStep("read the commit of \(record.version)") { try repository.commit(commitID) }
        var missingObjects: [String] = []
        if !repository.objectExists(treeID) {
            missingObjects.append("its tree \(treeID.hex.prefix(12))")
        } else if !quick {
            do {
                let blobs = try Self.gitStep("read the tree of \(record.version)") {
                    try repository.blobIDs(in: treeID)
                }
                for (path, blob) in blobs.sorted(by: { $0.key < $1.key }) where !repository.objectExists(blob) {
                    missingObjects.append("the blob of \(path)")
                }
            } catch {
                missingObjects.append("part of its tree (\(error.localizedDescription))")
            }
        }

        // The commit must be, byte for byte, the one the row describes: rows and git vouch for each other, so a row
        // edited with its chain recomputed is caught by its commit.
        let (message, signature) = try Self.commitParts(of: record, in: store)
        if let commit {
            let differences = Self.commitDifferences(
                commit, record: record, previous: previous, signature: signature, message: message,
                repository: repository)
            if !differences.isEmpty {
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
        var regeneration: (text: String, profile: OutputProfile, entries: [String], entryLimit: Int?)?
        if !quick || commit == nil || !missingObjects.isEmpty, sameGenerator,
            let profile = OutputProfile(rawValue: record.profile)
        {
            do {
                let (entries, limit) = try Self.storedChangelogEntries(forTreeOf: record.id, in: store)
                regeneration = (text, profile, entries, limit)
            } catch let error as RegistryError {
                // A damaged changelog entry is this revision's problem; the others are still checked.
                problems.append(error.localizedDescription)
            }
        }
        return .pending(
            PendingCheck(
                record: record, previous: previous, problems: problems, commitID: commitID, treeID: treeID,
                commit: commit, missingObjects: missingObjects, signature: signature, message: message,
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
                problems.append(
                    "\(check.missingObjects.prefix(3).joined(separator: ", ")) missing from the output repository"
                        + (repair ? refusal : ""))
            }
        }
        if check.commit == nil {
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
        if tag?.commit != commitID {
            // A tag whose object is gone reads as missing, and is recreated the same way.
            let found = tag.map { "points to \($0.commit.hex.prefix(12))" } ?? "is missing"
            if repair, trusted, repository.objectExists(commitID) {
                _ = try gitStep("tag \(record.version)") {
                    try repository.createTag(
                        record.version, commit: commitID, tagger: check.signature, message: check.message, force: true)
                }
                report.repairs.append(
                    "tag \(record.version) \(found == "is missing" ? "created" : "moved back") "
                        + "(it \(found))")
            } else {
                problems.append("its tag \(found), not to \(commitID.hex.prefix(12))" + (repair ? refusal : ""))
            }
        }
        return problems
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
        if let cleaned = try? repository.prettify(message), commit.message != cleaned { differences.append("message") }
        return differences.isEmpty && expected != nil ? ["bytes"] : differences
    }

    /// The message and signature the publish of `record` gave its commit and tag, from its row.
    static func commitParts(
        of record: RevisionRecord, in reader: any RegistryReader
    ) throws -> (message: String, signature: GitSignature) {
        let message = commitMessage(
            version: record.version, message: record.message, bump: record.bump, changes: record.changeCounts,
            rollbackOf: try reader.version(ofID: record.rollbackOfID))
        return (message, signature(name: record.authorName, email: record.authorEmail, time: record.createdAt))
    }
}
