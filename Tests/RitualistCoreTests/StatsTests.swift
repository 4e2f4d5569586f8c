import IntentKitTesting
import Testing

@testable import RitualistCore

@Suite struct StatsTests {
    let today = Nov.day(20)  // a Thursday

    func stats(
        _ habits: [Habit], _ logs: [HabitLog], rests: [RestDay] = [], period: StatsPeriod = .week,
        stretches: Int = 7
    ) -> StatsReport {
        History(habits: habits, logs: logs, restDays: rests, today: today).stats(period: period, stretches: stretches)
    }

    /// Done on the given offsets from today.
    func logs(_ habit: Habit, _ offsets: [Int], _ value: Double = 1) -> [HabitLog] {
        offsets.map { log(habit, today.adding(days: $0), value) }
    }

    // The week ending Thursday Nov 20: Fri 14 … Thu 20.
    @Test(arguments: [
        ([-6, -5, -4, -3, -2, -1, 0], [RestDay](), 7, 7),
        ([-6, -5, -4, -3, -2, -1], [], 6, 6),  // today not yet done: in progress, not missed
        ([-6, -4], [], 2, 6),
        ([-6, -4], [RestDay(day: Nov.day(15)), RestDay(day: Nov.day(17))], 2, 4),  // rest days left out
        ([-20, -10], [], 0, 6),  // before the period
    ])
    func theRateCountsScheduledDaysOfThePeriodOnly(offsets: [Int], rests: [RestDay], done: Int, scheduled: Int) {
        let read = habit(start: Nov.day(1))
        let report = stats([read], logs(read, offsets), rests: rests)
        #expect(report.habits[0].completion == CompletionCount(done: done, scheduled: scheduled))
        #expect(report.overall.completion == CompletionCount(done: done, scheduled: scheduled))
        #expect(report.from == Nov.day(14))
        #expect(report.through == today)
    }

    @Test func unscheduledWeekdaysAreNotCountedAndDoneOnesStillAreNot() {
        let read = habit(schedule: .daysOfWeek([.monday, .wednesday]), start: Nov.day(1))
        // Mon 17 done, Wed 19 missed, Tue 18 done although not due.
        let report = stats([read], logs(read, [-3, -2]))
        #expect(report.habits[0].completion == CompletionCount(done: 1, scheduled: 2))
    }

    @Test func theStreaksAreTheOnesTheStreakViewShows() {
        let read = habit(start: Nov.day(1))
        let history = History(habits: [read], logs: logs(read, Array(-15...(-1))), today: today)
        let report = history.stats(period: .week)
        #expect(report.habits[0].streak == history.streak(for: read.id))
        #expect(report.habits[0].streak.current == 15)
        #expect(report.habits[0].streak.atRisk)
        #expect(report.overall.streak == history.overallStreak())
    }

    @Test func aNumericHabitHasItsTotalDailyMeanAndBestDay() {
        let water = habit("Water", kind: .numeric, target: 8, unit: "glasses", start: Nov.day(1))
        let values: [(Int, Double)] = [(-6, 8), (-5, 3), (-3, 12), (-1, 12), (-30, 50)]
        let report = stats([water], values.map { log(water, today.adding(days: $0.0), $0.1) })
        let amounts = report.habits[0].amounts
        #expect(amounts == AmountStats(total: 35, dailyMean: 5, bestDay: Nov.day(17), bestAmount: 12))
        #expect(report.habits[0].completion == CompletionCount(done: 3, scheduled: 6))
    }

    @Test func aBinaryHabitHasNoAmounts() {
        let read = habit(start: Nov.day(1))
        #expect(stats([read], []).habits[0].amounts == nil)
    }

    @Test func theBestAndWorstWeekdaysCompareRatesAndTheEarlierWinsATie() {
        let read = habit(start: day("2025-10-01"))
        // Wed 22 Oct … Thu 20 Nov: every Tuesday done, two Wednesdays of five, nothing else.
        let done = [-2, -9, -16, -23, -1, -15]
        let report = stats([read], logs(read, done), period: .month)
        #expect(report.habits[0].bestWeekday?.weekday == .tuesday)
        #expect(report.habits[0].bestWeekday?.completion == CompletionCount(done: 4, scheduled: 4))
        #expect(report.habits[0].worstWeekday?.weekday == .monday)
        #expect(report.overall.bestWeekday?.weekday == .tuesday)
    }

