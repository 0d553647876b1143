import Foundation
import TestSupport
import XCTest

/// The import page's examples (docs/import.md) are what the commands print: each `<!-- example: FOLDER -->` is
/// followed by a `$ dsysctl …` line and the output, which this test gets by running the command in a copy of the
/// folder (`…` on the page stands for any lines, the roles the import proposes).
final class ImportPageExamplesTests: XCTestCase {
    struct Example {
        var folder: String
        var arguments: [String]
        var expected: [String]
    }

    static func examples() throws -> [Example] {
        let page = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/import.md"), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("<!-- example: "), line.hasSuffix(" -->") else { continue }
            let folder = String(line.dropFirst("<!-- example: ".count).dropLast(" -->".count))
            // The command block, then the output block.
            var command: String?
            var expected: [String] = []
            var block = 0
            while index < lines.count, block < 4 {
                let text = lines[index]
                index += 1
                if text.hasPrefix("```") {
                    block += 1
                    continue
                }
                if block == 1, text.hasPrefix("$ dsysctl ") { command = String(text.dropFirst("$ dsysctl ".count)) }
                if block == 3 { expected.append(text) }
            }
            guard let command else { continue }
            examples.append(
                Example(folder: folder, arguments: command.split(separator: " ").map(String.init), expected: expected))
        }
        return examples
    }

    /// Whether `actual` holds the lines of `expected` in order, each run between two `…` consecutively, the first at
    /// the start and the last at the end unless a `…` stands there.
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        var runs: [[String]] = [[]]
        for line in expected {
            if line == "…" { runs.append([]) } else { runs[runs.count - 1].append(line) }
        }
        var position = 0
        for (number, run) in runs.enumerated() {
            guard !run.isEmpty else { continue }
            let anchoredStart = number == 0
            let anchoredEnd = number == runs.count - 1
            var found: Int?
            var start = position
            while start + run.count <= actual.count {
                if Array(actual[start..<(start + run.count)]) == run { found = start; break }
                if anchoredStart { break }
                start += 1
            }
            guard let at = found else { return false }
            if anchoredEnd, at + run.count != actual.count { return false }
            position = at + run.count
        }
        return true
    }

    func testEveryImportExampleOfTheImportPagePrintsWhatItSays() throws {
        let examples = try Self.examples()
        XCTAssertEqual(
            examples.map(\.folder).sorted(),
            [
                "Examples/dtcg", "Examples/import/figma", "Examples/import/style-dictionary",
                "Examples/import/tokens-studio",
            ])
        let work = try TestSupport.temporaryDirectory(self, "import-page")
        for example in examples {
            let source = TestSupport.packageRoot.appendingPathComponent(example.folder)
            let project = work.appendingPathComponent(source.lastPathComponent)
            try FileManager.default.copyItem(at: source, to: project)
            let arguments = CorpusImportTests.expand(example.arguments, in: project)
            XCTAssertEqual(arguments.first, "import", example.folder)
            let result = try Dsysctl.run(arguments, in: project)
            XCTAssertEqual(result.status, 0, "\(example.folder): \(result.standardError)")
            let actual = result.standardOutput.split(separator: "\n").map(String.init)
            XCTAssertTrue(
                Self.matches(actual, example.expected),
                "\(example.folder): docs/import.md says\n\(example.expected.joined(separator: "\n"))\nbut the import "
                    + "prints\n\(result.standardOutput)")
        }
    }

    func testTheMatchOfAnExcerptIsExact() {
        XCTAssertTrue(Self.matches(["a", "b", "c", "d"], ["a", "…", "d"]))
        XCTAssertTrue(Self.matches(["a", "b", "c", "d"], ["a", "b", "…", "c", "d"]))
        XCTAssertFalse(Self.matches(["a", "b", "c", "d"], ["a", "c", "…", "d"]))
        XCTAssertFalse(Self.matches(["a", "b", "c", "d"], ["b", "…", "d"]))
        XCTAssertFalse(Self.matches(["a", "b", "c", "d"], ["a", "…", "c"]))
        XCTAssertTrue(Self.matches(["a", "b", "c", "d"], ["…", "c", "…"]))
    }
}
