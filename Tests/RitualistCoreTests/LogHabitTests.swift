import Testing

@testable import RitualistCore

@Suite struct LogHabitTests {
    let today = Nov.day(7)  // a Friday

    func plan(_ habit: Habit?, on day: Day? = nil, _ action: LogAction = .complete, logs: [HabitLog] = [])
        throws(LogHabitError) -> LogPlan
    {
        try LogHabit.plan(habit: habit, day: day ?? today, today: today, action: action, tally: DayTally(logsOf: logs))
    }

    func error(_ habit: Habit?, on day: Day? = nil, _ action: LogAction = .complete, logs: [HabitLog] = [])
        -> LogHabitError?
    {
        do {
            _ = try plan(habit, on: day, action, logs: logs)
            return nil
        } catch {
            return error
        }
    }

    @Test func conformanceCase8LoggingAMondayHabitOnATuesdayNamesTheMondays() {
        let read = habit("Read", schedule: .daysOfWeek([.monday]), start: Nov.day(1))
        let refused = error(read, on: Nov.day(4))
        #expect(refused == .notScheduledForDate(name: "Read", days: [.monday]))
        #expect(refused?.message == "Cannot log 'Read': This habit is only scheduled for Mondays.")
        #expect(refused?.caseName == "notScheduledForDate")
    }

    @Test(arguments: [
        ([Weekday.monday], "Mondays"), ([.friday, .monday], "Mondays and Fridays"),
        ([.monday, .wednesday, .friday], "Mondays, Wednesdays, and Fridays"),
        ([.sunday, .tuesday, .thursday, .saturday], "Tuesdays, Thursdays, Saturdays, and Sundays"),
    ])
    func scheduledDaysAreListedMondayFirstEachInThePlural(days: [Weekday], text: String) {
        let message = LogHabitError.notScheduledForDate(name: "Read", days: days).message
        #expect(message == "Cannot log 'Read': This habit is only scheduled for \(text).")
    }

    @Test(arguments: [
        (
            LogHabitError.habitUnavailable(name: "Unknown Habit"), "habitUnavailable",
            "Cannot log 'Unknown Habit': Habit is not available for logging."
        ),
        (.futureDate(name: "Read"), "futureDate", "Cannot log 'Read': Date is in the future."),
        (
            .dateBeforeStartDate(name: "Read"), "dateBeforeStartDate",
            "Cannot log 'Read': Date is before habit start date."
        ),
        (
            .notScheduledAfterEnd(name: "Read", endDate: Nov.day(5)), "notScheduledForDate",
            "Cannot log 'Read': This habit ended on 2025-11-05."
        ),
        (
            .alreadyLogged(name: "Read", day: Nov.day(7), today: Nov.day(7)), "alreadyLoggedToday",
            "'Read' already completed today."
        ),
        (
            .alreadyLogged(name: "Read", day: Nov.day(6), today: Nov.day(7)), "alreadyLoggedToday",
            "'Read' already completed on 2025-11-06."
        ),
        (
            .needsValue(name: "Water"), "needsValue",
            "Cannot log 'Water': A numeric habit needs an amount; add or set a value."
        ),
        (
            .valueOutOfRange(name: "Water", value: 5000, maximum: 1000, unit: "glasses", perTarget: 100),
            "valueOutOfRange",
            "Cannot log 'Water': The day's total of 5000 is past the sanity bound of 1000 glasses "
                + "(100 times the daily target), which catches a mistyped amount."
        ),
        (
            .valueOutOfRange(name: "Run", value: 2_500_000, maximum: 2_000_000), "valueOutOfRange",
            "Cannot log 'Run': The day's total of 2500000 is past the sanity bound of 2000000 (without a target), "
                + "which catches a mistyped amount."
        ),
        (
            .invalidValue(name: "Water", value: -1), "invalidValue",
            "Cannot log 'Water': '-1' is not a valid amount; expected a number of 0 or more."
        ),
        (.nothingToUndo(name: "Read", day: Nov.day(6)), "nothingToUndo", "'Read' has nothing logged on 2025-11-06."),
    ])
    func everyErrorHasItsCaseNameAndWholeMessage(error: LogHabitError, caseName: String, message: String) {
        #expect(error.caseName == caseName)
        #expect(error.message == message)
    }

    @Test func anUnknownHabitIsUnavailableUnderAPlaceholderName() {
        #expect(error(nil) == .habitUnavailable(name: "Unknown Habit"))
    }

    @Test func anArchivedHabitIsUnavailable() {
        #expect(error(habit("Read", isActive: false)) == .habitUnavailable(name: "Read"))
    }

    @Test func aFutureDayIsRefused() {
        #expect(error(habit("Read"), on: today.adding(days: 1)) == .futureDate(name: "Read"))
    }

    @Test func aDayBeforeTheStartIsRefused() {
        #expect(error(habit("Read", start: Nov.day(5)), on: Nov.day(4)) == .dateBeforeStartDate(name: "Read"))
    }

    @Test func aDayAfterTheEndIsNotScheduled() {
        let read = habit("Read", start: Nov.day(1), end: Nov.day(5))
        #expect(error(read, on: Nov.day(6)) == .notScheduledAfterEnd(name: "Read", endDate: Nov.day(5)))
    }

    @Test func checksRunInTheDomainOrder() {
        // Archived, in the future, before the start and unscheduled all at once: unavailable wins.
        let all = habit("Read", schedule: .daysOfWeek([.monday]), start: Nov.day(20), isActive: false)
        #expect(error(all, on: Nov.day(8))?.caseName == "habitUnavailable")
        var active = all
        active.isActive = true
        #expect(error(active, on: Nov.day(8))?.caseName == "futureDate")
        #expect(error(active, on: Nov.day(4))?.caseName == "dateBeforeStartDate")
        active.startDate = Nov.day(1)
        let done = [log(active, Nov.day(4))]
        #expect(error(active, on: Nov.day(4), logs: done)?.caseName == "notScheduledForDate")
        let water = habit("Water", kind: .numeric, target: 8, schedule: .timesPerWeek(3), start: Nov.day(1))
        #expect(error(water, .add(-1), logs: [log(water, today, 2)])?.caseName == "alreadyLoggedToday")
    }

