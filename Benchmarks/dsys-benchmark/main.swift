// Benchmarks of dsys, run in release builds:
//
//   swift build -c release && .build/release/dsys-benchmark generation
//       validate, generate and write for documents of 250, 2,500 and 25,000 color tokens
//   .build/release/dsys-benchmark generation --tokens 2500 --scratch /dev/shm
//   .build/release/dsys-benchmark generation --profile catalog
//       the same for another output profile
//   .build/release/dsys-benchmark history
//       histories of 100, 1,000 and 10,000 revisions of a 2,500-token document
//   .build/release/dsys-benchmark history --revisions 1000 [--keep]
//   .build/release/dsys-benchmark history --project DIR
//       the measurements again, against a history kept with --keep
//   .build/release/dsys-benchmark import
//       dsysctl import of synthetic DTCG files of 2,500 and 25,000 tokens (a resolver with a dark file; some
//       values written as the drafts write them: CSS color strings, "4px"; --no-drafts writes DTCG 2025.10 only, as
//       the benchmark did before, to compare with builds from then), and the median time of each phase the import
//       reports as its progress, with the CPU time spent meanwhile (above the time where both cores were busy)
//   .build/release/dsys-benchmark import --tokens 25000 --runs 1
//       one size in this process, N runs (default 7): one run is what a profiler such as callgrind needs
//   .build/release/dsys-benchmark diff
//       the semantic diff of two 2,500-token revisions with ~100 changes, and the contrast
//       matrix of 50 text × 20 surface colors in both appearances, in process
//   .build/release/dsys-benchmark lint [--lines N]
//       dsysctl lint of a synthetic SwiftUI app of 100,000 lines (N), in process, on every core
//   .build/release/dsys-benchmark serve [--revisions R]
//       dsysctl serve's pages of a 2,500-token version (R revisions, default 10) over loopback: server-side time
//       (Server-Timing) of the first build and of a page built before, and the round trip
//   .build/release/dsys-benchmark versus [--revisions R] [--publishes P] [--keep] | versus --project DIR
//       dsys against git on git's own work, both measured in the run (issue 28): publish of a one-color change
//       against git add -A && git commit of the same tree, regenerate against git archive | tar -x, diff 1.0.0
//       against the same diff in process, verify (R revisions, default 1,000) against git fsck --full
//   .build/release/dsys-benchmark publishers [--publishes N] [--postgres URL] [--git URL --git-root DIR]
//       publishes per second with 1, 4 and 16 concurrent publisher processes into SQLite, PostgreSQL
//       (URL: postgres://USER@HOST/DATABASE/ANY; the registry name is replaced per run) and PostgreSQL
//       with a git remote; scripts/benchmark-publishers.sh starts the servers and runs it
//
// Each size runs in a process of its own so that its peak memory is its own. Files are
// written below --scratch (default: .build, on the project's own file system); writing
// thousands of small files is bound by the file system, so compare runs on the same one.
import Foundation
import Generator

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let scratchRoot = option("--scratch") ?? ".build"
let usage =
    "usage: dsys-benchmark generation [--tokens N] [--profile NAME] | history [--revisions R] [--keep] | history --project DIR | "
    + "import [--tokens N [--runs N]] [--no-drafts] | diff | lint [--lines N] | serve [--revisions R] | "
    + "versus [--revisions R] [--publishes P] [--keep] | versus --project DIR [--publishes P] | publishers [--publishes N] [--postgres URL] "
    + "[--git URL --git-root DIR]   [--scratch DIR]"

// An unknown word (`--help` among them) must not start an hour of work by accident.
let valuedOptions: Set<String> = [
    "--tokens", "--revisions", "--project", "--scratch", "--profile", "--lines", "--publishes", "--postgres", "--git",
    "--git-root", "--worker", "--count", "--registry", "--remote", "--runs",
]
let flags: Set<String> = ["--keep", "--no-drafts"]
var position = 2
while position < arguments.count {
    if valuedOptions.contains(arguments[position]), position + 1 < arguments.count {
        position += 2
    } else if flags.contains(arguments[position]) {
        position += 1
    } else {
        print(usage)
        exit(arguments[position] == "--help" || arguments[position] == "-h" ? 0 : 64)
    }
}

