/// Reading a DTCG 2025.10 resolver document into the token sources of the light and dark appearances.
///
/// The resolution order is walked once per appearance: sets contribute their sources, the appearance modifier its
/// light or dark context, and any other modifier its `default` context. Sources are files (`{"$ref": "x.json"}`,
/// relative to the resolver), same-document references to sets (`#/sets/name`), or inline tokens.
public struct DTCGResolverPlan: Sendable, Equatable {
    /// Where one token source comes from.
    public enum Source: Sendable, Equatable {
        /// A token file, relative to the resolver document.
        case file(String)
        /// Tokens written inside the resolver document, at `pointer`.
        case inline(JSONNode, pointer: JSONPointer)
    }

    /// The modifier that chose the appearance.
    public var modifier: String
    /// The resolver's `name`, if it has one.
    public var name: String?
    public var light: [Source]
    public var dark: [Source]

    /// Every file either appearance reads, in order of first use.
    public var files: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for case .file(let path) in light + dark where seen.insert(path).inserted {
            result.append(path)
        }
        return result
    }

    /// Reads a resolver document; `modifier` names the appearance modifier (default: the one whose contexts include
    /// both `light` and `dark` names).
    ///
    /// - Throws: ``TokensError/invalidTokens(diagnostics:)`` with every problem of the document.
    public static func read(
        _ bytes: [UInt8], file: String, modifier: String?, light: String, dark: String
    ) throws(TokensError) -> DTCGResolverPlan {
        let parsed = try DTCGImport.parse(bytes, file: file)
        var problems = DTCGProblems(files: [parsed])
        var reader = ResolverReader(root: parsed.root, problems: problems)
        let plan = reader.plan(modifier: modifier, light: light, dark: dark)
        problems = reader.problems
        guard problems.list.isEmpty, let plan else {
            throw .invalidTokens(diagnostics: problems.list)
        }
        return plan
    }
}

private struct ResolverReader {
    let root: JSONNode
    var problems: DTCGProblems

    init(root: JSONNode, problems: DTCGProblems) {
        self.root = root
        self.problems = problems
    }

    private mutating func report(_ code: Diagnostic.Code, _ pointer: JSONPointer, _ node: JSONNode, _ message: String) {
        problems.report(code, file: 0, pointer, offset: node.offset, message)
    }

    mutating func plan(modifier wanted: String?, light: String, dark: String) -> DTCGResolverPlan? {
        guard case .object = root.value else {
            report(.wrongType, .root, root, "a resolver document is an object with version and resolutionOrder")
            return nil
        }
        if let version = root["version"] {
            if version.stringValue != "2025.10" {
                report(.invalidValue, JSONPointer(["version"]), version, "the resolver version must be \"2025.10\"")
            }
        } else {
            report(.missingKey, .root, root, "a resolver document needs \"version\": \"2025.10\"")
        }
        guard case .array(let order)? = root["resolutionOrder"]?.value else {
            report(.missingKey, .root, root, "a resolver document needs a \"resolutionOrder\" array")
            return nil
        }
        // The appearance modifier: named, or the one whose contexts hold both appearance names.
        var modifiers: [(name: String, node: JSONNode, pointer: JSONPointer)] = []
        for (index, item) in order.enumerated() {
            let pointer = JSONPointer(["resolutionOrder"]).appending(index)
            if let resolved = resolve(item, at: pointer), resolved.kind == "modifier" {
                modifiers.append((resolved.name, resolved.node, resolved.pointer))
            }
        }
        let chosen: String
        if let wanted {
            guard modifiers.contains(where: { $0.name == wanted }) else {
                report(
                    .unknownKey, JSONPointer(["resolutionOrder"]), root["resolutionOrder"] ?? root,
                    "no modifier named \(quoted(wanted)) in the resolution order (modifiers: "
                        + "\(modifiers.map(\.name).joined(separator: ", ")))")
                return nil
            }
            chosen = wanted
        } else if let found = modifiers.first(where: {
            $0.node["contexts"]?[light] != nil && $0.node["contexts"]?[dark] != nil
        }) {
            chosen = found.name
        } else {
            report(
                .missingKey, JSONPointer(["resolutionOrder"]), root["resolutionOrder"] ?? root,
                "no modifier has both a \(quoted(light)) and a \(quoted(dark)) context; name the appearance modifier "
                    + "and its contexts with --modifier, --light-context and --dark-context")
            return nil
        }
        var lightSources: [DTCGResolverPlan.Source] = []
        var darkSources: [DTCGResolverPlan.Source] = []
        for (index, item) in order.enumerated() {
            let pointer = JSONPointer(["resolutionOrder"]).appending(index)
            guard let resolved = resolve(item, at: pointer) else { continue }
            if resolved.kind == "set" {
                let sources = self.sources(of: resolved.node, at: resolved.pointer, key: "sources")
                lightSources += sources
                darkSources += sources
                continue
            }
            guard case .object(let contexts)? = resolved.node["contexts"]?.value, !contexts.isEmpty else {
                report(.missingKey, resolved.pointer, resolved.node, "a modifier needs a non-empty \"contexts\" map")
                continue
            }
            let contextsPointer = resolved.pointer.appending("contexts")
            if let defaultNode = resolved.node["default"],
                defaultNode.stringValue.map({ name in contexts.contains { $0.key == name } }) != true
            {
                report(
                    .invalidValue, resolved.pointer.appending("default"), defaultNode,
                    "the default must name one of the contexts (\(contexts.map(\.key).joined(separator: ", ")))")
            }
            if resolved.name == chosen {
                for (name, into) in [(light, 0), (dark, 1)] {
                    guard let context = resolved.node["contexts"]?[name] else {
                        report(
                            .missingKey, contextsPointer, resolved.node["contexts"] ?? resolved.node,
                            "the modifier \(quoted(chosen)) has no \(quoted(name)) context "
                                + "(contexts: \(contexts.map(\.key).joined(separator: ", ")))")
                        continue
                    }
                    let sources = self.sources(in: context, at: contextsPointer.appending(name))
                    if into == 0 { lightSources += sources } else { darkSources += sources }
                }
            } else {
                let name = resolved.node["default"]?.stringValue ?? contexts[0].key
                let context = resolved.node["contexts"]?[name] ?? contexts[0].value
                let sources = self.sources(in: context, at: contextsPointer.appending(name))
                lightSources += sources
                darkSources += sources
            }
        }
        return DTCGResolverPlan(
            modifier: chosen, name: root["name"]?.stringValue, light: lightSources, dark: darkSources)
    }

