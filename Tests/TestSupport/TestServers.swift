import Foundation

/// The real servers the shared registry's tests use, which `scripts/test.sh` starts (PostgreSQL on a unix socket, a
/// git daemon on loopback) and describes in the environment. A test that needs one and finds none fails, saying how
/// to provide it: such tests are never skipped.
public enum TestServers {
    public struct Missing: Error, CustomStringConvertible {
        public var variable: String
        public var description: String {
            "\(variable) is not set: this test needs the real servers that scripts/test.sh starts (PostgreSQL and a "
                + "git daemon). Run scripts/test.sh, or start them yourself and set DSYS_TEST_POSTGRES "
                + "(postgres://USER@/DATABASE/tests?host=SOCKET_FOLDER&port=PORT, with PGPASSWORD), DSYS_TEST_GIT "
                + "(git://127.0.0.1:PORT), DSYS_TEST_GIT_ROOT (the daemon's --base-path), DSYS_TEST_SSH "
                + "(ssh://USER@127.0.0.1:PORT), DSYS_TEST_SSH_KEY and DSYS_TEST_SSH_HOST_KEY (see scripts/test-servers.sh)."
        }
    }

    private static func variable(_ name: String) throws -> String {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else {
            throw Missing(variable: name)
        }
        return value
    }

    /// The URL of the registry `name` in the test database.
    public static func postgresURL(registry name: String) throws -> String {
        let base = try variable("DSYS_TEST_POSTGRES")
        guard var components = URLComponents(string: base) else { throw Missing(variable: "DSYS_TEST_POSTGRES") }
        let database = components.path.split(separator: "/").first.map(String.init) ?? "dsys_test"
        components.path = "/\(database)/\(name)"
        return components.string ?? base
    }

    /// The test database's URL parts: its unix socket folder, port and database, for `psql`.
    public static func postgresServer() throws -> (socket: String, port: String, database: String) {
        let base = try variable("DSYS_TEST_POSTGRES")
        let components = URLComponents(string: base)
        let items = components?.queryItems ?? []
        return (
            items.first { $0.name == "host" }?.value ?? "/var/run/postgresql",
            items.first { $0.name == "port" }?.value ?? "5432",
            components?.path.split(separator: "/").first.map(String.init) ?? "dsys_test"
        )
    }

    /// Runs SQL with `psql` as the test server's superuser and returns its output (unaligned, tuples only).
    @discardableResult
    public static func psql(_ sql: String, database: String? = nil) throws -> String {
        let server = try postgresServer()
        let psql = try postgresBinary("psql")
        let result = try TestSupport.run(
            URL(fileURLWithPath: psql),
            [
                "-h", server.socket, "-p", server.port, "-U", "postgres", "-d", database ?? server.database, "-X", "-q",
                "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql,
            ])
        guard result.status == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "psql: \(result.standardError)"])
        }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A PostgreSQL program of the newest installed server.
    public static func postgresBinary(_ name: String) throws -> String {
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        guard let newest = versions.compactMap(Int.init).max() else { throw Missing(variable: "DSYS_TEST_POSTGRES") }
        return "\(root)/\(newest)/bin/\(name)"
    }

    /// A new empty bare repository served by the test git daemon: its `git://` URL and its folder.
    public static func gitRepository(_ name: String = "remote") throws -> (url: String, path: String) {
        let base = try variable("DSYS_TEST_GIT")
        let root = try variable("DSYS_TEST_GIT_ROOT")
        let folder = "\(name)-\(UUID().uuidString.prefix(8).lowercased()).git"
        let path = "\(root)/\(folder)"
        try git(["init", "-q", "--bare", "-b", "main", path])
        return ("\(base)/\(folder)", path)
    }

    /// The test sshd: a new empty bare repository's `ssh://` URL and folder, the client's private key it lets in,
    /// and the line for `~/.ssh/known_hosts` that makes the server known.
    public static func sshRepository(
        _ name: String = "remote"
    ) throws -> (
        url: String, path: String, key: String, knownHost: String
    ) {
        let base = try variable("DSYS_TEST_SSH")
        let key = try variable("DSYS_TEST_SSH_KEY")
        let hostKey = try String(contentsOfFile: variable("DSYS_TEST_SSH_HOST_KEY"), encoding: .utf8)
        let served = try gitRepository(name)
        guard let components = URLComponents(string: base), let host = components.host, let port = components.port
        else { throw Missing(variable: "DSYS_TEST_SSH") }
        // known_hosts names a server on another port than 22 as [HOST]:PORT; the key is TYPE BASE64 (no comment).
        let knownHost = "[\(host)]:\(port) " + hostKey.split(separator: " ").prefix(2).joined(separator: " ")
        return (base + served.path, served.path, key, knownHost)
    }

    /// Runs git; throws with its message when it fails.
    @discardableResult
    public static func git(_ arguments: [String], in directory: URL? = nil) throws -> String {
        let result = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/git"), arguments, in: directory)
        guard result.status == 0 else {
            throw CocoaError(
                .fileReadUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): \(result.standardError)"
                ])
        }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A registry name for a test: unique, and valid in a URL.
    public static func registryName(_ label: String = "t") -> String {
        let safe = String(label.filter { $0.isLetter || $0.isNumber }.prefix(40))
        return "\(safe.isEmpty ? "t" : safe)-\(UUID().uuidString.prefix(8).lowercased())"
    }
}
