import Tokens

/// Figma's REST API response to `GET /v1/files/:key/variables/local`, read into the tree of a variables export.
extension FigmaVariables.Reader {
    /// Replaces each response's root by the token tree its variables make: every variable at the path of its name
    /// (see ``FigmaVariables/path(ofName:)``), its light mode's value as `$value` and, when its collection has two
    /// modes, both values in the older `$extensions.mode` convention, which the import reads per appearance.
    /// `VARIABLE_ALIAS` values become references by the names of the variables their ids name, in any of the
    /// responses.
    mutating func readResponses(_ indices: [Int]) {
        guard !indices.isEmpty else { return }
        var names: [String: String] = [:]
        for index in indices {
            guard case .object(let variables)? = files[index].root["meta"]?["variables"]?.value else { continue }
            for member in variables {
                if let name = member.value["name"]?.stringValue {
                    names[member.value["id"]?.stringValue ?? member.key] = name
                }
            }
        }
        for index in indices { readResponse(index, names: names) }
    }

    private mutating func readResponse(_ index: Int, names: [String: String]) {
        let root = files[index].root
        let metaPointer = JSONPointer(["meta"])
        guard case .object(let variables)? = root["meta"]?["variables"]?.value,
            case .object(let collections)? = root["meta"]?["variableCollections"]?.value
        else {
            problems.report(
                .wrongType, file: index, metaPointer, offset: root["meta"]?.offset ?? root.offset,
                "meta.variables and meta.variableCollections of a Figma REST API response are objects keyed by id")
            return
        }
        // The modes each collection's appearances read, in the order of the response.
        var chosen: [String: (light: String, dark: String)] = [:]
        var modes: [DTCGImportResult.FigmaExport.Mode] = []
        for member in collections {
            let collection = member.value
            let name = collection["name"]?.stringValue ?? member.key
            let pointer = metaPointer.appending("variableCollections").appending(member.key)
            guard case .array(let list)? = collection["modes"]?.value,
                case let pairs = list.compactMap({ mode -> (id: String, name: String)? in
                    guard let id = mode["modeId"]?.stringValue, let name = mode["name"]?.stringValue else { return nil }
                    return (id, name)
                }), !pairs.isEmpty, pairs.count == list.count
            else {
                problems.report(
                    .missingKey, file: index, pointer.appending("modes"),
                    offset: collection["modes"]?.offset ?? collection.offset,
                    "a variable collection lists its modes as [{\"modeId\": …, \"name\": …}]; this one does not")
                continue
            }
            collectionNames.append(name)
            // Figma's default mode is the collection's first choice when its modes are not light and dark.
            let first = pairs.firstIndex { $0.id == collection["defaultModeId"]?.stringValue } ?? 0
            switch choose(
                pairs.map(\.name), collection: "the Figma collection \(quoted(name))", name: name, first: first)
            {
            case .failure(let problem):
                problems.report(
                    .invalidValue, file: index, pointer.appending("modes"),
                    offset: collection["modes"]?.offset ?? collection.offset, problem.message)
            case .success(let choice):
                let (light, dark) = (choice.light, choice.dark)
                if let note = choice.note { modeNotes.append(note) }
                chosen[collection["id"]?.stringValue ?? member.key] = (pairs[light].id, pairs[dark].id)
                for (position, mode) in pairs.enumerated() {
                    let appearance: String? =
                        position == light && position == dark
                        ? "light and dark" : position == light ? "light" : position == dark ? "dark" : nil
                    modes.append(.init(collection: name, name: mode.name, appearance: appearance))
                }
            }
        }
        // A variable deleted in Figma that layers still use is listed with `deletedButReferenced`: left out, unless
        // a variable that is not deleted aliases it.
        func isDeleted(_ variable: JSONNode) -> Bool { variable["deletedButReferenced"]?.value == .bool(true) }
        var aliased: Set<String> = []
        for member in variables where !isDeleted(member.value) {
            guard case .object(let values)? = member.value["valuesByMode"]?.value else { continue }
            for value in values where value.value["type"]?.stringValue == "VARIABLE_ALIAS" {
                if let id = value.value["id"]?.stringValue { aliased.insert(id) }
            }
        }
        var deleted = 0
        let tree = Branch()
        for member in variables {
            let variable = member.value
            let pointer = metaPointer.appending("variables").appending(member.key)
            if isDeleted(variable), !aliased.contains(variable["id"]?.stringValue ?? member.key) {
                deleted += 1
                continue
            }
            guard let name = variable["name"]?.stringValue,
                let collectionID = variable["variableCollectionId"]?.stringValue,
                let resolvedType = variable["resolvedType"]?.stringValue,
                case .object(let values)? = variable["valuesByMode"]?.value
            else {
                problems.report(
                    .missingKey, file: index, pointer, offset: member.keyOffset,
                    "a variable has a name, a variableCollectionId, a resolvedType and valuesByMode; this one lacks "
                        + "some")
                continue
            }
            let type: String
            switch resolvedType {
            case "COLOR": type = "color"
            case "FLOAT": type = "number"
            case "STRING" where Self.isFontFamily(scopes: variable["scopes"]):
                type = "fontFamily"
            case "STRING", "BOOLEAN":
                noteSkipped(FigmaVariables.path(ofName: name).joined(separator: "/"))
                continue
            default:
                problems.report(
                    .unsupported, file: index, pointer.appending("resolvedType"),
                    offset: variable["resolvedType"]?.offset ?? member.keyOffset,
                    "\(quoted(resolvedType)) is not a type of Figma variables (COLOR, FLOAT, STRING, BOOLEAN)")
                continue
            }
            // A collection whose modes could not be chosen was reported once, above.
            guard let (lightMode, darkMode) = chosen[collectionID] else {
                if !collections.contains(where: { ($0.value["id"]?.stringValue ?? $0.key) == collectionID }) {
                    problems.report(
                        .unknownAlias, file: index, pointer.appending("variableCollectionId"),
                        offset: variable["variableCollectionId"]?.offset ?? member.keyOffset,
                        "no collection \(quoted(collectionID)) in meta.variableCollections")
                }
                continue
            }
            var converted: [String: JSONNode] = [:]
            for mode in lightMode == darkMode ? [lightMode] : [lightMode, darkMode] {
                guard let value = values.first(where: { $0.key == mode })?.value else {
                    problems.report(
                        .missingKey, file: index, pointer.appending("valuesByMode"),
                        offset: variable["valuesByMode"]?.offset ?? member.keyOffset,
                        "\(quoted(name)) has no value for the mode \(quoted(mode)) its collection reads")
                    continue
                }
                let valuePointer = pointer.appending("valuesByMode").appending(mode)
                if let node = self.value(value, type: type, names: names, file: index, at: valuePointer) {
                    converted[mode] = node
                }
            }
            guard let light = converted[lightMode], let dark = converted[darkMode] else { continue }
            var extensions: [JSONMember] = [
                JSONMember(
                    key: "com.figma.variableId", value: JSONNode(.string(variable["id"]?.stringValue ?? member.key)))
            ]
            // What Figma says of the variable, as its own export writes it: `false` and empty code syntax left out.
            for key in ["scopes", "hiddenFromPublishing", "codeSyntax"] {
                guard let node = variable[key], node.value != .bool(false) else { continue }
                if case .object(let members) = node.value, members.isEmpty { continue }
                extensions.append(JSONMember(key: "com.figma." + key, value: node))
            }
            if lightMode != darkMode {
                extensions.append(
                    JSONMember(
                        key: "mode",
                        value: JSONNode(
                            .object([
                                JSONMember(key: options.lightContext, value: light),
                                JSONMember(key: options.darkContext, value: dark),
                            ]))))
            }
            var fields = [
                JSONMember(key: "$type", value: JSONNode(.string(type), offset: variable["resolvedType"]?.offset ?? 0)),
                JSONMember(key: "$value", value: light),
            ]
            if let description = variable["description"], description.stringValue?.isEmpty == false {
                fields.append(JSONMember(key: "$description", value: description))
            }
            fields.append(JSONMember(key: "$extensions", value: JSONNode(.object(extensions))))
            let path = FigmaVariables.path(ofName: name)
            if path.isEmpty || !tree.insert(path[...], keyOffset: member.keyOffset, JSONNode(.object(fields))) {
                problems.report(
                    .identifierCollision, file: index, pointer.appending("name"),
                    offset: variable["name"]?.offset ?? member.keyOffset,
                    path.isEmpty
                        ? "\(quoted(name)) has no name between its slashes; rename it in Figma"
                        : "\(quoted(name)) lands on \(path.joined(separator: ".")), where another variable or a "
                            + "group of variables already is; rename one of them in Figma")
            }
        }
        files[index].root = tree.node(offset: root.offset)
        exports.append(
            (
                index,
                DTCGImportResult.FigmaExport(
                    file: files[index].name, isRESTResponse: true, modes: modes, deletedVariables: deleted)
            ))
    }

