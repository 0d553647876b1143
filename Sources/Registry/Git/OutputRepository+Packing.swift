import CLibGit2
import CZlib
import Crypto
import Foundation
import PackageOutput

// Packing, as git does it: a publish's new objects (its tag among them) are written as one pack instead of a loose
// file each. Such a pack cannot hold deltas against earlier objects, so the smallest packs are merged as
// `git repack --geometric=2` merges them: only those that break a progression in which each pack holds at least twice
// the objects of the one before, so each object is packed again about log2(publishes) times, not at every merge. Once
// everything beside the biggest pack reaches a share of it, the repository is consolidated into one pack with deltas,
// as git's `gc` does. Without either, a long-lived registry would grow by the full, separately compressed size of
// every changed file and tree on every publish.

extension OutputRepository {
    /// Consolidate everything once the packs besides the biggest, with the loose objects, reach this share of the
    /// biggest: the repository then stays within about 1 + share of its consolidated size, and each consolidation
    /// has at least that share of new data to fold in, so its work stays proportional to what was published.
    static let consolidationShare = 0.2
    /// The progression the packs keep, by their numbers of objects (`git repack --geometric`'s factor): each pack
    /// holds at least this many times the objects of the next smaller one.
    static let geometricFactor = 2

    /// Runs `body` on a second handle of this repository whose writes go into memory, then stores the objects it
    /// wrote as one pack (whole objects when they are few, see ``packedWithoutDeltasUpTo``, else with deltas between
    /// them), checks that the repository holds each of them then, and makes them visible to this handle.
    public func writingOnePack<T>(_ body: (OutputRepository) throws(GitError) -> T) throws(GitError) -> T {
        let writer = try OutputRepository.open(at: path, create: false)
        var backend: UnsafeMutablePointer<git_odb_backend>?
        try check(git_mempack_new(&backend), "prepare an in-memory object store")
        guard let backend else { throw GitError.invalidInput(what: "object store", reason: "libgit2 made none") }
        // Above the loose (1) and pack (2) backends, so every write lands in memory; the object database owns and
        // frees it with the handle.
        let added = git_odb_add_backend(writer.database, backend, 1_000)
        if added < 0 {
            backend.pointee.free?(backend)
            try check(added, "add an in-memory object store")
        }
        writer.writtenObjects = []
        let result = try body(writer)
        // A commit or tag can be written again (an interrupted publish's, rebuilt): each goes into the pack once.
        var seen = Set<GitObjectID>()
        let written = (writer.writtenObjects ?? []).filter { seen.insert($0).inserted }
        if written.count > Self.packedWithoutDeltasUpTo {
            // Only what was written: libgit2's own mempack dump would pack every object the new commit reaches.
            var builder: OpaquePointer?
            try check(git_packbuilder_new(&builder, writer.repository), "start a pack")
            defer { git_packbuilder_free(builder) }
            for id in written {
                var oid = id.oid
                try check(git_packbuilder_insert(builder, &oid, nil), "pack the object \(id)")
            }
            var pack = git_buf()
            defer { git_buf_dispose(&pack) }
            try check(git_packbuilder_write_buf(&pack, builder), "assemble the pack of the new objects")
            if let bytes = pack.ptr {
                try writePack(UnsafeRawBufferPointer(start: bytes, count: pack.size))
            }
        } else if !written.isEmpty {
            let pack = try Self.packWithoutDeltas(written, from: writer.database)
            try pack.withUnsafeBufferPointer { bytes throws(GitError) in try writePack(UnsafeRawBufferPointer(bytes)) }
        }
        git_mempack_reset(backend)
        try check(git_odb_refresh(database), "read the object database")
        // Before anything refers to them. libgit2's indexer checks the pack's checksum and each zlib stream, not the
        // sizes the object headers state: given a misstated one, it stored the pack and the object was then not
        // found under its id (a publish went on to record the revision, and failed moving main).
        for id in written where try !exists(id) {
            throw GitError.invalidInput(
                what: "pack of the new objects", reason: "the object \(id) cannot be found once the pack is stored")
        }
        return result
    }

    /// The most objects a publish writes as a pack of whole objects (``packWithoutDeltas(_:from:)``) rather than
    /// through libgit2's pack builder. A one-color publish writes eight or nine: its changed files, the trees
    /// above them, the commit and the tag. For so few, the builder finds almost no deltas (the previous versions of the
    /// files are in other packs), yet it lists every tag of the repository and searches deltas among them all:
    /// 46 M instructions in a publish of a 1,015-version history, against 22 M for the whole objects. The
    /// geometric merges and the consolidation later pack them again with deltas, as for any small pack. Compressed at
    /// zlib's fastest level, such a pack is a little bigger than the builder's (3 % for a one-color publish),
    /// which the consolidation's share counts until the next merge.
    static let packedWithoutDeltasUpTo = 64

