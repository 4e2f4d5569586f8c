import Foundation
import RitualistCore
import RitualistStore
import Testing

@Suite struct HabitStoreLogQueryTests {
    let fixture = StoreFixture()

    /// Water and Stretch logged out of order, over 2025-11-03 … 2025-11-08, at distinct instants.
    func storeWithLogs() throws -> (SQLiteHabitStore, water: Habit, stretch: Habit) {
        let store = try fixture.open()
        let water = try store.add(Drafts.water)
        let stretch = try store.add(Drafts.stretch)
        try store.log(stretch, on: nov(8), hour: 9)
        try store.log(water, on: nov(5), .add(2), hour: 14)
        try store.log(water, on: nov(5), .add(1), hour: 8)
        try store.log(stretch, on: nov(3), hour: 10)
        try store.log(water, on: nov(8), .add(4), hour: 7)
        try store.log(stretch, on: nov(5), hour: 11)
        return (store, water, stretch)
    }

    func summary(_ logs: [HabitLog], _ names: [UUID: String]) -> [String] {
        logs.map { "\($0.day.iso) \(names[$0.habitID]!) \($0.value)" }
    }

    @Test func allLogsAreOrderedByDayThenByTheirInstant() throws {
        let (store, water, stretch) = try storeWithLogs()
        let names = [water.id: "Water", stretch.id: "Stretch"]
        #expect(
            summary(try store.allLogs(), names) == [
                "2025-11-03 Stretch 1.0",
                "2025-11-05 Water 1.0",
                "2025-11-05 Stretch 1.0",
                "2025-11-05 Water 2.0",
                "2025-11-08 Water 4.0",
                "2025-11-08 Stretch 1.0",
            ])
    }

    @Test func aRangeIncludesBothEndsForEveryHabit() throws {
        let (store, water, stretch) = try storeWithLogs()
        let names = [water.id: "Water", stretch.id: "Stretch"]
        #expect(
            summary(try store.logs(from: nov(5), through: nov(8)), names) == [
                "2025-11-05 Water 1.0",
                "2025-11-05 Stretch 1.0",
                "2025-11-05 Water 2.0",
                "2025-11-08 Water 4.0",
                "2025-11-08 Stretch 1.0",
            ])
    }

    @Test func aRangeForOneHabitLeavesTheOthersOut() throws {
        let (store, water, stretch) = try storeWithLogs()
        let names = [water.id: "Water", stretch.id: "Stretch"]
        #expect(
            summary(try store.logs(habitID: stretch.id, from: nov(3), through: nov(5)), names) == [
                "2025-11-03 Stretch 1.0",
                "2025-11-05 Stretch 1.0",
            ])
        #expect(
            summary(try store.logs(habitID: water.id, from: nov(8), through: nov(8)), names) == [
                "2025-11-08 Water 4.0"
            ])
    }

    @Test(arguments: [(nov(6), nov(7)), (nov(9), nov(30)), (nov(8), nov(3)), (nov(1), nov(2))])
    func aRangeWithoutLogsIsEmpty(from: Day, through: Day) throws {
        let (store, _, _) = try storeWithLogs()
        #expect(try store.logs(from: from, through: through) == [])
    }

    @Test func anUnknownHabitHasNoLogs() throws {
        let (store, _, _) = try storeWithLogs()
        #expect(try store.logs(habitID: UUID(), from: nov(1), through: nov(30)) == [])
    }

    @Test func aQueryReturnsTheLogsAsWritten() throws {
        let (store, water, _) = try storeWithLogs()
        let logs = try store.logs(habitID: water.id, from: nov(5), through: nov(5))
        #expect(logs.map(\.loggedAt) == [instant(today, hour: 8), instant(today, hour: 14)])
        #expect(logs.allSatisfy { $0.timeZone == "America/New_York" && $0.habitID == water.id })
        #expect(Set(logs.map(\.id)).count == 2)
        #expect(try store.allLogs().filter { $0.habitID == water.id && $0.day == nov(5) } == logs)
    }

    @Test func logEntriesAreEveryLogOfTheHabitsOrThoseFromADay() throws {
        let (store, water, stretch) = try storeWithLogs()
        let names = [water.id: "Water", stretch.id: "Stretch"]
        func entries(_ habits: [Habit], from: Day?) throws -> [String] {
            try store.logEntries(for: habits, from: from).map { "\($0.day.iso) \(names[$0.habitID]!) \($0.value)" }
                .sorted()
        }
        #expect(
            try entries([water, stretch], from: nil) == [
                "2025-11-03 Stretch 1.0", "2025-11-05 Stretch 1.0", "2025-11-05 Water 1.0", "2025-11-05 Water 2.0",
                "2025-11-08 Stretch 1.0", "2025-11-08 Water 4.0",
            ])
        #expect(
            try entries([water, stretch], from: nov(5)) == [
                "2025-11-05 Stretch 1.0", "2025-11-05 Water 1.0", "2025-11-05 Water 2.0", "2025-11-08 Stretch 1.0",
                "2025-11-08 Water 4.0",
            ])
        #expect(try entries([stretch], from: nov(6)) == ["2025-11-08 Stretch 1.0"])
        #expect(try entries([water], from: nov(9)).isEmpty)
    }

    @Test func logEntriesAreReadFromTheIndexAlone() throws {
        _ = try storeWithLogs()
        let plan = try fixture.rawConnection().read { db in
            try db.rows(
                sql: "EXPLAIN QUERY PLAN SELECT day, value FROM log WHERE habitId = ? AND day >= ?",
                arguments: ["x", 0]
            ) { $0["detail"] as String }
        }
        #expect(plan.joined().contains("COVERING INDEX log_by_habit_day_and_value"), "\(plan)")
    }
}
