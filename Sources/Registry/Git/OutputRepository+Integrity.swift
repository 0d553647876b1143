import CLibGit2
import CZlib
import Foundation

// Reading every object as `git fsck` would: each object is inflated and hashed (libgit2 checks that the bytes hash
// to the id it was asked for), and each pack's files are checked on their own (both checksums, and the CRC-32 of
// every packed object, which also catches damage in an object no revision reaches).

extension OutputRepository {
    /// What reading one object found.
    enum ObjectState: Equatable, Sendable {
        case good
        case missing
        /// The object is there but does not read back as its id: `reason` says how, in our words.
        case damaged(reason: String)
    }

    /// Reads the object `id` whole (inflating it and resolving its deltas) and checks that its bytes hash to `id`.
    func readState(of id: GitObjectID) -> ObjectState {
        var oid = id.oid
        var object: OpaquePointer?
        let code = git_odb_read(&object, database, &oid)
        git_odb_object_free(object)
        return Self.readState(code: code)
    }

    /// What libgit2's `code` for reading an object says of it.
    private static func readState(code: Int32) -> ObjectState {
        if code >= 0 { return .good }
        if code == GitCode.notFound { return .missing }
        return .damaged(reason: damageReason(code: code))
    }

    /// Why libgit2 could not read an object, in our words (its own, "object hash mismatch" or zlib's, mean little to a
    /// user).
    static func damageReason(code: Int32) -> String {
        let errorClass = git_error_last().map { Int32($0.pointee.klass) } ?? 0
        if code == GIT_EMISMATCH.rawValue { return "its bytes do not hash to its id" }
        if errorClass == Int32(GIT_ERROR_ZLIB.rawValue) { return "its compressed bytes are corrupt" }
        return "its stored bytes are corrupt"
    }

