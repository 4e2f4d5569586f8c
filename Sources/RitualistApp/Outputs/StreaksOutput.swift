import IntentKit
import RitualistCore

/// One habit's line in the streaks: nil when the habit has no history to count.
package struct HabitStreakRow: Sendable {
    package let habit: Habit
    package let streak: HabitStreak?
}

/// What Streaks returns: the overall streak (for all habits) and each habit's.
package struct StreaksOutput: ActionOutput {
    package let overall: OverallStreak
    package let habits: [HabitStreakRow]
    /// Whether one habit's streaks were asked for (people are then not shown the overall streak).
    package let isOneHabit: Bool
    /// Whether the overall streak alone was asked for (`overall`, no `habit`): no habit has a row.
    package let isOverallOnly: Bool
    /// The history the streaks were counted from, every habit's days, for the calendar to draw; not in the JSON.
    /// It gives the overall streak and the rows' habits' streaks.
    package let history: History

    /// The streaks of a run of Streaks: `overall`, one row a habit in `habits`, and the `history` they come from.
    package init(
        overall: OverallStreak, habits: [HabitStreakRow], isOneHabit: Bool, isOverallOnly: Bool = false,
        history: History
    ) {
        self.overall = overall
        self.habits = habits
        self.isOneHabit = isOneHabit
        self.isOverallOnly = isOverallOnly
        self.history = history
    }

    package var json: JSONValue {
        .object([
            (
                "overall",
                .object([
                    ("current", .int(overall.current)), ("longest", .int(overall.longest)),
                    ("start", .optional(overall.start?.iso)), ("atRisk", .bool(overall.atRisk)),
                    ("longestStart", .optional(overall.longestStart?.iso)),
                ])
            ),
            ("habits", .array(habits.map(Self.json))),
        ])
    }

    /// `Overall: 🔥 2 days; Meditate 1 day, Water none.`
    package var text: String {
        let rows = habits.map { row in
            let current = row.streak?.current ?? 0
            return "\(row.habit.name) " + (current > 0 ? (row.streak?.unit ?? .days).count(current) : "none")
        }
        let overallCount = HabitStreak.Unit.days.count(overall.current)
        if isOverallOnly { return "Overall: " + overallCount + "." }
        let overallText = isOneHabit ? "" : "Overall: " + overallCount + "; "
        return overallText + (rows.isEmpty ? "no habits." : rows.joinedText(separator: ", ") + ".")
    }

    static func json(_ row: HabitStreakRow) -> JSONValue {
        let streak = row.streak
        return .object([
            ("id", .string(row.habit.id.text)), ("name", .string(row.habit.name)),
            ("current", .int(streak?.current ?? 0)), ("longest", .int(streak?.longest ?? 0)),
            ("start", .optional(streak?.start?.iso)), ("atRisk", .bool(streak?.atRisk ?? false)),
            ("unit", .string(streak?.unit.rawValue ?? "days")),
            ("longestStart", .optional(streak?.longestStart?.iso)),
        ])
    }
}

extension StreaksOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape {
        let streak: [String: ResultShape] = [
            "current": .number, "longest": .number, "start": .date, "atRisk": .boolean, "longestStart": .date,
        ]
        let habit = streak.merging(["id": .text, "name": .text, "unit": .text]) { first, _ in first }
        return .object(["overall": .object(streak), "habits": .list(.object(habit))])
    }
}