/// Runs this benchmark again in a child process, for one size.
func runChild(_ childArguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = childArguments + ["--scratch", scratchRoot]
    fflush(nil)  // this process's heading before the child's lines
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
}

switch arguments.dropFirst().first {
case "generation":
    let profileName = option("--profile") ?? OutputProfile.default.rawValue
    guard let profile = OutputProfile(rawValue: profileName) else {
        print("--profile needs one of \(OutputProfile.names)")
        exit(64)
    }
    if let tokens = option("--tokens") {
        guard let count = Int(tokens), count >= 36 else {
            print("--tokens needs a number ≥ 36 (the roles the components need)")
            exit(64)
        }
        try runGeneration(
            colorCount: count, repetitions: count >= 25_000 ? 3 : 7, scratchRoot: scratchRoot, profile: profile)
    } else {
        print(
            "generation (\(profile.rawValue) profile): median of 7 runs (3 for 25,000), writing below \(scratchRoot); "
                + "write = into a new folder, rewrite unchanged = the same package again")
        for count in [250, 2_500, 25_000] {
            try runChild(["generation", "--tokens", String(count), "--profile", profile.rawValue])
        }
    }
case "history":
    if let path = option("--project") {
        try remeasureHistory(projectPath: path)
    } else if let revisions = option("--revisions") {
        guard let count = Int(revisions), count >= 2 else {
            print("--revisions needs a number ≥ 2")
            exit(64)
        }
        try runHistory(revisions: count, scratchRoot: scratchRoot)
    } else {
        print("history: a 2,500-token document, each revision changing 1–5 tokens; times are whole dsysctl processes")
        for count in [100, 1_000, 10_000] { try runChild(["history", "--revisions", String(count)]) }
    }
case "import":
    if let tokens = option("--tokens") {
        guard let count = Int(tokens), count >= 1_000 else {
            print("--tokens needs a number ≥ 1000")
            exit(64)
        }
        guard let runs = Int(option("--runs") ?? "7"), runs >= 1 else {
            print("--runs needs a number ≥ 1")
            exit(64)
        }
        try runImport(
            tokenCount: count, repetitions: runs, scratchRoot: scratchRoot, drafts: !arguments.contains("--no-drafts"))
    } else {
        print("import: read, resolve, convert, map roles, validate and write; median of 7 runs")
        let drafts = arguments.contains("--no-drafts") ? ["--no-drafts"] : []
        for count in [2_500, 25_000] { try runChild(["import", "--tokens", String(count)] + drafts) }
    }
case "diff":
    try runDiff(repetitions: 21)
case "lint":
    guard let lines = Int(option("--lines") ?? "100000"), lines >= 55 else {
        print("--lines needs a number ≥ 55 (one view)")
        exit(64)
    }
    try runLint(lines: lines, repetitions: 5, scratchRoot: scratchRoot)
case "serve":
    guard let revisions = Int(option("--revisions") ?? "10"), revisions >= 2 else {
        print("--revisions needs a number ≥ 2 (a diff needs two versions)")
        exit(64)
    }
    try runServe(revisions: revisions, repetitions: 21, scratchRoot: scratchRoot)
case "publishers":
    guard let total = Int(option("--publishes") ?? "64"), total >= 16 else {
        print("--publishes needs a number ≥ 16 (one per publisher at least)")
        exit(64)
    }
    let git = option("--git").flatMap { url in option("--git-root").map { (url: url, root: $0) } }
    try runPublishers(
        total: total, scratchRoot: scratchRoot, servers: PublisherServers(postgres: option("--postgres"), git: git))
case "versus":
    guard let publishes = Int(option("--publishes") ?? "15"), publishes >= 1 else {
        print("--publishes needs a number ≥ 1")
        exit(64)
    }
    if let path = option("--project") {
        try remeasureVersus(projectPath: path, publishes: publishes)
    } else {
        guard let revisions = Int(option("--revisions") ?? "1000"), revisions >= 2 else {
            print("--revisions needs a number ≥ 2")
            exit(64)
        }
        try runVersus(revisions: revisions, publishes: publishes, scratchRoot: scratchRoot)
    }
case "publish-worker":
    try runPublishWorker()
default:
    print(usage)
    exit(64)
}
