import Tokens

/// A role an import cannot fill by itself: the token names cannot settle it, or no token named for it reads well
/// where it is drawn. The team answers it in a roles file, with `--role`, or at the terminal.
public struct RoleQuestion: Sendable, Equatable, CustomStringConvertible {
    /// Why it is asked.
    public enum Kind: String, Sendable {
        /// Tokens tie for it by their names.
        case tie
        /// Tokens are named for it, but none reads well on (or under) the roles it is drawn with.
        case contrast
        /// No token's name says clearly that it is the role; the closest are listed.
        case unclear
        /// No token of its type comes near it by name, and dsys has no default that reads well here.
        case nothing
    }

    /// A token that might fill it.
    public struct Candidate: Sendable, Equatable {
        /// Its DTCG path, dotted.
        public var token: String
        /// `file:line:column` of its name, when it is in a file.
        public var place: String?
        /// How it reads where the role is drawn (its worst pair: `3.2:1 on surface.default (dark), needs 4.5:1`),
        /// for a color drawn on roles already chosen.
        public var contrast: String?
        /// Whether it reads well there (`nil`: not measured).
        public var readsWell: Bool?
    }

    /// The role, as the roles file and `--role` name it (the shared vocabulary's name).
    public var role: String
    /// The chosen profile's own name of it, when that differs (`textTertiary` for `text.muted`).
    public var ownName: String?
    public var kind: Kind
    /// The DTCG type of the token it needs.
    public var type: String
    /// The tokens that might fill it, best first.
    public var candidates: [Candidate]
    /// The token the document an import updates recorded, which the files no longer have.
    public var lost: String?
    /// For ``Kind/nothing``: words a token's name would need for the import to propose it.
    public var words: [String]
    /// Whether `null` (the system default) answers it.
    public var mayBeNull: Bool

    /// The token a tie offers as the answer (the first); the closest of a low score is not offered as one.
    public var suggestedAnswer: String? { kind == .tie ? candidates.first?.token : nil }

    /// `{path} (file:line:column; 3.2:1 on surface.default (dark), needs 4.5:1)`.
    private func listed(_ candidate: Candidate) -> String {
        let details = [candidate.place, candidate.contrast].compactMap { $0 }
        return "{\(candidate.token)}" + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))")
    }

    /// Why the role is asked and its closest tokens, without the role's name or how to answer.
    public var reason: String {
        var message = lost.map { "the document's \($0) for the role \(role) is gone from the token files, and " } ?? ""
        let listed = candidates.map(listed).joined(separator: ", ")
        switch kind {
        case .tie:
            message += "\(candidates.count) tokens suit the role \(role) equally well by their names: \(listed)"
        case .contrast:
            message +=
                "no token named like the role \(role) reads well where it is drawn (WCAG AA, every appearance): "
                + listed
        case .unclear:
            message +=
                "no imported token's name says clearly that it is the role \(role); the closest "
                + (candidates.count == 1 ? "is \(listed)" : "are \(listed)")
        case .nothing:
            message +=
                "no imported \(type) token could be chosen for the role \(role) by its name (no name has a word like "
                + "\(words.joined(separator: ", ")))"
        }
        return message
    }

    /// `role NAME: why; say which in a roles file (--roles) as "NAME": "{path.to.token}"`.
    public var description: String {
        var line = "role \(role): \(reason)"
        if let ownName { line += " (the role \(ownName) of the profile)" }
        line += "; say which in a roles file (--roles) as \"\(role)\": \"{\(suggestedAnswer ?? "path.to.token")}\""
        if mayBeNull { line += ", or null for the system default" }
        return line
    }

    /// The question as a problem of the role's (no file has a place for it): `role NAME: …`.
    public var diagnostic: FileDiagnostic {
        let text = description
        let message = String(text.dropFirst("role \(role): ".count))
        return FileDiagnostic(
            file: "role \(role)", diagnostic: Diagnostic(.unknownRole, at: .root, line: 0, column: 0, message))
    }
}
