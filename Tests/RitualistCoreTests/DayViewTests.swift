import Testing

@testable import RitualistCore

@Suite struct DayViewTests {
    let today = Nov.day(7)  // a Friday

    func sevenHabits() -> [Habit] {
        (0..<7).map { habit("Habit \($0)", start: Nov.day(1), order: $0) }
    }

    @Test func conformanceCase10SevenScheduledTwoDoneIs28Percent() {
        let habits = sevenHabits()
        let logs = [log(habits[1], today), log(habits[4], today)]
        let view = DayView(day: today, today: today, habits: habits, logs: logs)
        #expect(view.habits.count == 7)
        #expect(view.completed.map(\.name) == ["Habit 1", "Habit 4"])
        #expect(view.percentage == 28)
        #expect(!view.allCompleted)
    }

    @Test func nothingScheduledIsZeroPercentAndNotAllDone() {
        let view = DayView(day: today, today: today, habits: [], logs: [])
        #expect(view.percentage == 0)
        #expect(!view.allCompleted)
    }

    @Test func everyHabitDoneIsAllCompleted() {
        let habits = Array(sevenHabits().prefix(2))
        let view = DayView(day: today, today: today, habits: habits, logs: habits.map { log($0, today) })
        #expect(view.percentage == 100)
        #expect(view.allCompleted)
        #expect(view.remaining.isEmpty)
    }

    @Test func onlyActiveHabitsDueThatDayAreListedInDisplayOrder() {
        let habits = [
            habit("Late", start: Nov.day(1), order: 3), habit("Archived", start: Nov.day(1), isActive: false),
            habit("Mondays", schedule: .daysOfWeek([.monday]), start: Nov.day(1)),
            habit("Not yet", start: Nov.day(8)), habit("Over", start: Nov.day(1), end: Nov.day(6)),
            habit("Early", start: Nov.day(1), order: 1),
        ]
        let view = DayView(day: today, today: today, habits: habits, logs: [])
        #expect(view.habits.map(\.name) == ["Early", "Late"])
    }

    @Test func numericHabitsShowTheirSummedProgressAndTarget() {
        let water = habit("Water", kind: .numeric, target: 8, unit: "glasses", start: Nov.day(1))
        let view = DayView(
            day: today, today: today, habits: [water], logs: [log(water, today, 3), log(water, today, 2)])
        let status = view.habits[0]
        #expect(status.progress == 5)
        #expect(status.target == 8)
        #expect(status.unit == "glasses")
        #expect(!status.completed)
    }

    @Test func navigationStateFollowsTheWindow() {
        let view = DayView(day: today.adding(days: -30), today: today, habits: [], logs: [])
        #expect(!view.isToday)
        #expect(!view.canGoBack)
        #expect(view.canGoForward)
    }

    @Test func aTimesPerWeekHabitWhoseWeekIsWonEarlierLeavesTheDay() {
        let gym = habit("Gym", schedule: .timesPerWeek(2), start: Nov.day(1))
        let logs = [log(gym, Nov.day(3)), log(gym, Nov.day(5))]
        #expect(DayView(day: today, today: today, habits: [gym], logs: logs).habits.isEmpty)
        let loggedToday = DayView(day: today, today: today, habits: [gym], logs: logs + [log(gym, today)])
        #expect(loggedToday.habits.map(\.completed) == [true])
    }

    @Test func aTimesPerWeekHabitStillShortOfItsTargetIsDue() {
        let gym = habit("Gym", schedule: .timesPerWeek(2), start: Nov.day(1))
        // Nov 2 is the Sunday of the week before: it does not count toward this week.
        let logs = [log(gym, Nov.day(2)), log(gym, Nov.day(5)), log(gym, Nov.day(5))]
        #expect(DayView(day: today, today: today, habits: [gym], logs: logs).habits.map(\.completed) == [false])
    }

    @Test func aConfiguredWeekStartDecidesWhichDaysAreEarlierInTheWeek() {
        let gym = habit("Gym", schedule: .timesPerWeek(2), start: Nov.day(1))
        let logs = [log(gym, Nov.day(2)), log(gym, Nov.day(5))]
        let view = DayView(day: today, today: today, habits: [gym], logs: logs, firstWeekday: .sunday)
        #expect(view.habits.isEmpty)
    }

    @Test func restingHabitsLeaveTheDenominator() {
        let habits = Array(sevenHabits().prefix(4))
        let skips = [RestDay(habitID: habits[0].id, day: today), RestDay(habitID: habits[1].id, day: Nov.day(6))]
        let view = DayView(day: today, today: today, habits: habits, logs: [log(habits[2], today)], skips: skips)
        #expect(view.habits.map(\.name) == ["Habit 1", "Habit 2", "Habit 3"])
        #expect(view.percentage == 33)
        let everything = DayView(day: today, today: today, habits: habits, logs: [], skips: [RestDay(day: today)])
        #expect(everything.habits.isEmpty)
    }
}

@Suite struct WidgetSelectionTests {
    // Seven habits, the 3rd and 6th done: 5 remaining, 2 completed.
    let view: DayView = {
        let habits = (0..<7).map { habit("H\($0)", start: Nov.day(1), order: $0) }
        return DayView(
            day: Nov.day(7), today: Nov.day(7), habits: habits,
            logs: [log(habits[2], Nov.day(7)), log(habits[5], Nov.day(7))])
    }()

    @Test func smallShowsTheFirstTwoHabitsOfTheWholeList() {
        let selection = view.selection(for: .small)
        #expect((selection.visibleRemaining + selection.visibleCompleted).map(\.name) == ["H0", "H1"])
        #expect(selection.hidden == 5)
    }

    @Test func mediumShowsFourRemainingAndTwoCompleted() {
        let selection = view.selection(for: .medium)
        #expect(selection.visibleRemaining.map(\.name) == ["H0", "H1", "H3", "H4"])
        #expect(selection.hiddenRemaining == 1)
        #expect(selection.visibleCompleted.map(\.name) == ["H2", "H5"])
        #expect(selection.hiddenCompleted == 0)
    }

    @Test func largeShowsUpToSixRemainingAndTenCompleted() {
        let selection = view.selection(for: .large)
        #expect(selection.visibleRemaining.count == 5)
        #expect(selection.visibleCompleted.count == 2)
        #expect(selection.hidden == 0)
    }

    @Test(arguments: [(WidgetSize.small, 18), (.medium, 14), (.large, 4)])
    func overflowIsCounted(size: WidgetSize, hidden: Int) {
        let habits = (0..<20).map { habit("H\($0)", start: Nov.day(1), order: $0) }
        let logs = habits.prefix(10).map { log($0, Nov.day(7)) }
        #expect(
            DayView(day: Nov.day(7), today: Nov.day(7), habits: habits, logs: logs).selection(for: size).hidden
                == hidden)
    }
}
