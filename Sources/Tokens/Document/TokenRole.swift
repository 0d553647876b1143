/// A token an output profile's files use, by role (the profile is the generator's; the role is plain data, which
/// validation and the import read): `action.primary`, `typography.heading1`, `spacing.md`.
public struct TokenRole: Sendable, Equatable {
    /// The role's name in the document's `roles` and in an import's roles file.
    public var name: String
    /// The category the token that fills it must have.
    public var category: TokenCategory
    /// The token that fills it when the document does not map it: the one with the role's own name.
    public var defaultToken: TokenKey
    /// What uses it, for messages: `DSButton`.
    public var usedBy: String
    /// Whether a document must fill it (optional roles fall back to the profile's defaults).
    public var isRequired: Bool
    /// Whether its token may be deprecated: the profile's files mention the deprecation in documentation only, so
    /// using the token does not make the package warn about itself (dsys's shadow sizes).
    public var mayBeDeprecated: Bool
    /// Words that suggest an imported token for the role: in its groups, and in its own name.
    public var groupWords: [String]
    public var nameWords: [String]
    /// For a role of `tokens.other`: the type its token has (`dimension` for a border width).
    public var otherKind: OtherToken.Kind?

    public init(
        _ name: String, category: TokenCategory, defaultToken: TokenKey, usedBy: String, isRequired: Bool = true,
        mayBeDeprecated: Bool = false, groupWords: [String] = [], nameWords: [String] = [],
        otherKind: OtherToken.Kind? = nil
    ) {
        self.name = name
        self.category = category
        self.defaultToken = defaultToken
        self.usedBy = usedBy
        self.isRequired = isRequired
        self.mayBeDeprecated = mayBeDeprecated
        self.groupWords = groupWords
        self.nameWords = nameWords
        self.otherKind = otherKind
    }
}
