#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the `Tokens` module.
public enum TokensError: Error, LocalizedError, Equatable {
    /// The document has problems; every one found is listed, in document order.
    case invalidDocument(file: String, diagnostics: [Diagnostic])

    public var errorDescription: String? {
        switch self {
        case .invalidDocument(let file, let diagnostics):
            let lines = diagnostics.map { $0.formatted(file: file) }
            let count = diagnostics.count == 1 ? "1 problem" : "\(diagnostics.count) problems"
            return (lines + ["\(file): \(count); nothing was written"]).joined(separator: "\n")
        }
    }
}
