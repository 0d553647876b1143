import Generator
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// An import that updates a document keeps what the document recorded for the roles, in the form it recorded it.
final class DTCGUpdateTests: XCTestCase {
    private func fixture(_ name: String) throws -> DTCGImport.SourceFile {
        let url = TestSupport.fixtures.appendingPathComponent("dtcg-releases").appendingPathComponent(name)
        return DTCGImport.SourceFile(name: name, bytes: [UInt8](try Data(contentsOf: url)))
    }

    /// A color role the team mapped in the document's roles (rather than the import's alias at the role's path) stays
    /// mapped, to the same token, and no alias appears.
    func testAColorRoleTheDocumentMapsStaysMapped() throws {
        let first = try DTCGImport.run(
            files: [try fixture("release-1.tokens.json")], roles: try fixture("roles.json"), options: .dsys())
        let alias = #""primary": "{accent.background-color-default}", "#
        let mapping = #""dsys": {"#
        XCTAssertTrue(first.documentText.contains(alias), first.documentText)
        XCTAssertTrue(first.documentText.contains(mapping), first.documentText)
        let mapped = first.documentText.replacingOccurrences(of: alias, with: "").replacingOccurrences(
            of: mapping, with: mapping + #""action.primary": "{color.accent.content-color-default}", "#)

        let updated = try DTCGImport.run(
            files: [try fixture("release-1.tokens.json")],
            updating: DTCGImport.SourceFile(name: "design-system.json", bytes: Array(mapped.utf8)), options: .dsys())
        XCTAssertTrue(
            updated.roles.contains(
                .init(role: "action.primary", token: "accent-content-color-default", source: .recorded)))
        XCTAssertEqual(
            try DesignSystemDocument.loadCanonical(Array(updated.documentText.utf8), file: "updated").canonicalText,
            try DesignSystemDocument.loadCanonical(Array(mapped.utf8), file: "mapped").canonicalText)
    }
}
