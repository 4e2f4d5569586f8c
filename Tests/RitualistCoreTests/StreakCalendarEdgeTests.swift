import Testing

@testable import RitualistCore

/// Streaks across the days clocks change and the year's odd days: days are counted as calendar days,
/// never as 24-hour steps, so none of these may shorten or lengthen a run.
@Suite struct StreakCalendarEdgeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let first: String
        let last: String
        let schedule: Schedule
        let expected: Int
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "autumn DST change in New York (Nov 2)", first: "2025-10-30", last: "2025-11-04",
            schedule: .daily, expected: 6),
        Case(
            label: "spring DST change in New York (Mar 9)", first: "2025-03-07", last: "2025-03-11",
            schedule: .daily, expected: 5),
        Case(
            label: "European DST change (Mar 30)", first: "2025-03-28", last: "2025-04-01", schedule: .daily,
            expected: 5),
        Case(label: "across a leap day", first: "2024-02-27", last: "2024-03-02", schedule: .daily, expected: 5),
        Case(label: "across the new year", first: "2024-12-29", last: "2025-01-03", schedule: .daily, expected: 6),
        Case(
            label: "weekdays across the DST weekend", first: "2025-10-27", last: "2025-11-07",
            schedule: .daysOfWeek([.monday, .tuesday, .wednesday, .thursday, .friday]), expected: 10),
    ]

    @Test(arguments: cases) func aRunOfDoneDaysCountsEveryCalendarDay(_ testCase: Case) {
        let first = day(testCase.first), last = day(testCase.last)
        let read = habit(schedule: testCase.schedule, start: first)
        let logs = stride(from: 0, through: first.days(to: last), by: 1).map { first.adding(days: $0) }
            .filter { read.isScheduled(on: $0) }.map { log(read, $0) }
        let streak = History(habits: [read], logs: logs, today: last).streak(for: read.id)!
        #expect(streak.current == testCase.expected)
        #expect(streak.longest == testCase.expected)
        #expect(streak.start == first)
    }

    @Test func weeksOfAThreeTimesAWeekHabitSpanTheDSTWeekend() {
        let run = habit(schedule: .timesPerWeek(3), start: day("2025-10-20"))
        let done = [
            "2025-10-20", "2025-10-22", "2025-10-24", "2025-10-28", "2025-11-01", "2025-11-02", "2025-11-03",
            "2025-11-04", "2025-11-05",
        ]
        let streak = History(habits: [run], logs: done.map { log(run, day($0)) }, today: day("2025-11-06"))
            .streak(for: run.id)!
        #expect(
            streak
                == HabitStreak(
                    current: 3, longest: 3, start: day("2025-10-20"), atRisk: false, unit: .weeks,
                    longestStart: day("2025-10-20")))
    }
}