    /// A pack (version 2) of the objects `ids`, read from `database`, each stored whole and compressed as git
    /// compresses a loose object (zlib's fastest level, `core.looseCompression`'s default: the pack stands for the
    /// loose objects of one publish until a merge packs them again), in the order given, with the SHA-1 of the
    /// pack's bytes at its end. `ids` name each object once.
    static func packWithoutDeltas(_ ids: [GitObjectID], from database: OpaquePointer) throws(GitError) -> [UInt8] {
        var pack = Array("PACK".utf8)
        for word in [UInt32(2), UInt32(ids.count)] {
            pack += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
        }
        for id in ids {
            var object: OpaquePointer?
            var oid = id.oid
            try check(git_odb_read(&object, database, &oid), "read the object \(id) to pack it")
            defer { git_odb_object_free(object) }
            // The type (commit 1, tree 2, blob 3, tag 4) and the size, 4 bits and then 7 bits a byte, lowest first.
            let type = git_odb_object_type(object)
            guard [GIT_OBJECT_COMMIT, GIT_OBJECT_TREE, GIT_OBJECT_BLOB, GIT_OBJECT_TAG].contains(type) else {
                throw GitError.invalidInput(what: "object \(id)", reason: "it is of no type a pack holds whole")
            }
            // A test's failure point: the size misstated, as a header written wrong would (see writingOnePack).
            var size = git_odb_object_size(object) + (FaultInjection.fails("pack-size") ? 16 : 0)
            var byte = UInt8(truncatingIfNeeded: type.rawValue) << 4 | UInt8(size & 0x0F)
            size >>= 4
            while size > 0 {
                pack.append(byte | 0x80)
                byte = UInt8(size & 0x7F)
                size >>= 7
            }
            pack.append(byte)
            let data = UnsafeRawBufferPointer(
                start: git_odb_object_data(object), count: git_odb_object_size(object))
            guard let stream = Compression.zlibStream(data, level: Z_BEST_SPEED) else {
                throw GitError.invalidInput(what: "object \(id)", reason: "zlib could not compress it")
            }
            pack += stream
        }
        var digest = Insecure.SHA1()
        digest.update(data: pack)
        pack += digest.finalize()
        return pack
    }

    /// Stores the bytes of a pack (and its index) in `objects/pack`.
    func writePack(_ bytes: UnsafeRawBufferPointer) throws(GitError) {
        var writepack: UnsafeMutablePointer<git_odb_writepack>?
        try check(git_odb_write_pack(&writepack, database, nil, nil), "start writing a pack")
        guard let writepack else { throw GitError.invalidInput(what: "pack", reason: "libgit2 made no pack writer") }
        defer { writepack.pointee.free?(writepack) }
        var stats = git_indexer_progress()
        guard let append = writepack.pointee.append, let commit = writepack.pointee.commit else {
            throw GitError.invalidInput(what: "pack", reason: "the object database cannot store packs")
        }
        try check(append(writepack, bytes.baseAddress, bytes.count, &stats), "write a pack")
        try check(commit(writepack, &stats), "index a pack")
    }

