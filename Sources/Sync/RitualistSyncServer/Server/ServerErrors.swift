import Foundation
import PostgresNIO

/// Words for what postgres-nio and SwiftNIO throw, by what a person can do about it.
enum ServerErrors {
    /// The SQLSTATEs of a refused login: invalid_authorization_specification, invalid_password.
    static let authenticationStates: Set<String> = ["28000", "28P01"]

    /// `error` as one of our cases; `server` names the server in the message, `role` the role it logged in as.
    static func describe(_ error: any Error, server: String, role: String, limits: SessionLimits) -> SyncServerError {
        guard let error = error as? PSQLError else {
            return isTLS(error)
                ? .tls(server: server, reason: String(describing: error))
                : .unreachable(server: server, reason: words(error))
        }
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "an error (\(state))"
            return refusal(state: state, message: message, server: server, role: role, limits: limits)
        case .authMechanismRequiresPassword:
            return .authentication(
                server: server,
                reason: "it asks for a password and none was found (sync.password_file, PGPASSFILE or ~/.pgpass)")
        case .saslError, .unsupportedAuthMechanism:
            return .authentication(server: server, reason: underlying(of: error) ?? "\(error.code)")
        case .sslUnsupported:
            return .tls(server: server, reason: "the server does not offer TLS (sslmode asks for it)")
        case .failedToAddSSLHandler, .receivedUnencryptedDataAfterSSLRequest:
            return .tls(server: server, reason: underlying(of: error) ?? "\(error.code)")
        default:
            if let cause = error.underlying, isTLS(cause) {
                return .tls(server: server, reason: String(describing: cause))
            }
            return .unreachable(server: server, reason: underlying(of: error) ?? "\(error.code)")
        }
    }

    /// A statement the server answered with an error, by its SQLSTATE: what stops the login, what the role may not
    /// do, what the server gave up on, and what it refused for the data.
    static func refusal(state: String, message: String, server: String, role: String, limits: SessionLimits)
        -> SyncServerError
    {
        let worded = message + (state.isEmpty ? "" : " (SQLSTATE \(state))")
        switch state {
        case _ where authenticationStates.contains(state): return .authentication(server: server, reason: message)
        case "42501": return .notPermitted(role: role, reason: worded)
        case "57014": return .statementTimedOut(seconds: limits.statementSeconds, reason: worded)
        case "55P03": return .historyBusy
        case _ where state.hasPrefix("08") || state.hasPrefix("57P"):
            return .unreachable(server: server, reason: worded)
        default: return .refused(reason: worded)
        }
    }

    /// Whether `error` comes from TLS (NIOSSL's errors and BoringSSL's).
    static func isTLS(_ error: any Error) -> Bool {
        error is NIOSSLError || String(reflecting: type(of: error)).contains("SSL")
    }

    private static func underlying(of error: PSQLError) -> String? {
        error.underlying.map(words)
    }

    /// A system error in the system's words (`No such file or directory`, `Connection refused`), anything else as it
    /// describes itself.
    static func words(_ error: any Error) -> String {
        if let io = systemError(in: error) { return String(cString: strerror(io.errnoCode)) }
        return String(describing: error)
    }

    /// The system error in `error` or, a few levels down, in what it holds: a connection that SwiftNIO tried to each
    /// address of a name fails with a list of attempts (`NIOConnectionError`), each holding the `IOError` of one.
    private static func systemError(in value: Any, levels: Int = 6) -> IOError? {
        if let io = value as? IOError { return io }
        guard levels > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let io = systemError(in: child.value, levels: levels - 1) { return io }
        }
        return nil
    }
}
