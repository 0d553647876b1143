extension JSONParser {
    // MARK: - A large document on two cores

    /// The size from which ``parseDocumentOnTwoCores(from:)`` splits a document by default: below it, handing a part
    /// to another core costs more than it saves.
    package static let bytesParsedOnTwoCores = 128 * 1024

    /// Parses the whole input as ``parseDocument()`` does, with the same result, duplicates and failure; a JSON
    /// document of at least `size` bytes whose root is an object is read on two cores.
    ///
    /// A quick scan of the first half finds the members to hand over: the last members of one object (the root, or
    /// an object in it that holds most of the file), about half the file. Another parser reads them while this one
    /// reads everything else and passes over them; their object is then put together, and each of their keys checked
    /// against the members before them in the order one parser checks them, so that the duplicates come in the same
    /// order too. When either part fails, or the scan went wrong (the document is malformed), the whole document is
    /// read again by one parser, whose failure is the one reported: only a well-formed document is read in parts.
    package mutating func parseDocumentOnTwoCores(from size: Int = bytesParsedOnTwoCores) throws(Failure) -> JSONNode {
        guard dialect == .json, bytes.count >= size, let split = Self.split(bytes, from: index) else {
            return try parseDocument()
        }
        let (bytes, start) = (self.bytes, index)
        let (otherPart, thisPart) = concurrently(
            {
                var other = JSONParser(bytes: bytes)
                return Result { () throws(Failure) in
                    try other.parseMembers(from: split.start, to: split.end, depth: split.depth, path: split.path)
                }
            },
            {
                var this = JSONParser(bytes: bytes)
                this.index = start
                this.deferred = (split.start, split.end)
                return Result { () throws(Failure) in (try this.parseDocument(), this) }
            })
        guard case .success(let members) = otherPart, case .success(let (root, this)) = thisPart,
            let passed = this.passedOver, passed.path == split.path,
            let joined = Self.joining(members, into: root, at: passed.path[...], object: split.object, with: this)
        else {
            return try parseDocument()
        }
        self = this
        self.deferred = nil
        self.passedOver = nil
        self.readInParts = true
        duplicates = joined.duplicates
        return joined.root
    }

    /// Members handed to another parser: from `start` (a key) to the `}` at `end` of their object, which is at
    /// `depth` and `path`.
    struct Split {
        var start: Int
        var end: Int
        /// Where the object starts (its `{`).
        var object: Int
        var depth: Int
        var path: [String]
    }

    /// A member read by ``parseMembers(from:to:depth:path:)``, and how many duplicates that parser had found once
    /// its value was read.
    struct HandedOver {
        var member: JSONMember
        var duplicatesAfter: Int
    }

    /// Reads the members from `start` to the `}` at `end` of an object at `depth` and `path`, without checking
    /// their keys against each other (``joining(_:into:at:object:with:)`` does, in order).
    mutating func parseMembers(
        from start: Int, to end: Int, depth: Int, path: [String]
    ) throws(Failure) -> (members: [HandedOver], duplicates: [DuplicateKey]) {
        index = start
        self.path = path
        var members: [HandedOver] = []
        while true {
            let keyOffset = index
            guard peek(UInt8(ascii: "\"")) else { throw Failure(code: .malformedJSON, offset: index, message: "") }
            let key = try parseString()
            try skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw Failure(code: .malformedJSON, offset: index, message: "") }
            index += 1
            try skipWhitespace()
            self.path.append(key)
            let value = try parseValue(depth: depth + 1)
            self.path.removeLast()
            members.append(
                HandedOver(
                    member: JSONMember(key: key, keyOffset: keyOffset, value: value),
                    duplicatesAfter: duplicates.count))
            try skipWhitespace()
            if index == end {
                // The split's `}`; checked here too, so that a scan fooled by malformed input fails, not joins.
                guard bytes[end] == UInt8(ascii: "}") else {
                    throw Failure(code: .malformedJSON, offset: index, message: "")
                }
                return (members, duplicates)
            }
            guard index < end, peek(UInt8(ascii: ",")) else {
                throw Failure(code: .malformedJSON, offset: index, message: "")
            }
            index += 1
            try skipWhitespace()
        }
    }

    /// `root` with the handed-over members after those of their object (at `path`, starting at `object`), and every
    /// duplicate in the order one parser finds them: `this` parser's before it passed over the members, then for each
    /// member the duplicates inside it and the member itself if its key is taken, then `this` parser's others. `nil`
    /// when the object at `path` is not the one the members belong to (it was itself a duplicate, left out).
    static func joining(
        _ handed: (members: [HandedOver], duplicates: [DuplicateKey]), into root: JSONNode, at path: ArraySlice<String>,
        object: Int, with this: JSONParser
    ) -> (root: JSONNode, duplicates: [DuplicateKey])? {
        guard case .object(var members) = root.value else { return nil }
        guard let key = path.first else {
            guard root.offset == object, let passed = this.passedOver else { return nil }
            var duplicates = Array(this.duplicates[..<passed.duplicates])
            var keys = MemberKeys(members)
            var consumed = 0
            for item in handed.members {
                duplicates += handed.duplicates[consumed..<item.duplicatesAfter]
                consumed = item.duplicatesAfter
                let member = item.member
                if let first = keys.firstPosition(of: member.key, in: members) {
                    duplicates.append(
                        DuplicateKey(
                            pointer: JSONPointer(passed.path + [member.key]), offset: member.keyOffset,
                            firstOffset: members[first].keyOffset))
                } else {
                    members.append(member)
                }
            }
            duplicates += this.duplicates[passed.duplicates...]
            return (JSONNode(.object(members), offset: root.offset), duplicates)
        }
        guard let position = members.firstIndex(where: { $0.key == key }),
            let joined = joining(
                handed, into: members[position].value, at: path.dropFirst(), object: object, with: this)
        else { return nil }
        members[position].value = joined.root
        return (JSONNode(.object(members), offset: root.offset), joined.duplicates)
    }

    // MARK: Where to split

    /// The members to hand over in `bytes`, whose value starts at or after `start`: a run of last members of about
    /// half the document, in the root object or, when one member holds most of it, in that member's object (and so
    /// on down); `nil` when there is none of a quarter of the document at least, or the scan finds the document
    /// malformed (the parse then reports it).
    static func split(_ bytes: [UInt8], from start: Int) -> Split? {
        bytes.withUnsafeBufferPointer { buffer -> Split? in
            var open = start
            while open < buffer.count, isSpace(buffer[open]) { open += 1 }
            var close = buffer.count - 1
            while close > open, isSpace(buffer[close]) { close -= 1 }
            guard open < close, buffer[open] == UInt8(ascii: "{"), buffer[close] == UInt8(ascii: "}") else {
                return nil
            }
            let half = (buffer.count - start) / 2
            var (depth, path) = (1, [String]())
            while depth < maximumDepth {
                // The members from the first one whose run to `close` is no longer than half the document.
                guard let scanned = scanMembers(buffer, object: open, close: close, until: close - half) else {
                    return nil
                }
                var best: Int?
                for key in [scanned.before, scanned.from].compactMap({ $0 })
                where best.map({ abs(close - key - half) < abs(close - $0 - half) }) ?? true {
                    best = key
                }
                if let best, abs(close - best - half) <= half / 4 {
                    return Split(start: best, end: close, object: open, depth: depth, path: path)
                }
                // One member straddles the middle: split inside it when it is an object that holds most of the rest.
                // The scan counts brackets without matching them: the object's last byte must be its `}`, as the
                // root's is, since neither parser reads the byte a split ends at.
                guard let inner = scanned.straddling, buffer[inner.value] == UInt8(ascii: "{"),
                    buffer[inner.end - 1] == UInt8(ascii: "}"), inner.end - inner.value > half / 2
                else {
                    guard let best, close - best >= half / 2 else { return nil }
                    return Split(start: best, end: close, object: open, depth: depth, path: path)
                }
                (open, close) = (inner.value, inner.end - 1)
                depth += 1
                path.append(inner.key)
            }
            return nil
        }
    }

    /// The members of the object at `open` (whose `}` is at `close`) up to the first whose key is at `until` or after:
    /// that key's offset (`from`), the one before it (`before`), and the member before it, which holds `until`
    /// (`straddling`: its key, where its value starts and ends). `nil` when the object is malformed.
    private static func scanMembers(
        _ bytes: UnsafeBufferPointer<UInt8>, object open: Int, close: Int, until: Int
    ) -> (before: Int?, from: Int?, straddling: (key: String, value: Int, end: Int)?)? {
        var index = open + 1
        var before: Int?
        var previous: (key: String, value: Int, end: Int)?
        while true {
            while index < close, isSpace(bytes[index]) { index += 1 }
            guard index < close else { return (before, nil, previous) }
            let keyOffset = index
            if keyOffset >= until { return (before, keyOffset, previous) }
            guard bytes[index] == UInt8(ascii: "\""), let keyEnd = endOfString(bytes, at: index) else { return nil }
            index = keyEnd
            while index < close, isSpace(bytes[index]) { index += 1 }
            guard index < close, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            while index < close, isSpace(bytes[index]) { index += 1 }
            let value = index
            guard let end = endOfValue(bytes, at: value, before: close) else { return nil }
            // A key with an escape is not decoded here: such a member is not split inside.
            let rawKey = UnsafeBufferPointer(rebasing: bytes[(keyOffset + 1)..<(keyEnd - 1)])
            before = keyOffset
            previous =
                rawKey.contains(UInt8(ascii: "\\")) ? nil : (String(decoding: rawKey, as: UTF8.self), value, end)
            index = end
            while index < close, isSpace(bytes[index]) { index += 1 }
            if index < close {
                guard bytes[index] == UInt8(ascii: ","), index + 1 < close else { return nil }
                index += 1
            }
        }
    }

    /// The offset after the string whose opening quote is at `start`; `nil` when it is not closed.
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// The offset after the value at `start`, which ends before `limit`; `nil` when it does not.
    private static func endOfValue(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, before limit: Int) -> Int? {
        var index = start
        var depth = 0
        while index < limit {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let end = endOfString(bytes, at: index) else { return nil }
                index = end
                if depth == 0 { return index }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return index > start ? index : nil }
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return depth == 0 && index > start ? index : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
