import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LocalMoment {
    /// The instant a journal's time names: `2025-11-08T17:00:00.123Z` (`utcStamp`), or with an offset as older
    /// records carry it (`2025-11-08T09:30:00+01:00`); nil for any other text.
    ///
    /// ```swift
    /// let moment = try zone.local(at: LocalMoment.instant(stamp: record.time)!)  // 12:00:00-05:00 in New York
    /// ```
    package static func instant(stamp text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), let date = ISODate.parse(String(text.prefix(10))),
            let day = CalendarDate(year: date.year, month: date.month, day: date.day),
            let hours = number(bytes[11..<13]), bytes[13] == UInt8(ascii: ":"), let minutes = number(bytes[14..<16]),
            bytes[16] == UInt8(ascii: ":"), let seconds = number(bytes[17..<19])
        else { return nil }
        var position = 19
        var milliseconds = 0
        if bytes[position] == UInt8(ascii: ".") {
            let digits = bytes[(position + 1)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard (1...3).contains(digits.count), let value = number(digits) else { return nil }
            milliseconds = value * [100, 10, 1][digits.count - 1]
            position += 1 + digits.count
        }
        let zone = bytes[position...]
        var offset = 0
        if zone.elementsEqual("Z".utf8) {
        } else if zone.count == 6, zone.first == UInt8(ascii: "+") || zone.first == UInt8(ascii: "-"),
            let zoneHours = number(zone.dropFirst().prefix(2)), zone[position + 3] == UInt8(ascii: ":"),
            let zoneMinutes = number(zone.suffix(2))
        {
            offset = (zoneHours * 3600 + zoneMinutes * 60) * (zone.first == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        guard hours < 24, minutes < 60, seconds < 61 else { return nil }
        let since1970 = day.daysSinceEpoch * 86_400 + hours * 3600 + minutes * 60 + seconds - offset
        return Date(timeIntervalSince1970: Double(since1970) + Double(milliseconds) / 1000)
    }

    private static func number<Digits: Collection<UInt8>>(_ digits: Digits) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
