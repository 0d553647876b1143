import Tokens

/// The roles of the `apptheme` profile: what seed 003 requires of every `AppTheme`, each a symbol app code relies on,
/// and the surfaces its views draw that text on.
enum AppThemeRoles {
    static let all: [TokenRole] = textColors + surfaces + spacingStandards

    /// The roles that give `AppTheme` a symbol of the role's own name when mapped onto a token of another name.
    static let withSymbols: [TokenRole] = textColors + spacingStandards

    /// `AppTheme.Colors.textPrimary` … `textTertiary`, which stand in for `.white`, `.white.opacity(0.8)` and
    /// `.white.opacity(0.6)` in views. Filled by `text.primary` … `text.tertiary` unless mapped.
    static let textColors: [TokenRole] = [
        textColor("Primary", ["primary", "default", "base", "strong", "body"]),
        textColor("Secondary", ["secondary", "subtle", "soft", "subdued"]),
        textColor("Tertiary", ["tertiary", "muted", "subtlest", "placeholder", "weak"]),
    ]

    /// What seed 003's views put that text on: `.background(AppTheme.Colors.background)` (the screen) and
    /// `.background(AppTheme.Colors.surface)` (cards). The contrast checks draw the text colors on them
    /// (`ComponentContrast`); they give `AppTheme` no symbol (every color is there by its own name). Filled by
    /// `surface.background` and `surface.card` (the starter's names) unless mapped, else as the shared
    /// `surface.default` and `surface.raised` are; optional, so that every document valid before stays valid (one
    /// with neither has no text to check).
    static let surfaces: [TokenRole] = [
        surface(
            "background", "surface.background", "the screen", shared: "surface.default",
            groups: ["surface", "background", "bg", "canvas", "page"],
            ["background", "default", "base", "primary", "page", "canvas"]),
        surface(
            "surface", "surface.card", "cards", shared: "surface.raised",
            groups: ["surface", "background", "bg", "elevated", "raised", "card"],
            ["card", "raised", "elevated", "secondary", "layer1", "layer"]),
    ]

    /// `AppTheme.Spacing.md`, `sm` and `lg`: the seed's 16 pt standard padding, 8 pt compact spacing and 24 pt large
    /// spacing. Filled by the spacing steps of those names unless mapped.
    static let spacingStandards: [TokenRole] = [
        spacing("md", "the 16 pt standard padding", ["md", "m", "medium", "base", "default"]),
        spacing("sm", "the 8 pt compact spacing", ["sm", "s", "small"]),
        spacing("lg", "the 24 pt large spacing", ["lg", "l", "large"]),
    ]

    /// The default profile's text colors mean the same (its `text.muted` is the tertiary text).
    private static func textColor(_ level: String, _ words: [String]) -> TokenRole {
        let name = "text\(level)"
        return TokenRole(
            name, category: .color, defaultToken: TokenKey(.color, TokenPath(["text", level.lowercased()])),
            usedBy: "AppTheme.Colors.\(name)", groupWords: DSysRoles.textGroups, nameWords: words,
            shared: level == "Tertiary" ? "text.muted" : "text.\(level.lowercased())")
    }

    private static func surface(
        _ name: String, _ token: String, _ what: String, shared: String, groups: [String], _ words: [String]
    ) -> TokenRole {
        TokenRole(
            name, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: token)),
            usedBy: "the text of app views on \(what) (.background(AppTheme.Colors.\(name)) in seed 003)",
            isRequired: false, groupWords: groups, nameWords: words, shared: shared)
    }

    private static func spacing(_ name: String, _ purpose: String, _ words: [String]) -> TokenRole {
        TokenRole(
            "spacing.\(name)", category: .spacing, defaultToken: TokenKey(.spacing, TokenPath([name])),
            usedBy: "AppTheme.Spacing.\(name) (\(purpose))", groupWords: DSysRoles.spacingGroups, nameWords: words,
            shared: "spacing.\(name)")
    }

    /// The symbol a role gives `AppTheme`, below it: `Colors.textPrimary`, `Spacing.md`.
    static func symbol(of role: TokenRole) -> (container: String, name: String) {
        role.category == .color
            ? ("Colors", role.name) : ("Spacing", role.defaultToken.path.description)
    }
}
