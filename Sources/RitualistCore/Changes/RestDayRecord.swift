#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A rest day as a change-log entry carries it: the habit's id (left out when every habit rests) and the day.
public struct RestDayRecord: Codable, Hashable, Sendable {
    /// The id of the habit that rests; absent when every habit does.
    public var habit: String?
    /// The day.
    public var day: Day

    /// The record of `rest`.
    public init(_ rest: RestDay) {
        habit = rest.habitID?.text
        day = rest.day
    }

    /// The rest day recorded, or nil when the habit's id does not parse.
    public var restDay: RestDay? {
        guard let habit else { return RestDay(habitID: nil, day: day) }
        return UUID(text: habit).map { RestDay(habitID: $0, day: day) }
    }
}
