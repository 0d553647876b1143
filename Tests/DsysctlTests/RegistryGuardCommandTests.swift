import Foundation
import TestSupport
import XCTest

/// What the registry commands refuse, and what they print of strings a user or a document supplies.
final class RegistryGuardCommandTests: XCTestCase {
    private var escape: String { "\u{1B}" }

    func testLogAndShowEscapeControlCharactersOfAMessageAndAnAuthor() throws {
        let root = try TestSupport.exampleProject(self)
        let message = "Hello \(escape)]0;pwned\u{07} world"
        let published = try Dsysctl.run(
            ["publish", "--no-output", "-m", message, "--author", "Eve\(escape)[2J <eve@example.com>"], in: root)
        XCTAssertEqual(published.status, 0, published.standardError)
        for command in [["log"], ["show", "1.0.0"]] {
            let result = try Dsysctl.run(command, in: root)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertFalse(result.standardOutput.contains(escape), "\(command): \(result.standardOutput)")
            XCTAssertFalse(result.standardOutput.contains("\u{07}"), "\(command)")
            XCTAssertTrue(
                result.standardOutput.contains("Hello \\u{1B}]0;pwned\\u{7} world"),
                "\(command): \(result.standardOutput)")
            XCTAssertTrue(result.standardOutput.contains("Eve\\u{1B}[2J"), "\(command): \(result.standardOutput)")
        }
    }

    func testADiagnosticsPointerIsEscaped() throws {
        let root = try TestSupport.exampleProject(self)
        let url = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        // A token whose name holds ESC, and whose value is wrong, so that its pointer is printed.
        let edited = text.replacingOccurrences(
            of: "\"action\": {", with: "\"action\": {\n      \"bad\\u001b[31m\": \"#12\",", options: [], range: nil)
        XCTAssertNotEqual(edited, text)
        try Data(edited.utf8).write(to: url)
        let result = try Dsysctl.run(["validate"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.standardError.contains(escape), result.standardError)
        XCTAssertTrue(result.standardError.contains("/bad\\u{1B}[31m"), result.standardError)
    }

    func testSourceDateEpochIsCheckedAndNothingIsRecorded() throws {
        let root = try TestSupport.exampleProject(self)
        for value in ["abc", "-100", "99999999999"] {
            let result = try Dsysctl.run(
                ["publish", "--no-output"], in: root, environment: ["SOURCE_DATE_EPOCH": value])
            XCTAssertEqual(result.status, 1, value)
            XCTAssertTrue(
                result.standardError.hasPrefix("error: SOURCE_DATE_EPOCH=\(value) is not a time dsys can record"),
                result.standardError)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(".dsys/registry.sqlite").path))
        }
    }

    /// libgit2 stores a pack whose object header misstates a size, and the object is then not found under its id:
    /// the publish stops before it records anything, and the next one goes through.
    func testAPackThatLosesAnObjectFailsThePublishBeforeItRecords() throws {
        let root = try TestSupport.exampleProject(self)
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root).status, 0)
        let document = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: document, encoding: .utf8)
        XCTAssertTrue(text.contains("\"#DC2626\""))
        try Data(text.replacingOccurrences(of: "\"#DC2626\"", with: "\"#B91C1C\"").utf8).write(to: document)
        let failed = try Dsysctl.run(
            ["publish", "--no-output"], in: root, environment: ["DSYS_FAULT_INJECTION": "fail:pack-size"])
        XCTAssertEqual(failed.status, 1, failed.standardError)
        XCTAssertTrue(failed.standardError.contains("cannot be found once the pack is stored"), failed.standardError)
        let log = try Dsysctl.run(["log"], in: root)
        XCTAssertEqual(log.standardOutput.split(separator: "\n").count, 1, "nothing recorded: \(log.standardOutput)")
        let next = try Dsysctl.run(["publish", "--no-output"], in: root)
        XCTAssertEqual(next.status, 0, next.standardError)
        XCTAssertTrue(next.standardOutput.hasPrefix("published 1.0.1"), next.standardOutput)
        let verify = try Dsysctl.run(["verify"], in: root)
        XCTAssertEqual(verify.status, 0, verify.standardOutput + verify.standardError)
    }

    func testPublishToAnUnusableFolderRecordsNothing() throws {
        let root = try TestSupport.exampleProject(self)
        try Data("x".utf8).write(to: root.appendingPathComponent("f"))
        let result = try Dsysctl.run(["publish", "--output", "f"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("error: cannot write the package into f/:"), result.standardError)
        XCTAssertTrue(result.standardError.contains("nothing was published"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(".dsys/output.git").path))
        let dot = try Dsysctl.run(["publish", "--output", "."], in: root)
        XCTAssertEqual(dot.status, 1)
        XCTAssertTrue(dot.standardError.contains("it is the project folder"), dot.standardError)
    }

    func testAllowUnchangedNeedsAVersionAndMirrorsANumber() throws {
        let root = try TestSupport.exampleProject(self)
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root).status, 0)
        let bare = try Dsysctl.run(["publish", "--allow-unchanged"], in: root)
        XCTAssertEqual(bare.status, 64)
        XCTAssertTrue(bare.standardError.contains("give it with --version"), bare.standardError)
        let mirrored = try Dsysctl.run(["publish", "--no-output", "--allow-unchanged", "--version", "1.3.0"], in: root)
        XCTAssertEqual(mirrored.status, 0, mirrored.standardError)
        XCTAssertTrue(
            mirrored.standardOutput.hasPrefix("published 1.3.0 (patch: no token changes)"), mirrored.standardOutput)
        let diff = try Dsysctl.run(["diff", "1.0.0", "1.3.0"], in: root)
        XCTAssertEqual(diff.status, 0, diff.standardError)
    }

    func testRollbackRefusesUnpublishedEditsAndRestoresTheDocumentOtherwise() throws {
        let root = try TestSupport.exampleProject(self)
        let url = root.appendingPathComponent(".dsys/design-system.json")
        let original = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root).status, 0)
        try Data(original.replacingOccurrences(of: "\"#DC2626\"", with: "\"#B91C1C\"").utf8).write(to: url)
        XCTAssertEqual(try Dsysctl.run(["publish", "--no-output"], in: root).status, 0)
        try Data(original.replacingOccurrences(of: "\"#DC2626\"", with: "\"#000000\"").utf8).write(to: url)
        let edited = try Data(contentsOf: url)

        let refused = try Dsysctl.run(["rollback", "1.0.0", "--no-output"], in: root)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.standardError.contains("holds edits that are not published"), refused.standardError)
        XCTAssertTrue(refused.standardError.contains("--force"), refused.standardError)
        XCTAssertEqual(try Data(contentsOf: url), edited)

        let forced = try Dsysctl.run(["rollback", "1.0.0", "--no-output", "--force"], in: root)
        XCTAssertEqual(forced.status, 0, forced.standardError)
        XCTAssertTrue(
            forced.standardOutput.contains(".dsys/design-system.json now holds the document of 1.0.0"),
            forced.standardOutput)
        let pending = try Dsysctl.run(["diff"], in: root)
        XCTAssertEqual(pending.status, 0, pending.standardError)
        XCTAssertTrue(pending.standardOutput.contains("no changes"), pending.standardOutput)
    }
}

