import IntentKit
import RitualistCore
import RitualistIntents

/// `ritual streak`: the big number, for people (Streaks's own JSON is for scripts).
enum StreakRenderer {
    static func text(_ output: StreaksOutput) -> String {
        text(overall: output.isOneHabit ? nil : output.overall, habits: output.habits)
    }

    static func text(overall: OverallStreak?, habits: [HabitStreakRow]) -> String {
        var lines: [String] = []
        if let overall {
            lines.append(
                counter(overall.current, unit: .days, atRisk: false)
                    + (overall.atRisk ? "  (at risk: nothing done today yet)" : ""))
            lines.append(
                "Longest streak: " + HabitStreak.Unit.days.count(overall.longest)
                    + (overall.longestStart.map { " (from \($0.iso))" } ?? ""))
            if habits.isEmpty { return lines.joined(separator: "\n") }
            lines.append("")
        }
        let width = min(30, habits.map { Text.width($0.habit.name) }.max() ?? 0) + 2
        for row in habits {
            let habit = row.habit
            let streak = row.streak ?? HabitStreak(current: 0, longest: 0, start: nil, atRisk: false)
            var line =
                Text.mark(habit.emoji) + " " + Text.pad(habit.name, width, gap: 2)
                + Text.pad(counter(streak.current, unit: streak.unit, atRisk: streak.atRisk), 26, gap: 2)
            line += "longest " + streak.unit.count(streak.longest)
            if let start = streak.start, streak.current > 0 { line += ", since \(start.iso)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `🔥 42 days`, `🔥 3 weeks (at risk)`, or `No streak yet`.
    static func counter(_ value: Int, unit: HabitStreak.Unit, atRisk: Bool) -> String {
        guard value > 0 else { return "No streak yet" }
        return "🔥 " + unit.count(value) + (atRisk ? ", at risk" : "")
    }

}
