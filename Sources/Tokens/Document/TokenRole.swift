/// A token an output profile's files use, by role: `action.primary`, `typography.heading1`, `spacing.md`. The profiles
/// (and so their roles) are the generator's; here a role is plain data, which the generator's checks and the import
/// read, and which this module never interprets.
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
    /// using the token does not make the package warn about itself (shadow sizes, say).
    public var mayBeDeprecated: Bool
    /// What the role means, in the words token names use for it: the words of the groups its token is usually in
    /// (`text`, `foreground`), and of the token's own name (`primary`, `default`), most usual first. The profile says
    /// them; whatever matches tokens to roles by name (the import's proposals) reads them.
    public var groupWords: [String]
    public var nameWords: [String]
    /// For a role of `tokens.other`: the type its token has (`dimension` for a border width).
    public var otherKind: OtherToken.Kind?
    /// The role of the shared vocabulary that means the same (`text.muted` for a role named `textTertiary`), when
    /// one does: a document maps that role once for every output system that has it. `nil` for a role of the shared
    /// vocabulary itself and for one it has no word for.
    public var shared: String?
    /// Roles (of the same vocabulary) whose token may stand in for this one when no token is named for it: a raised
    /// surface may be the page's, a focus ring the accent. Whatever proposes tokens for roles reads them; the first
    /// that serves (and reads well, for a color drawn on another) is taken.
    public var standIns: [String]

    public init(
        _ name: String, category: TokenCategory, defaultToken: TokenKey, usedBy: String, isRequired: Bool = true,
        mayBeDeprecated: Bool = false, groupWords: [String] = [], nameWords: [String] = [],
        otherKind: OtherToken.Kind? = nil, shared: String? = nil, standIns: [String] = []
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
        self.shared = shared
        self.standIns = standIns
    }
}
