import TestSupport
import Tokens
import XCTest

@testable import Generator

/// Every profile reaches its tokens through a type of roles (``ProfileRole``): a misspelt role does not compile, the
/// table of roles the checks and the import read is the type's, case for case, and a role no token fills is a
/// validation error before generation, never a made-up name.
final class ProfileRoleTests: XCTestCase {
    func testEachProfilesRoleTableHasExactlyItsTypesRoles() {
        XCTAssertEqual(OutputProfile.dsys.roles.map(\.name), SharedRole.allCases.map(\.rawValue))
        XCTAssertEqual(OutputProfile.catalog.roles.map(\.name), CatalogRole.allCases.map(\.rawValue))
        XCTAssertEqual(OutputProfile.tokens.roles.map(\.name), TokensRole.allCases.map(\.rawValue))
        XCTAssertEqual(OutputProfile.theme.roles.map(\.name), ThemeRole.allCases.map(\.rawValue))
        XCTAssertEqual(OutputProfile.apptheme.roles.map(\.name), AppThemeRole.allCases.map(\.rawValue))
    }

    /// A role of another profile that means a shared role's meaning names that role of the shared vocabulary.
    func testEverySharedRoleNamedIsOneOfTheSharedVocabulary() {
        let vocabulary = Set(SharedRole.allCases.map(\.rawValue))
        for profile in OutputProfile.allCases {
            for role in profile.roles {
                guard let shared = role.shared else { continue }
                XCTAssertTrue(vocabulary.contains(shared), "\(profile.rawValue)'s \(role.name) is \(shared)")
            }
        }
        // Every tokens role but the border widths is the shared role of its own name.
        for role in TokensRole.allCases where role != .borderWidthDefault && role != .borderWidthFocus {
            XCTAssertEqual(TokensRoles.all.first { $0.name == role.rawValue }?.shared, role.rawValue)
        }
    }

    /// The kit's table of what components draw (`ComponentContrast`) knows no profile's types, so it names roles by
    /// their names: each is one of its profile's roles (a text style may be no role: apptheme's `AppTheme.Fonts`).
    func testEveryRoleTheContrastTableNamesIsARoleOfItsProfile() {
        for profile in OutputProfile.allCases {
            let roles = Set(profile.roles.map(\.name))
            for drawing in profile.componentDrawings {
                for role in [drawing.foreground, drawing.background] + drawing.backdrops {
                    XCTAssertTrue(roles.contains(role), "\(profile.rawValue): \(role) (\(drawing.drawnBy))")
                }
                for style in drawing.textStyles where profile != .apptheme {
                    XCTAssertTrue(roles.contains(style), "\(profile.rawValue): \(style) (\(drawing.drawnBy))")
                }
            }
        }
    }

    func testAThemeRolesMemberIsWhatFollowsItsContractsName() {
        XCTAssertEqual(ThemeRole.spacingMd.member, "md")
        XCTAssertEqual(ThemeRole.opacityAlmostOpaque.member, "almostOpaque")
        XCTAssertEqual(ThemeRole.accentSubtle.member, "accentSubtle")
        XCTAssertEqual(ThemeRoles.shadow.roles.map { $0.token }, ["sm", "md", "lg"])
        XCTAssertEqual(ThemeRoles.shadow.contract, "ShadowToken")
    }

    // MARK: - A missing role is a validation error

    func testEveryRequiredCatalogRoleMissingIsAValidationErrorAndNoComponentIsMade() throws {
        try assertEachMissingRoleFailsValidation(CatalogRole.self, .catalog, example: "profiles/catalog") { document in
            let colors = CatalogNaming.namedColors(document.colors, names: CatalogNaming.names(document.colors))
            XCTAssertNil(
                CatalogScale(
                    document, roles: OutputProfile.catalog.implementation.assignment(in: document), colors: colors))
            let files = Generator.generate(document, profile: .catalog).map(\.path)
            XCTAssertFalse(files.contains("Components/DSButton.swift"), "\(files)")
            XCTAssertTrue(files.contains("Tokens/DSSpacing.swift"), "the token files' symbols stay for the diff")
        }
    }

