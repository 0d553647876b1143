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
            TokenRole(
                color.name, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: color.token)),
                usedBy: "DSColorPalette.\(color.name) (\(color.usedBy))")
        }
        + ([typography] + sizeScales + [shadow]).flatMap { scale in
            scale.roles.map { role in
                TokenRole(
                    "\(scale.member).\(role.name)", category: scale.category, defaultToken: scale.key(role.token),
                    usedBy: "\(scale.contract).\(role.name)")
            }
        }
}
