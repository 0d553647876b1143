import Tokens

/// The problems of every stage of an import, each reported once.
///
/// Stages run in order (parse, read the formats, choose the modes, resolve, build the document), and a later stage
/// does not report again, in its own words, what an earlier one found: nothing in a token or group an earlier stage
/// reported (the same file, at or below the same path), nothing in a file an earlier stage refused whole, and, when a
/// file could not be parsed, no reference that names no token (the token may be in that file).
struct KnockOn {
    private(set) var list: [FileDiagnostic] = []
    /// Whether a file could not be parsed, so that its tokens are unknown.
    var unreadableFiles = false
    /// The token paths reported by earlier stages, per file; an empty path covers the whole file.
    private var earlier: [String: [[String]]] = [:]
    private var current: [String: [[String]]] = [:]

    /// Adds the problems of the current stage. With `covering` false they hold back nothing after them: a problem
    /// of the command line reported at a file (a `--context` that names nothing in it) says nothing of its tokens.
    mutating func add(_ diagnostics: [FileDiagnostic], covering: Bool = true) {
        for diagnostic in diagnostics {
            let path = Self.tokenPath(diagnostic.diagnostic.pointer)
            if unreadableFiles, diagnostic.diagnostic.code == .unknownAlias, !earlier.isEmpty { continue }
            if let covered = earlier[diagnostic.file], covered.contains(where: { path.starts(with: $0) }) { continue }
            if covering { current[diagnostic.file, default: []].append(path) }
            list.append(diagnostic)
        }
    }

    /// Says that an earlier stage refused a whole file: no later stage reports anything in it.
    mutating func refuse(_ file: String) {
        current[file, default: []].append([])
    }

    /// Ends a stage: what it reported covers the stages after it.
    mutating func nextStage() {
        for (file, paths) in current { earlier[file, default: []] += paths }
        current = [:]
    }

    /// The token or group a pointer is in: its segments before the first member of a token (`$value`, `value`,
    /// `$type` …).
    private static func tokenPath(_ pointer: JSONPointer) -> [String] {
        let members: Set<String> = [
            "$value", "value", "$type", "type", "$description", "description", "$deprecated", "$extensions",
        ]
        return Array(pointer.tokens.prefix { !members.contains($0) })
    }
}

/// What an import says of each file it read, one line per file: the format its contents gave, and what of it
/// DTCG 2025.10 does not have, read anyway (``DraftForm``); and the tokens it left out for their type.
struct FileReadings {
    let files: [String]
    let formats: [TokenFormat]
    let json5: [[String]]
    /// The files in Tokens Studio's older shape.
    var studio: [String] = []
    /// The Figma exports, whose lines name their modes.
    var figma: [DTCGImportResult.FigmaExport] = []
    /// Tokens Studio's sets that no chosen theme enables, which the import does not read.
    var unreadSets: Set<String> = []
    private var notes: [String: Set<DraftNote>] = [:]
    private var skipped: [String: [(type: String, path: String)]] = [:]
    private var skippedSeen: Set<String> = []

    init(files: [String], formats: [TokenFormat], json5: [[String]]) {
        self.files = files
        self.formats = formats
        self.json5 = json5
    }

    /// Adds notes and skipped tokens; their file indices are those of `parsed`.
    mutating func add(_ notes: [DraftNote], skipped: [SkippedToken], of parsed: [DTCGFile]) {
        for note in notes where note.file < parsed.count {
            self.notes[parsed[note.file].name, default: []].insert(note)
        }
        for token in skipped where token.file < parsed.count {
            let file = parsed[token.file]
            let path = token.pointer.tokens.dropFirst(file.pointer.tokens.count).joined(separator: ".")
            guard skippedSeen.insert(file.name + "\u{0}" + path).inserted else { continue }
            self.skipped[file.name, default: []].append((token.type, path))
        }
    }

