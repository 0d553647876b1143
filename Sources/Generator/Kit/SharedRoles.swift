import Tokens

/// The roles of the shared vocabulary (``SharedVocabulary``), which are the default profile's: the tokens seed 000's six
/// components use, with the words that suggest an imported token for each. Other profiles reuse these roles, their
/// words (``textGroups`` …) and ``inputBorder(usedBy:isShared:)`` for their own roles of the same meaning.
enum SharedRoles {
    static let textGroups = ["text", "foreground", "fg", "content", "on", "neutral", "font"]
    static let feedbackGroups = ["feedback", "status", "semantic", "intent", "alert", "state"]
    static let typeGroups = ["typography", "type", "text", "font", "typescale", "textstyle", "textstyles"]
    static let spacingGroups = ["spacing", "space", "spacer", "gap", "gutter"]
    static let radiusGroups = ["radius", "radii", "rounded", "corner", "corners", "borderradius", "round"]
    static let shadowGroups = ["shadow", "shadows", "elevation", "boxshadow"]

    static let all: [TokenRole] = colors + typography + sizes + shadows

    /// The roles whose token stands in for a color role no token is named for, as design systems commonly do: a
    /// card on the page's own color, an inset field likewise, the muted text as the secondary, the focus ring and
    /// the info badge in the accent, a destructive button in the error color. An import takes the first whose token
    /// reads well where the role is drawn.
    static let standIns: [String: [String]] = [
        "action.destructive": ["feedback.error"],
        "surface.raised": ["surface.default"],
        "surface.inset": ["surface.raised", "surface.default"],
        "text.secondary": ["text.primary"],
        "text.muted": ["text.secondary", "text.primary"],
        "text.inverse": ["surface.default", "surface.raised", "text.primary"],
        "border.focus": ["action.primary"],
        "feedback.error": ["action.destructive"],
        "feedback.info": ["action.primary"],
    ]

    static let colors: [TokenRole] = [
        color(
            .actionPrimary, "DSButton",
            ["action", "accent", "brand", "interactive", "button", "cta", "primary", "background", "bg", "fill"],
            ["primary", "default", "base", "accent", "brand"]),
        color(
            .actionDestructive, "DSButton",
            ["action", "button", "interactive", "danger", "destructive", "critical", "background", "bg", "fill"],
            ["destructive", "danger", "critical", "negative", "error", "default"]),
        color(
            .surfaceDefault, "the component previews", ["surface", "background", "bg", "canvas", "page"],
            ["default", "base", "primary", "page", "canvas", "background"]),
        color(
            .surfaceRaised, "DSButton, DSCard", ["surface", "background", "bg", "elevated", "raised", "card"],
            ["raised", "elevated", "card", "secondary", "overlay", "layer1", "layer"]),
        color(
            .surfaceInset, "DSInput, DSBadge", ["surface", "background", "bg", "inset", "sunken"],
            ["inset", "sunken", "subtle", "muted", "tertiary", "input"]),
        color(
            .textPrimary, "DSText, DSHeading, DSInput", textGroups, ["primary", "default", "base", "strong", "body"]),
        color(.textSecondary, "DSText", textGroups, ["secondary", "subtle", "soft", "subdued"]),
        color(
            .textMuted, "DSText, DSBadge", textGroups,
            ["muted", "tertiary", "subtlest", "disabled", "placeholder", "weak", "quaternary"]),
        color(
            .textInverse, "DSButton", textGroups,
            ["inverse", "inverted", "invert", "oncolor", "onprimary", "onaccent", "contrast", "white"]),
        color(
            .borderDefault, "DSCard, DSInput, DSBadge", ["border", "stroke", "outline", "divider", "line"],
            ["default", "base", "primary", "subtle", "neutral"]),
        color(
            .borderFocus, "DSInput", ["border", "stroke", "outline", "focus", "ring"],
            ["focus", "focusindicator", "focusring", "focused", "ring", "indicator"]),
        inputBorder(usedBy: "DSInput"),
        color(
            .feedbackSuccess, "DSBadge", feedbackGroups + ["success", "positive"], ["success", "positive", "valid"]),
        color(
            .feedbackError, "DSInput, DSBadge", feedbackGroups + ["error", "danger", "critical", "negative"],
            ["error", "danger", "critical", "negative", "invalid"]),
        color(
            .feedbackWarning, "DSBadge", feedbackGroups + ["warning", "caution", "notice"],
            ["warning", "caution", "attention", "notice"]),
        color(
            .feedbackInfo, "DSBadge", feedbackGroups + ["info", "informative", "information"],
            ["info", "information", "informative"]),
    ]

    static let typography: [TokenRole] = [
        style(.typographyHeading1, ["heading1", "h1", "headline1", "title1", "display"]),
        style(.typographyHeading2, ["heading2", "h2", "headline2", "title2"]),
        style(.typographyHeading3, ["heading3", "h3", "headline3", "title3"]),
        style(.typographyHeading4, ["heading4", "h4", "headline4", "title4"]),
        style(.typographyBody, ["body", "bodymedium", "paragraph", "base", "default", "regular"]),
        style(.typographyBodySmall, ["bodysmall", "bodysm", "small"]),
        style(.typographyBodyLarge, ["bodylarge", "bodylg", "large", "lead"]),
        style(.typographyLabel, ["label", "button", "overline", "detail", "caption"]),
    ]

    static let sizes: [TokenRole] = [
        size(.spacing, .spacingXs, ["xs", "xsmall", "extrasmall"]),
        size(.spacing, .spacingSm, ["sm", "s", "small"]),
        size(.spacing, .spacingMd, ["md", "m", "medium", "base", "default"]),
        size(.spacing, .spacingLg, ["lg", "l", "large"]),
        size(.radius, .radiusSm, ["sm", "s", "small"]),
        size(.radius, .radiusMd, ["md", "m", "medium", "base", "default"]),
        size(.radius, .radiusLg, ["lg", "l", "large"]),
    ]

