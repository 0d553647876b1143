import Tokens

/// Reading a DTCG 2025.10 resolver document into the token sources of the light and dark appearances.
///
/// The resolution order is walked once per appearance: sets contribute their sources, the appearance modifier its
/// light or dark context, and any other modifier its `default` context. Sources are files (`{"$ref": "x.json"}`,
/// relative to the resolver), same-document pointers (`#/sets/name`, or tokens anywhere but in `modifiers` and
/// `resolutionOrder`, such as `#/$defs/name`), or inline tokens.
public struct DTCGResolverPlan: Sendable, Equatable {
    /// Where one token source comes from.
    public enum Source: Sendable, Equatable {
        /// A token file, relative to the resolver document.
        case file(String)
        /// Tokens written inside the resolver document, at `pointer`.
        case inline(JSONNode, pointer: JSONPointer)
    }

    /// The modifier that chose the appearance; `nil` when none has light and dark contexts (then both appearances
    /// read the same sources).
    public var modifier: String?
    /// What the plan chose that the resolver did not say, one line each: the context of each other modifier (its
    /// default, or the one that adds no tokens), and sets the resolution order leaves out but its tokens refer to.
    public var notes: [String] = []
    /// Sets the resolution order does not name. The import reads one, before the order's sources, only when the
    /// order's tokens refer to its tokens (`--resolver` files published with the set left out of the order).
    public var unusedSets: [UnusedSet] = []
    /// The resolver's `name`, if it has one.
    public var name: String?
    public var light: [Source]
    public var dark: [Source]
    /// The sources of the high-contrast appearances, when the resolver has them (`nil`: that appearance is the
    /// standard one); see ``DTCGHighContrastContexts``.
    public var lightHighContrast: [Source]?
    public var darkHighContrast: [Source]?
    /// Where the high-contrast appearances came from, as the import reports it (`nil` when there are none).
    public var highContrast: DTCGHighContrastContexts.Found?
    /// Where the resolver first names each file, so that a file that cannot be read is reported at its reference.
    public var fileReferences: [String: Reference] = [:]

    /// A set of the resolver that its resolution order does not name.
    public struct UnusedSet: Sendable, Equatable {
        public var name: String
        public var sources: [Source]

        public init(name: String, sources: [Source]) {
            self.name = name
            self.sources = sources
        }
    }

    /// A place in the resolver document.
    public struct Reference: Sendable, Equatable {
        public var pointer: JSONPointer
        public var line: Int
        public var column: Int
    }

    /// Every file either appearance reads, in order of first use.
    public var files: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for case .file(let path) in light + dark + (lightHighContrast ?? []) + (darkHighContrast ?? [])
            + unusedSets.flatMap(\.sources)
        where seen.insert(path).inserted {
            result.append(path)
        }
        return result
    }

    /// Reads a resolver document; `modifier` names the appearance modifier (default: the one whose contexts include
    /// both `light` and `dark` names). `contexts` chooses the context of other modifiers by name (`--context
    /// size=large`); a modifier not named there reads its `default`, else its context that adds no tokens.
    ///
    /// - Throws: ``InterchangeError/invalidTokens(diagnostics:)`` with every problem of the document.
    public static func read(
        _ bytes: [UInt8], file: String, modifier: String?, light: String, dark: String,
        highContrast: DTCGHighContrastContexts = DTCGHighContrastContexts(), contexts: [String: String] = [:]
    ) throws(InterchangeError) -> DTCGResolverPlan {
        let (parsed, duplicates) = try DTCGImport.parse(bytes, file: file)
        var problems = DTCGProblems(files: [parsed])
        for duplicate in duplicates { problems.report(duplicate) }
        var reader = ResolverReader(root: parsed.root, problems: problems)
        let plan = reader.plan(
            modifier: modifier, light: light, dark: dark, highContrast: highContrast, contexts: contexts)
        problems = reader.problems
        guard problems.list.isEmpty, var plan else {
            throw .invalidTokens(diagnostics: problems.list)
        }
        for (path, place) in reader.fileReferences {
            let position = parsed.lines.position(of: place.offset)
            plan.fileReferences[path] = Reference(pointer: place.pointer, line: position.line, column: position.column)
        }
        return plan
    }
}

