import Primitives
import RitualistCore

/// `ritual stats` for people: a line per habit and one for all of them, with a sparkline on a terminal.
package enum StatsRenderer {
    /// The report as aligned lines; `sparklines` adds each row's trend over the period at the end of its line.
    package static func text(_ report: StatsReport, sparklines: Bool) -> String {
        let title = report.period.days.map { "Last \($0) days" } ?? "All days"
        let heading = "\(title), \(report.from.iso) to \(report.through.iso)"
        if report.habits.isEmpty {
            return [heading, "", "No active habits: add one with 'ritual habit add NAME'."].joinedText(separator: "\n")
        }
        let width = min(30, report.habits.map { Text.width($0.habit.name) + 3 }.max() ?? 0, 30) + 2
        let overall = report.overall
        var lines = TextLines(lines: report.habits.count * 2 + 3)
        lines.append(heading)
        lines.newLine()
        lines.newLine()
        lines.append(words: "Overall")
        lines.pad(from: 0, to: width, gap: 2)
        row(
            overall.completion, streak: (overall.streak.current, overall.streak.atRisk), unit: .days,
            longest: overall.streak.longest, weekdays: (overall.bestWeekday, overall.worstWeekday),
            series: sparklines ? overall.series : nil, to: &lines)
        for stats in report.habits {
            lines.newLine()
            // The habit's mark in the two columns kept for one, a space, and its name.
            lines.append(stats.habit.emoji ?? "")
            lines.pad(from: 0, to: 2)
            lines.append(words: " ")
            let name = lines.column
            lines.append(stats.habit.name)
            lines.pad(from: name, to: width - 3, gap: 2)
            row(
                stats.completion, streak: (stats.streak.current, stats.streak.atRisk), unit: stats.streak.unit,
                longest: stats.streak.longest, weekdays: (stats.bestWeekday, stats.worstWeekday),
                series: sparklines ? stats.series : nil, to: &lines)
            if let amounts = stats.amounts {
                lines.newLine()
                lines.pad(from: 0, to: width)
                append(amounts, unit: stats.habit.unit, to: &lines)
            }
        }
        return lines.text
    }

    /// A row's columns after its label: the rate, the days done of the scheduled ones, the streak, the best and worst
    /// weekdays, and the sparkline.
    private static func row(
        _ completion: CompletionCount, streak: (current: Int, atRisk: Bool), unit: HabitStreak.Unit, longest: Int,
        weekdays: (best: WeekdayRate?, worst: WeekdayRate?), series: [CompletionCount]?, to lines: inout TextLines
    ) {
        var start = lines.column
        if let percent = completion.percent {
            lines.append(percent)
            lines.append(words: "%")
        } else {
            lines.append(words: "–")
        }
        lines.pad(from: start, to: 5)
        start = lines.column
        lines.append(completion.done)
        lines.append(words: "/")
        lines.append(completion.scheduled)
        lines.pad(from: start, to: 10, gap: 2)
        start = lines.column
        lines.append(StreakWords.counter(streak.current, unit: unit))
        if streak.atRisk { lines.append(words: " (at risk)") }
        lines.append(words: ", longest ")
        lines.append(longest)
        lines.pad(from: start, to: 32, gap: 2)
        // The column is kept when there is no best or worst weekday to name, so the sparklines stay in line.
        start = lines.column
        if let best = weekdays.best, let worst = weekdays.worst {
            lines.append(words: "best ")
            lines.append(best.weekday.shortName)
            lines.append(words: ", worst ")
            lines.append(worst.weekday.shortName)
        }
        lines.pad(from: start, to: 22, gap: 2)
        if let series { lines.append(Sparkline.text(series)) }
    }

    /// `total 210 glasses, 7 a day, best 12 on 2025-11-02`.
    private static func append(_ amounts: AmountStats, unit: String?, to lines: inout TextLines) {
        lines.append(words: "total ")
        append(amounts.total, to: &lines)
        if let unit {
            lines.append(words: " ")
            lines.append(ValueFormat.unit(unit, for: amounts.total))
        }
        lines.append(words: ", ")
        append((amounts.dailyMean * 10).rounded() / 10, to: &lines)
        lines.append(words: " a day")
        if let day = amounts.bestDay {
            lines.append(words: ", best ")
            append(amounts.bestAmount, to: &lines)
            lines.append(words: " on ")
            lines.append(day.iso)
        }
    }

    /// An amount as `ValueFormat.text` writes it.
    private static func append(_ value: Double, to lines: inout TextLines) {
        if let whole = ValueFormat.whole(value) { lines.append(whole) } else { lines.append(ValueFormat.text(value)) }
    }
}