    /// Deprecated shadow sizes are documented, not marked `@available` (the modifier's own switch would warn), so
    /// the roles' shadows may be deprecated, as format 1 always allowed.
    static let shadows: [TokenRole] = [
        TokenRole(
            SharedRole.shadowSm.rawValue, category: .shadow,
            defaultToken: TokenKey(.shadow, TokenPath([SharedRole.shadowSm.tokenName])),
            usedBy: "DSCard and dsShadow()", mayBeDeprecated: true, groupWords: shadowGroups,
            nameWords: ["sm", "s", "small", "low"]),
        TokenRole(
            SharedRole.shadowMd.rawValue, category: .shadow,
            defaultToken: TokenKey(.shadow, TokenPath([SharedRole.shadowMd.tokenName])),
            usedBy: "DSCard and dsShadow()", mayBeDeprecated: true, groupWords: shadowGroups,
            nameWords: ["md", "m", "medium", "default", "base"]),
    ]

    /// The role `role` of the table, for a profile that reuses it (its default token, category and import words).
    static func role(_ role: SharedRole) -> TokenRole {
        guard let found = all.first(where: { $0.name == role.rawValue }) else {
            preconditionFailure("SharedRoles.all has a role for every SharedRole (SharedRoleTests)")
        }
        return found
    }

    /// The resting outline of a text field, which must reach 3:1 on the field and on the page (WCAG 1.4.11, the
    /// field's boundary is what identifies it), where `border.default` is usually a faint divider. Optional: without
    /// it, the profile's muted text color draws the outline (the default profile's `roleFallbacks`). Another profile's
    /// (`isShared`) is this one's role of the shared vocabulary: one mapping in `roles.dsys` serves them all.
    static func inputBorder(usedBy: String, isShared: Bool = false) -> TokenRole {
        TokenRole(
            SharedRole.borderInput.rawValue, category: .color,
            defaultToken: TokenKey(.color, TokenPath(dotted: SharedRole.borderInput.rawValue)),
            usedBy: usedBy, isRequired: false, groupWords: ["border", "stroke", "outline", "input", "field"],
            nameWords: ["input", "field", "control", "strong", "emphasis", "bold", "interactive"],
            shared: isShared ? SharedRole.borderInput.rawValue : nil)
    }

    private static func color(_ role: SharedRole, _ usedBy: String, _ groups: [String], _ words: [String]) -> TokenRole
    {
        TokenRole(
            role.rawValue, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: role.rawValue)),
            usedBy: usedBy, groupWords: groups, nameWords: words, standIns: standIns[role.rawValue] ?? [])
    }

    private static func style(_ role: SharedRole, _ words: [String]) -> TokenRole {
        TokenRole(
            role.rawValue, category: .typography, defaultToken: TokenKey(.typography, TokenPath([role.tokenName])),
            usedBy: "the components", groupWords: typeGroups, nameWords: words)
    }

    private static func size(_ category: TokenCategory, _ role: SharedRole, _ words: [String]) -> TokenRole {
        TokenRole(
            role.rawValue, category: category, defaultToken: TokenKey(category, TokenPath([role.tokenName])),
            usedBy: "the components", groupWords: category == .spacing ? spacingGroups : radiusGroups,
            nameWords: words)
    }
}

/// The roles of the shared vocabulary as a type: the default profile's code names a role by its case
/// (`scale.name(.textMuted)`), so a misspelt role does not compile; ``SharedRoles`` builds its table from the cases,
/// and `SharedRoleTests` holds the table to exactly these cases, in this order.
enum SharedRole: String, ProfileRole {
    case actionPrimary = "action.primary"
    case actionDestructive = "action.destructive"
    case surfaceDefault = "surface.default"
    case surfaceRaised = "surface.raised"
    case surfaceInset = "surface.inset"
    case textPrimary = "text.primary"
    case textSecondary = "text.secondary"
    case textMuted = "text.muted"
    case textInverse = "text.inverse"
    case borderDefault = "border.default"
    case borderFocus = "border.focus"
    case borderInput = "border.input"
    case feedbackSuccess = "feedback.success"
    case feedbackError = "feedback.error"
    case feedbackWarning = "feedback.warning"
    case feedbackInfo = "feedback.info"
    case typographyHeading1 = "typography.heading1"
    case typographyHeading2 = "typography.heading2"
    case typographyHeading3 = "typography.heading3"
    case typographyHeading4 = "typography.heading4"
    case typographyBody = "typography.body"
    case typographyBodySmall = "typography.bodySmall"
    case typographyBodyLarge = "typography.bodyLarge"
    case typographyLabel = "typography.label"
    case spacingXs = "spacing.xs"
    case spacingSm = "spacing.sm"
    case spacingMd = "spacing.md"
    case spacingLg = "spacing.lg"
    case radiusSm = "radius.sm"
    case radiusMd = "radius.md"
    case radiusLg = "radius.lg"
    case shadowSm = "shadow.sm"
    case shadowMd = "shadow.md"

    /// The name after the category, the role's default token's within its category: `md` of `spacing.md`,
    /// `heading1` of `typography.heading1`, `text.muted` of a color role (whose category is not in its name).
    var tokenName: String {
        guard let dot = rawValue.firstIndex(of: "."),
            ["typography", "spacing", "radius", "shadow"].contains(
                String(rawValue[..<dot]))
        else { return rawValue }
        return String(rawValue[rawValue.index(after: dot)...])
    }
}
