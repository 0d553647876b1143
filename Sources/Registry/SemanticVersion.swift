import Tokens

/// A semantic version `MAJOR.MINOR.PATCH` (no pre-release or build parts).
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `1.2.3`; `v1.2.3` is accepted too, as git tags often spell it.
    public init(parsing text: String) throws(RegistryError) {
        let digits = text.hasPrefix("v") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformedVersion(text) }
        var numbers: [Int] = []
        for part in parts {
            // No signs, no leading zeros, and small enough to add 1 to.
            guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                part == "0" || !part.hasPrefix("0"), let number = Int(part)
            else { throw .malformedVersion(text) }
            numbers.append(number)
        }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// The next version after a change that needs `bump`.
    public func bumped(_ bump: VersionBump) -> SemanticVersion {
        switch bump {
        case .major: SemanticVersion(major + 1, 0, 0)
        case .minor: SemanticVersion(major, minor + 1, 0)
        case .patch, .none: SemanticVersion(major, minor, patch + 1)
        }
    }
}
