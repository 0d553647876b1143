import Generator
import Tokens

/// The phrases every rendering of a change shares, so text, Markdown and HTML say the same thing.
enum ChangeText {
    /// `value` rounded half away from zero to `decimals` places: `4.583` → `4.58`; no locale, no exponent.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        if decimals == 0 { return sign + String(scaled) }
        // The whole part and the fraction by division: no slicing of the digits' text, which a diff of thousands of
        // colors does for each.
        let divisor = Int(scale)
        let fraction = String(scaled % divisor)
        return sign + String(scaled / divisor) + "." + String(repeating: "0", count: decimals - fraction.count)
            + fraction
    }

    /// A contrast ratio as shown: two decimals, `—` when the pair does not exist on that side.
    static func ratio(_ ratio: Double?) -> String {
        ratio.map { fixed($0, 2) } ?? "—"
    }

    /// `ΔE 8.2 noticeable`, for a color value change.
    static func deltaE(_ change: SemanticDiff.ValueChange) -> String? {
        guard let deltaE = change.deltaE, let size = change.size, change.resolvedChanged else { return nil }
        return "ΔE \(fixed(deltaE, 1)) \(word(size))"
    }

    static func word(_ size: ColorDifference.Size) -> String {
        switch size {
        case .imperceptible: "imperceptible"
        case .subtle: "subtle"
        case .noticeable: "noticeable"
        case .newColor: "new color"
        }
    }

    /// `#2563EB → #1D4ED8`, or for aliases `{palette.blue.600} → {palette.blue.700} (#2563EB → #1D4ED8)`.
    static func values(_ change: SemanticDiff.ValueChange) -> String {
        if change.old == change.new, let oldColor = change.oldColor, let newColor = change.newColor {
            // The same alias, whose target changed.
            return "\(change.new): \(oldColor.hex) → \(newColor.hex)"
        }
        if change.old == change.new, let old = change.oldResolved, let new = change.newResolved {
            // The same reference, whose target's value changed.
            return "\(change.new): \(old) → \(new)"
        }
        var text = "\(change.old) → \(change.new)"
        if let old = change.oldResolved, let new = change.newResolved {
            text += change.resolvedChanged ? " (\(old) → \(new))" : " (still \(new))"
        }
        if let oldColor = change.oldColor, let newColor = change.newColor,
            change.old != oldColor.hex || change.new != newColor.hex
        {
            text += change.resolvedChanged ? " (\(oldColor.hex) → \(newColor.hex))" : " (still \(newColor.hex))"
        }
        return text
    }

    /// `light`, `dark`, or empty for a token with one value.
    static func appearance(_ change: SemanticDiff.ValueChange) -> String {
        change.appearance?.rawValue ?? ""
    }

    /// `passes AAA now, fails AA now`, or empty.
    static func crossings(_ change: ContrastChanges.Change) -> String {
        change.crossings.map { "\($0.passesNow ? "passes" : "fails") \($0.level.rawValue) now" }.joined(
            separator: ", ")
    }

    /// What a contrast change amounts to, in a word or two.
    static func contrastVerdict(_ change: ContrastChanges.Change) -> String {
        if change.isAccessibilityRegression { return "accessibility regression" }
        if change.oldRatio == nil { return "new pair" }
        if change.newRatio == nil { return "pair removed" }
        return change.isRegression ? "lower" : "higher"
    }

    /// `text.muted on surface.raised`.
    static func pair(_ change: ContrastChanges.Change) -> String {
        "\(change.foreground) on \(change.backgroundDescription)"
    }

    /// `AA (declared)` or `AA`.
    static func level(_ level: ContrastLevel, declared: Bool) -> String {
        declared ? "\(level.rawValue) (declared)" : level.rawValue
    }

    /// `removed color.text.muted`, as the reasons for a bump read.
    static func reason(_ reason: SemanticDiff.BumpReason) -> String {
        let verb: String
        switch reason.kind {
        case .removed: verb = "removed"
        case .renamed: verb = "renamed"
        case .retyped: verb = "retyped"
        case .accessibilityRegression: verb = "accessibility regression:"
        case .added: verb = "added"
        case .deprecated: verb = "deprecated"
        case .valueChanged: verb = "changed"
        case .aliasRetargeted: verb = "retargeted"
        case .undeprecated: verb = "un-deprecated"
        case .settingChanged: verb = "changed the setting"
        }
        return "\(verb) \(reason.subject)"
    }

    /// The reasons of one bump level, a few named and the rest counted: `removed a, renamed b → c and 3 more`.
    static func reasons(_ reasons: [SemanticDiff.BumpReason], limit: Int = 3) -> String {
        let named = reasons.prefix(limit).map(reason).joined(separator: ", ")
        return reasons.count > limit ? "\(named) and \(reasons.count - limit) more" : named
    }

    /// `major: 1 removed, 1 renamed, 2 added, 5 changed; contrast: 3 pairs changed (1 accessibility regression)`.
    static func summary(_ diff: SemanticDiff) -> String {
        let bump = diff.requiredBump
        if diff.isEmpty { return "no changes" }
        if diff.isInitial {
            return "initial: \(diff.added.count) token\(diff.added.count == 1 ? "" : "s")"
        }
        let changedKeys = Set(diff.valueChanges.map(\.key) + diff.undeprecated.map(\.key))
        let metadataKeys = Set(diff.descriptionChanges.map(\.key) + diff.metadataChanges.map(\.key))
        let settings = diff.settingChanges.count == 1 ? "setting changed" : "settings changed"
        let addedDeprecated = diff.added.filter { $0.deprecation != nil }.count
        let counts: [(Int, String)] = [
            (diff.removed.count, "removed"), (diff.renamed.count, "renamed"), (diff.retyped.count, "retyped"),
            (diff.added.count - addedDeprecated, "added"), (addedDeprecated, "added (deprecated)"),
            (diff.deprecated.count, "deprecated"), (changedKeys.count, "changed"),
            (metadataKeys.subtracting(changedKeys).count, "metadata changed"), (diff.settingChanges.count, settings),
        ]
        let parts = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        var text = "\(bump): " + (parts.isEmpty ? "no token changes" : parts.joined(separator: ", "))
        let contrast = diff.contrast.changes
        if !contrast.isEmpty {
            let regressions = contrast.filter(\.isAccessibilityRegression).count
            text += "; contrast: \(contrast.count) change\(contrast.count == 1 ? "" : "s")"
            if regressions > 0 {
                text += " (\(regressions) accessibility regression\(regressions == 1 ? "" : "s"))"
            }
        }
        return text
    }

    /// The description of a token, or `(none)`.
    static func description(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "(none)" }
        return "\"\(text)\""
    }

    /// `renamed a → b (same id); value 10 → 8`: the pair, what tells it is one token when not only the names, and
    /// the value when it changed too.
    static func rename(_ rename: SemanticDiff.Rename) -> String {
        var text = "renamed \(rename.from) → \(rename.to)"
        switch rename.evidence {
        case .id: text += " (same id)"
        case .declared: text += " (as its deprecation said)"
        case .likeness: break
        }
        if rename.valueChanged { text += "; value \(rename.oldValue) → \(rename.newValue)" }
        return text
    }

    /// `renamed to color.b` or `replaced by color.b`: what a deprecation names in the token's place.
    static func successor(renamed: String?, replacedBy: String?) -> String? {
        if let renamed { return "renamed to \(renamed)" }
        return replacedBy.map { "replaced by \($0)" }
    }

    static func successor(_ deprecation: Deprecation?) -> String? {
        successor(renamed: deprecation?.renamed?.description, replacedBy: deprecation?.replacedBy?.description)
    }

    /// `: its reason; renamed to color.b`, or empty: what a deprecation says after the token's key.
    static func deprecationNote(reason: String?, renamed: String?, replacedBy: String?) -> String {
        let parts = [reason, successor(renamed: renamed, replacedBy: replacedBy)].compactMap { $0 }
        return parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
    }

    static func deprecationNote(_ change: SemanticDiff.DeprecationChange) -> String {
        deprecationNote(reason: change.reason, renamed: change.renamed, replacedBy: change.replacedBy)
    }

    static func deprecationNote(_ deprecation: Deprecation) -> String {
        deprecationNote(
            reason: deprecation.reason, renamed: deprecation.renamed?.description,
            replacedBy: deprecation.replacedBy?.description)
    }

    /// `id (none) → 3f2a…` or `extensions {…} → {…}`: a metadata change after the token's key, long extensions
    /// shortened.
    static func metadata(_ change: SemanticDiff.MetadataChange) -> String {
        func shown(_ text: String?) -> String {
            guard let text else { return "(none)" }
            return text.count > 60 ? text.prefix(59) + "…" : text
        }
        return "\(change.field.rawValue) \(shown(change.old)) → \(shown(change.new))"
    }

    /// The breaking changes of a diff as lines, in the order every rendering lists them.
    static func breaking(_ diff: SemanticDiff) -> [String] {
        var lines: [String] = []
        lines += diff.removed.map { token in
            "removed \(token.key) (\(token.value))" + (successor(token.deprecation).map { "; \($0)" } ?? "")
        }
        lines += diff.renamed.map(rename)
        lines += diff.retyped.map { "retyped \($0.key): \($0.oldType) → \($0.newType)" }
        if diff.policy == .breaking {
            lines += diff.contrast.changes.filter(\.isAccessibilityRegression).map(accessibilityLine)
        }
        return lines
    }

    /// `accessibility regression: text.muted on surface.raised (dark) 4.61 → 4.12, below AA 4.5`.
    static func accessibilityLine(_ change: ContrastChanges.Change) -> String {
        "accessibility regression: \(change.subject) \(ratio(change.oldRatio)) → \(ratio(change.newRatio)), "
            + "below \(change.level.rawValue) \(NumberText.shortest(change.level.minimumRatio))"
    }

    /// `possible rename: color.text.muted → color.text.subtle or color.text.caption (same type and values)`.
    static func possibleRename(_ possible: SemanticDiff.PossibleRename) -> String {
        "possible rename: \(possible.removed) → \(possible.candidates.joined(separator: " or ")) "
            + "(same type and values; not guessed)"
    }

    /// A pair below its level: `text.inverse on action.primary is 4.02:1 in light, below AA (4.5:1) for DSButton
    /// (primary)`.
    static func belowLevel(_ finding: ContrastAudit.Finding) -> String {
        finding.summary
    }

    /// The lines of the newer side's absolute contrast check: each pair below its level when the report's policy
    /// is `warn` (under `breaking`, `publish` records no such version), then each pair the document waives, with its
    /// reason.
    static func audit(_ report: ChangeReport) -> (belowLevel: [String], waived: [String]) {
        guard let audit = report.contrast else { return ([], []) }
        return (
            report.diff.policy == .warn ? audit.failures.map(belowLevel) : [],
            audit.waived.map { belowLevel($0) + " — waived: " + ($0.waiver?.reason ?? "") }
        )
    }
}
