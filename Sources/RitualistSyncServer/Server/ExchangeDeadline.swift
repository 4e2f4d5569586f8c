/// A client-side bound on waiting for the server: the work is raced against a timer, and when the timer wins,
/// `expire` runs (closing the connection, which fails what was waiting on it) and the error it names is thrown.
enum ExchangeDeadline {
    static func run<Result: Sendable>(
        seconds: Int, expire: @escaping @Sendable () async -> SyncServerError,
        _ work: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        try await withThrowingTaskGroup(of: Result?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                return nil
            }
            guard let first = try await group.next(), let result = first else {
                let error = await expire()
                group.cancelAll()
                throw error
            }
            group.cancelAll()
            return result
        }
    }
}
