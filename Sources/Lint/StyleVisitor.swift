import SwiftSyntax
import Tokens

/// Walks one file's syntax and finds hard-coded styling and uses of deprecated or removed symbols, and notes which
/// types the file declares and where each type is used (so that a view only previews use is not linted).
final class StyleVisitor: SyntaxVisitor {
    /// A finding before its place is worked out.
    struct Hit {
        /// The UTF-8 offsets of the code found, without the trivia around it.
        var start: Int
        var end: Int
        var rule: LintRule
        var message: String
        var suggestion: Suggestion?
        /// The replacement `--fix` writes over the code.
        var replacement: String?
        /// The types the code is in, outermost first.
        var enclosingTypes: [String]
    }

    let linter: Linter
    private let bytes: [UInt8]
    private(set) var hits: [Hit] = []
    /// The types the file declares, and where it uses type names.
    private(set) var index: PreviewIndex.File

    init(linter: Linter, bytes: [UInt8], file: String) {
        self.linter = linter
        self.bytes = bytes
        index = PreviewIndex.File(file: file)
        super.init(viewMode: .sourceAccurate)
    }

    /// The source text of `start..<end`.
    func code(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
    }

    // ── Previews are not app code, but they are compiled ────────────────────────────────────────────────────────

    /// How many previews (`#Preview`, a `PreviewProvider`) the walk is inside: their literals are not reported, but
    /// their deprecated and removed symbols are (a removed symbol breaks the build wherever it is).
    private var previewDepth = 0
    /// The names of the types the walk is inside, outermost first (an extension counts as its type).
    private var types: [String] = [] {
        didSet { scope = index.scope(types) }
    }
    /// The index of `types` among the file's scopes.
    private var scope = 0

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
        enter([node.name.text], declaring: node.modifiers, node.inheritanceClause)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter([node.name.text], declaring: node.modifiers, node.inheritanceClause)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter([node.name.text], declaring: node.modifiers, node.inheritanceClause)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter([node.name.text], declaring: node.modifiers, node.inheritanceClause)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(Self.names(of: node.extendedType), declaring: nil, node.inheritanceClause)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    /// `Outer.Inner` → `Outer`, `Inner`.
    private static func names(of type: TypeSyntax) -> [String] {
        if let member = type.as(MemberTypeSyntax.self) { return names(of: member.baseType) + [member.name.text] }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        return [type.trimmedDescription]
    }

    /// For each type declaration or extension the walk is in: how many names it added to `types`, and whether it
    /// is a preview.
    private var entered: [(names: Int, isPreview: Bool)] = []

    /// Enters a type (`names`: an extension's type may be `Outer.Inner`); `modifiers`, for a declaration.
    private func enter(
        _ names: [String], declaring modifiers: DeclModifierListSyntax?, _ clause: InheritanceClauseSyntax?
    ) {
        let isPreview = Self.isPreviewProvider(clause)
        if isPreview { previewDepth += 1 }
        if let modifiers, let name = names.first {
            let isFilePrivate = modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
            index.declare(name, isFilePrivate: isFilePrivate && types.isEmpty)
        }
        types += names
        entered.append((names.count, isPreview))
    }

    private func leave() {
        guard let last = entered.popLast() else { return }
        if last.isPreview { previewDepth -= 1 }
        types.removeLast(min(last.names, types.count))
    }

