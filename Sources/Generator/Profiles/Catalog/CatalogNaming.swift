import Tokens

/// Where one color lives in the catalog profile's package: its group is a namespace (a folder of the asset catalog
/// that provides a namespace, and an enum nested in `Color`), the rest of its path the colorset and the member.
struct CatalogColorName: Sendable, Equatable {
    /// `Brand`: the folder below `Assets.xcassets/Colors/` and the enum nested in `Color`.
    var namespace: String
    /// `Primary`: the colorset's name in its folder.
    var colorset: String
    /// `primary`: the member of the namespace, as code spells it after a dot.
    var member: String

    /// `Brand/Primary`: the asset's name, which `Color(_:bundle:)` reads.
    var assetName: String { "\(namespace)/\(colorset)" }

    /// `Color.Brand.primary`: the public symbol.
    var symbol: String { "Color.\(namespace).\(member)" }

    /// The member as a declaration spells it: a keyword in backquotes (`` `default` ``), as after a dot it needs none.
    var declaredMember: String { Naming.isReserved(member) ? "`\(member)`" : member }
}

/// A color token and its name in the catalog profile.
struct CatalogColor: Sendable {
    var token: ColorToken
    var name: CatalogColorName
}

/// The catalog profile's naming rules: document names → asset folder names and Swift identifiers, and the
/// collisions that would merge two folders or declare one symbol twice.
enum CatalogNaming {
    /// Identifiers that cannot follow a dot as a member, whatever backquotes the declaration has.
    static let unusableMembers: Set<String> = ["self", "init", "Type", "Protocol"]

    /// Members `DSTypography` declares itself, which no text style may be named.
    static let typographyMembers =
        ["size", "textStyle", "lineHeight", "lineSpacing", "letterSpacing", "allCases", "hashValue"]
        + TypeScale.fontMemberNames

    /// Members `DSShadow` declares itself, which no shadow may be named.
    static let shadowMembers = ["allCases", "hashValue"]

    /// `palette` → `Palette`, `on-surface` → `OnSurface`; `nil` for a name with no ASCII letter or digit.
    static func typeName(_ name: String) -> String? {
        let words = asciiWords(CollectionOfOne(name))
        guard !words.isEmpty else { return nil }
        return identifier(words.flatMap(capitalized))
    }

    /// `gray.50` → `Gray50`: the colorset's name, every word of the rest of the path capitalised.
    static func colorsetName(_ components: ArraySlice<String>) -> String? {
        let words = asciiWords(components)
        guard !words.isEmpty else { return nil }
        return String(decoding: words.flatMap(capitalized), as: UTF8.self)
    }

    /// `gray.50` → `gray50`, `URL-bar` → `urlBar`, `50` → `_50`: the member's name; an acronym that starts it is
    /// lower-cased whole, as Swift's API guidelines write them.
    static func memberName(_ components: ArraySlice<String>) -> String? {
        let words = asciiWords(components)
        guard let first = words.first else { return nil }
        let isAcronym = first.count > 1 && !first.contains(where: isLower)
        var bytes = first.enumerated().map { offset, byte in
            (offset == 0 || isAcronym) && isUpper(byte) ? byte | 0x20 : byte
        }
        for word in words.dropFirst() { bytes += capitalized(word) }
        return identifier(bytes)
    }

