import Testing

@testable import RitualistCore

/// A numeric target of at most N: a day is done when it has an entry and its total stays at or under N; a day
/// with no entry is not done (as in Loop: nothing recorded is not known to have stayed under).
@Suite struct AtMostTargetTests {
    let coffee = habit("Coffee", kind: .numeric, target: 2, unit: "cups", direction: .atMost, start: Nov.day(1))

    @Test(arguments: [
        ([Double](), false), ([0], true), ([2], true), ([1, 1], true), ([0.1, 0.2, 1.7], true), ([2.5], false),
        ([1, 1.5], false), ([0, 3], false),
    ])
    func aDayIsDoneWhenItHasAnEntryAndStaysAtOrUnderTheTarget(values: [Double], done: Bool) {
        #expect(coffee.isDone(withLogsOf: values.map { log(coffee, Nov.day(5), $0) }) == done)
    }

    @Test(arguments: [
        // (existing values of the day, action, plan)
        ([Double](), LogAction.add(0), LogPlan.insert(value: 0)),
        ([1], .add(0), .unchanged),
        ([], .add(1), .insert(value: 1)),
        ([1], .add(3), .insert(value: 3)),
        ([1], .set(0), .replaceDay(total: 0)),
        ([], .set(0), .replaceDay(total: 0)),
        ([1], .set(4), .replaceDay(total: 4)),
    ])
    func aZeroIsRecordedSoThatADayWithNoneCounts(values: [Double], action: LogAction, plan: LogPlan) throws {
        let logs = values.map { log(coffee, Nov.day(5), $0) }
        #expect(
            try LogHabit.plan(
                habit: coffee, day: Nov.day(5), today: Nov.day(5), action: action, tally: DayTally(logsOf: logs))
                == plan)
    }

    @Test(arguments: [
        (TargetDirection.atLeast, LogAction.set(0), LogPlan.clearDay), (.atLeast, .add(0), .unchanged),
    ])
    func anAtLeastTargetStillClearsOnZero(direction: TargetDirection, action: LogAction, plan: LogPlan) throws {
        var water = coffee
        water.targetDirection = direction
        #expect(
            try LogHabit.plan(habit: water, day: Nov.day(5), today: Nov.day(5), action: action, tally: DayTally())
                == plan)
    }

    @Test(arguments: [(2.0, 200.0), (100, 10_000), (1_000_000, 100_000_000)])
    func anAtMostDayMayRecordWellOverItsTargetUpToTheSanityBound(target: Double, maximum: Double) {
        var limit = coffee
        limit.dailyTarget = target
        #expect(limit.maximumDailyValue == maximum)
    }

    @Test(arguments: [
        // (values by day before today (-3…-1) and today, current, longest, at risk)
        ([[0], [2], [1], [Double]()], 3, 3, true),
        ([[0], [2], [3], []], 0, 2, false),
        ([[0], [], [1], [1]], 2, 2, false),
        ([[1], [1], [1], [0.5, 2]], 3, 3, true),
    ])
    func streaksCountDaysWithAnEntryAtOrUnderTheTarget(values: [[Double]], current: Int, longest: Int, atRisk: Bool) {
        let today = Nov.day(20)
        let start = habit("Coffee", kind: .numeric, target: 2, direction: .atMost, start: today.adding(days: -3))
        let logs = values.enumerated().flatMap { offset, amounts in
            amounts.map { log(start, today.adding(days: offset - 3), $0) }
        }
        let streak = History(habits: [start], logs: logs, today: today).streak(for: start.id)!
        #expect(streak.current == current)
        #expect(streak.longest == longest)
        #expect(streak.atRisk == atRisk)
    }

    @Test func theCalendarAndTheWidgetShowAnEmptyDayAsNotDone() {
        let logs = [log(coffee, Nov.day(3), 1), log(coffee, Nov.day(4), 3)]
        let grid = History(habits: [coffee], logs: logs, today: Nov.day(5)).heatmap(months: 1, habitID: coffee.id)
        #expect([3, 4, 5].map { grid.cell(on: Nov.day($0))!.completed } == [1, 0, 0])
        #expect([3, 4, 5].map { grid.cell(on: Nov.day($0))!.scheduled } == [1, 1, 1])
        let view = { (day: Int) in DayView(day: Nov.day(day), today: Nov.day(5), habits: [coffee], logs: logs) }
        #expect(view(3).completed.map(\.name) == ["Coffee"])
        #expect(view(4).remaining.map(\.name) == ["Coffee"])
        #expect(view(5).remaining.map(\.amount) == ["0/≤2 cups"])
    }
}
