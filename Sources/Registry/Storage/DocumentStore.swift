import Foundation
import Tokens

/// Stores the canonical text of each revision's document compactly.
///
/// Every `snapshotInterval`-th revision holds a compressed snapshot; the others hold a line
/// delta against the revision before them. A revision is rebuilt from the nearest snapshot at
/// or before it plus fewer than `snapshotInterval` deltas, wherever it sits in the history.
enum DocumentStore {
    static let snapshotInterval: Int64 = 500

    /// The row that stores `text` for revision `id`, whose predecessor's text is `previous`.
    static func record(revisionID id: Int64, text: String, previous: String?) -> DocumentRecord {
        guard let previous, (id - 1) % snapshotInterval != 0 else {
            return DocumentRecord(
                revisionID: id, isSnapshot: true, payload: Data(Compression.compress(Array(text.utf8))))
        }
        let delta = LineDelta.encode(from: lines(of: previous), to: lines(of: text))
        return DocumentRecord(revisionID: id, isSnapshot: false, payload: Data(delta))
    }

    /// The canonical text of revision `id`, from `rows`: the stored rows from the nearest snapshot at or before it
    /// through it, in order (``RegistryReader/documentText(of:)`` reads them).
    static func text(of id: Int64, version: String, from rows: [DocumentRecord]) throws -> String {
        // Rows before the last snapshot are not needed.
        let rows = rows.lastIndex(where: \.isSnapshot).map { Array(rows[$0...]) } ?? rows
        guard let first = rows.first, first.isSnapshot, rows.last?.revisionID == id,
            rows.count == Int(id - first.revisionID + 1)
        else {
            throw RegistryError.corruptDocument(version: version, reason: "its stored deltas are incomplete")
        }
        // In one buffer of bytes, the snapshot's and then each inserted line's, the lines kept as ranges of it.
        var buffer = try snapshotBytes(first, version: version)
        var current = lineRanges(of: buffer)
        for row in rows.dropFirst() {
            do {
                current = try LineDelta.apply([UInt8](row.payload), to: current, buffer: &buffer)
            } catch {
                throw RegistryError.corruptDocument(version: version, reason: "\(error)")
            }
        }
        let count = current.reduce(0) { $0 + $1.count + 1 }
        return buffer.withUnsafeBufferPointer { source in
            // Decoding repairs invalid UTF-8 in the snapshot as decoding it alone would: a repair never crosses a
            // line break.
            String(unsafeUninitializedCapacity: count) { text in
                var position = 0
                for line in current {
                    if let from = source.baseAddress, let to = text.baseAddress, !line.isEmpty {
                        (to + position).initialize(from: from + line.lowerBound, count: line.count)
                    }
                    position += line.count
                    text[position] = UInt8(ascii: "\n")
                    position += 1
                }
                return position
            }
        }
    }

    /// The range of each line of `bytes` in them, cut as ``lines(of:)`` cuts a text.
    private static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer(lineRanges(of:))
    }

    /// The range of each line of `bytes`: they are cut at each `\n` byte, and a last `\n` ends the last line. The
    /// line breaks are found with `memchr`: stepping through the bytes in Swift, or through a string's UTF-8 view, cost
    /// several instructions a byte (a publish cuts its document and the head's, 200 KB each at 2,500 colors).
    private static func lineRanges(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard let base = bytes.baseAddress else { return [] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            let end =
                memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start).map {
                    UnsafeRawPointer(base).distance(to: $0)
                } ?? bytes.count
            lines.append(start..<end)
            start = end + 1
        }
        return lines
    }

    /// Rebuilds revision after revision in order, for checks that read the whole history.
    struct Sequence {
        private var current: [Substring] = []

        mutating func next(_ row: DocumentRecord, version: String) throws -> String {
            current =
                row.isSnapshot
                ? try DocumentStore.snapshotLines(row, version: version)
                : try DocumentStore.apply(row, to: current, version: version)
            return DocumentStore.joined(current)
        }
    }

    private static func snapshotLines(_ row: DocumentRecord, version: String) throws -> [Substring] {
        lines(of: String(decoding: try snapshotBytes(row, version: version), as: UTF8.self))
    }

    private static func snapshotBytes(_ row: DocumentRecord, version: String) throws -> [UInt8] {
        guard let bytes = Compression.decompress([UInt8](row.payload)) else {
            throw RegistryError.corruptDocument(version: version, reason: "its snapshot does not decompress")
        }
        return bytes
    }

    private static func apply(_ row: DocumentRecord, to lines: [Substring], version: String) throws -> [Substring] {
        do {
            return try LineDelta.apply([UInt8](row.payload), to: lines)
        } catch {
            throw RegistryError.corruptDocument(version: version, reason: "\(error)")
        }
    }

    static func joined(_ lines: [Substring]) -> String {
        var text = ""
        text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            text += line
            text += "\n"
        }
        return text
    }

    static func lines(of text: String) -> [Substring] {
        // Cut on the UTF-8 bytes: splitting the String compares Characters, many times slower. A `\n` byte is never
        // inside a multi-byte character, so each line starts and ends on a Unicode scalar's first byte.
        var text = text
        let ranges = text.withUTF8(lineRanges(of:))
        let utf8 = text.utf8
        return ranges.map { range in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return text[start..<utf8.index(start, offsetBy: range.count)]
        }
    }
}