struct ResolverReader {
    let root: JSONNode
    var problems: DTCGProblems
    /// The first reference to each file: its pointer and the offset of its `$ref`.
    private(set) var fileReferences: [String: (pointer: JSONPointer, offset: Int)] = [:]
    /// The same-document targets being expanded (outermost first), so that a set that leads back to itself is
    /// reported instead of expanded forever.
    private var expanding: [JSONPointer] = []
    /// What the plan chose that the resolver did not say (see ``DTCGResolverPlan/notes``).
    private(set) var notes: [String] = []
    /// The sets the resolution order names, directly or through a source that points at one.
    private var usedSets: Set<String> = []

    init(root: JSONNode, problems: DTCGProblems) {
        self.root = root
        self.problems = problems
    }

    mutating func report(_ code: Diagnostic.Code, _ pointer: JSONPointer, _ node: JSONNode, _ message: String) {
        problems.report(code, file: 0, pointer, offset: node.offset, message)
    }

    mutating func plan(
        modifier wanted: String?, light: String, dark: String,
        highContrast wantedHighContrast: DTCGHighContrastContexts,
        contexts chosenContexts: [String: String] = [:]
    ) -> DTCGResolverPlan? {
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
        // Names of the items, and whether the item was inline: an inline item's name must be unique in the order.
        var names: [String: Bool] = [:]
        for (index, item) in order.enumerated() {
            let pointer = JSONPointer(["resolutionOrder"]).appending(index)
            guard let resolved = resolve(item, at: pointer) else { continue }
            let inline = item["$ref"] == nil
            if let earlierInline = names[resolved.name], earlierInline || inline {
                report(
                    .invalidValue, inline ? pointer.appending("name") : pointer.appending("$ref"),
                    item["name"] ?? item["$ref"] ?? item,
                    "the resolution order already has an item named \(quoted(resolved.name)); an inline set or "
                        + "modifier needs a name no other item of the order uses, so rename one")
            }
            names[resolved.name] = (names[resolved.name] ?? false) || inline
            if resolved.kind == "modifier" {
                modifiers.append((resolved.name, resolved.node, resolved.pointer))
            }
        }
        let orderPointer = JSONPointer(["resolutionOrder"])
        for (name, context) in chosenContexts.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                report(
                    .unknownKey, orderPointer, root["resolutionOrder"] ?? root,
                    "--context \(name)=\(context) names no modifier of the resolution order (modifiers: "
                        + "\(modifiers.map(\.name).joined(separator: ", ")))")
                continue
            }
            let names = contextNames(modifier.node)
            if !names.contains(context) {
                report(
                    .unknownKey, modifier.pointer.appending("contexts"), modifier.node["contexts"] ?? modifier.node,
                    "the modifier \(quoted(name)) has no context \(quoted(context)) (--context \(name)=\(context)); "
                        + "its contexts are \(names.map { quoted($0) }.joined(separator: ", "))")
            }
        }
        var chosen: String?
        if let wanted {
            guard modifiers.contains(where: { $0.name == wanted }) else {
                report(
                    .unknownKey, orderPointer, root["resolutionOrder"] ?? root,
                    "no modifier named \(quoted(wanted)) in the resolution order (modifiers: "
                        + "\(modifiers.map(\.name).joined(separator: ", ")))")
                return nil
            }
            chosen = wanted
        } else if let found = modifiers.first(where: {
            chosenContexts[$0.name] == nil && $0.node["contexts"]?[light] != nil && $0.node["contexts"]?[dark] != nil
        }) {
            chosen = found.name
        } else if light != "light" || dark != "dark" {
            // Contexts named on the command line that no modifier has are a mistake, not a resolver without light
            // and dark.
            report(
                .missingKey, orderPointer, root["resolutionOrder"] ?? root,
                "no modifier has both a \(quoted(light)) and a \(quoted(dark)) context; name the appearance modifier "
                    + "and its contexts with --modifier, --light-context and --dark-context")
            return nil
        }
        let chosenModifier = modifiers.first { $0.name == chosen }
        guard
            let highContrast = findHighContrast(
                wantedHighContrast, appearance: chosenModifier.map { ($0.name, $0.node, $0.pointer) },
                modifiers: modifiers.map { ($0.name, $0.node, $0.pointer) }, light: light, dark: dark)
        else { return nil }
        var lightSources: [DTCGResolverPlan.Source] = []
        var darkSources: [DTCGResolverPlan.Source] = []
        var lightHighContrastSources: [DTCGResolverPlan.Source] = []
        var darkHighContrastSources: [DTCGResolverPlan.Source] = []
        for (index, item) in order.enumerated() {
            let pointer = JSONPointer(["resolutionOrder"]).appending(index)
            guard let resolved = resolve(item, at: pointer) else { continue }
            if resolved.kind == "set" {
                usedSets.insert(resolved.name)
                let sources = self.sources(of: resolved.node, at: resolved.pointer, key: "sources")
                lightSources += sources
                darkSources += sources
                lightHighContrastSources += sources
                darkHighContrastSources += sources
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
            if let chosen, resolved.name == chosen {
                for (name, into) in highContrast.appearanceContexts(light: light, dark: dark) {
                    guard let context = resolved.node["contexts"]?[name] else {
                        report(
                            .missingKey, contextsPointer, resolved.node["contexts"] ?? resolved.node,
                            "the modifier \(quoted(resolved.name)) has no \(quoted(name)) context "
                                + "(contexts: \(contexts.map(\.key).joined(separator: ", ")))")
                        continue
                    }
                    let sources = self.sources(in: context, at: contextsPointer.appending(name))
                    switch into {
                    case 0: lightSources += sources
                    case 1: darkSources += sources
                    case 2: lightHighContrastSources += sources
                    default: darkHighContrastSources += sources
                    }
                }
            } else if case .contrastModifier(let name, let standard, let high) = highContrast, resolved.name == name {
                if let context = resolved.node["contexts"]?[standard] {
                    let sources = self.sources(in: context, at: contextsPointer.appending(standard))
                    lightSources += sources
                    darkSources += sources
                }
                if let context = resolved.node["contexts"]?[high] {
                    let sources = self.sources(in: context, at: contextsPointer.appending(high))
                    lightHighContrastSources += sources
                    darkHighContrastSources += sources
                }
            } else {
                // The format (resolver 6.1) needs an input or a default for every modifier: `--context` gives the
                // input; without one, the default; without a default, the one context that adds no tokens (the sets
                // as they are, which is what a resolver means by such a context).
                let names = contexts.map(\.key)
                let listed = names.map { quoted($0) }.joined(separator: ", ")
                let name: String
                if let given = chosenContexts[resolved.name] {
                    guard names.contains(given) else { continue }  // reported above
                    name = given
                } else if let declared = resolved.node["default"]?.stringValue {
                    guard names.contains(declared) else { continue }  // reported above
                    name = declared
                    notes.append(
                        "the resolver's \(quoted(resolved.name)) modifier: read its default context "
                            + "\(quoted(declared)) (of \(listed)); --context \(resolved.name)=NAME reads another")
                } else if case let empties = contexts.filter({ Self.isEmptySource($0.value) }).map(\.key),
                    empties.count == 1, let empty = empties.first
                {
                    name = empty
                    notes.append(
                        "the resolver's \(quoted(resolved.name)) modifier has no default: read \(quoted(empty)), "
                            + "its one context that adds no tokens (of \(listed)); --context \(resolved.name)=NAME "
                            + "reads another")
                } else {
                    report(
                        .missingKey, resolved.pointer, resolved.node,
                        "the modifier \(quoted(resolved.name)) has no \"default\", so dsys cannot tell which of its "
                            + "contexts to read; choose one with --context \(resolved.name)=NAME (contexts: \(listed)), "
                            + "or add \"default\" to the resolver")
                    continue
                }
                guard let context = resolved.node["contexts"]?[name] else { continue }
                let sources = self.sources(in: context, at: contextsPointer.appending(name))
                lightSources += sources
                darkSources += sources
                lightHighContrastSources += sources
                darkHighContrastSources += sources
            }
        }
        var plan = DTCGResolverPlan(
            modifier: chosen, name: root["name"]?.stringValue, light: lightSources, dark: darkSources)
        plan.notes = notes
        if chosen == nil {
            plan.notes.insert(
                "the resolver has no modifier with a \(quoted(light)) and a \(quoted(dark)) context: the same values "
                    + "serve light and dark (--modifier, --light-context and --dark-context name an appearance "
                    + "modifier)", at: 0)
        }
        plan.unusedSets = unusedSets(named: usedSets)
        if highContrast == .absent { return plan }
        plan.highContrast = highContrast
        plan.lightHighContrast = highContrast.hasLight ? lightHighContrastSources : nil
        plan.darkHighContrast = highContrast.hasDark ? darkHighContrastSources : nil
        return plan
    }

    /// A modifier's context names, in document order.
    private func contextNames(_ modifier: JSONNode) -> [String] {
        guard case .object(let members)? = modifier["contexts"]?.value else { return [] }
        return members.map(\.key)
    }

    /// Whether a context's sources are none (`[]`): the context leaves the sets as they are.
    private static func isEmptySource(_ node: JSONNode) -> Bool {
        if case .array(let elements) = node.value { return elements.isEmpty }
        return false
    }

    /// The sets of `sets` that `used` does not hold, with their sources (files relative to the resolver).
    private mutating func unusedSets(named used: Set<String>) -> [DTCGResolverPlan.UnusedSet] {
        guard case .object(let sets)? = root["sets"]?.value else { return [] }
        return sets.filter { !used.contains($0.key) }.map { set in
            DTCGResolverPlan.UnusedSet(
                name: set.key, sources: sources(of: set.value, at: JSONPointer(["sets", set.key]), key: "sources"))
        }
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
        expanding.append(pointer)
        defer { expanding.removeLast() }
        return sources(in: list, at: pointer.appending(key))
    }

    private mutating func sources(in list: JSONNode, at pointer: JSONPointer) -> [DTCGResolverPlan.Source] {
        guard case .array(let elements) = list.value else {
            report(.wrongType, pointer, list, "expected an array of sources, found \(list.value.kindDescription)")
            return []
        }
        var result: [DTCGResolverPlan.Source] = []
        for (index, element) in elements.enumerated() {
            result += sources(of: element, at: pointer.appending(index))
        }
        return result
    }

    /// The sources one element of a source list stands for: inline tokens, a file, or what a pointer names.
    private mutating func sources(of element: JSONNode, at elementPointer: JSONPointer) -> [DTCGResolverPlan.Source] {
        guard let ref = element["$ref"] else { return [.inline(element, pointer: elementPointer)] }
        guard let text = ref.stringValue else {
            report(.wrongType, elementPointer.appending("$ref"), ref, "expected a reference string")
            return []
        }
        if let segments = DTCGReference.pointer(text) {
            return sameDocumentSources(segments, text: text, ref: ref, at: elementPointer)
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
            if fileReferences[text] == nil { fileReferences[text] = (elementPointer.appending("$ref"), ref.offset) }
            return [.file(text)]
        }
        return []
    }

    /// The sources a same-document pointer stands for: a set's sources, a list of sources, or tokens written at that
    /// place (the format allows a pointer anywhere in the document but into modifiers and the resolution order).
    private mutating func sameDocumentSources(
        _ segments: [String], text: String, ref: JSONNode, at pointer: JSONPointer
    ) -> [DTCGResolverPlan.Source] {
        let refPointer = pointer.appending("$ref")
        let target = JSONPointer(segments)
        if let first = segments.first, first == "modifiers" || first == "resolutionOrder" {
            report(
                .invalidValue, refPointer, ref,
                "\(quoted(text)) points into \(first); a source may point at a set (\"#/sets/name\") or at tokens, "
                    + "but only the resolution order refers to modifiers, and nothing may point into it")
            return []
        }
        if pointer.tokens.starts(with: segments) || expanding.contains(target) {
            report(
                .aliasCycle, refPointer, ref,
                "\(quoted(text)) leads back to where it is used, so its sources would include themselves; "
                    + "point at another set or at token files")
            return []
        }
        var node = root
        for segment in segments {
            switch node.value {
            case .object: node = node[segment] ?? JSONNode(.null, offset: -1)
            case .array(let elements):
                if let index = Int(segment), elements.indices.contains(index) {
                    node = elements[index]
                } else {
                    node = JSONNode(.null, offset: -1)
                }
            default: node = JSONNode(.null, offset: -1)
            }
            if node.offset < 0 { break }
        }
        guard node.offset >= 0 else {
            report(.unknownAlias, refPointer, ref, "\(quoted(text)) names nothing in this document")
            return []
        }
        if segments.count == 2, segments[0] == "sets" {
            usedSets.insert(segments[1])
            return sources(of: node, at: target, key: "sources")
        }
        switch node.value {
        case .array:
            expanding.append(target)
            defer { expanding.removeLast() }
            return sources(in: node, at: target)
        case .object where node["$ref"] != nil:
            expanding.append(target)
            defer { expanding.removeLast() }
            return sources(of: node, at: target)
        case .object:
            return [.inline(node, pointer: target)]
        default:
            report(
                .wrongType, refPointer, ref,
                "\(quoted(text)) points at \(node.value.kindDescription), not at tokens (an object) or a set")
            return []
        }
    }
}
