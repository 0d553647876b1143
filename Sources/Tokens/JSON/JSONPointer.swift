/// An RFC 6901 JSON pointer, built up one reference token at a time.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    public private(set) var tokens: [String]

    public init(_ tokens: [String] = []) {
        self.tokens = tokens
    }

    /// The pointer of the document root.
    public static let root = JSONPointer()

    @inlinable  // built for every member the import (another module) reads
    public func appending(_ token: String) -> JSONPointer {
        // One allocation (`tokens + [token]` makes two): pointers are built for every member read.
        var longer: [String] = []
        longer.reserveCapacity(tokens.count + 1)
        longer.append(contentsOf: tokens)
        longer.append(token)
        return JSONPointer(longer)
    }

    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// `/` for the root (so that it is visible in a message), `/a/b~1c` otherwise.
    public var description: String {
        if tokens.isEmpty { return "/" }
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
