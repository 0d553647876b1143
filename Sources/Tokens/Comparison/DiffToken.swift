/// A token reduced to what the semantic diff compares: its key, type, values and metadata.
struct DiffToken {
    /// One value of a token: per appearance for colors, a single one for everything else.
    struct Value: Equatable {
        /// `nil` for tokens with one value.
        var appearance: Appearance?
        /// As written: `#4B5563`, `{palette.gray.600}`, `16`, `[0.25,0.1,0.25,1]`.
        var written: String
        /// The color after following aliases; colors only.
        var resolved: RGBA?
        /// The token an alias points to, when the value is an alias.
        var aliasTarget: TokenPath?
        /// What the value means after resolution, for comparing and for rename detection.
        var meaning: String
    }

    /// `color.text.muted`, `typography.body`, `spacing.md`, `other.duration.fast`.
    var key: String
    /// `color`, `typography`, `spacing`, `radius`, `shadow`, or an other token's kind (`opacity`, …).
    var type: String
    var values: [Value]
    var metadata: TokenMetadata
    /// A color's values in the high-contrast appearances (light, dark), each as it applies: written, or the
    /// standard value where the token writes none; empty for other tokens.
    var highContrastValues: [Value] = []
    /// Whether the color has high-contrast colors of its own; when neither revision of a token has, its
    /// high-contrast values follow the standard ones and are not compared.
    var hasHighContrast = false
    /// The color token a color's values come from, while they are not filled in yet (``tokens(of:deferringColors:)``):
    /// `nil` once they are, and for other tokens.
    var deferredColor: ColorToken?

    /// Equal for two tokens that a rename could connect: the same type and the same resolved values.
    var renameSignature: String {
        ([type] + values.map(\.meaning) + (hasHighContrast ? highContrastValues.map(\.meaning) : []))
            .joined(separator: "\u{1F}")
    }

    /// The resolved high-contrast colors of a color token that has its own.
    var highContrastColors: Appearances<RGBA>? {
        guard hasHighContrast, highContrastValues.count == 2, let light = highContrastValues[0].resolved,
            let dark = highContrastValues[1].resolved
        else { return nil }
        return Appearances(light: light, dark: dark)
    }

    /// The resolved colors of a color token.
    var colors: Appearances<RGBA>? {
        guard values.count == 2, let light = values[0].resolved, let dark = values[1].resolved else { return nil }
        return Appearances(light: light, dark: dark)
    }

    /// A short display of the resolved values: `#4B5563 / #9CA3AF`, `16`.
    var summary: String {
        values.map { $0.resolved?.hex ?? $0.written }.joined(separator: " / ")
    }

    /// Every token of a design system, with document-wide settings separately. With `deferringColors`, a color's
    /// values (four written and four resolved texts, most of the cost of listing a color) are left for
    /// ``fillValues()``: the diff fills them only for a color that is not equal on both sides.
    static func tokens(of designSystem: DesignSystem, deferringColors: Bool = false) -> [DiffToken] {
        var tokens: [DiffToken] = []
        tokens.reserveCapacity(designSystem.colors.count)
        for color in designSystem.colors {
            var token = DiffToken(key: "color.\(color.path)", type: "color", values: [], metadata: color.metadata)
            token.hasHighContrast = color.hasHighContrast
            token.deferredColor = color
            if !deferringColors { token.fillValues() }
            tokens.append(token)
        }
        for style in designSystem.typography {
            tokens.append(textStyle(style))
        }
        for (category, sizes) in [("spacing", designSystem.spacing), ("radius", designSystem.radii)] {
            for size in sizes {
                let meaning = NumberText.shortest(size.value)
                tokens.append(
                    DiffToken(
                        key: "\(category).\(size.name)", type: category,
                        values: [
                            Value(
                                appearance: nil, written: size.reference?.reference ?? meaning, resolved: nil,
                                aliasTarget: size.reference.map { TokenPath(dotted: $0.description) }, meaning: meaning)
                        ], metadata: size.metadata))
            }
        }
        if let shadows = designSystem.shadows {
            for shadow in shadows {
                // A layer's color alias is a reference like any other: retargeting it is reported as such.
                let aliases = shadow.layers.compactMap { layer -> String? in
                    if case .alias(let path) = layer.color { return path.description }
                    return nil
                }
                let text = shadow.layers.map { layerText($0) }.joined(separator: " + ")
                let meaning = shadow.layers.map { layerText($0, resolved: true) }.joined(separator: " + ")
                tokens.append(
                    DiffToken(
                        key: "shadow.\(shadow.name)", type: "shadow",
                        values: [
                            Value(
                                appearance: nil, written: text, resolved: nil,
                                aliasTarget: aliases.isEmpty ? nil : TokenPath(aliases), meaning: meaning)
                        ], metadata: shadow.metadata))
            }
        } else {
            // No shadows means the generator's default sm, md and lg: the same symbols exist.
            for name in ["sm", "md", "lg"] {
                tokens.append(single("shadow.\(name)", "shadow", "default", TokenMetadata()))
            }
        }
        for token in designSystem.otherTokens {
            let written =
                CanonicalJSON.text(of: token.value) + (token.dark.map { " / dark " + CanonicalJSON.text(of: $0) } ?? "")
            let meaning =
                CanonicalJSON.text(of: token.resolved)
                + (token.resolvedDark.map { " / dark " + CanonicalJSON.text(of: $0) } ?? "")
            var references: [String] = []
            collectReferences(token.value, into: &references)
            if let dark = token.dark { collectReferences(dark, into: &references) }
            tokens.append(
                DiffToken(
                    key: "other.\(token.path)", type: token.kind.rawValue,
                    values: [
                        Value(
                            appearance: nil, written: written, resolved: nil,
                            aliasTarget: references.isEmpty ? nil : TokenPath(references), meaning: meaning)
                    ], metadata: token.metadata))
        }
        return tokens
    }

