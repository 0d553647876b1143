/// An RFC 6901 JSON pointer, built up one reference token at a time.
///
/// A pointer is its last reference token and the pointer before it, shared: readers build one for every member they
/// read, and appending a token is one small allocation whatever the depth (an array of tokens copied all of them).
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A reference token and the pointer it extends.
    @usableFromInline
    final class Link: Sendable {
        @usableFromInline let parent: Link?
        @usableFromInline let token: String
        @usableFromInline let depth: Int

        @usableFromInline
        init(parent: Link?, token: String) {
            self.parent = parent
            self.token = token
            self.depth = (parent?.depth ?? 0) + 1
        }
    }

    /// The last reference token's link; nil for the root.
    @usableFromInline let last: Link?

    @usableFromInline
    init(last: Link?) {
        self.last = last
    }

    public init(_ tokens: [String] = []) {
        var link: Link?
        for token in tokens { link = Link(parent: link, token: token) }
        self.init(last: link)
    }

    /// The reference tokens, from the root's first: an array built on each call, in time proportional to the depth.
    public var tokens: [String] {
        var tokens = [String](repeating: "", count: last?.depth ?? 0)
        var link = last
        while let current = link {
            tokens[current.depth - 1] = current.token
            link = current.parent
        }
        return tokens
    }

    /// Whether this is the document root's pointer.
    public var isRoot: Bool { last == nil }

    /// How many reference tokens the pointer has; 0 for the root.
    public var count: Int { last?.depth ?? 0 }

    /// The pointer without its last reference token (the member's object); the root for the root.
    public var parent: JSONPointer { JSONPointer(last: last?.parent) }

    /// The pointer of the document root.
    public static let root = JSONPointer()

    @inlinable  // built for every member the import (another module) reads
    public func appending(_ token: String) -> JSONPointer {
        JSONPointer(last: Link(parent: last, token: token))
    }

    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        var (left, right) = (lhs.last, rhs.last)
        guard left?.depth == right?.depth else { return false }
        while let l = left, let r = right {
            // Pointers built on one another share their links from there to the root.
            if l === r { return true }
            guard l.token == r.token else { return false }
            (left, right) = (l.parent, r.parent)
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(last?.depth ?? 0)
        var link = last
        while let current = link {
            hasher.combine(current.token)
            link = current.parent
        }
    }

    /// `/` for the root (so that it is visible in a message), `/a/b~1c` otherwise.
    public var description: String {
        if isRoot { return "/" }
        var result = ""
        for token in tokens {
            result += "/"
            for character in token {
                switch character {
                case "~": result += "~0"
                case "/": result += "~1"
                default: result.append(character)
                }
            }
        }
        return result
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}
