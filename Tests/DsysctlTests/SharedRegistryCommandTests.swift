import Foundation
import TestSupport
import XCTest

/// A registry shared by many machines: PostgreSQL and a git remote, the real servers `scripts/test.sh` starts,
/// driven through the built `dsysctl` as CI runners would.
final class SharedRegistryCommandTests: XCTestCase {
    /// Adds the color `action.<name>` to the project's document.
    private func addColor(_ root: URL, _ name: String, _ value: String) throws {
        let url = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let anchor = "\"action\": {\n"
        XCTAssertTrue(text.contains(anchor))
        try Data(
            text.replacingOccurrences(of: anchor, with: anchor + "        \"\(name)\": \"\(value)\",\n").utf8
        ).write(to: url)
    }

    private func remoteRef(_ path: String, _ reference: String) throws -> String? {
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"), ["-C", path, "rev-parse", "--verify", "-q", reference])
        return result.status == 0 ? result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// The registry's rows as `psql` reads them: id, version, parent id, time, commit.
    private func rows(
        _ registry: String
    ) throws -> [(id: Int, version: String, parent: Int?, time: Int, commit: String)] {
        try TestServers.psql(
            """
            SELECT id, version, coalesce(parent_id, 0), created_at, encode(output_commit, 'hex')
            FROM dsys.revision WHERE registry = '\(registry)' ORDER BY id
            """
        ).split(separator: "\n").map { line in
            let fields = line.split(separator: "|").map(String.init)
            return (
                Int(fields[0]) ?? -1, fields[1], Int(fields[2]).flatMap { $0 == 0 ? nil : $0 }, Int(fields[3]) ?? -1,
                fields[4]
            )
        }
    }

    func testSixteenPublishersInSeparateProcessesMakeOneLinearHistoryOnTheRemote() throws {
        let name = TestServers.registryName("sixteen")
        let url = try TestServers.postgresURL(registry: name)
        let remote = try TestServers.gitRepository("sixteen")
        let seed = try TestSupport.exampleProject(self)
        let first = try Dsysctl.run(
            ["publish", "--registry", url, "--remote", remote.url, "--no-output", "-m", "Seed"], in: seed)
        XCTAssertEqual(first.status, 0, first.standardError)

        // Sixteen machines, each with a document of its own, publish at once (their own clocks: no SOURCE_DATE_EPOCH).
        var processes: [(Process, URL)] = []
        for index in 0..<16 {
            let root = try TestSupport.exampleProject(self)
            try addColor(root, "publisher\(index)", String(format: "#12%02X56", index * 8))
            let process = Process()
            process.executableURL = Dsysctl.executable
            process.arguments = [
                "publish", "--registry", url, "--remote", remote.url, "--no-output", "-m", "Publisher \(index)",
            ]
            process.currentDirectoryURL = root
            var environment = ProcessInfo.processInfo.environment
            environment["SOURCE_DATE_EPOCH"] = nil
            environment["DSYS_AUTHOR"] = "Publisher \(index) <p\(index)@example.com>"
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let log = root.appendingPathComponent("publish.log")
            FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            processes.append((process, log))
        }
        for (process, log) in processes {
            process.waitUntilExit()
            XCTAssertEqual(
                process.terminationStatus, 0, (try? String(contentsOf: log, encoding: .utf8)) ?? "no output")
        }

        // Linear and gap-free, each revision's parent the one before it, times never going back.
        let recorded = try rows(name)
        XCTAssertEqual(recorded.map(\.id), Array(1...17))
        XCTAssertEqual(recorded.map(\.parent), [nil] + Array(1...16).map { Optional($0) })
        XCTAssertEqual(recorded.map(\.time), recorded.map(\.time).sorted())
        let versions = recorded.map { $0.version.split(separator: ".").compactMap { Int($0) } }
        for (older, newer) in zip(versions, versions.dropFirst()) {
            XCTAssertTrue(older.lexicographicallyPrecedes(newer), "\(older) → \(newer)")
        }
        XCTAssertEqual(Set(recorded.map(\.version)).count, 17)
        // Every tag on the remote at its revision's commit, main at the head.
        for row in recorded {
            XCTAssertEqual(try remoteRef(remote.path, "refs/tags/\(row.version)^{commit}"), row.commit, row.version)
        }
        XCTAssertEqual(try remoteRef(remote.path, "refs/heads/main"), recorded.last?.commit)
        // A machine that has nothing but the document verifies the whole history, regenerating every revision.
        let fresh = try TestSupport.exampleProject(self)
        let verified = try Dsysctl.run(["verify", "--registry", url, "--remote", remote.url], in: fresh)
        XCTAssertEqual(verified.status, 0, verified.standardError)
        XCTAssertTrue(
            verified.standardOutput.hasSuffix("ok: 17 revisions checked, 17 regenerated\n"), verified.standardOutput)
    }

    func testAPublisherKilledBetweenTheDatabaseCommitAndThePushIsFinishedByRepair() throws {
        for point in ["before-push", "after-database"] {
            let url = try TestServers.postgresURL(registry: TestServers.registryName(point))
            let remote = try TestServers.gitRepository(point)
            let root = try TestSupport.exampleProject(self)
            let environment = ["DSYS_REGISTRY": url]
            XCTAssertEqual(
                try Dsysctl.run(["remote", "set", remote.url], in: root, environment: environment).status, 0)
            XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root, environment: environment).status, 0)
            try addColor(root, "tertiary", "#123456")
            let killed = try Dsysctl.run(
                ["publish", "--no-output"], in: root,
                environment: environment.merging(["DSYS_FAULT_INJECTION": point]) { $1 })
            XCTAssertEqual(killed.status, 86, "\(point): \(killed.standardError)")
            XCTAssertNil(try remoteRef(remote.path, "refs/tags/1.1.0"), point)

            let report = try Dsysctl.run(["verify"], in: root, environment: environment)
            XCTAssertEqual(report.status, 1, point)
            XCTAssertTrue(
                report.standardError.contains("problem: 1.1.0: the remote \(remote.url) lacks 1 version (1.1.0)"),
                "\(point): \(report.standardError)")
            let repaired = try Dsysctl.run(["verify", "--repair"], in: root, environment: environment)
            XCTAssertEqual(repaired.status, 0, "\(point): \(repaired.standardError)")
            XCTAssertTrue(
                repaired.standardOutput.contains("repaired: pushed to \(remote.url) what it lacked: 1 version (1.1.0)"),
                "\(point): \(repaired.standardOutput)")
            let head = try XCTUnwrap(
                try rows(URLComponents(string: url)?.path.split(separator: "/").last.map(String.init) ?? "").last)
            XCTAssertEqual(head.version, "1.1.0")
            XCTAssertEqual(try remoteRef(remote.path, "refs/tags/1.1.0^{commit}"), head.commit, point)
            XCTAssertEqual(try remoteRef(remote.path, "refs/heads/main"), head.commit, point)
            XCTAssertEqual(try Dsysctl.run(["verify"], in: root, environment: environment).status, 0, point)
        }
    }

    func testAPublisherThatWaitsTooLongForTheHeadSaysTheRegistryIsBusy() throws {
        let name = TestServers.registryName("busy")
        let url = try TestServers.postgresURL(registry: name)
        let root = try TestSupport.exampleProject(self)
        XCTAssertEqual(try Dsysctl.run(["publish", "--registry", url, "--no-output"], in: root).status, 0)
        // Another publisher holds the registry's row for a few seconds.
        let server = try TestServers.postgresServer()
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: try TestServers.postgresBinary("psql"))
        holder.arguments = [
            "-h", server.socket, "-p", server.port, "-U", "postgres", "-d", server.database, "-X", "-q", "-c",
            "BEGIN; SELECT name FROM dsys.registry WHERE name = '\(name)' FOR UPDATE; SELECT pg_sleep(6); COMMIT;",
        ]
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        defer { holder.waitUntilExit() }
        for _ in 0..<50 {
            let waiting = try TestServers.psql(
                "SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%pg_sleep(6)%' AND state = 'active' AND pid <> pg_backend_pid()"
            )
            if waiting == "1" { break }
            usleep(100_000)
        }
        try addColor(root, "tertiary", "#123456")
        let busy = try Dsysctl.run(
            ["publish", "--registry", url, "--no-output"], in: root, environment: ["DSYS_LOCK_TIMEOUT": "1"])
        XCTAssertEqual(busy.status, 1)
        XCTAssertEqual(
            busy.standardError,
            "error: the registry in \(url.replacingOccurrences(of: "postgres://postgres@", with: "postgres://postgres@")) "
                + "is busy: another dsysctl has held it for 1 s; try again\n")
        holder.waitUntilExit()
        let log = try Dsysctl.run(["log", "--registry", url], in: root)
        XCTAssertEqual(log.standardOutput.split(separator: "\n").count, 1, "nothing was recorded")
    }

    func testEveryRegistryCommandWorksOnPostgres() throws {
        let url = try TestServers.postgresURL(registry: TestServers.registryName("commands"))
        let root = try TestSupport.exampleProject(self)
        let environment = ["DSYS_REGISTRY": url]
        func ok(_ arguments: [String]) throws -> String {
            let result = try Dsysctl.run(arguments, in: root, environment: environment)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            return result.standardOutput
        }
        XCTAssertTrue(try ok(["publish", "-m", "First"]).hasPrefix("published 1.0.0"))
        try addColor(root, "tertiary", "#123456")
        XCTAssertTrue(try ok(["publish", "-m", "Tertiary"]).hasPrefix("published 1.1.0"))
        XCTAssertEqual(try ok(["log"]).split(separator: "\n").map { String($0.prefix(5)) }, ["1.1.0", "1.0.0"])
        XCTAssertTrue(try ok(["show", "1.0.0"]).contains("version:    1.0.0"))
        XCTAssertTrue(try ok(["diff", "1.0.0", "1.1.0"]).contains("color.action.tertiary"))
        XCTAssertTrue(try ok(["changelog"]).contains("## 1.1.0"))
        XCTAssertFalse(try ok(["contrast", "1.0.0"]).isEmpty)
        let folder = try TestSupport.temporaryDirectory(self, "regenerated").appendingPathComponent("Package").path
        XCTAssertTrue(
            try ok(["regenerate", "1.0.0", "--output", folder]).hasPrefix(
                "wrote \(folder) (regenerated, identical to the commit of 1.0.0)"))
        XCTAssertTrue(try ok(["rollback", "1.0.0", "-m", "Back"]).hasPrefix("published 2.0.0"))
        // lint --against reads the published history: tertiary was removed in 2.0.0.
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import SwiftUI\nlet color = Color.dsActionTertiary\n".utf8).write(
            to: app.appendingPathComponent("View.swift"))
        let lint = try Dsysctl.run(["lint", "App", "--against", "2.0.0"], in: root, environment: environment)
        XCTAssertEqual(lint.status, 1, lint.standardError)
        XCTAssertTrue(
            lint.standardOutput.hasPrefix(
                "App/View.swift:2:13: removed-token: Color.dsActionTertiary does not exist in 2.0.0; its token was "
                    + "removed in 2.0.0"),
            lint.standardOutput)
        XCTAssertTrue(try ok(["verify"]).hasPrefix("ok: 3 revisions checked, 3 regenerated"))
    }

    func testACopyIntoPostgresAndBackKeepsTheHistoryAndVerifies() throws {
        let root = try TestSupport.exampleProject(self)
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output", "-m", "First"], in: root).status, 0)
        try addColor(root, "tertiary", "#123456")
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output", "-m", "Second"], in: root).status, 0)
        let embeddedLog = try Dsysctl.run(["log", "--json"], in: root).standardOutput
        let url = try TestServers.postgresURL(registry: TestServers.registryName("copy"))

        let copied = try Dsysctl.run(["registry", "copy", "--to", url], in: root)
        XCTAssertEqual(copied.status, 0, copied.standardError)
        XCTAssertTrue(
            copied.standardOutput.hasPrefix("copied 2 revisions (up to 1.1.0) to postgres://"), copied.standardOutput)
        XCTAssertEqual(try Dsysctl.run(["log", "--json", "--registry", url], in: root).standardOutput, embeddedLog)
        XCTAssertEqual(try Dsysctl.run(["verify", "--registry", url], in: root).status, 0)

        let back = try Dsysctl.run(["registry", "copy", "--registry", url, "--to", ".dsys/copy.sqlite"], in: root)
        XCTAssertEqual(back.status, 0, back.standardError)
        XCTAssertEqual(
            try Dsysctl.run(["log", "--json", "--registry", ".dsys/copy.sqlite"], in: root).standardOutput, embeddedLog)
        XCTAssertEqual(try Dsysctl.run(["verify", "--registry", ".dsys/copy.sqlite"], in: root).status, 0)

        // Again into the same registry: refused, nothing changed.
        let again = try Dsysctl.run(["registry", "copy", "--to", url], in: root)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(
            again.standardError.contains("already holds a history (its latest version is 1.1.0)"), again.standardError)
    }

    func testCredentialsNeverComeFromTheURLAndAreNeverPrinted() throws {
        let root = try TestSupport.exampleProject(self)
        let result = try Dsysctl.run(
            ["log", "--registry", "postgres://dsys:hunter2@db.example.com/design/acme"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.standardError.contains("hunter2"), result.standardError)
        XCTAssertTrue(
            result.standardError.contains("postgres://dsys:***@db.example.com/design/acme"), result.standardError)
        let remote = try Dsysctl.run(["remote", "set", "https://ci:tok-123@git.example.com/acme/ds.git"], in: root)
        XCTAssertEqual(remote.status, 1)
        XCTAssertFalse(remote.standardError.contains("tok-123"), remote.standardError)
        XCTAssertTrue(remote.standardError.contains("DSYS_GIT_TOKEN"), remote.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(".dsys/output.git").path))
    }

    func testAnSSHRemoteIsPushedToOnlyWhenItsHostIsKnownAndItsKeyAccepted() throws {
        let root = try TestSupport.exampleProject(self)
        let served = try TestServers.sshRepository()
        let home = try TestSupport.temporaryDirectory(self, "home")
        let knownHosts = home.appendingPathComponent(".ssh/known_hosts")
        try FileManager.default.createDirectory(
            at: knownHosts.deletingLastPathComponent(), withIntermediateDirectories: true)
        let port = try XCTUnwrap(URLComponents(string: served.url)?.port)
        func publish(key: String) throws -> TestSupport.ProcessResult {
            try Dsysctl.run(
                ["publish", "-m", "First", "--remote", served.url], in: root,
                environment: ["HOME": home.path, "SSH_AUTH_SOCK": "", "DSYS_GIT_SSH_KEY": key])
        }
        func assertRefused(_ result: TestSupport.ProcessResult, _ reason: String, line: UInt = #line) throws {
            XCTAssertEqual(result.status, 1, result.standardOutput, line: line)
            XCTAssertTrue(result.standardError.contains("nothing was published"), result.standardError, line: line)
            XCTAssertTrue(result.standardError.contains(reason), result.standardError, line: line)
            XCTAssertNil(try remoteRef(served.path, "refs/heads/main"), line: line)
        }

        // An unknown server, then one whose key is not the one known_hosts has (a man in the middle).
        let unknown = try publish(key: served.key)
        try assertRefused(unknown, "the server's ssh host key is not in ~/.ssh/known_hosts or does not match it")
        XCTAssertTrue(
            unknown.standardError.contains("ssh-keyscan -p \(port) 127.0.0.1 >> ~/.ssh/known_hosts"),
            unknown.standardError)
        let impostor = try TestSupport.temporaryDirectory(self, "impostor").appendingPathComponent("key").path
        try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/ssh-keygen"), ["-q", "-t", "ed25519", "-N", "", "-f", impostor])
        let impostorKey = try String(contentsOfFile: impostor + ".pub", encoding: .utf8)
        try Data(
            ("[127.0.0.1]:\(port) " + impostorKey.split(separator: " ").prefix(2).joined(separator: " ") + "\n").utf8
        ).write(to: knownHosts)
        try assertRefused(try publish(key: served.key), "ssh host key is not in ~/.ssh/known_hosts or does not match")

        // A known server, and a key it does not accept (offered once), or no key at all.
        try Data((served.knownHost + "\n").utf8).write(to: knownHosts)
        try assertRefused(try publish(key: impostor), "the server refused the credentials")
        try assertRefused(
            try publish(key: home.appendingPathComponent("absent").path),
            "the ssh key \(home.path)/absent cannot be read; set DSYS_GIT_SSH_KEY")

        // Nothing was recorded by the refusals: the first publish that reaches the server is 1.0.0.
        let published = try publish(key: served.key)
        XCTAssertEqual(published.status, 0, published.standardError)
        XCTAssertTrue(published.standardOutput.hasPrefix("published 1.0.0"), published.standardOutput)
        let tagged = try XCTUnwrap(try remoteRef(served.path, "refs/tags/1.0.0^{commit}"))
        XCTAssertEqual(try remoteRef(served.path, "refs/heads/main"), tagged)
        XCTAssertEqual(
            try remoteRef(root.appendingPathComponent(".dsys/output.git").path, "refs/tags/1.0.0^{commit}"), tagged)
        let verified = try Dsysctl.run(
            ["verify", "--remote", served.url], in: root,
            environment: ["HOME": home.path, "SSH_AUTH_SOCK": "", "DSYS_GIT_SSH_KEY": served.key])
        XCTAssertEqual(verified.status, 0, verified.standardOutput + verified.standardError)
    }
}
