import CLibGit2
import Foundation

/// Who is publishing: `--author`, else the environment, else git's configuration.
struct Identity: Sendable, Equatable {
    var name: String
    var email: String

    /// Parses `Name <email>` or `Name`.
    init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let open = trimmed.firstIndex(of: "<") {
            guard trimmed.hasSuffix(">") else { throw RegistryError.malformedAuthor(text) }
            name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            email = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        } else {
            name = trimmed
            email = ""
        }
        guard Self.isAcceptable(name: name, email: email) else { throw RegistryError.malformedAuthor(text) }
    }

    /// git refuses empty names, and names and emails with angle brackets or line breaks.
    private static func isAcceptable(name: String, email: String) -> Bool {
        !name.isEmpty && !(name + email).contains(where: { "<>\n\r\0".contains($0) })
    }

    init(name: String, email: String) {
        self.name = name
        self.email = email
    }

    /// An identity from the environment or git's configuration, held to the same rules as `--author`.
    private static func checked(name: String, email: String) throws -> Identity {
        let identity = Identity(name: name, email: email)
        guard isAcceptable(name: name, email: email) else { throw RegistryError.malformedAuthor(identity.formatted) }
        return identity
    }

    var formatted: String { email.isEmpty ? name : "\(name) <\(email)>" }

    /// `explicit` (from `--author`), else `DSYS_AUTHOR`, else `GIT_AUTHOR_NAME` and
    /// `GIT_AUTHOR_EMAIL`, else git's `user.name` and `user.email`, else the login name.
    static func resolve(explicit: String?, environment: [String: String]) throws -> Identity {
        if let explicit { return try Identity(parsing: explicit) }
        if let author = environment["DSYS_AUTHOR"], !author.isEmpty { return try Identity(parsing: author) }
        if let name = environment["GIT_AUTHOR_NAME"], !name.isEmpty {
            return try checked(name: name, email: environment["GIT_AUTHOR_EMAIL"] ?? "")
        }
        if let name = gitConfig("user.name"), !name.isEmpty {
            return try checked(name: name, email: gitConfig("user.email") ?? "")
        }
        return Identity(name: environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "dsys", email: "")
    }

    private static func gitConfig(_ key: String) -> String? {
        guard (try? GitRuntime.start()) != nil else { return nil }
        var config: OpaquePointer?
        guard git_config_open_default(&config) == 0, let config else { return nil }
        defer { git_config_free(config) }
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        guard git_config_get_string_buf(&buffer, config, key) == 0, let pointer = buffer.ptr else { return nil }
        return String(cString: pointer)
    }
}
