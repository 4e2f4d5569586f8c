import Foundation
import RitualistCore
import RitualistStore
import Testing

/// The schema itself refuses a second completion of a binary habit on one day, whatever wrote it.
@Suite struct BinaryOnceADayTriggerTests {
    let fixture = StoreFixture()

    /// Inserts a log with raw SQL through a second connection, past every check in Swift.
    func insertRawLog(_ habit: Habit, on day: Day, value: Double) throws {
        try fixture.rawConnection().write { db in
            try db.execute(
                sql: "INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) VALUES (?, ?, ?, ?, ?, 'UTC')",
                arguments: [
                    UUID().uuidString.lowercased(), habit.id.uuidString.lowercased(), day.ordinal, value,
                    instant(day).timeIntervalSince1970,
                ])
        }
    }

    @Test(arguments: [1.0, 0.5, 2])
    func aSecondCompletionOfABinaryHabitOnOneDayIsAborted(value: Double) throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        try store.log(stretch)

        let error = #expect(throws: SQLiteError.self) { try insertRawLog(stretch, on: today, value: value) }
        #expect(error?.resultCode == .constraint)
        #expect(error?.message == "binary habit already completed that day")
        #expect(try store.allLogs().count == 1)
    }

    @Test func twoRawCompletionsInARowAreRefusedTooWithoutTheStore() throws {
        let stretch = try fixture.open().add(Drafts.stretch)
        try insertRawLog(stretch, on: today, value: 1)
        #expect(throws: SQLiteError.self) { try insertRawLog(stretch, on: today, value: 1) }
    }

    @Test func aZeroLogAndOtherDaysAreAllowed() throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        try store.log(stretch)

        try insertRawLog(stretch, on: today, value: 0)
        try insertRawLog(stretch, on: nov(7), value: 1)
        let logs = try store.allLogs()
        #expect(logs.map(\.day) == [nov(7), today, today])
        #expect(logs.filter { $0.day == today }.map(\.value).sorted() == [0, 1])
    }

    @Test func aZeroLogDoesNotBlockTheDaysCompletion() throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        try insertRawLog(stretch, on: today, value: 0)

        let receipt = try store.log(stretch)
        #expect(receipt.isDone)
        #expect(try store.logs(of: stretch, on: today).map(\.value).sorted() == [0, 1])
    }

    @Test func aNumericHabitMayHaveSeveralLogsADay() throws {
        let store = try fixture.open()
        let water = try store.add(Drafts.water)
        for value in [1.0, 2, 3] { try insertRawLog(water, on: today, value: value) }
        #expect(try store.logs(of: water, on: today).count == 3)
    }

    @Test func anotherBinaryHabitOnTheSameDayIsAllowed() throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        let walk = try store.add(HabitDraft(name: "Walk", startDate: nov(3)))
        try insertRawLog(stretch, on: today, value: 1)
        try insertRawLog(walk, on: today, value: 1)
        #expect(try store.allLogs().count == 2)
    }
}
