import Foundation
import PostgresNIO
import RitualistSync

/// One connection to the sync server, opened once per command: a single attempt, bounded by the connect timeout
/// (the TCP connect, TLS and the login together), never retried.
public struct ServerConnection: Sendable {
    /// The connection.
    public let connection: PostgresConnection
    /// How messages name the server.
    public let server: String
    /// Where postgres-nio logs: only what is critical, which it never is for a client.
    public let logger: Logger

    /// Connects with `settings`, or throws what went wrong in words.
    public static func open(_ settings: SyncSettings) async throws(SyncServerError) -> ServerConnection {
        let server = settings.url.endpoint.description
        let logger = quietLogger()
        do {
            // Made here to tell a CA file that cannot be read; again in the task, which needs its own.
            _ = try makeConfiguration(settings)
        } catch {
            throw .tls(server: server, reason: String(describing: error))
        }
        let seconds = settings.connectTimeout
        do {
            let connection = try await withThrowingTaskGroup(of: PostgresConnection?.self) { group in
                group.addTask {
                    try await PostgresConnection.connect(
                        configuration: makeConfiguration(settings), id: 1, logger: logger)
                }
                group.addTask {
                    try await Task.sleep(for: .seconds(seconds))
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let connection = first else {
                    return PostgresConnection?.none
                }
                return connection
            }
            guard let connection else {
                throw SyncServerError.unreachable(
                    server: server, reason: "no answer within \(seconds) s (connect timeout)")
            }
            return ServerConnection(connection: connection, server: server, logger: logger)
        } catch let error as SyncServerError {
            throw error
        } catch {
            throw ServerErrors.describe(error, server: server)
        }
    }

    private static func quietLogger() -> Logger {
        var logger = Logger(label: "ritual-sync")
        logger.logLevel = .critical
        return logger
    }

    /// Closes the connection; a failure to close changes nothing already done.
    public func close() async {
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
