#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one pass from logs to flag bytes, kept apart from `History` so the arrays are mutated
/// in place before they become immutable. The loops use unsafe buffers: 50 habits × 10 years
/// is some 180,000 cells, and the calendar must be ready in a few milliseconds.
struct HistoryBuilder {
    let habits: [Habit]
    let index: [UUID: Int]
    let firstDay: Day
    let dayCount: Int
    /// Each habit's life, [startDate, endDate] ∩ [firstDay, today], as offsets (empty when first > last).
    let lives: [(first: Int, last: Int)]
    /// Numeric habits' rows in `progress`, -1 for binary habits, whose done bit is set directly.
    let numericRows: [Int]
    var progress: [Double]
    var flags: [UInt8]
    var scheduledCounts: [UInt16]
    var doneCounts: [UInt16]

    init(habits: [Habit], index: [UUID: Int], firstDay: Day, dayCount: Int) {
        self.habits = habits
        self.index = index
        self.firstDay = firstDay
        self.dayCount = dayCount
        self.lives = habits.map { habit in
            (
                max(0, firstDay.days(to: habit.startDate)),
                min(dayCount - 1, habit.endDate.map { firstDay.days(to: $0) } ?? dayCount - 1)
            )
        }
        var rows = 0
        self.numericRows = habits.map { habit in
            guard habit.kind == .numeric else { return -1 }
            defer { rows += 1 }
            return rows
        }
        self.progress = [Double](repeating: 0, count: rows * dayCount)
        self.flags = [UInt8](repeating: 0, count: habits.count * dayCount)
        self.scheduledCounts = [UInt16](repeating: 0, count: dayCount)
        self.doneCounts = [UInt16](repeating: 0, count: dayCount)
    }

    /// Logs outside their habit's life are left out: they can neither be due nor break anything.
    mutating func accumulate<Log: DayValueLog>(_ logs: [Log]) {
        adding { adder in
            for log in logs {
                guard let habit = adder.habit(log.habitID) else { continue }
                adder.add(log.value, to: habit, day: log.day.ordinal)
            }
        }
    }

