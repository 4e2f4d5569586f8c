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

/// Answers "what time is it here", once per run, without loading ICU.
///
/// The zone is the C library's: `TZ` when set, else the system's. A clock can be pinned to a
/// fixed moment for scripts and tests.
public struct WallClock: Sendable {
    private let pinned: LocalMoment?

    /// The system clock in the process's time zone.
    public static let system = WallClock(pinned: nil)

    /// A clock that always answers `moment`.
    public static func fixed(_ moment: LocalMoment) -> WallClock { WallClock(pinned: moment) }

    /// A clock pinned to `text`: `2025-11-08T12:00:00` (local time in the process's zone),
    /// with an offset (`Z`, `+01:00`), or a bare date (noon local time).
    public static func pinned(_ text: String) throws(WallClockError) -> WallClock {
        WallClock(pinned: try parse(text))
    }

    /// What the clock shows now. A pinned clock's moment was checked when it was pinned; the system clock is
    /// within the supported dates on any machine whose clock is set.
    public func now() -> LocalMoment {
        if let pinned { return pinned }
        let instant = Date()
        do {
            return try WallClock.local(at: instant)
        } catch {
            preconditionFailure("The system clock is off: \(error)")
        }
    }

    /// What the wall clock of the process's zone shows at `instant`; an instant whose local date is outside
    /// 1900-01-01 to 9999-12-31 is an error.
    public static func local(at instant: Date) throws(WallClockError) -> LocalMoment {
        let since1970 = instant.timeIntervalSince1970.rounded(.down)
        // Far past any supported date, and short of where the conversions below would overflow.
        guard abs(since1970) < 1e12 else { throw .outOfRange("\(since1970) seconds since 1970-01-01") }
        var seconds = time_t(since1970)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil,
            let date = CalendarDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { throw .outOfRange(LocalMoment.utcStamp(instant)) }
        let secondOfDay = Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + min(Int(parts.tm_sec), 59)
        return LocalMoment(
            instant: instant, date: date, secondOfDay: secondOfDay, utcOffset: Int(parts.tm_gmtoff),
            zoneIdentifier: zoneIdentifier)
    }

    /// The process's zone identifier: `TZ` when it names one, else the system's, else `UTC`.
    public static var zoneIdentifier: String {
        if let tz = getenv("TZ").map({ String(cString: $0) }), !tz.isEmpty {
            return tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
        }
        var buffer = [CChar](repeating: 0, count: 512)
        let length = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if length > 0 {
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let range = target.range(of: "zoneinfo/") { return String(target[range.upperBound...]) }
        }
        return "UTC"
    }
}
