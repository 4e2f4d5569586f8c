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

/// The process's zone, answered by the C library (`localtime_r`, `mktime`), which reads `TZ` once and caches it.
extension WallZone {
    static func processLocal(at instant: Date, seconds: Int64, identifier: String) throws(WallClockError)
        -> LocalMoment
    {
        var seconds = time_t(seconds)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil,
            let date = CalendarDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { throw .outOfRange(LocalMoment.utcStamp(instant)) }
        let secondOfDay = Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + min(Int(parts.tm_sec), 59)
        return LocalMoment(
            instant: instant, date: date, secondOfDay: secondOfDay, utcOffset: Int(parts.tm_gmtoff),
            zoneIdentifier: identifier)
    }

    static func processInstant(date: CalendarDate, secondOfDay: Int) -> Date {
        var parts = tm()
        parts.tm_year = Int32(date.year - 1900)
        parts.tm_mon = Int32(date.month - 1)
        parts.tm_mday = Int32(date.day)
        parts.tm_hour = Int32(secondOfDay / 3600)
        parts.tm_min = Int32(secondOfDay / 60 % 60)
        parts.tm_sec = Int32(secondOfDay % 60)
        parts.tm_isdst = -1
        return Date(timeIntervalSince1970: Double(mktime(&parts)))
    }

    /// The process's zone identifier: `TZ` when it names a zone, `UTC` when it names none (the C library then
    /// counts in UTC), else the system's zone, else `UTC`.
    static func processIdentifier() -> String {
        if let tz = getenv("TZ").map({ String(cString: $0) }), !tz.isEmpty {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            return name.isEmpty ? systemIdentifier() : ZoneIdentifier.recorded(name)
        }
        return systemIdentifier()
    }

    /// The zone `/etc/localtime` links to, else `UTC`.
    static func systemIdentifier() -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if length > 0 {
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let range = target.range(of: "zoneinfo/") { return String(target[range.upperBound...]) }
        }
        return "UTC"
    }
}
