import RitualistCore

/// A Loop habit as either of Loop's files holds it, before it becomes a Ritualist habit.
struct LoopHabitRecord {
    /// One stored entry: a day and Loop's raw value (a code, or an amount ×1000 for a numeric habit).
    struct Entry {
        var day: Day
        var value: Int
        var note: String
    }

    var name: String
    var isNumeric = false
    /// The prompt Loop shows ("Did you work out?"); before version 23 it sat in `description`.
    var question = ""
    /// Free-form notes about the habit (version 23 and later).
    var description = ""
    var frequencyNumerator = 1
    var frequencyDenominator = 1
    var targetIsAtMost = false
    /// A numeric habit's goal per `frequencyDenominator` days, in the user's units.
    var targetValue = 0.0
    var unit = ""
    var archived = false
    var position = 0
    /// The reminder in words ("18:00 on Wed, Thu, Fri, Sat"), nil without one.
    var reminder: String?
    var entries: [Entry] = []
    /// Entries whose date or value could not be read (a backup file's damage), left out.
    var unreadable = 0
}
