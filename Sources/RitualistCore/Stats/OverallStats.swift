/// The statistics of all the habits of a report together.
public struct OverallStats: Equatable, Sendable {
    /// The scheduled days of every habit in the period, and how many were done.
    public let completion: CompletionCount
    /// The overall streak (days meeting the threshold) of the habits the report was built from.
    public let streak: OverallStreak
    /// The weekday with the highest rate; nil when nothing was scheduled.
    public let bestWeekday: WeekdayRate?
    /// The weekday with the lowest rate; nil when nothing was scheduled.
    public let worstWeekday: WeekdayRate?
    /// The period cut into equal stretches, oldest first, as in `HabitStats.series`.
    public let series: [CompletionCount]
}
