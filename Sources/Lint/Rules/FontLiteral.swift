import SwiftSyntax
import Tokens

// `font-literal` (``LintRule/fontLiteral``): a hard-coded font in `.font(…)` or `Font.custom(…)` anywhere, read
// from the syntax (`Literals.font`), and the text style suggested for it (`TokenCatalog.suggestion(for:)`).

extension StyleVisitor {
    func checkFonts(_ expression: ExprSyntax) {
        guard linter.checks(.fontLiteral) else { return }
        for operand in Literals.alternatives(expression) {
            if let node = operand.single { checkFont(node) }
        }
    }

    func checkFont(_ expression: ExprSyntax) {
        guard let font = Literals.font(expression) else { return }
        // A text style of the system font scales with Dynamic Type; a document may allow those.
        if linter.configuration.allowsSystemTextStyles, font.face == .system, font.textStyle != nil, font.size == nil {
            return
        }
        let operand = Operand(expression)
        var described = code(operand.start, operand.end)
        if let size = font.size, font.isFixedSize {
            described += " (\(NumberText.shortest(size)) pt, which does not scale with Dynamic Type)"
        }
        let suggestion = linter.catalog.suggestion(for: font)
        hit(operand, .fontLiteral, "hard-coded font \(described)", suggestion, replacement: fixable(suggestion))
    }
}

extension Literals {
    /// A font the code spells out: `.title2`, `Font.body`, `.system(size: 17, weight: .semibold)`,
    /// `.system(.title, design: .rounded)`, `.custom("Inter", size: 17)`, and any of them with `.bold()` or
    /// `.weight(…)` (other modifiers leave a font no token draws exactly).
    static func font(_ expression: ExprSyntax) -> FontLiteralValue? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.declName.argumentNames == nil else { return nil }
            if let base = member.base, !["Font", "SwiftUI.Font"].contains(typeName(base)) { return nil }
            guard let style = TextStyle(rawValue: member.declName.baseName.text) else { return nil }
            return FontLiteralValue(face: .system, textStyle: style)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        let name = callee.declName.baseName.text
        let arguments = Array(call.arguments)
        guard let base = callee.base else {
            return constructor(name, arguments)
        }
        if ["Font", "SwiftUI.Font"].contains(typeName(base)) { return constructor(name, arguments) }
        // A modifier of a hard-coded font.
        guard var font = font(base) else { return nil }
        switch name {
        case "bold" where arguments.isEmpty: font.weight = .bold
        case "weight":
            guard let weight = arguments.first.flatMap({ enumCase($0.expression) }).flatMap(FontWeight.init) else {
                font.isModified = true
                break
            }
            font.weight = weight
        default: font.isModified = true
        }
        return font
    }

    private static func constructor(_ name: String, _ arguments: [LabeledExprSyntax]) -> FontLiteralValue? {
        let (labelled, unlabelled) = split(arguments)
        // A weight or design the code computes (`design: $0.design` in a font picker) is no hard-coded font.
        var weight: FontWeight?
        if let expression = labelled["weight"] {
            guard let value = enumCase(expression).flatMap(FontWeight.init) else { return nil }
            weight = value
        }
        var design: FontDesign?
        if let expression = labelled["design"] {
            guard let value = enumCase(expression).flatMap(FontDesign.init) else { return nil }
            design = value
        }
        switch name {
        case "system":
            if let size = labelled["size"] {
                guard let points = number(size) else { return nil }
                return FontLiteralValue(
                    face: .system, size: points, weight: weight, design: design, isFixedSize: true)
            }
            guard let styleName = unlabelled.first.flatMap(enumCase), let style = TextStyle(rawValue: styleName)
            else { return nil }
            return FontLiteralValue(face: .system, textStyle: style, weight: weight, design: design)
        case "custom":
            guard let nameExpression = unlabelled.first,
                let family = nameExpression.as(StringLiteralExprSyntax.self).flatMap(text)
            else { return nil }
            let size = (labelled["size"] ?? labelled["fixedSize"]).flatMap(number)
            var style: TextStyle?
            if let expression = labelled["relativeTo"] {
                guard let value = enumCase(expression).flatMap(TextStyle.init) else { return nil }
                style = value
            }
            return FontLiteralValue(
                face: .custom(family), textStyle: style, size: size, isFixedSize: labelled["size"] == nil)
        default: return nil
        }
    }
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

extension TokenCatalog {
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

    func face(of token: TextStyleToken) -> FontLiteralValue.Face {
        let family = token.family == .mono ? fontFamily.mono : fontFamily.sans
        return family.map { .custom($0) } ?? .system
    }
}
