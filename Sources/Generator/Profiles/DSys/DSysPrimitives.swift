import Tokens

/// The color groups the default profile keeps out of `Color`'s API: a palette the semantic colors are made of.
///
/// A top-level group is a primitive group when every color in it is written as a value (not an alias), a color of
/// another group is an alias into it, none of its colors fills one of the profile's roles, and the document does not
/// list it under `expose_primitives`. The full example's `palette` is one; a document without aliases has none.
enum DSysPrimitives {
    static func groups(in designSystem: DesignSystem, roles: RoleAssignment) -> Set<String> {
        var writtenAsValues: [String: Bool] = [:]
        var aliasedFromOutside: Set<String> = []
        // A group's colors mostly come one after another, and aliases of a run mostly name one group: each run is
        // summed up before it goes into the table, and a group aliased again is not inserted again, so that a
        // document of thousands of colors hashes a group name per run, not per color.
        var runGroup: String?
        var runAllValues = true
        var lastAliased: String?
        func endRun() {
            if let runGroup { writtenAsValues[runGroup] = (writtenAsValues[runGroup] ?? true) && runAllValues }
        }
        let colors = designSystem.colors
        // By index: copying each color token (a large value) costs more than the path and values read here.
        for index in colors.indices {
            let token = (path: colors[index].path, value: colors[index].value)
            let group = token.path.components[0]
            if group != runGroup {
                endRun()
                (runGroup, runAllValues) = (group, true)
            }
            func note(_ value: ColorValue) {
                guard case .alias(let target) = value else { return }
                runAllValues = false
                let aliased = target.components[0]
                if aliased != group, aliased != lastAliased {
                    aliasedFromOutside.insert(aliased)
                    lastAliased = aliased
                }
            }
            note(token.value.light)
            note(token.value.dark)
        }
        endRun()
        let roleGroups = Set(roles.tokens.values.filter { $0.category == .color }.map { $0.path.components[0] })
        let exposed = Set(designSystem.exposedPrimitives)
        return Set(
            aliasedFromOutside.filter {
                writtenAsValues[$0] == true && !roleGroups.contains($0) && !exposed.contains($0)
            })
    }
}
