import ArgumentParser
import Interchange
import PackageOutput
import Tokens

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Create a design-system document from the token files a team has: DTCG (2025.10 and its drafts), "
            + "Style Dictionary, Tokens Studio, Figma variables.",
        discussion: """
            Each file's format is told by its contents and said in one line per file: DTCG 2025.10 \
            ($value, $type), DTCG as its drafts and Style Dictionary 4 write it ("4px", "0.5rem", "300ms" \
            strings, em letter spacing, line heights as sizes, font weights by name, fontSize types, \
            composite members left out, tokens without $type whose value has one type, every CSS Color 4 \
            string: #rgb…, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 …), named \
            colors), Style Dictionary's own shape (value, type, comment as the description, attributes kept; \
            a token without type typed by its CTI category, color/…, size/…, time/…; sizes without a unit in \
            rem, times in ms), Tokens Studio (a file of sets with $themes and $metadata, or a folder of sets: \
            dsysctl import tokens/; its older shape, type names and math), Figma variables (Export modes files \
            or a REST API response), and JSON5. Members a tool adds to a token are kept in the token's \
            extensions. Tokens dsys cannot hold (asset font files, content icon glyphs, strings, booleans, \
            sizes in vw or %) are skipped and listed, never an error. --strict reads DTCG 2025.10 to the \
            letter and refuses the rest.

            Every token is kept: colors (converted to sRGB; out-of-gamut colors are gamut-mapped in OKLCH and \
            reported) in tokens.color, typography as text styles, dimensions of spacing and radius groups as \
            those scales, every other type in tokens.other; aliases stay references. px are points, rem \
            --rem-base points (16).

            Modes: with --resolver, the modifier with light and dark contexts gives the appearances (or \
            --modifier, --light-context, --dark-context); contexts of increased contrast beside them \
            (light-hc, light_ax, "Light HC", …) give the high-contrast appearances. Every other modifier, \
            Tokens Studio theme group or Figma collection reads the context --context NAME=CONTEXT names \
            (repeat for several), else its default (a modifier's default, its one context that adds no \
            tokens; a group's first theme; a collection's first mode), and the import says which. A set \
            without light and dark serves both appearances. A resolver set its resolutionOrder leaves out is \
            read when the order's tokens refer to it.

            The design system's name is --name, else the set's own: a resolver's name, Tokens Studio's \
            $metadata name, the name in the nearest package.json above the files, else the project folder's.

            A token without a group goes into a group named by its first word (accent-color-100 → \
            accent.color-100), so that its Swift name stays its own (Color.dsAccentColor100); names \
            may be up to 240 characters (a color's Swift name names its asset-catalog folder, and \
            file systems refuse file names over 255 bytes). \
            One import fills the roles of every output profile, so that the document serves them \
            all: the shared vocabulary (the dsys roles action.primary, typography.body, spacing.md, \
            …, which every profile's roles map onto) and each profile's own (theme's accent tint, \
            dimensions, border widths, opacities). A role comes from a token at its path, from \
            --roles or --role, or from a proposal by the meaning of the words of each token's path \
            (a word of what the role is, like text, content, background or border, and the role's \
            own words, like primary, default or focus-indicator; other intents, like negative or \
            accent on a text role, and states, like hover, down or disabled, count against), \
            printed. A color drawn on or under another is proposed only when it reads well there \
            (WCAG AA 4.5:1 for text, 3:1 for a line or ring) in every appearance, where every \
            profile draws it. What the names do not settle takes a stand-in (a card on the page's \
            color), the nearest step of the files' scale, or dsys's default, marked as such in the \
            document; what nothing reads well as, and tokens that tie by name, are questions: asked \
            one by one at a terminal, or, without one, printed with the command that answers them \
            (--role ROLE=TOKEN), nothing written. Colors stay aliases of the imported tokens (a \
            color that means its role moves to its path: one Swift name), and text styles and steps \
            of other names are mapped in the document's roles. With --update, the document at --output is updated with a new \
            release: its name, profile, contrast pairs and the token it recorded for each role are \
            kept while the files still have it (a role whose token is gone is proposed anew, and \
            the import says so), so that release after release nothing drifts. A set with no text styles, \
            spacing or radii takes that scale from the profile's starter (dsysctl init), and the \
            import says so.

            Every problem in every file is reported at once as file:line:column: /pointer: message, and a \
            problem caused by another (a reference into a file that cannot be parsed, a token an earlier stage \
            refused) is not reported again; nothing is written then.

            Example:
              dsysctl import tokens.json --roles roles.json
              dsysctl import tokens.json --role text.inverse={color.white} --role spacing.md={space.4}
              dsysctl import --resolver design-tokens/design-system.resolver.json
              dsysctl import base.json brand.json --output other.json --force
              dsysctl import tokens.json --strict
              dsysctl import tokens/ --light-context "Mode/Light" --dark-context "Mode/Dark"
              dsysctl import tokens/ --context brand=Business --context color=Blue
              dsysctl import examples/complete/tokens/**/*.json
              dsysctl import "Primitives.Modern Theme.json" Colors.Light.json Colors.Dark.json
              dsysctl import tokens.json5
              dsysctl import --resolver tokens.resolver.json --contrast-modifier contrast
              dsysctl import Colors.Light.tokens.json Colors.Dark.tokens.json
              dsysctl import next-release.tokens.json --update
            """)

    @Argument(
        help: ArgumentHelp(
            "Token files (DTCG, Style Dictionary, Tokens Studio, Figma), merged in order (later files win), or a "
                + "folder of Tokens Studio sets.",
            valueName: "tokens.json"))
    var tokenFiles: [String] = []

    @Option(help: ArgumentHelp("A DTCG resolver document; its files are read too.", valueName: "file.resolver.json"))
    var resolver: String?

    @Option(
        help: ArgumentHelp(
            "A JSON object mapping roles to tokens: {\"action.primary\": \"{color.accent}\"}.", valueName: "roles.json")
    )
    var roles: String?

    @Option(
        name: .customLong("role"),
        help: ArgumentHelp(
            "Answer a role: the token that fills it (repeatable; wins over --roles), the role by its shared or "
                + "its profile's name: --role text.inverse={color.white}.", valueName: "role=token"))
    var roleAnswers: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the document.", valueName: "path"))
    var output: String = DocumentFile.defaultPath

    @Flag(help: "Replace an existing document at --output.")
    var force = false

    @Flag(
        help: ArgumentHelp(
            "Update the document at --output with a new release of the files: keep its name, profile, contrast "
                + "pairs and the tokens it recorded for the roles."))
    var update = false

    @Option(
        help: ArgumentHelp(
            "The resolver modifier that chooses light or dark (default: the one that has both contexts).",
            valueName: "name"))
    var modifier: String?

    @Option(
        name: .customLong("context"),
        help: ArgumentHelp(
            "The context of a resolver modifier, the theme of a Tokens Studio theme group or the mode of a Figma "
                + "collection to read, by name: size=large, brand=Business (repeat for several; default: the "
                + "modifier's default, the group's first theme, the collection's first mode).",
            valueName: "name=context"))
    var contexts: [String] = []

    @Option(
        help: ArgumentHelp(
            "The light context (resolver), mode ($extensions.mode, Figma) or Tokens Studio theme (name or group/name).",
            valueName: "name"))
    var lightContext = "light"

    @Option(
        help: ArgumentHelp(
            "The dark context (resolver), mode ($extensions.mode, Figma) or Tokens Studio theme (name or group/name).",
            valueName: "name"))
    var darkContext = "dark"

    @Option(
        help: ArgumentHelp(
            "The appearance modifier's context for light with high contrast (default: light-hc, or another usual "
                + "name).", valueName: "name"))
    var lightHighContrastContext: String?

    @Option(
        help: ArgumentHelp(
            "The appearance modifier's context for dark with high contrast (default: dark-hc, or another usual name).",
            valueName: "name"))
    var darkHighContrastContext: String?

    @Option(
        help: ArgumentHelp(
            "A resolver modifier that chooses the contrast, combined with the appearance (default: the one with a "
                + "high context).", valueName: "name"))
    var contrastModifier: String?

    @Option(
        help: ArgumentHelp(
            "The contrast modifier's high-contrast context (default: high, high-contrast, more or increased).",
            valueName: "name"))
    var highContrastContext: String?

    @Option(help: ArgumentHelp("Points per rem.", valueName: "points"))
    var remBase: Double = 16

    @Option(
        help: ArgumentHelp(
            "The design system's name (default: the set's own: a resolver's or Tokens Studio's name, the name in a "
                + "package.json beside the files, else the project folder's).",
            valueName: "name"))
    var name: String?

    @Flag(
        help: ArgumentHelp(
            "Read DTCG 2025.10 only: refuse colors written as CSS strings (#rrggbb, rgb(), hsl()) instead of color "
                + "objects, Tokens Studio's older shape and JSON5."))
    var strict = false

    @OptionGroup var profileOption: ProfileOption

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        if tokenFiles.isEmpty, resolver == nil {
            throw ValidationError("give token files, a --resolver document, or both")
        }
        if !(remBase > 0 && remBase.isFinite) {
            throw ValidationError("--rem-base must be a number of points greater than 0")
        }
        if update, force {
            throw ValidationError("--update replaces the document at --output already; drop --force")
        }
        for answer in roleAnswers where Self.roleAnswer(answer) == nil {
            throw ValidationError(
                "--role \(answer): write the role and the token, like --role text.inverse={color.white}")
        }
        var named: Set<String> = []
        for context in contexts {
            let parts = context.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError(
                    "--context takes NAME=CONTEXT (a resolver modifier, Tokens Studio theme group or Figma collection, "
                        + "and the context, theme or mode to read), like --context brand=Business; got \"\(context)\"")
            }
            guard named.insert(String(parts[0])).inserted else {
                throw ValidationError("--context names \"\(parts[0])\" twice; give one context for it")
            }
        }
        if lightContext == darkContext {
            throw ValidationError("--light-context and --dark-context must differ")
        }
        let contexts = [lightContext, darkContext, lightHighContrastContext, darkHighContrastContext].compactMap { $0 }
        if Set(contexts).count != contexts.count {
            throw ValidationError("the light, dark and high-contrast contexts must all differ")
        }
        if lightHighContrastContext != nil || darkHighContrastContext != nil,
            contrastModifier != nil || highContrastContext != nil
        {
            throw ValidationError(
                "high contrast comes either from contexts of the appearance modifier (--light-high-contrast-context, "
                    + "--dark-high-contrast-context) or from a modifier of its own (--contrast-modifier, "
                    + "--high-contrast-context); give one kind")
        }
        if resolver == nil,
            [lightHighContrastContext, darkHighContrastContext, contrastModifier, highContrastContext]
                .contains(where: { $0 != nil })
        {
            throw ValidationError("high-contrast contexts come from a resolver document; give --resolver")
        }
    }

    func run() throws {
        var options = DTCGImport.Options(
            modifier: modifier, lightContext: lightContext, darkContext: darkContext, remBase: remBase,
            name: name ?? "Design System")
        options.strict = strict
        for context in contexts {
            let parts = context.split(separator: "=", maxSplits: 1)
            options.contexts[String(parts[0])] = String(parts[1])
        }
        options.highContrast = DTCGHighContrastContexts(
            light: lightHighContrastContext, dark: darkHighContrastContext, contrastModifier: contrastModifier,
            highContext: highContrastContext)
        var request = DTCGFiles.ImportRequest(
            tokenFiles: tokenFiles, resolver: resolver, roles: roles, output: output, force: force, options: options,
            nameIsFallback: name == nil, profile: profileOption.profile ?? .default)
        request.profileIsFallback = profileOption.profile == nil
        request.update = update
        request.roleAnswers = roleAnswers.compactMap(Self.roleAnswer)
        let result = try importAskingRoles(request)
        // The profile the document is for: an update's may be other than the default --profile.
        let profile = result.designSystem.profile ?? (profileOption.profile ?? .default).rawValue
        printOutput("\(ImportReport(result: result, output: output, profile: profile))")
    }
}

