import XCTest

@testable import Interchange

/// Token files in JSON5 (https://spec.json5.org), read by the import with the document's parser
/// (`JSON5ParserTests`): where a syntax error is, and when a file is read as JSON5.
final class JSON5ImportTests: XCTestCase {
    func testAJSON5SyntaxErrorIsReportedAtItsLineAndColumn() {
        XCTAssertThrowsError(
            try DTCGImport.run(files: [
                DTCGImport.SourceFile(name: "tokens.json5", bytes: Array("{\n  // gap\n  gap: {$value: 4,, },\n}".utf8))
            ])
        ) { error in
            guard case .invalidTokens(let diagnostics) = error as? InterchangeError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                diagnostics.map(\.description),
                ["tokens.json5:3:19: /: expected a member name (quoted, or a bare identifier), found ','"])
        }
    }

    func testAFileOnlyJSON5ReadsIsReadSoUnlessStrictAndAValueThatCannotBeInfiniteIsRefused() {
        let text = "{\n  // spacing\n  gap: {$type: 'dimension', $value: {value: Infinity, unit: 'px'}},\n}\n"
        var options = DTCGImport.Options()
        XCTAssertThrowsError(
            try DTCGImport.run(
                files: [DTCGImport.SourceFile(name: "tokens.json", bytes: Array(text.utf8))], options: options)
        ) { error in
            guard case .invalidTokens(let diagnostics) = error as? InterchangeError else { return XCTFail("\(error)") }
            XCTAssertTrue(
                diagnostics.first?.description.hasPrefix("tokens.json:3:45: /gap/$value/value:") == true,
                "\(diagnostics)")
        }
        options.strict = true
        XCTAssertThrowsError(
            try DTCGImport.run(
                files: [DTCGImport.SourceFile(name: "tokens.json5", bytes: Array(text.utf8))], options: options)
        ) { error in
            guard case .invalidTokens(let diagnostics) = error as? InterchangeError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                diagnostics.map(\.description),
                [
                    "tokens.json5:2:3: /: JSON does not allow comments; this file is JSON5, and --strict reads JSON only "
                        + "(DTCG files are JSON)"
                ])
        }
    }
}
