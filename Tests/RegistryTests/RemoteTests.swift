import Foundation
import TestSupport
import XCTest

@testable import Registry

/// The package pushed to a git remote: a bare repository over file://, and the git daemon `scripts/test.sh` starts.
final class RemoteTests: XCTestCase {
    /// A new bare repository in a temporary folder, as a file:// remote.
    private func fileRemote() throws -> (url: String, path: String) {
        let path = try TestSupport.temporaryDirectory(self, "remote").appendingPathComponent("remote.git").path
        try TestServers.git(["init", "-q", "--bare", "-b", "main", path])
        return ("file://" + path, path)
    }

    private func remoteRef(_ path: String, _ reference: String) throws -> String? {
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/git"), ["-C", path, "rev-parse", "--verify", "-q", reference])
        return result.status == 0 ? result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    private func project(remote: String) throws -> TestProject {
        var project = try TestProject(self)
        project.remote = remote
        return project
    }

    func testEachPublishPushesMainAndItsTagToAFileRemote() throws {
        let remote = try fileRemote()
        var project = try project(remote: remote.url)
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        let log = try project.registry.log(limit: nil)
        XCTAssertEqual(try remoteRef(remote.path, "refs/heads/main"), log[0].outputCommit)
        for revision in log {
            XCTAssertEqual(try remoteRef(remote.path, "refs/tags/\(revision.version)^{commit}"), revision.outputCommit)
        }
        XCTAssertEqual(try project.registry.verify(quick: true, repair: false).problems, [])
    }

    /// Versions whose tags were packed into `packed-refs` are pushed as loose ones are.
    func testPackedTagsArePushedToARemoteSetAfterwards() throws {
        let remote = try fileRemote()
        var project = try TestProject(self)
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        let repository = try OutputRepository.open(at: project.project.repositoryPath, create: false)
        try repository.addLooseTags(OutputRepository.looseTagLimit, on: "1.0.1")
        XCTAssertTrue(try repository.packReferencesIfNeeded())
        _ = try project.registry.setRemote(remote.url)
        let repaired = try project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.repairs, ["pushed to \(remote.url) what it lacked: 2 versions (1.0.0, 1.0.1)"])
        for revision in try project.registry.log(limit: nil) {
            XCTAssertEqual(try remoteRef(remote.path, "refs/tags/\(revision.version)^{commit}"), revision.outputCommit)
        }
        XCTAssertNil(try remoteRef(remote.path, "refs/tags/extra-0"), "only versions are pushed")
    }

    func testTheGitDaemonTakesThePushAndVerifyReportsAndRepairsWhatItLacks() throws {
        let remote = try TestServers.gitRepository()
        var project = try TestProject(self)
        try project.publish(message: "First")
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        try project.publish(message: "Darker")
        // A remote recorded after two publishes lacks both versions.
        _ = try project.registry.setRemote(remote.url)
        let report = try project.registry.verify(quick: true, repair: false)
        XCTAssertEqual(
            report.problems.map(\.message), ["the remote \(remote.url) lacks 2 versions (1.0.0, 1.0.1)"])
        let repaired = try project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(repaired.repairs, ["pushed to \(remote.url) what it lacked: 2 versions (1.0.0, 1.0.1)"])
        let head = try XCTUnwrap(try project.registry.log(limit: 1).first)
        XCTAssertEqual(try remoteRef(remote.path, "refs/heads/main"), head.outputCommit)
        // From now on each publish pushes.
        try project.edit(Edits.setColor("action", "tertiary", "#123456"))
        let published = try XCTUnwrap(try project.publish(message: "Tertiary").published)
        XCTAssertEqual(try remoteRef(remote.path, "refs/tags/1.1.0^{commit}"), published.revision.outputCommit)
        XCTAssertEqual(try project.registry.verify(quick: true, repair: false).problems, [])
    }

