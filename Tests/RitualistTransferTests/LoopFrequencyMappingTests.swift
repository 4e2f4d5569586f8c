import RitualistCore
import Testing

@testable import RitualistTransfer

struct LoopFrequencyMappingTests {
    @Test(
        arguments: [
            (1, 1, Schedule.daily, nil),
            (3, 3, .daily, nil),
            (1, 7, .timesPerWeek(1), nil),
            (3, 7, .timesPerWeek(3), nil),
            (2, 3, .timesInDays(2, days: 3), nil),
            (1, 2, .timesInDays(1, days: 2), nil),
            (1, 5, .timesInDays(1, days: 5), nil),
            (1, 30, .timesPerMonth(1), nil),
            (10, 30, .timesPerMonth(10), nil),
            (20, 31, .timesPerMonth(20), nil),
            (3, 365, .timesInDays(3, days: 365), nil),
            (1, 730, .timesInDays(1, days: 365), "'every 730 days' became 'every 365 days'"),
            (4, 1000, .timesInDays(1, days: 365), "'4 times in 1000 days' became 'every 365 days'"),
            (6, 7, .timesPerWeek(6), nil),
            (13, 14, .timesInDays(13, days: 14), nil),
            (5, 3, .daily, "'5 times in 3 days' became 'every day'"),
        ] as [(Int, Int, Schedule, String?)])
    func aFrequencyLandsOnItsScheduleAndSaysSoWhenNotExact(
        times: Int, days: Int, schedule: Schedule, note: String?
    ) {
        let mapped = LoopFrequencyMapping.schedule(times: times, inDays: days)
        #expect(mapped.schedule == schedule)
        #expect(mapped.approximation == note)
    }

    @Test(
        arguments: [
            (8.0, 1, false, "glasses", 8.0, nil),
            (50, 7, false, "km", 7.14, "a target of 'at least 50 km a week' became 'at least 7.14 km a day'"),
            (300, 30, false, "", 10, "a target of 'at least 300 a month' became 'at least 10 a day'"),
            (2, 1, true, "cups", 2, nil),
            (14, 7, true, "cups", 2, "a target of 'at most 14 cups a week' became 'at most 2 cups a day'"),
            (
                0, 1, true, "cigarettes", 0.01,
                "a target of 'at most 0 cigarettes a day' became 'at most 0.01 cigarettes a day'"
            ),
            (
                1.0e7, 1, false, "steps", 1_000_000,
                "a target of 'at least 10000000 steps a day' became 'at least 1000000 steps a day'"
            ),
        ] as [(Double, Int, Bool, String, Double, String?)])
    func aNumericTargetBecomesADailyOneAndSaysSoWhenNotExact(
        target: Double, days: Int, atMost: Bool, unit: String, daily: Double, note: String?
    ) {
        let mapped = LoopFrequencyMapping.dailyTarget(target, perDays: days, atMost: atMost, unit: unit)
        #expect(mapped.target == daily)
        #expect(mapped.approximation == note)
    }

    @Test(arguments: [
        (2, false, LoopEntryValue.completion(1)), (1, false, .derived), (0, false, .nothing), (3, false, .rest),
        (-1, false, .nothing), (5, false, .invalid), (2500, true, .completion(2.5)), (3, true, .rest),
        (0, true, .completion(0)), (-1, true, .nothing), (-7, true, .invalid),
    ])
    func eachStoredValueMeansWhatLoopMeansByIt(raw: Int, numeric: Bool, value: LoopEntryValue) {
        #expect(LoopEntryValue(raw: raw, numeric: numeric) == value)
    }
}
