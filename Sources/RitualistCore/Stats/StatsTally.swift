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
    /// One pass over the bytes with the counters in place: counting a day through `Weekday` values and array
    /// subscripts cost some 120 instructions, a year of 50 habits 2.2 M.
    mutating func count(
        _ flags: UnsafeBufferPointer<UInt8>, _ range: ClosedRange<Int>, lastOffset: Int, weekday: Weekday,
        scheduled: UInt8, stretches: Stretches
    ) {
        let (done, rest) = (History.Flag.done, History.Flag.rest)
        var weekdayIndex = weekday.rawValue - 1
        var total = completion
        weekdays.withUnsafeMutableBufferPointer { weekdays in
            series.withUnsafeMutableBufferPointer { series in
                for offset in range {
                    let bits = flags[offset]
                    let isDone = bits & done != 0
                    if bits & scheduled != 0, bits & rest == 0, isDone || offset < lastOffset {
                        total.count(done: isDone)
                        weekdays[weekdayIndex].count(done: isDone)
                        series[stretches.stretch(of: offset)].count(done: isDone)
                    }
                    weekdayIndex = weekdayIndex == 6 ? 0 : weekdayIndex &+ 1
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
