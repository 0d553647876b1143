extension DocumentReader {
    // MARK: - Reading on two cores

    /// The spacing, radius and other tokens as written, before their references are followed (`nil` for a category
    /// the document does not have).
    typealias CollectedTokens = (spacing: [SizeEntry]?, radius: [SizeEntry]?, other: [OtherEntry]?)

    /// Below this many color, size and other tokens (a color that is an alias or has light and dark values counting
    /// two: ``colorReadingCost(_:)``), one core reads them all: handing a part to another core costs more than it
    /// saves.
    static let tokensReadOnTwoCores = 2_000

    /// The color table (`nil` unless `readsColors`), then the sizes and other tokens entered in a reference table.
    ///
    /// Reading a large document is most of the work of validating it (and of an import, which validates what it
    /// writes), so it is done on two cores in two steps: the groups of `tokens.color` in two parts of about the same
    /// work (``colorSplit(_:)``), one on another core; then the color table, which needs every group, on this core
    /// while the other reads the sizes and other tokens. Each part is read by a reader of its own, and their problems are taken in the
    /// order one reader finds them reading everything in turn (see ``merge(_:)``): the colors' groups in order, the
    /// problems of their aliases, then the sizes and other tokens.
    mutating func readColorsAndCollect(
        _ tokensNode: JSONNode, at pointer: JSONPointer, readsColors: Bool
    ) -> (colors: ColorTable?, references: ReferenceTable, collected: CollectedTokens) {
        let colorPointer = pointer.appending("color")
        guard readsColors, let colorNode = tokensNode["color"], case .object(let members) = colorNode.value else {
            let colors = readsColors ? readColors(tokensNode["color"], at: colorPointer) : nil
            let (references, collected) = collect(tokensNode, at: pointer)
            return (colors, references, collected)
        }
        let costs = members.map { colorReadingCost($0.value) }
        let collectedSize =
            (tokensNode["spacing"]?.value.objectCount ?? 0) + (tokensNode["radius"]?.value.objectCount ?? 0)
            + (tokensNode["other"].map(otherTokenCount) ?? 0)
        guard costs.reduce(collectedSize, +) >= twoCoresFrom else {
            let colors = colorTable(readColorGroups(members[...], at: colorPointer))
            let (references, collected) = collect(tokensNode, at: pointer)
            return (colors, references, collected)
        }
        let split = colorSplit(members, costs: costs)
        let template = part()
        let (other, this) = concurrently(
            {
                var colorsPart = template
                let read = colorsPart.readColorGroups(
                    members[..<split.otherEnd], at: colorPointer, lastUpTo: split.member)
                return (read, colorsPart)
            },
            {
                var colorsPart = template
                let read = colorsPart.readColorGroups(
                    members[split.group...], at: colorPointer, firstFrom: split.member ?? 0)
                return (read, colorsPart)
            })
        merge(other.1)
        merge(this.1)
        var written = other.0
        written.append(this.0)
        let (collectedPart, colors) = concurrently(
            {
                var collectedPart = template
                let (references, collected) = collectedPart.collect(tokensNode, at: pointer)
                return (collectedPart, references, collected)
            },
            { colorTable(written) })
        merge(collectedPart.0)
        return (colors, collectedPart.1, collectedPart.2)
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

    /// Where the groups of `tokens.color` (`members`, which cost `costs` to read: ``colorReadingCost(_:)``) are split
    /// into two parts of about the same work: the other core reads the groups before `group`, this one those from `group` on. When
    /// `member` is given, the group at `group` is itself split: the other core reads its members before `member`
    /// (`otherEnd` is then after it), this one the rest. A few groups often hold most tokens (a palette, the semantic
    /// colors), so a split between groups alone could leave one core twice the other's work.
    func colorSplit(_ members: [JSONMember], costs: [Int]) -> (group: Int, member: Int?, otherEnd: Int) {
        let total = costs.reduce(0, +)
        var before = 0
        for (index, cost) in costs.enumerated() {
            guard 2 * (before + cost) > total else {
                before += cost
                continue
            }
            // The middle falls in this group: split it by its members, where the two parts are closest.
            guard !isColorToken(members[index].value), case .object(let children) = members[index].value.value else {
                return (index, nil, index)
            }
            var (best, imbalance) = (0, abs(2 * before - total))
            var count = before
            for (position, child) in children.enumerated() {
                count += colorReadingCost(child.value)
                if abs(2 * count - total) < imbalance { (best, imbalance) = (position + 1, abs(2 * count - total)) }
            }
            return (index, best, index + 1)
        }
        return (members.count, nil, members.count)
    }

    /// About how much work reading `node`, a member of `tokens.color` or of a group in it, is: a color as a literal
    /// counts one, an alias or a color with light and dark values two (a path to parse, a value to check in each
    /// appearance), a group the sum of its members.
    func colorReadingCost(_ node: JSONNode) -> Int {
        if case .string(let text) = node.value { return text.hasPrefix("{") ? 2 : 1 }
        guard !isColorToken(node), case .object(let members) = node.value else { return 2 }
        return members.reduce(0) { $0 + colorReadingCost($1.value) }
    }

    /// How many tokens `node`, `tokens.other` or a group in it, holds (as ``collectOtherTokens(_:at:into:)`` tells
    /// them from groups).
    func otherTokenCount(_ node: JSONNode) -> Int {
        guard case .object(let members) = node.value else { return 1 }
        return members.reduce(0) { count, member in
            guard case .object(let fields) = member.value.value,
                !fields.contains(where: { DesignSystemDocument.marksToken($0.key, color: false) })
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
