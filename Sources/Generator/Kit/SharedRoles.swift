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
            "action.primary", "DSButton",
            ["action", "accent", "brand", "interactive", "button", "cta", "primary", "background", "bg", "fill"],
            ["primary", "default", "base", "accent", "brand"]),
        color(
            "action.destructive", "DSButton",
            ["action", "button", "interactive", "danger", "destructive", "critical", "background", "bg", "fill"],
            ["destructive", "danger", "critical", "negative", "error", "default"]),
        color(
            "surface.default", "the component previews", ["surface", "background", "bg", "canvas", "page"],
            ["default", "base", "primary", "page", "canvas", "background"]),
        color(
            "surface.raised", "DSButton, DSCard", ["surface", "background", "bg", "elevated", "raised", "card"],
            ["raised", "elevated", "card", "secondary", "overlay", "layer1", "layer"]),
        color(
            "surface.inset", "DSInput, DSBadge", ["surface", "background", "bg", "inset", "sunken"],
            ["inset", "sunken", "subtle", "muted", "tertiary", "input"]),
        color(
            "text.primary", "DSText, DSHeading, DSInput", textGroups, ["primary", "default", "base", "strong", "body"]),
        color("text.secondary", "DSText", textGroups, ["secondary", "subtle", "soft", "subdued"]),
        color(
            "text.muted", "DSText, DSBadge", textGroups,
            ["muted", "tertiary", "subtlest", "disabled", "placeholder", "weak", "quaternary"]),
        color(
            "text.inverse", "DSButton", textGroups,
            ["inverse", "inverted", "invert", "oncolor", "onprimary", "onaccent", "contrast", "white"]),
        color(
            "border.default", "DSCard, DSInput, DSBadge", ["border", "stroke", "outline", "divider", "line"],
            ["default", "base", "primary", "subtle", "neutral"]),
        color(
            "border.focus", "DSInput", ["border", "stroke", "outline", "focus", "ring"],
            ["focus", "focusindicator", "focusring", "focused", "ring", "indicator"]),
        inputBorder(usedBy: "DSInput"),
        color(
            "feedback.success", "DSBadge", feedbackGroups + ["success", "positive"], ["success", "positive", "valid"]),
        color(
            "feedback.error", "DSInput, DSBadge", feedbackGroups + ["error", "danger", "critical", "negative"],
            ["error", "danger", "critical", "negative", "invalid"]),
        color(
            "feedback.warning", "DSBadge", feedbackGroups + ["warning", "caution", "notice"],
            ["warning", "caution", "attention", "notice"]),
        color(
            "feedback.info", "DSBadge", feedbackGroups + ["info", "informative", "information"],
            ["info", "information", "informative"]),
    ]

    static let typography: [TokenRole] = [
        style("heading1", ["heading1", "h1", "headline1", "title1", "display"]),
        style("heading2", ["heading2", "h2", "headline2", "title2"]),
        style("heading3", ["heading3", "h3", "headline3", "title3"]),
        style("heading4", ["heading4", "h4", "headline4", "title4"]),
        style("body", ["body", "bodymedium", "paragraph", "base", "default", "regular"]),
        style("bodySmall", ["bodysmall", "bodysm", "small"]),
        style("bodyLarge", ["bodylarge", "bodylg", "large", "lead"]),
        style("label", ["label", "button", "overline", "detail", "caption"]),
    ]

    static let sizes: [TokenRole] = [
        size(.spacing, "xs", ["xs", "xsmall", "extrasmall"]),
        size(.spacing, "sm", ["sm", "s", "small"]),
        size(.spacing, "md", ["md", "m", "medium", "base", "default"]),
        size(.spacing, "lg", ["lg", "l", "large"]),
        size(.radius, "sm", ["sm", "s", "small"]),
        size(.radius, "md", ["md", "m", "medium", "base", "default"]),
        size(.radius, "lg", ["lg", "l", "large"]),
    ]

    /// Deprecated shadow sizes are documented, not marked `@available` (the modifier's own switch would warn), so
    /// the roles' shadows may be deprecated, as format 1 always allowed.
    static let shadows: [TokenRole] = [
        TokenRole(
            "shadow.sm", category: .shadow, defaultToken: TokenKey(.shadow, TokenPath(["sm"])),
            usedBy: "DSCard and dsShadow()", mayBeDeprecated: true, groupWords: shadowGroups,
            nameWords: ["sm", "s", "small", "low"]),
        TokenRole(
            "shadow.md", category: .shadow, defaultToken: TokenKey(.shadow, TokenPath(["md"])),
            usedBy: "DSCard and dsShadow()", mayBeDeprecated: true, groupWords: shadowGroups,
            nameWords: ["md", "m", "medium", "default", "base"]),
    ]

    /// The resting outline of a text field, which must reach 3:1 on the field and on the page (WCAG 1.4.11, the
    /// field's boundary is what identifies it), where `border.default` is usually a faint divider. Optional: without
    /// it, the profile's muted text color draws the outline (the default profile's `roleFallbacks`). Another profile's
    /// (`isShared`) is this one's role of the shared vocabulary: one mapping in `roles.dsys` serves them all.
    static func inputBorder(usedBy: String, isShared: Bool = false) -> TokenRole {
        TokenRole(
            "border.input", category: .color, defaultToken: TokenKey(.color, TokenPath(["border", "input"])),
            usedBy: usedBy, isRequired: false, groupWords: ["border", "stroke", "outline", "input", "field"],
            nameWords: ["input", "field", "control", "strong", "emphasis", "bold", "interactive"],
            shared: isShared ? "border.input" : nil)
    }

    private static func color(_ name: String, _ usedBy: String, _ groups: [String], _ words: [String]) -> TokenRole {
        TokenRole(
            name, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: name)), usedBy: usedBy,
            groupWords: groups, nameWords: words, standIns: standIns[name] ?? [])
    }

    private static func style(_ name: String, _ words: [String]) -> TokenRole {
        TokenRole(
            "typography.\(name)", category: .typography, defaultToken: TokenKey(.typography, TokenPath([name])),
            usedBy: "the components", groupWords: typeGroups, nameWords: words)
    }

    private static func size(_ category: TokenCategory, _ name: String, _ words: [String]) -> TokenRole {
        TokenRole(
            "\(category.rawValue).\(name)", category: category, defaultToken: TokenKey(category, TokenPath([name])),
            usedBy: "the components", groupWords: category == .spacing ? spacingGroups : radiusGroups,
            nameWords: words)
    }
}
