import SwiftSyntax
import Tokens

/// Walks one file's syntax and finds hard-coded styling and uses of deprecated or removed symbols.
final class StyleVisitor: SyntaxVisitor {
    /// A finding before its place is worked out.
    struct Hit {
        var node: Syntax
        var rule: LintRule
        var message: String
        var suggestion: Suggestion?
        /// The replacement `--fix` writes over the node.
        var replacement: String?
    }

    private let linter: Linter
    private(set) var hits: [Hit] = []
    /// Nodes already reported (a `Font.custom` inside `.font(…)` is one finding, not two).
    private var reported: Set<SyntaxIdentifier> = []

    init(linter: Linter) {
        self.linter = linter
        super.init(viewMode: .sourceAccurate)
    }

    // ── Previews are not app code, but they are compiled ────────────────────────────────────────────────────────

    /// How many previews (`#Preview`, a `PreviewProvider`) the walk is inside: their literals are not reported, but
    /// their deprecated and removed symbols are (a removed symbol breaks the build wherever it is).
    private var previewDepth = 0

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPreviewProvider(node.inheritanceClause) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        if isPreviewProvider(node.inheritanceClause) { previewDepth -= 1 }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPreviewProvider(node.inheritanceClause) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if isPreviewProvider(node.inheritanceClause) { previewDepth -= 1 }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPreviewProvider(node.inheritanceClause) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        if isPreviewProvider(node.inheritanceClause) { previewDepth -= 1 }
    }

    private func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains {
            ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription)
        }
            ?? false
    }

    // ── Calls ───────────────────────────────────────────────────────────────────────────────────────────────────

    /// Modifiers whose unlabelled (or `color:`) arguments are colors or shape styles.
    private static let colorModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint", "accentColor", "fill",
        "stroke", "strokeBorder", "overlay", "border", "shadow", "listRowBackground", "listRowSeparatorTint",
        "listSectionSeparatorTint", "toolbarBackground", "scrollContentBackground", "presentationBackground",
        "underline", "strikethrough",
    ]

    private static let stacks: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard previewDepth == 0 else { return .visitChildren }
        let callee = node.calledExpression
        let name: String
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return .visitChildren
        }
        let isModifier = callee.is(MemberAccessExprSyntax.self)
        if isModifier, Self.colorModifiers.contains(name) {
            for argument in node.arguments where argument.label == nil || argument.label?.text == "color" {
                checkColor(argument.expression, in: name)
            }
            // `.background { Color.red }`, `.overlay { Color.black.opacity(0.2) }`.
            if let closure = node.trailingClosure, name == "background" || name == "overlay" {
                for statement in closure.statements {
                    if let expression = statement.item.as(ExprSyntax.self) { checkColor(expression, in: name) }
                }
            }
        }
        switch name {
        case "font" where isModifier:
            if let argument = node.arguments.first { checkFont(argument.expression) }
        case "custom":
            // Font.custom("Inter", size: 17) anywhere, not only in `.font(…)`.
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
                ["Font", "SwiftUI.Font"].contains(Literals.typeName(base))
            {
                checkFont(ExprSyntax(node))
            }
        case "padding" where isModifier:
            for argument in node.arguments where argument.label == nil {
                if let insets = argument.expression.as(FunctionCallExprSyntax.self),
                    Literals.typeName(insets.calledExpression) == "EdgeInsets"
                {
                    for inset in insets.arguments { checkSpacing(inset.expression, in: "padding") }
                } else {
                    checkSpacing(argument.expression, in: "padding")
                }
            }
        case _ where !isModifier && Self.stacks.contains(name):
            for argument in node.arguments where argument.label?.text == "spacing" {
                checkSpacing(argument.expression, in: name)
            }
        case "Grid" where !isModifier:
            for argument in node.arguments
            where argument.label?.text == "horizontalSpacing" || argument.label?.text == "verticalSpacing" {
                checkSpacing(argument.expression, in: name)
            }
        case "GridItem" where !isModifier:
            for argument in node.arguments where argument.label?.text == "spacing" {
                checkSpacing(argument.expression, in: name)
            }
        case "cornerRadius" where isModifier:
            if let argument = node.arguments.first { checkRadius(argument.expression, in: "cornerRadius") }
        case "RoundedRectangle", "rect":
            for argument in node.arguments where argument.label?.text == "cornerRadius" {
                checkRadius(argument.expression, in: name)
            }
        default: break
        }
        return .visitChildren
    }

    // ── Symbols ─────────────────────────────────────────────────────────────────────────────────────────────────

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard linter.watchesSymbols else { return .visitChildren }
        // `Color.dsTextMuted` as written, or `.dsTextMuted` where a color is expected.
        let spelledName = node.base == nil ? "." + node.declName.baseName.text : Literals.typeName(ExprSyntax(node))
        guard let name = spelledName else { return .visitChildren }
        if let removal = linter.removedSymbols[name] {
            var message = "\(removal.symbol) does not exist in \(linter.againstVersion ?? "the target version")"
            if removal.replacement == nil { message += "; its token was removed" }
            hit(
                node, .removedToken, message,
                removal.replacement.map { Suggestion(expressions: [$0], tokens: [], isExact: true, note: "renamed") },
                replacement: removal.replacement.map { spelled($0, like: name) })
        } else if let deprecation = linter.deprecatedSymbols[name] {
            var message = "\(deprecation.symbol) is deprecated (\(deprecation.token))"
            if let reason = deprecation.reason { message += ": \(reason)" }
            hit(
                node, .deprecatedToken, message,
                deprecation.replacement.map {
                    Suggestion(expressions: [$0.expression], tokens: [$0.token.description], isExact: true)
                }, replacement: deprecation.replacement.map { spelled($0.expression, like: name) })
        }
        return .visitChildren
    }

    /// `replacement` spelled as `original` is: `.dsTextMuted` in place of `.dsTextSubtle`.
    private func spelled(_ replacement: String, like original: String) -> String {
        guard original.hasPrefix("."), replacement.hasPrefix("Color.") else { return replacement }
        return String(replacement.dropFirst("Color".count))
    }

    // ── Checks ──────────────────────────────────────────────────────────────────────────────────────────────────

    private func checkColor(_ expression: ExprSyntax, in modifier: String) {
        guard let literal = Literals.color(expression) else { return }
        let code = expression.trimmedDescription
        guard let value = literal else {
            hit(expression, .colorLiteral, "hard-coded color \(code) in \(modifier)", nil)
            return
        }
        let suggestion = linter.catalog.suggestion(for: value, groups: Self.colorGroups(modifier))
        var message = "hard-coded color \(code) (\(value.hex)) in \(modifier)"
        if suggestion == nil {
            message += "; no color token is near it (ΔE 15 or more): add one to the design system"
        }
        hit(expression, .colorLiteral, message, suggestion, replacement: fixable(suggestion))
    }

    /// The color groups that suit a modifier, by the names design systems give them.
    private static func colorGroups(_ modifier: String) -> [String] {
        switch modifier {
        case "foregroundStyle", "foregroundColor", "underline", "strikethrough":
            ["text", "content", "foreground", "icon"]
        case "background", "backgroundStyle", "listRowBackground", "toolbarBackground", "presentationBackground":
            ["surface", "background"]
        case "border", "stroke", "strokeBorder", "listRowSeparatorTint", "listSectionSeparatorTint":
            ["border", "separator"]
        case "tint", "accentColor": ["action", "accent", "brand"]
        default: []
        }
    }

    private func checkFont(_ expression: ExprSyntax) {
        guard let font = Literals.font(expression) else { return }
        var described = expression.trimmedDescription
        if let size = font.size, font.isFixedSize {
            described += " (\(NumberText.shortest(size)) pt, which does not scale with Dynamic Type)"
        }
        let suggestion = linter.catalog.suggestion(for: font)
        hit(expression, .fontLiteral, "hard-coded font \(described)", suggestion, replacement: fixable(suggestion))
    }

    /// A frame's width and height are not checked: they are a component's size (a 24 × 24 icon, a 44 × 44 tap
    /// target), not spacing, even when a spacing token has the same number.
    private func checkSpacing(_ expression: ExprSyntax, in place: String) {
        guard let value = Literals.number(expression), value != 0 else { return }
        let suggestion = linter.catalog.suggestion(forSpacing: value)
        hit(
            expression, .spacingLiteral, "hard-coded spacing \(NumberText.shortest(value)) in \(place)", suggestion,
            replacement: fixable(suggestion))
    }

    private func checkRadius(_ expression: ExprSyntax, in place: String) {
        guard let value = Literals.number(expression), value != 0 else { return }
        let suggestion = linter.catalog.suggestion(forRadius: value)
        hit(
            expression, .radiusLiteral, "hard-coded corner radius \(NumberText.shortest(value)) in \(place)",
            suggestion, replacement: fixable(suggestion))
    }

    /// The expression `--fix` writes: only an exact value that exactly one token has, and that needs nothing more
    /// of the view than the package's import.
    private func fixable(_ suggestion: Suggestion?) -> String? {
        guard let suggestion, suggestion.isExact, suggestion.expressions.count == 1,
            !linter.referencesNeedMore
        else { return nil }
        return suggestion.expressions[0]
    }

    private func hit(
        _ node: some SyntaxProtocol, _ rule: LintRule, _ message: String, _ suggestion: Suggestion?,
        replacement: String? = nil
    ) {
        guard reported.insert(node.id).inserted else { return }
        // `Font.custom("Inter", size: 16)` inside `.font(Font.custom("Inter", size: 16).weight(.regular))` is part
        // of the font already reported.
        var ancestor = node.parent
        while let current = ancestor {
            if reported.contains(current.id), hits.contains(where: { $0.node.id == current.id && $0.rule == rule }) {
                return
            }
            ancestor = current.parent
        }
        hits.append(
            Hit(node: Syntax(node), rule: rule, message: message, suggestion: suggestion, replacement: replacement))
    }
}
