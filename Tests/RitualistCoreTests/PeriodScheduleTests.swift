import Testing

@testable import RitualistCore

/// Every N days, N times per month and N times in M days: each period needs its count of distinct done days;
/// within a period every day is due until the count is met on earlier days; streaks count periods.
@Suite struct PeriodScheduleTests {
    static let today = Nov.day(20)  // a Thursday

    func history(_ habit: Habit, doneOn days: [Int], rests: [RestDay] = [], today: Day = today) -> History {
        History(habits: [habit], logs: days.map { log(habit, Nov.day($0)) }, restDays: rests, today: today)
    }

    // Every case starts on Monday 3 November; today is Thursday 20 November.
    @Test(
        arguments: [
            // every 3 days: periods 3–5, 6–8, 9–11, 12–14, 15–17, 18–20 (today's, done).
            (Schedule.timesInDays(1, days: 3), [4, 7, 9, 14, 16, 18], 6, 6, 3, false),
            // Period 9–11 missed; today's period 18–20 not yet done: at risk, as of the period before.
            (.timesInDays(1, days: 3), [4, 7, 14, 16], 2, 2, 12, true),
            // Two done days in one period count once.
            (.timesInDays(1, days: 3), [3, 4, 6, 9, 12, 15, 18], 6, 6, 3, false),
            // 2 in 5 days: periods 3–7, 8–12, 13–17 (one done: missed), 18–22 (in progress).
            (.timesInDays(2, days: 5), [3, 5, 8, 12, 13], 0, 2, nil, false),
            (.timesInDays(2, days: 5), [3, 5, 8, 12, 13, 17, 18, 19], 4, 4, 3, false),
            (.timesInDays(2, days: 5), [3, 5, 8, 12, 13, 17, 18], 3, 3, 3, true),
        ] as [(Schedule, [Int], Int, Int, Int?, Bool)])
    func runsOfDaysCountFromTheStartDate(
        schedule: Schedule, done: [Int], current: Int, longest: Int, start: Int?, atRisk: Bool
    ) {
        let read = habit(schedule: schedule, start: Nov.day(3))
        let streak = history(read, doneOn: done).streak(for: read.id)!
        #expect(streak.current == current)
        #expect(streak.longest == longest)
        #expect(streak.start == start.map(Nov.day))
        #expect(streak.atRisk == atRisk)
        #expect(streak.unit == .periods)
    }

