import IntentKit
import RitualistCore

/// Habits for people, as `habit list` shows them.
package enum HabitRenderer {
    /// A line per habit: emoji, name, category (a column only when some habit has one), schedule and dates.
    package static func table(_ habits: [Habit]) -> String {
        let width = min(30, habits.map { Text.width($0.name) }.max() ?? 0) + 2
        let categories = habits.compactMap(\.category).map(Text.width)
        let categoryWidth = categories.isEmpty ? 0 : min(20, categories.max() ?? 0) + 2
        return habits.map { habit in
            var line = Text.label(emoji: habit.emoji, name: habit.name, width: width)
            if categoryWidth > 0 { line += Text.pad(habit.category ?? "", categoryWidth, gap: 2) }
            line += habit.details
            if !habit.isActive { line += "  (archived)" }
            return line
        }.joinedText(separator: "\n")
    }
}
