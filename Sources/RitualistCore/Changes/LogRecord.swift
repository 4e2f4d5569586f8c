#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A log as a change-log entry carries it: its id, the habit's id, the day, the value, when it was written (seconds
/// since 1970, UTC) and the time zone then in force.
public struct LogRecord: Codable, Hashable, Sendable {
    /// The log's id.
    public var id: String
    /// The id of the habit logged.
    public var habit: String
    /// The day the log belongs to.
    public var day: Day
    /// 1 for a completion; the amount of a numeric habit.
    public var value: Double
    /// When it was written, in seconds since 1970 (UTC).
    public var loggedAt: Double
    /// The time zone in force when it was written.
    public var timeZone: String

    /// The record of `log`.
    public init(_ log: HabitLog) {
        id = log.id.text
        habit = log.habitID.text
        day = log.day
        value = log.value
        loggedAt = log.loggedAt.timeIntervalSince1970
        timeZone = log.timeZone
    }

    /// The log recorded, or nil when an id does not parse.
    public var log: HabitLog? {
        guard let id = UUID(text: id), let habitID = UUID(text: habit) else { return nil }
        return HabitLog(
            id: id, habitID: habitID, day: day, value: value, loggedAt: Date(timeIntervalSince1970: loggedAt),
            timeZone: timeZone)
    }
}
