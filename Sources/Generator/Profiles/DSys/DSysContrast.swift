import Tokens

/// The contrast pairs the default profile's components draw: each foreground on the background it really sits on,
/// at the level its smallest text needs.
enum DSysContrast {
    /// What a component puts on what: a foreground role on a background role (drawn at `opacity`), as text in the
    /// roles' text styles, or as a line or ring (`styles` empty: WCAG's 3:1 for non-text).
    struct Drawing {
        var foreground: String
        var background: String
        var opacity: Double = 1
        var styles: [String]
    }

    /// The sizes of `DSButton` and `DSText` (`sm`, `md`/`base`, `lg`).
    private static let bodyStyles = ["typography.bodySmall", "typography.body", "typography.bodyLarge"]

    static let drawings: [Drawing] =
        [
            // DSButton: the filled variants, and the secondary one (also a card's primary text).
            Drawing(foreground: "text.inverse", background: "action.primary", styles: bodyStyles),
            Drawing(foreground: "text.inverse", background: "action.destructive", styles: bodyStyles),
            Drawing(foreground: "text.primary", background: "surface.raised", styles: bodyStyles),
            // DSCard: the rest of its content's text on its raised surface.
            Drawing(foreground: "text.secondary", background: "surface.raised", styles: ["typography.body"]),
            Drawing(foreground: "text.muted", background: "surface.raised", styles: ["typography.body"]),
            // DSText and DSHeading on the screen's surface.
            Drawing(foreground: "text.primary", background: "surface.default", styles: bodyStyles),
            Drawing(foreground: "text.secondary", background: "surface.default", styles: bodyStyles),
            Drawing(foreground: "text.muted", background: "surface.default", styles: bodyStyles),
            // DSInput: the text on the field, its focus ring and error outline.
            Drawing(foreground: "text.primary", background: "surface.inset", styles: ["typography.body"]),
            Drawing(foreground: "border.focus", background: "surface.inset", styles: []),
            Drawing(foreground: "feedback.error", background: "surface.inset", styles: []),
            // DSBadge: the default badge, and each feedback color on its own tint.
            Drawing(foreground: "text.muted", background: "surface.inset", styles: ["typography.label"]),
        ]
        + ["success", "error", "warning", "info"].map { name in
            Drawing(
                foreground: "feedback.\(name)", background: "feedback.\(name)",
                opacity: DSBadgeFile.backgroundOpacity, styles: ["typography.label"])
        }

    static func pairs(of designSystem: DesignSystem, roles: RoleAssignment) -> [ContrastPair] {
        pairs(drawings, of: designSystem, roles: roles)
    }

    /// The pair of each drawing whose roles the document fills, at the level its smallest text style needs (a
    /// profile's drawings name its own roles).
    static func pairs(_ drawings: [Drawing], of designSystem: DesignSystem, roles: RoleAssignment) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        for drawing in drawings {
            guard let foreground = roles[drawing.foreground]?.path, let background = roles[drawing.background]?.path
            else { continue }
            let level = level(
                drawing.styles.compactMap { role in
                    roles[role].flatMap { key in designSystem.typography.first { $0.name == key.path.description } }
                }, isText: !drawing.styles.isEmpty)
            // Two roles may be filled by one token: the pair is checked once, at the stricter level.
            if let index = pairs.firstIndex(where: {
                $0.foreground == foreground && $0.background == background
                    && $0.backgroundOpacity == drawing.opacity
            }) {
                if level.minimumRatio > pairs[index].level.minimumRatio { pairs[index].level = level }
                continue
            }
            pairs.append(
                ContrastPair(
                    foreground: foreground, background: background, level: level, backgroundOpacity: drawing.opacity))
        }
        return pairs
    }

    /// WCAG 2.x: text at least 18 pt, or 14 pt and bold, is large (AA 3:1); smaller text needs 4.5:1. A WCAG point
    /// is 4/3 CSS pixel, and an iOS point draws as a CSS pixel: large is 24 pt, or 18.67 pt bold. The smallest style
    /// decides.
    private static func level(_ styles: [TextStyleToken], isText: Bool) -> ContrastLevel {
        guard isText else { return .nonText }
        let bold: Set<FontWeight> = [.bold, .heavy, .black]
        let allLarge =
            !styles.isEmpty
            && styles.allSatisfy { style in
                style.size >= 24 || (style.size >= 18.67 && style.weight.map(bold.contains) == true)
            }
        return allLarge ? .aaLarge : .aa
    }
}
