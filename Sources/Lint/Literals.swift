import SwiftSyntax
import Tokens

/// An expression lint reads one value from: a whole expression, or a run of an unfolded sequence's elements (the `b`
/// of `c ? a : b`, `8 * 2`), which has no node of its own.
struct Operand {
    /// Never empty.
    let elements: [ExprSyntax]

    init(_ expression: ExprSyntax) {
        elements = [expression]
    }

    init?(_ elements: ArraySlice<ExprSyntax>) {
        guard !elements.isEmpty else { return nil }
        self.elements = Array(elements)
    }

    /// The expression, when the operand is one.
    var single: ExprSyntax? { elements.count == 1 ? elements.first : nil }

    /// The UTF-8 offsets of its text, without the trivia around it.
    var start: Int { elements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0 }
    var end: Int { elements.last?.endPositionBeforeTrailingTrivia.utf8Offset ?? start }
}

/// What counts as a hard-coded value in SwiftUI code, read from the syntax: operands, numbers and names here; colors
/// and fonts in their rules' files (`Rules/ColorLiteral.swift`, `Rules/FontLiteral.swift`).
enum Literals {
    // ── Operands ────────────────────────────────────────────────────────────────────────────────────────────────

    /// The expressions an argument may evaluate to: each branch of a `?:` (nested ones too), else the argument
    /// itself. `isOwn ? 24 : 0` gives `24` and `0`; `c ? 8 * 2 : 4` gives `8 * 2` and `4`.
    static func alternatives(_ expression: ExprSyntax) -> [Operand] {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return alternatives(ternary.thenExpression) + alternatives(ternary.elseExpression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            // `(c ? 8 : 16)` is its branches; `(16)` stays one operand, parentheses and all.
            let inner = alternatives(only.expression)
            if inner.count > 1 { return inner }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return alternatives(Array(sequence.elements)[...])
        }
        return [Operand(expression)]
    }

    /// The branches of an unfolded sequence: the parser leaves `c ? a : b` as `c`, `? a :`, `b`, where `b` runs to
    /// the end (`?:` binds loosest).
    private static func alternatives(_ elements: ArraySlice<ExprSyntax>) -> [Operand] {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else {
            return Operand(elements).map { [$0] } ?? []
        }
        return alternatives(ternary.thenExpression) + alternatives(elements[(index + 1)...])
    }

    // ── Numbers ─────────────────────────────────────────────────────────────────────────────────────────────────

    /// The value of an operand: a number (`16`, `-20`, `(12.5)`), or arithmetic of numbers only (`8 * 2`, `4 + 4`).
    static func number(_ operand: Operand) -> Double? {
        operand.elements.count == 1 ? number(operand.elements[0]) : arithmetic(operand.elements[...])
    }

    /// The value of an integer or floating-point literal (`16`, `12.5`, `1_000`), in parentheses or not, negated
    /// or not, `CGFloat(16)`, or arithmetic of them (`8 * 2`).
    static func number(_ expression: ExprSyntax) -> Double? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return number(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            guard let value = number(prefix.expression) else { return nil }
            switch prefix.operator.text {
            case "-": return -value
            case "+": return value
            default: return nil
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return arithmetic(Array(sequence.elements)[...])
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil,
            ["CGFloat", "Double", "Float"].contains(typeName(call.calledExpression))
        {
            return number(argument.expression)
        }
        let text: String
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else if let float = expression.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else {
            return nil
        }
        let digits = text.filter { $0 != "_" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0o") || digits.hasPrefix("0b") {
            let radix = digits.hasPrefix("0x") ? 16 : digits.hasPrefix("0o") ? 8 : 2
            return Int(digits.dropFirst(2), radix: radix).map(Double.init)
        }
        return Double(digits)
    }

    /// `8 * 2`, `4 + 4 * 2`, `24 / 2 - 4`: numbers joined by `+ - * /`, evaluated as Swift does (`*` and `/` first,
    /// then left to right); `nil` when any part is not a number.
    private static func arithmetic(_ elements: ArraySlice<ExprSyntax>) -> Double? {
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var terms: [Double] = []
        var pending: String?
        var index = elements.startIndex
        while index < elements.endIndex {
            guard var value = number(elements[index]) else { return nil }
            // `*` and `/` bind tighter than `+` and `-`: fold them into the term they follow.
            var next = index + 1
            while next < elements.endIndex,
                let symbol = elements[next].as(BinaryOperatorExprSyntax.self)?.operator.text,
                symbol == "*" || symbol == "/"
            {
                guard next + 1 < elements.endIndex, let operand = number(elements[next + 1]) else { return nil }
                if symbol == "/" {
                    guard operand != 0 else { return nil }
                    value /= operand
                } else {
                    value *= operand
                }
                next += 2
            }
            switch pending {
            case nil: terms.append(value)
            case "+": terms.append(value)
            case "-": terms.append(-value)
            default: return nil
            }
            guard next < elements.endIndex else { break }
            guard let symbol = elements[next].as(BinaryOperatorExprSyntax.self)?.operator.text,
                symbol == "+" || symbol == "-"
            else { return nil }
            pending = symbol
            index = next + 1
        }
        return terms.reduce(0, +)
    }

    /// A call's arguments: the labelled ones by label, the others in order.
    static func split(
        _ arguments: [LabeledExprSyntax]
    ) -> (labelled: [String: ExprSyntax], unlabelled: [ExprSyntax]) {
        var labelled: [String: ExprSyntax] = [:]
        var unlabelled: [ExprSyntax] = []
        for argument in arguments {
            if let label = argument.label?.text {
                labelled[label] = argument.expression
            } else {
                unlabelled.append(argument.expression)
            }
        }
        return (labelled, unlabelled)
    }

    // ── Names ───────────────────────────────────────────────────────────────────────────────────────────────────

    /// The text of a string literal without interpolation, as written (escapes are not interpreted: a hex color or
    /// a font name has none).
    static func text(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += part.content.text
        }
        return text
    }

    /// `.semibold` → `semibold`.
    static func enumCase(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// The dotted name of an expression made of names only: `SwiftUI.Color`, `AppTheme.Spacing.md`; `nil` otherwise.
    static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.argumentNames == nil, let prefix = typeName(base)
        {
            return prefix + "." + member.declName.baseName.text
        }
        return nil
    }
}
