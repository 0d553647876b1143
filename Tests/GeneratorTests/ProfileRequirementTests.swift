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
            document.problems(requirements: OutputProfile.requirements()).map(\.message),
            [##"missing shadow "md", used by DSCard and dsShadow(); add it, or map the role to a token in roles.dsys"##]
        )
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

    func testRolesMapOntoTokensOfOtherNamesAndTheComponentsUseThem() throws {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        // No heading1 and no action.primary of those names: the document maps the roles to its own tokens.
        document.typography = document.typography.replacingOccurrences(of: ##""heading1""##, with: ##""display""##)
        document.action = ##"{ "main": "#2563EB", "destructive": "#DC2626" }"##
        document.border = ##"{ "default": "#E5E7EB", "focus": "{action.main}" }"##
        document.roles =
            ##"{ "dsys": { "typography.heading1": "{typography.display}", "action.primary": "{color.action.main}" } }"##
        let designSystem = try document.load(requirements: OutputProfile.requirements())
        let files = Generator.generate(designSystem)
        let heading = try XCTUnwrap(files[path: "Components/DSHeading.swift"]).text
        XCTAssertTrue(heading.contains("case .h1: return .display"), heading)
        XCTAssertFalse(heading.contains(".heading1"))
        let button = try XCTUnwrap(files[path: "Components/DSButton.swift"]).text
        XCTAssertTrue(button.contains("dsActionMain"), button)
        XCTAssertFalse(button.contains("dsActionPrimary"))
        // The mapped tokens keep their own public names.
        let symbols = Generator.publicSymbols(of: designSystem).map(\.name)
        XCTAssertTrue(symbols.contains("DSFont.display()"))
        XCTAssertTrue(symbols.contains("Color.dsActionMain"))
    }

    func testMappingsMustNameRolesWithTokensOfTheirCategory() {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.roles = ##"{ "dsys": { "typography.heading": "{typography.body}", "spacing.md": "{radius.md}" } }"##
        let problems = document.problems(requirements: OutputProfile.requirements())
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue)" },
            ["/roles/dsys/typography.heading unknown-role", "/roles/dsys/spacing.md type-mismatch"])
        XCTAssertEqual(
            problems[0].message,
            "\"typography.heading\" is not a role of the dsys profile; did you mean \"typography.heading1\"?")
        XCTAssertEqual(
            problems[1].message, "the role spacing.md needs a spacing token, but {radius.md} is a radius token")
    }

    func testAProfileThisDsysDoesNotHaveIsNamedWithTheOnesItHas() {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.profile = ##""dsy""##
        document.roles = ##"{ "catalogue": { "brand": "{color.action.primary}" }, "web": {} }"##
        let problems = document.problems(requirements: OutputProfile.requirements())
        XCTAssertEqual(
            problems.map { "\($0.pointer) \($0.code.rawValue): \($0.message)" },
            [
                "/profile invalid-value: there is no output profile \"dsy\"; did you mean \"dsys\"?",
                "/roles/catalogue unknown-role: there is no output profile \"catalogue\"; did you mean \"catalog\"?",
                "/roles/web unknown-role: there is no output profile \"web\"; this dsys has \(OutputProfile.names)",
            ])
        XCTAssertEqual(OutputProfile.names, "dsys, theme, apptheme, catalog, tokens")
    }

    func testATokenThatFillsARoleCannotBeDeprecatedEvenWhenMapped() {
        var document = SampleDocument()
        document.format = "2"
        document.shadow = nil
        document.palette =
            ##"{ "blue": { "500": "#3B82F6", "700": "#1D4ED8" }, "white": "#FFFFFF", "ink": "#111827", "old": { "value": "#000000", "deprecated": "Use ink" } }"##
        document.roles = ##"{ "dsys": { "text.primary": "{color.palette.old}" } }"##
        let problems = document.problems(requirements: OutputProfile.requirements())
        XCTAssertEqual(problems.map(\.pointer.description), ["/tokens/color/palette/old/deprecated"])
        XCTAssertTrue(
            problems[0].message.hasPrefix(
                "this token is used by DSText, DSHeading, DSInput (the dsys profile's role text.primary)"))
    }

    // MARK: - The profile's color names (`ds` and the whole path; colorsets are folders)

    func testTwoTokensWithOneSwiftIdentifierAreBothNamed() {
        var document = SampleDocument()
        document.extraColorGroups = ##""brand": { "primary-hover": "#000000", "primaryHover": "#111111" }"##
        let problems = document.problems(requirements: OutputProfile.requirements())
        XCTAssertEqual(problems.map(\.code), [.identifierCollision])
        XCTAssertEqual(
            problems.first?.message,
            "brand.primaryHover and brand.primary-hover both become Color.dsBrandPrimaryHover in Swift; rename one of them"
        )
    }

    func testEveryLaterTokenOfAnIdentifierIsNamedWithTheFirst() {
        var document = SampleDocument()
        document.extraColorGroups =
            ##""brand": { "primary-hover": "#000000", "primaryHover": "#111111", "primary_hover": "#222222" }"##
        let problems = document.problems(requirements: OutputProfile.requirements())
        XCTAssertEqual(problems.map(\.code), [.identifierCollision, .identifierCollision])
        XCTAssertEqual(
            problems.map(\.message),
            ["brand.primaryHover", "brand.primary_hover"].map {
                "\($0) and brand.primary-hover both become Color.dsBrandPrimaryHover in Swift; rename one of them"
            })
    }

    func testColorNamesDifferingOnlyInCaseCollideBecauseMacOSFoldersWould() {
        var document = SampleDocument()
        document.extraColorGroups = ##""brand": { "primaryHover": "#000000", "primaryhover": "#111111" }"##
        let problems = document.problems(requirements: OutputProfile.requirements())
        XCTAssertEqual(problems.map(\.code), [.identifierCollision])
        XCTAssertTrue(problems.first?.message.contains("differ only in case") == true, problems.first?.message ?? "")
    }

    func testACollisionDoesNotHideTheTokenFromAliasesAndRoles() {
        var document = SampleDocument()
        document.action = ##"{ "primary": "#2563EB", "Primary": "#111111", "destructive": "#DC2626" }"##
        // border.focus aliases action.primary; both action tokens exist, one collides.
        XCTAssertEqual(
            document.problems(requirements: OutputProfile.requirements()).map { "\($0.pointer) \($0.code.rawValue)" },
            ["/tokens/color/action/Primary identifier-collision"])
    }
}