extension Import {
    /// Imports with the progress line, which is gone before a question is asked or a problem printed.
    func importShowingProgress(_ request: DTCGFiles.ImportRequest) throws -> DTCGImportResult {
        try progress.showing { reporter in
            var request = request
            request.options.progress = reporter
            return try DTCGFiles.importTokens(request)
        }
    }

    /// `ROLE=TOKEN` of `--role`: the role and the token (in braces or not).
    static func roleAnswer(_ text: String) -> (role: String, token: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let role = text[..<equals].trimmingCharacters(in: .whitespaces)
        let token = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !role.isEmpty, !token.isEmpty else { return nil }
        return (role, token)
    }

    /// Imports; roles the import cannot fill by itself are asked at a terminal, one by one, and the import runs again
    /// with the answers (which it records like a roles file's). Without a terminal, the questions are printed with the
    /// command that answers them, and the import fails.
    func importAskingRoles(_ request: DTCGFiles.ImportRequest) throws -> DTCGImportResult {
        var request = request
        let asking = RolePrompt.canAsk
        // The answers given at the terminal: the only ones a rerun may take back when they are wrong.
        var asked: [(role: String, token: String)] = []
        while true {
            do {
                return try importShowingProgress(request)
            } catch InterchangeError.rolesToAnswer(let questions) {
                let arguments = Array(CommandLine.arguments.dropFirst())
                guard asking, let answers = RolePrompt.ask(questions) else {
                    for line in InterchangeError.rolesToAnswer(questions: questions).localizedDescription.split(
                        separator: "\n")
                    {
                        printError(TerminalText.escaped(String(line)))
                    }
                    printError(
                        TerminalText.escaped(
                            "answer \(questions.count == 1 ? "it" : "them") in a roles file (--roles), or with: "
                                + RolePrompt.answeringCommand(questions, arguments: arguments)))
                    throw ExitCode.failure
                }
                asked += answers
                request.roleAnswers += answers
            } catch InterchangeError.invalidTokens(let diagnostics)
                where !asked.isEmpty && diagnostics.contains(where: { $0.file.hasPrefix("--role ") })
                && diagnostics.allSatisfy({ $0.file.hasPrefix("--role ") || $0.file.hasPrefix("role ") })
            {
                // An answer typed at the terminal that names no token (or one of another type): said, and asked again
                // (with the questions still open).
                for diagnostic in diagnostics where diagnostic.file.hasPrefix("--role ") {
                    printError(TerminalText.escaped(diagnostic.description))
                }
                let wrong = Set(diagnostics.map(\.file))
                let taken = asked.filter { wrong.contains("--role \($0.role)=\($0.token)") }
                guard !taken.isEmpty else { return try reportingErrors { try importShowingProgress(request) } }
                asked.removeAll { wrong.contains("--role \($0.role)=\($0.token)") }
                request.roleAnswers.removeAll { wrong.contains("--role \($0.role)=\($0.token)") }
            } catch {
                return try reportingErrors { throw error }
            }
        }
    }
}

