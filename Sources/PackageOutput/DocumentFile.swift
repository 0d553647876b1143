import Foundation
import Generator
import Tokens

/// Reading `.dsys/design-system.json` from disk.
public enum DocumentFile {
    /// Where a project keeps its document, relative to the project folder.
    public static let defaultPath = ".dsys/design-system.json"

    /// Reads and validates the document at `path`, with what its profile (or `profile`, when given) needs; with
    /// `contrast` `.breaking`, also that every pair the profile's components draw meets its level or is waived.
    ///
    /// - Throws: ``PackageOutputError`` when the file cannot be read, ``TokensError`` when it is invalid.
    public static func load(
        _ path: String, profile: OutputProfile? = nil, contrast: AccessibilityPolicy? = nil
    ) throws -> DesignSystem {
        try DesignSystemDocument.load(
            try read(path), file: path, requirements: OutputProfile.requirements(override: profile, contrast: contrast))
    }

    /// The bytes of the document at `path`, after the checks that need no parsing.
    public static func read(_ path: String) throws -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw PackageOutputError.documentNotFound(path: path)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw PackageOutputError.fileSystem(
                operation: "read", path: path, reason: "it is a folder; give the path of the JSON document")
        }
        // Refuse before reading, so a wrong path to a huge file costs nothing.
        try DesignSystemDocument.checkSize(Int(status.st_size), file: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PackageOutputError.fileSystem(
                operation: "read", path: path, reason: String(cString: strerror(access(path, R_OK) == 0 ? EIO : errno)))
        }
        return [UInt8](data)
    }
}
