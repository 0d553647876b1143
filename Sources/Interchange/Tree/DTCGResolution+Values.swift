import Tokens

// The value of each token, following references, converted once and remembered.
extension DTCGResolution {
    /// Sets a token's value found elsewhere (the same written value in the other appearance), unless known.
    mutating func seed(_ index: Int, _ value: JSONValue?) {
        if states[index] == nil { states[index] = .done(value) }
    }

    /// The token's value in dsys's units (points, milliseconds, sRGB hex), with color references kept as
    /// `"{path}"`; `nil` when it is invalid (reported).
    mutating func value(of index: Int) -> JSONValue? {
        switch states[index] {
        case .done(let value): return value
        case .resolving:
            reportCycle(closingAt: index, chain: valueChain)
            return nil
        case nil: break
        }
        states[index] = .resolving
        valueChain.append(index)
        var result: JSONValue?
        if let type = type(of: index) {
            let tokenPointer = tokens[index].pointer
            result = convert(
                tokens[index].value, as: type, file: tokens[index].file,
                pointer: tokenPointer.appending("$value"), owner: index,
                target: wholeTargets[index].map { Target(index: $0, below: []) })
        }
        valueChain.removeLast()
        states[index] = .done(result)
        return result
    }

    /// Converts a value (or sub-value) of `type`, following references.
    ///
    /// `target`, when given, is what ``referenceTarget(_:file:pointer:report:)`` finds for `node` (the token's own
    /// value, whose type was found through it).
    mutating func convert(
        _ node: JSONNode, as type: DTCGType, file: Int, pointer: @autoclosure () -> JSONPointer, owner: Int,
        target known: Target? = nil
    ) -> JSONValue? {
        if known != nil || isReference(node) {
            guard let target = known ?? referenceTarget(node, file: file, pointer: pointer(), report: true) else {
                return nil
            }
            if target.below.isEmpty {
                let targetType = self.type(of: target.index)
                guard let targetType else {
                    _ = value(of: target.index)
                    return nil
                }
                guard targetType == type else {
                    problems.report(
                        .typeMismatch, file: file, pointer(), offset: node.offset,
                        "{\(tokens[target.index].dotted)} is a \(targetType.rawValue) token, but a \(type.rawValue) "
                            + "is needed here; point it at a \(type.rawValue) token")
                    return nil
                }
                guard let targetValue = value(of: target.index) else {
                    if let skipped = skippedValues[target.index] {
                        // Skipped, not wrong: this place needs the value, so it is a problem here.
                        problems.report(
                            .unsupported, file: file, pointer(), offset: node.offset,
                            "{\(tokens[target.index].dotted)} is \(skipped), which dsys skips (it has no value in "
                                + "points); point at a token in px or rem, or write the value here")
                    }
                    return nil
                }
                if type == .color {
                    if let alias = colorAliases[target.index] { return alias }
                    let path = ourPath(tokens[target.index].path, .color).joined(separator: ".")
                    let alias = JSONValue.string("{\(path)}")
                    colorAliases[target.index] = alias
                    return alias
                }
                return targetValue
            }
            // A pointer into another token's value: read that part of its written value.
            guard let raw = writtenPart(target, reference: node, file: file, pointer: pointer()) else { return nil }
            let part = raw.node
            let before = problems
            let partPointer = raw.pointer
            guard let converted = convert(part, as: type, file: raw.file, pointer: partPointer, owner: target.index)
            else {
                // The part is a fine value of its own token but not what this place needs: say so here. (Broken
                // and circular references inside it are reported as they are.)
                let added = problems.list[before.list.count...].map(\.diagnostic)
                guard let reason = added.first?.message,
                    !added.contains(where: { $0.code == .aliasCycle || $0.code == .unknownAlias })
                else { return nil }
                problems = before
                problems.report(
                    .typeMismatch, file: file, pointer().appending("$ref"), offset: node["$ref"]?.offset ?? node.offset,
                    "\(quoted(node["$ref"]?.stringValue ?? "")) points at \(partPointer), which is not a valid "
                        + "\(type.rawValue) (\(reason)); point at a \(type.rawValue) value")
                return nil
            }
            return converted
        }
        let saved = (conversionFile, conversionOwner)
        (conversionFile, conversionOwner) = (file, owner)
        let result = convertValue(node, as: type, at: pointer())
        (conversionFile, conversionOwner) = saved
        return result
    }
}
