/// A streaming SHA-256 hash (FIPS 180-4) in pure Swift.
///
/// Linux has no system crypto in Foundation and the package avoids a swift-crypto dependency,
/// so content addresses are computed here. Feed bytes with `update` in any chunking, then
/// call `finalize` once; `finalize` resets the hasher so a stray second use starts afresh
/// instead of producing a digest of padded garbage.
public struct SHA256: Sendable {
    private static let blockSize = 64
    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    private var state = SHA256.initialState
    /// Bytes of the current, incomplete block (always fewer than 64).
    private var pending: [UInt8] = []
    private var messageLength: UInt64 = 0

    /// Creates a hasher that has seen no bytes.
    public init() {
        pending.reserveCapacity(Self.blockSize)
    }

    /// Hashes `bytes` in one call and returns the 32-byte digest.
    public static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Formats a digest as lower-case hexadecimal, two characters per byte.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(digest.count * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Adds `bytes` to the message; contiguous sequences are hashed without copying.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        guard handled == nil else { return }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(4096)
        for byte in bytes {
            chunk.append(byte)
            if chunk.count == 4096 {
                update(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        update(chunk)
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Adds the bytes in `buffer` to the message.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard !buffer.isEmpty else { return }
        messageLength &+= UInt64(buffer.count)
        var input = buffer[...]
        if !pending.isEmpty {
            let taken = min(Self.blockSize - pending.count, input.count)
            pending.append(contentsOf: input.prefix(taken))
            input = input.dropFirst(taken)
            guard pending.count == Self.blockSize else { return }
            pending.withUnsafeBytes { Self.compress($0, into: &state) }
            pending.removeAll(keepingCapacity: true)
        }
        let wholeBlockBytes = input.count - input.count % Self.blockSize
        if wholeBlockBytes > 0 {
            Self.compress(UnsafeRawBufferPointer(rebasing: input.prefix(wholeBlockBytes)), into: &state)
        }
        pending.append(contentsOf: input.dropFirst(wholeBlockBytes))
    }

    /// Pads the message, returns its 32-byte digest and resets the hasher to its initial state.
    public mutating func finalize() -> [UInt8] {
        let bitLength = messageLength &* 8
        // One 0x80 byte, zeros up to 56 mod 64, then the bit length big-endian.
        var padding: [UInt8] = [0x80]
        padding.append(contentsOf: repeatElement(0, count: (Self.blockSize + 55 - pending.count) % Self.blockSize))
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        update(padding)
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest.append(contentsOf: [
                UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16),
                UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word),
            ])
        }
        self = SHA256()
        return digest
    }

    /// Runs the compression function over every 64-byte block of `blocks`; names follow FIPS 180-4 §6.2.2.
    private static func compress(_ blocks: UnsafeRawBufferPointer, into state: inout [UInt32]) {
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                // The chaining values live in locals across blocks; the array is touched once per call.
                var (h0, h1, h2, h3) = (state[0], state[1], state[2], state[3])
                var (h4, h5, h6, h7) = (state[4], state[5], state[6], state[7])
                var offset = 0
                while offset < blocks.count {
                    for t in 0..<16 {
                        w[t] = UInt32(
                            bigEndian: blocks.loadUnaligned(fromByteOffset: offset + t * 4, as: UInt32.self))
                    }
                    for t in 16..<64 {
                        let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] &>> 3)
                        let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] &>> 10)
                        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for t in 0..<64 {
                        let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                        let choice = (e & f) ^ (~e & g)
                        let temp1 = h &+ sum1 &+ choice &+ k[t] &+ w[t]
                        let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let temp2 = sum0 &+ majority
                        (h, g, f, e) = (g, f, e, d &+ temp1)
                        (d, c, b, a) = (c, b, a, temp1 &+ temp2)
                    }
                    (h0, h1, h2, h3) = (h0 &+ a, h1 &+ b, h2 &+ c, h3 &+ d)
                    (h4, h5, h6, h7) = (h4 &+ e, h5 &+ f, h6 &+ g, h7 &+ h)
                    offset += blockSize
                }
                (state[0], state[1], state[2], state[3]) = (h0, h1, h2, h3)
                (state[4], state[5], state[6], state[7]) = (h4, h5, h6, h7)
            }
        }
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value &>> count) | (value &<< (32 &- count))
    }
}
