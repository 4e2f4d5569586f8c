import Foundation
import GRDB
import RitualistCore

extension SyncMerge {
    /// A log written elsewhere, on the day it was pressed: added by its id; a second completion of a done binary day
    /// is kept aside and merged (one done day); a log of a habit removed here is merged (removal wins).
    func addLog(_ log: HabitLog) throws -> Outcome {
        if try MergedLogs.contains(log.id, db) { return .merged }
        guard let habit = try storedHabit(log.habitID) else {
            var held = log
            held.habitID = try HabitAliases.resolve(log.habitID, db)
            try HeldHistory.hold(held, db)
            return .merged
        }
        // A binary day is done or not: any other value would count it done and make its progress a fraction.
        guard habit.kind == .numeric || log.value == 0 || log.value == 1 else {
            throw SyncMergeRefusal(
                "a log of '\(ValueFormat.text(log.value))' for the binary habit '\(habit.name)' (expected 0 or 1)")
        }
        var placed = log
        placed.habitID = habit.id
        return try MergedLogs.insert(placed, kind: habit.kind, db) ? .applied([habit.id]) : .merged
    }

    /// A log removed elsewhere: removed here by its id, so a `log --set` or an undo removes only the logs the
    /// removing machine had seen.
    func removeLog(_ log: HabitLog) throws -> Outcome {
        if try MergedLogs.remove(log.id, db) { return .applied([try HabitAliases.resolve(log.habitID, db)]) }
        _ = try storedHabit(log.habitID)
        return .merged
    }
}
