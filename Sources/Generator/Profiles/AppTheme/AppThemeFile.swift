import Tokens

/// `AppTheme.swift`: seed 003's one theme of nested enums — `AppTheme.Colors`, `Fonts`, `Spacing` and `Style`, each
/// holding every token of its part of the document — with `Color(hex:)`, and `Color(light:dark:)` when a color has a
/// dark value of its own.
enum AppThemeFile {
    static let path = "AppTheme.swift"

    /// `colorNames`: each color's identifier, in document order.
    static func file(_ designSystem: DesignSystem, roles: RoleAssignment, colorNames: [String]) -> ProfileFile {
        let highContrast = designSystem.colors.contains { $0.distinctHighContrastColors != nil }
        let adaptive = highContrast || designSystem.colors.contains { $0.resolved.light != $0.resolved.dark }
        let colors = colorMembers(designSystem, roles: roles, names: colorNames)
        let fonts = [Section(title: nil, members: designSystem.typography.map(fontMember))]
        let spacing = spacingMembers(designSystem, roles: roles)
        let radii = [Section(title: nil, members: designSystem.radii.map(radiusMember))]

        let name = SwiftSource.commentText(designSystem.name)
        var body = ""
        if adaptive {
            body += "#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#endif\n\n"
        }
        body += """
            /// The design tokens of \(name): every color, font, spacing step and corner radius of the app.
            ///
            /// Views take their styling from here, never from literals:
            /// `.foregroundStyle(AppTheme.Colors.textPrimary)`, `.padding(AppTheme.Spacing.md)`.
            public enum AppTheme {

            """
        body += enumeration(
            "Colors",
            adaptive
                ? ["Colors that follow the light and dark appearance (a color with one value has it in both)."]
                : [
                    "Colors with one appearance: the document gives no dark values. An iOS app that does not support",
                    "Dark Mode says so with `UIUserInterfaceStyle` = `Light` in its Info.plist.",
                ], colors)
        body += "\n"
        body += enumeration(
            "Fonts",
            ["System fonts in Dynamic Type text styles, so they follow the reader's text size."]
                + (fonts[0].members.first.map { ["", "`.font(AppTheme.Fonts.\($0.name))`"] } ?? []), fonts)
        body += "\n"
        body += enumeration(
            "Spacing", ["Spacing in points: `.padding(AppTheme.Spacing.md)`, `VStack(spacing: AppTheme.Spacing.sm)`."],
            spacing)
        body += "\n"
        body += enumeration(
            "Style",
            ["Corner radii in points."]
                + (radii[0].members.first.map {
                    ["", "`RoundedRectangle(cornerRadius: AppTheme.Style.\($0.name))`"]
                } ?? []), radii)
        body += "}\n\n"
        body += colorInitializers(adaptive: adaptive, highContrast: highContrast)

        let symbols = [
            (AppThemeContainer.colors, colors), (.fonts, fonts), (.spacing, spacing), (.style, radii),
        ].flatMap { container, sections in
            sections.flatMap(\.members).map { PublicSymbol(container, $0.name, token: $0.tokenKey.description) }
        }
        return ProfileFile(swiftFile(path, body), symbols: symbols)
    }

    // ── Members ──

    /// One `public static let` of an enum, standing for one token.
    struct Member {
        var name: String
        /// `CGFloat` for sizes; `nil` when the value's type is plain from the expression (`Color(hex:)`).
        var type: String?
        var value: String
        var tokenKey: TokenKey
        var metadata = TokenMetadata()
        /// A line of documentation written when the token has no description of its own.
        var note: String?
    }

    /// Members under a `// ── Title ──` comment (no comment when `title` is nil).
    struct Section {
        var title: String?
        var members: [Member]
    }

