import Generator
import TestSupport
import XCTest

@testable import Interchange
@testable import Tokens

/// Role proposals read the meaning of token names: what a role is, its own words, and the intents and states that
/// count against a token; what the names cannot settle is asked, never guessed.
final class RoleProposalTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> DTCGImport.SourceFile {
        DTCGImport.SourceFile(name: name, bytes: Array(text.utf8))
    }

    private var releases: URL { TestSupport.fixtures.appendingPathComponent("dtcg-releases") }

    private func fixture(_ name: String) throws -> DTCGImport.SourceFile {
        let url = releases.appendingPathComponent(name)
        return DTCGImport.SourceFile(name: name, bytes: [UInt8](try Data(contentsOf: url)))
    }

    private func messages(_ body: () throws -> Void) -> [String] {
        do {
            try body()
            XCTFail("the import succeeded")
            return []
        } catch InterchangeError.invalidTokens(let diagnostics) {
            return diagnostics.map(\.description)
        } catch InterchangeError.rolesToAnswer(let questions) {
            return questions.map(\.description)
        } catch {
            XCTFail("\(error)")
            return []
        }
    }

    /// The roles a careful designer picks in a large flat set named like Adobe Spectrum's, where a proposer reading
    /// single words got 7 of 9 wrong (`border.focus` ← `negative-border-color-focus`, `text.primary` ←
    /// `accent-content-color-default`): states (`hover`, `down`, `key-focus`), other intents (`negative` on a
    /// border, `accent` on text) and siblings' words (`subdued`) count against.
    func testALargeSpectrumLikeSetGetsTheRolesADesignerWouldPick() throws {
        let result = try DTCGImport.run(
            files: [try fixture("release-1.tokens.json")], roles: try fixture("roles.json"), options: .dsys())
        let proposed = Dictionary(
            result.roles.filter { $0.source == .proposed }.map { ($0.role, $0.token ?? "") },
            uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(
            proposed,
            [
                "action.primary": "accent-background-color-default",
                "action.destructive": "negative-background-color-default",
                "surface.default": "background-base-color",
                "surface.raised": "background-layer-1-color",
                "text.primary": "neutral-content-color-default",
                "text.secondary": "neutral-subdued-content-color-default",
                "text.muted": "disabled-content-color",
                "border.focus": "focus-indicator-color",
                "feedback.success": "positive-visual-color",
                "feedback.error": "negative-visual-color",
                "feedback.warning": "notice-visual-color",
                "feedback.info": "informative-visual-color",
                // Flat text style names are proposed too.
                "typography.heading1": "heading-1",
                "typography.heading2": "heading-2",
                "typography.heading3": "heading-3",
                "typography.heading4": "heading-4",
                "typography.bodySmall": "body-small",
                "typography.bodyLarge": "body-large",
                "typography.label": "detail",
                "font_family.sans": "sans-serif-font-family",
                "font_family.mono": "code-font-family",
            ])
        XCTAssertTrue(result.roles.contains(.init(role: "typography.body", token: "typography.body", source: .present)))
    }

    /// Without the roles file, and without the profiles' defaults to compare steps with, the import asks exactly
    /// for what the names cannot say (a Spectrum-like set has no default border, and numbers its spacing and radii),
    /// naming each role's closest tokens with their places and how to answer. The inset surface and the text on the
    /// accent, which the names do not settle either, take their stand-ins (the raised surface, the page's color).
    func testWhatTheNamesCannotSayIsAskedWithTheClosestTokens() throws {
        let asked = messages {
            _ = try DTCGImport.run(files: [try fixture("release-1.tokens.json")], options: .dsys())
        }
        XCTAssertEqual(
            asked.map { String($0.prefix { $0 != ":" }) },
            [
                "role border.default", "role spacing.xs", "role spacing.sm", "role spacing.md", "role spacing.lg",
                "role radius.sm", "role radius.md", "role radius.lg",
            ])
        XCTAssertEqual(
            asked[3],
            "role spacing.md: no imported token's name says clearly that it is the role spacing.md; the closest are "
                + "{spacing-50} (release-1.tokens.json:1250:3), {spacing-75} (release-1.tokens.json:1257:3), "
                + "{spacing-100} (release-1.tokens.json:1264:3), {spacing-200} (release-1.tokens.json:1271:3); say "
                + "which in a roles file (--roles) as \"spacing.md\": \"{path.to.token}\"")
        var options = DTCGImport.Options.dsys()
        options.roleTables.answers = [
            ("border.default", "gray-300"), ("spacing.xs", "spacing-50"), ("spacing.sm", "spacing-100"),
            ("spacing.md", "spacing-200"), ("spacing.lg", "spacing-300"), ("radius.sm", "corner-radius-75"),
            ("radius.md", "corner-radius-100"), ("radius.lg", "corner-radius-200"),
        ]
        let answered = try DTCGImport.run(files: [try fixture("release-1.tokens.json")], options: options)
        XCTAssertTrue(
            answered.roles.contains(
                .init(
                    role: "surface.inset", token: "background-layer-1-color", source: .standIn,
                    note: "as surface.raised")), "\(answered.roles)")
        XCTAssertTrue(
            answered.roles.contains(
                .init(
                    role: "text.inverse", token: "background-base-color", source: .standIn, note: "as surface.default")),
            "\(answered.roles)")
        XCTAssertTrue(
            answered.roles.contains(.init(role: "spacing.md", token: "spacing-200", source: .answered)),
            "\(answered.roles)")
    }

    /// Two tokens whose names suit a role equally are a question, not the first one found.
    func testTiedCandidatesAreAQuestionNamingEach() {
        let tokens = """
            {
              "theme-a": {"text": {"$type": "color", "default": {"$value": "#111111"}}},
              "theme-b": {"text": {"$type": "color", "default": {"$value": "#222222"}}}
            }
            """
        let asked = messages { _ = try DTCGImport.run(files: [file("tokens.json", tokens)], options: .dsys()) }
        XCTAssertTrue(
            asked.contains(
                "role text.primary: 2 tokens suit the role text.primary equally well by their names: "
                    + "{theme-a.text.default} (tokens.json:2:42), {theme-b.text.default} (tokens.json:3:42); say "
                    + "which in a roles file (--roles) as \"text.primary\": \"{theme-a.text.default}\""), "\(asked)")
    }

    /// A role no token's name comes near has no place in any file: the problem is the role's, with no line, and
    /// says which words would have suggested a token.
    func testARoleNothingComesNearIsReportedWithoutAPlace() {
        let tokens = ##"{"palette": {"$type": "color", "blue": {"$value": "#0000ff"}}}"##
        let asked = messages { _ = try DTCGImport.run(files: [file("tokens.json", tokens)], options: .dsys()) }
        XCTAssertEqual(
            asked.first,
            "role action.primary: no imported color token could be chosen for the role action.primary by its name "
                + "(no name has a word like action, accent, brand, primary, default); say which in a roles file "
                + "(--roles) as \"action.primary\": \"{path.to.token}\"")
    }

    /// The theme profile's palette and scales are proposed by name as well (it proposed nothing before).
    func testTheThemeProfilesRolesAreProposedByName() throws {
        let tokens = """
            {
              "color": {"$type": "color",
                "background": {"default": {"$value": "#ffffff"}, "secondary": {"$value": "#f2f2f7"}},
                "surface": {"raised": {"$value": "#fafafa"}},
                "text": {"default": {"$value": "#111111"}, "secondary": {"$value": "#444444"},
                  "tertiary": {"$value": "#777777"}},
                "status": {"success": {"$value": "#15803d"}, "error": {"$value": "#b91c1c"},
                  "warning": {"$value": "#b45309"}, "neutral": {"$value": "#6b7280"}},
                "accent": {"default": {"$value": "#2563eb"}, "subtle": {"$value": "#dbeafe"}}},
              "type": {"$type": "typography",
                "title-1": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 28, "unit": "px"},
                  "fontWeight": 700, "lineHeight": 1.2, "letterSpacing": {"value": 0, "unit": "px"}}},
                "caption-2": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 11, "unit": "px"},
                  "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": {"value": 0, "unit": "px"}}}},
              "border-width": {"$type": "dimension", "hairline": {"$value": {"value": 0.5, "unit": "px"}}}
            }
            """
        var options = DTCGImport.Options.dsys()
        options.profile = OutputProfile.theme.rawValue
        options.roles = OutputProfile.theme.roles
        options.requirements = OutputProfile.requirements(override: .theme)
        let asked = messages { _ = try DTCGImport.run(files: [file("tokens.json", tokens)], options: options) }
        // Each palette color and the named steps are proposed: no question about them.
        for role in [
            "backgroundPrimary", "backgroundSecondary", "surfacePrimary", "textPrimary", "textSecondary",
            "textTertiary", "statusSuccess", "statusError", "statusWarning", "statusNeutral", "accent",
            "accentSubtle", "typography.title", "typography.caption2", "borderWidth.hairline",
        ] {
            XCTAssertFalse(asked.contains { $0.hasPrefix("role \(role):") }, "\(role): \(asked)")
        }
        // What the set lacks is still asked.
        XCTAssertTrue(asked.contains { $0.hasPrefix("role opacity.subtle:") }, "\(asked)")
    }
}
