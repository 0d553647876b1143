// memcmp compares the bytes between color values; importing the C library directly keeps Foundation out of this file.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A document read and found valid, kept so that the next revision of it can be read on top of it: consecutive
/// revisions of a history mostly differ in a few color values, and reading only those is a small part of validating
/// the whole document (``DesignSystemDocument/load(_:file:requirements:reusing:)``).
public struct ValidatedDocument: Sendable, Equatable {
    /// How a document was read: the path ``DesignSystemDocument/load(_:file:requirements:reusing:)`` took.
    public enum Reading: Sendable {
        /// Parsed and validated whole.
        case full
        /// The same bytes as the document reused: its result.
        case unchanged
        /// The document reused with the color values that differ read again.
        case patched
    }

    /// Where a color token's value is written, for the next revision's comparison: the string (from its opening to
    /// its closing quote) and what of the token it gives.
    struct ColorValueSpan: Sendable, Equatable {
        enum Member: Sendable, Equatable {
            /// A color written as one string, or with `value`: both appearances.
            case both
            case light, dark, lightHighContrast, darkHighContrast
        }

        /// The offsets of the opening and of the closing quote.
        var start: Int
        var end: Int
        /// The token's index in ``DesignSystem/colors``.
        var token: Int
        var member: Member
    }

    /// The document's bytes.
    public let bytes: [UInt8]
    public let designSystem: DesignSystem
    /// Every color value written as a string without escapes, in the order of the file.
    let colorValues: [ColorValueSpan]
    /// How this one was read; not part of what it is (two readings of the same bytes are equal).
    public let reading: Reading

    public static func == (lhs: ValidatedDocument, rhs: ValidatedDocument) -> Bool {
        lhs.bytes == rhs.bytes && lhs.designSystem == rhs.designSystem && lhs.colorValues == rhs.colorValues
    }
}

extension DesignSystemDocument {
    /// Parses and validates `bytes` like ``load(_:file:requirements:)``, on top of `previous` (another revision of the
    /// document, read with the same `requirements`) when it can: the same bytes are its result; bytes that differ from
    /// its bytes only inside strings that are literal color values (`"#RRGGBB"` for `"#RRGGBB"`) have those values
    /// read again, the aliases that lead to them followed again, and every offset after them moved. Anything else,
    /// or any doubt (a value that would not read, a token of `tokens.other` that names a changed color, a requirement
    /// that fails), is validated whole: the result, or the error thrown, is always what validating whole gives.
    ///
    /// - Throws: ``TokensError/invalidDocument(file:diagnostics:)`` listing every problem found.
    public static func load(
        _ bytes: [UInt8], file: String, requirements: Requirements = noRequirements,
        reusing previous: ValidatedDocument?
    ) throws(TokensError) -> ValidatedDocument {
        if let previous {
            if previous.bytes == bytes {
                return ValidatedDocument(
                    bytes: bytes, designSystem: previous.designSystem, colorValues: previous.colorValues,
                    reading: .unchanged)
            }
            if let patched = patched(previous, with: bytes, requirements: requirements) { return patched }
        }
        let loaded = try loadWithRoot(bytes, file: file, requirements: requirements)
        return ValidatedDocument(
            bytes: bytes, designSystem: loaded.designSystem,
            colorValues: colorValueSpans(loaded.root, bytes: bytes, designSystem: loaded.designSystem), reading: .full)
    }

