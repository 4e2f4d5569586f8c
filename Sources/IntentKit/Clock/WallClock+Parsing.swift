import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WallClock {
    /// The moment `text` names; a date outside 1900-01-01 to 9999-12-31, on the calendar or on the local wall
    /// clock, is out of range.
    static func parse(_ text: String, in zone: WallZone) throws(WallClockError) -> LocalMoment {
        let trimmed = text.trimmed
        guard let civil = ISODate.components(String(trimmed.prefix(10))) else { throw .invalid(text) }
        guard let date = CalendarDate(year: civil.year, month: civil.month, day: civil.day) else {
            throw .outOfRange(text)
        }
        var rest = trimmed.dropFirst(10)
        guard !rest.isEmpty else {
            return try local(at: zone.instant(date: date, secondOfDay: 12 * 3600), in: zone, text: text)
        }
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
        guard let offset else {
            return try local(at: zone.instant(date: date, secondOfDay: secondOfDay), in: zone, text: text)
        }
        let epoch = Double(date.daysSinceEpoch * 86_400 + secondOfDay - offset)
        return try local(at: Date(timeIntervalSince1970: epoch), in: zone, text: text)
    }

    /// The local moment at `instant`, an error about `text` when its local date is out of range.
    private static func local(at instant: Date, in zone: WallZone, text: String) throws(WallClockError)
        -> LocalMoment
    {
        do {
            return try zone.local(at: instant)
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
}
