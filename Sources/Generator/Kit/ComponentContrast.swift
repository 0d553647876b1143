import Tokens

/// What one of a profile's components draws: a color role on another, as text in some of the profile's text styles
/// or as a line, ring or indicator (non-text, WCAG's 3:1).
///
/// The roles are the profile's own names (`text.inverse`, theme's `accent`); ``OutputProfile/componentPairs(in:)``
/// finds the document's tokens that fill them and the level their text needs.
public struct ComponentDrawing: Sendable, Equatable {
    /// The role of the color drawn: text, an icon, a ring.
    public var foreground: String
    /// The role of the color it is drawn on.
    public var background: String
    /// The opacity the background is drawn at (a badge's tint of its own color).
    public var backgroundOpacity: Double
    /// The text style roles the foreground is drawn in; empty for a line, ring or indicator.
    public var textStyles: [String]
    /// The components that draw it, for reports: `DSButton (primary)`.
    public var drawnBy: String

    public init(
        _ foreground: String, on background: String, opacity: Double = 1, text textStyles: [String] = [],
        drawnBy: String
    ) {
        self.foreground = foreground
        self.background = background
        self.backgroundOpacity = opacity
        self.textStyles = textStyles
        self.drawnBy = drawnBy
    }

    /// Whether the foreground is text (its level follows the text's size) rather than a line or an indicator.
    public var isText: Bool { !textStyles.isEmpty }
}

/// A pair of colors a profile's components draw, as the document fills its roles, at the level it must meet.
public struct ComponentPair: Sendable, Equatable {
    public var foregroundRole: String
    public var backgroundRole: String
    public var backgroundOpacity: Double
    /// The level its smallest text needs (WCAG AA, or AA-large for large text), or non-text 3:1.
    public var level: ContrastLevel
    /// The tokens that fill the roles in the document; `nil` when it leaves a role unfilled.
    public var foreground: TokenPath?
    public var background: TokenPath?
    /// The components that draw it, joined: `DSButton (primary), DSCard`.
    public var drawnBy: String
}

extension OutputProfile {
    /// The pairs of color roles this profile's components draw, each with the text styles it is drawn in: the table
    /// the contrast checks (`dsysctl contrast`, the diff, `validate` and `publish`) are made of. Empty for `apptheme`,
    /// whose one file of constants draws nothing: its checks measure the document's text colors on its surfaces.
    public var componentDrawings: [ComponentDrawing] { ComponentContrast.drawings(of: self) }

    /// For each of ``componentDrawings``, the tokens of `designSystem` that fill its roles (by the document's `roles`
    /// mappings, else by the roles' default tokens) and the level its smallest text needs, as the profile draws the
    /// text (a system-font style of `theme` and `catalog` is drawn at its Dynamic Type style's size).
    public func componentPairs(in designSystem: DesignSystem) -> [ComponentPair] {
        ComponentContrast.pairs(of: self, in: designSystem, roles: implementation.assignment(in: designSystem))
    }
}

/// The one table of what every profile's components draw on what, and how a drawing becomes a contrast pair.
enum ComponentContrast {
    /// The badge's tint of its own color, behind its text: `DSBadgeFile` draws it, and the pairs are measured on it.
    static let badgeTint = 0.1

    static func drawings(of profile: OutputProfile) -> [ComponentDrawing] {
        switch profile {
        case .dsys: dsys
        case .theme: theme
        case .catalog: catalog
        case .tokens: tokens
        // One file of constants draws nothing: the document's text colors on its surfaces stand in.
        case .apptheme: []
        }
    }

    private static let dsysBody = ["typography.bodySmall", "typography.body", "typography.bodyLarge"]

    private static let dsys: [ComponentDrawing] =
        [
            ComponentDrawing("text.inverse", on: "action.primary", text: dsysBody, drawnBy: "DSButton (primary)"),
            ComponentDrawing(
                "text.inverse", on: "action.destructive", text: dsysBody, drawnBy: "DSButton (destructive)"),
            ComponentDrawing("text.primary", on: "surface.raised", text: dsysBody, drawnBy: "DSButton (secondary)"),
            ComponentDrawing("text.secondary", on: "surface.raised", text: ["typography.body"], drawnBy: "DSCard"),
            ComponentDrawing("text.muted", on: "surface.raised", text: ["typography.body"], drawnBy: "DSCard"),
            ComponentDrawing(
                "text.primary", on: "surface.default",
                text: dsysBody + [
                    "typography.heading1", "typography.heading2", "typography.heading3",
                    "typography.heading4",
                ], drawnBy: "DSText, DSHeading"),
            ComponentDrawing("text.secondary", on: "surface.default", text: dsysBody, drawnBy: "DSText"),
            ComponentDrawing("text.muted", on: "surface.default", text: dsysBody, drawnBy: "DSText"),
            ComponentDrawing("text.primary", on: "surface.inset", text: ["typography.body"], drawnBy: "DSInput"),
            ComponentDrawing("border.focus", on: "surface.inset", drawnBy: "DSInput (focus ring)"),
            ComponentDrawing("feedback.error", on: "surface.inset", drawnBy: "DSInput (error outline)"),
            ComponentDrawing(
                "feedback.error", on: "surface.default", text: ["typography.label"], drawnBy: "DSInput (error message)"),
            ComponentDrawing("text.muted", on: "surface.inset", text: ["typography.label"], drawnBy: "DSBadge"),
        ]
        + ["success", "error", "warning", "info"].map { name in
            ComponentDrawing(
                "feedback.\(name)", on: "feedback.\(name)", opacity: badgeTint, text: ["typography.label"],
                drawnBy: "DSBadge (\(name))")
        }

