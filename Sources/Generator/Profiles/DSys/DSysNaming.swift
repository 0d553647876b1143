import Tokens

/// The default profile's Swift names for colors: `Color.dsActionPrimary`, also the colorset's name, and the rules
/// that keep them apart.
enum DSysNaming {
    /// `ds` followed by every word of every component, capitalised:
    /// `action.primary-hover` → `dsActionPrimaryHover`.
    static func colorIdentifier(_ path: TokenPath) -> String? {
        // One pass over the bytes (this runs for every color): a word byte after a non-word byte starts a word.
        var bytes: [UInt8] = [UInt8(ascii: "d"), UInt8(ascii: "s")]
        for component in path.components {
            var startsWord = true
            for byte in component.utf8 {
                guard Naming.isWordByte(byte) else {
                    startsWord = true
                    continue
                }
                let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                bytes.append(startsWord && isLower ? byte - 0x20 : byte)
                startsWord = false
            }
        }
        guard bytes.count > 2 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The identifier of every color, in document order (`nil` only for a name with no ASCII letter or digit, which
    /// the document's own rules refuse).
    static func colorIdentifiers(_ colors: [ColorToken]) -> [String] {
        // By index: copying each color token (a large value) costs more than its path.
        colors.indices.map { colorIdentifier(colors[$0].path) ?? "ds" }
    }

    /// Two colors whose identifiers are equal, or equal but for case (their colorsets would be one folder on macOS's
    /// case-insensitive file system): each reported on the one that comes second.
    static func collisions(in designSystem: DesignSystem) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        var seen: [String: (path: TokenPath, identifier: String)] = [:]
        seen.reserveCapacity(designSystem.colors.count)
        // Every color's identifier and its folded form on all cores (a large document's validation waits for this);
        // the collisions are found in document order.
        let names = concurrentMap(designSystem.colors) { token in
            colorIdentifier(token.path).map { (identifier: $0, folded: $0.asciiFolded) }
        }
        for (token, name) in zip(designSystem.colors, names) {
            guard let (identifier, folded) = name else { continue }
            guard let other = seen[folded] else {
                seen[folded] = (token.path, identifier)
                continue
            }
            problems.append(
                RequirementProblem(
                    .identifierCollision, at: designSystem.pointer(of: TokenKey(.color, token.path)),
                    other.identifier == identifier
                        ? "\(token.path) and \(other.path) both become Color.\(identifier) in Swift; rename one of them"
                        : "\(token.path) and \(other.path) become \(identifier) and \(other.identifier), whose colorsets "
                            + "differ only in case and are one folder on macOS; rename one of them"))
        }
        // A shadow's literal color other than black or white has a colorset of its own.
        for shadow in designSystem.shadows ?? [] {
            for (index, layer) in shadow.layers.enumerated() {
                let name = Shadows.colorsetName(shadow, layer: index)
                guard Shadows.colorsetColor(layer) != nil, let color = seen[name.asciiFolded] else { continue }
                var pointer = designSystem.pointer(of: TokenKey(.shadow, TokenPath([shadow.name])))
                if shadow.layers.count > 1 { pointer = pointer.appending("layers").appending(String(index)) }
                problems.append(
                    RequirementProblem(
                        .identifierCollision, at: pointer.appending("color"),
                        "this color becomes the colorset \(name), as does the color token \(color.path); alias "
                            + "that token (\"{\(color.path)}\") or rename it"))
            }
        }
        return problems
    }

}
