import Generator
import Tokens

/// A color written in app code: its value in each appearance (the same in both unless it is a system color).
struct ColorLiteralValue: Equatable {
    var light: RGBA
    var dark: RGBA

    init(_ color: RGBA) {
        light = color
        dark = color
    }

    init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    var isAdaptive: Bool { light != dark }

    /// The color at `opacity` (0…1) of its own alpha.
    func withOpacity(_ opacity: Double) -> ColorLiteralValue {
        func faded(_ color: RGBA) -> RGBA {
            var color = color
            color.alpha = UInt8((Double(color.alpha) * min(max(opacity, 0), 1)).rounded())
            return color
        }
        return ColorLiteralValue(light: faded(light), dark: faded(dark))
    }

    /// `#FFFFFF`, or `#FF3B30 / #FF453A` for a color with a dark value of its own.
    var hex: String { isAdaptive ? "\(light.hex) / \(dark.hex) (light / dark)" : light.hex }
}

/// A font written in app code.
struct FontLiteralValue: Equatable {
    enum Face: Equatable {
        /// The system font: `.system(size: 17)`, `.body`, `.system(.title, design: .rounded)`.
        case system
        /// `Font.custom("Inter", size: 17)`; `nil` when the name is not a literal.
        case custom(String?)
    }

    var face: Face
    /// The text style it scales with, when it names one.
    var textStyle: TextStyle?
    /// Its size in points at the default content size (a text style's own size when it names one).
    var size: Double?
    var weight: FontWeight?
    var design: FontDesign?
    /// Whether its size stays the same at every Dynamic Type size: `.system(size:)`, `Font.custom(_:fixedSize:)`
    /// (`Font.custom(_:size:)` scales, relative to `.body` unless it names another style).
    var isFixedSize = false
    /// Whether a modifier lint does not weigh (`.italic()`, `.monospacedDigit()`) was applied, so no token can be its
    /// exact value.
    var isModified = false
}

/// The document's tokens as app code names them in one profile, and the search for the token that is a value.
struct TokenCatalog: Sendable {
    struct Entry<Value: Sendable>: Sendable {
        var reference: TokenReference
        var value: Value
    }

    private(set) var colors: [Entry<Appearances<RGBA>>] = []
    private(set) var fonts: [Entry<TextStyleToken>] = []
    private(set) var spacing: [Entry<Double>] = []
    private(set) var radii: [Entry<Double>] = []
    private let fontFamily: FontFamily

