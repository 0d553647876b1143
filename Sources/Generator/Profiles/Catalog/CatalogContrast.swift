import Tokens

/// The contrast pairs the catalog profile's components draw: each foreground on the background it sits on, at the
/// level its smallest text needs.
enum CatalogContrast {
    private typealias Drawing = DSysContrast.Drawing

    static let drawings: [DSysContrast.Drawing] = [
        // DSButton: the primary label on the brand color; the others' brand-colored labels on the raised background
        // (secondary) and on the screen (tertiary).
        Drawing(foreground: "brand.onPrimary", background: "brand.primary", styles: ["typography.button"]),
        Drawing(foreground: "brand.primary", background: "background.layer1", styles: ["typography.button"]),
        Drawing(foreground: "brand.primary", background: "background.base", styles: ["typography.button"]),
        // dsTextStyle's default color on the screen and in a card; the gallery's secondary text.
        Drawing(
            foreground: "text.primary", background: "background.base",
            styles: ["typography.body", "typography.heading"]),
        Drawing(foreground: "text.primary", background: "background.layer1", styles: ["typography.body"]),
        Drawing(foreground: "text.secondary", background: "background.base", styles: ["typography.body"]),
        // DSTextField: its placeholder, its focus ring and its error outline.
        Drawing(foreground: "text.tertiary", background: "background.base", styles: ["typography.body"]),
        Drawing(foreground: "border.focus", background: "background.base", styles: []),
        Drawing(foreground: "semantic.error", background: "background.base", styles: []),
    ]

    static func pairs(of designSystem: DesignSystem, roles: RoleAssignment) -> [ContrastPair] {
        DSysContrast.pairs(drawings, of: designSystem, roles: roles)
    }
}
