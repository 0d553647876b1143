import Foundation
import Tokens

/// The findings a team accepts for now (`--write-baseline FILE`), so that a run reports and fails only on new ones
/// (`--baseline FILE`): how lint is made blocking on an app that already has hundreds of findings.
///
/// A finding is known by its file, rule and fingerprint (its code and the text of its line, not the line's number),
/// so it stays known when lines above it are added or removed; editing its line makes it new.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Equatable, Codable {
        public var file: String
        public var rule: String
        public var fingerprint: String
        /// Where it was when recorded, and what, for readers of the file; matching ignores both.
        public var line: Int
        public var code: String

        public init(file: String, rule: String, fingerprint: String, line: Int, code: String) {
            self.file = file
            self.rule = rule
            self.fingerprint = fingerprint
            self.line = line
            self.code = code
        }
    }

    /// The version of the file's format, its `version` member.
    public static let formatVersion = 1
    static let tool = "dsysctl lint"

    /// In file, line and rule order.
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The baseline of `findings`: every one, whatever its severity.
    public init(findings: [Finding]) {
        entries = findings.sorted { lhs, rhs in
            lhs.file != rhs.file
                ? lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) : (lhs.start, lhs.rule) < (rhs.start, rhs.rule)
        }
        .map {
            Entry(
                file: $0.file, rule: $0.rule.rawValue, fingerprint: $0.fingerprint, line: $0.start.line, code: $0.code)
        }
    }

    private struct File: Codable {
        var tool: String
        var version: Int
        var findings: [Entry]
    }

    /// The file `--write-baseline` writes: JSON, keys sorted, one finding per entry.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain structs cannot fail.
        let data =
            (try? encoder.encode(File(tool: Self.tool, version: Self.formatVersion, findings: entries))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads the baseline file at `path`.
    ///
    /// - Throws: ``LintError/unreadableBaseline(path:reason:)`` when the file is missing or is not a baseline.
    public static func read(_ path: String) throws -> Baseline {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LintError.unreadableBaseline(path: path, reason: "there is no such file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw LintError.unreadableBaseline(
                path: path, reason: isDirectory.boolValue ? "it is a folder" : "it cannot be read (permissions?)")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw LintError.unreadableBaseline(
                path: path, reason: "it is not a baseline of \(tool) (JSON with tool, version and findings)")
        }
        guard file.tool == tool, file.version == formatVersion else {
            throw LintError.unreadableBaseline(
                path: path,
                reason: "it is a baseline of \(Suggestions.quoted(file.tool)) version \(file.version), "
                    + "not of \(tool) version \(formatVersion)")
        }
        return Baseline(entries: file.findings)
    }

    /// Marks each finding `unchanged` when the baseline has it and `new` otherwise (a baseline entry accounts for one
    /// finding: a second copy of an accepted finding is new); returns how many entries no finding matched.
    public func mark(_ findings: inout [Finding]) -> Int {
        struct Key: Hashable {
            var file: String
            var rule: String
            var fingerprint: String
        }
        var remaining: [Key: Int] = [:]
        for entry in entries {
            remaining[Key(file: entry.file, rule: entry.rule, fingerprint: entry.fingerprint), default: 0] += 1
        }
        for index in findings.indices {
            let key = Key(
                file: findings[index].file, rule: findings[index].rule.rawValue,
                fingerprint: findings[index].fingerprint)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                findings[index].baselineState = .unchanged
            } else {
                findings[index].baselineState = .new
            }
        }
        return remaining.values.reduce(0, +)
    }
}

/// A finding's fingerprint: its rule, its code and its line's text, hashed, whatever the line's number.
enum Fingerprint {
    /// `bytes`: the file; `start..<end`: the finding's code.
    static func of(rule: LintRule, bytes: [UInt8], start: Int, end: Int) -> String {
        var lineStart = min(start, bytes.count)
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = min(end, bytes.count)
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        var hash = SHA256()
        hash.update(Array("dsys-lint 1\u{0}\(rule.rawValue)\u{0}".utf8))
        // The lines it spans, whitespace runs (indentation, a `\r`) as one space: re-indenting keeps it.
        var inSpace = true
        var text: [UInt8] = []
        for byte in bytes[lineStart..<lineEnd] {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\n")
            {
                inSpace = true
                continue
            }
            if inSpace, !text.isEmpty { text.append(UInt8(ascii: " ")) }
            inSpace = false
            text.append(byte)
        }
        hash.update(text)
        hash.update([0])
        hash.update(Array(bytes[max(0, start)..<min(end, bytes.count)]))
        return String(SHA256.hex(hash.finalize()).prefix(32))
    }
}
