import Tokens

/// One output system: what it needs of a document and the package it makes of it.
///
/// A profile is one folder under `Profiles/`: its roles (the tokens its files use, each mapped onto the document's
/// tokens by default and overridable in the document's `roles`), its naming, and small file builders that return
/// each file with the public symbols it declares, so that the Swift API impact of a change is read from the very
/// files that are written. What two profiles share is in `Kit/` (this protocol, Swift file assembly and escaping,
/// the package manifest, the bundle shim, the asset catalog, shadows, the type scale, the shared roles); a profile
/// folder uses no other profile's code (`ProfileBoundaryTests`).
protocol Profile: Sendable {
    /// The name documents, revisions and `--profile` use.
    var name: OutputProfile { get }

    /// The roles the profile's files use, in the order they are checked and reported.
    var roles: [TokenRole] { get }

    /// For an optional role, the roles whose tokens fill it, in order, when the document neither has its default
    /// token nor maps it (the text field's resting outline, `border.input`, falls back to the muted text color): a
    /// role added to a profile keeps every document that validated before valid, and drawn in a color it checks.
    var roleFallbacks: [String: [String]] { get }

    /// The profile's own rules for a document, beyond filling its roles.
    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem]

    /// The Swift files of the package: each declares the public symbols it returns.
    func apiFiles(of designSystem: DesignSystem, roles: RoleAssignment) -> [ProfileFile]

    /// The public symbols of ``apiFiles(of:roles:)``, in their order, for the diff and the API impact: a profile
    /// whose builders can return a file's symbols without its text (that text is most of the work) skips building
    /// it here. `ProfileSymbolTests` holds every profile to the symbols its files return.
    func apiSymbols(of designSystem: DesignSystem, roles: RoleAssignment) -> [PublicSymbol]

    /// Every file of the package, in any order (``Generator/package(_:profile:companions:reusing:)`` sorts them):
    /// files made whatever changed, and recipes a later generation reuses where their input is unchanged
    /// (``FileRecipe``). By default, the ``apiFiles(of:roles:)``, all made.
    func plan(of designSystem: DesignSystem, roles: RoleAssignment) -> PackagePlan

    /// The profile's types whose members are token values (``ValueContainer``), as its file builders declare them.
    associatedtype Container: ValueContainer

    /// How app code spells `value`, one of the package's public symbols for a token of `kind`, declared as a member
    /// of one of the profile's containers (``tokenReferences(of:roles:)``): `nil` for a symbol that is no such value
    /// (an instance member, a style).
    func valueExpression(of value: DeclaredValue<Container>, kind: TokenReference.Kind) -> String?

    /// What a view must declare for the profile's value expressions to compile, beyond importing the package.
    var referenceNeeds: String? { get }

    /// The module app code imports to use the package (its library's name in `Package.swift`).
    func moduleName(of designSystem: DesignSystem) -> String
}

extension Profile {
    func requirements(of designSystem: DesignSystem, roles: RoleAssignment) -> [RequirementProblem] { [] }

    var roleFallbacks: [String: [String]] { [:] }

    func plan(of designSystem: DesignSystem, roles: RoleAssignment) -> PackagePlan {
        PackagePlan(made: { apiFiles(of: designSystem, roles: roles) })
    }

    func apiSymbols(of designSystem: DesignSystem, roles: RoleAssignment) -> [PublicSymbol] {
        apiFiles(of: designSystem, roles: roles).flatMap(\.symbols)
    }

    /// Static members are used as they are declared.
    var referenceNeeds: String? { nil }

    /// The document's `module`, else `DesignSystem`.
    func moduleName(of designSystem: DesignSystem) -> String { designSystem.module ?? "DesignSystem" }
}

/// A generated file with the public symbols it declares for tokens.
struct ProfileFile: Sendable {
    var file: GeneratedFile
    var symbols: [PublicSymbol]

    init(_ file: GeneratedFile, symbols: [PublicSymbol] = []) {
        self.file = file
        self.symbols = symbols
    }
}

/// The token that fills each role of a profile in one document.
public struct RoleAssignment: Sendable, Equatable {
    /// Role name → token key; roles that no token fills are absent.
    public private(set) var tokens: [String: TokenKey]

    public init(tokens: [String: TokenKey]) {
        self.tokens = tokens
    }

