/// The formats `ritual import` reads. Its raw value is the `--from` word.
package enum ImportSource: String, CaseIterable, Sendable {
    /// Ritualist's own JSON export.
    case ritual
    /// Loop Habit Tracker's SQLite backup file.
    case loop
    /// Loop Habit Tracker's CSV export: a folder or a zip holding `Habits.csv`.
    case loopCSV = "loop-csv"
    /// harsh's `habits` and `log` files, in one folder.
    case harsh

    /// Whether a merge matches records by their ids (a ritual export) rather than by habit name and day.
    package var mergesByID: Bool { self == .ritual }
}
