#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A calendar day, stored as the number of days since 1970-01-01.
///
/// Days are plain integers so that weekday, week and month arithmetic never needs Foundation's
/// `Calendar` (which loads ICU and costs milliseconds at start-up). Which day "now" is belongs to
/// the caller: the domain never reads the clock or the time zone.
public struct Day: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 (negative before it).
    public let ordinal: Int

    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day with this year, month (1–12) and day of month, or nil when no such day exists.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Day.daysInMonth(year: year, month: month) else {
            return nil
        }
        self.ordinal = Day.ordinal(year: year, month: month, day: day)
    }

    /// The calendar day of an instant, in a zone that is `utcOffsetSeconds` ahead of UTC then.
    public init(instant: Date, utcOffsetSeconds: Int) {
        let seconds = Int((instant.timeIntervalSince1970).rounded(.down)) + utcOffsetSeconds
        self.ordinal = Day.floorDivide(seconds, 86_400)
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    public var year: Int { civil.year }
    public var month: Int { civil.month }
    public var dayOfMonth: Int { civil.day }

    /// The ISO weekday; 1970-01-01 was a Thursday.
    public var weekday: Weekday {
        Weekday(rawValue: Day.floorModulo(ordinal + 3, 7) + 1)!
    }

    public var isLeapYear: Bool { Day.isLeapYear(year) }

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

    public var startOfMonth: Day {
        adding(days: 1 - dayOfMonth)
    }

    /// The first day of the month `months` months after this day's month.
    public func startOfMonth(addingMonths months: Int) -> Day {
        let (year, month, _) = civil
        let index = year * 12 + (month - 1) + months
        return Day(
            ordinal: Day.ordinal(year: Day.floorDivide(index, 12), month: Day.floorModulo(index, 12) + 1, day: 1))
    }

    public var daysInMonth: Int {
        let (year, month, _) = civil
        return Day.daysInMonth(year: year, month: month)
    }
}

extension Day {
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
        value - floorDivide(value, divisor) * divisor
    }

    // Howard Hinnant's days_from_civil: eras of 400 years, months counted from March so that
    // the leap day falls at the end of the year.
    static func ordinal(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    // Howard Hinnant's civil_from_days, the inverse of `ordinal(year:month:day:)`.
    var civil: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = Day.floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
