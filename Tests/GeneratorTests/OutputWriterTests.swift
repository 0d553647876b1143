import Foundation
import TestSupport
import XCTest

@testable import Generator

final class OutputWriterTests: XCTestCase {
    private func swiftFile(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, text: "// \(path)\n\(SwiftSource.generatedMarker)\n\n\(body)\n")
    }

    private func read(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    func testWritesANewFolderAndReportsEveryFile() throws {
        let root = try TestSupport.temporaryDirectory(self).appendingPathComponent("nested/DesignSystem")
        let files = [
            swiftFile("A.swift", "let a = 1"), GeneratedFile(path: "Colors.xcassets/Contents.json", text: "{}\n"),
        ]
        let report = try OutputWriter(root: root).write(files)
        XCTAssertEqual(report.written, ["A.swift", "Colors.xcassets/Contents.json"])
        XCTAssertEqual(report.bytes, files.reduce(0) { $0 + $1.contents.count })
        XCTAssertEqual(TestSupport.files(below: root), ["A.swift", "Colors.xcassets/Contents.json"])
        XCTAssertEqual(read(root.appendingPathComponent("A.swift")), files[0].text)
        // No staging or retired folder is left beside it.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.deletingLastPathComponent().path), ["DesignSystem"]
        )
    }

    func testRemovesStaleGeneratedFilesAndKeepsTheUsersOwn() throws {
        let root = try TestSupport.temporaryDirectory(self).appendingPathComponent("DesignSystem")
        _ = try OutputWriter(root: root).write([
            swiftFile("A.swift", "let a = 1"), swiftFile("Components/Old.swift", "let old = 1"),
            GeneratedFile(path: "Colors.xcassets/dsOld.colorset/Contents.json", text: "{}\n"),
        ])
        try Data("mine\n".utf8).write(to: root.appendingPathComponent("README.md"))
        try Data("struct Mine {}\n".utf8).write(to: root.appendingPathComponent("Components/Mine.swift"))

        let report = try OutputWriter(root: root).write([swiftFile("A.swift", "let a = 2")])
        XCTAssertEqual(report.written, ["A.swift"])
        XCTAssertEqual(report.removed, ["Colors.xcassets/dsOld.colorset/Contents.json", "Components/Old.swift"])
        XCTAssertEqual(report.kept, ["Components/Mine.swift", "README.md"])
        XCTAssertEqual(TestSupport.files(below: root), ["A.swift", "Components/Mine.swift", "README.md"])
        XCTAssertEqual(read(root.appendingPathComponent("README.md")), "mine\n")
        XCTAssertEqual(read(root.appendingPathComponent("A.swift")), swiftFile("A.swift", "let a = 2").text)
    }

    func testUnchangedFilesKeepTheirModificationTime() throws {
        let root = try TestSupport.temporaryDirectory(self).appendingPathComponent("DesignSystem")
        let files = [swiftFile("A.swift", "let a = 1"), swiftFile("B.swift", "let b = 1")]
        _ = try OutputWriter(root: root).write(files)
        let old = Date(timeIntervalSince1970: 1_000_000)
        for name in ["A.swift", "B.swift"] {
            try FileManager.default.setAttributes(
                [.modificationDate: old], ofItemAtPath: root.appendingPathComponent(name).path)
        }
        let upToDate = try OutputWriter(root: root).write(files)
        XCTAssertTrue(upToDate.isUpToDate)
        XCTAssertEqual(upToDate.unchanged, ["A.swift", "B.swift"])

        let report = try OutputWriter(root: root).write([files[0], swiftFile("B.swift", "let b = 2")])
        XCTAssertEqual(report.written, ["B.swift"])
        XCTAssertEqual(report.unchanged, ["A.swift"])
        let attributes = { (name: String) in
            try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)[.modificationDate]
                as? Date
        }
        XCTAssertEqual(try attributes("A.swift"), old)
        XCTAssertNotEqual(try attributes("B.swift"), old)
    }

    func testRefusesAFolderThatDsysDidNotGenerate() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try Data("app\n".utf8).write(to: root.appendingPathComponent("App.swift"))
        XCTAssertThrowsError(try OutputWriter(root: root).write([swiftFile("A.swift", "")])) { error in
            XCTAssertEqual(error as? GeneratorError, .outputNotGenerated(path: root.standardizedFileURL.path))
            XCTAssertTrue((error as? GeneratorError)?.errorDescription?.contains("--force") == true)
        }
        XCTAssertEqual(TestSupport.files(below: root), ["App.swift"], "nothing was written")

        let report = try OutputWriter(root: root, force: true).write([swiftFile("A.swift", "")])
        XCTAssertEqual(report.kept, ["App.swift"])
        XCTAssertEqual(TestSupport.files(below: root), ["A.swift", "App.swift"])
    }

    func testRefusesAnOutputThatIsAFile() throws {
        let file = try TestSupport.temporaryDirectory(self).appendingPathComponent("DesignSystem")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try OutputWriter(root: file).write([swiftFile("A.swift", "")])) { error in
            XCTAssertEqual(error as? GeneratorError, .outputNotADirectory(path: file.standardizedFileURL.path))
        }
        XCTAssertEqual(read(file), "x")
    }

    func testRefusesPathsThatLeaveTheOutputFolder() throws {
        let base = try TestSupport.temporaryDirectory(self)
        let root = base.appendingPathComponent("DesignSystem")
        for path in ["../evil.swift", "/etc/evil", "a/../../evil", "", "a//b", "./a", "a\\..\\b"] {
            XCTAssertThrowsError(try OutputWriter(root: root).write([GeneratedFile(path: path, text: "x")]), path) {
                error in
                XCTAssertEqual(error as? GeneratorError, .unsafePath(path: path))
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base.path), [], "nothing was written")
    }

    /// A crash between the two renames leaves the old package retired and the new one staged:
    /// the next write restores or finishes, never losing the user's files.
    func testRecoversFromAWriteInterruptedBetweenItsRenames() throws {
        let base = try TestSupport.temporaryDirectory(self)
        let root = base.appendingPathComponent("DesignSystem")
        _ = try OutputWriter(root: root).write([swiftFile("A.swift", "let a = 1")])
        try Data("mine\n".utf8).write(to: root.appendingPathComponent("Notes.md"))
        // Simulate the crash: the package moved aside, a half-built staging folder beside it.
        let retired = base.appendingPathComponent(".DesignSystem.dsys-old")
        let staging = base.appendingPathComponent(".DesignSystem.dsys-new")
        try FileManager.default.moveItem(at: root, to: retired)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: staging.appendingPathComponent("A.swift"))

        let report = try OutputWriter(root: root).write([swiftFile("A.swift", "let a = 1")])
        XCTAssertTrue(report.isUpToDate, "the restored package is the one that was there")
        XCTAssertEqual(report.kept, ["Notes.md"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base.path), ["DesignSystem"])
        XCTAssertEqual(read(root.appendingPathComponent("Notes.md")), "mine\n")
    }

    func testAnUnwritableParentIsAClearError() throws {
        let base = try TestSupport.temporaryDirectory(self)
        let file = base.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(
            try OutputWriter(root: file.appendingPathComponent("DS")).write([swiftFile("A.swift", "")])
        ) {
            error in
            XCTAssertEqual(error as? GeneratorError, .outputNotADirectory(path: file.path))
        }
    }
}
