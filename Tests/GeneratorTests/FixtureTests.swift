import Foundation
import Generator
import PackageOutput
import TestSupport
import Tokens
import XCTest

@testable import Tokens

/// Runs every fixture under `Tests/Fixtures/` through the Swift validator (as `dsysctl validate` does: the document's
/// own rules and its profile's, by default `dsys`) and through the
/// shipped JSON Schema (with Python's `jsonschema`), and fails when they disagree.
///
/// - `valid/`: both accept.
/// - `invalid/schema/`: both reject; dsys reports exactly the problems in the `.expect` file.
/// - `invalid/semantic/`: rules a JSON Schema cannot express (aliases, collisions, keywords,
///   duplicate keys): the schema accepts, dsys reports exactly the expected problems.
/// - `invalid/unparseable/`: not JSON or not UTF-8: neither can read it.
///
/// An `.expect` file lists one `POINTER CODE` line per expected problem.
final class FixtureTests: XCTestCase {
    private static let categories = ["valid", "invalid/schema", "invalid/semantic", "invalid/unparseable"]

    private func fixtures(_ category: String) throws -> [URL] {
        let folder = TestSupport.fixtures.appendingPathComponent(category)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func dsysResult(_ url: URL) throws -> [Diagnostic] {
        let bytes = try [UInt8](Data(contentsOf: url))
        do {
            _ = try DesignSystemDocument.load(
                bytes, file: url.lastPathComponent, requirements: OutputProfile.requirements())
            return []
        } catch {
            guard case .invalidDocument(_, let diagnostics) = error else { return [] }
            return diagnostics
        }
    }

    private func expectations(_ url: URL) throws -> [String] {
        let expect = url.deletingPathExtension().appendingPathExtension("expect")
        let text = try String(contentsOf: expect, encoding: .utf8)
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
    }

    /// What the JSON Schema says of each file, from `check-schema.py`.
    private struct SchemaVerdict: Decodable {
        var parseable: Bool
        var valid: Bool
        var errors: [SchemaError]
    }

    private struct SchemaError: Decodable {
        var pointer: String
        var message: String
    }

    private func schemaVerdicts(_ files: [URL]) throws -> [String: SchemaVerdict] {
        let python = URL(fileURLWithPath: "/usr/bin/env")
        let result = try TestSupport.run(
            python,
            [
                "python3", TestSupport.fixtures.appendingPathComponent("check-schema.py").path,
                TestSupport.packageRoot.appendingPathComponent("schema/design-system.schema.json").path,
            ]
                + files.map(\.path))
        XCTAssertEqual(result.status, 0, "check-schema.py failed: \(result.standardError)")
        let decoded = try JSONDecoder().decode([String: SchemaVerdict].self, from: Data(result.standardOutput.utf8))
        return decoded
    }

    func testEveryFixtureCategoryHasFixtures() throws {
        for category in Self.categories {
            XCTAssertFalse(try fixtures(category).isEmpty, "no fixtures in \(category)")
        }
    }

    func testValidFixturesAreAcceptedByBoth() throws {
        let files = try fixtures("valid")
        let verdicts = try schemaVerdicts(files)
        for file in files {
            let diagnostics = try dsysResult(file)
            XCTAssertEqual(diagnostics, [], "dsys rejects \(file.lastPathComponent)")
            let verdict = verdicts[file.path]
            XCTAssertEqual(
                verdict?.valid, true, "the schema rejects \(file.lastPathComponent): \(verdict?.errors ?? [])")
        }
    }

    func testSchemaLevelProblemsAreRejectedByBothWithTheExpectedDiagnostics() throws {
        let files = try fixtures("invalid/schema")
        let verdicts = try schemaVerdicts(files)
        for file in files {
            let name = file.lastPathComponent
            let found = try dsysResult(file).map { "\($0.pointer) \($0.code.rawValue)" }.sorted()
            XCTAssertEqual(found, try expectations(file), "dsys diagnostics of \(name)")
            let verdict = verdicts[file.path]
            XCTAssertEqual(verdict?.parseable, true, name)
            XCTAssertEqual(verdict?.valid, false, "the schema accepts \(name), which dsys rejects")
        }
    }

    func testSemanticProblemsPassTheSchemaButNotDsys() throws {
        let files = try fixtures("invalid/semantic")
        let verdicts = try schemaVerdicts(files)
        for file in files {
            let name = file.lastPathComponent
            let found = try dsysResult(file).map { "\($0.pointer) \($0.code.rawValue)" }.sorted()
            XCTAssertEqual(found, try expectations(file), "dsys diagnostics of \(name)")
            XCTAssertEqual(
                verdicts[file.path]?.valid, true,
                "the schema rejects \(name); move it to invalid/schema: \(verdicts[file.path]?.errors ?? [])")
        }
    }

    func testUnparseableFilesAreRejectedByBoth() throws {
        let files = try fixtures("invalid/unparseable")
        let verdicts = try schemaVerdicts(files)
        for file in files {
            let name = file.lastPathComponent
            let found = try dsysResult(file).map { "\($0.pointer) \($0.code.rawValue)" }.sorted()
            XCTAssertEqual(found, try expectations(file), "dsys diagnostics of \(name)")
            XCTAssertEqual(verdicts[file.path]?.parseable, false, "Python can read \(name)")
        }
    }

    func testExamplesAreValidForBoth() throws {
        let files = ["full", "minimal", "profiles/apptheme"].map {
            TestSupport.examples.appendingPathComponent($0).appendingPathComponent("design-system.json")
        }
        let verdicts = try schemaVerdicts(files)
        for file in files {
            XCTAssertEqual(try dsysResult(file), [])
            XCTAssertEqual(verdicts[file.path]?.valid, true, "\(verdicts[file.path]?.errors ?? [])")
        }
    }

    /// Format 1 documents stay valid for the schema, and so does what `dsysctl migrate` makes of them (format 2).
    func testFormat1DocumentsAndTheirMigrationsAreValidForBoth() throws {
        let folder = TestSupport.fixtures.appendingPathComponent("format-1")
        let originals = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        XCTAssertFalse(originals.isEmpty)
        let directory = try TestSupport.temporaryDirectory(self)
        var files = originals
        for original in originals {
            let bytes = try [UInt8](Data(contentsOf: original))
            let text = try XCTUnwrap(try DocumentMigration.upgrade(bytes, file: original.lastPathComponent))
            let migrated = directory.appendingPathComponent("migrated-" + original.lastPathComponent)
            try Data(text.utf8).write(to: migrated)
            files.append(migrated)
        }
        let verdicts = try schemaVerdicts(files)
        for file in files {
            XCTAssertEqual(try dsysResult(file), [], file.lastPathComponent)
            XCTAssertEqual(
                verdicts[file.path]?.valid, true, "\(file.lastPathComponent): \(verdicts[file.path]?.errors ?? [])")
        }
    }

    func testTheSchemaIsTheOneDsysctlInitWrites() throws {
        let schema = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("schema/design-system.schema.json"),
            encoding: .utf8)
        assertSame(EmbeddedResources.schema, schema, "the embedded schema")
    }

