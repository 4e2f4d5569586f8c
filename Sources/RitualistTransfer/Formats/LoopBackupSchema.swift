/// The columns a Loop backup's two tables have at each schema version (`PRAGMA user_version`) Ritualist reads.
///
/// Columns are read by name (a file migrated over years keeps its old column order and spelling, `Id` or `id`).
/// A column that came with a later version takes Loop's own default in an older file: `type` (v16) yes/no,
/// `Repetitions.value` (v16) YES_MANUAL, the numeric target (v18) none.
enum LoopBackupSchema {
    /// The versions read: Loop's current one and every older one its own importer still upgrades from.
    static let versions = 12...25

    /// The `Habits` columns read at `version`.
    static func habitColumns(version: Int) -> [String] {
        var columns = [
            "id", "name", "description", "freq_num", "freq_den", "archived", "position", "reminder_hour",
            "reminder_min", "reminder_days",
        ]
        if version >= 16 { columns += ["type"] }
        if version >= 18 { columns += ["target_type", "target_value", "unit"] }
        if version >= 23 { columns += ["question"] }
        return columns
    }

    /// The `Repetitions` columns read at `version`.
    static func entryColumns(version: Int) -> [String] {
        var columns = ["habit", "timestamp"]
        if version >= 16 { columns += ["value"] }
        if version >= 25 { columns += ["notes"] }
        return columns
    }

    /// The columns `table` must have at `version`.
    static func columns(of table: String, version: Int) -> [String] {
        table == "Habits" ? habitColumns(version: version) : entryColumns(version: version)
    }
}
