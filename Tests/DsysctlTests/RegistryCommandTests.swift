import Foundation
import TestSupport
import XCTest

/// The registry commands end to end, including crashes and concurrent publishers.
final class RegistryCommandTests: XCTestCase {
    private var dsysctl: URL { Dsysctl.executable }

    /// A project with the minimal example as its document.
    private func project() throws -> URL {
        try TestSupport.exampleProject(self)
    }

    /// Replaces `old` by `new` in the project's document.
    private func edit(_ root: URL, _ old: String, _ new: String) throws {
        let url = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "the document has no \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    private func versions(_ root: URL) throws -> [String] {
        let result = try Dsysctl.run(["log"], in: root)
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.standardOutput.split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    func testTheStoryOfAProject() throws {
        let root = try project()
        let first = try Dsysctl.run(["publish", "-m", "First"], in: root)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertTrue(first.standardOutput.hasPrefix("published 1.0.0 (initial: 33 added)\n"), first.standardOutput)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("DesignSystem/Package.swift").path))

        try edit(root, "\"#DC2626\"", "\"#B91C1C\"")
        let second = try Dsysctl.run(["publish", "-m", "Darker primary"], in: root)
        XCTAssertEqual(
            second.standardOutput.split(separator: "\n").prefix(3),
            [
                // White on the darker destructive red reads better: the profile checks the pair its button draws.
                "published 1.0.1 (patch: 1 changed)", "  diff: patch: 1 changed; contrast: 1 change",
                "  patch: changed color.action.destructive",
            ])

        let unchanged = try Dsysctl.run(["publish"], in: root)
        XCTAssertEqual(unchanged.status, 0)
        XCTAssertEqual(unchanged.standardOutput, "unchanged: the document equals 1.0.1; nothing was published\n")

