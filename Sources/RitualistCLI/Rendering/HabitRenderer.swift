import IntentKit
import RitualistCore
import RitualistIntents

/// Habits for people, as `habit list` shows them.
enum HabitRenderer {
    static func table(_ habits: [Habit]) -> String {
        let width = min(30, habits.map { $0.name.count }.max() ?? 0) + 2
        return habits.map { habit in
            let mark = habit.emoji ?? "  "  // an emoji is two columns wide
            var line = "\(mark) " + Text.pad(habit.name, width) + habit.details
            if !habit.isActive { line += "  (archived)" }
            return line
        }.joined(separator: "\n")
    }
}
