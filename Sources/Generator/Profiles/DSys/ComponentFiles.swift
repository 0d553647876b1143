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
    private var names: [String: String] = [:]

    init(_ designSystem: DesignSystem, roles: RoleAssignment, colorNames: [String]) {
        for role in SharedRoles.all {
            guard let key = roles[role.name] else { continue }
            let name = key.path.description
            let identifier: String? =
                switch key.category {
                case .color: designSystem.colors.firstIndex { $0.path == key.path }.map { colorNames[$0] }
                case .typography: designSystem.typography.first { $0.name == name }?.identifier
                case .spacing: designSystem.spacing.first { $0.name == name }?.identifier
                case .radius: designSystem.radii.first { $0.name == name }?.identifier
                case .shadow: designSystem.shadows?.first { $0.name == name }?.identifier
                case .other: nil
                }
            names[role.name] = identifier
        }
        func value(_ name: String) -> Double {
            let token = roles["spacing.\(name)"]?.path.description ?? name
            return designSystem.spacing.first { $0.name == token }?.value ?? 0
        }
        disabledOpacity = StateOpacity.disabled(in: designSystem)
        pressedOpacity = StateOpacity.pressed(in: designSystem)
        xs = value("xs")
        sm = value("sm")
        md = value("md")
        lg = value("lg")
    }

    /// The Swift identifier of the token that fills `role` (`action.primary` → `dsActionPrimary`, or the mapped
    /// token's); the default identifier when the document leaves it to the default.
    func name(_ role: String) -> String {
        if let name = names[role] { return name }
        let words = role.split(separator: ".").map(String.init)
        switch words.first {
        case "typography", "spacing", "radius", "shadow": return words.dropFirst().joined(separator: ".")
        default: return "ds" + words.map(\.capitalizedFirst).joined()
        }
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
