import Foundation
import Generator
import Tokens

extension Registry {
    /// The configuration key of the output repository that records the remote (`dsysctl remote set`).
    static let remoteConfigKey = "dsys.remote"

    /// Records `url` as the remote every later publish pushes to (in `.dsys/output.git`'s configuration), after
    /// checking that it can be reached and holds nothing but this registry's versions.
    public func setRemote(_ url: String) throws -> RemoteReferences {
        try RemoteURL.check(url)
        try Self.createFolder(project.registryFolder)
        let repository = try openRepository(create: true)
        let references = try Self.remoteStep("read", url) {
            try OutputRepository.remoteReferences(url, credentials: credentials)
        }
        let reader: any RegistryReader = (try? store.exists()) == true ? store : EmptyHistory()
        if let reason = try foreignState(of: references, head: nil, reader: reader) {
            throw RegistryError.remoteRefused(remote: RemoteURL.redacted(url), version: nil, reason: reason)
        }
        try Self.gitStep("record the remote") { try repository.setConfigValue(Self.remoteConfigKey, url) }
        return references
    }

    /// The remote to push to: the one given (`--remote`, `DSYS_REMOTE`), else the one recorded, else none.
    public func effectiveRemote() throws -> String? {
        if let remote { return remote }
        return try Self.gitStep("read the recorded remote") {
            try OutputRepository.configValue(Self.remoteConfigKey, repository: project.repositoryPath)
        }
    }

    /// Why the remote cannot take this registry's versions, or nil when it can: its `main` holds a commit no
    /// revision records, or one of its tags named like a version points elsewhere than that version's commit.
    /// `head`, when given, is the revision about to be recorded (not yet in the store) with its commit.
    func foreignState(
        of references: RemoteReferences, head: (version: String, commit: GitObjectID)?, reader: any RegistryReader
    ) throws -> String? {
        if let main = references.branches["refs/heads/" + Self.mainBranch], main != head?.commit,
            try reader.revision(commit: Data(main.bytes)) == nil
        {
            return "its main points to \(main.hex.prefix(12)), a commit that no version of this registry has "
                + "(pushed by hand or by another tool?); dsys only adds to its own history and never forces a push"
        }
        for (name, commit) in references.tags.sorted(by: { $0.key < $1.key }) {
            let version = String(name.dropFirst("refs/tags/".count))
            guard (try? SemanticVersion(parsing: version))?.description == version else { continue }
            let expected =
                version == head?.version ? head?.commit : try reader.revision(version: version)?.commitID
            if let expected, expected != commit {
                return "its tag \(version) points to \(commit.hex.prefix(12)), not to \(expected.hex.prefix(12)) "
                    + "(the registry's \(version)); dsys never moves a tag on a remote"
            }
            if expected == nil {
                return "it already has a tag \(version) that is not this registry's (made by hand?); "
                    + "dsys never moves a tag on a remote"
            }
        }
        return nil
    }

    /// Refuses a publish before anything is recorded (and before the store's lock, which others wait for) when
    /// the remote cannot take this registry's versions: its main holds a commit no revision records, or it has a tag
    /// named like a version that no revision records (the next publish's among them).
    func checkRemoteAccepts(_ remote: String) throws {
        let references = try Self.remoteStep("read", remote) {
            try OutputRepository.remoteReferences(remote, credentials: credentials)
        }
        let reader: any RegistryReader = (try? store.exists()) == true ? store : EmptyHistory()
        if let reason = try foreignState(of: references, head: nil, reader: reader) {
            throw RegistryError.remoteRefused(remote: RemoteURL.redacted(remote), version: nil, reason: reason)
        }
    }

