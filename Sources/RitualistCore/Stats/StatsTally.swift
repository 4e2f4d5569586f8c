/// The counts gathered while walking the days of a period: completion in all, per weekday and per stretch.
struct StatsTally {
    /// How the period's days fall into stretches: the day at history offset `offset` is in stretch
    /// `(offset - first) * count / length`.
    struct Stretches {
        /// The history offset of the period's first day.
        let first: Int
        /// How many stretches the period is cut into.
        let count: Int
        /// The period's days.
        let length: Int

        func stretch(of offset: Int) -> Int { (offset &- first) &* count / length }

        /// The first offset of stretch `stretch`: the least offset whose `stretch(of:)` is `stretch` or more.
        func firstOffset(of stretch: Int) -> Int { first &+ (stretch &* length &+ count &- 1) / count }
    }

    var completion = CompletionCount()
    /// Indexed by ISO weekday minus one.
    var weekdays = [CompletionCount](repeating: CompletionCount(), count: 7)
    var series: [CompletionCount]

    init(stretches: Int) {
        series = [CompletionCount](repeating: CompletionCount(), count: stretches)
    }

    /// Counts the days `range` of one habit's flags (`flags`, by history offset) that have the flag `scheduled` and
    /// no rest, done or not; a day not done counts only before `lastOffset` (today, in progress). `weekday` is the
    /// weekday of the range's first day.
    ///
    /// One pass over the bytes, stretch by stretch, with the counters in place and each day counted by adding its
    /// bits: counting a day through `Weekday` values, array subscripts and a division for its stretch cost some 120
    /// instructions, a year of 50 habits 2.2 M.
    mutating func count(
        _ flags: UnsafeBufferPointer<UInt8>, _ range: ClosedRange<Int>, lastOffset: Int, weekday: Weekday,
        scheduled: UInt8, stretches: Stretches
    ) {
        // Today, when in the range, counts only when done: it is counted apart, after the others.
        let today = range.upperBound >= lastOffset ? lastOffset : nil
        let end = today.map { $0 - 1 } ?? range.upperBound
        var weekdayIndex = weekday.rawValue - 1
        var total = completion
        weekdays.withUnsafeMutableBufferPointer { weekdays in
            series.withUnsafeMutableBufferPointer { series in
                func tally(_ offset: Int, _ stretch: inout CompletionCount) {
                    let bits = Int(flags[offset])
                    // 1 when the day has the flag and no rest; `done` is bit 0.
                    let counted = (bits & Int(scheduled) != 0 ? 1 : 0) & ~(bits >> 2)
                    let done = counted & bits & Int(History.Flag.done)
                    stretch.scheduled &+= counted
                    stretch.done &+= done
                    weekdays[weekdayIndex].scheduled &+= counted
                    weekdays[weekdayIndex].done &+= done
                    weekdayIndex = weekdayIndex == 6 ? 0 : weekdayIndex &+ 1
                }
                var offset = range.lowerBound
                while offset <= end {
                    let stretch = stretches.stretch(of: offset)
                    let stretchEnd = min(end, stretches.firstOffset(of: stretch + 1) - 1)
                    var count = CompletionCount()
                    while offset <= stretchEnd {
                        tally(offset, &count)
                        offset += 1
                    }
                    series[stretch] += count
                    total += count
                }
                if let today, range.contains(today), flags[today] & History.Flag.done != 0 {
                    var count = CompletionCount()
                    tally(today, &count)
                    series[stretches.stretch(of: today)] += count
                    total += count
                }
            }
        }
        completion = total
    }

    static func += (lhs: inout StatsTally, rhs: StatsTally) {
        lhs.completion += rhs.completion
        for index in lhs.weekdays.indices { lhs.weekdays[index] += rhs.weekdays[index] }
        for index in lhs.series.indices { lhs.series[index] += rhs.series[index] }
    }
}
