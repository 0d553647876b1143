import Foundation

/// Why `dsysctl serve` cannot start.
public enum ServerError: Error, LocalizedError, Equatable {
    /// The registry cannot be read: there is none at `location`, or its store fails to open (`reason` says how).
    case registryUnavailable(location: String, reason: String)
    /// Another process already listens on `host`:`port`.
    case addressInUse(host: String, port: Int)
    /// `host`:`port` cannot be listened on: not an address of this machine, a port that needs privileges, … (`reason`
    /// is the system's word).
    case cannotListen(host: String, port: Int, reason: String)

    public var errorDescription: String? {
        switch self {
        case .registryUnavailable(let location, let reason):
            return "cannot serve the registry at \(location): \(reason)"
        case .addressInUse(let host, let port):
            return "cannot listen on \(Address.display(host: host, port: port)): another program already uses port "
                + "\(port); stop it, or choose another port with --port (--port 0 takes a free one)"
        case .cannotListen(let host, let port, let reason):
            return
                "cannot listen on \(Address.display(host: host, port: port)): \(reason); check --host (an address of "
                + "this machine, such as 127.0.0.1 or 0.0.0.0) and --port"
        }
    }
}

/// How the server's address is written in messages and URLs.
enum Address {
    /// `127.0.0.1:8080`, `[::1]:8080`.
    static func display(host: String, port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Whether `host` names this machine only (the loopback range, `localhost`).
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
