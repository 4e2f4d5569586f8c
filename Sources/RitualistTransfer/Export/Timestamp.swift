import Foundation
import Primitives

/// Instants in the export: UTC, to the millisecond, `2025-11-08T17:00:00.250Z`.
///
/// Milliseconds are rounded down, so the second an instant falls in (what every other output shows) never changes
/// through an export and an import.
package enum Timestamp {
    /// The text of `date`.
    package static func text(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, inDay) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let (dayNumber, millisecond) = inDay < 0 ? (days - 1, inDay + 86_400_000) : (days, inDay)
        let seconds = millisecond / 1000
        return ISODate.format(Civil.date(daysSinceEpoch: dayNumber)) + "T" + ISODate.padded(seconds / 3600, 2) + ":"
            + ISODate.padded(seconds / 60 % 60, 2) + ":" + ISODate.padded(seconds % 60, 2) + "."
            + ISODate.padded(millisecond % 1000, 3) + "Z"
    }

    /// The instant of a `YYYY-MM-DDTHH:MM:SS[.fff]Z` text, or nil.
    package static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
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
        let total = ((days * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: Double(total * 1000 + millisecond) / 1000)
    }
}
