import Tokens

/// Where an import's design system takes its name from, when `--name` does not give it: the set's own metadata
/// (a resolver's `name`, Tokens Studio's `$metadata` `name`, a `package.json` beside the files), else the project
/// folder. Never a token file's name, which names a part of the set (`colors`, `base`).
public enum DesignSystemName {
    /// A name and where it came from, as the import's note says it (`the "name" of "package.json"`).
    public struct Choice: Sendable, Equatable {
        public var name: String
        public var source: String

        public init(name: String, source: String) {
            self.name = name
            self.source = source
        }

        /// `named the design system "Lion Example" after the "name" of "package.json" (--name gives another)`.
        public var note: String {
            "named the design system \(quoted(name)) after \(source) (--name gives another)"
        }
    }

    /// A display name from a package or folder name: its words, each capitalized, without a scope's `@` or the
    /// separators (`@acme/design-tokens` → `Acme Design Tokens`, `lion-example` → `Lion Example`); words already
    /// capitalized (`IBM`) stay. `nil` when nothing is left.
    public static func display(_ name: String) -> String? {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The `name` of Tokens Studio's `$metadata` (its own file, or the member of a file of sets), if one of `files`
    /// has one.
    public static func metadataName(in files: [DTCGImport.SourceFile]) -> String? {
        for file in files {
            let last = file.name.split(separator: "/").last.map(String.init) ?? file.name
            // Only a file that names `$metadata` is parsed here: token files are large, and read once later.
            guard last == TokensStudio.metadataFile || contains(file.bytes, Array("\"$metadata\"".utf8)),
                let parsed = try? DTCGImport.parse(file.bytes, file: file.name).file
            else { continue }
            let metadata = last == TokensStudio.metadataFile ? parsed.root : parsed.root["$metadata"]
            if let name = metadata?["name"]?.stringValue, !name.trimmingSpaces.isEmpty { return name }
        }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// The `name` of a `package.json`, cleaned for display; `nil` when it has none.
    public static func packageName(_ bytes: [UInt8]) -> String? {
        var parser = JSONParser(bytes: bytes)
        guard let root = try? parser.parseDocument(), let name = root["name"]?.stringValue else { return nil }
        return display(name)
    }
}
