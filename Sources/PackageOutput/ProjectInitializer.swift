import Foundation
import Tokens

/// Creating a project's `.dsys/` folder with a starter document.
public enum ProjectInitializer {
    /// The files `initialize` writes, relative to the project folder.
    public static let documentPath = DocumentFile.defaultPath
    public static let schemaPath = ".dsys/design-system.schema.json"

    /// Writes a complete, valid starter document and the schema it references into
    /// `directory/.dsys/`. Refuses to replace an existing document unless `force` is set.
    public static func initialize(in directory: String, force: Bool = false) throws(PackageOutputError) -> [String] {
        let base = URL(fileURLWithPath: directory)
        let document = base.appendingPathComponent(documentPath)
        if !force, FileManager.default.fileExists(atPath: document.path) {
            throw .documentExists(path: document.path)
        }
        let folder = document.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(operation: "create the folder", path: folder.path, reason: error.localizedDescription)
        }
        let files = [
            (base.appendingPathComponent(schemaPath), EmbeddedResources.schema),
            (document, EmbeddedResources.starterDocument),
        ]
        for (url, text) in files {
            do {
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw .fileSystem(operation: "write", path: url.path, reason: error.localizedDescription)
            }
        }
        return [documentPath, schemaPath]
    }
}
