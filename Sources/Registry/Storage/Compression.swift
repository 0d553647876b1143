import CZlib
import Tokens

/// zlib compression of document snapshots and changelog entries.
enum Compression {
    /// `bytes` deflated, behind a 4-byte little-endian length of the original.
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        let count = UInt32(bytes.count)
        let length = (0..<4).map { UInt8(truncatingIfNeeded: count >> (8 * UInt32($0))) }
        // Store uncompressed rather than trap if zlib ever fails (see zlibStream).
        guard let stream = bytes.withUnsafeBytes({ zlibStream($0, level: Z_BEST_COMPRESSION) }) else {
            return [0xFF, 0xFF, 0xFF, 0xFF] + bytes
        }
        return length + stream
    }

    /// `bytes` as one zlib stream (header, deflated data, Adler-32) at `level`, as git stores an object and as
    /// ``compress(_:)`` stores a snapshot. Nil only when zlib fails, which with an output of `compressBound`'s size
    /// is for lack of memory alone.
    static func zlibStream(_ bytes: UnsafeRawBufferPointer, level: Int32) -> [UInt8]? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { target in
            compress2(
                target.baseAddress, &length, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                uLong(bytes.count), level)
        }
        guard status == Z_OK else { return nil }
        output.removeLast(output.count - Int(length))
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
