import Generator
import TestSupport
import Tokens
import XCTest

/// What the default profile needs of a document: its roles, checked in the same run as the document's own rules.
final class ProfileRequirementTests: XCTestCase {
    func testMissingRolesAreAllListed() {
        var document = SampleDocument()
        document.action = ##"{ "secondary": "#000000" }"##
        document.feedback = ##"{ "info": "#2563EB" }"##
        var problems = document.problems(requirements: OutputProfile.requirements())
        // border.focus aliases the missing action.primary: reported where the alias is written.
        XCTAssertEqual(
            problems.filter { $0.code == .unknownAlias }.map(\.pointer.description), ["/tokens/color/border/focus"])
        problems.removeAll { $0.code == .unknownAlias }
        XCTAssertEqual(problems.map(\.code), Array(repeating: .missingRole, count: 5))
        XCTAssertEqual(
            problems.map(\.message).sorted(),
            [
                "missing color role action.destructive, used by DSButton; add it, or map the role to a token in roles.dsys",
                "missing color role action.primary, used by DSButton; add it, or map the role to a token in roles.dsys",
                "missing color role feedback.error, used by DSInput, DSBadge; add it, or map the role to a token in roles.dsys",
                "missing color role feedback.success, used by DSBadge; add it, or map the role to a token in roles.dsys",
                "missing color role feedback.warning, used by DSBadge; add it, or map the role to a token in roles.dsys",
            ])
        XCTAssertEqual(Set(problems.map(\.pointer.description)), ["/tokens/color/action", "/tokens/color/feedback"])
    }


    func testAMissingRoleIsReportedWhereItsGroupIs() {
        var document = SampleDocument()
        document.feedback = ##"{ "success": "#16A34A", "warning": "#D97706", "info": "#2563EB" }"##
        let problem = document.problems(requirements: OutputProfile.requirements()).first
        XCTAssertEqual(problem?.pointer.description, "/tokens/color/feedback")
        XCTAssertEqual(problem?.line, 11, "the line of the feedback group, not of tokens.color")
        XCTAssertEqual(problem?.column, 19)
    }


    func testShadowsNeedSmAndMdAndResolveAliasedColors() throws {
        var document = SampleDocument()
        document.shadow =
            ##"[{ "name": "sm", "color": "{text.primary}", "opacity": 0.2, "radius": 2, "x": 0, "y": 1 }]"##
        XCTAssertEqual(
            document.problems(requirements: OutputProfile.requirements()).map(\.message), [##"missing shadow "md", used by DSCard and dsShadow(); add it, or map the role to a token in roles.dsys"##])
        document.shadow =
            ##"[{ "name": "sm", "color": "{text.primary}", "opacity": 0.2, "radius": 2, "x": 0, "y": 1 }, { "name": "md", "color": "#00000080", "opacity": 1, "radius": 6, "x": 0, "y": 4 }]"##
        let shadows = try XCTUnwrap(try document.load(requirements: OutputProfile.requirements()).shadows)
        XCTAssertEqual(shadows.first?.layers.first?.resolvedColor.dark.hex, "#FFFFFF")
        XCTAssertEqual(shadows.last?.layers.first?.resolvedColor.light.hex, "#00000080")
    }

    func testShadowRolesMayBeDeprecatedAsFormat1Allowed() throws {
        // DSShadowSize documents a deprecation instead of marking the case, so the package does not warn itself.
        var document = SampleDocument()
        document.shadow = ##"""
            [{ "name": "sm", "color": "#000000", "opacity": 0.1, "radius": 1, "x": 0, "y": 1, "deprecated": "Use md." },
             { "name": "md", "color": "#000000", "opacity": 0.1, "radius": 6, "x": 0, "y": 4, "deprecated": true }]
            """##
        XCTAssertEqual(try document.load(requirements: OutputProfile.requirements()).shadows?.count, 2)
    }

    func testARoleMappedToAMissingTokenIsNotAlsoMissing() {
        let text = ##"""
            { "format": 2, "name": "Roles", "tokens": { "color": { "action": { "destructive": "#DC2626" } } },
              "roles": { "dsys": { "action.primary": "{color.brand.main}" } } }
            """##
        do {
            _ = try DesignSystemDocument.load(
                Array(text.utf8), file: "design-system.json", requirements: OutputProfile.requirements())
            XCTFail("the document is valid")
        } catch {
            guard case .invalidDocument(_, let diagnostics) = error else { return XCTFail("\(error)") }
            let concerned = diagnostics.filter {
                $0.pointer.description.hasPrefix("/roles") || $0.pointer.description == "/tokens/color/action"
            }
            XCTAssertEqual(
                concerned.map { "\($0.pointer) \($0.code.rawValue)" }, ["/roles/dsys/action.primary unknown-alias"])
        }
    }
}
