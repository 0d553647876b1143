import SwiftSyntax
import Tokens

/// `// dsys-lint:ignore <rule>[, <rule>…]` comments of one file and the lines each covers.
///
/// A comment at the end of a line covers that line. A comment on a line of its own covers the statement,
/// declaration or modifier that follows it, all its lines. Text after ` -- ` is a reason, for readers.
struct IgnoreComments {
    static let marker = "dsys-lint:ignore"

    struct Problem {
        var offset: Int
        var message: String
    }

    private var covered: [(lines: ClosedRange<Int>, rules: Set<LintRule>)] = []
    private(set) var problems: [Problem] = []

    init(_ tree: SourceFileSyntax, converter: SourceLocationConverter) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if case .lineComment(let text) = piece {
                    take(text, at: offset) { Self.covering(token, converter: converter) }
                }
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                if case .lineComment(let text) = piece {
                    let line = converter.location(for: token.endPositionBeforeTrailingTrivia).line
                    take(text, at: offset) { line...line }
                }
                offset += piece.sourceLength.utf8Length
            }
        }
    }

    func ignores(_ rule: LintRule, line: Int) -> Bool {
        covered.contains { $0.lines.contains(line) && $0.rules.contains(rule) }
    }

    private mutating func take(_ comment: String, at offset: Int, lines: () -> ClosedRange<Int>) {
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(Self.marker) else { return }
        var list = body.dropFirst(Self.marker.count)
        // A reason after ` -- `, or another comment after `//`, ends the list.
        for separator in [" -- ", "//"] {
            if let end = list.firstRange(of: separator) { list = list[..<end.lowerBound] }
        }
        let names = list.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            problems.append(
                Problem(
                    offset: offset,
                    message: "\(Self.marker) names no rule; name the rules to ignore (\(LintRule.identifiers))"))
            return
        }
        var rules: Set<LintRule> = []
        for name in names {
            guard let rule = LintRule(rawValue: name) else {
                var message = "\(Self.marker) names no rule \"\(name)\""
                if let closest = Suggestions.closest(name, among: LintRule.allCases.map(\.rawValue)) {
                    message += "; did you mean \(closest)?"
                } else {
                    message += "; the rules are \(LintRule.identifiers)"
                }
                problems.append(Problem(offset: offset, message: message))
                continue
            }
            rules.insert(rule)
        }
        if !rules.isEmpty { covered.append((lines(), rules)) }
    }

    /// The lines of the largest statement, declaration or modifier that begins with `token`.
    private static func covering(_ token: TokenSyntax, converter: SourceLocationConverter) -> ClosedRange<Int> {
        var node = Syntax(token)
        while let parent = node.parent, parent.firstToken(viewMode: .sourceAccurate) == token,
            !parent.is(SourceFileSyntax.self), !parent.is(CodeBlockItemListSyntax.self),
            !parent.is(MemberBlockItemListSyntax.self)
        {
            node = parent
        }
        // `.foregroundStyle(.red)` on a line of its own: the comment is on the member's period, which begins neither the
        // member (its base does) nor the call; both are covered, to the call's last line.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.period.id == node.id {
            node = Syntax(member)
        }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            node = Syntax(call)
        }
        let first = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        return first...max(first, last)
    }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
