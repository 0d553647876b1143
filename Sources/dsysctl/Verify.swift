import ArgumentParser
import Registry
import Tokens

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the whole history: hash chain, documents, commits, tags, regeneration.",
        discussion: """
            Checks every revision: the hash chain over the history, each stored document against \
            its hash, that its commit is byte for byte the one its row describes (tree, parent, \
            author, time, message), that its tag points to it, and (unless --quick) that \
            regenerating it reproduces its commit. Exits with status 1 when anything is wrong, \
            naming the revision. --repair finishes what an interrupted publish left undone, with \
            the registry database as the truth: moves main, recreates missing or moved tags and \
            missing commits, rebuilds a deleted output.git. It repairs nothing from a row the \
            chain or its commit does not vouch for, and says so. The output folder (DesignSystem/, \
            or --output) must hold the latest version's package and nothing an interrupted write \
            left; --repair rewrites it. A folder dsys never wrote is not looked at. With a git \
            remote, every version's tag must be there at its commit and main at the latest; \
            --repair pushes what it lacks, never moving anything.

            Example:
              dsysctl verify
              dsysctl verify --repair
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var remote: RemoteOption

    @Flag(help: "Skip regenerating every revision.")
    var quick = false

    @Flag(help: "Mend the output repository where the registry database says how.")
    var repair = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The app's package folder to check against the latest version.", valueName: "folder"))
    var output = "DesignSystem"

    func run() throws {
        let report = try reportingErrors {
            try project.registry(remote: remote).verify(quick: quick, repair: repair, output: output)
        }
        // Versions and messages come from rows and git, which a tamperer may have filled with control characters.
        report.repairs.forEach { print("repaired: \(TerminalText.escaped($0))") }
        report.notes.forEach { print("note: \(TerminalText.escaped($0))") }
        for problem in report.problems {
            printError(
                TerminalText.escaped("problem: \(problem.version.map { "\($0): " } ?? "")\(problem.message)"))
        }
        let checked = "\(report.revisionsChecked) revision\(report.revisionsChecked == 1 ? "" : "s")"
        let regenerated = quick ? "" : ", \(report.regenerated) regenerated"
        if report.isHealthy {
            print("ok: \(checked) checked\(regenerated)")
        } else {
            printError(
                "\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") in \(checked)"
                    + (repair ? "" : "; `dsysctl verify --repair` mends what the database can vouch for"))
            throw ExitCode.failure
        }
    }
}
