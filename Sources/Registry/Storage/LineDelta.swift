import Foundation  // memcmp: byte comparison that stays fast in unoptimized builds

/// A compact line-level delta between two revisions of a text document.
///
/// Revisions are stored as deltas against their predecessor, and consecutive revisions differ
/// in a handful of lines, so a delta costs about the bytes of the new lines plus a few bytes.
///
/// Layout: a version byte, the old line count as a varint (so a delta applied to the wrong
/// base is caught), then ops until the end. Each op is a varint `count << 2 | tag`:
/// tag 0 keeps `count` old lines, tag 1 deletes `count` old lines, tag 2 inserts `count`
/// lines, each written as raw UTF-8 followed by `\n`. Old lines left after the last op are
/// kept, so a delta between identical documents is only the header.
///
/// Lines must not contain `\n`; they are meant to come from splitting a document on it.
enum LineDelta {
    /// Why a delta could not be applied.
    enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The delta ends in the middle of its header, an op or an inserted line.
        case truncated
        /// The delta was written by a format version this code does not read.
        case unsupportedVersion(found: UInt8)
        /// The delta was made against a document with `expected` lines, not `actual`.
        case baseMismatch(expected: Int, actual: Int)
        /// The delta is structurally invalid; `reason` says how.
        case malformed(reason: String)

