// Publishes per second with 1, 4 and 16 concurrent publishers, each a process of its own, into the
// embedded SQLite store (all in one project folder, as publishers on one machine) and into a
// PostgreSQL registry (each in a project folder of its own, as CI runners; with a git remote when
// one is given, each publish also pushing main and its tag).
import Foundation
import Registry
import Tokens

/// Where the shared-registry runs go: a PostgreSQL base URL (its registry name is replaced per run) and an
/// optional git daemon URL with the folder it serves.
struct PublisherServers {
    var postgres: String?
    var git: (url: String, root: String)?
}

func runPublishers(total: Int, scratchRoot: String, servers: PublisherServers) throws {
    let counts = [1, 4, 16]
    print(
        "publishers: \(total) publishes of the minimal example per run, split over N processes started together; "
            + "publishes/s = \(total) / wall time from start to the last exit")
    print("store                      N=1        N=4        N=16")
    var stores: [(String, (Int) throws -> Double)] = [
        (
            "sqlite (one folder)",
            { try publishersRun(count: $0, total: total, scratchRoot: scratchRoot, store: .sqlite) }
        )
    ]
    if let postgres = servers.postgres {
        stores.append(
            (
                "postgres",
                {
                    try publishersRun(
                        count: $0, total: total, scratchRoot: scratchRoot, store: .postgres(postgres, nil))
                }
            ))
        if let git = servers.git {
            stores.append(
                (
                    "postgres + git remote",
                    {
                        try publishersRun(
                            count: $0, total: total, scratchRoot: scratchRoot, store: .postgres(postgres, git))
                    }
                ))
        }
    } else {
        print("(no PostgreSQL: give --postgres URL, or run scripts/benchmark-publishers.sh, which starts one)")
    }
    for (name, run) in stores {
        var line = name.padding(toLength: 22, withPad: " ", startingAt: 0)
        for count in counts {
            let rate = try run(count)
            line += String(format: "%11.1f", rate)
        }
        print(line + "  publishes/s")
    }
}

enum PublisherStore {
    case sqlite
    case postgres(String, (url: String, root: String)?)
}

/// One run: `count` publisher processes, `total / count` publishes each; returns publishes per second.
func publishersRun(count: Int, total: Int, scratchRoot: String, store: PublisherStore) throws -> Double {
    let root = URL(fileURLWithPath: scratchRoot).appendingPathComponent("dsys-publishers-\(getpid())-\(count)")
    try? FileManager.default.removeItem(at: root)
    defer { try? FileManager.default.removeItem(at: root) }
    let registryName = "bench-\(getpid())-\(count)-\(UInt32.random(in: 0...UInt32.max))"
    var location: String?
    var remote: String?
    if case .postgres(let base, let git) = store {
        guard var components = URLComponents(string: base) else { throw BenchmarkError.failed(["bad URL \(base)"]) }
        let database = components.path.split(separator: "/").first.map(String.init) ?? "dsys"
        components.path = "/\(database)/\(registryName)"
        location = components.string
        if let git {
            let folder = "\(registryName).git"
            let initialize = Process()
            initialize.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            initialize.arguments = ["init", "-q", "--bare", "-b", "main", "\(git.root)/\(folder)"]
            try initialize.run()
            initialize.waitUntilExit()
            remote = "\(git.url)/\(folder)"
        }
    }
    // The first version is published before the clock starts, so every run measures publishes onto a history.
    let seed = root.appendingPathComponent("seed")
    try preparePublisherProject(seed, worker: -1)
    try publishOnce(project: seed, document: nil, location: location, remote: remote)

    let perWorker = max(1, total / count)
    var workers: [Process] = []
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count {
        // SQLite: one project (one registry file), a document per publisher. PostgreSQL: a project per publisher.
        let folder = location == nil ? seed : root.appendingPathComponent("p\(index)")
        if location != nil { try preparePublisherProject(folder, worker: index) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments =
            ["publish-worker", "--project", folder.path, "--worker", String(index), "--count", String(perWorker)]
            + (location.map { ["--registry", $0] } ?? []) + (remote.map { ["--remote", $0] } ?? [])
        try process.run()
        workers.append(process)
    }
    var failures: [String] = []
    for (index, worker) in workers.enumerated() {
        worker.waitUntilExit()
        if worker.terminationStatus != 0 { failures.append("publisher \(index) exited \(worker.terminationStatus)") }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if !failures.isEmpty { throw BenchmarkError.failed(failures) }
    // Every publish is in the history, which verifies.
    let registry = try Registry.open(
        Project(path: seed.path), location: location, remote: remote, environment: ProcessInfo.processInfo.environment)
    let recorded = try registry.log(limit: nil).count
    guard recorded == perWorker * count + 1 else {
        throw BenchmarkError.failed(["\(recorded) revisions recorded, expected \(perWorker * count + 1)"])
    }
    let report = try registry.verify(quick: true, repair: false)
    guard report.isHealthy else { throw BenchmarkError.failed(report.problems.map(\.message)) }
    return Double(perWorker * count) / seconds
}

/// A project folder with the minimal example as its document.
func preparePublisherProject(_ folder: URL, worker: Int) throws {
    let project = Project(path: folder.path)
    try FileManager.default.createDirectory(at: project.registryFolder, withIntermediateDirectories: true)
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/minimal/design-system.json")
    try FileManager.default.copyItem(at: example, to: URL(fileURLWithPath: project.documentPath))
}

/// `publish-worker`: publishes `count` times, each a document with this worker's own color at a new value.
func runPublishWorker() throws {
    guard let path = option("--project"), let worker = option("--worker").flatMap(Int.init),
        let count = option("--count").flatMap(Int.init)
    else {
        print("publish-worker needs --project, --worker and --count")
        exit(64)
    }
    let project = Project(path: path)
    let document = project.registryFolder.appendingPathComponent("worker-\(worker).json")
    let base = try String(contentsOfFile: project.documentPath, encoding: .utf8)
    for step in 0..<count {
        let color = String(format: "#%02X%04X", worker & 0xFF, step & 0xFFFF)
        let text = base.replacingOccurrences(
            of: "\"action\": {\n", with: "\"action\": {\n        \"worker\(worker)\": \"\(color)\",\n")
        try Data(text.utf8).write(to: document)
        try publishOnce(
            project: URL(fileURLWithPath: path), document: document.path, location: option("--registry"),
            remote: option("--remote"))
    }
}

func publishOnce(project: URL, document: String?, location: String?, remote: String?) throws {
    let registry = try Registry.open(
        Project(path: project.path), location: location, remote: remote,
        environment: ProcessInfo.processInfo.environment)
    let options = Registry.PublishOptions(document: document, author: "Benchmark <bench@example.com>")
    guard case .published = try registry.publish(options: options) else { throw BenchmarkError.unchanged(0) }
}
