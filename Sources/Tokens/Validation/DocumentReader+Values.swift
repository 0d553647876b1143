extension DocumentReader {
    // MARK: - Names and identifiers

    /// Checks a token or group name; false when it cannot be used at all.
    mutating func checkName(_ name: String, at pointer: JSONPointer, offset: Int) -> Bool {
        if name.isEmpty {
            report(.emptyName, pointer, offset: offset, "a name may not be empty; give the token or group a name")
            return false
        }
        // One pass by scalar (every name of the document comes here), as the schema's pattern matches: its length,
        // whether it has a control character, and its first character that alias paths use, reported in that order.
        var length = 0
        var hasControl = false
        var reserved: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            length += 1
            if scalar.isControl { hasControl = true }
            if reserved == nil, scalar == "." || scalar == "{" || scalar == "}" { reserved = scalar }
        }
        if hasControl {
            report(
                .badName, pointer, offset: offset,
                "\(quoted(name)) contains a control character (a line break or tab?); remove it")
            return false
        }
        if length > Naming.maximumLength {
            report(
                .badName, pointer, offset: offset,
                "the name is \(length) characters long; keep names to \(Naming.maximumLength) "
                    + "(a color's Swift name names its folder in the asset catalog, and file systems refuse file "
                    + "names over 255 bytes)")
            return false
        }
        if let reserved {
            report(
                .badName, pointer, offset: offset,
                "\(quoted(name)) contains '\(reserved)', which alias paths use; use '-' or '_' instead")
            return false
        }
        // A word is a run of ASCII letters and digits (`Naming.words(of:)`): one such byte is enough.
        if !name.utf8.contains(where: Naming.isWordByte) {
            report(
                .badName, pointer, offset: offset,
                "\(quoted(name)) has no ASCII letter or digit, so no Swift identifier can be made from it; "
                    + "add some (for example \"primary\")")
            return false
        }
        return true
    }

    /// The identifiers used so far in one Swift namespace.
    struct IdentifierSet {
        var category: String
        var names: [String: String] = [:]
    }

    /// The lower-camel-case identifier of a member, checked to be usable and unique.
    mutating func memberIdentifier(
        _ member: JSONMember, at pointer: JSONPointer, set: inout IdentifierSet, call: String
    ) -> String? {
        guard let identifier = Naming.lowerCamelCase(member.key) else { return nil }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) {
            report(
                .invalidIdentifier, pointer, offset: member.keyOffset,
                "\(quoted(member.key)) becomes \(set.category).\(identifier)\(call), but a Swift identifier "
                    + "cannot start with a digit; spell the number out (e.g. \"xxl\" for \"2xl\")")
            return nil
        }
        // A keyword is declared and used in backticks (`DSSpacingFixed.`default``); a few names no backticks save.
        if Naming.unusableMembers.contains(identifier) {
            report(
                .swiftKeyword, pointer, offset: member.keyOffset,
                "\(quoted(member.key)) becomes \(set.category).\(identifier)\(call), but Swift reads \(identifier) after "
                    + "a dot as the type itself, even in backticks; choose another name (e.g. \"\(identifier)Value\")")
            return nil
        }
        if let other = set.names[identifier] {
            report(
                .identifierCollision, pointer, offset: member.keyOffset,
                "\(quoted(member.key)) and \(quoted(other)) both become \(set.category).\(identifier)\(call) "
                    + "in Swift; rename one of them")
            return nil
        }
        set.names[identifier] = member.key
        return Naming.escaped(identifier)
    }

    // MARK: - Shapes and values

    /// The members of `node`, or nil (reported) when it is not an object.
    mutating func object(_ node: JSONNode, at pointer: JSONPointer, _ what: String) -> [JSONMember]? {
        guard case .object(let members) = node.value else {
            wrongType(node, at: pointer, expected: "\(what) as an object")
            return nil
        }
        return members
    }

    mutating func checkMembers(
        _ members: [JSONMember], of node: JSONNode, at pointer: JSONPointer, allowed: [String], required: [String],
        context: String
    ) {
        for member in members where !allowed.contains(member.key) {
            var message = "unknown member \"\(member.key)\" in \(context)"
            if let suggestion = closest(member.key, among: allowed) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; allowed: \(allowed.joined(separator: ", "))"
            }
            report(.unknownKey, pointer.appending(member.key), offset: member.keyOffset, message)
        }
        // One or two required keys among a few members: compared, not hashed (every token comes here).
        for key in required where !members.contains(where: { $0.key == key }) {
            report(.missingKey, pointer, offset: node.offset, "\(context) needs a \"\(key)\" member; add it")
        }
    }

    mutating func wrongType(_ node: JSONNode, at pointer: JSONPointer, expected: String) {
        report(.wrongType, pointer, offset: node.offset, "expected \(expected), found \(node.value.kindDescription)")
    }

    mutating func readDisplayName(_ node: JSONNode) -> String? {
        let pointer = JSONPointer(["name"])
        guard let name = node.stringValue else {
            wrongType(node, at: pointer, expected: "the design system's name, a string")
            return nil
        }
        if name.trimmingSpaces.isEmpty {
            report(.emptyName, pointer, offset: node.offset, "the design system's name may not be blank; name it")
            return nil
        }
        return name
    }

    /// Whether `key` is one of the members ``readMetadata(_:at:)`` reads.
    static func isMetadataKey(_ key: String) -> Bool {
        switch key {
        case "description", "extensions", "deprecated", "id", "renamed", "replaced_by": true
        default: false
        }
    }

    /// Reads `description`, `deprecated` and `extensions`.
    mutating func readMetadata(_ node: JSONNode, at pointer: JSONPointer) -> TokenMetadata {
        var metadata = TokenMetadata()
        // Most tokens have none of these: one pass over the members says so.
        guard case .object(let members) = node.value, members.contains(where: { Self.isMetadataKey($0.key) }) else {
            return metadata
        }
        if let description = node["description"] {
            if let text = description.stringValue {
                metadata.description = text
            } else {
                wrongType(description, at: pointer.appending("description"), expected: "a description string")
            }
        }
        if let extensions = node["extensions"] {
            if case .object = extensions.value {
                metadata.extensions = extensions.value
            } else {
                wrongType(
                    extensions, at: pointer.appending("extensions"),
                    expected: "an object of vendor data (kept from an import)")
            }
        }
        if let deprecated = node["deprecated"] {
            switch deprecated.value {
            case .bool(true): metadata.deprecation = Deprecation(reason: nil)
            case .string(let reason): metadata.deprecation = Deprecation(reason: reason.isEmpty ? nil : reason)
            default:
                wrongType(
                    deprecated, at: pointer.appending("deprecated"),
                    expected: "true, or a string saying why and what to use instead")
            }
        }
        if let id = node["id"] {
            let idPointer = pointer.appending("id")
            if let text = id.stringValue, !text.trimmingSpaces.isEmpty,
                !text.unicodeScalars.contains(where: \.isControl)
            {
                metadata.id = text
                identities.ids.append((text, idPointer, id.offset))
            } else if id.stringValue != nil {
                report(
                    .invalidValue, idPointer, offset: id.offset,
                    "an id must be a string with no control characters and not blank; give the source's id or remove it"
                )
            } else {
                wrongType(
                    id, at: idPointer,
                    expected: "the token's id in its source, a string (a uuid, a design tool's variable id)")
            }
        }
        for (member, isRename) in [("renamed", true), ("replaced_by", false)] {
            guard let target = node[member] else { continue }
            let memberPointer = pointer.appending(member)
            guard let key = target.stringValue.flatMap(TokenKey.init(reference:)) else {
                wrongType(
                    target, at: memberPointer,
                    expected: "a reference to the token \(isRename ? "this one is now called" : "to use instead") "
                        + "(`{color.text.primary}`, `{spacing.md}`)")
                continue
            }
            guard metadata.deprecation != nil else {
                report(
                    .missingKey, pointer, offset: node.offset,
                    "\"\(member)\" is for a deprecated token; add \"deprecated\" (true or a reason) or remove \"\(member)\""
                )
                continue
            }
            if isRename { metadata.deprecation?.renamed = key } else { metadata.deprecation?.replacedBy = key }
            identities.successors.append((key, memberPointer, target.offset))
        }
        return metadata
    }

    /// Checks what the tokens' identity members say once every token is read: a `renamed` or `replaced_by` names a
    /// token of the document (not the token itself), and no two tokens share an `id`.
    mutating func checkIdentities(_ designSystem: DesignSystem) {
        if !identities.successors.isEmpty {
            let keys = designSystem.tokenKeys
            for (key, pointer, offset) in identities.successors {
                let own =
                    pointer.count >= 4
                    ? TokenKey(dotted: pointer.tokens.dropFirst().dropLast().joined(separator: ".")) : nil
                if own == key {
                    report(
                        .invalidValue, pointer, offset: offset,
                        "a token cannot replace itself; name the token that takes its place")
                } else if !keys.contains(key), !invalidKeys.contains(key) {
                    // A token written but invalid has its own problem reported: naming it is no second one.
                    var message = "\(key.reference) names no token"
                    let candidates = keys.filter { $0.category == key.category }.map(\.description)
                    if let suggestion = closest(key.description, among: candidates) {
                        message += "; did you mean {\(suggestion)}?"
                    } else {
                        message += "; name a token of the document"
                    }
                    report(.unknownAlias, pointer, offset: offset, message)
                }
            }
        }
        var first: [String: JSONPointer] = [:]
        for (id, pointer, offset) in identities.ids {
            if let other = first[id] {
                report(
                    .invalidValue, pointer, offset: offset,
                    "the id \(quoted(id)) is also the id of \(other); an id names one token: remove one of them")
            } else {
                // The token's pointer, its `id` member's parent (imported tokens nearly all have an id).
                first[id] = pointer.count >= 2 ? pointer.parent : pointer
            }
        }
    }

    enum NumberRange: Sendable {
        case positive(maximum: Double)
        case nonNegative(maximum: Double)
        case unit
        case range(Double, Double)
        case any(limit: Double)

        var bounds: (ClosedRange<Double>, String) {
            switch self {
            case .positive(let maximum):
                (Double.leastNonzeroMagnitude...maximum, "greater than 0 and at most \(format(maximum))")
            case .nonNegative(let maximum):
                (
                    0...maximum,
                    maximum == .greatestFiniteMagnitude ? "finite and at least 0" : "from 0 to \(format(maximum))"
                )
            case .unit: (0...1, "from 0 to 1")
            case .range(let low, let high): (low...high, "from \(format(low)) to \(format(high))")
            case .any(let limit):
                (
                    -limit...limit,
                    limit == .greatestFiniteMagnitude ? "finite" : "from \(format(-limit)) to \(format(limit))"
                )
            }
        }

        private func format(_ value: Double) -> String {
            NumberText.shortest(value)
        }
    }

    mutating func number(
        _ node: JSONNode, at pointer: JSONPointer, in range: NumberRange, unit: String
    ) -> Double? {
        guard case .number(let value, let lexeme) = node.value else {
            wrongType(node, at: pointer, expected: "\(unit) (a number)")
            return nil
        }
        let (bounds, wording) = range.bounds
        guard value.isFinite else {
            report(
                .badNumber, pointer, offset: node.offset,
                "\(lexeme) is too large to be a number dsys can use; \(unit) must be \(wording)")
            return nil
        }
        guard bounds.contains(value) else {
            report(.badNumber, pointer, offset: node.offset, "\(lexeme) is out of range; \(unit) must be \(wording)")
            return nil
        }
        return value
    }

    mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ node: JSONNode, at pointer: JSONPointer, _ type: Value.Type, what: String
    ) -> Value? where Value.RawValue == String {
        let allowed = Value.allCases.map(\.rawValue)
        guard let string = node.stringValue else {
            wrongType(node, at: pointer, expected: "a \(what), one of \(allowed.joined(separator: ", "))")
            return nil
        }
        guard let value = Value(rawValue: string) else {
            var message = "\(quoted(string)) is not a \(what)"
            if let suggestion = closest(string, among: allowed) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; use one of \(allowed.joined(separator: ", "))"
            }
            report(.invalidValue, pointer, offset: node.offset, message)
            return nil
        }
        return value
    }
}
