#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One write to the state tables, as a reversal plans it and each store applies it.
public enum StateWrite: Hashable, Sendable {
    /// Adds a habit with all its fields (and its id) again.
    case insertHabit(Habit)
    /// Deletes a habit.
    case deleteHabit(UUID)
    /// Archives (`false`) or restores (`true`) a habit.
    case setActive(UUID, Bool)
    /// Sets each field named to its old value, as validated as any edit.
    case restoreFields(UUID, [String: FieldChange])
    /// Adds a log with its id again.
    case insertLog(HabitLog)
    /// Deletes a log.
    case deleteLog(UUID)
    /// Marks a rest day.
    case insertRestDay(RestDay)
    /// Removes a rest day.
    case deleteRestDay(RestDay)
}
