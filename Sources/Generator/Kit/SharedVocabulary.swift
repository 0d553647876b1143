import Tokens

/// The roles every profile's roles map onto: the default profile's (`action.primary`, `text.muted`,
/// `typography.heading2`, `spacing.md` …). A document maps one of them once, in `roles.dsys`, and every profile with a
/// role of that meaning (``TokenRole/shared``: catalog's `typography.heading`, theme's `textTertiary`) takes the same
/// token; `roles.PROFILE` holds only what differs.
enum SharedVocabulary {
    /// The roles, in the default profile's order.
    static let roles: [TokenRole] = SharedRoles.all

    /// Each role's default token: the one of its own name.
    static let defaultTokens: [String: TokenKey] = Dictionary(
        roles.map { ($0.name, $0.defaultToken) }, uniquingKeysWith: { first, _ in first })
}

extension OutputProfile {
    /// The token that fills each of the profile's roles in `designSystem`: its own mappings, its roles' default
    /// tokens, then the shared vocabulary's (``TokenRole/shared``).
    public func assignment(in designSystem: DesignSystem) -> RoleAssignment {
        implementation.assignment(in: designSystem)
    }

    /// The roles of the shared vocabulary that every profile's roles map onto: the default profile's roles.
    public static var sharedRoles: [TokenRole] { SharedVocabulary.roles }
}
