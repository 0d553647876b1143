import Tokens

/// A pair of roles an output profile's components draw, one on the other: what an import's proposals must keep
/// readable. The roles are the profile's own names; the generator's tables say them.
public struct RoleDrawing: Sendable, Equatable {
    /// The profile whose components draw it.
    public var profile: String
    /// The role of the color drawn: text, an icon, a ring.
    public var foreground: String
    /// The role of the color it is drawn on.
    public var background: String
    /// The opacity the background is drawn at (a badge's tint of its own color).
    public var backgroundOpacity: Double
    /// The roles of the surfaces the component sits on, which show through a translucent background.
    public var backdrops: [String]
    /// Whether the foreground is text; otherwise a line, ring or indicator (WCAG's 3:1 for non-text).
    public var isText: Bool

    public init(
        profile: String, foreground: String, background: String, backgroundOpacity: Double = 1,
        backdrops: [String] = [], isText: Bool
    ) {
        self.profile = profile
        self.foreground = foreground
        self.background = background
        self.backgroundOpacity = backgroundOpacity
        self.backdrops = backdrops
        self.isText = isText
    }

    /// The ratio the pair needs. Text is held to WCAG AA for normal text (4.5:1), whatever its size: the import
    /// chooses the text styles in the same pass, and a proposal must read well in any of them.
    var minimumRatio: Double { isText ? ContrastLevel.aa.minimumRatio : ContrastLevel.nonText.minimumRatio }
}

/// The roles an import fills besides the chosen profile's own (``DTCGImport/Options/roles``), so that one document
/// serves every output profile, and what it needs to fill them well.
public struct ImportRoleTables: Sendable {
    /// The profile whose roles are the shared vocabulary (``TokenRole/shared`` names them): the document's
    /// `roles.NAME` maps them once for every profile. `nil`: each profile's roles are its own.
    public var sharedProfile: String?
    /// The shared vocabulary's roles.
    public var sharedRoles: [TokenRole] = []
    /// The roles of the other profiles, filled too, but never asked for: what the files cannot fill takes a stand-in
    /// or a default, or is left to the document.
    public var otherProfiles: [(name: String, roles: [TokenRole])] = []
    /// What every profile's components draw: a proposal for a color drawn on another must read well on it.
    public var drawings: [RoleDrawing] = []
    /// Each profile's starter document (what `dsysctl init` writes): the values a role takes when the files have no
    /// token of its kind (dsys's defaults), and the steps a scale's role is compared with when no name settles it.
    public var starters: [String: String] = [:]
    /// Answers given besides a roles file (`--role NAME=TOKEN`), in the order given: a role, and the token's DTCG
    /// path, in braces or not. They win over the roles file.
    public var answers: [(role: String, token: String)] = []

    public init() {}
}