    /// The packs (name and size) and the loose objects (count and size) in `objects/`.
    public func objectFiles() -> (packs: [String], packSizes: [Int], loose: Int, looseBytes: Int) {
        let objects = URL(fileURLWithPath: path).appendingPathComponent("objects")
        let packFolder = objects.appendingPathComponent("pack")
        let packs = ((try? FileManager.default.contentsOfDirectory(atPath: packFolder.path)) ?? []).filter {
            $0.hasSuffix(".pack")
        }.sorted()
        let sizes = packs.map { fileSize(packFolder.appendingPathComponent($0).path) }
        var loose = 0
        var looseBytes = 0
        for (_, folder) in looseObjectFolders() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                loose += 1
                looseBytes += fileSize(folder.appendingPathComponent(name).path)
            }
        }
        return (packs, sizes, loose, looseBytes)
    }

    /// The folders of loose objects in `objects/` (`00` to `ff`), in order, from one listing of `objects/`: a packed
    /// repository has few or none of the 256, and looking each one up was up to 256 failed look-ups.
    private func looseObjectFolders() -> [(prefix: String, folder: URL)] {
        let objects = URL(fileURLWithPath: path).appendingPathComponent("objects")
        let isFanOut = { (name: String) in
            name.utf8.count == 2 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        }
        return ((try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []).filter(isFanOut).sorted()
            .map { ($0, objects.appendingPathComponent($0)) }
    }

    private func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// What keeps the repository compact now: nothing, merging the smallest packs, or consolidating all.
    public enum Maintenance: Equatable, Sendable {
        case none, merge, consolidate
    }

    /// See ``Maintenance``: consolidate when the rest has grown to ``consolidationShare`` of the biggest pack, merge
    /// when there are loose objects or the packs break their progression (see ``packsToMerge(_:)``).
    public var maintenance: Maintenance {
        let files = objectFiles()
        let biggest = files.packSizes.max() ?? 0
        let rest = files.packSizes.reduce(0, +) - biggest + files.looseBytes
        let others = max(files.packs.count - 1, 0) + (files.loose > 0 ? 1 : 0)
        if others == 0 { return .none }
        if Double(rest) >= Self.consolidationShare * Double(biggest) { return .consolidate }
        return files.loose > 0 || !packsToMerge(files.packs).isEmpty ? .merge : .none
    }

    /// The packs a geometric repack merges, as `git repack --geometric` picks them: sorted by their numbers of
    /// objects, the smallest ones up to the last that holds fewer than ``geometricFactor`` times the objects of the
    /// one before it, then each next one that holds fewer than that factor times all of them together (so that the
    /// merged pack keeps the progression). Empty when the packs already form it. A pack whose index cannot be read
    /// (a crash left it without one) is never merged: its objects cannot be listed, and a merge that failed on it
    /// would fail every publish after it; consolidation removes it.
    func packsToMerge(_ packs: [String]) -> [String] {
        let packFolder = URL(fileURLWithPath: path).appendingPathComponent("objects/pack")
        let weighed = packs.compactMap { pack -> (pack: String, objects: Int)? in
            let index = packFolder.appendingPathComponent(String(pack.dropLast(".pack".count)) + ".idx").path
            return Self.objectCount(inPackIndex: index).map { (pack, $0) }
        }.sorted { ($0.objects, $0.pack) < ($1.objects, $1.pack) }
        let count = Self.geometricSplit(weighed.map(\.objects), factor: Self.geometricFactor)
        return weighed.prefix(count).map(\.pack)
    }

    /// How many of `weights` (ascending) to merge so that the rest, with the merged pack, form a progression of
    /// `factor`: 0 when they form it already, else at least 2. `git repack --geometric`'s split.
    static func geometricSplit(_ weights: [Int], factor: Int) -> Int {
        var split = weights.count - 1
        while split > 0, weights[split] >= factor * weights[split - 1] { split -= 1 }
        // The pair that breaks the progression is merged with everything below it.
        guard split > 0 else { return 0 }
        split += 1
        var total = weights[..<split].reduce(0, +)
        while split < weights.count, weights[split] < factor * total {
            total += weights[split]
            split += 1
        }
        return split
    }

    /// The number of objects the version 2 pack index at `path` lists, read from its fan-out table alone; nil when
    /// it is not one.
    static func objectCount(inPackIndex path: String) -> Int? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let bytes = try? file.read(upToCount: 8 + 256 * 4), bytes.count == 8 + 256 * 4,
            bytes.prefix(8).elementsEqual([0xFF, 0x74, 0x4F, 0x63, 0, 0, 0, 2])
        else { return nil }
        return bytes.suffix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    /// Merges the smallest packs (``packsToMerge(_:)``) and every loose object into one pack with deltas between
    /// them, and removes what it merged. Keeps every object (unreachable ones too); the bigger packs, which already
    /// form the progression, are not rewritten, so each object is packed again only about log2(publishes) times.
    public func mergeSmallPacks() throws(GitError) {
        let files = objectFiles()
        let packFolder = URL(fileURLWithPath: path).appendingPathComponent("objects/pack")
        let merged = packsToMerge(files.packs)
        var ids: [GitObjectID] = []
        for pack in merged {
            let index = packFolder.appendingPathComponent(String(pack.dropLast(".pack".count)) + ".idx").path
            guard let listed = Self.objectIDs(inPackIndex: index) else {
                throw GitError.invalidInput(what: "pack index \(index)", reason: "it is not a version 2 index")
            }
            ids += listed
        }
        let loose = looseObjects()
        ids += loose.map(\.id)
        guard !ids.isEmpty else { return }
        let written = try writePack(of: ids, "write the merged pack")
        // The new pack is complete and indexed before anything it holds is removed.
        for pack in merged where pack != written {
            let base = packFolder.appendingPathComponent(String(pack.dropLast(".pack".count))).path
            Self.removePackFiles(base)
        }
        for object in loose { unlink(object.path) }
        try check(git_odb_refresh(database), "read the object database")
    }

    /// How many tags may be loose files before ``packReferencesIfNeeded()`` packs the references. Each pack libgit2
    /// writes (a publish's, a merge's) goes through every tag first, as `git pack-objects` does to place tagged
    /// commits: a loose tag is a file to open and read, twice (a pack written at 1,018 tags opened 2,036 files); a
    /// packed one costs a failed look-up of that file, its value coming from `packed-refs`.
    public static let looseTagLimit = 32

    /// Packs every loose reference (the tags, `main`, `refs/dsys/*`) into `packed-refs`, as `git pack-refs --all`
    /// does, once more than ``looseTagLimit`` tags are loose files; returns whether it did. References keep their
    /// names and targets: only where git keeps them changes. Call only while holding the registry's lock.
    @discardableResult
    public func packReferencesIfNeeded() throws(GitError) -> Bool {
        let tags = URL(fileURLWithPath: path).appendingPathComponent("refs/tags")
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: tags.path),
            entries.count(where: { !$0.hasSuffix(".lock") }) > Self.looseTagLimit
        else { return false }
        var references: OpaquePointer?
        try check(git_repository_refdb(&references, repository), "open the references")
        defer { git_refdb_free(references) }
        // libgit2's message names the lock file when one is in the way: `packed-refs.lock`, or a reference's.
        try check(git_refdb_compress(references), "pack the references")
        return true
    }

    /// Removes a pack (`base` is its path without `.pack`) and every file git or libgit2 keeps beside it: its
    /// index, reverse index, keep marker, bitmap (which `git gc` writes in a bare repository) and mtimes.
    private static func removePackFiles(_ base: String) {
        for suffix in [".pack", ".idx", ".rev", ".keep", ".bitmap", ".mtimes"] { unlink(base + suffix) }
    }

    /// The ids the version 2 pack index at `path` lists (see ``PackIndex``); nil when it is not one.
    static func objectIDs(inPackIndex path: String) -> [GitObjectID]? {
        FileManager.default.contents(atPath: path).flatMap { PackIndex([UInt8]($0))?.ids }
    }

    /// Writes the objects `ids`, all in the object database, into one new pack in `objects/pack` with its index, as
    /// `operation`; returns the pack's file name (`pack-….pack`).
    func writePack(of ids: [GitObjectID], _ operation: String) throws(GitError) -> String? {
        var builder: OpaquePointer?
        try check(git_packbuilder_new(&builder, repository), "start a pack")
        defer { git_packbuilder_free(builder) }
        git_packbuilder_set_threads(builder, 0)
        for id in ids {
            var oid = id.oid
            try check(git_packbuilder_insert(builder, &oid, nil), "pack the object \(id)")
        }
        let packFolder = URL(fileURLWithPath: path).appendingPathComponent("objects/pack")
        try check(git_packbuilder_write(builder, packFolder.path, 0, nil, nil), operation)
        return git_packbuilder_name(builder).map { "pack-" + String(cString: $0) + ".pack" }
    }

    /// Every loose object's id and file.
    private func looseObjects() -> [(id: GitObjectID, path: String)] {
        var result: [(GitObjectID, String)] = []
        for (prefix, folder) in looseObjectFolders() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                if let id = GitObjectID(hex: prefix + name) {
                    result.append((id, folder.appendingPathComponent(name).path))
                }
            }
        }
        return result
    }

    /// Packs every object reachable from `commits` and the tags into one pack with deltas, then removes the loose
    /// objects and the other packs. Objects reachable from none of them (left by a publish that was killed before
    /// it recorded anything) go too. Only call this while holding the registry's lock; `commits` must hold every
    /// commit the registry records, in the order it recorded them, including one whose branch and tag a crash did
    /// not write yet.
    ///
    /// Trees and files are given to the pack builder in the order of ``PackingOrder``: each path's versions side
    /// by side, newest first, which is what makes libgit2's fixed delta window enough.
    public func consolidate(keeping commits: [GitObjectID]) throws(GitError) {
        var builder: OpaquePointer?
        try check(git_packbuilder_new(&builder, repository), "start a pack")
        defer { git_packbuilder_free(builder) }
        git_packbuilder_set_threads(builder, 0)
        // The recorded commits in order, then the commits of tags that none of them is (newest last).
        var ordered: [GitObjectID] = []
        var seenCommits = Set<GitObjectID>()
        for commit in commits where objectExists(commit) && seenCommits.insert(commit).inserted {
            ordered.append(commit)
        }
        var tagObjects: [GitObjectID] = []
        for name in try tagNames() {
            guard let tag = try? self.tag(name) else { continue }
            if tag.tag != tag.commit { tagObjects.append(tag.tag) }
            if objectExists(tag.commit), seenCommits.insert(tag.commit).inserted { ordered.append(tag.commit) }
        }
        var order = PackingOrder(commitCount: ordered.count)
        for (rank, commit) in ordered.enumerated() {
            guard let info = try self.commit(commit) else { throw GitError.objectMissing(id: commit) }
            // A commit of a shared registry written from its row may not have its tree here yet (verify adds it).
            guard objectExists(info.tree) else { continue }
            try collectObjects(in: info.tree, path: "", rank: rank, into: &order)
        }
        // Recency order, as libgit2 asks: commits newest first, then tags, trees and files.
        for commit in ordered.reversed() {
            var oid = commit.oid
            try check(git_packbuilder_insert(builder, &oid, nil), "pack the commit \(commit)")
        }
        for tag in tagObjects {
            var oid = tag.oid
            try check(git_packbuilder_insert(builder, &oid, nil), "pack the tag \(tag)")
        }
        for (id, name) in order.namedObjects() {
            var oid = id.oid
            try check(git_packbuilder_insert(builder, &oid, name), "pack the object \(id)")
        }
        let before = objectFiles().packs
        let packFolder = URL(fileURLWithPath: path).appendingPathComponent("objects/pack")
        try check(git_packbuilder_write(builder, packFolder.path, 0, nil, nil), "write the consolidated pack")
        guard let name = git_packbuilder_name(builder).map({ String(cString: $0) }) else { return }
        let kept = "pack-\(name).pack"
        // The new pack is complete and indexed before anything is removed: a crash in between leaves duplicates.
        for pack in before where pack != kept {
            let base = packFolder.appendingPathComponent(String(pack.dropLast(".pack".count))).path
            Self.removePackFiles(base)
        }
        for (_, folder) in looseObjectFolders() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for file in names { unlink(folder.appendingPathComponent(file).path) }
            rmdir(folder.path)
        }
        try check(git_odb_refresh(database), "read the object database")
    }

    /// Adds the tree `id` at `path` and everything below it that `order` does not have yet, first seen in the
    /// commit of `rank`. A tree seen before brings nothing new below it.
    private func collectObjects(
        in id: GitObjectID, path: String, rank: Int, into order: inout PackingOrder
    ) throws(GitError) {
        guard order.add(id, path: path, rank: rank) else { return }
        var oid = id.oid
        var tree: OpaquePointer?
        try check(git_tree_lookup(&tree, repository, &oid), "read the tree \(id)")
        defer { git_tree_free(tree) }
        for index in 0..<git_tree_entrycount(tree) {
            guard let entry = git_tree_entry_byindex(tree, index) else { continue }
            let entryID = GitObjectID(git_tree_entry_id(entry).pointee)
            guard !order.contains(entryID) else { continue }
            let name = String(cString: git_tree_entry_name(entry))
            let entryPath = path.isEmpty ? name : path + "/" + name
            let mode = git_tree_entry_filemode(entry)
            switch mode {
            case GIT_FILEMODE_TREE:
                try collectObjects(in: entryID, path: entryPath, rank: rank, into: &order)
            case GIT_FILEMODE_BLOB, GIT_FILEMODE_BLOB_EXECUTABLE:
                order.add(entryID, path: entryPath, rank: rank)
            default:
                throw GitError.unsupportedTreeEntry(path: entryPath, mode: mode.rawValue)
            }
        }
    }
}

