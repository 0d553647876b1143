import ChangeReports
import Foundation
import Generator
import Lint
import PackageOutput
import Tokens

extension Registry {
    /// What ``check(_:)`` is asked: the change of a pull request, as CI sees it.
    public struct CheckOptions: Sendable {
        /// The document to check; by default the project's `.dsys/design-system.json`.
        public var document: String?
        /// The version to compare with (a version, or `head`); by default the latest, none when nothing is published.
        public var base: String?
        /// The version the pull request proposes to publish the change as.
        public var version: String?
        /// Whether a pair below its contrast level blocks the change, and a contrast regression needs a major version.
        public var policy: AccessibilityPolicy
        /// The output profile to check for instead of the one the document names (`--profile`).
        public var profile: OutputProfile?
        /// The app code to lint with the document, with the symbols the change removes; nil for none.
        public var lint: LintRun.Options?

        public init(
            document: String? = nil, base: String? = nil, version: String? = nil,
            policy: AccessibilityPolicy = .breaking, profile: OutputProfile? = nil, lint: LintRun.Options? = nil
        ) {
            self.document = document
            self.base = base
            self.version = version
            self.policy = policy
            self.profile = profile
            self.lint = lint
        }
    }

    /// Checks a proposed change of the document without writing anything: validates it, diffs it against the base
    /// (the latest version, or `options.base`), works out the bump it needs and whether `options.version` allows it
    /// (as `publish` would decide), checks the contrast of every pair the profile's components draw (as `validate`
    /// and `publish` do, waivers included), and lints the app code given with the document, reporting the symbols
    /// the change removes that the code uses. A registry with nothing published (or no registry yet) makes it a
    /// first version.
    ///
    /// The document's problems and every finding are in the report; what cannot be checked at all (no document, a
    /// registry that cannot be read, an unknown base, an unreadable baseline) throws.
    public func check(_ options: CheckOptions) throws -> CheckReport {
        let latest = try publishedHead()
        let base: (record: RevisionRecord, text: String)?
        if let requested = options.base {
            guard let latest else {
                throw requested == "head" ? RegistryError.nothingPublished : .unknownVersion(requested, latest: nil)
            }
            base = try storedRevision(requested == "head" ? latest.version : requested)
        } else {
            base = try latest.map { ($0, try store.documentText(of: $0)) }
        }
        let label = options.document ?? DocumentFile.defaultPath
        var report = CheckReport(
            document: label, profile: nil, policy: options.policy, registry: store.location, latest: latest?.version,
            base: base?.record.version)

        let working: (designSystem: DesignSystem, canonicalText: String)
        do {
            // Without the contrast requirement: the absolute check is reported below, where the policy decides.
            working = try project.loadWorkingDocument(at: options.document, profile: options.profile)
        } catch TokensError.invalidDocument(_, let diagnostics) {
            report.problems = diagnostics
            if options.lint != nil {
                report.lintSkipped = "the app code was not linted: the document has problems"
            }
            return report
        }
        let profile = OutputProfile.chosen(for: working.designSystem, override: options.profile) ?? .default
        report.profile = profile
        report.tokenCount = working.designSystem.tokenCount
        let old = try base.map { try Project.designSystem(fromCanonical: $0.text, version: $0.record.version) }
        var change = ChangeReport.between(
            old, working.designSystem, from: base?.record.version ?? "nothing", to: "working document",
            policy: options.policy, profiles: [profile])
        report.unchanged = base?.text == working.canonicalText
        report.version = try versionCheck(
            change, base: base?.record.version, latest: latest?.version, unchanged: report.unchanged,
            proposed: options.version)
        if let proposed = options.version, report.version?.refusal == nil {
            change.to = try SemanticVersion(parsing: proposed).description
        }
        report.change = change

        if var lintOptions = options.lint {
            // What the symbols the change removes are said to be missing from: the proposed version, if any.
            let target = change.to == "working document" ? "the working document" : change.to
            let removed = try old.map { old in
                try Linter.Removal.removals(
                    history: [
                        PublishedVersion(version: base?.record.version ?? "", designSystem: old),
                        PublishedVersion(version: target, designSystem: working.designSystem),
                    ], target: target, from: base?.record.version, profile: profile)
            }
            let linter = Linter(
                designSystem: working.designSystem, profile: profile, removed: removed ?? [], againstVersion: target)
            lintOptions.exclude = working.designSystem.lintOptions.exclude + lintOptions.exclude
            report.lint = try LintRun.run(linter, options: lintOptions, document: label)
        }
        return report
    }

    /// The latest revision; nil when nothing is published, or there is no registry yet.
    private func publishedHead() throws -> RevisionRecord? {
        do {
            return try store.head()
        } catch RegistryError.noRegistry {
            return nil
        }
    }

    /// The bump `change` needs from `base`, and why `publish` would refuse `proposed` (the same rules: a version after
    /// the latest, not published yet, at least the base bumped by the change).
    private func versionCheck(
        _ change: ChangeReport, base: String?, latest: String?, unchanged: Bool, proposed: String?
    ) throws -> CheckReport.VersionCheck {
        let requested = try proposed.map { try SemanticVersion(parsing: $0) }
        guard let base else {
            // A first version may have any number; publish's default is 1.0.0.
            return CheckReport.VersionCheck(
                bump: "initial", minimum: "1.0.0", reasons: "", proposed: proposed, refusal: nil)
        }
        let baseVersion = try SemanticVersion(parsing: base)
        // A document that changed without changing a token (reordered, a description) is a patch, as publish has it.
        let required = unchanged ? VersionBump.none : max(change.diff.requiredBump, .patch)
        let minimum = unchanged ? baseVersion : baseVersion.bumped(required)
        let reasons = unchanged ? "" : change.reasons(for: required)
        var refusal: String?
        if let requested, !unchanged {
            if try store.revision(version: requested.description) != nil {
                refusal = "version \(requested) is already published; propose another --version"
            } else if let latest, requested <= (try SemanticVersion(parsing: latest)) {
                refusal = "version \(requested) does not come after the latest version \(latest); versions only grow"
            } else if requested < minimum {
                refusal =
                    "version \(requested) is too small: \(reasons) needs a \(required) bump from \(base), so at "
                    + "least \(minimum)"
            }
        }
        return CheckReport.VersionCheck(
            bump: required.description, minimum: minimum.description, reasons: reasons, proposed: proposed,
            refusal: refusal)
    }
}
