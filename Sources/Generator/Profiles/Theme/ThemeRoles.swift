import Tokens

/// The roles of the `theme` profile: every member seed 001 names on its theme contracts, each filled by a document
/// token (by default one of the names the default profile's documents use, so that one document serves both).
enum ThemeRoles {
    /// One theme contract whose members are roles: `DSSpacing` (`theme.spacing.md`) ← `tokens.spacing`.
    struct Scale {
        /// The contract's Swift name: `DSSpacing`.
        var contract: String
        /// The prefix of its roles' names, also the theme's property: `spacing` (`spacing.md`, `theme.spacing`).
        var member: String
        var category: TokenCategory
        /// For a scale of `tokens.other`: the group its tokens are in (`opacity`) and the type they have.
        var otherGroup: [String] = []
        var otherKind: OtherToken.Kind?
        /// The members, in the seed's order, with the token that fills each by default.
        var roles: [(name: String, token: String)]

        /// The key of the token named `name` in the scale's group.
        func key(_ name: String) -> TokenKey {
            TokenKey(category, TokenPath(otherGroup + TokenPath(dotted: name).components))
        }
    }

    /// The twelve colors of `DSColorPalette`, each with the token that fills it by default.
    static let colors: [(name: String, token: String, usedBy: String, summary: String)] = [
        ("backgroundPrimary", "surface.default", "DSButton (text on the accent)", "Primary background."),
        ("backgroundSecondary", "surface.inset", "DSAsyncImage (placeholder)", "Secondary or grouped background."),
        ("surfacePrimary", "surface.raised", "DSCard", "Cards and other elevated surfaces."),
        ("textPrimary", "text.primary", "DSInfoRow, DSCardInfoRow and the feedback views", "Primary text."),
        ("textSecondary", "text.secondary", "DSInfoRow, DSCardInfoRow and the feedback views", "Secondary text."),
        ("textTertiary", "text.muted", "DSCardInfoRow and DSAsyncImage", "Tertiary text."),
        ("statusSuccess", "feedback.success", "DSStatus", "Success."),
        ("statusError", "feedback.error", "DSStatus and DSErrorView", "Errors."),
        ("statusWarning", "feedback.warning", "DSStatus", "Warnings."),
        ("statusNeutral", "feedback.neutral", "DSStatus", "A neutral or unknown status."),
        (
            "accent", "action.primary", "DSButton, DSInfoRow and DSLoadingView",
            "The accent color: primary buttons, icons, links."
        ),
        ("accentSubtle", "action.subtle", "DSButton (tertiary)", "A subtle tint of the accent color, for backgrounds."),
    ]

    static let typography = Scale(
        contract: "TextStyle", member: "typography", category: .typography,
        roles: [
            "largeTitle", "title", "title2", "title3", "headline", "body", "subheadline", "footnote", "caption",
            "caption2",
        ].map { ($0, $0) })

    static let spacing = Scale(
        contract: "DSSpacing", member: "spacing", category: .spacing,
        roles: ["xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"].map { ($0, $0) })

    static let dimensions = Scale(
        contract: "DSDimensions", member: "dimensions", category: .other, otherGroup: ["dimension"],
        otherKind: .dimension, roles: ["xs", "sm", "md", "lg", "xl", "xxl", "xxxl"].map { ($0, $0) })

    static let borderWidth = Scale(
        contract: "DSBorderWidth", member: "borderWidth", category: .other, otherGroup: ["borderWidth"],
        otherKind: .dimension, roles: ["hairline", "thin", "medium", "thick"].map { ($0, $0) })

    static let cornerRadius = Scale(
        contract: "DSCornerRadius", member: "cornerRadius", category: .radius,
        roles: ["zero", "xs", "sm", "md", "lg", "xl", "full"].map { ($0, $0) })

    static let opacity = Scale(
        contract: "DSOpacity", member: "opacity", category: .other, otherGroup: ["opacity"], otherKind: .opacity,
        roles: ["subtle", "light", "medium", "heavy", "almostOpaque"].map { ($0, $0) })

    /// `ShadowToken`'s shadows (besides `zero`, which is no shadow), filled by the shadows the default profile's
    /// documents name `sm`, `md` and `lg`.
    static let shadow = Scale(
        contract: "ShadowToken", member: "shadow", category: .shadow,
        roles: [("small", "sm"), ("medium", "md"), ("large", "lg")])

    /// The scales of the theme's sizes and numbers, in the order of `DSTheme`'s members.
    static let sizeScales = [spacing, dimensions, borderWidth, cornerRadius, opacity]

