import ArgumentParser
import Registry
import Tokens

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check the whole history: hash chain, documents, commits, tags, regeneration.",
        discussion: """
            Checks every revision: the hash chain over the history, each stored document against \
            its hash, that its commit and tag are byte for byte the ones its row describes (tree, \
            parent, author, time, message, and the document hash, generator, profile, options and \
            chain hashes they carry), and (unless --quick) that regenerating it reproduces its \
            commit. Every object the history reaches is read and hashed, as git fsck does, and every \
            pack's checksums are checked (--quick reads commits, tags and trees only); a damaged \
            object is named with the versions it belongs to, and --repair sets it aside in \
            .dsys/output.git/damaged/ and rebuilds it from the rows. Exits with status 1 when anything is wrong, \
            naming the revision. --repair finishes what an interrupted publish left undone, with \
            the registry database as the truth: moves main, recreates missing or moved tags and \
            missing commits, rebuilds a deleted output.git. It repairs nothing from a row the \
            chain or its commit does not vouch for, and says so. The output folder (DesignSystem/, \
            or --output) must hold the latest version's package and nothing an interrupted write \
            left; --repair rewrites it. A folder with files but no .dsys-manifest is reported as \
            the next publish would refuse it. After a rollback, the working document must not be the \
            one it replaced; --repair writes the restored one. With a git \
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

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        let report = try reportingErrors {
            try progress.showing { reporter in
                try project.registry(remote: remote).verify(
                    quick: quick, repair: repair, output: output, progress: reporter)
            }
        }
        // Versions and messages come from rows and git, which a tamperer may have filled with control characters.
        report.repairs.forEach { printOutput("repaired: \(TerminalText.escaped($0))") }
        report.notes.forEach { printOutput("note: \(TerminalText.escaped($0))") }
        for problem in report.problems {
            printError(
                TerminalText.escaped("problem: \(problem.version.map { "\($0): " } ?? "")\(problem.message)"))
        }
        let checked = "\(report.revisionsChecked) revision\(report.revisionsChecked == 1 ? "" : "s")"
        let regenerated = quick ? "" : ", \(report.regenerated) regenerated"
        if report.isHealthy {
            printOutput("ok: \(checked) checked\(regenerated)")
        } else {
            printError(
                "\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") in \(checked)"
                    + (repair ? "" : "; `dsysctl verify --repair` mends what the database can vouch for"))
            throw ExitCode.failure
        }
    }
}
