#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The time zone a wall clock shows, passed in like the clock itself.
///
/// The program's own zone (`process`) is the C library's, which answers from `TZ` cheaply and without ICU. Any
/// other zone is read from its tzfile and sets nothing process-wide, so runs in different zones can share a
/// process.
///
/// ```swift
/// let clock = try WallClock.pinned("2025-11-08T12:00:00", in: WallZone(tz: "America/New_York"))
/// ```
public struct WallZone: Sendable {
    /// The zone's identifier (`America/New_York`), or `UTC`.
    package let identifier: String
    /// Nil for the process's zone, which the C library answers for.
    private let table: ZoneTable?

    /// The zone of this process as the C library sees it: `TZ` when set, else the system's.
    public static var process: WallZone {
        WallZone(identifier: processIdentifier(), table: nil)
    }

    /// Coordinated Universal Time.
    package static let utc = WallZone(identifier: "UTC", table: ZoneTable.utc)

    /// The zone a `TZ` value names, as the C library would read it: a zone identifier (`Europe/Berlin`, with or
    /// without a leading `:`), a tzfile's path, or a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`); nil or empty is the
    /// system's zone, and a name that is none of these is UTC, recorded as `UTC` (`ZoneIdentifier`).
    package init(tz: String?) {
        var name = tz ?? ""
        if name.hasPrefix(":") { name.removeFirst() }
        if name.isEmpty {
            self.init(identifier: Self.systemIdentifier(), table: ZoneTable.load(path: "/etc/localtime") ?? .utc)
        } else if ZoneIdentifier.isPrintable(name),
            name.hasPrefix("/") || ZoneIdentifier.isZoneName(name),
            let table = ZoneTable.load(path: name.hasPrefix("/") ? name : ZoneIdentifier.zoneFolder + name)
        {
            self.init(identifier: ZoneIdentifier.recorded(name, loaded: true), table: table)
        } else if let rule = PosixZoneRule(name), ZoneIdentifier.isPrintable(name) {
            self.init(identifier: name, table: ZoneTable(fixed: rule))
        } else {
            self.init(identifier: "UTC", table: .utc)
        }
    }

    private init(identifier: String, table: ZoneTable?) {
        self.identifier = identifier
        self.table = table
    }

    /// The offset east of UTC at `seconds` since 1970-01-01 UTC (not asked of the process's zone).
    private func offset(at seconds: Int64) -> Int {
        table?.offset(at: seconds) ?? 0
    }

    /// What the wall clock shows at `instant`; an instant whose local date is outside 1900-01-01 to 9999-12-31 is
    /// an error.
    package func local(at instant: Date) throws(WallClockError) -> LocalMoment {
        let since1970 = instant.timeIntervalSince1970.rounded(.down)
        // Far past any supported date, and short of where the conversions below would overflow.
        guard abs(since1970) < 1e12 else { throw .outOfRange("\(since1970) seconds since 1970-01-01") }
        let seconds = Int64(since1970)
        guard table != nil else { return try Self.processLocal(at: instant, seconds: seconds, identifier: identifier) }
        let utcOffset = offset(at: seconds)
        let local = seconds + Int64(utcOffset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let civil = CalendarDate(daysSinceEpoch: Int(days))
        guard let date = CalendarDate(year: civil.year, month: civil.month, day: civil.day) else {
            throw .outOfRange(LocalMoment.utcStamp(instant))
        }
        return LocalMoment(
            instant: instant, date: date, secondOfDay: Int(local - days * 86_400), utcOffset: utcOffset,
            zoneIdentifier: identifier)
    }

    /// The instant the wall clock shows `date` at `secondOfDay`: in a gap the clock moves forward, in an overlap
    /// the earlier instant wins.
    package func instant(date: CalendarDate, secondOfDay: Int) -> Date {
        guard table != nil else { return Self.processInstant(date: date, secondOfDay: secondOfDay) }
        let local = Int64(date.daysSinceEpoch) * 86_400 + Int64(secondOfDay)
        let before = offset(at: local - 86_400), after = offset(at: local + 86_400)
        let candidates = [local - Int64(before), local - Int64(after)].filter { offset(at: $0) == Int(local - $0) }
        return Date(timeIntervalSince1970: Double(candidates.min() ?? local - Int64(before)))
    }
}
