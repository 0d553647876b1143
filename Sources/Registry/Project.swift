import Foundation
import Generator
import Tokens

/// A project folder: its document in `.dsys/design-system.json`, and beside it the registry
/// (`registry.sqlite`, `output.git`).
public struct Project: Sendable {
    public let root: URL

    public init(path: String) {
        root = URL(fileURLWithPath: path).standardizedFileURL
    }

    public var registryFolder: URL { root.appendingPathComponent(".dsys") }
    public var documentPath: String { registryFolder.appendingPathComponent("design-system.json").path }
    public var databasePath: String { registryFolder.appendingPathComponent("registry.sqlite").path }
    public var repositoryPath: String { registryFolder.appendingPathComponent("output.git").path }
    var lockPath: String { registryFolder.appendingPathComponent("registry.lock").path }

    /// The working document, validated, as the registry records it: its canonical text, and
    /// the design system read back from that text, so that what is generated now is exactly
    /// what regenerating the stored text gives later.
    func loadWorkingDocument(at path: String? = nil) throws -> (designSystem: DesignSystem, canonicalText: String) {
        let path = path ?? documentPath
        _ = try DocumentFile.load(path)  // validates, with the user's own line numbers
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let canonical = try DesignSystemDocument.loadCanonical([UInt8](data), file: path).canonicalText
        return (try Self.designSystem(fromCanonical: canonical, version: "the working document"), canonical)
    }

    /// Reads a stored canonical text back into a design system.
    static func designSystem(fromCanonical text: String, version: String) throws -> DesignSystem {
        do {
            return try DesignSystemDocument.load(Array(text.utf8), file: version)
        } catch {
            throw RegistryError.corruptDocument(
                version: version, reason: "it no longer validates: \(error.localizedDescription)")
        }
    }
}
