import Generator
import XCTest

@testable import Interchange
@testable import Tokens

/// A set without text styles, spacing or radii (Figma variables cannot express typography) takes the scale from
/// the document the options give (the profile's starter), and a role's mistake is reported once.
final class DTCGMissingScalesTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    /// The colors every dsys role needs, at the roles' own paths: the members of a DTCG file's root object.
    static let roleColors = """
        "action": {"$type": "color", "primary": {"$value": "#2563eb"}, "destructive": {"$value": "#dc2626"}},
         "surface": {"$type": "color", "default": {"$value": "#ffffff"}, "raised": {"$value": "#f9fafb"},
           "inset": {"$value": "#f3f4f6"}},
         "text": {"$type": "color", "primary": {"$value": "#111827"}, "secondary": {"$value": "#374151"},
           "muted": {"$value": "#6b7280"}, "inverse": {"$value": "#ffffff"}},
         "border": {"$type": "color", "default": {"$value": "#e5e7eb"}, "focus": {"$value": "#2563eb"}},
         "feedback": {"$type": "color", "success": {"$value": "#15803d"}, "error": {"$value": "#b91c1c"},
           "warning": {"$value": "#b45309"}, "info": {"$value": "#1d4ed8"}}
        """

    /// The role colors and a spacing scale: no text styles, no radii.
    private let colorsAndSpacing = """
        {\(roleColors),
         "spacing": {"$type": "dimension", "xs": {"$value": {"value": 2, "unit": "px"}},
           "sm": {"$value": {"value": 6, "unit": "px"}}, "md": {"$value": {"value": 10, "unit": "px"}},
           "lg": {"$value": {"value": 14, "unit": "px"}}}}
        """

    /// A profile's starter, reduced to what the import takes from it.
    static let starter = """
        {"format": 2, "name": "Starter", "tokens": {
          "typography": {"heading1": {"size": 30, "relative_to": "title"}, "heading2": {"size": 24, "relative_to": "title2"},
            "heading3": {"size": 20, "relative_to": "title3"}, "heading4": {"size": 18, "relative_to": "headline"},
            "body": {"size": 16, "relative_to": "body", "description": "Default text style."},
            "bodySmall": {"size": 14, "relative_to": "callout"}, "bodyLarge": {"size": 18, "relative_to": "body"},
            "label": {"size": 13, "relative_to": "caption2", "weight": "medium"}},
          "spacing": {"xs": 4, "sm": 8, "md": 16, "lg": 24},
          "radius": {"sm": 4, "md": 8, "lg": {"value": 12, "description": "Cards."}}}}
        """

    func testScalesTheFilesLackComeFromTheProfilesStarterAndTheOthersStayTheirs() throws {
        var options = DTCGImport.Options.dsys()
        options.defaultScales = Self.starter
        let result = try DTCGImport.run(files: [file("tokens.json", colorsAndSpacing)], options: options)
        XCTAssertEqual(result.defaultScales.map(\.category), ["typography", "radius"])
        XCTAssertEqual(result.defaultScales.map(\.count), [8, 3])
        // The document records the defaults like any other tokens, each marked as dsys's default (the starter's own
        // descriptions are about the starter); the spacing is the files'.
        XCTAssertTrue(
            result.documentText.contains(
                #""body": {"size": 16, "relative_to": "body", "description": "dsys's default: the token files have no "#
                    + #"text styles; edit it here"}"#),
            result.documentText)
        XCTAssertTrue(
            result.documentText.contains(
                #""lg": {"value": 12, "description": "dsys's default: the token files have no radii; edit it here"}"#),
            result.documentText)
        XCTAssertFalse(result.documentText.contains("Cards."), result.documentText)
        XCTAssertEqual(result.designSystem.radii.map(\.value), [4, 8, 12])
        XCTAssertEqual(result.designSystem.spacing.map(\.value), [2, 6, 10, 14])
        XCTAssertEqual(result.designSystem.typography.count, 8)
        // The roles are the defaults' own steps: present, not proposed.
        XCTAssertTrue(result.roles.contains(.init(role: "typography.body", token: "typography.body", source: .present)))
        XCTAssertTrue(result.roles.contains(.init(role: "radius.md", token: "radius.md", source: .present)))
    }

    func testWithoutDefaultsOrWhenARolesFileMapsTheScaleTheRolesAreErrors() throws {
        let missing = problems {
            try DTCGImport.run(files: [self.file("tokens.json", self.colorsAndSpacing)], options: .dsys())
        }
        XCTAssertEqual(missing.count, 11, "\(missing)")
        XCTAssertTrue(missing.contains("role typography.body / unknown-role"), "\(missing)")
        XCTAssertTrue(missing.contains("role radius.md / unknown-role"), "\(missing)")

        // A roles file that maps a text style means the files were to have them: no default scale for text styles,
        // and the wrong entry is reported at the roles file only, not again as a role nothing fills.
        var options = DTCGImport.Options.dsys()
        options.defaultScales = Self.starter
        let roles = file("roles.json", #"{"typography.body": "{type.body}"}"#)
        let found = problems {
            try DTCGImport.run(files: [self.file("tokens.json", self.colorsAndSpacing)], roles: roles, options: options)
        }
        XCTAssertEqual(found.filter { $0.contains("/typography.body ") }, ["roles.json /typography.body unknown-alias"])
        XCTAssertTrue(found.contains("role typography.heading1 / unknown-role"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("radius") }, "\(found)")
    }

    /// An update keeps the document's own steps of a scale the files lack (edited since the first import), not the
    /// starter's; a document of format 1 cannot be updated.
    func testAnUpdateKeepsTheDocumentsStepsOfAScaleTheFilesLack() throws {
        var options = DTCGImport.Options.dsys()
        options.defaultScales = Self.starter
        let tokens = file("tokens.json", colorsAndSpacing)
        let first = try DTCGImport.run(files: [tokens], options: options)
        let edited = first.documentText.replacingOccurrences(
            of: #""size": 16, "relative_to": "body", "description""#,
            with: #""size": 17, "relative_to": "body", "description""#)
        XCTAssertNotEqual(edited, first.documentText)
        let updated = try DTCGImport.run(
            files: [tokens], updating: file("design-system.json", edited), options: options)
        XCTAssertEqual(updated.documentText, edited)
        XCTAssertEqual(updated.keptScales.map(\.category), ["typography", "radius"])
        XCTAssertTrue(updated.defaultScales.isEmpty)

        let formatOne = edited.replacingOccurrences(of: #""format": 2"#, with: #""format": 1"#)
        XCTAssertEqual(
            problems {
                try DTCGImport.run(
                    files: [tokens], updating: self.file("design-system.json", formatOne), options: options)
            },
            ["design-system.json /format invalid-value"])
    }
}
