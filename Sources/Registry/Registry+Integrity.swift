import Foundation
import Tokens

extension Registry {
    /// What reading every object of the recorded history found: objects missing or damaged, by revision.
    struct ObjectScan: Sendable {
        /// An object that is absent or does not read back as its id.
        struct Failure: Sendable {
            /// What the object is to the revision that first reaches it: "its commit", "the blob of Package.swift", …
            var description: String
            var state: OutputRepository.ObjectState
            var firstRevision: Int64
        }

        var failures: [GitObjectID: Failure] = [:]
        /// For each revision, the failed objects its commit, tag or tree reaches (only revisions that have some).
        var failuresByRevision: [Int64: [GitObjectID]] = [:]
        /// Every object read back correctly, to keep when the damage is set aside.
        var sound: [GitObjectID] = []
        /// Packs whose files fail their checksums (full scans only).
        var packs: [OutputRepository.PackDamage] = []

        var hasDamage: Bool {
            !packs.isEmpty || failures.values.contains { if case .damaged = $0.state { true } else { false } }
        }

        /// The damaged objects and what reading them found, in the order of the revisions that first reach them.
        var damaged: [(id: GitObjectID, failure: Failure, reason: String)] {
            failures.compactMap { id, failure in
                if case .damaged(let reason) = failure.state { (id, failure, reason) } else { nil }
            }.sorted { ($0.failure.firstRevision, $0.id.hex) < ($1.failure.firstRevision, $1.id.hex) }
        }

        /// The state of `id` as read, good when it read back correctly or was not read.
        func state(_ id: GitObjectID?) -> OutputRepository.ObjectState {
            id.flatMap { failures[$0]?.state } ?? .good
        }
    }

    /// Reads and hashes every object the recorded revisions reach, as `git fsck` would for them: each commit, the
    /// annotated tag of its version, and every tree and (with `blobs`) file below the tree its row records; each object
    /// once, however many revisions share it. With `blobs`, also checks every pack's checksums (``OutputRepository/checkPacks()``).
    func scanObjects(
        _ records: [RevisionRecord], repository: OutputRepository, blobs: Bool, progress: ProgressReporter = .silent
    ) -> ObjectScan {
        var scan = ObjectScan()
        var seen = Set<GitObjectID>()
        // Descriptions and paths are spelled out only for an object not read before (a damaged one's): a revision's
        // new trees list thousands of entries its predecessor's trees already held.
        func read(_ id: GitObjectID, _ description: @autoclosure () -> String, revision: Int64) {
            guard seen.insert(id).inserted else { return }
            let state = repository.readState(of: id)
            if state == .good {
                scan.sound.append(id)
            } else {
                scan.failures[id] = .init(description: description(), state: state, firstRevision: revision)
            }
        }
        func walk(_ tree: GitObjectID, path: @autoclosure () -> String, revision: Int64) {
            guard seen.insert(tree).inserted else { return }
            let path = path()
            func spelled(_ name: UnsafeBufferPointer<UInt8>) -> String {
                let name = String(decoding: name, as: UTF8.self)
                return path.isEmpty ? name : path + "/" + name
            }
            let state = repository.readTree(tree) { name, id, isTree in
                if isTree {
                    walk(id, path: spelled(name), revision: revision)
                } else if blobs {
                    read(id, "the blob of \(spelled(name))", revision: revision)
                }
            }
            guard state == .good else {
                let description = path.isEmpty ? "its tree \(tree.hex.prefix(12))" : "the tree of \(path)/"
                scan.failures[tree] = .init(description: description, state: state, firstRevision: revision)
                return
            }
            scan.sound.append(tree)
        }
        for (index, record) in records.enumerated() {
            progress.report("Reading the output repository", completed: index, total: records.count)
            if let commit = record.commitID { read(commit, "its commit \(commit.hex.prefix(12))", revision: record.id) }
            if let tag = repository.referenceTargetIfPresent("refs/tags/" + record.version), tag != record.commitID {
                read(tag, "its tag object \(tag.hex.prefix(12))", revision: record.id)
            }
            if let tree = record.treeID { walk(tree, path: "", revision: record.id) }
        }
        if blobs {
            progress.report("Checking the output repository's packs")
            scan.packs = repository.checkPacks()
        }
        guard !scan.failures.isEmpty else { return scan }

        // Which revisions reach each failed object: each tree is looked into once.
        var under: [GitObjectID: Set<GitObjectID>] = [:]
        func failuresUnder(_ tree: GitObjectID) -> Set<GitObjectID> {
            if let known = under[tree] { return known }
            var found = Set<GitObjectID>()
            if scan.failures[tree] != nil {
                found.insert(tree)
            } else {
                _ = repository.readTree(tree) { _, id, isTree in
                    if isTree {
                        found.formUnion(failuresUnder(id))
                    } else if scan.failures[id] != nil {
                        found.insert(id)
                    }
                }
            }
            under[tree] = found
            return found
        }
        for record in records {
            var found = record.treeID.map(failuresUnder) ?? []
            if let commit = record.commitID, scan.failures[commit] != nil { found.insert(commit) }
            if let tag = repository.referenceTargetIfPresent("refs/tags/" + record.version), scan.failures[tag] != nil {
                found.insert(tag)
            }
            if !found.isEmpty { scan.failuresByRevision[record.id] = found.sorted { $0.hex < $1.hex } }
        }
        return scan
    }

