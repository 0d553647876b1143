import Tokens

/// The absolute contrast check of a document for one profile: every pair of colors the profile's components draw
/// that fails its level in some appearance, waived by the document or not.
///
/// Only the components' pairs count, at the level their text needs (``OutputProfile/componentPairs(in:)``); the
/// document's declared pairs (`contrast`) are reported by `dsysctl contrast` and by the diff, never refused here.
/// Every appearance the document has is checked: light and dark, and both high-contrast ones when a color has
/// high-contrast values.
public struct ContrastAudit: Sendable, Equatable {
    /// A pair below its level in at least one appearance.
    public struct Finding: Sendable, Equatable {
        public var foreground: TokenPath
        public var background: TokenPath
        public var backgroundOpacity: Double
        /// The surface a translucent background is drawn over; `nil` for the page.
        public var backdrop: TokenPath?
        public var level: ContrastLevel
        /// The components that draw it (`DSButton (primary)`, apptheme's `app views (text on cards)`).
        public var drawnBy: String
        /// The profile's roles the colors fill, when they are named otherwise than the tokens: `backgroundPrimary on
        /// accent`.
        public var roles: String?
        /// The appearances it fails in, in order (light, dark, light high contrast, dark high contrast).
        public var checks: [ContrastCheck]
        /// The document's waiver of the pair, when it has one.
        public var waiver: ContrastWaiver?

        /// `text.muted on surface.inset`, `feedback.success on feedback.success at 10%`, or `action.primary on
        /// action.subtle over surface.raised`.
        public var pairDescription: String {
            let pair = ContrastPair(
                foreground: foreground, background: background, level: level, backgroundOpacity: backgroundOpacity,
                backdrop: backdrop)
            return "\(foreground) on \(pair.backgroundDescription)"
        }

        /// `4.02:1 in light, 3.65:1 in dark`: each failing appearance's ratio, rounded down to two decimals so that a
        /// ratio shown as 4.50 never fails 4.5.
        public var ratios: String {
            checks.map { "\(Self.ratio($0.ratio)):1 in \($0.appearance.displayName)" }.joined(separator: ", ")
        }

        static func ratio(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded(.down))
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        }

        /// `text.inverse on action.primary is 4.02:1 in light, below AA (4.5:1) for DSButton (primary)`.
        public var summary: String {
            "\(pairDescription)\(roles.map { " (\($0))" } ?? "") is \(ratios), below \(levelDescription)"
                + (drawnBy.isEmpty ? "" : " for \(drawnBy)")
        }

        /// `AA (4.5:1)` or `non-text (3:1)`.
        public var levelDescription: String {
            let minimum = level.minimumRatio
            let ratio = minimum == minimum.rounded() ? String(Int(minimum)) : String(minimum)
            return "\(level.rawValue) (\(ratio):1)"
        }
    }

    /// The profile whose components were checked.
    public var profile: OutputProfile
    /// The pairs below their level that the document does not waive: `publish` refuses these unless
    /// `--accessibility-policy warn`.
    public var failures: [Finding]
    /// The pairs below their level that the document waives, each with its waiver.
    public var waived: [Finding]

    public init(profile: OutputProfile, failures: [Finding], waived: [Finding]) {
        self.profile = profile
        self.failures = failures
        self.waived = waived
    }

    /// Whether every pair meets its level or is waived.
    public var passes: Bool { failures.isEmpty }

    /// The check of `designSystem` with the pairs `profile`'s components draw.
    public static func of(_ designSystem: DesignSystem, profile: OutputProfile) -> ContrastAudit {
        let implementation = profile.implementation
        let roles = implementation.assignment(in: designSystem)
        let pairs = ComponentContrast.contrastPairs(of: profile, in: designSystem, roles: roles)
        var drawnBy: [ContrastPairKey: String] = [:]
        var roleNames: [ContrastPairKey: String] = [:]
        for pair in ComponentContrast.pairs(of: profile, in: designSystem, roles: roles) {
            guard let foreground = pair.foreground, let background = pair.background else { continue }
            let key = ContrastPairKey(foreground, background, pair.backgroundOpacity, pair.backdrop)
            // The roles are named after the first drawing of the pair, when its roles are not the tokens' own names.
            let isFirst = drawnBy[key] == nil
            drawnBy[key] = drawnBy[key].map { "\($0), \(pair.drawnBy)" } ?? pair.drawnBy
            if isFirst,
                pair.foregroundRole != foreground.description || pair.backgroundRole != background.description
                    || pair.backdropRole != pair.backdrop?.description
            {
                roleNames[key] =
                    "\(pair.foregroundRole) on \(pair.backgroundRole)" + (pair.backdropRole.map { " over \($0)" } ?? "")
            }
        }
        // The components' pairs alone, at their own levels: a declared pair would replace one of the same colors.
        var components = designSystem
        components.contrastPairs = []
        let checks = ContrastMatrix.checks(of: components, defaults: pairs)
        var audit = ContrastAudit(profile: profile, failures: [], waived: [])
        var order: [ContrastPairKey] = []
        var failing: [ContrastPairKey: [ContrastCheck]] = [:]
        var levels: [ContrastPairKey: ContrastLevel] = [:]
        for check in checks where !check.passes {
            let key = ContrastPairKey(check.foreground, check.background, check.backgroundOpacity, check.backdrop)
            if failing[key] == nil { order.append(key) }
            failing[key, default: []].append(check)
            levels[key] = check.level
        }
        for key in order {
            let waiver = designSystem.contrastWaivers.first {
                $0.covers(foreground: key.foreground, background: key.background)
            }
            let finding = Finding(
                foreground: key.foreground, background: key.background, backgroundOpacity: key.opacity,
                backdrop: key.backdrop, level: levels[key] ?? .aa, drawnBy: drawnBy[key] ?? "", roles: roleNames[key],
                checks: failing[key] ?? [], waiver: waiver)
            if waiver != nil { audit.waived.append(finding) } else { audit.failures.append(finding) }
        }
        return audit
    }

    /// The failures as problems of the document, each at its foreground color, saying how to resolve it.
    func problems(in designSystem: DesignSystem) -> [RequirementProblem] {
        failures.map { finding in
            RequirementProblem(
                .contrast, at: designSystem.pointer(of: TokenKey(.color, finding.foreground)),
                "\(finding.summary) in the \(profile.rawValue) profile; change either color, waive the pair in "
                    + "\"contrast_waivers\" with a reason, or pass --accessibility-policy warn")
        }
    }
}

/// Two colors, the background's opacity and what shows through it: one pair of the audit.
private struct ContrastPairKey: Hashable {
    var foreground: TokenPath
    var background: TokenPath
    var opacity: Double
    var backdrop: TokenPath?

    init(_ foreground: TokenPath, _ background: TokenPath, _ opacity: Double, _ backdrop: TokenPath?) {
        self.foreground = foreground
        self.background = background
        self.opacity = opacity
        self.backdrop = backdrop
    }
}