    private static let theme: [ComponentDrawing] =
        [
            ComponentDrawing(
                "backgroundPrimary", on: "accent", text: ["typography.headline"], drawnBy: "DSButton (primary)"),
            ComponentDrawing(
                "accent", on: "backgroundPrimary", text: ["typography.headline"],
                drawnBy: "DSButton (secondary, and its outline)"),
            ComponentDrawing(
                "accent", on: "accentSubtle", text: ["typography.headline"], drawnBy: "DSButton (tertiary)"),
            ComponentDrawing(
                "textPrimary", on: "backgroundPrimary", text: ["typography.body", "typography.title3"],
                drawnBy: "DSInfoRow, DSErrorView, DSEmptyState"),
            ComponentDrawing(
                "textSecondary", on: "backgroundPrimary", text: ["typography.body"],
                drawnBy: "DSInfoRow, DSLoadingView, DSErrorView, DSEmptyState"),
            ComponentDrawing("textTertiary", on: "backgroundPrimary", drawnBy: "DSEmptyState (icon)"),
            ComponentDrawing("statusError", on: "backgroundPrimary", drawnBy: "DSErrorView (icon)"),
            ComponentDrawing(
                "textPrimary", on: "surfacePrimary", text: ["typography.headline"], drawnBy: "DSCardInfoRow"),
            ComponentDrawing(
                "textSecondary", on: "surfacePrimary", text: ["typography.subheadline", "typography.footnote"],
                drawnBy: "DSCardInfoRow"),
            ComponentDrawing(
                "textTertiary", on: "surfacePrimary", text: ["typography.caption"], drawnBy: "DSCardInfoRow"),
            ComponentDrawing("textTertiary", on: "backgroundSecondary", drawnBy: "DSAsyncImage (failure)"),
        ]
        + ["statusSuccess", "statusWarning", "statusError", "statusNeutral"].flatMap { status in
            [
                ComponentDrawing(status, on: "backgroundPrimary", drawnBy: "DSStatusIndicator"),
                ComponentDrawing(status, on: "surfacePrimary", drawnBy: "DSStatusIndicator in DSCardInfoRow"),
            ]
        }

    private static let catalog: [ComponentDrawing] = [
        ComponentDrawing(
            "brand.onPrimary", on: "brand.primary", text: ["typography.button"], drawnBy: "DSButton (primary)"),
        ComponentDrawing(
            "brand.primary", on: "background.layer1", text: ["typography.button"], drawnBy: "DSButton (secondary)"),
        ComponentDrawing(
            "brand.primary", on: "background.base", text: ["typography.button"], drawnBy: "DSButton (tertiary)"),
        ComponentDrawing(
            "text.primary", on: "background.base", text: ["typography.body", "typography.heading"],
            drawnBy: "dsTextStyle(_:color:), DSTextField"),
        ComponentDrawing(
            "text.primary", on: "background.layer1", text: ["typography.body"], drawnBy: "DSCard, dsCardStyle()"),
        ComponentDrawing(
            "text.secondary", on: "background.base", text: ["typography.body"], drawnBy: "DesignSystemPreview"),
        ComponentDrawing(
            "text.tertiary", on: "background.base", text: ["typography.body"], drawnBy: "DSTextField (placeholder)"),
        ComponentDrawing("border.focus", on: "background.base", drawnBy: "DSTextField (focus ring)"),
        ComponentDrawing("semantic.error", on: "background.base", drawnBy: "DSTextField (error outline)"),
        ComponentDrawing(
            "semantic.error", on: "background.base", text: ["typography.body"], drawnBy: "DSTextField (error message)"),
    ]

