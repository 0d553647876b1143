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
    /// The roles of the surfaces the component sits on, for a background that may be translucent (a tint, a color
    /// with alpha): what shows through it. Empty when the background is drawn on the page (white or black) or is
    /// the surface itself.
    public var backdrops: [String]
    /// The text style roles the foreground is drawn in; empty for a line, ring or indicator. A name that is no role of
    /// the profile holds the text to AA, as a style the document lacks does (apptheme's views set text in any of
    /// `AppTheme.Fonts`, none of them a role).
    public var textStyles: [String]
    /// The components that draw it, for reports: `DSButton (primary)`.
    public var drawnBy: String

    public init(
        _ foreground: String, on background: String, opacity: Double = 1, over backdrops: [String] = [],
        text textStyles: [String] = [], drawnBy: String
    ) {
        self.foreground = foreground
        self.background = background
        self.backgroundOpacity = opacity
        self.backdrops = backdrops
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
    /// The role of the surface a translucent background is drawn over (one pair per surface of the drawing's
    /// ``ComponentDrawing/backdrops``); `nil` for the page, or when the document's background is opaque.
    public var backdropRole: String?
    /// The level its smallest text needs (WCAG AA, or AA-large for large text), or non-text 3:1.
    public var level: ContrastLevel
    /// The tokens that fill the roles in the document; `nil` when it leaves a role unfilled.
    public var foreground: TokenPath?
    public var background: TokenPath?
    public var backdrop: TokenPath?
    /// The components that draw it, joined: `DSButton (primary), DSCard`.
    public var drawnBy: String
}

