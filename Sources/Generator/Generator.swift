import Tokens

/// An output profile: one way of turning a design system into a Swift package.
public enum OutputProfile: String, Sendable, CaseIterable {
    /// The profile of seed 000: `Color.dsX`, `DSFont`, `DSSpacing`, six `DS` components.
    case dsys

    /// The profile of seed 001: `@Environment(\.dsTheme)`, theme contracts with a default theme, atoms, molecules
    /// and organisms.
    case theme

    /// The profile of seed 003: one `AppTheme.swift` of nested enums (`AppTheme.Colors.textPrimary`) for iOS and macOS.
    case apptheme

    /// The profile of seed 002: a namespaced asset catalog, `Color.Brand.primary`, `DSTypography`, `dsTextStyle`.
    case catalog

    /// The profile of seed 004: `ColorToken`, `TypographyToken`, `SpacingToken`, `ShapeToken`, `ShadowToken` and
    /// `GradientToken` enums, SwiftUI styles, and generated XCTest cases that hold the values to the document.
    case tokens

    /// The profile a document is generated with when it names none.
    public static let `default` = OutputProfile.dsys

    /// The profile's rules and file builders.
    var implementation: any Profile {
        switch self {
        case .dsys: DSysProfile()
        case .theme: ThemeProfile()
        case .apptheme: AppThemeProfile()
        case .catalog: CatalogProfile()
        case .tokens: TokensProfile()
        }
    }

    /// The roles the profile's files use, each filled by one of the document's tokens.
    public var roles: [TokenRole] { implementation.roles }

    /// The contrast pairs the profile's components draw in `designSystem` (``componentPairs(in:)``, each pair of
    /// tokens once), the defaults of its contrast checks (``ContrastMatrix/checks(of:defaults:)``,
    /// ``SemanticDiff/between(_:_:policy:contrastPairs:)``).
    public func contrastPairs(of designSystem: DesignSystem) -> [ContrastPair] {
        ComponentContrast.contrastPairs(of: self, in: designSystem, roles: implementation.assignment(in: designSystem))
    }

    /// The names of every profile, for messages: `dsys, theme`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The profile a document is generated with: `override` (a `--profile` option), else the one the document
    /// names, else the default. `nil` when the document names a profile this dsys does not have.
    public static func chosen(for designSystem: DesignSystem, override: OutputProfile? = nil) -> OutputProfile? {
        if let override { return override }
        guard let name = designSystem.profile else { return .default }
        return OutputProfile(rawValue: name)
    }

    /// That `name` is no profile of this dsys, with the closest one or the list of them.
    private static func unknownProfile(_ name: String) -> String {
        let message = "there is no output profile \(Suggestions.quoted(name))"
        if let suggestion = Suggestions.closest(name, among: allCases.map(\.rawValue)) {
            return message + "; did you mean \"\(suggestion)\"?"
        }
        return message + "; this dsys has \(names)"
    }

    /// What `profile` (or, when `nil`, the profile the document names) needs of a document, as requirements for
    /// ``DesignSystemDocument/load(_:file:requirements:)``: every profile's role mappings are checked, and the
    /// chosen profile's roles and rules. With `contrast` `.breaking` (what `validate` and `publish` check by
    /// default), every pair the profile's components draw below its level that the document does not waive is a
    /// problem too (``ContrastAudit``); `.warn` and `nil` leave contrast to the caller.
    public static func requirements(
        override: OutputProfile? = nil, contrast: AccessibilityPolicy? = nil
    ) -> DesignSystemDocument.Requirements {
        { designSystem in
            var problems: [RequirementProblem] = []
            for mappings in designSystem.roleMappings where OutputProfile(rawValue: mappings.profile) == nil {
                problems.append(
                    RequirementProblem(
                        .unknownRole, at: JSONPointer(["roles", mappings.profile]), unknownProfile(mappings.profile)))
            }
            guard let profile = chosen(for: designSystem, override: override) else {
                return problems + [
                    RequirementProblem(
                        .invalidValue, at: JSONPointer(["profile"]), unknownProfile(designSystem.profile ?? ""))
                ]
            }
            for other in allCases where other != profile {
                // Another profile's mappings must still name its roles, so a document stays valid for each.
                problems += other.implementation.mappingProblems(in: designSystem)
            }
            problems += profile.implementation.check(designSystem)
            // Contrast is measured on a document whose roles are all filled: a missing role is the problem to fix.
            if contrast == .breaking, problems.isEmpty {
                problems += ContrastAudit.of(designSystem, profile: profile).problems(in: designSystem)
            }
            return problems
        }
    }
}

