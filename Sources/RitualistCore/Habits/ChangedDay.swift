/// A logged day that an edit of its habit turns from done to not done, or from not done to done: what `habit edit`
/// names before it changes a target, a direction or a kind, since past days are judged by the habit as it now is.
public struct ChangedDay: Hashable, Sendable {
    /// The day.
    public let day: Day
    /// The sum of the day's logged amounts (1 for a binary completion).
    public let total: Double
    /// Whether the day was done before the edit; it is the opposite after.
    public let wasDone: Bool

    /// A day with these values.
    public init(day: Day, total: Double, wasDone: Bool) {
        self.day = day
        self.total = total
        self.wasDone = wasDone
    }
}

extension Habit {
    /// The days of `logs` (this habit's) that are done under this habit and not under `edited`, or the other way
    /// round, oldest first; none when the edit leaves the kind, the target and its direction as they are.
    public func changedDays(becoming edited: Habit, logs: [some DayValueLog]) -> [ChangedDay] {
        guard !judgesDaysAlike(edited) else { return [] }
        let days = Dictionary(grouping: logs.filter { $0.habitID == id }, by: \.day)
        return days.keys.sorted().compactMap { day in
            let logs = days[day] ?? []
            let wasDone = isDone(withLogsOf: logs)
            guard edited.isDone(withLogsOf: logs) != wasDone else { return nil }
            return ChangedDay(day: day, total: logs.reduce(0) { $0 + $1.value }, wasDone: wasDone)
        }
    }

    /// Whether `other` decides every day as this habit does: the same kind, target and direction.
    public func judgesDaysAlike(_ other: Habit) -> Bool {
        kind == other.kind && dailyTarget == other.dailyTarget && targetDirection == other.targetDirection
    }
}
