import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension WallClock {
    /// The moment `text` names; a date outside 1900-01-01 to 9999-12-31, on the calendar or on the local wall
    /// clock, is out of range.
    static func parse(_ text: String) throws(WallClockError) -> LocalMoment {
        let trimmed = text.trimmed
        guard let civil = ISODate.components(String(trimmed.prefix(10))) else { throw .invalid(text) }
        guard let date = CalendarDate(year: civil.year, month: civil.month, day: civil.day) else {
            throw .outOfRange(text)
        }
        var rest = trimmed.dropFirst(10)
        guard !rest.isEmpty else { return try localMoment(date: date, secondOfDay: 12 * 3600, text: text) }
        guard rest.first == "T" || rest.first == " " else { throw .invalid(text) }
        rest = rest.dropFirst()
        let (clockText, offset) = try splitOffset(String(rest), original: text)
        let parts = clockText.split(separator: ":", omittingEmptySubsequences: false)
        let fields = parts.compactMap { Int($0) }
        guard (2...3).contains(parts.count), fields.count == parts.count, parts.allSatisfy({ $0.count == 2 })
        else { throw .invalid(text) }
        let hour = fields[0], minute = fields[1], second = fields.count == 3 ? fields[2] : 0
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
            throw .invalid(text)
        }
        let secondOfDay = hour * 3600 + minute * 60 + second
        guard let offset else { return try localMoment(date: date, secondOfDay: secondOfDay, text: text) }
        let epoch = Double(date.daysSinceEpoch * 86_400 + secondOfDay - offset)
        return try local(at: Date(timeIntervalSince1970: epoch), text: text)
    }

    /// The local moment at `instant`, an error about `text` when its local date is out of range.
    private static func local(at instant: Date, text: String) throws(WallClockError) -> LocalMoment {
        do {
            return try local(at: instant)
        } catch {
            throw .outOfRange(text)
        }
    }

    /// Splits `12:00:00+01:00` into the clock and the offset in seconds (nil when there is none).
    private static func splitOffset(_ text: String, original: String) throws(WallClockError) -> (String, Int?) {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return (String(text.dropLast()), 0) }
        guard let signIndex = text.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return (text, nil) }
        let sign = text[signIndex] == "-" ? -1 : 1
        let digits = text[text.index(after: signIndex)...].filter { $0 != ":" }
        guard digits.count == 4 || digits.count == 2, let value = Int(digits) else { throw .invalid(original) }
        let hours = digits.count == 4 ? value / 100 : value, minutes = digits.count == 4 ? value % 100 : 0
        guard hours <= 18, minutes < 60 else { throw .invalid(original) }
        return (String(text[..<signIndex]), sign * (hours * 3600 + minutes * 60))
    }

    /// The moment a local wall clock shows `date` at `secondOfDay`, resolved by the C library
    /// (in a gap the clock moves forward; in an overlap the earlier instant wins).
    private static func localMoment(date: CalendarDate, secondOfDay: Int, text: String) throws(WallClockError)
        -> LocalMoment
    {
        var parts = tm()
        parts.tm_year = Int32(date.year - 1900)
        parts.tm_mon = Int32(date.month - 1)
        parts.tm_mday = Int32(date.day)
        parts.tm_hour = Int32(secondOfDay / 3600)
        parts.tm_min = Int32(secondOfDay / 60 % 60)
        parts.tm_sec = Int32(secondOfDay % 60)
        parts.tm_isdst = -1
        let seconds = mktime(&parts)
        return try local(at: Date(timeIntervalSince1970: Double(seconds)), text: text)
    }
}
