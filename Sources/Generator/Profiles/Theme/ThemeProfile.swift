import Tokens

/// The profile of seed 001: a theme read from `@Environment(\.dsTheme)` through protocol contracts with a default
/// implementation, and atoms, molecules and organisms that pass accessibility identifiers down to their parts.
struct ThemeProfile: Profile {
    var name: OutputProfile { .theme }
    var roles: [TokenRole] { ThemeRoles.all }

    var referenceNeeds: String? { "@Environment(\\.dsTheme) private var theme" }

    func moduleName(of designSystem: DesignSystem) -> String {
        designSystem.module ?? ThemeNaming.moduleName(designSystem.name)
    }

    /// The theme's members as a view reads them: `theme.colors.textPrimary`, `theme.typography.font(for: .body)`,
    /// `theme.spacing.md`, `theme.cornerRadius.md`.
    func valueExpression(of value: DeclaredValue<ThemeContainer>, kind: TokenReference.Kind) -> String? {
        switch value.container {
        case .palette: "theme.colors.\(value.member)"
        case .scale(.typography): "theme.typography.font(for: .\(value.member))"
        case .scale(.shadow): nil  // a style, not a value
        case .scale(let scale): "theme.\(scale.rawValue).\(value.member)"
        }
    }

    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        let theme = ThemeModel(designSystem, roles: roles)
        return kindProblems(in: designSystem, roles: roles) + theme.problems + appearanceProblems(theme, designSystem)
    }

    /// A size or opacity of the theme with a dark value: the theme has one value for both appearances, and dropping
    /// the dark one silently would generate something else than the document says.
    private func appearanceProblems(_ theme: ThemeModel, _ designSystem: DesignSystem) -> [RequirementProblem] {
        let darkValues = Set(designSystem.otherTokens.filter { $0.dark != nil }.map(\.key))
        guard !darkValues.isEmpty else { return [] }
        return theme.scales.flatMap { scale in
            scale.members.filter { darkValues.contains($0.key) }.map { member in
                RequirementProblem(
                    .invalidValue, at: designSystem.pointer(of: member.key).appending("dark"),
                    "\(scale.definition.contract).\(member.name) has one value in both appearances in the theme "
                        + "profile; remove \"dark\", or give the dark appearance a theme of its own")
            }
        }
    }

    /// The roles of `tokens.other` (dimensions, border widths, opacities) filled by a token of another type.
    private func kindProblems(in designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        let mapped = Set(designSystem.roleMappings(for: name.rawValue).map(\.role))
        for scale in ThemeRoles.sizeScales {
            guard let kind = scale.otherKind else { continue }
            for (role, _) in scale.roles {
                let roleName = role.rawValue
                guard let key = roles[role], key.category == .other,
                    let token = designSystem.otherTokens.first(where: { $0.path == key.path }), token.kind != kind
                else { continue }
                let pointer =
                    mapped.contains(roleName)
                    ? JSONPointer(["roles", name.rawValue, roleName]) : designSystem.pointer(of: key).appending("type")
                problems.append(
                    RequirementProblem(
                        .typeMismatch, at: pointer,
                        "the theme profile's role \(roleName) (\(scale.contract).\(role.member)) needs a token of type "
                            + "\(kind.rawValue), but \(key.reference) is a \(token.kind.rawValue)"))
            }
        }
        return problems
    }

    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile] {
        apiFiles(ThemeModel(designSystem, roles: roles))
    }

    private func apiFiles(_ theme: ThemeModel) -> [ProfileFile] {
        let components =
            [
                ViewExtensionsFile.file(), ThemeButtonFile.file(), ThemeAsyncImageFile.file(),
                ThemeStatusIndicatorFile.file(), ThemeInfoRowFile.file(), ThemeCardInfoRowFile.file(),
                ThemeCardFile.file(), ThemeLoadingViewFile.file(),
            ] + ThemeFeedbackFiles.files()
        return [
            ProfileFile(
                // The package's folder holds `Sources` only (a published CHANGELOG.md beside it is no source).
                PackageManifestFile.file(
                    module: theme.moduleName, path: ThemePaths.sources, resources: [ThemePaths.assetCatalog],
                    strings: Self.stringsFolder))
        ] + ThemingFiles.files(theme)
            + DefaultThemeFiles.files(theme) + [TextStyleFile.file(theme), ShadowTokenFile.file(theme)]
            + components.map { ProfileFile($0) }
            + [
                ProfileFile(
                    PackageStrings.declarations(
                        Self.words, path: "\(ThemePaths.sources)/Extensions/Strings+DesignSystem.swift"))
            ]
            + [FontFaces.file(theme.textStyles.map(\.token), fonts: theme.fontFamily, path: TextStyleFile.facesPath)]
            .compactMap {
                $0.map { ProfileFile($0) }
            }
    }

    /// The palette's colorsets are recipes (``ColorsetFile``).
    func plan(of designSystem: DesignSystem, roles: RoleAssignment) -> PackagePlan {
        let theme = ThemeModel(designSystem, roles: roles)
        let (catalog, colorsets) = DefaultThemeFiles.assetCatalog(theme)
        return PackagePlan(
            made: {
                apiFiles(theme) + [ProfileFile(catalog)]
                    + PackageStrings.files(Self.words, in: "\(ThemePaths.sources)/\(Self.stringsFolder)").map {
                        ProfileFile($0)
                    }
            }, recipes: colorsets)
    }

    /// The folder of the package's localized strings (in `Sources`), and the words: what `DSButton` and
    /// `DSStatusIndicator` tell VoiceOver of their own.
    private static let stringsFolder = "Resources"
    private static let words = [
        PackageStrings.loading, PackageStrings.status, PackageStrings.success, PackageStrings.warning,
        PackageStrings.statusError, PackageStrings.neutral,
    ]
}
