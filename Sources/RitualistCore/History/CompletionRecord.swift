#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How one day went across all habits.
public struct CompletionRecord: Equatable, Sendable {
    /// The day recorded.
    public let day: Day
    /// The habits counted that day and done, in display order.
    public let doneHabitIDs: [UUID]
    /// The habits counted that day: active, due, not resting, and not excused by a weekly target
    /// already met on earlier days.
    public let scheduled: Int
    /// done ÷ scheduled × 100, truncated; 0 when nothing is scheduled.
    public let percentage: Int
    /// Whether the day meets the streak threshold.
    public let contributes: Bool

    /// How many counted habits are done that day.
    public var completed: Int { doneHabitIDs.count }

    /// A record with the given values.
    package init(day: Day, doneHabitIDs: [UUID], scheduled: Int, percentage: Int, contributes: Bool) {
        self.day = day
        self.doneHabitIDs = doneHabitIDs
        self.scheduled = scheduled
        self.percentage = percentage
        self.contributes = contributes
    }
}