    /// Fills in the values of a color whose values were deferred; does nothing for any other token.
    mutating func fillValues() {
        guard let color = deferredColor else { return }
        func value(_ appearance: Appearance) -> Value {
            let written = color.written(appearance) ?? color.value[appearance]
            var target: TokenPath?
            if case .alias(let path) = written { target = path }
            let resolved = color.resolved(appearance)
            return Value(
                appearance: appearance, written: written.description, resolved: resolved, aliasTarget: target,
                meaning: resolved.hex)
        }
        values = Appearance.standard.map(value)
        highContrastValues = Appearance.highContrast.map(value)
        deferredColor = nil
    }

    /// The document-wide settings, as `(key, value)`.
    static func settings(of designSystem: DesignSystem) -> [(key: String, value: String)] {
        [
            ("name", designSystem.name),
            ("font_family.sans", fontSetting(designSystem.fontFamily.font(.sans))),
            ("font_family.mono", fontSetting(designSystem.fontFamily.font(.mono))),
            (
                exposedPrimitivesKey,
                designSystem.exposedPrimitives.isEmpty ? "none" : designSystem.exposedPrimitives.joined(separator: ", ")
            ),
            (
                "lint.exclude",
                designSystem.lintOptions.exclude.isEmpty
                    ? "none" : designSystem.lintOptions.exclude.joined(separator: ", ")
            ),
            (
                "contrast_waivers",
                designSystem.contrastWaivers.isEmpty
                    ? "none"
                    : designSystem.contrastWaivers.map { "\($0.foreground) on \($0.background) (\($0.reason))" }
                        .joined(separator: "; ")
            ),
            (moduleKey, designSystem.module ?? "default"),
            ("lint.rules", designSystem.lintOptions.rulesSetting),
            ("lint.allow_system_text_styles", designSystem.lintOptions.allowsSystemTextStyles ? "true" : "false"),
        ]
    }

    /// A font of `font_family` as a setting: its name, and what kind of name a PostScript name is.
    private static func fontSetting(_ font: (name: String, kind: FontNameKind)?) -> String {
        guard let font else { return "null (system font)" }
        return font.kind == .postScript ? "\(font.name) (PostScript name)" : font.name
    }

    static let exposedPrimitivesKey = "expose_primitives"
    /// Renaming the package's module breaks every `import` of it.
    static let moduleKey = "module"

    /// A text style as text: its values as written (references in braces) and as they resolve.
    private static func textStyle(_ style: TextStyleToken) -> DiffToken {
        func text(resolved: Bool) -> String {
            func part(_ member: TextStyleToken.Member, _ value: String) -> String {
                guard !resolved, let key = style.references[member] else { return value }
                return key.reference
            }
            var text = "\(part(.size, NumberText.shortest(style.size))) pt, relative to \(style.relativeTo.rawValue)"
            text += ", \(style.family.rawValue)"
            if let weight = style.weight { text += ", \(part(.weight, weight.rawValue))" }
            if let lineHeight = style.lineHeight {
                text += ", line height \(part(.lineHeight, NumberText.shortest(lineHeight)))"
            }
            if let letterSpacing = style.letterSpacing {
                text += ", letter spacing \(part(.letterSpacing, NumberText.shortest(letterSpacing)))"
            }
            if let design = style.design { text += ", \(design.rawValue) design" }
            return text
        }
        let references = TextStyleToken.Member.allCases.compactMap { member in
            style.references[member].map { "\(member.rawValue)=\($0)" }
        }
        return DiffToken(
            key: "typography.\(style.name)", type: "typography",
            values: [
                Value(
                    appearance: nil, written: text(resolved: false), resolved: nil,
                    aliasTarget: references.isEmpty ? nil : TokenPath(references), meaning: text(resolved: true))
            ], metadata: style.metadata)
    }

    /// One shadow layer as text; a single layer without spread or inset reads as before layers existed.
    /// `resolved`: the colors an alias comes to instead of the alias, for what the layer means.
    private static func layerText(_ layer: ShadowLayer, resolved: Bool = false) -> String {
        var color = layer.color.description
        if case .alias = layer.color {
            let colors = "\(layer.resolvedColor.light.hex) / \(layer.resolvedColor.dark.hex)"
            color = resolved ? colors : color + " (\(colors))"
        }
        var text =
            "\(color) at \(NumberText.shortest(layer.opacity)), radius \(NumberText.shortest(layer.radius)), "
            + "x \(NumberText.shortest(layer.x)), y \(NumberText.shortest(layer.y))"
        if layer.spread != 0 { text += ", spread \(NumberText.shortest(layer.spread))" }
        if layer.inset { text += ", inset" }
        return text
    }

    /// Every reference (`"{…}"`) inside a written value, in order.
    private static func collectReferences(_ value: JSONValue, into references: inout [String]) {
        switch value {
        case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}"):
            references.append(String(text.dropFirst().dropLast()))
        case .array(let elements):
            for element in elements { collectReferences(element.value, into: &references) }
        case .object(let members):
            for member in members { collectReferences(member.value.value, into: &references) }
        default:
            break
        }
    }

    private static func single(_ key: String, _ type: String, _ text: String, _ metadata: TokenMetadata) -> DiffToken {
        DiffToken(
            key: key, type: type,
            values: [Value(appearance: nil, written: text, resolved: nil, aliasTarget: nil, meaning: text)],
            metadata: metadata)
    }
}
