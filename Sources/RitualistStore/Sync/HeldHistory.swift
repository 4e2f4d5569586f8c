import Foundation
import RitualistCore

/// The logs and rest days of a removed habit: those it had when it was removed and those that arrive for it
/// afterwards, kept out of sight so that an undo of the removal, made anywhere, brings back the same ones on every
/// machine.
enum HeldHistory {
    /// Keeps every log of `habit` (shown or merged) and every rest day of it before the habit is removed.
    static func holdAll(of habit: UUID, _ db: SQLiteDatabase) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO heldRestDay (habitId, day) SELECT habitId, day FROM restDay WHERE habitId = ?",
            arguments: [habit.text])
        for table in ["log", "mergedLog"] {
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO heldLog (\(HabitLog.columns))
                    SELECT \(HabitLog.columns) FROM \(table) WHERE habitId = ?
                    """, arguments: [habit.text])
        }
    }

    /// Keeps a log that arrived for a removed habit.
    static func hold(_ log: HabitLog, _ db: SQLiteDatabase) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO heldLog (\(HabitLog.columns)) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [
                log.id.text, log.habitID.text, log.day.ordinal, log.value, log.loggedAt.timeIntervalSince1970,
                log.timeZone,
            ])
    }

    /// Marks or unmarks a rest day of a removed habit.
    static func hold(_ rest: RestDay, resting: Bool, _ db: SQLiteDatabase) throws {
        guard let habit = rest.habitID else { return }
        try db.execute(
            sql: resting
                ? "INSERT OR IGNORE INTO heldRestDay (habitId, day) VALUES (?, ?)"
                : "DELETE FROM heldRestDay WHERE habitId = ? AND day = ?",
            arguments: [habit.text, rest.day.ordinal])
    }

    /// Brings back the held logs and rest days of `habit`, put back: each one the store does not show already.
    static func release(_ habit: Habit, _ db: SQLiteDatabase) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO restDay (habitId, day) SELECT habitId, day FROM heldRestDay WHERE habitId = ?",
            arguments: [habit.id.text])
        try db.execute(sql: "DELETE FROM heldRestDay WHERE habitId = ?", arguments: [habit.id.text])
        let held = try db.cachedStatement(
            sql: "SELECT \(HabitLog.columns) FROM heldLog WHERE habitId = ? ORDER BY loggedAt, id"
        ).rows(arguments: [habit.id.text], HabitLog.init(row:))
        guard !held.isEmpty else { return }
        try db.execute(sql: "DELETE FROM heldLog WHERE habitId = ?", arguments: [habit.id.text])
        for log in held where try !MergedLogs.contains(log.id, db) {
            try MergedLogs.insert(log, kind: habit.kind, db)
        }
    }
}