    /// Pushes `main` and the tag of the recorded revision `record` to `remote`. `main` is left alone when the remote's
    /// is already at a later revision (another publisher pushed first); a tag is never moved.
    func push(_ record: RevisionRecord, repository: OutputRepository, remote: String) throws {
        guard let commit = record.commitID else { return }
        let tag = "refs/tags/" + record.version
        let main = "refs/heads/" + Self.mainBranch
        func fail(_ reason: String) -> RegistryError {
            .recordedButIncomplete(
                version: record.version, step: "pushing to \(RemoteURL.redacted(remote))", reason: reason)
        }
        // Publishers push in the order they finish, not the order they recorded: main is only ever moved forward.
        // The first push is sent blind; when anything is refused, the remote is looked at: a main already at a later
        // revision stays, a push that lost a race for main (the server's ref lock, or non-fast-forward) retries.
        var specs = ["\(tag):\(tag)", "\(main):\(main)"]
        var attempt = 0
        while true {
            attempt += 1
            let rejected: [String: String]
            do {
                rejected = try repository.push(specs, to: remote, credentials: credentials)
            } catch {
                throw fail(error.localizedDescription)
            }
            if rejected.isEmpty { return }
            let references: RemoteReferences
            do {
                references = try OutputRepository.remoteReferences(remote, credentials: credentials)
            } catch {
                throw fail(error.localizedDescription)
            }
            specs = []
            if let tagged = references.tags[tag] {
                if tagged != commit {
                    throw fail("the remote's tag \(record.version) points to \(tagged.hex.prefix(12))")
                }
            } else {
                specs.append("\(tag):\(tag)")
            }
            if try needsMain(references.branches[main], for: record) { specs.append("\(main):\(main)") }
            if specs.isEmpty { return }
            let lostRace = rejected.allSatisfy { $0.key == main || $0.value == OutputRepository.notSent }
            guard lostRace, attempt < Self.pushAttempts else {
                throw fail(
                    rejected.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
                        + " (the server refused the update)")
            }
            usleep(UInt32.random(in: 20_000...200_000))
        }
    }

    /// How often a push of `main` that lost a race to another publisher's is tried.
    static let pushAttempts = 8

    /// Whether the remote's `main` (at `current`) must move to `record`'s commit: it is missing or at an earlier
    /// revision. At a later revision or at the commit itself it stays; at a commit no revision records it is an error.
    private func needsMain(_ current: GitObjectID?, for record: RevisionRecord) throws -> Bool {
        guard let current else { return true }
        if current == record.commitID { return false }
        guard let other = try store.revision(commit: Data(current.bytes)) else {
            throw RegistryError.recordedButIncomplete(
                version: record.version, step: "pushing main",
                reason: "the remote's main points to \(current.hex.prefix(12)), which no revision records")
        }
        return other.id < record.id
    }

    // MARK: - A local output repository that lags a shared store

    /// The output repository of a shared store made ready, under the lock, to build on `head`: when the head's commit
    /// is not here (another machine published it), it is written from the head's row alone, which is cheap. Its tree
    /// and the commits before it follow after the lock when they are needed, to push or to read a package
    /// (``completeHistory(through:reader:repository:)``): publishers never regenerate each other's packages while
    /// others wait, and without a remote not at all (`verify` completes this machine's repository).
    func prepareSharedRepository(head: RevisionRecord?, reader: any RegistryReader) throws -> OutputRepository {
        let repository = try openRepository(create: true)
        guard let head, let commit = head.commitID, !repository.objectExists(commit) else { return repository }
        if try writeCommitFromRow(head, reader: reader, repository: repository) { return repository }
        try completeHistory(through: head, reader: reader, repository: repository)
        return repository
    }

    /// Writes the commit of `record` from its row (tree and parent ids, author, time, message); false when the bytes
    /// do not give the recorded id.
    private func writeCommitFromRow(
        _ record: RevisionRecord, reader: any RegistryReader, repository: OutputRepository
    ) throws -> Bool {
        guard let commit = record.commitID, let tree = record.treeID else { return false }
        let parent = try record.parentID.flatMap { try reader.revision(id: $0)?.commitID }
        let (message, signature) = try Self.commitParts(of: record, in: reader)
        return try Self.gitStep("write the commit of \(record.version)") {
            try repository.writeCommit(
                tree: tree, parent: parent, author: signature, committer: signature, message: message,
                expected: commit)
        }
    }

