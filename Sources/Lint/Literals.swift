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

/// What counts as a hard-coded value in SwiftUI code: colors, fonts and numbers written out, read from the syntax.
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

    // ── Colors ──────────────────────────────────────────────────────────────────────────────────────────────────

    /// SwiftUI's and UIKit's named colors, with their values on iOS 16 (light / dark); `clear` is left out (no
    /// color at all is no styling to tokenize), and so are the hierarchical styles `.primary` and `.secondary`,
    /// which have no value of their own.
    static let namedColors: [String: ColorLiteralValue] = {
        func fixed(_ hex: String) -> ColorLiteralValue {
            ColorLiteralValue(RGBA(hex: hex) ?? RGBA(red: 0, green: 0, blue: 0))
        }
        func adaptive(_ light: String, _ dark: String) -> ColorLiteralValue {
            ColorLiteralValue(
                light: RGBA(hex: light) ?? RGBA(red: 0, green: 0, blue: 0),
                dark: RGBA(hex: dark) ?? RGBA(red: 0, green: 0, blue: 0))
        }
        let system: [(String, ColorLiteralValue)] = [
            ("red", adaptive("#FF3B30", "#FF453A")), ("orange", adaptive("#FF9500", "#FF9F0A")),
            ("yellow", adaptive("#FFCC00", "#FFD60A")), ("green", adaptive("#34C759", "#30D158")),
            ("mint", adaptive("#00C7BE", "#63E6E2")), ("teal", adaptive("#30B0C7", "#40C8E0")),
            ("cyan", adaptive("#32ADE6", "#64D2FF")), ("blue", adaptive("#007AFF", "#0A84FF")),
            ("indigo", adaptive("#5856D6", "#5E5CE6")), ("purple", adaptive("#AF52DE", "#BF5AF2")),
            ("pink", adaptive("#FF2D55", "#FF375F")), ("brown", adaptive("#A2845E", "#AC8E68")),
            ("gray", adaptive("#8E8E93", "#8E8E93")),
        ]
        var colors: [String: ColorLiteralValue] = ["white": fixed("#FFFFFF"), "black": fixed("#000000")]
        for (name, value) in system {
            colors[name] = value
            // UIKit's spelling: UIColor.systemRed.
            colors["system" + name.prefix(1).uppercased() + name.dropFirst()] = value
        }
        // UIKit's fixed colors (UIColor.red is pure red, unlike SwiftUI's Color.red).
        colors["darkGray"] = fixed("#555555")
        colors["lightGray"] = fixed("#AAAAAA")
        return colors
    }()

    /// UIKit's own `UIColor.red`… are the pure sRGB primaries, not the system colors.
    private static let uiKitPrimaries: [String: ColorLiteralValue] = [
        "red": ColorLiteralValue(RGBA(red: 255, green: 0, blue: 0)),
        "green": ColorLiteralValue(RGBA(red: 0, green: 255, blue: 0)),
        "blue": ColorLiteralValue(RGBA(red: 0, green: 0, blue: 255)),
        "gray": ColorLiteralValue(RGBA(red: 128, green: 128, blue: 128)),
    ]

    /// A color the code spells out: `.white`, `Color.red`, `UIColor.systemBlue`, `Color(hex: "#3B82F6")`,
    /// `Color(red: 1, green: 0.5, blue: 0)`, `Color(white: 0.2)`, `Color(uiColor: …)`, and any of them with
    /// `.opacity(0.8)`. The value is `nil` for a literal whose value lint cannot tell (a hex string it cannot read).
    /// A bare `.white` counts: lint asks only where a color or shape style is expected.
    static func color(_ expression: ExprSyntax) -> ColorLiteralValue?? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard member.declName.argumentNames == nil else { return nil }
            guard let base = member.base else {
                return namedColors[name].map { .some($0) }
            }
            switch typeName(base) {
            case "Color", "SwiftUI.Color": return namedColors[name].map { .some($0) }
            case "UIColor", "NSColor", "UIKit.UIColor", "AppKit.NSColor":
                return (uiKitPrimaries[name] ?? namedColors[name]).map { .some($0) }
            default: return nil
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        // `X.opacity(0.8)` on a hard-coded X.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "opacity" || member.declName.baseName.text == "withAlphaComponent",
            let base = member.base
        {
            guard let color = color(base) else { return nil }
            guard arguments.count == 1, let opacity = number(arguments[0].expression) else { return .some(nil) }
            return .some(color.map { $0.withOpacity(opacity) })
        }
        let type = typeName(call.calledExpression)
        guard
            ["Color", "SwiftUI.Color", "UIColor", "NSColor", "UIKit.UIColor", "AppKit.NSColor"].contains(type)
                || call.calledExpression.as(MemberAccessExprSyntax.self).map({
                    $0.base == nil && $0.declName.baseName.text == "init"
                }) == true
        else { return nil }
        return initializer(arguments)
    }

    /// A call's arguments: the labelled ones by label, the others in order.
    private static func split(
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

    /// The value of `Color(…)` / `UIColor(…)` with literal arguments; `nil` when an argument is not a literal.
    private static func initializer(_ arguments: [LabeledExprSyntax]) -> ColorLiteralValue?? {
        let (labelled, unlabelled) = split(arguments)
        // Color(hex: "#3B82F6"), the extension seed 003 has every app declare.
        if let hex = labelled["hex"] {
            guard let text = hex.as(StringLiteralExprSyntax.self).flatMap(text) else { return nil }
            return .some(hexColor(text).map { ColorLiteralValue($0) })
        }
        // Color(uiColor: .systemBlue), Color(.systemBlue).
        if let inner = labelled["uiColor"] ?? labelled["nsColor"] ?? labelled["cgColor"]
            ?? (unlabelled.count == 1 && labelled.isEmpty ? unlabelled[0] : nil)
        {
            return color(inner)
        }
        let alpha = labelled["opacity"] ?? labelled["alpha"]
        let opacity: Double?
        if let alpha {
            guard let value = number(alpha) else { return nil }
            opacity = value
        } else {
            opacity = 1
        }
        func channel(_ value: Double?) -> UInt8? {
            value.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        }
        if let white = labelled["white"] {
            guard let value = number(white) else { return nil }
            let level = channel(value) ?? 0
            return .some(ColorLiteralValue(RGBA(red: level, green: level, blue: level)).withOpacity(opacity ?? 1))
        }
        // Color(hue: 0.6, saturation: 0.8, brightness: 0.9): hue, saturation and brightness, each 0…1.
        if let hue = labelled["hue"], let saturation = labelled["saturation"], let brightness = labelled["brightness"] {
            guard let h = number(hue), let s = number(saturation), let v = number(brightness) else { return nil }
            let (r, g, b) = hsbToRGB(hue: h, saturation: s, brightness: v)
            guard let red = channel(r), let green = channel(g), let blue = channel(b) else { return nil }
            return .some(ColorLiteralValue(RGBA(red: red, green: green, blue: blue)).withOpacity(opacity ?? 1))
        }
        if let red = labelled["red"], let green = labelled["green"], let blue = labelled["blue"] {
            // Color(.sRGB, red:…) and the default sRGB space read the same; other spaces are not converted.
            if let space = unlabelled.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                space != "sRGB"
            {
                guard [red, green, blue].allSatisfy({ number($0) != nil }) else { return nil }
                return .some(nil)
            }
            guard let r = channel(number(red)), let g = channel(number(green)), let b = channel(number(blue)) else {
                return nil
            }
            return .some(ColorLiteralValue(RGBA(red: r, green: g, blue: b)).withOpacity(opacity ?? 1))
        }
        return nil
    }

    /// HSB (each 0…1, hue wrapping around) as RGB (each 0…1), as SwiftUI's `Color(hue:saturation:brightness:)`.
    static func hsbToRGB(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// `#3B82F6`, `3B82F6`, `#3B82F6CC` or `#FFF`.
    static func hexColor(_ text: String) -> RGBA? {
        var digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = String(digits.dropFirst(2)) }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        return RGBA(hex: "#" + digits)
    }

    // ── Fonts ───────────────────────────────────────────────────────────────────────────────────────────────────

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
