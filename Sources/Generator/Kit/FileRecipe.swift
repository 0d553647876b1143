import Tokens

/// A file builder whose bytes, path included, are a function of one value: its input.
///
/// The builder is a static function of that input alone, so the input is exactly what the file depends on: a package
/// generated again from a document whose input for the file is equal (same builder, equal input) may take the file
/// made before (``Generator/package(_:profile:companions:reusing:)``) without rendering it, and gets the very bytes a
/// full generation would. What a file depends on is said once, by the value it is rendered from; it cannot drift
/// from what the builder reads.
protocol FileBuilder: SendableMetatype {
    /// Everything the file depends on: a builder reads nothing else (no document, no state of its own).
    associatedtype Input: Hashable & Sendable

    static func file(_ input: Input) -> GeneratedFile
}

/// What a file of a package is made from: its builder and the builder's input. Equal fingerprints give equal files.
///
/// The input is held in one typed box, which also makes the file: a package plans thousands of recipes per
/// generation, and an `AnyHashable` plus a closure per recipe cost two more allocations each and a dynamic cast per
/// comparison.
struct FileFingerprint: Hashable, @unchecked Sendable {
    // `@unchecked`: the box is immutable and holds a `Sendable` input (``FileBuilder``).
    fileprivate let box: InputBox

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box) }

    func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }
}

/// A builder's input, type-erased: compared, hashed and rendered by the builder it was made for.
private class InputBox {
    func isEqual(to other: InputBox) -> Bool { false }
    func hash(into hasher: inout Hasher) {}
    func make() -> GeneratedFile { GeneratedFile(path: "", contents: []) }
}

private final class BuilderInput<Builder: FileBuilder>: InputBox {
    let input: Builder.Input

    init(_ input: Builder.Input) { self.input = input }

    /// Equal only to the input of the same builder: the class is one per builder, so the same class means the same
    /// builder and input type.
    override func isEqual(to other: InputBox) -> Bool {
        guard type(of: other) == Self.self else { return false }
        return unsafeDowncast(other, to: Self.self).input == input
    }

    override func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Builder.self))
        hasher.combine(input)
    }

    override func make() -> GeneratedFile { Builder.file(input) }
}

/// A file of a package to be made by a builder from its input, which a later generation can reuse when its
/// fingerprint is equal.
struct FileRecipe: Sendable {
    let fingerprint: FileFingerprint

    init<Builder: FileBuilder>(_ builder: Builder.Type, _ input: Builder.Input) {
        fingerprint = FileFingerprint(box: BuilderInput<Builder>(input))
    }

    /// The builder applied to the very input `fingerprint` holds.
    func make() -> GeneratedFile { fingerprint.box.make() }
}

/// The files of a package as a profile plans them: those it makes itself whatever changed (they depend on much of
/// the document: the colors file on every color), and recipes, each one file of the many that depend on a few values
/// (a colorset on its color).
struct PackagePlan {
    /// Made on one core while the recipes are rendered on the others.
    var made: () -> [ProfileFile]
    var recipes: [FileRecipe]

    init(made: @escaping () -> [ProfileFile], recipes: [FileRecipe] = []) {
        self.made = made
        self.recipes = recipes
    }
}
