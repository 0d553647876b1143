import SwiftSyntax
import Tokens

// `radius-literal` (``LintRule/radiusLiteral``): a number as a corner radius — `.cornerRadius(_:)`, a rounded
// rectangle's radius or corners — and the radius token suggested.

extension StyleVisitor {
    /// The labels of the corners of `UnevenRoundedRectangle` and `.rect(…)`, and of `RectangleCornerRadii`.
    static let cornerLabels: Set<String> = [
        "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius",
    ]

    static let cornerRadiiLabels: Set<String> = [
        "topLeading", "bottomLeading", "bottomTrailing", "topTrailing",
    ]

    func checkRadius(_ expression: ExprSyntax, in place: String) {
        guard linter.checks(.radiusLiteral) else { return }
        for operand in Literals.alternatives(expression) {
            guard let value = Literals.number(operand), value > 0 else { continue }
            let suggestion = linter.catalog.suggestion(forRadius: value)
            hit(
                operand, .radiusLiteral, "hard-coded corner radius \(NumberText.shortest(value)) in \(place)",
                suggestion, replacement: fixable(suggestion))
        }
    }
}

extension TokenCatalog {
    func suggestion(forRadius value: Double) -> Suggestion? {
        suggestion(for: value, in: radii)
    }
}
