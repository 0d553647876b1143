import CLibGit2
import Foundation
import Generator
import Tokens

/// The bare git repository that holds every published revision of the generated package.
///
/// All access goes through libgit2 in this process. An instance caches objects it has read, so use one per
/// operation and open a new one to see changes made by other processes (or deleted by a test).
public final class OutputRepository {
    private typealias SignaturePointer = UnsafeMutablePointer<git_signature>

    /// The folder of the bare repository, as given to ``open(at:create:)``.
    public let path: String
    let repository: OpaquePointer
    let database: OpaquePointer
    /// The objects this handle wrote, when asked to keep track (see ``writingOnePack(_:)``).
    var writtenObjects: [GitObjectID]?

    private init(path: String, repository: OpaquePointer, database: OpaquePointer) {
        self.path = path
        self.repository = repository
        self.database = database
    }

    deinit {
        git_odb_free(database)
        git_repository_free(repository)
    }

    // MARK: - Opening

    /// Opens the bare repository at `path`, creating it (bare, `HEAD` → `refs/heads/main`) when `create` is true
    /// and there is no repository there yet.
    public static func open(at path: String, create: Bool) throws(GitError) -> OutputRepository {
        try GitRuntime.start()
        try requireCString(path, "repository path")
        var repository: OpaquePointer?
        var code = git_repository_open_bare(&repository, path)
        if code == GitCode.notFound && create {
            var options = git_repository_init_options()
            try check(
                git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)),
                "prepare to create the output repository")
            options.flags = GIT_REPOSITORY_INIT_BARE.rawValue | GIT_REPOSITORY_INIT_MKPATH.rawValue
            code = "main".withCString { head in
                options.initial_head = head
                return git_repository_init_ext(&repository, path, &options)
            }
            try check(code, "create the output repository at \(path)")
        }
        if code == GitCode.notFound { throw GitError.notARepository(path: path) }
        try check(code, "open the output repository at \(path)")
        guard let repository else { throw GitError.notARepository(path: path) }
        var database: OpaquePointer?
        let databaseCode = git_repository_odb(&database, repository)
        guard databaseCode >= 0, let database else {
            let error = GitError.last("open the object database of \(path)", code: databaseCode)
            git_repository_free(repository)
            throw error
        }
        return OutputRepository(path: path, repository: repository, database: database)
    }

    /// Whether a repository at `path` holds any history (the branch `main` or a tag); false when there is none.
    public static func hasHistory(at path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path),
            let repository = try? OutputRepository.open(at: path, create: false)
        else { return false }
        let branch = (try? repository.branchTarget("main")) ?? nil
        let tags = (try? repository.tagNames()) ?? []
        return branch != nil || !tags.isEmpty
    }

    // MARK: - Trees

    /// The tree id `files` would have, computed in memory without writing anything.
    public static func treeID(of files: [GeneratedFile]) throws(GitError) -> GitObjectID {
        try TreeSnapshot(files).root.id
    }

    /// Path → blob id of each of `files`, computed in memory, to compare with ``blobIDs(in:)``.
    public static func blobIDs(of files: [GeneratedFile]) throws(GitError) -> [String: GitObjectID] {
        let snapshot = try TreeSnapshot(files)
        var result: [String: GitObjectID] = [:]
        for (file, id) in zip(snapshot.files, snapshot.blobIDs) { result[file.path] = id }
        return result
    }

    /// Writes the blobs and trees of `files` that the repository lacks and returns the root tree id.
    ///
    /// With `previousTree` (typically the last revision's root tree), an entry whose id equals the entry at the
    /// same path there is taken as present with everything below it, and not even checked; only folders that
    /// changed are descended into, so the cost grows with the change rather than with the package. Without it,
    /// or when `previousTree` itself is missing, every object is checked and the missing ones are written, which
    /// also repairs a tree whose objects were lost. Children are written before their parents, so a tree object
    /// is never present without its contents, even after a crash.
    public func writeTree(_ files: [GeneratedFile], reusing previousTree: GitObjectID?) throws(GitError) -> GitObjectID
    {
        try writeTree(try TreeSnapshot(files), reusing: previousTree)
    }

    /// Writes the objects of a package already hashed in memory; see ``writeTree(_:reusing:)``.
    func writeTree(_ snapshot: TreeSnapshot, reusing previousTree: GitObjectID?) throws(GitError) -> GitObjectID {
        let root = snapshot.root
        if root.id == previousTree { return root.id }
        // Looks for packs added by others once, instead of once per missing object (see writeIfMissing).
        try check(git_odb_refresh(database), "read the object database")
        let previous = try previousTree.flatMap { id throws(GitError) in try lookupTreeIfPresent(id) }
        defer { git_tree_free(previous) }
        try store(root, previous: previous, snapshot: snapshot)
        return root.id
    }

    private func store(_ tree: HashedTree, previous: OpaquePointer?, snapshot: TreeSnapshot) throws(GitError) {
        for entry in tree.entries {
            if let previous, let old = previousEntry(named: entry.name, in: previous) {
                let oldID = GitObjectID(git_tree_entry_id(old).pointee)
                if oldID == entry.id { continue }
                if case .tree(let subtree) = entry.content, git_tree_entry_type(old) == GIT_OBJECT_TREE {
                    let oldTree = try lookupTreeIfPresent(oldID)
                    defer { git_tree_free(oldTree) }
                    try store(subtree, previous: oldTree, snapshot: snapshot)
                    continue
                }
            }
            switch entry.content {
            case .blob(let index):
                try writeIfMissing(snapshot.files[index].contents, id: entry.id, type: GIT_OBJECT_BLOB)
            case .stored:
                // Its bytes are not in memory: the snapshot took the id from a tree of this repository. A missing
                // blob would make a commit that cannot be checked out.
                if try !exists(entry.id) { throw GitError.objectMissing(id: entry.id) }
            case .tree(let subtree):
                try store(subtree, previous: nil, snapshot: snapshot)
            }
        }
        try writeIfMissing(tree.data, id: tree.id, type: GIT_OBJECT_TREE)
    }

    private func previousEntry(named name: [UInt8], in tree: OpaquePointer) -> OpaquePointer? {
        (name + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { git_tree_entry_byname(tree, $0.baseAddress) }
        }
    }

    private func writeIfMissing(_ data: [UInt8], id: GitObjectID, type: git_object_t) throws(GitError) {
        // git_odb_write would find the object too, but it then rewrites the file's time stamp.
        if try exists(id) { return }
        var written = git_oid()
        let code = data.withUnsafeBytes { git_odb_write(&written, database, $0.baseAddress, $0.count, type) }
        try check(code, "write the \(typeName(type)) \(id)")
        writtenObjects?.append(id)
        if GitObjectID(written) != id {
            throw GitError.libgit2(
                operation: "write the \(typeName(type)) \(id)", code: GIT_ERROR.rawValue,
                message: "libgit2 stored it as \(GitObjectID(written))")
        }
    }

    /// Whether the object database holds `id`, without rescanning objects/pack (a plain git_odb_exists does that for
    /// every object it does not find; ``writeTree(_:reusing:)`` refreshes once first). An error is reported, not
    /// taken for either answer.
    func exists(_ id: GitObjectID) throws(GitError) -> Bool {
        var oid = id.oid
        let found = git_odb_exists_ext(database, &oid, GIT_ODB_LOOKUP_NO_REFRESH.rawValue)
        if found < 0 { try check(found, "look for the object \(id)") }
        return found == 1
    }

    /// Every file of a tree with its contents (for regenerating from a commit), sorted by path.
    public func files(in tree: GitObjectID) throws(GitError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for (path, id) in try blobEntries(in: tree) {
            var oid = id.oid
            var blob: OpaquePointer?
            let code = git_blob_lookup(&blob, repository, &oid)
            if code == GitCode.notFound { throw GitError.objectMissing(id: id) }
            try check(code, "read the file \(path) (\(id))")
            defer { git_blob_free(blob) }
            let size = Int(git_blob_rawsize(blob))
            var contents: [UInt8] = []
            if size > 0, let bytes = git_blob_rawcontent(blob) {
                contents = Array(UnsafeRawBufferPointer(start: bytes, count: size))
            }
            files.append(GeneratedFile(path: path, contents: contents))
        }
        return files
    }

    /// Path → blob id of every file of a tree, without reading the blobs (to explain which files differ).
    public func blobIDs(in tree: GitObjectID) throws(GitError) -> [String: GitObjectID] {
        var result: [String: GitObjectID] = [:]
        for (path, id) in try blobEntries(in: tree) { result[path] = id }
        return result
    }

    /// The tree `id` as a snapshot whose files are all stored (known by their blob ids, not read): what a publish
    /// edits into the next revision's tree (``TreeSnapshot/replacing(_:keeping:)``). Each tree's serialization is
    /// made again from its entries; a tree with an entry dsys does not write (an executable file, a link, a
    /// submodule) is ``GitError/unsupportedTreeEntry(path:mode:)``. `leavingOut`: a file at the root left out of the
    /// snapshot (a revision's `CHANGELOG.md`, which the next revision adds anew).
    func storedSnapshot(ofTree id: GitObjectID, leavingOut rootFile: String? = nil) throws(GitError) -> TreeSnapshot {
        var stored: [TreeSnapshot.StoredBlob] = []
        var root = try hashedTree(id, prefix: "", stored: &stored)
        if let rootFile,
            let position = root.entries.firstIndex(where: { !$0.isTree && $0.name == Array(rootFile.utf8) })
        {
            var entries = root.entries
            entries.remove(at: position)
            root = try TreeSnapshot.tree(ordered: entries)
            stored.removeAll { $0.path == rootFile }
        }
        return TreeSnapshot(files: [], blobIDs: [], stored: stored, root: root)
    }

    private func hashedTree(
        _ id: GitObjectID, prefix: String, stored: inout [TreeSnapshot.StoredBlob]
    ) throws(GitError) -> HashedTree {
        var oid = id.oid
        var object: OpaquePointer?
        let code = git_tree_lookup(&object, repository, &oid)
        if code == GitCode.notFound { throw GitError.objectMissing(id: id) }
        try check(code, "read the tree \(id)")
        defer { git_tree_free(object) }
        var entries: [HashedTree.Entry] = []
        var data: [UInt8] = []
        // In the tree's own order, git's: the entries serialize back to the very object.
        for index in 0..<git_tree_entrycount(object) {
            guard let entry = git_tree_entry_byindex(object, index), let cName = git_tree_entry_name(entry) else {
                continue
            }
            let name = Array(
                UnsafeBufferPointer(
                    start: UnsafeRawPointer(cName).assumingMemoryBound(to: UInt8.self),
                    count: strlen(cName)))
            let entryID = GitObjectID(git_tree_entry_id(entry).pointee)
            let path = prefix + String(decoding: name, as: UTF8.self)
            switch git_tree_entry_filemode(entry) {
            case GIT_FILEMODE_TREE:
                let child = try hashedTree(entryID, prefix: path + "/", stored: &stored)
                entries.append(.init(name: name, id: entryID, content: .tree(child)))
                data += HashedTree.treeMode
            case GIT_FILEMODE_BLOB:
                stored.append(TreeSnapshot.StoredBlob(path: path, id: entryID))
                entries.append(.init(name: name, id: entryID, content: .stored))
                data += HashedTree.blobMode
            case let mode:
                throw GitError.unsupportedTreeEntry(path: path, mode: mode.rawValue)
            }
            data.append(UInt8(ascii: " "))
            data += name
            data.append(0)
            entryID.append(to: &data)
        }
        // Its files are stored ones, numbered in no snapshot's `files`.
        return HashedTree(id: id, data: data, entries: entries, fileIndices: nil)
    }

    /// The files below `tree` as (path, blob id), sorted by the bytes of their paths.
    private func blobEntries(in tree: GitObjectID) throws(GitError) -> [(path: String, id: GitObjectID)] {
        var entries: [(path: String, id: GitObjectID)] = []
        try collectBlobs(in: tree, prefix: "", into: &entries)
        entries.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        return entries
    }

    private func collectBlobs(
        in tree: GitObjectID, prefix: String, into entries: inout [(path: String, id: GitObjectID)]
    ) throws(GitError) {
        guard let object = try lookupTreeIfPresent(tree) else { throw GitError.objectMissing(id: tree) }
        defer { git_tree_free(object) }
        for index in 0..<git_tree_entrycount(object) {
            guard let entry = git_tree_entry_byindex(object, index) else { continue }
            let path = prefix + String(cString: git_tree_entry_name(entry))
            let id = GitObjectID(git_tree_entry_id(entry).pointee)
            let mode = git_tree_entry_filemode(entry)
            switch mode {
            case GIT_FILEMODE_TREE:
                try collectBlobs(in: id, prefix: path + "/", into: &entries)
            case GIT_FILEMODE_BLOB, GIT_FILEMODE_BLOB_EXECUTABLE:
                entries.append((path, id))
            default:
                throw GitError.unsupportedTreeEntry(path: path, mode: mode.rawValue)
            }
        }
    }

    /// The tree `id`, or nil when the repository lacks it; other failures (corruption, wrong type) throw.
    private func lookupTreeIfPresent(_ id: GitObjectID) throws(GitError) -> OpaquePointer? {
        try requireType(of: id, GIT_OBJECT_TREE)
        var oid = id.oid
        var tree: OpaquePointer?
        let code = git_tree_lookup(&tree, repository, &oid)
        if code == GitCode.notFound { return nil }
        try check(code, "read the tree \(id)")
        return tree
    }

    // MARK: - Objects

    /// Whether the object database holds the object `id`.
    public func objectExists(_ id: GitObjectID) -> Bool {
        var oid = id.oid
        return git_odb_exists(database, &oid) != 0
    }

    /// The type of the object `id`, or nil when it is missing.
    private func objectType(_ id: GitObjectID) throws(GitError) -> git_object_t? {
        var oid = id.oid
        var size = 0
        var type = GIT_OBJECT_INVALID
        let code = git_odb_read_header(&size, &type, database, &oid)
        if code == GitCode.notFound { return nil }
        try check(code, "read the object \(id)")
        return type
    }

    /// Throws unless `id` is missing or of the `expected` type.
    ///
    /// libgit2's typed lookups report a wrong type as "not found", which would read as a missing object.
    private func requireType(of id: GitObjectID, _ expected: git_object_t) throws(GitError) {
        if let type = try objectType(id), type != expected {
            throw GitError.unexpectedObjectType(id: id, expected: typeName(expected), actual: typeName(type))
        }
    }

    /// The commit `id`; throws ``GitError/objectMissing(id:)`` when it is absent.
    private func lookupCommit(_ id: GitObjectID) throws(GitError) -> OpaquePointer {
        try requireType(of: id, GIT_OBJECT_COMMIT)
        var oid = id.oid
        var commit: OpaquePointer?
        let code = git_commit_lookup(&commit, repository, &oid)
        if code == GitCode.notFound { throw GitError.objectMissing(id: id) }
        try check(code, "read the commit \(id)")
        guard let commit else { throw GitError.objectMissing(id: id) }
        return commit
    }

    // MARK: - Commits

    /// Creates a commit object without updating any reference.
    ///
    /// The message is cleaned up as `git commit` does (trailing whitespace and surplus blank lines removed, a final
    /// newline added); the same tree, parent, signatures and message always give the same id.
    public func createCommit(
        tree: GitObjectID, parent: GitObjectID?, author: GitSignature, committer: GitSignature, message: String
    ) throws(GitError) -> GitObjectID {
        let bytes = try commitBytes(tree: tree, parent: parent, author: author, committer: committer, message: message)
        return try write(bytes, type: GIT_OBJECT_COMMIT, "create a commit of the tree \(tree)")
    }

    /// Writes an object whose bytes are laid out already (a commit, a tag), noting it for ``writingOnePack(_:)``.
    private func write(_ bytes: [UInt8], type: git_object_t, _ operation: String) throws(GitError) -> GitObjectID {
        var oid = git_oid()
        let code = bytes.withUnsafeBytes { git_odb_write(&oid, database, $0.baseAddress, $0.count, type) }
        try check(code, operation)
        writtenObjects?.append(GitObjectID(oid))
        return GitObjectID(oid)
    }

    /// The id ``createCommit(tree:parent:author:committer:message:)`` would give the commit, computed without writing
    /// it; the tree (and the parent, if any) must be present.
    public func commitID(
        tree: GitObjectID, parent: GitObjectID?, author: GitSignature, committer: GitSignature, message: String
    ) throws(GitError) -> GitObjectID {
        let bytes = try commitBytes(tree: tree, parent: parent, author: author, committer: committer, message: message)
        var oid = git_oid()
        let code = bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_COMMIT) }
        try check(code, "hash a commit of the tree \(tree)")
        return GitObjectID(oid)
    }

    /// The bytes of a commit object, as libgit2 lays them out: the one place that decides a commit's contents.
    private func commitBytes(
        tree: GitObjectID, parent: GitObjectID?, author: GitSignature, committer: GitSignature, message: String
    ) throws(GitError) -> [UInt8] {
        guard let treeObject = try lookupTreeIfPresent(tree) else { throw GitError.objectMissing(id: tree) }
        defer { git_tree_free(treeObject) }
        let parentObject = try parent.map { id throws(GitError) in try lookupCommit(id) }
        defer { git_commit_free(parentObject) }
        let authorSignature = try makeSignature(author, role: "author")
        defer { git_signature_free(authorSignature) }
        let committerSignature = try makeSignature(committer, role: "committer")
        defer { git_signature_free(committerSignature) }
        let text = try prettify(message)
        var parents: [OpaquePointer?] = parentObject.map { [$0] } ?? []
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        let code = parents.withUnsafeMutableBufferPointer { parents in
            git_commit_create_buffer(
                &buffer, repository, authorSignature, committerSignature, nil, text, treeObject, parents.count,
                parents.baseAddress)
        }
        try check(code, "lay out a commit of the tree \(tree)")
        guard let pointer = buffer.ptr else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: buffer.size))
    }

    /// Writes the commit whose bytes hash to `expected`, from ids alone: its tree and parent need not be here (a
    /// commit of a shared registry that another machine made, written so that the next commit can name it as its
    /// parent; its tree follows later). Laid out as libgit2 lays out commits; returns false, writing nothing, when
    /// the bytes do not hash to `expected`.
    func writeCommit(
        tree: GitObjectID, parent: GitObjectID?, author: GitSignature, committer: GitSignature, message: String,
        expected: GitObjectID
    ) throws(GitError) -> Bool {
        let authorSignature = try makeSignature(author, role: "author")
        defer { git_signature_free(authorSignature) }
        let committerSignature = try makeSignature(committer, role: "committer")
        defer { git_signature_free(committerSignature) }
        let text =
            "tree \(tree.hex)\n" + (parent.map { "parent \($0.hex)\n" } ?? "")
            + Self.signatureLine("author ", authorSignature) + Self.signatureLine("committer ", committerSignature)
            + "\n"
            + (try prettify(message))
        let bytes = Array(text.utf8)
        var oid = git_oid()
        try check(
            bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_COMMIT) },
            "hash a commit of the tree \(tree)")
        guard GitObjectID(oid) == expected else { return false }
        try check(
            bytes.withUnsafeBytes { git_odb_write(&oid, database, $0.baseAddress, $0.count, GIT_OBJECT_COMMIT) },
            "write the commit \(expected)")
        return true
    }

    /// A commit's tree, parents, message, author and committer; nil when the repository lacks the object.
    public func commit(_ id: GitObjectID) throws(GitError) -> GitCommitInfo? {
        guard try objectType(id) != nil else { return nil }
        let commit = try lookupCommit(id)
        defer { git_commit_free(commit) }
        var parents: [GitObjectID] = []
        for index in 0..<git_commit_parentcount(commit) {
            if let parent = git_commit_parent_id(commit, index) { parents.append(GitObjectID(parent.pointee)) }
        }
        guard let tree = git_commit_tree_id(commit), let author = git_commit_author(commit),
            let committer = git_commit_committer(commit)
        else {
            throw GitError.libgit2(
                operation: "read the commit \(id)", code: GIT_ERROR.rawValue, message: "it is incomplete")
        }
        return GitCommitInfo(
            id: id, tree: GitObjectID(tree.pointee), parents: parents,
            message: git_commit_message_raw(commit).map { String(cString: $0) } ?? "",
            author: GitSignature(author), committer: GitSignature(committer))
    }

    private func makeSignature(_ signature: GitSignature, role: String) throws(GitError) -> SignaturePointer {
        try requireCString(signature.name, "\(role) name")
        try requireCString(signature.email, "\(role) email")
        var result: SignaturePointer?
        let code = git_signature_new(
            &result, signature.name, signature.email, signature.time, signature.offsetMinutes)
        try check(code, "use \(signature.name) <\(signature.email)> as \(role)")
        guard let result else { throw GitError.invalidInput(what: "\(role) signature", reason: "libgit2 refused it") }
        return result
    }

    func prettify(_ message: String) throws(GitError) -> String {
        try requireCString(message, "message")
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        try check(git_message_prettify(&buffer, message, 0, CChar(UInt8(ascii: "#"))), "clean up a message")
        guard let text = buffer.ptr else { return "" }
        return String(cString: text)
    }

    // MARK: - Branches

    /// Points `refs/heads/<name>` at `commit` if the branch currently points at `expectedCurrent`, or does not
    /// exist when `expectedCurrent` is nil.
    ///
    /// The comparison and the update happen under the reference's lock, so two publishers that both read the
    /// same head cannot both move it: the loser gets ``GitError/branchMoved(branch:expected:actual:)``, or
    /// ``GitError/referenceLocked(name:)`` when it arrives while the winner holds the lock.
    public func setBranch(_ name: String, to commit: GitObjectID, expectedCurrent: GitObjectID?) throws(GitError) {
        let reference = "refs/heads/" + name
        try requireCString(reference, "branch name")
        // Checked here because libgit2 reports an unknown target only as a generic error.
        guard let type = try objectType(commit) else { throw GitError.objectMissing(id: commit) }
        if type != GIT_OBJECT_COMMIT {
            throw GitError.unexpectedObjectType(id: commit, expected: "commit", actual: typeName(type))
        }
        var target = commit.oid
        // libgit2 treats an all-zero expected id as "must not exist", checked under the same lock.
        var current = expectedCurrent?.oid ?? git_oid()
        var created: OpaquePointer?
        let code = git_reference_create_matching(
            &created, repository, reference, &target, 1, &current, "dsys: publish \(commit)")
        git_reference_free(created)
        if code == GitCode.modified || (code == GitCode.notFound && expectedCurrent != nil) {
            throw GitError.branchMoved(branch: name, expected: expectedCurrent, actual: try branchTarget(name))
        }
        if code == GitCode.locked { throw GitError.referenceLocked(name: reference) }
        try check(code, "point the branch \(name) at \(commit)")
    }

    /// The commit `refs/heads/<name>` points at, or nil when there is no such branch.
    public func branchTarget(_ name: String) throws(GitError) -> GitObjectID? {
        try referenceTarget("refs/heads/" + name, what: "branch name")
    }

    /// The object the reference `name` (a full name, `refs/…`) points at, or nil when there is no such reference.
    func referenceID(_ name: String) throws(GitError) -> GitObjectID? {
        try referenceTarget(name, what: "reference name")
    }

    /// Points the reference `name` (a full name, `refs/…`) at `id`, replacing what it pointed at.
    func setReference(_ name: String, to id: GitObjectID) throws(GitError) {
        try requireCString(name, "reference name")
        var target = id.oid
        var created: OpaquePointer?
        let code = git_reference_create(&created, repository, name, &target, 1, "dsys")
        git_reference_free(created)
        if code == GitCode.locked { throw GitError.referenceLocked(name: name) }
        try check(code, "point \(name) at \(id)")
    }

    private func referenceTarget(_ reference: String, what: String) throws(GitError) -> GitObjectID? {
        try requireCString(reference, what)
        var oid = git_oid()
        let code = git_reference_name_to_id(&oid, repository, reference)
        if code == GitCode.notFound { return nil }
        try check(code, "read the reference \(reference)")
        return GitObjectID(oid)
    }

    // MARK: - Tags

    /// Creates the annotated tag `refs/tags/<name>` for `commit` and returns the tag object's id.
    ///
    /// The message is cleaned up like a commit message. With `force`, an existing tag of that name is replaced
    /// (for repairs); without it, an existing tag is ``GitError/tagExists(name:)``.
    @discardableResult
    public func createTag(
        _ name: String, commit: GitObjectID, tagger: GitSignature, message: String, force: Bool
    ) throws(GitError) -> GitObjectID {
        try requireCString(name, "tag name")
        try requireType(of: commit, GIT_OBJECT_COMMIT)
        // A publish writes its tag object into its own pack (``writeTagObject(_:commit:tagger:message:)``), so that
        // it leaves no loose object behind; only the reference is left to make.
        let written = try tagID(name, commit: commit, tagger: tagger, message: message)
        var existing = written.oid
        if try exists(written) {
            var reference: OpaquePointer?
            let code = git_reference_create(&reference, repository, "refs/tags/" + name, &existing, force ? 1 : 0, nil)
            git_reference_free(reference)
            if code == GitCode.exists { throw GitError.tagExists(name: name) }
            if code == GitCode.locked { throw GitError.referenceLocked(name: "refs/tags/" + name) }
            try check(code, "create the tag \(name)")
            return written
        }
        var target = commit.oid
        var object: OpaquePointer?
        let lookup = git_object_lookup(&object, repository, &target, GIT_OBJECT_COMMIT)
        if lookup == GitCode.notFound { throw GitError.objectMissing(id: commit) }
        try check(lookup, "read the commit \(commit)")
        defer { git_object_free(object) }
        let signature = try makeSignature(tagger, role: "tagger")
        defer { git_signature_free(signature) }
        let text = try prettify(message)
        var oid = git_oid()
        let code = git_tag_create(&oid, repository, name, object, signature, text, force ? 1 : 0)
        if code == GitCode.exists { throw GitError.tagExists(name: name) }
        if code == GitCode.locked { throw GitError.referenceLocked(name: "refs/tags/" + name) }
        try check(code, "create the tag \(name)")
        return GitObjectID(oid)
    }

    /// The id ``createTag(_:commit:tagger:message:force:)`` gives the annotated tag, computed without writing it.
    func tagID(
        _ name: String, commit: GitObjectID, tagger: GitSignature, message: String
    ) throws(GitError) -> GitObjectID {
        let bytes = try tagBytes(name, commit: commit, tagger: tagger, message: message)
        var oid = git_oid()
        try check(
            bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_TAG) },
            "hash the tag \(name)")
        return GitObjectID(oid)
    }

    /// Writes the annotated tag object ``createTag(_:commit:tagger:message:force:)`` makes, without its reference:
    /// a publish writes it into the pack of its other new objects (see ``writingOnePack(_:)``), and the reference
    /// made later, once the revision is recorded, then points at it.
    @discardableResult
    public func writeTagObject(
        _ name: String, commit: GitObjectID, tagger: GitSignature, message: String
    ) throws(GitError) -> GitObjectID {
        try write(
            try tagBytes(name, commit: commit, tagger: tagger, message: message), type: GIT_OBJECT_TAG,
            "write the tag \(name)")
    }

    /// The bytes of an annotated tag object as libgit2's `git_tag_create` lays them out (object, type, tag, tagger,
    /// a blank line, the cleaned-up message).
    private func tagBytes(
        _ name: String, commit: GitObjectID, tagger: GitSignature, message: String
    ) throws(GitError) -> [UInt8] {
        try requireCString(name, "tag name")
        let signature = try makeSignature(tagger, role: "tagger")
        defer { git_signature_free(signature) }
        let text =
            "object \(commit.hex)\ntype commit\ntag \(name)\n" + Self.signatureLine("tagger ", signature) + "\n"
            + (try prettify(message))
        return Array(text.utf8)
    }

    /// The message and tagger of the annotated tag object `id`; nil when it is not a readable tag object.
    func tagObject(_ id: GitObjectID) -> (message: String, tagger: GitSignature?)? {
        var oid = id.oid
        var tag: OpaquePointer?
        guard git_tag_lookup(&tag, repository, &oid) >= 0, let tag else { return nil }
        defer { git_tag_free(tag) }
        return (git_tag_message(tag).map { String(cString: $0) } ?? "", git_tag_tagger(tag).map(GitSignature.init))
    }

    /// A signature line as `git_signature__writebuf` writes it, with the name and email `git_signature_new` trimmed.
    private static func signatureLine(_ header: String, _ signature: SignaturePointer) -> String {
        let name = String(cString: signature.pointee.name)
        let email = String(cString: signature.pointee.email)
        let offset = signature.pointee.when.offset
        let sign = offset < 0 || signature.pointee.when.sign == CChar(UInt8(ascii: "-")) ? "-" : "+"
        let minutes = abs(Int(offset))
        let zone =
            "\(sign)\(minutes / 60 < 10 ? "0" : "")\(minutes / 60)\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
        return "\(header)\(name) <\(email)> \(UInt32(truncatingIfNeeded: signature.pointee.when.time)) \(zone)\n"
    }

    /// The tag object `refs/tags/<name>` points at and the commit it peels to; nil when there is no such tag.
    ///
    /// For a lightweight tag, which dsys never creates, both ids are the commit's.
    public func tag(_ name: String) throws(GitError) -> (tag: GitObjectID, commit: GitObjectID)? {
        guard let id = try referenceTarget("refs/tags/" + name, what: "tag name") else { return nil }
        guard let type = try objectType(id) else { throw GitError.objectMissing(id: id) }
        if type == GIT_OBJECT_COMMIT { return (id, id) }
        if type != GIT_OBJECT_TAG {
            throw GitError.unexpectedObjectType(id: id, expected: "tag", actual: typeName(type))
        }
        var oid = id.oid
        var tag: OpaquePointer?
        try check(git_tag_lookup(&tag, repository, &oid), "read the tag \(name)")
        defer { git_tag_free(tag) }
        guard let targetID = git_tag_target_id(tag).map({ GitObjectID($0.pointee) }) else {
            throw GitError.libgit2(operation: "read the tag \(name)", code: GIT_ERROR.rawValue, message: "no target")
        }
        var peeled: OpaquePointer?
        let code = git_tag_peel(&peeled, tag)
        if code == GitCode.notFound { throw GitError.objectMissing(id: targetID) }
        try check(code, "follow the tag \(name)")
        defer { git_object_free(peeled) }
        let peeledID = GitObjectID(git_object_id(peeled).pointee)
        let peeledType = git_object_type(peeled)
        if peeledType != GIT_OBJECT_COMMIT {
            throw GitError.unexpectedObjectType(id: peeledID, expected: "commit", actual: typeName(peeledType))
        }
        return (id, peeledID)
    }

    /// The names of all tags, sorted by their bytes (so `1.10.0` sorts before `1.2.0`).
    public func tagNames() throws(GitError) -> [String] {
        var names = git_strarray()
        try check(git_tag_list(&names, repository), "list the tags")
        defer { git_strarray_dispose(&names) }
        var result: [String] = []
        for index in 0..<names.count {
            if let name = names.strings[index] { result.append(String(cString: name)) }
        }
        return result.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Deletes the tag `refs/tags/<name>` and returns whether there was one.
    @discardableResult
    public func deleteTag(_ name: String) throws(GitError) -> Bool {
        try requireCString(name, "tag name")
        let code = git_tag_delete(repository, name)
        if code == GitCode.notFound { return false }
        if code == GitCode.locked { throw GitError.referenceLocked(name: "refs/tags/" + name) }
        try check(code, "delete the tag \(name)")
        return true
    }
}

extension OutputRepository {
    /// Removes the lock files git leaves beside references when a process is killed while updating them, and
    /// returns their paths relative to the repository.
    ///
    /// A leftover lock makes every later update of that reference fail with ``GitError/referenceLocked(name:)``.
    /// Only call this while holding the registry's own lock, when no other process can be updating references.
    @discardableResult
    public func removeStaleLocks() throws(GitError) -> [String] {
        let root = URL(fileURLWithPath: path, isDirectory: true)
        var candidates = ["HEAD.lock", "packed-refs.lock", "config.lock"]
        let references = root.appendingPathComponent("refs")
        if let enumerator = FileManager.default.enumerator(atPath: references.path) {
            for case let relative as String in enumerator where relative.hasSuffix(".lock") {
                candidates.append("refs/" + relative)
            }
        }
        var removed: [String] = []
        for relative in candidates.sorted() {
            let url = root.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw GitError.libgit2(
                    operation: "remove the stale lock \(relative)", code: GIT_ERROR.rawValue,
                    message: FileSystemReason.of(error))
            }
            removed.append(relative)
        }
        return removed
    }
}

// Every call goes through one libgit2 repository handle, which must not be shared between threads.
@available(*, unavailable)
extension OutputRepository: Sendable {}
