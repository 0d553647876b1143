import Tokens

/// `Colors+DesignSystem.swift`: a `Color` property per color token, grouped by top-level group, each also a
/// `ShapeStyle` member; primitives (``DSysPrimitives``) in the `DSPrimitives` namespace instead.
///
/// Made from what it declares of each color (``Input``), not from the colors' values: a new revision that changes
/// colors' values only takes the file made before (``FileBuilder``).
enum ColorsFile: FileBuilder {
    /// Every color as the file declares it, in document order.
    struct Input: Hashable, Sendable {
        var colors: [Declaration]
        /// The top-level groups declared in `DSPrimitives` rather than `Color`.
        var primitives: Set<String>
    }

    /// One color's declaration: its group, identifier, documentation and deprecation.
    struct Declaration: Hashable, Sendable {
        var group: String
        var identifier: String
        var description: String?
        var deprecation: DeprecationText?
        /// The identifier of the color it is an alias of, for a deprecated color (``renamedIdentifiers``).
        var renamed: String?
    }

    /// What the file says of a deprecation.
    struct DeprecationText: Hashable, Sendable {
        var reason: String?
    }

    /// `names`: each color's identifier, in document order; `primitives`: the groups kept out of `Color`'s API.
    static func file(_ designSystem: DesignSystem, names: [String], primitives: Set<String>) -> ProfileFile {
        ProfileFile(
            file(input(designSystem, names: names, primitives: primitives)),
            symbols: symbols(designSystem, names: names, primitives: primitives))
    }

    /// The recipe of the file (its symbols are ``symbols(_:names:primitives:)``).
    static func recipe(_ designSystem: DesignSystem, names: [String], primitives: Set<String>) -> FileRecipe {
        FileRecipe(Self.self, input(designSystem, names: names, primitives: primitives))
    }

    static func input(_ designSystem: DesignSystem, names: [String], primitives: Set<String>) -> Input {
        let renames = renamedIdentifiers(designSystem, names: names, primitives: primitives)
        // By index, not by element: a color token is a large value, and copying each of thousands costs more than
        // the declarations' own fields.
        let colors = designSystem.colors
        return Input(
            colors: zip(colors.indices, names).map { index, identifier in
                Declaration(
                    group: colors[index].path.components[0], identifier: identifier,
                    description: colors[index].metadata.description,
                    deprecation: colors[index].metadata.deprecation.map { DeprecationText(reason: $0.reason) },
                    renamed: renames.isEmpty ? nil : renames[identifier])
            },
            primitives: primitives)
    }

    static func file(_ input: Input) -> GeneratedFile {
        let groups = TokenGroups.grouped(input.colors, group: \.group)
        let semantic = groups.filter { !input.primitives.contains($0.name) }
        let primitive = groups.filter { input.primitives.contains($0.name) }

        var body = ""
        if !semantic.isEmpty {
            body += "public extension Color {\n"
            body += declarations(semantic, indent: "    ") { identifier, width in
                let name = SwiftSource.padded(identifier, to: width)
                let literal = SwiftSource.padded("\"\(identifier)\",", to: width + 3)
                return "static let \(name) = Color(\(literal) bundle: .module)"
            }
            body += "}\n"
            body += """

                /// The same colors where a `ShapeStyle` is expected, as Xcode's own asset symbols offer them:
                /// `.foregroundStyle(.dsTextPrimary)`.
                public extension ShapeStyle where Self == Color {

                """
            body += declarations(semantic, indent: "    ") { identifier, width in
                "static var \(SwiftSource.padded(identifier + ":", to: width + 1)) Color { Color.\(identifier) }"
            }
            body += "}\n"
        }
        if !primitive.isEmpty {
            body += body.isEmpty ? "" : "\n"
            let groupNames = primitive.map { "`\(SwiftSource.commentText($0.name))`" }.joined(separator: ", ")
            body += """
                /// The primitive colors (\(groupNames)) the semantic colors are made of.
                ///
                /// Views use the semantic colors (`Color.dsActionPrimary` …), so that changing the palette changes no
                /// code; a primitive is here for the rare place no role fits. A document lists a group under
                /// `expose_primitives` to have it in `Color` instead.
                public enum DSPrimitives: Sendable {

                """
            body += declarations(primitive, indent: "    ") { identifier, width in
                let name = SwiftSource.padded(identifier, to: width)
                let literal = SwiftSource.padded("\"\(identifier)\",", to: width + 3)
                return "public static let \(name) = Color(\(literal) bundle: .module)"
            }
            body += "}\n"
        }
        return swiftFile(path, body)
    }

