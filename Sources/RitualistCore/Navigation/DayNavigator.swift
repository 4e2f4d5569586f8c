/// Moves the widget's selected date within [today − window, today].
///
/// The store keeps the selection as an optional `DaySelection`: nil means "follow today". A day navigated
/// to stays selected for the rest of the local day on which it was chosen; from the next midnight on (or
/// after a time-zone change that makes another day today) the selection is today again.
public struct DayNavigator: Sendable, Equatable {
    /// Today, in the user's time zone.
    public let today: Day
    /// How many days back the selection may go.
    public let window: Int

    /// A navigator for `today` that goes back at most `window` days.
    public init(today: Day, window: Int = 30) {
        self.today = today
        self.window = window
    }

    /// The first selectable day, today − window.
    public var earliest: Day { today.adding(days: -window) }

    /// The day a stored selection means now: nil, one chosen on another day, or one out of the window, is today.
    public func selected(stored: DaySelection?) -> Day {
        guard let stored, stored.chosenOn == today, stored.day >= earliest, stored.day <= today else { return today }
        return stored.day
    }

    /// Whether the day before `selected` is in the window.
    public func canGoBack(_ selected: Day) -> Bool { selected > earliest }

    /// Whether the day after `selected` is today or before.
    public func canGoForward(_ selected: Day) -> Bool { selected < today }

    /// One day back; at the earliest day a no-op that still succeeds.
    public func previous(stored: DaySelection?) -> NavigationStep {
        let current = selected(stored: stored)
        return step(from: current, to: canGoBack(current) ? current.adding(days: -1) : current)
    }

    /// One day forward; on today a no-op that still succeeds.
    public func next(stored: DaySelection?) -> NavigationStep {
        let current = selected(stored: stored)
        return step(from: current, to: canGoForward(current) ? current.adding(days: 1) : current)
    }

    /// Back to today, which then follows the clock.
    public func today(stored: DaySelection? = nil) -> NavigationStep {
        step(from: selected(stored: stored), to: today)
    }

    private func step(from current: Day, to target: Day) -> NavigationStep {
        let stored = target == today ? nil : DaySelection(day: target, chosenOn: today)
        return NavigationStep(stored: stored, selected: target, changed: target != current)
    }
}
