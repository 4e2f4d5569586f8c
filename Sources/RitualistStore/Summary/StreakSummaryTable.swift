import Foundation
import RitualistCore

/// The streak summary (schema v8, see docs/store.md): checkpoints of every habit's streak and of the overall streak
/// at every `SummaryCalendar` day, kept in the transaction of every change.
///
/// The file's triggers delete, in the statement that changes a log, a rest day or a habit, every checkpoint that
/// change makes wrong (those on or after the first day it affects) and lower `streakSummary.complete` below it, so
/// the checkpoints left are always right. Before each transaction commits, `extend` folds the missing ones again
/// from the last left, for every scope at once: a write that leaves nothing missing reads one row.
enum StreakSummaryTable {
    /// The scope of the overall streak's checkpoints; a habit's is its id.
    static let overallScope = ""

    /// The settings the checkpoints are folded with and how far every scope's are complete.
    struct State {
        var complete: Day
        var threshold: StreakThreshold
        var firstWeekday: Weekday
    }

    /// The summary's row: `state`'s columns, then the last log bucket kept (`LogBucketTable.keptThrough`). One
    /// statement for both, so a read that needs both compiles it once.
    static let summarySQL = "SELECT complete, threshold, weekStart, logBucketsThrough FROM streakSummary"

    static func state(_ db: SQLiteDatabase) throws -> State? {
        try db.cachedStatement(sql: summarySQL).firstRow { row in
            State(
                complete: Day(ordinal: row[0]),
                threshold: (try? StreakThreshold(parsing: row[1] as String)) ?? .any,
                firstWeekday: Weekday(rawValue: row[2]) ?? .monday)
        }
    }

    /// The last checkpoint day every scope must reach at `instant`.
    static func target(at instant: Date) -> Day {
        SummaryCalendar.checkpointDay(
            onOrBefore: SummaryCalendar.surelyPast(utcDay: Day(instant: instant, utcOffsetSeconds: 0)))
    }

    /// Folds the checkpoints missing through `through` from the last kept in each scope.
    static func extend(_ db: SQLiteDatabase, through: Day) throws {
        guard let state = try state(db), state.complete < through else { return }
        let habits = try SQLiteHabitStore.habits(db)
        let kept = try latest(db, habitIDs: habits.map(\.id), before: through.adding(days: 1))
        let lagging = habits.filter { (kept.habits[$0.id]?.through ?? .init(ordinal: Int.min)) < through }
        // The overall streak is every habit's: without a checkpoint it is folded from the first start of them all.
        let overallNeeded = kept.overall.map { $0.through.adding(days: 1) } ?? habits.map(\.startDate).min()
        let needed =
            [kept.firstDayNeeded(for: lagging, overall: false), overallNeeded].compactMap { $0 }.min() ?? through
        let from = Habit.firstDayOfPeriods(containing: needed, of: habits, firstWeekday: state.firstWeekday)
        let history = try History(
            habits: habits, restDays: try SQLiteHabitStore.restDays(db), today: through,
            firstWeekday: state.firstWeekday, threshold: state.threshold, from: from, checkpoints: kept
        ) { each in try SQLiteHabitStore.logDays(db, for: habits, from: from, each: each) }
        let days = SummaryCalendar.checkpointDays(after: needed.adding(days: -1), through: through)
        let folded = history.checkpoints(at: days)
        let insert = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO streakCheckpoint (scope, through, run, runStart, longest, longestStart, lastBreak)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        func write(_ checkpoint: StreakCheckpoint, scope: String) throws {
            try insert.execute(arguments: [
                scope, checkpoint.through.ordinal, checkpoint.run, checkpoint.runStart?.ordinal, checkpoint.longest,
                checkpoint.longestStart?.ordinal, checkpoint.lastBreak?.ordinal,
            ])
        }
        for (id, checkpoints) in folded.habits {
            for checkpoint in checkpoints { try write(checkpoint, scope: id.text) }
        }
        for checkpoint in folded.overall { try write(checkpoint, scope: overallScope) }
        try db.cachedStatement(sql: "UPDATE streakSummary SET complete = ?").execute(arguments: [through.ordinal])
    }

    /// Forgets every checkpoint and folds them all again with `threshold` and `firstWeekday`, through `through`.
    static func rebuild(_ db: SQLiteDatabase, through: Day, threshold: StreakThreshold, firstWeekday: Weekday) throws {
        try db.execute(sql: "DELETE FROM streakCheckpoint")
        try db.execute(
            sql: "UPDATE streakSummary SET complete = ?, threshold = ?, weekStart = ?",
            arguments: [Int(Int32.min), threshold.description, firstWeekday.rawValue])
        try extend(db, through: through)
    }

    /// The last checkpoint before `before` of each of the habits and of the overall streak: one short statement a
    /// scope, each a seek of the primary key read column by column (a join of the scopes handed over as JSON cost more
    /// to compile than the 51 seeks cost to run).
    static func latest(_ db: SQLiteDatabase, habitIDs: [UUID], before: Day) throws -> StreakCheckpoints {
        let statement = try db.cachedStatement(
            sql: """
                SELECT through, run, runStart, longest, longestStart, lastBreak FROM streakCheckpoint
                WHERE scope = ? AND through < ? ORDER BY through DESC LIMIT 1
                """)
        func latest(of scope: String) throws -> StreakCheckpoint? {
            try statement.firstRow(binding: scope, before.ordinal) { row in
                StreakCheckpoint(
                    through: Day(ordinal: row.int(0)), run: row.int(1),
                    runStart: row.optionalInt(2).map(Day.init(ordinal:)),
                    longest: row.int(3), longestStart: row.optionalInt(4).map(Day.init(ordinal:)),
                    lastBreak: row.optionalInt(5).map(Day.init(ordinal:)))
            }
        }
        var checkpoints = StreakCheckpoints()
        checkpoints.overall = try latest(of: overallScope)
        for id in habitIDs {
            if let checkpoint = try latest(of: id.text) { checkpoints.habits[id] = checkpoint }
        }
        return checkpoints
    }
}