        let log = try Dsysctl.run(["log"], in: root)
        XCTAssertEqual(
            log.standardOutput,
            """
            1.0.1  2023-11-14  Ada <ada@example.com>  patch: 1 changed  Darker primary
            1.0.0  2023-11-14  Ada <ada@example.com>  initial: 33 added  First

            """)
        let json = try Dsysctl.run(["log", "--json", "--limit", "1"], in: root)
        let entries = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["version"] as? String }, ["1.0.1"])
        XCTAssertEqual(entries.first?["parentVersion"] as? String, "1.0.0")

        let shown = try Dsysctl.run(["show", "1.0.0"], in: root)
        XCTAssertTrue(shown.standardOutput.contains("\"destructive\": {\"light\": \"#DC2626\""), shown.standardOutput)

        let regenerated = try Dsysctl.run(["regenerate", "1.0.0", "--output", "old"], in: root)
        XCTAssertEqual(regenerated.status, 0, regenerated.standardError)
        XCTAssertEqual(regenerated.standardOutput, "wrote old (regenerated, identical to the commit of 1.0.0)\n")
        let colorset = root.appendingPathComponent("old/Colors.xcassets/dsActionDestructive.colorset/Contents.json")
        XCTAssertTrue(
            try String(contentsOf: colorset, encoding: .utf8).contains("\"red\":   \"0.863\""), "#DC = 220/255")

        let rollback = try Dsysctl.run(["rollback", "1.0.0"], in: root)
        XCTAssertTrue(rollback.standardOutput.hasPrefix("published 1.0.2 (patch: 1 changed)"), rollback.standardOutput)
        let verify = try Dsysctl.run(["verify"], in: root)
        XCTAssertEqual(verify.status, 0, verify.standardError)
        XCTAssertEqual(verify.standardOutput, "ok: 3 revisions checked, 3 regenerated\n")
    }

    func testBadVersionsAndMissingRegistries() throws {
        let root = try project()
        let none = try Dsysctl.run(["log"], in: root)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.standardError.contains("there is no registry in"), none.standardError)
        XCTAssertEqual(try Dsysctl.run(["publish"], in: root).status, 0)
        let cases: [([String], String)] = [
            (["show", "1.2"], "\"1.2\" is not a version; write MAJOR.MINOR.PATCH, e.g. 1.2.0"),
            (["show", "01.0.0"], "\"01.0.0\" is not a version"),
            (["show", "9.9.9"], "no revision has version 9.9.9; the latest is 1.0.0 (see `dsysctl log`)"),
            (["regenerate", "2.0.0"], "no revision has version 2.0.0"),
            (["rollback", "x.y.z"], "\"x.y.z\" is not a version"),
            (["publish", "--author", "Ada <ada"], "\"Ada <ada\" is not an author"),
            (["log", "--project", "nowhere"], "there is no registry in"),
        ]
        for (arguments, message) in cases {
            let result = try Dsysctl.run(arguments, in: root)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        try edit(root, "\"#DC2626\"", "\"#B91C1C\"")
        for (arguments, message) in [
            (
                ["publish", "--version", "0.5.0", "--force"],
                "version 0.5.0 does not come after the latest version 1.0.0"
            ),
            (["publish", "--version", "1.0.0"], "version 1.0.0 is already published"),
        ] {
            let result = try Dsysctl.run(arguments, in: root)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        XCTAssertEqual(try versions(root), ["1.0.0"], "nothing was recorded")
    }

    /// A publish killed at each of its steps leaves a registry that verifies (after a repair where
    /// needed) with either the old or the new head, never a mix; publishing again then works.
    func testAPublishKilledAtAnyStepLosesNothingAndHalfRecordsNothing() throws {
        let expectations: [(point: String, recorded: Bool)] = [
            ("after-objects", false), ("after-database", true), ("after-branch", true), ("after-tag", true),
        ]
        for (point, recorded) in expectations {
            let root = try project()
            XCTAssertEqual(try Dsysctl.run(["publish"], in: root).status, 0)
            try edit(root, "\"#DC2626\"", "\"#B91C1C\"")
            let killed = try Dsysctl.run(["publish"], in: root, environment: ["DSYS_FAULT_INJECTION": point])
            XCTAssertEqual(killed.status, 86, "\(point): \(killed.standardError)")
            XCTAssertEqual(try versions(root), recorded ? ["1.0.1", "1.0.0"] : ["1.0.0"], point)

            let repaired = try Dsysctl.run(["verify", "--repair"], in: root)
            XCTAssertEqual(repaired.status, 0, "\(point): \(repaired.standardError)")
            let verified = try Dsysctl.run(["verify"], in: root)
            XCTAssertEqual(verified.status, 0, "\(point): \(verified.standardError)")

            let again = try Dsysctl.run(["publish"], in: root)
            XCTAssertEqual(again.status, 0, "\(point): \(again.standardError)")
            XCTAssertEqual(
                again.standardOutput.split(separator: "\n").first.map(String.init),
                recorded
                    ? "unchanged: the document equals 1.0.1; nothing was published"
                    : "published 1.0.1 (patch: 1 changed)",
                point)
            XCTAssertEqual(try Dsysctl.run(["verify"], in: root).status, 0, point)
        }
    }

    func testTheFirstPublishKilledBeforeItsBranchIsRepaired() throws {
        let root = try project()
        XCTAssertEqual(
            try Dsysctl.run(["publish"], in: root, environment: ["DSYS_FAULT_INJECTION": "after-database"]).status, 86)
        let broken = try Dsysctl.run(["verify"], in: root)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.standardError.contains("problem: 1.0.0: main does not exist"), broken.standardError)
        XCTAssertEqual(try Dsysctl.run(["verify", "--repair"], in: root).status, 0)
        XCTAssertEqual(try Dsysctl.run(["verify"], in: root).status, 0)
    }

    /// Eight publishers of different documents at once: they take turns, each re-diffing against
    /// the head the previous one left, and the history is linear, without gaps, and verifies.
    func testConcurrentPublishersTakeTurns() throws {
        let root = try project()
        let base = try String(contentsOf: root.appendingPathComponent(".dsys/design-system.json"), encoding: .utf8)
        var processes: [Process] = []
        for index in 0..<8 {
            let document = root.appendingPathComponent("document-\(index).json")
            let text = base.replacingOccurrences(of: "\"#DC2626\"", with: "\"#00000\(index)\"")
            XCTAssertNotEqual(text, base)
            try Data(text.utf8).write(to: document)
            let process = Process()
            process.executableURL = dsysctl
            process.arguments = ["publish", document.path, "--project", root.path, "--no-output"]
            process.environment = ProcessInfo.processInfo.environment.merging(["DSYS_AUTHOR": "Publisher \(index)"]) {
                _, new in new
            }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            processes.append(process)
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        XCTAssertEqual(processes.map(\.terminationStatus), Array(repeating: 0, count: 8))

        let log = try Dsysctl.run(["log", "--json"], in: root)
        let entries = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(log.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 8)
        XCTAssertEqual(
            entries.compactMap { $0["version"] as? String },
            ["1.0.7", "1.0.6", "1.0.5", "1.0.4", "1.0.3", "1.0.2", "1.0.1", "1.0.0"])
        let parents = entries.map { $0["parentVersion"] as? String }
        XCTAssertEqual(parents, ["1.0.6", "1.0.5", "1.0.4", "1.0.3", "1.0.2", "1.0.1", "1.0.0", nil])
        XCTAssertEqual(Set(entries.compactMap { $0["authorName"] as? String }).count, 8)
        let verify = try Dsysctl.run(["verify"], in: root)
        XCTAssertEqual(verify.status, 0, verify.standardError)
    }
}