    @Test func aTimesPerWeekHabitsDaysCountUntilTheWeeksTargetIsMet() {
        let run = habit("Run", schedule: .timesPerWeek(2), start: Nov.day(3))
        // Week of Nov 10: done Mon and Tue, so Wed–Sun are excused; week of Nov 17: done Mon, Tue–Wed missed.
        let history = History(habits: [run], logs: logs(run, [-10, -9, -3]), today: today)
        let report = history.stats(period: .week)
        // Fri 14 … Sun 16 excused; Mon 17 done, Tue 18 and Wed 19 missed; today in progress.
        #expect(report.habits[0].completion == CompletionCount(done: 1, scheduled: 3))
    }

    @Test func theOverallFiguresAddUpTheHabits() {
        let read = habit("Read", start: Nov.day(1), order: 0)
        let walk = habit("Walk", start: Nov.day(1), order: 1)
        let report = stats([read, walk], logs(read, [-1, -2]) + logs(walk, [-1, -2, -3, 0]))
        #expect(report.habits.map(\.completion.done) == [2, 4])
        #expect(report.overall.completion == CompletionCount(done: 6, scheduled: 13))
    }

    @Test func archivedHabitsAreLeftOutUnlessAskedFor() {
        let read = habit("Read", start: Nov.day(1))
        let old = habit("Old", start: Nov.day(1), isActive: false, order: 1)
        let history = History(habits: [read, old], logs: logs(old, [-1]), today: today)
        #expect(history.stats(period: .week).habits.map(\.habit.name) == ["Read"])
        let only = history.stats(period: .week, habitIDs: [old.id])
        #expect(only.habits.map(\.completion) == [CompletionCount(done: 1, scheduled: 6)])
    }

    @Test func allMeansFromTheFirstHabitsStart() {
        let read = habit(start: Nov.day(1))
        let report = stats([read], logs(read, [-19]), period: .all)
        #expect(report.from == Nov.day(1))
        #expect(report.habits[0].completion == CompletionCount(done: 1, scheduled: 19))
    }

    @Test func theSeriesCutsThePeriodIntoEqualStretches() {
        let read = habit(start: Nov.day(1))
        let report = stats([read], logs(read, [-6, -5, -4, -3]), stretches: 7)
        #expect(report.habits[0].series.map(\.done) == [1, 1, 1, 1, 0, 0, 0])
        #expect(report.habits[0].series.map(\.scheduled) == [1, 1, 1, 1, 1, 1, 0])
        let halves = stats([read], logs(read, [-6, -5, -4, -3]), stretches: 2).habits[0].series
        #expect(halves == [CompletionCount(done: 4, scheduled: 4), CompletionCount(done: 0, scheduled: 2)])
    }

    @Test func aHabitStartingAfterTheFirstDayOfThePeriodCountsFromItsStart() {
        let read = habit(start: Nov.day(18))
        let report = stats([read], logs(read, [-2, -1]))
        #expect(report.habits[0].completion == CompletionCount(done: 2, scheduled: 2))
    }
}

/// `StatsTally.count` against a day-by-day count written as the rule reads, over random days.
@Suite struct StatsTallyTests {
    @Test(arguments: 0..<40)
    func countingInStretchesCountsEachDayAsTheRuleSays(seed: Int) {
        var random = SeededGenerator(state: UInt64(seed) + 1)
        let dayCount = Int.random(in: 1...400, using: &random)
        let flags = (0..<dayCount).map { _ in UInt8.random(in: 0...31, using: &random) }
        let length = Int.random(in: 1...dayCount, using: &random)
        let stretches = StatsTally.Stretches(
            first: dayCount - length, count: Int.random(in: 1...(length + 3), using: &random), length: length)
        let start = Int.random(in: stretches.first...(dayCount - 1), using: &random)
        let last = Int.random(in: start...(dayCount - 1), using: &random)
        let weekday = Weekday.allCases.randomElement(using: &random)!
        let scheduled = Bool.random(using: &random) ? History.Flag.counted : History.Flag.due

        var tally = StatsTally(stretches: stretches.count)
        flags.withUnsafeBufferPointer { flags in
            tally.count(
                flags, start...last, lastOffset: dayCount - 1, weekday: weekday, scheduled: scheduled,
                stretches: stretches)
        }

        var expected = StatsTally(stretches: stretches.count)
        for offset in start...last {
            let bits = flags[offset]
            let done = bits & History.Flag.done != 0
            guard bits & scheduled != 0, bits & History.Flag.rest == 0, done || offset < dayCount - 1 else { continue }
            expected.completion.count(done: done)
            expected.weekdays[weekday.advanced(by: offset - start).rawValue - 1].count(done: done)
            expected.series[(offset - stretches.first) * stretches.count / stretches.length].count(done: done)
        }
        #expect(tally.completion == expected.completion, "seed \(seed)")
        #expect(tally.weekdays == expected.weekdays, "seed \(seed)")
        #expect(tally.series == expected.series, "seed \(seed)")
    }
}
