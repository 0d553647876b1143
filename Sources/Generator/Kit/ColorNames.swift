import Tokens

/// Looking up the names of a few colors among a document's thousands, in one pass over them.
enum ColorNames {
    /// The name (from `names`, one per color of `colors`) of each color whose path is in `paths`; the first color of
    /// a path when several share it.
    static func named(_ paths: Set<TokenPath>, in colors: [ColorToken], names: [String]) -> [TokenPath: String] {
        guard !paths.isEmpty else { return [:] }
        var found: [TokenPath: String] = [:]
        // By index: copying each color token (a large value) costs more than its path.
        for (index, name) in zip(colors.indices, names) {
            let path = colors[index].path
            guard paths.contains(path), found[path] == nil else { continue }
            found[path] = name
            if found.count == paths.count { break }
        }
        return found
    }

    /// The color tokens the layers of the document's shadows alias.
    static func aliases(inShadowsOf designSystem: DesignSystem) -> Set<TokenPath> {
        var paths: Set<TokenPath> = []
        for shadow in designSystem.shadows ?? [] {
            for layer in shadow.layers {
                if case .alias(let path) = layer.color { paths.insert(path) }
            }
        }
        return paths
    }
}
