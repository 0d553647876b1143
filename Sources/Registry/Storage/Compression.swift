import CZlib
import Tokens

/// zlib compression of document snapshots and changelog entries.
enum Compression {
    /// `bytes` deflated, behind a 4-byte little-endian length of the original.
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var bound = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(bound) + 4)
        let count = UInt32(bytes.count)
        for index in 0..<4 { output[index] = UInt8(truncatingIfNeeded: count >> (8 * UInt32(index))) }
        let status = output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(
                    target.baseAddress.map { $0 + 4 }, &bound, source.baseAddress, uLong(source.count),
                    Z_BEST_COMPRESSION)
            }
        }
        // compress2 only fails for lack of memory or a too-small buffer, neither of which can
        // happen with compressBound; store uncompressed rather than trap if it ever does.
        guard status == Z_OK else { return [0xFF, 0xFF, 0xFF, 0xFF] + bytes }
        output.removeLast(output.count - 4 - Int(bound))
        return output
    }

    /// The original bytes of a `compress` result, or nil when the payload is damaged.
    static func decompress(_ payload: [UInt8]) -> [UInt8]? {
        guard payload.count >= 4 else { return nil }
        if payload[0..<4].allSatisfy({ $0 == 0xFF }) { return Array(payload.dropFirst(4)) }
        var count = 0
        for index in 0..<4 { count |= Int(payload[index]) << (8 * index) }
        // A damaged length must not make us allocate gigabytes: documents are bounded.
        guard count <= DesignSystemDocument.maximumSize else { return nil }
        var output = [UInt8](repeating: 0, count: count)
        var length = uLong(count)
        let status = output.withUnsafeMutableBufferPointer { target in
            payload.withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &length, source.baseAddress.map { $0 + 4 }, uLong(source.count - 4))
            }
        }
        guard status == Z_OK, Int(length) == count else { return nil }
        return output
    }
}
