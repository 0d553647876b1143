import CLibGit2
import Crypto
import Foundation
import Generator
import Tokens

/// The git objects a list of files becomes, computed in memory: blob ids and serialized trees.
///
/// Trees are serialized here rather than with `git_treebuilder` so that ``OutputRepository/treeID(of:)``
/// and ``OutputRepository/writeTree(_:reusing:)`` share one encoding and cannot disagree.
struct TreeSnapshot: Sendable {
    /// The files whose bytes are in memory.
    let files: [GeneratedFile]
    /// The blob id of each file, in the order of `files`.
    let blobIDs: [GitObjectID]
    /// The files known by their blob ids only, already in the repository (a publish's files equal to the head's).
    let stored: [StoredBlob]
    let root: HashedTree

    /// A file of the tree known by its blob id only: its bytes are in the repository, not in memory.
    struct StoredBlob: Sendable, Equatable {
        let path: String
        let id: GitObjectID
    }

    /// The path of every file of the tree: those of `files`, then those of `stored`.
    var paths: [String] { files.map(\.path) + stored.map(\.path) }

    /// The objects of `files`. With `previous` (another snapshot, typically the package of the revision before), a
    /// file whose bytes equal the previous snapshot's file at the same path takes its blob id, and a folder none of
    /// whose entries changed takes its tree: equal bytes have equal ids, so the result is the one hashing everything
    /// gives, for a fraction of the SHA-1 work when consecutive revisions change a few files of thousands.
    init(_ files: [GeneratedFile], reusing previous: TreeSnapshot? = nil) throws(GitError) {
        stored = []
        if let previous, previous.stored.isEmpty, previous.files.count == files.count,
            zip(previous.files, files).allSatisfy({ $0.path == $1.path })
        {
            // The same paths in the same order lay out the same folders, already checked when `previous` was made.
            self.files = files
            (blobIDs, root) = try Self.objects(of: files, sameLayoutAs: previous)
            return
        }
        let layout = try Folder.layout(of: files.map(\.path))
        self.files = files
        blobIDs = try Self.blobIDs(of: files)
        root = try Self.hash(layout, blobIDs: blobIDs, stored: [])
    }

    /// The objects of a tree of `files` and of `stored` files, whose bytes are already in the repository: only
    /// `files` are hashed. The tree is the one hashing every file's bytes gives, as long as each stored id is the id of
    /// the bytes the file has (a publish takes them from the head's tree, for files whose recipes are the head's).
    init(_ files: [GeneratedFile], stored: [StoredBlob]) throws(GitError) {
        let layout = try Folder.layout(of: files.map(\.path) + stored.map(\.path))
        self.files = files
        self.stored = stored
        blobIDs = try Self.blobIDs(of: files)
        root = try Self.hash(layout, blobIDs: blobIDs, stored: stored)
    }

    /// The blob id of each of `files`, in their order.
    private static func blobIDs(of files: [GeneratedFile]) throws(GitError) -> [GitObjectID] {
        // Hashing is most of the work for a package of thousands of small files: on all cores.
        let hashes = concurrentMap(files) { file in
            Result { () throws(GitError) in
                try Self.hash(file.contents, type: GIT_OBJECT_BLOB)
            }
        }
        var blobIDs: [GitObjectID] = []
        blobIDs.reserveCapacity(files.count)
        for hash in hashes {
            blobIDs.append(try hash.get())
        }
        return blobIDs
    }

    /// The objects of `files`, whose paths are those of `previous` in its order: only the blobs whose bytes differ are
    /// hashed, and only the trees above them serialized and hashed again.
    private static func objects(
        of files: [GeneratedFile], sameLayoutAs previous: TreeSnapshot
    ) throws(GitError) -> (blobIDs: [GitObjectID], root: HashedTree) {
        var changed = [Bool](repeating: false, count: files.count)
        var changedIndices: [Int] = []
        for index in files.indices where !Self.sameBytes(files[index].contents, previous.files[index].contents) {
            changed[index] = true
            changedIndices.append(index)
        }
        let hashes = concurrentMap(changedIndices) { index in
            Result { () throws(GitError) in
                try Self.hash(files[index].contents, type: GIT_OBJECT_BLOB)
            }
        }
        var blobIDs = previous.blobIDs
        for (index, hash) in zip(changedIndices, hashes) {
            blobIDs[index] = try hash.get()
        }
        guard !changedIndices.isEmpty else { return (blobIDs, previous.root) }
        return (
            blobIDs, try rehash(previous.root, changed: changed, changedIndices: changedIndices, blobIDs: blobIDs)
        )
    }

