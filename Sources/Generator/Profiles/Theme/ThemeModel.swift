import Tokens

/// The theme of one document in the `theme` profile's names: what its file builders read, and the naming problems
/// found while making it.
///
/// Every contract lists its roles first, in the seed's order and named by role, then every other token of its group
/// in document order, named after the token: a team's whole scale reaches Swift, and a custom theme implements it.
struct ThemeModel {
    /// One member of a contract: `DSSpacing.md`, filled by `spacing.md`.
    struct Member<Token: ThemeToken> {
        var name: String
        var key: TokenKey
        var token: Token
        /// Whether the member is a role of the profile (what the components use) rather than an extra token.
        var isRole: Bool

        var metadata: TokenMetadata { token.tokenMetadata }
    }

    /// The sizes and numbers of one contract: `DSSpacing`, `DSOpacity` …
    struct Scale {
        var definition: ThemeRoles.Scale
        var members: [Member<SizeValue>]
    }

    /// A number of a scale, in points (or, for opacities, from 0 to 1).
    struct SizeValue: ThemeToken {
        var value: Double
        var tokenMetadata: TokenMetadata
    }

    var moduleName: String
    var palette: [Member<ColorToken>]
    var textStyles: [Member<TextStyleToken>]
    var scales: [Scale]
    /// `nil` when the document has no shadows (the profile's defaults stand in).
    var shadows: [Member<ShadowToken>]?
    var fontFamily: FontFamily
    var problems: [RequirementProblem] = []

    init(_ designSystem: DesignSystem, roles: RoleAssignment) {
        moduleName = ThemeProfile().moduleName(of: designSystem)
        fontFamily = designSystem.fontFamily
        var problems: [RequirementProblem] = []

        palette = Self.members(
            ThemeRoles.colors.map(\.role), contract: "DSColorPalette",
            tokens: designSystem.colors.map { (TokenKey(.color, $0.path), $0) },
            extraName: { key, _ in Naming.lowerCamelCase(key.path.description) }, foldsCase: true,
            roles: roles, in: designSystem, problems: &problems)

        textStyles = Self.members(
            ThemeRoles.typography,
            tokens: designSystem.typography.map { (TokenKey(.typography, TokenPath([$0.name])), $0) },
            extraName: { $1.identifier }, reserved: ThemeNaming.textStyleMembers, roles: roles, in: designSystem,
            problems: &problems)

        var scales: [Scale] = []
        for definition in ThemeRoles.sizeScales {
            var tokens: [(TokenKey, SizeValue)] = []
            var extras: Set<TokenKey> = []
            switch definition.category {
            case .spacing, .radius:
                let sizes = definition.category == .spacing ? designSystem.spacing : designSystem.radii
                for size in sizes {
                    let key = TokenKey(definition.category, TokenPath([size.name]))
                    tokens.append((key, SizeValue(value: size.value, tokenMetadata: size.metadata)))
                    extras.insert(key)
                }
            default:
                for token in designSystem.otherTokens where token.kind == definition.otherKind {
                    guard case .number(let value, _) = token.resolved else { continue }
                    tokens.append((token.key, SizeValue(value: value, tokenMetadata: token.metadata)))
                    if token.path.components.count > definition.otherGroup.count,
                        Array(token.path.components.prefix(definition.otherGroup.count)) == definition.otherGroup
                    {
                        extras.insert(token.key)
                    }
                }
            }
            let group = definition.otherGroup.count
            let members = Self.members(
                definition, tokens: tokens,
                extraName: { key, _ in
                    extras.contains(key)
                        ? Naming.lowerCamelCase(key.path.components.dropFirst(group).joined(separator: ".")) : nil
                }, roles: roles, in: designSystem, problems: &problems)
            scales.append(Scale(definition: definition, members: members))
        }
        self.scales = scales

        shadows = designSystem.shadows.map { shadows in
            Self.members(
                ThemeRoles.shadow, tokens: shadows.map { (TokenKey(.shadow, TokenPath([$0.name])), $0) },
                extraName: { $1.identifier }, reserved: ThemeNaming.shadowMembers, roles: roles, in: designSystem,
                problems: &problems)
        }
        self.problems = problems
    }

    private static func members<Token: ThemeToken>(
        _ scale: ThemeRoles.Scale, tokens: [(TokenKey, Token)], extraName: (TokenKey, Token) -> String?,
        reserved: Set<String> = [], roles: RoleAssignment, in designSystem: DesignSystem,
        problems: inout [RequirementProblem]
    ) -> [Member<Token>] {
        members(
            scale.roles.map { $0.role }, contract: scale.contract, tokens: tokens,
            extraName: extraName, reserved: reserved, roles: roles, in: designSystem, problems: &problems)
    }

