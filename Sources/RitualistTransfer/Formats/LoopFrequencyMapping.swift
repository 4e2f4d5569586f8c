import RitualistCore

/// How Loop's frequencies ("num times in den days") and numeric targets land in the schedules Ritualist has today.
///
/// Exact: 1 in 1 day (every day) and N in 7 days (N times a week; Loop's seven days roll, Ritualist's week is the
/// calendar week). Everything else is approximated to the nearest number of times a week, with a note saying what
/// it was and what it became: every N days, N times a month (den 30 or 31) and N times in M days. A numeric target
/// per week or per month (den 7 or 30) becomes a daily target of target ÷ den, and an "at most" target an "at
/// least" one. harsh's frequencies are the same "times in days" and come here too.
enum LoopFrequencyMapping {
    /// The schedule for "`times` in `days` days", and the approximation's description when it is not exact.
    static func schedule(times: Int, inDays days: Int) -> (schedule: Schedule, approximation: String?) {
        if times >= days { return (.daily, times == days ? nil : "'\(words(times, days))' became 'every day'") }
        if days == 7 { return (.timesPerWeek(times), nil) }
        let perWeek = min(7, max(1, Int((7 * Double(times) / Double(days)).rounded())))
        let schedule: Schedule = perWeek == 7 ? .daily : .timesPerWeek(perWeek)
        return (schedule, "'\(words(times, days))' became '\(words(schedule))'")
    }

    /// The daily target for a numeric goal of `target` per `days` days, and the approximation when not exact.
    static func dailyTarget(_ target: Double, perDays days: Int, atMost: Bool, unit: String)
        -> (target: Double, approximation: String?)
    {
        let days = max(1, days)
        var daily = (target / Double(days) * 100).rounded() / 100
        daily = min(HabitDraft.maximumTarget, max(0.01, daily))
        let unit = unit.isEmpty ? "" : " " + unit
        let was = "\(atMost ? "at most" : "at least") \(amount(target))\(unit) \(period(days))"
        let now = "at least \(amount(daily))\(unit) a day"
        guard atMost || daily != target else { return (daily, nil) }
        let why = atMost ? ": Ritualist has no 'at most' targets yet" : ""
        return (daily, "a target of '\(was)' became '\(now)'\(why)")
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
        case .daysOfWeek(let days): "on " + days.map(\.shortName).joined(separator: ", ")
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
