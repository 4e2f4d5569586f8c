import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// Adds `habit` exactly as given, checked against the stored habits as `addHabit` checks a draft, and records a
    /// `history.imported` entry of it.
    package func importHabit(_ habit: Habit, recording: Bool) throws -> Habit {
        try writeHabits { db in
            let valid = try HabitDraft(habit: habit).validated(against: try Self.habits(db))
            let added = valid.habit(
                id: habit.id, displayOrder: habit.displayOrder, createdAt: habit.createdAt, isActive: habit.isActive)
            try db.execute(sql: Self.insertHabit, arguments: added.arguments)
            if recording { try ChangeLogTable.record(stamp, db) { $0.imported(habit: added) } }
            return added
        }
    }

    /// Adds `log` exactly as given with its `history.imported` entry; false, writing nothing, when a log with its id
    /// is stored already.
    package func importLog(_ log: HabitLog, recording: Bool) throws -> Bool {
        try write { db in
            // Looked up first: the trigger that keeps a binary habit done once a day would refuse the very log that
            // is already there before a conflict on the id could ignore it.
            let stored = try db.cachedStatement(sql: "SELECT 1 FROM log WHERE id = ?").firstRow(
                arguments: [log.id.text]) { _ in true }
            if stored != nil { return false }
            try db.cachedStatement(sql: "INSERT INTO log (\(HabitLog.columns)) VALUES (?, ?, ?, ?, ?, ?)")
                .execute(arguments: [
                    log.id.text, log.habitID.text, log.day.ordinal, log.value, log.loggedAt.timeIntervalSince1970,
                    log.timeZone,
                ])
            guard db.changesCount > 0 else { return false }
            if recording { try ChangeLogTable.record(stamp, db) { $0.imported(log: log) } }
            return true
        }
    }
}
