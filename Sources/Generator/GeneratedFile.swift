/// One file of a generated package: where it goes below the output root, and its bytes.
public struct GeneratedFile: Sendable, Equatable {
    /// A relative path with `/` separators, e.g. `Components/DSButton.swift`.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// The contents as text (generated files are UTF-8).
    public var text: String { String(decoding: contents, as: UTF8.self) }
}
