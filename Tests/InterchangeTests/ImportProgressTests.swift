import Foundation
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Interchange

/// What an import tells its progress reporter: the files parsed (of all), then each stage with the token count.
final class ImportProgressTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    private var tokenFiles: [(name: String, text: String)] {
        [
            ("primitives.json", DTCGImportTests.primitives(count: 300)),
            ("light.json", DTCGImportTests.semantic(offset: 0, extra: 100)),
            ("night.json", DTCGImportTests.semantic(offset: 100, extra: 50)),
            ("compact.json", #"{"space": {"md": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}}"#),
        ]
    }

    func testTheImportCountsTheFilesParsedThenNamesEachStage() throws {
        let plan = try DTCGResolverPlan.read(
            Array(DTCGImportTests.resolver.utf8), file: "tokens.resolver.json", modifier: nil, light: "day",
            dark: "night")
        let recorder = ProgressRecorder()
        var options = DTCGImport.Options.dsys(lightContext: "day", darkContext: "night")
        options.progress = recorder.reporter
        let result = try DTCGImport.run(
            files: tokenFiles.map { file($0.name, $0.text) },
            appearances: DTCGImport.Appearances(light: plan.light, dark: plan.dark),
            resolver: file("tokens.resolver.json", DTCGImportTests.resolver), options: options)
        // 300 ramp, 15 semantic and 100 extra colors, 7 dimensions and 8 text styles.
        XCTAssertEqual(result.importedTokenCount, 430)
        XCTAssertEqual(
            recorder.lines,
            [
                "Importing: parsing the files 0/5", "Importing: parsing the files 1/5",
                "Importing: parsing the files 2/5", "Importing: parsing the files 3/5",
                "Importing: parsing the files 4/5", "Importing: resolving the tokens",
                "Importing 430 tokens: reading their values", "Importing 430 tokens: filling the roles",
                "Importing 430 tokens: checking the document",
            ])
    }

    func testAnImportFromDiskAlsoReportsReadingTheFilesAndWritingTheDocument() throws {
        let folder = try TestSupport.temporaryDirectory(self)
        for (name, text) in tokenFiles + [("tokens.resolver.json", DTCGImportTests.resolver)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let output = folder.appendingPathComponent("design-system.json").path
        let recorder = ProgressRecorder()
        var options = DTCGImport.Options(lightContext: "day", darkContext: "night")
        options.progress = recorder.reporter
        _ = try DTCGFiles.importTokens(
            DTCGFiles.ImportRequest(
                tokenFiles: [], resolver: folder.appendingPathComponent("tokens.resolver.json").path, roles: nil,
                output: output, force: false, options: options))
        XCTAssertEqual(recorder.lines.first, "Importing: reading the resolver's files")
        XCTAssertEqual(recorder.lines.last, "Importing 430 tokens: writing \(output)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
    }

    func testTokenFilesAreCountedAsTheyAreRead() throws {
        let folder = try TestSupport.temporaryDirectory(self)
        var paths: [String] = []
        for (name, text) in tokenFiles.prefix(2) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            paths.append(folder.appendingPathComponent(name).path)
        }
        let recorder = ProgressRecorder()
        var options = DTCGImport.Options()
        options.progress = recorder.reporter
        // The roles may be questions or not: only the reading is looked at here.
        _ = try? DTCGFiles.importTokens(
            DTCGFiles.ImportRequest(
                tokenFiles: paths, resolver: nil, roles: nil,
                output: folder.appendingPathComponent("design-system.json").path, force: false, options: options))
        XCTAssertEqual(
            Array(recorder.lines.prefix(4)),
            [
                "Importing: reading the files 0/2", "Importing: reading the files 1/2",
                "Importing: parsing the files 0/2", "Importing: parsing the files 1/2",
            ])
    }
}
