import CSQLite
import RitualistCore
import Synchronization

/// The habits as a store last read them, and the file's data version they were read at: read again only when the
/// file changed since, so a status poll, which asks for them twice (the day's view and the streak), reads them once.
///
/// SQLite's data version of a file changes with every commit to it, this connection's or any other process's, and
/// is fixed for the length of a read transaction once its first statement has stepped.
final class HabitsRead: Sendable {
    private let kept = Mutex<(version: UInt32, habits: [Habit])?>(nil)

    /// Every habit in display order, archived ones included, as `SQLiteHabitStore.habits(_:)` reads them; `db` is in
    /// a read transaction.
    func habits(_ db: SQLiteDatabase) throws -> [Habit] {
        let statement = try db.cachedStatement(sql: SQLiteHabitStore.habitsSQL).handle
        // The first step begins the transaction's snapshot of the file, whose version is then the one read.
        sqlite3_reset(statement)
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        var version: UInt32 = 0
        let known =
            (code == SQLITE_ROW || code == SQLITE_DONE)
            && sqlite3_file_control(db.handle, "main", SQLITE_FCNTL_DATA_VERSION, &version) == SQLITE_OK
        if known, let kept = kept.withLock({ $0 }), kept.version == version { return kept.habits }
        let habits = try SQLiteHabitStore.habits(db)
        if known { kept.withLock { $0 = (version, habits) } }
        return habits
    }
}
