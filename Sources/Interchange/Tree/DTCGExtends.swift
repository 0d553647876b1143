import Tokens

/// Applies `$extends`: a group inherits the tokens and properties of the group it names; its own members win.
struct ExtendsExpander {
    let root: TreeNode
    var problems: DTCGProblems
    private var chain: [[String]] = []

    init(root: TreeNode, problems: DTCGProblems) {
        self.root = root
        self.problems = problems
    }

    mutating func expand(_ node: TreeNode, path: [String]) -> TreeNode {
        guard !node.isToken else { return node }
        var result = node
        if let extends = node.properties["$extends"] {
            result.properties["$extends"] = nil
            if let targetPath = targetPath(extends.node) {
                if chain.contains(targetPath) || path.starts(with: targetPath) || targetPath == path {
                    problems.report(
                        .aliasCycle, file: extends.file, extends.pointer, offset: extends.node.offset,
                        "$extends {\(targetPath.joined(separator: "."))} leads back to this group "
                            + "(\(path.isEmpty ? "the root" : path.joined(separator: "."))); groups cannot extend "
                            + "themselves, their parents or each other in a circle")
                } else if let target = find(targetPath), !target.isToken {
                    chain.append(path)
                    var base = expand(target, path: targetPath)
                    chain.removeLast()
                    base.merge(result)
                    result = base
                    result.properties["$extends"] = nil
                } else {
                    problems.report(
                        .unknownAlias, file: extends.file, extends.pointer, offset: extends.node.offset,
                        "$extends {\(targetPath.joined(separator: "."))} names no group")
                }
            }
        }
        chain.append(path)
        result.children = result.children.map { child in
            TreeNode.Child(key: child.key, node: expand(child.node, path: path + [child.key]))
        }
        chain.removeLast()
        return result
    }

    private func targetPath(_ node: JSONNode) -> [String]? {
        if let text = node.stringValue { return DTCGReference.curlyPath(text) }
        return node["$ref"]?.stringValue.flatMap(DTCGReference.pointer)
    }

    private func find(_ path: [String]) -> TreeNode? {
        var current = root
        for segment in path {
            guard let next = current.child(segment) else { return nil }
            current = next
        }
        return current
    }
}
