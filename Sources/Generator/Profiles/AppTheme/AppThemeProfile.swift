import Tokens

/// Seed 003's profile: one `AppTheme.swift` of nested enums for iOS and macOS, in a package of its own.
struct AppThemeProfile: Profile {
    var name: OutputProfile { .apptheme }
    var roles: [TokenRole] { AppThemeRoles.all }

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        AppThemeNaming.problems(in: designSystem, roles: roles)
    }

    /// `AppTheme.Colors.textPrimary`, `AppTheme.Fonts.body`, `AppTheme.Spacing.md`, `AppTheme.Style.md`.
    func valueExpression(of symbol: PublicSymbol, kind: TokenReference.Kind) -> String? { symbol.name }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        let theme = AppThemeFile.file(
            designSystem, roles: roles, colorNames: AppThemeNaming.colorIdentifiers(designSystem.colors))
        // The sources listed, so a published version's CHANGELOG.md is no unhandled file.
        let manifest = PackageManifestFile.file(
            module: moduleName(of: designSystem), sources: [theme.file.path], resources: [])
        return [ProfileFile(manifest), theme]
    }
}
