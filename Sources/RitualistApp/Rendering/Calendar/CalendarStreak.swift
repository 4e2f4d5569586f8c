import RitualistCore

/// The numbers above the calendar, the overall streak's or one habit's, and how they read.
struct CalendarStreak: Equatable, Sendable {
    package var current: Int
    package var longest: Int
    package var start: Day?
    /// Where the longest streak began, when it is known (the overall streak's).
    var longestStart: Day?
    package var atRisk: Bool
    package var unit: HabitStreak.Unit
    /// What today holds although it is not done (`4 of 8 glasses so far`), for the at-risk note.
    var soFar: String?

    package init(_ overall: OverallStreak) {
        self.init(
            current: overall.current, longest: overall.longest, start: overall.start, atRisk: overall.atRisk,
            unit: .days)
        longestStart = overall.longestStart
    }

    package init(_ habit: HabitStreak) {
        self.init(
            current: habit.current, longest: habit.longest, start: habit.start, atRisk: habit.atRisk, unit: habit.unit)
    }

    package init(current: Int, longest: Int, start: Day?, atRisk: Bool, unit: HabitStreak.Unit) {
        self.current = current
        self.longest = longest
        self.start = start
        self.atRisk = atRisk
        self.unit = unit
    }

    /// `42 days`, `1 week`: the big number, which the renderers put beside a flame; `No streak yet` for none.
    var counter: String { current > 0 ? unit.count(current) : StreakWords.none }

    /// `Longest streak: 67 days (from 2025-01-03)`.
    var longestLine: String { StreakWords.longest(longest, unit: unit, start: longestStart) }

    /// Why the counter is still standing although today is not done, or nil.
    var atRiskNote: String? { atRisk ? StreakWords.atRisk(unit: unit, soFar: soFar) : nil }
}
