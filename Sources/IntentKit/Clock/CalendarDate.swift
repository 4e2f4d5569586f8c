import Primitives

/// A calendar date without a time or a zone, as parameters of type `date` carry it.
///
/// Dates range from 1900-01-01 to 9999-12-31: `init(year:month:day:)` and `init(iso:)` refuse any other, so
/// every date a person or a file gives can be printed back and placed on a wall clock.
package struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1900 to 9999.
    package let year: Int
    /// The month, 1 to 12.
    package let month: Int
    /// The day of the month, from 1.
    package let day: Int

    /// `from 1900-01-01 to 9999-12-31`, for messages.
    package static let supportedRange = ISODate.supportedRange

    /// A validated date, or nil for a day that does not exist (2025-02-29) or lies outside the supported range.
    package init?(year: Int, month: Int, day: Int) {
        guard ISODate.isSupported(year: year, month: month, day: day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the strict `YYYY-MM-DD` form.
    package init?(iso text: String) {
        guard let date = ISODate.parse(text) else { return nil }
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// The date `ordinal` days after 1970-01-01 (negative before it), whether or not it is in the supported range.
    package init(daysSinceEpoch ordinal: Int) {
        (year, month, day) = Civil.date(daysSinceEpoch: ordinal)
    }

    /// Days since 1970-01-01.
    package var daysSinceEpoch: Int {
        Civil.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// The date `days` days later (earlier when negative).
    package func adding(days: Int) -> CalendarDate {
        CalendarDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// `YYYY-MM-DD`.
    package var iso: String { ISODate.format((year, month, day)) }

    /// `YYYY-MM-DD`.
    package var description: String { iso }

    /// Whether `lhs` comes before `rhs`.
    package static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
