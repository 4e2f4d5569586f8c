import Testing

@testable import RitualistCore

@Suite struct HeatmapGridTests {
    // Thursday 2025-11-20: the window starts on Sunday 2024-12-01, the grid on Monday 2024-11-25.
    let today = day("2025-11-20")
    let habits = (0..<5).map { habit("H\($0)", start: day("2025-03-03"), order: $0) }

    func grid(logs: [HabitLog] = [], months: Int = 12) -> HeatmapGrid {
        History(habits: habits, logs: logs, today: today).heatmap(months: months)
    }

    @Test func theCurrentWeekIsTheRightmostColumnWithMondayOnTop() {
        let grid = grid()
        #expect(grid.columns.count == 52)
        #expect(grid.columns.allSatisfy { $0.count == 7 })
        #expect(grid.rowWeekdays.first == .monday)
        #expect(grid.cell(column: 51, row: 3).day == today)
        #expect(grid.cell(column: 51, row: 4).state == .future)
        #expect(grid.cell(column: 51, row: 4).level == nil)
    }

    @Test func daysBeforeTheFirstMonthAreOutsideTheWindow() {
        let grid = grid()
        #expect(grid.cell(column: 0, row: 0).day == day("2024-11-25"))
        #expect(grid.cell(column: 0, row: 0).state == .outsideWindow)
        #expect(grid.cell(column: 0, row: 6).day == day("2024-12-01"))
        #expect(grid.cell(column: 0, row: 6).state == .beforeHistory)
    }

    @Test func monthLabelsStartAtTheColumnOfTheFirstDay() {
        let labels = grid().monthLabels
        #expect(labels.count == 12)
        #expect(labels.map(\.name).prefix(4) == ["Dec", "Jan", "Feb", "Mar"])
        #expect(labels[0].column == 0)
        #expect(labels[1].column == 5)
        #expect(labels[3].column == 13)
        #expect(labels[11] == HeatmapGrid.MonthLabel(year: 2025, month: 11, name: "Nov", column: 48))
    }

    @Test func aCellDescribesItsDayAndLevel() {
        let march5 = day("2025-03-05")
        let cell = grid(logs: habits.prefix(4).map { log($0, march5) }).cell(column: 14, row: 2)
        #expect(cell.day == march5)
        #expect(cell.description == "March 5: 80% completed, 4 of 5 habits")
        #expect(cell.level == 2)
        #expect(cell.completedHabitNames == ["H0", "H1", "H2", "H3"])
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 1), (3, 2), (5, 3)])
    func levelsFollowThePercentage(done: Int, level: Int) {
        let march5 = day("2025-03-05")
        #expect(grid(logs: habits.prefix(done).map { log($0, march5) }).cell(on: march5)?.level == level)
    }

    @Test func theDayBeforeTheFirstHabitIsNotZeroPercent() {
        let grid = grid()
        #expect(grid.cell(on: day("2025-03-02"))?.state == .beforeHistory)
        #expect(grid.cell(on: day("2025-03-02"))?.description == "March 2: before the first habit")
        #expect(grid.cell(on: day("2025-03-03"))?.level == 0)
        #expect(grid.cell(on: day("2025-03-03"))?.description == "March 3: 0% completed, 0 of 5 habits")
    }

    @Test func aLeapDayHasItsCell() {
        let leapToday = day("2024-03-06")
        let read = habit("Read", start: day("2024-01-10"))
        let grid = History(habits: [read], logs: [log(read, day("2024-02-29"))], today: leapToday).heatmap(months: 3)
        #expect(grid.columns.count == 10)
        #expect(grid.monthLabels.map(\.column) == [0, 4, 8])
        let leapDay = grid.cell(column: 8, row: 3)
        #expect(leapDay.day == day("2024-02-29"))
        #expect(leapDay.description == "February 29: 100% completed, 1 of 1 habit")
        #expect(grid.cell(on: day("2024-01-09"))?.state == .beforeHistory)
    }

    @Test func aDayWithNothingScheduledIsRecordedAtLevelZero() {
        let mondays = habit("Mondays", schedule: .daysOfWeek([.monday]), start: day("2025-11-03"))
        let cell = History(habits: [mondays], logs: [], today: today).heatmap().cell(on: day("2025-11-04"))
        #expect(cell?.state == .recorded)
        #expect(cell?.level == 0)
        #expect(cell?.description == "November 4: no habits scheduled")
    }

    @Test func aHabitsOwnGridShowsItsDoneDays() {
        let mwf = habit("Read", schedule: .daysOfWeek([.monday, .wednesday, .friday]), start: day("2025-11-03"))
        let other = habit("Run", start: day("2025-01-01"))
        let history = History(
            habits: [mwf, other], logs: [log(mwf, day("2025-11-05")), log(other, day("2025-11-04"))], today: today)
        let grid = history.heatmap(habitID: mwf.id)
        #expect(grid.cell(on: day("2025-11-05"))?.level == 3)
        #expect(grid.cell(on: day("2025-11-03"))?.level == 0)
        #expect(grid.cell(on: day("2025-11-04"))?.description == "November 4: no habits scheduled")
        #expect(grid.cell(on: day("2025-11-02"))?.state == .beforeHistory)
    }

    @Test func aShortHistoryStillFillsTheWholeWindow() {
        let grid = History(habits: [habit("New", start: today)], logs: [], today: today).heatmap()
        #expect(grid.columns.count == 52)
        #expect(grid.columns.joined().filter { $0.state == .recorded }.map(\.day) == [today])
    }
}

