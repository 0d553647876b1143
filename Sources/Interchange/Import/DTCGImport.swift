import Tokens

/// Turns the token files a team has into a dsys design-system document: DTCG 2025.10 and its drafts, Style
/// Dictionary, Tokens Studio and Figma variables, each told by its contents.
///
/// The stages: ``ReadStage`` parses every file, tells its format (``TokenFormat``), reads it into the neutral tree's
/// shape and chooses each appearance's sources; ``Importer`` builds each appearance's tree, reads its values
/// (``DTCGResolution``), fills the roles and writes the document; ``FileReadings`` says how each file was read and
/// ``KnockOn`` keeps a later stage from repeating an earlier one's problems.
///
/// Every token is kept: colors go to `tokens.color`, other types to `tokens.other`, at the same path (a token
/// directly at the top is put in a group named by its first word, see ``DTCGImportResult/grouped``; a name dsys
/// reserves is suffixed with `_`, see ``DTCGImportResult/renamed``). A token whose light and dark values differ
/// becomes one token with both. The roles the generated components need are satisfied by tokens already at those
/// paths, by a roles file, or by a proposal from token names; color roles stay aliases of the imported tokens. Colors
/// written as CSS strings are read unless ``Options/strict``; a scale the files lack comes from
/// ``Options/defaultScales``.
public enum DTCGImport {
    /// Choices an import makes that the files do not.
    public struct Options: Sendable {
        /// The name of the resolver modifier that chooses light or dark (default: the one with both contexts).
        public var modifier: String?
        /// The context (resolver) or mode (`$extensions.mode`) names of the two appearances.
        public var lightContext: String
        public var darkContext: String
        /// The resolver's high-contrast contexts, or its contrast modifier, when named (default: found by name).
        public var highContrast = DTCGHighContrastContexts()
        /// The context chosen for a resolver modifier, a Tokens Studio theme group or a Figma collection, by its name
        /// (`--context brand=Business`); one not named reads its default (see ``DTCGImportResult/modeNotes``).
        public var contexts: [String: String] = [:]
        /// Whether the appearances were named (`--modifier`, or contexts other than `light` and `dark`): then a
        /// resolver, theme group or collection where they name nothing is an error, not a choice the import makes.
        public var appearanceNamed: Bool { modifier != nil || lightContext != "light" || darkContext != "dark" }
        /// Points per `rem`.
        public var remBase: Double
        /// Whether to read DTCG 2025.10 only: colors as objects, never CSS color strings (`"#3b82f6"`, `rgb()`).
        public var strict = false
        /// A document (the profile's starter) whose text styles, spacing or radii the import uses for a scale the
        /// files have no token of, so that a set without typography (Figma variables cannot express it) imports.
        public var defaultScales: String?
        /// The design system's name, when the files do not carry one.
        public var name: String
        /// The output profile the document is for: its name (for the document's `roles`), the roles the import
        /// fills, and what it needs of the document (checked as `validate` would).
        public var profile: String
        /// Whether the document names `profile` (`"profile"`): so that `validate` and `generate` use it, as they must
        /// for any profile but the default.
        public var namesProfile = false
        public var roles: [TokenRole]
        public var requirements: DesignSystemDocument.Requirements
        /// The roles filled besides the profile's own (the shared vocabulary, the other profiles'), what the
        /// profiles draw, their defaults, and answers given on the command line.
        public var roleTables = ImportRoleTables()
        /// Hears the stages: the files parsed (of all), the tokens resolved, the roles filled, the document checked.
        public var progress: ProgressReporter = .silent

        public init(
            modifier: String? = nil, lightContext: String = "light", darkContext: String = "dark",
            remBase: Double = 16, name: String = "Imported", profile: String = "dsys", roles: [TokenRole] = [],
            requirements: @escaping DesignSystemDocument.Requirements = DesignSystemDocument.noRequirements
        ) {
            self.modifier = modifier
            self.lightContext = lightContext
            self.darkContext = darkContext
            self.remBase = remBase
            self.name = name
            self.profile = profile
            self.roles = roles
            self.requirements = requirements
        }
    }

    /// One file to read: its name (as messages show it) and contents.
    public struct SourceFile: Sendable {
        public var name: String
        public var bytes: [UInt8]
        /// The Tokens Studio token set the file holds (its path in the folder of sets, without `.json`), when it was
        /// read from such a folder.
        public var set: String?

        public init(name: String, bytes: [UInt8], set: String? = nil) {
            self.name = name
            self.bytes = bytes
            self.set = set
        }
    }

    /// The sources of each appearance, in resolution order.
    public struct Appearances: Sendable {
        public var light: [DTCGResolverPlan.Source]
        public var dark: [DTCGResolverPlan.Source]
        /// The sources of the high-contrast appearances, when there are any (a resolver's high-contrast contexts).
        public var lightHighContrast: [DTCGResolverPlan.Source]?
        public var darkHighContrast: [DTCGResolverPlan.Source]?
        /// A resolver's sets that its resolution order leaves out: read first in every appearance only when the
        /// other sources' tokens refer to theirs (see ``DTCGResolverPlan/unusedSets``).
        public var unusedSets: [DTCGResolverPlan.UnusedSet] = []

        public init(
            light: [DTCGResolverPlan.Source], dark: [DTCGResolverPlan.Source],
            lightHighContrast: [DTCGResolverPlan.Source]? = nil, darkHighContrast: [DTCGResolverPlan.Source]? = nil
        ) {
            self.light = light
            self.dark = dark
            self.lightHighContrast = lightHighContrast
            self.darkHighContrast = darkHighContrast
        }
    }

    /// The reverse-domain key of dsys's own `$extensions` data.
    public static let extensionKey = "dev.dsys"

    /// The members of `$extensions` that hold a token's id for good, as tools write them: a `uuid` (a publisher's
    /// own, or kept from a Style Dictionary token's members), Figma's `variableId`, Tokens Studio's `id`.
    static let idMembers = ["uuid", "id", "variableId"]

