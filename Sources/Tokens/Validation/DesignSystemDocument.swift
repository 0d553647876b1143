/// Reading a design-system document: bytes in, a validated ``DesignSystem`` or every problem out.
///
/// The document's own rules (its shape, names, references) are checked here; what one output profile needs
/// of it (roles, say) comes from the caller as ``Requirements``, so that this module knows no profile.
public enum DesignSystemDocument {
    /// The largest document accepted, in bytes.
    public static let maximumSize = 8 * 1024 * 1024

    /// A caller's own rules for a document that is valid in itself: the problems they find, each placed at
    /// a JSON pointer (the line and column are looked up from it).
    public typealias Requirements = @Sendable (DesignSystem) -> [RequirementProblem]

    /// No rules beyond the document's own.
    public static let noRequirements: Requirements = { _ in [] }

    /// Parses and validates `bytes`, the contents of `file` (used only in messages).
    ///
    /// - Throws: ``TokensError/invalidDocument(file:diagnostics:)`` listing every problem found.
    public static func load(
        _ bytes: [UInt8], file: String, requirements: Requirements = noRequirements
    ) throws(TokensError) -> DesignSystem {
        let (designSystem, root) = try loadWithRoot(bytes, file: file, requirements: requirements)
        discard(consume root, read: bytes)
        return designSystem
    }

    /// Frees the parsed tree of a large document on another core: a tree of tens of thousands of small objects takes
    /// a good part of its reading to free, and nothing needs to wait for that. A small one is freed here, at less
    /// than the cost of handing it over.
    private static func discard(_ root: consuming JSONNode, read bytes: [UInt8]) {
        guard bytes.count >= releasedElsewhereFrom else { return }
        releaseElsewhere(consume root)
    }

    /// The size of document text from which its parsed tree is freed on another core.
    static let releasedElsewhereFrom = 64 * 1024

    /// Whether `name` is a member that marks a token in the document's groups, so that no token or group may have
    /// it as its name: `light`, `dark` and `value` mark a color, `type` and `value` a token of `tokens.other` (an
    /// import renames such a name, `value_`). Compared, not hashed: every name of a document is asked.
    package static func marksToken(_ name: String, color: Bool) -> Bool {
        name == "value" || (color ? name == "light" || name == "dark" : name == "type")
    }

    /// Parses and validates `bytes` like ``load(_:file:requirements:)``, and also returns the document's
    /// canonical text (see ``CanonicalJSON``).
    public static func loadCanonical(
        _ bytes: [UInt8], file: String, requirements: Requirements = noRequirements
    ) throws(TokensError) -> (
        designSystem: DesignSystem, canonicalText: String
    ) {
        let (designSystem, root) = try loadWithRoot(bytes, file: file, requirements: requirements)
        let text = CanonicalJSON.text(of: root)
        discard(consume root, read: bytes)
        return (designSystem, text)
    }

    /// Validates a document built in memory (no source text: problems are placed at line 1, column 1).
    package static func load(
        root: JSONNode, file: String, requirements: Requirements = noRequirements
    ) throws(TokensError) -> DesignSystem {
        var reader = DocumentReader(lines: SourceLines([]))
        let document = reader.read(root)
        if !reader.diagnostics.isEmpty {
            throw .invalidDocument(
                file: file, diagnostics: allProblems(reader, root: root, lines: SourceLines([]), requirements))
        }
        if let document {
            try check(document, root: root, lines: SourceLines([]), file: file, requirements: requirements)
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

    static func loadWithRoot(
        _ bytes: [UInt8], file: String, requirements: Requirements
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
            throw .invalidDocument(file: file, diagnostics: allProblems(reader, root: root, lines: lines, requirements))
        }
        guard let document else {
            // The reader returns nil only after reporting; keep a message rather than trap.
            throw fail(.malformedJSON, offset: 0, "the document could not be read")
        }
        try check(document, root: root, lines: lines, file: file, requirements: requirements)
        return (document, root)
    }

    /// Runs the caller's requirements on a valid document; their problems are placed in the file through their
    /// pointers.
    private static func check(
        _ document: DesignSystem, root: JSONNode, lines: SourceLines, file: String, requirements: Requirements
    ) throws(TokensError) {
        let problems = requirements(document)
        guard !problems.isEmpty else { return }
        throw .invalidDocument(file: file, diagnostics: sorted(diagnostics(problems, root: root, lines: lines)))
    }

    /// The reader's problems and, so that one run shows everything, the requirements' problems with what could
    /// be read (a token that is written but invalid is not also reported missing).
    private static func allProblems(
        _ reader: DocumentReader, root: JSONNode, lines: SourceLines, _ requirements: Requirements
    ) -> [Diagnostic] {
        guard let partial = reader.partial else { return reader.sortedDiagnostics }
        let problems = requirements(partial).filter { problem in
            guard let missing = problem.missingToken else { return true }
            return !reader.invalidKeys.contains(missing) && !reader.unreadCategories.contains(missing.category)
        }
        return sorted(reader.diagnostics + diagnostics(problems, root: root, lines: lines))
    }

    private static func diagnostics(
        _ problems: [RequirementProblem], root: JSONNode, lines: SourceLines
    ) -> [Diagnostic] {
        problems.map { problem in
            let (pointer, offset) = root.existing(problem.pointer)
            let position = lines.position(of: offset)
            return Diagnostic(problem.code, at: pointer, line: position.line, column: position.column, problem.message)
        }
    }

    /// In the order of their place in the file (the order found, for problems at one place).
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
        }.map(\.element)
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
    package static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
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

/// A problem that a caller's ``DesignSystemDocument/Requirements`` found: what and where, by JSON pointer.
public struct RequirementProblem: Sendable, Equatable {
    public var code: Diagnostic.Code
    /// The member at fault; when it does not exist (a missing role), its deepest existing parent is shown.
    public var pointer: JSONPointer
    public var message: String
    /// For a token found missing: the token. When the document writes it but it is invalid (and so reported
    /// already), the problem is not shown.
    public var missingToken: TokenKey?

    public init(_ code: Diagnostic.Code, at pointer: JSONPointer, _ message: String, missingToken: TokenKey? = nil) {
        self.code = code
        self.pointer = pointer
        self.message = message
        self.missingToken = missingToken
    }
}

extension JSONNode {
    /// The longest part of `pointer` that names a value in this document, and that value's offset.
    func existing(_ pointer: JSONPointer) -> (pointer: JSONPointer, offset: Int) {
        var node = self
        var found: [String] = []
        for token in pointer.tokens {
            switch node.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == token }) else {
                    return (JSONPointer(found), node.offset)
                }
                node = member.value
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else {
                    return (JSONPointer(found), node.offset)
                }
                node = elements[index]
            default:
                return (JSONPointer(found), node.offset)
            }
            found.append(token)
        }
        return (pointer, node.offset)
    }
}
