import Foundation
import TestSupport
import XCTest

@testable import Registry

final class LineDeltaTests: XCTestCase {
    // ── Helpers ─────────────────────────────────────────────────────────────────────────

    private func document(_ count: Int, seed: UInt64 = 1) -> [Substring] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in tokenLine(&generator) }
    }

    /// A line shaped like the registry's documents: one JSON token per line.
    private func tokenLine(_ generator: inout SplitMix64) -> Substring {
        let value = generator.next()
        let name = "color.palette.\(value % 97).shade-\((value >> 8) % 1000)"
        let color = String(value >> 20, radix: 16).prefix(6)
        return Substring("  \"\(name)\": { \"value\": \"#\(color)\" },")
    }

    /// Encodes `old → new`, applies the delta with both overloads and returns it.
    @discardableResult
    private func roundTrip(
        _ old: [Substring], _ new: [Substring], file: StaticString = #filePath, line: UInt = #line
    ) throws -> [UInt8] {
        let delta = LineDelta.encode(from: old, to: new)
        XCTAssertEqual(try LineDelta.apply(delta, to: old), new, file: file, line: line)
        XCTAssertEqual(
            try LineDelta.apply(delta, to: old.map(String.init)), new.map(String.init), file: file, line: line)
        return delta
    }

    private func error(applying delta: [UInt8], to old: [Substring]) -> LineDelta.Error? {
        do {
            _ = try LineDelta.apply(delta, to: old)
            return nil
        } catch {
            return error
        }
    }

    // ── Round trips ─────────────────────────────────────────────────────────────────────

    func testEmptyAndWholeDocuments() throws {
        let text = document(40)
        try roundTrip([], text)
        try roundTrip(text, [])
        try roundTrip([], [])
        try roundTrip([""], ["", ""])
        try roundTrip(["a"], ["b"])
    }

    func testIdenticalDocumentsGiveATinyDelta() throws {
        let text = document(2_500)
        XCTAssertLessThanOrEqual(try roundTrip(text, text).count, 3)
        XCTAssertEqual(try roundTrip([], []), [LineDelta.version, 0])
    }

    func testInsertDeleteAndReplaceAtStartMiddleAndEnd() throws {
        let old = document(100)
        let added: [Substring] = ["  \"new.one\": 1,", "  \"new.two\": 2,"]
        for position in [0, 50, 100] {
            var inserted = old
            inserted.insert(contentsOf: added, at: position)
            try roundTrip(old, inserted)

            let range = min(position, 97)..<min(position, 97) + 3
            var deleted = old
            deleted.removeSubrange(range)
            try roundTrip(old, deleted)

            var replaced = old
            replaced.replaceSubrange(range, with: added)
            try roundTrip(old, replaced)
        }
    }

    func testManyScatteredChanges() throws {
        var generator = SplitMix64(seed: 11)
        let old = document(3_000)
        var new = old
        for _ in 0..<150 {
            let position = Int(generator.next() % UInt64(new.count))
            switch generator.next() % 3 {
            case 0: new.insert(tokenLine(&generator), at: position)
            case 1: new.remove(at: position)
            default: new[position] = tokenLine(&generator)
            }
        }
        try roundTrip(old, new)
    }

    /// Random pairs, including documents of few distinct lines so the diff meets many equal lines.
    func testRandomPairsRoundTrip() throws {
        var generator = SplitMix64(seed: 0xde17a)
        for round in 0..<300 {
            let alphabet = round % 2 == 0 ? 4 : 1_000
            func randomLine() -> Substring { Substring("line \(generator.next() % UInt64(alphabet))") }
            let old = (0..<Int(generator.next() % 60)).map { _ in randomLine() }
            var new = old
            if round % 5 == 0 {
                new = (0..<Int(generator.next() % 60)).map { _ in randomLine() }
            } else {
                for _ in 0..<Int(generator.next() % 8) {
                    let position = Int(generator.next() % UInt64(new.count + 1))
                    switch generator.next() % 3 {
                    case 0: new.insert(randomLine(), at: position)
                    case 1: if position < new.count { new.remove(at: position) }
                    default: if position < new.count { new[position] = randomLine() }
                    }
                }
            }
            try roundTrip(old, new)
        }
    }

    func testLinesAreComparedByBytesNotCanonicalEquivalence() throws {
        let composed: [Substring] = ["caf\u{E9}", "\u{212A}elvin", "x"]
        let decomposed: [Substring] = ["cafe\u{301}", "Kelvin", "x"]
        let delta = try roundTrip(composed, decomposed)
        XCTAssertEqual(
            try LineDelta.apply(delta, to: composed).map { Array($0.utf8) }, decomposed.map { Array($0.utf8) })
    }

    /// Carriage returns and leading combining marks sit next to the `\n` separators in a delta.
    func testLinesEndingInCarriageReturnOrStartingWithCombiningMarks() throws {
        let old: [Substring] = ["a\r", "b", ""]
        let new: [Substring] = ["a\r", "\u{301}b\r", "", "\r", "\u{301}"]
        let applied = try LineDelta.apply(LineDelta.encode(from: old, to: new), to: old)
        XCTAssertEqual(applied.map { Array($0.utf8) }, new.map { Array($0.utf8) })
    }

    /// The lines a stored document is cut into: at each `\n` byte, never inside a multi-byte character, and a line
    /// that a combining mark starts stays apart from the `\n` before it; a last line break ends the last line.
    func testADocumentIsCutIntoLinesAtEachLineBreakByte() {
        let cases: [(String, [String])] = [
            ("", []), ("a", ["a"]), ("a\n", ["a"]), ("\n", [""]), ("a\n\nb", ["a", "", "b"]),
            ("a\r\n\u{301}b\n", ["a\r", "\u{301}b"]), ("caf\u{E9}\n日本語", ["caf\u{E9}", "日本語"]),
        ]
        for (text, lines) in cases {
            XCTAssertEqual(
                DocumentStore.lines(of: text).map { Array($0.utf8) }, lines.map { Array($0.utf8) },
                text.debugDescription)
        }
    }

    func testLargeDocumentWithAFewChangesAndWholesaleRewrite() throws {
        let old = document(50_000)
        var new = old
        new[10] = "  \"changed\": true,"
        new.insert("  \"added\": true,", at: 25_000)
        new.remove(at: 49_000)
        XCTAssertLessThan(try roundTrip(old, new).count, 60)
        // Far more edits than the diff looks for: falls back to replacing the changed range.
        try roundTrip(old, document(50_000, seed: 2))
    }

    // ── Size ────────────────────────────────────────────────────────────────────────────

    func testDeltaOfKChangedLinesCostsAboutTheNewLines() throws {
        var generator = SplitMix64(seed: 5)
        let old = document(2_500)
        for k in 1...5 {
            var new = old
            var newBytes = 0
            for index in 0..<k {
                let line = tokenLine(&generator)
                new[index * 500 + Int(generator.next() % 400)] = line
                newBytes += line.utf8.count
            }
            let size = try roundTrip(old, new).count
            print("k = \(k): \(size) bytes for \(newBytes) bytes of new lines")
            XCTAssertLessThan(size, newBytes + 32, "k = \(k)")
        }
    }

    // ── Malformed deltas ────────────────────────────────────────────────────────────────

    func testMalformedDeltasThrow() {
        let old: [Substring] = ["a", "b", "c"]
        let delta = LineDelta.encode(from: old, to: ["a", "inserted", "c"])
        XCTAssertEqual(error(applying: [], to: old), .truncated)
        XCTAssertEqual(error(applying: [LineDelta.version], to: old), .truncated)
        XCTAssertEqual(error(applying: Array(delta.dropLast(3)), to: old), .truncated)
        XCTAssertEqual(error(applying: [LineDelta.version, 0x83], to: old), .truncated)
        XCTAssertEqual(error(applying: [9] + delta.dropFirst(), to: old), .unsupportedVersion(found: 9))
        XCTAssertEqual(error(applying: delta, to: ["a", "b"]), .baseMismatch(expected: 3, actual: 2))
        guard case .malformed = error(applying: [LineDelta.version, 3, 4 << 2], to: old) else {
            return XCTFail("a keep past the end must be malformed")
        }
        guard case .malformed = error(applying: [LineDelta.version, 3, 1 << 2 | 3], to: old) else {
            return XCTFail("an unknown op must be malformed")
        }
        guard case .malformed = error(applying: [LineDelta.version, 3, 1 << 2 | 2, 0xff, 0x0a], to: old) else {
            return XCTFail("invalid UTF-8 must be malformed")
        }
        guard case .malformed = error(applying: [LineDelta.version] + [UInt8](repeating: 0xff, count: 12), to: old)
        else {
            return XCTFail("an overlong varint must be malformed")
        }
    }

    func testCorruptedDeltasNeverTrap() {
        var generator = SplitMix64(seed: 99)
        let old = document(50)
        var new = old
        new.replaceSubrange(10..<12, with: ["x", "y", "z"])
        let delta = LineDelta.encode(from: old, to: new)
        for length in 0..<delta.count {
            _ = error(applying: Array(delta.prefix(length)), to: old)
        }
        for _ in 0..<2_000 {
            var corrupted = delta
            corrupted[Int(generator.next() % UInt64(delta.count))] = UInt8(truncatingIfNeeded: generator.next())
            _ = error(applying: corrupted, to: old)
            let garbage = (0..<Int(generator.next() % 20)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = error(applying: [LineDelta.version] + garbage, to: old)
        }
    }

    // ── Speed ───────────────────────────────────────────────────────────────────────────

    /// 1,000 revisions of a 2,500-line document, each changing 1–5 lines; prints timings only.
    func testApplyingAThousandSuccessiveDeltas() throws {
        var generator = SplitMix64(seed: 3)
        var revisions = [document(2_500)]
        for _ in 0..<1_000 {
            var next = revisions[revisions.count - 1]
            for _ in 0..<Int(1 + generator.next() % 5) {
                let position = Int(generator.next() % UInt64(next.count))
                switch generator.next() % 3 {
                case 0: next.insert(tokenLine(&generator), at: position)
                case 1: next.remove(at: position)
                default: next[position] = tokenLine(&generator)
                }
            }
            revisions.append(next)
        }
        let encodeStart = Date()
        let deltas = zip(revisions, revisions.dropFirst()).map { LineDelta.encode(from: $0, to: $1) }
        let encodeTime = Date().timeIntervalSince(encodeStart)

        let applyStart = Date()
        var current = revisions[0].map(String.init)
        for delta in deltas { current = try LineDelta.apply(delta, to: current) }
        let applyTime = Date().timeIntervalSince(applyStart)

        XCTAssertEqual(current, revisions[revisions.count - 1].map(String.init))
        let sizes = deltas.map(\.count).sorted()
        print(
            "1,000 deltas on 2,500 lines: encode \(Int(encodeTime * 1000)) ms, apply \(Int(applyTime * 1000)) ms,"
                + " delta size median \(sizes[sizes.count / 2]) B, max \(sizes[sizes.count - 1]) B")
    }
}
