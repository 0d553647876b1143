// dsys against git on git's own work (issue 28): each command of a user's day, as a whole dsysctl process, beside
// the git command that does the same work on the same files, both measured in this run.
//
// - publish of a one-color change (the default publish: recorded, committed, tagged, DesignSystem/ updated) against
//   `git add -A && git commit` in a working tree holding the same generated package, with the same files changed;
//   then as many publishes in this process, beside the table: the work without the process around it;
// - regenerate V (checked against its commit, written into a new folder) against `git archive V | tar -x`;
// - diff 1.0.0 (to the working document) against the same diff in process, with and without its Swift API impact;
// - verify of the whole history against `git fsck --full` of the output repository.
import ChangeReports
import Foundation
import Registry
import Tokens

/// One row of the table: what dsys took, what its yardstick took, and the target.
private struct Row {
    var what: String
    var dsys: Double
    var yardstick: (name: String, milliseconds: Double)?
    /// The largest ratio dsys / yardstick the issue accepts, or nil for an absolute target.
    var ratioTarget: Double?
    /// The longest time the issue accepts, in milliseconds, or nil for a ratio target.
    var timeTarget: Double?

    var ratio: Double? { yardstick.map { dsys / $0.milliseconds } }

    var met: Bool? {
        if let ratioTarget, let ratio { return ratio <= ratioTarget }
        if let timeTarget { return dsys <= timeTarget }
        return nil
    }

    var line: String {
        let yard = yardstick.map { "\($0.name): \(formatted($0.milliseconds))" } ?? "—"
        let ratioText = ratio.map { String(format: "%.2f", $0) } ?? "—"
        let target =
            ratioTarget.map { String(format: "≤ %.2f", $0) } ?? timeTarget.map { "≤ \(formatted($0))" } ?? "—"
        let verdict = met.map { $0 ? "met" : "not met" } ?? ""
        return "| \(what) | \(formatted(dsys)) | \(yard) | \(ratioText) | \(target) | \(verdict) |"
    }
}

private func formatted(_ milliseconds: Double) -> String {
    milliseconds >= 1_000
        ? String(format: "%.2f s", milliseconds / 1_000) : String(format: "%.1f ms", milliseconds)
}

/// `versus [--revisions R] [--publishes P] [--keep]`: a history of R revisions (default 1,000) of a 2,500-color
/// document, then the table.
func runVersus(revisions: Int, publishes: Int, scratchRoot: String) throws {
    let root = URL(fileURLWithPath: scratchRoot).appendingPathComponent("dsys-versus-\(revisions)-\(getpid())")
        .standardizedFileURL
    let keep = arguments.contains("--keep")
    defer { if keep { print("kept \(root.path)") } else { try? FileManager.default.removeItem(at: root) } }
    let (_, building) = try buildHistory(in: root, revisions: revisions, colorCount: 2_500)
    print(
        String(
            format: "versus git: a 2,500-color history of %d revisions, built in %.0f s (%.1f ms per publish in "
                + "process)",
            revisions, building / 1_000, building / Double(revisions)))
    try measureVersus(root: root, publishes: publishes)
}

/// `versus --project DIR`: the table again, against a history kept by `--keep` (each run adds 2P revisions to it).
func remeasureVersus(projectPath: String, publishes: Int) throws {
    let root = URL(fileURLWithPath: projectPath).standardizedFileURL
    let revisions = try Registry(Project(path: root.path)).log(limit: nil).count
    print("versus git: the kept history \(root.path) of \(revisions) revisions")
    try measureVersus(root: root, publishes: publishes)
}