/// The app's package folder as part of the head: a publish killed at any step of writing it leaves a folder that
/// `verify` reports and that the next publish, even of the unchanged document, finishes.
final class OutputFolderCrashTests: XCTestCase {
    private func hiddenLeftovers(_ root: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".DesignSystem") }
    }

    private func edit(_ root: URL) throws {
        let url = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"#DC2626\"", with: "\"#B91C1C\"").utf8).write(to: url)
    }

    func testAPublishKilledWhileWritingTheFolderIsFinishedByTheNextPublish() throws {
        // The first write of the folder assembles it beside and swaps it in; later writes update it in place
        // through a journal.
        // After the swap of a first write nothing is left to do (there was no old folder to remove).
        let steps: [(point: String, firstWrite: Bool, complete: Bool)] = [
            ("output-assembled", true, false), ("output-swapped", true, true), ("output-staged", false, false),
            ("output-journal", false, false), ("output-removed", false, false), ("output-moved", false, false),
            ("output-manifest", false, false),
        ]
        for (point, firstWrite, complete) in steps {
            let root = try TestSupport.exampleProject(self)
            if !firstWrite {
                XCTAssertEqual(try Dsysctl.run(["publish"], in: root).status, 0, point)
                try edit(root)
            }
            let killed = try Dsysctl.run(["publish"], in: root, environment: ["DSYS_FAULT_INJECTION": point])
            XCTAssertEqual(killed.status, 86, "\(point): \(killed.standardError)")
            let head = firstWrite ? "1.0.0" : "1.0.1"

            let verified = try Dsysctl.run(["verify", "--quick"], in: root)
            XCTAssertEqual(verified.status, complete ? 0 : 1, point)
            XCTAssertEqual(
                verified.standardError.contains("problem: \(head): DesignSystem/ does not hold its package"), !complete,
                "\(point): \(verified.standardError)")

            let again = try Dsysctl.run(["publish"], in: root)
            XCTAssertEqual(again.status, 0, "\(point): \(again.standardError)")
            XCTAssertTrue(
                again.standardOutput.hasPrefix("unchanged: the document equals \(head); nothing was published"),
                "\(point): \(again.standardOutput)")
            XCTAssertEqual(try hiddenLeftovers(root), [], point)
            let healthy = try Dsysctl.run(["verify"], in: root)
            XCTAssertEqual(healthy.status, 0, "\(point): \(healthy.standardError)")
        }
    }

    /// A write refused between the two renames of a swap (the old folder already moved aside) puts the old folder
    /// back and removes what it assembled; a refused update leaves the folder as it was and no staging folder.
    func testARefusedWriteRestoresTheFolderAndLeavesNoStaging() throws {
        let root = try TestSupport.exampleProject(self)
        let folder = root.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let refused = try Dsysctl.run(
            ["generate", "--output", "Out", "--force"], in: root,
            environment: ["DSYS_FAULT_INJECTION": "fail:output-swap"])
        XCTAssertEqual(refused.status, 1, refused.standardError)
        XCTAssertTrue(refused.standardError.contains("failure injected for a test"), refused.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".Out") }, [])

        // An update (the folder holds a package dsys wrote) refused before its journal is in place.
        XCTAssertEqual(try Dsysctl.run(["generate", "--output", "Out", "--force"], in: root).status, 0)
        let before = try TestSupport.files(below: folder).map {
            ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
        }
        let document = root.appendingPathComponent(".dsys/design-system.json")
        let text = try String(contentsOf: document, encoding: .utf8)
        XCTAssertTrue(text.contains("\"#DC2626\""))
        try Data(text.replacingOccurrences(of: "\"#DC2626\"", with: "\"#B91C1C\"").utf8).write(to: document)
        let update = try Dsysctl.run(
            ["generate", "--output", "Out"], in: root, environment: ["DSYS_FAULT_INJECTION": "fail:output-journal"])
        XCTAssertEqual(update.status, 1, update.standardError)
        let after = try TestSupport.files(below: folder).map {
            ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
        }
        XCTAssertEqual(after.map(\.0), before.map(\.0))
        XCTAssertTrue(zip(after, before).allSatisfy { $0.1 == $1.1 }, "no file changed")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".Out") }, [])
        XCTAssertEqual(
            try Dsysctl.run(["generate", "--output", "Out"], in: root).status, 0, "the next write goes through")
    }

    func testAWriteKilledBetweenTheTwoRenamesOfASwapIsFinishedByTheNextWrite() throws {
        let root = try TestSupport.exampleProject(self)
        let folder = root.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let killed = try Dsysctl.run(
            ["generate", "--output", "Out", "--force"], in: root,
            environment: ["DSYS_FAULT_INJECTION": "output-retired"])
        XCTAssertEqual(killed.status, 86, killed.standardError)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: folder.path), "the old folder is retired, the new one not in")
        let again = try Dsysctl.run(["generate", "--output", "Out", "--force"], in: root)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8), "mine")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".Out") }, [])
    }

    func testVerifyRepairRewritesAFolderThatDoesNotHoldTheHead() throws {
        let root = try TestSupport.exampleProject(self)
        XCTAssertEqual(try Dsysctl.run(["publish"], in: root).status, 0)
        let file = root.appendingPathComponent("DesignSystem/Package.swift")
        let original = try Data(contentsOf: file)
        try Data("// edited\n".utf8).write(to: file)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".DesignSystem.dsys-new"), withIntermediateDirectories: true)

        let verified = try Dsysctl.run(["verify"], in: root)
        XCTAssertEqual(verified.status, 1)
        XCTAssertTrue(
            verified.standardError.contains(
                "problem: 1.0.0: DesignSystem/ does not hold its package: a leftover .DesignSystem.dsys-new of an "
                    + "interrupted write; 1 file differs (Package.swift)"), verified.standardError)
        let repaired = try Dsysctl.run(["verify", "--repair"], in: root)
        XCTAssertEqual(repaired.status, 0, repaired.standardError)
        XCTAssertTrue(repaired.standardOutput.contains("repaired: rewrote DesignSystem/ to hold 1.0.0"))
        XCTAssertEqual(try Data(contentsOf: file), original)
        XCTAssertEqual(try hiddenLeftovers(root), [])
        XCTAssertEqual(try Dsysctl.run(["verify"], in: root).status, 0)
    }
}
