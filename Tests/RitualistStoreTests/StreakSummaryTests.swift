import Foundation
import IntentKitTesting
import RitualistCore
import Synchronization
import Testing

@testable import RitualistStore

/// The streak summary kept with every change equals the one folded again from nothing, and streaks read from it
/// equal streaks folded over the whole history.
@Suite struct StreakSummaryTests {
    @Test(arguments: [
        (UInt64(1), StreakThreshold.any, Weekday.monday), (2, .any, .monday), (3, .half, .sunday),
        (4, .all, .monday), (5, .percent(40), .wednesday), (6, .any, .monday), (7, .any, .sunday), (8, .half, .monday),
    ])
    func theKeptSummaryEqualsTheRebuiltOneAfterRandomChanges(
        seed: UInt64, threshold: StreakThreshold, firstWeekday: Weekday
    ) throws {
        let world = try SummaryWorld(seed: seed, threshold: threshold, firstWeekday: firstWeekday)
        for step in 0..<160 {
            try world.randomChange()
            guard step % 4 == 3 else { continue }
            try world.touch()
            let kept = try world.checkpointRows()
            let rebuilt = try world.rebuiltRows()
            #expect(
                rebuilt == kept,
                "seed \(seed), step \(step): kept alone \(kept.filter { !rebuilt.contains($0) }), rebuilt alone \(rebuilt.filter { !kept.contains($0) })"
            )
            for ahead in [0, 3, 40] {
                let (read, whole) = try world.streaks(daysAhead: ahead)
                #expect(read == whole, "seed \(seed), step \(step), \(ahead) days ahead")
            }
        }
    }

    /// A history read for the overall streak and one habit's (the streak calendar's read) from the overall checkpoint
    /// and that habit's alone gives both as the whole history does; it gives no streak for a habit begun before its
    /// first day, whose checkpoint it did not read, rather than one folded from that day.
    @Test(arguments: [UInt64(31), 32, 33])
    func aHistoryForTheOverallStreakAndOneHabitGivesThoseAndNoOther(seed: UInt64) throws {
        let world = try SummaryWorld(seed: seed, threshold: .any, firstWeekday: .monday)
        for _ in 0..<120 { try world.randomChange() }
        try world.touch()
        let (habits, rests, today) = (try world.store.habits(), try world.store.restDays(), world.today)
        let whole = History(
            habits: habits, entries: try world.store.logEntries(for: habits), restDays: rests, today: today,
            firstWeekday: .monday, threshold: .any)
        var withoutCheckpoint = 0
        for one in habits {
            let checkpoints = try world.store.streakCheckpoints(
                habitIDs: [one.id], before: today, threshold: .any, firstWeekday: .monday)
            let needed = [
                today.adding(days: -30), checkpoints.firstDayNeeded(for: [one], overall: false),
                checkpoints.firstDayNeeded(forOverallOf: habits),
            ].compactMap { $0 }.min()!
            let from = Habit.firstDayOfPeriods(containing: needed, of: habits, firstWeekday: .monday)
            let read = try History(
                habits: habits, restDays: rests, today: today, firstWeekday: .monday, threshold: .any, from: from,
                checkpoints: checkpoints
            ) { each in try world.store.logDays(for: habits, from: from, through: nil, each: each) }
            #expect(read.overallStreak() == whole.overallStreak(), "seed \(seed)")
            #expect(read.streak(for: one.id) == whole.streak(for: one.id), "seed \(seed) \(one.name)")
            for other in habits where other.id != one.id && other.startDate < read.firstDay {
                #expect(read.streak(for: other.id) == nil, "seed \(seed) \(other.name)")
                withoutCheckpoint += 1
            }
        }
        #expect(withoutCheckpoint > 0)
    }

    @Test func aPressTodayLeavesEveryCheckpointAndFoldsNothing() throws {
        let world = try SummaryWorld(seed: 11, threshold: .any, firstWeekday: .monday)
        for _ in 0..<60 { try world.randomChange() }
        let habit = try #require(try world.store.habits().first { $0.kind == .binary && $0.isActive })
        _ = try world.store.updateHabit(id: habit.id) { $0.schedule = .daily }
        // The first write after the clock moved folds what the days since need; the presses after it, nothing.
        try world.touch()
        _ = try? world.store.undo(habitID: habit.id, day: world.today, at: world.clock.now)
        let before = try world.checkpointRows()
        try world.complete(habit, on: world.today)
        #expect(try world.checkpointRows() == before)
    }

    @Test(arguments: [
        ("schedule", 0), ("start day earlier", -20), ("start day later", 30), ("end day", 0),
    ])
    func aHabitEditForgetsExactlyTheCheckpointsFromTheFirstDayItChanges(edit: String, shift: Int) throws {
        let world = try SummaryWorld(seed: 21, threshold: .any, firstWeekday: .monday)
        for _ in 0..<40 { try world.randomChange() }
        let habit = try #require(try world.store.habits().first { $0.schedule == .daily })
        let endDay = world.today.adding(days: -60)
        let firstChanged = [
            "schedule": habit.startDate, "start day earlier": habit.startDate.adding(days: shift),
            "start day later": habit.startDate, "end day": endDay,
        ][edit]!
        let before = try world.checkpointRows()
        try world.database.write { db in
            switch edit {
            case "schedule":
                try db.execute(sql: "UPDATE habit SET schedule = 'mon,wed' WHERE id = ?", arguments: [habit.id.text])
            case "end day":
                try db.execute(
                    sql: "UPDATE habit SET endDay = ? WHERE id = ?", arguments: [endDay.ordinal, habit.id.text])
            default:
                try db.execute(
                    sql: "UPDATE habit SET startDay = startDay + ? WHERE id = ?", arguments: [shift, habit.id.text])
            }
        }
        let after = try world.checkpointRows()
        let untouched = before.filter { ![habit.id.text, ""].contains($0.scope) || $0.through < firstChanged.ordinal }
        #expect(after == untouched)
    }

    @Test func migratingFoldsTheSummaryOfWhatTheStoreHolds() throws {
        let fixture = StoreFixture()
        let id = UUID()
        try fixture.writeStore(before: "v8") { db in try stretchDoneOnEightDaysOfNine(db, id: id) }
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: .fixed(instant(today), machine: UUID()))
        let checkpoints = try store.streakCheckpoints(
            habitIDs: [id], before: today, threshold: .any, firstWeekday: .monday)
        let kept = try #require(checkpoints.habits[id])
        #expect(kept.through == SummaryCalendar.checkpointDay(onOrBefore: today.adding(days: -2)))
        #expect(kept.longest == 8)
        #expect(checkpoints.overall?.through == kept.through)
    }
}
