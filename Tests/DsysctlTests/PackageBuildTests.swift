import Foundation
import TestSupport
import XCTest

/// Every profile's package as SwiftPM itself loads it, from each command that writes one: `generate` (no
/// `CHANGELOG.md`), `publish` and `rollback` (the output folder holds the revision's tree, `CHANGELOG.md` at its
/// root) and `regenerate`. SwiftPM warns of a file in a target's folder that is neither a source, a resource nor
/// excluded ("found 1 file(s) which are unhandled"), and of an `exclude` naming no file ("Invalid Exclude"): a
/// package Xcode builds with a warning in every build is not one a team ships.
final class PackageBuildTests: XCTestCase {
    /// SwiftPM's diagnostics of a package, from `swift build`: only it prints them (`swift package describe` and
    /// `dump-package` read the manifest alone). An unknown `--product` stops the build right after SwiftPM has loaded
    /// the package, where it reports a package's files, before compiling; `full` builds for real, which fails at
    /// `import SwiftUI` on Linux.
    private func swiftBuild(_ package: URL, full: Bool = false) throws -> (warnings: [String], output: String) {
        let scratch = try TestSupport.temporaryDirectory(self, "scratch-\(UUID().uuidString.prefix(8))")
        var arguments = ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path]
        if !full { arguments += ["--product", "dsys-no-such-product"] }
        let result = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        let output = result.standardOutput + result.standardError
        XCTAssertNotEqual(result.status, 0, "the build cannot succeed on Linux, where SwiftUI is not:\n\(output)")
        if full {
            XCTAssertTrue(output.contains("no such module 'SwiftUI'"), output)
        } else {
            XCTAssertTrue(output.contains("no product named 'dsys-no-such-product'"), output)
        }
        let warnings = output.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
        return (warnings, output)
    }

    private func run(_ arguments: [String], in project: URL) throws -> TestSupport.ProcessResult {
        let result = try Dsysctl.run(arguments, in: project)
        XCTAssertEqual(result.status, 0, "dsysctl \(arguments.joined(separator: " ")):\n\(result.standardError)")
        return result
    }

    func testEveryProfilesPackageLoadsWithoutAWarningFromEveryCommandThatWritesIt() throws {
        for profile in ["dsys", "theme", "catalog", "apptheme", "tokens"] {
            let project = try TestSupport.temporaryDirectory(self, "project-\(profile)")
            _ = try run(["init", "--profile", profile], in: project)
            _ = try run(["generate", "--output", "Generated"], in: project)
            _ = try run(["publish", "-m", "First"], in: project)
            // A second version to roll back from: a description edited is a patch.
            let document = project.appendingPathComponent(".dsys/design-system.json")
            let text = try String(contentsOf: document, encoding: .utf8)
            try text.replacingOccurrences(of: "\"name\": \"", with: "\"name\": \"Renamed ")
                .write(to: document, atomically: true, encoding: .utf8)
            _ = try run(["publish", "-m", "Second"], in: project)
            _ = try run(["regenerate", "1.0.0", "--output", "Regenerated"], in: project)
            _ = try run(["rollback", "1.0.0"], in: project)

            let published = project.appendingPathComponent("DesignSystem")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: published.appendingPathComponent("CHANGELOG.md").path),
                "\(profile): a published package carries its changelog")
            XCTAssertFalse(
                FileManager.default.fileExists(
                    atPath: project.appendingPathComponent("Generated/CHANGELOG.md").path),
                "\(profile): generate writes no changelog")
            for (command, folder) in [
                ("generate", "Generated"), ("publish and rollback", "DesignSystem"), ("regenerate", "Regenerated"),
            ] {
                let (warnings, output) = try swiftBuild(project.appendingPathComponent(folder))
                XCTAssertEqual(warnings, [], "\(profile), written by \(command):\n\(output)")
            }
        }
    }

    /// The full build of a published package gets as far as compiling it, with no warning about the package on the
    /// way: what the unknown product stops short of adds none.
    func testAFullBuildOfAPublishedPackageWarnsOfNothingBeforeItNeedsSwiftUI() throws {
        let project = try TestSupport.temporaryDirectory(self)
        _ = try run(["init"], in: project)
        _ = try run(["publish", "-m", "First"], in: project)
        let (warnings, output) = try swiftBuild(project.appendingPathComponent("DesignSystem"), full: true)
        XCTAssertEqual(warnings, [], output)
    }
}
