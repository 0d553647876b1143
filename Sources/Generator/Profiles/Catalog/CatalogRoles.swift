import Tokens

/// The catalog profile's roles as a type: its files name a role by its case (`scale[.brandPrimary]`), so a misspelt
/// role does not compile. ``CatalogRoles`` builds the table from the cases (`ProfileRoleTests` holds it to them).
enum CatalogRole: String, ProfileRole {
    case brandPrimary = "brand.primary", brandOnPrimary = "brand.onPrimary"
    case backgroundBase = "background.base", backgroundLayer1 = "background.layer1"
    case textPrimary = "text.primary", textSecondary = "text.secondary", textTertiary = "text.tertiary"
    case borderDefault = "border.default", borderFocus = "border.focus", borderInput = "border.input"
    case semanticError = "semantic.error"
    case typographyHeading = "typography.heading", typographyBody = "typography.body"
    case typographyButton = "typography.button"
    case spacingSm = "spacing.sm", spacingMd = "spacing.md", spacingLg = "spacing.lg"
    case radiusMedium = "radius.medium", radiusLarge = "radius.large"
    case shadowCard = "shadow.card"
}

/// The roles of the catalog profile: the tokens its modifiers, components and gallery use, named as seed 002 names
/// them (`brand.primary`, `background.layer1`, `text.tertiary`), each filled by default by the token a dsys
/// document usually has for it.
enum CatalogRoles {
    static let all: [TokenRole] = colors + typography + sizes + shadows

    static let colors: [TokenRole] = [
        color(
            .brandPrimary, .actionPrimary, "DSButton",
            ["brand", "action", "accent", "interactive", "button", "cta", "primary", "background", "bg", "fill"],
            ["primary", "default", "base", "main", "accent", "brand"]),
        color(
            .brandOnPrimary, .textInverse, "DSButton", SharedRoles.textGroups + ["brand"],
            ["onprimary", "onbrand", "onaccent", "oncolor", "inverse", "inverted", "invert", "contrast", "white"]),
        color(
            .backgroundBase, .surfaceDefault, "DSTextField and DesignSystemPreview",
            ["background", "surface", "bg", "canvas", "page"], ["base", "default", "primary", "page", "canvas"]),
        color(
            .backgroundLayer1, .surfaceRaised, "DSButton and dsCardStyle()",
            ["background", "surface", "bg", "elevated", "raised", "card", "layer"],
            ["layer1", "raised", "elevated", "card", "secondary"]),
        color(
            .textPrimary, .textPrimary, "dsTextStyle(_:color:)", SharedRoles.textGroups,
            ["primary", "default", "base", "strong", "body"]),
        color(
            .textSecondary, .textSecondary, "DesignSystemPreview", SharedRoles.textGroups,
            ["secondary", "subtle", "soft", "subdued"]),
        color(
            .textTertiary, .textMuted, "DSTextField", SharedRoles.textGroups,
            ["tertiary", "muted", "placeholder", "subtlest", "weak"]),
        color(
            .borderDefault, .borderDefault, "DSTextField and dsCardStyle()",
            ["border", "stroke", "outline", "divider", "line"], ["default", "base", "primary", "subtle"]),
        color(
            .borderFocus, .borderFocus, "DSTextField", ["border", "stroke", "outline", "focus", "ring"],
            ["focus", "focusindicator", "focusring", "focused", "ring", "indicator"]),
        SharedRoles.inputBorder(usedBy: "DSTextField", isShared: true),
        color(
            .semanticError, .feedbackError, "DSTextField",
            SharedRoles.feedbackGroups + ["error", "danger", "critical", "negative"],
            ["error", "danger", "critical", "negative", "invalid"]),
    ]

    static let typography: [TokenRole] = [
        style(
            .typographyHeading, .typographyHeading2, "DSCard's preview and DesignSystemPreview",
            ["heading2", "h2", "title2"]),
        style(
            .typographyBody, .typographyBody, "DSTextField and DesignSystemPreview",
            ["body", "paragraph", "base", "regular"]),
        style(.typographyButton, .typographyLabel, "DSButton", ["label", "button", "headline"]),
    ]

    static let sizes: [TokenRole] = [
        size(.spacingSm, .spacingSm, "DSTextField and DesignSystemPreview", ["sm", "s", "small"]),
        size(
            .spacingMd, .spacingMd, "DSButton, DSTextField and dsCardStyle()", ["md", "m", "medium", "base", "default"]),
        size(.spacingLg, .spacingLg, "DSButton and DesignSystemPreview", ["lg", "l", "large"]),
        size(.radiusMedium, .radiusMd, "DSButton and DSTextField", ["md", "m", "medium", "base", "default"]),
        size(.radiusLarge, .radiusLg, "dsCardStyle()", ["lg", "l", "large"]),
    ]