    /// The problems of a scan's damage: each damaged object once, at the first revision that reaches it, naming every
    /// version it belongs to; each damaged pack once.
    static func damageProblems(
        _ scan: ObjectScan, versions: [Int64: String], repair: Bool
    ) -> [(revision: Int64?, message: String)] {
        var problems: [(revision: Int64?, message: String)] = []
        let advice =
            repair
            ? "" : "; `dsysctl verify --repair` sets it aside and rebuilds what the registry's rows can"
        for (id, failure, reason) in scan.damaged {
            let owners = scan.failuresByRevision.filter { $0.value.contains(id) }.keys.sorted().compactMap {
                versions[$0]
            }
            problems.append(
                (
                    failure.firstRevision,
                    "\(failure.description) (\(id.hex.prefix(12))) is damaged in the output repository: \(reason); "
                        + "it belongs to \(listing(owners))\(advice)"
                ))
        }
        for pack in scan.packs {
            let owners = Set(
                pack.objects.flatMap { id in scan.failuresByRevision.filter { $0.value.contains(id) }.keys })
            let named =
                owners.isEmpty ? "" : "; it holds objects of \(listing(owners.sorted().compactMap { versions[$0] }))"
            problems.append(
                (
                    owners.min(),
                    "objects/pack/\(pack.pack) is damaged: \(pack.reasons.joined(separator: "; "))\(named)\(advice)"
                ))
        }
        return problems
    }

    /// `1.0.0`, `1.0.0 and 1.0.1`, `1.0.0, 1.0.1 and 1.1.0`, or the first five and how many more.
    static func listing(_ versions: [String]) -> String {
        switch versions.count {
        case 0: return "no recorded version"
        case 1: return versions[0]
        case 2...6: return versions.dropLast().joined(separator: ", ") + " and " + (versions.last ?? "")
        default: return versions.prefix(5).joined(separator: ", ") + " and \(versions.count - 5) more versions"
        }
    }

    /// Sets aside what a scan found damaged so that the rows can rebuild it: an index whose pack is intact is rebuilt
    /// from the pack; otherwise every object that read back correctly goes into a new pack, and the damaged packs
    /// and loose files move to `output.git/damaged/`. Returns what was done, for the report.
    func setAsideDamage(_ scan: ObjectScan, repository: OutputRepository) throws -> [String] {
        var done: [String] = []
        var damagedPacks: [String] = []
        let damagedIDs = Set(scan.damaged.map(\.id))
        for pack in scan.packs {
            if pack.packIsIntact,
                try Self.gitStep("index \(pack.pack) anew", { try repository.reindex(pack: pack.pack) })
            {
                done.append("rebuilt the damaged index of objects/pack/\(pack.pack) from the pack")
            } else {
                damagedPacks.append(pack.pack)
            }
        }
        // A damaged packed object damages its pack; one that only a quick scan found is looked up in the packs.
        if !damagedIDs.isEmpty, scan.packs.isEmpty {
            damagedPacks += repository.checkPacks().map(\.pack)
        }
        guard !damagedPacks.isEmpty || !damagedIDs.isEmpty else { return done }
        let moved = try Self.gitStep("set the damaged objects aside") {
            // Objects in packs that stay need no copy: a new pack is written only when packs are set aside.
            try repository.setAsideDamage(
                keeping: damagedPacks.isEmpty ? [] : scan.sound, damagedPacks: damagedPacks,
                damagedObjects: Array(damagedIDs))
        }
        if !moved.isEmpty {
            done.append(
                "moved the damaged \(moved.count == 1 ? "file" : "files") \(moved.joined(separator: ", ")) to "
                    + "\(project.repositoryPath)/damaged/"
                    + (damagedPacks.isEmpty ? "" : ", keeping the \(scan.sound.count) sound objects in a new pack"))
        }
        return done
    }
}
