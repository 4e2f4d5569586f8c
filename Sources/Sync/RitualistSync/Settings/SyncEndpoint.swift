/// Where the server listens: a host and port over TCP, or a Unix socket.
package enum SyncEndpoint: Sendable, Hashable {
    /// A host name or address, and a port.
    case tcp(host: String, port: Int)
    /// The socket file `.s.PGSQL.PORT` in a folder, as libpq names it from a `host` that starts with `/`.
    case socket(directory: String, port: Int)

    /// The port, which also names a socket's file.
    package var port: Int {
        switch self {
        case .tcp(_, let port), .socket(_, let port): return port
        }
    }

    /// The socket file's path, for a Unix socket.
    package var socketPath: String? {
        guard case .socket(let directory, let port) = self else { return nil }
        return (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/.s.PGSQL.\(port)"
    }

    /// How messages name it: `host:port`, or the socket file's path.
    package var description: String {
        switch self {
        case .tcp(let host, let port): return "\(host):\(port)"
        case .socket: return socketPath ?? ""
        }
    }
}
