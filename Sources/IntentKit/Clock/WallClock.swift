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

    public func now() -> LocalMoment {
        pinned ?? WallClock.local(at: Date())
    }

    /// What the wall clock of the process's zone shows at `instant`.
    public static func local(at instant: Date) -> LocalMoment {
        var seconds = time_t(instant.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        let date = CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
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

/// Why a pinned clock's text could not be read.
public enum WallClockError: Error, Equatable, CustomStringConvertible {
    case invalid(String)

    public var description: String {
        switch self {
        case .invalid(let text):
            return "Invalid time '\(text)': expected YYYY-MM-DDTHH:MM[:SS] with an optional offset (Z, +01:00)."
        }
    }
}
