import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An instant together with what a wall clock in the display time zone shows at it.
package struct LocalMoment: Sendable, Equatable {
    /// The instant.
    package let instant: Date
    /// The calendar date on the wall clock.
    package let date: CalendarDate
    /// Seconds since local midnight.
    package let secondOfDay: Int
    /// The zone's offset from UTC at this instant, in seconds.
    package let utcOffset: Int
    /// The zone's identifier (`America/New_York`), or `UTC`.
    package let zoneIdentifier: String

    /// A moment with every part given; a wall clock builds these from an instant and its zone.
    package init(instant: Date, date: CalendarDate, secondOfDay: Int, utcOffset: Int, zoneIdentifier: String) {
        self.instant = instant
        self.date = date
        self.secondOfDay = secondOfDay
        self.utcOffset = utcOffset
        self.zoneIdentifier = zoneIdentifier
    }

    /// `2025-11-08T12:00:00-05:00`.
    package var iso: String {
        let hours = secondOfDay / 3600, minutes = secondOfDay / 60 % 60, seconds = secondOfDay % 60
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset)
        return date.iso + "T" + ISODate.padded(hours, 2) + ":" + ISODate.padded(minutes, 2) + ":"
            + ISODate.padded(seconds, 2) + sign + ISODate.padded(offset / 3600, 2) + ":"
            + ISODate.padded(offset / 60 % 60, 2)
    }

    /// The instant in UTC, `2025-11-08T17:00:00.123Z`, as journal records carry it.
    package static func utcStamp(_ instant: Date) -> String {
        let milliseconds = Int((instant.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = Int((Double(milliseconds) / 1000).rounded(.down))
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let secondOfDay = seconds - days * 86_400
        let date = CalendarDate(daysSinceEpoch: days)
        return date.iso + "T" + ISODate.padded(secondOfDay / 3600, 2) + ":"
            + ISODate.padded(secondOfDay / 60 % 60, 2) + ":" + ISODate.padded(secondOfDay % 60, 2) + "."
            + ISODate.padded(milliseconds - seconds * 1000, 3) + "Z"
    }
}
