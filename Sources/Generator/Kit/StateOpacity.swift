import Tokens

/// The opacity a control is drawn at while disabled or pressed: the document's `tokens.other.opacity.disabled` or
/// `pressed` when it has it as an opacity, else the generator's default (0.4 and 0.8). Every profile whose styles dim
/// a control reads it the same way.
struct StateOpacity {
    var value: Double
    /// `// other.opacity.disabled` when the value is the document's; empty for the default, so that the generated
    /// code speaks of the design system rather than of what the document lacks.
    var comment: String

    static func disabled(in designSystem: DesignSystem) -> StateOpacity {
        of("disabled", in: designSystem, fallback: 0.4)
    }

    static func pressed(in designSystem: DesignSystem) -> StateOpacity {
        of("pressed", in: designSystem, fallback: 0.8)
    }

    /// `tokens.other.opacity.NAME` when the document has it as an opacity, else `fallback`.
    private static func of(_ name: String, in designSystem: DesignSystem, fallback: Double) -> StateOpacity {
        let path = TokenPath(["opacity", name])
        if let token = designSystem.otherTokens.first(where: { $0.path == path && $0.kind == .opacity }),
            case .number(let value, _) = token.resolved
        {
            return StateOpacity(value: value, comment: "// other.opacity.\(name)")
        }
        return StateOpacity(value: fallback, comment: "")
    }
}
