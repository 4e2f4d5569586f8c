/// What the widget (`ritual status`) shows for a selected date.
public struct DayView: Sendable, Equatable {
    /// The day shown.
    public let date: Day
    /// Whether the day shown is today.
    public let isToday: Bool
    /// Whether the navigator can go to the day before.
    public let canGoBack: Bool
    /// Whether the navigator can go to the day after.
    public let canGoForward: Bool
    /// Every active habit due that day, in display order.
    public let habits: [HabitDayStatus]
    /// Habits due that day but resting (a rest day for them or for all): neither remaining nor counted.
    public let resting: [HabitDayStatus]

    /// The habits due that day and not yet done, in display order.
    public var remaining: [HabitDayStatus] { habits.filter { !$0.completed } }
    /// The habits done that day, in display order.
    public var completed: [HabitDayStatus] { habits.filter(\.completed) }

    /// done ÷ scheduled × 100, truncated; 0 when nothing is scheduled.
    public var percentage: Int {
        habits.isEmpty ? 0 : completed.count * 100 / habits.count
    }

    /// Whether at least one habit is due and every one is done.
    public var allCompleted: Bool { !habits.isEmpty && habits.allSatisfy(\.completed) }

    /// Builds the view of `day`.
    ///
    /// - Parameters:
    ///   - habits: all habits; archived ones and those not due that day are left out.
    ///   - logs: at least the logs from `Habit.firstDayOfPeriods(containing:of:firstWeekday:)` through `day`
    ///     (earlier days of the period decide habits counted per week, month or run of days).
    ///   - skips: rest days; a habit resting that day leaves the list and the percentage.
    ///   - firstWeekday: where weeks start for timesPerWeek habits.
    public init(
        day: Day, today: Day, window: Int = 30, habits: [Habit], logs: [HabitLog], skips: [RestDay] = [],
        firstWeekday: Weekday = .monday
    ) {
        self.init(
            day: day, today: today, window: window, habits: habits, entries: logs.map(LogEntry.init), skips: skips,
            firstWeekday: firstWeekday)
    }

    /// Builds the view of `day` from the slim entries of the logs (see `init(day:today:window:habits:logs:…)`), as a
    /// store reads them from its log index alone.
    public init(
        day: Day, today: Day, window: Int = 30, habits: [Habit], entries logs: [LogEntry], skips: [RestDay] = [],
        firstWeekday: Weekday = .monday
    ) {
        let navigator = DayNavigator(today: today, window: window)
        self.date = day
        self.isToday = day == today
        self.canGoBack = navigator.canGoBack(day)
        self.canGoForward = navigator.canGoForward(day)
        let periodStart = Habit.firstDayOfPeriods(containing: day, of: habits, firstWeekday: firstWeekday)
        // Filtered per habit rather than grouped into a dictionary: a week of logs is a short scan, and a dictionary
        // keyed by habit id (or by day) costs every start the runtime's conformance lookup of a new key type.
        let periodLogs = logs.filter { $0.day >= periodStart && $0.day <= day }
        let due = habits.filter { $0.isActive && $0.isScheduled(on: day) }
            .sorted { ($0.displayOrder, $0.name) < ($1.displayOrder, $1.name) }
        let isResting = { (habit: Habit) in skips.contains { $0.covers(habitID: habit.id, on: day) } }
        self.resting = due.filter(isResting).map { habit in
            HabitDayStatus(habit: habit, logsOfDay: logs.filter { $0.habitID == habit.id && $0.day == day })
        }
        self.habits =
            due
            .filter { !isResting($0) }
            .compactMap { habit in
                let logs = periodLogs.filter { $0.habitID == habit.id }
                let today = logs.filter { $0.day == day }
                if DayView.metPeriodTargetEarlier(habit, periodLogs: logs, day: day, firstWeekday: firstWeekday),
                    today.isEmpty
                {
                    return nil
                }
                return HabitDayStatus(habit: habit, logsOfDay: today)
            }
    }

    // A habit counted per period whose period is already won on earlier days is not due again.
    static func metPeriodTargetEarlier(_ habit: Habit, periodLogs: [LogEntry], day: Day, firstWeekday: Weekday)
        -> Bool
    {
        guard let (target, period) = habit.schedule.periodTarget else { return false }
        let start = max(habit.startDate, period.start(of: day, habitStart: habit.startDate, firstWeekday: firstWeekday))
        var days: [Day] = []
        for log in periodLogs where log.day < day && log.day >= start && !days.contains(log.day) {
            days.append(log.day)
        }
        return days.count { earlier in habit.isDone(withLogsOf: periodLogs.filter { $0.day == earlier }) } >= target
    }
}