    /// `tree` with the blobs of the `changed` files given their new ids, and every folder above one given its new
    /// bytes and hashed again; a folder with no changed file below it is `tree`'s own, and is not looked into: the range of
    /// file numbers below it holds none of `changedIndices` (sorted), which a package of thousands of folders (a
    /// colorset each) needs far less time to tell than walking them.
    private static func rehash(
        _ tree: HashedTree, changed: [Bool], changedIndices: [Int], blobIDs: [GitObjectID]
    ) throws(GitError)
        -> HashedTree
    {
        // The names and kinds are those of `tree`, so its order and its serialization hold but for the ids of the
        // entries that changed: those are written over a copy of its bytes, not serialized again (a folder of
        // thousands of colorsets is a tree of a hundred kilobytes).
        var entries = tree.entries
        var data = tree.data
        var touched = false
        var offset = 0
        for index in entries.indices {
            let entry = entries[index]
            // The entry's id comes after its mode, a space, its name and a NUL.
            let idOffset =
                offset + (entry.isTree ? HashedTree.treeMode.count : HashedTree.blobMode.count) + 1 + entry.name.count
                + 1
            offset = idOffset + GitObjectID.byteCount
            let id: GitObjectID
            switch entry.content {
            case .blob(let fileIndex):
                guard changed[fileIndex] else { continue }
                id = blobIDs[fileIndex]
                entries[index] = .init(name: entry.name, id: id, content: .blob(fileIndex: fileIndex))
            case .stored:
                // Only in snapshots made with stored files, which are never the `previous` of this.
                continue
            case .tree(let child):
                guard let files = child.fileIndices, Self.contains(changedIndices, anyOf: files) else { continue }
                let rehashed = try rehash(child, changed: changed, changedIndices: changedIndices, blobIDs: blobIDs)
                guard rehashed.id != child.id else { continue }
                id = rehashed.id
                entries[index] = .init(name: entry.name, id: id, content: .tree(rehashed))
            }
            id.withUnsafeBytes { data.replaceSubrange(idOffset..<offset, with: $0) }
            touched = true
        }
        guard touched else { return tree }
        return HashedTree(
            id: try hash(data, type: GIT_OBJECT_TREE), data: data, entries: entries, fileIndices: tree.fileIndices)
    }