    /// The roles of `roles` filled in `designSystem`: by its mappings for `profile`, else by the default tokens
    /// that exist, else, for a role the shared vocabulary has (``TokenRole/shared``), as that role is filled: by the
    /// document's mapping for the default profile, or its default token (`present`: the metadata of the tokens the
    /// document has, among at least the defaults), else by the first of their `fallbacks` that one of those fills.
    ///
    /// The shared role comes after the profile's own default token, so that every document valid for a profile
    /// before the shared vocabulary fills its roles with the same tokens.
    init(
        _ roles: [TokenRole], profile: OutputProfile, in designSystem: DesignSystem,
        present: [TokenKey: TokenMetadata], fallbacks: [String: [String]] = [:]
    ) {
        var tokens: [String: TokenKey] = [:]
        for mapping in designSystem.roleMappings(for: profile.rawValue) { tokens[mapping.role] = mapping.token }
        let shared = RoleAssignment.sharedTokens(for: profile, in: designSystem)
        for role in roles where tokens[role.name] == nil {
            if present[role.defaultToken] != nil {
                tokens[role.name] = role.defaultToken
            } else if let name = role.shared, let token = shared.mapped[name] ?? shared.defaults[name],
                present[token] != nil
            {
                tokens[role.name] = token
            }
        }
        // Only from roles the document fills itself: a fallback's own fallback is not the color the role stands for.
        let filled = tokens
        for role in roles where tokens[role.name] == nil {
            if let fallback = fallbacks[role.name]?.lazy.compactMap({ filled[$0] }).first {
                tokens[role.name] = fallback
            }
        }
        self.init(tokens: tokens)
    }

    /// The tokens of the shared vocabulary (the default profile's roles) in `designSystem`: those its mappings name,
    /// and each role's default token. Empty for the default profile, whose roles are the vocabulary.
    static func sharedTokens(
        for profile: OutputProfile, in designSystem: DesignSystem
    ) -> (mapped: [String: TokenKey], defaults: [String: TokenKey]) {
        guard profile != .default else { return ([:], [:]) }
        var mapped: [String: TokenKey] = [:]
        for mapping in designSystem.roleMappings(for: OutputProfile.default.rawValue) where mapped[mapping.role] == nil
        {
            mapped[mapping.role] = mapping.token
        }
        return (mapped, SharedVocabulary.defaultTokens)
    }

    public subscript(role: String) -> TokenKey? { tokens[role] }

    /// The token that fills `role`, named by its profile's type of roles (`roles[CatalogRole.brandPrimary]`).
    subscript(role: some ProfileRole) -> TokenKey? { tokens[role.rawValue] }
}

/// A profile's roles as a type: its code names a role by its case (`scale[.brandPrimary]`), so a misspelt role does
/// not compile. The raw value is the role's name in documents (`roles.catalog` maps `brand.primary`) and in the
/// profile's table of ``TokenRole``s, which its tests hold to exactly the cases, in order.
protocol ProfileRole: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

extension ProfileRole {
    /// A profile's ``Profile/roleFallbacks`` written with its roles: `[.borderInput: [.textMuted]]`.
    static func fallbacks(_ table: [Self: [Self]]) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: table.map { ($0.key.rawValue, $0.value.map(\.rawValue)) })
    }
}

extension Profile {
    /// The roles of this profile filled in `designSystem`.
    func assignment(in designSystem: DesignSystem) -> RoleAssignment {
        assignmentAndMetadata(in: designSystem).assignment
    }

    /// The roles filled, and the metadata of every token that fills one, found in one pass over the document.
    private func assignmentAndMetadata(
        in designSystem: DesignSystem
    ) -> (assignment: RoleAssignment, metadata: [TokenKey: TokenMetadata]) {
        let shared = RoleAssignment.sharedTokens(for: name, in: designSystem)
        let wanted =
            roles.map(\.defaultToken) + designSystem.roleMappings(for: name.rawValue).map(\.token)
            + roles.compactMap { role in role.shared.flatMap { shared.mapped[$0] ?? shared.defaults[$0] } }
        let metadata = designSystem.metadata(of: Set(wanted))
        return (
            RoleAssignment(roles, profile: name, in: designSystem, present: metadata, fallbacks: roleFallbacks),
            metadata
        )
    }

