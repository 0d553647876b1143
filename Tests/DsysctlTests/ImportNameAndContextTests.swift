import Foundation
import Interchange
import TestSupport
import XCTest

/// `dsysctl import`: the design system's name from the set's own metadata, never a token file's name; `--context`
/// given as it must be.
final class ImportNameAndContextTests: XCTestCase {
    /// A set of tokens whose every role is at its path, so that nothing is asked.
    private func writeSet(in folder: URL, file: String = "colors.json") throws {
        let complete = try String(
            contentsOf: TestSupport.examples.appendingPathComponent("dtcg/tokens.json"), encoding: .utf8)
        let dark = try String(
            contentsOf: TestSupport.examples.appendingPathComponent("dtcg/dark.json"), encoding: .utf8)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try complete.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        try dark.write(to: folder.appendingPathComponent("dark.json"), atomically: true, encoding: .utf8)
        try Data(
            #"{"text.secondary": "{semantic.text.subtle}", "feedback.error": "{semantic.status.error}", "action.destructive": "{semantic.accent.danger}"}"#
                .utf8
        ).write(to: folder.appendingPathComponent("roles.json"))
    }

    private func name(_ project: URL) throws -> String? {
        let data = try Data(contentsOf: project.appendingPathComponent(".dsys/design-system.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["name"] as? String
    }

    func testTheNameComesFromPackageJSONElseTheProjectFolderNeverATokenFile() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let project = root.appendingPathComponent("acme-app")
        try writeSet(in: project.appendingPathComponent("tokens"))
        let arguments = ["import", "tokens/colors.json", "--roles", "tokens/roles.json"]
        // No metadata: the project folder, not "colors".
        var imported = try Dsysctl.run(arguments, in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertEqual(try name(project), "Acme App")
        XCTAssertTrue(
            imported.standardOutput.contains(
                "named the design system \"Acme App\" after the project folder \"acme-app\" (--name gives another)"),
            imported.standardOutput)
        // A package.json beside the files, its name cleaned for display.
        try Data(#"{"name": "@acme/design-tokens", "version": "2.0.0"}"#.utf8)
            .write(to: project.appendingPathComponent("package.json"))
        imported = try Dsysctl.run(arguments + ["--force"], in: project)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertEqual(try name(project), "Acme Design Tokens")
        XCTAssertTrue(
            imported.standardOutput.contains(
                "named the design system \"Acme Design Tokens\" after the \"name\" of \"package.json\""),
            imported.standardOutput)
        // --name wins, and says nothing.
        imported = try Dsysctl.run(arguments + ["--force", "--name", "Acme"], in: project)
        XCTAssertEqual(try name(project), "Acme")
        XCTAssertFalse(imported.standardOutput.contains("named the design system"), imported.standardOutput)
    }

    func testContextsAreNameEqualsContextEachOnce() throws {
        let project = try TestSupport.temporaryDirectory(self)
        try writeSet(in: project)
        try assertCommandFails(
            ["import", "colors.json", "--context", "brand"], in: project, status: 64,
            message: "--context takes NAME=CONTEXT (a resolver modifier, Tokens Studio theme group or Figma "
                + "collection, and the context, theme or mode to read), like --context brand=Business; got \"brand\"",
            run: { try Dsysctl.run($0, in: $1) })
        try assertCommandFails(
            ["import", "colors.json", "--context", "brand=A", "--context", "brand=B"], in: project, status: 64,
            message: "--context names \"brand\" twice; give one context for it", run: { try Dsysctl.run($0, in: $1) })
        // Plain DTCG files have nothing a context could name.
        try assertCommandFails(
            ["import", "colors.json", "--roles", "roles.json", "--context", "brand=A"], in: project,
            message: "colors.json:1:1: /: --context brand=A names no Tokens Studio theme group or Figma collection of "
                + "these files (they have none; a resolver's modifiers are named with --resolver)",
            run: { try Dsysctl.run($0, in: $1) })
    }

    func testADisplayNameIsTheWordsOfAPackageName() {
        XCTAssertEqual(DesignSystemName.display("@acme/design-tokens"), "Acme Design Tokens")
        XCTAssertEqual(DesignSystemName.display("lion-example"), "Lion Example")
        XCTAssertEqual(DesignSystemName.display("IBM_carbon.v11"), "IBM Carbon V11")
        XCTAssertNil(DesignSystemName.display("@/-"))
    }
}
