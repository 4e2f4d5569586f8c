#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One logged amount for a habit on a calendar day.
public struct HabitLog: Identifiable, Hashable, Sendable {
    /// The log's identity.
    public var id: UUID
    /// The id of the habit logged.
    public var habitID: UUID
    /// The calendar day the log belongs to, fixed when it is written (the "sticky day"), so
    /// travel or a DST change never moves it to another day.
    public var day: Day
    /// 1.0 for a binary completion; the amount for a numeric habit.
    public var value: Double
    /// When it was written.
    public var loggedAt: Date
    /// The time-zone identifier in force when it was written, such as `America/New_York`.
    public var timeZone: String

    /// A log with the given values; the defaults make a binary completion written at the epoch in UTC.
    public init(
        id: UUID = UUID(), habitID: UUID, day: Day, value: Double = 1.0,
        loggedAt: Date = Date(timeIntervalSince1970: 0), timeZone: String = "UTC"
    ) {
        self.id = id
        self.habitID = habitID
        self.day = day
        self.value = value
        self.loggedAt = loggedAt
        self.timeZone = timeZone
    }
}
