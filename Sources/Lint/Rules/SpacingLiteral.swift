import SwiftSyntax
import Tokens

// `spacing-literal` (``LintRule/spacingLiteral``): a number in padding, insets, margins, list spacing, or a stack's,
// grid's or spacer's spacing (a frame's size is a component's, not spacing), and the spacing token suggested.

extension StyleVisitor {
    static let stacks: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "VStackLayout", "HStackLayout",
    ]

    /// `EdgeInsets(top: 8, …)`, or `.init(top: 8, …)` where insets are expected.
    static func edgeInsets(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if ["EdgeInsets", "SwiftUI.EdgeInsets", "EdgeInsets.init"].contains(Literals.typeName(call.calledExpression)) {
            return call
        }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init", !labels.isEmpty,
            labels.isSubset(of: ["top", "leading", "bottom", "trailing"])
        else { return nil }
        return call
    }

    /// `.init(.flexible(), spacing: 4)`: a `GridItem`, by its size.
    static func isGridItem(_ call: FunctionCallExprSyntax) -> Bool {
        guard let size = call.arguments.first, size.label == nil else { return false }
        let callee = size.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? size.expression
        guard let member = callee.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        return ["flexible", "fixed", "adaptive"].contains(member.declName.baseName.text)
    }

    func checkInsets(_ insets: FunctionCallExprSyntax, in place: String) {
        for inset in insets.arguments { checkSpacing(inset.expression, in: place) }
    }

    /// A frame's width and height are not checked: they are a component's size (a 24 × 24 icon, a 44 × 44 tap
    /// target), not spacing, even when a spacing token has the same number.
    func checkSpacing(_ expression: ExprSyntax, in place: String) {
        guard linter.checks(.spacingLiteral) else { return }
        for operand in Literals.alternatives(expression) {
            guard let value = Literals.number(operand), value != 0 else { continue }
            // A negative spacing (`.padding(.bottom, -20)`) is the token's value negated.
            var suggestion = linter.catalog.suggestion(forSpacing: abs(value))
            if value < 0, let expressions = suggestion?.expressions {
                suggestion?.expressions = expressions.map { "-" + $0 }
            }
            hit(
                operand, .spacingLiteral, "hard-coded spacing \(NumberText.shortest(value)) in \(place)", suggestion,
                replacement: fixable(suggestion))
        }
    }
}

extension TokenCatalog {
    func suggestion(forSpacing value: Double) -> Suggestion? {
        suggestion(for: value, in: spacing)
    }
}
