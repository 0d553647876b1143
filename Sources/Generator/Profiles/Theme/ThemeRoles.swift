import Tokens

/// The `theme` profile's roles as a type: a member of one of its theme contracts, named by its case
/// (`ThemeRole.spacingMd`), so a misspelt role does not compile. The raw value is the role's name in documents
/// (`roles.theme`): a palette color's own name, or the contract's property and the member (`spacing.md`).
/// ``ThemeRoles`` builds the table from the cases (`ProfileRoleTests` holds it to them).
enum ThemeRole: String, ProfileRole {
    case backgroundPrimary, backgroundSecondary, surfacePrimary, textPrimary, textSecondary, textTertiary
    case statusSuccess, statusError, statusWarning, statusNeutral, accent, accentSubtle
    case typographyLargeTitle = "typography.largeTitle", typographyTitle = "typography.title"
    case typographyTitle2 = "typography.title2", typographyTitle3 = "typography.title3"
    case typographyHeadline = "typography.headline", typographyBody = "typography.body"
    case typographySubheadline = "typography.subheadline", typographyFootnote = "typography.footnote"
    case typographyCaption = "typography.caption", typographyCaption2 = "typography.caption2"
    case spacingXxs = "spacing.xxs", spacingXs = "spacing.xs", spacingSm = "spacing.sm", spacingMd = "spacing.md"
    case spacingLg = "spacing.lg", spacingXl = "spacing.xl", spacingXxl = "spacing.xxl", spacingXxxl = "spacing.xxxl"
    case dimensionsXs = "dimensions.xs", dimensionsSm = "dimensions.sm", dimensionsMd = "dimensions.md"
    case dimensionsLg = "dimensions.lg", dimensionsXl = "dimensions.xl", dimensionsXxl = "dimensions.xxl"
    case dimensionsXxxl = "dimensions.xxxl"
    case borderWidthHairline = "borderWidth.hairline", borderWidthThin = "borderWidth.thin"
    case borderWidthMedium = "borderWidth.medium", borderWidthThick = "borderWidth.thick"
    case cornerRadiusZero = "cornerRadius.zero", cornerRadiusXs = "cornerRadius.xs", cornerRadiusSm = "cornerRadius.sm"
    case cornerRadiusMd = "cornerRadius.md", cornerRadiusLg = "cornerRadius.lg", cornerRadiusXl = "cornerRadius.xl"
    case cornerRadiusFull = "cornerRadius.full"
    case opacitySubtle = "opacity.subtle", opacityLight = "opacity.light", opacityMedium = "opacity.medium"
    case opacityHeavy = "opacity.heavy", opacityAlmostOpaque = "opacity.almostOpaque"
    case shadowSmall = "shadow.small", shadowMedium = "shadow.medium", shadowLarge = "shadow.large"

    /// The member of its contract: `md` of `spacing.md`, `accent` of the palette's `accent`.
    var member: String {
        guard let dot = rawValue.firstIndex(of: ".") else { return rawValue }
        return String(rawValue[rawValue.index(after: dot)...])
    }
}

/// A theme contract whose members are roles, by what it holds: the raw value is the theme's property
/// (`theme.spacing`) and the prefix of its roles' names.
enum ThemeScaleKind: String, CaseIterable, Sendable {
    case typography, spacing, dimensions, borderWidth, cornerRadius, opacity, shadow

    /// The contract's Swift name: `DSSpacing`.
    var contract: String {
        switch self {
        case .typography: "TextStyle"
        case .spacing: "DSSpacing"
        case .dimensions: "DSDimensions"
        case .borderWidth: "DSBorderWidth"
        case .cornerRadius: "DSCornerRadius"
        case .opacity: "DSOpacity"
        case .shadow: "ShadowToken"
        }
    }
}

/// The types of the theme profile's package whose members are token values: the palette and the contracts.
enum ThemeContainer: ValueContainer {
    case palette
    case scale(ThemeScaleKind)

    var swiftName: String {
        switch self {
        case .palette: "DSColorPalette"
        case .scale(let kind): kind.contract
        }
    }
}

/// The roles of the `theme` profile: every member seed 001 names on its theme contracts, each filled by a document
/// token (by default one of the names the default profile's documents use, so that one document serves both).
enum ThemeRoles {
    /// One theme contract whose members are roles: `DSSpacing` (`theme.spacing.md`) ← `tokens.spacing`.
    struct Scale {
        var kind: ThemeScaleKind
        var category: TokenCategory
        /// For a scale of `tokens.other`: the group its tokens are in (`opacity`) and the type they have.
        var otherGroup: [String] = []
        var otherKind: OtherToken.Kind?
        /// The members, in the seed's order, with the token that fills each by default (the member's own name
        /// unless `tokens` says otherwise).
        var roles: [(role: ThemeRole, token: String)]

