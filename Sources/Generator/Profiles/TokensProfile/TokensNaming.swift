import Tokens

/// The `tokens` profile's Swift names: palette namespaces for colors (`ColorToken.Palette.Blue.b500`), flat names
/// for gradients, the border-width group, and the rules that keep them apart.
enum TokensNaming {
    /// The group of `tokens.other` whose dimensions are `ShapeToken.BorderWidth`.
    static let borderWidthGroup = "borderWidth"

    /// Type names the generated files use inside the color namespaces unqualified: a namespace of the same name would
    /// hide them (`Color` is spelled `SwiftUI.Color` there).
    static let reservedTypeNames: Set<String> = [
        "Array", "Bool", "ColorToken", "ColorValue", "Components", "Hashable", "Int", "Sendable", "String", "SwiftUI",
        "UInt32", "UInt8",
    ]

    /// Member names Swift cannot spell after a dot, even in backticks.
    static let unusableMemberNames: Set<String> = ["self", "Self", "init", "Type", "Protocol"]

    /// `blue` → `Blue`, `text-muted` → `TextMuted`; a name that starts with a digit takes the first letter of the
    /// namespace it is in (`500` in `Gray` → `G500`), or `C` at the top.
    static func typeName(_ component: String, parent: String?) -> String? {
        guard let camel = Naming.lowerCamelCase(component) else { return nil }
        let upper = camel.capitalizedFirst
        guard let first = upper.unicodeScalars.first, ("0"..."9").contains(first) else { return upper }
        return (parent?.prefix(1).uppercased() ?? "C") + upper
    }

    /// `primary-hover` → `primaryHover`; a name that starts with a digit takes the first letter of its namespace,
    /// lower-cased, as the spec's `ColorToken.Primary.p500` (or `c` at the top).
    static func memberName(_ component: String, parent: String?) -> String? {
        guard let camel = Naming.lowerCamelCase(component) else { return nil }
        guard let first = camel.unicodeScalars.first, ("0"..."9").contains(first) else { return camel }
        return (parent?.prefix(1).lowercased() ?? "c") + camel
    }

    /// The groups of a color that become its namespaces: all but a leading `color` or `colors` group, which web
    /// design tokens often start with (`color.primary.500` → `ColorToken.Primary.p500`), when a group remains.
    static func namespaceComponents(_ path: TokenPath) -> ArraySlice<String> {
        let groups = path.components.dropLast()
        guard groups.count > 1, let first = groups.first, ["color", "colors"].contains(first.lowercased()) else {
            return groups
        }
        return groups.dropFirst()
    }

    /// The document's group of a color that becomes the namespace `depth` levels down.
    static func group(of path: TokenPath, depth: Int) -> TokenPath {
        let dropped = path.components.count - 1 - namespaceComponents(path).count
        return TokenPath(Array(path.components.prefix(dropped + depth)))
    }

    /// `name` as a declaration spells it: keywords in backticks.
    static func declared(_ name: String) -> String {
        Naming.isReserved(name) ? "`\(name)`" : name
    }

    /// A gradient token's name: the words of its path, without a leading `gradient` or `gradients` group
    /// (`gradient.brand-sunset` → `brandSunset`).
    static func gradientName(_ path: TokenPath) -> String? {
        var components = path.components
        if components.count > 1, ["gradient", "gradients"].contains(components[0].lowercased()) {
            components.removeFirst()
        }
        return Naming.lowerCamelCase(components.joined(separator: "-"))
    }
}

/// The colors as namespaces of members: a node per group, in order of first appearance. Groups whose names become
/// the same type name share one namespace.
struct ColorNamespace {
    var name: String
    /// Every type name from the top: `["Palette", "Blue"]`.
    var path: [String]
    var members: [(token: ColorToken, name: String)] = []
    var children: [ColorNamespace] = []

    /// `ColorToken.Palette.Blue`, or `ColorValue.Palette.Blue` with `root: "ColorValue"`.
    func qualified(_ root: String) -> String {
        ([root] + path).joined(separator: ".")
    }

    /// Every namespace below this one, depth first, this one first.
    var all: [ColorNamespace] {
        [self] + children.flatMap(\.all)
    }
}

/// What the `tokens` profile makes of a document: Swift names for every token it renders, and the tokens that fill
/// its roles. The file builders read only this.
struct TokensContext {
    let designSystem: DesignSystem
    /// The colors' namespaces; the root holds colors written outside any group.
    let colors: ColorNamespace
    /// The Swift member path of each color below `ColorToken` / `ColorValue`: `Palette.Blue.b500`.
    let colorNames: [TokenPath: String]
    let borderWidths: [(token: OtherToken, name: String, value: Double)]
    let gradients: [Gradient]
    let shadows: [Shadow]
    let roles: RoleAssignment