    func testEveryProfileHasTheStarterOfItsExamplesFolder() throws {
        XCTAssertEqual(
            Set(EmbeddedResources.starterDocuments.keys), Set(OutputProfile.allCases.map(\.rawValue)),
            "a starter per profile, and none for a profile that does not exist")
        for profile in OutputProfile.allCases {
            let folder = profile == .dsys ? "full" : "profiles/\(profile.rawValue)"
            let example = try String(
                contentsOf: TestSupport.examples.appendingPathComponent("\(folder)/design-system.json"),
                encoding: .utf8)
            let relative = profile == .dsys ? "../../schema" : "../../../schema"
            assertSame(
                ProjectInitializer.starter(for: profile),
                example.replacingOccurrences(
                    of: "\"$schema\": \"\(relative)/design-system.schema.json\"",
                    with: "\"$schema\": \"./design-system.schema.json\""),
                "the embedded starter document of \(profile.rawValue)")
        }
    }

    private func assertSame(_ embedded: String, _ source: String, _ what: String, line: UInt = #line) {
        guard embedded != source else { return }
        let embeddedLines = embedded.split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            zip(embeddedLines, sourceLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(embeddedLines.count, sourceLines.count)
        XCTFail(
            "\(what) differs from its source (first difference on line \(first + 1)); the EmbedResources plugin embeds it\n"
                + "embedded: \(first < embeddedLines.count ? String(embeddedLines[first]) : "<end>")\n"
                + "source:   \(first < sourceLines.count ? String(sourceLines[first]) : "<end>")",
            line: line)
    }
}

final class SchemaAgreementTests: XCTestCase {
    /// The schema spells the rule of the names Swift cannot take for a member as a regular expression; it must name
    /// the same words.
    func testSchemaAndValidatorRejectTheSameKeywords() throws {
        let data = try Data(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("schema/design-system.schema.json"))
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try XCTUnwrap(schema["$defs"] as? [String: Any])
        let identifierName = try XCTUnwrap(definitions["identifierName"] as? [String: Any])
        let rules = try XCTUnwrap(identifierName["allOf"] as? [[String: Any]])
        let pattern = try XCTUnwrap(
            rules.compactMap { ($0["not"] as? [String: Any])?["pattern"] as? String }.first)
        let open = try XCTUnwrap(pattern.range(of: "("))
        let close = try XCTUnwrap(pattern.range(of: ")"))
        let words = Set(pattern[open.upperBound..<close.lowerBound].split(separator: "|").map(String.init))
        XCTAssertEqual(words, Naming.unusableMembers)
    }
}
