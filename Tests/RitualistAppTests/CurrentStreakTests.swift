import Foundation
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistStore
import RitualistTesting
import Testing

/// CurrentStreak reads only the weeks the streak reaches; what it finds must be what the whole history says.
@Suite struct CurrentStreakTests {
    static let last = Day(iso: "2025-11-08")!

    /// Three years of eight habits of every kind of schedule and target, logged most days, with days nobody logged (breaks)
    /// one day in `breakEvery` on average, and a few rest days.
    static func store(seed: UInt64, breakEvery: Int) throws -> InMemoryHabitStore {
        let store = InMemoryHabitStore()
        try fill(store, seed: seed, breakEvery: breakEvery)
        return store
    }

    static func fill(_ store: any HistoryStore, seed: UInt64, breakEvery: Int) throws {
        var random = SeededGenerator(state: seed)
        let start = last.adding(days: -1_100)
        let at = Date(timeIntervalSince1970: 1_762_600_000)
        let drafts = [
            HabitDraft(name: "Daily", startDate: start),
            HabitDraft(name: "Weekly", schedule: try Schedule(parsing: "3/week"), startDate: start.adding(days: 40)),
            HabitDraft(name: "Weekdays", schedule: try Schedule(parsing: "mon,wed,fri"), startDate: start),
            HabitDraft(name: "Water", kind: .numeric, dailyTarget: 4, startDate: start.adding(days: 100)),
            HabitDraft(name: "Late", startDate: last.adding(days: -20)),
            HabitDraft(name: "Monthly", schedule: .timesPerMonth(2), startDate: start.adding(days: 17)),
            HabitDraft(name: "Every ten", schedule: .timesInDays(1, days: 10), startDate: start.adding(days: 3)),
            HabitDraft(
                name: "Limit", kind: .numeric, dailyTarget: 3, targetDirection: .atMost,
                schedule: .timesInDays(2, days: 9), startDate: start.adding(days: 5)),
        ]
        let habits = try drafts.map { try store.addHabit($0, createdAt: at) }
        var day = start
        while day <= last {
            if Int.random(in: 0..<breakEvery, using: &random) != 0 {
                for habit in habits where Int.random(in: 0..<10, using: &random) < 9 {
                    let action: LogAction =
                        habit.kind == .numeric ? .set(Double(Int.random(in: 1...5, using: &random))) : .complete
                    // A day a habit is not scheduled is refused, as it would be for a person.
                    _ = try? store.log(habitID: habit.id, day: day, action: action, today: day, at: at, timeZone: "UTC")
                }
            } else if Int.random(in: 0..<3, using: &random) == 0 {
                _ = try store.addRestDay(RestDay(habitID: nil, day: day))
            }
            day = day.adding(days: 1)
        }
    }

    @Test(arguments: [(UInt64(1), 40), (2, 150), (3, 400), (4, 5_000), (5, 12)])
    func theCurrentStreakIsTheWholeHistorysAnyDayAnyThresholdAnyWeekStart(_ seed: UInt64, _ breakEvery: Int) throws {
        let store = try Self.store(seed: seed, breakEvery: breakEvery)
        var longest = 0
        for threshold in [StreakThreshold.any, .half, .all, .percent(60)] {
            for weekStart in [Weekday.monday, .sunday] {
                let settings = RitualistSettings(threshold: threshold, weekStart: weekStart)
                for back in stride(from: 0, through: 700, by: 23) {
                    let today = Self.last.adding(days: -back)
                    let whole = try HistoryQuery.history(store: store, today: today, settings: settings)
                    let expected = whole.overallStreak()
                    let found = try HistoryQuery.currentRun(store: store, today: today, settings: settings)
                    #expect(found.current == expected.current, "\(threshold) \(weekStart) \(today.iso)")
                    #expect(found.start == expected.start, "\(threshold) \(weekStart) \(today.iso)")
                    #expect(found.atRisk == expected.atRisk, "\(threshold) \(weekStart) \(today.iso)")
                    longest = max(longest, found.current)
                }
            }
        }
        // The seeds between them make streaks that outgrow the first window and those after it.
        if breakEvery >= 400 { #expect(longest > 8 * 7 * 4) }
    }

    /// The SQLite store keeps checkpoints of the overall streak: the current streak read from the overall one alone
    /// (no habit's) is the whole history's, whichever day is today and wherever the last checkpoint falls.
    @Test(arguments: [(UInt64(6), 40), (7, 400), (8, 12)])
    func theCurrentStreakFromTheOverallCheckpointIsTheWholeHistorys(_ seed: UInt64, _ breakEvery: Int) throws {
        let directory = TemporaryDirectory()
        let clock = Date(timeIntervalSince1970: 1_762_603_200)  // 2025-11-08T12:00:00Z
        for (threshold, weekStart) in [(StreakThreshold.any, Weekday.monday), (.half, .sunday), (.all, .monday)] {
            let path = directory.path("\(threshold)-\(weekStart).sqlite")
            let store = try SQLiteHabitStore.open(at: path, stamp: .fixed(clock, machine: UUID()))
            _ = try store.rebuildSummary(threshold: threshold, firstWeekday: weekStart)
            try store.grouped { try Self.fill($0, seed: seed, breakEvery: breakEvery) }
            let settings = RitualistSettings(threshold: threshold, weekStart: weekStart)
            #expect(
                try store.streakCheckpoints(
                    habitIDs: [], before: Self.last, threshold: threshold, firstWeekday: weekStart
                ).overall != nil)
            for back in stride(from: 0, through: 400, by: 37) {
                let today = Self.last.adding(days: -back)
                let expected = try HistoryQuery.history(store: store, today: today, settings: settings).overallStreak()
                let found = try HistoryQuery.currentRun(store: store, today: today, settings: settings)
                #expect(found.current == expected.current, "\(threshold) \(weekStart) \(today.iso)")
                #expect(found.start == expected.start, "\(threshold) \(weekStart) \(today.iso)")
                #expect(found.atRisk == expected.atRisk, "\(threshold) \(weekStart) \(today.iso)")
            }
        }
    }
}
