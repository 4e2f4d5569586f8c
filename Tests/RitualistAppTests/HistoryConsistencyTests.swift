import Foundation
import IntentKit
import RitualistApp
import RitualistCore
import RitualistStore
import Testing

/// Streaks are derived data: after every kind of change to the history, what the commands read (the store's
/// slim entries, rest days and settings through `HistoryQuery`) must equal a computation from scratch over
/// the raw logs.
@Suite struct HistoryConsistencyTests {
    struct Snapshot: Equatable {
        let overall: OverallStreak
        let habits: [HabitStreak?]
        let records: [CompletionRecord]
    }

    func snapshot(_ history: History) -> Snapshot {
        let today = history.today
        return Snapshot(
            overall: history.overallStreak(), habits: history.habits.map { history.streak(for: $0.id) },
            records: history.records(from: today.adding(days: -45), through: today))
    }

    func check(_ fixture: Fixture, settings: RitualistSettings = RitualistSettings(), _ step: String) throws {
        let store = fixture.store, today = Fixture.today
        let derived = try HistoryQuery.history(store: store, today: today, settings: settings)
        let scratch = History(
            habits: try store.habits(), logs: try store.allLogs(), restDays: try store.restDays(), today: today,
            firstWeekday: settings.weekStart, threshold: settings.threshold)
        #expect(snapshot(derived) == snapshot(scratch), "after \(step)")
    }

    @Test func derivedStreaksFollowEveryKindOfChange() throws {
        let fixture = try Fixture()
        try check(fixture, "the fixture")
        for day in 1...7 { _ = fixture.run("CompleteHabit", ["habit=Meditate", "date=2025-11-0\(day)"]) }
        try check(fixture, "a week of logs")
        #expect(
            try HistoryQuery.history(store: fixture.store, today: Fixture.today, settings: .init())
                .streak(for: fixture.habit("Meditate").id)?.current == 7)
        _ = fixture.run("UndoCompletion", ["habit=Meditate", "date=2025-11-04"])
        try check(fixture, "an undo")
        _ = fixture.run("LogHabitValue", ["habit=Water", "value=8", "mode=set", "date=2025-11-07"])
        _ = fixture.run("LogHabitValue", ["habit=Water", "value=3", "date=2025-11-06"])
        try check(fixture, "numeric add and set")
        _ = try fixture.store.updateHabit(id: fixture.habit("Meditate").id) {
            $0.schedule = .daysOfWeek([.monday, .friday])
        }
        try check(fixture, "a schedule edit")
        _ = try fixture.store.setActive(id: fixture.habit("Stretch").id, false)
        try check(fixture, "an archive")
        _ = try fixture.store.updateHabit(id: fixture.habit("Read").id) { $0.startDate = Day(iso: "2025-06-01")! }
        try check(fixture, "a back-dated start")
        _ = fixture.run("SkipDay", ["date=2025-11-05"])
        _ = fixture.run("SkipDay", ["habit=Water", "date=2025-11-03"])
        try check(fixture, "rest days")
        try check(
            fixture, settings: RitualistSettings(threshold: .all, weekStart: .sunday), "another threshold and week")
        try fixture.store.removeHabit(id: fixture.habit("Water").id)
        try check(fixture, "a removal")
    }
}
