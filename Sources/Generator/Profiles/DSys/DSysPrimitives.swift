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
        for token in designSystem.colors {
            let group = token.path.components[0]
            var isValue = true
            for value in [token.value.light, token.value.dark] {
                guard case .alias(let target) = value else { continue }
                isValue = false
                if target.components[0] != group { aliasedFromOutside.insert(target.components[0]) }
            }
            writtenAsValues[group] = (writtenAsValues[group] ?? true) && isValue
        }
        let roleGroups = Set(roles.tokens.values.filter { $0.category == .color }.map { $0.path.components[0] })
        let exposed = Set(designSystem.exposedPrimitives)
        return Set(
            aliasedFromOutside.filter {
                writtenAsValues[$0] == true && !roleGroups.contains($0) && !exposed.contains($0)
            })
    }
}
