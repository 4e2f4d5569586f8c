/// The days a store keeps streak checkpoints at: every 28th day counted from 1970-01-01, so a streak is read from
/// at most four weeks (and the days since the last write) before today, and a past change is folded again only
/// from the checkpoint before it.
package enum SummaryCalendar {
    /// Days between two checkpoints.
    package static let spacing = 28

    /// The last checkpoint day on or before `day`.
    package static func checkpointDay(onOrBefore day: Day) -> Day {
        Day(ordinal: Day.floorDivide(day.ordinal + 1, spacing) * spacing - 1)
    }

    /// The checkpoint days after `after` through `through`, oldest first.
    package static func checkpointDays(after: Day, through: Day) -> [Day] {
        var days: [Day] = []
        var day = checkpointDay(onOrBefore: through)
        while day > after {
            days.append(day)
            day = day.adding(days: -spacing)
        }
        return days.reversed()
    }

    /// The last day that is surely past everywhere at `utcDay` (the day of an instant in UTC): no time zone is more
    /// than a day ahead of UTC, so two days before it is yesterday or earlier in every zone.
    package static func surelyPast(utcDay: Day) -> Day {
        utcDay.adding(days: -2)
    }

    /// The latest day that is today somewhere at `utcDay` (the day of an instant in UTC): no time zone is more than a
    /// day ahead of UTC.
    package static func latestToday(utcDay: Day) -> Day {
        utcDay.adding(days: 1)
    }
}
