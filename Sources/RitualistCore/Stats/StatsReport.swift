/// What `ritual stats` shows: each habit's completion, streaks and amounts over a period, and all of them together.
public struct StatsReport: Equatable, Sendable {
    /// The period asked for.
    public let period: StatsPeriod
    /// The first day of the period: `days - 1` days before today, or the history's first day for `all`.
    public let from: Day
    /// The last day of the period: today.
    public let through: Day
    /// Each habit's statistics, in display order.
    public let habits: [HabitStats]
    /// All of them together.
    public let overall: OverallStats
}