    /// A mode's value as DTCG writes it: an alias as a reference, a color `{r, g, b, a}` as a color object, a number
    /// as it is.
    private mutating func value(
        _ node: JSONNode, type: String, names: [String: String], file: Int, at pointer: JSONPointer
    ) -> JSONNode? {
        if node["type"]?.stringValue == "VARIABLE_ALIAS" {
            guard let id = node["id"]?.stringValue, let target = names[id] else {
                problems.report(
                    .unsupported, file: file, pointer.appending("id"), offset: node["id"]?.offset ?? node.offset,
                    "the alias names \(quoted(node["id"]?.stringValue ?? "")), which is not among the variables of "
                        + "the responses read (a variable of a library: /variables/local lists only its id); give "
                        + "the library file's response too, or detach the alias in Figma")
                return nil
            }
            return JSONNode(
                .string("{" + FigmaVariables.path(ofName: target).joined(separator: ".") + "}"), offset: node.offset)
        }
        switch (type, node.value) {
        case ("number", .number), ("fontFamily", .string):
            return node
        case ("color", .object):
            guard let red = node["r"], let green = node["g"], let blue = node["b"],
                [red, green, blue].allSatisfy({ $0.numberValue != nil })
            else { break }
            return JSONNode(
                .object([
                    JSONMember(key: "colorSpace", value: JSONNode(.string("srgb"), offset: node.offset)),
                    JSONMember(key: "components", value: JSONNode(.array([red, green, blue]), offset: node.offset)),
                    JSONMember(
                        key: "alpha", value: node["a"] ?? JSONNode(.number(1, lexeme: "1"), offset: node.offset)),
                ]), offset: node.offset)
        default:
            break
        }
        problems.report(
            .wrongType, file: file, pointer, offset: node.offset,
            type == "color"
                ? "a COLOR variable's value is {\"r\", \"g\", \"b\", \"a\"} (0 to 1) or a VARIABLE_ALIAS"
                : "a FLOAT variable's value is a number or a VARIABLE_ALIAS")
        return nil
    }

