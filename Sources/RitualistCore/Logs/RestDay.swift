#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A day marked skipped: neutral for streaks and out of the day's percentage.
public struct RestDay: Hashable, Sendable, Codable {
    /// The habit that rests, or nil when every habit rests that day.
    public var habitID: UUID?
    /// The day skipped.
    public var day: Day

    /// A rest day for one habit, or for every habit when `habitID` is nil.
    public init(habitID: UUID? = nil, day: Day) {
        self.habitID = habitID
        self.day = day
    }

    /// Whether this rest day applies to `habitID` on `day`.
    public func covers(habitID: UUID, on day: Day) -> Bool {
        self.day == day && (self.habitID == nil || self.habitID == habitID)
    }
}
