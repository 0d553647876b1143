import ArgumentParser
import PackageOutput
import Tokens

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrite a document of an older format in the current one (format 2).",
        discussion: """
            dsys reads documents of every format it ever wrote, and the registry keeps published \
            revisions as they were; this only rewrites the working document. Format 1 → 2 adds \
            "format": 2 and turns tokens.shadow's array of named shadows into an object of shadows by \
            name (null becomes no shadow member: the profile's default shadows). The document is \
            validated first and written only when it is valid; the file is written in canonical form \
            (one token a line) and keeps its $schema.

            Example:
              dsysctl migrate
              dsysctl migrate ../other-app/.dsys/design-system.json
            """)

    @OptionGroup var document: DocumentArgument

    func run() throws {
        let text = try reportingErrors { () throws -> String? in
            try DocumentMigration.upgrade(try DocumentFile.read(document.path), file: document.path)
        }
        guard let text else {
            printOutput("\(document.path) is already format \(DocumentFormat.current.rawValue); nothing to do")
            return
        }
        try reportingErrors { try ReportFile.write(text, to: document.path) }
        printOutput("migrated \(document.path) to format \(DocumentFormat.current.rawValue)")
    }
}