    struct Gradient {
        var token: OtherToken
        var name: String
        /// Degrees, clockwise from "to top" (CSS); 180 when the document gives none, as CSS's default.
        var angle: Double
        var stops: [Stop]
    }

    struct Stop {
        /// The color's Swift member path below `ColorValue` when the stop names a color token.
        var colorName: String?
        /// The color in each appearance: the color token's, or the color written.
        var color: Appearances<RGBA>
        var location: Double
    }

    struct Shadow {
        var name: String
        var identifier: String
        var metadata: TokenMetadata
        var layers: [Layer]
    }

    struct Layer {
        /// The Swift member path below `ColorValue` when the layer's color is a color token.
        var colorName: String?
        var color: Appearances<RGBA>
        var opacity: Double
        /// The spec's blur (CSS's and Figma's); SwiftUI's radius is half of it (``ShadowBlur``).
        var blur: Double
        var x: Double
        var y: Double
    }

    init(_ designSystem: DesignSystem, roles: RoleAssignment) {
        self.designSystem = designSystem
        self.roles = roles
        var root = ColorNamespace(name: "", path: [])
        var names: [TokenPath: String] = [:]
        for token in designSystem.colors {
            var namespaces: [String] = []
            for component in TokensNaming.namespaceComponents(token.path) {
                namespaces.append(TokensNaming.typeName(component, parent: namespaces.last) ?? "_")
            }
            let member =
                TokensNaming.memberName(token.path.components.last ?? "", parent: namespaces.last) ?? "_"
            root.insert(token, member: member, at: namespaces[...], path: [])
            names[token.path] = (namespaces + [member]).joined(separator: ".")
        }
        colors = root
        colorNames = names
        borderWidths = designSystem.otherTokens.compactMap { token in
            guard token.path.components.count == 2, token.path.components[0] == TokensNaming.borderWidthGroup,
                let name = Naming.lowerCamelCase(token.path.components[1]), case .number(let value, _) = token.resolved
            else { return nil }
            return (token, name, value)
        }
        gradients = designSystem.otherTokens.compactMap { token in
            guard token.kind == .gradient, let name = TokensNaming.gradientName(token.path) else { return nil }
            return Self.gradient(token, name: name, in: designSystem, colorNames: names)
        }
        shadows = Self.shadows(designSystem, colorNames: names)
    }

    /// `ColorToken.Palette.Blue.b500` for the color token at `path`.
    func color(_ path: TokenPath, root: String = "ColorToken") -> String {
        "\(root).\(colorNames[path] ?? "_")"
    }

    private static func gradient(
        _ token: OtherToken, name: String, in designSystem: DesignSystem, colorNames: [TokenPath: String]
    ) -> Gradient? {
        // A gradient written as a reference to another: its stops as that one writes them (color aliases kept).
        var written = token
        var seen: Set<TokenPath> = []
        while let reference = written.reference, reference.category == .other, seen.insert(written.path).inserted,
            let target = designSystem.otherTokens.first(where: { $0.path == reference.path })
        {
            written = target
        }
        func stops(_ value: JSONValue) -> [JSONNode]? {
            switch value {
            case .array(let stops): stops
            case .object:
                JSONNode(value)["stops"].flatMap { if case .array(let stops) = $0.value { stops } else { nil } }
            default: nil
            }
        }
        guard let resolvedStops = stops(token.resolved) else { return nil }
        let writtenStops = stops(written.value) ?? []
        var result: [Stop] = []
        for (index, stop) in resolvedStops.enumerated() {
            guard let hex = stop["color"]?.stringValue, let color = RGBA(hex: hex),
                let position = stop["position"]?.numberValue
            else { return nil }
            var colorName: String?
            var appearances = Appearances(light: color, dark: color)
            if index < writtenStops.count, let alias = writtenStops[index]["color"]?.stringValue,
                alias.hasPrefix("{"), alias.hasSuffix("}")
            {
                let path = TokenPath(dotted: String(alias.dropFirst().dropLast()))
                if let token = designSystem.colors.first(where: { $0.path == path }) {
                    colorName = colorNames[path]
                    appearances = token.resolved
                }
            }
            result.append(Stop(colorName: colorName, color: appearances, location: position))
        }
        let angle = JSONNode(token.resolved)["angle"]?.numberValue ?? 180
        return Gradient(token: token, name: name, angle: angle, stops: result)
    }

