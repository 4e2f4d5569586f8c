/// What a log request changed, for the action's output.
public struct LogReceipt: Sendable, Equatable {
    /// The habit logged.
    public let habit: Habit
    /// The day logged.
    public let day: Day
    /// What was written.
    public let plan: LogPlan
    /// The day's total after the change (1 or 0 for binary habits).
    public let progress: Double
    /// Whether the habit is done that day after the change.
    public let isDone: Bool

    /// The receipt for `plan`, from the tally of the habit's logs of the day once it was written.
    public init(habit: Habit, day: Day, plan: LogPlan, after tally: DayTally) {
        self.habit = habit
        self.day = day
        self.plan = plan
        progress = habit.progress(of: tally)
        isDone = habit.isDone(tally)
    }
}