        var description: String {
            switch self {
            case .truncated:
                return "line delta is truncated"
            case .unsupportedVersion(let found):
                return "line delta has unsupported format version \(found) (expected \(LineDelta.version))"
            case .baseMismatch(let expected, let actual):
                return "line delta was made for a \(expected)-line document but was applied to \(actual) lines"
            case .malformed(let reason):
                return "line delta is malformed: \(reason)"
            }
        }
    }

    static let version: UInt8 = 1

    private enum Tag: UInt64 {
        case keep = 0
        case delete = 1
        case insert = 2
    }

    /// Beyond this many edits the diff stops looking for a minimal script and replaces the
    /// changed range wholesale, bounding time and the O(D²) backtracking trace.
    static let maximumEdits = 2_000

    /// The delta that turns `old` into `new`.
    static func encode(from old: [Substring], to new: [Substring]) -> [UInt8] {
        var out: [UInt8] = [version]
        appendVarint(UInt64(old.count), to: &out)
        var oldPosition = 0
        for hunk in hunks(from: old, to: new) {
            appendOp(.keep, count: hunk.old.lowerBound - oldPosition, to: &out)
            appendOp(.delete, count: hunk.old.count, to: &out)
            appendOp(.insert, count: hunk.new.count, to: &out)
            for line in new[hunk.new] {
                out.append(contentsOf: line.utf8)
                out.append(UInt8(ascii: "\n"))
            }
            oldPosition = hunk.old.upperBound
        }
        return out
    }

    /// Applies a delta produced by `encode` to the document it was made against.
    ///
    /// Kept lines are shared with `old`, so applying a chain of deltas costs one retain per
    /// kept line plus the inserted bytes.
    static func apply(_ delta: [UInt8], to old: [String]) throws(Error) -> [String] {
        try apply(delta, to: old, makeLine: String.init)
    }

    /// Applies a delta produced by `encode`; inserted lines share one string per insert.
    static func apply(_ delta: [UInt8], to old: [Substring]) throws(Error) -> [Substring] {
        try apply(delta, to: old, makeLine: { $0 })
    }

    /// Applies a delta to lines kept as the ranges of their bytes (without their `\n`) in `buffer`, appending the
    /// bytes of inserted lines to it: applying hundreds of deltas in a row then copies pairs of integers, and makes
    /// no string.
    static func apply(_ delta: [UInt8], to old: [Range<Int>], buffer: inout [UInt8]) throws(Error) -> [Range<Int>] {
        try apply(delta, to: old) { (reader: inout Reader, count, result: inout [Range<Int>]) throws(Error) in
            let (bytes, ends) = try reader.rawLines(count)
            guard String(validating: bytes, as: UTF8.self) != nil else {
                throw .malformed(reason: "inserted line is not valid UTF-8")
            }
            let base = buffer.count
            buffer.append(contentsOf: bytes)
            var start = base
            for end in ends {
                result.append(start..<base + end)
                start = base + end + 1
            }
        }
    }

    private static func apply<Line>(
        _ delta: [UInt8], to old: [Line], makeLine: (Substring) -> Line
    ) throws(Error) -> [Line] {
        try apply(delta, to: old) { (reader: inout Reader, count, result: inout [Line]) throws(Error) in
            result.append(contentsOf: try reader.lines(count).lazy.map(makeLine))
        }
    }

    /// Applies a delta, `insert` reading each run of inserted lines (how many) and appending them.
    private static func apply<Line>(
        _ delta: [UInt8], to old: [Line], insert: (inout Reader, Int, inout [Line]) throws(Error) -> Void
    ) throws(Error) -> [Line] {
        var reader = Reader(bytes: delta)
        let found = try reader.byte()
        guard found == version else { throw .unsupportedVersion(found: found) }
        let expectedCount = try reader.varint()
        guard expectedCount == old.count else {
            throw .baseMismatch(expected: Int(clamping: expectedCount), actual: old.count)
        }
        var result: [Line] = []
        result.reserveCapacity(old.count)
        var oldPosition = 0
        while !reader.isAtEnd {
            let word = try reader.varint()
            guard let tag = Tag(rawValue: word & 3) else { throw .malformed(reason: "unknown op \(word & 3)") }
            let count = Int(clamping: word >> 2)
            switch tag {
            case .keep, .delete:
                guard count <= old.count - oldPosition else {
                    throw .malformed(reason: "op runs past the end of the \(old.count)-line document")
                }
                if tag == .keep { result.append(contentsOf: old[oldPosition..<oldPosition + count]) }
                oldPosition += count
            case .insert:
                try insert(&reader, count, &result)
            }
        }
        result.append(contentsOf: old[oldPosition...])
        return result
    }

    // ── Diff ────────────────────────────────────────────────────────────────────────────

    /// One changed region: `old` lines are replaced by `new` lines.
    private struct Hunk {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// The changed regions, in order, found with Myers' greedy O(ND) algorithm.
    private static func hunks(from old: [Substring], to new: [Substring]) -> [Hunk] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, sameBytes(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            sameBytes(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
        {
            suffix += 1
        }
        let a = old[prefix..<old.count - suffix]
        let b = new[prefix..<new.count - suffix]
        if a.isEmpty && b.isEmpty { return [] }
        let whole = Hunk(old: a.indices, new: b.indices)
        if a.isEmpty || b.isEmpty { return [whole] }
        return myers(a, b) ?? [whole]
    }

    /// The minimal hunks turning `a` into `b`, or nil when they need more than `maximumEdits`.
    private static func myers(_ a: ArraySlice<Substring>, _ b: ArraySlice<Substring>) -> [Hunk]? {
        let (n, m) = (a.count, b.count)
        let hashA = a.map(lineHash)
        let hashB = b.map(lineHash)
        func equal(_ x: Int, _ y: Int) -> Bool {
            hashA[x] == hashB[y] && sameBytes(a[a.startIndex + x], b[b.startIndex + y])
        }
        let limit = min(n + m, maximumEdits)
        // v[offset + k] is the furthest x reached on diagonal k = x - y.
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // After step d, the d + 1 values of diagonals -d, -d+2, ..., d, for backtracking.
        var trace: [Int32] = []
        var editCount: Int?
        search: for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, equal(x, y) { (x, y) = (x + 1, y + 1) }
                v[offset + k] = x
                if x >= n && y >= m {
                    editCount = d
                    break search
                }
            }
            for k in stride(from: -d, through: d, by: 2) { trace.append(Int32(truncatingIfNeeded: v[offset + k])) }
        }
        guard let editCount else { return nil }

        // Walk back from (n, m); a step down inserts b[y], a step right deletes a[x].
        var hunks: [Hunk] = []
        var (x, y) = (n, m)
        func addEdit(old: Range<Int>, new: Range<Int>) {
            let (old, new) = (old.shifted(by: a.startIndex), new.shifted(by: b.startIndex))
            if let last = hunks.last, last.old.lowerBound == old.upperBound, last.new.lowerBound == new.upperBound {
                hunks[hunks.count - 1] = Hunk(
                    old: old.lowerBound..<last.old.upperBound, new: new.lowerBound..<last.new.upperBound)
            } else {
                hunks.append(Hunk(old: old, new: new))
            }
        }
        for d in stride(from: editCount, to: 0, by: -1) {
            let k = x - y
            let base = (d - 1) * d / 2  // start of step d - 1 in `trace`
            func previous(_ k: Int) -> Int { Int(trace[base + (k + d - 1) / 2]) }
            let down = k == -d || (k != d && previous(k - 1) < previous(k + 1))
            let previousX = down ? previous(k + 1) : previous(k - 1)
            let previousY = previousX - (down ? k + 1 : k - 1)
            let (editX, editY) = down ? (previousX, previousY + 1) : (previousX + 1, previousY)
            // Lines from (editX, editY) to (x, y) are the snake: kept.
            addEdit(old: previousX..<editX, new: previousY..<editY)
            (x, y) = (previousX, previousY)
        }
        return hunks.reversed()
    }

    private static func lineHash(_ line: Substring) -> Int {
        var hasher = Hasher()
        let hashed: Void? = line.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            for byte in line.utf8 { hasher.combine(byte) }
        }
        return hasher.finalize()
    }

    /// Byte-for-byte equality; `==` on strings would equate canonically equivalent lines.
    private static func sameBytes(_ lhs: Substring, _ rhs: Substring) -> Bool {
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                guard left.count == right.count else { return false }
                guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
                return memcmp(leftStart, rightStart, left.count) == 0
            }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    // ── Encoding ────────────────────────────────────────────────────────────────────────

    private static func appendOp(_ tag: Tag, count: Int, to out: inout [UInt8]) {
        guard count > 0 else { return }
        appendVarint(UInt64(count) << 2 | tag.rawValue, to: &out)
    }

    private static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func byte() throws(Error) -> UInt8 {
            guard position < bytes.count else { throw .truncated }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func varint() throws(Error) -> UInt64 {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 7) {
                let byte = try byte()
                value |= UInt64(byte & 0x7f) << UInt64(shift)
                if byte < 0x80 { return value }
            }
            throw .malformed(reason: "varint longer than 64 bits")
        }

        /// Reads `count` `\n`-terminated lines: their bytes, `\n`s included, and where in them each line's `\n` is.
        /// The bytes are not checked to be UTF-8.
        mutating func rawLines(_ count: Int) throws(Error) -> (bytes: ArraySlice<UInt8>, ends: [Int]) {
            let start = position
            var ends: [Int] = []
            ends.reserveCapacity(min(count, 1024))
            while ends.count < count {
                guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { throw .truncated }
                ends.append(end - start)
                position = end + 1
            }
            return (bytes[start..<position], ends)
        }

        /// Reads `count` `\n`-terminated lines as substrings of one new string.
        mutating func lines(_ count: Int) throws(Error) -> [Substring] {
            let (raw, ends) = try rawLines(count)
            let text = String(decoding: raw, as: UTF8.self)
            // Decoding repairs invalid UTF-8, so a difference means the delta carried some.
            guard text.utf8.elementsEqual(raw) else { throw .malformed(reason: "inserted line is not valid UTF-8") }
            var lineStart = text.startIndex
            return ends.map { end in
                let lineEnd = text.utf8.index(text.startIndex, offsetBy: end)
                defer { lineStart = text.utf8.index(after: lineEnd) }
                return text[lineStart..<lineEnd]
            }
        }
    }
}

extension Range<Int> {
    fileprivate func shifted(by distance: Int) -> Range<Int> {
        lowerBound + distance..<upperBound + distance
    }
}