    var lines: [DTCGImportResult.FileReading] {
        files.enumerated().map { index, file in
            let phrases = DraftForm.phrases(Array(notes[file] ?? []))
            var format: String
            switch formats[index] {
            case .dtcg: format = phrases.isEmpty ? "DTCG 2025.10" : "DTCG (a draft's forms)"
            case .styleDictionary: format = "Style Dictionary (value, type)"
            case .tokensStudio where unreadSets.contains(file):
                return DTCGImportResult.FileReading(
                    file: file, format: "a Tokens Studio set that no chosen theme enables", notes: [], isRead: false)
            case .tokensStudio:
                format = studio.contains(file) ? "Tokens Studio's older shape (value, type)" : "Tokens Studio"
            case .tokensStudioMetadata:
                format = file.hasSuffix(TokensStudio.themesFile) ? "Tokens Studio themes" : "Tokens Studio metadata"
            case .figma(let shape):
                let modes = figma.first { $0.file == file }?.modes ?? []
                func read(_ mode: DTCGImportResult.FigmaExport.Mode) -> String {
                    "\"\(mode.name)\" \(mode.appearance.map { "as \($0)" } ?? "not read")"
                }
                if shape == .restResponse {
                    var collections: [String] = []
                    var current: String?
                    for mode in modes {
                        if mode.collection != current || collections.isEmpty {
                            collections.append("\(mode.collection ?? "") \(read(mode))")
                            current = mode.collection
                        } else {
                            collections[collections.count - 1] += ", " + read(mode)
                        }
                    }
                    let deleted = figma.first { $0.file == file }?.deletedVariables ?? 0
                    format =
                        "a Figma REST API response (GET /v1/files/:key/variables/local), modes "
                        + collections.joined(separator: "; ")
                        + (deleted == 0
                            ? ""
                            : "; left out \(deleted) variable\(deleted == 1 ? "" : "s") deleted in Figma "
                                + "(deletedButReferenced)")
                } else {
                    format = "a Figma variables export, mode " + modes.map(read).joined(separator: ", ")
                }
            }
            if index < json5.count, !json5[index].isEmpty {
                format += ", as JSON5 (\(json5[index].joined(separator: ", ")))"
            }
            return DTCGImportResult.FileReading(file: file, format: format, notes: phrases)
        }
    }

    var skippedLists: [DTCGImportResult.SkippedTokens] {
        files.flatMap { file -> [DTCGImportResult.SkippedTokens] in
            guard let tokens = skipped[file] else { return [] }
            var types: [String] = []
            for token in tokens where !types.contains(token.type) { types.append(token.type) }
            return types.map { type in
                DTCGImportResult.SkippedTokens(
                    file: file, type: type, paths: tokens.filter { $0.type == type }.map(\.path))
            }
        }
    }
}

extension DTCGImportResult {
    /// How one file was read: the format its contents gave and what of it DTCG 2025.10 does not have.
    public struct FileReading: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        /// `DTCG 2025.10`, `DTCG (a draft's forms)`, `Style Dictionary (value, type)`, `Tokens Studio`, …
        public var format: String
        /// What was read that DTCG 2025.10 does not have, one phrase per form: `17 dimensions written as strings
        /// ("4px", "0.5rem")`.
        public var notes: [String]
        /// Whether the import read its tokens (a set no chosen theme enables is not read).
        public var isRead = true

        /// `tokens/size.json: read as DTCG (a draft's forms): 17 dimensions written as strings ("4px", "0.5rem")`.
        public var description: String {
            "\(file): \(isRead ? "read as" : "not read:") \(format)"
                + (notes.isEmpty ? "" : ": " + notes.joined(separator: "; "))
        }
    }

    /// Tokens of one file left out for their type, which names nothing a dsys document can hold.
    public struct SkippedTokens: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        /// `asset`, `content`, `string`, … or `no type`.
        public var type: String
        /// Their dotted paths, in file order.
        public var paths: [String]

        /// The most paths a line lists before "and N more".
        static let listed = 6

        public var description: String {
            let count = paths.count
            let s = count == 1 ? "" : "s"
            let what: String
            switch type {
            case "asset": what = "asset token\(s) (font files, images)"
            case "content": what = "content token\(s) (icon glyphs, text)"
            case "no type": what = "token\(s) without a type whose value names none"
            case "string", "boolean", "text", "html", "file": what = "\(type) token\(s)"
            case let type where type.hasPrefix("dimension in "):
                what = "size\(s) in \(type.dropFirst("dimension in ".count)) (relative to the screen or the text)"
            default: what = "token\(s) of the type \(quoted(type))"
            }
            let names =
                count <= Self.listed
                ? paths.joined(separator: ", ")
                : paths.prefix(Self.listed).joined(separator: ", ") + " and \(count - Self.listed) more"
            return "\(file): skipped \(count) \(what), which a dsys document has no place for: \(names)"
        }
    }
}