    /// The first reference of each token that is not deprecated (a deprecated token is never suggested).
    init(_ designSystem: DesignSystem, references: [TokenReference]) {
        fontFamily = designSystem.fontFamily
        var seen: Set<TokenKey> = []
        let colorTokens = Dictionary(designSystem.colors.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let styles = Dictionary(designSystem.typography.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let spacing = Dictionary(designSystem.spacing.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let radii = Dictionary(designSystem.radii.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let name = { (key: TokenKey) in key.path.description }
        for reference in references where seen.insert(reference.token).inserted {
            let key = reference.token
            switch reference.kind {
            case .color:
                guard let token = colorTokens[key.path], token.metadata.deprecation == nil else { continue }
                colors.append(Entry(reference: reference, value: token.resolved))
            case .font:
                guard let token = styles[name(key)], token.metadata.deprecation == nil else { continue }
                fonts.append(Entry(reference: reference, value: token))
            case .spacing:
                guard let token = spacing[name(key)], token.metadata.deprecation == nil else { continue }
                self.spacing.append(Entry(reference: reference, value: token.value))
            case .radius:
                guard let token = radii[name(key)], token.metadata.deprecation == nil else { continue }
                self.radii.append(Entry(reference: reference, value: token.value))
            }
        }
    }

    /// How far (ΔE_OK × 100) the nearest color token may be for it to be suggested: beyond this it is another color
    /// (`#000000` at 10 % and the nearest gray are 47 apart), and naming it would only mislead.
    static let nearColorLimit = 15.0

    // ── Colors ──────────────────────────────────────────────────────────────────────────────────────────────────

    /// The tokens whose value is `color` in both appearances (a literal is the same in both unless it is a system
    /// color), or else the tokens equal to it in the light appearance only (named, never exact: the dark value
    /// differs), or else the nearest by ΔE_OK over both appearances. When several tokens qualify, those of the groups
    /// `groups` (the text colors for a foreground, the surfaces for a background) are preferred.
    func suggestion(for color: ColorLiteralValue, groups: [String] = []) -> Suggestion? {
        let preferring = { (entries: [Entry<Appearances<RGBA>>]) in
            let preferred = entries.filter { groups.contains($0.reference.token.path.components[0]) }
            return entries.count > 1 && !preferred.isEmpty ? preferred : entries
        }
        let exact = preferring(colors.filter { $0.value.light == color.light && $0.value.dark == color.dark })
        if !exact.isEmpty { return suggestion(exact.map(\.reference), isExact: true) }
        let sameInLight = preferring(colors.filter { $0.value.light == color.light })
        if !sameInLight.isEmpty {
            let darkValues = sameInLight.map(\.value.dark.hex).reduce(into: [String]()) { values, value in
                if !values.contains(value) { values.append(value) }
            }
            let note =
                "equal in light appearance only: in dark appearance \(sameInLight.count == 1 ? "it is" : "they are") "
                + "\(darkValues.joined(separator: ", ")), where the literal is \(color.dark.hex)"
            return suggestion(sameInLight.map(\.reference), isExact: false, note: note)
        }
        let distances = colors.map { entry in
            max(
                ColorDifference.deltaEOK(entry.value.light, color.light),
                color.isAdaptive ? ColorDifference.deltaEOK(entry.value.dark, color.dark) : 0)
        }
        guard let best = distances.indices.min(by: { distances[$0] < distances[$1] }),
            distances[best] < Self.nearColorLimit
        else { return nil }
        let nearest = colors[best].value
        let value = nearest.light == nearest.dark ? nearest.light.hex : "\(nearest.light.hex) / \(nearest.dark.hex)"
        let note =
            !color.isAdaptive && nearest.dark != nearest.light
            ? "in dark appearance it is \(nearest.dark.hex), where the literal is \(color.dark.hex)" : nil
        return suggestion(
            [colors[best].reference], isExact: false, value: value, distance: distances[best], note: note)
    }

    // ── Sizes ───────────────────────────────────────────────────────────────────────────────────────────────────

    func suggestion(forSpacing value: Double) -> Suggestion? {
        suggestion(for: value, in: spacing)
    }

    func suggestion(forRadius value: Double) -> Suggestion? {
        suggestion(for: value, in: radii)
    }

    private func suggestion(for value: Double, in entries: [Entry<Double>]) -> Suggestion? {
        let exact = entries.filter { $0.value == value }
        if !exact.isEmpty { return suggestion(exact.map(\.reference), isExact: true) }
        guard let nearest = entries.min(by: { abs($0.value - value) < abs($1.value - value) }) else { return nil }
        return suggestion(
            [nearest.reference], isExact: false, value: NumberText.shortest(nearest.value),
            distance: abs(nearest.value - value))
    }

    // ── Fonts ───────────────────────────────────────────────────────────────────────────────────────────────────

    /// The text styles that draw `font` exactly (same face, size, weight and design, and the same text style to
    /// scale with when it names one), or else the nearest: the same text style, else the nearest size.
    func suggestion(for font: FontLiteralValue) -> Suggestion? {
        guard !fonts.isEmpty else { return nil }
        let size = font.size ?? font.textStyle?.defaultSize
        let weight = font.weight ?? font.textStyle?.defaultWeight ?? .regular
        let exact =
            font.isModified || font.isFixedSize
            ? []
            : fonts.filter { entry in
                let token = entry.value
                return face(of: token) == font.face && size == token.size
                    && (token.weight ?? token.relativeTo.defaultWeight) == weight
                    && (token.design ?? .default) == (font.design ?? .default)
                    && (font.textStyle == nil || font.textStyle == token.relativeTo)
            }
        if !exact.isEmpty { return suggestion(exact.map(\.reference), isExact: true) }
        // The token of the same text style that is closest in size, then in weight, then named like the style
        // (`.body` → the `body` token rather than `bodyLarge`, the first body style).
        if let style = font.textStyle, let size {
            let closeness = { (entry: Entry<TextStyleToken>) in
                (
                    abs(entry.value.size - size),
                    (entry.value.weight ?? entry.value.relativeTo.defaultWeight) == weight ? 0 : 1,
                    entry.reference.token.path.description == style.rawValue ? 0 : 1
                )
            }
            if let same = fonts.filter({ $0.value.relativeTo == style }).min(by: { closeness($0) < closeness($1) }) {
                return suggestion(
                    [same.reference], isExact: false, value: "\(NumberText.shortest(same.value.size)) pt",
                    note: "the text style that scales like .\(style)")
            }
        }
        guard let size,
            let nearest = fonts.min(by: { abs($0.value.size - size) < abs($1.value.size - size) })
        else { return nil }
        return suggestion(
            [nearest.reference], isExact: false, value: "\(NumberText.shortest(nearest.value.size)) pt",
            distance: abs(nearest.value.size - size))
    }

    private func face(of token: TextStyleToken) -> FontLiteralValue.Face {
        let family = token.family == .mono ? fontFamily.mono : fontFamily.sans
        return family.map { .custom($0) } ?? .system
    }

    private func suggestion(
        _ references: [TokenReference], isExact: Bool, value: String? = nil, distance: Double? = nil,
        note: String? = nil
    ) -> Suggestion {
        var note = note
        if let needs = references.first?.needs {
            note = (note.map { $0 + "; " } ?? "") + "the view needs \(needs)"
        }
        return Suggestion(
            expressions: references.map(\.expression), tokens: references.map(\.token.description), isExact: isExact,
            value: value, distance: distance.map { ($0 * 10).rounded() / 10 }, note: note)
    }
}