    @Test(
        arguments: [
            // (done days (Sep, Oct, Nov), current, longest, start, at risk): 3/month from 15 September.
            (
                [
                    day("2025-09-20"), day("2025-09-21"), day("2025-09-22"), day("2025-10-01"), day("2025-10-02"),
                    day("2025-10-31"), Nov.day(1),
                ], 2, 2, day("2025-09-15"), true
            ),
            (
                [
                    day("2025-09-20"), day("2025-09-21"), day("2025-10-01"), day("2025-10-02"), day("2025-10-31"),
                    Nov.day(1), Nov.day(2), Nov.day(20),
                ], 2, 2, day("2025-10-01"), false
            ),
            ([day("2025-09-20"), day("2025-09-21"), day("2025-09-22")], 0, 1, nil, false),
        ] as [([Day], Int, Int, Day?, Bool)])
    func calendarMonthsCountTheirDistinctDoneDays(done: [Day], current: Int, longest: Int, start: Day?, atRisk: Bool) {
        let read = habit(schedule: .timesPerMonth(3), start: day("2025-09-15"))
        let history = History(habits: [read], logs: done.map { log(read, $0) }, today: Self.today)
        let streak = history.streak(for: read.id)!
        #expect(
            streak
                == HabitStreak(
                    current: current, longest: longest, start: start, atRisk: atRisk, unit: .months,
                    longestStart: streak.longestStart))
        #expect(streak.longest == 0 || streak.longestStart != nil)
    }

    @Test func aMonthNeedsNoMoreDaysThanItsHabitLivesIn() {
        // Starts on 29 November: two days left in the month, so 2 of them meet a 5/month target.
        let read = habit(schedule: .timesPerMonth(5), start: Nov.day(29))
        let done = History(habits: [read], logs: [log(read, Nov.day(29)), log(read, Nov.day(30))], today: Nov.day(30))
        #expect(done.streak(for: read.id)!.current == 1)
    }

    @Test(arguments: [
        // (rest days in the period 3–7, done days, the period counts)
        ([4, 5, 6, 7], [3], true),
        ([4, 5, 6], [3], false),
        ([4, 5, 6], [3, 7], true),
        ([3, 4, 5, 6, 7], [Int](), false),
    ])
    func restDaysLowerAPeriodsCountAndAPeriodAllRestIsNeutral(rests: [Int], done: [Int], counts: Bool) {
        let read = habit(schedule: .timesInDays(2, days: 5), start: Nov.day(3))
        let restDays = rests.map { RestDay(habitID: read.id, day: Nov.day($0)) }
        let streak = history(read, doneOn: done, rests: restDays, today: Nov.day(8)).streak(for: read.id)!
        #expect(streak.longest == (counts ? 1 : 0))
        // 8 November opens the next period, in progress: it never breaks the streak.
        #expect(streak.current == (counts ? 1 : 0))
    }

    @Test(
        arguments: [
            // (schedule, done days, the days counted in the day's record from 3 to 11 November)
            (Schedule.timesInDays(1, days: 3), [3], [3, 6, 7, 8, 9, 10, 11]),
            (.timesInDays(1, days: 3), [4, 10], [3, 4, 6, 7, 8, 9, 10]),
            (.timesInDays(2, days: 5), [3, 4], [3, 4, 8, 9, 10, 11]),
            (.timesPerMonth(2), [3, 4], [3, 4]),
            (.timesPerMonth(2), [3], [3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ] as [(Schedule, [Int], [Int])])
    func aDayIsDueUntilItsPeriodIsMetOnEarlierDays(schedule: Schedule, done: [Int], counted: [Int]) {
        let read = habit(schedule: schedule, start: Nov.day(3))
        let history = history(read, doneOn: done, today: Nov.day(11))
        #expect((3...11).filter { history.record(on: Nov.day($0))!.scheduled == 1 } == counted)
        let view = { (day: Int) in
            DayView(day: Nov.day(day), today: Nov.day(11), habits: [read], logs: done.map { log(read, Nov.day($0)) })
        }
        #expect((3...11).filter { !view($0).habits.isEmpty } == counted)
    }

    @Test(
        arguments: [
            // (schedule, done days, the calendar's scheduled and completed counts from 3 to 8 November)
            (Schedule.timesInDays(1, days: 3), [3], [1, 0, 0, 1, 1, 1], [1, 0, 0, 0, 0, 0]),
            (.timesInDays(2, days: 5), [3, 5], [1, 1, 1, 0, 0, 1], [1, 0, 1, 0, 0, 0]),
            (.timesPerMonth(1), [4], [1, 1, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]),
            // A day logged after the period is met still shows, done.
            (.timesPerMonth(1), [4, 6], [1, 1, 0, 1, 0, 0], [0, 1, 0, 1, 0, 0]),
        ] as [(Schedule, [Int], [Int], [Int])])
    func theCalendarCountsADayOnlyWhileItsPeriodIsOpen(
        schedule: Schedule, done: [Int], scheduled: [Int], completed: [Int]
    ) {
        let read = habit(schedule: schedule, start: Nov.day(3))
        let grid = history(read, doneOn: done, today: Nov.day(8)).heatmap(months: 1)
        let cells = (3...8).map { grid.cell(on: Nov.day($0))! }
        #expect(cells.map(\.scheduled) == scheduled)
        #expect(cells.map(\.completed) == completed)
        #expect(cells.allSatisfy { $0.level == ($0.completed > 0 ? 3 : 0) })
    }

    @Test func theWidgetReadsLogsFromThePeriodsFirstDay() {
        let read = habit(schedule: .timesPerMonth(1), start: Nov.day(1))
        let everyTen = habit("Water", schedule: .timesInDays(1, days: 10), start: day("2025-10-30"))
        #expect(Habit.firstDayOfPeriods(containing: Nov.day(20), of: [read], firstWeekday: .monday) == Nov.day(1))
        #expect(Habit.firstDayOfPeriods(containing: Nov.day(20), of: [everyTen], firstWeekday: .monday) == Nov.day(17))
        #expect(
            Habit.firstDayOfPeriods(containing: Nov.day(5), of: [everyTen], firstWeekday: .monday) == day("2025-10-30"))
        let view = DayView(day: Nov.day(20), today: Nov.day(20), habits: [read], logs: [log(read, Nov.day(2))])
        #expect(view.habits.isEmpty)
    }

    @Test func aSecondLogInThePeriodIsRefusedAsOnADayAlreadyLogged() throws {
        let read = habit(schedule: .timesInDays(1, days: 3), start: Nov.day(3))
        #expect(throws: LogHabitError.self) {
            try LogHabit.plan(
                habit: read, day: Nov.day(4), today: Nov.day(4), action: .complete,
                tally: DayTally(logsOf: [log(read, Nov.day(4))]))
        }
        let plan = try LogHabit.plan(
            habit: read, day: Nov.day(5), today: Nov.day(5), action: .complete, tally: DayTally())
        #expect(plan == .insert(value: 1))
    }
}