/// What `import` prints: the roles, the gamut mappings, the renames and the summary.
struct ImportReport: CustomStringConvertible {
    var result: DTCGImportResult
    var output: String
    var profile: String

    /// One line per role: `text.primary ← {semantic.text.default} (proposed)`; roles of one group that all take
    /// dsys's default for the same reason are one line (`opacity.subtle … opacity.almostOpaque ← dsys's defaults`).
    private static func roleLines(
        _ choices: [DTCGImportResult.RoleChoice], lost: [String: String]
    ) -> [String] {
        func group(_ role: String) -> Substring { role.prefix { $0 != "." } }
        var lines: [String] = []
        var index = choices.startIndex
        while index < choices.endIndex {
            let choice = choices[index]
            var notes = [choice.note, lost[choice.role].map { "the document's \($0) is gone from the token files" }]
                .compactMap { $0 }
            if choice.source == .dsysDefault {
                var end = index + 1
                while end < choices.endIndex, choices[end].source == .dsysDefault, choices[end].note == choice.note,
                    group(choices[end].role) == group(choice.role), lost[choices[end].role] == nil,
                    lost[choice.role] == nil
                {
                    end += 1
                }
                let roles =
                    end - index > 1
                    ? "\(choice.role) … \(choices[end - 1].role)"
                    : choice.ownName.map { "\($0) (\(choice.role))" } ?? choice.role
                lines.append(
                    "  \(roles) ← dsys's default\(end - index > 1 ? "s" : "") (\(notes.joined(separator: "; ")))")
                index = end
                continue
            }
            notes.insert(choice.source.rawValue, at: 0)
            let target = choice.token.map { "{\($0)}" } ?? "dsys default"
            // The profile's own name first, the shared role's (what roles.dsys and --role name) beside it.
            let role = choice.ownName.map { "\($0) (\(choice.role))" } ?? choice.role
            lines.append("  \(role) ← \(target) (\(notes.joined(separator: "; ")))")
            index += 1
        }
        return lines
    }

