import CLibGit2
import Foundation

/// How dsys signs in to a git remote, from the environment only.
///
/// - `https://`: the token in `DSYS_GIT_TOKEN`, as the password of the URL's user (else `x-access-token`, which
///   GitHub, GitLab and Gitea accept for tokens).
/// - `ssh://` (and `user@host:path`): the ssh agent (`SSH_AUTH_SOCK`), else the key `DSYS_GIT_SSH_KEY` (default
///   `~/.ssh/id_ed25519`, then `~/.ssh/id_rsa`) with the passphrase in `DSYS_GIT_SSH_PASSPHRASE`, if any.
/// - `file://` and `git://`: none.
///
/// Whatever is offered is offered once: a server that refuses it fails the operation rather than being asked again
/// and again (libgit2 calls back as long as it is given credentials).
public struct GitCredentials: Sendable {
    var token: String?
    var sshKey: String?
    var sshPassphrase: String?
    var useAgent: Bool

    public init(environment: [String: String]) {
        token = environment["DSYS_GIT_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        useAgent = !(environment["SSH_AUTH_SOCK"] ?? "").isEmpty
        sshPassphrase = environment["DSYS_GIT_SSH_PASSPHRASE"]
        if let key = environment["DSYS_GIT_SSH_KEY"], !key.isEmpty {
            sshKey = key
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            sshKey = ["id_ed25519", "id_rsa"].map { "\(home)/.ssh/\($0)" }.first {
                FileManager.default.fileExists(atPath: $0)
            }
        }
    }
}

/// A remote's references as it advertises them.
public struct RemoteReferences: Sendable, Equatable {
    /// `refs/heads/NAME` → commit.
    public var branches: [String: GitObjectID] = [:]
    /// `refs/tags/NAME` → the commit the tag peels to (the tag object's own id when it is not advertised peeled).
    public var tags: [String: GitObjectID] = [:]
}

/// What libgit2's callbacks need, reached through their payload pointer.
private final class RemoteSession {
    let credentials: GitCredentials
    var attempts = 0
    var refused: String?
    /// `refs/…` → the server's reason, for each reference it did not update.
    var rejected: [String: String] = [:]
    var updated: Set<String> = []

    init(credentials: GitCredentials) { self.credentials = credentials }
}

private let credentialCallback: git_credential_acquire_cb = { out, url, usernameFromURL, allowedTypes, payload in
    guard let out, let payload else { return -1 }
    let session = Unmanaged<RemoteSession>.fromOpaque(payload).takeUnretainedValue()
    session.attempts += 1
    // libgit2 asks again after a refusal, forever if answered: one try, then the operation fails.
    guard session.attempts == 1 else {
        session.refused = "the server refused the credentials"
        return GIT_EUSER.rawValue
    }
    let credentials = session.credentials
    let user = usernameFromURL.map { String(cString: $0) }
    let allowed = allowedTypes
    if allowed & GIT_CREDENTIAL_SSH_KEY.rawValue != 0 {
        let name = user ?? "git"
        if credentials.useAgent { return git_credential_ssh_key_from_agent(out, name) }
        guard let key = credentials.sshKey else {
            session.refused =
                "no ssh agent (SSH_AUTH_SOCK) and no key (DSYS_GIT_SSH_KEY, ~/.ssh/id_ed25519, ~/.ssh/id_rsa)"
            return GIT_EUSER.rawValue
        }
        guard FileManager.default.isReadableFile(atPath: key) else {
            session.refused = "the ssh key \(key) cannot be read; set DSYS_GIT_SSH_KEY to a private key file"
            return GIT_EUSER.rawValue
        }
        let publicKey = FileManager.default.fileExists(atPath: key + ".pub") ? key + ".pub" : nil
        return git_credential_ssh_key_new(out, name, publicKey, key, credentials.sshPassphrase)
    }
    if allowed & GIT_CREDENTIAL_USERNAME.rawValue != 0 {
        return git_credential_username_new(out, user ?? "git")
    }
    if allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue != 0 {
        guard let token = credentials.token else {
            session.refused = "the server asks for credentials: set DSYS_GIT_TOKEN to a token that may push"
            return GIT_EUSER.rawValue
        }
        return git_credential_userpass_plaintext_new(out, user ?? "x-access-token", token)
    }
    session.refused = "the server asks for a kind of credentials dsys does not offer"
    return GIT_EUSER.rawValue
}

private let pushStatusCallback: git_push_update_reference_cb = { reference, status, payload in
    guard let reference, let payload else { return 0 }
    let session = Unmanaged<RemoteSession>.fromOpaque(payload).takeUnretainedValue()
    let name = String(cString: reference)
    if let status {
        session.rejected[name] = String(cString: status)
    } else {
        session.updated.insert(name)
    }
    return 0
}

extension OutputRepository {
    /// Why a reference was not updated when libgit2 stopped the whole push at another one.
    public static let notSent = "not sent: the push stopped at a branch that would not fast-forward"