    /// The token's id in its source: the first of ``idMembers`` that `$extensions` holds as a non-blank string, at
    /// its top (`"uuid"`, `"com.figma.variableId"`) or one level down in a vendor's object (`"studio.tokens": {"id"}`,
    /// `"dev.dsys.members": {"uuid"}`); dsys's own extension is no source.
    static func sourceID(in extensions: JSONNode?) -> String? {
        guard case .object(let members)? = extensions?.value else { return nil }
        func id(_ key: String, _ node: JSONNode) -> String? {
            let name = key.split(separator: ".").last.map(String.init) ?? key
            guard idMembers.contains(name), let text = node.stringValue, !text.trimmingSpaces.isEmpty,
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return nil }
            return text
        }
        for member in members where member.key != extensionKey {
            if let found = id(member.key, member.value) { return found }
        }
        for member in members where member.key != extensionKey {
            guard case .object(let inner) = member.value.value else { continue }
            for field in inner {
                if let found = id(field.key, field.value) { return found }
            }
        }
        return nil
    }

    /// The token's id: the one a dsys export kept in its own data, else the source's (``sourceID(in:)``).
    static func tokenID(in extensions: JSONNode?) -> String? {
        extensions?[extensionKey]?["id"]?.stringValue ?? sourceID(in: extensions)
    }

    /// The `$extensions` key under which a token keeps the members it had outside its format (Style Dictionary's
    /// `attributes`, a tool's `deprecatedValues`), as written.
    public static let membersKey = "dev.dsys.members"

    /// Imports token files. `files` are the token files in order; `appearances` says which of them (by name) each
    /// appearance reads, `nil` meaning all of them for both (then `$extensions.mode` tells light from dark).
    /// `resolver` is the resolver file when `appearances` came from one (inline sources live there).
    ///
    /// - Throws: ``InterchangeError/invalidTokens(diagnostics:)`` with every problem of every file, the roles file and
    ///   the resulting document.
    ///
    /// `updating` is the document a previous import wrote (``DTCGFiles``' `--update`): the new document keeps its
    /// name, contrast pairs and the tokens it recorded for the roles, as long as the files still have them.
    public static func run(
        files: [SourceFile], appearances: Appearances? = nil, resolver: SourceFile? = nil, roles: SourceFile? = nil,
        updating: SourceFile? = nil, options: Options = Options()
    ) throws(InterchangeError) -> DTCGImportResult {
        // Every stage runs, whatever an earlier one found, so that one run reports every problem of every file; a
        // problem an earlier stage reported is not reported again in other words by a later one (``KnockOn``).
        let read = ReadStage(
            files: files, appearances: appearances, resolver: resolver, roles: roles, updating: updating,
            options: options)
        var (problems, parsed, readings) = (read.problems, read.parsed, read.readings)
        let (studio, figma, plan) = (read.studio, read.figma, read.plan)

        // 4. The tree of each appearance, its values, and the document.
        var importer = Importer(files: parsed, options: options)
        importer.updated = read.updated
        importer.earlierProblems = !problems.list.isEmpty
        var result: DTCGImportResult?
        do {
            result = try importer.run(plan: plan, resolverIndex: read.resolverIndex, rolesIndex: read.rolesIndex)
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { throw error }
            // A problem in a file written without `$` names its keys as the file writes them.
            let withoutDollar = read.withoutDollar
            problems.add(
                diagnostics.map {
                    withoutDollar.contains($0.file) ? StyleDictionary.asWritten($0) : studio.asWritten($0)
                })
        }
        guard problems.list.isEmpty, var result else { throw .invalidTokens(diagnostics: problems.list) }
        readings.add(importer.draftNotes, skipped: importer.skipped, of: parsed)
        readings.studio = studio.olderShape
        readings.unreadSets = studio.unreadFiles
        readings.figma = figma.exports
        result.fileReadings = readings.lines
        result.skippedTokens = readings.skippedLists
        (result.figmaExports, result.skippedVariables, result.keptAliasValues) = (
            figma.exports, figma.skipped, figma.keptValues
        )
        result.tokensStudio = studio.olderShape
        result.themes = studio.themes
        result.modeNotes = read.modeNotes + studio.modeNotes + figma.modeNotes
        // Themes or modes of increased contrast (a resolver's are said by its plan).
        let contrast = (
            light: studio.highContrastThemes.light ?? figma.highContrast.light,
            dark: studio.highContrastThemes.dark ?? figma.highContrast.dark
        )
        if resolver == nil, contrast.light != nil || contrast.dark != nil {
            result.highContrast = .contexts(light: contrast.light, dark: contrast.dark)
        }
        // Nothing says which values are light and which dark: no theme group, Figma mode or `$extensions.mode`.
        let plainFiles = resolver == nil && studio.groups.isEmpty && figma.exports.isEmpty && !importer.sawModes
        result.sameValuesInBothAppearances = (studio.themes == nil && !studio.groups.isEmpty) || plainFiles
        // The files' parsed trees, held by the stages, are freed on another core (see Importer.run). Swift 6.3
        // refuses `consume importer` ("a compiler bug"): the importer is swapped out for an empty one instead.
        var spent = Importer(files: [], options: options)
        swap(&spent, &importer)
        releaseElsewhere((consume spent, consume read, consume parsed))
        return result
    }

    /// The problems of `--context` names that no Tokens Studio theme group or Figma collection of the files has.
    static func unclaimedContexts(
        _ contexts: [String: String], groups: [String], collections: [String], at file: String
    ) -> [FileDiagnostic] {
        contexts.keys.sorted().compactMap { name in
            let value = contexts[name] ?? ""
            if groups.contains(name) { return nil }
            if collections.contains(where: { FigmaVariables.context(for: $0, in: [name: value]) != nil }) { return nil }
            var known: [String] = []
            if !groups.isEmpty { known.append("theme groups " + groups.map { quoted($0) }.joined(separator: ", ")) }
            if !collections.isEmpty {
                known.append("collections " + collections.map { quoted($0) }.joined(separator: ", "))
            }
            return FileDiagnostic(
                file: file,
                diagnostic: Diagnostic(
                    .unknownKey, at: .root, line: 1, column: 1,
                    "--context \(name)=\(value) names no Tokens Studio theme group or Figma collection of these files "
                        + (known.isEmpty
                            ? "(they have none; a resolver's modifiers are named with --resolver)"
                            : "(\(known.joined(separator: "; ")))")))
        }
    }

    /// The document an import updates, and its problems (one not written by an import of this format).
    static func updatedDocument(_ updating: SourceFile) -> (UpdatedDocument?, [FileDiagnostic]) {
        let document: DTCGFile
        do {
            document = try parse(updating.bytes, file: updating.name).file
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { return (nil, []) }
            return (nil, diagnostics)
        }
        // No `format` is format 1.
        let format = document.root["format"]
        guard format?.numberValue != Double(DocumentFormat.current.rawValue) else {
            return (UpdatedDocument(root: document.root), [])
        }
        let position = document.lines.position(of: format?.offset ?? document.root.offset)
        return (
            UpdatedDocument(root: document.root),
            [
                FileDiagnostic(
                    file: updating.name,
                    diagnostic: Diagnostic(
                        .invalidValue, at: JSONPointer(["format"]), line: position.line, column: position.column,
                        "an import updates a document of format \(DocumentFormat.current.rawValue) (one an import "
                            + "wrote); run dsysctl migrate on it first"))
            ]
        )
    }

    /// Parses one JSON file, reporting problems as import diagnostics. A file named `.json5`, or one that only JSON5
    /// reads, is read as JSON5 unless `strict`.
    ///
    /// A key that appears twice in one object is a problem (returned with the file, which is read on: the last of
    /// the two wins, as JSON readers mostly do), not a reason to leave out the file's other tokens.
    static func parse(
        _ bytes: [UInt8], file: String, strict: Bool = false
    ) throws(InterchangeError) -> (file: DTCGFile, duplicates: [FileDiagnostic]) {
        do {
            try DesignSystemDocument.checkSize(bytes.count, file: file)
            if let invalid = DesignSystemDocument.firstInvalidUTF8Offset(bytes) {
                let position = SourceLines(bytes).position(of: invalid)
                throw InterchangeError.invalidTokens(diagnostics: [
                    FileDiagnostic(
                        file: file,
                        diagnostic: Diagnostic(
                            .notUTF8, at: .root, line: position.line, column: position.column,
                            "the file is not valid UTF-8 (byte \(invalid)); save it as UTF-8"))
                ])
            }
            let namedJSON5 = file.lowercased().hasSuffix(".json5")
            var parser = JSONParser(bytes: bytes, dialect: namedJSON5 && !strict ? .json5 : .json)
            let lines = SourceLines(bytes)
            let root: JSONNode
            do {
                root = try parser.parseDocumentOnTwoCores()
            } catch {
                var failure = error
                var json5 = JSONParser(bytes: bytes, dialect: .json5)
                if let parsed = namedJSON5 && !strict ? nil : try? json5.parseDocument() {
                    if !strict {
                        // Read as JSON5 after all, and said so (``DTCGFile/json5Features``).
                        return checked(parsed, parser: json5, file: file, lines: lines)
                    }
                    failure.message += "; this file is JSON5, and --strict reads JSON only (DTCG files are JSON)"
                }
                let position = lines.position(of: failure.offset)
                throw InterchangeError.invalidTokens(diagnostics: [
                    FileDiagnostic(
                        file: file,
                        diagnostic: Diagnostic(
                            failure.code, at: failure.pointer, line: position.line, column: position.column,
                            failure.message))
                ])
            }
            return checked(root, parser: parser, file: file, lines: lines)
        } catch let error as TokensError {
            switch error {
            case .invalidDocument(let name, let diagnostics):
                throw .invalidTokens(diagnostics: diagnostics.map { FileDiagnostic(file: name, diagnostic: $0) })
            }
        } catch let error as InterchangeError {
            throw error
        } catch {
            throw .invalidTokens(diagnostics: [])
        }
    }

    /// The parsed file, and a problem for each key that appears twice in one of its objects.
    private static func checked(
        _ root: JSONNode, parser: JSONParser, file: String, lines: SourceLines
    ) -> (file: DTCGFile, duplicates: [FileDiagnostic]) {
        let duplicates = parser.duplicates.map { duplicate in
            let position = lines.position(of: duplicate.offset)
            return FileDiagnostic(
                file: file,
                diagnostic: Diagnostic(
                    .duplicateKey, at: duplicate.pointer, line: position.line, column: position.column,
                    "\(quoted(duplicate.pointer.tokens.last ?? "")) appears twice in one object; "
                        + "JSON readers disagree on which one wins, so remove one"))
        }
        return (
            DTCGFile(name: file, root: root, lines: lines, json5Features: parser.json5Features.map(\.rawValue)),
            duplicates
        )
    }
}