    @Test func completingABinaryHabitInsertsOne() throws {
        #expect(try plan(habit("Read")) == .insert(value: 1))
    }

    @Test func completingABinaryHabitTwiceIsRefused() {
        let read = habit("Read")
        #expect(error(read, logs: [log(read, today)]) == .alreadyLogged(name: "Read", day: today, today: today))
        #expect(
            error(read, on: Nov.day(6), logs: [log(read, Nov.day(6))])?.message
                == "'Read' already completed on 2025-11-06.")
    }

    @Test func aBinaryLogOfZeroDoesNotBlockCompleting() throws {
        let read = habit("Read")
        #expect(try plan(read, logs: [log(read, today, 0)]) == .insert(value: 1))
    }

    @Test func aTimesPerWeekHabitCanBeLoggedOnceADay() throws {
        let gym = habit("Gym", schedule: .timesPerWeek(3))
        #expect(try plan(gym, on: Nov.day(8).adding(days: -2)) == .insert(value: 1))
        let water = habit("Water", kind: .numeric, target: 8, schedule: .timesPerWeek(3))
        let partial = [log(water, today, 2)]
        #expect(error(water, .add(2), logs: partial) == .alreadyLogged(name: "Water", day: today, today: today))
        #expect(try plan(water, .set(6), logs: partial) == .replaceDay(total: 6))
    }

    @Test(arguments: [
        (LogAction.add(3), [Double](), LogPlan.insert(value: 3)),
        (.add(5), [3], .insert(value: 5)),
        (.add(12), [8], .insert(value: 12)),
        (.add(0), [3], .unchanged),
        (.set(6), [3, 5], .replaceDay(total: 6)),
        (.set(0), [3, 5], .clearDay),
        (.set(20), [], .replaceDay(total: 20)),
    ])
    func numericAmountsAreAddedOrSet(action: LogAction, existing: [Double], expected: LogPlan) throws {
        let water = habit("Water", kind: .numeric, target: 10, unit: "glasses")
        #expect(try plan(water, action, logs: existing.map { log(water, today, $0) }) == expected)
    }

    @Test(arguments: [
        (LogAction.add(993), [8.0], 1001.0), (.set(1001), [], 1001), (.add(0.5), [1000], 1000.5),
    ])
    func theDaysTotalMayNotPassTheSanityBound(action: LogAction, existing: [Double], total: Double) {
        let water = habit("Water", kind: .numeric, target: 10, unit: "glasses")
        let refused = error(water, action, logs: existing.map { log(water, today, $0) })
        #expect(
            refused == .valueOutOfRange(name: "Water", value: total, maximum: 1000, unit: "glasses", perTarget: 100))
    }

    /// "I logged 15,000 steps and it said no": a day's total past the target is accepted, and the day is done.
    @Test(arguments: [
        (LogAction.add(15_000), [Double](), LogPlan.insert(value: 15_000)),
        (.add(6_000), [9_000], .insert(value: 6_000)),
        (.set(15_000), [4_000], .replaceDay(total: 15_000)),
        (.set(1_000_000), [], .replaceDay(total: 1_000_000)),
    ])
    func numericDayTotalsAreNoLongerCappedAtTheTarget(action: LogAction, existing: [Double], expected: LogPlan) throws {
        let steps = habit("Steps", kind: .numeric, target: 10_000, unit: "steps")
        #expect(try plan(steps, action, logs: existing.map { log(steps, today, $0) }) == expected)
    }

    @Test(arguments: [LogAction.add(-1), .set(-0.5), .add(.nan), .set(.infinity)])
    func amountsMustBeFiniteAndNotNegative(action: LogAction) {
        #expect(error(habit("Water", kind: .numeric, target: 10), action)?.caseName == "invalidValue")
    }

    @Test func completingANumericHabitNeedsAnAmount() {
        #expect(error(habit("Water", kind: .numeric, target: 8)) == .needsValue(name: "Water"))
    }

    @Test(arguments: [
        (LogAction.add(3), LogPlan.insert(value: 1)), (.add(0), .unchanged), (.set(2), .replaceDay(total: 1)),
        (.set(0), .clearDay),
    ])
    func amountsOnABinaryHabitMeanDoneOrNotDone(action: LogAction, expected: LogPlan) throws {
        #expect(try plan(habit("Read"), action) == expected)
    }

    @Test func settingADoneBinaryHabitIsAnIdempotentEdit() throws {
        let read = habit("Read")
        #expect(try plan(read, .set(0), logs: [log(read, today)]) == .clearDay)
        #expect(try plan(read, .set(1), logs: [log(read, today)]) == .replaceDay(total: 1))
    }

    @Test func undoClearsTheDayOrSaysThereIsNothingToUndo() throws {
        let read = habit("Read")
        #expect(
            try LogHabit.planUndo(habit: read, day: today, tally: DayTally(logsOf: [log(read, today)])) == .clearDay)
        #expect(throws: LogHabitError.nothingToUndo(name: "Read", day: today)) {
            try LogHabit.planUndo(habit: read, day: today, tally: DayTally())
        }
        #expect(throws: LogHabitError.habitUnavailable(name: "Unknown Habit")) {
            try LogHabit.planUndo(habit: nil, day: today, tally: DayTally())
        }
    }
}
