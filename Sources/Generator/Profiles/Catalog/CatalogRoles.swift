import Tokens

/// The roles of the catalog profile: the tokens its modifiers, components and gallery use, named as seed 002 names
/// them (`brand.primary`, `background.layer1`, `text.tertiary`), each filled by default by the token a dsys
/// document usually has for it.
enum CatalogRoles {
    static let all: [TokenRole] = colors + typography + sizes + shadows

    static let colors: [TokenRole] = [
        color(
            "brand.primary", "action.primary", "DSButton",
            ["brand", "action", "accent", "interactive", "button", "cta", "primary", "background", "bg", "fill"],
            ["primary", "default", "base", "main", "accent", "brand"]),
        color(
            "brand.onPrimary", "text.inverse", "DSButton", SharedRoles.textGroups + ["brand"],
            ["onprimary", "onbrand", "onaccent", "oncolor", "inverse", "inverted", "invert", "contrast", "white"]),
        color(
            "background.base", "surface.default", "DSTextField and DesignSystemPreview",
            ["background", "surface", "bg", "canvas", "page"], ["base", "default", "primary", "page", "canvas"]),
        color(
            "background.layer1", "surface.raised", "DSButton and dsCardStyle()",
            ["background", "surface", "bg", "elevated", "raised", "card", "layer"],
            ["layer1", "raised", "elevated", "card", "secondary"]),
        color(
            "text.primary", "text.primary", "dsTextStyle(_:color:)", SharedRoles.textGroups,
            ["primary", "default", "base", "strong", "body"]),
        color(
            "text.secondary", "text.secondary", "DesignSystemPreview", SharedRoles.textGroups,
            ["secondary", "subtle", "soft", "subdued"]),
        color(
            "text.tertiary", "text.muted", "DSTextField", SharedRoles.textGroups,
            ["tertiary", "muted", "placeholder", "subtlest", "weak"]),
        color(
            "border.default", "border.default", "DSTextField and dsCardStyle()",
            ["border", "stroke", "outline", "divider", "line"], ["default", "base", "primary", "subtle"]),
        color(
            "border.focus", "border.focus", "DSTextField", ["border", "stroke", "outline", "focus", "ring"],
            ["focus", "focusindicator", "focusring", "focused", "ring", "indicator"]),
        SharedRoles.inputBorder(usedBy: "DSTextField", isShared: true),
        color(
            "semantic.error", "feedback.error", "DSTextField",
            SharedRoles.feedbackGroups + ["error", "danger", "critical", "negative"],
            ["error", "danger", "critical", "negative", "invalid"]),
    ]

    static let typography: [TokenRole] = [
        style(
            "typography.heading", "heading2", "DSCard's preview and DesignSystemPreview", ["heading2", "h2", "title2"]),
        style(
            "typography.body", "body", "DSTextField and DesignSystemPreview", ["body", "paragraph", "base", "regular"]),
        style("typography.button", "label", "DSButton", ["label", "button", "headline"]),
    ]

    static let sizes: [TokenRole] = [
        size(.spacing, "sm", "sm", "DSTextField and DesignSystemPreview", ["sm", "s", "small"]),
        size(
            .spacing, "md", "md", "DSButton, DSTextField and dsCardStyle()", ["md", "m", "medium", "base", "default"]),
        size(.spacing, "lg", "lg", "DSButton and DesignSystemPreview", ["lg", "l", "large"]),
        size(.radius, "medium", "md", "DSButton and DSTextField", ["md", "m", "medium", "base", "default"]),
        size(.radius, "large", "lg", "dsCardStyle()", ["lg", "l", "large"]),
    ]

    /// Needed only when the document gives shadows; otherwise the default `sm` stands in.
    static let shadows: [TokenRole] = [
        TokenRole(
            "shadow.card", category: .shadow, defaultToken: TokenKey(.shadow, TokenPath(["sm"])),
            usedBy: "dsCardStyle()", mayBeDeprecated: true, groupWords: SharedRoles.shadowGroups,
            nameWords: ["sm", "s", "small", "low", "card"], shared: "shadow.sm")
    ]

    /// Each catalog role is the default profile's role whose token fills it by default (`brand.onPrimary` is
    /// `text.inverse`, `typography.heading` is `typography.heading2`): a document maps it once for both.
    private static func color(
        _ name: String, _ token: String, _ usedBy: String, _ groups: [String], _ words: [String]
    ) -> TokenRole {
        TokenRole(
            name, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: token)), usedBy: usedBy,
            groupWords: groups, nameWords: words, shared: token)
    }

    private static func style(_ name: String, _ token: String, _ usedBy: String, _ words: [String]) -> TokenRole {
        TokenRole(
            name, category: .typography, defaultToken: TokenKey(.typography, TokenPath([token])), usedBy: usedBy,
            groupWords: SharedRoles.typeGroups, nameWords: words, shared: "typography.\(token)")
    }

    private static func size(
        _ category: TokenCategory, _ name: String, _ token: String, _ usedBy: String, _ words: [String]
    ) -> TokenRole {
        TokenRole(
            "\(category.rawValue).\(name)", category: category, defaultToken: TokenKey(category, TokenPath([token])),
            usedBy: usedBy,
            groupWords: category == .spacing ? SharedRoles.spacingGroups : SharedRoles.radiusGroups, nameWords: words,
            shared: "\(category.rawValue).\(token)")
    }
}

/// The Swift expressions of the tokens that fill the catalog profile's roles in one document: what the modifiers,
/// components and gallery write.
struct CatalogScale {
    private var expressions: [String: String] = [:]

    init(_ designSystem: DesignSystem, roles: RoleAssignment, colors: [CatalogColor]) {
        for role in CatalogRoles.all {
            guard let key = roles[role.name] else { continue }
            let name = key.path.description
            switch key.category {
            case .color:
                expressions[role.name] = colors.first { $0.token.path == key.path }?.name.symbol
            case .typography:
                expressions[role.name] = designSystem.typography.first { $0.name == name }.map { ".\($0.identifier)" }
            case .spacing:
                expressions[role.name] = designSystem.spacing.first { $0.name == name }.map {
                    "DSSpacing.\($0.identifier)"
                }
            case .radius:
                expressions[role.name] = designSystem.radii.first { $0.name == name }.map {
                    "DSRadius.\($0.identifier)"
                }
            case .shadow:
                expressions[role.name] = designSystem.shadows?.first { $0.name == name }.map { ".\($0.identifier)" }
            case .other:
                break
            }
        }
    }

    /// The expression of the token that fills `role`: `Color.Brand.primary`, `.body`, `DSSpacing.md`, `.sm`. The
    /// only role a valid document may leave unfilled is the card's shadow, when the default shadows stand in.
    subscript(role: String) -> String {
        expressions[role] ?? ".sm"
    }
}
