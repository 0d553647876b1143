import Foundation
import Generator
import Lint
import TestSupport
import Tokens
import XCTest

/// Issue 30, item 4: the forms lint missed on real apps (each also in a fixture of `Tests/Fixtures/lint/rules`),
/// what it suggests and fixes for them, values the code computes, and types only previews use.
extension LintTests {
    /// `source`'s findings, and the source with their fixes made.
    func fixed(_ source: String) throws -> (findings: [Finding], text: String) {
        let findings = try lint(source)
        return (findings, Linter.applyingFixes(findings, to: source))
    }

    func testEachBranchOfATernaryIsAValueOfItsOwnAndIsFixedOnItsOwn() throws {
        let (findings, text) = try fixed(
            "let a = Text(\"a\").padding(.leading, isOwn ? 16 : 0).foregroundStyle(up ? Color(hex: \"#FFFFFF\") : tint)"
        )
        XCTAssertEqual(findings.map(\.code), ["16", "Color(hex: \"#FFFFFF\")"])
        XCTAssertEqual(
            text,
            "let a = Text(\"a\").padding(.leading, isOwn ? DSSpacingFixed.md : 0).foregroundStyle(up ? Color.dsTextInverse : tint)"
        )
        // Nested, and in parentheses: every branch.
        XCTAssertEqual(
            try lint("let a = Text(\"a\").padding((c ? 8 : d ? 24 : 0))").map(\.code), ["8", "24"])
    }

    func testArithmeticOfNumbersIsItsValue() throws {
        let (findings, text) = try fixed(
            "let a = Text(\"a\").padding(8 * 2).padding(4 + 4 * 5).padding(24 / 2 - 4).padding(16 / 0)")
        XCTAssertEqual(
            findings.map(\.message),
            [
                "hard-coded spacing 16 in padding", "hard-coded spacing 24 in padding",
                "hard-coded spacing 8 in padding",
            ])
        XCTAssertEqual(
            text,
            "let a = Text(\"a\").padding(DSSpacingFixed.md).padding(DSSpacingFixed.lg).padding(DSSpacingFixed.sm)"
                + ".padding(16 / 0)")
        // Arithmetic on a token or a variable is the design system's, or the code's.
        XCTAssertEqual(try lint("let a = Text(\"a\").padding(DSSpacingFixed.sm * 2).padding(inset * 2)"), [])
    }

    // ── Types only previews use ─────────────────────────────────────────────────────────────────────────────────

    /// A small app of three files: a screen with a preview host beside it, a file of sample views that only a
    /// `PreviewProvider` elsewhere uses, and a view both previews and app code use.
    private func previewApp() throws -> URL {
        let project = try TestSupport.temporaryDirectory(self)
        let files = [
            "Sources/Chat/ChatScreen.swift": """
            import SwiftUI

            struct ChatScreen: View {
                var body: some View { MessageList().padding(16) }
            }

            struct MessageList: View {
                var body: some View { Text("a").padding(12) }
            }

            /// Holds the draft's state, for the preview only.
            struct ChatScreenPreviewHost: View {
                @State private var draft = ""
                var body: some View { ChatScreen().padding(20).background(Color.red) }
            }

            extension ChatScreenPreviewHost {
                var framed: some View { self.border(Color.gray) }
            }

            #Preview { ChatScreenPreviewHost() }
            """,
            "Sources/Chat/Samples.swift": """
            import SwiftUI

            struct SampleBubble: View {
                var body: some View { Text("b").padding(24).foregroundStyle(.dsTextMuted) }
            }

            struct Badge: View {
                var body: some View { Text("c").padding(8) }
            }
            """,
            "Sources/Chat/Bubble.swift": """
            import SwiftUI

            struct Bubble: View {
                var body: some View { Badge().cornerRadius(12) }
            }

            struct Bubble_Previews: PreviewProvider {
                static var previews: some View { VStack { SampleBubble(); Badge() } }
            }
            """,
        ]
        for (path, text) in files {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return project
    }

    func testATypeOnlyPreviewsUseIsPreviewCodeAcrossFiles() throws {
        let project = try previewApp()
        let linter = Linter(
            designSystem: try designSystem(), profile: .dsys,
            removed: [Linter.Removal(symbol: "Color.dsTextMuted", replacement: "Color.dsTextSecondary")],
            againstVersion: "2.0.0")
        let outcome = try LintRun.run(linter, options: LintRun.Options(project: project.path))
        XCTAssertEqual(
            outcome.report.findings.map { "\($0.file):\($0.start.line) \($0.code)" },
            [
                // Bubble's radius, Badge's padding (Bubble uses it), the removed symbol in the preview-only sample,
                // the screen's and the list's paddings (the screen is its file's subject).
                "Sources/Chat/Bubble.swift:4 12", "Sources/Chat/ChatScreen.swift:4 16",
                "Sources/Chat/ChatScreen.swift:8 12", "Sources/Chat/Samples.swift:4 .dsTextMuted",
                "Sources/Chat/Samples.swift:8 8",
            ])
        // Linting one file alone: the same for its own types.
        let source = try String(
            contentsOf: project.appendingPathComponent("Sources/Chat/ChatScreen.swift"), encoding: .utf8)
        XCTAssertEqual(
            try lint(source).map(\.code), ["16", "12"], "the host and its extension are the preview's")
    }

    func testATypeAFileOutsideTheLintedPathsUsesIsAppCode() throws {
        let project = try previewApp()
        let debug = project.appendingPathComponent("Sources/Debug/DebugMenu.swift")
        try FileManager.default.createDirectory(
            at: debug.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "let menu = NavigationLink(\"Chat\") { ChatScreenPreviewHost() }\n".write(
            to: debug, atomically: true, encoding: .utf8)
        for options in [
            LintRun.Options(project: project.path, paths: ["Sources/Chat"]),
            LintRun.Options(project: project.path, exclude: ["Sources/Debug"]),
            LintRun.Options(project: project.path),
        ] {
            let outcome = try LintRun.run(try linter(), options: options)
            let host = outcome.report.findings.filter { $0.file == "Sources/Chat/ChatScreen.swift" }.map(\.code)
            XCTAssertEqual(host, ["16", "12", "20", "Color.red", "Color.gray"], "\(options.paths) \(options.exclude)")
        }
    }
}
