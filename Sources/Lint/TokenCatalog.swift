import Generator
import Tokens

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
    let fontFamily: FontFamily

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

    // ── Sizes ───────────────────────────────────────────────────────────────────────────────────────────────────

    func suggestion(for value: Double, in entries: [Entry<Double>]) -> Suggestion? {
        let exact = entries.filter { $0.value == value }
        if !exact.isEmpty { return suggestion(exact.map(\.reference), isExact: true) }
        guard let nearest = entries.min(by: { abs($0.value - value) < abs($1.value - value) }) else { return nil }
        return suggestion(
            [nearest.reference], isExact: false, value: NumberText.shortest(nearest.value),
            distance: abs(nearest.value - value))
    }

    func suggestion(
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
