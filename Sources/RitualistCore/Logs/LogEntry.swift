#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The part of a log that completion and streaks depend on: whose, which day, how much.
///
/// A store can read just these columns to build a `History`: a third the size of a `HabitLog`,
/// which matters when ten years of logs are scanned on every run.
public struct LogEntry: Hashable, Sendable {
    /// The id of the habit logged.
    public var habitID: UUID
    /// The calendar day the log belongs to.
    public var day: Day
    /// 1.0 for a binary completion; the amount for a numeric habit.
    public var value: Double

    /// An entry with the given values.
    public init(habitID: UUID, day: Day, value: Double = 1) {
        self.habitID = habitID
        self.day = day
        self.value = value
    }

    /// The entry of a full log.
    public init(_ log: HabitLog) {
        self.init(habitID: log.habitID, day: log.day, value: log.value)
    }
}

/// What `History`, a day's progress and the widget's view read from a log, so they take full logs or slim entries
/// alike.
public protocol DayValueLog {
    var habitID: UUID { get }
    var day: Day { get }
    var value: Double { get }
}

extension HabitLog: DayValueLog {}
extension LogEntry: DayValueLog {}
