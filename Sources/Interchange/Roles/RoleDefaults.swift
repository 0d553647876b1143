import Tokens

/// The values a role takes when the token files have no token of its kind, and the steps a scale's role is compared
/// with when no name settles it: the profiles' starter documents (what `dsysctl init` writes), read on first use.
///
/// A default written into the document is marked as dsys's, never with the starter's own description, so that a
/// reader of the document (or of the Swift it becomes) knows the value was not the team's.
struct RoleDefaults {
    private let texts: [String: String]
    /// The profile whose starter holds the shared vocabulary's defaults.
    private let sharedProfile: String?
    private let profile: String
    private var parsed: [String: (root: JSONNode, designSystem: DesignSystem)?] = [:]

    init(_ options: DTCGImport.Options) {
        var texts = options.roleTables.starters
        if texts[options.profile] == nil, let starter = options.defaultScales { texts[options.profile] = starter }
        self.texts = texts
        sharedProfile = options.roleTables.sharedProfile
        profile = options.profile
    }

    /// How a description marks a value as dsys's default.
    static let markerPrefix = "dsys's default"
    /// The color group dsys's defaults go to where the role's own path is taken (by a group of the files').
    static let group = "dsys-default"

    /// The description a default written into the document carries.
    static func marker(_ what: String) -> JSONValue {
        .string("\(markerPrefix): the token files have no \(what); edit it here")
    }

    /// The starter that holds `spec`'s default: the shared vocabulary's for a shared role, else that of the first
    /// profile it serves.
    private mutating func starter(for spec: RoleSpec) -> (root: JSONNode, designSystem: DesignSystem)? {
        let profile = spec.isShared ? (sharedProfile ?? self.profile) : (spec.serves.first?.profile ?? self.profile)
        if let known = parsed[profile] { return known }
        var result: (root: JSONNode, designSystem: DesignSystem)?
        if let text = texts[profile] {
            let bytes = Array(text.utf8)
            var parser = JSONParser(bytes: bytes)
            if let root = try? parser.parseDocument(),
                let designSystem = try? DesignSystemDocument.load(
                    bytes, file: "(starter)", requirements: DesignSystemDocument.noRequirements)
            {
                result = (root, designSystem)
            }
        }
        parsed[profile] = result
        return result
    }

    /// The starter's color of a color role, in every appearance.
    mutating func color(for spec: RoleSpec) -> RoleColors? {
        guard spec.type == .color, let key = spec.defaultKey,
            let token = starter(for: spec)?.designSystem.colors.first(where: { $0.path == key.path })
        else { return nil }
        return RoleColors(
            light: token.resolved(.light), dark: token.resolved(.dark),
            lightHighContrast: token.resolved(.lightHighContrast), darkHighContrast: token.resolved(.darkHighContrast))
    }

    /// The number a scale's role is compared with: a text style's size, a spacing or radius step, an other token's
    /// value.
    mutating func number(for spec: RoleSpec) -> Double? {
        guard let key = spec.defaultKey, let designSystem = starter(for: spec)?.designSystem else { return nil }
        let name = key.path.description
        switch key.category {
        case .typography: return designSystem.typography.first { $0.name == name }?.size
        case .spacing: return designSystem.spacing.first { $0.name == name }?.value
        case .radius: return designSystem.radii.first { $0.name == name }?.value
        case .other: return designSystem.otherTokens.first { $0.path == key.path }?.resolved.numberValue
        case .color, .shadow: return nil
        }
    }

    /// The starter's token of a role other than a color (a step of a scale, a text style, a shadow, a token of
    /// `tokens.other`), as the document writes it, marked as dsys's default (`what` the files lack).
    mutating func token(for spec: RoleSpec, what: String) -> JSONValue? {
        guard let key = spec.defaultKey, key.category != .color,
            var node = starter(for: spec)?.root["tokens"]?[key.category.rawValue]
        else { return nil }
        for component in key.path.components {
            guard let next = node[component] else { return nil }
            node = next
        }
        return Self.marked(node.value, what: what)
    }

    /// A starter's token with dsys's marker for its description (the starter's own words are about the starter).
    static func marked(_ value: JSONValue, what: String) -> JSONValue {
        guard case .object(var members) = value else {
            return .object([
                JSONMember(key: "value", value: JSONNode(value)),
                JSONMember(key: "description", value: JSONNode(marker(what))),
            ])
        }
        members.removeAll { $0.key == "description" }
        members.append(JSONMember(key: "description", value: JSONNode(marker(what))))
        return .object(members)
    }
}