/// The order in which a consolidation shows trees and files to libgit2's delta search.
///
/// libgit2 (1.5) looks for each object's delta base among the 10 objects before it in a list sorted by type, then
/// by a 32-bit hash of the name the object was inserted with (descending), then by size, and no deeper than 50
/// deltas; neither window nor depth can be set. Sorted by size, the versions of a file that changes in place (the
/// package's `CHANGELOG.md`, the colour catalog's tree) land far from their neighbours in time, and 10 candidates
/// miss them: `git gc --aggressive` (250 candidates) made such repositories 40 % smaller. So each tree and file is
/// inserted with a name whose hash is chosen: the path's place among all paths in the high bits and the first
/// commit holding the version in the low bits, which puts every path's versions side by side, newest first.
///
/// The hash is `h = (h >> 2) + (c << 24)` over the name's bytes (`name_hash` in libgit2's `pack-objects.c`, as in
/// git). Over 13 bytes, each `A` + d with d in 0…3, it is exactly a constant plus the digits d read as a base-4
/// number whose most significant digit is the last byte: 26 bits of order. Names only order the delta search;
/// nothing stores them.
struct PackingOrder {
    private var entries: [(id: GitObjectID, path: String, rank: Int)] = []
    private var seen = Set<GitObjectID>()
    private let commitCount: Int

