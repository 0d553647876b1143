import CLibGit2

/// Facts about the libgit2 that the registry's output repository is written with.
public enum LibGit2 {
    /// The linked libgit2's version, e.g. `1.5.1`.
    public static var version: String {
        var major: Int32 = 0
        var minor: Int32 = 0
        var revision: Int32 = 0
        guard git_libgit2_version(&major, &minor, &revision) == 0 else { return "unknown" }
        return "\(major).\(minor).\(revision)"
    }
}