        init(
            _ kind: ThemeScaleKind, category: TokenCategory, otherGroup: [String] = [],
            otherKind: OtherToken.Kind? = nil, roles: [ThemeRole], tokens: [ThemeRole: String] = [:]
        ) {
            self.kind = kind
            self.category = category
            self.otherGroup = otherGroup
            self.otherKind = otherKind
            self.roles = roles.map { ($0, tokens[$0] ?? $0.member) }
        }

        /// The contract's Swift name: `DSSpacing`.
        var contract: String { kind.contract }

        /// The prefix of its roles' names, also the theme's property: `spacing` (`spacing.md`, `theme.spacing`).
        var member: String { kind.rawValue }

        /// The key of the token named `name` in the scale's group.
        func key(_ name: String) -> TokenKey {
            TokenKey(category, TokenPath(otherGroup + TokenPath(dotted: name).components))
        }
    }

    /// One color of `DSColorPalette`: the token that fills it by default, the shared role it is (when the shared
    /// vocabulary has a word for it), what uses it and its documentation.
    struct PaletteColor {
        var role: ThemeRole
        var token: String
        var shared: SharedRole?
        var usedBy: String
        var summary: String

        init(_ role: ThemeRole, _ shared: SharedRole, _ usedBy: String, _ summary: String) {
            self.init(role, token: shared.rawValue, shared: shared, usedBy, summary)
        }

        init(_ role: ThemeRole, token: String, shared: SharedRole? = nil, _ usedBy: String, _ summary: String) {
            self.role = role
            self.token = token
            self.shared = shared
            self.usedBy = usedBy
            self.summary = summary
        }
    }

    /// The twelve colors of `DSColorPalette`, each with the token that fills it by default.
    static let colors: [PaletteColor] = [
        PaletteColor(.backgroundPrimary, .surfaceDefault, "DSButton (text on the accent)", "Primary background."),
        PaletteColor(
            .backgroundSecondary, .surfaceInset, "DSAsyncImage (placeholder)", "Secondary or grouped background."),
        PaletteColor(.surfacePrimary, .surfaceRaised, "DSCard", "Cards and other elevated surfaces."),
        PaletteColor(.textPrimary, .textPrimary, "DSInfoRow, DSCardInfoRow and the feedback views", "Primary text."),
        PaletteColor(
            .textSecondary, .textSecondary, "DSInfoRow, DSCardInfoRow and the feedback views", "Secondary text."),
        PaletteColor(.textTertiary, .textMuted, "DSCardInfoRow and DSAsyncImage", "Tertiary text."),
        PaletteColor(.statusSuccess, .feedbackSuccess, "DSStatus", "Success."),
        PaletteColor(.statusError, .feedbackError, "DSStatus and DSErrorView", "Errors."),
        PaletteColor(.statusWarning, .feedbackWarning, "DSStatus", "Warnings."),
        PaletteColor(.statusNeutral, token: "feedback.neutral", "DSStatus", "A neutral or unknown status."),
        PaletteColor(
            .accent, .actionPrimary, "DSButton, DSInfoRow and DSLoadingView",
            "The accent color: primary buttons, icons, links."),
        PaletteColor(
            .accentSubtle, token: "action.subtle", "DSButton (tertiary)",
            "A subtle tint of the accent color, for backgrounds."),
    ]

    static let typography = Scale(
        .typography, category: .typography,
        roles: [
            .typographyLargeTitle, .typographyTitle, .typographyTitle2, .typographyTitle3, .typographyHeadline,
            .typographyBody, .typographySubheadline, .typographyFootnote, .typographyCaption, .typographyCaption2,
        ])

    static let spacing = Scale(
        .spacing, category: .spacing,
        roles: [
            .spacingXxs, .spacingXs, .spacingSm, .spacingMd, .spacingLg, .spacingXl, .spacingXxl, .spacingXxxl,
        ])

    static let dimensions = Scale(
        .dimensions, category: .other, otherGroup: ["dimension"], otherKind: .dimension,
        roles: [
            .dimensionsXs, .dimensionsSm, .dimensionsMd, .dimensionsLg, .dimensionsXl, .dimensionsXxl,
            .dimensionsXxxl,
        ])

    static let borderWidth = Scale(
        .borderWidth, category: .other, otherGroup: ["borderWidth"],
        otherKind: .dimension,
        roles: [.borderWidthHairline, .borderWidthThin, .borderWidthMedium, .borderWidthThick])

    static let cornerRadius = Scale(
        .cornerRadius, category: .radius,
        roles: [
            .cornerRadiusZero, .cornerRadiusXs, .cornerRadiusSm, .cornerRadiusMd, .cornerRadiusLg, .cornerRadiusXl,
            .cornerRadiusFull,
        ])

