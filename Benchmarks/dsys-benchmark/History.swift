// A registry history of R revisions of a 2,500-token document, each changing 1–5 tokens; then
// the user-facing commands against it, timed as whole dsysctl processes.
import Foundation
import Registry
import Tokens

/// A small deterministic generator, so every run builds the same history.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func runHistory(revisions: Int, scratchRoot: String) throws {
    let colorCount = 2_500
    let root = URL(fileURLWithPath: scratchRoot).appendingPathComponent("dsys-history-\(revisions)-\(getpid())")
    // --keep leaves the project behind (for profiling a command against the history).
    let keep = arguments.contains("--keep")
    defer { if keep { print("kept \(root.path)") } else { try? FileManager.default.removeItem(at: root) } }
    let (canonicalTexts, building) = try buildHistory(in: root, revisions: revisions, colorCount: colorCount)
    try measureHistory(root: root, revisions: revisions, canonicalTexts: canonicalTexts, building: building)
}

/// Builds a history of `revisions` revisions of a synthetic document of `colorCount` colors in the project `root`,
/// each revision changing 1–5 palette colors, through the real publish in process. Returns each revision's canonical
/// text and the time it took.
func buildHistory(in root: URL, revisions: Int, colorCount: Int) throws -> (texts: [String], milliseconds: Double) {
    let project = Project(path: root.path)
    try FileManager.default.createDirectory(at: project.registryFolder, withIntermediateDirectories: true)
    let documentURL = URL(fileURLWithPath: project.documentPath)

    // Build the history through the real publish, in process, and keep each canonical text for
    // the git reference.
    var random = SplitMix64(state: 42)
    var overrides: [Int: String] = [:]
    let paletteCount = colorCount - colorCount / 2
    var canonicalTexts: [String] = []
    let building = try milliseconds {
        for revision in 0..<revisions {
            if revision > 0 {
                for _ in 0..<Int.random(in: 1...5, using: &random) {
                    overrides[Int.random(in: 0..<paletteCount, using: &random)] =
                        String(format: "#%06X", Int.random(in: 0...0xFFFFFF, using: &random))
                }
            }
            let bytes = syntheticDocument(colorCount: colorCount, lightOverrides: overrides)
            try Data(bytes).write(to: documentURL)
            canonicalTexts.append(try DesignSystemDocument.canonicalText(of: bytes, file: "history"))
            // The synthetic colors are random: their contrast is warned about, not refused (this measures speed).
            let options = Registry.PublishOptions(
                author: "Benchmark <bench@example.com>", accessibilityPolicy: .warn,
                time: 1_700_000_000 + Int64(revision) * 60)
            guard case .published = try Registry(project).publish(options: options) else {
                throw BenchmarkError.unchanged(revision)
            }
        }
    }
    return (canonicalTexts, building)
}

/// `history --project DIR`: the measurements again, against a history kept by `--keep`.
func remeasureHistory(projectPath: String) throws {
    let root = URL(fileURLWithPath: projectPath).standardizedFileURL
    let project = Project(path: root.path)
    let versions = try Registry(project).log(limit: nil).map(\.version).reversed()
    let texts = try versions.map { try Registry(project).show(version: $0).document }
    try measureHistory(root: root, revisions: texts.count, canonicalTexts: texts, building: nil)
}