    static let path = "Colors+DesignSystem.swift"

    /// The symbols ``file(_:names:primitives:)`` returns, without its text: in the document's order, as the diff
    /// lists tokens.
    static func symbols(_ designSystem: DesignSystem, names: [String], primitives: Set<String>) -> [PublicSymbol] {
        zip(designSystem.colors, names).map { token, identifier in
            let container = primitives.contains(token.path.components[0]) ? DSysContainer.primitives : .color
            return PublicSymbol(container, identifier, token: "color.\(token.path)")
        }
    }

    /// Each group under its `// ── Group tokens ──` title, each color with its documentation and deprecation, names
    /// aligned within the group; `declaration` writes one line from an identifier and the group's widest.
    private static func declarations(
        _ groups: [(name: String, tokens: [Declaration])], indent: String, _ declaration: (String, Int) -> String
    ) -> String {
        var text = ""
        for (index, group) in groups.enumerated() {
            if index > 0 { text += "\n" }
            text += "\(indent)// ── \(TokenGroups.sectionTitle(group.name)) tokens ──\n"
            let width = group.tokens.map(\.identifier.count).max() ?? 0
            for color in group.tokens {
                text += SwiftSource.documentation(color.description, indent: indent)
                text += SwiftSource.deprecation(
                    color.deprecation.map { Deprecation(reason: $0.reason) }, renamed: color.renamed, indent: indent)
                text += indent + declaration(color.identifier, width) + "\n"
            }
        }
        return text
    }

    /// For each deprecated color that is an alias of one other color in both appearances, that color's identifier:
    /// `@available(*, deprecated, renamed: "dsTextMuted")` gives Xcode a fix-it. Only a replacement in the same
    /// namespace (`Color` or `DSPrimitives`) can be named.
    static func renamedIdentifiers(
        _ designSystem: DesignSystem, names: [String], primitives: Set<String>
    ) -> [String: String] {
        var renames: [String: String] = [:]
        var identifiers: [TokenPath: String]?
        for (token, name) in zip(designSystem.colors, names) where token.metadata.deprecation != nil {
            guard case .alias(let light) = token.value.light, case .alias(let dark) = token.value.dark, light == dark,
                primitives.contains(light.components[0]) == primitives.contains(token.path.components[0])
            else { continue }
            // Made once, for the first such color: most documents deprecate no alias.
            if identifiers == nil {
                identifiers = Dictionary(
                    zip(designSystem.colors.map(\.path), names), uniquingKeysWith: { _, last in last })
            }
            guard let target = identifiers?[light] else { continue }
            renames[name] = target
        }
        return renames
    }
}

/// `Typography+DesignSystem.swift`: `DSTextStyle`, the type scale as one table (size, Dynamic Type style, weight,
/// design, face, line spacing), `.dsFont(_:)`, which sets a style at its size scaled with Dynamic Type, and a `DSFont`
/// function per text style (seed 000's API), each the style's `font`.
///
/// On iOS 16 only `Font.custom(_:size:relativeTo:)` gives a `Font` of a chosen size that follows Dynamic Type; the
/// system font of a chosen size (`Font.system(size:weight:design:)`) keeps that size, and the system text styles
/// (`Font.system(_:design:weight:)`) have their own sizes. `@ScaledMetric(relativeTo:)` scales a number with the
/// environment's Dynamic Type size, so the modifier scales the size (and the line spacing) with it and sets a font
/// of that fixed size.
enum TypographyFile {
    /// The package's faces of the document's custom fonts (``FontFaces``), beside this file.
    static let facesPath = "Fonts+DesignSystem.swift"

