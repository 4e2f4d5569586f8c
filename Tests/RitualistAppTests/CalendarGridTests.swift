import RitualistCore
import Testing

@testable import RitualistApp

/// Where days land in the grid the renderers draw, for pinned todays.
@Suite struct CalendarGridTests {
    let fixture = CalendarFixture.threeHabits()
    var calendar: StreakCalendar { StreakCalendar(history: fixture.history, months: 12) }
    func day(_ iso: String) -> Day { CalendarFixture.day(iso) }

    @Test func theRightmostColumnIsTheCurrentWeekWithTomorrowInTheFuture() {
        let last = calendar.grid.columns.last!
        #expect(last.map(\.day.iso) == CalendarFixture.days("2025-11-03", "2025-11-09"))
        #expect(last[5].day == day("2025-11-08") && last[5].state == .recorded)
        #expect(last[6].state == .future)
        #expect(calendar.lastDay == day("2025-11-09"))
    }

    @Test func theFirstOfNovemberIsTheSaturdayOfThePreviousColumn() {
        let grid = calendar.grid
        #expect(grid.columns.count == 50)
        #expect(grid.cell(column: 48, row: 5).day == day("2025-11-01"))
        #expect(grid.monthLabels.last?.column == 48)
    }

    @Test func monthLabelsSitOverTheColumnOfTheFirstDayAndNeverOverlap() {
        let labels = calendar.grid.visibleMonthLabels(minimumGap: 4)
        #expect(
            labels.map(\.name) == ["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"])
        // 2024-12-01 is a Sunday, the last day of column 0; 2025-01-01 a Wednesday in column 5.
        #expect(labels.map(\.column) == [0, 5, 9, 13, 18, 22, 26, 31, 35, 40, 44, 48])
        #expect(zip(labels, labels.dropFirst()).allSatisfy { $1.column - $0.column >= 4 })
    }

    @Test func aYearStartingMidWeekLeavesTheFirstColumnPartlyOutsideTheWindow() {
        let first = calendar.grid.columns[0]
        #expect(first.prefix(6).allSatisfy { $0.state == .outsideWindow })
        #expect(first[6].day == day("2024-12-01"))
        #expect(calendar.firstDay == day("2024-12-01"))
        let eleven = StreakCalendar(history: fixture.history, months: 11)
        #expect(eleven.grid.columns[0].map(\.state.isOutside) == [true, true, false, false, false, false, false])
        #expect(eleven.grid.columns[0][2].day == day("2025-01-01"))
    }

    @Test func daysBeforeTheFirstHabitAreNotZeroPercent() {
        #expect(calendar.grid.cell(on: day("2025-10-14"))?.state == .beforeHistory)
        #expect(calendar.grid.cell(on: day("2025-10-14"))?.level == nil)
        #expect(calendar.grid.cell(on: day("2025-10-15"))?.level == 0)
    }

    @Test func theLeapDayHasItsOwnCellOnThursday() {
        let walk = CalendarFixture.habit("Walk", start: "2024-02-01")
        let history = CalendarFixture.history(
            today: "2024-03-10", habits: [walk], done: [(walk, ["2024-02-28", "2024-02-29"])])
        let grid = StreakCalendar(history: history, months: 2).grid
        let leap = grid.cell(on: day("2024-02-29"))
        #expect(leap?.level == 3)
        #expect(leap?.day.weekday == .thursday)
        #expect(grid.cell(column: 4, row: 3).day == day("2024-02-29"))
        #expect(grid.cell(column: 4, row: 4).day == day("2024-03-01"))
        #expect(grid.cell(column: 4, row: 4).level == 0)
    }

    @Test func oneHabitsGridCarriesItsOwnStreak() {
        let read = StreakCalendar(history: fixture.history, months: 12, habit: fixture.habits[1])
        #expect(read.habitName == "Read")
        #expect(read.streak.current == 5)
        #expect(read.streak.atRisk)
        #expect(read.grid.cell(on: day("2025-11-05"))?.completedHabitNames == ["Read"])
        #expect(read.grid.cell(on: day("2025-11-05"))?.level == 3)
        #expect(calendar.grid.cell(on: day("2025-11-05"))?.level == 3)
        #expect(calendar.grid.cell(on: day("2025-11-03"))?.level == 2)
        #expect(calendar.grid.cell(on: day("2025-10-25"))?.level == 1)
    }
}

extension HeatmapCell.State {
    fileprivate var isOutside: Bool { self == .outsideWindow }
}