    /// Everything the profile needs of a document: its mappings name roles it has with tokens of the right
    /// category, every required role is filled, no role's token is deprecated; then its own rules.
    func check(_ designSystem: DesignSystem) -> [RequirementProblem] {
        var problems = mappingProblems(in: designSystem)
        let (assignment, metadata) = assignmentAndMetadata(in: designSystem)
        for role in roles {
            guard let token = assignment[role.name] else {
                guard role.isRequired(in: designSystem) else { continue }
                // Point at the group that should hold it (the document shows the deepest part that exists).
                let pointer = designSystem.pointer(of: role.defaultToken).parent
                // A role named otherwise than its token (apptheme's textPrimary) also names the token to add.
                let token = role.name == role.defaultToken.path.description ? "" : " (color \(role.defaultToken.path))"
                var missing =
                    role.category == .color
                    ? "missing color role \(role.name)\(token)" : "missing \(role.noun) \"\(role.defaultToken.path)\""
                if role.category != .color, role.name != role.defaultToken.description {
                    // The role's own name, when the token's does not say it: what roles.NAME maps.
                    missing += " (role \(role.name))"
                }
                // A role of the shared vocabulary is mapped once for every profile; the profile's own name is for
                // a token this profile alone takes.
                let mapIn =
                    role.shared.map { shared in
                        "in roles.\(OutputProfile.default.rawValue) as \"\(shared)\" (for every profile), or in "
                            + "roles.\(name.rawValue) as \"\(role.name)\" (for this one)"
                    } ?? "in roles.\(name.rawValue)"
                problems.append(
                    RequirementProblem(
                        .missingRole, at: pointer,
                        "\(missing), used by \(role.usedBy); add it, or map the role to a token \(mapIn)",
                        missingToken: role.defaultToken))
                continue
            }
            if !role.mayBeDeprecated, metadata[token]?.deprecation != nil {
                problems.append(
                    RequirementProblem(
                        .invalidValue, at: designSystem.pointer(of: token).appending("deprecated"),
                        "this token is used by \(role.usedBy) (the \(name.rawValue) profile's role \(role.name)), so it "
                            + "cannot be deprecated (the generated package would warn about itself); remove "
                            + "\"deprecated\", or map the role to its replacement"))
            }
        }
        problems += requirements(of: designSystem, roles: assignment)
        // Only a package that can be generated can be read for the types it declares.
        if problems.isEmpty, let module = designSystem.module,
            declaredTypes(of: designSystem, roles: assignment).contains(module)
        {
            problems.append(
                RequirementProblem(
                    .identifierCollision, at: JSONPointer(["module"]),
                    "the \(name.rawValue) profile's package declares a type named \(module), which a module of that "
                        + "name would hide from the code importing it; choose another module name, like "
                        + "\"\(module)Kit\""))
        }
        return problems
    }

    /// The names of the top-level types the package's Swift files declare or extend (`DSSpacingFixed`, `Color`).
    func declaredTypes(of designSystem: DesignSystem, roles: RoleAssignment) -> Set<String> {
        let modifiers: Set<Substring> = [
            "public", "internal", "fileprivate", "private", "final", "open", "indirect", "nonisolated",
        ]
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias", "extension"]
        var names: Set<String> = []
        for file in apiFiles(of: designSystem, roles: roles) where file.file.path.hasSuffix(".swift") {
            // Top-level declarations start their line: generated code indents everything nested.
            for line in file.file.text.split(separator: "\n") where line.first?.isLetter == true {
                let words = line.split(separator: " ").drop { modifiers.contains($0) }
                guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { continue }
                names.insert(String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    /// The document's mappings for this profile that name no role of it, or a token of the wrong category.
    func mappingProblems(in designSystem: DesignSystem) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        let byName = Dictionary(roles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for mapping in designSystem.roleMappings(for: name.rawValue) {
            let pointer = JSONPointer(["roles", name.rawValue, mapping.role])
            guard let role = byName[mapping.role] else {
                var message = "\(Suggestions.quoted(mapping.role)) is not a role of the \(name.rawValue) profile"
                if let suggestion = Suggestions.closest(mapping.role, among: roles.map(\.name)) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; its roles are \(roles.map(\.name).joined(separator: ", "))"
                }
                problems.append(RequirementProblem(.unknownRole, at: pointer, message))
                continue
            }
            if mapping.token.category != role.category {
                problems.append(
                    RequirementProblem(
                        .typeMismatch, at: pointer,
                        "the role \(role.name) needs a \(role.category.rawValue) token, but \(mapping.token.reference) is "
                            + (mapping.token.category == .other
                                ? "a token of tokens.other" : "a \(mapping.token.category.rawValue) token")))
            }
        }
        return problems
    }
}

extension TokenRole {
    /// Whether `designSystem` must fill the role. A shadow role is needed only when the document gives shadows
    /// (otherwise the profile's default shadows stand in).
    func isRequired(in designSystem: DesignSystem) -> Bool {
        guard isRequired else { return false }
        return category != .shadow || designSystem.shadows != nil
    }

    var noun: String {
        switch category {
        case .typography: "text style"
        case .radius: "radius"
        case .other: "tokens.other token"
        default: category.rawValue
        }
    }
}
