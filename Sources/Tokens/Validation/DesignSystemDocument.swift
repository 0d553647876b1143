/// Reading a design-system document: bytes in, a validated ``DesignSystem`` or every problem out.
public enum DesignSystemDocument {
    /// The largest document accepted, in bytes.
    public static let maximumSize = 8 * 1024 * 1024

    /// The longest alias chain followed before giving up.
    public static let maximumAliasDepth = 32

    /// Parses and validates `bytes`, the contents of `file` (used only in messages).
    ///
    /// - Throws: ``TokensError/invalidDocument(file:diagnostics:)`` listing every problem found.
    public static func load(_ bytes: [UInt8], file: String) throws(TokensError) -> DesignSystem {
        try loadWithRoot(bytes, file: file).designSystem
    }

    /// Parses and validates `bytes` like ``load(_:file:)``, and also returns the document's
    /// canonical text (see ``CanonicalJSON``).
    public static func loadCanonical(
        _ bytes: [UInt8], file: String
    ) throws(TokensError) -> (
        designSystem: DesignSystem, canonicalText: String
    ) {
        let loaded = try loadWithRoot(bytes, file: file)
        return (loaded.designSystem, CanonicalJSON.text(of: loaded.root))
    }

    /// Validates a document built in memory (no source text: problems are placed at line 1, column 1).
    static func load(root: JSONNode, file: String) throws(TokensError) -> DesignSystem {
        var reader = DocumentReader(lines: SourceLines([]))
        let document = reader.read(root)
        if !reader.diagnostics.isEmpty {
            throw .invalidDocument(file: file, diagnostics: reader.sortedDiagnostics)
        }
        guard let document else {
            throw .invalidDocument(
                file: file,
                diagnostics: [
                    Diagnostic(.malformedJSON, at: .root, line: 1, column: 1, "the document could not be read")
                ])
        }
        return document
    }

    private static func loadWithRoot(
        _ bytes: [UInt8], file: String
    ) throws(TokensError) -> (
        designSystem: DesignSystem, root: JSONNode
    ) {
        let lines = SourceLines(bytes)
        func fail(
            _ code: Diagnostic.Code, at pointer: JSONPointer = .root, offset: Int, _ message: String
        ) -> TokensError {
            let position = lines.position(of: offset)
            return .invalidDocument(
                file: file,
                diagnostics: [Diagnostic(code, at: pointer, line: position.line, column: position.column, message)])
        }
        try checkSize(bytes.count, file: file)
        if let invalid = firstInvalidUTF8Offset(bytes) {
            throw fail(
                .notUTF8, offset: invalid,
                "the file is not valid UTF-8 (byte \(invalid)); save it as UTF-8")
        }
        var parser = JSONParser(bytes: bytes)
        let root: JSONNode
        do {
            root = try parser.parseDocument()
        } catch {
            throw fail(error.code, at: error.pointer, offset: error.offset, error.message)
        }
        var reader = DocumentReader(lines: lines)
        for duplicate in parser.duplicates {
            let first = lines.position(of: duplicate.firstOffset)
            reader.report(
                .duplicateKey, duplicate.pointer, offset: duplicate.offset,
                "\"\(duplicate.pointer.tokens.last ?? "")\" is already defined at line \(first.line), "
                    + "column \(first.column); JSON readers disagree on which one wins, so remove one")
        }
        let document = reader.read(root)
        if !reader.diagnostics.isEmpty {
            throw .invalidDocument(file: file, diagnostics: reader.sortedDiagnostics)
        }
        guard let document else {
            // The reader returns nil only after reporting; keep a message rather than trap.
            throw fail(.malformedJSON, offset: 0, "the document could not be read")
        }
        return (document, root)
    }

    /// The canonical text of a JSON document, without validating it as a design system.
    public static func canonicalText(of bytes: [UInt8], file: String) throws(TokensError) -> String {
        var parser = JSONParser(bytes: bytes)
        do {
            return CanonicalJSON.text(of: try parser.parseDocument())
        } catch {
            let position = SourceLines(bytes).position(of: error.offset)
            throw .invalidDocument(
                file: file,
                diagnostics: [
                    Diagnostic(
                        error.code, at: error.pointer, line: position.line, column: position.column, error.message)
                ])
        }
    }

    /// Refuses a document of `size` bytes when it is larger than ``maximumSize``; callers that
    /// read from disk check before reading.
    public static func checkSize(_ size: Int, file: String) throws(TokensError) {
        guard size > maximumSize else { return }
        throw .invalidDocument(
            file: file,
            diagnostics: [
                Diagnostic(
                    .tooLarge, at: .root, line: 1, column: 1,
                    "the document is \(size) bytes, more than the \(maximumSize / 1024 / 1024) MiB dsys reads; "
                        + "is this the right file?")
            ])
    }

    /// The offset of the first byte that breaks UTF-8, or `nil` when all is well.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