    func testEveryRequiredTokensRoleMissingIsAValidationErrorAndNoStyleIsMade() throws {
        try assertEachMissingRoleFailsValidation(TokensRole.self, .tokens, example: "profiles/tokens") { document in
            XCTAssertNil(
                TokensScale(
                    TokensContext(document, roles: OutputProfile.tokens.implementation.assignment(in: document))))
            let files = Generator.generate(document, profile: .tokens).map(\.path)
            XCTAssertFalse(files.contains("Components/ButtonStyles.swift"), "\(files)")
        }
    }

    func testEveryRequiredThemeRoleMissingIsAValidationError() throws {
        try assertEachMissingRoleFailsValidation(ThemeRole.self, .theme, example: "profiles/theme") { _ in }
    }

    func testEveryRequiredAppThemeRoleMissingIsAValidationError() throws {
        try assertEachMissingRoleFailsValidation(AppThemeRole.self, .apptheme, example: "profiles/apptheme") { _ in }
    }

    func testEveryRequiredDefaultRoleMissingIsAValidationError() throws {
        try assertEachMissingRoleFailsValidation(SharedRole.self, .dsys, example: "full") { document in
            XCTAssertNil(
                ComponentScale(
                    document, roles: OutputProfile.dsys.implementation.assignment(in: document),
                    colorNames: DSysNaming.colorIdentifiers(document.colors)))
        }
    }

    /// For each role of `Role` the profile's starter fills and requires, the starter without the token that fills
    /// it: validation names the role's token, what uses it and how to fill it, and `noComponents` holds of it.
    private func assertEachMissingRoleFailsValidation<Role: ProfileRole>(
        _: Role.Type, _ profile: OutputProfile, example: String, noComponents: (DesignSystem) throws -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let starter = try loadExample(example)
        XCTAssertEqual(OutputProfile.requirements(override: profile)(starter), [], "the starter is valid")
        var checked = 0
        for role in Role.allCases {
            let definition = try XCTUnwrap(profile.roles.first { $0.name == role.rawValue }, file: file, line: line)
            guard definition.isRequired(in: starter) else { continue }
            // Without the document's mappings of the role (its own, or the shared vocabulary's it is), and without
            // every token that would fill it then.
            var document = starter
            document.roleMappings = document.roleMappings.map { mappings in
                var mappings = mappings
                mappings.mappings.removeAll {
                    (mappings.profile == profile.rawValue && $0.role == role.rawValue)
                        || (mappings.profile == OutputProfile.default.rawValue && $0.role == definition.shared)
                }
                return mappings
            }
            while let key = profile.implementation.assignment(in: document)[role], document.has(key) {
                document = document.removing(key)
            }
            XCTAssertNil(profile.implementation.assignment(in: document)[role], role.rawValue, file: file, line: line)
            // The token may fill another role too: this one's problem is among them.
            let problems = OutputProfile.requirements(override: profile)(document).filter { $0.code == .missingRole }
            XCTAssertTrue(
                problems.contains {
                    $0.missingToken == definition.defaultToken && $0.message.contains("used by \(definition.usedBy)")
                        && $0.message.contains("add it, or map the role to a token")
                },
                "\(profile.rawValue) without \(role.rawValue)'s token: \(problems.map(\.message))", file: file,
                line: line)
            try noComponents(document)
            checked += 1
        }
        let required = profile.roles.filter { $0.isRequired(in: starter) }.count
        XCTAssertEqual(checked, required, "every required role", file: file, line: line)
        XCTAssertGreaterThan(required, Role.allCases.count / 2, "most roles are required", file: file, line: line)
    }
}

extension DesignSystem {
    fileprivate func has(_ key: TokenKey) -> Bool { !metadata(of: [key]).isEmpty }

    /// The document without the token `key` (aliases to it keep the values they resolved to).
    fileprivate func removing(_ key: TokenKey) -> DesignSystem {
        var document = self
        let name = key.path.description
        switch key.category {
        case .color: document.colors.removeAll { $0.path == key.path }
        case .typography: document.typography.removeAll { $0.name == name }
        case .spacing: document.spacing.removeAll { $0.name == name }
        case .radius: document.radii.removeAll { $0.name == name }
        case .shadow: document.shadows?.removeAll { $0.name == name }
        case .other: document.otherTokens.removeAll { $0.path == key.path }
        }
        return document
    }
}
