import Foundation
import RitualistCore
import RitualistStore
import Testing

/// A store holding the habits the LogHabit rules are checked against, with fixed ids.
struct LoggingFixture {
    static let readID = UUID(uuidString: "11111111-1111-4111-8111-111111111111")!
    static let stretchID = UUID(uuidString: "22222222-2222-4222-8222-222222222222")!
    static let waterID = UUID(uuidString: "33333333-3333-4333-8333-333333333333")!
    static let oldID = UUID(uuidString: "44444444-4444-4444-8444-444444444444")!
    static let gymID = UUID(uuidString: "55555555-5555-4555-8555-555555555555")!
    static let unknownID = UUID(uuidString: "99999999-9999-4999-8999-999999999999")!

    let fixture = StoreFixture()
    let store: SQLiteHabitStore

    init() throws {
        store = try fixture.open()
        try store.add(Drafts.read, id: Self.readID)
        try store.add(Drafts.stretch, id: Self.stretchID)
        try store.add(Drafts.water, id: Self.waterID)
        try store.add(HabitDraft(name: "Old", startDate: nov(1)), id: Self.oldID)
        _ = try store.setActive(id: Self.oldID, false)
        try store.add(
            HabitDraft(name: "Gym", schedule: .timesPerWeek(3), startDate: nov(3), endDate: nov(6)),
            id: Self.gymID)
    }

    @discardableResult
    func log(_ id: UUID, on day: Day = today, _ action: LogAction = .complete) throws -> LogReceipt {
        try store.log(
            habitID: id, day: day, action: action, today: today, at: instant(today),
            timeZone: "America/New_York")
    }
}

/// A log request the store must refuse, as it comes out of `SQLiteHabitStore.log`.
struct Refusal: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let habitID: UUID
    let day: Day
    let action: LogAction
    /// Logged first, so that the refused request meets a day that already has logs.
    let before: [(Day, LogAction)]
    let error: LogHabitError
    let message: String

    init(
        _ description: String, _ habitID: UUID, on day: Day = today, _ action: LogAction = .complete,
        after before: [(Day, LogAction)] = [], refusedWith error: LogHabitError, _ message: String
    ) {
        self.testDescription = description
        self.habitID = habitID
        self.day = day
        self.action = action
        self.before = before
        self.error = error
        self.message = message
    }

    static let all: [Refusal] = [
        Refusal(
            "unknown id", LoggingFixture.unknownID, refusedWith: .habitUnavailable(name: "Unknown Habit"),
            "Cannot log 'Unknown Habit': Habit is not available for logging."),
        Refusal(
            "archived habit", LoggingFixture.oldID, refusedWith: .habitUnavailable(name: "Old"),
            "Cannot log 'Old': Habit is not available for logging."),
        Refusal(
            "tomorrow", LoggingFixture.stretchID, on: nov(9), refusedWith: .futureDate(name: "Stretch"),
            "Cannot log 'Stretch': Date is in the future."),
        Refusal(
            "a Monday still to come", LoggingFixture.readID, on: nov(10), refusedWith: .futureDate(name: "Read"),
            "Cannot log 'Read': Date is in the future."),
        Refusal(
            "the day before the start", LoggingFixture.stretchID, on: nov(2),
            refusedWith: .dateBeforeStartDate(name: "Stretch"),
            "Cannot log 'Stretch': Date is before habit start date."),
        Refusal(
            "a Mondays-only habit on a Tuesday", LoggingFixture.readID, on: nov(4),
            refusedWith: .notScheduledForDate(name: "Read", days: [.monday]),
            "Cannot log 'Read': This habit is only scheduled for Mondays."),
        Refusal(
            "after the end date", LoggingFixture.gymID, on: nov(7),
            refusedWith: .notScheduledAfterEnd(name: "Gym", endDate: nov(6)),
            "Cannot log 'Gym': This habit ended on 2025-11-06."),
        Refusal(
            "a second complete today", LoggingFixture.stretchID, after: [(today, .complete)],
            refusedWith: .alreadyLogged(name: "Stretch", day: today, today: today), "'Stretch' already completed today."
        ),
        Refusal(
            "a second complete on an earlier day", LoggingFixture.readID, on: nov(3), after: [(nov(3), .complete)],
            refusedWith: .alreadyLogged(name: "Read", day: nov(3), today: today),
            "'Read' already completed on 2025-11-03."),
        Refusal(
            "an add after a complete", LoggingFixture.stretchID, .add(1), after: [(today, .complete)],
            refusedWith: .alreadyLogged(name: "Stretch", day: today, today: today), "'Stretch' already completed today."
        ),
        Refusal(
            "a timesPerWeek habit twice a day", LoggingFixture.gymID, on: nov(5), after: [(nov(5), .complete)],
            refusedWith: .alreadyLogged(name: "Gym", day: nov(5), today: today),
            "'Gym' already completed on 2025-11-05."
        ),
        Refusal(
            "complete on a numeric habit", LoggingFixture.waterID, refusedWith: .needsValue(name: "Water"),
            "Cannot log 'Water': A numeric habit needs an amount; add or set a value."),
        Refusal(
            "an add past the day's sanity bound", LoggingFixture.waterID, .add(800), after: [(today, .add(7))],
            refusedWith: .valueOutOfRange(name: "Water", value: 807, maximum: 800, unit: "glasses", perTarget: 100),
            "Cannot log 'Water': The day's total of 807 is past the sanity bound of 800 glasses "
                + "(100 times the daily target), which catches a mistyped amount."),
        Refusal(
            "a set past the day's sanity bound", LoggingFixture.waterID, .set(800.5),
            refusedWith: .valueOutOfRange(name: "Water", value: 800.5, maximum: 800, unit: "glasses", perTarget: 100),
            "Cannot log 'Water': The day's total of 800.5 is past the sanity bound of 800 glasses "
                + "(100 times the daily target), which catches a mistyped amount."),
        Refusal(
            "a negative amount", LoggingFixture.waterID, .add(-1), refusedWith: .invalidValue(name: "Water", value: -1),
            "Cannot log 'Water': '-1' is not a valid amount; expected a number of 0 or more."),
        Refusal(
            "an infinite amount", LoggingFixture.waterID, .set(.infinity), after: [(today, .add(2))],
            refusedWith: .invalidValue(name: "Water", value: .infinity),
            "Cannot log 'Water': 'inf' is not a valid amount; expected a number of 0 or more."),
    ]
}

