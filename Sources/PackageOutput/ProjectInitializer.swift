import Foundation
import Generator
import Tokens

/// Creating a project's `.dsys/` folder with a starter document.
public enum ProjectInitializer {
    /// The files `initialize` writes, relative to the project folder.
    public static let documentPath = DocumentFile.defaultPath
    public static let schemaPath = ".dsys/design-system.schema.json"

    /// The starter document of `profile`: complete for it, and naming it unless it is the default.
    public static func starter(for profile: OutputProfile) -> String {
        guard let starter = EmbeddedResources.starterDocuments[profile.rawValue] else {
            preconditionFailure("no starter document for the \(profile.rawValue) profile in Examples/profiles/")
        }
        return starter
    }

    /// Writes a starter document complete for `profile` and the schema it references into
    /// `directory/.dsys/`. Refuses to replace an existing document unless `force` is set.
    public static func initialize(
        in directory: String, profile: OutputProfile = .default, force: Bool = false
    ) throws(PackageOutputError) -> [String] {
        let base = URL(fileURLWithPath: directory)
        let document = base.appendingPathComponent(documentPath)
        if !force, FileManager.default.fileExists(atPath: document.path) {
            throw .documentExists(path: document.path)
        }
        let folder = document.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(operation: "create the folder", path: folder.path, reason: FileSystemReason.of(error))
        }
        let files = [
            (base.appendingPathComponent(schemaPath), EmbeddedResources.schema),
            (document, starter(for: profile)),
        ]
        for (url, text) in files {
            do {
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw .fileSystem(operation: "write", path: url.path, reason: FileSystemReason.of(error))
            }
        }
        return [documentPath, schemaPath]
    }
}
