/// One habit's statistics over a period.
public struct HabitStats: Equatable, Sendable {
    /// The habit.
    public let habit: Habit
    /// Its scheduled days in the period (rest days left out), and how many were done.
    public let completion: CompletionCount
    /// Its streaks as `ritual streak` shows them: the whole history's, not only the period's.
    public let streak: HabitStreak
    /// A numeric habit's total, daily mean and best day; nil for a binary habit.
    public let amounts: AmountStats?
    /// The weekday with the highest rate; nil when nothing was scheduled.
    public let bestWeekday: WeekdayRate?
    /// The weekday with the lowest rate; nil when nothing was scheduled.
    public let worstWeekday: WeekdayRate?
    /// The period cut into equal stretches, oldest first, each with its completion: what a sparkline draws.
    public let series: [CompletionCount]
}
