import Tokens

// The type of each token: its own, its reference's or its group's.
extension DTCGResolution {
    /// The type of a token: its `$type`, else its reference's type, else its group's; `nil` (reported) otherwise.
    mutating func type(of index: Int) -> DTCGType? {
        if let known = typeStates[index] { return known ?? nil }
        if let explicit = tokens[index].explicitType {
            typeStates[index] = .some(explicit)
            return explicit
        }
        if tokens[index].hasTypeMember {
            typeStates[index] = .some(nil)
            return nil
        }
        guard !typeVisiting[index] else {
            // The token's type depends on a chain of references that comes back to it.
            reportCycle(closingAt: index, chain: typeChain)
            typeStates[index] = .some(nil)
            return nil
        }
        typeVisiting[index] = true
        typeChain.append(index)
        defer {
            typeVisiting[index] = false
            typeChain.removeLast()
        }
        // The members read below, each in place: copying the whole token (a large value) would retain all of it.
        let (value, file, pointer) = (tokens[index].value, tokens[index].file, tokens[index].pointer)
        var result: DTCGType?
        let target = referenceTarget(value, file: file, pointer: pointer.appending("$value"))
        if let target, target.below.isEmpty {
            wholeTargets[index] = target.index
            result = type(of: target.index)
        } else {
            // A pointer into part of another token's value gives no token type: the group's applies.
            result = tokens[index].inheritedType
        }
        if result == nil, !strict, !isReference(value), let inferred = Self.unambiguousType(of: value) {
            // The drafts' tools (Terrazzo among them) read a token without `$type` whose value can only be one type.
            result = inferred
            draftNotes.append(DraftNote(file: file, offset: tokens[index].keyOffset, form: .untyped(inferred)))
        }
        if result == nil, !tokens[index].typeAlreadyReported {
            if !isReference(value) {
                problems.report(
                    .missingType, file: file, pointer, offset: tokens[index].keyOffset,
                    "the token has no $type and no group above it gives one; add \"$type\" "
                        + "(tools must not guess a type from the value)")
            } else if target == nil {
                // Nothing else reports a reference that leads nowhere when there is no type to convert to.
                _ = referenceTarget(
                    value, file: file, pointer: pointer.appending("$value"), report: true)
            } else if target?.below.isEmpty == false {
                problems.report(
                    .missingType, file: file, pointer, offset: tokens[index].keyOffset,
                    "the token points into part of another token's value, which gives it no type, and no group "
                        + "above it gives one; add \"$type\"")
            }
        }
        typeStates[index] = .some(result)
        return result
    }
}

extension DTCGResolution {
    /// The one type a value can have by its shape: a color object (`colorSpace` and `components`), or a
    /// `{value, unit}` object whose unit is a dimension's (`px`, `rem`) or a duration's (`ms`, `s`); `nil` otherwise
    /// (a string or a number could be of several types).
    static func unambiguousType(of value: JSONNode) -> DTCGType? {
        guard case .object = value.value else { return nil }
        if value["colorSpace"]?.stringValue != nil, case .array? = value["components"]?.value { return .color }
        guard value["value"]?.numberValue != nil, let unit = value["unit"]?.stringValue else { return nil }
        switch unit {
        case "px", "rem": return .dimension
        case "ms", "s": return .duration
        default: return nil
        }
    }
}
