import Foundation
import PostgresNIO
import RitualistSync

/// One connection to the sync server, opened once per command: a single attempt, bounded by the connect timeout
/// (the TCP connect, TLS, the login and the session's settings together), never retried. Every session runs under
/// `SessionLimits`: a pinned `search_path` and bounds on statements and locks.
package struct ServerConnection: Sendable {
    /// The connection.
    package let connection: PostgresConnection
    /// How messages name the server.
    package let server: String
    /// The role the connection logged in as.
    package let role: String
    /// The bounds of each exchange.
    package let limits: SessionLimits
    /// Where postgres-nio logs: only what is critical, which it never is for a client.
    package let logger: Logger

    /// Connects with `settings`, or throws what went wrong in words.
    package static func open(_ settings: SyncSettings) async throws(SyncServerError) -> ServerConnection {
        let server = settings.url.endpoint.description
        let logger = quietLogger()
        do {
            // Made here to tell a CA file that cannot be read; again in the task, which needs its own.
            _ = try makeConfiguration(settings)
        } catch {
            throw .tls(server: server, reason: String(describing: error))
        }
        let seconds = settings.connectTimeout
        let limits = SessionLimits(connectTimeout: seconds)
        do {
            // A connection made after the deadline is closed by itself: the attempt is not waited for.
            let connection = try await ExchangeDeadline.run(
                seconds: seconds,
                timedOut: .unreachable(server: server, reason: "no answer within \(seconds) s (connect timeout)"),
                abandon: { try? await $0.close() }
            ) {
                try await PostgresConnection.connect(configuration: makeConfiguration(settings), id: 1, logger: logger)
            }
            let opened = ServerConnection(
                connection: connection, server: server, role: settings.url.user, limits: limits, logger: logger)
            do {
                try await opened.exchange { connection, logger in
                    for statement in limits.statements {
                        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                }
            } catch {
                await opened.close()
                throw error
            }
            return opened
        } catch let error as SyncServerError {
            throw error
        } catch {
            throw ServerErrors.describe(error, server: server, role: settings.url.user, limits: limits)
        }
    }

    /// Runs `body` on the connection within the client's deadline (`SessionLimits.clientSeconds` unless `seconds`
    /// says otherwise): a server that gives no answer by then has its connection closed, and the error says so.
    func exchange<Result: Sendable>(
        seconds: Int? = nil, _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> Result
    ) async throws -> Result {
        let connection = connection
        let logger = logger
        let server = server
        let seconds = seconds ?? limits.clientSeconds
        return try await ExchangeDeadline.run(
            seconds: seconds, timedOut: .noAnswer(server: server, seconds: seconds),
            expire: { try? await connection.close() }, { try await body(connection, logger) })
    }

    /// `error` in the words of this connection.
    func describe(_ error: any Error) -> SyncServerError {
        if let error = error as? SyncServerError { return error }
        return ServerErrors.describe(error, server: server, role: role, limits: limits)
    }

    private static func quietLogger() -> Logger {
        var logger = Logger(label: "ritual-sync")
        logger.logLevel = .critical
        return logger
    }

    /// Closes the connection; a failure to close changes nothing already done.
    package func close() async {
        try? await connection.close()
    }

    private static func makeConfiguration(_ settings: SyncSettings) throws -> PostgresConnection.Configuration {
        let url = settings.url
        var configuration: PostgresConnection.Configuration
        switch url.endpoint {
        case .socket:
            configuration = .init(
                unixSocketPath: url.endpoint.socketPath ?? "", username: url.user, password: settings.password,
                database: url.database)
        case .tcp(let host, let port):
            configuration = .init(
                host: host, port: port, username: url.user, password: settings.password, database: url.database,
                tls: try TLSSettings.tls(for: settings))
        }
        configuration.options.connectTimeout = .seconds(Int64(settings.connectTimeout))
        return configuration
    }
}
