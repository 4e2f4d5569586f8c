/// What the rules ask of one habit's logs of one day: how many there are, their sum, and whether one is above 0.
///
/// The sum is added in the order the logs were made, as `Habit.progress(withLogsOf:)` adds them, so a tally and
/// the logs it counts give the same progress to the last bit. A store keeps a day's tally up to date with `add`
/// as it logs, and reads the logs again only when something else changed them.
public struct DayTally: Sendable, Equatable {
    /// How many logs the day has.
    public private(set) var count = 0
    /// The sum of their values, in the order they were made.
    public private(set) var total = 0.0
    /// Whether one of them is more than 0 (a binary habit's day is done).
    public private(set) var hasPositive = false

    /// The tally of a day without logs.
    public init() {}

    /// The tally of `values`, in the order the logs were made.
    public init(values: some Sequence<Double>) {
        for value in values { add(value) }
    }

    /// The tally of one habit's logs of one day, in the order they were made.
    public init(logsOf day: [some DayValueLog]) {
        self.init(values: day.lazy.map(\.value))
    }

    /// Whether the day has no log.
    public var isEmpty: Bool { count == 0 }

    /// Counts one more log, made after the others.
    public mutating func add(_ value: Double) {
        count += 1
        total += value
        hasPositive = hasPositive || value > 0
    }
}

extension Habit {
    /// The day's progress from its tally: the sum of the values for a numeric habit, 1 or 0 for a binary one (see
    /// `progress(withLogsOf:)`).
    public func progress(of tally: DayTally) -> Double {
        switch kind {
        case .binary: tally.hasPositive ? 1 : 0
        case .numeric: tally.total
        }
    }

    /// Whether the habit is done on a day with this tally (see `isDone(withLogsOf:)`).
    public func isDone(_ tally: DayTally) -> Bool {
        isDone(progress: progress(of: tally), logged: !tally.isEmpty)
    }
}
