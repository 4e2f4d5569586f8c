import IntentKit
import RitualistCore

/// What AddHabit, EditHabit, ArchiveHabit, UnarchiveHabit and RemoveHabit return: the habit as it now is
/// (as it was, for a removal), and for an edit the logged days it turned from done to not done or back.
package struct HabitOutput: ActionOutput {
    package enum Change: String, Sendable {
        case added, updated, archived, restored, removed
    }

    package let habit: Habit
    package let change: Change
    /// The logged days an edit changed (see `Habit.changedDays(becoming:logs:)`), oldest first.
    package let changedDays: [ChangedDay]

    package init(habit: Habit, change: Change, changedDays: [ChangedDay] = []) {
        self.habit = habit
        self.change = change
        self.changedDays = changedDays
    }

    /// The habit; after an edit, with `changedDays`.
    package var json: JSONValue {
        guard change == .updated, case .object(var fields) = habit.json else { return habit.json }
        fields.append(("changedDays", .array(changedDays.map(\.json))))
        return .object(fields)
    }

    package var text: String {
        switch change {
        case .added: return "Added \(habit.title) (\(habit.details))."
        case .updated where !changedDays.isEmpty:
            return "Updated \(habit.title) (\(habit.details)); "
                + ChangedDay.sentence(changedDays, of: habit) + "."
        case .updated: return "Updated \(habit.title) (\(habit.details))."
        case .archived: return "Archived \(habit.title)."
        case .restored: return "Restored \(habit.title)."
        case .removed: return "Removed \(habit.title) and its history."
        }
    }
}

extension HabitOutput {
    /// The habit.
    package static var resultShape: ResultShape { Habit.resultShape }

    /// The habit, with the logged days the edit changed: what EditHabit returns.
    static var editShape: ResultShape {
        guard case .object(var fields) = Habit.resultShape else { return .unknown }
        fields["changedDays"] = .list(ChangedDay.resultShape)
        return .object(fields)
    }
}
