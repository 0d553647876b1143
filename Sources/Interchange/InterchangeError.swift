import Tokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the `Interchange` module: token files that cannot be imported, documents that cannot be exported.
public enum InterchangeError: Error, LocalizedError, Equatable {
    /// Token files to import have problems; every one found is listed with its file.
    case invalidTokens(diagnostics: [FileDiagnostic])
    /// The document to export is invalid; every problem is listed, as `validate` lists them.
    case invalidDocument(file: String, diagnostics: [Diagnostic])
    /// A document cannot be written as token files; `reason` says why and what to change.
    case notExportable(reason: String)
    /// The token files are fine, but roles are left that the import cannot fill by itself: each is a question to
    /// answer (a roles file, `--role`, or at a terminal).
    case rolesToAnswer(questions: [RoleQuestion])

    /// The error a document's own problems give here (``TokensError`` has no other case).
    init(_ error: TokensError) {
        switch error {
        case .invalidDocument(let file, let diagnostics): self = .invalidDocument(file: file, diagnostics: diagnostics)
        }
    }

    public var errorDescription: String? {
        switch self {
        case .invalidTokens(let diagnostics):
            let count = diagnostics.count == 1 ? "1 problem" : "\(diagnostics.count) problems"
            return (diagnostics.map(\.description) + ["import: \(count); nothing was written"])
                .joined(separator: "\n")
        case .invalidDocument(let file, let diagnostics):
            // Worded as the document's own error, which `validate` prints.
            return TokensError.invalidDocument(file: file, diagnostics: diagnostics).errorDescription
        case .notExportable(let reason):
            return "cannot export: \(reason)"
        case .rolesToAnswer(let questions):
            let count = questions.count == 1 ? "1 role" : "\(questions.count) roles"
            return (questions.map(\.description) + ["import: \(count) to answer; nothing was written"])
                .joined(separator: "\n")
        }
    }
}

/// A problem in one of the files an import reads, with the file it is in.
public struct FileDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var diagnostic: Diagnostic

    public init(file: String, diagnostic: Diagnostic) {
        self.file = file
        self.diagnostic = diagnostic
    }

    /// `file:line:column: /pointer: message`.
    public var description: String { diagnostic.formatted(file: file) }
}
