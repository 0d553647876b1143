import Generator
import XCTest

@testable import Interchange
@testable import Tokens

/// A DTCG shadow that fills one of the profile's shadow roles: at the path the role's shadow exports to, it moves to
/// the role (so that an export does not write two tokens at `shadow.sm`); otherwise it is copied, layers and all.
/// (The shadow roles come as a pair: `sm` and `md`.)
final class DTCGShadowRoleTests: XCTestCase {
    private func tokens(_ shadows: String) -> [DTCGImport.SourceFile] {
        let colors = """
            {\(DTCGMissingScalesTests.roleColors),
             "shadow": {"$type": "shadow", \(shadows)}}
            """
        return [DTCGImport.SourceFile(name: "tokens.json", bytes: Array(colors.utf8))]
    }

    /// The dsys profile's options, the scales the files lack taken from a starter.
    private var options: DTCGImport.Options {
        var options = DTCGImport.Options.dsys()
        options.defaultScales = DTCGMissingScalesTests.starter
        return options
    }

    private static let small = """
        "sm": {"$description": "Cards.", "$value": [
          {"color": "#0000000d", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
           "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
          {"color": "#0000001a", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
           "blur": {"value": 4, "unit": "px"}, "spread": {"value": 1, "unit": "px"}, "inset": true}]},
        "md": {"$value": {"color": "#0000001a", "offsetX": {"value": 0, "unit": "px"},
          "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 6, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}
        """

    func testAShadowAtItsRolesPathMovesThereWithEveryLayer() throws {
        let result = try DTCGImport.run(files: tokens(Self.small), options: options)
        let shadow = try XCTUnwrap(result.designSystem.shadows?.first { $0.name == "sm" })
        XCTAssertEqual(shadow.layers.count, 2)
        XCTAssertEqual(shadow.metadata.description, "Cards.")
        XCTAssertFalse(result.designSystem.otherTokens.contains { $0.path.description == "shadow.sm" })
        // Exporting it writes one token at shadow.sm.
        XCTAssertNoThrow(try DTCGExport.files(of: Array(result.documentText.utf8), file: "design-system.json"))
    }

    func testAShadowAnotherShadowRefersToStaysAndIsCopied() throws {
        let lifted = #""lifted": {"$value": "{shadow.sm}"}"#
        let result = try DTCGImport.run(files: tokens(Self.small + ", " + lifted), options: options)
        XCTAssertNotNil(result.designSystem.shadows?.first { $0.name == "sm" })
        XCTAssertTrue(result.designSystem.otherTokens.contains { $0.path.description == "shadow.sm" })
        XCTAssertTrue(result.designSystem.otherTokens.contains { $0.path.description == "shadow.lifted" })
    }
}