    /// Where the color values of a valid document are written: every string of a color token, in the order of the
    /// file. A string with an escape is left out (its bytes must then be the same for a patch).
    static func colorValueSpans(
        _ root: JSONNode, bytes: [UInt8], designSystem: DesignSystem
    ) -> [ValidatedDocument.ColorValueSpan] {
        guard let colorNode = root["tokens"]?["color"], case .object(let groups) = colorNode.value else { return [] }
        let index = designSystem.colorPositions
        var spans: [ValidatedDocument.ColorValueSpan] = []
        spans.reserveCapacity(designSystem.colors.count * 2)
        func add(_ node: JSONNode, token: Int, member: ValidatedDocument.ColorValueSpan.Member) {
            guard case .string = node.value, node.offset < bytes.count, bytes[node.offset] == UInt8(ascii: "\"")
            else { return }
            var end = node.offset + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                if bytes[end] == UInt8(ascii: "\\") { return }
                end += 1
            }
            guard end < bytes.count else { return }
            spans.append(.init(start: node.offset, end: end, token: token, member: member))
        }
        func walk(_ members: [JSONMember], path: [String]) {
            for member in members {
                let childPath = path + [member.key]
                if let token = index[TokenPath(childPath)] {
                    switch member.value.value {
                    case .string:
                        add(member.value, token: token, member: .both)
                    case .object(let fields):
                        for field in fields {
                            switch field.key {
                            case "value": add(field.value, token: token, member: .both)
                            case "light": add(field.value, token: token, member: .light)
                            case "dark": add(field.value, token: token, member: .dark)
                            case "light_hc": add(field.value, token: token, member: .lightHighContrast)
                            case "dark_hc": add(field.value, token: token, member: .darkHighContrast)
                            default: break
                            }
                        }
                    default:
                        break
                    }
                } else if case .object(let children) = member.value.value {
                    walk(children, path: childPath)
                }
            }
        }
        walk(groups, path: [])
        // In the order of the file, as the comparison walks them; anything else reads whole.
        for position in spans.indices.dropFirst() where spans[position - 1].end >= spans[position].start {
            return []
        }
        return spans
    }

    /// `previous` with the color values `bytes` writes differently read again; `nil` when `bytes` differs in anything
    /// else, or when anything is not certain to read as validating whole would.
    private static func patched(
        _ previous: ValidatedDocument, with bytes: [UInt8], requirements: Requirements
    ) -> ValidatedDocument? {
        guard bytes.count <= maximumSize, !previous.colorValues.isEmpty else { return nil }
        let old = previous.bytes
        var spans = previous.colorValues
        var changed: [(span: Int, text: String)] = []
        // Everything between the values must be the same bytes, `shift` later; each value is read up to its closing
        // quote (a string with an escape, a control character or a non-ASCII byte is not a color: read whole).
        var shift = 0
        var compared = 0
        let same = old.withUnsafeBufferPointer { old in
            bytes.withUnsafeBufferPointer { new in
                func equal(_ from: Int, _ upTo: Int) -> Bool {
                    let count = upTo - from
                    guard count > 0 else { return count == 0 }
                    guard from + shift >= 0, from + shift + count <= new.count,
                        let oldBase = old.baseAddress, let newBase = new.baseAddress
                    else { return false }
                    return memcmp(oldBase + from, newBase + from + shift, count) == 0
                }
                for position in spans.indices {
                    let span = spans[position]
                    guard equal(compared, span.start + 1) else { return false }
                    let contentStart = span.start + 1 + shift
                    var end = contentStart
                    while end < new.count, new[end] != UInt8(ascii: "\"") {
                        guard new[end] >= 0x20, new[end] < 0x80, new[end] != UInt8(ascii: "\\") else { return false }
                        end += 1
                    }
                    guard end < new.count else { return false }
                    let oldContent = UnsafeBufferPointer(rebasing: old[(span.start + 1)..<span.end])
                    let newContent = UnsafeBufferPointer(rebasing: new[contentStart..<end])
                    if !oldContent.elementsEqual(newContent) {
                        changed.append((position, String(decoding: newContent, as: UTF8.self)))
                    }
                    spans[position].start = span.start + shift
                    shift = end - span.end
                    spans[position].end = end
                    compared = span.end
                }
                return equal(compared, old.count) && old.count + shift == new.count
            }
        }
        guard same else { return nil }
        // Written values kept as JSON (extensions, tokens of `tokens.other`) remember where each part of them is
        // written: after a longer or shorter value, every offset after it moves.
        var moves: [(end: Int, shift: Int)] = []
        for position in spans.indices {
            let shift = spans[position].end - previous.colorValues[position].end
            if shift != (moves.last?.shift ?? 0) { moves.append((previous.colorValues[position].end, shift)) }
        }

        var designSystem = previous.designSystem
        if !moves.isEmpty { move(&designSystem, moves) }
        var colors = designSystem.colors
        var reader = DocumentReader(lines: SourceLines([]))
        for (position, text) in changed {
            let span = spans[position]
            // Only a literal for a literal: an alias changes what the aliases lead to, and is read whole.
            guard let read = reader.readColorValue(JSONNode(.string(text), offset: span.start), at: .root),
                reader.diagnostics.isEmpty, case .literal = read.value
            else { return nil }
            let token = span.token
            guard colors.indices.contains(token) else { return nil }
            func isLiteral(_ value: ColorValue?) -> Bool {
                if case .literal = value { return true }
                return false
            }
            switch span.member {
            case .both:
                guard isLiteral(colors[token].value.light), isLiteral(colors[token].value.dark) else { return nil }
                colors[token].value = Appearances(light: read.value, dark: read.value)
            case .light:
                guard isLiteral(colors[token].value.light) else { return nil }
                colors[token].value.light = read.value
            case .dark:
                guard isLiteral(colors[token].value.dark) else { return nil }
                colors[token].value.dark = read.value
            case .lightHighContrast:
                guard isLiteral(colors[token].highContrastValue.light) else { return nil }
                colors[token].highContrastValue.light = read.value
            case .darkHighContrast:
                guard isLiteral(colors[token].highContrastValue.dark) else { return nil }
                colors[token].highContrastValue.dark = read.value
            }
        }
        // A patch changes values, not paths: the colors are where the document's are.
        let index = designSystem.colorPositions
        guard resolveColors(&colors, index: index) else { return nil }

        // What other tokens took of the colors: a shadow's alias is its color's; a token of `tokens.other` that names
        // a color whose value changed is read whole (its resolved value is built by its shape).
        var changedPaths: Set<TokenPath> = []
        for position in colors.indices where colors[position].resolved != designSystem.colors[position].resolved {
            changedPaths.insert(colors[position].path)
        }
        if !changedPaths.isEmpty {
            let namesChangedColor = designSystem.otherTokens.contains { token in
                namesColor(token.value, in: changedPaths) || token.dark.map { namesColor($0, in: changedPaths) } == true
            }
            guard !namesChangedColor else { return nil }
            if var shadows = designSystem.shadows {
                for shadow in shadows.indices {
                    for layer in shadows[shadow].layers.indices {
                        guard case .alias(let target) = shadows[shadow].layers[layer].color else { continue }
                        guard let position = index[target] else { return nil }
                        shadows[shadow].layers[layer].resolvedColor = colors[position].resolved
                    }
                }
                designSystem.shadows = shadows
            }
        }
        designSystem.colors = colors
        designSystem.colorIndex = ColorIndex(byPath: index)
        guard requirements(designSystem).isEmpty else { return nil }
        return ValidatedDocument(bytes: bytes, designSystem: designSystem, colorValues: spans, reading: .patched)
    }

    /// Moves every source offset the JSON values of `designSystem` remember by the shift of the last of `moves` (each
    /// the end of a value in the old text and the shift of everything after it, in order) that ends before it.
    private static func move(_ designSystem: inout DesignSystem, _ moves: [(end: Int, shift: Int)]) {
        func moved(_ offset: Int) -> Int {
            // The last move that ends before the offset (a value's offset is never inside a string).
            var (low, high) = (0, moves.count)
            while low < high {
                let middle = (low + high) / 2
                if moves[middle].end < offset { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? offset : offset + moves[low - 1].shift
        }
        func movedValue(_ value: JSONValue) -> JSONValue {
            switch value {
            case .array(let elements):
                return .array(elements.map { JSONNode(movedValue($0.value), offset: moved($0.offset)) })
            case .object(let members):
                return .object(
                    members.map { member in
                        JSONMember(
                            key: member.key, keyOffset: moved(member.keyOffset),
                            value: JSONNode(movedValue(member.value.value), offset: moved(member.value.offset)))
                    })
            default:
                return value
            }
        }
        func metadata(_ metadata: inout TokenMetadata) {
            if let extensions = metadata.extensions { metadata.extensions = movedValue(extensions) }
        }
        let index = designSystem.colorIndex
        for position in designSystem.colors.indices where designSystem.colors[position].metadata.extensions != nil {
            metadata(&designSystem.colors[position].metadata)
        }
        designSystem.colorIndex = index
        for position in designSystem.typography.indices { metadata(&designSystem.typography[position].metadata) }
        for position in designSystem.spacing.indices { metadata(&designSystem.spacing[position].metadata) }
        for position in designSystem.radii.indices { metadata(&designSystem.radii[position].metadata) }
        if var shadows = designSystem.shadows {
            for position in shadows.indices { metadata(&shadows[position].metadata) }
            designSystem.shadows = shadows
        }
        for position in designSystem.otherTokens.indices {
            var token = designSystem.otherTokens[position]
            token.value = movedValue(token.value)
            token.dark = token.dark.map(movedValue)
            token.resolved = movedValue(token.resolved)
            token.resolvedDark = token.resolvedDark.map(movedValue)
            metadata(&token.metadata)
            designSystem.otherTokens[position] = token
        }
    }

    /// Whether a written value holds a string that, as a color alias, names one of `paths`.
    private static func namesColor(_ value: JSONValue, in paths: Set<TokenPath>) -> Bool {
        switch value {
        case .string(let text):
            let utf8 = text.utf8
            guard utf8.count >= 3, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return false }
            let inner = utf8.dropFirst().dropLast()
            return paths.contains(
                TokenPath(
                    inner.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
                        String(Substring($0))
                    }))
        case .array(let elements): return elements.contains { namesColor($0.value, in: paths) }
        case .object(let members): return members.contains { namesColor($0.value.value, in: paths) }
        default: return false
        }
    }

    /// Follows every alias of a valid document's `colors` again, as the reader does
    /// (``DocumentReader/resolveAliases(_:written:targets:)``): the standard appearances, and the high-contrast ones
    /// when any color writes one. `false` when an alias does not lead to a color (never, for a document that was
    /// valid).
    private static func resolveColors(_ colors: inout [ColorToken], index: [TokenPath: Int]) -> Bool {
        let hasHighContrast = colors.contains { $0.highContrastValue.light != nil || $0.highContrastValue.dark != nil }
        let appearances: [Appearance] = hasHighContrast ? Appearance.allCases : [.light, .dark]
        var resolved: [[RGBA]] = []
        for appearance in appearances {
            var found = [RGBA?](repeating: nil, count: colors.count)
            var chain: [Int] = []
            for start in colors.indices {
                chain.removeAll(keepingCapacity: true)
                var current = start
                var outcome: RGBA?
                while outcome == nil {
                    if let known = found[current] {
                        outcome = known
                        break
                    }
                    guard chain.count <= colors.count else { return false }
                    chain.append(current)
                    switch colors[current].written(appearance) ?? colors[current].value[appearance] {
                    case .literal(let color):
                        outcome = color
                    case .alias(let target):
                        guard let next = index[target] else { return false }
                        current = next
                    }
                }
                for member in chain { found[member] = outcome }
            }
            resolved.append(found.map { $0 ?? RGBA(red: 0, green: 0, blue: 0) })
        }
        for position in colors.indices {
            colors[position].resolved = Appearances(light: resolved[0][position], dark: resolved[1][position])
            colors[position].resolvedHighContrast =
                hasHighContrast
                ? Appearances(light: resolved[2][position], dark: resolved[3][position]) : colors[position].resolved
        }
        return true
    }
}
