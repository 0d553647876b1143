import Tokens

/// A resolver's sets that its resolution order leaves out, read when the order's tokens need them.
///
/// The resolver format reads only the sets its resolution order names; a set defined beside them is not read. Sets are
/// published that way by mistake (the typography set of a resolver whose text styles refer to its font families):
/// its tokens are then missing for every reference to them. The import reads such a set, first in every appearance
/// (so that the order's own sources win), when and only when a token of the order refers to one of its tokens, and
/// says so; a set nothing refers to stays unread.
enum UnusedSets {
    /// `plan` with the needed unused sets' sources first in each appearance, and a note for each.
    static func include(
        in plan: DTCGImport.Appearances, files: [DTCGFile]
    ) -> (plan: DTCGImport.Appearances, notes: [String]) {
        guard !plan.unusedSets.isEmpty else { return (plan, []) }
        func roots(_ sources: [DTCGResolverPlan.Source]) -> [JSONNode] {
            sources.compactMap { source in
                switch source {
                case .file(let name): files.first { $0.name == name }?.root
                case .inline(let node, _): node
                }
            }
        }
        let order = plan.light + plan.dark + (plan.lightHighContrast ?? []) + (plan.darkHighContrast ?? [])
        var references: Set<String> = []
        for root in roots(order) { collectReferences(root, into: &references) }
        var plan = plan
        var notes: [String] = []
        for set in plan.unusedSets {
            var paths: [String] = []
            for root in roots(set.sources) { collectTokens(root, path: [], into: &paths) }
            let needed = paths.filter(references.contains)
            guard let first = needed.first else { continue }
            plan.light = set.sources + plan.light
            plan.dark = set.sources + plan.dark
            plan.lightHighContrast = plan.lightHighContrast.map { set.sources + $0 }
            plan.darkHighContrast = plan.darkHighContrast.map { set.sources + $0 }
            let files = set.sources.compactMap { source -> String? in
                if case .file(let name) = source { return name }
                return nil
            }
            notes.append(
                "read the resolver's set \(quoted(set.name))\(files.isEmpty ? "" : " (\(files.joined(separator: ", ")))"), "
                    + "which its resolutionOrder leaves out, because the order's tokens refer to "
                    + "\(needed.count == 1 ? "it" : "\(needed.count) of its tokens") ({\(first)}\(needed.count > 1 ? ", …" : "")); "
                    + "add {\"$ref\": \"#/sets/\(set.name)\"} to resolutionOrder to say so")
        }
        plan.unusedSets = []
        return (plan, notes)
    }

    /// The dotted paths every curly reference (`"{a.b}"`) and same-document pointer (`"#/a/b"`) below `node` names.
    private static func collectReferences(_ node: JSONNode, into references: inout Set<String>) {
        switch node.value {
        case .string(let text):
            if let dotted = DTCGReference.curlyDotted(text) { references.insert(dotted) }
        case .array(let elements):
            for element in elements { collectReferences(element, into: &references) }
        case .object(let members):
            for member in members {
                if member.key == "$ref", let text = member.value.stringValue, let segments = DTCGReference.pointer(text)
                {
                    references.insert(segments.prefix { $0 != "$value" }.joined(separator: "."))
                } else {
                    collectReferences(member.value, into: &references)
                }
            }
        default: break
        }
    }

    /// The dotted paths of the tokens below `node` (`$root` tokens by their group's path and `.$root`).
    private static func collectTokens(_ node: JSONNode, path: [String], into paths: inout [String]) {
        guard case .object(let members) = node.value else { return }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            guard case .object = member.value.value else { continue }
            if member.value["$value"] != nil {
                paths.append((path + [member.key]).joined(separator: "."))
            } else {
                collectTokens(member.value, path: path + [member.key], into: &paths)
            }
        }
    }
}