    /// The references `url` advertises (branches and tags), read without downloading anything and without a
    /// repository.
    public static func remoteReferences(_ url: String, credentials: GitCredentials) throws(GitError) -> RemoteReferences
    {
        try GitRuntime.start()
        return try withRemote(url, repository: nil, credentials: credentials) {
            remote, callbacks, session throws(GitError) in
            var callbacks = callbacks
            try Self.remoteCheck(
                git_remote_connect(remote, GIT_DIRECTION_FETCH, &callbacks, nil, nil), session,
                "connect to \(url)", url: url)
            defer { git_remote_disconnect(remote) }
            var heads: UnsafeMutablePointer<UnsafePointer<git_remote_head>?>?
            var count = 0
            try check(git_remote_ls(&heads, &count, remote), "list the references of \(url)")
            var result = RemoteReferences()
            var peeled: [String: GitObjectID] = [:]
            for index in 0..<count {
                guard let head = heads?[index]?.pointee, let name = head.name.map({ String(cString: $0) }) else {
                    continue
                }
                let id = GitObjectID(head.oid)
                if name.hasPrefix("refs/heads/") {
                    result.branches[name] = id
                } else if name.hasPrefix("refs/tags/") {
                    if name.hasSuffix("^{}") {
                        peeled[String(name.dropLast(3))] = id
                    } else {
                        result.tags[name] = id
                    }
                }
            }
            for (name, id) in peeled { result.tags[name] = id }
            return result
        }
    }

    /// Pushes `refspecs` (`SOURCE:DESTINATION`, never forced) to `url` and returns the references the server
    /// rejected with its reason; an empty result means every reference was updated.
    ///
    /// libgit2 reports some rejections only per reference, with the push itself succeeding, so the per-reference
    /// status is collected and a reference neither updated nor rejected counts as rejected too.
    public func push(
        _ refspecs: [String], to url: String, credentials: GitCredentials
    ) throws(GitError) -> [String: String] {
        try Self.withRemote(url, repository: repository, credentials: credentials) {
            remote, callbacks, session throws(GitError) in
            var options = git_push_options()
            try check(git_push_options_init(&options, UInt32(GIT_PUSH_OPTIONS_VERSION)), "prepare a push")
            options.callbacks = callbacks
            options.callbacks.push_update_reference = pushStatusCallback
            let code = withStringArray(refspecs) { array in git_remote_push(remote, &array, &options) }
            if code == GIT_ENONFASTFORWARD.rawValue {
                // libgit2 refuses the whole push before sending when it can tell a branch would not fast-forward.
                for spec in refspecs where !session.updated.contains(destination(of: spec)) {
                    let name = destination(of: spec)
                    session.rejected[name] = name.hasPrefix("refs/heads/") ? "non-fast-forward" : Self.notSent
                }
                return session.rejected
            }
            try Self.remoteCheck(code, session, "push to \(url)", url: url)
            for spec in refspecs {
                let name = destination(of: spec)
                if !session.updated.contains(name), session.rejected[name] == nil {
                    session.rejected[name] = "the server did not confirm the update"
                }
            }
            return session.rejected
        }
    }

    /// Downloads what `url`'s `refspecs` reach (`+SOURCE:DESTINATION`), without following tags.
    public func fetch(_ refspecs: [String], from url: String, credentials: GitCredentials) throws(GitError) {
        try Self.withRemote(url, repository: repository, credentials: credentials) {
            remote, callbacks, session throws(GitError) in
            var options = git_fetch_options()
            try check(git_fetch_options_init(&options, UInt32(GIT_FETCH_OPTIONS_VERSION)), "prepare a fetch")
            options.callbacks = callbacks
            options.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_NONE
            let code = withStringArray(refspecs) { array in git_remote_fetch(remote, &array, &options, "dsys: fetch") }
            try Self.remoteCheck(code, session, "fetch from \(url)", url: url)
            try check(git_odb_refresh(database), "read the object database")
        }
    }