/// Times the commands a user runs against the history in `root`, as whole dsysctl processes,
/// and compares the registry's size with git holding the same canonical documents.
func measureHistory(root: URL, revisions: Int, canonicalTexts: [String], building: Double?) throws {
    let project = Project(path: root.path)
    let documentURL = URL(fileURLWithPath: project.documentPath)
    let oldest = try Registry(project).log(limit: nil).last?.version ?? "1.0.0"

    let dsysctl = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("dsysctl")
    func timed(_ arguments: [String], repetitions: Int = 5) throws -> Double {
        var times: [Double] = []
        for _ in 0..<repetitions {
            var status: Int32 = 0
            times.append(
                try milliseconds {
                    status = try spawnAndWait(dsysctl.path, arguments + ["--project", root.path])
                })
            guard status == 0 else { throw BenchmarkError.failed(arguments) }
        }
        return median(times)
    }
    // Sizes first, of the history as built: the registry database, and git holding the same
    // canonical documents.
    let checkpoint = Process()
    checkpoint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    checkpoint.arguments = [
        "python3", "-c", "import sqlite3,sys; sqlite3.connect(sys.argv[1]).execute('PRAGMA wal_checkpoint(TRUNCATE)')",
        project.databasePath,
    ]
    try checkpoint.run()
    checkpoint.waitUntilExit()
    let databaseBytes = fileSize(project.databasePath) + fileSize(project.databasePath + "-wal")
    let referenceFolder = root.appendingPathComponent("reference-\(getpid()).git")
    defer { try? FileManager.default.removeItem(at: referenceFolder) }
    let reference = try gitReferenceSize(canonicalTexts, in: referenceFolder)
    // output.git as dsys keeps it, against a clone of it after `git gc --aggressive`.
    let outputBytes = folderSize(URL(fileURLWithPath: project.repositoryPath))
    let gcFolder = root.appendingPathComponent("output-gc-\(getpid()).git")
    defer { try? FileManager.default.removeItem(at: gcFolder) }
    try git(["clone", "--mirror", "--quiet", project.repositoryPath, gcFolder.path], in: nil)
    try git(["gc", "--aggressive", "--prune=now", "--quiet"], in: gcFolder)
    let gcBytes = folderSize(gcFolder)
    // The whole-history commands, as whole processes.
    let verifyTime = try timed(["verify"], repetitions: 1)
    let quickVerifyTime = try timed(["verify", "--quick"], repetitions: 1)
    let changelogFile = root.appendingPathComponent("changelog-\(getpid()).md").path
    let changelogTime = try timed(["changelog", "--output", changelogFile], repetitions: 1)
    let rediffTime = try timed(["changelog", "--rediff", "--output", changelogFile], repetitions: 1)

    // Each publish changes one palette color (1 token, and the tokens aliasing it): "c<n>"'s light value.
    var document = try String(contentsOf: documentURL, encoding: .utf8)
    var edits = 0
    func publishOneChange(_ extraArguments: [String]) throws -> Double {
        let key = "\"c\(edits)\": { \"light\": \"#"
        guard let range = document.range(of: key) else { throw BenchmarkError.failed(["edit", key]) }
        let value = range.upperBound..<document.index(range.upperBound, offsetBy: 6)
        document.replaceSubrange(value, with: String(format: "%06X", 0xA0B0C0 + edits + revisions))
        edits += 1
        try Data(document.utf8).write(to: documentURL)
        return try timed(["publish", "--accessibility-policy", "warn"] + extraArguments, repetitions: 1)
    }
    // The app's package, as the first publish would have written it; later publishes update it.
    let generated = try spawnAndWait(
        dsysctl.path, ["generate", documentURL.path, "--output", root.appendingPathComponent("DesignSystem").path])
    guard generated == 0 else { throw BenchmarkError.failed(["generate"]) }
    let publishRecordOnly = median(try (0..<5).map { _ in try publishOneChange(["--no-output"]) })
    let publishWithOutput = median(try (0..<5).map { _ in try publishOneChange([]) })
    let newest = try Registry(project).log(limit: 1).first?.version ?? oldest
    let logTime = try timed(["log", "--limit", "20"])
    let showOldest = try timed(["show", oldest])
    let showNewest = try timed(["show", newest])
    let regenerateOldest = try timed(
        ["regenerate", oldest, "--output", root.appendingPathComponent("old-\(getpid())").path], repetitions: 3)
    let regenerateNewest = try timed(
        ["regenerate", newest, "--output", root.appendingPathComponent("new-\(getpid())").path], repetitions: 3)

    let built = building.map {
        String(format: "built in %.0f s (%.1f ms per publish in process); ", $0 / 1000, $0 / Double(revisions))
    }
    print(
        String(format: "%6d revisions: ", revisions) + (built ?? "")
            + String(
                format:
                    "publish %.0f ms (--no-output), %.0f ms (updating DesignSystem/); log --limit 20 %.0f ms; "
                    + "show oldest %.0f ms, newest %.0f ms; regenerate oldest %.0f ms, newest %.0f ms; "
                    + "registry.sqlite %.2f MB, git reference %.2f MB (ratio %.2f); "
                    + "output.git %.2f MB, after git gc --aggressive %.2f MB (ratio %.2f); "
                    + "verify %.1f s (--quick %.2f s), changelog %.2f s (--rediff %.1f s)",
                publishRecordOnly, publishWithOutput, logTime, showOldest, showNewest, regenerateOldest,
                regenerateNewest, Double(databaseBytes) / 1e6, Double(reference) / 1e6,
                Double(databaseBytes) / Double(reference), Double(outputBytes) / 1e6, Double(gcBytes) / 1e6,
                Double(outputBytes) / Double(gcBytes), verifyTime / 1000, quickVerifyTime / 1000, changelogTime / 1000,
                rediffTime / 1000))
}

