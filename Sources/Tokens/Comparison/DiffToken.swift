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

    /// Equal for two tokens that a rename could connect: the same type and the same resolved values.
    var renameSignature: String {
        ([type] + values.map(\.meaning)).joined(separator: "\u{1F}")
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

    /// Every token of a design system, with document-wide settings separately.
    static func tokens(of designSystem: DesignSystem) -> [DiffToken] {
        var tokens: [DiffToken] = []
        for color in designSystem.colors {
            let values = Appearance.allCases.map { appearance -> Value in
                let written = color.value[appearance]
                var target: TokenPath?
                if case .alias(let path) = written { target = path }
                let resolved = color.resolved[appearance]
                return Value(
                    appearance: appearance, written: written.description, resolved: resolved, aliasTarget: target,
                    meaning: resolved.hex)
            }
            tokens.append(
                DiffToken(key: "color.\(color.path)", type: "color", values: values, metadata: color.metadata))
        }
        for style in designSystem.typography {
            var text = "\(NumberText.shortest(style.size)) pt, relative to \(style.relativeTo.rawValue)"
            text += ", \(style.family.rawValue)"
            if let weight = style.weight { text += ", \(weight.rawValue)" }
            tokens.append(single("typography.\(style.name)", "typography", text, style.metadata))
        }
        for size in designSystem.spacing {
            tokens.append(single("spacing.\(size.name)", "spacing", NumberText.shortest(size.value), size.metadata))
        }
        for size in designSystem.radii {
            tokens.append(single("radius.\(size.name)", "radius", NumberText.shortest(size.value), size.metadata))
        }
        if let shadows = designSystem.shadows {
            for shadow in shadows {
                var color = shadow.color.description
                if case .alias = shadow.color {
                    color += " (\(shadow.resolvedColor.light.hex) / \(shadow.resolvedColor.dark.hex))"
                }
                let text =
                    "\(color) at \(NumberText.shortest(shadow.opacity)), radius \(NumberText.shortest(shadow.radius)), "
                    + "x \(NumberText.shortest(shadow.x)), y \(NumberText.shortest(shadow.y))"
                tokens.append(single("shadow.\(shadow.name)", "shadow", text, shadow.metadata))
            }
        } else {
            // `null` means the generator's default sm, md and lg: the same symbols exist.
            for name in ["sm", "md", "lg"] {
                tokens.append(single("shadow.\(name)", "shadow", "default", TokenMetadata()))
            }
        }
        for token in designSystem.otherTokens {
            let value =
                CanonicalJSON.text(of: token.value) + (token.dark.map { " / dark " + CanonicalJSON.text(of: $0) } ?? "")
            tokens.append(single("other.\(token.path)", token.kind.rawValue, value, token.metadata))
        }
        return tokens
    }

    /// The document-wide settings, as `(key, value)`.
    static func settings(of designSystem: DesignSystem) -> [(key: String, value: String)] {
        [
            ("name", designSystem.name),
            ("font_family.sans", designSystem.fontFamily.sans ?? "null (system font)"),
            ("font_family.mono", designSystem.fontFamily.mono ?? "null (system font)"),
        ]
    }

    private static func single(_ key: String, _ type: String, _ text: String, _ metadata: TokenMetadata) -> DiffToken {
        DiffToken(
            key: key, type: type,
            values: [Value(appearance: nil, written: text, resolved: nil, aliasTarget: nil, meaning: text)],
            metadata: metadata)
    }
}