    /// Runs `body` with a remote for `url`: of `repository`, or detached (for reading its references) when nil.
    private static func withRemote<T>(
        _ url: String, repository: OpaquePointer?, credentials: GitCredentials,
        _ body: (OpaquePointer, git_remote_callbacks, RemoteSession) throws(GitError) -> T
    ) throws(GitError) -> T {
        try requireCString(url, "remote URL")
        var remote: OpaquePointer?
        let code =
            repository.map { git_remote_create_anonymous(&remote, $0, url) } ?? git_remote_create_detached(&remote, url)
        try check(code, "use the remote \(url)")
        guard let remote else { throw GitError.invalidInput(what: "remote URL", reason: "libgit2 refused it") }
        defer { git_remote_free(remote) }
        let session = RemoteSession(credentials: credentials)
        var callbacks = git_remote_callbacks()
        try check(git_remote_init_callbacks(&callbacks, UInt32(GIT_REMOTE_CALLBACKS_VERSION)), "prepare a remote")
        callbacks.credentials = credentialCallback
        let payload = Unmanaged.passUnretained(session).toOpaque()
        callbacks.payload = payload
        return try withExtendedLifetime(session) { () throws(GitError) -> T in
            try body(remote, callbacks, session)
        }
    }

    private static func remoteCheck(
        _ code: Int32, _ session: RemoteSession, _ operation: String, url: String
    ) throws(GitError) {
        guard code < 0 else { return }
        if let refused = session.refused {
            throw GitError.libgit2(operation: operation, code: code, message: refused)
        }
        if code == GIT_ECERTIFICATE.rawValue {
            // libgit2 (1.5.1 and later) checks an ssh server's key against ~/.ssh/known_hosts and an https server's
            // certificate against the system's; either way the user has to establish trust, dsys must not.
            let last = GitError.last(operation, code: code)
            guard case .libgit2(_, _, let message) = last else { throw last }
            throw GitError.libgit2(operation: operation, code: code, message: message + "; " + Self.trustHint(url))
        }
        throw GitError.last(operation, code: code)
    }
}

extension OutputRepository {
    /// How to make `url`'s server trusted, for an error saying it is not.
    static func trustHint(_ url: String) -> String {
        if url.hasPrefix("https://") {
            return "the server's certificate is not trusted by this machine: install its certificate authority "
                + "in the system's store (update-ca-certificates) or use the host's public certificate"
        }
        var host = url
        var port = "22"
        if let components = URLComponents(string: url), components.scheme == "ssh", let name = components.host {
            host = name
            port = components.port.map(String.init) ?? "22"
        } else if let at = url.firstIndex(of: "@"), let colon = url[at...].firstIndex(of: ":") {
            host = String(url[url.index(after: at)..<colon])
        }
        let scan = port == "22" ? "ssh-keyscan \(host)" : "ssh-keyscan -p \(port) \(host)"
        return "the server's ssh host key is not in ~/.ssh/known_hosts or does not match it: compare its fingerprint "
            + "(\(scan) | ssh-keygen -lf -) with the one the server's owner gives, then add it "
            + "(\(scan) >> ~/.ssh/known_hosts)"
    }
}

/// The destination reference of a refspec `SOURCE:DESTINATION`.
private func destination(of refspec: String) -> String {
    String(refspec.split(separator: ":", maxSplits: 1).last ?? Substring(refspec)).trimmingCharacters(
        in: CharacterSet(charactersIn: "+"))
}

/// Calls `body` with `strings` as a C string array.
private func withStringArray<T>(_ strings: [String], _ body: (inout git_strarray) -> T) -> T {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
        var array = git_strarray(strings: buffer.baseAddress, count: buffer.count)
        return body(&array)
    }
}

extension OutputRepository {
    /// The value of `name` in the configuration file of the repository at `path` (its own `config` only, not the
    /// user's or the system's), or nil; read without opening the repository, so that it works while another process
    /// creates it.
    static func configValue(_ name: String, repository path: String) throws(GitError) -> String? {
        let file = path + "/config"
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        try GitRuntime.start()
        var config: OpaquePointer?
        try check(git_config_open_ondisk(&config, file), "read \(file)")
        defer { git_config_free(config) }
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        let code = git_config_get_string_buf(&buffer, config, name)
        if code == GitCode.notFound { return nil }
        try check(code, "read \(name)")
        return buffer.ptr.map { String(cString: $0) }
    }

    /// Sets `name` in the repository's own configuration file.
    func setConfigValue(_ name: String, _ value: String) throws(GitError) {
        try requireCString(value, name)
        var config: OpaquePointer?
        try check(git_config_open_ondisk(&config, path + "/config"), "read the configuration")
        defer { git_config_free(config) }
        try check(git_config_set_string(config, name, value), "set \(name)")
    }
}