/// What an import produced and decided.
public struct DTCGImportResult: Sendable {
    /// The new document, in canonical form.
    public var documentText: String
    /// How many tokens of the document keep their source's id (``DTCGImport/sourceID(in:)``).
    public var identifiedTokenCount = 0
    /// Ids that several tokens of the files share, sorted: left out of the document, since they identify no token.
    public var sharedIDs: [String] = []
    public var designSystem: DesignSystem
    /// The number of DTCG tokens read.
    public var importedTokenCount: Int
    /// How each role the components need was filled.
    public var roles: [RoleChoice]
    /// The scales the files had no token of, which the profile's defaults filled: `typography`, `spacing` or
    /// `radius`, and how many steps each.
    public var defaultScales: [(category: String, count: Int)]
    /// Colors brought into sRGB, per appearance.
    public var gamutMappings: [GamutReport]
    /// Tokens whose path had to change because dsys reserves a name in it (`from` → `to`, dotted).
    public var renamed: [(from: String, to: String)]
    /// Tokens without a group, given one by their first word (`accent-color-100` → `accent.color-100`), which leaves
    /// their Swift names as they were.
    public var grouped: [(from: String, to: String)]
    /// The resolver modifier used, when there was a resolver.
    public var modifier: String?
    /// What the import chose of the modes that the files left open, one line each: a resolver modifier's default
    /// context, a Tokens Studio theme group's or a Figma collection's first theme or mode, the same values for light
    /// and dark when nothing says which is which; and a resolver set read although its order leaves it out.
    public var modeNotes: [String] = []
    /// Whether the modes the files have say nothing of light and dark (a resolver without an appearance modifier,
    /// Tokens Studio themes without light and dark ones), so that light and dark read the same values.
    public var sameValuesInBothAppearances = false
    /// Where the design system's name came from, when `--name` did not give it (see ``DesignSystemName``).
    public var nameNote: String?
    /// How each token file was read, in the order given: one line per file (``FileReading``).
    public var fileReadings: [FileReading] = []
    /// The tokens left out for their type (font files, icon glyphs …), per file and type.
    public var skippedTokens: [SkippedTokens] = []
    /// The files written in Tokens Studio's older shape (`value`, `type` without `$`), each once.
    public var tokensStudio: [String] = []
    /// The Tokens Studio themes that gave light and dark (`group/name`), when the files had themes.
    public var themes: (light: String, dark: String)?

    /// Where the high-contrast appearances came from, when the resolver has them.
    public var highContrast: DTCGHighContrastContexts.Found?
    /// The number of colors given high-contrast values.
    public var highContrastColorCount = 0
    /// Tokens other than colors whose value differs in a high-contrast appearance (dotted DTCG paths): dsys keeps
    /// high-contrast values of colors only, so these keep their standard values.
    public var highContrastOtherTokens: [String] = []
    /// The files read as Figma variables exports, in file order.
    public var figmaExports: [FigmaExport] = []
    /// Figma's string and boolean variables, which dsys has no tokens for, by their Figma names (`brand/name`).
    public var skippedVariables: [String] = []
    /// Aliases a Figma export wrote as values whose targets are in none of the files: their values are kept.
    public var keptAliasValues: [KeptAlias] = []

    /// A file read as a Figma variables export.
    public struct FigmaExport: Sendable, Equatable {
        public var file: String
        /// Whether it is a response of Figma's REST API rather than one mode of a collection exported from Figma.
        public var isRESTResponse: Bool
        /// The modes in it and the appearances each gives.
        public var modes: [Mode]
        /// Variables deleted in Figma that the REST response still lists (`deletedButReferenced`) and no variable
        /// aliases: left out.
        public var deletedVariables = 0

        /// One mode of a collection.
        public struct Mode: Sendable, Equatable {
            /// The collection's name, where the file gives it (a REST response does).
            public var collection: String?
            public var name: String
            /// `light`, `dark`, `light and dark`, or `nil` for a mode no appearance reads.
            public var appearance: String?
        }
    }

    /// An alias to a variable that none of the files has.
    public struct KeptAlias: Sendable, Equatable {
        /// The aliasing variable's Figma name.
        public var variable: String
        /// The target's Figma name.
        public var target: String
        /// The target's collection, as the export names it.
        public var collection: String?
    }
    /// Roles of the updated document whose token the files no longer have (`role`, and the token it `was`), each
    /// proposed anew or given the system default (see ``roles``).
    public var lostRoles: [(role: String, was: String)] = []
    /// The scales the files had no token of, which the updated document's own steps filled (as ``defaultScales``).
    public var keptScales: [(category: String, count: Int)] = []

    /// How one role was filled.
    public struct RoleChoice: Sendable, Equatable {
        public enum Source: String, Sendable {
            /// An imported token sits at the role's own path.
            case present
            /// The roles file maps it.
            case rolesFile = "roles file"
            /// Chosen by name.
            case proposed
            /// The document the import updates recorded it, and the files still have that token.
            case recorded = "kept"
            /// No token fits; the document uses the system default (font families, shadows only).
            case systemDefault = "system default"
            /// Answered on the command line (`--role`) or at the terminal.
            case answered
            /// No token is named for it: another role's token stands in (a card on the page's color).
            case standIn = "stand-in"
            /// No name settles it: the step of the files' scale nearest the profile's default.
            case nearest = "nearest step"
            /// The files have nothing of its kind: dsys's default, marked as such in the document.
            case dsysDefault = "dsys's default"
        }

        public var role: String
        /// The DTCG path of the token that fills it (`nil` for the system default and dsys's defaults).
        public var token: String?
        public var source: Source
        /// Why, beside the source: the role it stands in as, the default value a step was nearest, a token closer by
        /// name that did not read well.
        public var note: String?
        /// The profiles whose roles it fills when the chosen profile has no such role (`theme` for
        /// `borderWidth.thin`); empty for the chosen profile's and the shared vocabulary's.
        public var otherProfiles: [String] = []
        /// The chosen profile's own name of the role, when it is a role of the shared vocabulary named otherwise
        /// (`textTertiary` for `text.muted`).
        public var ownName: String?

        public init(role: String, token: String?, source: Source, note: String? = nil) {
            self.role = role
            self.token = token
            self.source = source
            self.note = note
        }
    }
    /// The other profiles' roles the files could not fill (`profile`, `role`): the document needs them mapped before
    /// it generates for those profiles.
    public var unfilledRoles: [(profile: String, role: String)] = []
    /// Colors that mean the role they fill, moved to its path (`text.text-primary` → `text.primary`), so that one
    /// meaning has one Swift name.
    public var movedToRoles: [(from: String, to: String)] = []

    /// One color that lay outside sRGB.
    public struct GamutReport: Sendable, Equatable {
        public var token: String
        /// `light` or `dark` when only one appearance has this color.
        public var appearance: String?
        /// The color as written, e.g. `display-p3(1 0 1)`.
        public var original: String
        /// The sRGB color it became.
        public var mapped: String
        /// ΔE_OK × 100 between the two.
        public var deltaEOK: Double
    }
}

// MARK: - Resolved tokens (for conformance checks)

extension DTCGImport {
    /// A DTCG token after resolution, in dsys units.
    struct ResolvedToken: Equatable {
        var path: String
        var type: DTCGType
        var value: JSONValue
        var dark: JSONValue?
        var deprecated: JSONValue?
    }