    /// Stretches of completions: each set bit is one log of value 1, so one pass over the bits does what
    /// `accumulate(_:)` does for the entries they stand for.
    mutating func accumulate(_ completions: [CompletionDays]) {
        guard !completions.isEmpty else { return }
        adding { adder in
            for stretch in completions {
                guard let habit = adder.habit(stretch.habitID) else { continue }
                let first = stretch.first.ordinal
                var bits = stretch.bits
                while bits != 0 {
                    adder.add(1, to: habit, day: first + bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
            }
        }
    }

    /// Stretches of logs as bytes: each log added as `accumulate(_:)` adds an entry, read in place.
    mutating func accumulate(_ amounts: [AmountDays]) {
        guard !amounts.isEmpty else { return }
        adding { adder in
            for stretch in amounts {
                guard let habit = adder.habit(stretch.habitID) else { continue }
                let first = stretch.first.ordinal
                stretch.records.withUnsafeBytes { bytes in
                    for position in AmountDays.offsets(in: bytes.count) {
                        let (place, value) = AmountDays.record(in: bytes, at: position)
                        adder.add(value, to: habit, day: first + place)
                    }
                }
            }
        }
    }

    /// Calls `body` with the logs' way into the flags and the progress, in place.
    private mutating func adding(_ body: (inout LogAdder) -> Void) {
        let (firstOrdinal, dayCount, index, lives, numericRows) = (
            firstDay.ordinal, dayCount, index, lives, numericRows
        )
        progress.withUnsafeMutableBufferPointer { progress in
            flags.withUnsafeMutableBufferPointer { flags in
                var adder = LogAdder(
                    progress: progress, flags: flags, firstOrdinal: firstOrdinal, dayCount: dayCount, index: index,
                    lives: lives, numericRows: numericRows)
                body(&adder)
            }
        }
    }

    mutating func markRests(_ restDays: [RestDay]) {
        for rest in restDays {
            let offset = firstDay.days(to: rest.day)
            guard offset >= 0, offset < dayCount else { continue }
            if let id = rest.habitID {
                if let habit = index[id] { flags[habit * dayCount + offset] |= History.Flag.rest }
            } else {
                for habit in habits.indices { flags[habit * dayCount + offset] |= History.Flag.rest }
            }
        }
    }

    mutating func classifyDays(firstWeekday: Weekday) {
        for position in habits.indices where lives[position].first <= lives[position].last {
            if let (target, period) = habits[position].schedule.periodTarget {
                classifyPeriodDays(of: position, target: target, period: period, firstWeekday: firstWeekday)
            } else {
                classifyScheduledDays(of: position)
            }
        }
    }

    /// Sets the numeric habit's done bits from its summed progress.
    private mutating func markNumericDone(of position: Int) {
        let row = numericRows[position]
        guard row >= 0 else { return }
        let (first, last) = lives[position]
        let (threshold, base, progressBase) = (habits[position].doneThreshold, position * dayCount, row * dayCount)
        let limit = habits[position].doneLimit
        progress.withUnsafeBufferPointer { progress in
            flags.withUnsafeMutableBufferPointer { flags in
                if let limit {
                    // At most: a day with no entry is not known to have stayed under.
                    for offset in first...last where flags[base + offset] & History.Flag.logged != 0 {
                        flags[base + offset] |= progress[progressBase + offset] <= limit ? History.Flag.done : 0
                    }
                    return
                }
                for offset in first...last {
                    flags[base + offset] |= progress[progressBase + offset] >= threshold ? History.Flag.done : 0
                }
            }
        }
    }

    /// The schedule's weekdays as bits: bit n set when the weekday n days after `offset`'s is allowed (n in 0…6).
    private func weekMask(of habit: Habit, at offset: Int) -> UInt8 {
        let weekday = firstDay.adding(days: offset).weekday
        var mask: UInt8 = 0
        for days in 0..<7 where habit.schedule.allows(weekday.advanced(by: days)) { mask |= 1 << days }
        return mask
    }

    // Daily and daysOfWeek habits: branch-free, since this loop visits every habit-day, and eight days at a time: the
    // eight flag bytes of a word, the due days of the week for the word's first day as a pattern of eight bytes, and
    // the day counts added four lanes of 16 bits at a time. A day at a time it cost much more over a year of habits.
    private mutating func classifyScheduledDays(of position: Int) {
        markNumericDone(of: position)
        let (first, last) = lives[position]
        let week = weekMask(of: habits[position], at: first)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let active = habits[position].isActive ? ones : 0
        let base = position * dayCount
        // Byte j: whether the day j days after the word's first day is due; bit n of `week` is the day n days after.
        var pattern: UInt64 = 0
        for day in 0..<8 { pattern |= UInt64(week &>> UInt8(day % 7) & 1) &<< UInt64(8 * day) }
        var offset = first
        flags.withUnsafeMutableBytes { flags in
            scheduledCounts.withUnsafeMutableBytes { scheduled in
                doneCounts.withUnsafeMutableBytes { doneCounts in
                    while offset &+ 7 <= last {
                        let word = flags.loadUnaligned(fromByteOffset: base &+ offset, as: UInt64.self)
                        let bits = UInt64(littleEndian: word)
                        let due = pattern
                        // Due, not resting, and counted at all; done is bit 0.
                        let counted = due & ~(bits &>> 2) & active
                        flags.storeBytes(
                            of: (bits | due &<< 1 | counted &<< 3).littleEndian, toByteOffset: base &+ offset,
                            as: UInt64.self)
                        Self.add(counted, to: scheduled, at: offset)
                        Self.add(counted & bits, to: doneCounts, at: offset)
                        offset &+= 8
                        // Eight days on, one day on in the week: the next day's byte moves to the end.
                        let next = pattern &>> 8
                        pattern = next | (next & 0xFF) &<< 56
                    }
                }
            }
        }
        guard offset <= last else { return }
        // The last days, a day at a time, the week's pattern turning a bit a day so bit 0 is always the day's.
        let turn = (offset - first) % 7
        var days = UInt8(truncatingIfNeeded: (Int(week) >> turn | Int(week) << (7 - turn)) & 0x7F)
        let isActive = UInt8(habits[position].isActive ? 1 : 0)
        flags.withUnsafeMutableBufferPointer { flags in
            scheduledCounts.withUnsafeMutableBufferPointer { scheduled in
                doneCounts.withUnsafeMutableBufferPointer { doneCounts in
                    for offset in offset...last {
                        let bits = flags[base + offset]
                        let isDue = days & 1
                        let counted = isDue & ~(bits >> 2) & isActive
                        flags[base + offset] = bits | isDue << 1 | counted << 3
                        scheduled[offset] &+= UInt16(counted)
                        doneCounts[offset] &+= UInt16(counted & bits & History.Flag.done)
                        days = days >> 1 | (days & 1) << 6
                    }
                }
            }
        }
    }

    /// Adds the eight bytes of `bytes` (each 0 or 1) to the eight counts of 16 bits from `offset` on.
    @inline(__always)
    private static func add(_ bytes: UInt64, to counts: UnsafeMutableRawBufferPointer, at offset: Int) {
        add(lanes: spread(bytes & 0xFFFF_FFFF), to: counts, at: offset &* 2)
        add(lanes: spread(bytes &>> 32), to: counts, at: offset &* 2 &+ 8)
    }

    /// Four bytes (the low 32 bits) spread to four lanes of 16 bits.
    @inline(__always)
    private static func spread(_ bytes: UInt64) -> UInt64 {
        let pairs = (bytes | bytes &<< 16) & 0x0000_FFFF_0000_FFFF
        return (pairs | pairs &<< 8) & 0x00FF_00FF_00FF_00FF
    }

    @inline(__always)
    private static func add(lanes: UInt64, to counts: UnsafeMutableRawBufferPointer, at byteOffset: Int) {
        let count = UInt64(littleEndian: counts.loadUnaligned(fromByteOffset: byteOffset, as: UInt64.self))
        counts.storeBytes(of: (count &+ lanes).littleEndian, toByteOffset: byteOffset, as: UInt64.self)
    }

    // Habits counted per period (week, month, run of days): due every day of their life, but left out of a day's
    // record once the period's target was met on earlier days and nothing is logged that day.
    private mutating func classifyPeriodDays(
        of position: Int, target: Int, period: SchedulePeriod, firstWeekday: Weekday
    ) {
        markNumericDone(of: position)
        let habit = habits[position]
        let (first, last) = lives[position]
        let (isActive, base, firstDay) = (habit.isActive, position * dayCount, firstDay)
        let lifeStart = firstDay.adding(days: first)
        let periodStart = period.start(of: lifeStart, habitStart: habit.startDate, firstWeekday: firstWeekday)
        var nextPeriod = firstDay.days(to: period.next(after: periodStart))
        var doneEarlierThisPeriod = 0
        flags.withUnsafeMutableBufferPointer { flags in
            scheduledCounts.withUnsafeMutableBufferPointer { scheduled in
                doneCounts.withUnsafeMutableBufferPointer { doneCounts in
                    for offset in first...last {
                        if offset == nextPeriod {
                            doneEarlierThisPeriod = 0
                            nextPeriod = firstDay.days(to: period.next(after: firstDay.adding(days: offset)))
                        }
                        var bits = flags[base + offset] | History.Flag.due
                        let done = bits & History.Flag.done != 0
                        let excused = doneEarlierThisPeriod >= target && bits & History.Flag.logged == 0
                        if isActive, bits & History.Flag.rest == 0, !excused {
                            bits |= History.Flag.counted
                            scheduled[offset] += 1
                            if done { doneCounts[offset] += 1 }
                        }
                        if done { doneEarlierThisPeriod += 1 }
                        flags[base + offset] = bits
                    }
                }
            }
        }
    }
}

/// How a log reaches the history's arrays: a numeric habit's value adds to its day's progress, a binary habit's
/// positive value marks the day done; either marks it logged. Logs of unknown habits or outside their habit's life
/// are left out.
private struct LogAdder {
    /// Where one habit's logs go, found once for a run of its logs.
    struct Habit {
        /// Where its day 0 (1970-01-01) would be in `flags`, and in `progress`; nil for a binary habit, which has
        /// no row there.
        let cells: Int
        let progressCells: Int?
        /// Its life as days since 1970.
        let first: Int
        let last: Int
    }

    let progress: UnsafeMutableBufferPointer<Double>
    let flags: UnsafeMutableBufferPointer<UInt8>
    let firstOrdinal: Int
    let dayCount: Int
    let index: [UUID: Int]
    let lives: [(first: Int, last: Int)]
    let numericRows: [Int]
    /// Stores list logs habit by habit, so remembering the last habit skips most hashing.
    private var last: (id: UUID, habit: Habit?)?

    init(
        progress: UnsafeMutableBufferPointer<Double>, flags: UnsafeMutableBufferPointer<UInt8>, firstOrdinal: Int,
        dayCount: Int, index: [UUID: Int], lives: [(first: Int, last: Int)], numericRows: [Int]
    ) {
        self.progress = progress
        self.flags = flags
        self.firstOrdinal = firstOrdinal
        self.dayCount = dayCount
        self.index = index
        self.lives = lives
        self.numericRows = numericRows
    }

    /// Where the habit's logs go; nil for one the history does not hold.
    @inline(__always)
    mutating func habit(_ id: UUID) -> Habit? {
        if let last, last.id == id { return last.habit }
        let habit = index[id].map { position in
            let row = numericRows[position]
            return Habit(
                cells: position * dayCount - firstOrdinal, progressCells: row < 0 ? nil : row * dayCount - firstOrdinal,
                first: lives[position].first + firstOrdinal, last: lives[position].last + firstOrdinal)
        }
        last = (id, habit)
        return habit
    }

    /// Adds a log of `value` on the day `day` (days since 1970) to `habit`.
    @inline(__always)
    func add(_ value: Double, to habit: Habit, day: Int) {
        guard day >= habit.first, day <= habit.last else { return }
        if let progressCells = habit.progressCells {
            progress[progressCells + day] += value
            flags[habit.cells + day] |= History.Flag.logged
        } else {
            flags[habit.cells + day] |= value > 0 ? History.Flag.logged | History.Flag.done : History.Flag.logged
        }
    }
}
