import Foundation
import TestSupport
import XCTest

/// The output the docs show is what dsysctl prints. README.md's tour and the examples of the diff and registry pages
/// tell one story — the full example published as 1.0.0, its primary action darkened, checked and published as
/// 1.0.1, then read back — run in `/tmp/acme` with the author and the clock the pages name. The story is replayed
/// here, and every `$ dsysctl …` example of those pages is compared with what that command printed (standard output,
/// then standard error); a line `…` in an example stands for any lines the page leaves out. So a change of output fails here until the page shows it.
final class DocExampleOutputTests: XCTestCase {
    /// The pages whose examples come from the story.
    static let storyPages = ["README.md", "docs/diff-and-changelogs.md", "docs/registry.md"]

    /// The clock and author the pages name.
    static let environment = ["DSYS_AUTHOR": "Ada <ada@example.com>", "SOURCE_DATE_EPOCH": "1795780800"]

    /// The story, in order; `nil` is the edit between the two versions (the one `scripts/demo.sh` makes).
    static let story: [String?] = [
        "dsysctl init",
        "dsysctl validate",
        "dsysctl publish -m \"First version\"",
        nil,
        "dsysctl diff",
        "dsysctl check --version 1.0.1",
        "dsysctl publish -m \"Darker primary action\"",
        "dsysctl diff 1.0.0 1.0.1",
        "dsysctl changelog",
        "dsysctl contrast",
        "dsysctl log",
        "dsysctl show 1.0.1",
        "dsysctl verify",
    ]

    /// An example a page shows: a command line and the lines printed after it.
    struct Example {
        var place: String
        var command: String
        var printed: [String]
    }

    /// The examples of a Markdown text: in a fenced block, a line `$ dsysctl …` and the lines after it up to the next
    /// `$ ` line or the end of the block.
    static func examples(in markdown: String, page: String) -> [Example] {
        var found: [Example] = []
        var inFence = false
        var current: Int?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                inFence.toggle()
                current = nil
                continue
            }
            guard inFence else { continue }
            if line.hasPrefix("$ ") {
                found.append(Example(place: "\(page):\(index + 1)", command: String(line.dropFirst(2)), printed: []))
                current = found.count - 1
            } else if let current {
                found[current].printed.append(String(line))
            }
        }
        return found
    }

    /// Whether `printed` is what `shown` shows, where a line `…` of `shown` (indented or not) stands for any lines, none or
    /// more.
    static func shows(_ shown: ArraySlice<String>, _ printed: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return printed.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            return printed.indices.map { printed[$0...] }.contains { shows(shown.dropFirst(), $0) }
                || shows(shown.dropFirst(), printed[printed.endIndex...])
        }
        guard let line = printed.first, line == first else { return false }
        return shows(shown.dropFirst(), printed.dropFirst())
    }

    func testTheWildcardLineStandsForAnyLines() {
        XCTAssertTrue(Self.shows(["a", "…"], ["a", "b", "c"]))
        XCTAssertTrue(Self.shows(["a", "…", "c"], ["a", "c"]))
        XCTAssertTrue(Self.shows(["  …", "c"], ["a", "b", "c"]))
        XCTAssertFalse(Self.shows(["a", "…", "d"], ["a", "b", "c"]))
        XCTAssertFalse(Self.shows(["a", "b"], ["a", "b", "c"]))
        XCTAssertFalse(Self.shows(["a", "c"], ["a", "b", "c"]))
    }

    func testTheExamplesOfABlockEndWithIt() {
        let page = "```text\n$ dsysctl log\none\n$ dsysctl verify\nok\n```\nprose\n```text\nother\n```\n"
        let found = Self.examples(in: page, page: "page.md")
        XCTAssertEqual(found.map(\.command), ["dsysctl log", "dsysctl verify"])
        XCTAssertEqual(found.map(\.printed), [["one"], ["ok"]])
    }

    func testTheStoryTheDocsTellPrintsWhatTheyShow() throws {
        let project = try TestSupport.temporaryDirectory(self).appendingPathComponent("acme")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)

        var printed: [String: [String]] = [:]
        for step in Self.story {
            guard let command = step else {
                let document = project.appendingPathComponent(".dsys/design-system.json")
                let text = try String(contentsOf: document, encoding: .utf8)
                let old = "\"light\": \"{palette.blue.600}\""
                let edited = try XCTUnwrap(text.range(of: old), "the full example's primary action moved")
                try text.replacingCharacters(in: edited, with: "\"light\": \"{palette.blue.700}\"")
                    .write(to: document, atomically: true, encoding: .utf8)
                continue
            }
            let arguments = Array(DocCommandLineTests.shellWords(command).dropFirst())
            let result = try Dsysctl.run(arguments, in: project, environment: Self.environment)
            XCTAssertEqual(result.status, 0, "\(command): \(result.standardError)")
            let output = (result.standardOutput + result.standardError)
                .replacingOccurrences(of: project.path, with: "/tmp/acme")
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            printed[command] = lines
        }

        var compared = 0
        for page in Self.storyPages {
            for example in Self.examples(in: try DocCommandLineTests.read(page), page: page)
            where example.command.hasPrefix("dsysctl ") {
                guard let lines = printed[example.command] else {
                    XCTFail("\(example.place): `\(example.command)` is not part of the story this test replays; add it")
                    continue
                }
                compared += 1
                XCTAssertTrue(
                    Self.shows(example.printed[...], lines[...]),
                    """
                    \(example.place): `\(example.command)` prints other lines than the page shows; it printed:
                    \(lines.joined(separator: "\n"))
                    """)
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 11, "the pages show the story's examples")
    }
}
