import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistTesting
import Testing

/// A store's history revision names what streaks are derived from: every change to habits, logs or rest days gives
/// a new one, and nothing else does, on every store.
@Suite struct HistoryRevisionTests {
    typealias Kind = StoreContractTests.Kind
    static let today = Day(iso: "2025-11-08")!
    static let at = Date(timeIntervalSince1970: 1_762_600_000)

    /// Each change, made to a store holding Read (done today), Water (3 glasses today) and a rest day for Read.
    static let changes: [(name: String, change: @Sendable (any HistoryStore, Habit, Habit) throws -> Void)] = [
        (
            "add a habit",
            { store, _, _ in _ = try store.addHabit(HabitDraft(name: "Walk", startDate: today), createdAt: at) }
        ),
        ("rename a habit", { store, read, _ in _ = try store.updateHabit(id: read.id) { $0.name = "Reading" } }),
        ("archive a habit", { store, read, _ in _ = try store.setActive(id: read.id, false) }),
        ("remove a habit", { store, read, _ in try store.removeHabit(id: read.id) }),
        (
            "log a value",
            { store, _, water in
                _ = try store.log(habitID: water.id, day: today, action: .add(1), today: today, at: at, timeZone: "UTC")
            }
        ),
        ("undo a completion", { store, read, _ in _ = try store.undo(habitID: read.id, day: today, at: at) }),
        ("mark a rest day", { store, _, _ in _ = try store.addRestDay(RestDay(habitID: nil, day: today)) }),
        (
            "clear a rest day",
            { store, read, _ in _ = try store.removeRestDay(RestDay(habitID: read.id, day: today.adding(days: -1))) }
        ),
    ]

    static func makeStore(_ kind: Kind, in directory: TemporaryDirectory) throws -> (any HistoryStore, Habit, Habit) {
        let store = try StoreContractTests.makeStore(kind, in: directory)
        let start = today.adding(days: -10)
        let read = try store.addHabit(HabitDraft(name: "Read", startDate: start), createdAt: at)
        let water = try store.addHabit(
            HabitDraft(name: "Water", kind: .numeric, unit: "glasses", dailyTarget: 8, startDate: start), createdAt: at)
        _ = try store.log(habitID: read.id, day: today, action: .complete, today: today, at: at, timeZone: "UTC")
        _ = try store.log(habitID: water.id, day: today, action: .add(3), today: today, at: at, timeZone: "UTC")
        _ = try store.addRestDay(RestDay(habitID: read.id, day: today.adding(days: -1)))
        return (store, read, water)
    }

    @Test(arguments: Kind.allCases)
    func everyChangeToHabitsLogsOrRestDaysGivesANewRevision(kind: Kind) throws {
        for (name, change) in Self.changes {
            let directory = TemporaryDirectory()
            let (store, read, water) = try Self.makeStore(kind, in: directory)
            let before = try #require(try store.historyRevision(), "\(kind) \(name)")
            try change(store, read, water)
            let after = try #require(try store.historyRevision(), "\(kind) \(name)")
            #expect(after != before, "\(kind) \(name)")
        }
    }

    @Test(arguments: Kind.allCases)
    func readsNavigationAndRefusedChangesKeepTheRevision(kind: Kind) throws {
        let directory = TemporaryDirectory()
        let (store, read, _) = try Self.makeStore(kind, in: directory)
        let before = try store.historyRevision()
        _ = try store.habits()
        _ = try store.logs(from: Self.today.adding(days: -30), through: Self.today)
        _ = try store.restDays()
        _ = try store.navigate { DayNavigator(today: Self.today).previous(stored: $0) }
        #expect(throws: LogHabitError.self) {
            try store.log(
                habitID: read.id, day: Self.today, action: .complete, today: Self.today, at: Self.at, timeZone: "UTC")
        }
        #expect(throws: HabitValidationError.self) {
            try store.addHabit(HabitDraft(name: "read", startDate: Self.today), createdAt: Self.at)
        }
        #expect(try store.addRestDay(RestDay(habitID: read.id, day: Self.today.adding(days: -1))) == false)
        #expect(try store.historyRevision() == before)
    }

    @Test(arguments: Kind.allCases)
    func aGroupThatKeepsNothingKeepsTheRevisionAndOneThatCommitsChangesIt(kind: Kind) throws {
        struct Stop: Error {}
        let directory = TemporaryDirectory()
        let (store, _, water) = try Self.makeStore(kind, in: directory)
        let before = try store.historyRevision()
        #expect(throws: Stop.self) {
            try store.grouped { inner in
                _ = try inner.log(
                    habitID: water.id, day: Self.today, action: .add(1), today: Self.today, at: Self.at, timeZone: "UTC"
                )
                #expect(try inner.historyRevision() != before)
                throw Stop()
            }
        }
        #expect(try store.historyRevision() == before)

        let inside = try store.grouped { inner in
            _ = try inner.log(
                habitID: water.id, day: Self.today, action: .add(1), today: Self.today, at: Self.at, timeZone: "UTC")
            return try inner.historyRevision()
        }
        #expect(try store.historyRevision() == inside)
        #expect(inside != before)
    }

    @Test func twoStoresNeverShareARevision() throws {
        let first = TemporaryDirectory()
        let second = TemporaryDirectory()
        let one = try SQLiteHabitStore.open(at: first.path("ritualist.sqlite"))
        let other = try SQLiteHabitStore.open(at: second.path("ritualist.sqlite"))
        #expect(try one.historyRevision() != other.historyRevision())
        #expect(try InMemoryHabitStore().historyRevision() != InMemoryHabitStore().historyRevision())
    }
}
