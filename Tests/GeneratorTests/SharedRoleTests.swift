import TestSupport
import Tokens
import XCTest

@testable import Generator

/// The default profile reaches its tokens through ``SharedRole``: a misspelt role does not compile, and a role no
/// token fills is a validation error, never a made-up name.
final class SharedRoleTests: XCTestCase {
    /// The table of roles (their words, who uses them) is the enum's, case for case and in order.
    func testTheRoleTableHasExactlyTheEnumsRoles() {
        XCTAssertEqual(SharedRoles.all.map(\.name), SharedRole.allCases.map(\.rawValue))
        XCTAssertEqual(SharedVocabulary.roles.map(\.name), SharedRole.allCases.map(\.rawValue))
        XCTAssertEqual(OutputProfile.dsys.roles.map(\.name), SharedRole.allCases.map(\.rawValue))
    }

    func testTheTokenNameIsTheRolesWithinItsCategory() {
        XCTAssertEqual(SharedRole.spacingMd.tokenName, "md")
        XCTAssertEqual(SharedRole.typographyBodySmall.tokenName, "bodySmall")
        XCTAssertEqual(SharedRole.shadowSm.tokenName, "sm")
        XCTAssertEqual(SharedRole.textMuted.tokenName, "text.muted")
    }

    /// Every document that validates fills every role the components use: with shadows of its own or the profile's
    /// defaults, with `border.input` or without (the muted text stands in), with roles mapped to other tokens.
    func testEveryRoleIsFilledInEveryDocumentThatValidates() throws {
        // The sample has neither shadows (format 1's null) nor `border.input`; the fixtures map every role.
        let documents: [(String, DesignSystem)] = [
            ("full", try loadExample("full")), ("minimal", try loadExample("minimal")),
            ("sample", try SampleDocument().load(requirements: OutputProfile.requirements())),
            ("every role mapped", try loadFixture("format-2-every-role-mapped.json")),
            ("complete", try loadFixture("format-2-complete.json")),
        ]
        for (name, designSystem) in documents {
            let roles = OutputProfile.dsys.assignment(in: designSystem)
            let scale = try XCTUnwrap(
                ComponentScale(
                    designSystem, roles: roles, colorNames: DSysNaming.colorIdentifiers(designSystem.colors)),
                "\(name) leaves a role unfilled")
            if name == "sample" {
                XCTAssertEqual(scale.name(.shadowMd), "md", "the profile's default shadow")
                XCTAssertEqual(scale.name(.borderInput), "dsTextMuted", "the role's fallback")
            }
            if name == "complete" { XCTAssertEqual(scale.name(.actionPrimary), "dsBrandMain", "the mapped token") }
        }
    }

    /// A document that leaves a role unfilled does not validate, and makes no components; the diff still reads the
    /// symbols of its token files (a spacing step renamed away from the role's token, say).
    func testADocumentThatLeavesARoleUnfilledGetsNoComponentsButKeepsItsSymbols() throws {
        var designSystem = try loadExample("minimal")
        let index = try XCTUnwrap(designSystem.spacing.firstIndex { $0.name == "lg" })
        designSystem.spacing[index].name = "large"
        designSystem.spacing[index].identifier = "large"
        let problems = OutputProfile.requirements()(designSystem)
        XCTAssertTrue(
            problems.contains { $0.message.hasPrefix("missing spacing \"lg\"") }, "\(problems.map(\.message))")
        XCTAssertNil(
            ComponentScale(
                designSystem, roles: OutputProfile.dsys.assignment(in: designSystem),
                colorNames: DSysNaming.colorIdentifiers(designSystem.colors)))
        let files = Generator.generate(designSystem).map(\.path)
        XCTAssertFalse(files.contains { $0.hasPrefix("Components/") }, "\(files)")
        XCTAssertTrue(files.contains("Spacing+DesignSystem.swift"))
    }
}