    func testARemoteWhoseMainHoldsAForeignCommitRefusesThePublishAndNothingIsRecorded() throws {
        let remote = try fileRemote()
        // Someone pushed a commit of their own to main.
        let work = try TestSupport.temporaryDirectory(self, "work")
        try TestServers.git(["init", "-q", "-b", "main", work.path])
        try Data("hello\n".utf8).write(to: work.appendingPathComponent("README"))
        try TestServers.git(["-C", work.path, "add", "README"])
        try TestServers.git(["-C", work.path, "-c", "user.name=M", "-c", "user.email=m@x", "commit", "-q", "-m", "x"])
        try TestServers.git(["-C", work.path, "push", "-q", remote.path, "main"])
        var project = try TestProject(self)
        try project.publish(message: "First")
        project.remote = remote.url
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        XCTAssertThrowsError(try project.publish(message: "Darker")) { error in
            guard case .remoteRefused(_, let version, let reason) = error as? RegistryError else {
                return XCTFail("\(error)")
            }
            XCTAssertNil(version)
            XCTAssertTrue(reason.contains("its main points to"), reason)
            XCTAssertTrue(
                (error as? RegistryError)?.localizedDescription.hasPrefix("nothing was published: the remote file://")
                    == true)
        }
        XCTAssertEqual(try project.registry.log(limit: nil).map(\.version), ["1.0.0"], "nothing recorded")
        XCTAssertEqual(
            try Registry(project.project).verify(quick: false, repair: false).problems, [],
            "the registry itself is whole")
        XCTAssertThrowsError(try Registry(project.project).setRemote(remote.url)) { error in
            XCTAssertTrue("\(error)".contains("its main points to"), "\(error)")
        }
    }

    func testATagOfTheVersionOnTheRemoteRefusesThePublishAndTheRegistryStillVerifies() throws {
        let remote = try fileRemote()
        var project = try project(remote: remote.url)
        try project.publish(message: "First")
        // Someone tagged 1.0.1 on the remote, at 1.0.0's commit.
        try TestServers.git(["-C", remote.path, "tag", "1.0.1", "main"])
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        XCTAssertThrowsError(try project.publish(message: "Darker")) { error in
            XCTAssertTrue(
                (error as? RegistryError)?.localizedDescription.contains("it already has a tag 1.0.1") == true,
                "\(error)")
        }
        XCTAssertEqual(try project.registry.log(limit: nil).map(\.version), ["1.0.0"])
        XCTAssertEqual(
            try Registry(project.project).verify(quick: true, repair: false).problems, [],
            "the registry itself is whole")
        // With the remote, verify names the foreign tag and never moves it, repair or not.
        let report = try project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(
            report.problems.map(\.message),
            [
                "the remote \(remote.url) has a tag 1.0.1 that no revision records (made by hand?); a publish of "
                    + "1.0.1 is refused until it is deleted there"
            ])
        XCTAssertEqual(
            try remoteRef(remote.path, "refs/tags/1.0.1^{commit}"), try remoteRef(remote.path, "refs/heads/main"))
    }

    func testARejectionTheServerReportsPerReferenceIsAnErrorAndRepairPushesLater() throws {
        let remote = try TestServers.gitRepository("hooked")
        // The server refuses every tag, as a protected-tags rule would; it accepts main.
        let hook = URL(fileURLWithPath: remote.path).appendingPathComponent("hooks/update")
        try Data("#!/bin/sh\ncase \"$1\" in refs/tags/*) echo \"tags are protected\" >&2; exit 1;; esac\n".utf8)
            .write(to: hook)
        chmod(hook.path, 0o755)
        var project = try project(remote: remote.url)
        XCTAssertThrowsError(try project.publish(message: "First")) { error in
            guard case .recordedButIncomplete(let version, let step, let reason) = error as? RegistryError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(version, "1.0.0")
            XCTAssertEqual(step, "pushing to \(remote.url)")
            XCTAssertTrue(reason.contains("refs/tags/1.0.0"), reason)
        }
        XCTAssertNil(try remoteRef(remote.path, "refs/tags/1.0.0"))
        XCTAssertEqual(try project.registry.log(limit: nil).map(\.version), ["1.0.0"], "recorded before the push")
        let report = try project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(report.problems.count, 1)
        XCTAssertEqual(
            report.problems.map(\.message),
            ["the remote \(remote.url) lacks 1 version (1.0.0); pushing refused: refs/tags/1.0.0: hook declined"])

        try FileManager.default.removeItem(at: hook)
        let repaired = try project.registry.verify(quick: true, repair: true)
        XCTAssertEqual(repaired.problems, [])
        XCTAssertEqual(
            try remoteRef(remote.path, "refs/tags/1.0.0^{commit}"),
            try project.registry.log(limit: 1).first?.outputCommit)
    }

