import Foundation
import TestSupport
import XCTest

@testable import Tokens

/// `import(export(document))` gives back the document: over the examples and over random (seeded) documents.
final class DTCGRoundTripTests: XCTestCase {
    static func roundTrip(_ bytes: [UInt8]) throws -> DTCGImportResult {
        let files = try DTCGExport.files(of: bytes, file: "document.json")
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0.name, Array($0.text.utf8)) })
        let resolverBytes = try XCTUnwrap(byName[DTCGExport.resolverFile])
        let plan = try DTCGResolverPlan.read(
            resolverBytes, file: DTCGExport.resolverFile, modifier: nil, light: "light", dark: "dark")
        let sources = plan.files.compactMap { name in byName[name].map { DTCGImport.SourceFile(name: name, bytes: $0) }
        }
        return try DTCGImport.run(
            files: sources, appearances: DTCGImport.Appearances(light: plan.light, dark: plan.dark),
            resolver: DTCGImport.SourceFile(name: DTCGExport.resolverFile, bytes: resolverBytes))
    }

    private func assertRoundTrip(
        _ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let original = try DesignSystemDocument.loadCanonical(bytes, file: name).canonicalText
        let result: DTCGImportResult
        do {
            result = try Self.roundTrip(bytes)
        } catch {
            XCTFail("\(name): \(error.localizedDescription)", file: file, line: line)
            return
        }
        if result.documentText != original {
            let a = original.split(separator: "\n")
            let b = result.documentText.split(separator: "\n")
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            XCTFail(
                "\(name) changed on line \(first + 1):\n  was: \(first < a.count ? a[first] : "<end>")\n  now: "
                    + "\(first < b.count ? b[first] : "<end>")", file: file, line: line)
        }
    }

    func testTheExamplesComeBackUnchanged() throws {
        for example in ["full", "minimal"] {
            let url = TestSupport.examples.appendingPathComponent("\(example)/design-system.json")
            try assertRoundTrip([UInt8](try Data(contentsOf: url)), example)
        }
    }
}
