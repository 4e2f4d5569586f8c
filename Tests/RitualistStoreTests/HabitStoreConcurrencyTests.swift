import Dispatch
import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import Synchronization
import Testing

/// Several stores on one file at once, as several `ritual` processes started by one hotkey would be.
@Suite struct HabitStoreConcurrencyTests {
    enum Attempt: Equatable, Sendable {
        case logged
        case refused(LogHabitError)
        case failed(String)
    }

    final class Attempts: Sendable {
        let all = Mutex<[Attempt]>([])
        func append(_ attempts: [Attempt]) { all.withLock { $0 += attempts } }
    }

    /// Runs `work` on `count` threads that start together, and waits for all of them.
    func runTogether(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let ready = DispatchGroup()
        let done = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for index in 0..<count {
            ready.enter()
            done.enter()
            Thread.detachNewThread {
                ready.leave()
                if Waiting.signalled(start) { work(index) }
                done.leave()
            }
        }
        #expect(Waiting.finished(ready))
        for _ in 0..<count { start.signal() }
        #expect(Waiting.finished(done))
    }

    func complete(_ habitID: UUID, at path: String, times: Int) -> [Attempt] {
        let store: SQLiteHabitStore
        do {
            store = try SQLiteHabitStore.open(at: path)
        } catch {
            return [.failed("open: \(error)")]
        }
        return (0..<times).map { _ in
            do {
                _ = try store.log(
                    habitID: habitID, day: today, action: .complete, today: today, at: instant(today),
                    timeZone: "UTC")
                return .logged
            } catch let error as LogHabitError {
                return .refused(error)
            } catch {
                return .failed("\(error)")
            }
        }
    }

    @Test func eightStoresCompletingOneHabitAtOnceLeaveExactlyOneLog() throws {
        let fixture = StoreFixture()
        let stretch = try fixture.open().add(Drafts.stretch)
        let attempts = Attempts()
        let path = fixture.path

        runTogether(8) { _ in attempts.append(complete(stretch.id, at: path, times: 10)) }

        let all = attempts.all.withLock { $0 }
        #expect(all.count == 80)
        #expect(all.filter { $0 == .logged }.count == 1)
        let refused = Attempt.refused(.alreadyLogged(name: "Stretch", day: today, today: today))
        #expect(all.filter { $0 == refused }.count == 79)
        #expect(all.filter { if case .failed = $0 { true } else { false } } == [])
        #expect(try fixture.open().allLogs().count == 1)
    }

    @Test func eightStoresAddingToANumericHabitAtOnceLoseNoAmount() throws {
        let fixture = StoreFixture()
        let steps = try fixture.open().add(
            HabitDraft(name: "Steps", kind: .numeric, dailyTarget: 10_000, startDate: nov(3)))
        let failures = Attempts()
        let path = fixture.path

        runTogether(8) { _ in
            do {
                let store = try SQLiteHabitStore.open(at: path)
                for _ in 0..<10 {
                    _ = try store.log(
                        habitID: steps.id, day: today, action: .add(10), today: today, at: instant(today),
                        timeZone: "UTC")
                }
            } catch {
                failures.append([.failed("\(error)")])
            }
        }

        #expect(failures.all.withLock { $0 } == [])
        let logs = try fixture.open().logs(habitID: steps.id, from: today, through: today)
        #expect(logs.count == 80)
        #expect(logs.reduce(0) { $0 + $1.value } == 800)
    }

    @Test
    func eightStoresOpeningANewFileAtOnceAllSucceed() throws {
        let fixture = StoreFixture()
        let failures = Attempts()
        let path = fixture.path

        runTogether(8) { _ in
            do {
                _ = try SQLiteHabitStore.open(at: path)
            } catch {
                failures.append([.failed("\(error)")])
            }
        }

        #expect(failures.all.withLock { $0 } == [])
        let store = try fixture.open()
        try store.add(Drafts.stretch)
        #expect(try store.habits().count == 1)
    }

    @Test func aWriteBlockedLongerThanTheBusyTimeoutIsUnavailable() throws {
        let fixture = StoreFixture()
        let stretch = try fixture.open().add(Drafts.stretch)
        let store = try SQLiteHabitStore.open(at: fixture.path, busyTimeout: 0.05)
        let other = try fixture.rawConnection()

        let error = try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            // Readers are not held up by a writer in WAL mode.
            #expect(try store.habits() == [stretch])
            return #expect(throws: StoreError.self) { try store.log(stretch) }
        }
        #expect(error == .unavailable(path: fixture.path, reason: "the database stayed locked by another process"))
        #expect(try store.allLogs() == [])
        #expect(try store.log(stretch).isDone)
    }

    @Test func aWriteWaitsForAnotherConnectionToFinish() throws {
        let fixture = StoreFixture()
        let stretch = try fixture.open().add(Drafts.stretch)
        let store = try fixture.open()
        let other = try fixture.rawConnection()
        let released = DispatchSemaphore(value: 0)

        try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            Thread.detachNewThread {
                let receipt = try? store.log(stretch)
                #expect(receipt?.isDone == true)
                released.signal()
            }
            #expect(released.wait(timeout: .now() + 0.2) == .timedOut)
            try db.execute(sql: "COMMIT")
        }
        #expect(released.wait(timeout: .now() + 10) == .success)
        #expect(try store.allLogs().count == 1)
    }

    @Test func theChecksSeeACompletionAnotherConnectionJustWrote() throws {
        let fixture = StoreFixture()
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        #expect(try store.allLogs() == [])

        try fixture.rawConnection().write { db in
            try db.execute(
                sql: "INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) VALUES (?, ?, ?, 1, 0, 'UTC')",
                arguments: [UUID().uuidString.lowercased(), stretch.id.uuidString.lowercased(), today.ordinal])
        }
        #expect(throws: LogHabitError.alreadyLogged(name: "Stretch", day: today, today: today)) {
            try store.log(stretch)
        }
    }
}
