import Foundation
import RitualistCore

/// Logs of a binary habit's done day beyond the one the `log` table keeps: completions of the same day made on two
/// machines, met by a merge. They count for nothing while a log of the day is kept; removing that log brings the
/// next one back, so the day stays done until every completion a machine saw is removed.
enum MergedLogs {
    /// Writes `log`: into `log`, or, when it completes a binary day already done, the earlier of it and the day's
    /// kept log (by `loggedAt`, then id, as `promote` picks) into `log` and the other into `mergedLog`, so that
    /// every machine keeps the same one whichever arrived first. Returns whether the day changed: false for a done
    /// day, whichever log now shows it.
    @discardableResult
    static func insert(_ log: HabitLog, kind: HabitKind, _ db: SQLiteDatabase) throws -> Bool {
        if kind == .binary, log.value > 0, let kept = try doneLog(habit: log.habitID, day: log.day, db) {
            let aside = precedes(log, kept) ? kept : log
            if aside.id == kept.id {
                try db.cachedStatement(sql: "DELETE FROM log WHERE id = ?").execute(arguments: [kept.id.text])
            }
            try db.cachedStatement(
                sql: "INSERT OR IGNORE INTO mergedLog (\(HabitLog.columns)) VALUES (?, ?, ?, ?, ?, ?)"
            )
            .execute(arguments: arguments(aside))
            // The day was done and stays done, whichever log shows it.
            if aside.id == kept.id { try insertShown(log, db) }
            return false
        }
        try insertShown(log, db)
        return true
    }

    private static func insertShown(_ log: HabitLog, _ db: SQLiteDatabase) throws {
        try db.cachedStatement(sql: "INSERT INTO log (\(HabitLog.columns)) VALUES (?, ?, ?, ?, ?, ?)")
            .execute(arguments: arguments(log))
    }

    /// Whether `log` comes before `other` in the order the kept completion of a day is chosen by.
    private static func precedes(_ log: HabitLog, _ other: HabitLog) -> Bool {
        (log.loggedAt.timeIntervalSince1970, log.id.text) < (other.loggedAt.timeIntervalSince1970, other.id.text)
    }

    /// The log that makes a binary day done, if one does.
    private static func doneLog(habit: UUID, day: Day, _ db: SQLiteDatabase) throws -> HabitLog? {
        try db.cachedStatement(
            sql: "SELECT \(HabitLog.columns) FROM log WHERE habitId = ? AND day = ? AND value > 0 LIMIT 1"
        ).firstRow(arguments: [habit.text, day.ordinal], HabitLog.init(row:))
    }

    /// Whether a log with `id` is kept: shown, merged, or held with its removed habit.
    static func contains(_ id: UUID, _ db: SQLiteDatabase) throws -> Bool {
        try db.cachedStatement(
            sql: """
                SELECT 1 FROM log WHERE id = ?1 UNION ALL SELECT 1 FROM mergedLog WHERE id = ?1
                UNION ALL SELECT 1 FROM heldLog WHERE id = ?1
                """
        ).firstRow(arguments: [id.text]) { _ in true } ?? false
    }

    /// Removes the log with `id` from whichever table keeps it (held ones included); a merged log of the same day takes the place of a
    /// removed done log. Returns whether the `log` table changed.
    @discardableResult
    static func remove(_ id: UUID, _ db: SQLiteDatabase) throws -> Bool {
        let statement = try db.cachedStatement(sql: "SELECT \(HabitLog.columns) FROM log WHERE id = ?")
        guard let log = try statement.firstRow(arguments: [id.text], HabitLog.init(row:)) else {
            try db.cachedStatement(sql: "DELETE FROM mergedLog WHERE id = ?").execute(arguments: [id.text])
            try db.cachedStatement(sql: "DELETE FROM heldLog WHERE id = ?").execute(arguments: [id.text])
            return false
        }
        try db.cachedStatement(sql: "DELETE FROM log WHERE id = ?").execute(arguments: [id.text])
        try promote(habit: log.habitID, day: log.day, db)
        return true
    }

    /// Removes and returns the merged logs of a habit's day: a `log --set` or `undo HABIT` removes every log of the
    /// day the machine has seen.
    static func take(habit: UUID, day: Day, _ db: SQLiteDatabase) throws -> [HabitLog] {
        let logs = try db.cachedStatement(
            sql: "SELECT \(HabitLog.columns) FROM mergedLog WHERE habitId = ? AND day = ? ORDER BY loggedAt, id"
        ).rows(arguments: [habit.text, day.ordinal], HabitLog.init(row:))
        if !logs.isEmpty {
            try db.cachedStatement(sql: "DELETE FROM mergedLog WHERE habitId = ? AND day = ?").execute(
                arguments: [habit.text, day.ordinal])
        }
        return logs
    }

    private static func promote(habit: UUID, day: Day, _ db: SQLiteDatabase) throws {
        guard try !isDone(habit: habit, day: day, db) else { return }
        let next = try db.cachedStatement(
            sql: "SELECT \(HabitLog.columns) FROM mergedLog WHERE habitId = ? AND day = ? ORDER BY loggedAt, id LIMIT 1"
        ).firstRow(arguments: [habit.text, day.ordinal], HabitLog.init(row:))
        guard let next else { return }
        try db.cachedStatement(sql: "DELETE FROM mergedLog WHERE id = ?").execute(arguments: [next.id.text])
        try db.cachedStatement(sql: "INSERT INTO log (\(HabitLog.columns)) VALUES (?, ?, ?, ?, ?, ?)")
            .execute(arguments: arguments(next))
    }

    private static func isDone(habit: UUID, day: Day, _ db: SQLiteDatabase) throws -> Bool {
        try db.cachedStatement(sql: "SELECT 1 FROM log WHERE habitId = ? AND day = ? AND value > 0 LIMIT 1")
            .firstRow(arguments: [habit.text, day.ordinal]) { _ in true } ?? false
    }

    private static func arguments(_ log: HabitLog) -> StatementArguments {
        [log.id.text, log.habitID.text, log.day.ordinal, log.value, log.loggedAt.timeIntervalSince1970, log.timeZone]
    }
}