    static let all: [TokenRole] =
        colors.map { color in
            let words = colorWords(color.name, token: color.token)
            return TokenRole(
                color.name, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: color.token)),
                usedBy: "DSColorPalette.\(color.name) (\(color.usedBy))", groupWords: words.groups,
                nameWords: words.names,
                shared: SharedRoles.colors.contains { $0.name == color.token } ? color.token : nil,
                standIns: colorStandIns[color.name] ?? [])
        }
        + ([typography] + sizeScales + [shadow]).flatMap { scale in
            scale.roles.map { role in
                let name = "\(scale.member).\(role.name)"
                return TokenRole(
                    name, category: scale.category, defaultToken: scale.key(role.token),
                    usedBy: "\(scale.contract).\(role.name)", groupWords: groupWords(of: scale),
                    nameWords: [role.name.lowercased()] + (synonyms[role.name] ?? []), otherKind: scale.otherKind,
                    shared: shared[name], standIns: name == "shadow.large" ? ["shadow.medium"] : [])
            }
        }

    /// The palette colors whose token stands in for the two the shared vocabulary has no word for: the tertiary
    /// button's tint on the secondary background, the neutral status in the tertiary text.
    static let colorStandIns: [String: [String]] = [
        "accentSubtle": ["backgroundSecondary", "backgroundPrimary", "surfacePrimary"],
        "statusNeutral": ["textTertiary", "textSecondary"],
    ]

    /// The default profile's roles that mean what a theme's member means: its spacing, radii and shadows of the same
    /// sizes, and the text styles of the same use (a title is a first-level heading). A document maps those once
    /// (`roles.dsys`) for both.
    static let shared: [String: String] =
        [
            "typography.title": "typography.heading1", "typography.title2": "typography.heading2",
            "typography.title3": "typography.heading3", "typography.headline": "typography.heading4",
            "typography.body": "typography.body", "typography.subheadline": "typography.bodySmall",
            "cornerRadius.sm": "radius.sm", "cornerRadius.md": "radius.md", "cornerRadius.lg": "radius.lg",
            "shadow.small": "shadow.sm", "shadow.medium": "shadow.md",
        ].merging(["xs", "sm", "md", "lg"].map { ("spacing.\($0)", "spacing.\($0)") }, uniquingKeysWith: { $1 })

    /// The words that suggest an imported color for a palette color: those of the default profile's role that
    /// fills it by default, and the palette's own for the two it has no role for.
    private static func colorWords(_ name: String, token: String) -> (groups: [String], names: [String]) {
        if let role = SharedRoles.colors.first(where: { $0.name == token }) {
            var names = role.nameWords
            if name == "backgroundSecondary" { names += ["secondary", "grouped"] }
            return (role.groupWords, names)
        }
        if name == "statusNeutral" {
            return (SharedRoles.feedbackGroups + ["neutral"], ["neutral", "unknown", "default"])
        }
        // accentSubtle: a tint of the accent.
        let accent = SharedRoles.colors.first { $0.name == "action.primary" }?.groupWords ?? []
        return (accent, ["subtle", "soft", "tint", "weak", "light", "muted"])
    }

    /// The group words of a scale's tokens: the default profile's for text styles, spacing, radii and shadows.
    private static func groupWords(of scale: Scale) -> [String] {
        switch scale.member {
        case "typography": SharedRoles.typeGroups
        case "spacing": SharedRoles.spacingGroups
        case "cornerRadius": SharedRoles.radiusGroups
        case "shadow": SharedRoles.shadowGroups
        case "dimensions": ["dimension", "dimensions", "size", "sizes", "sizing"]
        case "borderWidth": ["borderwidth", "border", "stroke", "strokewidth", "width"]
        default: ["opacity", "opacities", "alpha", "transparency"]
        }
    }

    /// Other names of a scale member in token sets, besides its own: `title` is often `heading1`, `xxl` `2xl`.
    private static let synonyms: [String: [String]] = [
        "largeTitle": ["display", "hero"],
        "title": ["title1", "heading1", "h1"],
        "title2": ["heading2", "h2"],
        "title3": ["heading3", "h3"],
        "headline": ["heading4", "h4"],
        "body": ["paragraph", "bodymedium", "base", "default", "regular"],
        "subheadline": ["subhead", "subtitle", "bodysmall"],
        "footnote": ["detail", "small"],
        "caption": ["caption1"],
        "xxs": ["2xs", "xxsmall"],
        "xs": ["xsmall", "extrasmall"],
        "sm": ["s", "small"],
        "md": ["m", "medium", "base", "default"],
        "lg": ["l", "large"],
        "xl": ["xlarge", "extralarge"],
        "xxl": ["2xl", "xxlarge"],
        "xxxl": ["3xl", "xxxlarge"],
        "hairline": ["thinnest"],
        "thin": ["sm", "default"],
        "medium": ["md"],
        "thick": ["lg", "thicker"],
        "zero": ["none"],
        "full": ["pill", "round", "circle", "max"],
        "almostOpaque": ["opaque"],
        "small": ["sm", "s", "low"],
        "large": ["lg", "l", "high"],
    ]
}
