import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Trigger {
    /// The calendar expressions a time trigger elapses on, one `OnCalendar=` line each; empty for an event trigger.
    ///
    /// `at: "18:30"` with `days: [sat, sun]` is `Sat,Sun *-*-* 18:30:00`; `every: 30m` from 09:00 until 18:00 is
    /// `*-*-* 09..18:00:00` and `*-*-* 09..17:30:00`, the times of the day grouped by their minute.
    package var calendarExpressions: [CalendarExpression] {
        switch kind {
        case .at(let time, let days):
            let prefix = days.isEmpty ? "" : days.sorted().map(\.title).joinedText(separator: ",") + " "
            return CalendarExpression(prefix + "*-*-* " + Self.clock(time.hour) + ":" + Self.clock(time.minute) + ":00")
                .map { [$0] } ?? []
        case .every(let minutes, let from, let until):
            var hoursByMinute: [Int: [Int]] = [:]
            for minute in stride(from: from.minuteOfDay, through: until.minuteOfDay, by: minutes) {
                hoursByMinute[minute % 60, default: []].append(minute / 60)
            }
            return hoursByMinute.keys.sorted().compactMap { minute in
                let hours = (hoursByMinute[minute] ?? []).map(Self.clock).joinedText(separator: ",")
                return CalendarExpression("*-*-* " + hours + ":" + Self.clock(minute) + ":00")
            }
        case .calendar(let expression): return [expression]
        case .event: return []
        }
    }

    /// The first moment after `instant` at which the trigger fires on `zone`'s wall clock; nil for an event trigger
    /// and for an expression that never elapses again.
    package func next(after instant: Date, in zone: WallZone) -> LocalMoment? {
        calendarExpressions.compactMap { $0.next(after: instant, in: zone) }.min { $0.instant < $1.instant }
    }

    private static func clock(_ value: Int) -> String { ISODate.padded(value, 2) }
}

extension CalendarDate {
    /// 1 for Monday to 7 for Sunday (ISO 8601); 1970-01-01 was a Thursday.
    var isoWeekday: Int { ((daysSinceEpoch + 3) % 7 + 7) % 7 + 1 }
}
