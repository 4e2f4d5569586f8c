import Primitives

/// One habit's streaks as of today.
public struct HabitStreak: Equatable, Sendable {
    /// What the counts count: days, or the periods of a habit counted per period (weeks for timesPerWeek,
    /// months for timesPerMonth, periods for a count in a run of days such as `every 3 days`).
    public enum Unit: String, Sendable, Equatable {
        case days, weeks, months, periods
    }

    /// The current run; when today (or this week) is due and not yet done, the run as of before.
    public var current: Int
    /// The longest run in the habit's history.
    public var longest: Int
    /// The first day of the current run, nil when there is none.
    public var start: Day?
    /// True when the current run survives only because today (or this week) is not over yet.
    public var atRisk: Bool
    /// Whether the counts are days or weeks.
    public var unit: Unit
    /// The first day of the longest run (the earliest, when several are as long), nil when there is none.
    public var longestStart: Day?

    /// A streak with the given values.
    package init(current: Int, longest: Int, start: Day?, atRisk: Bool, unit: Unit = .days, longestStart: Day? = nil) {
        self.current = current
        self.longest = longest
        self.start = start
        self.atRisk = atRisk
        self.unit = unit
        self.longestStart = longestStart
    }
}

extension HabitStreak.Unit {
    /// `1 day`, `42 days`, `3 weeks`: how every streak is counted in words.
    package func count(_ value: Int) -> String {
        Plural.count(value, noun, plural: rawValue)
    }

    /// `day`, `week`, `month`, `period`.
    private var noun: String {
        switch self {
        case .days: "day"
        case .weeks: "week"
        case .months: "month"
        case .periods: "period"
        }
    }

    /// The unit a period's streak is counted in.
    package init(_ period: SchedulePeriod) {
        switch period {
        case .week: self = .weeks
        case .month: self = .months
        case .days: self = .periods
        }
    }
}
