import IntentKit
import RitualistCore
import RitualistIntents

/// Habits for people and for scripts.
enum HabitRenderer {
    static func json(_ habit: Habit) -> JSONValue {
        .object([
            ("id", .string(habit.id.key)),
            ("name", .string(habit.name)),
            ("emoji", .optional(habit.emoji)),
            ("kind", .string(habit.kind.rawValue)),
            ("schedule", .string(habit.schedule.description)),
            ("target", .optional(habit.dailyTarget)),
            ("unit", .optional(habit.unit)),
            ("startDate", .string(habit.startDate.iso)),
            ("endDate", .optional(habit.endDate?.iso)),
            ("active", .bool(habit.isActive)),
            ("displayOrder", .int(habit.displayOrder)),
            ("category", .optional(habit.category)),
            ("createdAt", .string(LocalMoment.utcStamp(habit.createdAt))),
        ])
    }

    /// `🧘 'Meditate'`.
    static func title(_ habit: Habit) -> String {
        (habit.emoji.map { $0 + " " } ?? "") + "'\(habit.name)'"
    }

    /// `daily, 8 glasses a day, from 2025-11-01`.
    static func details(_ habit: Habit) -> String {
        var parts = [habit.schedule.description]
        if let target = habit.dailyTarget { parts.append(ValueFormat.text(target, unit: habit.unit) + " a day") }
        parts.append("from \(habit.startDate.iso)")
        if let end = habit.endDate { parts.append("until \(end.iso)") }
        return parts.joined(separator: ", ")
    }

    static func table(_ habits: [Habit]) -> String {
        let width = min(30, habits.map { $0.name.count }.max() ?? 0) + 2
        return habits.map { habit in
            let mark = habit.emoji ?? "  "  // an emoji is two columns wide
            var line = "\(mark) " + Text.pad(habit.name, width) + details(habit)
            if !habit.isActive { line += "  (archived)" }
            return line
        }.joined(separator: "\n")
    }
}
