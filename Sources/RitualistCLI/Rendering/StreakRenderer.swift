import IntentKit
import RitualistCore
import RitualistIntents

/// `ritual streak`: the big number, for people and for scripts.
enum StreakRenderer {
    static func json(overall: OverallStreak, habits: [(Habit, HabitStreak?)]) -> JSONValue {
        .object([
            (
                "overall",
                .object([
                    ("current", .int(overall.current)), ("longest", .int(overall.longest)),
                    ("start", .optional(overall.start?.iso)), ("atRisk", .bool(overall.atRisk)),
                    ("longestStart", .optional(overall.longestStart?.iso)),
                ])
            ),
            (
                "habits",
                .array(
                    habits.map { habit, streak in
                        .object([
                            ("id", .string(habit.id.key)), ("name", .string(habit.name)),
                            ("current", .int(streak?.current ?? 0)), ("longest", .int(streak?.longest ?? 0)),
                            ("start", .optional(streak?.start?.iso)), ("atRisk", .bool(streak?.atRisk ?? false)),
                            ("unit", .string(streak?.unit.rawValue ?? "days")),
                        ])
                    })
            ),
        ])
    }

    static func text(overall: OverallStreak?, habits: [(Habit, HabitStreak?)]) -> String {
        var lines: [String] = []
        if let overall {
            lines.append(
                counter(overall.current, unit: .days, atRisk: false)
                    + (overall.atRisk ? "  (at risk: nothing done today yet)" : ""))
            lines.append(
                "Longest streak: " + amount(overall.longest, .days)
                    + (overall.longestStart.map { " (from \($0.iso))" } ?? ""))
            if habits.isEmpty { return lines.joined(separator: "\n") }
            lines.append("")
        }
        let width = min(30, habits.map { $0.0.name.count }.max() ?? 0) + 2
        for (habit, streak) in habits {
            let streak = streak ?? HabitStreak(current: 0, longest: 0, start: nil, atRisk: false)
            let mark = habit.emoji ?? "  "  // an emoji is two columns wide
            var line =
                "\(mark) " + Text.pad(habit.name, width)
                + Text.pad(
                    counter(
                        streak.current, unit: streak.unit,
                        atRisk: streak.atRisk), 26)
            line += "longest " + amount(streak.longest, streak.unit)
            if let start = streak.start, streak.current > 0 { line += ", since \(start.iso)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `🔥 42 days`, `🔥 3 weeks (at risk)`, or `No streak yet`.
    static func counter(_ value: Int, unit: HabitStreak.Unit, atRisk: Bool) -> String {
        guard value > 0 else { return "No streak yet" }
        return "🔥 " + amount(value, unit) + (atRisk ? ", at risk" : "")
    }

    static func amount(_ value: Int, _ unit: HabitStreak.Unit) -> String {
        let noun = unit == .weeks ? "week" : "day"
        return "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