    private static let tokens: [ComponentDrawing] = [
        ComponentDrawing(
            "text.inverse", on: "action.primary", text: ["typography.label"], drawnBy: "PrimaryButtonStyle"),
        ComponentDrawing(
            "text.inverse", on: "action.destructive", text: ["typography.label"], drawnBy: "DestructiveButtonStyle"),
        ComponentDrawing(
            "text.primary", on: "surface.raised", text: ["typography.label"], drawnBy: "SecondaryButtonStyle"),
        ComponentDrawing(
            "text.primary", on: "surface.inset", text: ["typography.body"], drawnBy: "OutlinedTextFieldStyle"),
        ComponentDrawing("border.focus", on: "surface.inset", drawnBy: "OutlinedTextFieldStyle (focus ring)"),
        ComponentDrawing("feedback.error", on: "surface.inset", drawnBy: "OutlinedTextFieldStyle (error outline)"),
        ComponentDrawing(
            "feedback.error", on: "surface.inset", text: ["typography.label"],
            drawnBy: "OutlinedTextFieldStyle (error message)"),
    ]

    /// The pair of each drawing whose roles `roles` fills, at the level its smallest text needs; two drawings of the
    /// same two tokens (two roles filled by one token, or text and its outline) are one pair at the stricter level.
    static func pairs(
        of profile: OutputProfile, in designSystem: DesignSystem, roles: RoleAssignment
    )
        -> [ComponentPair]
    {
        var pairs: [ComponentPair] = []
        for drawing in drawings(of: profile) {
            let foreground = roles[drawing.foreground]?.path
            let background = roles[drawing.background]?.path
            let styles = drawing.textStyles.compactMap { role in
                roles[role].flatMap { key in designSystem.typography.first { $0.name == key.path.description } }
            }
            let level =
                drawing.isText
                ? textLevel(styles.map { drawnSize($0, profile: profile, fonts: designSystem.fontFamily) })
                : .nonText
            if let index = pairs.firstIndex(where: {
                $0.foregroundRole == drawing.foreground && $0.backgroundRole == drawing.background
                    && $0.backgroundOpacity == drawing.backgroundOpacity
            }) {
                if level.minimumRatio > pairs[index].level.minimumRatio { pairs[index].level = level }
                if !pairs[index].drawnBy.contains(drawing.drawnBy) { pairs[index].drawnBy += ", \(drawing.drawnBy)" }
                continue
            }
            pairs.append(
                ComponentPair(
                    foregroundRole: drawing.foreground, backgroundRole: drawing.background,
                    backgroundOpacity: drawing.backgroundOpacity, level: level, foreground: foreground,
                    background: background, drawnBy: drawing.drawnBy))
        }
        return pairs
    }

    /// The contrast pairs of `profile` in `designSystem`: its components' pairs of tokens, each once at the
    /// strictest level any of its drawings needs; a profile that draws no components checks every text color on
    /// every surface color.
    static func contrastPairs(
        of profile: OutputProfile, in designSystem: DesignSystem, roles: RoleAssignment
    )
        -> [ContrastPair]
    {
        guard !drawings(of: profile).isEmpty else { return ContrastMatrix.textOnSurfacePairs(of: designSystem) }
        var result: [ContrastPair] = []
        for pair in pairs(of: profile, in: designSystem, roles: roles) {
            guard let foreground = pair.foreground, let background = pair.background else { continue }
            if let index = result.firstIndex(where: {
                $0.foreground == foreground && $0.background == background
                    && $0.backgroundOpacity == pair.backgroundOpacity
            }) {
                if pair.level.minimumRatio > result[index].level.minimumRatio { result[index].level = pair.level }
                continue
            }
            result.append(
                ContrastPair(
                    foreground: foreground, background: background, level: pair.level,
                    backgroundOpacity: pair.backgroundOpacity))
        }
        return result
    }

    /// The size and weight `profile` draws a text style at by default: the document's size, except that `theme` and
    /// `catalog` draw a style of the system font at its Dynamic Type style's own size (so that it scales).
    private static func drawnSize(
        _ style: TextStyleToken, profile: OutputProfile, fonts: FontFamily
    )
        -> (size: Double, weight: FontWeight)
    {
        let weight = style.weight ?? style.relativeTo.defaultWeight
        let systemFont = fonts.font(style.family) == nil
        switch profile {
        case .theme, .catalog, .apptheme: return (systemFont ? style.relativeTo.defaultSize : style.size, weight)
        case .dsys, .tokens: return (style.size, weight)
        }
    }

    /// WCAG 2.x: text at least 18 pt, or 14 pt and bold, is large (AA 3:1); smaller text needs 4.5:1. A WCAG point
    /// is 4/3 CSS pixel, and an iOS point draws as a CSS pixel: large is 24 pt, or 18.67 pt bold. The smallest style
    /// decides; text in a style the document lacks needs AA.
    private static func textLevel(_ styles: [(size: Double, weight: FontWeight)]) -> ContrastLevel {
        let bold: Set<FontWeight> = [.bold, .heavy, .black]
        let allLarge =
            !styles.isEmpty
            && styles.allSatisfy { style in style.size >= 24 || (style.size >= 18.67 && bold.contains(style.weight)) }
        return allLarge ? .aaLarge : .aa
    }
}