    /// Whether the sorted `indices` hold one within `range`.
    private static func contains(_ indices: [Int], anyOf range: ClosedRange<Int>) -> Bool {
        // The first index not below the range, by bisection.
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] <= range.upperBound
    }

    /// Whether two files' bytes are equal: a comparison of memory, far cheaper than hashing either, and none at all
    /// for a file an incremental generation took from the package before (the same storage).
    private static func sameBytes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                return left == right || memcmp(left, right, lhs.count) == 0
            }
        }
    }

    /// The id git gives an object of `type` whose contents are `data`: the SHA-1 of a header and the bytes.
    ///
    /// By swift-crypto's SHA-1 (BoringSSL's, on the processor's SHA instructions where it has them) rather than
    /// libgit2's `git_odb_hash`: hashing is most of the work of a package's snapshot, and libgit2's SHA-1 with
    /// collision detection costs several times as much. The ids are the same for every object git accepts: git and
    /// libgit2 refuse an object in which the detection finds a forged collision.
    static func hash(_ data: [UInt8], type: git_object_t) throws(GitError) -> GitObjectID {
        let kind: String
        switch type {
        case GIT_OBJECT_BLOB: kind = "blob"
        case GIT_OBJECT_TREE: kind = "tree"
        default:
            var oid = git_oid()
            let code = data.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, type) }
            try check(code, "hash a git object")
            return GitObjectID(oid)
        }
        var sha1 = Insecure.SHA1()
        Array("\(kind) \(data.count)\0".utf8).withUnsafeBytes { sha1.update(bufferPointer: $0) }
        data.withUnsafeBytes { sha1.update(bufferPointer: $0) }
        return GitObjectID(digest: Array(sha1.finalize()))
    }

    /// The tree of `folder`, whose file numbers count `blobIDs`' files first, then the `stored` ones.
    private static func hash(
        _ folder: Folder, blobIDs: [GitObjectID], stored: [StoredBlob]
    ) throws(GitError) -> HashedTree {
        var entries: [HashedTree.Entry] = []
        entries.reserveCapacity(folder.entries.count)
        for entry in folder.entries {
            switch entry {
            case .file(let name, let index) where index < blobIDs.count:
                entries.append(.init(name: name, id: blobIDs[index], content: .blob(fileIndex: index)))
            case .file(let name, let index):
                entries.append(.init(name: name, id: stored[index - blobIDs.count].id, content: .stored))
            case .folder(let name, let child):
                let tree = try hash(child, blobIDs: blobIDs, stored: stored)
                entries.append(.init(name: name, id: tree.id, content: .tree(tree)))
            }
        }
        return try tree(ordered: entries)
    }

    /// The tree object of `entries`, in any order.
    private static func tree(of entries: [HashedTree.Entry]) throws(GitError) -> HashedTree {
        try tree(ordered: entries.sorted(by: HashedTree.Entry.gitOrder))
    }

    /// The tree object of `entries`, already in git's order.
    static func tree(ordered entries: [HashedTree.Entry]) throws(GitError) -> HashedTree {
        var data: [UInt8] = []
        for entry in entries {
            data.append(contentsOf: entry.isTree ? HashedTree.treeMode : HashedTree.blobMode)
            data.append(UInt8(ascii: " "))
            data.append(contentsOf: entry.name)
            data.append(0)
            entry.id.append(to: &data)
        }
        var fileIndices: ClosedRange<Int>?
        for entry in entries {
            let below: ClosedRange<Int>? =
                switch entry.content {
                case .blob(let fileIndex): fileIndex...fileIndex
                case .stored: nil
                case .tree(let child): child.fileIndices
                }
            guard let below else { continue }
            fileIndices =
                fileIndices.map { min($0.lowerBound, below.lowerBound)...max($0.upperBound, below.upperBound) }
                ?? below
        }
        return HashedTree(
            id: try hash(data, type: GIT_OBJECT_TREE), data: data, entries: entries, fileIndices: fileIndices)
    }

    /// A snapshot of objects already computed: ``OutputRepository/storedSnapshot(ofTree:)`` reads a tree this way.
    init(files: [GeneratedFile], blobIDs: [GitObjectID], stored: [StoredBlob], root: HashedTree) {
        self.files = files
        self.blobIDs = blobIDs
        self.stored = stored
        self.root = root
    }

    /// This snapshot of stored files only (a tree read from the repository, ``OutputRepository/storedSnapshot(ofTree:)``)
    /// with `files` in place of the stored files at their paths, when the files of the result are exactly `files`
    /// and `unchanged` (paths of this snapshot's files, each once): only `files` are hashed, and only the folders above
    /// them serialized and hashed again. Nil when the paths are not this snapshot's (a file added or removed, or
    /// given twice): ``init(_:stored:)`` lays such a package out.
    func replacing(_ files: [GeneratedFile], keeping unchanged: [String]) throws(GitError) -> TreeSnapshot? {
        guard self.files.isEmpty, files.count + unchanged.count == stored.count else { return nil }
        var index: [String: Int] = [:]
        index.reserveCapacity(stored.count)
        for (position, blob) in stored.enumerated() { index[blob.path] = position }
        // Every path of the result is one of this snapshot's, none twice, and as many: the same paths.
        var seen = [Bool](repeating: false, count: stored.count)
        for path in files.lazy.map(\.path) + unchanged {
            guard let position = index[path], !seen[position] else { return nil }
            seen[position] = true
        }
        let blobIDs = try Self.blobIDs(of: files)
        var replaced: [String: Int] = [:]
        var folders: Set<String> = []
        for (fileIndex, file) in files.enumerated() {
            replaced[file.path] = fileIndex
            var folder = Substring(file.path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                folders.insert(String(folder))
            }
        }
        let root = try Self.replace(in: root, prefix: "", replaced: replaced, folders: folders, blobIDs: blobIDs)
        let kept = unchanged.compactMap { index[$0].map { stored[$0] } }
        return TreeSnapshot(files: files, blobIDs: blobIDs, stored: kept, root: root)
    }

    /// `tree` (at `prefix`) with the files of `replaced` (path → index in `blobIDs`) given their new ids, descending
    /// only into `folders`, the folders that hold one; every tree above a changed entry serialized again.
    private static func replace(
        in tree: HashedTree, prefix: String, replaced: [String: Int], folders: Set<String>, blobIDs: [GitObjectID]
    ) throws(GitError) -> HashedTree {
        var entries = tree.entries
        var touched = false
        for position in entries.indices {
            let entry = entries[position]
            let path = prefix + String(decoding: entry.name, as: UTF8.self)
            switch entry.content {
            case .tree(let child):
                guard folders.contains(path) else { continue }
                let edited = try replace(
                    in: child, prefix: path + "/", replaced: replaced, folders: folders, blobIDs: blobIDs)
                guard edited.id != child.id else { continue }
                entries[position] = .init(name: entry.name, id: edited.id, content: .tree(edited))
            case .blob, .stored:
                guard let fileIndex = replaced[path] else { continue }
                entries[position] = .init(
                    name: entry.name, id: blobIDs[fileIndex], content: .blob(fileIndex: fileIndex))
            }
            touched = true
        }
        // The names and kinds are unchanged, so the order holds.
        return touched ? try Self.tree(ordered: entries) : tree
    }

    /// This snapshot with `file` added at the root, hashing only its blob and the root tree: the package is hashed
    /// before a publish takes the registry's lock, and a file that depends on the head (the changelog) is added
    /// after. The new file comes last in `files`.
    func addingRootFile(_ file: GeneratedFile) throws(GitError) -> TreeSnapshot {
        let name = Array(file.path.utf8)
        if name.isEmpty || name.contains(UInt8(ascii: "/")) || name.contains(0) {
            throw GitError.invalidPath(path: file.path, reason: "a root file needs a plain name")
        }
        if root.entries.contains(where: { $0.name == name }) {
            throw GitError.invalidPath(path: file.path, reason: "it appears more than once")
        }
        let id = try Self.hash(file.contents, type: GIT_OBJECT_BLOB)
        let entry = HashedTree.Entry(name: name, id: id, content: .blob(fileIndex: files.count))
        return TreeSnapshot(
            files: files + [file], blobIDs: blobIDs + [id], stored: stored,
            root: try Self.tree(of: root.entries + [entry]))
    }
}

