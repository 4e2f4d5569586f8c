import IntentKit
import RitualistCore
import RitualistIntents

/// `ritual streak`: the big number, for people (Streaks's own JSON is for scripts).
package enum StreakRenderer {
    package static func text(_ output: StreaksOutput) -> String {
        text(overall: output.isOneHabit ? nil : output.overall, habits: output.habits)
    }

    package static func text(overall: OverallStreak?, habits: [HabitStreakRow]) -> String {
        var lines: [String] = []
        if let overall {
            lines.append(
                StreakWords.counter(overall.current, unit: .days)
                    + (overall.atRisk ? "  (\(StreakWords.atRisk(unit: .days)))" : ""))
            lines.append(StreakWords.longest(overall.longest, unit: .days, start: overall.longestStart))
            if habits.isEmpty { return lines.joined(separator: "\n") }
            lines.append("")
        }
        let width = min(30, habits.map { Text.width($0.habit.name) }.max() ?? 0) + 2
        for row in habits {
            let habit = row.habit
            let streak = row.streak ?? HabitStreak(current: 0, longest: 0, start: nil, atRisk: false)
            var line =
                Text.mark(habit.emoji) + " " + Text.pad(habit.name, width, gap: 2)
                + Text.pad(StreakWords.counter(streak.current, unit: streak.unit), 26, gap: 2)
            line += "longest " + streak.unit.count(streak.longest)
            if let start = streak.start, streak.current > 0 { line += ", since \(start.iso)" }
            if streak.atRisk { line += "  (\(StreakWords.atRisk(unit: streak.unit)))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