    /// `no text styles or radii in the token files`.
    private static func missingScales(_ scales: [(category: String, count: Int)]) -> String {
        let names = ["typography": "text styles", "spacing": "spacing", "radius": "radii"]
        let missing = scales.map { names[$0.category] ?? $0.category }
        let listed =
            missing.count > 1 ? missing.dropLast().joined(separator: ", ") + " or " + (missing.last ?? "") : missing[0]
        return "no \(listed) in the token files"
    }

    /// `11 text styles, 6 radii`.
    private static func counted(_ scales: [(category: String, count: Int)]) -> String {
        let counts = ["typography": "text styles", "spacing": "spacings", "radius": "radii"]
        return scales.map { "\($0.count) \(counts[$0.category] ?? $0.category)" }.joined(separator: ", ")
    }

    var description: String {
        var lines: [String] = []
        let appearance =
            result.sameValuesInBothAppearances
            ? "the same values in light and dark"
            : result.modifier.map { "light/dark from the resolver's \"\($0)\" modifier" }
                ?? result.themes.map { "light/dark from the Tokens Studio themes \"\($0.light)\" and \"\($0.dark)\"" }
                ?? (result.figmaExports.isEmpty
                    ? "light/dark from $extensions.mode where given" : "light/dark from the Figma modes")
        lines.append("imported \(result.importedTokenCount) tokens (\(appearance))")

        if let highContrast = result.highContrast, highContrast != .absent {
            let count = result.highContrastColorCount
            lines.append(
                "\(highContrast.summary): \(count) color\(count == 1 ? "" : "s") with high-contrast values "
                    + "(light_hc, dark_hc)")
            if let first = result.highContrastOtherTokens.first {
                let others = result.highContrastOtherTokens.count
                lines.append(
                    "\(others) token\(others == 1 ? "" : "s") other than colors differ\(others == 1 ? "s" : "") in high "
                        + "contrast (\(first)\(others > 1 ? ", …" : "")); dsys keeps high-contrast values of colors "
                        + "only, so \(others == 1 ? "it keeps its" : "they keep their") standard value")
            }
        }
        // What the import chose that the files left open: modes, and where the name came from.
        lines += result.modeNotes
        if let note = result.nameNote { lines.append(note) }
        let kept = result.roles.filter { $0.source == .recorded }.count
        if kept > 0 {
            lines.append(
                "kept the token\(kept == 1 ? "" : "s") the document recorded for \(kept) role\(kept == 1 ? "" : "s")")
        }
        let lostRoles = Set(result.lostRoles.map(\.role))
        // An update lists what it decided anew: not the system defaults it keeps.
        let mapped = result.roles.filter {
            $0.source != .present && $0.source != .recorded
                && ($0.source != .systemDefault || kept == 0 || lostRoles.contains($0.role))
        }
        let lost = Dictionary(result.lostRoles.map { ($0.role, $0.was) }, uniquingKeysWith: { first, _ in first })
        let own = mapped.filter(\.otherProfiles.isEmpty)
        if !own.isEmpty {
            lines.append("roles:")
            lines += Self.roleLines(own, lost: lost)
        }
        let others = mapped.filter { !$0.otherProfiles.isEmpty }
        if !others.isEmpty {
            var profiles: [String] = []
            for choice in others {
                for name in choice.otherProfiles where !profiles.contains(name) { profiles.append(name) }
            }
            lines.append(
                "roles of the other profiles (\(profiles.joined(separator: ", "))), so that the document serves them too:"
            )
            lines += Self.roleLines(others, lost: lost)
        }
        if result.roles.contains(where: { $0.source == .dsysDefault }) {
            lines.append(
                "dsys's defaults are in the document where the files have nothing for a role, each described as such; "
                    + "edit them there")
        }
        for (name, role) in result.unfilledRoles {
            lines.append(
                "the \(name) profile's role \(role): no token in the files, and dsys has no default for it; map it in "
                    + "roles.\(name) before generating for \(name)")
        }
        if !result.defaultScales.isEmpty {
            lines.append(
                Self.missingScales(result.defaultScales)
                    + ": the \(profile) profile's default \(result.defaultScales.count == 1 ? "scale is" : "scales are") "
                    + "in the document (\(Self.counted(result.defaultScales))); edit them there")
        }
        if !result.keptScales.isEmpty {
            lines.append(
                Self.missingScales(result.keptScales) + ": kept the document's (\(Self.counted(result.keptScales)))")
        }
        if !result.gamutMappings.isEmpty {
            lines.append("outside sRGB, gamut-mapped (CSS Color 4, OKLCH chroma reduction):")
            for mapping in result.gamutMappings {
                lines.append(
                    "  \(mapping.token)\(mapping.appearance.map { " (\($0))" } ?? ""): \(mapping.original) → "
                        + "\(mapping.mapped), ΔE \(NumberText.shortest((mapping.deltaEOK * 100).rounded() / 100)) (OKLab × 100)"
                )
            }
        }
        // One line per file: the format its contents gave and what of it DTCG 2025.10 does not have.
        lines += result.fileReadings.map(\.description)
        if result.fileReadings.contains(where: { $0.format != "DTCG 2025.10" }) {
            lines.append(
                "(--strict reads DTCG 2025.10 only: it refuses the drafts' forms, JSON5, and Style Dictionary's, "
                    + "Tokens Studio's and Figma's shapes)")
        }
        lines += result.skippedTokens.map(\.description)
        lines += FigmaReport(result: result).lines
        if let (from, to) = result.grouped.first {
            let count = result.grouped.count
            lines.append(
                "grouped \(count) token\(count == 1 ? "" : "s") without a group by \(count == 1 ? "its" : "their") "
                    + "first word (\(from) → \(to)\(count > 1 ? ", …" : "")); Swift names are unchanged")
        }
        if let (from, to) = result.movedToRoles.first {
            let count = result.movedToRoles.count
            lines.append(
                "named \(count) color\(count == 1 ? "" : "s") by the role \(count == 1 ? "it fills" : "each fills") "
                    + "(\(from) → \(to)\(count > 1 ? ", …" : "")), so that one meaning has one Swift name")
        }
        if result.identifiedTokenCount > 0 || !result.sharedIDs.isEmpty {
            var line =
                "kept the source's ids of \(result.identifiedTokenCount) tokens (the diff follows a token by its id)"
            if let first = result.sharedIDs.first {
                let count = result.sharedIDs.count
                line += "; left out \(count) id\(count == 1 ? "" : "s") several tokens share (\(quoted(first))"
                line += count > 1 ? ", …)" : ")"
            }
            lines.append(line)
        }
        if !result.renamed.isEmpty {
            lines.append("renamed (names dsys reserves):")
            for (from, to) in result.renamed { lines.append("  \(from) → \(to)") }
        }
        lines.append("wrote \(output): \(result.designSystem.tokenCount) tokens (\(TokenCounts(result.designSystem)))")
        // Token names come from the files: a control character in one is shown, not obeyed.
        return lines.map { TerminalText.escaped($0) }.joined(separator: "\n")
    }
}
