import Tokens

/// The enums of `AppTheme` whose members are token values.
enum AppThemeContainer: String, ValueContainer {
    case colors = "Colors"
    case fonts = "Fonts"
    case spacing = "Spacing"
    case style = "Style"

    var swiftName: String { "AppTheme.\(rawValue)" }
}

/// Seed 003's profile: one `AppTheme.swift` of nested enums for iOS and macOS, in a package of its own.
struct AppThemeProfile: Profile {
    var name: OutputProfile { .apptheme }
    var roles: [TokenRole] { AppThemeRoles.all }

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        AppThemeNaming.problems(in: designSystem, roles: roles)
    }

    /// `AppTheme.Colors.textPrimary`, `AppTheme.Fonts.body`, `AppTheme.Spacing.md`, `AppTheme.Style.md`.
    func valueExpression(of value: DeclaredValue<AppThemeContainer>, kind: TokenReference.Kind) -> String? {
        value.symbol
    }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        let theme = AppThemeFile.file(
            designSystem, roles: roles, colorNames: AppThemeNaming.colorIdentifiers(designSystem.colors))
        // The sources listed, so a published version's CHANGELOG.md is no unhandled file.
        let manifest = PackageManifestFile.file(
            module: moduleName(of: designSystem), sources: [theme.file.path], resources: [])
        return [ProfileFile(manifest), theme]
    }
}
