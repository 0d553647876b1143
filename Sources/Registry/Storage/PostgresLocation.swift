import Foundation

/// Where a shared registry lives: a PostgreSQL server, a database on it, and the registry's name there.
///
/// Written as `postgres://[USER@]HOST[:PORT]/DATABASE/REGISTRY[?host=/socket/folder&sslmode=MODE]` (or
/// `postgresql://`). One database holds any number of registries, one per design system. The password is never part
/// of the URL: it comes from `PGPASSWORD` or the `.pgpass` file (`PGPASSFILE`, else `~/.pgpass`), as for `psql`, so
/// that it ends up in no shell history, log or message.
public struct PostgresLocation: Sendable, Equatable {
    public enum TLSMode: String, Sendable {
        /// Plain TCP (the default for a unix socket and for loopback).
        case disable
        /// TLS when the server offers it (the default for other hosts).
        case prefer
        /// TLS, or no connection.
        case require
    }

    /// The server's host name, or nil for a unix socket.
    public var host: String?
    public var port: Int
    /// The folder of the server's unix socket (`.s.PGSQL.PORT` inside it), when connecting through one.
    public var socketFolder: String?
    public var user: String
    public var database: String
    /// The registry's name in the database.
    public var registry: String
    public var tls: TLSMode
    /// From `PGPASSWORD` or `.pgpass`; never printed.
    var password: String?
    /// How long to wait for a connection: `PGCONNECT_TIMEOUT` seconds, else 10.
    public var connectTimeout: Int

    /// The URL without any credential, for messages.
    public var description: String {
        if let socketFolder { return "postgres://\(user)@/\(database)/\(registry)?host=\(socketFolder)&port=\(port)" }
        return "postgres://\(user)@\(host ?? "localhost"):\(port)/\(database)/\(registry)"
    }

    /// Whether `text` names a PostgreSQL registry rather than a file.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Parses `text`, taking the user name and the password from `environment` as libpq does.
    public init(parsing text: String, environment: [String: String]) throws {
        func refuse(_ reason: String) -> RegistryError {
            .malformedRegistryURL(Self.redacted(text), reason: reason)
        }
        guard Self.isURL(text), let components = URLComponents(string: text) else {
            throw refuse("write postgres://[USER@]HOST[:PORT]/DATABASE/REGISTRY")
        }
        if components.password != nil {
            throw refuse(
                "it holds a password; give the password in PGPASSWORD or a .pgpass file instead, so that it "
                    + "appears in no command line or log")
        }
        let parts = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .map { $0.removingPercentEncoding ?? String($0) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw refuse(
                "name the database and the registry in its path: postgres://HOST/DATABASE/REGISTRY (one database "
                    + "holds a registry per design system)")
        }
        guard Self.isValidRegistryName(parts[1]) else {
            throw refuse(
                "the registry name \"\(parts[1])\" must be 1 to 63 letters, digits, '.', '_' or '-', starting with a "
                    + "letter or digit")
        }
        database = parts[0]
        registry = parts[1]
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] {
            guard ["host", "sslmode", "port"].contains(item.name) else {
                throw refuse("unknown parameter \(item.name); dsys understands host, port and sslmode")
            }
            query[item.name] = item.value ?? ""
        }
        let portText = query["port"] ?? components.port.map(String.init) ?? environment["PGPORT"] ?? "5432"
        guard let port = Int(portText), (1...65_535).contains(port) else {
            throw refuse("the port \(portText) is not one")
        }
        self.port = port
        let hostText = query["host"] ?? components.host.flatMap { $0.isEmpty ? nil : $0 } ?? environment["PGHOST"]
        if let hostText, hostText.hasPrefix("/") {
            socketFolder = hostText
            host = nil
        } else {
            socketFolder = hostText == nil ? "/var/run/postgresql" : nil
            host = hostText
        }
        let isLocal = socketFolder != nil || host == "localhost" || host == "127.0.0.1" || host == "::1"
        let mode = query["sslmode"] ?? environment["PGSSLMODE"] ?? (isLocal ? "disable" : "prefer")
        guard let tls = TLSMode(rawValue: mode == "allow" ? "prefer" : mode) else {
            throw refuse("sslmode \(mode) is not one of disable, prefer, require")
        }
        if tls != .disable, socketFolder != nil { throw refuse("a unix socket takes no TLS: use sslmode=disable") }
        self.tls = tls
        user =
            components.user.flatMap { $0.removingPercentEncoding } ?? environment["PGUSER"]
            ?? environment["USER"] ?? Self.currentUserName()
        connectTimeout = environment["PGCONNECT_TIMEOUT"].flatMap(Int.init).map { max(1, $0) } ?? 10
        password = environment["PGPASSWORD"]
        if password == nil {
            password = PgPass.password(
                host: host ?? "localhost", port: port, database: database, user: user, environment: environment)
        }
    }

    static func isValidRegistryName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 63 else { return false }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        return CharacterSet.alphanumerics.contains(first) && first.isASCII
            && name.unicodeScalars.allSatisfy(allowed.contains)
    }

    /// `text` with anything between `://` and `@` replaced, for messages about a URL that did not parse.
    static func redacted(_ text: String) -> String {
        guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].firstIndex(of: "@") else {
            return text
        }
        let credentials = text[scheme.upperBound..<at]
        let user = credentials.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        return String(text[..<scheme.upperBound]) + user + (credentials.contains(":") ? ":***" : "") + text[at...]
    }

    private static func currentUserName() -> String {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return "postgres" }
        return String(cString: name)
    }
}

/// The `.pgpass` file, read as libpq reads it: `host:port:database:user:password` lines, `*` matching anything,
/// `\:` and `\\` escaped, the first matching line winning; ignored unless only its owner can read it.
enum PgPass {
    static func password(
        host: String, port: Int, database: String, user: String, environment: [String: String]
    ) -> String? {
        let path =
            environment["PGPASSFILE"] ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.pgpass"
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o077 == 0,
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = split(String(line))
            guard fields.count == 5 else { continue }
            let wanted = [host, String(port), database, user]
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }

    private static func split(_ line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
