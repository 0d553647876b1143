import Foundation
import TestSupport
import XCTest

/// `docs/architecture.md` says where things live: every path it names must exist, or the map leads nowhere.
final class ArchitectureDocTests: XCTestCase {
    func testEveryPathInTheArchitectureDocExists() throws {
        let text = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let paths = ArchitectureDoc.paths(in: text)
        // The doc's tables name some sixty paths: a scan that finds few has lost them.
        XCTAssertGreaterThan(paths.count, 40, paths.joined(separator: "\n"))
        let missing = paths.filter {
            !FileManager.default.fileExists(atPath: TestSupport.packageRoot.appendingPathComponent($0).path)
        }
        XCTAssertEqual(missing, [], "docs/architecture.md names paths that do not exist")
    }

    func testThePathScanReadsCodeSpansOfTheRepositorysFolders() {
        let text = """
            `Sources/Tokens` and `Sources/Generator/Kit/Profile.swift` (`Profile`), `docs/architecture.md`,
            `Profiles/<name>/`, `swiftFile(_:imports:_:)`, `Examples/profiles/<name>/design-system.json`, `migrations`
            """
        XCTAssertEqual(
            ArchitectureDoc.paths(in: text),
            ["Sources/Tokens", "Sources/Generator/Kit/Profile.swift", "docs/architecture.md", "migrations"])
    }
}

enum ArchitectureDoc {
    /// The top-level folders of the repository a path in the doc starts with.
    static let roots = [
        "Sources/", "Tests/", "docs/", "Examples/", "scripts/", "schema/", "migrations", "Package.swift",
    ]

    /// Every code span that names a path of the repository, in order; a pattern with a placeholder (`<name>`) is
    /// left out.
    static func paths(in text: String) -> [String] {
        // Outside fenced blocks (a diagram), whose three backticks are no code spans.
        let prose = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        return prose.joined(separator: "\n").split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .compactMap { index, part in
                guard index % 2 == 1, !part.contains("<"), !part.contains(" "),
                    roots.contains(where: { part.hasPrefix($0) })
                else { return nil }
                return String(part)
            }
    }
}
