import SwiftSyntax
import Tokens

// `deprecated-token` (``LintRule/deprecatedToken``): a use of a symbol whose token is deprecated, fixed to its
// replacement; the deprecations are read from the package's history (`Sources/Lint/Removals.swift`).

extension StyleVisitor {
    /// Reports `node` (spelled `name`) when its token is deprecated, with the replacement the deprecation names.
    func checkDeprecated(_ node: MemberAccessExprSyntax, spelled name: String) {
        guard let deprecation = linter.deprecatedSymbols[name], linter.checks(.deprecatedToken) else { return }
        var message = "\(deprecation.symbol) is deprecated (\(deprecation.token))"
        if let reason = deprecation.reason { message += ": \(reason)" }
        hit(
            Operand(ExprSyntax(node)), .deprecatedToken, message,
            deprecation.replacement.map {
                Suggestion(expressions: [$0.expression], tokens: [$0.token.description], isExact: true)
            }, replacement: deprecation.replacement.map { spelled($0.expression, like: name) })
    }
}
