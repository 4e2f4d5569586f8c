import IntentKit
import RitualistCore
import RitualistIntents

/// Habits for people, as `habit list` shows them.
package enum HabitRenderer {
    package static func table(_ habits: [Habit]) -> String {
        let width = min(30, habits.map { Text.width($0.name) }.max() ?? 0) + 2
        return habits.map { habit in
            var line = Text.mark(habit.emoji) + " " + Text.pad(habit.name, width, gap: 2) + habit.details
            if !habit.isActive { line += "  (archived)" }
            return line
        }.joined(separator: "\n")
    }
}
