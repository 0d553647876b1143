import Interchange

/// What `import` says of the files it read as Figma variables exports: one line per file with the modes it read, the
/// string and boolean variables it skipped, and the aliases whose targets none of the files has.
struct FigmaReport {
    var result: DTCGImportResult

    /// The most names a line lists before "and N more".
    static let listed = 8

    var lines: [String] {
        var lines: [String] = []
        for export in result.figmaExports {
            func read(_ mode: DTCGImportResult.FigmaExport.Mode) -> String {
                "\"\(mode.name)\" \(mode.appearance.map { "as \($0)" } ?? "not read")"
            }
            if export.isRESTResponse {
                var collections: [String] = []
                var current: String?
                for mode in export.modes {
                    if mode.collection != current || collections.isEmpty {
                        collections.append("\(mode.collection ?? "") \(read(mode))")
                        current = mode.collection
                    } else {
                        collections[collections.count - 1] += ", " + read(mode)
                    }
                }
                let deleted =
                    export.deletedVariables == 0
                    ? ""
                    : "; left out \(export.deletedVariables) variable\(export.deletedVariables == 1 ? "" : "s") "
                        + "deleted in Figma (deletedButReferenced)"
                lines.append(
                    "\(export.file): read as a Figma REST API response (GET /v1/files/:key/variables/local), "
                        + "modes \(collections.joined(separator: "; "))\(deleted)")
            } else {
                lines.append(
                    "\(export.file): read as a Figma variables export, mode "
                        + export.modes.map(read).joined(separator: ", "))
            }
        }
        if !result.skippedVariables.isEmpty {
            let count = result.skippedVariables.count
            lines.append(
                "skipped \(count) string and boolean variable\(count == 1 ? "" : "s") (dsys has no such tokens): "
                    + Self.list(result.skippedVariables))
        }
        if !result.keptAliasValues.isEmpty {
            let count = result.keptAliasValues.count
            let aliases = result.keptAliasValues.map { alias in
                "\(alias.variable) → \(alias.target)\(alias.collection.map { " in \($0)" } ?? "")"
            }
            lines.append(
                "kept the value\(count == 1 ? "" : "s") of \(count) alias\(count == 1 ? "" : "es") to variables "
                    + "in none of the files (\(Self.list(aliases))); give those collections' exports too to keep "
                    + "them as references")
        }
        return lines
    }

    private static func list(_ names: [String]) -> String {
        names.count <= listed
            ? names.joined(separator: ", ")
            : names.prefix(listed).joined(separator: ", ") + " and \(names.count - listed) more"
    }
}
