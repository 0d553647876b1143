// The build tool behind the EmbedResources plugin: writes a Swift file that carries files of
// the package as string literals, so that dsysctl is one binary and the files in
// `migrations/`, `schema/` and `Examples/` stay the only copies (the Swift file exists only
// in the build folder).
//
//     dsys-embed migrations OUTPUT.swift FILE.sql… [--postgres FILE.sql…]
//     dsys-embed init-files OUTPUT.swift SCHEMA.json PROFILE=STARTER.json…

import Foundation

/// A Swift raw multi-line string literal whose content is exactly `text`.
func literal(_ text: String) -> String {
    var delimiter = "#"
    while text.contains("\"" + delimiter) || text.contains("\\" + delimiter) {
        delimiter += "#"
    }
    // The line break before the closing delimiter is not part of a multi-line literal.
    return "\(delimiter)\"\"\"\n\(text)\n\"\"\"\(delimiter)"
}

func read(_ path: String) throws -> String {
    try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("dsys-embed: \(message)\n".utf8))
    exit(1)
}

func migrationEntries(_ files: [String]) throws -> [String] {
    var entries: [String] = []
    for path in files.sorted() {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let number = name.prefix(4)
        guard name.count > 5, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
            name.dropFirst(4).first == "_"
        else { fail("\(path): name migrations NNNN_description.sql") }
        entries.append("    (\"\(name)\", \(literal(try read(path)))),")
    }
    return entries
}

/// The SQLite migrations (`migrations/*.sql`), then after `--postgres` the PostgreSQL ones (`migrations/postgres/`).
func migrations(_ files: [String]) throws -> String {
    let split = files.firstIndex(of: "--postgres") ?? files.endIndex
    let postgres = split < files.endIndex ? Array(files[(split + 1)...]) : []
    return """
        // Made at build time from migrations/*.sql and migrations/postgres/*.sql by the EmbedResources plugin.

        /// The embedded registry's schema migrations, in order: the identifier (the file name without
        /// `.sql`) and the SQL.
        let embeddedMigrations: [(identifier: String, sql: String)] = [
        \(try migrationEntries(Array(files[..<split])).joined(separator: "\n"))
        ]

        /// The PostgreSQL registry's schema migrations, in order.
        let embeddedPostgresMigrations: [(identifier: String, sql: String)] = [
        \(try migrationEntries(postgres).joined(separator: "\n"))
        ]

        """
}

/// A starter document with its `$schema` pointing beside it, as `dsysctl init` writes it.
func localStarter(_ path: String) throws -> String {
    let starter = try read(path)
    let pattern = "\"$schema\": \""
    guard let start = starter.range(of: pattern),
        let end = starter[start.upperBound...].range(of: "schema/design-system.schema.json\""),
        starter[start.upperBound..<end.lowerBound].allSatisfy({ $0 == "." || $0 == "/" })
    else { fail("\(path) must reference the repository's schema/design-system.schema.json by a relative path") }
    return starter.replacingCharacters(
        in: start.lowerBound..<end.upperBound, with: "\"$schema\": \"./design-system.schema.json\"")
}

func initFiles(schemaPath: String, starters: [String]) throws -> String {
    var entries: [String] = []
    for argument in starters.sorted() {
        guard let equals = argument.firstIndex(of: "=") else { fail("\(argument): write PROFILE=STARTER.json") }
        let profile = argument[..<equals]
        guard !profile.isEmpty, profile.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }) else {
            fail("\(argument): a profile name is lowercase letters and digits")
        }
        entries.append("        \"\(profile)\": \(literal(try localStarter(String(argument[equals...].dropFirst())))),")
    }
    return """
        // Made at build time from schema/design-system.schema.json and the starter documents
        // (Examples/full for the default profile, Examples/profiles/NAME for the others) by the
        // EmbedResources plugin.

        /// Files that `dsysctl init` writes, carried in the binary.
        public enum EmbeddedResources {
            /// `schema/design-system.schema.json`.
            public static let schema = \(literal(try read(schemaPath)))

            /// Profile name → its starter document, with `$schema` pointing beside it: `Examples/full` for `dsys`,
            /// `Examples/profiles/NAME/design-system.json` for the others.
            public static let starterDocuments: [String: String] = [
        \(entries.joined(separator: "\n"))
            ]
        }

        """
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let kind = arguments.first else {
    fail("usage: dsys-embed migrations|init-files OUTPUT.swift FILE…")
}
let output = arguments[arguments.startIndex + 1]
let inputs = Array(arguments.dropFirst(2))
do {
    let source: String
    switch kind {
    case "migrations":
        source = try migrations(inputs)
    case "init-files" where inputs.count >= 2:
        source = try initFiles(schemaPath: inputs[0], starters: Array(inputs.dropFirst()))
    default:
        fail("usage: dsys-embed migrations|init-files OUTPUT.swift FILE…")
    }
    // Unchanged bytes keep the file (and so the module) from being rebuilt.
    let url = URL(fileURLWithPath: output)
    if (try? Data(contentsOf: url)) != Data(source.utf8) {
        try Data(source.utf8).write(to: url, options: .atomic)
    }
} catch {
    fail("\(error.localizedDescription)")
}