enum BenchmarkError: Error {
    case unchanged(Int)
    case failed([String])
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
}

/// The bytes of every file below `folder`.
func folderSize(_ folder: URL) -> Int {
    var total = 0
    if let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]) {
        for case let url as URL in enumerator {
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
    }
    return total
}

/// Runs the git command line (for the references only), in `folder` when given.
func git(_ arguments: [String], in folder: URL?, input: Data? = nil) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + (folder.map { ["-C", $0.path] } ?? []) + arguments
    process.environment = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let pipe = Pipe()
    if input != nil { process.standardInput = pipe }
    try process.run()
    if let input {
        pipe.fileHandleForWriting.write(input)
        try pipe.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchmarkError.failed(arguments) }
}

/// The size of a git repository with one commit per canonical text, after `git gc --aggressive`.
/// (The git command line is used for this reference only.)
func gitReferenceSize(_ texts: [String], in folder: URL) throws -> Int {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try git(["init", "--bare", "--quiet"], in: folder)
    var stream = Data()
    for (index, text) in texts.enumerated() {
        let body = Data(text.utf8)
        let message = "Revision \(index + 1)\n"
        stream.append(
            Data(
                "commit refs/heads/main\ncommitter Benchmark <bench@example.com> \(1_700_000_000 + index * 60) +0000\n"
                    .utf8))
        stream.append(Data("data \(message.utf8.count)\n\(message)".utf8))
        stream.append(Data("M 100644 inline design-system.json\ndata \(body.count)\n".utf8))
        stream.append(body)
        stream.append(Data("\n".utf8))
    }
    try git(["fast-import", "--quiet"], in: folder, input: stream)
    try git(["gc", "--aggressive", "--prune=now", "--quiet"], in: folder)
    return folderSize(folder)
}

/// Runs a program and waits for it with posix_spawn and waitpid: Foundation's `Process` adds
/// tens of milliseconds of its own on Linux, which would swamp what is measured.
func spawnAndWait(
    _ path: String, _ arguments: [String],
    environment variables: [String] = ["DSYS_AUTHOR=Benchmark <bench@example.com>", "PATH=/usr/bin:/bin"]
) throws -> Int32 {
    try spawnAndWaitWithUsage(path, arguments, environment: variables).status
}

/// ``spawnAndWait(_:_:environment:)``, also returning the CPU time the child spent (user and system, in
/// milliseconds, from `wait4`'s resource usage of that child alone): on a shared machine it varies far less
/// between runs than the wall time.
func spawnAndWaitWithUsage(
    _ path: String, _ arguments: [String],
    environment variables: [String] = ["DSYS_AUTHOR=Benchmark <bench@example.com>", "PATH=/usr/bin:/bin"]
) throws -> (status: Int32, cpuMilliseconds: Double) {
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer {
        argv.forEach { free($0) }
        environment.forEach { free($0) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environment) == 0 else { throw BenchmarkError.failed(arguments) }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    func inMilliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000 }
    return ((status >> 8) & 0xFF, inMilliseconds(usage.ru_utime) + inMilliseconds(usage.ru_stime))
}
