import PostgresNIO

/// Runs statements on a connection, each run within the client's deadline, with every error turned into a
/// `SyncServerError`.
enum ServerQueries {
    /// Runs `body` within `seconds` (the session's deadline by default); a throw becomes the `SyncServerError` that
    /// says why.
    static func run<Result: Sendable>(
        _ server: ServerConnection, seconds: Int? = nil,
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> Result
    ) async throws(SyncServerError) -> Result {
        do {
            return try await server.exchange(seconds: seconds, body)
        } catch {
            throw server.describe(error)
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    static func transaction<Result: Sendable>(
        _ server: ServerConnection, seconds: Int? = nil,
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> Result
    ) async throws(SyncServerError) -> Result {
        try await run(server, seconds: seconds) { connection, logger in
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