@Suite struct HabitStoreLoggingTests {
    @Test(arguments: Refusal.all)
    func aRefusedLogReportsTheRuleAndLeavesTheLogsUnchanged(refusal: Refusal) throws {
        let habits = try LoggingFixture()
        for (day, action) in refusal.before { try habits.log(refusal.habitID, on: day, action) }
        let before = try habits.store.allLogs()

        let error = #expect(throws: LogHabitError.self) {
            try habits.log(refusal.habitID, on: refusal.day, refusal.action)
        }
        #expect(error == refusal.error)
        #expect(error?.message == refusal.message)
        #expect(try habits.store.allLogs() == before)
    }

    @Test func completingABinaryHabitWritesOneLogWithItsStickyDayInstantAndZone() throws {
        let habits = try LoggingFixture()
        // Friday's habit ticked off at 01:30 on Saturday in New York: the day stays Friday.
        let loggedAt = instant(today, hour: 6.5)
        let receipt = try habits.store.log(
            habitID: LoggingFixture.stretchID, day: nov(7), action: .complete, today: today, at: loggedAt,
            timeZone: "America/New_York")

        #expect(receipt.habit.id == LoggingFixture.stretchID)
        #expect(receipt.day == nov(7))
        #expect(receipt.plan == .insert(value: 1))
        #expect(receipt.progress == 1)
        #expect(receipt.isDone)

        for store in [habits.store, try habits.fixture.open()] {
            let logs = try store.allLogs()
            #expect(logs.count == 1)
            #expect(logs.first?.habitID == LoggingFixture.stretchID)
            #expect(logs.first?.day == nov(7))
            #expect(logs.first?.value == 1)
            #expect(logs.first?.loggedAt == loggedAt)
            #expect(logs.first?.timeZone == "America/New_York")
        }
    }

    @Test func numericAmountsAddUpToTheTarget() throws {
        let habits = try LoggingFixture()
        let first = try habits.log(LoggingFixture.waterID, .add(3))
        #expect(first.plan == .insert(value: 3))
        #expect(first.progress == 3)
        #expect(!first.isDone)

        let second = try habits.log(LoggingFixture.waterID, .add(5))
        #expect(second.plan == .insert(value: 5))
        #expect(second.progress == 8)
        #expect(second.isDone)
        #expect(
            try habits.store.logs(habitID: LoggingFixture.waterID, from: today, through: today).map(\.value) == [3, 5])
    }

    @Test func aNumericHabitMayGoOnPastItsTargetUpToTheMaximum() throws {
        let habits = try LoggingFixture()
        try habits.log(LoggingFixture.waterID, .add(8))
        let receipt = try habits.log(LoggingFixture.waterID, .add(8))
        #expect(receipt.progress == 16)
        #expect(receipt.isDone)
    }

    @Test func setReplacesTheDaysLogsWithOne() throws {
        let habits = try LoggingFixture()
        try habits.log(LoggingFixture.waterID, .add(3))
        try habits.log(LoggingFixture.waterID, .add(2))
        try habits.log(LoggingFixture.waterID, on: nov(7), .add(1))

        let receipt = try habits.log(LoggingFixture.waterID, .set(4))
        #expect(receipt.plan == .replaceDay(total: 4))
        #expect(receipt.progress == 4)
        #expect(!receipt.isDone)
        #expect(try habits.store.logs(habitID: LoggingFixture.waterID, from: today, through: today).map(\.value) == [4])
        #expect(
            try habits.store.logs(habitID: LoggingFixture.waterID, from: nov(7), through: nov(7)).map(\.value) == [1])
    }

    @Test func setZeroClearsTheDay() throws {
        let habits = try LoggingFixture()
        try habits.log(LoggingFixture.waterID, .add(3))
        try habits.log(LoggingFixture.waterID, .add(2))

        let receipt = try habits.log(LoggingFixture.waterID, .set(0))
        #expect(receipt.plan == .clearDay)
        #expect(receipt.progress == 0)
        #expect(!receipt.isDone)
        #expect(try habits.store.allLogs().isEmpty)
    }

    @Test func addingZeroChangesNothingAndSucceeds() throws {
        let habits = try LoggingFixture()
        try habits.log(LoggingFixture.waterID, .add(3))
        let receipt = try habits.log(LoggingFixture.waterID, .add(0))
        #expect(receipt.plan == .unchanged)
        #expect(receipt.progress == 3)
        #expect(try habits.store.allLogs().map(\.value) == [3])
    }

    @Test func settingADoneBinaryHabitAgainKeepsOneCompletion() throws {
        let habits = try LoggingFixture()
        try habits.log(LoggingFixture.stretchID)
        let receipt = try habits.log(LoggingFixture.stretchID, .set(1))
        #expect(receipt.plan == .replaceDay(total: 1))
        #expect(receipt.isDone)
        #expect(try habits.store.allLogs().map(\.value) == [1])
    }

    @Test func undoRemovesOnlyThatHabitsLogsOfThatDay() throws {
        let habits = try LoggingFixture()
        try habits.log(LoggingFixture.waterID, .add(3))
        try habits.log(LoggingFixture.waterID, .add(2))
        try habits.log(LoggingFixture.waterID, on: nov(7), .add(1))
        try habits.log(LoggingFixture.stretchID)

        let receipt = try habits.store.undo(habitID: LoggingFixture.waterID, day: today, at: instant(today))
        #expect(receipt.plan == .clearDay)
        #expect(receipt.progress == 0)
        #expect(!receipt.isDone)

        let left = try habits.store.allLogs().map { [$0.habitID: $0.day] }
        #expect(left == [[LoggingFixture.waterID: nov(7)], [LoggingFixture.stretchID: today]])
    }

    @Test func undoOfABinaryCompletionAllowsCompletingAgain() throws {
        let habits = try LoggingFixture()
        try habits.log(LoggingFixture.stretchID)
        _ = try habits.store.undo(habitID: LoggingFixture.stretchID, day: today, at: instant(today))
        let receipt = try habits.log(LoggingFixture.stretchID)
        #expect(receipt.isDone)
        #expect(try habits.store.allLogs().count == 1)
    }

    @Test func undoOfAnEmptyDayOrAnUnavailableHabitIsRefused() throws {
        let habits = try LoggingFixture()
        #expect(throws: LogHabitError.nothingToUndo(name: "Stretch", day: today)) {
            try habits.store.undo(habitID: LoggingFixture.stretchID, day: today, at: instant(today))
        }
        #expect(throws: LogHabitError.habitUnavailable(name: "Unknown Habit")) {
            try habits.store.undo(habitID: LoggingFixture.unknownID, day: today, at: instant(today))
        }
        #expect(throws: LogHabitError.habitUnavailable(name: "Old")) {
            try habits.store.undo(habitID: LoggingFixture.oldID, day: today, at: instant(today))
        }
    }

    @Test func aLogOnAFreeDayOfATimesPerWeekHabitIsAccepted() throws {
        let habits = try LoggingFixture()
        let receipt = try habits.log(LoggingFixture.gymID, on: nov(4))
        #expect(receipt.isDone)
        #expect(
            try habits.store.logs(habitID: LoggingFixture.gymID, from: nov(3), through: nov(9)).map(\.day) == [nov(4)])
    }
}
