import Generator
import Tokens

/// A semantic diff together with its Swift API impact: what every rendering shows.
public struct ChangeReport: Sendable, Equatable {
    /// What the diff starts from: a version, or `nothing` for a first revision.
    public var from: String
    /// What it ends at: a version, or `working document`.
    public var to: String
    public var diff: SemanticDiff
    /// One per output profile.
    public var api: [APIImpact]
    /// The newer side's absolute contrast check with the pairs of the profile the API impact speaks first: the
    /// pairs below their level it records anyway (`--accessibility-policy warn`) and the ones its document waives.
    public var contrast: ContrastAudit?

    public init(from: String, to: String, diff: SemanticDiff, api: [APIImpact], contrast: ContrastAudit? = nil) {
        self.from = from
        self.to = to
        self.diff = diff
        self.api = api
        self.contrast = contrast
    }

    /// The reasons that require `bump`, a few named and the rest counted: `removed color.a, renamed b → c and 2 more`.
    public func reasons(for bump: VersionBump) -> String {
        let matching = diff.reasons.filter { $0.bump == bump }
        return matching.isEmpty ? "changing the document" : ChangeText.reasons(matching)
    }

    /// Diffs two revisions and works out the API impact on `profiles` (by default the profile the newer document
    /// names).
    public static func between(
        _ old: DesignSystem?, _ new: DesignSystem, from: String, to: String, policy: AccessibilityPolicy = .breaking,
        profiles: [OutputProfile]? = nil
    ) -> ChangeReport {
        let profiles = profiles ?? [OutputProfile.chosen(for: new) ?? .default]
        // Both revisions' contrast is checked with the pairs of the profile the API impact speaks first.
        let contrastProfile = profiles.first ?? .default
        // The symbols of both packages and the newer side's contrast audit are made while the documents are diffed:
        // each side runs the profile's Swift file builders, which costs as much as the diff itself.
        let ((symbols, audit), diff) = concurrently(
            {
                (
                    profiles.map { profile in
                        concurrently(
                            { old.map { Generator.publicSymbols(of: $0, profile: profile) } ?? [] },
                            { Generator.publicSymbols(of: new, profile: profile) })
                    },
                    ContrastAudit.of(new, profile: contrastProfile)
                )
            },
            { SemanticDiff.between(old, new, policy: policy, contrastPairs: { contrastProfile.contrastPairs(of: $0) }) }
        )
        return ChangeReport(
            from: from, to: to, diff: diff,
            api: zip(profiles, symbols).map { profile, symbols in
                APIImpact.between(before: symbols.0, after: symbols.1, diff: diff, profile: profile)
            },
            contrast: audit)
    }
}

/// One version of a changelog: who published it, when, why, and what changed.
public struct ChangelogEntry: Sendable, Equatable {
    public var version: String
    /// ISO 8601 date and time, UTC.
    public var date: String
    public var author: String
    public var message: String
    /// `initial`, `patch`, `minor` or `major`, as recorded.
    public var bump: String
    /// For a rollback, the version whose document it restores.
    public var rollbackOf: String?
    public var report: ChangeReport

    public init(
        version: String, date: String, author: String, message: String, bump: String, rollbackOf: String?,
        report: ChangeReport
    ) {
        self.version = version
        self.date = date
        self.author = author
        self.message = message
        self.bump = bump
        self.rollbackOf = rollbackOf
        self.report = report
    }
}

/// The contrast of every pair of one revision.
public struct ContrastReport: Sendable, Equatable {
    /// The version, or `working document`.
    public var source: String
    public var checks: [ContrastCheck]

    public init(source: String, checks: [ContrastCheck]) {
        self.source = source
        self.checks = checks
    }

    /// The contrast report of `designSystem`: the pairs `profile`'s components draw, and the document's own.
    public init(source: String, designSystem: DesignSystem, profile: OutputProfile) {
        self.init(
            source: source,
            checks: ContrastMatrix.checks(of: designSystem, defaults: profile.contrastPairs(of: designSystem)))
    }
}