    /// The roles of a contract filled in the document, then its other tokens (those `extraName` names), each name
    /// checked to be a usable Swift identifier that no other member of the contract has.
    private static func members<Token: ThemeToken>(
        _ contractRoles: [ThemeRole], contract: String, tokens: [(TokenKey, Token)],
        extraName: (TokenKey, Token) -> String?, reserved: Set<String> = [], foldsCase: Bool = false,
        roles: RoleAssignment, in designSystem: DesignSystem, problems: inout [RequirementProblem]
    ) -> [Member<Token>] {
        var index: [TokenKey: Int] = [:]
        for (position, token) in tokens.enumerated() where index[token.0] == nil { index[token.0] = position }
        var members: [Member<Token>] = []
        var filling: Set<TokenKey> = []
        // Colorsets are folders named after the members: on macOS, names that differ only in case are one folder.
        func folded(_ name: String) -> String { foldsCase ? String(name.lowercased()) : name }
        var taken: [String: String] = Dictionary(
            reserved.map { ($0, "the member \($0)") }, uniquingKeysWith: { a, _ in a })
        for role in contractRoles {
            guard let key = roles[role], let position = index[key] else { continue }
            members.append(Member(name: role.member, key: key, token: tokens[position].1, isRole: true))
            filling.insert(key)
            taken[folded(role.member)] = "the role \(role.rawValue) (filled by \(key.reference))"
        }
        for (key, token) in tokens where !filling.contains(key) {
            guard let plain = extraName(key, token).map(Naming.unescaped) else { continue }
            // A keyword is declared and used in backticks; a few names no backticks save.
            let name = Naming.escaped(plain)
            let symbol = "\(contract).\(name)"
            let pointer = designSystem.pointer(of: key)
            if let first = name.unicodeScalars.first, ("0"..."9").contains(first) {
                problems.append(
                    RequirementProblem(
                        .invalidIdentifier, at: pointer,
                        "\(key.reference) becomes \(symbol) in the theme profile, but a Swift identifier cannot start "
                            + "with a digit; rename it (e.g. \"xxl\" for \"2xl\")"))
            } else if Naming.unusableMembers.contains(plain) {
                problems.append(
                    RequirementProblem(
                        .swiftKeyword, at: pointer,
                        "\(key.reference) becomes \(symbol) in the theme profile, but Swift reads \(plain) after a dot as "
                            + "the type itself, even in backticks; rename it"))
            } else if let other = taken[folded(plain)] {
                problems.append(
                    RequirementProblem(
                        .identifierCollision, at: pointer,
                        "\(key.reference) becomes \(symbol) in the theme profile, as does \(other)"
                            + (foldsCase ? " (or a name that differs only in case)" : "")
                            + "; rename the token, or map the role to it in roles.theme"))
            } else {
                taken[folded(plain)] = key.reference
                members.append(Member(name: name, key: key, token: token, isRole: false))
            }
        }
        return members
    }
}

/// A token the theme renders, with its description and deprecation.
protocol ThemeToken {
    var tokenMetadata: TokenMetadata { get }
}

extension ColorToken: ThemeToken { var tokenMetadata: TokenMetadata { metadata } }
extension TextStyleToken: ThemeToken { var tokenMetadata: TokenMetadata { metadata } }
extension ShadowToken: ThemeToken { var tokenMetadata: TokenMetadata { metadata } }

/// The `theme` profile's names that are not a token's.
enum ThemeNaming {
    /// What `TextStyle` declares besides its cases (and what `CaseIterable` and `Hashable` give it): a text style
    /// of one of these names would be a second declaration.
    static let textStyleMembers = Set(
        ["relativeTo", "size", "tracking", "allCases", "hashValue", "hash"] + TypeScale.fontMemberNames)

    /// What `ShadowToken` declares besides the document's shadows: the `zero` case, and what `CaseIterable` and
    /// `Hashable` give it.
    static let shadowMembers: Set<String> = ["zero", "allCases", "hashValue", "hash"]

    /// The package's module: the words of the document's name, each capitalised, then `DesignSystem` unless the name
    /// ends with it: `Challenge` → `ChallengeDesignSystem`, `acme design-system` → `AcmeDesignSystem`. A name with no
    /// ASCII letter or digit gives `DesignSystem`; one that starts with a digit is prefixed with `DS`.
    static func moduleName(_ name: String) -> String {
        var result = Naming.words(of: name).map(\.capitalizedFirst).joined()
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "DS" + result }
        return result.hasSuffix("DesignSystem") ? result : result + "DesignSystem"
    }
}