    /// Reads the tree `id` (read and hashed) and calls `body` with each of its entries in order: the entry's name as
    /// bytes (valid during the call only: a scan spells out few of them), its id, and whether it is a folder. Returns
    /// the tree's state; `body` is called for a good tree only. A tree whose bytes hash correctly but cannot be parsed
    /// is damaged.
    ///
    /// The entries are read from the bytes the check read: a tree of thousands of entries (a colour catalogue's) is
    /// inflated and hashed once, not again by libgit2's tree parser, which does not keep trees that large.
    func readTree(
        _ id: GitObjectID, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ id: GitObjectID, _ isTree: Bool) -> Void
    ) -> ObjectState {
        var oid = id.oid
        var object: OpaquePointer?
        let code = git_odb_read(&object, database, &oid)
        defer { git_odb_object_free(object) }
        guard code >= 0 else { return Self.readState(code: code) }
        let unreadable = ObjectState.damaged(reason: "it is not a readable tree")
        guard let object, git_odb_object_type(object) == GIT_OBJECT_TREE else { return unreadable }
        let (data, size) = (git_odb_object_data(object), git_odb_object_size(object))
        guard data != nil || size == 0 else { return unreadable }
        let bytes = UnsafeBufferPointer(start: data?.assumingMemoryBound(to: UInt8.self), count: size)
        let whole = Self.forEachTreeEntry(bytes) { name, idOffset, isTree in
            body(
                UnsafeBufferPointer(rebasing: bytes[name]),
                GitObjectID(bytes: bytes[idOffset..<idOffset + GitObjectID.byteCount])!, isTree)
        }
        return whole ? .good : unreadable
    }

    /// Calls `body` with where each entry of a tree's bytes (`MODE SP NAME NUL ID`, ids of 20 bytes) has its name and
    /// id, and whether it is a folder (a mode of type 040000, as git and libgit2 read it), in order. Returns false, and
    /// calls `body` for no entry, unless every entry is whole, with an octal mode of at most 0177777 and a name.
    ///
    /// The bytes are read twice, to check them and to call `body`, rather than collected into an array for each tree.
    static func forEachTreeEntry(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (_ name: Range<Int>, _ idOffset: Int, _ isTree: Bool) -> Void
    ) -> Bool {
        guard readTreeEntries(bytes, { _, _, _ in }) else { return false }
        return readTreeEntries(bytes, body)
    }

    /// Calls `body` with each entry of a tree's bytes up to the first that is not whole; false if there is one.
    private static func readTreeEntries(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (_ name: Range<Int>, _ idOffset: Int, _ isTree: Bool) -> Void
    ) -> Bool {
        var index = 0
        while index < bytes.count {
            var mode = 0
            let modeStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " ") {
                guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else { return false }
                mode = mode << 3 | Int(bytes[index] - UInt8(ascii: "0"))
                guard mode <= 0o177777 else { return false }
                index += 1
            }
            guard index > modeStart, index < bytes.count else { return false }
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index] != 0 { index += 1 }
            guard index > nameStart, index + 1 + GitObjectID.byteCount <= bytes.count else { return false }
            body(nameStart..<index, index + 1, mode & 0o170000 == 0o040000)
            index += 1 + GitObjectID.byteCount
        }
        return true
    }

    /// The object a reference names, without reading the object (nil when there is no such reference).
    func referenceTargetIfPresent(_ name: String) -> GitObjectID? {
        (try? referenceID(name)) ?? nil
    }

    // MARK: - Packs

    /// A pack whose files are damaged, with the objects whose packed bytes fail their checksum.
    struct PackDamage: Equatable, Sendable {
        /// The pack's file name (`pack-….pack`).
        var pack: String
        /// What is wrong with the pack or its index, in our words.
        var reasons: [String]
        /// Objects whose packed bytes do not match the CRC-32 their index records.
        var objects: [GitObjectID]
        /// Whether the pack's own bytes are intact (only its index is damaged): re-indexing it recovers everything.
        var packIsIntact: Bool
    }

    /// Checks each pack in `objects/pack` as `git verify-pack` does, without inflating anything: the pack's and the
    /// index's SHA-1 checksums, that the index belongs to the pack, and the CRC-32 of each object's packed bytes.
    func checkPacks() -> [PackDamage] {
        let folder = URL(fileURLWithPath: path).appendingPathComponent("objects/pack")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".pack")
        }.sorted()
        var damage: [PackDamage] = []
        for name in names {
            let base = folder.appendingPathComponent(String(name.dropLast(".pack".count))).path
            guard let pack = FileManager.default.contents(atPath: base + ".pack").map([UInt8].init) else { continue }
            let index = FileManager.default.contents(atPath: base + ".idx").map([UInt8].init)
            if let found = Self.packDamage(name: name, pack: pack, index: index) { damage.append(found) }
        }
        return damage
    }

    /// What is wrong with one pack and its index; nil when both are sound.
    static func packDamage(name: String, pack: [UInt8], index: [UInt8]?) -> PackDamage? {
        var reasons: [String] = []
        let packChecksumOK =
            pack.count >= 32 && pack[0..<4].elementsEqual(Array("PACK".utf8))
            && SHA1.hash(pack[0..<(pack.count - 20)]).elementsEqual(pack[(pack.count - 20)...])
        if !packChecksumOK { reasons.append("the pack's bytes do not match its checksum") }
        guard let index else {
            reasons.append("its index is missing")
            return PackDamage(pack: name, reasons: reasons, objects: [], packIsIntact: packChecksumOK)
        }
        guard let table = PackIndex(index) else {
            reasons.append("its index cannot be read")
            return PackDamage(pack: name, reasons: reasons, objects: [], packIsIntact: packChecksumOK)
        }
        if !SHA1.hash(index[0..<(index.count - 20)]).elementsEqual(index[(index.count - 20)...]) {
            reasons.append("its index does not match its checksum")
        }
        if pack.count >= 20, !index[(index.count - 40)..<(index.count - 20)].elementsEqual(pack[(pack.count - 20)...]) {
            reasons.append("its index names another pack")
        }
        // Each object's packed bytes run from its offset to the next object's (or to the trailer).
        var crcFailures: [GitObjectID] = []
        let order = table.offsets.indices.sorted { table.offsets[$0] < table.offsets[$1] }
        let end = pack.count - 20
        for (rank, entry) in order.enumerated() {
            let start = table.offsets[entry]
            let stop = rank + 1 < order.count ? table.offsets[order[rank + 1]] : end
            guard start >= 12, start < stop, stop <= end else {
                crcFailures.append(table.ids[entry])
                continue
            }
            let crc = pack.withUnsafeBufferPointer { buffer in
                UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress.map { $0 + start }, uInt(stop - start)))
            }
            if crc != table.crcs[entry] { crcFailures.append(table.ids[entry]) }
        }
        if !crcFailures.isEmpty {
            let objects = "\(crcFailures.count) object\(crcFailures.count == 1 ? "" : "s")"
            // An intact pack with entries that fail their CRC: the index's entries are what is damaged.
            reasons.append(
                packChecksumOK
                    ? "its index's entries of \(objects) are damaged"
                    : "the packed bytes of \(objects) do not match their CRC-32")
        }
        guard !reasons.isEmpty else { return nil }
        return PackDamage(pack: name, reasons: reasons, objects: crcFailures, packIsIntact: packChecksumOK)
    }

    /// A version 2 pack index: the ids, the CRC-32 and the offset of each packed object.
    struct PackIndex {
        var ids: [GitObjectID] = []
        var crcs: [UInt32] = []
        var offsets: [Int] = []

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 8 + 256 * 4 + 40, bytes[0..<8].elementsEqual([0xFF, 0x74, 0x4F, 0x63, 0, 0, 0, 2])
            else { return nil }
            func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let count = word(8 + 255 * 4)
            let idStart = 8 + 256 * 4
            let crcStart = idStart + 20 * count
            let offsetStart = crcStart + 4 * count
            let largeStart = offsetStart + 4 * count
            guard count >= 0, bytes.count >= largeStart + 40 else { return nil }
            ids.reserveCapacity(count)
            for entry in 0..<count {
                guard let id = GitObjectID(bytes: bytes[idStart + 20 * entry..<idStart + 20 * entry + 20])
                else { return nil }
                ids.append(id)
                crcs.append(UInt32(word(crcStart + 4 * entry)))
                let offset = word(offsetStart + 4 * entry)
                if offset & 0x8000_0000 != 0 {
                    let large = largeStart + 8 * (offset & 0x7FFF_FFFF)
                    guard large + 8 <= bytes.count - 40 else { return nil }
                    offsets.append(bytes[large..<large + 8].reduce(0) { $0 << 8 | Int($1) })
                } else {
                    offsets.append(offset)
                }
            }
        }
    }

    // MARK: - Mending

    /// Rebuilds the index of the pack `name`, whose own bytes are intact: the damaged index is set aside (see
    /// ``setAsideDamage(keeping:damagedPacks:damagedObjects:)``) and the pack indexed anew. False, with the pack set
    /// aside, when the pack cannot be indexed after all.
    func reindex(pack name: String) throws(GitError) -> Bool {
        let base = "objects/pack/" + String(name.dropLast(".pack".count))
        let root = URL(fileURLWithPath: path)
        guard let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(base + ".pack").path) else {
            return false
        }
        _ = try setAsideDamage(keeping: [], damagedPacks: [name], damagedObjects: [])
        try check(git_odb_refresh(database), "read the object database")
        let indexed = bytes.withUnsafeBytes { buffer in
            do {
                try writePack(buffer)
                return true
            } catch {
                return false
            }
        }
        guard indexed else { return false }
        // Indexed anew from the same bytes: the copy set aside holds nothing more.
        for suffix in [".pack", ".idx", ".rev"] {
            unlink(
                root.appendingPathComponent("damaged/" + (base + suffix).replacingOccurrences(of: "/", with: "-")).path)
        }
        return true
    }

    /// Writes the objects `good` (each read and hashed correctly) into one new pack, then moves the files that held
    /// damage (the packs in `damagedPacks`, the loose files of `damagedObjects`) into `damaged/` beside `objects/`,
    /// where they stay for a person to look at and no reader finds them. Objects that were only in those files are
    /// then missing, and can be rewritten. Returns the files moved, relative to the repository.
    func setAsideDamage(
        keeping good: [GitObjectID], damagedPacks: [String], damagedObjects: [GitObjectID]
    ) throws(GitError) -> [String] {
        if !good.isEmpty { _ = try writePack(of: good, "write a pack of the sound objects") }
        let root = URL(fileURLWithPath: path)
        let quarantine = root.appendingPathComponent("damaged")
        var moved: [String] = []
        func setAside(_ relative: String) throws(GitError) {
            let source = root.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: source.path) else { return }
            let target = quarantine.appendingPathComponent(relative.replacingOccurrences(of: "/", with: "-"))
            do {
                try FileManager.default.createDirectory(at: quarantine, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.moveItem(at: source, to: target)
            } catch {
                throw GitError.invalidInput(
                    what: "damaged file \(relative)", reason: "it could not be moved to \(quarantine.path)")
            }
            moved.append(relative)
        }
        for pack in damagedPacks.sorted() {
            let base = "objects/pack/" + String(pack.dropLast(".pack".count))
            for suffix in [".pack", ".idx", ".rev", ".bitmap", ".keep", ".mtimes"] { try setAside(base + suffix) }
        }
        for id in damagedObjects.sorted(by: { $0.hex < $1.hex }) {
            try setAside("objects/\(id.hex.prefix(2))/\(id.hex.dropFirst(2))")
        }
        return moved
    }
}

/// SHA-1 (FIPS 180-4), for the checksums git keeps at the end of packs and pack indexes. Not for security: git's
/// ids are SHA-1, and these checksums only detect damage.
enum SHA1 {
    static func hash(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
        )
        let length = UInt64(bytes.count) * 8
        var tail = Array(bytes.suffix(bytes.count % 64))
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: length >> UInt64(shift)))
        }
        let whole = bytes.count - bytes.count % 64
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < whole {
                compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]), &state)
                offset += 64
            }
        }
        tail.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]), &state)
                offset += 64
            }
        }
        var digest: [UInt8] = []
        for word in [state.0, state.1, state.2, state.3, state.4] {
            digest += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
        }
        return digest
    }

    private static func compress(
        _ block: UnsafeBufferPointer<UInt8>, _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32)
    ) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            for t in 0..<16 {
                w[t] =
                    UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2]) << 8
                    | UInt32(block[4 * t + 3])
            }
            for t in 16..<80 {
                let x = w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]
                w[t] = x << 1 | x >> 31
            }
            var (a, b, c, d, e) = state
            for t in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch t {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, temp)
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
    }
}
