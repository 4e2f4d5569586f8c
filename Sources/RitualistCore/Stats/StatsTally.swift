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
    /// Each stretch is counted eight days at a time, a day's two bits picked out of each byte of a word and the
    /// word's bits counted; each weekday by stepping through its days seven at a time. Counting a day through
    /// `Weekday` values, array subscripts and a division for its stretch was costly over a year of habits, and even a
    /// day at a time with counters in place cost more than this.
    mutating func count(
        _ flags: UnsafeBufferPointer<UInt8>, _ range: ClosedRange<Int>, lastOffset: Int, weekday: Weekday,
        scheduled: UInt8, stretches: Stretches
    ) {
        // Today, when in the range, counts only when done: it is counted apart, after the others.
        let today = range.upperBound >= lastOffset ? lastOffset : nil
        let end = today.map { $0 - 1 } ?? range.upperBound
        let shift = scheduled.trailingZeroBitCount
        var total = completion
        series.withUnsafeMutableBufferPointer { series in
            var offset = range.lowerBound
            while offset <= end {
                let stretch = stretches.stretch(of: offset)
                let stretchEnd = min(end, stretches.firstOffset(of: stretch &+ 1) &- 1)
                let count = Self.count(flags, from: offset, through: stretchEnd, shift: shift)
                series[stretch] += count
                total += count
                offset = stretchEnd &+ 1
            }
        }
        let first = range.lowerBound
        weekdays.withUnsafeMutableBufferPointer { weekdays in
            for lane in 0..<min(7, max(0, end &- first &+ 1)) {
                var count = CompletionCount()
                var day = first &+ lane
                while day <= end {
                    let (counted, done) = Self.bits(flags[day], shift: shift)
                    count.scheduled &+= counted
                    count.done &+= done
                    day &+= 7
                }
                weekdays[(weekday.rawValue &- 1 &+ lane) % 7] += count
            }
            if let today, range.contains(today), flags[today] & History.Flag.done != 0 {
                let (counted, done) = Self.bits(flags[today], shift: shift)
                let count = CompletionCount(done: done, scheduled: counted)
                weekdays[(weekday.rawValue &- 1 &+ (today &- first)) % 7] += count
                series.withUnsafeMutableBufferPointer { series in series[stretches.stretch(of: today)] += count }
                total += count
            }
        }
        completion = total
    }

    /// A day's flags as 1 or 0: counted (the flag at bit `shift` and no rest) and done (counted, and bit 0).
    @inline(__always)
    private static func bits(_ flags: UInt8, shift: Int) -> (counted: Int, done: Int) {
        let bits = Int(flags)
        let counted = (bits &>> shift) & ~(bits &>> 2) & 1
        return (counted, counted & bits)
    }

    /// The counted and done days among `flags[first...last]`, eight at a time: in each byte of a word the flag at
    /// bit `shift`, less the rest at bit 2, moved to bit 0; done is that and bit 0. The last days of a stretch are a
    /// word too, its bytes after `last` cleared, unless the word would reach past the flags.
    @inline(__always)
    private static func count(_ flags: UnsafeBufferPointer<UInt8>, from first: Int, through last: Int, shift: Int)
        -> CompletionCount
    {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var (counted, done) = (0, 0)
        var offset = first
        func add(_ word: UInt64) {
            let countedBits = (word &>> UInt64(shift)) & ~(word &>> 2) & ones
            counted &+= countedBits.nonzeroBitCount
            done &+= (countedBits & word).nonzeroBitCount
        }
        if let base = flags.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset &+ 7 <= last {
                add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset &+= 8
            }
            if offset <= last, offset &+ 8 <= flags.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                add(word & (UInt64(1) &<< UInt64(8 &* (last &- offset &+ 1)) &- 1))
                offset = last &+ 1
            }
        }
        while offset <= last {
            let bits = Self.bits(flags[offset], shift: shift)
            counted &+= bits.counted
            done &+= bits.done
            offset &+= 1
        }
        return CompletionCount(done: done, scheduled: counted)
    }

    static func += (lhs: inout StatsTally, rhs: StatsTally) {
        lhs.completion += rhs.completion
        for index in lhs.weekdays.indices { lhs.weekdays[index] += rhs.weekdays[index] }
        for index in lhs.series.indices { lhs.series[index] += rhs.series[index] }
    }
}