    mutating func noteSkipped(_ name: String) {
        if skippedSeen.insert(name).inserted { skipped.append(name) }
    }
}

/// A token tree built by inserting tokens at paths, keeping the order names first appear and the offsets of their
/// keys (so that problems point at the variable in the response).
private final class Branch {
    private var keys: [String] = []
    private var keyOffsets: [String: Int] = [:]
    private var branches: [String: Branch] = [:]
    private var leaves: [String: JSONNode] = [:]

    /// Puts `token` at `path`; false when the path is taken, or runs through a token.
    func insert(_ path: ArraySlice<String>, keyOffset: Int, _ token: JSONNode) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            guard leaves[first] == nil, branches[first] == nil else { return false }
            leaves[first] = token
        } else {
            guard leaves[first] == nil else { return false }
            if let branch = branches[first] { return branch.insert(path.dropFirst(), keyOffset: keyOffset, token) }
            let branch = Branch()
            branches[first] = branch
            guard branch.insert(path.dropFirst(), keyOffset: keyOffset, token) else { return false }
        }
        keys.append(first)
        keyOffsets[first] = keyOffset
        return true
    }

    func node(offset: Int) -> JSONNode {
        JSONNode(
            .object(
                keys.map { key in
                    let offset = keyOffsets[key] ?? 0
                    return JSONMember(
                        key: key, keyOffset: offset,
                        value: leaves[key] ?? branches[key]?.node(offset: offset) ?? JSONNode(.null))
                }), offset: offset)
    }
}
