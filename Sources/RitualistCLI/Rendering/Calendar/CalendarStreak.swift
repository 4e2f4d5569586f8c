import RitualistCore

/// The numbers above the calendar, the overall streak's or one habit's, and how they read.
struct CalendarStreak: Equatable, Sendable {
    var current: Int
    var longest: Int
    var start: Day?
    var atRisk: Bool
    var unit: HabitStreak.Unit

    init(_ overall: OverallStreak) {
        self.init(
            current: overall.current, longest: overall.longest, start: overall.start, atRisk: overall.atRisk,
            unit: .days)
    }

    init(_ habit: HabitStreak) {
        self.init(
            current: habit.current, longest: habit.longest, start: habit.start, atRisk: habit.atRisk, unit: habit.unit)
    }

    init(current: Int, longest: Int, start: Day?, atRisk: Bool, unit: HabitStreak.Unit) {
        self.current = current
        self.longest = longest
        self.start = start
        self.atRisk = atRisk
        self.unit = unit
    }

    /// `42 days`, `1 week`: the big number, which the renderers put beside a flame.
    var counter: String { unit.count(current) }

    /// `Longest streak: 67 days`.
    var longestLine: String { "Longest streak: " + unit.count(longest) }

    /// Why the counter is still standing although today is not done, or nil.
    var atRiskNote: String? {
        guard atRisk else { return nil }
        return unit == .weeks ? "at risk: this week is not done yet" : "at risk: nothing done today yet"
    }
}
