import Interchange

/// What `import` says of the files it read as Figma variables exports besides their lines (``DTCGImportResult/FileReading``
/// names each file's modes): the string and boolean variables it skipped, and the aliases whose targets none of the
/// files has.
struct FigmaReport {
    var result: DTCGImportResult

    /// The most names a line lists before "and N more".
    static let listed = 8

    var lines: [String] {
        var lines: [String] = []
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
