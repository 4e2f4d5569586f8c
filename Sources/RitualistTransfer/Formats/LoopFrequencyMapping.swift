import RitualistCore

/// How Loop's frequencies ("num times in den days") and numeric targets land in Ritualist's schedules.
///
/// Exact: 1 in 1 day (every day), N in 7 days (N times a week), N in 30 or 31 days (N times a month) and N in M
/// days up to a year (N times in M days; `every M days` when N is 1). Loop's periods roll, Ritualist's are
/// calendar weeks and months and runs of M days from the habit's start (README, "Schedules and targets"); a
/// history's done days are the same either way. Approximated, with a note saying what it was and what it became:
/// N in more than 365 days (scaled to a year), and a numeric target per week or per month (den 7 or 30), which
/// becomes a daily target of target ÷ den. An "at most" target stays one. harsh's frequencies are the same
/// "times in days" and come here too.
enum LoopFrequencyMapping {
    /// The schedule for "`times` in `days` days", and the approximation's description when it is not exact.
    static func schedule(times: Int, inDays days: Int) -> (schedule: Schedule, approximation: String?) {
        if times >= days { return (.daily, times == days ? nil : "'\(words(times, days))' became 'every day'") }
        switch days {
        case 7: return (.timesPerWeek(times), nil)
        case 30, 31: return (.timesPerMonth(times), nil)
        case ...Schedule.maximumPeriodDays: return (.timesInDays(times, days: days), nil)
        default:
            let year = Schedule.maximumPeriodDays
            let scaled = min(year - 1, max(1, Int((Double(year) * Double(times) / Double(days)).rounded())))
            let schedule = Schedule.timesInDays(scaled, days: year)
            return (schedule, "'\(words(times, days))' became '\(words(schedule))'")
        }
    }

    /// The daily target for a numeric goal of `target` per `days` days, and the approximation when not exact.
    static func dailyTarget(_ target: Double, perDays days: Int, atMost: Bool, unit: String)
        -> (target: Double, approximation: String?)
    {
        let days = max(1, days)
        var daily = (target / Double(days) * 100).rounded() / 100
        daily = min(HabitDraft.maximumTarget, max(0.01, daily))
        let unit = unit.isEmpty ? "" : " " + unit
        let direction = atMost ? "at most" : "at least"
        let was = "\(direction) \(amount(target))\(unit) \(period(days))"
        let now = "\(direction) \(amount(daily))\(unit) a day"
        guard daily != target || days != 1 else { return (daily, nil) }
        return (daily, "a target of '\(was)' became '\(now)'")
    }

    /// Loop's frequency in words: `every day`, `every 3 days`, `2 times a week`, `2 times a month`, `2 times in 3 days`.
    static func words(_ times: Int, _ days: Int) -> String {
        switch (times, days) {
        case (_, 1): "every day"
        case (1, 7): "once a week"
        case (1, _): "every \(days) days"
        case (_, 7): "\(times) times a week"
        case (_, 30), (_, 31): "\(times) times a month"
        default: "\(times) times in \(days) days"
        }
    }

    /// A Ritualist schedule in words.
    static func words(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: "every day"
        case .timesPerWeek(1): "once a week"
        case .timesPerWeek(let count): "\(count) times a week"
        case .daysOfWeek(let days): "on " + days.map(\.shortName).joinedText(separator: ", ")
        case .timesPerMonth(let count): count == 1 ? "once a month" : "\(count) times a month"
        case .timesInDays(let count, let days): words(count, days)
        }
    }

    /// An amount without trailing zeros, to two decimals: `7.14`, `2`, `10000000`.
    static func amount(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    private static func period(_ days: Int) -> String {
        switch days {
        case 1: "a day"
        case 7: "a week"
        case 30, 31: "a month"
        default: "in \(days) days"
        }
    }
}
