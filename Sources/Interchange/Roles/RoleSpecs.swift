import Tokens

/// Every role an import fills, each once: the chosen profile's, the shared vocabulary's roles they are
/// (``TokenRole/shared``), and the other profiles' roles the shared vocabulary has no word for, those of one default
/// token being one (`theme`'s `borderWidth.thin` is the `tokens` profile's `borderWidth.default`).
struct RoleSpecs {
    private(set) var specs: [RoleSpec] = []
    /// Spec index by its key, and by a profile's own name of the role it fills (`theme textTertiary`).
    private var byKey: [String: Int] = [:]
    private var byProfileRole: [String: Int] = [:]
    private var byDefaultToken: [TokenKey: Int] = [:]
    /// The chosen profile, whose names the roles file and the questions may use beside the shared ones.
    let profile: String

    init(_ options: DTCGImport.Options) {
        profile = options.profile
        let tables = options.roleTables
        let shared = Dictionary(
            tables.sharedRoles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func add(_ role: TokenRole, of profile: String, chosen: Bool) {
            let sharedRole: TokenRole? =
                profile == tables.sharedProfile ? shared[role.name] : role.shared.flatMap { shared[$0] }
            let index: Int
            if let sharedRole {
                if let existing = byKey[sharedRole.name] {
                    index = existing
                } else {
                    index = append(RoleSpec(sharedRole), standInsOf: sharedRole, in: tables.sharedProfile ?? profile)
                    specs[index].isShared = true
                }
            } else if let existing = byDefaultToken[role.defaultToken], !specs[existing].isShared {
                index = existing
            } else {
                var spec = RoleSpec(role)
                // Two profiles' own roles of one name but other tokens stay apart.
                if byKey[spec.key] != nil { spec.key = "\(profile).\(role.name)" }
                index = append(spec, standInsOf: role, in: profile)
            }
            specs[index].serves.append(RoleSpec.Serving(profile: profile, role: role.name, token: role.defaultToken))
            if chosen, role.isRequired, role.category != .shadow { specs[index].required = true }
            if role.isRequired { specs[index].requiredSomewhere = true }
            if role.name != specs[index].key {
                // The profile's own words say what its name means too (theme's `title` is a first heading).
                specs[index].groupWords.appendUnique(role.groupWords)
                specs[index].nameWords.appendUnique(role.nameWords)
            }
            byProfileRole["\(profile) \(role.name)"] = index
        }
        for role in options.roles { add(role, of: options.profile, chosen: true) }
        for (name, roles) in tables.otherProfiles where name != options.profile {
            for role in roles { add(role, of: name, chosen: false) }
        }
        for spec in RoleTable.fontRoles where byKey[spec.key] == nil { _ = append(spec, standInsOf: nil, in: "") }
        // Stand-ins name roles of their profile: found once every spec is known.
        for index in specs.indices {
            specs[index].standIns = specs[index].standInNames.compactMap { name in
                (byProfileRole["\(specs[index].standInProfile) \(name)"] ?? byKey[name]).map { specs[$0].key }
            }
        }
    }

    private mutating func append(_ spec: RoleSpec, standInsOf role: TokenRole?, in profile: String) -> Int {
        var spec = spec
        spec.standInNames = role?.standIns ?? []
        spec.standInProfile = profile
        specs.append(spec)
        let index = specs.count - 1
        byKey[spec.key] = index
        if let token = spec.defaultKey, byDefaultToken[token] == nil { byDefaultToken[token] = index }
        return index
    }

    /// The spec a name of the roles file, a `--role` or a drawing means: its key, or a role's own name in the chosen
    /// profile (or in `profile`).
    func spec(named name: String, in profile: String? = nil) -> RoleSpec? {
        if let profile, let index = byProfileRole["\(profile) \(name)"] { return specs[index] }
        if let index = byKey[name] ?? byProfileRole["\(self.profile) \(name)"] { return specs[index] }
        return nil
    }

    /// Every name the chosen profile's roles may be given: the keys, and the chosen profile's own names.
    var names: [String] {
        var names = specs.map(\.key)
        for spec in specs {
            for serving in spec.serves where serving.profile == profile && !names.contains(serving.role) {
                names.append(serving.role)
            }
        }
        return names
    }
}

extension Array where Element == String {
    /// Appends the words not in the array yet, in their order.
    fileprivate mutating func appendUnique(_ words: [String]) {
        for word in words where !contains(word) { append(word) }
    }
}
