/// One problem found in a design-system document.
///
/// Rendered as `file:line:column: /json/pointer: message`, the shape compilers use, so that
/// editors and CI logs turn it into a link to the offending place.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// A stable name for the kind of problem, for tests and machine-readable output.
    public enum Code: String, Sendable, CaseIterable {
        case notUTF8 = "not-utf8"
        case tooLarge = "too-large"
        case malformedJSON = "malformed-json"
        case duplicateKey = "duplicate-key"
        case tooDeep = "too-deep"
        case wrongType = "wrong-type"
        case unknownKey = "unknown-key"
        case missingKey = "missing-key"
        case invalidValue = "invalid-value"
        case badColor = "bad-color"
        case badNumber = "bad-number"
        case emptyName = "empty-name"
        case badName = "bad-name"
        case invalidIdentifier = "invalid-identifier"
        case swiftKeyword = "swift-keyword"
        case identifierCollision = "identifier-collision"
        case unknownAlias = "unknown-alias"
        case aliasCycle = "alias-cycle"
        case missingRole = "missing-role"
        case ungroupedToken = "ungrouped-token"
        /// A token type (in a token file) that the file's format does not define.
        case unknownType = "unknown-type"
        /// A token (in a token file) whose type is given nowhere: not on it, not by a reference, not by a group.
        case missingType = "missing-type"
        /// A reference to a token of another type than the place needs.
        case typeMismatch = "type-mismatch"
        /// Something valid that dsys cannot read (a remote reference, say).
        case unsupported = "unsupported"
        /// A roles file that maps a role dsys does not have, or a role that could not be mapped.
        case unknownRole = "unknown-role"
        /// A pair of colors a profile's components draw that fails its contrast level, and is not waived.
        case contrast = "contrast"
    }

    public var code: Code
    /// Where in the document: the member or value at fault.
    public var pointer: JSONPointer
    /// Where in the file, 1-based; column counts Unicode scalars.
    public var line: Int
    public var column: Int
    /// What is wrong and how to fix it.
    public var message: String

    public init(_ code: Code, at pointer: JSONPointer, line: Int, column: Int, _ message: String) {
        self.code = code
        self.pointer = pointer
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: /pointer: message`; prefix it with the file name to print it. The pointer and the message
    /// are escaped for a terminal: they carry member names and references as the document spells them.
    public var description: String {
        "\(line):\(column): \(pointer.displayed): \(TerminalText.escaped(message))"
    }

    /// The full compiler-style line for `file`; a problem of no place in a file (line 0: a role nothing fills) is
    /// `file: message`.
    public func formatted(file: String) -> String {
        line > 0 ? "\(file):\(description)" : "\(file): \(TerminalText.escaped(message))"
    }
}

/// Maps byte offsets of a source to 1-based line and column numbers.
///
/// Built once per document and consulted only when a problem is reported, so that parsing
/// a valid document never pays for positions nobody reads.
package struct SourceLines: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    package func position(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            // Count scalars, not bytes: skip UTF-8 continuation bytes.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        if lineStarts[low] == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), clamped >= 3 {
            column -= 1  // A byte-order mark is not a column anyone can see.
        }
        return (low + 1, column)
    }
}
