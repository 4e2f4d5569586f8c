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
        let (firstOrdinal, dayCount, index, lives, numericRows) = (
            firstDay.ordinal, dayCount, index, lives, numericRows
        )
        progress.withUnsafeMutableBufferPointer { progress in
            flags.withUnsafeMutableBufferPointer { flags in
                logs.withUnsafeBufferPointer { logs in
                    // Stores list logs habit by habit, so remembering the last habit skips most hashing.
                    var lastID: UUID?
                    var habit = -1
                    for position in logs.indices {
                        let id = logs[position].habitID
                        if id != lastID {
                            lastID = id
                            habit = index[id] ?? -1
                        }
                        guard habit >= 0 else { continue }
                        let offset = logs[position].day.ordinal - firstOrdinal
                        guard offset >= lives[habit].first, offset <= lives[habit].last else { continue }
                        let value = logs[position].value
                        let cell = habit * dayCount + offset
                        let row = numericRows[habit]
                        if row >= 0 {
                            progress[row * dayCount + offset] += value
                            flags[cell] |= History.Flag.logged
                        } else {
                            flags[cell] |= value > 0 ? History.Flag.logged | History.Flag.done : History.Flag.logged
                        }
                    }
                }
            }
        }
    }

    /// Stretches of completions: each set bit is one log of value 1, so one pass over the bits does what
    /// `accumulate(_:)` does for the entries they stand for.
    mutating func accumulate(_ completions: [CompletionDays]) {
        guard !completions.isEmpty else { return }
        let (firstOrdinal, dayCount, index, lives, numericRows) = (
            firstDay.ordinal, dayCount, index, lives, numericRows
        )
        progress.withUnsafeMutableBufferPointer { progress in
            flags.withUnsafeMutableBufferPointer { flags in
                var lastID: UUID?
                var habit = -1
                for stretch in completions {
                    if stretch.habitID != lastID {
                        lastID = stretch.habitID
                        habit = index[stretch.habitID] ?? -1
                    }
                    guard habit >= 0 else { continue }
                    let (start, life, row) = (stretch.first.ordinal - firstOrdinal, lives[habit], numericRows[habit])
                    var bits = stretch.bits
                    while bits != 0 {
                        let offset = start + bits.trailingZeroBitCount
                        bits &= bits - 1
                        guard offset >= life.first, offset <= life.last else { continue }
                        if row >= 0 {
                            progress[row * dayCount + offset] += 1
                            flags[habit * dayCount + offset] |= History.Flag.logged
                        } else {
                            flags[habit * dayCount + offset] |= History.Flag.logged | History.Flag.done
                        }
                    }
                }
            }
        }
    }

    /// Stretches of logs as bytes: each log added as `accumulate(_:)` adds an entry, read in place.
    mutating func accumulate(_ amounts: [AmountDays]) {
        guard !amounts.isEmpty else { return }
        let (firstOrdinal, dayCount, index, lives, numericRows) = (
            firstDay.ordinal, dayCount, index, lives, numericRows
        )
        progress.withUnsafeMutableBufferPointer { progress in
            flags.withUnsafeMutableBufferPointer { flags in
                var lastID: UUID?
                var habit = -1
                for stretch in amounts {
                    if stretch.habitID != lastID {
                        lastID = stretch.habitID
                        habit = index[stretch.habitID] ?? -1
                    }
                    guard habit >= 0 else { continue }
                    let (start, life, row) = (stretch.first.ordinal - firstOrdinal, lives[habit], numericRows[habit])
                    stretch.records.withUnsafeBytes { bytes in
                        for position in AmountDays.offsets(in: bytes.count) {
                            let (place, value) = AmountDays.record(in: bytes, at: position)
                            let offset = start + place
                            guard offset >= life.first, offset <= life.last else { continue }
                            if row >= 0 {
                                progress[row * dayCount + offset] += value
                                flags[habit * dayCount + offset] |= History.Flag.logged
                            } else {
                                flags[habit * dayCount + offset] |=
                                    value > 0 ? History.Flag.logged | History.Flag.done : History.Flag.logged
                            }
                        }
                    }
                }
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

    // Daily and daysOfWeek habits: branch-free, since this loop visits every habit-day. The week's pattern turns
    // a bit a day, so bit 0 is always today's.
    private mutating func classifyScheduledDays(of position: Int) {
        markNumericDone(of: position)
        let (first, last) = lives[position]
        var week = weekMask(of: habits[position], at: first)
        let (active, base) = (UInt8(habits[position].isActive ? 1 : 0), position * dayCount)
        flags.withUnsafeMutableBufferPointer { flags in
            scheduledCounts.withUnsafeMutableBufferPointer { scheduled in
                doneCounts.withUnsafeMutableBufferPointer { doneCounts in
                    for offset in first...last {
                        let bits = flags[base + offset]
                        let isDue = week & 1
                        let counted = isDue & ~(bits >> 2) & active  // due, not resting, and counted at all
                        flags[base + offset] = bits | isDue << 1 | counted << 3
                        scheduled[offset] &+= UInt16(counted)
                        doneCounts[offset] &+= UInt16(counted & bits & History.Flag.done)
                        week = week >> 1 | (week & 1) << 6
                    }
                }
            }
        }
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