    /// The members `DSTextStyle` declares, which no text style may be named.
    static let members = ["size", "relativeTo", "lineSpacing", "allCases"] + TypeScale.fontMemberNames

    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        let styles = designSystem.typography
        let fonts = designSystem.fontFamily
        var body = """
            /// The design system's fonts, one function per text style, each scaling with Dynamic Type.
            ///
            /// In views, prefer `.dsFont(_:)` (`Text("Hello").dsFont(.body)`): the document's size and line height,
            /// scaled like the Dynamic Type style the text style is relative to. These `Font`s serve where a modifier
            /// cannot go; each is the text style's `DSTextStyle.font`: a custom font at the document's size, or the
            /// system font at its Dynamic Type style's own size (no `Font` of a chosen size scales on iOS 16).
            public struct DSFont {
                private init() {}

            """
        for role in FontRole.allCases {
            let family = styles.filter { $0.family == role }
            guard !family.isEmpty else { continue }
            var title = role == .sans ? "Text styles" : "Monospace"
            if fonts.font(role) == nil {
                title += " (system font: font_family.\(role.rawValue) is null)"
            }
            body += "\n    // ── \(title) ──\n"
            for (index, style) in family.enumerated() {
                if index > 0 { body += "\n" }
                body += SwiftSource.documentation(style.metadata.description, indent: "    ")
                body += SwiftSource.deprecation(style.metadata.deprecation, indent: "    ")
                body += "    public static func \(style.identifier)() -> Font {\n"
                body += "        DSTextStyle.\(style.identifier).font\n"
                body += "    }\n"
            }
        }
        body += "}\n"
        body += textStyles(styles, fonts: fonts)
        // In the document's order, as the diff lists tokens.
        let symbols = styles.flatMap { style in
            [
                PublicSymbol(DSysContainer.font, style.identifier, call: true, token: "typography.\(style.name)"),
                PublicSymbol(DSysContainer.textStyle, style.identifier, token: "typography.\(style.name)"),
            ]
        }
        return ProfileFile(swiftFile("Typography+DesignSystem.swift", body), symbols: symbols)
    }

    /// `DSTextStyle` with the type scale's table, `.dsFont(_:)` and the modifier that scales each style's size.
    private static func textStyles(_ styles: [TextStyleToken], fonts: FontFamily) -> String {
        var text = """

            /// A text style of the design system, for `.dsFont(_:)`: the type scale, one property per column.
            public enum DSTextStyle: CaseIterable, Sendable {

            """
        for style in styles {
            // An attribute on a case would make the enum's own switches warn; the comment still shows in Xcode.
            text += SwiftSource.documentation(style.metadata, indent: "    ")
            text += "    case \(style.identifier)\n"
        }
        text += TypeScale.switchProperty(
            "public var size: CGFloat",
            documentation: "    /// The size in points at the default Dynamic Type size.\n",
            cases: styles.map { ($0.identifier, SwiftSource.number($0.size)) })
        text += TypeScale.switchProperty(
            "public var relativeTo: Font.TextStyle",
            documentation: "    /// The Dynamic Type style the size, and the line spacing, scale like.\n",
            cases: styles.map { ($0.identifier, ".\($0.relativeTo.rawValue)") })
        text += TypeScale.switchProperty(
            "public var lineSpacing: CGFloat",
            documentation: """
                    /// The space between lines in points at the default size, from the document's `line_height`: the
                    /// line height less the font's own (\(SwiftSource.number(TypeScale.naturalLineHeight)) × size), never negative; 0 without one.

                """,
            cases: styles.map { ($0.identifier, SwiftSource.number(TypeScale.lineSpacing($0))) })
        let cases = styles.map { ($0.identifier, $0) }
        text += TypeScale.fontProperties(cases, fonts: fonts, faces: "DSFontFaces")
        text += TypeScale.fontMembers(cases, fonts: fonts, textStyle: "relativeTo")
        // Set only when a style has a line height: a view's own `.lineSpacing(_:)` around it then still applies.
        let lineSpacing =
            styles.contains { $0.lineHeight != nil }
            ? "\n            .lineSpacing(style.lineSpacing * size / style.size)" : ""
        text += """
            }

            public extension View {
                /// Sets a text style: its font at the document's size and its line spacing, both scaled with Dynamic
                /// Type like the system text style it is relative to.
                func dsFont(_ style: DSTextStyle) -> some View {
                    modifier(DSFontModifier(style: style))
                }
            }

            /// Scales a style's size with `@ScaledMetric`, which follows the environment's Dynamic Type size (also a
            /// preview's or a view's `.dynamicTypeSize(_:)`), and sets the font at that size (and the line spacing of
            /// a style with a line height, in proportion).
            private struct DSFontModifier: ViewModifier {
                let style: DSTextStyle
                @ScaledMetric private var size: CGFloat

                init(style: DSTextStyle) {
                    self.style = style
                    _size = ScaledMetric(wrappedValue: style.size, relativeTo: style.relativeTo)
                }

                func body(content: Content) -> some View {
                    content
                        .font(style.font(size: size))\(lineSpacing)
                }
            }

            """
        return text
    }
}