    /// Every color in document order, a section per top-level group; then the roles the document maps onto colors
    /// of other names (`textTertiary` for `text.muted`).
    private static func colorMembers(_ designSystem: DesignSystem, roles: RoleAssignment, names: [String]) -> [Section]
    {
        var sections = TokenGroups.groupedByFirstComponent(Array(zip(designSystem.colors, names)), path: { $0.0.path })
            .map { group in
                Section(
                    title: TokenGroups.sectionTitle(group.name),
                    members: group.tokens.map { token, identifier in
                        let color = token.resolved
                        var value =
                            color.light == color.dark
                            ? "Color(hex: \"\(color.light.hex)\")"
                            : "Color(light: \"\(color.light.hex)\", dark: \"\(color.dark.hex)\")"
                        if let highContrast = token.distinctHighContrastColors {
                            // Four colors are too long for one line; the members of `Colors` are indented by 8.
                            value =
                                "Color(\n            light: \"\(color.light.hex)\", dark: \"\(color.dark.hex)\", "
                                + "lightHighContrast: \"\(highContrast.light.hex)\", "
                                + "darkHighContrast: \"\(highContrast.dark.hex)\")"
                        }
                        return Member(
                            name: identifier, value: value, tokenKey: TokenKey(.color, token.path),
                            metadata: token.metadata)
                    })
            }
        let identifiers = Dictionary(
            zip(designSystem.colors.map(\.path), names).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        let mapped = mappedRoles([AppThemeRole.textPrimary, .textSecondary, .textTertiary], roles) {
            identifiers[$0.path]
        }
        if !mapped.isEmpty { sections.append(Section(title: "Text colors mapped in roles.apptheme", members: mapped)) }
        return sections
    }

    private static func fontMember(_ style: TextStyleToken) -> Member {
        // The text style gives the size, so that the font scales with Dynamic Type; `.system(size:)` would not.
        let design = style.design ?? (style.family == .mono ? .monospaced : .default)
        let weight = style.weight.map { ", weight: .\($0.rawValue)" } ?? ""
        return Member(
            name: style.identifier,
            value: "Font.system(.\(style.relativeTo.rawValue), design: .\(design.rawValue)\(weight))",
            tokenKey: TokenKey(.typography, TokenPath([style.name])), metadata: style.metadata)
    }

    private static func spacingMembers(_ designSystem: DesignSystem, roles: RoleAssignment) -> [Section] {
        var sections = [
            Section(
                title: nil,
                members: designSystem.spacing.map {
                    Member(
                        name: $0.identifier, type: "CGFloat", value: SwiftSource.number($0.value),
                        tokenKey: TokenKey(.spacing, TokenPath([$0.name])), metadata: $0.metadata)
                })
        ]
        let identifiers = Dictionary(
            designSystem.spacing.map { ($0.name, $0.identifier) }, uniquingKeysWith: { first, _ in first })
        let mapped = mappedRoles([AppThemeRole.spacingMd, .spacingSm, .spacingLg], roles) {
            identifiers[$0.path.description]
        }
        if !mapped.isEmpty {
            sections.append(Section(title: "Spacing standards mapped in roles.apptheme", members: mapped))
        }
        return sections
    }

    private static func radiusMember(_ radius: SizeToken) -> Member {
        Member(
            name: AppThemeNaming.radiusIdentifier(radius), type: "CGFloat", value: SwiftSource.number(radius.value),
            tokenKey: TokenKey(.radius, TokenPath([radius.name])), metadata: radius.metadata)
    }

    /// A member for each of `roles` that the document maps onto a token of another name: the role's own symbol, the
    /// same value as that token's (`identifier`: its Swift name).
    private static func mappedRoles(
        _ roles: [AppThemeRole], _ assignment: RoleAssignment, identifier: (TokenKey) -> String?
    ) -> [Member] {
        roles.compactMap { role in
            let definition = role.definition
            guard let symbol = role.symbol, let token = assignment[role], token != definition.defaultToken,
                let target = identifier(token)
            else { return nil }
            return Member(
                name: symbol.name, type: definition.category == .color ? nil : "CGFloat", value: target,
                tokenKey: token, note: "Seed 003's role \(role.rawValue), filled by \(token.reference).")
        }
    }

    // ── Rendering ──

    /// `    public enum Name {` with its documentation, its sections (a blank line between titled ones) and `}`.
    private static func enumeration(_ name: String, _ documentation: [String], _ sections: [Section]) -> String {
        var text = documentation.map { $0.isEmpty ? "    ///\n" : "    /// \($0)\n" }.joined()
        guard sections.contains(where: { !$0.members.isEmpty }) else { return text + "    public enum \(name) {}\n" }
        text += "    public enum \(name) {\n"
        // The untitled section (a whole scale) comes first; each titled one is aligned on its own.
        let untitled = sections.filter { $0.title == nil }.flatMap(\.members)
        if !untitled.isEmpty { text += declarations(untitled) }
        for section in sections where section.title != nil && !section.members.isEmpty {
            if text.hasSuffix("{\n") == false { text += "\n" }
            text += "        // ── \(section.title ?? "") ──\n"
            text += declarations(section.members)
        }
        return text + "    }\n"
    }

    /// `public static let` lines, names (and `=`) aligned.
    private static func declarations(_ members: [Member]) -> String {
        // `name =` or `name: Type =`, padded after the name (and its colon), as `sizeDeclarations` does.
        let width = (members.map { $0.name.count + ($0.type == nil ? 0 : 1) }.max() ?? 0)
        var text = ""
        for member in members {
            let description = member.metadata.description ?? member.note
            text += SwiftSource.documentation(description, indent: "        ")
            text += SwiftSource.deprecation(member.metadata.deprecation, indent: "        ")
            let declared =
                member.type.map { SwiftSource.padded(member.name + ":", to: width) + " \($0)" }
                ?? SwiftSource.padded(member.name, to: width)
            text += "        public static let \(declared) = \(member.value)\n"
        }
        return text
    }

    /// `Color(hex:)`, and `Color(light:dark:)` for UIKit and AppKit when some color has two appearances.
    private static func colorInitializers(adaptive: Bool, highContrast: Bool) -> String {
        var text = """
            // ── Colors from hex ──

            extension Color {
                /// A color from sRGB hex, `"#RRGGBB"`, or `"#RRGGBBAA"` with opacity; the `#` may be left out.
                ///
                /// Any other string is a programming error: it stops a debug build, and is a clear color otherwise.
                public init(hex: String) {
                    let color = HexColor(hex)
                    self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
                }

            """
        if adaptive {
            text += """

                    /// A color that is `light` in the light appearance and `dark` in the dark one (hex, as for
                    /// ``init(hex:)``), following the appearance as it changes, as an asset catalog color does.
                    public init(light: String, dark: String) {
                        let light = HexColor(light)
                        let dark = HexColor(dark)
                        #if canImport(UIKit)
                        self.init(uiColor: UIColor { traits in
                            traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor
                        })
                        #elseif canImport(AppKit)
                        self.init(nsColor: NSColor(name: nil) { appearance in
                            // The high-contrast appearances match their own base appearance best.
                            appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark.nsColor : light.nsColor
                        })
                        #endif
                    }

                """
        }
        if highContrast {
            text += """

                    /// A color with values of its own for increased contrast (iOS's Increase Contrast, macOS's
                    /// high-contrast appearances) in light and dark appearance, following both settings as they
                    /// change, as an asset catalog color with High Contrast values does.
                    public init(light: String, dark: String, lightHighContrast: String, darkHighContrast: String) {
                        let light = HexColor(light)
                        let dark = HexColor(dark)
                        let lightHighContrast = HexColor(lightHighContrast)
                        let darkHighContrast = HexColor(darkHighContrast)
                        #if canImport(UIKit)
                        self.init(uiColor: UIColor { traits in
                            let isDark = traits.userInterfaceStyle == .dark
                            if traits.accessibilityContrast == .high {
                                return isDark ? darkHighContrast.uiColor : lightHighContrast.uiColor
                            }
                            return isDark ? dark.uiColor : light.uiColor
                        })
                        #elseif canImport(AppKit)
                        self.init(nsColor: NSColor(name: nil) { appearance in
                            let match = appearance.bestMatch(from: [
                                .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                            ])
                            if match == .accessibilityHighContrastDarkAqua { return darkHighContrast.nsColor }
                            if match == .accessibilityHighContrastAqua { return lightHighContrast.nsColor }
                            return match == .darkAqua ? dark.nsColor : light.nsColor
                        })
                        #endif
                    }

                """
        }
        text += """
            }

            /// The components of a hex color, each from 0 to 1; parsed once, outside any appearance callback.
            private struct HexColor: Sendable {
                var red: Double
                var green: Double
                var blue: Double
                var alpha: Double

                init(_ hex: String) {
                    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
                    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\\.isHexDigit),
                        let value = UInt32(digits, radix: 16)
                    else {
                        assertionFailure("\\(hex) is not a hex color: write #RRGGBB or #RRGGBBAA")
                        (red, green, blue, alpha) = (0, 0, 0, 0)
                        return
                    }
                    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
                    red = Double(rgba >> 24 & 0xFF) / 255
                    green = Double(rgba >> 16 & 0xFF) / 255
                    blue = Double(rgba >> 8 & 0xFF) / 255
                    alpha = Double(rgba & 0xFF) / 255
                }

            """
        if adaptive {
            text += """

                    #if canImport(UIKit)
                    var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
                    #elseif canImport(AppKit)
                    var nsColor: NSColor { NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }
                    #endif

                """
        }
        return text + "}\n"
    }
}
