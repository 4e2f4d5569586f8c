#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One habit's state on the day a widget shows.
public struct HabitDayStatus: Identifiable, Hashable, Sendable {
    /// The habit's id.
    public let id: UUID
    /// The habit's name.
    public let name: String
    /// The habit's emoji, if it has one.
    public let emoji: String?
    /// Whether the habit is done or not, or counts an amount.
    public let kind: HabitKind
    /// Whether the habit is done that day.
    public let completed: Bool
    /// The day's sum for a numeric habit; 1 or 0 for a binary one.
    public let progress: Double
    /// The amount that completes the day for a numeric habit; nil for binary habits.
    public let target: Double?
    /// Whether the target is reached or kept under.
    public let targetDirection: TargetDirection
    /// The unit of a numeric habit's amounts, such as `glasses`.
    public let unit: String?

    /// The status of `habit` on a day, from its logs of that day.
    public init(habit: Habit, logsOfDay: [some DayValueLog]) {
        let progress = habit.progress(withLogsOf: logsOfDay)
        self.id = habit.id
        self.name = habit.name
        self.emoji = habit.emoji
        self.kind = habit.kind
        self.completed = habit.isDone(progress: progress, logged: !logsOfDay.isEmpty)
        self.progress = progress
        self.target = habit.kind == .numeric ? habit.dailyTarget : nil
        self.targetDirection = habit.targetDirection
        self.unit = habit.unit
    }

    /// `3/8 glasses` for a numeric habit, `1/≤2 cups` when its target is at most; nil for a binary habit.
    package var amount: String? {
        guard kind == .numeric, let target else { return nil }
        let limit = targetDirection == .atMost ? "≤" : ""
        return ValueFormat.text(progress) + "/" + limit + ValueFormat.text(target, unit: unit)
    }
}
