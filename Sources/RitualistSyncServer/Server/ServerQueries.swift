import PostgresNIO

/// Runs statements on a connection, with every error turned into a `SyncServerError`.
enum ServerQueries {
    /// Runs `body`; a throw becomes the `SyncServerError` that says why.
    static func run<Result: Sendable>(
        _ server: ServerConnection,
        _ body: (PostgresConnection, Logger) async throws -> Result
    ) async throws(SyncServerError) -> Result {
        do {
            return try await body(server.connection, server.logger)
        } catch let error as SyncServerError {
            throw error
        } catch {
            throw ServerErrors.describe(error, server: server.server)
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    static func transaction<Result: Sendable>(
        _ server: ServerConnection,
        _ body: (PostgresConnection, Logger) async throws -> Result
    ) async throws(SyncServerError) -> Result {
        try await run(server) { connection, logger in
            try await connection.query("BEGIN", logger: logger)
            do {
                let result = try await body(connection, logger)
                try await connection.query("COMMIT", logger: logger)
                return result
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }
}
