import IntentKit

/// The parameters most habit actions read, declared once.
enum HabitParameters {
    static let habit = Parameter<EntityReference>.entity("habit", type: "habit", required: true)
    /// A habit that may be left out, meaning every habit.
    static let someHabit = Parameter<EntityReference>.entity("habit", type: "habit")
    /// The day to act on; without one, the widget's selected day.
    static let date = Parameter<CalendarDate>.date("date")
}