    /// Whether a type conforms to `PreviewProvider` (or `SwiftUI.PreviewProvider`) where it is declared.
    private static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        guard let clause else { return false }
        return clause.inheritedTypes.contains { inherited in
            if let identifier = inherited.type.as(IdentifierTypeSyntax.self) {
                return identifier.name.text == "PreviewProvider" && identifier.genericArgumentClause == nil
            }
            guard let member = inherited.type.as(MemberTypeSyntax.self) else { return false }
            return member.name.text == "PreviewProvider"
                && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI"
        }
    }

    // ── Where types are used ────────────────────────────────────────────────────────────────────────────────────

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        use(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        use(node.name.text)
        return .visitChildren
    }

    /// Notes a use of what may be a type: a capitalised name, as Swift code names types.
    private func use(_ name: String) {
        guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return }
        if previewDepth > 0 {
            index.usePreviewed(name)
        } else {
            index.use(name, scope: scope)
        }
    }

    // ── Calls ───────────────────────────────────────────────────────────────────────────────────────────────────

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard previewDepth == 0 else { return .visitChildren }
        let callee = node.calledExpression
        var name: String
        var isModifier: Bool
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            isModifier = true
            // `GridItem.init(…)` is `GridItem(…)`.
            if name == "init", let base = member.base, let type = Literals.typeName(base) {
                name = String(type.split(separator: ".").last ?? Substring(type))
                isModifier = false
            }
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            isModifier = false
        } else {
            return .visitChildren
        }
        if isModifier, Self.colorModifiers.contains(name), linter.checks(.colorLiteral) {
            for argument in node.arguments where argument.label == nil || argument.label?.text == "color" {
                checkColors(argument.expression, in: name)
            }
            // `.background { Color.red }`, `.overlay { Color.black.opacity(0.2) }`.
            if let closure = node.trailingClosure, name == "background" || name == "overlay" {
                for statement in closure.statements {
                    if let expression = statement.item.as(ExprSyntax.self) { checkColors(expression, in: name) }
                }
            }
        }
        switch name {
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient",
            "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient":
            // As views or shape styles: their `colors:` and the colors of their `stops:`.
            if linter.checks(.colorLiteral) { checkGradient(node, in: name) }
        case "font" where isModifier:
            if let argument = node.arguments.first { checkFonts(argument.expression) }
        case "custom":
            // Font.custom("Inter", size: 17) anywhere, not only in `.font(…)`.
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
                ["Font", "SwiftUI.Font"].contains(Literals.typeName(base))
            {
                checkFonts(ExprSyntax(node))
            }
        case "padding" where isModifier, "safeAreaPadding" where isModifier, "contentMargins" where isModifier:
            for argument in node.arguments where argument.label == nil {
                if let insets = Self.edgeInsets(argument.expression) {
                    checkInsets(insets, in: name)
                } else {
                    checkSpacing(argument.expression, in: name)
                }
            }
        case "listRowInsets" where isModifier:
            if let insets = node.arguments.first.flatMap({ Self.edgeInsets($0.expression) }) {
                checkInsets(insets, in: name)
            }
        case "listRowSpacing" where isModifier:
            if let argument = node.arguments.first { checkSpacing(argument.expression, in: name) }
        case "listSectionSpacing" where isModifier:
            // `.listSectionSpacing(.custom(16))`.
            if let custom = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                custom.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "custom",
                let length = custom.arguments.first
            {
                checkSpacing(length.expression, in: name)
            }
        case _ where !isModifier && Self.stacks.contains(name):
            checkLabelled(node, ["spacing"], in: name, check: checkSpacing)
        case "Spacer" where !isModifier:
            checkLabelled(node, ["minLength"], in: name, check: checkSpacing)
        case "Grid" where !isModifier:
            checkLabelled(node, ["horizontalSpacing", "verticalSpacing"], in: name, check: checkSpacing)
        case "GridItem" where !isModifier:
            checkLabelled(node, ["spacing"], in: name, check: checkSpacing)
        case "init" where isModifier && Self.isGridItem(node):
            // `columns: [.init(.flexible(), spacing: 4)]`.
            checkLabelled(node, ["spacing"], in: "GridItem", check: checkSpacing)
        case "cornerRadius" where isModifier:
            if let argument = node.arguments.first { checkRadius(argument.expression, in: "cornerRadius") }
        case "RoundedRectangle", "rect", "UnevenRoundedRectangle":
            checkLabelled(node, Self.cornerLabels.union(["cornerRadius"]), in: name, check: checkRadius)
            if let radii = node.arguments.first(where: { $0.label?.text == "cornerRadii" })?.expression.as(
                FunctionCallExprSyntax.self)
            {
                checkLabelled(radii, Self.cornerRadiiLabels, in: name, check: checkRadius)
            }
        case "RectangleCornerRadii" where !isModifier:
            checkLabelled(node, Self.cornerRadiiLabels, in: name, check: checkRadius)
        default: break
        }
        return .visitChildren
    }

    private func checkLabelled(
        _ call: FunctionCallExprSyntax, _ labels: Set<String>, in place: String,
        check: (ExprSyntax, String) -> Void
    ) {
        for argument in call.arguments where argument.label.map({ labels.contains($0.text) }) == true {
            check(argument.expression, place)
        }
    }

    // ── Symbols ─────────────────────────────────────────────────────────────────────────────────────────────────

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard linter.watchesSymbols else { return .visitChildren }
        // `Color.dsTextMuted` as written, or `.dsTextMuted` where a color is expected.
        let spelledName = node.base == nil ? "." + node.declName.baseName.text : Literals.typeName(ExprSyntax(node))
        guard let name = spelledName else { return .visitChildren }
        // A symbol the target removed is reported as removed, not also as deprecated.
        if !checkRemoved(node, spelled: name) { checkDeprecated(node, spelled: name) }
        return .visitChildren
    }

    /// `replacement` spelled as `original` is: `.dsTextMuted` in place of `.dsTextSubtle`.
    func spelled(_ replacement: String, like original: String) -> String {
        guard original.hasPrefix("."), replacement.hasPrefix("Color.") else { return replacement }
        return String(replacement.dropFirst("Color".count))
    }

    // ── What every rule reports with (each rule's checks: `Rules/`) ─────────────────────────────────────────────

    /// The expression `--fix` writes: only an exact value that exactly one token has, and that needs nothing more
    /// of the view than the package's import.
    func fixable(_ suggestion: Suggestion?) -> String? {
        guard let suggestion, suggestion.isExact, suggestion.expressions.count == 1,
            !linter.referencesNeedMore
        else { return nil }
        return suggestion.expressions[0]
    }

    func hit(
        _ operand: Operand, _ rule: LintRule, _ message: String, _ suggestion: Suggestion?,
        replacement: String? = nil
    ) {
        let start = operand.start
        let end = operand.end
        // `Font.custom("Inter", size: 16)` inside `.font(Font.custom("Inter", size: 16).weight(.regular))` is part
        // of the font already reported (the walk meets the outer code first).
        guard !hits.contains(where: { $0.rule == rule && $0.start <= start && end <= $0.end }) else { return }
        hits.append(
            Hit(
                start: start, end: end, rule: rule, message: message, suggestion: suggestion, replacement: replacement,
                enclosingTypes: types))
    }
}
