#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CalendarExpression {
    /// The first moment after `instant` at which the expression elapses on `zone`'s wall clock, or nil when it
    /// never does again (`*-02-30`, a year gone by).
    ///
    /// As systemd computes it: wall-clock times are matched, so `every` hours count on the clock; a time the clock
    /// skips when it springs forward does not run that day, and one it shows twice when it falls back runs once, at
    /// the first showing.
    package func next(after instant: Date, in zone: WallZone) -> LocalMoment? {
        guard let start = try? zone.local(at: instant) else { return nil }
        var date = start.date
        let lastYear = years?.last ?? Int.max
        // Nine years of days reach any date that exists at all (29 February included).
        for _ in 0..<(366 * 9) {
            if date.year > lastYear { return nil }
            if matches(date) {
                for second in secondsOfDay(from: date == start.date ? start.secondOfDay - 7200 : 0) {
                    let candidate = zone.instant(date: date, secondOfDay: second)
                    guard candidate > instant, let shown = try? zone.local(at: candidate) else { continue }
                    // A time in a gap comes back moved forward: the clock never shows it, so it does not run.
                    if shown.date == date, shown.secondOfDay == second { return shown }
                }
            }
            date = date.adding(days: 1)
        }
        return nil
    }

    /// Whether the expression runs on `date` at all.
    func matches(_ date: CalendarDate) -> Bool {
        (weekdays.isEmpty || weekdays.contains(date.isoWeekday)) && (years?.contains(date.year) ?? true)
            && (months?.contains(date.month) ?? true) && (days?.contains(date.day) ?? true)
    }

    /// The times of day it runs at, in seconds since midnight, from `earliest` on, in order.
    private func secondsOfDay(from earliest: Int) -> [Int] {
        var result: [Int] = []
        for hour in hours where (hour + 1) * 3600 > earliest {
            for minute in minutes where hour * 3600 + (minute + 1) * 60 > earliest {
                for second in seconds where hour * 3600 + minute * 60 + second >= earliest {
                    result.append(hour * 3600 + minute * 60 + second)
                }
            }
        }
        return result
    }
}