    func testSmartHTTPTakesThePushWithTheTokenAndRefusesAWrongOneAfterOneTry() throws {
        // git's own git-http-backend behind a loopback server that asks for a token, as a git host does.
        let folder = try TestSupport.temporaryDirectory(self, "http")
        let repository = folder.appendingPathComponent("acme/DesignSystem.git").path
        try TestServers.git(["init", "-q", "--bare", "-b", "main", repository])
        let log = folder.appendingPathComponent("log").path
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = [
            "python3", TestSupport.fixtures.appendingPathComponent("git-http/server.py").path, folder.path,
            "tok-right", log,
        ]
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { server.terminate() }
        let port = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var project = try project(remote: "http://127.0.0.1:\(port)/acme/DesignSystem.git")
        project.credentials = GitCredentials(environment: ["DSYS_GIT_TOKEN": "tok-right"])
        let published = try XCTUnwrap(try project.publish(message: "First").published)
        XCTAssertEqual(try remoteRef(repository, "refs/tags/1.0.0^{commit}"), published.revision.outputCommit)
        XCTAssertEqual(try remoteRef(repository, "refs/heads/main"), published.revision.outputCommit)
        let accepted = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertTrue(accepted.hasPrefix("x-access-token accepted\n"), accepted)
        XCTAssertFalse(accepted.contains("refused"), accepted)

        try FileManager.default.removeItem(atPath: log)
        project.credentials = GitCredentials(environment: ["DSYS_GIT_TOKEN": "tok-wrong"])
        try project.edit(Edits.setColor("action", "primary", "#1D4ED8"))
        XCTAssertThrowsError(try project.publish(message: "Darker")) { error in
            let message = (error as? RegistryError)?.localizedDescription ?? "\(error)"
            XCTAssertTrue(message.contains("the server refused the credentials"), message)
            XCTAssertFalse(message.contains("tok-wrong"), message)
        }
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "x-access-token refused\n", "one try")
    }

    func testCredentialsAreOfferedOnceAndTheTokenIsNeverPrinted() throws {
        // An HTTP server that refuses every request, counting those that carry credentials.
        let folder = try TestSupport.temporaryDirectory(self, "http")
        let script = folder.appendingPathComponent("server.py")
        try Data(
            """
            import http.server, sys
            class Handler(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    if self.headers.get("Authorization"):
                        with open(sys.argv[1], "a") as log: log.write("auth\\n")
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="git"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                def log_message(self, *args): pass
            server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
            print(server.server_address[1], flush=True)
            server.timeout = 20
            for _ in range(20): server.handle_request()
            """.utf8
        ).write(to: script)
        let log = folder.appendingPathComponent("log").path
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", script.path, log]
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { server.terminate() }
        let port = try XCTUnwrap(
            String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty)
        let url = "http://127.0.0.1:\(port)/acme/DesignSystem.git"
        var project = try project(remote: url)
        project.credentials = GitCredentials(environment: ["DSYS_GIT_TOKEN": "tok-123456"])
        XCTAssertThrowsError(try project.publish(message: "First")) { error in
            let message = (error as? RegistryError)?.localizedDescription ?? "\(error)"
            XCTAssertTrue(message.contains("the server refused the credentials"), message)
            XCTAssertFalse(message.contains("tok-123456"), message)
        }
        let attempts = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").count ?? 0
        XCTAssertEqual(attempts, 1, "the token is offered once")
        // Without a token, the error says which variable to set.
        project.credentials = GitCredentials(environment: [:])
        XCTAssertThrowsError(try project.publish(message: "First")) { error in
            XCTAssertTrue("\(error)".contains("set DSYS_GIT_TOKEN"), "\(error)")
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