    /// Every token of `files` (both appearances read all files) with its value, or every problem; no roles, no
    /// document. What the conformance fixtures check.
    static func resolve(
        files: [SourceFile], options: Options = Options()
    ) -> (
        tokens: [ResolvedToken], problems: [FileDiagnostic]
    ) {
        let read = ReadStage(files: files, appearances: nil, resolver: nil, roles: nil, updating: nil, options: options)
        guard read.problems.list.isEmpty else { return ([], read.problems.list) }
        var importer = Importer(files: read.parsed, options: options)
        let resolved = importer.resolveAll(read.plan, resolverIndex: nil)
        var tokens: [ResolvedToken] = []
        for entry in resolved.entries {
            guard let value = entry.light ?? entry.dark else { continue }
            let dark = entry.dark ?? value
            tokens.append(
                ResolvedToken(
                    path: entry.token.dotted, type: entry.type, value: value, dark: dark == value ? nil : dark,
                    deprecated: entry.token.deprecated))
        }
        return (tokens, importer.problems.list)
    }
}

// MARK: - The import

struct Importer {
    let files: [DTCGFile]
    let options: DTCGImport.Options
    /// The document the import updates, if any.
    var updated: UpdatedDocument?
    var problems: DTCGProblems
    var renamed: [(from: String, to: String)] = []
    var grouped: [(from: String, to: String)] = []
    private var renamedSeen: Set<String> = []
    /// Whether a token had `$extensions.mode` (the older convention of light and dark values), when both
    /// appearances read the same sources.
    var sawModes = false
    /// Whether a stage before this one found problems (a file that cannot be parsed, a theme that cannot be
    /// chosen): then the roles, which depend on every token, are not questioned yet.
    var earlierProblems = false
    /// The draft forms every appearance's tree and values used, and the tokens left out for their type.
    var draftNotes: [DraftNote] = []
    var skipped: [SkippedToken] = []

    init(files: [DTCGFile], options: DTCGImport.Options) {
        self.files = files
        self.options = options
        problems = DTCGProblems(files: files)
    }

    @Sendable static func ourPath(_ path: [String], _ type: DTCGType) -> [String] {
        let grouped = path.count == 1 ? group(path[0], type) : path
        // Most paths keep their names: then the array is shared, not copied.
        // A name that marks a token in the document's groups is renamed.
        let color = type == .color
        return grouped.contains(where: { DesignSystemDocument.marksToken($0, color: color) })
            ? grouped.map { DesignSystemDocument.marksToken($0, color: color) ? $0 + "_" : $0 } : grouped
    }

