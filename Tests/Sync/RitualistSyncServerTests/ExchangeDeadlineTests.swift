import Foundation
import Synchronization
import Testing

@testable import RitualistSyncServer

/// The deadline holds whatever the work waits on: a run with work that never ends, and ignores its cancellation,
/// throws at the deadline. It hung a whole test run when the work waited on a connection whose close never came.
///
/// The limits only stop a run that never ends: tests elsewhere that block the pool's threads (processes run
/// synchronously) hold these back for as long as they run, past a minute in a full run on two cores.
@Suite struct ExchangeDeadlineTests {
    /// Work that waits for ever and ignores cancellation, as a client library waiting on a silent server may.
    final class Forever: Sendable {
        let held = Mutex<[CheckedContinuation<Int, Never>]>([])
        func wait() async -> Int {
            await withCheckedContinuation { continuation in held.withLock { $0.append(continuation) } }
        }
        func release(_ value: Int) {
            for continuation in held.withLock({ $0 }) { continuation.resume(returning: value) }
        }
    }

    static let timedOut = SyncServerError.noAnswer(server: "h:5432", seconds: 1)

    @Test(.timeLimit(.minutes(10))) func workThatNeverEndsIsGivenUpAtTheDeadline() async throws {
        let forever = Forever()
        let error = await #expect(throws: SyncServerError.self) {
            try await ExchangeDeadline.run(seconds: 1, timedOut: Self.timedOut) { await forever.wait() }
        }
        #expect(error == Self.timedOut)
        forever.release(0)
    }

    @Test(.timeLimit(.minutes(10))) func anExpiryThatNeverEndsHoldsNobody() async throws {
        let forever = Forever(), closing = Forever()
        let error = await #expect(throws: SyncServerError.self) {
            try await ExchangeDeadline.run(seconds: 1, timedOut: Self.timedOut, expire: { _ = await closing.wait() }) {
                await forever.wait()
            }
        }
        #expect(error == Self.timedOut)
        forever.release(0)
        closing.release(0)
    }

    @Test(.timeLimit(.minutes(10))) func aResultAfterTheDeadlineIsAbandoned() async throws {
        let forever = Forever()
        let abandoned = Mutex<[Int]>([])
        await #expect(throws: SyncServerError.self) {
            try await ExchangeDeadline.run(
                seconds: 1, timedOut: Self.timedOut, abandon: { value in abandoned.withLock { $0.append(value) } }
            ) { await forever.wait() }
        }
        forever.release(7)
        for _ in 0..<100 where abandoned.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(50)) }
        #expect(abandoned.withLock { $0 } == [7])
    }

    @Test func workThatEndsInTimeGivesItsResultOrItsError() async throws {
        #expect(try await ExchangeDeadline.run(seconds: 5, timedOut: Self.timedOut) { 42 } == 42)
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await ExchangeDeadline.run(seconds: 5, timedOut: Self.timedOut) { () async throws -> Int in
                throw Refused()
            }
        }
    }

    @Test(.timeLimit(.minutes(10))) func aCancelledCallerIsFreedAtOnce() async throws {
        let forever = Forever()
        let call = Task {
            try await ExchangeDeadline.run(seconds: 60, timedOut: Self.timedOut) { await forever.wait() }
        }
        try await Task.sleep(for: .milliseconds(100))
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        forever.release(0)
    }
}

/// A deadline counts the time the process could listen: threads all busy elsewhere do not spend it.
@Suite struct StarvedDeadlineTests {
    // The limit only stops a wait that never ends: tests elsewhere that block the pool's threads (processes run
    // synchronously) hold this one back too, for as long as they run.
    @Test(.timeLimit(.minutes(10))) func aWaitCountsSlicesNotTheTimeItsThreadsWereBusy() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        try await ExchangeDeadline.listen(seconds: 1)
        #expect(clock.now - started >= .seconds(1))
        // Every thread of the pool blocked for two seconds: the wait goes on past them, for what the second it was
        // asked for has left (a sleep of a second ended with them, at two).
        let blocked = clock.now
        let width = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        async let waited: Void = ExchangeDeadline.listen(seconds: 1)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<width { group.addTask { usleep(2_000_000) } }
        }
        try await waited
        #expect(clock.now - blocked >= .milliseconds(2200))
    }
}
