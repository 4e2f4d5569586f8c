import Foundation
import RitualistCore

/// A whole history read from a file, before anything is written: what every importer produces and the one
/// writer puts into a store, in one transaction.
///
/// Ids are the file's own where it has them (a ritual export) and new ones otherwise; a log's and a rest day's
/// `habitID` names a habit of `habits`. What the importer could not carry over exactly is in `notes`, so nothing
/// is dropped without the report saying so.
package struct ImportedHistory: Sendable {
    /// Where the history came from, which also decides how a merge matches what the store already holds.
    package var source: ImportSource
    /// Every habit with its logs, archived ones too, in the file's order.
    package var habits: [ImportedHabit]
    /// Rest days: a habit's own (`habitID` set) or every habit's.
    package var restDays: [RestDay]
    /// Settings the file carries, by their config key (a ritual export only).
    package var settings: [String: String]
    /// What was approximated or left out, each with the habit's name and why.
    package var notes: [ImportNote]
    /// The change log the file carries, oldest first (a ritual export only): put back by id.
    package var changes: [ChangeEntry]

    /// A history with the given parts.
    package init(
        source: ImportSource, habits: [ImportedHabit] = [], restDays: [RestDay] = [],
        settings: [String: String] = [:], notes: [ImportNote] = [], changes: [ChangeEntry] = []
    ) {
        self.source = source
        self.habits = habits
        self.restDays = restDays
        self.settings = settings
        self.notes = notes
        self.changes = changes
    }

    /// How many logs the history holds over all habits.
    package var logCount: Int { habits.reduce(0) { $0 + $1.logs.count } }
}

/// A habit as read from a file, with its logs.
package struct ImportedHabit: Sendable {
    /// The habit: its fields, `isActive` false for an archived one, its place and when it was added.
    package var habit: Habit
    /// Its logs (each `habitID` is `habit.id`), in any order.
    package var logs: [HabitLog]

    /// A habit with its logs.
    package init(habit: Habit, logs: [HabitLog] = []) {
        self.habit = habit
        self.logs = logs
    }
}