    /// The path of a token that has no group (a document's tokens all have one): split after its first word at the
    /// first `-`, `_` or space, so that its Swift name, made of the words of the whole path, is its own
    /// (`accent-color-100` → `accent.color-100`, `Color.dsAccentColor100`). A name of one word goes into `palette`
    /// (a color) or a group named by its type (`dimension.gutter`).
    static func group(_ name: String, _ type: DTCGType) -> [String] {
        let utf8 = name.utf8
        func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ")
        }
        if let firstWord = utf8.firstIndex(where: Naming.isWordByte),
            let separator = utf8[firstWord...].firstIndex(where: isSeparator),
            let rest = utf8[separator...].firstIndex(where: { !isSeparator($0) }),
            utf8[rest...].contains(where: Naming.isWordByte)
        {
            return [String(name[..<separator]), String(name[rest...])]
        }
        return [type == .color ? "palette" : type.rawValue, name]
    }

    // MARK: Trees per appearance

    /// The merged tree of one appearance's sources, the problems found building it, and whether any token has
    /// `$extensions.mode` (so that the appearances may differ although they read the same sources).
    static func tree(
        _ sources: [DTCGResolverPlan.Source], of files: [DTCGFile], mode: String, resolverIndex: Int?, strict: Bool
    ) -> (tree: TreeNode, problems: DTCGProblems, sawModes: Bool, notes: [DraftNote], skipped: [SkippedToken]) {
        var builder = TreeBuilder(problems: DTCGProblems(files: files), modeName: mode)
        builder.strict = strict
        var merged = TreeNode(
            file: 0, pointer: .root, node: JSONNode(.object([])), keyOffset: 0, isToken: false)
        for source in sources {
            switch source {
            case .file(let name):
                guard
                    let index = files.firstIndex(where: {
                        $0.sourceKey.map { $0 == name } ?? ($0.name == name || $0.name.hasSuffix("/" + name))
                    }),
                    let tree = builder.tree(file: index, node: files[index].root, pointer: files[index].pointer)
                else { continue }
                merged.merge(tree)
            case .inline(let node, let pointer):
                if let resolverIndex, let tree = builder.tree(file: resolverIndex, node: node, pointer: pointer) {
                    merged.merge(tree)
                }
            }
        }
        return (merged, builder.problems, builder.sawModes, builder.notes, builder.skipped)
    }

    // MARK: Run

    /// One token of either appearance, with its values in both.
    ///
    /// A class, as ``FlatToken`` is: the import passes every entry from list to list (placement, roles, the
    /// document), and copying a struct of these values would retain each of them.
    final class Entry: Sendable {
        let token: FlatToken
        let type: DTCGType
        let light: JSONValue?
        let dark: JSONValue?
        /// The dark appearance's `$value` as written, when its token differs from `token`.
        let darkWritten: JSONNode?

        init(token: FlatToken, type: DTCGType, light: JSONValue?, dark: JSONValue?, darkWritten: JSONNode?) {
            self.token = token
            self.type = type
            self.light = light
            self.dark = dark
            self.darkWritten = darkWritten
        }
    }

    /// Both appearances resolved (``resolveAll(_:resolverIndex:)``).
    struct Resolved {
        /// Every token of either appearance, light's order first.
        var entries: [Entry]
        var light: DTCGResolution
        var dark: DTCGResolution
        var lightTree: TreeNode
        /// Light's tokens whose values were converted once for both appearances.
        var sharedInBoth: Set<Int>
    }

    /// Both appearances resolved, and every token of either, light's order first.
    mutating func resolveAll(_ plan: DTCGImport.Appearances, resolverIndex: Int?) -> Resolved {
        var sharedInBoth: Set<Int> = []
        let (files, options) = (files, options)
        /// One appearance's tree, flattened; its problems start empty (they are merged below in a fixed order).
        @Sendable func resolution(
            _ sources: [DTCGResolverPlan.Source], mode: String
        ) -> (DTCGResolution, TreeNode, Bool) {
            let built = Self.tree(
                sources, of: files, mode: mode, resolverIndex: resolverIndex, strict: options.strict)
            var resolution = DTCGResolution(
                root: built.tree, problems: built.problems, remBase: options.remBase, strict: options.strict,
                ourPath: Self.ourPath)
            resolution.draftNotes += built.notes
            resolution.skipped = built.skipped
            return (resolution, built.tree, built.sawModes)
        }
        // Two appearances that read different sources are built on two cores. The same sources need a second
        // tree only when some token has modes; else one resolution serves both.
        var light: DTCGResolution
        var dark: DTCGResolution
        let lightTree: TreeNode
        if plan.light == plan.dark {
            let sawModes: Bool
            (light, lightTree, sawModes) = resolution(plan.light, mode: options.lightContext)
            self.sawModes = sawModes
            if !sawModes {
                var entries: [Entry] = []
                for index in light.tokens.indices {
                    let value = light.value(of: index)
                    guard let type = light.type(of: index), value != nil else { continue }
                    entries.append(
                        Entry(token: light.tokens[index], type: type, light: value, dark: value, darkWritten: nil))
                    sharedInBoth.insert(index)
                }
                problems.merge(light.problems)
                (draftNotes, skipped) = (light.draftNotes, light.skipped)
                return Resolved(
                    entries: entries, light: light, dark: light, lightTree: lightTree, sharedInBoth: sharedInBoth)
            }
            dark = resolution(plan.dark, mode: options.darkContext).0
        } else {
            ((dark, _, _), (light, lightTree, _)) = concurrently(
                { resolution(plan.dark, mode: options.darkContext) },
                { resolution(plan.light, mode: options.lightContext) })
        }
        // Every token of light in its order, with its dark twin, then the tokens only dark has.
        var order: [(light: Int?, dark: Int?)] = []
        order.reserveCapacity(max(light.tokens.count, dark.tokens.count))
        var darkOnly = [Bool](repeating: true, count: dark.tokens.count)
        // Dark often reads light's files and a few more, merged: its tokens are then mostly light's in light's
        // order, each after the last twin found.
        var nextTwin = 0
        for (index, token) in light.tokens.enumerated() {
            let twin = dark.index(of: token.dotted, guess: nextTwin)
            if let twin {
                darkOnly[twin] = false
                nextTwin = twin + 1
            }
            order.append((index, twin))
        }
        for index in dark.tokens.indices where darkOnly[index] { order.append((nil, index)) }
        // Values are converted in both appearances, so that every problem of either is reported: light's on this core
        // in light's order, each handed on as it is known, dark's on another in the order of the entries, taking light's
        // value of a token both write alike. Each appearance converts its tokens in the order one pass over the entries
        // takes (light's conversions never depend on dark's), so the values, problems and notes are that pass's.
        let relay = Relay<(value: JSONValue?, type: DTCGType?)>()
        let lightTokens = light.tokens
        let ((darkDone, entries, shared), lightDone) = concurrently(
            { [dark, order] in
                var dark = dark
                var entries: [Entry] = []
                var shared: [Int] = []
                for (lightIndex, darkIndex) in order {
                    let lightResult = lightIndex.flatMap { relay.value(at: $0) }
                    let lightValue = lightResult?.value
                    if let lightIndex, let darkIndex, lightTokens[lightIndex].file == dark.tokens[darkIndex].file,
                        lightTokens[lightIndex].value.offset == dark.tokens[darkIndex].value.offset,
                        !DTCGResolution.containsReference(dark.tokens[darkIndex].value)
                    {
                        // The same written value with no reference in it: the same in both appearances.
                        dark.seed(darkIndex, lightValue)
                        shared.append(lightIndex)
                    }
                    let darkValue = darkIndex.flatMap { dark.value(of: $0) }
                    guard let type = lightResult?.type ?? darkIndex.flatMap({ dark.type(of: $0) }),
                        let token = lightIndex.map({ lightTokens[$0] }) ?? darkIndex.map({ dark.tokens[$0] }),
                        lightValue != nil || darkValue != nil
                    else { continue }
                    entries.append(
                        Entry(
                            token: token, type: type, light: lightValue, dark: darkValue,
                            darkWritten: darkIndex.map { dark.tokens[$0].value }))
                }
                return (dark, entries, shared)
            },
            { [light] in
                var light = light
                for index in light.tokens.indices {
                    // The value first: it finds the type, which is then known.
                    let value = light.value(of: index)
                    relay.publish((value, light.type(of: index)))
                }
                relay.finish()
                return light
            })
        (light, dark) = (lightDone, darkDone)
        sharedInBoth.formUnion(shared)
        problems.merge(light.problems)
        problems.merge(dark.problems)
        (draftNotes, skipped) = (light.draftNotes + dark.draftNotes, light.skipped + dark.skipped)
        return Resolved(
            entries: entries, light: light, dark: dark, lightTree: lightTree, sharedInBoth: sharedInBoth)
    }

    mutating func run(
        plan: DTCGImport.Appearances, resolverIndex: Int?, rolesIndex: Int?
    ) throws(InterchangeError) -> DTCGImportResult {
        options.progress.report("Importing: resolving the tokens")
        let resolved = resolveAll(plan, resolverIndex: resolverIndex)
        let (entries, sharedInBoth) = (resolved.entries, resolved.sharedInBoth)
        let importing = "Importing \(ProgressUpdate.grouped(entries.count)) tokens"
        options.progress.report(importing + ": reading their values")
        let highContrast = highContrastValues(plan, resolverIndex: resolverIndex, entries: entries)
        var rootExtension = JSONNode(.null)
        if let node = resolved.lightTree.properties["$extensions"]?.node[DTCGImport.extensionKey] {
            rootExtension = node
        }
        var roleCandidates: [RoleCandidate] = []
        // A document dsys exported is brought back as it was: only its profile's roles are looked at.
        var roleOptions = options
        if !rootExtension.isNull { roleOptions.roleTables.otherProfiles = [] }
        let roleSpecs = RoleSpecs(roleOptions)
        let specs = roleSpecs.specs
        // An id two tokens of the files give identifies neither: it is left out of the document.
        var sharedIDs = Set<String>()
        do {
            var seen = Set<String>()
            for entry in entries {
                if let id = DTCGImport.tokenID(in: entry.token.extensions), !seen.insert(id).inserted {
                    sharedIDs.insert(id)
                }
            }
        }
        // The colors go into the document on another core while this one places the other tokens and converts them.
        // Each side keeps what it found of each entry, and both are then taken in the entries' order (the notes of
        // renamed paths, where each token lands, the problems, the roles' candidates), as one pass over the entries
        // takes them. A color an export marked with one of dsys's categories (a mistake, which is reported) is this
        // core's, as every other token is, and so are all the colors then.
        let colorsApart = !entries.contains { entry in
            entry.type == .color && entry.token.extensions?[DTCGImport.extensionKey]?["category"]?.stringValue != nil
        }
        let colorEntries = colorsApart ? entries.indices.filter { entries[$0].type == .color } : []
        let highContrastColors = highContrast.colors
        var document = DocumentParts()
        var placedStyles: [(name: String, entry: Entry, metadata: TokenForms.Metadata)] = []
        // This core's part of each list, in the entries' order, merged with the colors' below. Where each token lands
        // in the document, so that a problem the document's own rules find points at it.
        var origins: [(category: TokenCategory, path: [String], entry: Int)] = []
        origins.reserveCapacity(entries.count)
        var candidates: [(entry: Int, candidate: RoleCandidate)] = []
        var renames: [(entry: Int, path: [String], ours: [String], type: DTCGType)] = []
        // The problems this core finds, and the entries they are found at. Until they are taken in the entries' order
        // below, `problems` holds only these: nothing in the loop reads it, and nothing leaves the loop early.
        let problemsBefore = problems
        problems = DTCGProblems(files: files)
        var problemsFound: [(entry: Int, end: Int)] = []
        // The colors this core writes: all of them, when they are not apart.
        var placedColors: [PlacedColor] = []
        let (apart, placement) = concurrently(
            { [entries, sharedIDs] in
                let colors = OrderedTree()
                let placed = colorEntries.compactMap { index in
                    Self.placeColor(
                        entries[index], index: index, into: colors, highContrast: highContrastColors,
                        sharedIDs: sharedIDs)
                }
                return PlacedColors(tree: colors, placed: placed)
            },
            { () -> Placement in
                // Where every token other than a color goes, first: references between them are written as
                // references, whichever comes first. Files dsys exported say where each token goes (its extension's
                // category); others are placed by group names. An update keeps the names the document's scale steps
                // have.
                let placement = Placement(
                    entries, specs: specs, byGroupNames: rootExtension.isNull,
                    kept: updated.map { Placement.KeptSteps($0.root) })
                for (index, entry) in entries.enumerated() where !(colorsApart && entry.type == .color) {
                    defer {
                        if problems.list.count > (problemsFound.last?.end ?? 0) {
                            problemsFound.append((index, problems.list.count))
                        }
                    }
                    let (token, type) = (entry.token, entry.type)
                    guard let value = entry.light ?? entry.dark else { continue }
                    let darkResolved = entry.dark ?? value
                    let dsys = token.extensions?[DTCGImport.extensionKey]
                    let metadata = Self.metadata(of: token, sharedIDs: sharedIDs)
                    let remembered = dsys?["written"]?.value
                    if let category = dsys?["category"]?.stringValue,
                        let converted = categoryToken(
                            category, token: token, value: placement.written(index, value), metadata: metadata,
                            dsys: dsys, placement: placement)
                    {
                        document.add(
                            category: converted.category, name: token.path.last ?? "", value: converted.value,
                            remembered: remembered)
                        if let category = TokenCategory(rawValue: converted.category.rawValue) {
                            origins.append((category, [token.path.last ?? ""], index))
                        }
                        continue
                    }
                    if let key = placement.keys[index], key.category != .other {
                        let name = key.path.description
                        origins.append((key.category, [name], index))
                        switch key.category {
                        case .typography: placedStyles.append((name, entry, metadata))
                        case .spacing, .radius:
                            let size = TokenForms.size(placement.written(index, value), metadata: metadata)
                            if key.category == .spacing {
                                document.spacing.insert([name], size)
                            } else {
                                document.radius.insert([name], size)
                            }
                        default: break
                        }
                        candidates.append(
                            (
                                index,
                                RoleCandidate(
                                    dtcgPath: token.dotted, ourPath: [key.category.rawValue, name], type: type,
                                    value: value, file: token.file, offset: token.keyOffset, key: key)
                            ))
                        continue
                    }
                    if type == .color {
                        if let placed = Self.placeColor(
                            entry, index: index, into: document.colors, highContrast: highContrastColors,
                            sharedIDs: sharedIDs)
                        {
                            placedColors.append(placed)
                        }
                        continue
                    }
                    let path = Self.ourPath(token.path, type)
                    renames.append((index, token.path, path, type))
                    origins.append((.other, path, index))
                    let kind = dsys?["type"]?.stringValue.flatMap { $0 == "opacity" && type == .number ? $0 : nil }
                    var written = placement.written(index, value)
                    if type == .gradient, let angle = dsys?["angle"]?.value {
                        written = TokenForms.object([
                            ("angle", placement.written(angle, type: .number)), ("stops", written),
                        ])
                    }
                    // A dark value that is written as the light one (the same reference) is not repeated.
                    var dark = darkResolved == value ? nil : placement.writtenDark(index, darkResolved)
                    if dark == written { dark = nil }
                    let natural = TokenForms.other(
                        type: kind ?? type.rawValue, value: written, dark: dark, metadata: metadata)
                    if !document.addOther(path, TokenForms.preferred(.other, imported: natural, remembered: remembered))
                    {
                        reportCollision(token, path)
                    }
                    candidates.append(
                        (
                            index,
                            RoleCandidate(
                                dtcgPath: token.dotted, ourPath: path, type: type, value: value, file: token.file,
                                offset: token.keyOffset, key: TokenKey(.other, TokenPath(path)))
                        ))
                }
                return placement
            })
        if colorsApart {
            document.useColors(apart.tree)
            placedColors = apart.placed
        }
        let found = problems
        problems = problemsBefore

        // Both sides' findings, in the entries' order.
        (origins, roleCandidates) = takeInEntryOrder(
            entries, placedColors, renames: renames, origins: origins, candidates: candidates, problems: found,
            foundAt: problemsFound)

        // Strings have no DTCG type; an export keeps them in the root extension.
        if case .array(let strings)? = rootExtension["strings"]?.value {
            for entry in strings {
                guard let dotted = entry["path"]?.stringValue, let token = entry["token"]?.value else { continue }
                document.addOther(TokenPath(dotted: dotted).components, token)
            }
        }

        options.progress.report(importing + ": filling the roles")
        let defaultScales = useDefaultScales(
            in: &document, hasTextStyles: !placedStyles.isEmpty, rolesIndex: rolesIndex,
            candidates: &roleCandidates)
        var roleChoices: [DTCGImportResult.RoleChoice] = []
        var roleMapper = RoleMapper(
            candidates: roleCandidates, document: document, problems: problems, files: files, rolesIndex: rolesIndex,
            specs: roleSpecs, placed: Set(placement.keys.compactMap { $0 }),
            mappedByDocument: Self.mappedRoles(rootExtension), options: roleOptions,
            highContrast: !highContrast.colors.isEmpty,
            unreadable: problems.list.isEmpty ? [] : Self.unreadable(entries, resolved.light, resolved.dark),
            recorded: updated?.recordedRoles(
                specs, shared: options.roleTables.sharedProfile, profile: options.profile) ?? [:],
            recordedEntries: updated?.recordedProfileEntries(
                specs, shared: options.roleTables.sharedProfile, profile: options.profile) ?? [:])
        // A role that cannot be filled is only worth reporting when the tokens themselves are fine.
        roleMapper.apply(
            into: &document, choices: &roleChoices, rootExtension: rootExtension,
            reportMissing: problems.list.isEmpty && !earlierProblems)
        problems = roleMapper.problems
        if !roleMapper.questions.isEmpty {
            guard problems.list.isEmpty else {
                // Every problem at once: the roles asked, beside the roles file's mistakes.
                throw .invalidTokens(diagnostics: problems.list + roleMapper.questions.map(\.diagnostic))
            }
            throw .rolesToAnswer(questions: roleMapper.questions)
        }
        // Text styles last: whether one uses the mono family depends on the family the roles chose.
        let monoFamily = JSONNode(roleMapper.fonts)["mono"]?.stringValue
        for style in placedStyles {
            document.typography.insert(
                [style.name], placement.textStyle(style.entry, monoFamily: monoFamily, metadata: style.metadata))
        }

        // With problems of an earlier stage, the document is not built: its own checks would only repeat them.
        guard problems.list.isEmpty, !earlierProblems else { throw .invalidTokens(diagnostics: problems.list) }

        let root = JSONNode(
            document.json(
                rootExtension: rootExtension, fallbackName: options.name, fonts: roleMapper.fonts,
                profile: options.profile, namesProfile: options.namesProfile,
                filled: Set(
                    specs.flatMap { $0.serves.map(\.profile) } + [options.roleTables.sharedProfile].compactMap { $0 }),
                kept: updated?.root))
        // The document is checked as `validate` would while its text is written, and what the result reports of the
        // tokens is gathered: checking is the longer side, and this core would otherwise wait for it.
        options.progress.report(importing + ": checking the document")
        let requirements = options.requirements
        let designSystem: DesignSystem
        let (text, gamut, identifiedTokenCount): (String, [DTCGImportResult.GamutReport], Int)
        // Both appearances' resolutions and the light tree are held here until the document is checked, then freed
        // on another core with the rest (below): freeing tens of thousands of tokens' values is work of its own,
        // and while the document is checked, both cores are busy.
        var resolutions = Optional(consume resolved)
        do {
            (designSystem, (text, gamut, identifiedTokenCount)) = try concurrently(
                { () throws(InterchangeError) in try Self.check(root, requirements: requirements) },
                { () throws(InterchangeError) in
                    let text = CanonicalJSON.text(of: root)
                    let gamut = resolutions.map { Self.gamutReports($0.light, $0.dark, sharedInBoth: sharedInBoth) }
                    let identified = entries.count(where: { entry in
                        DTCGImport.tokenID(in: entry.token.extensions).map { !sharedIDs.contains($0) } ?? false
                    })
                    return (text, gamut ?? [], identified)
                })
        } catch {
            guard case .invalidTokens(let diagnostics) = error else { throw error }
            throw .invalidTokens(diagnostics: located(diagnostics, origins: origins, entries: entries))
        }
        var result = DTCGImportResult(
            documentText: text, designSystem: designSystem, importedTokenCount: entries.count,
            roles: roleChoices, defaultScales: defaultScales.defaults,
            gamutMappings: gamut, renamed: renamed, grouped: grouped,
            modifier: nil, lostRoles: roleMapper.lostRoles, keptScales: defaultScales.kept)
        result.highContrastColorCount = highContrast.colors.count
        result.highContrastOtherTokens = highContrast.otherTokens
        result.unfilledRoles = roleMapper.unfilled
        result.movedToRoles = roleMapper.movedToRoles
        result.identifiedTokenCount = identifiedTokenCount
        result.sharedIDs = sharedIDs.sorted()
        // What was built on the way (both resolutions, tens of thousands of entries and candidates, the document's
        // tree) is freed on another core: the import's result does not wait for it.
        releaseElsewhere((resolutions.take(), consume entries, consume roleCandidates, consume roleMapper))
        releaseElsewhere((consume placement, consume document, consume origins, consume root))
        return result
    }

    /// Fills each scale the files have no token of (and whose roles the roles file does not map) with the steps of
    /// the same scale in the document being updated, if it has them (its own edits of the defaults are kept), else in
    /// ``DTCGImport/Options/defaultScales``, each marked as dsys's default (the starter's own descriptions are about
    /// the starter). Returns the scales taken from each; the default steps are candidates for the roles of that
    /// scale that other profiles name otherwise.
    private func useDefaultScales(
        in document: inout DocumentParts, hasTextStyles: Bool, rolesIndex: Int?, candidates: inout [RoleCandidate]
    ) -> (defaults: [(category: String, count: Int)], kept: [(category: String, count: Int)]) {
        var starter: JSONNode?
        if let text = options.defaultScales {
            var parser = JSONParser(bytes: Array(text.utf8))
            starter = try? parser.parseDocument()
        }
        var mappedRoles: [String] = []
        if let rolesIndex, case .object(let members) = files[rolesIndex].root.value { mappedRoles = members.map(\.key) }
        mappedRoles += options.roleTables.answers.map(\.role)
        var used: [(category: String, count: Int)] = []
        var kept: [(category: String, count: Int)] = []
        let what = [TokenCategory.typography: "text styles", .spacing: "spacing", .radius: "radii"]
        for (category, scale) in [
            (TokenCategory.typography, document.typography), (.spacing, document.spacing), (.radius, document.radius),
        ] {
            guard scale.isEmpty, category != .typography || !hasTextStyles,
                !mappedRoles.contains(where: { $0.hasPrefix(category.rawValue + ".") })
            else { continue }
            if case .object(let steps)? = updated?.root["tokens"]?[category.rawValue]?.value, !steps.isEmpty {
                for step in steps { scale.insert([step.key], step.value.value) }
                kept.append((category.rawValue, steps.count))
            } else if case .object(let steps)? = starter?["tokens"]?[category.rawValue]?.value, !steps.isEmpty {
                for step in steps {
                    scale.insert([step.key], RoleDefaults.marked(step.value.value, what: what[category] ?? ""))
                    // A text style's size, a step's value: what a role of another name is compared with.
                    let number = step.value.numberValue ?? step.value["value"]?.numberValue
                    let value: JSONValue =
                        category == .typography
                        ? .object([JSONMember(key: "fontSize", value: step.value["size"] ?? JSONNode(.null))])
                        : number.map { .number($0, lexeme: NumberText.shortest($0)) } ?? .null
                    candidates.append(
                        RoleCandidate(
                            dtcgPath: "\(category.rawValue).\(step.key)", ourPath: [category.rawValue, step.key],
                            type: category == .typography ? .typography : .dimension, value: value, file: files.count,
                            offset: 0, key: TokenKey(category, TokenPath([step.key]))))
                }
                used.append((category.rawValue, steps.count))
            }
        }
        return (used, kept)
    }

    /// The tokens of either appearance that have no value (their problems say why).
    private static func unreadable(
        _ entries: [Entry], _ light: DTCGResolution, _ dark: DTCGResolution
    ) -> Set<String> {
        let imported = Set(entries.map(\.token.dotted))
        return Set((light.tokens + dark.tokens).map(\.dotted).filter { !imported.contains($0) })
    }

    /// What a problem of the document the import would write says after its message.
    static let documentNote = " (in the document the import would write; rename the DTCG token)"

    /// The colors brought into sRGB, light's then dark's; a color both appearances share (the same note in both, or
    /// converted once for both: `sharedInBoth`, indices of light's tokens) is reported once, without an appearance.
    private static func gamutReports(
        _ light: DTCGResolution, _ dark: DTCGResolution, sharedInBoth: Set<Int>
    ) -> [DTCGImportResult.GamutReport] {
        var gamut: [DTCGImportResult.GamutReport] = []
        // Colors converted once for both appearances count as in both.
        let sharedPaths = Set(sharedInBoth.map { light.tokens[$0].path })
        // A note is known by its token and the color it maps (not by a text made of them: an array in a string
        // interpolation is described element by element, each through the runtime's dynamic casts).
        struct Key: Hashable {
            let path: [String]
            let original: String
        }
        let lightNotes = Set(light.gamutNotes.map { Key(path: $0.tokenPath, original: $0.original) })
        let darkNotes = Set(dark.gamutNotes.map { Key(path: $0.tokenPath, original: $0.original) })
        for (appearance, notes) in [("light", light.gamutNotes), ("dark", dark.gamutNotes)] {
            for note in notes {
                let key = Key(path: note.tokenPath, original: note.original)
                if appearance == "dark", lightNotes.contains(key) { continue }
                let shared =
                    lightNotes.contains(key) && (darkNotes.contains(key) || sharedPaths.contains(note.tokenPath))
                gamut.append(
                    .init(
                        token: note.tokenPath.joined(separator: "."), appearance: shared ? nil : appearance,
                        original: note.original, mapped: note.mapped.lowercaseHex, deltaEOK: note.deltaEOK))
            }
        }
        return gamut
    }

    /// Loads the document the import would write, as `validate` would; its problems name the DTCG tokens to rename.
    private static func check(
        _ root: JSONNode, requirements: @escaping DesignSystemDocument.Requirements
    ) throws(InterchangeError) -> DesignSystem {
        do {
            return try DesignSystemDocument.load(root: root, file: "(imported document)", requirements: requirements)
        } catch {
            switch error {
            case .invalidDocument(let file, let diagnostics):
                throw .invalidTokens(
                    diagnostics: diagnostics.map {
                        var diagnostic = $0
                        diagnostic.message += documentNote
                        return FileDiagnostic(file: file, diagnostic: diagnostic)
                    })
            }
        }
    }

    /// The problems of the document the import would write, each at the token file's line and column of the token
    /// it came from (its DTCG pointer, the document's in the message); a problem of no one token (a role missing
    /// from a group) stays on the document.
    private func located(
        _ diagnostics: [FileDiagnostic], origins: [(category: TokenCategory, path: [String], entry: Int)],
        entries: [Entry]
    ) -> [FileDiagnostic] {
        var entryByPointer: [JSONPointer: Int] = [:]
        entryByPointer.reserveCapacity(origins.count)
        for origin in origins {
            let pointer = JSONPointer(["tokens", origin.category.rawValue] + origin.path)
            if entryByPointer[pointer] == nil { entryByPointer[pointer] = origin.entry }
        }
        return diagnostics.map { problem in
            var pointer = problem.diagnostic.pointer
            while !pointer.isRoot {
                if let index = entryByPointer[pointer] {
                    let token = entries[index].token
                    let name = token.file < files.count ? files[token.file].name : "(resolver)"
                    let position =
                        token.file < files.count ? files[token.file].lines.position(of: token.keyOffset) : (1, 1)
                    var diagnostic = problem.diagnostic
                    diagnostic.pointer = token.pointer
                    (diagnostic.line, diagnostic.column) = position
                    if diagnostic.message.hasSuffix(Self.documentNote) {
                        diagnostic.message.removeLast(Self.documentNote.count)
                    }
                    diagnostic.message +=
                        " (at \(problem.diagnostic.pointer) in the document the import would write; rename the DTCG "
                        + "token)"
                    return FileDiagnostic(file: name, diagnostic: diagnostic)
                }
                pointer = pointer.parent
            }
            return problem
        }
    }

    /// The roles a dsys export's document maps, as `profile role` (its root extension keeps the document's
    /// `roles`).
    private static func mappedRoles(_ rootExtension: JSONNode) -> Set<String> {
        guard case .object(let profiles)? = rootExtension["roles"]?.value else { return [] }
        var result: Set<String> = []
        for profile in profiles {
            guard case .object(let members) = profile.value.value else { continue }
            for member in members { result.insert("\(profile.key) \(member.key)") }
        }
        return result
    }

    /// Records a path that changed: a token given a group (see ``group(_:_:)``), or a name dsys reserves.
    private mutating func noteRename(_ path: [String], _ ours: [String], _ type: DTCGType) {
        guard path != ours else { return }
        let from = path.joined(separator: ".")
        guard renamedSeen.insert(from).inserted else { return }
        if path.count == 1, ours == Self.group(path[0], type) {
            grouped.append((from, ours.joined(separator: ".")))
        } else {
            renamed.append((from, ours.joined(separator: ".")))
        }
    }

    private mutating func reportCollision(_ token: FlatToken, _ path: [String]) {
        problems.report(
            .identifierCollision, file: token.file, token.pointer, offset: token.keyOffset,
            "{\(token.dotted)} would land on \(path.joined(separator: ".")), where another token already is; "
                + "rename one of them")
    }

    /// Where a color of the files lands in the document (``placeColor(_:index:into:highContrast:sharedIDs:)``).
    struct PlacedColor: Sendable {
        /// Its index among the entries.
        let index: Int
        let path: [String]
        /// False when another color took the path first.
        let landed: Bool
        /// `nil` for a color whose values are not both strings, which is not written.
        let candidate: RoleCandidate?
    }

    /// The colors another core wrote into a tree of its own, and where each landed. The tree is handed over whole
    /// once that core is done, and only then read or written here.
    private struct PlacedColors: @unchecked Sendable {
        let tree: OrderedTree
        let placed: [PlacedColor]
    }

    /// Writes the color `entry` (at `index` among the entries) into `colors`, with its high-contrast values and its
    /// metadata; `nil` for an entry without a value.
    private static func placeColor(
        _ entry: Entry, index: Int, into colors: OrderedTree,
        highContrast: [String: (light: String?, dark: String?)], sharedIDs: Set<String>
    ) -> PlacedColor? {
        let token = entry.token
        guard let value = entry.light ?? entry.dark else { return nil }
        let path = ourPath(token.path, .color)
        guard case .string(let lightText) = value, case .string(let darkText) = entry.dark ?? value else {
            return PlacedColor(index: index, path: path, landed: true, candidate: nil)
        }
        let contrast = highContrast[token.dotted]
        let natural = TokenForms.color(
            light: lightText, dark: darkText, lightHighContrast: contrast?.light, darkHighContrast: contrast?.dark,
            metadata: metadata(of: token, sharedIDs: sharedIDs))
        let remembered = token.extensions?[DTCGImport.extensionKey]?["written"]?.value
        let landed = colors.insert(path, TokenForms.preferred(.color, imported: natural, remembered: remembered))
        return PlacedColor(
            index: index, path: path, landed: landed,
            candidate: RoleCandidate(
                dtcgPath: token.dotted, ourPath: path, type: .color, value: value, file: token.file,
                offset: token.keyOffset, key: nil, dark: darkText == lightText ? nil : darkText,
                lightHighContrast: contrast?.light, darkHighContrast: contrast?.dark))
    }

    /// What the conversion of the entries found (`renames`, `origins`, `candidates`, and the problems in `found`,
    /// `foundAt` giving the entry of each run of them) and where the colors landed (`placed`), taken in the entries'
    /// order, as one pass over them would take them: the renamed paths are noted, the problems reported (at one entry,
    /// a problem of its conversion before the collision of its color), and the origins and candidates returned.
    private mutating func takeInEntryOrder(
        _ entries: [Entry], _ placed: [PlacedColor],
        renames: [(entry: Int, path: [String], ours: [String], type: DTCGType)],
        origins: [(category: TokenCategory, path: [String], entry: Int)],
        candidates: [(entry: Int, candidate: RoleCandidate)],
        problems found: DTCGProblems, foundAt: [(entry: Int, end: Int)]
    ) -> (origins: [(category: TokenCategory, path: [String], entry: Int)], candidates: [RoleCandidate]) {
        let colorRenames = placed.map { color in
            (entry: color.index, path: entries[color.index].token.path, ours: color.path, type: DTCGType.color)
        }
        for rename in Self.inEntryOrder(renames, colorRenames, entry: \.entry) {
            noteRename(rename.path, rename.ours, rename.type)
        }
        enum Finding {
            /// Problems this core found, by their places in its list.
            case found(Range<Int>)
            case collision(PlacedColor)
        }
        var findings: [(entry: Int, finding: Finding)] = []
        var start = 0
        for mark in foundAt {
            findings.append((mark.entry, .found(start..<mark.end)))
            start = mark.end
        }
        let collisions = placed.filter { !$0.landed }.map { (entry: $0.index, finding: Finding.collision($0)) }
        for (_, finding) in Self.inEntryOrder(findings, collisions, entry: \.entry) {
            switch finding {
            case .found(let range): for diagnostic in found.list[range] { problems.report(diagnostic) }
            case .collision(let color): reportCollision(entries[color.index].token, color.path)
            }
        }
        let colorOrigins = placed.map { (category: TokenCategory.color, path: $0.path, entry: $0.index) }
        let colorCandidates = placed.compactMap { color in color.candidate.map { (entry: color.index, candidate: $0) } }
        return (
            Self.inEntryOrder(origins, colorOrigins, entry: \.entry),
            Self.inEntryOrder(candidates, colorCandidates, entry: \.entry).map(\.candidate)
        )
    }

    /// `first` and `second`, each in the order of their entries (`entry`), as one list in that order; where both have
    /// something of one entry, `first`'s comes first.
    private static func inEntryOrder<Element>(
        _ first: [Element], _ second: [Element], entry: (Element) -> Int
    ) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(first.count + second.count)
        var (next, other) = (0, 0)
        while next < first.count || other < second.count {
            if other == second.count || (next < first.count && entry(first[next]) <= entry(second[other])) {
                result.append(first[next])
                next += 1
            } else {
                result.append(second[other])
                other += 1
            }
        }
        return result
    }

    private static func metadata(of token: FlatToken, sharedIDs: Set<String>) -> TokenForms.Metadata {
        var result = TokenForms.Metadata()
        if let description = token.description { result.description = .string(description) }
        switch token.deprecated {
        case .bool(true)?: result.deprecated = .bool(true)
        case .string(let reason)?: result.deprecated = .string(reason)
        default: break
        }
        if case .object(var members)? = token.extensions?.value {
            // dsys's own data and the mode convention (now light and dark) are not kept as extensions.
            members.removeAll { $0.key == DTCGImport.extensionKey || $0.key == "mode" }
            if !members.isEmpty { result.extensions = .object(members) }
        }
        if let id = DTCGImport.tokenID(in: token.extensions), !sharedIDs.contains(id) { result.id = .string(id) }
        // What a dsys export kept of a deprecated token's successor (document keys, which the import keeps).
        if result.deprecated != nil, let dsys = token.extensions?[DTCGImport.extensionKey] {
            result.renamed = dsys["renamed"]?.value
            result.replacedBy = dsys["replaced_by"]?.value
        }
        return result
    }

    /// A token an export wrote for one of dsys's own categories (text styles, spacing, radii, shadows).
    private mutating func categoryToken(
        _ category: String, token: FlatToken, value: JSONValue, metadata: TokenForms.Metadata, dsys: JSONNode?,
        placement: Placement
    ) -> (category: TokenForms.Category, value: JSONValue)? {
        let node = JSONNode(value)
        switch category {
        case "spacing", "radius":
            guard value.numberValue != nil || TokenKey(reference: node.stringValue ?? "") != nil else { break }
            return (category == "spacing" ? .spacing : .radius, TokenForms.size(value, metadata: metadata))
        case "typography":
            guard let size = node["fontSize"]?.value, let relativeTo = dsys?["relative_to"]?.value else { break }
            let weightNumber = node["fontWeight"]?.numberValue ?? 400
            let writtenWeight = dsys?["weight"]?.stringValue
            let weight: JSONValue? =
                writtenWeight.map { FontWeightScale.number($0) == weightNumber } == true
                ? writtenWeight.map(JSONValue.string)
                : (writtenWeight == nil && weightNumber == 400 ? nil : .string(FontWeightScale.name(weightNumber)))
            // The line height, letter spacing and design as the document wrote them travel in the extension.
            let references = placement.memberReferences(token)
            return (
                .typography,
                TokenForms.textStyle(
                    size: references["fontSize"] ?? size, relativeTo: relativeTo, family: dsys?["family"]?.value,
                    weight: references["fontWeight"] ?? weight, lineHeight: dsys?["line_height"]?.value,
                    letterSpacing: dsys?["letter_spacing"]?.value, design: dsys?["design"]?.value, metadata: metadata)
            )
        case "shadow":
            var opacities: [JSONValue] = []
            switch dsys?["opacity"]?.value {
            case .array(let values)?: opacities = values.map(\.value)
            case let value?: opacities = [value]
            case nil: break
            }
            if let shadow = TokenForms.shadow(layers: node, opacities: opacities, metadata: metadata) {
                return (.shadow, shadow)
            }
        default: break
        }
        problems.report(
            .invalidValue, file: token.file, token.pointer.appending("$extensions"), offset: token.keyOffset,
            "the \(DTCGImport.extensionKey) extension marks this as a dsys \(category) token, but its value or "
                + "extension does not fit one; remove the extension to import it as a plain token")
        return nil
    }
}

extension JSONValue {
    fileprivate var arrayFirst: JSONNode? {
        if case .array(let elements) = self { return elements.first }
        return nil
    }
}
