/// Moves the widget's selected date within [today − window, today].
///
/// The store keeps the selection as an optional day: nil means "follow today", so a selection
/// on today rolls over at midnight, while a day navigated to explicitly stays until it falls out
/// of the window.
public struct DayNavigator: Sendable, Equatable {
    public let today: Day
    /// How many days back the selection may go.
    public let window: Int

    public init(today: Day, window: Int = 30) {
        self.today = today
        self.window = window
    }

    /// The first selectable day, today − window.
    public var earliest: Day { today.adding(days: -window) }

    /// The day a stored selection means now: nil, or a day out of the window, is today.
    public func selected(stored: Day?) -> Day {
        guard let stored, stored >= earliest, stored <= today else { return today }
        return stored
    }

    public func canGoBack(_ selected: Day) -> Bool { selected > earliest }

    public func canGoForward(_ selected: Day) -> Bool { selected < today }

    /// One day back; at the earliest day a no-op that still succeeds.
    public func previous(stored: Day?) -> NavigationStep {
        let current = selected(stored: stored)
        guard canGoBack(current) else { return step(from: current, to: current, stored: stored) }
        return step(from: current, to: current.adding(days: -1), stored: stored)
    }

    /// One day forward; on today a no-op that still succeeds.
    public func next(stored: Day?) -> NavigationStep {
        let current = selected(stored: stored)
        guard canGoForward(current) else { return step(from: current, to: current, stored: stored) }
        return step(from: current, to: current.adding(days: 1), stored: stored)
    }

    /// Back to today, which then follows the clock.
    public func today(stored: Day? = nil) -> NavigationStep {
        step(from: selected(stored: stored), to: today, stored: stored)
    }

    private func step(from current: Day, to target: Day, stored: Day?) -> NavigationStep {
        let newStored: Day? = target == today ? nil : target
        return NavigationStep(stored: newStored, selected: target, changed: target != current)
    }
}

/// The outcome of a navigation intent.
public struct NavigationStep: Sendable, Equatable {
    /// What the store should keep: nil to follow today.
    public let stored: Day?
    /// The day now shown.
    public let selected: Day
    /// Whether the shown day moved (false at a boundary).
    public let changed: Bool
}
