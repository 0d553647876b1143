import Foundation
import TestSupport
import XCTest

/// The roles `import` cannot fill by itself: asked one by one at a terminal (driven here through a real
/// pseudo-terminal), or, without one, printed with the one command that answers them.
final class RoleQuestionCommandTests: XCTestCase {
    private var dsysctl: URL { TestSupport.productsDirectory.appendingPathComponent("dsysctl") }

    private func run(_ arguments: [String], in directory: URL) throws -> TestSupport.ProcessResult {
        try TestSupport.run(dsysctl, arguments, in: directory, environment: ["NO_COLOR": "1"])
    }

    /// Two text colors the names tie for: the import cannot tell which is the primary text.
    private let tied = """
        {
          "theme-a": {"text": {"$type": "color", "default": {"$value": "#111111"}}},
          "theme-b": {"text": {"$type": "color", "default": {"$value": "#222222"}}}
        }
        """

    private func project() throws -> URL {
        let project = try TestSupport.temporaryDirectory(self)
        try Data(tied.utf8).write(to: project.appendingPathComponent("tokens.json"))
        return project
    }

    /// Without a terminal the import fails with the questions and the command that answers them, writing nothing;
    /// that command, run as printed (with the placeholder of a tie filled), imports.
    func testWithoutATerminalTheQuestionsComeWithTheCommandThatAnswersThem() throws {
        let project = try project()
        try assertCommandFails(
            ["import", "tokens.json"], in: project,
            message: """
                role text.primary: 2 tokens suit the role text.primary equally well by their names: \
                {theme-a.text.default} (tokens.json:2:42; 16.97:1 on surface.raised (dark), needs 4.5:1), \
                {theme-b.text.default} (tokens.json:3:42; 15.9:1 on surface.raised (light), needs 4.5:1); say which in \
                a roles file (--roles) as "text.primary": "{theme-a.text.default}"
                import: 1 role to answer; nothing was written
                answer it in a roles file (--roles), or with: dsysctl import tokens.json --role \
                'text.primary={theme-a.text.default}'
                """, run: run)
        let answered = try run(["import", "tokens.json", "--role", "text.primary={theme-a.text.default}"], in: project)
        XCTAssertEqual(answered.status, 0, answered.standardError)
        XCTAssertTrue(
            answered.standardOutput.contains("  text.primary ← {theme-a.text.default} (answered)\n"),
            answered.standardOutput)
        let document = try String(
            contentsOf: project.appendingPathComponent(".dsys/design-system.json"), encoding: .utf8)
        XCTAssertTrue(document.contains(#""primary": {"light": "{theme-a.text.default}""#), document)
    }

    /// `--role` is `ROLE=TOKEN`; a role no profile has, or a token the files lack, is refused at the option.
    func testAWrongRoleAnswerIsRefusedAtTheOption() throws {
        let project = try project()
        try assertCommandFails(
            ["import", "tokens.json", "--role", "text.primary"], in: project, status: 64,
            message: "--role text.primary: write the role and the token, like --role text.inverse={color.white}",
            run: run)
        try assertCommandFails(
            ["import", "tokens.json", "--role", "text.primary=theme-c.text.default"], in: project,
            message: "--role text.primary=theme-c.text.default: {theme-c.text.default} is not an imported token; did "
                + "you mean {theme-a.text.default}?", run: run)
        try assertCommandFails(
            ["import", "tokens.json", "--role", "text.primry=theme-a.text.default"], in: project,
            message: "--role text.primry=theme-a.text.default: \"text.primry\" names no role the import fills for the "
                + "dsys profile; did you mean \"text.primary\"?", run: run)
    }

    /// At a terminal, each question is asked with its candidates numbered, and their contrast; a token that is no
    /// imported one is said so and asked again; a number answers; the document records the answer.
    func testAtATerminalTheImportAsksAndRecordsTheAnswers() throws {
        let project = try project()
        let prompt = "which token fills text.primary? 1-2, or a token path: "
        let result = try TestSupport.runInTerminal(
            dsysctl, ["import", "tokens.json"], in: project, environment: ["NO_COLOR": "1"],
            answers: [
                .init(after: prompt, type: "theme-c.text.default"),
                // Asked again, after the refusal.
                .init(after: prompt, occurrence: 2, type: "2"),
            ])
        XCTAssertEqual(result.status, 0, result.transcript)
        let transcript = result.transcript.replacingOccurrences(of: "\r\n", with: "\n")
        XCTAssertTrue(
            transcript.contains(
                "  1  {theme-a.text.default}  tokens.json:2:42  16.97:1 on surface.raised (dark), needs 4.5:1\n"),
            transcript)
        XCTAssertTrue(
            transcript.contains(
                "--role text.primary=theme-c.text.default: {theme-c.text.default} is not an imported token; did you "
                    + "mean {theme-a.text.default}?"), transcript)
        XCTAssertTrue(transcript.contains("  text.primary ← {theme-b.text.default} (answered)"), transcript)
        let document = try String(
            contentsOf: project.appendingPathComponent(".dsys/design-system.json"), encoding: .utf8)
        XCTAssertTrue(document.contains(#""primary": {"light": "{theme-b.text.default}""#), document)
    }
}
