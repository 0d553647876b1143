import Tokens

/// The default profile's Swift names for colors: `Color.dsActionPrimary`, also the colorset's name, and the rules
/// that keep them apart.
enum DSysNaming {
    /// `ds` followed by every word of every component, capitalised:
    /// `action.primary-hover` → `dsActionPrimaryHover`.
    static func colorIdentifier(_ path: TokenPath) -> String? {
        // One pass over the bytes (this runs for every color), written straight into the string, which is made at
        // its largest size at once: a word byte after a non-word byte starts a word. Word bytes are ASCII letters and
        // digits, so what is written is always whole UTF-8.
        let capacity = path.components.reduce(2) { $0 + $1.utf8.count }
        let identifier = String(unsafeUninitializedCapacity: capacity) { buffer in
            buffer[0] = UInt8(ascii: "d")
            buffer[1] = UInt8(ascii: "s")
            var count = 2
            for component in path.components {
                var startsWord = true
                for byte in component.utf8 {
                    guard Naming.isWordByte(byte) else {
                        startsWord = true
                        continue
                    }
                    let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    buffer[count] = startsWord && isLower ? byte - 0x20 : byte
                    count += 1
                    startsWord = false
                }
            }
            return count
        }
        return identifier.utf8.count > 2 ? identifier : nil
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
        // The first color of each folded identifier: its index and identifier.
        var seen: [String: (index: Int, identifier: String)] = [:]
        seen.reserveCapacity(designSystem.colors.count)
        // Every color's identifier and its folded form on all cores (a large document's validation waits for this);
        // the collisions are found in document order.
        // By index, as in `colorIdentifiers`: copying each color token costs more than reading its path.
        let colors = designSystem.colors
        let names = concurrentMap(Array(colors.indices)) { index in
            colorIdentifier(colors[index].path).map { (identifier: $0, folded: $0.asciiFolded) }
        }
        for index in colors.indices {
            guard let (identifier, folded) = names[index] else { continue }
            // One look-up for a name not seen before (nearly every one); a collision puts the first color back.
            guard let first = seen.updateValue((index, identifier), forKey: folded) else { continue }
            seen[folded] = first
            let path = colors[index].path
            let other = (path: colors[first.index].path, identifier: first.identifier)
            problems.append(
                RequirementProblem(
                    .identifierCollision, at: designSystem.pointer(of: TokenKey(.color, path)),
                    other.identifier == identifier
                        ? "\(path) and \(other.path) both become Color.\(identifier) in Swift; rename one of them"
                        : "\(path) and \(other.path) become \(identifier) and \(other.identifier), whose colorsets "
                            + "differ only in case and are one folder on macOS; rename one of them"))
        }
        // A shadow's literal color other than black or white has a colorset of its own.
        for shadow in designSystem.shadows ?? [] {
            for (index, layer) in shadow.layers.enumerated() {
                let name = Shadows.colorsetName(shadow, layer: index)
                guard Shadows.colorsetColor(layer) != nil, let first = seen[name.asciiFolded] else { continue }
                let colorPath = colors[first.index].path
                var pointer = designSystem.pointer(of: TokenKey(.shadow, TokenPath([shadow.name])))
                if shadow.layers.count > 1 { pointer = pointer.appending("layers").appending(String(index)) }
                problems.append(
                    RequirementProblem(
                        .identifierCollision, at: pointer.appending("color"),
                        "this color becomes the colorset \(name), as does the color token \(colorPath); alias "
                            + "that token (\"{\(colorPath)}\") or rename it"))
            }
        }
        return problems
    }

}