    /// Needed only when the document gives shadows; otherwise the default `sm` stands in.
    static let shadows: [TokenRole] = [
        TokenRole(
            CatalogRole.shadowCard.rawValue, category: .shadow,
            defaultToken: TokenKey(.shadow, TokenPath([SharedRole.shadowSm.tokenName])), usedBy: "dsCardStyle()",
            mayBeDeprecated: true, groupWords: SharedRoles.shadowGroups,
            nameWords: ["sm", "s", "small", "low", "card"],
            shared: SharedRole.shadowSm.rawValue)
    ]

    /// Each catalog role is the default profile's role whose token fills it by default (`brand.onPrimary` is
    /// `text.inverse`, `typography.heading` is `typography.heading2`): a document maps it once for both.
    private static func color(
        _ role: CatalogRole, _ shared: SharedRole, _ usedBy: String, _ groups: [String], _ words: [String]
    ) -> TokenRole {
        TokenRole(
            role.rawValue, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: shared.rawValue)),
            usedBy: usedBy, groupWords: groups, nameWords: words, shared: shared.rawValue)
    }

    private static func style(
        _ role: CatalogRole, _ shared: SharedRole, _ usedBy: String, _ words: [String]
    ) -> TokenRole {
        TokenRole(
            role.rawValue, category: .typography, defaultToken: TokenKey(.typography, TokenPath([shared.tokenName])),
            usedBy: usedBy, groupWords: SharedRoles.typeGroups, nameWords: words, shared: shared.rawValue)
    }

    /// A spacing or radius role, of the category of the shared role it is (`spacing.md`, `radius.md`).
    private static func size(
        _ role: CatalogRole, _ shared: SharedRole, _ usedBy: String, _ words: [String]
    ) -> TokenRole {
        let category = SharedRoles.role(shared).category
        return TokenRole(
            role.rawValue, category: category, defaultToken: TokenKey(category, TokenPath([shared.tokenName])),
            usedBy: usedBy,
            groupWords: category == .spacing ? SharedRoles.spacingGroups : SharedRoles.radiusGroups, nameWords: words,
            shared: shared.rawValue)
    }
}

/// The Swift expressions of the tokens that fill the catalog profile's roles in one document: what the modifiers,
/// components and gallery write.
struct CatalogScale {
    private var expressions: [CatalogRole: String] = [:]

    /// `nil` when a role is unfilled, which a document that meets the profile's requirements never leaves: its
    /// package gets no components (the diff still reads the symbols of its token files, which use no role).
    init?(_ designSystem: DesignSystem, roles: RoleAssignment, colors: [CatalogColor]) {
        for role in CatalogRole.allCases {
            guard let key = roles[role] else { continue }
            let name = key.path.description
            switch key.category {
            case .color:
                expressions[role] = colors.first { $0.token.path == key.path }?.name.symbol
            case .typography:
                expressions[role] = designSystem.typography.first { $0.name == name }.map { ".\($0.identifier)" }
            case .spacing:
                expressions[role] = designSystem.spacing.first { $0.name == name }.map { "DSSpacing.\($0.identifier)" }
            case .radius:
                expressions[role] = designSystem.radii.first { $0.name == name }.map { "DSRadius.\($0.identifier)" }
            case .shadow:
                expressions[role] = designSystem.shadows?.first { $0.name == name }.map { ".\($0.identifier)" }
            case .other:
                break
            }
        }
        // Without `tokens.shadow`, the default shadows (`sm` …) stand in, and the card takes the role's default.
        let card = SharedRole.shadowSm.tokenName
        if designSystem.shadows == nil, expressions[.shadowCard] == nil,
            Shadows.defaultShadows.contains(where: { $0.name == card })
        {
            expressions[.shadowCard] = ".\(card)"
        }
        guard expressions.count == CatalogRole.allCases.count else { return nil }
    }

    /// The expression of the token that fills `role`: `Color.Brand.primary`, `.body`, `DSSpacing.md`, `.sm`. A role
    /// no token fills is a validation error (``Profile/check(_:)``), and a scale exists only when every role is
    /// filled: there is no made-up name to fall back on.
    subscript(role: CatalogRole) -> String {
        guard let expression = expressions[role] else { preconditionFailure("init filled every role") }
        return expression
    }
}
