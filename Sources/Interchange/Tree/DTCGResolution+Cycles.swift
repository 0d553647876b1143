import Tokens

// Circular references, reported on every token of the circle.
extension DTCGResolution {
    /// Reports a circular reference on every token of the chain that comes back to `index` (format 7.2.3: the
    /// error affects all of them).
    mutating func reportCycle(closingAt index: Int, chain: [Int]) {
        let members = chain.lastIndex(of: index).map { Array(chain[$0...]) } ?? [index]
        let path = (members + [index]).map { "{\(tokens[$0].dotted)}" }.joined(separator: " → ")
        for member in members {
            let token = tokens[member]
            problems.report(
                .aliasCycle, file: token.file, token.pointer.appending("$value"), offset: token.value.offset,
                "\(path) is a circular reference, so none of these tokens has a value; give one of them a real value")
        }
    }
}
