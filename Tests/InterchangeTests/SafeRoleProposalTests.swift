import Foundation
import Generator
import PackageOutput
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// Role proposals that read well where every profile draws them, once for every profile: what the names propose is
/// measured against what it is drawn on; a stand-in, the nearest step or dsys's marked default fills what the names
/// leave; what nothing reads well as is asked, each candidate with the contrast it reaches.
final class SafeRoleProposalTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    /// The options `dsysctl import` gives: the profile's roles and starter, every other profile's roles, what each
    /// profile draws, and the shared vocabulary.
    private func options(
        _ profile: OutputProfile = .dsys, answers: [(role: String, token: String)] = []
    )
        -> DTCGImport.Options
    {
        var options = DTCGImport.Options(
            profile: profile.rawValue, roles: profile.roles, requirements: OutputProfile.requirements(override: profile)
        )
        options.namesProfile = profile != .default
        options.defaultScales = ProjectInitializer.starter(for: profile)
        options.roleTables = DTCGFiles.roleTables(for: profile, answers: answers)
        return options
    }

    private var bundle: [DTCGImport.SourceFile] {
        get throws {
            let folder = TestSupport.examples.appendingPathComponent("dtcg")
            return try ["tokens.json", "dark.json"].map {
                DTCGImport.SourceFile(name: $0, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))))
            }
        }
    }

    private var bundleAppearances: DTCGImport.Appearances {
        DTCGImport.Appearances(light: [.file("tokens.json")], dark: [.file("tokens.json"), .file("dark.json")])
    }

    private func questions(_ body: () throws -> Void) -> [RoleQuestion] {
        do {
            try body()
            XCTFail("the import succeeded")
        } catch InterchangeError.rolesToAnswer(let questions) {
            return questions
        } catch {
            XCTFail("\(error)")
        }
        return []
    }

    /// The bundled example: the background closest by name for the destructive button would carry its white label
    /// on white; the danger accent it reads on is proposed instead, and said so. Every profile's components' pairs
    /// read well in the document the import writes, and it validates for every profile.
    func testTheProposalsOfTheBundleReadWellInEveryProfile() throws {
        let result = try DTCGImport.run(files: try bundle, appearances: bundleAppearances, options: options())
        XCTAssertTrue(
            result.roles.contains(
                .init(
                    role: "action.destructive", token: "semantic.accent.danger", source: .proposed,
                    note: "{semantic.background.default} is closer by name but reads 1:1 under text.inverse (light), "
                        + "needs 4.5:1")), "\(result.roles)")
        for profile in OutputProfile.allCases {
            let designSystem = try DesignSystemDocument.load(
                Array(result.documentText.utf8), file: "design-system.json",
                requirements: OutputProfile.requirements(override: profile))
            XCTAssertEqual(
                ContrastAudit.of(designSystem, profile: profile).failures.map(\.summary), [], profile.rawValue)
        }
    }

    /// Tokens the names tie for, each reading well, are asked (each listed with how it reads); an answer (a roles
    /// file's, or `--role`'s) fills the role and the document records it.
    func testATieIsAskedWithTheContrastOfEachCandidateAndAnAnswerFillsIt() throws {
        let tokens = """
            {
              "theme-a": {"text": {"$type": "color", "default": {"$value": "#111111"}}},
              "theme-b": {"text": {"$type": "color", "default": {"$value": "#222222"}}}
            }
            """
        let asked = questions {
            _ = try DTCGImport.run(files: [file("tokens.json", tokens)], options: options())
        }
        let primary = try XCTUnwrap(asked.first { $0.role == "text.primary" }, "\(asked)")
        XCTAssertEqual(primary.kind, .tie)
        XCTAssertEqual(primary.candidates.map(\.token), ["theme-a.text.default", "theme-b.text.default"])
        XCTAssertEqual(primary.candidates.map(\.readsWell), [true, true])
        XCTAssertEqual(primary.suggestedAnswer, "theme-a.text.default")
        XCTAssertTrue(
            primary.description.hasPrefix(
                "role text.primary: 2 tokens suit the role text.primary equally well by their names: "
                    + "{theme-a.text.default} (tokens.json:2:42; "), primary.description)
        let answered = try DTCGImport.run(
            files: [file("tokens.json", tokens)],
            options: options(answers: [("text.primary", "{theme-b.text.default}")]))
        XCTAssertTrue(
            answered.roles.contains(.init(role: "text.primary", token: "theme-b.text.default", source: .answered)),
            "\(answered.roles)")
        XCTAssertTrue(answered.documentText.contains(#""{theme-b.text.default}""#), answered.documentText)
    }

    /// A question whose named tokens do not read well lists each with its worst pair.
    func testAContrastQuestionListsEachCandidatesWorstPair() {
        let question = RoleQuestion(
            role: "text.inverse", ownName: nil, kind: .contrast, type: "color",
            candidates: [
                .init(
                    token: "text.on-accent", place: "tokens.json:4:50",
                    contrast: "1.3:1 on action.primary (light), needs 4.5:1", readsWell: false)
            ], lost: nil, words: [], mayBeNull: false)
        XCTAssertEqual(
            question.description,
            "role text.inverse: no token named like the role text.inverse reads well where it is drawn (WCAG AA, "
                + "every appearance): {text.on-accent} (tokens.json:4:50; 1.3:1 on action.primary (light), needs "
                + "4.5:1); say which in a roles file (--roles) as \"text.inverse\": \"{path.to.token}\"")
        XCTAssertNil(question.suggestedAnswer)
    }

    /// One document serves every profile: the theme profile's own roles (its tint of the accent, its neutral
    /// status, its dimensions, border widths and opacities) are filled too, by stand-ins, the nearest steps or
    /// dsys's defaults, each default marked in the document as dsys's and never with the starter's own words.
    func testOneImportServesEveryProfileAndMarksDsysDefaults() throws {
        let result = try DTCGImport.run(files: try bundle, appearances: bundleAppearances, options: options())
        for profile in OutputProfile.allCases {
            XCTAssertNoThrow(
                try DesignSystemDocument.load(
                    Array(result.documentText.utf8), file: "design-system.json",
                    requirements: OutputProfile.requirements(override: profile)), profile.rawValue)
        }
        XCTAssertTrue(
            result.documentText.contains(
                #""subtle": {"type": "opacity", "value": 0.1, "description": "dsys's default: the token files have "#
                    + #"no opacity tokens; edit it here"}"#), result.documentText)
        // The theme starter's own descriptions ("Primary background.", "Cards and other elevated surfaces.") are
        // about the starter: none is copied.
        XCTAssertFalse(result.documentText.contains("Cards and other elevated surfaces."), result.documentText)
        let opacity = try XCTUnwrap(result.roles.first { $0.role == "opacity.subtle" })
        XCTAssertEqual(opacity.source, .dsysDefault)
        XCTAssertEqual(opacity.otherProfiles, ["theme"])
        XCTAssertTrue(
            result.roles.contains {
                $0.role == "statusNeutral" && $0.source == .standIn && $0.token == "semantic.text.muted"
            }, "\(result.roles)")
    }

    /// Steps the names do not settle take the step of the files' scale nearest the profile's default (a numbered
    /// spacing); a default the scale has no step near (a radius of 0, a pill) is added, marked.
    func testAScaleRoleTheNamesDoNotSettleTakesTheNearestStep() throws {
        let tokens = """
            {
              "spacing": {"$type": "dimension", "01": {"$value": {"value": 2, "unit": "px"}},
                "02": {"$value": {"value": 4, "unit": "px"}}, "03": {"$value": {"value": 8, "unit": "px"}},
                "05": {"$value": {"value": 16, "unit": "px"}}, "06": {"$value": {"value": 24, "unit": "px"}}},
              "radius": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}}
            }
            """
        let result = try DTCGImport.run(files: [file("tokens.json", tokens)], options: options())
        XCTAssertTrue(
            result.roles.contains(
                .init(role: "spacing.md", token: "spacing.05", source: .nearest, note: "dsys's default is 16")),
            "\(result.roles.filter { $0.role.hasPrefix("spacing") })")
        XCTAssertTrue(
            result.roles.contains {
                $0.role == "cornerRadius.full" && $0.source == .dsysDefault
                    && $0.note == "no step of the files' is near 9999"
            }, "\(result.roles)")
    }

    /// Files of one appearance have no dark mode: the roles' dark values are dsys's, marked, so that the components
    /// read in dark mode too; every pair of the profiles reads well in both appearances.
    func testFilesOfOneAppearanceTakeDsysDarkValuesForTheirRoles() throws {
        let source = TestSupport.fixtures.appendingPathComponent("dtcg-no-type/tokens.json")
        let result = try DTCGImport.run(
            files: [DTCGImport.SourceFile(name: "tokens.json", bytes: [UInt8](try Data(contentsOf: source)))],
            options: options())
        XCTAssertTrue(
            result.documentText.contains(
                ##""primary": {"light": "#2563eb", "dark": "#60A5FA", "description": "dark: dsys's default (the "##
                    + #"token files have no dark mode); edit it here"}"#), result.documentText)
        try assertEveryPairReads(result.documentText)
    }

    /// A scrim named like a card's color (`background.overlay.dark`, a translucent black) is not proposed for a
    /// surface translucent fills are painted over: the page's opaque colors are, and the feedback colors' tints read
    /// on them, and a role no token is named for (`feedback.info`, only an info background here) takes its stand-in
    /// rather than being asked.
    func testATranslucentScrimIsNotProposedForASurface() throws {
        let tokens = """
            {
              "color": {
                "$type": "color",
                "base": {"white": {"$value": "#FFFFFF"}, "grey": {"$value": "#212121"}, "green": {"$value": "#1B5E20"},
                  "blue": {"$value": "#039BE5"}},
                "background": {
                  "base": {"$value": "{color.base.white}"},
                  "info": {"$value": "{color.base.blue}"},
                  "error": {"$value": "#C62828"},
                  "overlay": {"dark": {"$value": "#00000044"}}
                },
                "font": {"base": {"$value": "{color.base.grey}"}, "inverse": {"$value": "{color.base.white}"},
                  "success": {"$value": "{color.base.green}"}},
                "brand": {"primary": {"$value": "#004D40"}}
              }
            }
            """
        let result = try DTCGImport.run(files: [file("tokens.json", tokens)], options: options())
        let raised = try XCTUnwrap(result.roles.first { $0.role == "surface.raised" }, "\(result.roles)")
        XCTAssertNotEqual(raised.token, "color.background.overlay.dark", "\(raised)")
        XCTAssertEqual(
            result.roles.first { $0.role == "feedback.success" }.map { [$0.token, $0.source.rawValue] },
            ["color.font.success", "proposed"], "\(result.roles)")
        XCTAssertEqual(
            result.roles.first { $0.role == "feedback.info" }.map { [$0.token, $0.source.rawValue] },
            ["color.brand.primary", "stand-in"], "\(result.roles)")
        try assertEveryPairReads(result.documentText)
    }

    /// Steps the names tie for (`primary.dark`, `primary.darker`) after the step closest by name reads badly (white on
    /// `primary.base`): the one nearest that step's color is proposed, and said so, not asked.
    func testATieAfterAnUnreadableClosestNameTakesTheStepNearestItsColor() throws {
        let tokens = """
            {
              "color": {
                "$type": "color",
                "background": {"base": {"$value": "#FFFFFF"}},
                "font": {"base": {"$value": "#212121"}, "inverse": {"base": {"$value": "#FFFFFF"}}},
                "brand": {"primary": {"base": {"$value": "#26A69A"}, "dark": {"$value": "#00796B"},
                  "darker": {"$value": "#004D40"}}}
              }
            }
            """
        let result = try DTCGImport.run(files: [file("tokens.json", tokens)], options: options())
        let action = try XCTUnwrap(result.roles.first { $0.role == "action.primary" }, "\(result.roles)")
        XCTAssertEqual(action.token, "color.brand.primary.dark", "\(action)")
        XCTAssertEqual(action.source, .proposed)
        XCTAssertTrue(
            action.note?.hasPrefix(
                "2 tie by name; the one nearest in color to {color.brand.primary.base}, which is closer by name but "
                    + "reads ") == true, "\(action)")
    }

    /// A color that means the role it fills (`text.text-primary`) moves to the role's path: one Swift name for one
    /// meaning; a step that says its scale again (`spacing.spacing-sm`) is named without it.
    func testNamesDoNotStutter() throws {
        let tokens = """
            {
              "text": {"$type": "color", "text-primary": {"$value": "#111111"}},
              "surface": {"$type": "color", "surface-default": {"$value": "#ffffff"}},
              "spacing": {"$type": "dimension", "spacing-sm": {"$value": {"value": 8, "unit": "px"}},
                "spacing-md": {"$value": {"value": 16, "unit": "px"}}}
            }
            """
        let result = try DTCGImport.run(files: [file("tokens.json", tokens)], options: options())
        XCTAssertEqual(
            result.movedToRoles.map { "\($0.from) → \($0.to)" },
            ["surface.surface-default → surface.default", "text.text-primary → text.primary"])
        let colors = result.designSystem.colors.map(\.path.description)
        XCTAssertTrue(colors.contains("text.primary"), "\(colors)")
        XCTAssertFalse(colors.contains("text.text-primary"), "\(colors)")
        // The set's steps, then the theme profile's smallest, which no step of the set's is near.
        XCTAssertEqual(result.designSystem.spacing.map(\.name), ["sm", "md", "xxs"])
        XCTAssertTrue(result.roles.contains(.init(role: "spacing.md", token: "spacing.md", source: .present)))
    }

    /// The roles file and `--role` take the chosen profile's own names and the shared vocabulary's (the `theme`
    /// profile's `textSecondary` is `text.secondary`); a name of neither is refused with the closest.
    func testAnswersTakeTheProfilesOwnNamesAndTheSharedOnes() throws {
        let both = try DTCGImport.run(
            files: try bundle, appearances: bundleAppearances,
            options: options(
                .theme, answers: [("textSecondary", "semantic.text.subtle"), ("text.muted", "semantic.text.muted")]))
        XCTAssertTrue(
            both.roles.contains {
                $0.role == "text.secondary" && $0.ownName == "textSecondary" && $0.source == .answered
            }, "\(both.roles)")
        XCTAssertTrue(both.roles.contains { $0.role == "text.muted" && $0.source == .answered }, "\(both.roles)")
        do {
            _ = try DTCGImport.run(
                files: try bundle, appearances: bundleAppearances,
                options: options(.theme, answers: [("textSecundary", "semantic.text.subtle")]))
            XCTFail("the import succeeded")
        } catch InterchangeError.invalidTokens(let diagnostics) {
            XCTAssertEqual(
                diagnostics.map(\.description),
                [
                    "--role textSecundary=semantic.text.subtle: \"textSecundary\" names no role the import fills for the "
                        + "theme profile; did you mean \"textSecondary\"?"
                ])
        }
    }

    /// Every pair every profile draws (apptheme's: the text colors its views put on its surfaces) reads at its level
    /// in `documentText`.
    private func assertEveryPairReads(_ documentText: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        for profile in OutputProfile.allCases {
            let designSystem = try DesignSystemDocument.load(
                Array(documentText.utf8), file: "design-system.json",
                requirements: OutputProfile.requirements(override: profile))
            XCTAssertEqual(
                ContrastAudit.of(designSystem, profile: profile).failures.map(\.summary), [], profile.rawValue,
                file: file, line: line)
        }
    }
}