/// A tree object computed in memory, with the entries it was serialized from.
struct HashedTree: Sendable {
    // Git writes tree modes in octal without leading zeros; `040000` would be a different tree id.
    static let blobMode = Array("100644".utf8)
    static let treeMode = Array("40000".utf8)

    struct Entry: Sendable {
        enum Content: Sendable {
            case blob(fileIndex: Int)
            /// A file known by its id only (``TreeSnapshot/stored``).
            case stored
            case tree(HashedTree)
        }

        /// The entry's name as stored in the tree: UTF-8, no `/`, no NUL.
        let name: [UInt8]
        let id: GitObjectID
        let content: Content

        var isTree: Bool {
            if case .tree = content { return true }
            return false
        }

        /// Git's order of a tree's entries: by name bytes, a folder compared as if its name ended
        /// with `/`.
        static func gitOrder(_ lhs: Entry, _ rhs: Entry) -> Bool {
            gitPrecedes(lhs.name, isTree: lhs.isTree, rhs.name, isTree: rhs.isTree)
        }
    }

    let id: GitObjectID
    /// The serialized tree object, without git's `tree <size>\0` header.
    let data: [UInt8]
    /// The entries in git's order.
    let entries: [Entry]
    /// The smallest and the largest number of a file below this tree (in the snapshot's `files`), nil when it holds
    /// none: every file below it is in this range.
    let fileIndices: ClosedRange<Int>?
}

/// Whether a tree entry named `lhs` comes before one named `rhs` in git's order: by name bytes, a folder compared as if
/// its name ended with `/`.
private func gitPrecedes(_ lhs: [UInt8], isTree lhsIsTree: Bool, _ rhs: [UInt8], isTree rhsIsTree: Bool) -> Bool {
    let count = min(lhs.count, rhs.count)
    for index in 0..<count where lhs[index] != rhs[index] {
        return lhs[index] < rhs[index]
    }
    // One name is a prefix of the other (or they are equal): compare what follows it.
    let slash = UInt8(ascii: "/")
    let left: UInt8? = lhs.count > count ? lhs[count] : (lhsIsTree ? slash : nil)
    let right: UInt8? = rhs.count > count ? rhs[count] : (rhsIsTree ? slash : nil)
    switch (left, right) {
    case (nil, nil), (_, nil): return false
    case (nil, _): return true
    case (let left?, let right?): return left < right
    }
}

/// One folder of a package's file list laid out as trees: its entries in git's order.
private final class Folder {
    enum Entry {
        /// The file number `index` of the list.
        case file(name: [UInt8], index: Int)
        case folder(name: [UInt8], Folder)

        var name: [UInt8] {
            switch self {
            case .file(let name, _), .folder(let name, _): name
            }
        }

        var isFolder: Bool {
            if case .folder = self { return true }
            return false
        }
    }

    var entries: [Entry] = []

    /// The folders of the files at `paths` (the file number `index` at `paths[index]`), refusing paths git cannot hold
    /// or that clash, the first of them in the order of `paths`.
    static func layout(of paths: [String]) throws(GitError) -> Folder {
        if let root = try inOrder(paths) { return root }
        let directory = Directory()
        for (index, path) in paths.enumerated() {
            try directory.insert(path, index: index)
        }
        return directory.folder()
    }

