import Tokens

/// The `apptheme` profile's roles as a type: its code names a role by its case, so a misspelt role does not compile;
/// ``AppThemeRoles`` builds the table from the cases (`ProfileRoleTests` holds it to them).
enum AppThemeRole: String, ProfileRole {
    case textPrimary
    case textSecondary
    case textTertiary
    case background
    case surface
    case spacingMd = "spacing.md"
    case spacingSm = "spacing.sm"
    case spacingLg = "spacing.lg"

    /// The symbol the role gives `AppTheme`, below it, when mapped onto a token of another name:
    /// `Colors.textPrimary`, `Spacing.md`; `nil` for a surface (every color is there by its own name).
    var symbol: (container: String, name: String)? {
        switch self {
        case .textPrimary, .textSecondary, .textTertiary: ("Colors", rawValue)
        case .spacingMd: ("Spacing", SharedRole.spacingMd.tokenName)
        case .spacingSm: ("Spacing", SharedRole.spacingSm.tokenName)
        case .spacingLg: ("Spacing", SharedRole.spacingLg.tokenName)
        case .background, .surface: nil
        }
    }

    /// The role's entry in the table: its default token, its category, the shared role it is.
    var definition: TokenRole {
        guard let found = AppThemeRoles.all.first(where: { $0.name == rawValue }) else {
            preconditionFailure("AppThemeRoles.all has a role for every AppThemeRole (AppThemeRoleTests)")
        }
        return found
    }
}

/// The roles of the `apptheme` profile: what seed 003 requires of every `AppTheme`, each a symbol app code relies on,
/// and the surfaces its views draw that text on.
enum AppThemeRoles {
    static let all: [TokenRole] = textColors + surfaces + spacingStandards

    /// `AppTheme.Colors.textPrimary` … `textTertiary`, which stand in for `.white`, `.white.opacity(0.8)` and
    /// `.white.opacity(0.6)` in views. Filled by `text.primary` … `text.tertiary` unless mapped.
    static let textColors: [TokenRole] = [
        textColor(.textPrimary, "primary", shared: .textPrimary, ["primary", "default", "base", "strong", "body"]),
        textColor(.textSecondary, "secondary", shared: .textSecondary, ["secondary", "subtle", "soft", "subdued"]),
        textColor(
            .textTertiary, "tertiary", shared: .textMuted, ["tertiary", "muted", "subtlest", "placeholder", "weak"]),
    ]

    /// What seed 003's views put that text on: `.background(AppTheme.Colors.background)` (the screen) and
    /// `.background(AppTheme.Colors.surface)` (cards). The contrast checks draw the text colors on them
    /// (`ComponentContrast`); they give `AppTheme` no symbol (every color is there by its own name). Filled by
    /// `surface.background` and `surface.card` (the starter's names) unless mapped, else as the shared
    /// `surface.default` and `surface.raised` are; optional, so that every document valid before stays valid (one
    /// with neither has no text to check).
    static let surfaces: [TokenRole] = [
        surface(
            .background, "surface.background", "the screen", shared: .surfaceDefault,
            groups: ["surface", "background", "bg", "canvas", "page"],
            ["background", "default", "base", "primary", "page", "canvas"]),
        surface(
            .surface, "surface.card", "cards", shared: .surfaceRaised,
            groups: ["surface", "background", "bg", "elevated", "raised", "card"],
            ["card", "raised", "elevated", "secondary", "layer1", "layer"]),
    ]

    /// `AppTheme.Spacing.md`, `sm` and `lg`: the seed's 16 pt standard padding, 8 pt compact spacing and 24 pt large
    /// spacing. Filled by the spacing steps of those names unless mapped.
    static let spacingStandards: [TokenRole] = [
        spacing(.spacingMd, .spacingMd, "the 16 pt standard padding", ["md", "m", "medium", "base", "default"]),
        spacing(.spacingSm, .spacingSm, "the 8 pt compact spacing", ["sm", "s", "small"]),
        spacing(.spacingLg, .spacingLg, "the 24 pt large spacing", ["lg", "l", "large"]),
    ]

    /// The default profile's text colors mean the same (its `text.muted` is the tertiary text).
    /// `level`: the last word of the role's default token, `text.primary`.
    private static func textColor(
        _ role: AppThemeRole, _ level: String, shared: SharedRole, _ words: [String]
    ) -> TokenRole {
        TokenRole(
            role.rawValue, category: .color, defaultToken: TokenKey(.color, TokenPath(["text", level])),
            usedBy: "AppTheme.Colors.\(role.rawValue)", groupWords: SharedRoles.textGroups, nameWords: words,
            shared: shared.rawValue)
    }

    private static func surface(
        _ role: AppThemeRole, _ token: String, _ what: String, shared: SharedRole, groups: [String], _ words: [String]
    ) -> TokenRole {
        TokenRole(
            role.rawValue, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: token)),
            usedBy: "the text of app views on \(what) (.background(AppTheme.Colors.\(role.rawValue)) in seed 003)",
            isRequired: false, groupWords: groups, nameWords: words, shared: shared.rawValue)
    }

    private static func spacing(
        _ role: AppThemeRole, _ shared: SharedRole, _ purpose: String, _ words: [String]
    ) -> TokenRole {
        let name = shared.tokenName
        return TokenRole(
            role.rawValue, category: .spacing, defaultToken: TokenKey(.spacing, TokenPath([name])),
            usedBy: "AppTheme.Spacing.\(name) (\(purpose))", groupWords: SharedRoles.spacingGroups, nameWords: words,
            shared: shared.rawValue)
    }
}
