import CLibGit2

/// A git object id (SHA-1, 20 bytes).
///
/// The bytes are held inline, as three integers: an id is copied, hashed and compared without an allocation or a
/// reference count (a verify of a long history puts millions of them in sets and trees).
public struct GitObjectID: Hashable, Sendable, CustomStringConvertible {
    /// The number of bytes in a SHA-1 object id.
    public static let byteCount = 20

    /// Bytes 0..<8, 8..<16 and 16..<20 of the id, each loaded in the machine's byte order and stored back the same
    /// way: only equality and hashing read them as numbers.
    private let head: UInt64
    private let middle: UInt64
    private let tail: UInt32

    /// The id from the ``byteCount`` bytes at `raw`.
    private init(raw: UnsafeRawPointer) {
        head = raw.loadUnaligned(as: UInt64.self)
        middle = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        tail = raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
    }

    /// Creates an id from its raw bytes; nil unless there are exactly ``byteCount`` of them.
    public init?<Bytes: Collection<UInt8>>(bytes: Bytes) {
        guard bytes.count == Self.byteCount else { return nil }
        let id = bytes.withContiguousStorageIfAvailable { Self(raw: UnsafeRawPointer($0.baseAddress!)) }
        self = id ?? Array(bytes).withUnsafeBytes { Self(raw: $0.baseAddress!) }
    }

    /// Parses 40 hexadecimal digits (either case); nil for anything else, abbreviations included.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 2 * Self.byteCount else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.byteCount)
        var index = 0
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(bytes: bytes)
    }

    /// The raw id, always ``byteCount`` bytes, in a new array (``append(to:)`` and ``withUnsafeBytes(_:)`` make none).
    public var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Self.byteCount) { buffer, count in
            write(to: UnsafeMutableRawPointer(buffer.baseAddress!))
            count = Self.byteCount
        }
    }

    /// Appends the ``byteCount`` raw bytes to `data`, with no array made for them.
    public func append(to data: inout [UInt8]) {
        withUnsafeBytes { data.append(contentsOf: $0) }
    }

    /// Calls `body` with the ``byteCount`` raw bytes, held on the stack: the buffer must not be used after `body`
    /// returns.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(byteCount: Self.byteCount, alignment: 8) { buffer in
            write(to: buffer.baseAddress!)
            return try body(UnsafeRawBufferPointer(buffer))
        }
    }

    private func write(to raw: UnsafeMutableRawPointer) {
        raw.storeBytes(of: head, as: UInt64.self)
        raw.storeBytes(of: middle, toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: tail, toByteOffset: 16, as: UInt32.self)
    }

    /// The id as 40 lowercase hexadecimal digits, as git prints it.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(2 * Self.byteCount)
        withUnsafeBytes { bytes in
            for byte in bytes {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0f)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The id as 40 lowercase hexadecimal digits, as ``hex``.
    public var description: String { hex }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension GitObjectID {
    init(_ oid: git_oid) {
        self = Swift.withUnsafeBytes(of: oid.id) { Self(raw: $0.baseAddress!) }
    }

    /// An id from a digest of ``byteCount`` bytes (a SHA-1 computed here).
    init<Digest: Collection<UInt8>>(digest: Digest) {
        precondition(digest.count == Self.byteCount, "a SHA-1 digest has 20 bytes")
        self.init(bytes: digest)!
    }

    /// The id as libgit2's value type.
    var oid: git_oid {
        var oid = git_oid()
        Swift.withUnsafeMutableBytes(of: &oid.id) { write(to: $0.baseAddress!) }
        return oid
    }
}

/// Who did something and when, for commits and tags.
public struct GitSignature: Sendable, Equatable {
    /// The person's name; git refuses `<` and `>` in it.
    public var name: String
    /// The person's email address, written between `<` and `>`.
    public var email: String
    /// Seconds since 1970-01-01 UTC.
    public var time: Int64
    /// The signer's offset from UTC in minutes, e.g. 120 for UTC+2.
    public var offsetMinutes: Int32

    /// Creates a signature; the offset defaults to UTC, which keeps ids independent of where dsys runs.
    public init(name: String, email: String, time: Int64, offsetMinutes: Int32 = 0) {
        self.name = name
        self.email = email
        self.time = time
        self.offsetMinutes = offsetMinutes
    }
}

extension GitSignature {
    init(_ signature: UnsafePointer<git_signature>) {
        self.init(
            name: String(cString: signature.pointee.name), email: String(cString: signature.pointee.email),
            time: signature.pointee.when.time, offsetMinutes: signature.pointee.when.offset)
    }
}

/// What a commit object records.
public struct GitCommitInfo: Sendable, Equatable {
    /// The commit's own id.
    public var id: GitObjectID
    /// The root tree of the commit.
    public var tree: GitObjectID
    /// The parent commits, first parent first; empty for a root commit.
    public var parents: [GitObjectID]
    /// The full message, ending with a newline when it was written by ``OutputRepository``.
    public var message: String
    /// Who made the change and when.
    public var author: GitSignature
    /// Who recorded the commit and when.
    public var committer: GitSignature

    /// Creates a description of a commit, as ``OutputRepository/commit(_:)`` returns it.
    public init(
        id: GitObjectID, tree: GitObjectID, parents: [GitObjectID], message: String, author: GitSignature,
        committer: GitSignature
    ) {
        self.id = id
        self.tree = tree
        self.parents = parents
        self.message = message
        self.author = author
        self.committer = committer
    }
}
