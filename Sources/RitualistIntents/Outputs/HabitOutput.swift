import IntentKit
import RitualistCore

/// What AddHabit, EditHabit, ArchiveHabit, UnarchiveHabit and RemoveHabit return: the habit as it now is
/// (as it was, for a removal).
public struct HabitOutput: ActionOutput {
    public enum Change: String, Sendable {
        case added, updated, archived, restored, removed
    }

    public let habit: Habit
    public let change: Change

    public var json: JSONValue { habit.json }

    public var text: String {
        switch change {
        case .added: return "Added \(habit.title) (\(habit.details))."
        case .updated: return "Updated \(habit.title) (\(habit.details))."
        case .archived: return "Archived \(habit.title)."
        case .restored: return "Restored \(habit.title)."
        case .removed: return "Removed \(habit.title) and its history."
        }
    }
}
