#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the `PackageOutput` module: reading documents and token files, writing packages, reports and projects.
public enum PackageOutputError: Error, LocalizedError, Equatable {
    /// The output directory holds files and dsys has not written there before; writing there
    /// could bury an unrelated project under generated files.
    case outputNotGenerated(path: String)
    /// Generated files would replace files that dsys did not write.
    case wouldOverwrite(path: String, files: [String])
    /// The output folder is, or contains, the current directory.
    case outputContainsWorkingDirectory(path: String)
    /// The output path exists and is not a directory.
    case outputNotADirectory(path: String)
    /// A generated path would leave the output root or is not a plain relative path.
    case unsafePath(path: String)
    /// The file system refused an operation.
    case fileSystem(operation: String, path: String, reason: String)
    /// Another dsys process is writing the same output directory.
    case outputBusy(path: String)
    /// There is no document at the given path.
    case documentNotFound(path: String)
    /// `init` would replace an existing document.
    case documentExists(path: String)
    /// A file the command was told to read is not there; `what` names it ("token file", "roles file", …).
    case inputNotFound(path: String, what: String)
    /// `import` would replace an existing document.
    case importWouldReplace(path: String)
    /// `export` would replace `files` that already exist in the folder `path`.
    case exportWouldReplace(path: String, files: [String])
    /// `import --update` found no document at `path` to update.
    case updateWithoutDocument(path: String)
    /// `import --update` was given a profile other than the one the document at `path` is for.
    case updateProfileMismatch(path: String, document: String, requested: String)

    public var errorDescription: String? {
        switch self {
        case .outputNotGenerated(let path):
            "\(path) already holds files and dsys has not written there before; choose an empty or new "
                + "folder with --output, or pass --force to add the package there (your files are kept)"
        case .wouldOverwrite(let path, let files):
            "the package would replace \(files.count) file\(files.count == 1 ? "" : "s") in \(path) that dsys "
                + "did not write (\(files.prefix(5).joined(separator: ", "))\(files.count > 5 ? ", …" : "")); "
                + "move \(files.count == 1 ? "it" : "them") away, or choose another --output"
        case .outputContainsWorkingDirectory(let path):
            "\(path) is, or contains, the current folder; the package needs a folder of its own "
                + "(e.g. --output DesignSystem)"
        case .outputNotADirectory(let path):
            "\(path) exists and is not a folder; choose another --output"
        case .unsafePath(let path):
            "refusing to write \"\(path)\": generated paths must stay inside the output folder"
        case .fileSystem(let operation, let path, let reason):
            "could not \(operation) \(path): \(reason)"
        case .outputBusy(let path):
            "another dsys process is writing \(path); wait for it to finish and run again"
        case .documentExists(let path):
            "\(path) already exists; edit it, or pass --force to replace it with the starter"
        case .inputNotFound(let path, let what):
            "no \(what) at \(path); check the path"
        case .exportWouldReplace(let path, let files):
            "\(path) already holds \(files.joined(separator: ", ")); pass --force to replace "
                + "\(files.count == 1 ? "it" : "them"), or choose another --output"
        case .importWouldReplace(let path):
            "\(path) already exists; pass --force to replace it with the imported document, or choose another --output"
        case .updateWithoutDocument(let path):
            "no document at \(path) to update; import once without --update to create it, or give its path with "
                + "--output"
        case .updateProfileMismatch(let path, let document, let requested):
            "\(path) is a document for the \(document) profile, and --update keeps it; drop --profile \(requested), "
                + "or import into another --output for the \(requested) profile"
        case .documentNotFound(let path):
            "no design-system document at \(path); run `dsysctl init` to create one, or give its path"
        }
    }
}
