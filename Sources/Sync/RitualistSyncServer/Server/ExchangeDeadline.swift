import Synchronization

/// A client-side bound on waiting for the server: the work is raced against a timer, and when the timer wins, its
/// error is thrown at once, whatever the work is waiting on. The work is cancelled and left to end on its own:
/// `expire` runs beside it (closing the connection, which fails what was waiting on it), and a result the work
/// gives after the deadline goes to `abandon` (to close a connection opened too late). Neither is awaited, so no
/// server, and no client library waiting on one, can hold the caller past the deadline.
enum ExchangeDeadline {
    static func run<Result: Sendable>(
        seconds: Int, timedOut: SyncServerError, expire: @escaping @Sendable () async -> Void = {},
        abandon: @escaping @Sendable (Result) async -> Void = { _ in },
        _ work: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let race = Race<Result>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Result, any Error>) in
                race.start(continuation)
                let worker = Task {
                    do {
                        let result = try await work()
                        if !race.finish(.success(result)) { await abandon(result) }
                    } catch {
                        race.finish(.failure(error))
                    }
                }
                let timer = Task {
                    try await listen(seconds: seconds)
                    guard race.finish(.failure(timedOut)) else { return }
                    worker.cancel()
                    await expire()
                }
                race.onEnd {
                    timer.cancel()
                    worker.cancel()
                }
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }
}

extension ExchangeDeadline {
    /// Returns once `seconds` of time this process could run have passed. The wait is counted in slices of a quarter
    /// second, each counting for at most twice its length: a slice that overran further was time the process's
    /// threads were all busy elsewhere, when an answer that had arrived could not be read either, so a deadline is
    /// not spent while the answer waits for a thread. A server that is silent is given up on after `seconds`.
    static func listen(seconds: Int) async throws {
        let clock = ContinuousClock(), slice = Duration.milliseconds(250), total = Duration.seconds(seconds)
        var counted = Duration.zero
        while counted < total {
            let start = clock.now
            try await Task.sleep(for: min(slice, total - counted))
            counted += min(clock.now - start, slice * 2)
        }
    }
}

/// The first of the work, the timer and a cancellation to finish: it resumes the continuation, exactly once.
private final class Race<Result: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result, any Error>?
        /// What finished before the continuation was there (a cancellation before the start).
        var early: Swift.Result<Result, any Error>?
        var ended = false
        var onEnd: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<Result, any Error>) {
        let early = state.withLock { state -> Swift.Result<Result, any Error>? in
            guard let early = state.early else {
                state.continuation = continuation
                return nil
            }
            return early
        }
        if let early { continuation.resume(with: early) }
    }

    /// Runs `body` when the race ends (at once when it has).
    func onEnd(_ body: @escaping @Sendable () -> Void) {
        let ended = state.withLock { state in
            if !state.ended { state.onEnd = body }
            return state.ended
        }
        if ended { body() }
    }

    /// Ends the race with `result`; false when it had ended.
    @discardableResult
    func finish(_ result: Swift.Result<Result, any Error>) -> Bool {
        let won = state.withLock { state -> (CheckedContinuation<Result, any Error>?, (@Sendable () -> Void)?)? in
            guard !state.ended else { return nil }
            state.ended = true
            let continuation = state.continuation
            if continuation == nil { state.early = result }
            state.continuation = nil
            defer { state.onEnd = nil }
            return (continuation, state.onEnd)
        }
        guard let won else { return false }
        won.0?.resume(with: result)
        won.1?()
        return true
    }
}
