/// A parsed JSON value that remembers where it came from.
///
/// Objects keep their members in document order, because the order in which a team lists
/// its tokens is the order in which the generated code presents them.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue
    /// Byte offset of the value's first character in the source.
    public var offset: Int

    public init(_ value: JSONValue, offset: Int = 0) {
        self.value = value
        self.offset = offset
    }
}

/// A member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    /// Byte offset of the key's opening quote.
    public var keyOffset: Int
    public var value: JSONNode

    public init(key: String, keyOffset: Int = 0, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

/// The kinds of JSON value.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number with the exact text it was written as, so it can be written back unchanged.
    ///
    /// The one boxed case: its payload is the largest, and the others are held in place (a box for every string of
    /// a parsed file was an allocation each).
    indirect case number(Double, lexeme: String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The JSON type name used in messages ("an object", "a string", …).
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// The accessors below are inlinable: the import (another module) calls them for every member of every token file.
extension JSONNode {
    /// The member named `key`, if this is an object that has one.
    @inlinable
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    @inlinable
    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    @inlinable
    public var numberValue: Double? {
        if case .number(let number, _) = value { return number }
        return nil
    }

    public var isNull: Bool { value == .null }
}