    /// The document's shadows, or the spec's three when it gives none (as the `dsys` profile).
    private static func shadows(_ designSystem: DesignSystem, colorNames: [TokenPath: String]) -> [Shadow] {
        guard let shadows = designSystem.shadows else {
            let black = RGBA(red: 0, green: 0, blue: 0)
            return Shadows.defaultShadows.map { shadow in
                Shadow(
                    name: shadow.name, identifier: shadow.name, metadata: TokenMetadata(),
                    layers: [
                        Layer(
                            // Seed 000 writes SwiftUI's radius: the blur is twice it.
                            colorName: nil, color: Appearances(light: black, dark: black), opacity: shadow.opacity,
                            blur: shadow.radius * 2, x: 0, y: shadow.y)
                    ])
            }
        }
        return shadows.map { shadow in
            Shadow(
                name: shadow.name, identifier: shadow.identifier, metadata: shadow.metadata,
                layers: shadow.layers.map { layer in
                    var colorName: String?
                    if case .alias(let path) = layer.color { colorName = colorNames[path] }
                    return Layer(
                        colorName: colorName, color: layer.resolvedColor, opacity: layer.opacity, blur: layer.radius,
                        x: layer.x, y: layer.y)
                })
        }
    }
}

/// The Swift expressions of the tokens that fill the `tokens` profile's roles in one document: what its styles write
/// (`ColorToken.Action.primary`, `SpacingToken.md`, `ShapeToken.CornerRadius.lg`, `ShapeToken.BorderWidth.medium`,
/// `.label` for a typography or shadow case).
struct TokensScale {
    private var expressions: [TokensRole: String] = [:]

    /// `nil` when a role the styles need is unfilled, which a document that meets the profile's requirements never
    /// leaves; an optional role without a fallback (the page, `surface.default`) may stay unfilled.
    init?(_ context: TokensContext) {
        let designSystem = context.designSystem
        for role in TokensRole.allCases {
            guard let key = context.roles[role] else { continue }
            let name = key.path.description
            switch key.category {
            case .color:
                expressions[role] = context.colorNames[key.path].map { "ColorToken.\($0)" }
            case .typography:
                expressions[role] = designSystem.typography.first { $0.name == name }.map { ".\($0.identifier)" }
            case .spacing:
                expressions[role] = designSystem.spacing.first { $0.name == name }.map {
                    "SpacingToken.\($0.identifier)"
                }
            case .radius:
                expressions[role] = designSystem.radii.first { $0.name == name }.map {
                    "ShapeToken.CornerRadius.\($0.identifier)"
                }
            case .shadow:
                expressions[role] = context.shadows.first { $0.name == name }.map { ".\($0.identifier)" }
            case .other:
                expressions[role] = context.borderWidths.first { $0.token.path == key.path }.map {
                    "ShapeToken.BorderWidth.\($0.name)"
                }
            }
        }
        // Without `tokens.shadow`, the spec's three shadows stand in (`TokensContext.shadows`), `sm` among them.
        let card = SharedRole.shadowSm.tokenName
        if designSystem.shadows == nil, expressions[.shadowSm] == nil,
            let shadow = context.shadows.first(where: { $0.name == card })
        {
            expressions[.shadowSm] = ".\(shadow.identifier)"
        }
        let fallbacks = TokensProfile().roleFallbacks
        let mayBeUnfilled = Set(
            TokensRoles.all.filter { !$0.isRequired && fallbacks[$0.name] == nil }.map(\.name))
        for role in TokensRole.allCases where expressions[role] == nil && !mayBeUnfilled.contains(role.rawValue) {
            return nil
        }
    }

    /// The expression of the token that fills `role`. A role no token fills is a validation error
    /// (``Profile/check(_:)``), and a scale exists only when every role the styles need is filled: there is no
    /// made-up name to fall back on.
    subscript(role: TokensRole) -> String {
        guard let expression = expressions[role] else { preconditionFailure("init filled every required role") }
        return expression
    }

    /// The expression of an optional role's token, `nil` when the document leaves the role unfilled.
    func ifFilled(_ role: TokensRole) -> String? { expressions[role] }
}

extension ColorNamespace {
    fileprivate mutating func insert(_ token: ColorToken, member: String, at rest: ArraySlice<String>, path: [String]) {
        guard let next = rest.first else {
            members.append((token, member))
            return
        }
        let childPath = path + [next]
        if let index = children.firstIndex(where: { $0.name == next }) {
            children[index].insert(token, member: member, at: rest.dropFirst(), path: childPath)
        } else {
            var child = ColorNamespace(name: next, path: childPath)
            child.insert(token, member: member, at: rest.dropFirst(), path: childPath)
            children.append(child)
        }
    }
}
