import Tokens

/// What the components need of the document: the Swift names of the tokens that fill the profile's roles (a
/// document may map a role to a token of another name), and the spacing values their explanatory comments quote.
struct ComponentScale {
    var xs: Double
    var sm: Double
    var md: Double
    var lg: Double
    /// The opacity of a disabled and of a pressed `DSButton`: the document's `opacity` tokens, or the defaults.
    var disabledOpacity: StateOpacity
    var pressedOpacity: StateOpacity
    /// Every role's Swift identifier, filled for every ``SharedRole`` of a document that meets the profile's
    /// requirements.
    private var names: [SharedRole: String] = [:]

    /// `nil` when a role is unfilled, which a document that meets the profile's requirements never leaves.
    init?(_ designSystem: DesignSystem, roles: RoleAssignment, colorNames: [String]) {
        // The colors' names looked up in one pass, not one search of thousands of colors per role.
        let roleColors = ColorNames.named(
            Set(SharedRole.allCases.compactMap { roles[$0] }.filter { $0.category == .color }.map(\.path)),
            in: designSystem.colors, names: colorNames)
        for role in SharedRole.allCases {
            guard let key = roles[role] else { continue }
            let name = key.path.description
            let identifier: String? =
                switch key.category {
                case .color: roleColors[key.path]
                case .typography: designSystem.typography.first { $0.name == name }?.identifier
                case .spacing: designSystem.spacing.first { $0.name == name }?.identifier
                case .radius: designSystem.radii.first { $0.name == name }?.identifier
                case .shadow: designSystem.shadows?.first { $0.name == name }?.identifier
                case .other: nil
                }
            names[role] = identifier
        }
        // Without `tokens.shadow`, the profile's default shadows (`sm`, `md` …) stand in, and fill its shadow roles.
        if designSystem.shadows == nil {
            let defaults = Set(Shadows.defaultShadows.map(\.name))
            for role in [SharedRole.shadowSm, .shadowMd] where defaults.contains(role.tokenName) {
                names[role] = role.tokenName
            }
        }
        guard names.count == SharedRole.allCases.count else { return nil }
        // Every role is filled (the guard above), the spacing roles by spacing tokens.
        func value(_ role: SharedRole) -> Double {
            guard let key = roles[role] else { return 0 }
            return designSystem.spacing.first { $0.name == key.path.description }?.value ?? 0
        }
        disabledOpacity = StateOpacity.disabled(in: designSystem)
        pressedOpacity = StateOpacity.pressed(in: designSystem)
        xs = value(.spacingXs)
        sm = value(.spacingSm)
        md = value(.spacingMd)
        lg = value(.spacingLg)
    }

    /// The Swift identifier of the token that fills `role` (`textMuted` → `dsTextMuted`, or the mapped token's). A
    /// role no token fills is a validation error (`missing color role …`, ``Profile/check(_:)``), and a scale exists
    /// only when every role is filled: there is no made-up name to fall back on.
    func name(_ role: SharedRole) -> String {
        guard let name = names[role] else { preconditionFailure("init(_:roles:colorNames:) filled every role") }
        return name
    }

    /// A comment giving the points an expression comes to with this document's values.
    func points(_ value: Double) -> String {
        "// \(SwiftSource.number(value)) pt"
    }
}

/// The six components of seed 000, one builder per component in `Components/` beside this file.
enum ComponentFiles {
    static func files(_ scale: ComponentScale) -> [GeneratedFile] {
        [
            DSButtonFile.file(scale), DSCardFile.file(scale), DSInputFile.file(scale), DSBadgeFile.file(scale),
            DSHeadingFile.file(scale), DSTextFile.file(scale),
        ]
    }
}

extension ComponentFiles {
    /// The stored text and option of a component that shows text, and its three initializers: from a key of the
    /// app's localized strings, from a string shown as it is, and the private one both call. `noun`: `a badge`;
    /// `text`: the stored `Text`; `key`: the key's parameter; `option`: the other property, its type and default.
    static func textMembers(
        noun: String, text: String, key: String, option: (name: String, type: String, default: String)
    ) -> String {
        let (name, type, value) = option
        return """
                private let \(text): Text
                private let \(name): \(type)

                /// Creates \(noun) whose \(text) is a key in the app's localized strings.
                public init(_ \(key): LocalizedStringKey, \(name): \(type) = \(value)) {
                    self.init(\(text): Text(\(key)), \(name): \(name))
                }

                /// Creates \(noun) that shows a string as it is, without localizing it.
                @_disfavoredOverload
                public init<S: StringProtocol>(_ \(text): S, \(name): \(type) = \(value)) {
                    self.init(\(text): Text(\(text)), \(name): \(name))
                }

                private init(\(text): Text, \(name): \(type)) {
                    self.\(text) = \(text)
                    self.\(name) = \(name)
                }
            """
    }
}
