import ArgumentParser
import Generator
import PackageOutput
import Tokens

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a design-system document and report every problem at once.",
        discussion: """
            Each problem is printed as file:line:column: /json/pointer: message, with a hint on how \
            to fix it. The document is checked for its output profile (its "profile", or --profile): \
            the roles that profile's components use must be filled, and every pair of colors they \
            draw must meet its contrast level (the AA level its text's size needs, 3:1 for rings and \
            indicators) in \
            every appearance, unless the document waives the pair in "contrast_waivers" with a reason \
            (--accessibility-policy warn reports such pairs as warnings instead, as publish then \
            records them). Exits with status 1 when there is any problem; nothing is ever written. A \
            document of an older format is still valid; a note says how to rewrite it (`dsysctl \
            migrate`).

            Example:
              dsysctl validate
              dsysctl validate Examples/full/design-system.json --profile dsys
              dsysctl validate --accessibility-policy warn
            """)

    @OptionGroup var document: DocumentArgument
    @OptionGroup var profileOption: ProfileOption
    @OptionGroup var policy: PolicyOptions

    func run() throws {
        let designSystem = try reportingErrors {
            try DocumentFile.load(
                document.path, profile: profileOption.profile, contrast: policy.accessibilityPolicy)
        }
        let profile = OutputProfile.chosen(for: designSystem, override: profileOption.profile) ?? .default
        printOutput(
            "valid: \(designSystem.tokenCount) tokens (\(TokenCounts(designSystem))) in \(document.path) "
                + "for the \(profile.rawValue) profile")
        let audit = ContrastAudit.of(designSystem, profile: profile)
        for finding in audit.failures {
            printError(
                TerminalText.escaped(
                    "warning: \(document.path): \(finding.summary) (--accessibility-policy warn: publish records it, "
                        + "and its changelog says so)"))
        }
        for finding in audit.waived {
            printOutput(TerminalText.escaped("note: \(finding.summary); waived: \(finding.waiver?.reason ?? "")"))
        }
        if designSystem.format < .current {
            printOutput(
                "note: the document is in format \(designSystem.format.rawValue); `dsysctl migrate \(document.path)` "
                    + "rewrites it in format \(DocumentFormat.current.rawValue) (format 1 stays readable)")
        }
    }
}

/// "48 colors, 11 text styles, …" for a summary line.
struct TokenCounts: CustomStringConvertible {
    var designSystem: DesignSystem

    init(_ designSystem: DesignSystem) {
        self.designSystem = designSystem
    }

    var description: String {
        let shadows = designSystem.shadows.map { counted($0.count, "shadow", "shadows") } ?? "default shadows"
        var parts = [
            counted(designSystem.colors.count, "color", "colors"),
            counted(designSystem.typography.count, "text style", "text styles"),
            counted(designSystem.spacing.count, "spacing", "spacings"),
            counted(designSystem.radii.count, "radius", "radii"),
            shadows,
        ]
        if !designSystem.otherTokens.isEmpty {
            parts.append(counted(designSystem.otherTokens.count, "other token", "other tokens"))
        }
        return parts.joined(separator: ", ")
    }

    private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
