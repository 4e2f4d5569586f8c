/// One day of the calendar heatmap.
public struct HeatmapCell: Equatable, Sendable {
    /// Why a cell has, or has no, colour.
    public enum State: Equatable, Sendable {
        /// A day of the history: coloured by `level`, 0 included.
        case recorded
        /// After today.
        case future
        /// Before the first habit started.
        case beforeHistory
        /// In the first column but before the first month of the window.
        case outsideWindow
    }

    /// The day of the cell.
    public let day: Day
    /// Whether the day is in the history, and if not why.
    public let state: State
    /// How many habits are counted in the day's percentage.
    public let scheduled: Int
    /// How many of the counted habits are done.
    public let completed: Int
    /// The names of the habits done that day, in display order; empty in a grid built without naming them (see
    /// `History.heatmap(months:habitID:namingHabits:)`).
    public let completedHabitNames: [String]

    /// completed ÷ scheduled × 100, truncated; 0 when nothing is scheduled.
    public var percentage: Int { scheduled == 0 ? 0 : completed * 100 / scheduled }

    /// 0 empty (0 %), 1 light (1–49 %), 2 medium (50–99 %), 3 full (100 %); nil when not recorded.
    /// One habit done of 200 is light, not empty, although it rounds down to 0 %.
    public var level: Int? {
        guard state == .recorded else { return nil }
        if completed == 0 || scheduled == 0 { return 0 }
        if completed >= scheduled { return 3 }
        return completed * 2 < scheduled ? 1 : 2
    }

    /// What a screen reader says, such as `March 5: 80% completed, 4 of 5 habits`.
    package var description: String {
        let date = day.spokenName
        switch state {
        case .outsideWindow: return ""
        case .future: return "\(date): in the future"
        case .beforeHistory: return "\(date): before the first habit"
        case .recorded:
            guard scheduled > 0 else { return "\(date): no habits scheduled" }
            let noun = scheduled == 1 ? "habit" : "habits"
            return "\(date): \(percentage)% completed, \(completed) of \(scheduled) \(noun)"
        }
    }

    /// A cell with the given values.
    package init(day: Day, state: State, scheduled: Int = 0, completed: Int = 0, completedHabitNames: [String] = []) {
        self.day = day
        self.state = state
        self.scheduled = scheduled
        self.completed = completed
        self.completedHabitNames = completedHabitNames
    }
}
