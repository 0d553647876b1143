import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

/// The `apptheme` profile (seed 003): the shape of `AppTheme.swift`, its requirements, and its API impact.
final class AppThemeProfileTests: XCTestCase {
    private var starter: URL { TestSupport.examples.appendingPathComponent("profiles/apptheme/design-system.json") }

    private func appTheme(_ designSystem: DesignSystem) throws -> String {
        try XCTUnwrap(Generator.generate(designSystem, profile: .apptheme)[path: "AppTheme.swift"]).text
    }

    /// Every `public static let` of the file, by the enums around it: `AppTheme.Colors.textPrimary`.
    private func declarations(in source: String) -> [String] {
        var enclosing: [String?] = []
        var found: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            if code.hasPrefix("public static let ") {
                let name = code.dropFirst("public static let ".count).prefix { $0.isLetter || $0.isNumber }
                found.append((enclosing.compactMap { $0 } + [String(name)]).joined(separator: "."))
            }
            let opened = code.filter { $0 == "{" }.count
            let closed = code.filter { $0 == "}" }.count
            let enumName =
                code.hasPrefix("public enum ")
                ? String(code.dropFirst("public enum ".count).prefix { $0.isLetter }) : nil
            for index in 0..<opened { enclosing.append(index == 0 ? enumName : nil) }
            enclosing.removeLast(min(closed, enclosing.count))
        }
        return found
    }

    // MARK: - The shape of AppTheme

    func testEveryTokenIsAMemberOfTheNestedEnumOfItsGroupNeverOfAppThemeItself() throws {
        let designSystem = try loadDocument(starter)
        let source = try appTheme(designSystem)
        let declared = declarations(in: source)
        // Flattening a group (`AppTheme.textPrimary`, or `Colors` merged into `AppTheme`) changes these names.
        XCTAssertEqual(declared, Generator.publicSymbols(of: designSystem, profile: .apptheme).map(\.name))
        XCTAssertEqual(
            Set(declared.map { $0.split(separator: ".").dropLast().joined(separator: ".") }),
            ["AppTheme.Colors", "AppTheme.Fonts", "AppTheme.Spacing", "AppTheme.Style"])
        XCTAssertEqual(declared.filter { $0.hasPrefix("AppTheme.Colors.") }.count, designSystem.colors.count)
        XCTAssertEqual(declared.filter { $0.hasPrefix("AppTheme.Fonts.") }.count, designSystem.typography.count)
        XCTAssertEqual(declared.filter { $0.hasPrefix("AppTheme.Spacing.") }.count, designSystem.spacing.count)
        XCTAssertEqual(declared.filter { $0.hasPrefix("AppTheme.Style.") }.count, designSystem.radii.count)
        for name in [
            "AppTheme.Colors.textPrimary", "AppTheme.Colors.textSecondary", "AppTheme.Colors.textTertiary",
            "AppTheme.Colors.brandAccent", "AppTheme.Colors.paletteSlate50", "AppTheme.Fonts.title2",
            "AppTheme.Spacing.md", "AppTheme.Style.cornerRadiusLg",
        ] {
            XCTAssertTrue(declared.contains(name), name)
        }
        XCTAssertEqual(source.components(separatedBy: "public enum ").count - 1, 5, "AppTheme and its four groups")
    }

    func testADocumentWithDarkValuesGetsColorsThatFollowTheAppearance() throws {
        let designSystem = try loadDocument(starter)
        let source = try appTheme(designSystem)
        // Each color that differs between appearances is dynamic, with both values; the others are one color.
        let lines = source.split(separator: "\n")
        for token in designSystem.colors {
            let identifier = try XCTUnwrap(Naming.lowerCamelCase(token.path.components.joined(separator: ".")))
            let (light, dark) = (token.resolved.light.hex, token.resolved.dark.hex)
            let expected =
                light == dark ? "Color(hex: \"\(light)\")" : "Color(light: \"\(light)\", dark: \"\(dark)\")"
            let line = try XCTUnwrap(
                lines.first { $0.hasPrefix("        public static let \(identifier) ") }, identifier)
            XCTAssertTrue(line.hasSuffix("= \(expected)"), String(line))
        }
        XCTAssertTrue(
            source.contains("public static let textPrimary     = Color(light: \"#0F172A\", dark: \"#F8FAFC\")"))
        XCTAssertTrue(source.contains("public static let paletteWhite     = Color(hex: \"#FFFFFF\")"))
        // The initializer exists, for UIKit and for AppKit, each resolving the appearance it is given.
        XCTAssertTrue(source.contains("public init(light: String, dark: String) {"))
        XCTAssertTrue(source.contains("#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n"))
        XCTAssertTrue(source.contains("traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor"))
        XCTAssertTrue(
            source.contains(
                "appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark.nsColor : light.nsColor"))
    }

    func testASingleAppearanceDocumentGetsPlainColorsAndNoPlatformCode() throws {
        let source = try appTheme(try loadFixture("apptheme-minimal.json"))
        XCTAssertTrue(source.contains("public static let textSecondary = Color(hex: \"#3C3C43CC\")"))
        XCTAssertTrue(source.contains("public init(hex: String) {"))
        for absent in ["Color(light:", "init(light:", "UIKit", "AppKit", "UIColor", "NSColor"] {
            XCTAssertFalse(source.contains(absent), absent)
        }
    }

    func testFontsAreSystemTextStylesWithTheDocumentsDesignNeverFixedSizes() throws {
        let designSystem = try loadDocument(starter)
        let source = try appTheme(designSystem)
        let fonts = source.split(separator: "\n").filter { $0.contains("= Font.") }
        XCTAssertEqual(fonts.count, designSystem.typography.count)
        for line in fonts {
            // `.system(size:)` opts out of Dynamic Type: never, whatever the document's sizes.
            XCTAssertTrue(line.contains("= Font.system(."), String(line))
            XCTAssertFalse(line.contains("size:"), String(line))
        }
        XCTAssertTrue(
            source.contains("public static let largeTitle  = Font.system(.largeTitle, design: .rounded, weight: .bold)")
        )
        XCTAssertTrue(source.contains("public static let headline    = Font.system(.headline, design: .rounded)\n"))
        // A mono style without a design of its own is the monospaced system font; a custom family is not used.
        XCTAssertTrue(source.contains("public static let code        = Font.system(.body, design: .monospaced)"))
        var withCustomFonts = designSystem
        withCustomFonts.fontFamily = FontFamily(sans: "Inter", mono: "JetBrains Mono")
        XCTAssertEqual(try appTheme(withCustomFonts), source, "seed 003: system fonts only")
    }

    func testRolesMappedOntoTokensOfOtherNamesGetTheRolesSymbols() throws {
        let designSystem = try loadFixture("apptheme-mapped-roles.json")
        let source = try appTheme(designSystem)
        XCTAssertTrue(source.contains("public static let textTertiary  = textMuted\n"))
        XCTAssertTrue(source.contains("public static let md: CGFloat = base\n"))
        let symbols = Generator.publicSymbols(of: designSystem, profile: .apptheme)
        XCTAssertTrue(
            symbols.contains(PublicSymbol(name: "AppTheme.Colors.textPrimary", tokenKey: "color.content.strong")))
        XCTAssertTrue(symbols.contains(PublicSymbol(name: "AppTheme.Spacing.sm", tokenKey: "spacing.small")))
        XCTAssertTrue(
            symbols.contains(PublicSymbol(name: "AppTheme.Colors.contentStrong", tokenKey: "color.content.strong")))
    }

    func testThePackageIsForIOS16AndMacOS13WithNoResourcesAndListsItsSource() throws {
        let files = Generator.generate(try loadFixture("apptheme-minimal.json"), profile: .apptheme)
        XCTAssertEqual(files.map(\.path), ["AppTheme.swift", "Package.swift"])
        let manifest = try XCTUnwrap(files[path: "Package.swift"]).text
        XCTAssertTrue(manifest.contains("platforms: [.iOS(.v16), .macOS(.v13)]"))
        // Listed, so that a published version's CHANGELOG.md is no unhandled file in every build.
        XCTAssertTrue(
            manifest.contains("            sources: [\n                \"AppTheme.swift\",\n            ]\n        ),"))
        XCTAssertFalse(manifest.contains("resources"))
    }

    func testStringsFromTheDocumentCannotLeaveTheirComments() throws {
        var designSystem = try loadFixture("apptheme-minimal.json")
        designSystem.name = "Evil */ struct X {} \n import Foundation"
        designSystem.colors[0].metadata.description = "line one\n*/ let injected = 1\r\u{2028}done"
        designSystem.colors[0].metadata.deprecation = Deprecation(reason: "use \"x\" \\ \n now")
        let source = try appTheme(designSystem)
        XCTAssertTrue(source.contains("/// The design tokens of Evil */ struct X {}   import Foundation: every color"))
        XCTAssertTrue(source.contains("        /// line one\n        /// */ let injected = 1\n"))
        XCTAssertTrue(source.contains("@available(*, deprecated, message: \"use \\\"x\\\" \\\\ \\n now\")"))
        for line in source.split(separator: "\n") where line.contains("injected") || line.contains("struct X") {
            XCTAssertTrue(line.trimmingCharacters(in: .whitespaces).hasPrefix("///"), String(line))
        }
    }

    // MARK: - Requirements

    /// `contrast`: `.breaking` to check contrast as `validate` does.
    private func problems(_ json: String, contrast: AccessibilityPolicy? = nil) -> [String] {
        do {
            _ = try DesignSystemDocument.load(
                Array(json.utf8), file: "design-system.json",
                requirements: OutputProfile.requirements(contrast: contrast))
            XCTFail("the document is valid")
            return []
        } catch {
            guard case .invalidDocument(_, let diagnostics) = error else { return ["\(error)"] }
            return diagnostics.map { "\($0.pointer) \($0.code.rawValue): \($0.message)" }
        }
    }

    private func document(
        colors: String, spacing: String = ##"{ "sm": 8, "md": 16, "lg": 24 }"##, roles: String = "{}"
    )
        -> String
    {
        """
        { "format": 2, "name": "T", "profile": "apptheme",
          "tokens": { "color": \(colors), "spacing": \(spacing) }, "roles": { "apptheme": \(roles) } }
        """
    }

    private let textColors = ##"{ "text": { "primary": "#111111", "secondary": "#222222", "tertiary": "#333333" } }"##

    func testAMissingTextColorOrSpacingStandardIsNamedWithTheProfile() {
        XCTAssertEqual(
            problems(
                document(
                    colors: ##"{ "text": { "primary": "#111111", "secondary": "#222222" } }"##,
                    spacing: ##"{ "sm": 8, "lg": 24 }"##)),
            [
                "/tokens/color/text missing-role: missing color role textTertiary (color text.tertiary), used by "
                    + "AppTheme.Colors.textTertiary; add it, or map the role to a token in roles.dsys as \"text.muted\" "
                    + "(for every profile), or in roles.apptheme as \"textTertiary\" (for this one)",
                "/tokens/spacing missing-role: missing spacing \"md\", used by AppTheme.Spacing.md (the 16 pt standard "
                    + "padding); add it, or map the role to a token in roles.dsys as \"spacing.md\" (for every "
                    + "profile), or in roles.apptheme as \"spacing.md\" (for this one)",
            ])
    }

    /// The shared vocabulary fills a role the profile's own names leave empty: `text.muted` (or what `roles.dsys`
    /// maps it to) is the tertiary text, and a `roles.dsys` mapping of `spacing.md` is the standard padding.
    func testTheSharedVocabularyFillsWhatTheProfilesOwnNamesLeaveEmpty() throws {
        let shared = """
            { "format": 2, "name": "T", "profile": "apptheme",
              "tokens": { "color": { "text": { "primary": "#111111", "secondary": "#222222", "muted": "#333333",
                                               "faint": "#444444" } },
                          "spacing": { "sm": 8, "base": 16, "lg": 24 } },
              "roles": { "dsys": { "spacing.md": "{spacing.base}" } } }
            """
        let designSystem = try DesignSystemDocument.load(
            Array(shared.utf8), file: "design-system.json", requirements: OutputProfile.requirements())
        let assignment = OutputProfile.apptheme.assignment(in: designSystem)
        XCTAssertEqual(assignment["textTertiary"], TokenKey(.color, TokenPath(["text", "muted"])))
        XCTAssertEqual(assignment["spacing.md"], TokenKey(.spacing, TokenPath(["base"])))
        // The profile's own token comes first: a document valid before the shared vocabulary fills its roles as
        // before, though roles.dsys maps the shared role elsewhere.
        let own = shared.replacingOccurrences(of: ##""faint": "#444444""##, with: ##""tertiary": "#444444""##)
            .replacingOccurrences(
                of: ##""spacing.md": "{spacing.base}""##, with: ##""text.muted": "{color.text.tertiary}""##)
        XCTAssertEqual(problems(own).count, 1, "\(problems(own))")  // spacing.md is no longer mapped
    }

    func testTheDsysProfilesRolesAreNotRequired() throws {
        let designSystem = try DesignSystemDocument.load(
            Array(document(colors: textColors).utf8), file: "design-system.json",
            requirements: OutputProfile.requirements())
        XCTAssertEqual(OutputProfile.chosen(for: designSystem), .apptheme)
        XCTAssertFalse(
            problems(document(colors: textColors).replacingOccurrences(of: "\"apptheme\"", with: "\"dsys\"")).isEmpty)
    }

    // MARK: - Contrast: what seed 003's views draw

    /// The six pairs seed 003's views draw: `textPrimary`, `textSecondary`, `textTertiary` (as `.foregroundStyle`) on
    /// the screen's `background` and on cards' `surface`, each at AA. The starter names them `surface.background` and
    /// `surface.card`; its overlay, its deprecated placeholder color and the label on the accent are not drawn so.
    func testTheContrastPairsAreTheTextColorsOnTheBackgroundAndTheSurface() throws {
        let pairs = OutputProfile.apptheme.contrastPairs(of: try loadDocument(starter))
        let expected = ["surface.background", "surface.card"].flatMap { surface in
            ["text.primary", "text.secondary", "text.tertiary"].map { "\($0) on \(surface) AA" }
        }
        XCTAssertEqual(
            pairs.map { "\($0.foreground) on \($0.background) \($0.level.rawValue)" }.sorted(), expected.sorted())
        XCTAssertEqual(
            OutputProfile.apptheme.componentDrawings.map { "\($0.foreground) on \($0.background)" },
            [
                "textPrimary on background", "textSecondary on background", "textTertiary on background",
                "textPrimary on surface", "textSecondary on surface", "textTertiary on surface",
            ])
    }

    /// The surfaces are filled as the shared vocabulary's `surface.default` and `surface.raised` are (an imported
    /// document's), or mapped in `roles.apptheme`; a failing pair is refused with the roles it fills and what draws
    /// it, and a text color the views do not draw (`text.inverse`, on the accent) is not measured on the surfaces.
    func testTheSurfacesComeFromTheSharedVocabularyOrTheProfilesOwnMappingAndAFailingPairIsRefused() throws {
        let colors =
            ##"{ "text": { "primary": "#111111", "secondary": "#333333", "tertiary": "#555555", "inverse": "#FFFFFF" }, "##
            + ##""surface": { "default": "#FFFFFF", "raised": "#F5F5F5" }, "panel": { "night": "#1A1A1A" } }"##
        let shared = try DesignSystemDocument.load(
            Array(document(colors: colors).utf8), file: "design-system.json",
            requirements: OutputProfile.requirements(contrast: .breaking))
        let assignment = OutputProfile.apptheme.assignment(in: shared)
        XCTAssertEqual(assignment["background"], TokenKey(.color, TokenPath(["surface", "default"])))
        XCTAssertEqual(assignment["surface"], TokenKey(.color, TokenPath(["surface", "raised"])))
        XCTAssertEqual(ContrastAudit.of(shared, profile: .apptheme).failures.map(\.summary), [])
        XCTAssertEqual(OutputProfile.apptheme.contrastPairs(of: shared).count, 6)

        // Cards mapped onto a dark panel: the dark text is unreadable there, and said so with the roles.
        let mapped = document(colors: colors, roles: ##"{ "surface": "{color.panel.night}" }"##)
        let refused = problems(mapped, contrast: .breaking)
        XCTAssertEqual(refused.count, 3, "\(refused)")
        XCTAssertTrue(
            refused.contains(
                "/tokens/color/text/primary contrast: text.primary on panel.night (textPrimary on surface) is 1.08:1 in "
                    + "light, 1.08:1 in dark, below AA (4.5:1) for app views (text on cards) in the apptheme profile; "
                    + "change either color, waive the pair in \"contrast_waivers\" with a reason, or pass "
                    + "--accessibility-policy warn"), "\(refused)")
    }

    /// The surfaces are optional and give `AppTheme` no symbol: a document with neither validates as before, and one
    /// that maps them gets no `AppTheme.Colors.background` or `surface` (every color is there by its own name).
    func testTheSurfaceRolesAreOptionalAndGiveNoSymbol() throws {
        XCTAssertNoThrow(
            try DesignSystemDocument.load(
                Array(document(colors: textColors).utf8), file: "design-system.json",
                requirements: OutputProfile.requirements(contrast: .breaking)))
        let json = document(
            colors: ##"{ "text": { "primary": "#111111", "secondary": "#333333", "tertiary": "#555555" }, "##
                + ##""page": { "white": "#FFFFFF", "mist": "#F4F4F4" } }"##,
            roles: ##"{ "background": "{color.page.white}", "surface": "{color.page.mist}" }"##)
        let designSystem = try DesignSystemDocument.load(
            Array(json.utf8), file: "design-system.json", requirements: OutputProfile.requirements(contrast: .breaking))
        XCTAssertEqual(
            Set(OutputProfile.apptheme.contrastPairs(of: designSystem).map(\.background.description)),
            ["page.white", "page.mist"])
        let declared = declarations(in: try appTheme(designSystem)).filter { $0.hasPrefix("AppTheme.Colors.") }
        XCTAssertEqual(
            declared,
            [
                "AppTheme.Colors.textPrimary", "AppTheme.Colors.textSecondary", "AppTheme.Colors.textTertiary",
                "AppTheme.Colors.pageWhite", "AppTheme.Colors.pageMist",
            ])
    }

    func testAMappedRoleCannotTakeTheSymbolOfATokenOfItsName() {
        XCTAssertEqual(
            problems(
                document(
                    colors:
                        ##"{ "text": { "primary": "#111111", "secondary": "#222222", "tertiary": "#333333", "muted": "#444444" } }"##,
                    spacing: ##"{ "sm": 8, "md": 16, "lg": 24, "base": 16 }"##,
                    roles: ##"{ "textTertiary": "{color.text.muted}", "spacing.md": "{spacing.base}" }"##)),
            [
                "/roles/apptheme/textTertiary identifier-collision: the role textTertiary is mapped to "
                    + "{color.text.muted}, but color.text.tertiary already becomes AppTheme.Colors.textTertiary; rename "
                    + "one of them, or remove the mapping",
                "/roles/apptheme/spacing.md identifier-collision: the role spacing.md is mapped to {spacing.base}, but "
                    + "spacing.md already becomes AppTheme.Spacing.md; rename one of them, or remove the mapping",
            ])
    }

    func testColorsWhoseSwiftNamesCollideOrStartWithADigitAreRefused() {
        XCTAssertEqual(
            problems(
                document(
                    colors: ##"{ "text": { "primary": "#111111", "secondary": "#222222", "tertiary": "#333333" }, "##
                        + ##""brand": { "primary-hover": "#000000", "primaryHover": "#111111" }, "2x": { "blue": "#0000FF" } }"##
                )),
            [
                "/tokens/color/brand/primaryHover identifier-collision: brand.primaryHover and brand.primary-hover both "
                    + "become AppTheme.Colors.brandPrimaryHover in Swift; rename one of them",
                "/tokens/color/2x/blue invalid-identifier: 2x.blue becomes AppTheme.Colors.2xBlue, but a Swift "
                    + "identifier cannot start with a digit; rename its group (e.g. \"x2\" for \"2x\")",
            ])
    }

    func testRadiiWhoseStyleConstantsCollideAreRefused() {
        let json = document(colors: textColors).replacingOccurrences(
            of: "\"spacing\":", with: ##""radius": { "md": 8, "Md": 12 }, "spacing":"##)
        XCTAssertEqual(
            problems(json),
            [
                "/tokens/radius/Md identifier-collision: radius Md and md both become AppTheme.Style.cornerRadiusMd in "
                    + "Swift; rename one of them"
            ])
    }

    func testAnUnknownRoleOfTheProfileIsNamedWithTheClosestOne() {
        XCTAssertEqual(
            problems(document(colors: textColors, roles: ##"{ "textTeriary": "{color.text.primary}" }"##)),
            [
                "/roles/apptheme/textTeriary unknown-role: \"textTeriary\" is not a role of the apptheme profile; did "
                    + "you mean \"textTertiary\"?"
            ])
    }

    // MARK: - API impact

    func testRemovingAColorIsABreakingChangeOfItsAppThemeSymbol() throws {
        let old = try loadDocument(starter)
        var new = old
        new.colors.removeAll { $0.path == TokenPath(["brand", "onPrimary"]) }
        let impact = APIImpact.between(old, new, diff: SemanticDiff.between(old, new), profile: .apptheme)
        XCTAssertEqual(impact.profile, .apptheme)
        XCTAssertEqual(impact.removed, ["AppTheme.Colors.brandOnPrimary"])
        XCTAssertEqual(impact.added, [])
        XCTAssertTrue(impact.isBreaking)
    }

    func testARenamedColorComesWithItsAppThemeMigration() throws {
        let old = try loadDocument(starter)
        var new = old
        let index = try XCTUnwrap(new.colors.firstIndex { $0.path == TokenPath(["surface", "card"]) })
        new.colors[index].path = TokenPath(["surface", "panel"])
        let impact = APIImpact.between(old, new, diff: SemanticDiff.between(old, new), profile: .apptheme)
        XCTAssertEqual(impact.removed, ["AppTheme.Colors.surfaceCard"])
        XCTAssertEqual(impact.added, ["AppTheme.Colors.surfacePanel"])
        XCTAssertEqual(
            impact.migrations,
            [APIImpact.Migration(old: "AppTheme.Colors.surfaceCard", new: "AppTheme.Colors.surfacePanel")])
    }
}
