/// The keys of an object's members, as the parser reads them, for finding a key written twice.
///
/// Most objects (a token, its value) have a handful of members, whose keys are compared one by one. From
/// ``indexedFrom`` members on (a palette of thousands of colors), the keys are entered in an open-addressing table of
/// member positions, each hashed once with FNV-1a over its UTF-8 bytes (a few instructions a byte; a `Dictionary`
/// hashes each key with SipHash, and again every time it grows). The table keeps each key's hash, so growing it
/// hashes nothing.
///
/// Two keys are one key when Swift's `==` says so, which compares text by canonical equivalence (`"\u{212A}"`, the
/// Kelvin sign, is `"K"`). Different ASCII texts are never equivalent, so equal bytes are equal keys there; a key that
/// is not ASCII moves the index to a `Dictionary`, which hashes what `==` compares. So does a probe longer than
/// ``longestProbe`` (keys made to collide), whose hashing is seeded per process.
struct MemberKeys {
    /// From this many members on, keys are found through the table rather than compared one by one.
    static let indexedFrom = 16
    /// Past this many slots looked at for one key, the keys are taken to collide on purpose.
    static let longestProbe = 64

    /// How many keys were entered: those of the members before the next one.
    private var entered = 0
    /// Member position + 1 per slot, 0 for an empty slot; no slots until ``indexedFrom`` keys. The count is a power of
    /// two, at least twice the keys'.
    private var slots: [Int] = []
    /// How far to shift a hash right to keep its top bits, a slot's index.
    private var shift = 0
    /// The hash of each entered key, by position.
    private var hashes: [UInt64] = []
    /// The index once a key was not ASCII or keys collided: key → position.
    private var dictionary: [String: Int]?

    /// The keys of an object none of whose members were read yet.
    init() {}

    /// The keys of `members`, which are all different.
    init(_ members: [JSONMember]) {
        for member in members { _ = firstPosition(of: member.key, in: members) }
    }

    /// Whether the keys are in a `Dictionary` now (a key was not ASCII, or keys collided).
    var usesDictionary: Bool { dictionary != nil }

    /// The position in `members` of the member whose key is `key`; when there is none, `key` is entered as the key of
    /// the next member (`members` are the object's members, read one at a time; the caller appends it).
    mutating func firstPosition(of key: String, in members: [JSONMember]) -> Int? {
        precondition(entered <= members.count, "the keys entered are those of members read")
        if var dictionary {
            // Taken out while it changes, so that it is changed in place.
            self.dictionary = nil
            defer { self.dictionary = dictionary }
            // One lookup for a key not seen before (nearly every one); a duplicate puts the first back.
            guard let first = dictionary.updateValue(entered, forKey: key) else {
                entered += 1
                return nil
            }
            dictionary[key] = first
            return first
        }
        if slots.isEmpty {
            guard entered >= Self.indexedFrom else {
                if let first = members[..<entered].firstIndex(where: { $0.key == key }) { return first }
                entered += 1
                return nil
            }
            // Made when a key is looked for, when the members of every key entered are there.
            makeTable(members)
            if dictionary != nil { return firstPosition(of: key, in: members) }
        }
        guard let hash = Self.asciiHash(key) else {
            useDictionary(members)
            return firstPosition(of: key, in: members)
        }
        var slot = Int(truncatingIfNeeded: hash >> UInt64(shift))
        var probes = 0
        while slots[slot] != 0 {
            let other = slots[slot] - 1
            if hashes[other] == hash, members[other].key == key { return other }
            probes += 1
            guard probes < Self.longestProbe else {
                useDictionary(members)
                return firstPosition(of: key, in: members)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = entered + 1
        hashes.append(hash)
        entered += 1
        if 2 * entered > slots.count { grow() }
        return nil
    }

    /// The table of the keys entered so far, all compared one by one until now.
    private mutating func makeTable(_ members: [JSONMember]) {
        var capacity = 64
        while capacity < 2 * entered { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for position in 0..<entered {
            guard let hash = Self.asciiHash(members[position].key) else {
                useDictionary(members)
                return
            }
            hashes.append(hash)
            place(position)
        }
    }

    /// Twice the slots, each key placed again by the hash kept for it.
    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        shift -= 1
        for position in hashes.indices { place(position) }
    }

    /// Puts the key entered at `position` in the first free slot from its hash's.
    private mutating func place(_ position: Int) {
        var slot = Int(truncatingIfNeeded: hashes[position] >> UInt64(shift))
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = position + 1
    }

    /// From now on, the keys entered so far and those to come in a `Dictionary`; the table is let go.
    private mutating func useDictionary(_ members: [JSONMember]) {
        dictionary = Dictionary(uniqueKeysWithValues: (0..<entered).lazy.map { (members[$0].key, $0) })
        (slots, hashes) = ([], [])
    }

    /// FNV-1a over the key's UTF-8 bytes, its bits then mixed (MurmurHash3's finalizer); `nil` for a key that is not
    /// all ASCII. FNV's multiplications move a byte's bits upwards by 40 at most, so the top bits, which choose a
    /// slot, would hardly depend on a key's last bytes (`color-100`, `color-101` …) without the mixing.
    static func asciiHash(_ key: String) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bits: UInt8 = 0
        for byte in key.utf8 {
            bits |= byte
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        hash = (hash ^ (hash >> 33)) &* 0xff51_afd7_ed55_8ccd
        hash = (hash ^ (hash >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return bits < 0x80 ? hash ^ (hash >> 33) : nil
    }
}
