import Tokens

/// The format of one token file, told by its contents (never by its name alone): the first stage of an import.
///
/// An import reads each file with the reader of its format (``StyleDictionary``, ``TokensStudio``, ``FigmaVariables``,
/// or as DTCG), which rewrites it into the neutral tree's shape (``TreeNode``: DTCG's groups and tokens, every node
/// at its place in the file); the tree is then read the same way whatever the format was. Whether a DTCG file is
/// 2025.10 to the letter or writes forms of the drafts (`"4px"`, CSS colors) is known once its values are read, and
/// said in the file's line (``DTCGImportResult/FileReading``).
enum TokenFormat: Equatable {
    /// DTCG: tokens with `$value` (2025.10, or a draft of it as Style Dictionary 4 and most tools write it).
    case dtcg
    /// Style Dictionary's own shape: tokens with `value`, `type`, `comment`, `attributes`, no Tokens Studio in sight.
    case styleDictionary
    /// Tokens Studio: a file of sets with `$themes` or `$metadata`, a set of a folder beside `$themes.json`, or tokens
    /// with its type names (`sizing`, `borderRadius`, `boxShadow` …).
    case tokensStudio
    /// A folder's `$themes.json` or `$metadata.json`.
    case tokensStudioMetadata
    /// Figma's Export modes file (`com.figma` extensions), or its REST API's response.
    case figma(FigmaVariables.Shape)

    /// The formats of the token files, in order. `sets` gives the set name of each file read from a folder of sets.
    /// Files that are Tokens Studio's by their neighbours (a `$themes.json` beside them, a file of sets among them)
    /// are Tokens Studio's whatever their own shape.
    static func detect(_ files: [DTCGFile], sets: [String?]) -> [TokenFormat] {
        var formats: [TokenFormat] = files.map { file in
            if TokensStudio.isMetadataFile(file.name) { return .tokensStudioMetadata }
            if let shape = FigmaVariables.shape(of: file.root) { return .figma(shape) }
            if case .object(let members) = file.root.value,
                members.contains(where: { $0.key == "$themes" || $0.key == "$metadata" })
            {
                return .tokensStudio
            }
            if TokensStudio.hasStudioMarks(file.root) { return .tokensStudio }
            return StyleDictionary.holdsTokens(file.root) ? .styleDictionary : .dtcg
        }
        let studioContext = formats.contains { $0 == .tokensStudioMetadata || $0 == .tokensStudio }
        guard studioContext else { return formats }
        for index in formats.indices where formats[index] == .styleDictionary || formats[index] == .dtcg {
            // Beside Tokens Studio's own files, a file in `value` shape or of a folder of sets is one of its sets.
            if formats[index] == .styleDictionary || (index < sets.count && sets[index] != nil) {
                formats[index] = .tokensStudio
            }
        }
        return formats
    }
}
