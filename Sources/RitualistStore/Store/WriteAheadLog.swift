import CSQLite

/// The store's write-ahead log is kept between runs, empty.
///
/// SQLite removes the log and its shared-memory index when the last connection closes. So every run, a status bar's
/// poll included, created both files again and unlinked both on its way out: side by side, a poll took 1.08× and a
/// completion 1.04× the time they take now (see docs/benchmarks.md). Kept, the log is still checkpointed into the
/// database file by the last connection to close, and then truncated to zero bytes (`journal_size_limit = 0`), so the
/// database file alone holds every change once no process has it open, and the next run has nothing to recover. A
/// program that removes the log as it closes (SQLite's shell does) changes nothing: the next run creates it again.
enum WriteAheadLog {
    /// Asks this connection to keep the log, emptied, when it closes last.
    static func keepEmptyBetweenRuns(_ db: SQLiteDatabase) throws {
        var keep: Int32 = 1
        // A file system that cannot keep the log says so here; the log is then removed at close, as SQLite does by
        // default, which costs time and nothing else.
        _ = sqlite3_file_control(db.handle, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
        try db.makeStatement(sql: "PRAGMA journal_size_limit = 0").execute()
    }
}