/// `Spacing+DesignSystem.swift`: `DSSpacing` (scaled) and `DSSpacingFixed`.
enum SpacingFile {
    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        var body = """
            /// Spacing that grows with Dynamic Type, for padding and gaps inside components.
            ///
            /// Keep an instance as a property of a view (`private var spacing = DSSpacing()`); as a
            /// `DynamicProperty` it is updated whenever the text size changes.
            public struct DSSpacing: DynamicProperty {

            """
        body += sizeDeclarations(
            designSystem.spacing, category: .spacing, "@ScaledMetric(relativeTo: .body) public var")
        body += """

                public init() {}
            }

            /// The same scale as fixed values, for layout that should not grow with text size.
            public enum DSSpacingFixed: Sendable {

            """
        body += sizeDeclarations(designSystem.spacing, category: .spacing, "public static let")
        body += "}\n"
        let symbols = designSystem.spacing.flatMap { size in
            [DSysContainer.spacing, .spacingFixed].map {
                PublicSymbol($0, size.identifier, token: "spacing.\(size.name)")
            }
        }
        return ProfileFile(swiftFile("Spacing+DesignSystem.swift", body), symbols: symbols)
    }
}

/// `Radius+DesignSystem.swift`: corner radii as constants.
enum RadiusFile {
    static func file(_ designSystem: DesignSystem) -> ProfileFile {
        var body = """
            /// Corner radii: `.clipShape(RoundedRectangle(cornerRadius: DSRadius.md))`.
            public enum DSRadius: Sendable {

            """
        body += sizeDeclarations(designSystem.radii, category: .radius, "public static let")
        body += "}\n"
        let symbols = designSystem.radii.map {
            PublicSymbol(DSysContainer.radius, $0.identifier, token: "radius.\($0.name)")
        }
        return ProfileFile(swiftFile("Radius+DesignSystem.swift", body), symbols: symbols)
    }
}

/// `Shadows+DesignSystem.swift`: `DSShadowSize`, its modifier and `dsShadow(_:)` (``Shadows``).
enum ShadowsFile {
    /// `defaultSize`: the identifier of the shadow that fills the role `shadow.md`, the modifier's default (a
    /// document may map the role to a shadow of another name); `nil` when no shadow fills it, in a document that does
    /// not validate and whose symbols alone are read.
    static func file(_ designSystem: DesignSystem, colors: [TokenPath: String], defaultSize: String?) -> ProfileFile {
        let shadows = Shadows.shadows(designSystem, colors: colors)
        var body =
            "/// The shadow sizes of the design system\(defaultSize.map { ": `.dsShadow(.\($0))`" } ?? "").\n"
            + "public enum DSShadowSize: CaseIterable, Sendable {\n"
        body += Shadows.caseDeclarations(shadows)
        body += """
            }

            struct DSShadowModifier: ViewModifier {
                let size: DSShadowSize

                func body(content: Content) -> some View {
                    switch size {

            """
        body += Shadows.modifierCases(shadows)
        body += """
                    }
                }
            }

            public extension View {
                /// Applies one of the design system's shadows.
                func dsShadow(_ size: DSShadowSize\(defaultSize.map { " = .\($0)" } ?? "")) -> some View {
                    modifier(DSShadowModifier(size: size))
                }
            }

            """
        let symbols = shadows.map {
            PublicSymbol(DSysContainer.shadowSize, $0.identifier, token: "shadow.\($0.name)")
        }
        return ProfileFile(swiftFile("Shadows+DesignSystem.swift", body), symbols: symbols)
    }
}
