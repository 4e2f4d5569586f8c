import Foundation

/// Instants in the export: UTC, to the millisecond, `2025-11-08T17:00:00.250Z`.
///
/// Milliseconds are rounded down, so the second an instant falls in (what every other output shows) never changes
/// through an export and an import. An instant whose UTC date leaves the supported years (a habit added at
/// 9999-12-31T23:59 in New York is 10000-01-01 in UTC) is written with the smallest whole-hour offset that brings
/// its date back inside them, `9999-12-31T23:59:00.000-01:00`: still a valid RFC 3339 time, and the same instant.
package enum Timestamp {
    private static let millisecondsPerDay = 86_400_000
    private static let millisecondsPerHour = 3_600_000
    /// The first and the last millisecond of the supported years, in UTC.
    private static let first = Civil.daysSinceEpoch(year: ISODate.first.year, month: 1, day: 1) * millisecondsPerDay
    private static let last =
        (Civil.daysSinceEpoch(year: ISODate.last.year, month: 12, day: 31) + 1)
        * millisecondsPerDay - 1

    /// The text of `date`.
    package static func text(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        var offsetHours = 0
        if milliseconds > last { offsetHours = -min(23, (milliseconds - last - 1) / millisecondsPerHour + 1) }
        if milliseconds < first { offsetHours = min(23, (first - milliseconds - 1) / millisecondsPerHour + 1) }
        let local = milliseconds + offsetHours * millisecondsPerHour
        let (days, inDay) = local.quotientAndRemainder(dividingBy: millisecondsPerDay)
        let (dayNumber, millisecond) = inDay < 0 ? (days - 1, inDay + millisecondsPerDay) : (days, inDay)
        let seconds = millisecond / 1000
        let zone =
            offsetHours == 0 ? "Z" : (offsetHours < 0 ? "-" : "+") + ISODate.padded(abs(offsetHours), 2) + ":00"
        return ISODate.format(Civil.date(daysSinceEpoch: dayNumber)) + "T" + ISODate.padded(seconds / 3600, 2) + ":"
            + ISODate.padded(seconds / 60 % 60, 2) + ":" + ISODate.padded(seconds % 60, 2) + "."
            + ISODate.padded(millisecond % 1000, 3) + zone
    }

    /// The instant of a `YYYY-MM-DDTHH:MM:SS[.fff]` text ended by `Z` or an offset `±HH:MM`, or nil.
    package static func date(_ text: String) -> Date? {
        var bytes = Array(text.utf8)
        var offsetMinutes = 0
        if bytes.count == 25 || bytes.count == 29 {
            let zone = bytes.suffix(6)
            let sign = zone.first
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
                zone[zone.startIndex + 3] == UInt8(ascii: ":"),
                let hours = ISODate.number(zone.dropFirst().prefix(2)), let minutes = ISODate.number(zone.suffix(2)),
                hours < 24, minutes < 60
            else { return nil }
            offsetMinutes = (hours * 60 + minutes) * (sign == UInt8(ascii: "-") ? -1 : 1)
            bytes = Array(bytes.dropLast(6)) + [UInt8(ascii: "Z")]
        }
        guard bytes.count == 20 || bytes.count == 24, bytes[10] == UInt8(ascii: "T"), bytes.last == UInt8(ascii: "Z"),
            let day = ISODate.parse(String(decoding: bytes[0..<10], as: UTF8.self)),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hour = ISODate.number(bytes[11..<13]), let minute = ISODate.number(bytes[14..<16]),
            let second = ISODate.number(bytes[17..<19]), hour < 24, minute < 60, second < 60
        else { return nil }
        var millisecond = 0
        if bytes.count == 24 {
            guard bytes[19] == UInt8(ascii: "."), let fraction = ISODate.number(bytes[20..<23]) else { return nil }
            millisecond = fraction
        } else if bytes[19] != UInt8(ascii: "Z") {
            return nil
        }
        let days = Civil.daysSinceEpoch(year: day.year, month: day.month, day: day.day)
        let total = ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60 + second
        return Date(timeIntervalSince1970: Double(total * 1000 + millisecond) / 1000)
    }
}