    /// The words of every component: runs of ASCII letters and digits, as `Naming` splits names, in bytes (this runs
    /// for every color).
    private static func asciiWords(_ components: some Sequence<String>) -> [[UInt8]] {
        var words: [[UInt8]] = []
        for component in components {
            var word: [UInt8] = []
            for byte in component.utf8 {
                if Naming.isWordByte(byte) {
                    word.append(byte)
                } else if !word.isEmpty {
                    words.append(word)
                    word = []
                }
            }
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    private static func capitalized(_ word: [UInt8]) -> [UInt8] {
        guard let first = word.first, isLower(first) else { return word }
        return [first - 0x20] + word.dropFirst()
    }

    private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

    /// A Swift identifier of the bytes: `_` before a leading digit.
    private static func identifier(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true ? "_" + text : text
    }

    /// Every color with its name, in document order; a color whose group or rest of path has no ASCII letter or
    /// digit has none and is left out (``problems(in:names:)`` reports it).
    static func namedColors(_ colors: [ColorToken], names: [CatalogColorName?]) -> [CatalogColor] {
        zip(colors, names).compactMap { token, name in name.map { CatalogColor(token: token, name: $0) } }
    }

    /// The name of every color, in document order; `nil` for a color whose group or rest of path has no ASCII
    /// letter or digit.
    static func names(_ colors: [ColorToken]) -> [CatalogColorName?] {
        var namespaces: [String: String?] = [:]
        return colors.map { token in
            let group = token.path.components[0]
            let namespace: String?
            if let known = namespaces[group] {
                namespace = known
            } else {
                namespace = typeName(group)
                namespaces[group] = namespace
            }
            let rest = token.path.components.dropFirst()
            guard let namespace, let colorset = colorsetName(rest), let member = memberName(rest) else { return nil }
            return CatalogColorName(namespace: namespace, colorset: colorset, member: member)
        }
    }

    /// Every naming problem of the document for this profile, each at the pointer of the group or token that causes
    /// it (the second of two that collide).
    static func problems(in designSystem: DesignSystem, names: [CatalogColorName?]) -> [RequirementProblem] {
        var problems: [RequirementProblem] = []
        // Folders are compared without case: macOS's file system would make one folder of `Brand` and `brand`.
        var groups: [String: (group: String, namespace: String)] = [:]
        var colorsets: [String: (path: TokenPath, name: CatalogColorName)] = [:]
        var reported: Set<String> = []
        for (token, name) in zip(designSystem.colors, names) {
            let group = token.path.components[0]
            let groupPointer = JSONPointer(["tokens", "color", group])
            let pointer = designSystem.pointer(of: TokenKey(.color, token.path))
            // The document's own rules refuse a name with no ASCII letter or digit, which has no Swift name.
            guard let name else { continue }
            let namespace = name.namespace
            if let first = groups[namespace.asciiFolded], first.group != group {
                if reported.insert(group).inserted {
                    problems.append(
                        RequirementProblem(
                            .identifierCollision, at: groupPointer,
                            first.namespace == namespace
                                ? "the groups \(first.group) and \(group) both become Color.\(namespace) and the asset "
                                    + "folder Colors/\(namespace); rename one of them"
                                : "the groups \(first.group) and \(group) become the asset folders "
                                    + "Colors/\(first.namespace) and Colors/\(namespace), which differ only in case and "
                                    + "are one folder on macOS; rename one of them"))
                }
                continue
            }
            groups[namespace.asciiFolded] = (group, namespace)
            if Naming.isReserved(namespace), reported.insert(group).inserted {
                problems.append(
                    RequirementProblem(
                        .swiftKeyword, at: groupPointer,
                        "the group \(group) would be the namespace Color.\(namespace), and \(namespace) is reserved in "
                            + "Swift; rename the group"))
                continue
            }
            if namespace == "SwiftUI", reported.insert(group).inserted {
                problems.append(
                    RequirementProblem(
                        .identifierCollision, at: groupPointer,
                        "the group \(group) would be the namespace Color.SwiftUI, which would hide the SwiftUI module "
                            + "in the colors' declarations; rename the group"))
                continue
            }
            if unusableMembers.contains(name.member) {
                problems.append(
                    RequirementProblem(
                        .swiftKeyword, at: pointer,
                        "\(token.path) would be Color.\(namespace).\(name.member), which Swift reads as something "
                            + "else; rename it"))
                continue
            }
            let key = "\(namespace)/\(name.colorset)".asciiFolded
            guard let first = colorsets[key] else {
                colorsets[key] = (token.path, name)
                continue
            }
            problems.append(
                RequirementProblem(
                    .identifierCollision, at: pointer,
                    first.name.colorset == name.colorset
                        ? "\(token.path) and \(first.path) both become \(name.symbol) and the colorset "
                            + "Colors/\(name.assetName); rename one of them"
                        : "\(token.path) and \(first.path) become the colorsets Colors/\(name.assetName) and "
                            + "Colors/\(first.name.assetName), which differ only in case and are one folder on macOS; "
                            + "rename one of them"))
        }
        problems += TypeScale.memberCollisions(
            designSystem.typography.map { ($0.identifier, TokenKey(.typography, TokenPath([$0.name]))) },
            declaredBy: "DSTypography", members: typographyMembers, profile: .catalog, in: designSystem)
        problems += TypeScale.memberCollisions(
            (designSystem.shadows ?? []).map { ($0.identifier, TokenKey(.shadow, TokenPath([$0.name]))) },
            declaredBy: "DSShadow", members: shadowMembers, profile: .catalog, in: designSystem)
        return problems
    }
}