    /// Makes every commit up to `record` whole in the repository, with its tree: taken from the remote when it has
    /// them, else rebuilt from the rows (trees are reproducible).
    func completeHistory(
        through record: RevisionRecord, reader: any RegistryReader, repository: OutputRepository
    ) throws {
        func isWhole(_ revision: RevisionRecord) -> Bool {
            guard let commit = revision.commitID, let tree = revision.treeID else { return true }
            return repository.objectExists(commit) && repository.objectExists(tree)
        }
        // Everything up to the commit `refs/dsys/whole` names is whole here. After it, a revision may lack its
        // commit (published elsewhere) or its tree (its commit written from its row).
        let marker = try Self.gitStep("read \(Self.wholeReference)") { try repository.referenceID(Self.wholeReference) }
        let wholeThrough = try marker.flatMap { try reader.revision(commit: Data($0.bytes))?.id } ?? 0
        guard wholeThrough < record.id else { return }
        var missing: [RevisionRecord] = []
        var first = wholeThrough + 1
        while first <= record.id {
            let ids = first...min(record.id, first + 255)
            missing += try reader.revisions(ids).filter { !isWhole($0) }
            first = ids.upperBound + 1
        }
        missing.reverse()
        if !missing.isEmpty, let remote = try effectiveRemote() {
            // What is not on the remote yet (a publisher between its commit and its push) is rebuilt below.
            try? repository.fetch(
                ["+refs/heads/\(Self.mainBranch):refs/dsys/remote/\(Self.mainBranch)"], from: remote,
                credentials: credentials)
            missing = missing.filter { !isWhole($0) }
        }
        if let oldest = missing.last {
            var previous = try oldest.parentID.flatMap { try reader.revision(id: $0) }
            for revision in missing.reversed() {
                try rebuildCommit(revision, previous: previous, reader: reader, repository: repository)
                previous = revision
            }
        }
        if let commit = record.commitID {
            try Self.gitStep("set \(Self.wholeReference)") {
                try repository.setReference(Self.wholeReference, to: commit)
            }
        }
    }

    /// The reference naming the newest commit up to which this machine's output repository is whole (every commit
    /// with its tree), for a shared store.
    static let wholeReference = "refs/dsys/whole"

    /// Writes the commit of `record` exactly as its publish did, from its document and stored changelog entries.
    func rebuildCommit(
        _ record: RevisionRecord, previous: RevisionRecord?, reader: any RegistryReader, repository: OutputRepository
    ) throws {
        guard record.generatorVersion == Generator.version else {
            throw RegistryError.repositoryOutOfStep(
                reason: "the commit of \(record.version) is neither here nor on the remote, and generator "
                    + "\(record.generatorVersion) made it (this is \(Generator.version)), so it cannot be rebuilt; "
                    + "fetch it from a machine that has it")
        }
        let text = try reader.documentText(of: record)
        let designSystem = try Project.designSystem(fromCanonical: text, version: record.version)
        let tree = try Self.revisionTree(
            designSystem, profile: try Self.recordedProfile(of: record), revisionID: record.id, in: reader)
        let (message, signature) = try Self.commitParts(of: record, in: reader)
        let commit = try Self.gitStep("rebuild the commit of \(record.version)") {
            try repository.writingOnePack { writer throws(GitError) in
                _ = try writer.writeTree(tree, reusing: previous?.treeID)
                return try writer.createCommit(
                    tree: tree.root.id, parent: previous?.commitID, author: signature, committer: signature,
                    message: message)
            }
        }
        guard commit == record.commitID else {
            throw RegistryError.repositoryOutOfStep(
                reason: "rebuilding the commit of \(record.version) from the registry does not give "
                    + "\(record.commitID?.hex.prefix(12) ?? "?"); run `dsysctl verify`")
        }
    }

    static func remoteStep<T>(_ operation: String, _ url: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GitError {
            throw RegistryError.remoteRefused(
                remote: RemoteURL.redacted(url), version: nil,
                reason: "could not \(operation) it: \(error.localizedDescription)")
        }
    }
}

/// Remote URLs as dsys accepts and prints them.
enum RemoteURL {
    static func check(_ url: String) throws {
        let schemes = ["file://", "git://", "ssh://", "https://", "http://"]
        let scp = url.contains("@") && url.contains(":") && !url.contains("://")
        guard schemes.contains(where: url.hasPrefix) || scp else {
            throw RegistryError.remoteRefused(
                remote: redacted(url), version: nil,
                reason: "dsys pushes to file://, git://, ssh:// (or user@host:path) and https:// remotes")
        }
        if let components = URLComponents(string: url), components.password != nil {
            throw RegistryError.remoteRefused(
                remote: redacted(url), version: nil,
                reason: "it holds a password; give a token in DSYS_GIT_TOKEN instead, so it is in no file or log")
        }
    }