    init(commitCount: Int) {
        self.commitCount = commitCount
    }

    func contains(_ id: GitObjectID) -> Bool { seen.contains(id) }

    /// Adds `id` first seen at `path` in the commit of `rank`; false when it was added before.
    @discardableResult
    mutating func add(_ id: GitObjectID, path: String, rank: Int) -> Bool {
        guard seen.insert(id).inserted else { return false }
        entries.append((id, path, rank))
        return true
    }

    /// Every object with the name to insert it with.
    func namedObjects() -> [(id: GitObjectID, name: String)] {
        let paths = Set(entries.map(\.path)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let place = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($0.element, $0.offset) })
        // More paths than 2^26 share places, and more commits than the bits left share ranks (scaled, so the
        // order holds): either only weakens the order, never a pack.
        let pathBits = min(Self.orderBits, Self.bitWidth(paths.count - 1))
        let placeShift = Self.bitWidth(paths.count - 1) - pathBits
        let rankBits = Self.orderBits - pathBits
        let rankLimit = (1 << rankBits) - 1
        return entries.map { entry in
            let place = (place[entry.path] ?? 0) >> placeShift
            let rank = commitCount - 1 <= rankLimit ? entry.rank : entry.rank * rankLimit / (commitCount - 1)
            return (entry.id, Self.name(for: UInt32(place << rankBits | rank)))
        }
    }

    static let orderBits = 26

    private static func bitWidth(_ value: Int) -> Int { value <= 0 ? 0 : Int.bitWidth - value.leadingZeroBitCount }

    /// The 13-byte name whose libgit2 name hash orders as `key` (26 bits) does.
    static func name(for key: UInt32) -> String {
        var bytes: [UInt8] = []
        for digit in (0..<13).reversed() {  // The first byte carries the least significant digit.
            bytes.append(UInt8(ascii: "A") + UInt8(truncatingIfNeeded: key >> (2 * UInt32(12 - digit)) & 3))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension OutputRepository {
    /// Rewrites every object as a loose file and removes the packs (the reverse of ``consolidate(keeping:)``), so
    /// tests can delete single objects.
    func unpackAll() throws(GitError) {
        final class Collected { var ids: [git_oid] = [] }
        let collected = Collected()
        let code = git_odb_foreach(
            database,
            { id, payload in
                guard let id, let payload else { return -1 }
                Unmanaged<Collected>.fromOpaque(payload).takeUnretainedValue().ids.append(id.pointee)
                return 0
            }, Unmanaged.passUnretained(collected).toOpaque())
        try check(code, "list the objects")
        var objects: [(data: [UInt8], type: git_object_t)] = []
        for var id in collected.ids {
            var object: OpaquePointer?
            try check(git_odb_read(&object, database, &id), "read an object")
            defer { git_odb_object_free(object) }
            let size = git_odb_object_size(object)
            let data = git_odb_object_data(object).map { Array(UnsafeRawBufferPointer(start: $0, count: size)) } ?? []
            objects.append((data, git_odb_object_type(object)))
        }
        let packFolder = URL(fileURLWithPath: path).appendingPathComponent("objects/pack")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: packFolder.path)) ?? [] {
            unlink(packFolder.appendingPathComponent(name).path)
        }
        try check(git_odb_refresh(database), "read the object database")
        let loose = try OutputRepository.open(at: path, create: false)
        for object in objects {
            var written = git_oid()
            let code = object.data.withUnsafeBytes {
                git_odb_write(&written, loose.database, $0.baseAddress, $0.count, object.type)
            }
            try check(code, "write an object")
        }
    }
}
