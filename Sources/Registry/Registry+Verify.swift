import Foundation
import GRDB
import Generator
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
    public static func verify(_ project: Project, quick: Bool, repair: Bool) throws -> VerifyReport {
        var report = VerifyReport()
        let lock = repair ? try RegistryLock(path: project.lockPath) : nil
        defer { withExtendedLifetime(lock) {} }
        let database = try RegistryDatabase.open(path: project.databasePath, access: repair ? .write : .read)
        let repository = try openRepository(project, create: false)
        if repair {
            // A process killed while moving a reference leaves its lock file, which blocks every
            // later update of that reference; nobody else holds the registry now.
            for lock in try gitStep("remove stale locks", { try repository.removeStaleLocks() }) {
                report.repairs.append("removed the stale lock \(lock)")
            }
        }

        let integrity = try database.read("check the database") { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check")
        }
        if integrity != ["ok"] {
            report.problems.append(
                .init(version: nil, message: "SQLite: \(integrity.prefix(3).joined(separator: "; "))"))
        }

        var head: RevisionRecord?
        try database.read("read the history") { db in
            let revisions = try RevisionRecord.order(RevisionRecord.Columns.id).fetchCursor(db)
            var documents = DocumentStore.Sequence()
            var previous: RevisionRecord?
            while let record = try revisions.next() {
                report.revisionsChecked += 1
                let problems = try check(
                    record, previous: previous, documents: &documents, in: db, repository: repository, quick: quick,
                    report: &report, repair: repair)
                report.problems += problems.map { .init(version: record.version, message: $0) }
                previous = record
            }
            head = previous
        }

        let recorded = try database.read("read the versions") { db in
            try Row.fetchAll(db, sql: "SELECT version, output_commit FROM revision").map {
                (version: $0["version"] as String, commit: GitObjectID(bytes: [UInt8]($0["output_commit"] as Data)))
            }
        }
        let branch = try gitStep("read main") { try repository.branchTarget(mainBranch) }
        if let head, branch != head.commitID {
            let found = branch.map { "points to \($0.hex.prefix(12))" } ?? "does not exist"
            let expected = SHA256.hex([UInt8](head.outputCommit)).prefix(12)
            // Moving main forward finishes a publish a crash cut short; main pointing to a commit
            // no revision records means the database lost revisions, which only a backup mends.
            let behind = branch == nil || recorded.contains { $0.commit == branch }
            if repair, behind, let commit = head.commitID, repository.objectExists(commit) {
                try gitStep("move main") { try repository.setBranch(mainBranch, to: commit, expectedCurrent: branch) }
                report.repairs.append("moved main to \(head.version) (\(expected)); it \(found)")
            } else {
                let reason = behind ? "" : " (a commit no revision records: did the database lose revisions?)"
                report.problems.append(
                    .init(
                        version: head.version,
                        message: "main \(found)\(reason), but the head \(head.version) is \(expected)"))
            }
        } else if head == nil, let branch {
            report.problems.append(
                .init(
                    version: nil,
                    message: "main points to \(branch.hex.prefix(12)) but the database records no revision"))
        }
        let versions = Set(recorded.map(\.version))
        for name in try gitStep("list tags", { try repository.tagNames() }) where !versions.contains(name) {
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

    /// The problems of one revision, repairing its git side when asked.
    private static func check(
        _ record: RevisionRecord, previous: RevisionRecord?, documents: inout DocumentStore.Sequence, in db: Database,
        repository: OutputRepository, quick: Bool, report: inout VerifyReport, repair: Bool
    ) throws -> [String] {
        var problems: [String] = []
        if ChainHash.compute(record, parentVersion: previous?.version, previous: previous?.chainHash)
            != record.chainHash
        {
            problems.append("its row was changed after it was recorded (the hash chain breaks here)")
        }
        guard let document = try DocumentRecord.fetchOne(db, key: record.id) else {
            return problems + ["its document is missing"]
        }
        let text: String
        do {
            text = try documents.next(document, version: record.version)
        } catch {
            return problems + ["\((error as? RegistryError)?.localizedDescription ?? "\(error)")"]
        }
        if Data(SHA256.hash(Array(text.utf8))) != record.documentHash {
            problems.append("its stored document does not match its hash")
        }
        guard let commitID = record.commitID, let treeID = record.treeID
        else { return problems + ["its commit id is damaged"] }

        // What git holds for the revision: the commit, its tree, every blob. Missing objects are
        // problems of this revision, not reasons to stop checking the others.
        let commit = try? gitStep("read the commit of \(record.version)") { try repository.commit(commitID) }
        var missingObjects: [String] = []
        if !repository.objectExists(treeID) {
            missingObjects.append("its tree \(treeID.hex.prefix(12))")
        } else if !quick {
            do {
                let blobs = try gitStep("read the tree of \(record.version)") { try repository.blobIDs(in: treeID) }
                for (path, blob) in blobs.sorted(by: { $0.key < $1.key }) where !repository.objectExists(blob) {
                    missingObjects.append("the blob of \(path)")
                }
            } catch {
                missingObjects.append("part of its tree (\(error.localizedDescription))")
            }
        }

        // Regenerate only when it can match (the same generator) and is needed, for a check or a repair.
        let sameGenerator = record.generatorVersion == Generator.version
        var files: [GeneratedFile]?
        if !quick || commit == nil || !missingObjects.isEmpty, sameGenerator,
            let profile = OutputProfile(rawValue: record.profile),
            let designSystem = try? Project.designSystem(fromCanonical: text, version: record.version)
        {
            do {
                files = try packageFiles(designSystem, profile: profile, revisionID: record.id, in: db)
            } catch let error as RegistryError {
                // A damaged changelog entry is this revision's problem; the others are still checked.
                problems.append(error.localizedDescription)
            }
        }
        if let files, !quick {
            report.regenerated += 1
            if try gitStep("hash the package", { try OutputRepository.treeID(of: files) }) != treeID {
                problems.append("regenerating it does not reproduce its commit's tree")
            }
        } else if !quick, !sameGenerator {
            report.notes.append(
                "\(record.version) was generated by generator \(record.generatorVersion) (this is \(Generator.version)); "
                    + "regeneration not compared")
        }

        let signature = Self.signature(name: record.authorName, email: record.authorEmail, time: record.createdAt)
        let message = try commitMessage(for: record, in: db)
        if !missingObjects.isEmpty {
            // Git objects are derived data: rewrite them exactly as the publish made them.
            if repair, let files,
                (try? gitStep("rewrite objects", { try repository.writeTree(files, reusing: nil) })) == treeID
            {
                report.repairs.append("rewrote the missing objects of \(record.version)")
            } else {
                problems.append(
                    "\(missingObjects.prefix(3).joined(separator: ", ")) missing from the output repository")
            }
        }
        if let commit {
            if commit.tree != treeID { problems.append("its commit's tree is not the recorded tree") }
            let expectedParents = previous?.commitID.map { [$0] } ?? []
            if commit.parents != expectedParents { problems.append("its commit's parent is not the previous revision") }
        } else if repair, let files {
            let rebuilt = try? gitStep("rebuild the commit of \(record.version)") { () -> GitObjectID in
                _ = try repository.writeTree(files, reusing: nil)
                return try repository.createCommit(
                    tree: treeID, parent: previous?.commitID, author: signature, committer: signature, message: message)
            }
            if rebuilt == commitID {
                report.repairs.append("rebuilt the missing commit of \(record.version)")
            } else {
                problems.append("its commit is missing and could not be rebuilt identically")
            }
        } else {
            problems.append("its commit \(commitID.hex.prefix(12)) is missing from the output repository")
        }

        let tag = try? gitStep("read the tag \(record.version)") { try repository.tag(record.version) }
        if tag?.commit != commitID {
            // A tag whose object is gone reads as missing, and is recreated the same way.
            let found = tag.map { "points to \($0.commit.hex.prefix(12))" } ?? "is missing"
            if repair, repository.objectExists(commitID) {
                _ = try gitStep("tag \(record.version)") {
                    try repository.createTag(
                        record.version, commit: commitID, tagger: signature, message: message, force: true)
                }
                report.repairs.append(
                    "tag \(record.version) \(found == "is missing" ? "created" : "moved back") "
                        + "(it \(found))")
            } else {
                problems.append("its tag \(found), not to \(commitID.hex.prefix(12))")
            }
        }
        return problems
    }

    /// The message the publish of `record` gave its commit and tag.
    private static func commitMessage(
        for record: RevisionRecord, in db: Database
    ) throws
        -> String
    {
        let rollbackOf = try record.rollbackOfID.flatMap {
            try String.fetchOne(db, sql: "SELECT version FROM revision WHERE id = ?", arguments: [$0])
        }
        return Self.commitMessage(
            version: record.version, message: record.message, bump: record.bump, changes: record.changeCounts,
            rollbackOf: rollbackOf)
    }
}
