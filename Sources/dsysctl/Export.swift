import ArgumentParser
import Foundation
import PackageOutput
import Registry

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the working document, or a published version, as W3C design-token files (DTCG 2025.10).",
        discussion: """
            Writes design-system.tokens.json (every token, light values), design-system.dark.tokens.json \
            (the dark values that differ) and design-system.resolver.json (a resolver with a "theme" \
            modifier whose light and dark contexts reproduce both appearances; with \
            design-system.light-hc.tokens.json, design-system.dark-hc.tokens.json and light-hc and dark-hc \
            contexts when a color has high-contrast values). What DTCG cannot say (Dynamic Type \
            styles, shadow opacity, fonts, the name, contrast pairs, string tokens) is kept under $extensions \
            "dev.dsys", so `dsysctl import --resolver DIR/design-system.resolver.json` gives back the \
            same document. Token files already in the folder are replaced only with --force.

            Example:
              dsysctl export --format dtcg
              dsysctl export 1.2.0 --format dtcg --output tokens-1.2.0
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dtcg
    }

    @OptionGroup var project: ProjectOptions

    @Argument(help: ArgumentHelp("A published version (default: the working document).", valueName: "version"))
    var version: String?

    @Option(help: "The file format.")
    var format: Format

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the files into.", valueName: "folder"))
    var output = "design-tokens"

    @Flag(help: "Replace token files already in the output folder.")
    var force = false

    func run() throws {
        let written = try reportingErrors {
            if let version {
                let shown = try project.registry().show(version: version)
                return try DTCGFiles.export(
                    documentBytes: Array(shown.document.utf8), file: "version \(version)", to: output, force: force)
            }
            let path = URL(fileURLWithPath: project.path).appendingPathComponent(DocumentFile.defaultPath).relativePath
            return try DTCGFiles.export(
                documentBytes: try DocumentFile.read(path), file: path, to: output, force: force)
        }
        for path in written { printOutput("wrote \(path)") }
    }
}
