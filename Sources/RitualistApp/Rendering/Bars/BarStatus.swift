import RitualistCore

/// What every status bar shows: the day's progress, the habits left, and whether the overall streak is at risk.
package struct BarStatus: Sendable {
    /// The state a bar styles: `none` when nothing is scheduled.
    enum State: String, Sendable {
        case done, partial, empty, none
    }

    package let view: DayView
    package let streak: Int
    package let atRisk: Bool

    package init(view: DayView, streak: Int, atRisk: Bool) {
        self.view = view
        self.streak = streak
        self.atRisk = atRisk
    }

    var state: State {
        if view.habits.isEmpty { return .none }
        if view.allCompleted { return .done }
        return view.completed.isEmpty ? .empty : .partial
    }

    /// The CSS-like classes: the state, then `at-risk` when the streak would be lost tonight, then `not-today` when
    /// the selected day is another.
    var classes: [String] {
        [state.rawValue] + (atRisk ? ["at-risk"] : []) + (view.isToday ? [] : ["not-today"])
    }

    /// `Mon 23`, the selected day, when it is not today (a press then logs on that day); nil on today.
    package var day: String? {
        view.isToday ? nil : "\(view.date.weekday.name.prefix(3)) \(view.date.dayOfMonth)"
    }

    /// `1/2`, or `–` when nothing is scheduled; after the day when it is not today, `Mon 23 · 1/2`.
    package var short: String {
        let count = view.habits.isEmpty ? "–" : "\(view.completed.count)/\(view.habits.count)"
        return day.map { $0 + " · " + count } ?? count
    }

    /// `1/2 🔥7 · 💧 Water`: the count, the streak, and the next habit to do.
    package var text: String {
        var text = short
        if streak > 0 { text += " 🔥\(streak)" }
        if let next = view.remaining.first { text += " · " + Self.label(next) }
        return text
    }

    /// The remaining habits, one per line, or a line saying there are none; then the habits resting that day.
    var remainingLines: [String] {
        let resting = view.resting.map { Self.label($0) + " (resting)" }
        if view.habits.isEmpty { return (resting.isEmpty ? ["Nothing scheduled."] : ["A rest day."]) + resting }
        if view.allCompleted { return ["All done."] + resting }
        return view.remaining.map(Self.row) + resting
    }

    /// `💧 Water`.
    static func label(_ status: HabitDayStatus) -> String {
        (status.emoji.map { $0 + " " } ?? "") + status.name
    }

    /// `💧 Water 3/8 glasses`, `☕ Coffee 1/≤2 cups`.
    static func row(_ status: HabitDayStatus) -> String {
        label(status) + (status.amount.map { " " + $0 } ?? "")
    }
}
