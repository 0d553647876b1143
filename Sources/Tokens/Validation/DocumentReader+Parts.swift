extension DocumentReader {
    // MARK: - Reading on two cores

    /// The spacing, radius and other tokens as written, before their references are followed (`nil` for a category
    /// the document does not have).
    typealias CollectedTokens = (spacing: [SizeEntry]?, radius: [SizeEntry]?, other: [OtherEntry]?)

    /// Below this many color, size and other tokens, one core reads them all: handing a part to another core costs
    /// more than it saves.
    static let tokensReadOnTwoCores = 2_000

    /// The color table (`nil` unless `readsColors`), then the sizes and other tokens entered in a reference table.
    ///
    /// Reading a large document is most of the work of validating it (and of an import, which validates what it
    /// writes), so the groups of `tokens.color` are read in two parts, one on another core with the sizes and other
    /// tokens, split where the two parts are of about the same size. Each part is read by a reader of its own, and
    /// their problems are taken in the order one reader finds them reading everything in turn (see
    /// ``merge(_:)``): the colors' groups in order, the problems of their aliases, then the sizes and other tokens.
    mutating func readColorsAndCollect(
        _ tokensNode: JSONNode, at pointer: JSONPointer, readsColors: Bool
    ) -> (colors: ColorTable?, references: ReferenceTable, collected: CollectedTokens) {
        let colorPointer = pointer.appending("color")
        guard readsColors, let colorNode = tokensNode["color"], case .object(let members) = colorNode.value else {
            let colors = readsColors ? readColors(tokensNode["color"], at: colorPointer) : nil
            let (references, collected) = collect(tokensNode, at: pointer)
            return (colors, references, collected)
        }
        let groupSizes = members.map { colorTokenCount($0.value) }
        let collectedSize =
            (tokensNode["spacing"]?.value.objectCount ?? 0) + (tokensNode["radius"]?.value.objectCount ?? 0)
            + (tokensNode["other"].map(otherTokenCount) ?? 0)
        let total = groupSizes.reduce(collectedSize, +)
        guard total >= twoCoresFrom else {
            let colors = colorTable(readColorGroups(members[...], at: colorPointer))
            let (references, collected) = collect(tokensNode, at: pointer)
            return (colors, references, collected)
        }
        // The other core reads the groups before `split` and the sizes and other tokens; this one the groups from
        // `split` on.
        var split = 0
        var otherCore = collectedSize
        var imbalance = abs(2 * otherCore - total)
        for (index, size) in groupSizes.enumerated() {
            otherCore += size
            if abs(2 * otherCore - total) < imbalance { (split, imbalance) = (index + 1, abs(2 * otherCore - total)) }
        }
        let template = part()
        let (other, this) = concurrently(
            { [split] in
                var colorsPart = template
                let written = colorsPart.readColorGroups(members[..<split], at: colorPointer)
                var collectedPart = template
                let (references, collected) = collectedPart.collect(tokensNode, at: pointer)
                return (colorsPart, written, collectedPart, references, collected)
            },
            { [split] in
                var colorsPart = template
                let written = colorsPart.readColorGroups(members[split...], at: colorPointer)
                return (colorsPart, written)
            })
        merge(other.0)
        merge(this.0)
        var written = other.1
        written.append(this.1)
        let colors = colorTable(written)
        merge(other.2)
        return (colors, other.3, other.4)
    }

    /// The sizes and other tokens of `tokens` (at `pointer`), entered in a new reference table.
    mutating func collect(
        _ tokensNode: JSONNode, at pointer: JSONPointer
    ) -> (references: ReferenceTable, collected: CollectedTokens) {
        var references = ReferenceTable()
        let spacing = tokensNode["spacing"].map {
            collectSizes($0, at: pointer.appending("spacing"), category: .spacing, into: &references)
        }
        let radius = tokensNode["radius"].map {
            collectSizes($0, at: pointer.appending("radius"), category: .radius, into: &references)
        }
        let other = tokensNode["other"].map {
            collectOtherTokens($0, at: pointer.appending("other"), into: &references)
        }
        return (references, (spacing, radius, other))
    }

    /// How many color tokens `node`, a member of `tokens.color`, holds (as ``readColorGroup(_:path:at:into:groups:)``
    /// tells them from groups): how much work reading it is.
    func colorTokenCount(_ node: JSONNode) -> Int {
        guard !isColorToken(node), case .object(let members) = node.value else { return 1 }
        return members.reduce(0) { $0 + colorTokenCount($1.value) }
    }

    /// How many tokens `node`, `tokens.other` or a group in it, holds (as ``collectOtherTokens(_:at:into:)`` tells
    /// them from groups).
    func otherTokenCount(_ node: JSONNode) -> Int {
        guard case .object(let members) = node.value else { return 1 }
        return members.reduce(0) { count, member in
            guard case .object(let fields) = member.value.value,
                !fields.contains(where: { $0.key == "type" || $0.key == "value" })
            else { return count + 1 }
            return count + otherTokenCount(member.value)
        }
    }
}

extension JSONValue {
    /// The number of members of an object; 0 for any other value.
    fileprivate var objectCount: Int {
        if case .object(let members) = self { return members.count }
        return 0
    }
}