private func measureVersus(root: URL, publishes: Int) throws {
    let project = Project(path: root.path)
    let documentURL = URL(fileURLWithPath: project.documentPath)
    let dsysctl = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("dsysctl").path
    let scratch = root.appendingPathComponent("versus-\(getpid())")
    try? FileManager.default.removeItem(at: scratch)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    func run(_ program: String, _ arguments: [String], environment: [String]? = nil) throws -> Double {
        var status: Int32 = 0
        let time = try milliseconds {
            status =
                try environment.map { try spawnAndWait(program, arguments, environment: $0) }
                ?? spawnAndWait(program, arguments)
        }
        guard status == 0 else { throw BenchmarkError.failed([program] + arguments) }
        return time
    }
    func dsys(_ arguments: [String]) throws -> Double { try run(dsysctl, arguments + ["--project", root.path]) }
    let gitEnvironment = ["GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1", "PATH=/usr/bin:/bin"]
    let gitIdentity = ["-c", "user.name=Benchmark", "-c", "user.email=bench@example.com"]
    func gitTimed(_ arguments: [String], in folder: URL) throws -> Double {
        try run("/usr/bin/git", ["-C", folder.path] + gitIdentity + arguments, environment: gitEnvironment)
    }

    // The app's package as the head's publish wrote it, and git's working tree of the same files: a clone of the
    // output repository, checked out at the head.
    // The history was just written: until the kernel has written it back, the rows that write files (regenerate
    // and its `tar -x`) share the disk with that writeback and measure it instead (both sides 4-6 times slower).
    sync()
    let registry = Registry(project)
    guard let head = try registry.log(limit: 1).first else { throw BenchmarkError.failed(["an empty history"]) }
    let headCount = try registry.log(limit: nil).count
    let outputFolder = root.appendingPathComponent("DesignSystem")
    _ = try dsys(["regenerate", head.version, "--output", outputFolder.path])
    let working = scratch.appendingPathComponent("git-working-tree")
    try git(["clone", "--quiet", "--branch", "main", project.repositoryPath, working.path], in: nil)
    // Files checked out in the second the index was written are racily clean, and git would hash them all again on
    // the first add; one refresh a second later records their state, as any working tree that has lived a while.
    Thread.sleep(forTimeInterval: 1.1)
    try git(["update-index", "--refresh"], in: working)

    // publish: each changes one palette color (the token and the colors that alias it).
    var document = try String(contentsOf: documentURL, encoding: .utf8)
    func changeOneColor(_ edit: Int) throws {
        let key = "\"c\(edit)\": { \"light\": \"#"
        guard let range = document.range(of: key) else { throw BenchmarkError.failed(["edit", key]) }
        let value = range.upperBound..<document.index(range.upperBound, offsetBy: 6)
        document.replaceSubrange(
            value, with: String(format: "%06X", (0xA0B1C2 + edit * 0x010203 + headCount) & 0xFF_FFFF))
        try Data(document.utf8).write(to: documentURL)
    }
    var publishTimes: [Double] = []
    var commitTimes: [Double] = []
    for edit in 0..<publishes {
        try changeOneColor(edit)
        publishTimes.append(try dsys(["publish", "--accessibility-policy", "warn", "-m", "One color"]))
        // The same change in git's working tree (not timed): the files this publish's commit changed.
        let changes = String(
            decoding: try gitOutput(
                ["diff", "--name-status", "--no-renames", "main~1", "main"], gitDirectory: project.repositoryPath),
            as: UTF8.self)
        for line in changes.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let file = working.appendingPathComponent(String(parts[1]))
            if parts[0] == "D" {
                try FileManager.default.removeItem(at: file)
            } else {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try gitOutput(["show", "main:\(parts[1])"], gitDirectory: project.repositoryPath).write(to: file)
            }
        }
        commitTimes.append(
            try gitTimed(["add", "-A"], in: working) + gitTimed(["commit", "--quiet", "-m", "One color"], in: working))
    }
    // git's commit must hold the very tree dsys committed, or the comparison compares different work.
    let dsysTree = try gitOutput(["rev-parse", "main^{tree}"], gitDirectory: project.repositoryPath)
    let gitTree = try gitOutput(
        ["rev-parse", "HEAD^{tree}"], gitDirectory: working.appendingPathComponent(".git").path)
    guard dsysTree == gitTree else { throw BenchmarkError.failed(["git's tree differs from dsys's"]) }

    // regenerate: the newest version and the first, each into a new folder, against git archive of the same tag.
    let newest = try registry.log(limit: 1).first?.version ?? head.version
    // The mean, not the median: the publishes that merge or consolidate packs are part of what publishing costs,
    // and a median of publishes that alternate between a cheap and a costly kind reports one kind or the other.
    var rows: [Row] = [
        Row(
            what: "publish of a one-color change, whole process (mean of \(publishes); median dsys "
                + "\(formatted(median(publishTimes))), git \(formatted(median(commitTimes))))",
            dsys: mean(publishTimes), yardstick: ("git add -A && git commit of the same tree", mean(commitTimes)),
            ratioTarget: 0.8)
    ]
    for version in [newest, "1.0.0"] {
        var regenerateTimes: [Double] = []
        var archiveTimes: [Double] = []
        for repetition in 0..<5 {
            let folder = scratch.appendingPathComponent("regenerate-\(version)-\(repetition)")
            regenerateTimes.append(try dsys(["regenerate", version, "--output", folder.path]))
            let extracted = scratch.appendingPathComponent("archive-\(version)-\(repetition)")
            try FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true)
            archiveTimes.append(
                try run(
                    "/bin/sh",
                    [
                        "-c", "git --git-dir \"$0\" archive \"$1\" | tar -x -C \"$2\"", project.repositoryPath,
                        version, extracted.path,
                    ], environment: gitEnvironment))
        }
        rows.append(
            Row(
                what: "regenerate \(version == newest ? "\(version) (newest)" : version), whole process (median of 5)",
                dsys: median(regenerateTimes), yardstick: ("git archive | tar -x", median(archiveTimes)),
                ratioTarget: 0.75))
    }

    // diff 1.0.0 to the working document, whole process, beside the same work in process.
    let diffTimes = try (0..<11).map { _ in try dsys(["diff", "1.0.0"]) }
    let old = try DesignSystemDocument.load(Array(try registry.show(version: "1.0.0").document.utf8), file: "1.0.0")
    let new = try DesignSystemDocument.load(Array(try Data(contentsOf: documentURL)), file: documentURL.path)
    var semantic: [Double] = []
    var withImpact: [Double] = []
    // The documents' trees, freed on another core once read, are freed before the clocks start.
    waitForReleases()
    for _ in 0..<11 {
        semantic.append(milliseconds { _ = SemanticDiff.between(old, new, policy: .breaking) })
        withImpact.append(milliseconds { _ = ChangeReport.between(old, new, from: "1.0.0", to: "working document") })
    }
    rows.append(
        Row(
            what: "diff 1.0.0 (working document), whole process (median of 11)", dsys: median(diffTimes),
            yardstick: ("the same diff with its API impact in process", median(withImpact)), timeTarget: 25))

    // verify, every object read, every revision regenerated; git fsck --full reads every object too.
    let revisionCount = try registry.log(limit: nil).count
    // Its CPU time beside the wall time: on a machine shared with other work the wall time swings by a quarter
    // between runs, the CPU time far less.
    var verifyCPU = 0.0
    let verifyTime = try milliseconds {
        let (status, cpu) = try spawnAndWaitWithUsage(dsysctl, ["verify", "--project", root.path])
        guard status == 0 else { throw BenchmarkError.failed([dsysctl, "verify"]) }
        verifyCPU = cpu
    }
    let fsckTime = try run(
        "/usr/bin/git", ["--git-dir", project.repositoryPath, "fsck", "--full", "--no-progress"],
        environment: gitEnvironment)
    rows.append(
        Row(
            what: "verify, \(revisionCount) revisions, whole process (CPU time, user + system: "
                + "\(formatted(verifyCPU)))", dsys: verifyTime,
            yardstick: ("git fsck --full of output.git", fsckTime),
            // 10 s for 1,000 revisions on two cores; another length of history in proportion.
            timeTarget: 10 * Double(revisionCount)))

    // The same publishes in process, one after another, after the rows (which so measure the history as before): a
    // whole process's work without the process around it (its start, argument parsing, libgit2's and SQLite's
    // set-up), what a resident dsysctl could take at best.
    var inProcessTimes: [Double] = []
    for edit in publishes..<(2 * publishes) {
        try changeOneColor(edit)
        let options = Registry.PublishOptions(
            message: "One color", author: "Benchmark <bench@example.com>", accessibilityPolicy: .warn,
            output: "DesignSystem", environment: ProcessInfo.processInfo.environment)
        try inProcessTimes.append(
            milliseconds {
                guard case .published = try Registry(project).publish(options: options) else {
                    throw BenchmarkError.failed(["an unchanged publish in process"])
                }
            })
    }

    print("| what | dsys | yardstick, same run | ratio | target | |")
    print("|---|---|---|---|---|---|")
    for row in rows { print(row.line) }
    print(
        String(
            format: "in process, for the diff row: the semantic diff alone %.1f ms, with its Swift API impact %.1f ms",
            median(semantic), median(withImpact)))
    print(
        String(
            format: "in process, for the publish row: %d more publishes of one color, mean %.1f ms, median %.1f ms "
                + "(a resident dsysctl's floor; ratio of the mean to git's %.2f)",
            publishes, mean(inProcessTimes), median(inProcessTimes), mean(inProcessTimes) / mean(commitTimes)))
}

private func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(values.count, 1)) }

/// What a git command prints (for the yardsticks' set-up only, never timed).
func gitOutput(_ arguments: [String], gitDirectory: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["--git-dir", gitDirectory] + arguments
    process.environment = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchmarkError.failed(arguments) }
    return data
}
