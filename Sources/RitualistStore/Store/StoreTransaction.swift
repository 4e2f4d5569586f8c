import GRDB

/// The store's transactions, begun and ended by statements each connection prepares once.
///
/// GRDB's `read` and `inTransaction` run `BEGIN` and `COMMIT` through its SQL-literal path: a new statement each
/// time, and, the first time a run takes that path, a search of every protocol conformance in the program (a
/// measurable share of a status poll). The savepoints of a group are prepared once the same way (see
/// `GroupTransaction`).
enum StoreTransaction {
    /// Runs `work` in a deferred transaction: one snapshot of the file for all of its reads.
    static func reading<T>(_ db: Database, _ work: (Database) throws -> T) throws -> T {
        try run(db, beginning: "BEGIN DEFERRED TRANSACTION", work)
    }

    /// Runs `work` in an immediate transaction: the write lock is taken first, so what `work` reads stays true until
    /// it commits.
    static func writing<T>(_ db: Database, _ work: (Database) throws -> T) throws -> T {
        try run(db, beginning: "BEGIN IMMEDIATE TRANSACTION", work)
    }

    /// Commits when `work` returns; rolls back, unless SQLite already did, when `work` or the commit throws.
    private static func run<T>(_ db: Database, beginning begin: String, _ work: (Database) throws -> T) throws -> T {
        try db.cachedStatement(sql: begin).execute()
        do {
            let result = try work(db)
            try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
            return result
        } catch {
            if db.isInsideTransaction { try? db.cachedStatement(sql: "ROLLBACK TRANSACTION").execute() }
            throw error
        }
    }
}
