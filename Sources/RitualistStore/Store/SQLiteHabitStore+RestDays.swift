import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// Every rest day, oldest first.
    package func restDays() throws -> [RestDay] {
        try read { db in
            guard let group else { return try Self.restDays(db) }
            return try group.restDays { try Self.restDays(db) }
        }
    }

    static func restDays(_ db: SQLiteDatabase) throws -> [RestDay] {
        var restDays: [RestDay] = []
        try db.cachedStatement(sql: "SELECT habitId, day FROM restDay ORDER BY day, habitId IS NOT NULL, habitId")
            .eachRow { row in
                restDays.append(RestDay(habitID: row.text(0).flatMap(UUID.init(text:)), day: Day(ordinal: row.int(1))))
            }
        return restDays
    }

    /// Marks `day` as a rest day for one habit, or for all when `habitID` is nil. Returns false when it already was.
    @discardableResult
    package func addRestDay(_ rest: RestDay) throws -> Bool {
        defer { group?.restDaysChanged() }
        return try write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO restDay (habitId, day) VALUES (?, ?)",
                arguments: [rest.habitID?.text, rest.day.ordinal])
            guard db.changesCount > 0 else { return false }
            try ChangeLogTable.record(stamp, db) { $0.restDayAdded(rest) }
            return true
        }
    }

    /// Removes a rest day. Returns false when there was none.
    @discardableResult
    package func removeRestDay(_ rest: RestDay) throws -> Bool {
        defer { group?.restDaysChanged() }
        return try write { db in
            try db.execute(
                sql: "DELETE FROM restDay WHERE coalesce(habitId, '') = ? AND day = ?",
                arguments: [rest.habitID?.text ?? "", rest.day.ordinal])
            guard db.changesCount > 0 else { return false }
            try ChangeLogTable.record(stamp, db) { $0.restDayRemoved(rest) }
            return true
        }
    }
}
