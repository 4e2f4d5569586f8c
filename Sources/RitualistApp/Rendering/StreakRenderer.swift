import IntentKit
import RitualistCore

/// `ritual streak`: the big number, for people (Streaks's own JSON is for scripts).
package enum StreakRenderer {
    /// The streaks as lines; with `width` (a terminal's columns), every line fits in it, shortened as it must be.
    package static func text(_ output: StreaksOutput, width: Int? = nil) -> String {
        text(
            overall: output.isOneHabit ? nil : output.overall, habits: output.habits, history: output.history,
            width: width)
    }

    /// `history` says what today holds of a streak at risk (`4 of 8 glasses so far`).
    package static func text(
        overall: OverallStreak?, habits: [HabitStreakRow], history: History? = nil, width: Int? = nil
    ) -> String {
        var lines: [String] = []
        if let overall {
            let counter = StreakWords.counter(overall.current, unit: .days)
            let risk = StreakWords.atRisk(unit: .days, soFar: history.flatMap { StreakWords.soFar(in: $0) })
            lines.append(
                Text.fitting(
                    overall.atRisk ? [counter + "  (\(risk))", counter + "  (at risk)"] : [counter], width: width))
            lines.append(
                Text.fitting(
                    [StreakWords.longest(overall.longest, unit: .days, start: overall.longestStart)], width: width))
            if habits.isEmpty { return lines.joinedText(separator: "\n") }
            lines.append("")
        }
        let nameWidth = min(30, habits.map { Text.width($0.habit.name) }.max() ?? 0) + 2
        // The current streak's column is 24 wide, or as wide as its widest entry, so `longest` starts in one column.
        let currentWidth = max(24, habits.map { Text.width(current($0)) }.max() ?? 0)
        for row in habits {
            let soFar = history.flatMap { StreakWords.soFar(in: $0, habit: row.habit) }
            lines.append(
                Text.fitting(
                    variants(row, soFar: soFar, nameWidth: nameWidth, currentWidth: currentWidth, all: width != nil),
                    width: width))
        }
        return lines.joinedText(separator: "\n")
    }

    /// A habit's line, then shorter ones for narrow terminals: a short at-risk note, no start day, columns closed up.
    /// Without `all`, only the first: with no width to fit, the others would be built to be thrown away.
    private static func variants(
        _ row: HabitStreakRow, soFar: String?, nameWidth: Int, currentWidth: Int, all: Bool
    ) -> [String] {
        let habit = row.habit
        let streak = row.streak ?? HabitStreak(current: 0, longest: 0, start: nil, atRisk: false)
        let counter = StreakWords.counter(streak.current, unit: streak.unit)
        let longest = "longest " + streak.unit.count(streak.longest)
        let from = streak.longestStart.flatMap { streak.longest > 0 ? ", from \($0.iso)" : nil } ?? ""
        let atRisk = streak.atRisk ? "  (\(StreakWords.atRisk(unit: streak.unit, soFar: soFar)))" : ""
        let name = Text.label(emoji: habit.emoji, name: habit.name, width: nameWidth)
        var full = name
        Text.append(current(row), paddedTo: currentWidth + 2, gap: 2, to: &full)
        full += longest
        full += from
        guard all else { return [full + atRisk] }
        let shortRisk = streak.atRisk ? " (at risk)" : ""
        return [
            full + atRisk, full + shortRisk, name + Text.pad(counter, 26, gap: 2) + longest + shortRisk,
            name + counter + ", " + longest + shortRisk, name + counter + shortRisk,
        ]
    }

    /// The current streak and, while it runs, its first day; the longest run's first day goes after the longest, so
    /// neither reads as the other's.
    private static func current(_ row: HabitStreakRow) -> String {
        let streak = row.streak ?? HabitStreak(current: 0, longest: 0, start: nil, atRisk: false)
        let since = streak.start.flatMap { streak.current > 0 ? " since \($0.iso)" : nil } ?? ""
        return StreakWords.counter(streak.current, unit: streak.unit) + since
    }
}
