import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A calendar day, stored as the number of days since 1970-01-01.
///
/// Days are plain integers so that weekday, week and month arithmetic never needs Foundation's
/// `Calendar` (which loads ICU, a noticeable cost at start-up). Which day "now" is belongs to
/// the caller: the domain never reads the clock or the time zone.
public struct Day: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 (negative before it).
    package let ordinal: Int

    package init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day with this year, month (1–12) and day of month, or nil when no such day exists.
    public init?(year: Int, month: Int, day: Int) {
        guard Civil.isValid(year: year, month: month, day: day) else { return nil }
        self.ordinal = Civil.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// The calendar day of an instant, in a zone that is `utcOffsetSeconds` ahead of UTC then.
    public init(instant: Date, utcOffsetSeconds: Int) {
        let seconds = Int((instant.timeIntervalSince1970).rounded(.down)) + utcOffsetSeconds
        self.ordinal = Day.floorDivide(seconds, 86_400)
    }

    /// Whether `lhs` comes before `rhs` in the calendar.
    public static func < (lhs: Day, rhs: Day) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// The year, such as 2026.
    public var year: Int { civil.year }
    /// The month, 1 for January through 12 for December.
    public var month: Int { civil.month }
    /// The day of the month, from 1.
    public var dayOfMonth: Int { civil.day }

    /// The ISO weekday; 1970-01-01 was a Thursday.
    public var weekday: Weekday {
        Weekday.thursday.advanced(by: ordinal)
    }

    /// Whether the day's year has a 29 February.
    public var isLeapYear: Bool { Civil.isLeapYear(year) }

    /// The day `days` days after this one (before it when `days` is negative).
    public func adding(days: Int) -> Day {
        Day(ordinal: ordinal + days)
    }

    /// The number of days from this day to `other` (positive when `other` is later).
    public func days(to other: Day) -> Int {
        other.ordinal - ordinal
    }

    /// The first day of the week containing this day.
    public func startOfWeek(firstWeekday: Weekday = .monday) -> Day {
        let back = Day.floorModulo(weekday.rawValue - firstWeekday.rawValue, 7)
        return adding(days: -back)
    }

    /// The first day of this day's month.
    public var startOfMonth: Day {
        adding(days: 1 - dayOfMonth)
    }

    /// The first day of the month `months` months after this day's month.
    public func startOfMonth(addingMonths months: Int) -> Day {
        let (year, month, _) = civil
        let index = year * 12 + (month - 1) + months
        return Day(
            ordinal: Civil.daysSinceEpoch(
                year: Day.floorDivide(index, 12), month: Day.floorModulo(index, 12) + 1, day: 1))
    }

    /// How many days this day's month has.
    public var daysInMonth: Int {
        let (year, month, _) = civil
        return Civil.daysIn(month: month, year: year)
    }
}

extension Day {
    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
        value - floorDivide(value, divisor) * divisor
    }

    /// The year, month and day of month.
    var civil: Civil.Date { Civil.date(daysSinceEpoch: ordinal) }
}
