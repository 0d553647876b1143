// `dsysctl serve` against a registry of a 2,500-token document: the server on a loopback port, requested over HTTP
// the way a browser does. Server-side time is the server's own Server-Timing header (reading the registry, building
// the page or finding it built); the round trip adds the client and the socket.
import Foundation
import Registry
import Server

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

func runServe(revisions: Int, repetitions: Int, scratchRoot: String) throws {
    let colorCount = 2_500
    let root = URL(fileURLWithPath: scratchRoot).appendingPathComponent("dsys-serve-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let project = Project(path: root.path)
    try FileManager.default.createDirectory(at: project.registryFolder, withIntermediateDirectories: true)
    var random = SplitMix64(state: 7)
    var overrides: [Int: String] = [:]
    for revision in 0..<revisions {
        if revision > 0 {
            for _ in 0..<3 {
                overrides[Int.random(in: 0..<(colorCount / 2), using: &random)] =
                    String(format: "#%06X", Int.random(in: 0...0xFFFFFF, using: &random))
            }
        }
        try Data(syntheticDocument(colorCount: colorCount, lightOverrides: overrides)).write(
            to: URL(fileURLWithPath: project.documentPath))
        var options = Registry.PublishOptions(
            author: "Benchmark <bench@example.com>", time: 1_700_000_000 + Int64(revision) * 60)
        // The synthetic palette's colors are arbitrary, so its roles fail the components' contrast; what is measured
        // does not depend on it.
        options.accessibilityPolicy = .warn
        guard case .published = try Registry(project).publish(options: options) else {
            throw BenchmarkError.unchanged(revision)
        }
    }
    let site = try Site(registry: Registry(project))
    let versions = try Registry(project).log(limit: nil).map(\.version)
    // The newest version is rebuilt from a snapshot and the deltas after it, as most pages are.
    let (newest, previous) = (versions[0], versions[1])
    let started = DispatchSemaphore(value: 0)
    let address = Box<String>()
    let server = Task.detached {
        try await SiteServer.run(site, configuration: .init(host: "127.0.0.1", port: 0)) { url in
            address.value = url
            started.signal()
        }
    }
    defer { server.cancel() }
    guard started.wait(timeout: .now() + 30) == .success, let base = address.value else {
        throw BenchmarkError.failed(["the server did not start"])
    }
    let client = HTTPClient()
    let tokenCount = try site.registry.publishedVersion(newest).designSystem.tokenCount
    print(
        "serve: \(tokenCount) tokens, \(revisions) revisions, SQLite; median of \(repetitions) requests over loopback "
            + "(server-side from Server-Timing; round trip at the client)")
    let pages: [(String, String)] = [
        ("version page", "versions/\(newest)"), ("version JSON", "api/versions/\(newest)"),
        ("contrast page", "versions/\(newest)/contrast"), ("diff page", "diff/\(previous)...\(newest)"),
        ("versions list", ""),
    ]
    for (label, path) in pages {
        var cold: [(Double, Double, Int)] = []
        var warm: [(Double, Double, Int)] = []
        for _ in 0..<repetitions {
            site.clearCaches()
            cold.append(try client.get(base + path))
            warm.append(try client.get(base + path))
        }
        let bytes = cold[0].2
        print(
            "  \(label.padding(toLength: 14, withPad: " ", startingAt: 0)) first build "
                + "\(format(median(cold.map(\.0)))) ms server-side (\(format(median(cold.map(\.1)))) ms round trip), "
                + "built before \(format(median(warm.map(\.0)))) ms (\(format(median(warm.map(\.1)))) ms); "
                + "\(bytes / 1024) KiB")
    }
    var revalidations: [Double] = []
    let etag = try client.etag(base + "versions/\(newest)")
    for _ in 0..<repetitions { revalidations.append(try client.get(base + "versions/\(newest)", ifNoneMatch: etag).0) }
    print("  304 for the version page's tag: \(format(median(revalidations))) ms server-side")
    print("  peak memory \(format(peakMemoryMiB())) MiB")
}

private func format(_ value: Double) -> String { String(format: "%.1f", value) }

/// A value one thread sets and another reads after a semaphore.
private final class Box<Value>: @unchecked Sendable {
    var value: Value?
}

/// Blocking GETs with URLSession, on this (non-cooperative) thread.
private final class HTTPClient: @unchecked Sendable {
    let session = URLSession(configuration: .ephemeral)

    /// Server-side milliseconds, round-trip milliseconds, body bytes.
    func get(_ url: String, ifNoneMatch: String? = nil) throws -> (Double, Double, Int) {
        let (response, data, elapsed) = try fetch(url, ifNoneMatch: ifNoneMatch)
        let timing = (response.value(forHTTPHeaderField: "Server-Timing") ?? "")
            .components(separatedBy: "dur=").last.flatMap(Double.init)
        guard let timing else { throw BenchmarkError.failed(["\(url): no Server-Timing header"]) }
        return (timing, elapsed, data.count)
    }

    func etag(_ url: String) throws -> String {
        try fetch(url, ifNoneMatch: nil).0.value(forHTTPHeaderField: "ETag") ?? ""
    }

    private func fetch(_ url: String, ifNoneMatch: String?) throws -> (HTTPURLResponse, Data, Double) {
        guard let target = URL(string: url) else { throw BenchmarkError.failed(["\(url) is no URL"]) }
        var request = URLRequest(url: target)
        if let ifNoneMatch { request.setValue(ifNoneMatch, forHTTPHeaderField: "If-None-Match") }
        let done = DispatchSemaphore(value: 0)
        let result = Box<(HTTPURLResponse, Data)>()
        let start = DispatchTime.now().uptimeNanoseconds
        session.dataTask(with: request) { data, response, _ in
            if let response = response as? HTTPURLResponse { result.value = (response, data ?? Data()) }
            done.signal()
        }
        .resume()
        done.wait()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        guard let (response, data) = result.value, [200, 304].contains(response.statusCode) else {
            throw BenchmarkError.failed(["GET \(url) failed"])
        }
        return (response, data, elapsed)
    }
}
