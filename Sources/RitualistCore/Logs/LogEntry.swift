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
    public var habitID: UUID
    public var day: Day
    public var value: Double

    public init(habitID: UUID, day: Day, value: Double = 1) {
        self.habitID = habitID
        self.day = day
        self.value = value
    }

    public init(_ log: HabitLog) {
        self.init(habitID: log.habitID, day: log.day, value: log.value)
    }
}

/// What `History` reads from a log, so it can scan full logs or slim entries alike.
protocol DayValueLog {
    var habitID: UUID { get }
    var day: Day { get }
    var value: Double { get }
}

extension HabitLog: DayValueLog {}
extension LogEntry: DayValueLog {}