    /// `url` without a password or token between `://` and `@`.
    static func redacted(_ url: String) -> String { PostgresLocation.redacted(url) }
}

extension Registry {
    /// `verify`'s look at the remote: every version's tag there at its commit, and `main` at the head. With `repair`,
    /// pushes what the remote lacks (never moving a tag it has).
    func checkRemote(
        _ remote: String, records: [RevisionRecord], repository: OutputRepository, repair: Bool,
        report: inout VerifyReport
    ) {
        let name = RemoteURL.redacted(remote)
        let references: RemoteReferences
        do {
            references = try OutputRepository.remoteReferences(remote, credentials: credentials)
        } catch {
            report.problems.append(
                .init(version: nil, message: "the remote \(name) cannot be read: \(error.localizedDescription)"))
            return
        }
        var missing: [RevisionRecord] = []
        var foreign = false
        for record in records {
            guard let commit = record.commitID else { continue }
            if let tagged = references.tags["refs/tags/" + record.version] {
                if tagged != commit {
                    foreign = true
                    report.problems.append(
                        .init(
                            version: record.version,
                            message: "the remote \(name) has the tag \(record.version) at \(tagged.hex.prefix(12)), "
                                + "not at its commit \(commit.hex.prefix(12)); dsys never moves a tag on a remote"))
                }
            } else {
                missing.append(record)
            }
        }
        let versions = Set(records.map(\.version))
        for name in references.tags.keys.sorted() {
            let version = String(name.dropFirst("refs/tags/".count))
            guard (try? SemanticVersion(parsing: version))?.description == version, !versions.contains(version) else {
                continue
            }
            report.problems.append(
                .init(
                    version: version,
                    message: "the remote \(RemoteURL.redacted(remote)) has a tag \(version) that no "
                        + "revision records (made by hand?); a publish of \(version) is refused until it is deleted there"
                ))
        }
        let main = "refs/heads/" + Self.mainBranch
        let remoteMain = references.branches[main]
        let head = records.last
        let commits = Set(records.compactMap(\.commitID))
        if let remoteMain, !commits.contains(remoteMain) {
            foreign = true
            report.problems.append(
                .init(
                    version: nil,
                    message: "the remote \(name) has main at \(remoteMain.hex.prefix(12)), a commit no revision "
                        + "records; dsys never forces a push"))
        }
        let mainBehind = head != nil && remoteMain != head?.commitID
        guard !missing.isEmpty || mainBehind else { return }
        let lacking =
            missing.isEmpty
            ? "main is not at the head \(head?.version ?? "")"
            : "\(missing.count) version\(missing.count == 1 ? "" : "s") (\(missing.prefix(5).map(\.version).joined(separator: ", "))"
                + "\(missing.count > 5 ? ", …" : ""))"
        if repair, !foreign {
            let specs =
                missing.map { "refs/tags/\($0.version):refs/tags/\($0.version)" }
                + (mainBehind ? ["\(main):\(main)"] : [])
            do {
                let rejected = try repository.push(specs, to: remote, credentials: credentials)
                if rejected.isEmpty {
                    report.repairs.append("pushed to \(name) what it lacked: \(lacking)")
                    return
                }
                report.problems.append(
                    .init(
                        version: nil,
                        message: "the remote \(name) lacks \(lacking); pushing refused: "
                            + rejected.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
                                separator: "; ")))
            } catch {
                report.problems.append(
                    .init(
                        version: nil,
                        message: "the remote \(name) lacks \(lacking); pushing failed: \(error.localizedDescription)"))
            }
            return
        }
        report.problems.append(.init(version: missing.first?.version, message: "the remote \(name) lacks \(lacking)"))
    }
}

/// The history of a registry that does not exist yet: nothing.
private struct EmptyHistory: RegistryReader {
    func head() throws -> RevisionRecord? { nil }
    func revision(version: String) throws -> RevisionRecord? { nil }
    func revision(id: Int64) throws -> RevisionRecord? { nil }
    func revision(commit: Data) throws -> RevisionRecord? { nil }
    func revisions(_ ids: ClosedRange<Int64>) throws -> [RevisionRecord] { [] }
    func documentRecords(_ ids: ClosedRange<Int64>) throws -> [DocumentRecord] { [] }
    func changelogEntries(_ ids: ClosedRange<Int64>, limit: Int?) throws -> [ChangelogEntryRecord] { [] }
}