    static let opacity = Scale(
        .opacity, category: .other, otherGroup: ["opacity"], otherKind: .opacity,
        roles: [.opacitySubtle, .opacityLight, .opacityMedium, .opacityHeavy, .opacityAlmostOpaque])

    /// `ShadowToken`'s shadows (besides `zero`, which is no shadow), filled by the shadows the default profile's
    /// documents name `sm`, `md` and `lg`.
    static let shadow = Scale(
        .shadow, category: .shadow, roles: [.shadowSmall, .shadowMedium, .shadowLarge],
        tokens: [.shadowSmall: "sm", .shadowMedium: "md", .shadowLarge: "lg"])

    /// The scales of the theme's sizes and numbers, in the order of `DSTheme`'s members.
    static let sizeScales = [spacing, dimensions, borderWidth, cornerRadius, opacity]

    static let all: [TokenRole] =
        colors.map { color in
            let words = colorWords(color.role, shared: color.shared)
            return TokenRole(
                color.role.rawValue, category: .color, defaultToken: TokenKey(.color, TokenPath(dotted: color.token)),
                usedBy: "DSColorPalette.\(color.role.member) (\(color.usedBy))", groupWords: words.groups,
                nameWords: words.names, shared: color.shared?.rawValue,
                standIns: (standIns[color.role] ?? []).map(\.rawValue))
        }
        + ([typography] + sizeScales + [shadow]).flatMap { scale in
            scale.roles.map { role, token in
                TokenRole(
                    role.rawValue, category: scale.category, defaultToken: scale.key(token),
                    usedBy: "\(scale.contract).\(role.member)", groupWords: groupWords(of: scale.kind),
                    nameWords: [role.member.lowercased()] + (synonyms[role.member] ?? []), otherKind: scale.otherKind,
                    shared: shared[role]?.rawValue, standIns: (standIns[role] ?? []).map(\.rawValue))
            }
        }

    /// The roles whose token stands in for one no token is named for: the tertiary button's tint on the secondary
    /// background, the neutral status in the tertiary text (the shared vocabulary has no word for either), the large
    /// shadow as the medium one.
    static let standIns: [ThemeRole: [ThemeRole]] = [
        .accentSubtle: [.backgroundSecondary, .backgroundPrimary, .surfacePrimary],
        .statusNeutral: [.textTertiary, .textSecondary],
        .shadowLarge: [.shadowMedium],
    ]

    /// The default profile's roles that mean what a theme's member means: its spacing, radii and shadows of the same
    /// sizes, and the text styles of the same use (a title is a first-level heading). A document maps those once
    /// (`roles.dsys`) for both.
    static let shared: [ThemeRole: SharedRole] = [
        .typographyTitle: .typographyHeading1, .typographyTitle2: .typographyHeading2,
        .typographyTitle3: .typographyHeading3, .typographyHeadline: .typographyHeading4,
        .typographyBody: .typographyBody, .typographySubheadline: .typographyBodySmall,
        .cornerRadiusSm: .radiusSm, .cornerRadiusMd: .radiusMd, .cornerRadiusLg: .radiusLg,
        .shadowSmall: .shadowSm, .shadowMedium: .shadowMd,
        .spacingXs: .spacingXs, .spacingSm: .spacingSm, .spacingMd: .spacingMd, .spacingLg: .spacingLg,
    ]

    /// The words that suggest an imported color for a palette color: those of the default profile's role that
    /// fills it by default, and the palette's own for the two it has no role for.
    private static func colorWords(_ role: ThemeRole, shared: SharedRole?) -> (groups: [String], names: [String]) {
        if let shared {
            let definition = SharedRoles.role(shared)
            var names = definition.nameWords
            if role == .backgroundSecondary { names += ["secondary", "grouped"] }
            return (definition.groupWords, names)
        }
        if role == .statusNeutral {
            return (SharedRoles.feedbackGroups + ["neutral"], ["neutral", "unknown", "default"])
        }
        // accentSubtle: a tint of the accent.
        return (SharedRoles.role(.actionPrimary).groupWords, ["subtle", "soft", "tint", "weak", "light", "muted"])
    }

    /// The group words of a scale's tokens: the default profile's for text styles, spacing, radii and shadows.
    private static func groupWords(of kind: ThemeScaleKind) -> [String] {
        switch kind {
        case .typography: SharedRoles.typeGroups
        case .spacing: SharedRoles.spacingGroups
        case .cornerRadius: SharedRoles.radiusGroups
        case .shadow: SharedRoles.shadowGroups
        case .dimensions: ["dimension", "dimensions", "size", "sizes", "sizing"]
        case .borderWidth: ["borderwidth", "border", "stroke", "strokewidth", "width"]
        case .opacity: ["opacity", "opacities", "alpha", "transparency"]
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