final class ReadOnlyRegistryTests: XCTestCase {
    /// A `.dsys/` that cannot be written: a clear error, nothing changed. Root may write anywhere,
    /// so as root the command runs as `nobody` (CI runs as root).
    func testAReadOnlyRegistryIsAClearError() throws {
        let root = try TestSupport.exampleProject(self)
        let registry = root.appendingPathComponent(".dsys")
        let dsysctl = Dsysctl.executable
        let environment = ["DSYS_AUTHOR": "Ada <ada@example.com>"]
        XCTAssertEqual(
            try TestSupport.run(dsysctl, ["publish", "--no-output"], in: root, environment: environment).status, 0)
        let document = registry.appendingPathComponent("design-system.json")
        let text = try String(contentsOf: document, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "#DC2626", with: "#B91C1C").utf8).write(to: document)

        let files = try FileManager.default.subpathsOfDirectory(atPath: registry.path)
        for file in files {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o555], ofItemAtPath: registry.appendingPathComponent(file).path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: registry.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: registry.path)
            for file in files {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: registry.appendingPathComponent(file).path)
            }
        }
        let asUser: (URL, [String]) =
            getuid() == 0
            ? (
                URL(fileURLWithPath: "/usr/bin/setpriv"),
                ["--reuid=nobody", "--regid=nogroup", "--clear-groups", dsysctl.path]
            )
            : (dsysctl, [])
        let result = try TestSupport.run(
            asUser.0, asUser.1 + ["publish", "--no-output"], in: root, environment: environment)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("error: could not "), result.standardError)
        XCTAssertTrue(
            result.standardError.contains("Permission denied") || result.standardError.contains("readonly"),
            result.standardError)

        let log = try TestSupport.run(dsysctl, ["log"], in: root)
        XCTAssertEqual(
            log.standardOutput.split(separator: "\n").count, 1, "nothing was recorded: \(log.standardOutput)")
    }
}

final class BusyRegistryTests: XCTestCase {
    func testAPublisherThatWaitsTooLongSaysTheRegistryIsBusy() throws {
        let root = try TestSupport.exampleProject(self)
        let registry = root.appendingPathComponent(".dsys")
        // Another publisher holds the registry.
        let lock = open(registry.appendingPathComponent("registry.lock").path, O_RDWR | O_CREAT, 0o644)
        defer { close(lock) }
        XCTAssertEqual(flock(lock, LOCK_EX), 0)
        let result = try TestSupport.run(
            Dsysctl.executable, ["publish", "--no-output"], in: root,
            environment: ["DSYS_LOCK_TIMEOUT": "1", "DSYS_AUTHOR": "Ada"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "error: the registry in \(registry.path) is busy: another dsysctl has held it for 1 s; try again\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: registry.appendingPathComponent("registry.sqlite").path))
    }
}

final class PublishArgumentTests: XCTestCase {
    func testContradictoryOrIncompleteArgumentsAreUsageErrors() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let dsysctl = Dsysctl.executable
        for (arguments, message) in [
            (["publish", "--force"], "--force only makes sense with --version"),
            (["publish", "--output", "Out", "--no-output"], "--output and --no-output contradict each other"),
            (["log", "--limit", "0"], "--limit must be at least 1"),
        ] {
            let result = try TestSupport.run(dsysctl, arguments, in: root)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), [], "nothing was written")
    }
}
