import Tokens

/// Looking up the names of a few colors among a document's thousands, in one pass over them.
enum ColorNames {
    /// The name (from `names`, one per color of `colors`) of each color whose path is in `paths`; the first color of
    /// a path when several share it.
    static func named(_ paths: Set<TokenPath>, in colors: [ColorToken], names: [String]) -> [TokenPath: String] {
        guard !paths.isEmpty else { return [:] }
        var found: [TokenPath: String] = [:]
        for (token, name) in zip(colors, names) where paths.contains(token.path) && found[token.path] == nil {
            found[token.path] = name
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
