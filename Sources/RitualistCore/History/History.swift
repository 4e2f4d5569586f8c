#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every habit's days, done or not, from the first start date to today, built once and then
/// asked for day records, streaks and the calendar.
///
/// The days are dense arrays indexed by day offset (one flag byte per habit per day), so 50
/// habits × 10 years fit in about 200 KB and every question is a linear scan at most.
///
/// ```swift
/// let history = History(habits: habits, logs: logs, restDays: rests, today: today)
/// let overall = history.overallStreak()
/// let grid = history.heatmap(months: 12)
/// ```
public struct History: Sendable {
    /// The last day of the history.
    public let today: Day
    /// Offset 0 of the arrays: the earliest start date of any habit.
    public let firstDay: Day
    /// Where weeks start, for timesPerWeek habits.
    public let firstWeekday: Weekday
    /// What makes a day contribute to the overall streak.
    public let threshold: StreakThreshold
    /// All habits, in display order.
    public let habits: [Habit]

    let dayCount: Int
    let index: [UUID: Int]
    /// Per habit then per day: `Flag` bits.
    let flags: [UInt8]
    /// Per day: habits counted in the day's percentage, and how many of them are done.
    let scheduledCounts: [UInt16]
    let doneCounts: [UInt16]
    /// Rest days planned after today: they lower the current period's target of habits counted per period.
    let futureRests: [RestDay]
    /// Where the streaks go on from instead of their beginnings.
    let checkpoints: StreakCheckpoints
    /// Numeric habits' rows in `progress`, -1 for binary habits.
    let numericRows: [Int]
    /// Per numeric habit then per day: the day's summed amount.
    let progress: [Double]

    enum Flag {
        static let done: UInt8 = 1
        /// Within [startDate, endDate] and on an allowed weekday.
        static let due: UInt8 = 2
        static let rest: UInt8 = 4
        /// In the day's record: active, due, not resting and not excused by a week already won.
        static let counted: UInt8 = 8
        static let logged: UInt8 = 16
    }

    /// Builds the history.
    ///
    /// - Parameters:
    ///   - habits: every habit; archived ones get streaks but stay out of the day records.
    ///   - logs: every log; logs of unknown habits or outside their habit's life (before its
    ///     start, after its end or after today) are ignored.
    ///   - restDays: skipped days, neutral for streaks and out of the day's percentage.
    ///   - firstWeekday: where weeks start, for timesPerWeek habits.
    ///   - threshold: what makes a day contribute to the overall streak.
    public init(
        habits: [Habit], logs: [HabitLog], restDays: [RestDay] = [], today: Day, firstWeekday: Weekday = .monday,
        threshold: StreakThreshold = .any
    ) {
        self.init(
            habits: habits, scanning: logs, restDays: restDays, today: today, firstWeekday: firstWeekday,
            threshold: threshold)
    }

    /// Builds the history from slim log entries (habit, day, value), the fastest input.
    public init(
        habits: [Habit], entries: [LogEntry], restDays: [RestDay] = [], today: Day, firstWeekday: Weekday = .monday,
        threshold: StreakThreshold = .any
    ) {
        self.init(
            habits: habits, scanning: entries, restDays: restDays, today: today, firstWeekday: firstWeekday,
            threshold: threshold)
    }

    /// Builds the history from logs handed over a batch at a time: `logDays` calls `each` with every batch (a
    /// store hands one habit's logs at a time, see `HistoryStore.logDays`), so the logs are never all held at once.
    ///
    /// With `from`, the history holds only the days from `from` on (or from the first start date, when later): the
    /// records, the calendar and the statistics of those days are exact when `from` is the first day of every period
    /// holding the first day asked for, and the streaks when `checkpoints` reach back to it (see
    /// `StreakCheckpoints.firstDayNeeded`); `logDays` need hand over only the logs from `from` on.
    package init(
        habits: [Habit], restDays: [RestDay] = [], today: Day, firstWeekday: Weekday = .monday,
        threshold: StreakThreshold = .any, from: Day? = nil, checkpoints: StreakCheckpoints = .none,
        logDays: (_ each: (LogDays) -> Void) throws -> Void
    ) rethrows {
        try self.init(
            habits: habits, restDays: restDays, today: today, firstWeekday: firstWeekday, threshold: threshold,
            from: from, checkpoints: checkpoints
        ) { builder in
            try logDays { days in
                builder.accumulate(days.entries)
                builder.accumulate(days.completions)
                builder.accumulate(days.amounts)
            }
        }
    }

    private init<Log: DayValueLog>(
        habits: [Habit], scanning logs: [Log], restDays: [RestDay], today: Day, firstWeekday: Weekday,
        threshold: StreakThreshold
    ) {
        self.init(habits: habits, restDays: restDays, today: today, firstWeekday: firstWeekday, threshold: threshold) {
            $0.accumulate(logs)
        }
    }

    private init(
        habits: [Habit], restDays: [RestDay], today: Day, firstWeekday: Weekday, threshold: StreakThreshold,
        from: Day? = nil, checkpoints: StreakCheckpoints = .none, accumulate: (inout HistoryBuilder) throws -> Void
    ) rethrows {
        let sorted = habits.sorted { ($0.displayOrder, $0.name) < ($1.displayOrder, $1.name) }
        let earliest = sorted.map(\.startDate).min() ?? today.adding(days: 1)
        let firstDay = from.map { max($0, earliest) } ?? earliest
        self.checkpoints = checkpoints
        self.today = today
        self.firstDay = firstDay
        self.firstWeekday = firstWeekday
        self.threshold = threshold
        self.habits = sorted
        self.dayCount = max(0, firstDay.days(to: today) + 1)
        var index: [UUID: Int] = [:]
        for (position, habit) in sorted.enumerated() { index[habit.id] = position }
        self.index = index
        var builder = HistoryBuilder(habits: sorted, index: index, firstDay: firstDay, dayCount: dayCount)
        try accumulate(&builder)
        builder.markRests(restDays)
        builder.classifyDays(firstWeekday: firstWeekday)
        self.flags = builder.flags
        self.scheduledCounts = builder.scheduledCounts
        self.doneCounts = builder.doneCounts
        self.numericRows = builder.numericRows
        self.progress = builder.progress
        // A current period reaches at most a year past today (a run of 365 days).
        self.futureRests = restDays.filter { $0.day > today && $0.day.days(to: today) > -Schedule.maximumPeriodDays }
    }

    /// The array offset of `day`, nil outside [firstDay, today].
    func offset(of day: Day) -> Int? {
        let offset = firstDay.days(to: day)
        return offset >= 0 && offset < dayCount ? offset : nil
    }

    func flag(_ habit: Int, _ offset: Int) -> UInt8 {
        flags[habit * dayCount + offset]
    }

    /// The first day any active habit is due, where the calendar's history begins.
    public var firstRecordDay: Day? {
        habits.filter(\.isActive).map(\.startDate).min()
    }
}
