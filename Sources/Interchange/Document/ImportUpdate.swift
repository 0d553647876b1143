import Tokens

/// What the document an import updates recorded for one role, so that the next release's import keeps it.
enum RecordedRole: Equatable {
    /// An imported token fills it, by a color role's alias (`action.primary: "{accent.background-color-default}"`).
    case token(TokenKey)
    /// The document's roles map it to this token (a text style, scale step or other token of another name, or a
    /// color the team mapped rather than aliased).
    case mapped(TokenKey)
    /// A font family, by the name the document wrote (`font_family.sans`).
    case family(String)
    /// The token files had a token at the role's own path (`text.primary`).
    case ownPath
    /// dsys's default, as the document has it now (the team may have edited it): kept while the files have nothing
    /// for the role.
    case dsysDefault(JSONValue)

    /// The recorded token as a message names it.
    func description(for spec: RoleSpec) -> String {
        switch self {
        case .token(let key), .mapped(let key): key.category == .color ? "{\(key.path)}" : key.reference
        case .family(let name): "font family \(quoted(name))"
        case .ownPath: "{\(spec.key)}"
        case .dsysDefault: "dsys's default"
        }
    }
}

/// The document an import updates: its name, profile, contrast pairs and the roles it recorded are kept; the tokens
/// come from the new files.
struct UpdatedDocument {
    let root: JSONNode

    /// The parts of the document the files do not say, kept as they are.
    static let keptMembers = ["contrast", "contrast_waivers", "expose_primitives", "lint", "module"]

    /// What the document recorded for each of `specs`: its mapping in the shared vocabulary's `roles` (`shared`),
    /// or in a profile's whose role the spec fills, else its token at the role's path.
    ///
    /// A role of the shared vocabulary is recorded by its shared mapping, or by the document's own `profile`'s (a
    /// document of that profile written before the shared vocabulary): another profile's own entry for it is that
    /// profile's alone (``recordedProfileEntries(_:shared:profile:)``), not the role's for every profile.
    func recordedRoles(_ specs: [RoleSpec], shared: String?, profile: String) -> [String: RecordedRole] {
        var result: [String: RecordedRole] = [:]
        let roles = root["roles"]
        func mapping(_ spec: RoleSpec) -> String? {
            if spec.isShared, let shared, let text = roles?[shared]?[spec.key]?.stringValue { return text }
            for serving in spec.serves where !spec.isShared || serving.profile == profile {
                if let text = roles?[serving.profile]?[serving.role]?.stringValue { return text }
            }
            return nil
        }
        for spec in specs {
            if spec.category == "font_family" {
                if let name = root["font_family"]?[String(spec.key.dropFirst("font_family.".count))]?.stringValue {
                    result[spec.key] = .family(name)
                }
                continue
            }
            if let text = mapping(spec), let key = TokenKey(reference: text) {
                result[spec.key] = .mapped(key)
                continue
            }
            // A color role's spec is named by its group (`surface.inset`); the others by their category.
            let category =
                spec.type == .color ? .color : spec.otherToken != nil ? .other : TokenCategory(rawValue: spec.category)
            guard let category else { continue }
            let path = spec.otherToken?.path.components ?? spec.path
            var node = root["tokens"]?[category.rawValue]
            for component in path { node = node?[component] }
            guard let node else { continue }
            // A color role the import filled is an alias of the imported token (its light value, when dsys gave the
            // role a dark one); a value marked as dsys's default is kept as the document has it; any other value was
            // the files' own.
            let alias = node.stringValue ?? node["light"]?.stringValue
            if category == .color, let text = alias, let path = DTCGReference.curlyPath(text) {
                result[spec.key] = .token(TokenKey(.color, TokenPath(path)))
            } else if node["description"]?.stringValue?.hasPrefix(RoleDefaults.markerPrefix) == true {
                result[spec.key] = .dsysDefault(node.value)
            } else if category != .shadow {
                result[spec.key] = .ownPath
            }
        }
        return result
    }

    /// The other profiles' own entries for roles of the shared vocabulary (`roles.theme.accent` beside
    /// `roles.dsys.action.primary`): spec key → profile → the color it maps. The profiles are neither `shared` nor the
    /// document's own `profile`, whose entries ``recordedRoles(_:shared:profile:)`` reads.
    func recordedProfileEntries(_ specs: [RoleSpec], shared: String?, profile: String) -> [String: [String: TokenKey]] {
        guard let shared, let roles = root["roles"] else { return [:] }
        var result: [String: [String: TokenKey]] = [:]
        for spec in specs where spec.isShared && spec.type == .color {
            for serving in spec.serves where serving.profile != shared && serving.profile != profile {
                guard let text = roles[serving.profile]?[serving.role]?.stringValue,
                    let key = TokenKey(reference: text), key.category == .color
                else { continue }
                result[spec.key, default: [:]][serving.profile] = key
            }
        }
        return result
    }
}
