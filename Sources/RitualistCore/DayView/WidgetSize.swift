/// The widget sizes, with the phone's per-size limits.
public enum WidgetSize: String, CaseIterable, Sendable {
    case small, medium, large
}

extension DayView {
    /// The habits a widget of one size shows, and how many it leaves out.
    public struct Selection: Sendable, Equatable {
        /// The size the selection is for.
        public let size: WidgetSize
        /// What is shown: small shows the first habits of the whole list; medium and large show the
        /// remaining ones, then the completed ones.
        public let visibleRemaining: [HabitDayStatus]
        /// The completed habits shown, after the remaining ones.
        public let visibleCompleted: [HabitDayStatus]
        /// The `+N more` counts.
        public let hiddenRemaining: Int
        /// How many completed habits are left out.
        public let hiddenCompleted: Int
        /// How many habits are left out in all.
        public var hidden: Int { hiddenRemaining + hiddenCompleted }
    }

    /// The selection for a widget size: small, the first 2 habits; medium, 4 remaining and 2
    /// completed; large, 6 remaining and 10 completed.
    public func selection(for size: WidgetSize) -> Selection {
        let visible: [HabitDayStatus]
        switch size {
        case .small: visible = Array(habits.prefix(2))
        case .medium: visible = Array(remaining.prefix(4)) + Array(completed.prefix(2))
        case .large: visible = Array(remaining.prefix(6)) + Array(completed.prefix(10))
        }
        let visibleRemaining = visible.filter { !$0.completed }
        let visibleCompleted = visible.filter(\.completed)
        return Selection(
            size: size, visibleRemaining: visibleRemaining, visibleCompleted: visibleCompleted,
            hiddenRemaining: remaining.count - visibleRemaining.count,
            hiddenCompleted: completed.count - visibleCompleted.count)
    }
}