/// Turns a validated design system into the files of a generated package.
///
/// Pure and deterministic: the same document, generator version and profile give the same
/// files with the same bytes, in the same order.
public enum Generator {
    /// The version of the generator, recorded with every published revision. Bump it whenever
    /// generated bytes change for the same document.
    public static let version = "0.3.1"

    /// Every file of the package for `designSystem`, sorted by path. The document must meet the profile's
    /// requirements (``OutputProfile/requirements(override:contrast:)``).
    ///
    /// `companions`: files at the package's root that come with it but are not generated (a published version's
    /// `CHANGELOG.md`). A target whose folder is the package's own excludes them, so that SwiftPM warns neither of an
    /// unhandled file where they are nor of an invalid exclude where they are not.
    public static func generate(
        _ designSystem: DesignSystem, profile: OutputProfile = .default, companions: [String] = []
    ) -> [GeneratedFile] {
        package(designSystem, profile: profile, companions: companions).files
    }

    /// The package for `designSystem` (``generate(_:profile:companions:)``), generated incrementally on `previous`
    /// when given: the package of another document (typically the revision before), of any profile. A file made by a
    /// builder from an input equal to the one it was made from in `previous` (a colorset whose color is unchanged) is
    /// taken from it, not rendered again; the other files are made as a full generation makes them. The files are
    /// the same bytes at the same paths as without `previous` (`IncrementalGenerationTests`).
    public static func package(
        _ designSystem: DesignSystem, profile: OutputProfile = .default, companions: [String] = [],
        reusing previous: GeneratedPackage? = nil
    ) -> GeneratedPackage {
        let implementation = profile.implementation
        let plan = implementation.plan(of: designSystem, roles: implementation.assignment(in: designSystem))
        let recipes = plan.recipes
        // The recipes' files (most of a package's files) are rendered on the other cores while the rest is made.
        let (recipeFiles, madeFiles) = concurrently(
            {
                let reused = previous.map { $0.files(for: recipes) } ?? []
                return concurrentMap(Array(recipes.indices)) { index in
                    (reused.isEmpty ? nil : reused[index]) ?? recipes[index].make()
                }
            }, { plan.made().map(\.file) })
        var files = madeFiles
        if !companions.isEmpty, let index = files.firstIndex(where: { $0.path == PackageManifestFile.path }) {
            files[index] = PackageManifestFile.excluding(companions, from: files[index])
        }
        files += recipeFiles
        // By the bytes of the path, each spelled out once (comparing UTF-8 views is slow).
        let keys = files.map { Array($0.path.utf8) }
        return GeneratedPackage(
            files: keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { files[$0] },
            fingerprints: recipes.map(\.fingerprint), recipeFiles: recipeFiles)
    }
}

/// The files of a generated package, and what the files made from recipes were made of, for a later generation to
/// reuse (``Generator/package(_:profile:companions:reusing:)``).
public struct GeneratedPackage: Sendable {
    /// Every file of the package, sorted by the bytes of its path.
    public let files: [GeneratedFile]
    /// What each file made by a builder (``FileRecipe``) was made of, and that file, in the plan's order.
    let fingerprints: [FileFingerprint]
    let recipeFiles: [GeneratedFile]

    /// For each of `recipes`, the file this package made of an equal fingerprint, if any. Consecutive revisions plan
    /// their recipes in the same order but where tokens were added, removed or moved: each is compared with the
    /// recipe at its own place first, which costs an equality (hashing every input costs as much as rendering a
    /// colorset). Only the recipes that differ there are looked up by fingerprint, among this package's recipes that
    /// no recipe matched at their place: a one-color change hashes one input, not thousands. (A recipe equal to one
    /// matched at its place elsewhere, a duplicate, is rendered again: the bytes are the same either way.)
    func files(for recipes: [FileRecipe]) -> [GeneratedFile?] {
        var found = [GeneratedFile?](repeating: nil, count: recipes.count)
        var matched = [Bool](repeating: false, count: fingerprints.count)
        var unmatched: [Int] = []
        for index in recipes.indices {
            if index < fingerprints.count, fingerprints[index] == recipes[index].fingerprint {
                found[index] = recipeFiles[index]
                matched[index] = true
            } else {
                unmatched.append(index)
            }
        }
        guard !unmatched.isEmpty else { return found }
        var byFingerprint: [FileFingerprint: GeneratedFile] = [:]
        // Backwards, so that the first of equal fingerprints is the one kept.
        for index in fingerprints.indices.reversed() where !matched[index] {
            byFingerprint[fingerprints[index]] = recipeFiles[index]
        }
        for index in unmatched { found[index] = byFingerprint[recipes[index].fingerprint] }
        return found
    }
}
