import Primitives

/// A POSIX `TZ` rule (`EST5EDT,M3.2.0,M11.1.0`), as the footer of a tzfile states the zone's offsets after its
/// last listed transition, and as `TZ` itself may be written.
struct PosixZoneRule: Sendable, Equatable {
    /// Standard time's offset east of UTC, in seconds.
    let standardOffset: Int
    /// Daylight time's offset and the local moments it starts (in standard time) and ends (in daylight time).
    let daylight: (offset: Int, start: Boundary, end: Boundary)?

    /// A day of the year and a time of that day, as the rule names when daylight time starts or ends.
    struct Boundary: Sendable, Equatable {
        enum Day: Sendable, Equatable {
            /// `Jn`: day 1–365, February 29 never counted.
            case julian(Int)
            /// `n`: day 0–365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (5 is the last) of month `m`.
            case weekday(month: Int, week: Int, weekday: Int)
        }
        let day: Day
        let secondOfDay: Int

        /// Local seconds from 1970-01-01 to this boundary in `year`.
        func seconds(in year: Int) -> Int {
            daysSinceEpoch(in: year) * 86_400 + secondOfDay
        }

        /// Days from 1970-01-01 to this boundary's day in `year`.
        func daysSinceEpoch(in year: Int) -> Int {
            let january1 = Civil.daysSinceEpoch(year: year, month: 1, day: 1)
            switch day {
            case .julian(let n): return january1 + n - 1 + (Civil.isLeapYear(year) && n >= 60 ? 1 : 0)
            case .zeroBased(let n): return january1 + n
            case .weekday(let month, let week, let weekday):
                let first = Civil.daysSinceEpoch(year: year, month: month, day: 1)
                let firstWeekday = ((first + 4) % 7 + 7) % 7
                var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
                while day > Civil.daysIn(month: month, year: year) { day -= 7 }
                return first + day - 1
            }
        }
    }

    static func == (lhs: PosixZoneRule, rhs: PosixZoneRule) -> Bool {
        lhs.standardOffset == rhs.standardOffset && lhs.daylight?.offset == rhs.daylight?.offset
            && lhs.daylight?.start == rhs.daylight?.start && lhs.daylight?.end == rhs.daylight?.end
    }

    /// The offset east of UTC at `seconds` since 1970-01-01 UTC.
    func offset(at seconds: Int64) -> Int {
        guard let daylight else { return standardOffset }
        let year = Civil.date(daysSinceEpoch: Int((seconds + Int64(standardOffset)).floorDivided(by: 86_400))).year
        // The start is in standard time, the end in daylight time.
        let start = Int64(daylight.start.seconds(in: year) - standardOffset)
        let end = Int64(daylight.end.seconds(in: year) - daylight.offset)
        let inDaylight = start < end ? (start <= seconds && seconds < end) : !(end <= seconds && seconds < start)
        return inDaylight ? daylight.offset : standardOffset
    }
}

extension Int64 {
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
