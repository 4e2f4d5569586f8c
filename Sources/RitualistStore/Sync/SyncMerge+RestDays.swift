import Foundation
import RitualistCore

extension SyncMerge {
    /// A rest day marked or removed elsewhere: written when it is the day's last write by (time, machine), so marks
    /// from two machines make one rest day and every machine ends with the same ones.
    func restDay(_ rest: RestDay, resting: Bool, stamp: WriteStamp) throws -> Outcome {
        var habitID: UUID?
        if let id = rest.habitID {
            guard let habit = try storedHabit(id) else {
                let survivor = try HabitAliases.resolve(id, db)
                let ids = try HabitAliases.group(survivor, db)
                if try RestDayWrites.latest(ids, day: rest.day, db) < stamp {
                    try HeldHistory.hold(RestDay(habitID: survivor, day: rest.day), resting: resting, db)
                }
                return .merged
            }
            habitID = habit.id
        }
        let ids = try habitID.map { try HabitAliases.group($0, db) }
        guard try RestDayWrites.latest(ids, day: rest.day, db) < stamp else { return .merged }
        if resting {
            try db.execute(
                sql: "INSERT OR IGNORE INTO restDay (habitId, day) VALUES (?, ?)",
                arguments: [habitID?.text, rest.day.ordinal])
        } else {
            try db.execute(
                sql: "DELETE FROM restDay WHERE coalesce(habitId, '') = ? AND day = ?",
                arguments: [habitID?.text ?? "", rest.day.ordinal])
        }
        return db.changesCount > 0 ? .applied(habitID.map { [$0] } ?? []) : .merged
    }
}
