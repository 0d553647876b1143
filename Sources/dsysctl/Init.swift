import ArgumentParser
import Generator
import PackageOutput

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create .dsys/design-system.json: a complete, valid starter design system.",
        discussion: """
            Writes .dsys/design-system.json (every role the components need, a primitive palette \
            with aliases, a type scale, spacing, radii and shadows) and, beside it, \
            design-system.schema.json, which the document references so that editors offer \
            completion and show each member's meaning on hover.

            With --profile, the starter is complete for that output profile (its roles and \
            scales) and names it in "profile".

            Example:
              dsysctl init
              dsysctl init --directory path/to/app --profile dsys
            """)

    @Option(help: ArgumentHelp("The project folder to create .dsys/ in.", valueName: "folder"), completion: .directory)
    var directory: String = "."

    @Option(
        help: ArgumentHelp(
            "The output profile the starter is made for (\(OutputProfile.names)).", valueName: "name"))
    var profile: OutputProfile = .default

    @Flag(help: "Replace an existing document with the starter.")
    var force = false

    func run() throws {
        let written = try reportingErrors {
            try ProjectInitializer.initialize(in: directory, profile: profile, force: force)
        }
        for path in written {
            printOutput("created \(directory == "." ? path : "\(directory)/\(path)")")
        }
        printOutput("next: edit the document, then run `dsysctl validate` and `dsysctl generate`")
    }
}
