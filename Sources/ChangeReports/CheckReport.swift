import Generator
import Lint
import Tokens

/// What `dsysctl check` found about a proposed change of the design system (a pull request): whether its document is
/// valid, what changed since the version it is compared with, the version bump that needs and whether the proposed
/// version allows it, the contrast of the colors its components draw, and what it does to app code. Every rendering
/// (text, Markdown, JSON) shows one of these.
public struct CheckReport: Sendable {
    /// The document checked, as the user named it.
    public var document: String
    /// The profile the document was checked for; nil when the document could not be read.
    public var profile: OutputProfile?
    /// How contrast below its level and contrast regressions count (`--accessibility-policy`).
    public var policy: AccessibilityPolicy
    /// Where the history is, for messages: a path, or a URL without its password.
    public var registry: String
    /// The latest published version; nil when nothing is published yet.
    public var latest: String?
    /// The version the change is compared with (`--base`, by default the latest); nil for a first version.
    public var base: String?
    /// How many tokens the document has, when it is valid.
    public var tokenCount: Int?
    /// The document's problems, in document order; empty when it is valid.
    public var problems: [Diagnostic]
    /// The diff from `base` to the document, with its API impact and the document's absolute contrast check; nil
    /// when the document has problems.
    public var change: ChangeReport?
    /// Whether the document equals `base`'s (after canonicalisation): `publish` would record nothing.
    public var unchanged: Bool
    /// The version bump the change needs, and what becomes of the proposed version.
    public var version: VersionCheck?
    /// The lint of the app paths, when some were given and the document could be read.
    public var lint: LintRun.Outcome?
    /// Why the app paths that were given were not linted (the document has problems); nil otherwise.
    public var lintSkipped: String?

    public init(
        document: String, profile: OutputProfile?, policy: AccessibilityPolicy, registry: String, latest: String?,
        base: String?, problems: [Diagnostic] = [], change: ChangeReport? = nil, unchanged: Bool = false,
        version: VersionCheck? = nil, lint: LintRun.Outcome? = nil, lintSkipped: String? = nil
    ) {
        self.document = document
        self.profile = profile
        self.policy = policy
        self.registry = registry
        self.latest = latest
        self.base = base
        self.problems = problems
        self.change = change
        self.unchanged = unchanged
        self.version = version
        self.lint = lint
        self.lintSkipped = lintSkipped
    }

    /// The version a change needs, and the verdict on the version the pull request proposes.
    public struct VersionCheck: Sendable, Equatable {
        /// `initial` for a first version, else `none` (unchanged), `patch`, `minor` or `major`.
        public var bump: String
        /// The smallest version `publish` accepts for the change: the base bumped by it (1.0.0 for a first version,
        /// the base itself when unchanged).
        public var minimum: String
        /// The changes that need `bump`, a few named and the rest counted; empty for a first or unchanged version.
        public var reasons: String
        /// The version the pull request proposes (`--version`), as the user spelled it.
        public var proposed: String?
        /// Why `publish` would refuse the proposed version; nil when it accepts it (or none is proposed).
        public var refusal: String?

        public init(bump: String, minimum: String, reasons: String, proposed: String?, refusal: String?) {
            self.bump = bump
            self.minimum = minimum
            self.reasons = reasons
            self.proposed = proposed
            self.refusal = refusal
        }
    }

    /// One thing the check reports in its summary: what it is about, and what to do.
    public struct Item: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case document, version, contrast, lint
        }

        public var kind: Kind
        /// A sentence, with the document's strings as they are (each rendering escapes them).
        public var message: String

        public init(_ kind: Kind, _ message: String) {
            self.kind = kind
            self.message = message
        }
    }

    /// What stops the change from being merged as it is, in the order of the report: the document's problems, the
    /// proposed version, the pairs below their contrast level (policy `breaking`), and lint's errors.
    public var blocking: [Item] {
        var items: [Item] = []
        if !problems.isEmpty {
            items.append(
                Item(.document, "\(document) has \(counted(problems.count, "problem")); `dsysctl validate` lists them"))
        }
        if let refusal = version?.refusal { items.append(Item(.version, refusal)) }
        if policy == .breaking {
            items += belowLevel.map {
                Item(
                    .contrast,
                    $0.summary + "; waive it in \"contrast_waivers\" with a reason, or change a color")
            }
        }
        if let report = lint?.report, report.fails {
            let errors = report.findings.filter(\.fails)
            var parts: [String] = []
            if !errors.isEmpty {
                parts.append("\(counted(errors.count, "error")) in \(counted(Set(errors.map(\.file)).count, "file"))")
            }
            if !report.problems.isEmpty { parts.append(counted(report.problems.count, "file problem")) }
            items.append(Item(.lint, parts.joined(separator: " and ")))
        }
        return items
    }

    /// What is reported without blocking: pairs below their level under policy `warn` (and their regressions), an
    /// unchanged document with a proposed version, lint's warnings, app paths that were not linted.
    public var warnings: [Item] {
        var items: [Item] = []
        if unchanged, let base {
            items.append(
                Item(
                    .version,
                    "the document equals \(base)'s: `dsysctl publish` records nothing (`--allow-unchanged --version "
                        + "X` records it under a new number)"))
        }
        if policy == .warn {
            items += belowLevel.map { Item(.contrast, $0.summary + " (policy warn: publish records it)") }
            items += accessibilityRegressions.map {
                Item(.contrast, ChangeText.accessibilityLine($0) + " (policy warn: not breaking)")
            }
        }
        if let lint {
            items += lint.report.warnings.map { Item(.lint, $0) }
        }
        if let lintSkipped { items.append(Item(.lint, lintSkipped)) }
        return items
    }

    /// Whether nothing blocks the change.
    public var passes: Bool { blocking.isEmpty }

    /// The pairs the profile's components draw below their level that the document does not waive.
    public var belowLevel: [ContrastAudit.Finding] { change?.contrast?.failures ?? [] }

    /// The pairs the document waives, each with its reason.
    public var waived: [ContrastAudit.Finding] { change?.contrast?.waived ?? [] }

    /// The pairs that met their level in the base and fail it now.
    public var accessibilityRegressions: [ContrastChanges.Change] {
        change?.diff.contrast.changes.filter(\.isAccessibilityRegression) ?? []
    }

    /// `3 problems`, `1 error`.
    func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