@Suite struct OverallStreakTests {
    let today = Nov.day(20)  // a Thursday

    @Test func contributingDaysEndingTodayMakeTheStreak() {
        let habits = [habit("A", start: Nov.day(10)), habit("B", start: Nov.day(10))]
        let logs = (15...20).map { log(habits[$0 % 2], Nov.day($0)) }
        let streak = History(habits: habits, logs: logs, today: today).overallStreak()
        #expect(
            streak
                == OverallStreak(current: 6, longest: 6, start: Nov.day(15), atRisk: false, longestStart: Nov.day(15)))
    }

    @Test func todayNotYetMetIsAtRisk() {
        let habits = [habit("A", start: Nov.day(10))]
        let logs = (17...19).map { log(habits[0], Nov.day($0)) }
        let streak = History(habits: habits, logs: logs, today: today).overallStreak()
        #expect(
            streak == OverallStreak(current: 3, longest: 3, start: Nov.day(17), atRisk: true, longestStart: Nov.day(17))
        )
    }

    @Test func daysWithNothingScheduledAndRestDaysAreNeutral() {
        let weekdays = habit(
            "A", schedule: .daysOfWeek([.monday, .tuesday, .wednesday, .thursday, .friday]), start: Nov.day(10))
        let logs = [13, 14, 17, 19, 20].map { log(weekdays, Nov.day($0)) }
        let history = History(habits: [weekdays], logs: logs, restDays: [RestDay(day: Nov.day(18))], today: today)
        #expect(history.overallStreak().current == 5)
        #expect(history.overallStreak().start == Nov.day(13))
    }

    @Test func theThresholdDecidesWhichDaysContribute() {
        let habits = (0..<4).map { habit("H\($0)", start: Nov.day(17)) }
        let logs =
            [log(habits[0], Nov.day(17)), log(habits[0], Nov.day(18)), log(habits[1], Nov.day(18))]
            + habits.map { log($0, Nov.day(19)) } + habits.prefix(3).map { log($0, Nov.day(20)) }
        func current(_ threshold: StreakThreshold) -> Int {
            History(habits: habits, logs: logs, today: today, threshold: threshold).overallStreak().current
        }
        #expect(current(.any) == 4)
        #expect(current(.half) == 3)
        #expect(current(.percent(75)) == 2)
        #expect(current(.all) == 1)
    }

    @Test func theLongestRunKeepsItsStart() {
        let a = habit("A", start: Nov.day(1))
        let logs = [1, 2, 3, 4, 6, 7, 19, 20].map { log(a, Nov.day($0)) }
        let streak = History(habits: [a], logs: logs, today: today).overallStreak()
        #expect(streak.longest == 4)
        #expect(streak.longestStart == Nov.day(1))
        #expect(streak.current == 2)
    }

    @Test func archivedHabitsStayOutOfTheRecords() {
        let kept = habit("Kept", start: Nov.day(19))
        let archived = habit("Gone", start: Nov.day(19), isActive: false)
        let history = History(habits: [kept, archived], logs: [log(kept, Nov.day(20))], today: today)
        #expect(history.record(on: today)?.scheduled == 1)
        #expect(history.record(on: today)?.percentage == 100)
        #expect(history.streak(for: archived.id)?.current == 0)
    }
}
