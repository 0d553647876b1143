import SwiftSyntax
import Tokens

// `removed-token` (``LintRule/removedToken``): a use of a symbol the version given to `--against` no longer has,
// fixed to the symbol a rename gave it; the removals are read from the package's history
// (`Sources/Lint/Removals.swift`).

extension StyleVisitor {
    /// Reports `node` (spelled `name`) when the target version no longer has it; whether it did.
    @discardableResult
    func checkRemoved(_ node: MemberAccessExprSyntax, spelled name: String) -> Bool {
        guard let removal = linter.removedSymbols[name], linter.checks(.removedToken) else { return false }
        var message = "\(removal.symbol) does not exist in \(linter.againstVersion ?? "the target version")"
        if removal.replacement == nil { message += "; " + removal.history }
        hit(
            Operand(ExprSyntax(node)), .removedToken, message,
            removal.replacement.map {
                Suggestion(expressions: [$0], tokens: [], isExact: true, note: removal.history)
            }, replacement: removal.replacement.map { spelled($0, like: name) })
        return true
    }
}
