import SwiftSyntax
import Tokens

// `color-literal` (``LintRule/colorLiteral``): a hard-coded color where a view is styled — in a color modifier's
// argument, a gradient's colors and stops — read from the syntax (`Literals.color`), and the color token suggested
// for it (`TokenCatalog.suggestion(for:groups:)`).

extension StyleVisitor {
    /// Modifiers whose unlabelled (or `color:`) arguments are colors or shape styles.
    static let colorModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint", "accentColor", "fill",
        "stroke", "strokeBorder", "overlay", "border", "shadow", "listRowBackground", "listRowSeparatorTint",
        "listSectionSeparatorTint", "toolbarBackground", "scrollContentBackground", "presentationBackground",
        "underline", "strikethrough",
    ]

    /// `LinearGradient(colors: [.red, .blue], …)`, `Gradient(stops: [.init(color: .red, location: 0), …])`.
    func checkGradient(_ call: FunctionCallExprSyntax, in place: String) {
        for argument in call.arguments {
            guard let elements = argument.expression.as(ArrayExprSyntax.self)?.elements else { continue }
            switch argument.label?.text {
            case "colors":
                for element in elements { checkColors(element.expression, in: place) }
            case "stops":
                for element in elements {
                    let stop = element.expression.as(FunctionCallExprSyntax.self)
                    if let color = stop?.arguments.first(where: { $0.label?.text == "color" }) {
                        checkColors(color.expression, in: place)
                    }
                }
            default: break
            }
        }
    }

    /// The colors an argument may be: each branch of a `?:`, and the color of `Color.red.gradient`.
    func checkColors(_ expression: ExprSyntax, in modifier: String) {
        for operand in Literals.alternatives(expression) {
            guard var node = operand.single else { continue }
            // `Color.red.gradient`: the color is hard-coded, and rewriting it keeps the gradient.
            if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "gradient",
                member.declName.argumentNames == nil, let base = member.base
            {
                node = base
            }
            checkColor(node, in: modifier)
        }
    }

    func checkColor(_ expression: ExprSyntax, in modifier: String) {
        guard let literal = Literals.color(expression) else { return }
        let operand = Operand(expression)
        let code = self.code(operand.start, operand.end)
        guard let value = literal else {
            hit(operand, .colorLiteral, "hard-coded color \(code) in \(modifier)", nil)
            return
        }
        let suggestion = linter.catalog.suggestion(for: value, groups: Self.colorGroups(modifier))
        var message = "hard-coded color \(code) (\(value.hex)) in \(modifier)"
        if suggestion == nil {
            message += "; no color token is near it (ΔE 15 or more): add one to the design system"
        }
        hit(operand, .colorLiteral, message, suggestion, replacement: fixable(suggestion))
    }

    /// The color groups that suit a modifier, by the names design systems give them.
    static func colorGroups(_ modifier: String) -> [String] {
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
}

extension Literals {
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
}

/// A color written in app code: its value in each appearance (the same in both unless it is a system color).
struct ColorLiteralValue: Equatable {
    var light: RGBA
    var dark: RGBA

    init(_ color: RGBA) {
        light = color
        dark = color
    }

    init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    var isAdaptive: Bool { light != dark }

    /// The color at `opacity` (0…1) of its own alpha.
    func withOpacity(_ opacity: Double) -> ColorLiteralValue {
        func faded(_ color: RGBA) -> RGBA {
            var color = color
            color.alpha = UInt8((Double(color.alpha) * min(max(opacity, 0), 1)).rounded())
            return color
        }
        return ColorLiteralValue(light: faded(light), dark: faded(dark))
    }

    /// `#FFFFFF`, or `#FF3B30 / #FF453A` for a color with a dark value of its own.
    var hex: String { isAdaptive ? "\(light.hex) / \(dark.hex) (light / dark)" : light.hex }
}

extension TokenCatalog {
    /// The tokens whose value is `color` in both appearances (a literal is the same in both unless it is a system
    /// color), or else the tokens equal to it in the light appearance only (named, never exact: the dark value
    /// differs), or else the nearest by ΔE_OK over both appearances. When several tokens qualify, those of the groups
    /// `groups` (the text colors for a foreground, the surfaces for a background) are preferred.
    func suggestion(for color: ColorLiteralValue, groups: [String] = []) -> Suggestion? {
        let preferring = { (entries: [Entry<Appearances<RGBA>>]) in
            let preferred = entries.filter { groups.contains($0.reference.token.path.components[0]) }
            return entries.count > 1 && !preferred.isEmpty ? preferred : entries
        }
        let exact = preferring(colors.filter { $0.value.light == color.light && $0.value.dark == color.dark })
        if !exact.isEmpty { return suggestion(exact.map(\.reference), isExact: true) }
        let sameInLight = preferring(colors.filter { $0.value.light == color.light })
        if !sameInLight.isEmpty {
            let darkValues = sameInLight.map(\.value.dark.hex).reduce(into: [String]()) { values, value in
                if !values.contains(value) { values.append(value) }
            }
            let note =
                "equal in light appearance only: in dark appearance \(sameInLight.count == 1 ? "it is" : "they are") "
                + "\(darkValues.joined(separator: ", ")), where the literal is \(color.dark.hex)"
            return suggestion(sameInLight.map(\.reference), isExact: false, note: note)
        }
        let distances = colors.map { entry in
            max(
                ColorDifference.deltaEOK(entry.value.light, color.light),
                color.isAdaptive ? ColorDifference.deltaEOK(entry.value.dark, color.dark) : 0)
        }
        guard let best = distances.indices.min(by: { distances[$0] < distances[$1] }),
            distances[best] < Self.nearColorLimit
        else { return nil }
        let nearest = colors[best].value
        let value = nearest.light == nearest.dark ? nearest.light.hex : "\(nearest.light.hex) / \(nearest.dark.hex)"
        let note =
            !color.isAdaptive && nearest.dark != nearest.light
            ? "in dark appearance it is \(nearest.dark.hex), where the literal is \(color.dark.hex)" : nil
        return suggestion(
            [colors[best].reference], isExact: false, value: value, distance: distances[best], note: note)
    }
}
