import Foundation

/// Runs `work` and times it; if it has not ended after `seconds`, `release` runs (letting go of what keeps it
/// waiting) so that the test ends either way and says how long the work took.
enum TimedRun {
    static func run<Value: Sendable>(
        releaseAfter seconds: Double, release: @escaping @Sendable () async -> Void,
        _ work: @escaping @Sendable () async throws -> Value
    ) async -> (elapsed: Duration, outcome: Result<Value, any Error>) {
        let clock = ContinuousClock()
        let timed = Task { () -> (Duration, Result<Value, any Error>) in
            let started = clock.now
            do {
                let value = try await work()
                return (clock.now - started, .success(value))
            } catch {
                return (clock.now - started, .failure(error))
            }
        }
        let releasing = Task {
            try? await Task.sleep(for: .seconds(seconds))
            await release()
        }
        let (elapsed, outcome) = await timed.value
        releasing.cancel()
        await releasing.value
        return (elapsed, outcome)
    }
}
