/// Why talking to the server failed, in words a person can act on; each belongs to a failure category: the server
/// could not be reached or would not let us in (unavailable, exit 69), or what is configured cannot work with it
/// (configuration, exit 78).
public enum SyncServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No connection within the connect timeout, or the connection was refused or lost.
    case unreachable(server: String, reason: String)
    /// The server refused the role or its password.
    case authentication(server: String, reason: String)
    /// TLS could not be set up, or the server's certificate could not be verified.
    case tls(server: String, reason: String)
    /// The server's schema is newer than this program knows.
    case newerSchema(server: Int, supported: Int)
    /// The server has no sync schema yet.
    case notInitialized
    /// The server refused a statement (a missing privilege, a row-level security policy).
    case refused(reason: String)
    /// Another push of this home is running; it pushes what this one would have.
    case pushRunning

    /// The failure category's name, as the journal and `--json` show it.
    public var category: String {
        switch self {
        case .unreachable, .authentication, .tls, .refused, .pushRunning: return "storeUnavailable"
        case .newerSchema, .notInitialized: return "configuration"
        }
    }

    /// The exit status under `--strict`: 69 unavailable, 78 configuration.
    public var exitCode: Int32 { category == "configuration" ? 78 : 69 }

    /// The stable name the journal records.
    public var caseName: String {
        switch self {
        case .unreachable: return "serverUnreachable"
        case .authentication: return "authenticationFailed"
        case .tls: return "tlsFailed"
        case .newerSchema: return "newerServerSchema"
        case .notInitialized: return "serverNotInitialized"
        case .refused: return "serverRefused"
        case .pushRunning: return "pushRunning"
        }
    }

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): return "Cannot reach the sync server at \(server): \(reason)."
        case .authentication(let server, let reason):
            return "The sync server at \(server) refused the login: \(reason)."
        case .tls(let server, let reason): return "TLS with the sync server at \(server) failed: \(reason)."
        case .newerSchema(let server, let supported):
            return "The sync server's schema is version \(server); this ritual-sync knows versions up to "
                + "\(supported). Install a newer ritual-sync."
        case .notInitialized:
            return "The sync server has no ritualist schema yet; run 'ritual sync init' (or 'ritual-sync init')."
        case .refused(let reason): return "The sync server refused: \(reason)."
        case .pushRunning: return "Another push of this home is running; it pushes these changes too."
        }
    }
}
