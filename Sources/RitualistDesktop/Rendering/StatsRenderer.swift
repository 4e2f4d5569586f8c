import Primitives
import RitualistCore
import RitualistIntents

/// `ritual stats` for people: a line per habit and one for all of them, with a sparkline on a terminal.
package enum StatsRenderer {
    /// The report as aligned lines; `sparklines` adds each row's trend over the period at the end of its line.
    package static func text(_ report: StatsReport, sparklines: Bool) -> String {
        let title = report.period.days.map { "Last \($0) days" } ?? "All days"
        var lines = ["\(title), \(report.from.iso) to \(report.through.iso)", ""]
        if report.habits.isEmpty {
            return (lines + ["No active habits: add one with 'ritual habit add NAME'."]).joined(separator: "\n")
        }
        let width = min(30, report.habits.map { Text.width($0.habit.name) + 3 }.max() ?? 0, 30) + 2
        let overall = report.overall
        lines.append(
            row(
                Text.pad("Overall", width, gap: 2), overall.completion,
                streak: (overall.streak.current, overall.streak.atRisk), unit: .days, longest: overall.streak.longest,
                weekdays: (overall.bestWeekday, overall.worstWeekday),
                series: sparklines ? overall.series : nil))
        for stats in report.habits {
            lines.append(
                row(
                    Text.label(emoji: stats.habit.emoji, name: stats.habit.name, width: width - 3),
                    stats.completion, streak: (stats.streak.current, stats.streak.atRisk), unit: stats.streak.unit,
                    longest: stats.streak.longest, weekdays: (stats.bestWeekday, stats.worstWeekday),
                    series: sparklines ? stats.series : nil))
            if let amounts = stats.amounts {
                lines.append(Text.spaces(width) + words(amounts, stats))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func row(
        _ label: consuming String, _ completion: CompletionCount, streak: (current: Int, atRisk: Bool),
        unit: HabitStreak.Unit,
        longest: Int,
        weekdays: (best: WeekdayRate?, worst: WeekdayRate?), series: [CompletionCount]?
    ) -> String {
        // The label taken over, so the line grows in its storage rather than a copy of it.
        var line = consume label
        line.reserveCapacity(160)
        Text.append(completion.percent.map { String($0) + "%" } ?? "–", paddedTo: 5, to: &line)
        Text.append(String(completion.done) + "/" + String(completion.scheduled), paddedTo: 10, gap: 2, to: &line)
        var counter = StreakWords.counter(streak.current, unit: unit)
        if streak.atRisk { counter += " (at risk)" }
        counter += ", longest "
        counter += String(longest)
        Text.append(counter, paddedTo: 32, gap: 2, to: &line)
        if let best = weekdays.best, let worst = weekdays.worst {
            Text.append(
                "best " + best.weekday.shortName + ", worst " + worst.weekday.shortName, paddedTo: 22, gap: 2,
                to: &line)
        }
        if let series { line += Sparkline.text(series) }
        line.removeTrailingSpaces()
        return line
    }

    /// `total 210 glasses, 7 a day, best 12 on 2025-11-02`.
    private static func words(_ amounts: AmountStats, _ stats: HabitStats) -> String {
        let unit = stats.habit.unit
        var text = "total " + ValueFormat.text(amounts.total, unit: unit)
        text += ", " + ValueFormat.text((amounts.dailyMean * 10).rounded() / 10) + " a day"
        if let day = amounts.bestDay { text += ", best " + ValueFormat.text(amounts.bestAmount) + " on \(day.iso)" }
        return text
    }
}