    /// A resolution-order item as (kind, name, node): a `$ref` to `#/sets/x` or `#/modifiers/y`, or inline.
    private mutating func resolve(
        _ item: JSONNode, at pointer: JSONPointer
    ) -> (kind: String, name: String, node: JSONNode, pointer: JSONPointer)? {
        if let ref = item["$ref"] {
            guard let text = ref.stringValue, let segments = DTCGReference.pointer(text), segments.count == 2,
                ["sets", "modifiers"].contains(segments[0])
            else {
                report(
                    .unsupported, pointer.appending("$ref"), ref,
                    "the resolution order refers to sets and modifiers of this document (\"#/sets/name\", "
                        + "\"#/modifiers/name\")")
                return nil
            }
            guard let node = root[segments[0]]?[segments[1]] else {
                report(.unknownAlias, pointer.appending("$ref"), ref, "\(quoted(text)) names nothing in this document")
                return nil
            }
            return (segments[0] == "sets" ? "set" : "modifier", segments[1], node, JSONPointer(segments))
        }
        guard let type = item["type"]?.stringValue, ["set", "modifier"].contains(type),
            let name = item["name"]?.stringValue
        else {
            report(
                .missingKey, pointer, item,
                "an inline item of the resolution order needs \"type\" (set or modifier) and \"name\"")
            return nil
        }
        return (type, name, item, pointer)
    }

    private mutating func sources(of node: JSONNode, at pointer: JSONPointer, key: String) -> [DTCGResolverPlan.Source]
    {
        guard let list = node[key] else {
            report(.missingKey, pointer, node, "a set needs a \"sources\" array")
            return []
        }
        return sources(in: list, at: pointer.appending(key))
    }

    private mutating func sources(in list: JSONNode, at pointer: JSONPointer) -> [DTCGResolverPlan.Source] {
        guard case .array(let elements) = list.value else {
            report(.wrongType, pointer, list, "expected an array of sources, found \(list.value.kindDescription)")
            return []
        }
        var result: [DTCGResolverPlan.Source] = []
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index)
            guard let ref = element["$ref"] else {
                result.append(.inline(element, pointer: elementPointer))
                continue
            }
            guard let text = ref.stringValue else {
                report(.wrongType, elementPointer.appending("$ref"), ref, "expected a reference string")
                continue
            }
            if let segments = DTCGReference.pointer(text) {
                guard segments.count == 2, segments[0] == "sets", let set = root["sets"]?[segments[1]] else {
                    report(
                        .unknownAlias, elementPointer.appending("$ref"), ref,
                        "\(quoted(text)) is not a set of this document; sources may refer to \"#/sets/name\"")
                    continue
                }
                result += sources(of: set, at: JSONPointer(segments), key: "sources")
            } else if text.contains("://") || text.hasPrefix("/") || text.split(separator: "/").contains("..") {
                report(
                    .unsupported, elementPointer.appending("$ref"), ref,
                    "\(quoted(text)) is not a file beside the resolver; dsys reads relative paths below the "
                        + "resolver's folder (no URLs, no '..')")
            } else if text.contains("#") {
                report(
                    .unsupported, elementPointer.appending("$ref"), ref,
                    "\(quoted(text)) points into part of a file; refer to the whole file")
            } else {
                result.append(.file(text))
            }
        }
        return result
    }
}