    /// The layout of `paths` when each comes after the one before in the order of their bytes, as a generated
    /// package's do; nil when they do not (or one repeats). In that order a folder's paths are contiguous, and the
    /// entries of each folder come in git's order: a folder's paths are its name, `/` and more, just as git compares
    /// a folder's name. Each entry is appended as it comes, with no sorting or lookup by name.
    private static func inOrder(_ paths: [String]) throws(GitError) -> Folder? {
        let slash = UInt8(ascii: "/")
        let root = Folder()
        // The folders of the path before, from the root down.
        var open: [(name: ArraySlice<UInt8>, folder: Folder)] = []
        var previous: [UInt8] = []
        for (index, path) in paths.enumerated() {
            let bytes = Array(path.utf8)
            if index > 0, !previous.lexicographicallyPrecedes(bytes) { return nil }
            previous = bytes
            let components = bytes.split(separator: slash, omittingEmptySubsequences: false)
            for component in components {
                if let reason = Directory.problem(with: component) {
                    throw GitError.invalidPath(path: path, reason: reason)
                }
            }
            let folders = components.dropLast()
            var depth = 0
            while depth < open.count, depth < folders.count, open[depth].name == folders[depth] { depth += 1 }
            open.removeSubrange(depth...)
            var folder = open.last?.folder ?? root
            for name in folders[depth...] {
                if folder.holdsFile(named: name) {
                    throw GitError.invalidPath(path: path, reason: "a parent folder is also a file")
                }
                let child = Folder()
                folder.entries.append(.folder(name: Array(name), child))
                open.append((name, child))
                folder = child
            }
            folder.entries.append(.file(name: Array(components[components.count - 1]), index: index))
        }
        return root
    }

    /// Whether a file named `name` is among the entries, when they are appended in the order of their paths' bytes:
    /// every entry after such a file has a name that begins with `name` (it comes between `name` and `name/`), so
    /// only those are looked at, from the last.
    private func holdsFile(named name: ArraySlice<UInt8>) -> Bool {
        for entry in entries.reversed() {
            guard entry.name.starts(with: name) else { return false }
            if case .file(let fileName, _) = entry, fileName.count == name.count { return true }
        }
        return false
    }
}

/// One folder of a package while a file list in any order is turned into trees.
private final class Directory {
    /// An entry name as git compares it: bytes, not Unicode-equivalent strings.
    struct Name: Hashable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    var files: [Name: Int] = [:]
    var directories: [Name: Directory] = [:]

    /// Adds the file at `path` (the file number `index`), refusing paths git cannot hold or that clash.
    func insert(_ path: String, index: Int) throws(GitError) {
        let components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { Name(bytes: Array($0)) }
        for component in components {
            if let reason = Self.problem(with: component.bytes) {
                throw GitError.invalidPath(path: path, reason: reason)
            }
        }
        guard let fileName = components.last else {
            throw GitError.invalidPath(path: path, reason: "it is empty")
        }
        var directory = self
        for name in components.dropLast() {
            if directory.files[name] != nil {
                throw GitError.invalidPath(path: path, reason: "a parent folder is also a file")
            }
            if let child = directory.directories[name] {
                directory = child
            } else {
                let child = Directory()
                directory.directories[name] = child
                directory = child
            }
        }
        if directory.files[fileName] != nil {
            throw GitError.invalidPath(path: path, reason: "it appears more than once")
        }
        if directory.directories[fileName] != nil {
            throw GitError.invalidPath(path: path, reason: "it is also a folder")
        }
        directory.files[fileName] = index
    }

    /// The entries of this folder and of those below, in git's order.
    func folder() -> Folder {
        let folder = Folder()
        folder.entries =
            (files.map { Folder.Entry.file(name: $0.key.bytes, index: $0.value) }
            + directories.map { Folder.Entry.folder(name: $0.key.bytes, $0.value.folder()) })
            .sorted {
                gitPrecedes($0.name, isTree: $0.isFolder, $1.name, isTree: $1.isFolder)
            }
        return folder
    }

    static func problem(with component: some Collection<UInt8>) -> String? {
        if component.isEmpty { return "it is empty or has an empty component (leading, trailing or double '/')" }
        if component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8) { return "it contains '.' or '..'" }
        // `git fsck` rejects `.git` in any case, since checking it out would write into the repository.
        if component.count == 4, String(decoding: component, as: UTF8.self).lowercased() == ".git" {
            return "it contains a '.git' component"
        }
        if component.contains(0) { return "it contains a NUL character" }
        return nil
    }
}
