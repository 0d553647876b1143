import Tokens

/// What the files of a package that builders make from recipes (``FileRecipe``) are made of, planned without
/// rendering a file: what a later generation compares its own recipes with to know which files it need not render
/// (``Generator/package(_:profile:companions:on:)``). A publish plans the head's document this way, while the head's
/// files themselves stay in the repository, known by their blob ids.
public struct PackageRecipes: Sendable {
    let fingerprints: [FileFingerprint]

    /// The recipes of `designSystem`'s package in `profile`. The document must meet the profile's requirements.
    public init(_ designSystem: DesignSystem, profile: OutputProfile) {
        let implementation = profile.implementation
        fingerprints = implementation.plan(of: designSystem, roles: implementation.assignment(in: designSystem))
            .recipes.map(\.fingerprint)
    }
}

/// A package generated on the recipes of another (``Generator/package(_:profile:companions:on:)``): the files it had
/// to render, and the paths of those equal to the other package's files at the same paths, not rendered.
public struct PlannedPackage: Sendable {
    /// The files rendered: those the profile makes every time and those of recipes that differ from the other
    /// package's, sorted by the bytes of their paths.
    public let rendered: [GeneratedFile]
    /// The paths of the files whose recipe (builder and input) equals one of the other package's: the same bytes at
    /// the same path, in the plan's order.
    public let unchangedPaths: [String]
    /// The recipes of `unchangedPaths`, in the same order.
    let unchanged: [FileRecipe]

    /// The files at `unchangedPaths`, rendered now on all cores (for a caller that needs their bytes after all:
    /// a publish writing its output folder), in the order of `unchangedPaths`.
    public func renderUnchanged() -> [GeneratedFile] {
        let unchanged = unchanged
        return concurrentMap(Array(unchanged.indices)) { unchanged[$0].make() }
    }
}

extension Generator {
    /// The package for `designSystem` (``generate(_:profile:companions:)``) generated on `base`, the recipes of
    /// another package: a file whose recipe equals one of `base` (and whose builder tells its path without
    /// rendering) is not rendered, only named in ``PlannedPackage/unchangedPaths``; every other file is rendered as a
    /// full generation renders it. `rendered` with the files of `unchangedPaths` (as `base`'s package has them) are
    /// the files of a full generation (`PlannedPackageTests`).
    public static func package(
        _ designSystem: DesignSystem, profile: OutputProfile = .default, companions: [String] = [],
        on base: PackageRecipes
    ) -> PlannedPackage {
        let implementation = profile.implementation
        let plan = implementation.plan(of: designSystem, roles: implementation.assignment(in: designSystem))
        let recipes = plan.recipes
        // As in `files(for:)`: the recipe at the same place first, a lookup only where that differs.
        var known: Set<FileFingerprint>?
        var unchanged: [FileRecipe] = []
        var changed: [FileRecipe] = []
        for (index, recipe) in recipes.enumerated() {
            var found = false
            if recipe.path != nil {
                if index < base.fingerprints.count, base.fingerprints[index] == recipe.fingerprint {
                    found = true
                } else {
                    if known == nil { known = Set(base.fingerprints) }
                    found = known?.contains(recipe.fingerprint) == true
                }
            }
            if found { unchanged.append(recipe) } else { changed.append(recipe) }
        }
        let toRender = changed
        let (recipeFiles, madeFiles) = concurrently(
            { concurrentMap(Array(toRender.indices)) { toRender[$0].make() } }, { plan.made().map(\.file) })
        return PlannedPackage(
            rendered: packageFiles(made: madeFiles, fromRecipes: recipeFiles, companions: companions),
            unchangedPaths: unchanged.compactMap(\.path), unchanged: unchanged)
    }
}
