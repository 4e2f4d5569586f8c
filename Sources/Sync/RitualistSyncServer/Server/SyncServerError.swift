/// Why talking to the server failed, in words a person can act on; each belongs to a failure category: the server
/// could not be reached, would not let us in or did not answer in time (unavailable, exit 69), it refused what was
/// sent (rejected, exit 65), or what is configured cannot work with it (configuration, exit 78).
package enum SyncServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No connection within the connect timeout, or the connection was refused or lost.
    case unreachable(server: String, reason: String)
    /// The server refused the role or its password.
    case authentication(server: String, reason: String)
    /// TLS could not be set up, or the server's certificate could not be verified.
    case tls(server: String, reason: String)
    /// The server's schema is newer than this program knows.
    case newerSchema(server: Int, supported: Int)
    /// The server's schema is older than this program reads: `init` migrates it.
    case olderSchema(server: Int, supported: Int)
    /// The server's `schema_version` holds a version no release ever wrote.
    case unknownSchema(String)
    /// The server has no sync schema yet.
    case notInitialized
    /// `init --owner` names no role it can write into a statement.
    case invalidOwner(String)
    /// The server refused a statement for what it held: a constraint, a value out of range.
    case refused(reason: String)
    /// The role lacks a privilege, or a row-level security policy stopped the statement.
    case notPermitted(role: String, reason: String)
    /// The server gave up on a statement at its `statement_timeout`.
    case statementTimedOut(seconds: Int, reason: String)
    /// The server took the connection, then gave no answer to a statement in time.
    case noAnswer(server: String, seconds: Int)
    /// Another push of this home is running; it pushes what this one would have.
    case pushRunning
    /// Another push of this history, from another machine, holds the history on the server.
    case historyBusy

    /// The failure category's name, as the journal and `--json` show it.
    package var category: String {
        switch self {
        case .unreachable, .authentication, .tls, .pushRunning, .historyBusy, .statementTimedOut, .noAnswer:
            return "storeUnavailable"
        case .refused: return "rejected"
        case .newerSchema, .olderSchema, .unknownSchema, .notInitialized, .invalidOwner, .notPermitted:
            return "configuration"
        }
    }

    /// The exit status under `--strict`: 69 unavailable, 65 rejected, 78 configuration.
    package var exitCode: Int32 {
        switch category {
        case "configuration": return 78
        case "rejected": return 65
        default: return 69
        }
    }

    /// The stable name the journal records.
    package var caseName: String {
        switch self {
        case .unreachable: return "serverUnreachable"
        case .authentication: return "authenticationFailed"
        case .tls: return "tlsFailed"
        case .newerSchema: return "newerServerSchema"
        case .olderSchema: return "olderServerSchema"
        case .unknownSchema: return "unknownServerSchema"
        case .notInitialized: return "serverNotInitialized"
        case .invalidOwner: return "invalidSchemaOwner"
        case .refused: return "serverRefused"
        case .notPermitted: return "serverPermissionDenied"
        case .statementTimedOut: return "serverStatementTimeout"
        case .noAnswer: return "serverNoAnswer"
        case .pushRunning: return "pushRunning"
        case .historyBusy: return "historyBusy"
        }
    }

    package var description: String { Words.message(self) }
}
