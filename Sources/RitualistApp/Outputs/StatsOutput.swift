import IntentKit
import RitualistCore

/// What Stats returns: each habit's completion, streaks and amounts over a period, and all of them together.
package struct StatsOutput: ActionOutput {
    package let report: StatsReport

    package var json: JSONValue {
        .object([
            ("days", report.period.days.map(JSONValue.int) ?? .string("all")),
            ("from", .string(report.from.iso)), ("through", .string(report.through.iso)),
            ("habits", .array(report.habits.map(Self.json))),
            ("overall", Self.json(report.overall)),
        ])
    }

    /// `Last 30 days: 82% of 50 scheduled days done; Meditate 90%, Water 75%.`
    package var text: String {
        let period = report.period.days.map { "Last \($0) days" } ?? "Since \(report.from.iso)"
        let habits = report.habits.map { "\($0.habit.name) " + Self.percent($0.completion) }
        return "\(period): " + Self.percent(report.overall.completion) + " of "
            + "\(report.overall.completion.scheduled) scheduled days done"
            + (habits.isEmpty ? "; no habits." : "; " + habits.joinedText(separator: ", ") + ".")
    }

    static func percent(_ count: CompletionCount) -> String {
        count.percent.map { "\($0)%" } ?? "–"
    }

    static func json(_ stats: HabitStats) -> JSONValue {
        let amounts = stats.amounts
        return .object(
            [("id", .string(stats.habit.id.text)), ("name", .string(stats.habit.name))] + json(stats.completion) + [
                ("current", .int(stats.streak.current)), ("longest", .int(stats.streak.longest)),
                ("atRisk", .bool(stats.streak.atRisk)), ("unit", .string(stats.streak.unit.rawValue)),
                ("total", .optional(amounts?.total)), ("dailyMean", .optional(amounts?.dailyMean)),
                ("bestDay", .optional(amounts?.bestDay?.iso)),
                ("bestAmount", amounts?.bestDay == nil ? .null : .optional(amounts?.bestAmount)),
                ("bestWeekday", json(stats.bestWeekday)), ("worstWeekday", json(stats.worstWeekday)),
            ])
    }

    static func json(_ overall: OverallStats) -> JSONValue {
        .object(
            json(overall.completion) + [
                ("current", .int(overall.streak.current)), ("longest", .int(overall.streak.longest)),
                ("atRisk", .bool(overall.streak.atRisk)),
                ("bestWeekday", json(overall.bestWeekday)), ("worstWeekday", json(overall.worstWeekday)),
            ])
    }

    static func json(_ count: CompletionCount) -> [(String, JSONValue)] {
        [("done", .int(count.done)), ("scheduled", .int(count.scheduled)), ("rate", .optional(count.rate))]
    }

    static func json(_ rate: WeekdayRate?) -> JSONValue {
        guard let rate else { return .null }
        return .object([("weekday", .string(rate.weekday.name.lowercased()))] + json(rate.completion))
    }
}

extension StatsOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape {
        let weekday = ResultShape.object(["weekday": .text, "done": .number, "scheduled": .number, "rate": .number])
        let counts: [String: ResultShape] = [
            "done": .number, "scheduled": .number, "rate": .number, "current": .number, "longest": .number,
            "atRisk": .boolean, "bestWeekday": weekday, "worstWeekday": weekday,
        ]
        let habit = counts.merging([
            "id": .text, "name": .text, "unit": .text, "total": .number, "dailyMean": .number, "bestDay": .date,
            "bestAmount": .number,
        ]) { first, _ in first }
        return .object([
            "days": .unknown, "from": .date, "through": .date, "habits": .list(.object(habit)),
            "overall": .object(counts),
        ])
    }
}
