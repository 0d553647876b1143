import Foundation
import TestSupport
import XCTest

/// The CI examples of `Examples/ci/`, run as their runners would run them: the dsysctl commands are read from each
/// file (by `Tests/Fixtures/ci-commands.py`, with PyYAML), never copied here, and run by bash in a project against
/// the real PostgreSQL server and git daemon that scripts/test.sh starts: a first pull request, its merge, a pull
/// request that breaks the app's code, one that does not, and its merge.
final class CIExampleTests: XCTestCase {
    private struct Command: Decodable {
        var command: String
        /// The variables its step or job sets.
        var environment: [String]
    }

    private struct CIFile: Decodable {
        /// The variables the file sets for every job.
        var environment: [String]
        var jobs: [String: [Command]]
    }

    private func read(_ file: String) throws -> CIFile {
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", TestSupport.fixtures.appendingPathComponent("ci-commands.py").path,
                TestSupport.packageRoot.appendingPathComponent(file).path,
            ])
        XCTAssertEqual(result.status, 0, result.standardError)
        return try JSONDecoder().decode(CIFile.self, from: Data(result.standardOutput.utf8))
    }

    /// What the runner's environment gives the commands: the shared registry and the package's remote of this
    /// test, a merge's message and author. `DSYSCTL_VERSION` only chooses the dsysctl the install step builds.
    private func environment(registry: String, remote: String, message: String) -> [String: String] {
        [
            "DSYS_REGISTRY": registry, "DSYS_REMOTE": remote, "DSYS_GIT_TOKEN": "",
            "PGPASSWORD": ProcessInfo.processInfo.environment["PGPASSWORD"] ?? "",
            "DSYS_AUTHOR": "CI <ci@example.com>", "MESSAGE": message, "CI_COMMIT_TITLE": message,
            "DSYSCTL_VERSION": "",
        ]
    }

    /// Runs one job's commands with bash, as its runner's shell would, with the built dsysctl on the PATH; every
    /// variable the file or the job sets and every `$NAME` a command reads must be one `environment` provides.
    private func runJob(
        _ name: String, of file: CIFile, in root: URL, environment: [String: String]
    ) throws -> [TestSupport.ProcessResult] {
        let commands = try XCTUnwrap(file.jobs[name], "no job \(name) with dsysctl commands")
        var merged = environment
        merged["PATH"] = TestSupport.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        merged["NO_COLOR"] = "1"
        merged["SOURCE_DATE_EPOCH"] = nil
        return try commands.map { command in
            for variable in file.environment + command.environment + referencedVariables(command.command) {
                XCTAssertNotNil(environment[variable], "\(name): the test does not provide \(variable)")
            }
            return try TestSupport.run(
                URL(fileURLWithPath: "/bin/bash"), ["-c", command.command], in: root, environment: merged)
        }
    }

    /// The `$NAME` and `${NAME}` a command line reads.
    private func referencedVariables(_ command: String) -> [String] {
        var names: [String] = []
        var rest = Substring(command)
        while let dollar = rest.firstIndex(of: "$") {
            rest = rest[rest.index(after: dollar)...].drop { $0 == "{" }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// Sets the document to the full example, with `change` applied to its `tokens.color.text` group.
    private func writeDocument(_ root: URL, _ change: (inout [String: Any]) -> Void = { _ in }) throws {
        let example = TestSupport.packageRoot.appendingPathComponent("Examples/full/design-system.json")
        var document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try Data(contentsOf: example)) as? [String: Any])
        var tokens = document["tokens"] as? [String: Any] ?? [:]
        var colors = tokens["color"] as? [String: Any] ?? [:]
        var text = colors["text"] as? [String: Any] ?? [:]
        change(&text)
        colors["text"] = text
        tokens["color"] = colors
        document["tokens"] = tokens
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]).write(
            to: root.appendingPathComponent(".dsys/design-system.json"))
    }

    private func exercise(_ path: String, check: String, publish: String) throws {
        let file = try read(path)
        XCTAssertEqual(Set(file.jobs.keys), [check, publish])
        let registry = try TestServers.postgresURL(registry: TestServers.registryName("ci"))
        let remote = try TestServers.gitRepository("ci")
        let root = try TestSupport.exampleProject(self, "full")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(
            """
            import DesignSystem
            import SwiftUI

            struct TermsLink: View {
                var body: some View {
                    Text("Terms").foregroundStyle(Color.dsTextLink).padding(16)
                }
            }

            """.utf8
        ).write(to: root.appendingPathComponent("App/TermsLink.swift"))
        // The app adopted lint with a baseline of what it had then (the padding).
        let adopted = try Dsysctl.run(["lint", "App", "--write-baseline", "lint-baseline.json"], in: root)
        XCTAssertEqual(adopted.status, 0, adopted.standardError)
        let checkMarkdown = root.appendingPathComponent("check.md")
        let sarif = root.appendingPathComponent("lint.sarif")
        func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }
        // Runs the publish job of a merge, and checks the version it recorded and pushed.
        func merge(_ message: String, publishes summary: String) throws {
            let results = try runJob(
                publish, of: file, in: root,
                environment: environment(registry: registry, remote: remote.url, message: message))
            XCTAssertEqual(
                results.map(\.status), [0, 0], results.map { $0.standardOutput + $0.standardError }.joined())
            XCTAssertTrue(results[0].standardOutput.hasPrefix("published \(summary)"), results[0].standardOutput)
            let version = String(summary.prefix { $0 != " " })
            XCTAssertNoThrow(try TestServers.git(["-C", remote.path, "rev-parse", "--verify", "refs/tags/\(version)"]))
        }

        // The first pull request: nothing is published in the registry yet.
        var results = try runJob(
            check, of: file, in: root, environment: environment(registry: registry, remote: remote.url, message: ""))
        XCTAssertEqual(results.map(\.status), [0], results.map(\.standardError).joined())
        let first = try text(checkMarkdown)
        XCTAssertTrue(first.hasPrefix("**✅ Design system check: passes** — a first version of 107 tokens\n"), first)
        XCTAssertTrue(first.contains("| Base | nothing is published in `postgres://"), "the shared registry: \(first)")
        XCTAssertEqual(
            try TestSupport.schemaVerdicts("Tests/Fixtures/lint/sarif-schema-2.1.0.json", [sarif]), [sarif.path: true])

        // Its merge publishes 1.0.0 and pushes it.
        try merge("First version", publishes: "1.0.0 (initial")

        // A pull request that renames text.link, which the app uses: blocked, with the replacement.
        try writeDocument(root) { text in
            text["hyperlink"] = text["link"]
            text["link"] = nil
        }
        results = try runJob(
            check, of: file, in: root, environment: environment(registry: registry, remote: remote.url, message: ""))
        XCTAssertEqual(results.map(\.status), [1], results.map(\.standardError).joined())
        let blocked = try text(checkMarkdown)
        XCTAssertTrue(blocked.hasPrefix("**❌ Design system check: blocked** — 1 problem blocks this change\n"), blocked)
        XCTAssertTrue(blocked.contains("Color.dsTextLink does not exist in the working document"), blocked)
        XCTAssertTrue(try text(sarif).contains("\"ruleId\" : \"removed-token\""))

        // The same change done so that the app keeps compiling, deprecating text.link: it passes as a minor.
        try writeDocument(root) { text in
            text["hyperlink"] = text["link"]
            text["link"] = ["value": "{text.hyperlink}", "deprecated": "Use text.hyperlink."]
        }
        results = try runJob(
            check, of: file, in: root, environment: environment(registry: registry, remote: remote.url, message: ""))
        let passed = try text(checkMarkdown)
        XCTAssertEqual(results.map(\.status), [0], passed)
        XCTAssertTrue(passed.hasPrefix("**✅ Design system check: passes** — minor:"), passed)

        // Its merge publishes 1.1.0, pushed too.
        try merge("Hyperlink", publishes: "1.1.0 (minor")
    }

    func testTheGitHubActionsWorkflowChecksPullRequestsAndPublishesMerges() throws {
        try exercise("Examples/ci/github-actions.yml", check: "check", publish: "publish")
    }

    func testTheGitLabPipelineChecksMergeRequestsAndPublishesMerges() throws {
        try exercise(
            "Examples/ci/gitlab-ci.yml", check: "design-system-check", publish: "design-system-publish")
    }
}
