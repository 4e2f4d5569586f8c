#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One habit's state on the day a widget shows.
public struct HabitDayStatus: Identifiable, Hashable, Sendable {
    public let id: UUID
    public let name: String
    public let emoji: String?
    public let kind: HabitKind
    public let completed: Bool
    /// The day's sum for a numeric habit; 1 or 0 for a binary one.
    public let progress: Double
    public let target: Double?
    public let unit: String?

    public init(habit: Habit, logsOfDay: [HabitLog]) {
        let progress = habit.progress(withLogsOf: logsOfDay)
        self.id = habit.id
        self.name = habit.name
        self.emoji = habit.emoji
        self.kind = habit.kind
        self.completed = habit.isDone(progress: progress)
        self.progress = progress
        self.target = habit.kind == .numeric ? habit.dailyTarget : nil
        self.unit = habit.unit
    }
}
