import Foundation
import RitualistCore

extension SyncMerge {
    /// A log written elsewhere, on the day it was pressed: added by its id; a second completion of a done binary day
    /// is kept aside and merged (one done day); a log of a habit removed here is merged (removal wins).
    func addLog(_ log: HabitLog) throws -> Outcome {
        if try MergedLogs.contains(log.id, db) { return .merged }
        guard let habit = try storedHabit(log.habitID) else {
            var held = log
            held.habitID = try HabitAliases.resolve(log.habitID, db)
            // Held for an undo of the removal to bring back: held to the habit's kind as it was created.
            if let removed = try HabitAliases.creationRecord(of: held.habitID, db) { try check(log, of: removed) }
            try HeldHistory.hold(held, db)
            return .merged
        }
        try check(log, of: habit)
        var placed = log
        placed.habitID = habit.id
        return try MergedLogs.insert(placed, kind: habit.kind, db) ? .applied([habit.id]) : .merged
    }

    /// A binary day is done or not: any value but 0 or 1 would count it done with a fractional progress.
    private func check(_ log: HabitLog, of habit: Habit) throws {
        guard habit.kind == .numeric || log.value == 0 || log.value == 1 else {
            throw SyncMergeRefusal(
                "a log of '\(ValueFormat.text(log.value))' for the binary habit '\(habit.name)' (expected 0 or 1)")
        }
    }

    /// A log removed elsewhere: removed here by its id, so a `log --set` or an undo removes only the logs the
    /// removing machine had seen.
    func removeLog(_ log: HabitLog) throws -> Outcome {
        if try MergedLogs.remove(log.id, db) { return .applied([try HabitAliases.resolve(log.habitID, db)]) }
        _ = try storedHabit(log.habitID)
        return .merged
    }
}
