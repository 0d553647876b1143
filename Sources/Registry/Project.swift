import Foundation
import Generator
import PackageOutput
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

    /// The working document, validated, as the registry records it: its design system and
    /// its canonical text.
    /// `contrast`: `.breaking` refuses a pair the profile's components draw below its level that the document does
    /// not waive, as `publish` does by default.
    func loadWorkingDocument(
        at path: String? = nil, profile: OutputProfile? = nil, contrast: AccessibilityPolicy? = nil
    ) throws -> (designSystem: DesignSystem, canonicalText: String) {
        let path = path ?? documentPath
        // Validated as written, so problems carry the user's own line numbers. The design system
        // read from the file equals the one the canonical text gives back (same members in the
        // same order, same values; only number spellings and source offsets differ, which the
        // generator does not read), so it is not read a second time; `verify` regenerates every
        // stored revision from its canonical text and would notice if that ever stopped holding.
        let loaded = try DesignSystemDocument.loadCanonical(
            try DocumentFile.read(path), file: path,
            requirements: OutputProfile.requirements(override: profile, contrast: contrast))
        return (loaded.designSystem, loaded.canonicalText)
    }

    /// The working document's design system, validated as ``loadWorkingDocument(at:profile:contrast:)`` validates
    /// it, without writing its canonical text, which a diff or a contrast report does not read.
    func workingDesignSystem(at path: String? = nil, profile: OutputProfile? = nil) throws -> DesignSystem {
        let path = path ?? documentPath
        return try DesignSystemDocument.load(
            try DocumentFile.read(path), file: path, requirements: OutputProfile.requirements(override: profile))
    }

    /// Reads a stored canonical text back into a design system. Only the document's own rules are checked: its
    /// profile's were when it was published, and a newer dsys must not refuse an old revision for them.
    static func designSystem(fromCanonical text: String, version: String) throws -> DesignSystem {
        do {
            return try DesignSystemDocument.load(Array(text.utf8), file: version)
        } catch {
            throw corrupt(version, error)
        }
    }

    /// Reads a stored canonical text back like ``designSystem(fromCanonical:version:)``, on top of `previous`, another
    /// revision's document read so: where they differ only in color values, only those are read again.
    static func document(
        fromCanonical text: String, version: String, reusing previous: ValidatedDocument?
    ) throws -> ValidatedDocument {
        do {
            return try DesignSystemDocument.load(Array(text.utf8), file: version, reusing: previous)
        } catch {
            throw corrupt(version, error)
        }
    }

    private static func corrupt(_ version: String, _ error: TokensError) -> RegistryError {
        .corruptDocument(version: version, reason: "it no longer validates: \(error.localizedDescription)")
    }
}
