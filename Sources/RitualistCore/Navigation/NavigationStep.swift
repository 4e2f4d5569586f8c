/// The outcome of a navigation intent.
public struct NavigationStep: Sendable, Equatable {
    /// What the store should keep: nil to follow today.
    public let stored: DaySelection?
    /// The day now shown.
    public let selected: Day
    /// Whether the shown day moved (false at a boundary).
    public let changed: Bool

    /// A step with the given values.
    package init(stored: DaySelection?, selected: Day, changed: Bool) {
        self.stored = stored
        self.selected = selected
        self.changed = changed
    }
}