extension OutputProfile {
    /// The pairs of color roles this profile's components draw, each with the text styles it is drawn in: the table
    /// the contrast checks (`dsysctl contrast`, the diff, `validate` and `publish`) are made of. `apptheme`'s one file
    /// of constants draws nothing itself: its table is what seed 003's views draw with them.
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
        case .apptheme: apptheme
        }
    }

    /// What seed 003's views draw with `AppTheme`'s constants: its three text colors
    /// (`.foregroundStyle(AppTheme.Colors.textPrimary)`, `textSecondary`, `textTertiary`) on the screen's background
    /// and on cards (`.background(AppTheme.Colors.background)`, `.surface`), in any of `AppTheme.Fonts` down to
    /// `caption2`: AA, the level the other profiles hold the same roles to (dsys's `text.muted` in DSText, theme's
    /// `textTertiary` in captions). Not `text.inverse` or other text colors: the seed's views draw only these three.
    private static let apptheme: [ComponentDrawing] = [("background", "the screen"), ("surface", "cards")].flatMap {
        surface, place in
        ["textPrimary", "textSecondary", "textTertiary"].map { text in
            ComponentDrawing(text, on: surface, text: ["AppTheme.Fonts"], drawnBy: "app views (text on \(place))")
        }
    }

    private static let dsysBody = ["typography.bodySmall", "typography.body", "typography.bodyLarge"]

    /// What a text field draws, in every profile that has one: its text and placeholder on its fill, its resting
    /// outline on the fill and on each surface around it (WCAG 1.4.11: the boundary identifies the field), its focus
    /// ring and error outline on the fill, its error message below it.
    private static func textField(
        _ name: String, fill: String, surroundings: [String], text: String, placeholder: String, outline: String,
        focus: String, error: String, body: String, message: (on: String, style: String)
    ) -> [ComponentDrawing] {
        [
            ComponentDrawing(text, on: fill, text: [body], drawnBy: name),
            ComponentDrawing(placeholder, on: fill, text: [body], drawnBy: "\(name) (placeholder)"),
        ]
            + ([fill] + surroundings.filter { $0 != fill }).map { surface in
                ComponentDrawing(outline, on: surface, drawnBy: "\(name) (outline)")
            }
            + [
                ComponentDrawing(focus, on: fill, drawnBy: "\(name) (focus ring)"),
                ComponentDrawing(error, on: fill, drawnBy: "\(name) (error outline)"),
                ComponentDrawing(error, on: message.on, text: [message.style], drawnBy: "\(name) (error message)"),
            ]
    }

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
        ]
        + textField(
            "DSInput", fill: "surface.inset", surroundings: ["surface.default", "surface.raised"], text: "text.primary",
            placeholder: "text.muted", outline: "border.input", focus: "border.focus", error: "feedback.error",
            body: "typography.body", message: ("surface.default", "typography.label"))
        + [ComponentDrawing("text.muted", on: "surface.inset", text: ["typography.label"], drawnBy: "DSBadge")]
        + ["success", "error", "warning", "info"].map { name in
            ComponentDrawing(
                "feedback.\(name)", on: "feedback.\(name)", opacity: badgeTint,
                over: ["surface.default", "surface.raised"],
                text: ["typography.label"], drawnBy: "DSBadge (\(name))")
        }

    /// Where the theme's atoms may be put: on the screen, on a grouped background, in a card.
    private static let themeSurfaces = ["backgroundPrimary", "backgroundSecondary", "surfacePrimary"]

    private static let theme: [ComponentDrawing] =
        [
            ComponentDrawing(
                "backgroundPrimary", on: "accent", over: themeSurfaces, text: ["typography.headline"],
                drawnBy: "DSButton (primary)"),
            ComponentDrawing(
                "accent", on: "accentSubtle", over: themeSurfaces, text: ["typography.headline"],
                drawnBy: "DSButton (tertiary)"),
        ]
        + themeSurfaces.map { surface in
            ComponentDrawing(
                "accent", on: surface, text: ["typography.headline"], drawnBy: "DSButton (secondary, and its outline)")
        }
        + [
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
            themeSurfaces.map { surface in ComponentDrawing(status, on: surface, drawnBy: "DSStatusIndicator") }
        }

    private static let catalog: [ComponentDrawing] =
        [
            ComponentDrawing(
                "brand.onPrimary", on: "brand.primary", text: ["typography.button"], drawnBy: "DSButton (primary)"),
            ComponentDrawing(
                "brand.primary", on: "background.layer1", text: ["typography.button"],
                drawnBy: "DSButton (secondary)"),
            ComponentDrawing(
                "brand.primary", on: "background.base", text: ["typography.button"], drawnBy: "DSButton (tertiary)"),
            ComponentDrawing(
                "text.primary", on: "background.base", text: ["typography.body", "typography.heading"],
                drawnBy: "dsTextStyle(_:color:)"),
            ComponentDrawing(
                "text.primary", on: "background.layer1", text: ["typography.body"], drawnBy: "DSCard, dsCardStyle()"),
            ComponentDrawing(
                "text.secondary", on: "background.base", text: ["typography.body"], drawnBy: "DesignSystemPreview"),
        ]
        + textField(
            "DSTextField", fill: "background.base", surroundings: ["background.base", "background.layer1"],
            text: "text.primary", placeholder: "text.tertiary", outline: "border.input", focus: "border.focus",
            error: "semantic.error", body: "typography.body", message: ("background.base", "typography.body"))

    private static let tokens: [ComponentDrawing] =
        [
            ComponentDrawing(
                "text.inverse", on: "action.primary", text: ["typography.label"], drawnBy: "PrimaryButtonStyle"),
            ComponentDrawing(
                "text.inverse", on: "action.destructive", text: ["typography.label"],
                drawnBy: "DestructiveButtonStyle"),
            ComponentDrawing(
                "text.primary", on: "surface.raised", text: ["typography.label"], drawnBy: "SecondaryButtonStyle"),
        ]
        + textField(
            "OutlinedTextFieldStyle", fill: "surface.inset", surroundings: ["surface.default", "surface.raised"],
            text: "text.primary", placeholder: "text.secondary", outline: "border.input", focus: "border.focus",
            error: "feedback.error", body: "typography.body", message: ("surface.inset", "typography.label"))

    /// The pair of each drawing whose roles `roles` fills, at the level its smallest text needs; two drawings of the
    /// same two tokens (two roles filled by one token, or text and its outline) are one pair at the stricter level.
    /// A drawing over surfaces is one pair per surface when the document's background is translucent in some
    /// appearance (or drawn at an opacity), else one pair: an opaque background hides what is under it.
    static func pairs(
        of profile: OutputProfile, in designSystem: DesignSystem, roles: RoleAssignment
    )
        -> [ComponentPair]
    {
        var pairs: [ComponentPair] = []
        let drawings = drawings(of: profile)
        // The backgrounds drawn over surfaces, each looked up: a few paths, in a document of any size.
        let overSurfaces = Set(drawings.filter { !$0.backdrops.isEmpty }.compactMap { roles[$0.background]?.path })
        let translucentColors = overSurfaces.filter { path in
            guard let color = designSystem.color(at: path) else { return false }
            return Appearance.allCases.contains { color.resolved($0).alpha < 255 }
        }
        for drawing in drawings {
            let foreground = roles[drawing.foreground]?.path
            let background = roles[drawing.background]?.path
            let styles = drawing.textStyles.compactMap { role in
                roles[role].flatMap { key in designSystem.typography.first { $0.name == key.path.description } }
            }
            let level =
                drawing.isText
                ? textLevel(styles.map { drawnSize($0, profile: profile, fonts: designSystem.fontFamily) })
                : .nonText
            let translucent = drawing.backgroundOpacity < 1 || background.map(translucentColors.contains) ?? false
            let backdrops: [String?] = translucent && !drawing.backdrops.isEmpty ? drawing.backdrops : [nil]
            for backdropRole in backdrops {
                if let index = pairs.firstIndex(where: {
                    $0.foregroundRole == drawing.foreground && $0.backgroundRole == drawing.background
                        && $0.backgroundOpacity == drawing.backgroundOpacity && $0.backdropRole == backdropRole
                }) {
                    if level.minimumRatio > pairs[index].level.minimumRatio { pairs[index].level = level }
                    if !pairs[index].drawnBy.contains(drawing.drawnBy) {
                        pairs[index].drawnBy += ", \(drawing.drawnBy)"
                    }
                    continue
                }
                pairs.append(
                    ComponentPair(
                        foregroundRole: drawing.foreground, backgroundRole: drawing.background,
                        backgroundOpacity: drawing.backgroundOpacity, backdropRole: backdropRole, level: level,
                        foreground: foreground, background: background,
                        backdrop: backdropRole.flatMap { roles[$0]?.path }, drawnBy: drawing.drawnBy))
            }
        }
        return pairs
    }

    /// The contrast pairs of `profile` in `designSystem`: its components' pairs of tokens, each once at the
    /// strictest level any of its drawings needs. A pair over a surface the document leaves unfilled is left out.
    static func contrastPairs(
        of profile: OutputProfile, in designSystem: DesignSystem, roles: RoleAssignment
    )
        -> [ContrastPair]
    {
        var result: [ContrastPair] = []
        for pair in pairs(of: profile, in: designSystem, roles: roles) {
            guard let foreground = pair.foreground, let background = pair.background,
                pair.backdropRole == nil || pair.backdrop != nil
            else { continue }
            if let index = result.firstIndex(where: {
                $0.foreground == foreground && $0.background == background
                    && $0.backgroundOpacity == pair.backgroundOpacity && $0.backdrop == pair.backdrop
            }) {
                if pair.level.minimumRatio > result[index].level.minimumRatio { result[index].level = pair.level }
                continue
            }
            result.append(
                ContrastPair(
                    foreground: foreground, background: background, level: pair.level,
                    backgroundOpacity: pair.backgroundOpacity, backdrop: pair.backdrop))
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
